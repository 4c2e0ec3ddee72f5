//! The mission track: progress per goal, completion, branches, story events, the heroes'
//! victory and the tie rule (EX-04, EX-15), the same-round reset (G-19).

use super::*;
use crate::engine::PromptScope;
use crate::engine::testing::assert_legal_commands_exact;
use crate::games::the_others::rules::candidates;
use crate::games::the_others::rules::round::story_token_spaces;
use crate::games::the_others::rules::round_end::story_advances;
use HeroFace as H;
use SinFace as S;

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

fn branch(mission: &str) -> Command {
    Command::ProposeBranch(MissionChoice {
        mission: mission.into(),
    })
}

fn summon(monster: u16, space: &str) -> Command {
    Command::SummonMonster(Summon {
        monster,
        space: space.into(),
    })
}

fn completed(events: &[Event], mission: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::MissionCompleted(m) if m.mission == mission))
}

fn winner(events: &[Event]) -> Option<Winner> {
    events.iter().find_map(|e| match e {
        Event::GameEnded(g) => Some(g.winner),
        _ => None,
    })
}

/// Put every Hit of a rolled fight on the monsters, in order.
fn assign_all(s: &mut State, seat: u8) -> Vec<Event> {
    let mut events = Vec::new();
    while let Some(f) = s
        .fight
        .clone()
        .filter(|f| f.stage == FightStage::AssignHits)
    {
        let target = crate::games::the_others::rules::fight::targets(s, &f)[0];
        events.extend(when(s, seat, hit(target)));
    }
    events
}

/// Haven's Last Stand with mission 1 done and the 2A/2B branch offered.
fn branch_offered(seats: usize) -> State {
    let mut s = given(seats)
        .clear_board()
        .upgrade("leah", "brutality")
        .upgrade("thorley", "riot_shield")
        .upgrade("rose", "kevlar_suit")
        .upgrade("rocco", "ice_blade")
        .mission("hls_1", 4)
        .build();
    let events = settle(&mut s);
    assert!(completed(&events, "hls_1"));
    s
}

#[test]
fn gear_up_counts_the_upgrades_held_and_completes_at_the_hero_number() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "ravencorp_hq")
        .upgrade("leah", "brutality")
        .upgrade("thorley", "riot_shield")
        .turn("leah")
        .build();
    when(&mut s, 1, Command::UseCityAction(YES));
    // Recounted as soon as anything happens: 2 cards held, 3 needed (hero number).
    assert_eq!((s.mission.progress, s.mission.required), (2, 3));
    assert!(!s.mission.done);
    let card = s.upgrades.inventory[0].clone();
    let events = when(
        &mut s,
        1,
        Command::PerformCityAction(PerformCityAction {
            action: CityAction::Inventory,
            slot: None,
            upgrade: Some(card),
        }),
    );
    assert!(completed(&events, "hls_1"));
    assert!(events.contains(&Event::BranchOffered(BranchOffered {
        missions: vec!["hls_2a".into(), "hls_2b".into()],
    })));
    assert!(s.mission.done);
    let prompts = TheOthers::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].kind, "CHOOSE_BRANCH");
    assert_eq!(prompts[0].scope, PromptScope::AllOfTeam);
}

#[test]
fn a_lone_hero_seat_chooses_the_branch_and_the_other_leaves_the_game() {
    let mut s = branch_offered(2);
    let events = when(&mut s, 1, branch("hls_2b"));
    assert!(events.contains(&Event::MissionBegan(MissionBegan {
        mission: "hls_2b".into(),
        required: 3,
        removed: Some("hls_2a".into()),
        marks: 0,
    })));
    assert_eq!(s.mission.current, "hls_2b");
    assert_eq!(s.mission.removed, vec!["hls_2a".to_owned()]);
    assert!(
        TheOthers::prompts(&s)
            .iter()
            .all(|p| p.kind != "CHOOSE_BRANCH")
    );
}

#[test]
fn the_sin_chooses_the_branch_when_the_heroes_disagree() {
    let mut s = branch_offered(3);
    assert_eq!(refused(&s, 0, branch("hls_2a")).code, "NOT_YOUR_DECISION");
    when(&mut s, 1, branch("hls_2a"));
    let events = when(&mut s, 2, branch("hls_2b"));
    assert!(!events.iter().any(|e| matches!(e, Event::MissionBegan(_))));
    let decide = Command::DecideBranch(MissionChoice {
        mission: "hls_2b".into(),
    });
    assert_eq!(refused(&s, 1, decide.clone()).code, "NOT_YOUR_DECISION");
    let prompts = TheOthers::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, Seat(0));
    let events = when(&mut s, 0, decide);
    assert!(events.iter().any(
        |e| matches!(e, Event::MissionBegan(m) if m.mission == "hls_2b" && m.removed.as_deref() == Some("hls_2a"))
    ));
}

#[test]
fn the_branch_decisions_are_listed_exactly() {
    let s = branch_offered(3);
    for seat in Seat::all(3) {
        let mut extra = candidates(&s, seat);
        extra.push(branch("hls_3"));
        extra.push(Command::EndTurn(YES));
        assert_legal_commands_exact::<TheOthers>(&s, seat, &extra);
    }
    assert_eq!(
        TheOthers::legal_commands(&s, Seat(1)),
        vec![branch("hls_2a"), branch("hls_2b")]
    );
}

#[test]
fn ex04_missions_only_count_while_current() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Abomination, "main_4")
        .rolled_fight("leah", false, false, &[H::Hit; 6], &[])
        .build();
    assign_all(&mut s, 1);
    // Two abominations killed in a fight during GEAR UP!: nothing counted.
    assert_eq!(s.mission.current, "hls_1");
    assert_eq!(s.mission.progress, 0);
    s.hero_mut("leah").unwrap().upgrades = vec!["a".into(), "b".into(), "c".into()];
    s.mission.progress = 3;
    settle(&mut s);
    when(&mut s, 1, branch("hls_2a"));
    assert_eq!(s.mission.current, "hls_2a");
    assert_eq!(s.mission.progress, 0);
    // While 2A is current, a kill in a fight counts.
    s.fight = None;
    let mut s = Given { state: s }
        .hero_at("leah", "main_4")
        .rolled_fight("leah", false, false, &[H::Hit; 3], &[])
        .build();
    assign_all(&mut s, 1);
    assert_eq!(s.mission.progress, 1);
}

#[test]
fn clear_abominations_counts_kills_in_fights_only() {
    let s = given(2)
        .clear_board()
        .monster(MonsterKind::Abomination, "main_4")
        .monster(MonsterKind::Abomination, "main_3")
        .mission("hls_2a", 0)
        .build();
    let ids = monsters_at(&s, MonsterKind::Abomination, "main_4");
    let mut s2 = s.clone();
    TheOthers::evolve(
        &mut s2,
        &Event::MonsterKilled(MonsterKilled {
            monster: ids[0],
            removed: false,
            in_fight: false,
        }),
    );
    assert_eq!(s2.mission.progress, 0);
    let mut s3 = s.clone();
    TheOthers::evolve(
        &mut s3,
        &Event::MonsterKilled(MonsterKilled {
            monster: ids[0],
            removed: false,
            in_fight: true,
        }),
    );
    assert_eq!(s3.mission.progress, 1);
}

#[test]
fn g19_same_round_progress_goes_back_to_0_at_the_round_end() {
    let reset = Event::TokensReset(TokensReset {
        round: 1,
        reactions: 3,
    });
    let mut same_round = given(2).mission("hls_2a", 2).build();
    TheOthers::evolve(&mut same_round, &reset);
    assert_eq!(same_round.mission.progress, 0);
    let mut lasting = given(2).mission("hls_2b", 2).build();
    TheOthers::evolve(&mut lasting, &reset);
    assert_eq!(lasting.mission.progress, 2);
}

#[test]
fn clear_the_hive_counts_pentagrams_removed_where_no_monster_is() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .token("main_3", TokenKind::Pentagram)
        .token("main_3", TokenKind::Pentagram)
        .mission("hls_2b", 0)
        .turn("leah")
        .build();
    when(&mut s, 1, Command::Cleanse(YES));
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![H::Skill, H::Skill];
    f.stage = FightStage::RemoveTokens;
    let pentagram = Command::RemoveToken(TokenChoice {
        token: TokenKind::Pentagram,
    });
    when(&mut s, 1, pentagram.clone());
    assert_eq!(s.mission.progress, 1);
    // With a monster in the space, a pentagram removed does not count.
    let m = s
        .monsters
        .iter_mut()
        .find(|m| m.status == MonsterStatus::Unused)
        .unwrap();
    m.status = MonsterStatus::OnBoard;
    m.space = Some("main_3".into());
    when(&mut s, 1, pentagram);
    assert_eq!(s.mission.progress, 1);
}

#[test]
fn all_abominations_destroyed_completes_clear_abominations_and_the_avatar_is_summoned() {
    let mut s = given(2)
        .clear_board()
        .dead(MonsterKind::Abomination, 5)
        .monster(MonsterKind::Abomination, "main_3")
        .hero_at("leah", "main_3")
        .mission("hls_2a", 0)
        .rolled_fight("leah", false, false, &[H::Hit; 3], &[])
        .build();
    let events = assign_all(&mut s, 1);
    // One kill of three, but no abomination is left on the board or unused (G-19).
    assert!(completed(&events, "hls_2a"));
    assert!(
        events.contains(&Event::StoryEventReached(StoryEventReached {
            event: "summon_avatar".into(),
            summons: vec![MonsterKind::Avatar],
            upgrades: vec![],
        }))
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "STORY_SUMMON");
    let avatar = s
        .monsters
        .iter()
        .find(|m| m.kind == MonsterKind::Avatar)
        .unwrap()
        .id;
    // The printed nests are all free: any of them.
    assert_eq!(
        refused(&s, 0, summon(avatar, "main_2")).code,
        "NO_FREE_NEST"
    );
    assert_eq!(
        refused(&s, 1, summon(avatar, "docks")).code,
        "NOT_YOUR_DECISION"
    );
    let events = when(&mut s, 0, summon(avatar, "docks"));
    assert_eq!(
        events[0],
        Event::StoryMonsterSummoned(StoryMonsterSummoned {
            monster: avatar,
            space: "docks".into(),
        })
    );
    // DESTROY THEM ALL!: the SIN marks as many as are on the board (1, the avatar).
    assert!(events.contains(&Event::MissionBegan(MissionBegan {
        mission: "hls_3".into(),
        required: 1,
        removed: None,
        marks: 1,
    })));
    assert_eq!(TheOthers::prompts(&s)[0].kind, "MARK_MONSTERS");
    assert_eq!(
        TheOthers::legal_commands(&s, Seat(0)),
        vec![Command::MarkMonster(MonsterChoice { monster: avatar })]
    );
}

#[test]
fn destroy_them_all_is_won_by_killing_the_marked_monsters() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .monster(MonsterKind::Acolyte, "main_4")
        .build();
    s.mission = Mission {
        current: "hls_3".into(),
        required: 1,
        marks_owed: 1,
        ..Mission::default()
    };
    let marked = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    let other = monsters_at(&s, MonsterKind::Acolyte, "main_4")[0];
    when(
        &mut s,
        0,
        Command::MarkMonster(MonsterChoice { monster: marked }),
    );
    assert_eq!(s.mission.marked, vec![marked]);
    // Killing an unmarked monster does nothing.
    TheOthers::evolve(
        &mut s,
        &Event::MonsterKilled(MonsterKilled {
            monster: other,
            removed: false,
            in_fight: true,
        }),
    );
    assert_eq!(s.mission.progress, 0);
    let mut s = Given { state: s }
        .rolled_fight("leah", false, false, &[H::Hit, H::Hit], &[])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(completed(&events, "hls_3"));
    assert_eq!(winner(&events), Some(Winner::Heroes));
    let outcome = s.outcome.clone().unwrap();
    assert_eq!(outcome.reason, "LAST_MISSION_COMPLETED");
    assert!(TheOthers::prompts(&s).is_empty());
}

#[test]
fn ex15_a_fight_that_completes_the_last_mission_and_kills_the_last_hero_is_the_heroes_win() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .covered("leah", &[1, 2, 3, 4])
        .no_reserve()
        .build();
    let marked = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    s.mission = Mission {
        current: "hls_3".into(),
        required: 1,
        marked: vec![marked],
        ..Mission::default()
    };
    // Leah kills the marked acolyte and takes 2 Hits against her 1 defense: her fifth damage.
    let mut s = Given { state: s }
        .rolled_fight("leah", false, false, &[H::Hit, H::Hit], &[S::Hit, S::Hit])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HeroKilled(k) if k.hero == "leah"))
    );
    assert_eq!(winner(&events), Some(Winner::Heroes));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::GameEnded(_)))
            .count(),
        1
    );
    assert_eq!(s.phase, Phase::GameOver);
}

#[test]
fn without_the_last_mission_the_last_death_is_still_the_sins_win() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .covered("leah", &[1, 2, 3, 4])
        .no_reserve()
        .mission("hls_2b", 0)
        .rolled_fight("leah", false, false, &[H::Hit, H::Hit], &[S::Hit, S::Hit])
        .build();
    let events = assign_all(&mut s, 1);
    assert_eq!(winner(&events), Some(Winner::Sin));
}

#[test]
fn darkness_within_3a_marks_clean_districts_where_turns_end_and_keeps_corruption_out() {
    let mut s = given_story(2, "the_darkness_within")
        .bare_board()
        .hero_at("leah", "church")
        .hero_at("thorley", "church")
        .mission("tdw_3a", 0)
        .turn("leah")
        .build();
    when(&mut s, 1, Command::EndTurn(YES));
    assert_eq!(s.mission.progress, 1);
    assert_eq!(s.mission.marked_districts, vec!["church".to_owned()]);
    // A marked district does not count again.
    s.reaction = None;
    let mut s = Given { state: s }.turn("thorley").build();
    when(&mut s, 1, Command::EndTurn(YES));
    assert_eq!(s.mission.progress, 1);
    // New corruption tokens go elsewhere.
    s.round.tokens_to_place = vec![TokenKind::Corruption];
    let spaces = story_token_spaces(&s);
    assert!(!spaces.contains(&"church".to_owned()));
    assert!(spaces.contains(&"hospital".to_owned()));
}

#[test]
fn darkness_within_3b_brings_a_killed_avatar_back_until_complete() {
    let mut s = given_story(2, "the_darkness_within")
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Avatar, "main_3")
        .mission("tdw_3b", 0)
        .rolled_fight("leah", false, false, &[H::Hit; 6], &[])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(!completed(&events, "tdw_3b"));
    assert!(
        events.contains(&Event::StoryEventReached(StoryEventReached {
            event: "avatar_resummoned".into(),
            summons: vec![MonsterKind::Avatar],
            upgrades: vec![],
        }))
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "STORY_SUMMON");
}

#[test]
fn darkness_within_3b_completes_with_the_avatar_and_a_corruption_token_and_each_hero_gains_an_upgrade()
 {
    let mut s = given_story(2, "the_darkness_within")
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Avatar, "main_3")
        .token("hospital", TokenKind::Corruption)
        .mission("tdw_3b", 0)
        .build();
    s.mission.corruption_removed = true;
    let mut s = Given { state: s }
        .rolled_fight("leah", false, false, &[H::Hit; 6], &[])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(completed(&events, "tdw_3b"));
    let order = s.order.clone();
    assert!(
        events.contains(&Event::StoryEventReached(StoryEventReached {
            event: "each_hero_gains_upgrade".into(),
            summons: vec![],
            upgrades: order.clone(),
        }))
    );
    for hero in &order {
        assert_eq!(TheOthers::prompts(&s)[0].kind, "TAKE_STORY_UPGRADE");
        let card = s.upgrades.inventory[0].clone();
        let before = s.upgrades.inventory.len();
        let events = when(
            &mut s,
            1,
            Command::TakeStoryUpgrade(CardChoice { card: card.clone() }),
        );
        assert_eq!(
            events[0],
            Event::StoryUpgradeGained(StoryUpgradeGained {
                hero: hero.clone(),
                card: Some(card.clone()),
            })
        );
        assert!(s.hero(hero).unwrap().upgrades.contains(&card));
        assert_eq!(s.upgrades.inventory.len(), before, "refilled");
    }
    assert_eq!(s.mission.current, "tdw_4");
}

#[test]
fn battleground_counts_revealed_innocents_for_the_mission_and_the_round_end() {
    let mut s = given_story(2, "battleground_of_souls")
        .bare_board()
        .hero_at("leah", "park")
        .mission("bos_1", 0)
        .turn("leah")
        .build();
    s.round.innocents_revealed = 0;
    s.space_mut("park").unwrap().tokens.push(Token {
        kind: TokenKind::Innocent,
        face_up: false,
        permanent: false,
        by_sin: true,
    });
    let before = story_advances(&s);
    when(&mut s, 1, Command::RevealTokens(YES));
    assert_eq!(s.mission.progress, 1);
    assert_eq!(s.round.innocents_revealed, 1);
    // "If no innocent has been revealed (this round)": one step less now.
    assert_eq!(story_advances(&s), before - 1);
}

#[test]
fn innocents_carried_into_a_clear_starting_space_are_rescued() {
    let build = |monster_there: bool| {
        let mut g = given_story(2, "battleground_of_souls")
            .bare_board()
            .hero_at("leah", "main_2")
            .mission("bos_3", 0)
            .turn("leah");
        if monster_there {
            g = g.monster(MonsterKind::Acolyte, "main_1");
        }
        let mut s = g.build();
        s.hero_mut("leah").unwrap().carried = vec![TokenKind::Innocent, TokenKind::Innocent];
        s
    };
    let mut s = build(false);
    let events = when(
        &mut s,
        1,
        Command::MoveStep(MoveStep {
            to: "main_1".into(),
        }),
    );
    assert!(events.contains(&Event::InnocentsRescued(InnocentsRescued {
        hero: "leah".into(),
        count: 2,
    })));
    assert_eq!(s.mission.progress, 2);
    assert!(s.hero("leah").unwrap().carried.is_empty());
    let mut s = build(true);
    when(
        &mut s,
        1,
        Command::MoveStep(MoveStep {
            to: "main_1".into(),
        }),
    );
    assert_eq!(s.mission.progress, 0);
    assert_eq!(s.hero("leah").unwrap().carried.len(), 2);
}

#[test]
fn rescue_the_chief_puts_the_commissioner_on_the_avatar_and_frees_it_with_the_kill() {
    let mut s = given_story(2, "battleground_of_souls")
        .clear_board()
        .hero_at("leah", "main_2")
        .monster(MonsterKind::Avatar, "main_2")
        .build();
    s.mission = Mission {
        current: "bos_1".into(),
        done: true,
        branch: None,
        ..Mission::default()
    };
    s.hero_mut("thorley").unwrap().carried = vec![TokenKind::NpcCommissioner];
    settle(&mut s);
    when(&mut s, 1, branch("bos_2b"));
    assert!(s.mission.chief_on_avatar);
    assert!(s.hero("thorley").unwrap().carried.is_empty());
    let mut s = Given { state: s }
        .rolled_fight("leah", false, false, &[H::Hit; 6], &[])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(events.contains(&Event::ChiefFreed(ChiefFreed {
        hero: "leah".into()
    })));
    assert_eq!(s.mission.progress, 0);
    // Brought to the starting space: complete.
    let mut s = Given { state: s }.turn("leah").build();
    let events = when(
        &mut s,
        1,
        Command::MoveStep(MoveStep {
            to: "main_1".into(),
        }),
    );
    assert!(completed(&events, "bos_2b"));
}

#[test]
fn haven_in_flames_4_summons_the_controller_and_the_avatar_and_needs_both_killed() {
    let mut s = given_story(2, "haven_in_flames")
        .clear_board()
        .mission("hif_3", 1)
        .build();
    let events = settle(&mut s);
    assert!(completed(&events, "hif_3"));
    assert!(
        events.contains(&Event::StoryEventReached(StoryEventReached {
            event: "mission_start".into(),
            summons: vec![MonsterKind::Controller, MonsterKind::Avatar],
            upgrades: vec![],
        }))
    );
    let controller = s
        .monsters
        .iter()
        .find(|m| m.kind == MonsterKind::Controller)
        .unwrap()
        .id;
    let avatar = s
        .monsters
        .iter()
        .find(|m| m.kind == MonsterKind::Avatar)
        .unwrap()
        .id;
    // The controller first, as the event names them.
    assert_eq!(
        refused(&s, 0, summon(avatar, "docks")).code,
        "NOT_SUMMONED_NOW"
    );
    when(&mut s, 0, summon(controller, "docks"));
    when(&mut s, 0, summon(avatar, "park"));
    assert_eq!(s.mission.required, 2);
    let kill = |s: &mut State, id| {
        TheOthers::evolve(
            s,
            &Event::MonsterKilled(MonsterKilled {
                monster: id,
                removed: false,
                in_fight: true,
            }),
        )
    };
    kill(&mut s, controller);
    assert_eq!(s.mission.progress, 1);
    kill(&mut s, avatar);
    assert_eq!(s.mission.progress, 2);
    let events = settle(&mut s);
    assert_eq!(winner(&events), Some(Winner::Heroes));
}

#[test]
fn the_beast_we_become_summons_the_avatar_and_the_traitor_who_must_be_killed() {
    let mut s = given_story(2, "the_beast_we_become")
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Controller, "main_3")
        .mission("bwb_2b", 1)
        .rolled_fight("leah", false, false, &[H::Hit; 6], &[])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(completed(&events, "bwb_2b"));
    // BANISH THE PUPPETEER: the controller does not come back.
    assert!(
        s.monsters
            .iter()
            .filter(|m| m.kind == MonsterKind::Controller)
            .all(|m| m.status == MonsterStatus::Removed)
    );
    assert!(
        events.contains(&Event::StoryEventReached(StoryEventReached {
            event: "summon_avatar_and_traitor".into(),
            summons: vec![MonsterKind::Avatar, MonsterKind::Traitor],
            upgrades: vec![],
        }))
    );
    let id = |kind| s.monsters.iter().find(|m| m.kind == kind).unwrap().id;
    let (avatar, traitor) = (id(MonsterKind::Avatar), id(MonsterKind::Traitor));
    when(&mut s, 0, summon(avatar, "docks"));
    when(&mut s, 0, summon(traitor, "park"));
    assert_eq!(s.mission.current, "bwb_3");
    // The traitor has the avatar's numbers.
    assert_eq!(
        s.monster_stats(MonsterKind::Traitor),
        s.monster_stats(MonsterKind::Avatar)
    );
    let mut s = Given { state: s }
        .hero_at("leah", "park")
        .rolled_fight("leah", false, false, &[H::Hit; 6], &[])
        .build();
    let events = assign_all(&mut s, 1);
    assert!(events.contains(&Event::MonsterKilled(MonsterKilled {
        monster: traitor,
        removed: true,
        in_fight: true,
    })));
    assert_eq!(winner(&events), Some(Winner::Heroes));
}

#[test]
fn the_mission_decisions_are_listed_exactly() {
    let extra = |s: &State, seat: Seat| {
        let mut out = candidates(s, seat);
        out.extend([
            summon(999, "docks"),
            summon(1, "main_2"),
            Command::MarkMonster(MonsterChoice { monster: 999 }),
            Command::TakeStoryUpgrade(CardChoice {
                card: "nope".into(),
            }),
            Command::EndTurn(YES),
            Command::EndSummoning(YES),
        ]);
        out
    };
    // A story summon owed.
    let mut summoning = given(2).clear_board().build();
    summoning.mission.summons = vec![MonsterKind::Avatar];
    // Marks owed.
    let mut marking = given(2)
        .clear_board()
        .monster(MonsterKind::Acolyte, "main_3")
        .monster(MonsterKind::Abomination, "main_4")
        .build();
    marking.mission.marks_owed = 1;
    // Story upgrades owed.
    let mut gaining = given(2).build();
    gaining.mission.upgrades_owed = gaining.order.clone();
    for s in [&summoning, &marking, &gaining] {
        for seat in Seat::all(2) {
            assert_legal_commands_exact::<TheOthers>(s, seat, &extra(s, seat));
        }
    }
    assert!(TheOthers::legal_commands(&summoning, Seat(1)).is_empty());
    assert_eq!(TheOthers::legal_commands(&marking, Seat(0)).len(), 2);
    assert_eq!(
        TheOthers::legal_commands(&gaining, Seat(1)).len(),
        gaining.upgrades.inventory.len()
    );
}
