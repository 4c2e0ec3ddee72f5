//! The SIN cards whose effects act at once or ask for a decision (one named function per
//! card), and the decisions they leave owed (`State::card_owed`): where a hero or the
//! avatar teleports, where HATE! lies, an upgrade given up or the damage taken, the
//! heroes' toll, DARKEST CRAVING's offers. A fight card that only changes the fight's
//! numbers is in `sin_cards.rs`.

use super::super::command::{AbilityChoice, CardChoice, Command, HeroChoice, SpaceChoice, Toll};
use super::super::dice::{roll_hero, roll_sin};
use super::super::event::*;
use super::super::state::{CardOwed, Fight, MonsterStatus, State};
use super::super::tx::Tx;
use super::super::vocabulary::MonsterKind;
use super::draw::draw_sin_cards;
use super::gluttony;
use super::harm::{corrupt, damage};
use crate::engine::{Confirm, RuleError, Seat};

fn owe(tx: &mut Tx, effect: &str, hero: &str) {
    tx.emit(Event::CardDecisionOwed(CardDecisionOwed {
        effect: effect.to_owned(),
        hero: hero.to_owned(),
    }));
}

fn has_active_upgrade(s: &State, hero: &str) -> bool {
    s.hero(hero)
        .is_some_and(|h| h.active_upgrades().next().is_some())
}

// The start of a hero's turn.

/// HAPHEPHOBIA: "Teleport this hero 1 space." The SIN picks the adjacent space (G-29).
pub fn haphephobia(tx: &mut Tx, hero: &str) {
    owe(tx, "haphephobia", hero);
}

/// HATE!: "Place this card, together with 1 altar, in any space. If the round ends with 3
/// or more monsters there, advance the apocalypse track by 1." The SIN picks the space.
pub fn hate(tx: &mut Tx, hero: &str) {
    owe(tx, "hate", hero);
}

/// CURSE OF EGO: "Unless the heroes take 4 corruption in total, draw 1 SIN card and gain
/// 1 reaction token per isolated hero." The heroes' toll is owed first.
pub fn curse_of_ego(tx: &mut Tx, hero: &str) {
    owe(tx, "curse_of_ego", hero);
}

/// CURSE OF THE CRAWL: "Unless the heroes take 3 damage in total, the current hero cannot
/// move." The heroes' toll is owed first.
pub fn curse_of_the_crawl(tx: &mut Tx, hero: &str) {
    owe(tx, "curse_of_the_crawl", hero);
}

/// DAMNED IF YOU DO…: "The hero chooses: take 2 damage, or turn 1 of their upgrade cards
/// face down until the end of the round." Without a face-up upgrade there is no choice.
pub fn damned_if_you_do(tx: &mut Tx, hero: &str) {
    if has_active_upgrade(&tx.s, hero) {
        owe(tx, "damned_if_you_do", hero);
    } else {
        damage(tx, hero, 2, "damned_if_you_do");
    }
}

/// DARKEST CRAVING: "Give 1 extra turn token to each of as many heroes as you wish. A
/// player who refuses receives 1 corruption." The SIN offers hero by hero.
pub fn darkest_craving(tx: &mut Tx, hero: &str) {
    owe(tx, "darkest_craving", hero);
}

// The start of a fight.

/// PRICE OF HUBRIS: "If the hero is isolated, they must destroy 1 upgrade or take 1
/// damage." Without an upgrade there is no choice.
pub fn price_of_hubris(tx: &mut Tx, hero: &str) {
    if !tx.s.is_isolated(hero) {
        return;
    }
    if tx.s.hero(hero).is_some_and(|h| !h.upgrades.is_empty()) {
        owe(tx, "price_of_hubris", hero);
    } else {
        damage(tx, hero, 1, "price_of_hubris");
    }
}

/// PRIMAL CONCEIT: "Unless each isolated hero takes 2 corruption, the avatar teleports to
/// any space." With no isolated hero nothing is owed, so nothing happens.
pub fn primal_conceit(tx: &mut Tx, hero: &str) {
    if !conceit_toll(&tx.s).is_empty() {
        owe(tx, "primal_conceit", hero);
    }
}

/// The avatar on the board, if it is.
pub fn avatar_on_board(s: &State) -> Option<u16> {
    s.monsters
        .iter()
        .find(|m| m.kind == MonsterKind::Avatar && m.status == MonsterStatus::OnBoard)
        .map(|m| m.id)
}

// Windows opened by an event.

/// PRIDE OR FEAR?: "That hero teleports up to 2 spaces." The SIN picks the space (G-29).
pub fn pride_or_fear(tx: &mut Tx, hero: &str) {
    owe(tx, "pride_or_fear", hero);
}

/// SLEEP DUST: "Gain 2 reaction tokens." (for this round, G-37)
pub fn sleep_dust(tx: &mut Tx, _: &str) {
    for _ in 0..2 {
        tx.emit(Event::ReactionTokenGained(ReactionTokenGained {
            cause: "sleep_dust".into(),
        }));
    }
}

/// GRISLY APPETITE: "Each other hero holding an extra turn token takes 1 damage."
pub fn grisly_appetite(tx: &mut Tx, hero: &str) {
    let others: Vec<String> =
        tx.s.order
            .iter()
            .filter(|h| *h != hero)
            .filter(|h| tx.s.hero(h).is_some_and(|h| h.extra_turn_tokens > 0))
            .cloned()
            .collect();
    for other in others {
        damage(tx, &other, 1, "grisly_appetite");
    }
}

/// SLOUCHING TOWARDS BETHLEHEM: "The current hero takes 2 corruption."
pub fn slouching_towards_bethlehem(tx: &mut Tx, hero: &str) {
    corrupt(tx, hero, 2);
}

/// CURSED FATE: "Cancel all results. You and the current hero reroll the dice." The same
/// pools are rolled again, their chains anew, and the voluntary corruption already taken
/// is kept (G-26, G-30).
pub fn cursed_fate(tx: &mut Tx, f: &Fight) {
    let dice = tx.content().dice.clone();
    let hero_faces = roll_hero(tx.rng, &dice.hero, f.hero_pool);
    let sin_faces = roll_sin(tx.rng, &dice.sin, f.sin_pool);
    tx.emit(Event::FightDiceRolled(FightDiceRolled {
        hero_pool: f.hero_pool,
        sin_pool: f.sin_pool,
        hero_faces,
        sin_faces,
    }));
}

/// HATE! at the round's end: 3 or more monsters in its space advance the track 1 more
/// step (returned), and the card goes to the discard pile.
pub fn hate_at_round_end(tx: &mut Tx) -> u8 {
    let (Some(card), Some(space)) = (tx.s.round.hate_card.clone(), tx.s.round.hate_space.clone())
    else {
        return 0;
    };
    let monsters = tx.s.monsters_in(&space).len() as u8;
    let advanced = monsters >= 3;
    tx.emit(Event::HateChecked(HateChecked {
        space,
        monsters,
        advanced,
    }));
    tx.emit(Event::SinCardDiscarded(SinCardDiscarded { card }));
    u8::from(advanced)
}

// The decisions a card leaves owed.

/// What the owed decision is, and who makes it.
enum Decision {
    /// The SIN teleports the hero between `min` and `max` spaces away.
    Teleport(u8, u8),
    Hate,
    Avatar,
    /// The hero gives up an upgrade (destroyed, or face down) or takes `harm` damage.
    Forfeit {
        harm: u8,
        destroy: bool,
    },
    Toll,
    Offer,
    Answer(String),
    /// The Corrupted Nun: the SIN picks the city action its token covers.
    Cover,
}

fn decision(o: &CardOwed) -> Option<Decision> {
    Some(match o.effect.as_str() {
        "haphephobia" => Decision::Teleport(1, 1),
        "pride_or_fear" => Decision::Teleport(1, 2),
        "hate" => Decision::Hate,
        "primal_conceit" if o.refused => Decision::Avatar,
        "primal_conceit" | "curse_of_ego" | "curse_of_the_crawl" => Decision::Toll,
        "damned_if_you_do" => Decision::Forfeit {
            harm: 2,
            destroy: false,
        },
        "price_of_hubris" => Decision::Forfeit {
            harm: 1,
            destroy: true,
        },
        "corrupted_hobo" => Decision::Forfeit {
            harm: 0,
            destroy: false,
        },
        "corrupted_nun" => Decision::Cover,
        "darkest_craving" => match &o.answering {
            Some(hero) => Decision::Answer(hero.clone()),
            None => Decision::Offer,
        },
        _ => return None,
    })
}

/// The prompt of the owed decision.
pub fn prompt(s: &State) -> Option<(&'static str, &'static str)> {
    let o = s.card_owed.as_ref()?;
    Some(match decision(o)? {
        Decision::Teleport(..) => ("TELEPORT_HERO", "Choose where the hero teleports"),
        Decision::Hate => ("PLACE_HATE", "Choose the space for HATE! and its altar"),
        Decision::Avatar => ("TELEPORT_AVATAR", "Choose where the avatar teleports"),
        Decision::Forfeit { .. } => (
            "FORFEIT_UPGRADE",
            "Give up an upgrade card, or take the card's damage",
        ),
        Decision::Toll => (
            "PAY_TOLL",
            "Vote to pay the card's toll or refuse it (the SIN decides if the votes differ)",
        ),
        Decision::Offer => (
            "OFFER_EXTRA_TURN",
            "Offer a hero an extra turn token, or stop",
        ),
        Decision::Answer(_) => (
            "ANSWER_OFFER",
            "Take the extra turn token, or refuse it and take 1 corruption",
        ),
        Decision::Cover => (
            "COVER_CITY_ACTION",
            "Choose the district's city action the Corrupted Nun's token covers",
        ),
    })
}

fn decider(s: &State, o: &CardOwed, d: &Decision) -> Option<Seat> {
    match d {
        Decision::Teleport(..)
        | Decision::Hate
        | Decision::Avatar
        | Decision::Offer
        | Decision::Cover => Some(s.sin_seat),
        // The toll is voted on (`toll_voter`); this is the hero's own harm.
        Decision::Forfeit { .. } => s.hero(&o.hero).and_then(|h| h.seat),
        Decision::Toll => None,
        Decision::Answer(hero) => s.hero(hero).and_then(|h| h.seat),
    }
}

/// Spaces `min` to `max` adjacency steps from the hero (tokens and figures ignored).
fn teleport_destinations(s: &State, hero: &str, min: u8, max: u8) -> Vec<String> {
    let Some(from) = s.hero(hero).and_then(|h| h.space.clone()) else {
        return Vec::new();
    };
    let board = s.board_data();
    board
        .spaces
        .iter()
        .filter(|sp| {
            board
                .distance(&from, &sp.id)
                .is_some_and(|d| (min..=max).contains(&d))
        })
        .map(|sp| sp.id.clone())
        .collect()
}

fn all_spaces(s: &State) -> Vec<String> {
    s.board_data()
        .spaces
        .iter()
        .map(|sp| sp.id.clone())
        .collect()
}

/// The upgrades the hero may give up: any held one to destroy, a face-up one to turn down.
fn forfeitable(s: &State, hero: &str, destroy: bool) -> Vec<String> {
    let Some(h) = s.hero(hero) else {
        return Vec::new();
    };
    if destroy {
        h.upgrades.clone()
    } else {
        h.active_upgrades().cloned().collect()
    }
}

/// PRIMAL CONCEIT's toll: 2 corruption on each isolated hero, in turn order.
fn conceit_toll(s: &State) -> Vec<String> {
    s.order
        .iter()
        .filter(|h| s.is_isolated(h))
        .flat_map(|h| [h.clone(), h.clone()])
        .collect()
}

fn toll_size(effect: &str) -> usize {
    match effect {
        "curse_of_ego" => 4,
        _ => 3,
    }
}

fn sorted(heroes: &[String]) -> Vec<String> {
    let mut v = heroes.to_vec();
    v.sort();
    v
}

fn toll_ok(s: &State, o: &CardOwed, heroes: &[String]) -> bool {
    if o.effect == "primal_conceit" {
        return sorted(heroes) == sorted(&conceit_toll(s));
    }
    heroes.len() == toll_size(&o.effect) && heroes.iter().all(|h| s.order.contains(h))
}

/// Every way to pay the toll: the points spread over the heroes in play, each spread once
/// (heroes in turn order).
fn tolls(s: &State, o: &CardOwed) -> Vec<Vec<String>> {
    if o.effect == "primal_conceit" {
        return vec![conceit_toll(s)];
    }
    let mut out = vec![Vec::new()];
    for _ in 0..toll_size(&o.effect) {
        out = out
            .into_iter()
            .flat_map(|prefix: Vec<String>| {
                let start = prefix
                    .last()
                    .and_then(|h| s.order.iter().position(|x| x == h))
                    .unwrap_or(0);
                s.order[start..].iter().map(move |h| {
                    let mut next = prefix.clone();
                    next.push(h.clone());
                    next
                })
            })
            .collect();
    }
    out
}

fn offerable(s: &State, o: &CardOwed) -> Vec<String> {
    s.order
        .iter()
        .filter(|h| !o.offered.contains(h))
        .cloned()
        .collect()
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let (Some(o), Some(d)) = (&s.card_owed, s.card_owed.as_ref().and_then(decision)) else {
        return Err(RuleError::wrong_phase("No SIN card asks for a decision"));
    };
    if matches!(d, Decision::Toll) {
        super::toll::check_voter(o, seat)?;
    } else if decider(s, o, &d) != Some(seat) {
        return Err(RuleError::not_your_decision(
            "Another player answers the SIN card",
        ));
    }
    let ok = match (&d, command) {
        (Decision::Teleport(min, max), Command::ChooseCardSpace(c)) => {
            teleport_destinations(s, &o.hero, *min, *max).contains(&c.space)
        }
        (Decision::Hate, Command::ChooseCardSpace(c)) => all_spaces(s).contains(&c.space),
        (Decision::Avatar, Command::ChooseCardSpace(c)) => {
            let at = avatar_on_board(s).and_then(|m| s.monster(m)?.space.clone());
            all_spaces(s).contains(&c.space) && at.as_ref() != Some(&c.space)
        }
        (Decision::Forfeit { destroy, .. }, Command::ForfeitUpgrade(c)) => {
            forfeitable(s, &o.hero, *destroy).contains(&c.card)
        }
        (Decision::Forfeit { harm, .. }, Command::TakeCardHarm(_)) => *harm > 0,
        (Decision::Toll, Command::PayToll(t)) => toll_ok(s, o, &t.heroes),
        (Decision::Offer, Command::OfferExtraTurn(c)) => offerable(s, o).contains(&c.hero),
        (Decision::Cover, Command::CoverCityAction(c)) => super::nun::check(s, c),
        (Decision::Toll, Command::RefuseToll(_))
        | (Decision::Offer, Command::StopOffering(_))
        | (Decision::Answer(_), Command::AnswerOffer(_)) => true,
        _ => {
            return Err(RuleError::wrong_phase("A SIN card's decision comes first"));
        }
    };
    if ok {
        Ok(())
    } else {
        Err(RuleError::new(
            "NOT_A_CARD_CHOICE",
            "That choice is not one the card allows",
        ))
    }
}

pub fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    let Some(o) = tx.s.card_owed.clone() else {
        return;
    };
    let Some(d) = decision(&o) else {
        return;
    };
    match (d, command) {
        (Decision::Teleport(..), Command::ChooseCardSpace(c)) => teleport_hero(tx, &o.hero, c),
        (Decision::Hate, Command::ChooseCardSpace(c)) => {
            let card = tx.s.sin_side.in_play.clone().unwrap_or_default();
            tx.emit(Event::HateLaid(HateLaid {
                card,
                space: c.space.clone(),
            }));
        }
        (Decision::Avatar, Command::ChooseCardSpace(c)) => teleport_avatar(tx, c),
        (Decision::Forfeit { destroy, .. }, Command::ForfeitUpgrade(c)) => {
            forfeit(tx, &o.hero, c, destroy)
        }
        (Decision::Forfeit { harm, .. }, Command::TakeCardHarm(_)) => {
            tx.emit(Event::TollAnswered(TollAnswered {
                effect: o.effect.clone(),
                paid: true,
                heroes: vec![o.hero.clone(); usize::from(harm)],
                by_sin: false,
            }));
            damage(tx, &o.hero, harm, &o.effect);
        }
        (Decision::Toll, Command::PayToll(t)) => {
            vote(tx, seat, &o, Some(&t.heroes[..]));
        }
        (Decision::Toll, Command::RefuseToll(_)) => vote(tx, seat, &o, None),
        (Decision::Offer, Command::OfferExtraTurn(c)) => offer(tx, c),
        (Decision::Offer, Command::StopOffering(_)) => {
            tx.emit(Event::OfferingEnded(OfferingEnded { hero: o.hero }))
        }
        (Decision::Answer(hero), Command::AnswerOffer(c)) => answer(tx, &hero, c),
        (Decision::Cover, Command::CoverCityAction(c)) => super::nun::choose(tx, c),
        _ => {}
    }
}

fn teleport_hero(tx: &mut Tx, hero: &str, c: &SpaceChoice) {
    let from =
        tx.s.hero(hero)
            .and_then(|h| h.space.clone())
            .unwrap_or_default();
    tx.emit(Event::HeroTeleported(HeroTeleported {
        hero: hero.to_owned(),
        from,
        to: c.space.clone(),
    }));
    // Innocents carried into a clear starting space are rescued, as by a step.
    super::mission::rescue(tx);
}

fn teleport_avatar(tx: &mut Tx, c: &SpaceChoice) {
    let Some(monster) = avatar_on_board(&tx.s) else {
        return;
    };
    let from =
        tx.s.monster(monster)
            .and_then(|m| m.space.clone())
            .unwrap_or_default();
    tx.emit(Event::MonsterTeleported(MonsterTeleported {
        monster,
        from,
        to: c.space.clone(),
    }));
}

fn forfeit(tx: &mut Tx, hero: &str, c: &CardChoice, destroy: bool) {
    let (hero, card) = (hero.to_owned(), c.card.clone());
    if destroy {
        tx.emit(Event::UpgradeDestroyed(UpgradeDestroyed { hero, card }));
    } else {
        tx.emit(Event::UpgradeTurnedDown(UpgradeTurnedDown { hero, card }));
    }
}

/// A hero seat's vote, or the SIN's decision once the votes disagreed; the toll is
/// answered when settled.
fn vote(tx: &mut Tx, seat: Seat, o: &CardOwed, heroes: Option<&[String]>) {
    let by_sin = seat == tx.s.sin_seat;
    let settled = if by_sin {
        Some(heroes.map(<[String]>::to_vec))
    } else {
        super::toll::propose(tx, seat, o, heroes)
    };
    match settled {
        Some(Some(heroes)) => pay_toll(tx, o, &heroes, by_sin),
        Some(None) => refuse_toll(tx, o, by_sin),
        None => {}
    }
}

fn pay_toll(tx: &mut Tx, o: &CardOwed, payers: &[String], by_sin: bool) {
    tx.emit(Event::TollAnswered(TollAnswered {
        effect: o.effect.clone(),
        paid: true,
        heroes: payers.to_vec(),
        by_sin,
    }));
    let mut heroes: Vec<&String> = Vec::new();
    for h in payers {
        if !heroes.contains(&h) {
            heroes.push(h);
        }
    }
    for hero in heroes {
        let points = payers.iter().filter(|h| *h == hero).count() as u8;
        if o.effect == "curse_of_the_crawl" {
            damage(tx, hero, points, "curse_of_the_crawl");
        } else {
            corrupt(tx, hero, points);
        }
    }
}

/// The toll refused: the card's effect happens.
fn refuse_toll(tx: &mut Tx, o: &CardOwed, by_sin: bool) {
    tx.emit(Event::TollAnswered(TollAnswered {
        effect: o.effect.clone(),
        paid: false,
        heroes: Vec::new(),
        by_sin,
    }));
    match o.effect.as_str() {
        "curse_of_ego" => {
            draw_sin_cards(tx, 1);
            let isolated = tx.s.order.iter().filter(|h| tx.s.is_isolated(h)).count();
            for _ in 0..isolated {
                tx.emit(Event::ReactionTokenGained(ReactionTokenGained {
                    cause: "curse_of_ego".into(),
                }));
            }
        }
        "curse_of_the_crawl" => tx.emit(Event::HeroHeldInPlace(HeroHeldInPlace {
            hero: o.hero.clone(),
        })),
        // PRIMAL CONCEIT: the SIN now teleports the avatar (still owed).
        _ => {}
    }
}

fn offer(tx: &mut Tx, c: &HeroChoice) {
    tx.emit(Event::ExtraTurnOffered(ExtraTurnOffered {
        hero: c.hero.clone(),
    }));
}

fn answer(tx: &mut Tx, hero: &str, c: &AbilityChoice) {
    tx.emit(Event::OfferAnswered(OfferAnswered {
        hero: hero.to_owned(),
        taken: c.take,
    }));
    if c.take {
        tx.emit(Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
            hero: hero.to_owned(),
        }));
        gluttony::extra_turn_gained(tx);
    } else {
        corrupt(tx, hero, 1);
    }
    // Every hero offered: nothing is left to offer.
    if let Some(o) = tx.s.card_owed.clone()
        && offerable(&tx.s, &o).is_empty()
    {
        tx.emit(Event::OfferingEnded(OfferingEnded { hero: o.hero }));
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    let Some(o) = &s.card_owed else {
        return;
    };
    for space in all_spaces(s) {
        out.push(Command::ChooseCardSpace(SpaceChoice { space }));
    }
    if let Some(h) = s.hero(&o.hero) {
        for card in &h.upgrades {
            let c = Command::ForfeitUpgrade(CardChoice { card: card.clone() });
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out.push(Command::TakeCardHarm(Confirm::Yes));
    if matches!(decision(o), Some(Decision::Toll)) {
        for heroes in tolls(s, o) {
            out.push(Command::PayToll(Toll { heroes }));
        }
    }
    out.push(Command::RefuseToll(Confirm::Yes));
    for hero in &s.order {
        out.push(Command::OfferExtraTurn(HeroChoice { hero: hero.clone() }));
    }
    out.push(Command::StopOffering(Confirm::Yes));
    out.push(Command::AnswerOffer(AbilityChoice { take: true }));
    out.push(Command::AnswerOffer(AbilityChoice { take: false }));
    super::nun::candidates(out);
}
