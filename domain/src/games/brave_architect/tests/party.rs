//! Saved parties (issue 19, item 7): a campaign's last characters offered before the draft,
//! kept whole or drafted again, and what a finished play reports to its campaign.

use serde_json::json;
use uuid::Uuid;

use super::*;
use crate::engine::{BotPolicy, CampaignRules, Game, GameRng, Progress, Seat, testing};
use crate::games::brave_architect::campaign::{self, Rules};
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::options::SavedBuild;
use crate::games::brave_architect::state::{Phase, SavedParty};
use crate::games::brave_architect::vocabulary::SetKind;
use crate::games::brave_architect::{BraveArchitect, Options};

fn build(race: &str, weapon: &str, style: &str, sub: &str, skills: [&str; 2]) -> SavedBuild {
    SavedBuild {
        member: None,
        race: race.into(),
        weapon: weapon.into(),
        style: style.into(),
        sub_weapon: sub.into(),
        skills: skills.map(str::to_owned).to_vec(),
    }
}

fn elf_archer() -> SavedBuild {
    build(
        "elf",
        "bow",
        "bow_sniper",
        "dagger",
        ["quick_shot", "focus"],
    )
}

fn dwarf_axe() -> SavedBuild {
    build(
        "dwarf",
        "heavy_axe",
        "heavy_axe_guardian",
        "buckler",
        ["heal", "revive"],
    )
}

fn with_party(builds: Vec<SavedBuild>) -> Options {
    Options {
        first_picker: Some(seat(0)),
        party: builds,
        ..Options::default()
    }
}

fn keep(build: u32) -> Command {
    Command::KeepSavedBuild(SavedBuildChoice { build })
}

#[test]
fn a_saved_party_is_offered_before_the_draft_and_a_build_that_does_not_fit_is_left_out() {
    let bad_style = build(
        "human",
        "sword_and_shield",
        "bow_sniper",
        "amulet",
        ["haste", "fire_ball"],
    );
    let events = BraveArchitect::setup(
        &with_party(vec![elf_archer(), bad_style, elf_archer()]),
        &Seat::all(3),
        &mut GameRng::from_u64(1),
    )
    .unwrap();
    let offered = events.iter().find_map(|e| match e {
        Event::SavedPartyOffered(o) => Some(o.clone()),
        _ => None,
    });
    let offered = offered.expect("the party is offered");
    assert_eq!(offered.builds, vec![elf_archer()]);
    assert_eq!(offered.left_out.len(), 2, "{:?}", offered.left_out);
    assert!(offered.left_out[0].contains("not a combat style"));
    assert!(offered.left_out[1].contains("in another build too"));
    assert!(
        !events.iter().any(|e| matches!(e, Event::DraftOrderSet(_))),
        "the draft waits for the party's choices"
    );
    let state = BraveArchitect::fold(&events);
    assert_eq!(state.phase, Phase::PartyChoice);
    let prompted: Vec<Seat> = BraveArchitect::prompts(&state)
        .iter()
        .map(|p| p.seat)
        .collect();
    assert_eq!(prompted, Seat::all(3));
}

#[test]
fn a_party_that_fits_nothing_goes_straight_to_the_draft() {
    let unknown = build("orc", "bow", "bow_sniper", "dagger", ["heal", "focus"]);
    let state = started(2, with_party(vec![unknown]));
    assert_eq!(state.phase, Phase::Draft);
    assert_eq!(state.party, None);
    assert_eq!(state.draft.current(), Some(seat(0)));
}

#[test]
fn a_kept_build_takes_its_sets_and_style_and_the_others_draft_from_what_is_left() {
    let mut state = started(3, with_party(vec![elf_archer(), dwarf_axe()]));
    let events = when(&mut state, 1, keep(1));
    assert_eq!(
        events,
        vec![Event::SavedBuildKept(SavedBuildKept {
            seat: seat(1),
            build: 1
        })]
    );
    let dwarf = state.player(seat(1));
    assert_eq!(dwarf.race.as_deref(), Some("dwarf"));
    assert_eq!(dwarf.style.as_deref(), Some("heavy_axe_guardian"));
    assert_eq!(dwarf.skills, vec!["heal".to_owned(), "revive".to_owned()]);
    assert_eq!(refused(&state, 0, keep(1)).code, "BUILD_TAKEN");
    assert_eq!(refused(&state, 1, keep(0)).code, "PARTY_CHOICE_MADE");
    assert_eq!(refused(&state, 0, keep(2)).code, "NO_SUCH_BUILD");
    assert_eq!(
        refused(
            &state,
            0,
            Command::PickCardSet(PickCardSet {
                kind: SetKind::Race,
                id: "elf".into()
            })
        )
        .code,
        "WRONG_PHASE"
    );

    when(&mut state, 2, Command::DraftAgain(YES));
    let events = when(&mut state, 0, Command::DraftAgain(YES));
    assert_eq!(
        events.last(),
        Some(&Event::DraftOrderSet(DraftOrderSet {
            first: seat(0),
            random: false
        })),
        "the table's first picker drafts, so it starts"
    );
    assert_eq!(state.phase, Phase::Draft);
    let pool = state.draft.remaining();
    assert!(!pool.iter().any(|s| s.id == "dwarf" || s.id == "heal"));
    assert!(
        pool.iter().any(|s| s.id == "elf"),
        "a build nobody kept is back in the pool"
    );
    // Seat 1 kept its character: the snake runs 0, 2, 2, 0, 0, 2...
    assert_eq!(
        refused(
            &state,
            1,
            Command::PickCardSet(PickCardSet {
                kind: SetKind::Race,
                id: "elf".into()
            })
        )
        .code,
        "NOT_YOUR_DECISION"
    );
    play_until(&mut state, |s| s.phase != Phase::Draft);
    assert_eq!(state.phase, Phase::StyleChoice);
    let prompted: Vec<Seat> = BraveArchitect::prompts(&state)
        .iter()
        .map(|p| p.seat)
        .collect();
    assert_eq!(prompted, vec![seat(0), seat(2)], "the kept style stands");
    assert_eq!(state.check_invariants(), Ok(()));
}

#[test]
fn when_everyone_keeps_a_build_the_battle_is_set_up_at_once_at_level_1() {
    let mut state = started(2, with_party(vec![elf_archer(), dwarf_axe()]));
    when(&mut state, 0, keep(0));
    let events = when(&mut state, 1, keep(1));
    assert!(!events.iter().any(|e| matches!(e, Event::DraftOrderSet(_))));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::StartingDeckBuilt(_))),
        "{events:?}"
    );
    assert_eq!(state.phase, Phase::PawnPlacement);
    for p in &state.players {
        assert_eq!(p.level, 1);
        assert_eq!(p.tension, 0);
        assert_eq!(p.hp, state.max_hp(p.seat));
    }
}

#[test]
fn a_table_whose_first_picker_kept_a_build_draws_who_drafts_first() {
    let mut state = started(2, with_party(vec![elf_archer()]));
    when(&mut state, 0, keep(0));
    let events = when(&mut state, 1, Command::DraftAgain(YES));
    assert_eq!(
        events.last(),
        Some(&Event::DraftOrderSet(DraftOrderSet {
            first: seat(1),
            random: true
        }))
    );
    assert_eq!(
        state.party,
        Some(SavedParty {
            builds: vec![elf_archer()],
            kept: vec![Some(0), None],
            drafting: vec![seat(1)],
        })
    );
}

#[test]
fn a_finished_play_saves_its_builds_with_their_players_and_offers_them_next() {
    let alice = Uuid::from_u128(0xa11ce);
    let result = json!({
        "won": false,
        "rounds": 6,
        "partiesDestroyed": 2,
        "builds": [elf_archer(), dwarf_axe()],
    });
    let delta = Rules
        .record(&Progress::default(), &result, &[None, Some(alice)])
        .unwrap();
    let mut dwarf = dwarf_axe();
    dwarf.member = Some(alice.to_string());
    assert_eq!(delta.values[campaign::PARTY], json!([elf_archer(), dwarf]));
    assert_eq!(
        delta.values[campaign::LAST_PLAY],
        json!({"won": false, "rounds": 6, "partiesDestroyed": 2})
    );
    let mut progress = Progress::default();
    progress.table.values = delta.values.clone();
    let setup = Rules.setup_for_next_play(&progress, &[alice]);
    let options = BraveArchitect::options_for_campaign(Options::default(), &setup).unwrap();
    assert_eq!(options.party, vec![elf_archer(), dwarf]);
    let fresh = Rules.setup_for_next_play(&Progress::default(), &[alice]);
    assert_eq!(fresh, json!({"party": []}));

    for bad in [
        json!({"won": true}),
        json!({"won": true, "rounds": 1, "partiesDestroyed": 0, "builds": [elf_archer()]}),
        json!({"won": 1, "rounds": 1, "partiesDestroyed": 0, "builds": []}),
    ] {
        let refused = Rules.record(&Progress::default(), &bad, &[]).unwrap_err();
        assert_eq!(refused.code, "BAD_INPUT", "{bad}");
    }
}

#[test]
fn a_game_reports_its_builds_rounds_and_destructions_only_once_it_is_over() {
    let mut state = started(2, with_party(vec![elf_archer(), dwarf_axe()]));
    assert_eq!(BraveArchitect::campaign_result(&state), None);
    when(&mut state, 0, keep(0));
    when(&mut state, 1, keep(1));
    // Greedy bots attack when they can, so the fight ends in a few rounds.
    let mut rng = GameRng::from_u64(5);
    for _ in 0..20_000 {
        if state.phase == Phase::GameOver {
            break;
        }
        let seat = BraveArchitect::prompts(&state)[0].seat;
        let command = BraveArchitect::bot_command(&state, seat, BotPolicy::Greedy, &mut rng)
            .expect("a greedy command");
        testing::when::<BraveArchitect>(&mut state, seat, &command, &mut rng).unwrap();
    }
    let result = BraveArchitect::campaign_result(&state).expect("a result once over");
    let destroyed = state.enemy.parties.iter().filter(|p| p.destroyed).count();
    assert_eq!(
        result,
        json!({
            "won": !state.outcome.as_ref().unwrap().winners.is_empty(),
            "rounds": state.round,
            "partiesDestroyed": destroyed,
            "builds": [elf_archer(), dwarf_axe()],
        })
    );
    assert!(
        Rules
            .record(&Progress::default(), &result, &[None, None])
            .is_ok()
    );
}
