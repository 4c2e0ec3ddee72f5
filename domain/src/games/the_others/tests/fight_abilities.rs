//! Heroes' natural abilities in fights: PROTECTOR, CHARMED LIFE, INSPIRATION, ALWAYS
//! ALERT, THE INSIDE TRACK, TUCK AND ROLL and TAKE NO SHIT.

use super::*;
use crate::games::the_others::dice::hero_totals;
use crate::games::the_others::rules::fight::pools;

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

/// Leah fights an abomination on main_3 (1 Hit rolled, three SIN Hits against her base
/// defense 1), `friend` beside her or not.
fn leah_fights_beside(friend: Option<&str>) -> (State, u16) {
    let mut g = given(2)
        .clear_board()
        .monster(MonsterKind::Abomination, "main_3")
        .hero_at("leah", "main_3");
    if let Some(friend) = friend {
        g = g.playing("thorley", friend).hero_at(friend, "main_3");
    }
    let s = g
        .rolled_fight(
            "leah",
            false,
            false,
            &[HeroFace::Hit],
            &[SinFace::Hit, SinFace::Hit, SinFace::Hit],
        )
        .turn("leah")
        .build();
    let a = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
    (s, a)
}

#[test]
fn protector_may_cancel_one_damage_of_a_fellow_hero_in_thorleys_space() {
    let (mut alone, a) = leah_fights_beside(None);
    assert_eq!(damage_to(&when(&mut alone, 1, hit(a)), "leah"), 2);
    for (protect, damage) in [(true, 1), (false, 2)] {
        let (mut s, a) = leah_fights_beside(Some("thorley"));
        let events = when(&mut s, 1, hit(a));
        // The results wait for Thorley's player.
        assert_eq!(events.last(), Some(&offered("thorley", "protector")));
        assert!(!events.iter().any(|e| matches!(e, Event::FightResolved(_))));
        assert_eq!(
            TheOthers::legal_commands(&s, seat(1)),
            vec![Command::PassAbility(YES), Command::Protect(YES)]
        );
        let command = if protect {
            Command::Protect(YES)
        } else {
            Command::PassAbility(YES)
        };
        let events = when(&mut s, 1, command);
        assert_eq!(damage_to(&events, "leah"), damage, "protect: {protect}");
        assert_eq!(events.contains(&used("thorley", "protector")), protect);
    }
}

#[test]
fn protector_is_not_asked_when_the_fight_deals_no_damage() {
    let mut s = given(2)
        .clear_board()
        .monster(MonsterKind::Abomination, "main_3")
        .hero_at("leah", "main_3")
        .hero_at("thorley", "main_3")
        .rolled_fight("leah", false, false, &[HeroFace::Hit], &[SinFace::Hit])
        .turn("leah")
        .build();
    let a = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
    let events = when(&mut s, 1, hit(a));
    assert!(events.iter().any(|e| matches!(e, Event::FightResolved(_))));
    assert!(!events.contains(&offered("thorley", "protector")));
}

#[test]
fn inspiration_helps_the_other_heroes_in_freders_space() {
    let (s, _) = leah_fights_beside(Some("freder"));
    let f = s.fight.clone().unwrap();
    let (alone, _) = leah_fights_beside(None);
    // Freder's provisional die, on top of the teamwork die.
    assert_eq!(pools(&s, &f).0, pools(&alone, &f).0 + 2);
    // Not for Freder's own fights.
    let mut own = s.clone();
    own.fight.as_mut().unwrap().hero = "freder".into();
    let own_fight = own.fight.clone().unwrap();
    let (with_leah, _) = leah_fights_beside(Some("thorley"));
    let mut plain = with_leah.clone();
    plain.fight.as_mut().unwrap().hero = "thorley".into();
    assert_eq!(
        pools(&own, &own_fight).0,
        pools(&plain, &plain.fight.clone().unwrap()).0
    );
}

#[test]
fn always_alert_defends_phd_in_fights_the_sin_started() {
    let defense = |by_sin: bool| {
        let s = given(2)
            .clear_board()
            .playing("leah", "phd")
            .monster(MonsterKind::Abomination, "main_3")
            .hero_at("phd", "main_3")
            .rolled_fight("phd", by_sin, false, &[], &[])
            .build();
        hero_totals(&s, s.fight.as_ref().unwrap()).1
    };
    // Base defense 1, +1 (provisional) when the SIN started the fight.
    assert_eq!(defense(false), 1);
    assert_eq!(defense(true), 2);
}

fn elle_rolls(hero: &str) -> (State, Vec<Event>) {
    let mut s = given(2)
        .clear_board()
        .playing("leah", hero)
        .monster(MonsterKind::Abomination, "main_3")
        .hero_at(hero, "main_3")
        .turn(hero)
        .build();
    when(&mut s, 1, Command::StartFight(YES));
    let events = when(&mut s, 1, Command::RollFight(YES));
    (s, events)
}

#[test]
fn charmed_life_rerolls_both_pools_once_per_fight_right_after_the_roll() {
    let (mut s, events) = elle_rolls("elle");
    assert_eq!(events.last(), Some(&offered("elle", "charmed_life")));
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![Command::PassAbility(YES), Command::CharmedLife(YES)]
    );
    // The fight waits: no Hit, face or result before the decision.
    assert_eq!(refused(&s, 1, hit(0)).code, "ABILITY_OWED");
    let f = s.fight.clone().unwrap();
    let events = when(&mut s, 1, Command::CharmedLife(YES));
    assert_eq!(events[0], used("elle", "charmed_life"));
    assert!(matches!(
        &events[1],
        Event::FightDiceRolled(r) if r.hero_pool == f.hero_pool && r.sin_pool == f.sin_pool
    ));
    // Once per fight: the new roll offers nothing.
    assert!(!events.contains(&offered("elle", "charmed_life")));
    assert!(s.abilities_owed.is_empty());
}

#[test]
fn charmed_life_may_be_let_go_and_is_elles_only() {
    let (mut s, _) = elle_rolls("elle");
    let events = when(&mut s, 1, Command::PassAbility(YES));
    assert_eq!(
        events[0],
        Event::AbilityPassed(AbilityPassed {
            hero: "elle".into(),
            ability: "charmed_life".into(),
        })
    );
    assert!(s.abilities_owed.is_empty());
    let (_, events) = elle_rolls("leah");
    assert!(!events.iter().any(|e| matches!(e, Event::AbilityOffered(_))));
}

#[test]
fn the_inside_track_equips_an_inventory_card_after_a_fight_baldur_started() {
    let build = |by_sin: bool| {
        let mut g = given(2)
            .clear_board()
            .playing("leah", "baldur")
            .monster(MonsterKind::Abomination, "main_3")
            .hero_at("baldur", "main_3")
            .rolled_fight("baldur", by_sin, false, &[HeroFace::Hit], &[]);
        g = if by_sin {
            g.reacting_to("baldur")
        } else {
            g.turn("baldur")
        };
        let mut s = g.build();
        if let Some(r) = &mut s.reaction {
            (r.spent, r.moved, r.fought) = (true, true, true);
        }
        s
    };
    let mut s = build(false);
    let a = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
    let events = when(&mut s, 1, hit(a));
    assert_eq!(events.last(), Some(&offered("baldur", "the_inside_track")));
    let card = s.upgrades.inventory[0].clone();
    let mut legal = vec![Command::PassAbility(YES)];
    legal.extend(
        s.upgrades
            .inventory
            .iter()
            .map(|c| Command::EquipUpgrade(CardChoice { card: c.clone() })),
    );
    assert_eq!(TheOthers::legal_commands(&s, seat(1)), legal);
    let unknown = Command::EquipUpgrade(CardChoice {
        card: "nope".into(),
    });
    assert_eq!(refused(&s, 1, unknown).code, "NOT_IN_INVENTORY");
    let events = when(
        &mut s,
        1,
        Command::EquipUpgrade(CardChoice { card: card.clone() }),
    );
    assert_eq!(events[0], used("baldur", "the_inside_track"));
    assert!(s.hero("baldur").unwrap().upgrades.contains(&card));
    assert_eq!(s.upgrades.inventory.len(), 5, "refilled at once");
    // A fight the SIN started offers nothing.
    let mut s = build(true);
    let events = when(&mut s, 1, hit(a));
    assert!(!events.contains(&offered("baldur", "the_inside_track")));
}

/// Polly with a RAIL GUN on main_2 shoots the abomination on main_4 with `hits` Hits.
fn polly_shoots(hits: usize) -> State {
    let mut s = given(2)
        .bare_board()
        .playing("leah", "polly")
        .hero_at("polly", "main_2")
        .monster(MonsterKind::Abomination, "main_4")
        .upgrade("polly", "rail_gun")
        .turn("polly")
        .build();
    when(
        &mut s,
        1,
        Command::StartRangedFight(SpaceChoice {
            space: "main_4".into(),
        }),
    );
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![HeroFace::Hit; hits];
    f.stage = FightStage::AssignHits;
    s
}

#[test]
fn tuck_and_roll_trades_one_damage_for_an_extra_turn_token_after_a_ranged_kill() {
    let mut s = polly_shoots(3);
    let a = monsters_at(&s, MonsterKind::Abomination, "main_4")[0];
    when(&mut s, 1, hit(a));
    when(&mut s, 1, hit(a));
    let events = when(&mut s, 1, hit(a));
    assert_eq!(events.last(), Some(&offered("polly", "tuck_and_roll")));
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![Command::PassAbility(YES), Command::TuckAndRoll(YES)]
    );
    let before = s.hero("polly").unwrap().extra_turn_tokens;
    let events = when(&mut s, 1, Command::TuckAndRoll(YES));
    assert_eq!(events[0], used("polly", "tuck_and_roll"));
    assert_eq!(damage_to(&events, "polly"), 1);
    assert_eq!(s.hero("polly").unwrap().extra_turn_tokens, before + 1);
    // No kill, no offer.
    let mut s = polly_shoots(1);
    let events = when(&mut s, 1, hit(a));
    assert!(!events.contains(&offered("polly", "tuck_and_roll")));
}

#[test]
fn take_no_shit_destroys_an_acolyte_in_nicoles_space_after_she_takes_damage() {
    let mut s = given(2)
        .clear_board()
        .playing("leah", "nicole")
        .monster(MonsterKind::Acolyte, "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .hero_at("nicole", "main_3")
        .rolled_fight(
            "nicole",
            false,
            false,
            &[HeroFace::Hit],
            &[SinFace::Hit, SinFace::Hit],
        )
        .turn("nicole")
        .build();
    let acolytes = monsters_at(&s, MonsterKind::Acolyte, "main_3");
    let events = when(&mut s, 1, hit(acolytes[0]));
    assert_eq!(damage_to(&events, "nicole"), 1);
    assert_eq!(events.last(), Some(&offered("nicole", "take_no_shit")));
    // The damage marker comes first.
    let marker = Command::PlaceDamageMarker(DamageMarker {
        hero: "nicole".into(),
        slot: 1,
    });
    let destroy = |monster| Command::DestroyAcolyte(MonsterChoice { monster });
    assert_eq!(
        refused(&s, 1, destroy(acolytes[0])).code,
        "PLACE_DAMAGE_MARKERS"
    );
    when(&mut s, 1, marker);
    let mut legal = vec![Command::PassAbility(YES)];
    legal.extend(acolytes.iter().map(|m| destroy(*m)));
    assert_eq!(TheOthers::legal_commands(&s, seat(1)), legal);
    assert_eq!(refused(&s, 1, destroy(999)).code, "NOT_AN_ACOLYTE_HERE");
    let events = when(&mut s, 1, destroy(acolytes[1]));
    assert_eq!(
        events,
        vec![
            used("nicole", "take_no_shit"),
            Event::MonsterKilled(MonsterKilled {
                monster: acolytes[1],
                removed: false,
                in_fight: false,
            }),
        ]
    );
    assert!(s.abilities_owed.is_empty());
}
