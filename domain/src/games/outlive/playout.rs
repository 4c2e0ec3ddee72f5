//! Outlive in the random-playout harness: its tables, invariants, candidate commands and
//! secrets.

use serde_json::Value;

use super::command::*;
use super::state::{Area, Resource, State};
use super::{Options, Outlive};
use crate::engine::harness::{PlayoutSubject, nodes, shows_run_of};
use crate::engine::{Confirm, Seat, Viewer};

impl PlayoutSubject for Outlive {
    fn table(game: u64) -> (Options, usize) {
        let options = Options {
            first_player_by_leader_age: !game.is_multiple_of(5),
        };
        (options, 2 + (game % 3) as usize)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        state.check_invariants()
    }

    fn candidate_commands(state: &State, seat: Seat) -> Vec<Command> {
        let mut out = super::rules::candidates(state, seat);
        out.extend([
            Command::Collect(Confirm::Yes),
            Command::Explore(Confirm::Yes),
            Command::EndActivation(Confirm::Yes),
            Command::PassEvent(Confirm::Yes),
            Command::FinishStep(Confirm::Yes),
            Command::PickToken(PickToken {
                resource: Resource::Ammo,
            }),
            Command::LoseSurvivor(LoseSurvivor { room: Some(9) }),
            Command::ChooseLeader(LeaderChoice {
                leader: "nobody".into(),
            }),
            Command::DiscardDealtRoom(DealtIndex { index: 9 }),
            Command::TakeEquipment(DisplaySlot { slot: 7 }),
            Command::Hunt(Hunt {
                ammo: 20,
                tile: None,
                shotgun: false,
                bear_trap: false,
            }),
            Command::Hunt(Hunt {
                ammo: 0,
                tile: None,
                shotgun: true,
                bear_trap: true,
            }),
            Command::ActivatePurifier(Purifier { access_card: true }),
            Command::UseBonus(BonusChoice {
                source: "bow".into(),
            }),
            Command::DeclineBonus(BonusChoice {
                source: "bat".into(),
            }),
            Command::PeekExplorationStack(CityChoice {
                city: Area::BlackwoodCity,
            }),
            Command::Recruit(PayWith {
                resource: Resource::Wood,
            }),
            Command::PayFood(PayWith {
                resource: Resource::Ammo,
            }),
        ]);
        for area in Area::ALL {
            out.push(Command::MoveHero(MoveHero {
                hero: 0,
                area,
                climbing_hook: false,
                exoskeleton: false,
            }));
            out.push(Command::MoveHero(MoveHero {
                hero: 3,
                area,
                climbing_hook: true,
                exoskeleton: false,
            }));
            out.push(Command::MoveHero(MoveHero {
                hero: 1,
                area,
                climbing_hook: false,
                exoskeleton: true,
            }));
        }
        out
    }

    /// Hidden: the equipment pile order, the exploration stacks' order, future events, and
    /// other clans' dealt leaders that are not (yet) their chosen leader. A log line (a
    /// string) must not name those events or leaders either.
    fn leak(state: &State, viewer: Viewer, shown: &Value) -> Option<String> {
        if let Value::String(line) = shown {
            return log_leak(state, viewer, line);
        }
        let pile: Vec<Value> = state
            .equipment_pile
            .iter()
            .map(|t| Value::from(*t))
            .collect();
        if shows_run_of(shown, &pile, 4) {
            return Some("a run of the equipment pile order".into());
        }
        // The peek room shows a stack to its owner, in its own event only.
        let own_peek = match viewer {
            Viewer::Seat(s) => {
                shown
                    .get("ExplorationStackPeeked")
                    .and_then(|p| p.get("seat"))
                    .and_then(Value::as_u64)
                    == Some(s.index() as u64)
            }
            _ => false,
        };
        for city in state.cities.iter().filter(|_| !own_peek) {
            let stack: Vec<Value> = city.stack.iter().map(|t| Value::from(t.as_str())).collect();
            if shows_run_of(shown, &stack, 4) {
                return Some("a run of an exploration stack".into());
            }
        }
        let mut secrets: Vec<&str> = state
            .convoy
            .iter()
            .filter(|e| !e.revealed)
            .map(|e| e.id.as_str())
            .collect();
        for c in state.clans.iter().filter(|c| !viewer.is_seat(c.seat)) {
            secrets.extend(
                c.dealt_leaders
                    .iter()
                    .filter(|l| c.leader.as_deref() != Some(l.as_str()))
                    .map(String::as_str),
            );
        }
        nodes(shown)
            .into_iter()
            .filter_map(Value::as_str)
            .find(|s| secrets.contains(s))
            .map(|s| format!("the secret {s}"))
    }
}

/// The face-down events of the convoy and other clans' dealt leaders other than their
/// revealed one, by the names a log line would use.
pub fn log_leak(state: &State, viewer: Viewer, line: &str) -> Option<String> {
    let content = &state.content;
    let events = state
        .convoy
        .iter()
        .filter(|e| !e.revealed)
        .filter_map(|e| content.event(&e.id).map(|d| d.name.as_str()));
    let leaders = state
        .clans
        .iter()
        .filter(|c| !viewer.is_seat(c.seat))
        .flat_map(|c| {
            c.dealt_leaders
                .iter()
                .filter(move |l| c.leader.as_deref() != Some(l.as_str()))
        })
        .filter_map(|l| content.leader(l).map(|d| d.name.as_str()));
    events
        .chain(leaders)
        .find(|name| line.contains(name))
        .map(|name| format!("the secret {name}"))
}
