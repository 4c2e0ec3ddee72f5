//! The Hell Club members' abilities that act on the game rather than on a fight's numbers:
//! Grin and Dr. Gan (Redemption) against a hero escorting an innocent, Gourd & Vex
//! (Redemption)'s unmarked acolyte ability, Marguerite (Corruption)'s extra step, the
//! Mayor's fire carried along, Nicolas's NPCs risen as abominations; and UNLEASH HELL's
//! check of the other heroes' own Dark Past cards.

use super::*;
use crate::games::the_others::playout::log_leak;
use crate::games::the_others::rules::members::*;

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

/// Where the monster stands.
fn at(s: &State, monster: u16) -> Option<&str> {
    s.monster(monster).and_then(|m| m.space.as_deref())
}

fn move_to(monster: u16, to: &str) -> Command {
    Command::MoveMonster(MoveMonster {
        monster,
        to: to.into(),
    })
}

fn with_fire(monster: u16, to: &str) -> Command {
    Command::MoveWithFire(MoveMonster {
        monster,
        to: to.into(),
    })
}

fn damage(events: &[Event], hero: &str, cause: &str) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::DamageTaken(d) if d.hero == hero && d.cause == cause => Some(d.amount),
        _ => None,
    })
}

fn innocents(s: &State, hero: &str) -> usize {
    s.hero(hero)
        .unwrap()
        .carried
        .iter()
        .filter(|t| **t == TokenKind::Innocent)
        .count()
}

// GRIN (Redemption)

/// Leah starts a fight on main 3 against `card`'s member, escorting an innocent or not.
fn leah_starts_fight(card: &str, escorting: bool) -> Vec<Event> {
    let mut g = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .hell_club(card, "main_3");
    if escorting {
        g = g.carrying("leah", TokenKind::Innocent);
    }
    let mut s = g.turn("leah").build();
    when(&mut s, 1, Command::StartFight(YES))
}

#[test]
fn grin_deals_1_damage_at_the_start_of_a_fight_against_a_hero_escorting_an_innocent() {
    let events = leah_starts_fight(GRIN_REDEMPTION, true);
    let started = events
        .iter()
        .position(|e| matches!(e, Event::FightStarted(_)))
        .expect("the fight started");
    let hurt = events
        .iter()
        .position(|e| matches!(e, Event::DamageTaken(d) if d.cause == GRIN_REDEMPTION))
        .expect("Grin's damage");
    assert!(started < hurt);
    assert_eq!(damage(&events, "leah", GRIN_REDEMPTION), Some(1));
    // No innocent, no blow; and Grin of the Terror deck has no such ability.
    assert_eq!(
        damage(
            &leah_starts_fight(GRIN_REDEMPTION, false),
            "leah",
            GRIN_REDEMPTION
        ),
        None
    );
    let terror = leah_starts_fight(GRIN_TERROR, true);
    assert!(!terror.iter().any(|e| matches!(e, Event::DamageTaken(_))));
}

// DR. GAN (Redemption)

/// Leah fights Dr. Gan (`card`) on main 3 with one Hit rolled against `sin`.
fn dr_gan_fight(card: &str, escorting: bool, sin: &[SinFace]) -> (State, Vec<Event>) {
    let mut g = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .hell_club(card, "main_3");
    if escorting {
        g = g.carrying("leah", TokenKind::Innocent);
    }
    let mut s = g
        .turn("leah")
        .rolled_fight("leah", false, false, &[HeroFace::Hit], sin)
        .build();
    let m = member_id(&s, card);
    let mut events = when(&mut s, 1, hit(m));
    // The damage markers are placed before anything else.
    while TheOthers::prompts(&s)
        .first()
        .is_some_and(|p| p.kind == "PLACE_DAMAGE_MARKER")
    {
        let place = TheOthers::legal_commands(&s, seat(1)).remove(0);
        events.extend(when(&mut s, 1, place));
    }
    (s, events)
}

fn threatened(events: &[Event]) -> bool {
    events.iter().any(|e| {
        *e == Event::InnocentThreatened(InnocentThreatened {
            hero: "leah".into(),
        })
    })
}

fn dr_gan(innocent_dies: bool) -> Command {
    Command::DrGan(InnocentChoice { innocent_dies })
}

#[test]
fn dr_gan_damaging_a_hero_with_an_innocent_asks_her_player_for_1_more_damage_or_the_innocent() {
    // Two Hits: Leah's base defense cancels one, so she takes 1.
    let (s, events) = dr_gan_fight(DR_GAN_REDEMPTION, true, &[SinFace::Hit, SinFace::Hit]);
    assert!(threatened(&events));
    assert_eq!(s.innocent_owed.as_deref(), Some("leah"));
    assert_only_decision(&s, seat(1), "DR_GAN_CHOICE", &[dr_gan(false), dr_gan(true)]);
    assert_eq!(
        refused(&s, 1, Command::EndTurn(YES)).code,
        "INNOCENT_THREATENED"
    );

    let mut dies = s.clone();
    let before = dies.hero("leah").unwrap().damage;
    let events = when(&mut dies, 1, dr_gan(true));
    assert!(events.contains(&Event::DrGanChosen(DrGanChosen {
        hero: "leah".into(),
        innocent_dies: true,
    })));
    assert_eq!(innocents(&dies, "leah"), 0);
    assert_eq!(dies.hero("leah").unwrap().damage, before);
    assert_eq!(dies.innocent_owed, None);

    let mut spared = s;
    let events = when(&mut spared, 1, dr_gan(false));
    assert_eq!(damage(&events, "leah", DR_GAN_REDEMPTION), Some(1));
    assert_eq!(innocents(&spared, "leah"), 1);
    assert_eq!(spared.hero("leah").unwrap().damage, before + 1);
    assert_eq!(spared.innocent_owed, None);
}

#[test]
fn dr_gan_asks_nothing_without_damage_without_an_innocent_or_from_the_terror_deck() {
    let two_hits = [SinFace::Hit, SinFace::Hit];
    assert!(!threatened(
        &dr_gan_fight(DR_GAN_REDEMPTION, true, &[SinFace::Hit]).1
    ));
    assert!(!threatened(
        &dr_gan_fight(DR_GAN_REDEMPTION, false, &two_hits).1
    ));
    assert!(!threatened(&dr_gan_fight(DR_GAN_TERROR, true, &two_hits).1));
    let (s, _) = dr_gan_fight(DR_GAN_REDEMPTION, false, &two_hits);
    assert_eq!(refused(&s, 1, dr_gan(true)).code, "WRONG_PHASE");
}

// GOURD & VEX (Redemption)

/// Leah starts a fight on main 3 against `card`'s member, a dead acolyte in stock, the
/// round's acolyte mark `used` or not.
fn acolyte_window(card: &str, used: bool) -> State {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .hell_club(card, "main_3")
        .dead(MonsterKind::Acolyte, 1)
        .turn("leah")
        .build();
    s.round.acolyte_used = used;
    when(&mut s, 1, Command::StartFight(YES));
    s
}

#[test]
fn gourd_and_vex_let_the_sin_use_the_acolyte_ability_without_the_mark() {
    let use_it = Command::UseAcolyteAbility(YES);
    for used in [false, true] {
        let mut s = acolyte_window(GOURD_AND_VEX_REDEMPTION, used);
        assert!(
            TheOthers::legal_commands(&s, seat(0)).contains(&use_it),
            "{used}"
        );
        let events = when(&mut s, 0, use_it.clone());
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::AcolyteAbilityUsed(a) if a.unmarked)),
            "{used}"
        );
        // The mark stays as it was: the round's once is still there when it was.
        assert_eq!(s.round.acolyte_used, used);
    }
    // Without G&V the mark is needed, and using it places the mark.
    let s = acolyte_window(GOURD_AND_VEX_CORRUPTION, true);
    assert!(!TheOthers::legal_commands(&s, seat(0)).contains(&use_it));
    let mut s = acolyte_window(FLAY, false);
    let events = when(&mut s, 0, use_it);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::AcolyteAbilityUsed(a) if !a.unmarked))
    );
    assert!(s.round.acolyte_used);
}

// MARGUERITE (Corruption)

/// The SIN reacts to Leah (on main 1): an abomination on main 4, `card`'s member on
/// church; the token spent.
fn reaction_with(card: &str) -> (State, u16, u16) {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .monster(MonsterKind::Abomination, "main_4")
        .hell_club(card, "church")
        .reacting_to("leah")
        .build();
    let abomination = monsters_at(&s, MonsterKind::Abomination, "main_4")[0];
    let member = member_id(&s, card);
    when(&mut s, 0, Command::React(YES));
    (s, abomination, member)
}

#[test]
fn marguerite_also_moves_1_space_when_the_sin_moves_a_monster() {
    let (mut s, abomination, marguerite) = reaction_with(MARGUERITE_CORRUPTION);
    when(&mut s, 0, move_to(abomination, "main_3"));
    assert!(TheOthers::legal_commands(&s, seat(0)).contains(&move_to(marguerite, "north_street")));
    let events = when(&mut s, 0, move_to(marguerite, "north_street"));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::MonsterMoved(m) if m.monster == marguerite))
    );
    assert_eq!(at(&s, marguerite), Some("north_street"));
    assert!(s.reaction.as_ref().unwrap().marguerite_stepped);
    // Once per reaction; the reaction's own move goes on where it was.
    assert_eq!(
        refused(&s, 0, move_to(marguerite, "church")).code,
        "ONE_MONSTER"
    );
    when(&mut s, 0, move_to(abomination, "main_2"));
    assert_eq!(at(&s, abomination), Some("main_2"));
    // Another member is a second monster, which a reaction does not move.
    let (mut s, abomination, flay) = reaction_with(FLAY);
    when(&mut s, 0, move_to(abomination, "main_3"));
    assert_eq!(
        refused(&s, 0, move_to(flay, "north_street")).code,
        "ONE_MONSTER"
    );
}

#[test]
fn marguerite_moved_as_the_reactions_monster_still_takes_her_own_step_after() {
    let (mut s, _, marguerite) = reaction_with(MARGUERITE_CORRUPTION);
    when(&mut s, 0, move_to(marguerite, "main_3"));
    when(&mut s, 0, move_to(marguerite, "main_4"));
    assert!(s.reaction.as_ref().unwrap().moved);
    assert!(!s.reaction.as_ref().unwrap().marguerite_stepped);
    when(&mut s, 0, move_to(marguerite, "park"));
    assert_eq!(at(&s, marguerite), Some("park"));
    assert!(s.reaction.as_ref().unwrap().marguerite_stepped);
    assert_eq!(
        refused(&s, 0, move_to(marguerite, "main_4")).code,
        "NO_MONSTER_MOVE"
    );
}

// THE MAYOR

fn fires(s: &State, space: &str) -> u8 {
    s.space(space).unwrap().count(TokenKind::Fire)
}

#[test]
fn the_mayor_takes_a_fire_token_of_his_space_along_when_the_sin_moves_him() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .hell_club(MAYOR, "main_4")
        .token("main_4", TokenKind::Fire)
        .reacting_to("leah")
        .build();
    let mayor = member_id(&s, MAYOR);
    when(&mut s, 0, Command::React(YES));
    let legal = TheOthers::legal_commands(&s, seat(0));
    assert!(legal.contains(&with_fire(mayor, "main_3")));
    assert!(legal.contains(&move_to(mayor, "main_3")));
    let events = when(&mut s, 0, with_fire(mayor, "main_3"));
    assert_eq!(
        events[..2],
        [
            Event::FireCarried(FireCarried {
                monster: mayor,
                from: "main_4".into(),
                to: "main_3".into(),
            }),
            Event::MonsterMoved(MonsterMoved {
                monster: mayor,
                from: "main_4".into(),
                to: "main_3".into(),
            }),
        ]
    );
    assert_eq!((fires(&s, "main_4"), fires(&s, "main_3")), (0, 1));
    // Along again on his second step: the same token.
    when(&mut s, 0, with_fire(mayor, "main_2"));
    assert_eq!((fires(&s, "main_3"), fires(&s, "main_2")), (0, 1));
}

#[test]
fn only_the_mayor_carries_fire_and_only_a_fire_token_that_is_not_printed() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .hell_club(MAYOR, "main_4")
        .monster(MonsterKind::Abomination, "park")
        .token("park", TokenKind::Fire)
        .reacting_to("leah")
        .build();
    let mayor = member_id(&s, MAYOR);
    let abomination = monsters_at(&s, MonsterKind::Abomination, "park")[0];
    // Not in a move of the SIN's yet: the underlying move is refused.
    assert_eq!(
        refused(&s, 0, move_to(mayor, "main_3")).code,
        refused(&s, 0, with_fire(mayor, "main_3")).code
    );
    when(&mut s, 0, Command::React(YES));
    assert_eq!(
        refused(&s, 1, with_fire(mayor, "main_3")).code,
        "NOT_YOUR_DECISION"
    );
    assert_eq!(
        refused(&s, 0, with_fire(abomination, "main_4")).code,
        "NOT_THE_MAYOR"
    );
    assert_eq!(
        refused(&s, 0, with_fire(mayor, "main_3")).code,
        "NO_FIRE_TO_CARRY"
    );
    s.space_mut("main_4").unwrap().tokens.push(Token {
        kind: TokenKind::Fire,
        face_up: true,
        permanent: true,
        by_sin: false,
    });
    assert_eq!(
        refused(&s, 0, with_fire(mayor, "main_3")).code,
        "NO_FIRE_TO_CARRY"
    );
    assert!(!TheOthers::legal_commands(&s, seat(0)).contains(&with_fire(mayor, "main_3")));
}

// NICOLAS

fn npc_figures(s: &State, npc: TokenKind) -> Vec<&Monster> {
    s.monsters.iter().filter(|m| m.npc == Some(npc)).collect()
}

fn npc_tokens(s: &State, space: &str, npc: TokenKind) -> usize {
    s.space(space)
        .unwrap()
        .tokens
        .iter()
        .filter(|t| t.kind == npc)
        .count()
}

/// Nicolas on church; a Commissioner on the police station, a Ravencorp in the park and a
/// Proxy in the hospital, all face up; Leah in her turn on main 1.
fn nicolas_risen() -> (State, Vec<Event>) {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .token("police_station", TokenKind::NpcCommissioner)
        .token("park", TokenKind::NpcRavencorp)
        .token("hospital", TokenKind::NpcProxy)
        .hell_club(NICOLAS, "church")
        .turn("leah")
        .build();
    let events = settle(&mut s);
    (s, events)
}

#[test]
fn while_nicolas_lives_commissioner_and_ravencorp_tokens_are_abominations() {
    let (s, events) = nicolas_risen();
    let Some(Event::NpcsRose(rose)) = events.iter().find(|e| matches!(e, Event::NpcsRose(_)))
    else {
        panic!("the NPCs rose: {events:?}");
    };
    let mut risen: Vec<(TokenKind, &str)> = rose
        .figures
        .iter()
        .map(|f| (f.npc, f.space.as_str()))
        .collect();
    risen.sort();
    assert_eq!(
        risen,
        vec![
            (TokenKind::NpcCommissioner, "police_station"),
            (TokenKind::NpcRavencorp, "park")
        ]
    );
    let commissioner = npc_figures(&s, TokenKind::NpcCommissioner)[0];
    assert_eq!(commissioner.kind, MonsterKind::Abomination);
    assert_eq!(commissioner.status, MonsterStatus::OnBoard);
    assert_eq!(
        npc_tokens(&s, "police_station", TokenKind::NpcCommissioner),
        0
    );
    // The Proxy is no abomination; settling again raises nothing more.
    assert_eq!(npc_tokens(&s, "hospital", TokenKind::NpcProxy), 1);
    let mut again = s.clone();
    assert!(settle(&mut again).is_empty());
}

#[test]
fn an_npc_dropped_while_nicolas_lives_rises_at_once_and_face_down_ones_wait() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .carrying("leah", TokenKind::NpcRavencorp)
        .hell_club(NICOLAS, "church")
        .turn("leah")
        .build();
    s.space_mut("park").unwrap().tokens.push(Token {
        kind: TokenKind::NpcCommissioner,
        face_up: false,
        permanent: false,
        by_sin: false,
    });
    assert!(settle(&mut s).is_empty());
    let events = when(
        &mut s,
        1,
        Command::DropNpc(TokenChoice {
            token: TokenKind::NpcRavencorp,
        }),
    );
    assert!(events.iter().any(|e| matches!(e, Event::NpcsRose(_))));
    let ravencorp = npc_figures(&s, TokenKind::NpcRavencorp);
    assert_eq!(ravencorp[0].space.as_deref(), Some("main_1"));
    assert_eq!(npc_tokens(&s, "park", TokenKind::NpcCommissioner), 1);
}

/// Leah kills `monster` in a fight on `space`: Hits enough for any defense.
fn kill_in_fight(s: State, space: &str, monster: u16) -> (State, Vec<Event>) {
    let mut s = Given { state: s }
        .hero_at("leah", space)
        .rolled_fight("leah", false, false, &[HeroFace::Hit; 9], &[])
        .build();
    let mut events = Vec::new();
    while TheOthers::legal_commands(&s, seat(1)).contains(&hit(monster)) {
        events.extend(when(&mut s, 1, hit(monster)));
    }
    (s, events)
}

#[test]
fn a_killed_npc_goes_to_the_dead_npc_pile_and_returns_to_the_start_when_nicolas_dies() {
    let (s, _) = nicolas_risen();
    let commissioner = npc_figures(&s, TokenKind::NpcCommissioner)[0].id;
    let ravencorp = npc_figures(&s, TokenKind::NpcRavencorp)[0].id;
    let (s, events) = kill_in_fight(s, "police_station", commissioner);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MonsterKilled(k) if k.monster == commissioner && k.removed
    )));
    assert_eq!(
        s.monster(commissioner).unwrap().status,
        MonsterStatus::Removed
    );
    let nicolas = member_id(&s, NICOLAS);
    let (s, events) = kill_in_fight(s, "church", nicolas);
    let start = s.board_data().starting_space.clone();
    let returned = events
        .iter()
        .find_map(|e| match e {
            Event::NpcsReturned(r) => Some(r.figures.clone()),
            _ => None,
        })
        .expect("the NPCs returned");
    assert_eq!(
        returned,
        vec![
            NpcFigure {
                monster: commissioner,
                npc: TokenKind::NpcCommissioner,
                space: start.clone(),
            },
            NpcFigure {
                monster: ravencorp,
                npc: TokenKind::NpcRavencorp,
                space: "park".into(),
            },
        ]
    );
    assert_eq!(npc_tokens(&s, &start, TokenKind::NpcCommissioner), 1);
    assert_eq!(npc_tokens(&s, "park", TokenKind::NpcRavencorp), 1);
    assert!(
        s.monsters
            .iter()
            .filter(|m| m.npc.is_some())
            .all(|m| m.status == MonsterStatus::Removed)
    );
    // Nicolas gone, a token lying on the board stays a token.
    let mut after = s.clone();
    assert!(
        !settle(&mut after)
            .iter()
            .any(|e| matches!(e, Event::NpcsRose(_)))
    );
}

#[test]
fn every_hell_club_card_of_the_data_has_its_members_ability_built() {
    let s = given(2).build();
    for card in &s.content.apocalypse_cards {
        if card.summons.is_some() {
            assert!(
                MEMBERS.contains(&card.id.as_str()),
                "{} is not built",
                card.id
            );
        }
    }
    for id in MEMBERS {
        assert!(
            s.content
                .apocalypse_cards
                .iter()
                .any(|c| c.id == id && c.summons.is_some()),
            "{id} is no Hell Club card of the data"
        );
    }
}

// UNLEASH HELL

#[test]
fn unleash_hell_lets_each_other_heros_player_see_their_own_dark_past_and_nobody_else() {
    use crate::games::the_others::content::dark_past::CLEAR_CONSCIENCE;
    let mut s = given_story(3, "the_beast_we_become")
        .clear_board()
        .hero_at("leah", "main_3")
        .corruption("leah", 7)
        .dark_past("leah", CLEAR_CONSCIENCE)
        .mission("bwb_1", 0)
        .turn("leah")
        .build();
    s.hero_mut("leah").unwrap().story_marked = false;
    let owner = s.hero("leah").unwrap().seat.unwrap();
    let events = when(&mut s, owner.0, Command::EndTurn(YES));
    let others: Vec<&Hero> = s
        .heroes
        .iter()
        .filter(|h| h.in_play() && h.id != "leah")
        .collect();
    assert!(!others.is_empty());
    let checked: Vec<&DarkPastChecked> = events
        .iter()
        .filter_map(|e| match e {
            Event::DarkPastChecked(c) => Some(c),
            _ => None,
        })
        .collect();
    assert_eq!(checked.len(), others.len());
    let names: Vec<String> = (0..3).map(|n| format!("player {n}")).collect();
    let viewers: Vec<Viewer> = s
        .hero_seats()
        .into_iter()
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect();
    for h in others {
        let card = h.dark_past.expect("dealt at setup");
        let i = s.heroes.iter().position(|x| x.id == h.id).unwrap();
        let event = checked.iter().find(|c| c.hero == h.id).expect("checked");
        assert_eq!(event.seat, h.seat.unwrap());
        for &viewer in &viewers {
            let sees = viewer == Viewer::Seat(event.seat);
            let shown = TheOthers::view(&s, viewer).heroes[i].dark_past;
            assert_eq!(shown, sees.then_some(card), "{} to {viewer:?}", h.id);
            let redacted = TheOthers::redact(&Event::DarkPastChecked((*event).clone()), viewer);
            let Event::DarkPastChecked(r) = redacted else {
                unreachable!()
            };
            assert_eq!(r.card, sees.then_some(card));
            let line = TheOthers::describe(&s, &Event::DarkPastChecked(r), &names).unwrap();
            let name = &s
                .content
                .dark_past
                .iter()
                .find(|d| d.number == card)
                .unwrap()
                .name;
            assert_eq!(line.contains(name.as_str()), sees, "{line}");
            assert_eq!(log_leak(&s, viewer, &line), None, "{line}");
        }
        assert_eq!(
            TheOthers::view(&s, Viewer::Seat(s.sin_seat)).heroes[i].dark_past,
            Some(card)
        );
    }
}
