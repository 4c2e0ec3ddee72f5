//! The attacker's choice of the hit that gets the additional damage, the fixed damage and
//! the link attack (§5.8: "one hit only, or one target only").

use super::examples::{attacker, dealt};
use super::*;
use crate::engine::Game;
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::content::Card;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::vocabulary::Stat;

/// A card of `hits` hits on up to `targets` targets, range 2, 6 damage on any hit.
fn bonus_card(id: &str, targets: u32, hits: u32, additional: u32, fixed: u32) -> Card {
    let mut card = attack_card(id, &[Stat::Accuracy], 2, 2, &[(3, None, 6, &[])]);
    let a = card.attack.as_mut().unwrap();
    a.targets = targets;
    a.hits = hits;
    a.icons.additional_damage = additional;
    a.icons.fixed_damage = fixed;
    card
}

fn choose(position: u8, hit: u32) -> Command {
    Command::ChooseBonusHit(BonusHit { position, hit })
}

#[test]
fn a_two_hit_attack_waits_for_its_attacker_to_choose_the_hit_with_the_bonus() {
    let mut state = attacker(bonus_card("twin", 1, 2, 2, 0))
        .stats(0, 0, 0, 0, 0, 0)
        .party(4, "iron_scale", 30)
        .build();
    let events = when_rolling(&mut state, 0, attack_with("twin", &[4]), &[3, 3]);
    assert!(
        matches!(events.last(), Some(Event::BonusHitOffered(o)) if o.hits == 2 && o.targets == vec![4])
    );
    assert!(dealt(&events).is_empty());
    assert_eq!(
        BraveArchitect::legal_commands(&state, seat(0))
            .into_iter()
            .filter(|c| !matches!(c, Command::TensionHeal(_) | Command::UseItem(_)))
            .collect::<Vec<_>>(),
        vec![choose(4, 1), choose(4, 2)]
    );
    let prompts = BraveArchitect::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].seat, prompts[0].kind.as_str()),
        (seat(0), "CHOOSE_BONUS_HIT")
    );
    let events = when(&mut state, 0, choose(4, 2));
    let d = dealt(&events);
    // HP 30 (defence 2): the first hit 6 − 2, the second 6 + 2 − 2.
    assert_eq!((d[0].normal, d[1].normal), (4, 6));
    assert!(state.turn.as_ref().is_none_or(|t| t.bonus_choice.is_none()));
}

#[test]
fn the_fixed_damage_of_a_two_target_attack_goes_to_the_chosen_target_only() {
    let mut state = attacker(bonus_card("spread", 2, 1, 0, 1))
        .stats(0, 0, 0, 0, 0, 0)
        .party(4, "iron_scale", 30)
        .party(3, "storm_horn", 30)
        .build();
    when_rolling(&mut state, 0, attack_with("spread", &[4, 3]), &[3, 3]);
    let events = when(&mut state, 0, choose(3, 1));
    let d = dealt(&events);
    assert_eq!((d[0].position, d[0].fixed), (4, 0));
    assert_eq!((d[1].position, d[1].fixed), (3, 1));
}

#[test]
fn with_one_target_of_one_hit_or_without_a_bonus_nothing_is_asked() {
    let mut one = attacker(bonus_card("single", 1, 1, 2, 1))
        .party(4, "iron_scale", 30)
        .build();
    let events = when_rolling(&mut one, 0, attack_with("single", &[4]), &[3, 3]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::BonusHitOffered(_)))
    );
    assert_eq!(dealt(&events)[0].fixed, 1);
    let mut plain = attacker(bonus_card("plain", 1, 2, 0, 0))
        .party(4, "iron_scale", 30)
        .build();
    let events = when_rolling(&mut plain, 0, attack_with("plain", &[4]), &[3, 3]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::BonusHitOffered(_)))
    );
    assert_eq!(dealt(&events).len(), 2);
}

#[test]
fn while_the_hit_waits_nothing_else_happens_and_only_its_attacker_chooses() {
    let mut state = attacker(bonus_card("twin", 1, 2, 2, 0))
        .party(4, "iron_scale", 30)
        .build();
    when_rolling(&mut state, 0, attack_with("twin", &[4]), &[3, 3]);
    assert_eq!(
        refused(&state, 0, Command::EndTurn(YES)).code,
        "CHOOSE_BONUS_HIT_FIRST"
    );
    assert_eq!(refused(&state, 0, choose(3, 1)).code, "NO_SUCH_HIT");
    assert_eq!(refused(&state, 0, choose(4, 3)).code, "NO_SUCH_HIT");
    assert_ne!(refused(&state, 1, choose(4, 1)).code, "NO_SUCH_HIT");
    assert!(
        BraveArchitect::legal_commands(&state, seat(1))
            .iter()
            .all(|c| !matches!(c, Command::ChooseBonusHit(_)))
    );
}
