//! The fold of the apocalypse cards' effects (round-start tokens, AGONY OF THE UNCLEAN,
//! the Hell Club) and of Sloth's power.

use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::MonsterKind;
use super::round::after_story_task;
use super::setup::token_placed;

pub fn apply(s: &mut State, event: &Event) {
    match event {
        Event::ApocalypseTokenPlaced(e) => {
            token_placed(s, &e.space, Some(e.token), true, true);
            if !s.round.apocalypse_tokens.is_empty() {
                s.round.apocalypse_tokens.remove(0);
            }
            s.round.apocalypse_spaces.push(e.space.clone());
            after_story_task(s);
        }
        Event::AgonyAsked(e) => {
            if let Some(t) = &mut s.turn {
                t.agony_step = Some(e.to.clone());
                t.agony_checks = e.checks;
                t.agony_choices.clear();
            }
        }
        Event::AgonyChosen(e) => {
            if let Some(t) = &mut s.turn {
                t.agony_choices.push(e.as_fire);
                // Every check chosen: the step goes on (the rules roll it at once).
                if t.agony_choices.len() >= usize::from(t.agony_checks) {
                    t.agony_step = None;
                }
            }
        }
        Event::HellClubSummoned(e) => hell_club_summoned(s, e),
        Event::HellClubCardRemoved(e) => s.apocalypse.revealed.retain(|c| *c != e.card),
        Event::SlothMarked(e) => {
            if let Some(h) = s.hero_mut(&e.hero) {
                h.sloth_marked = true;
            }
        }
        Event::SlothMarkIgnored(_) => {
            if let Some(t) = &mut s.turn {
                t.sloth_slowed = false;
                t.steps_left += 1;
            }
        }
        _ => {}
    }
}

fn hell_club_summoned(s: &mut State, e: &HellClubSummoned) {
    s.monsters.push(Monster {
        id: e.monster,
        kind: MonsterKind::HellClub,
        status: MonsterStatus::OnBoard,
        space: Some(e.space.clone()),
        card: Some(e.card.clone()),
        npc: None,
    });
    s.apocalypse.summon_owed = None;
}
