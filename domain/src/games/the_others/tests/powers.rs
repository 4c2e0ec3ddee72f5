//! SIN powers built beyond fights: Gluttony feeding off the heroes' upgrades and extra turns.

use super::*;

fn at_ravencorp(sin: &str) -> State {
    let mut s = given(2)
        .bare_board()
        .sin(sin)
        .hero_at("leah", "ravencorp_hq")
        .turn("leah")
        .build();
    when(&mut s, 1, Command::UseCityAction(YES));
    s
}

fn perform(action: CityAction, upgrade: Option<String>) -> Command {
    Command::PerformCityAction(PerformCityAction {
        action,
        slot: None,
        upgrade,
    })
}

#[test]
fn gluttony_draws_a_sin_card_when_a_hero_gains_an_upgrade() {
    let mut s = at_ravencorp("gluttony");
    let hand = s.sin_side.hand.len();
    let card = s.upgrades.inventory[0].clone();
    let events = when(&mut s, 1, perform(CityAction::Inventory, Some(card)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::SinCardsDrawn(d) if d.count == 1))
    );
    assert_eq!(s.sin_side.hand.len(), hand + 1);
    let mut sloth = at_ravencorp("sloth");
    let card = sloth.upgrades.inventory[0].clone();
    let events = when(&mut sloth, 1, perform(CityAction::Inventory, Some(card)));
    assert!(!events.iter().any(|e| matches!(e, Event::SinCardsDrawn(_))));
}

#[test]
fn gluttony_gains_a_reaction_token_when_a_hero_gains_an_extra_turn_token() {
    let mut s = at_ravencorp("gluttony");
    let reactions = s.sin_side.reactions_active;
    let events = when(&mut s, 1, perform(CityAction::ExtraTurn, None));
    assert!(
        events.contains(&Event::ReactionTokenGained(ReactionTokenGained {
            cause: "gluttony".into(),
        }))
    );
    assert_eq!(s.sin_side.reactions_active, reactions + 1);
    let mut sloth = at_ravencorp("sloth");
    when(&mut sloth, 1, perform(CityAction::ExtraTurn, None));
    assert_eq!(sloth.sin_side.reactions_active, reactions);
}
