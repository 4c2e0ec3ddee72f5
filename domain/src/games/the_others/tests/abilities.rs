//! Heroes' natural abilities: Will's PROBLEM-SOLVER.

use super::*;

/// Will in play (a fixer, in Brad's place in the team), cleansing a fire and a pentagram
/// in north_street with `faces` rolled.
fn will_cleansing(faces: &[HeroFace], sin: &str) -> State {
    let mut o = options(1);
    o.team = [
        "leah",
        "thorley",
        "rose",
        "will",
        "rocco",
        "morgana",
        "karl_human",
    ]
    .map(str::to_owned)
    .to_vec();
    o.starting_heroes = ["leah", "will", "rose"].map(str::to_owned).to_vec();
    let mut state = started(&o, 2);
    play_until(&mut state, |s| s.phase == Phase::HeroTurns);
    let mut s = Given { state }
        .clear_board()
        .sin(sin)
        .hero_at("will", "north_street")
        .token("north_street", TokenKind::Fire)
        .token("north_street", TokenKind::Pentagram)
        .turn("will")
        .build();
    when(&mut s, 1, Command::Cleanse(YES));
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = faces.to_vec();
    f.stage = FightStage::RemoveTokens;
    s
}

fn problem_solver(take: bool) -> Command {
    Command::ProblemSolver(AbilityChoice { take })
}

fn remove(token: TokenKind) -> Command {
    Command::RemoveToken(TokenChoice { token })
}

fn extra_tokens(s: &State, hero: &str) -> u8 {
    s.hero(hero).unwrap().extra_turn_tokens
}

#[test]
fn problem_solver_is_offered_with_two_skills_and_holds_the_cleanse_open() {
    let mut s = will_cleansing(&[HeroFace::Skill, HeroFace::Skill, HeroFace::Hit], "sloth");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![
            remove(TokenKind::Fire),
            remove(TokenKind::Pentagram),
            problem_solver(true),
            problem_solver(false),
        ]
    );
    when(&mut s, 1, remove(TokenKind::Fire));
    let events = when(&mut s, 1, remove(TokenKind::Pentagram));
    // Every Skill spent, but the decision is still owed: the cleanse waits for it.
    assert!(!events.iter().any(|e| matches!(e, Event::CleanseEnded(_))));
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![problem_solver(true), problem_solver(false)]
    );
    let before = extra_tokens(&s, "will");
    let events = when(&mut s, 1, problem_solver(true));
    assert_eq!(
        events,
        vec![
            Event::ProblemSolverDecided(ProblemSolverDecided {
                hero: "will".into(),
                taken: true,
            }),
            Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
                hero: "will".into(),
            }),
            Event::CleanseEnded(CleanseEnded {
                hero: "will".into(),
            }),
        ]
    );
    assert_eq!(extra_tokens(&s, "will"), before + 1);
    assert!(s.fight.is_none() && s.turn.is_some());
}

#[test]
fn problem_solver_may_be_let_go_and_is_decided_once() {
    let mut s = will_cleansing(
        &[HeroFace::Skill, HeroFace::Skill, HeroFace::Skill],
        "sloth",
    );
    let before = extra_tokens(&s, "will");
    let events = when(&mut s, 1, problem_solver(false));
    assert_eq!(
        events,
        vec![Event::ProblemSolverDecided(ProblemSolverDecided {
            hero: "will".into(),
            taken: false,
        })]
    );
    assert_eq!(extra_tokens(&s, "will"), before);
    assert_eq!(
        refused(&s, 1, problem_solver(true)).code,
        "NO_PROBLEM_SOLVER"
    );
    // The Skills are still there to spend.
    when(&mut s, 1, remove(TokenKind::Fire));
    let events = when(&mut s, 1, remove(TokenKind::Pentagram));
    assert!(matches!(events.last(), Some(Event::CleanseEnded(_))));
}

#[test]
fn one_rolled_skill_or_a_level_seven_skill_does_not_trigger_problem_solver() {
    let mut s = will_cleansing(&[HeroFace::Skill, HeroFace::Hit], "sloth");
    s.fight.as_mut().unwrap().bonus_face = Some(HeroFace::Skill);
    assert_eq!(
        refused(&s, 1, problem_solver(true)).code,
        "NO_PROBLEM_SOLVER"
    );
    when(&mut s, 1, remove(TokenKind::Fire));
    let events = when(&mut s, 1, remove(TokenKind::Pentagram));
    assert!(matches!(events.last(), Some(Event::CleanseEnded(_))));
}

#[test]
fn only_will_has_problem_solver() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "north_street")
        .token("north_street", TokenKind::Fire)
        .turn("leah")
        .build();
    when(&mut s, 1, Command::Cleanse(YES));
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![HeroFace::Skill, HeroFace::Skill];
    f.stage = FightStage::RemoveTokens;
    assert_eq!(
        refused(&s, 1, problem_solver(true)).code,
        "NO_PROBLEM_SOLVER"
    );
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![remove(TokenKind::Fire)]
    );
}

#[test]
fn gluttony_feeds_on_the_problem_solvers_extra_turn_token() {
    let mut s = will_cleansing(&[HeroFace::Skill, HeroFace::Skill], "gluttony");
    let events = when(&mut s, 1, problem_solver(true));
    assert!(
        events.contains(&Event::ReactionTokenGained(ReactionTokenGained {
            cause: "gluttony".into(),
        }))
    );
}

#[test]
fn every_hero_ability_in_the_data_is_built_or_listed_as_not_built() {
    use crate::games::the_others::Content;
    use crate::games::the_others::rules::ability::{BUILT, NOT_BUILT, is_built};
    let heroes = &Content::embedded().heroes;
    for hero in heroes {
        let id = hero.ability.id.as_str();
        let listed = NOT_BUILT.contains(&id);
        assert!(
            is_built(id) != listed,
            "{}: ability {id} is {}",
            hero.id,
            if listed {
                "built and listed"
            } else {
                "neither built nor listed"
            }
        );
    }
    // Nothing built for an ability the data no longer has.
    for id in BUILT {
        assert!(
            heroes.iter().any(|h| h.ability.id == *id),
            "{id} is not in the data"
        );
    }
}
