//! Bot policies for King of Tokyo. Both only ever return one of `legal_commands(state, seat)`,
//! so they can play any seat at any decision (`None` when the seat owes nothing).

use super::command::{Command, Reroll};
use super::data;
use super::decision::Decision;
use super::rules;
use super::state::{CardKind, Face, HeartUse, Offer, State};
use crate::engine::{GameRng, Seat};

/// A uniformly random legal command.
pub fn random_policy(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Command> {
    let legal = rules::legal_commands(state, seat);
    rng.pick(&legal).cloned()
}

/// Simple heuristics: keep Smashes, Energy, Hearts when wounded and number sets in the
/// making; stop when nothing is worth rerolling; yield Tokyo when low; buy the best
/// affordable card that scores or helps; never stall (always a listed command).
pub fn greedy_policy(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Command> {
    let legal = rules::legal_commands(state, seat);
    if legal.is_empty() {
        return None;
    }
    let pick = |c: &Command| legal.contains(c).then(|| c.clone());
    let pass = Command::Pass(crate::engine::Confirm::Yes);
    let me = &state.monsters[seat.index()];
    let low = me.health <= 5;
    let heal = Command::UseRapidHealing(crate::engine::Confirm::Yes);
    if me.health <= 3
        && let Some(c) = pick(&heal)
    {
        return Some(c);
    }
    let play_evolution = legal
        .iter()
        .find(|c| matches!(c, Command::PlayEvolution(_) | Command::UseEvolution(_)))
        .cloned();
    let choice = match rules::decision_of(state, seat)? {
        // Power Up!: keep the first card drawn; play Evolutions when they are offered in
        // their window, and "any time" ones during the own Buy step.
        Decision::ChooseEvolution => legal.first().cloned(),
        // Mutant Evolution: a card of the own monster if the packet has one, else any.
        Decision::DraftEvolution => draft_pick(state, seat, &legal),
        // Deep Dive / Miraculous Catch: take the first card offered (or pass).
        Decision::EvolutionChoice => legal.first().cloned(),
        Decision::Reaction(Offer::Evolution) => play_evolution.or_else(|| pick(&pass)),
        Decision::MoveMimic if play_evolution.is_some() => play_evolution,
        Decision::Buying if play_evolution.is_some() => play_evolution,
        Decision::Rolling => rolling(state, &legal),
        Decision::Yield | Decision::Reaction(Offer::Jets) => {
            let c = if low {
                Command::YieldTokyo(crate::engine::Confirm::Yes)
            } else {
                Command::StayInTokyo(crate::engine::Confirm::Yes)
            };
            pick(&c)
        }
        Decision::Reaction(Offer::Wings) => {
            let c = if me.health <= 6 {
                Command::UseWings(crate::engine::Confirm::Yes)
            } else {
                pass.clone()
            };
            pick(&c)
        }
        Decision::Reaction(_) => pick(&heal).or_else(|| pick(&pass)),
        Decision::Buying => buying(state, seat, &legal),
        Decision::Opportunist(slot) => {
            let good = state.market[slot as usize]
                .as_ref()
                .is_some_and(|c| card_value(state, seat, &c.card) > 0);
            if good {
                legal
                    .iter()
                    .find(|c| matches!(c, Command::BuyCard(_)))
                    .cloned()
            } else {
                pick(&pass)
            }
        }
        Decision::Hearts => {
            let wants = [HeartUse::RemoveShrink, HeartUse::RemovePoison];
            legal
                .iter()
                .find(|c| {
                    matches!(c, Command::SpendHearts(s)
                        if (wants.contains(&s.on) && !low)
                            || (s.on == HeartUse::HealOther
                                && s.target.is_some_and(|t| state.monsters[t.index()].energy >= 2)))
                })
                .cloned()
        }
        Decision::Probe(_) => {
            // Spoil a Smash of the active monster.
            let die = state.dice.iter().position(|f| *f == Face::Smash);
            die.and_then(|d| {
                pick(&Command::ProbeDie(super::command::ProbeDie {
                    die: d as u8,
                }))
            })
        }
        Decision::FreezeTime => pick(&Command::TakeExtraTurn(crate::engine::Confirm::Yes)),
        Decision::ResolveDice => play_evolution,
        Decision::PlaceMimic => legal.first().cloned(),
        Decision::MoveMimic | Decision::Metamorph => pick(&pass),
        // Power Up!: play (or use) what the window offers.
        Decision::EvolutionWindow | Decision::AfterFinalRoll | Decision::CardBeingBought => {
            play_evolution
                .or_else(|| {
                    legal
                        .iter()
                        .find(|c| matches!(c, Command::UseEvolution(_)))
                        .cloned()
                })
                .or_else(|| pick(&pass))
        }
        Decision::MegaPurr => legal.first().cloned(),
    };
    choice
        .or_else(|| pick(&Command::StopRolling(crate::engine::Confirm::Yes)))
        .or_else(|| pick(&Command::EndTurn(crate::engine::Confirm::Yes)))
        .or_else(|| pick(&pass))
        .or_else(|| {
            legal
                .iter()
                .find(|c| matches!(c, Command::SpendHearts(s) if s.on == HeartUse::Heal))
                .cloned()
        })
        .or_else(|| rng.pick(&legal).cloned())
}

/// Reroll every die not worth keeping; stop when all are worth keeping.
fn rolling(state: &State, legal: &[Command]) -> Option<Command> {
    let me = &state.monsters[state.active.index()];
    let in_tokyo = me.location.in_tokyo();
    let wounded = me.health <= 7 && !in_tokyo;
    let reroll: Vec<u8> = state
        .dice
        .iter()
        .enumerate()
        .filter(|(_, face)| {
            let count = state.dice.iter().filter(|f| *f == *face).count();
            let keep = match face {
                Face::Smash | Face::Energy => true,
                Face::Heart => wounded,
                Face::Three => count >= 2,
                Face::Two => count >= 3,
                Face::One => count >= 3,
            };
            !keep
        })
        .map(|(i, _)| i as u8)
        .collect();
    if reroll.is_empty() {
        return None;
    }
    let c = Command::Reroll(Reroll { dice: reroll });
    legal.contains(&c).then_some(c)
}

/// How much a card is worth to `seat` now (0 or less: not worth buying).
fn card_value(state: &State, seat: Seat, card: &str) -> i32 {
    let me = &state.monsters[seat.index()];
    let vp = |n: i32| n * 3;
    match card {
        "apartment_building" => vp(3),
        "commuter_train" => vp(2),
        "corner_store" => vp(1),
        "skyscraper" => vp(4),
        "evacuation_orders" => 8,
        "energize" => 6,
        "frenzy" => 8,
        "death_from_above" => vp(2),
        "heal" => i32::from(me.health <= 7) * 5,
        "nuclear_power_plant" => vp(2) + 3,
        "vast_storm" => vp(2),
        "flame_thrower" => 4,
        "gas_refinery" => vp(2) + 4,
        "jet_fighters" => i32::from(me.health >= 8) * vp(5),
        "national_guard" => i32::from(me.health >= 6) * vp(2),
        "tank" => i32::from(me.health >= 7) * vp(4),
        "high_altitude_bombing" => i32::from(me.health >= 8) * 3,
        "extra_head"
        | "giant_brain"
        | "acid_attack"
        | "spiked_tail"
        | "even_bigger"
        | "regeneration"
        | "armor_plating"
        | "alpha_monster"
        | "urbavore"
        | "energy_hoarder"
        | "friend_of_children"
        | "herbivore"
        | "gourmet"
        | "detritivore"
        | "eater_of_the_dead"
        | "complete_destruction"
        | "media_friendly"
        | "rooting_for_the_underdog" => 5,
        _ if state.content.kind_of(card) == CardKind::Keep => 2,
        _ => 0,
    }
}

fn buying(state: &State, seat: Seat, legal: &[Command]) -> Option<Command> {
    legal
        .iter()
        .filter_map(|c| match c {
            Command::BuyCard(b) => {
                let card = state.market[b.slot as usize].as_ref()?;
                let value = card_value(state, seat, &card.card);
                (value > 0).then_some((value, c))
            }
            _ => None,
        })
        .max_by_key(|(v, _)| *v)
        .map(|(_, c)| c.clone())
}

/// A draft pick: the first card printed for the seat's own monster, else the first card.
fn draft_pick(state: &State, seat: Seat, legal: &[Command]) -> Option<Command> {
    let monster = &state.monsters[seat.index()].monster;
    let own = |c: &&Command| {
        let Command::DraftEvolution(r) = c else {
            return false;
        };
        data::all_evolution_instances()
            .iter()
            .find(|e| e.instance == r.card)
            .and_then(|e| data::evolution(&e.card))
            .is_some_and(|e| e.monster == *monster)
    };
    legal.iter().find(own).or_else(|| legal.first()).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Outcome};
    use crate::games::king_of_tokyo::{KingOfTokyo, Options};

    type Policy = fn(&State, Seat, &mut GameRng) -> Option<Command>;

    /// Play one seeded game with one policy per seat; `None` if it did not end.
    fn play(policies: &[Policy], seed: u64) -> Option<Outcome> {
        let secret = seed.to_le_bytes();
        let seats = Seat::all(policies.len());
        let mut state = State::default();
        for e in
            KingOfTokyo::setup(&Options::default(), &seats, &mut GameRng::new(&secret, 0)).unwrap()
        {
            KingOfTokyo::evolve(&mut state, &e);
        }
        let mut chooser = GameRng::from_u64(seed);
        let mut version = 1;
        for _ in 0..5_000 {
            if let Some(outcome) = KingOfTokyo::outcome(&state) {
                return Some(outcome);
            }
            let seat = KingOfTokyo::prompts(&state)[0].seat;
            let command = policies[seat.index()](&state, seat, &mut chooser)
                .expect("a prompted seat gets a command");
            assert!(KingOfTokyo::legal_commands(&state, seat).contains(&command));
            let events =
                KingOfTokyo::decide(&state, seat, &command, &mut GameRng::new(&secret, version))
                    .unwrap();
            for e in &events {
                KingOfTokyo::evolve(&mut state, e);
            }
            version += events.len() as u64;
        }
        None
    }

    #[test]
    fn greedy_beats_random_in_most_two_player_games_and_both_always_finish() {
        let mut greedy_wins = 0;
        for seed in 0..200u64 {
            let greedy_seat = (seed % 2) as usize;
            let mut policies: [Policy; 2] = [random_policy, random_policy];
            policies[greedy_seat] = greedy_policy;
            let outcome = play(&policies, seed).unwrap_or_else(|| panic!("game {seed} stalled"));
            if outcome.winners.contains(&Seat(greedy_seat as u8)) {
                greedy_wins += 1;
            }
        }
        eprintln!("greedy won {greedy_wins} of 200 games against random");
        assert!(greedy_wins > 130, "greedy won only {greedy_wins} of 200");
        for seed in 0..20u64 {
            play(&[greedy_policy as Policy; 3], seed).expect("greedy finishes");
            play(&[random_policy as Policy; 4], seed).expect("random finishes");
        }
    }
}
