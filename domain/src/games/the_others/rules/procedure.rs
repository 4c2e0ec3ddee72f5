//! The procedure: validation (`check`), the commands' effects (`apply`), and the automatic
//! procedure (`advance`) that runs until the next human decision.
//!
//! `decide` = `check`, then `apply` and `advance` on a scratch copy of the state, each
//! event applied as it is emitted. `legal_commands` lists the candidates `check` accepts,
//! so it is exact by construction.

use super::super::command::Command;
use super::super::content::Content;
use super::super::event::*;
use super::super::options::Options;
use super::super::state::{Phase, State};
use super::super::tx::Tx;
use super::{
    abilities, apocalypse, card_effects, dark_past, fight, harm, hell_club, member_effects,
    mission, reaction, round, round_end, setup, sin_cards, sin_windows, turn, turn_end,
};
use crate::engine::{GameRng, RuleError, Seat};

/// What the game waits for before anything else: damage markers, replacements, the
/// apocalypse card.
enum Interrupt {
    Markers,
    Upgrades,
    Replacement,
    ApocalypseCard,
    /// The revealed Hell Club card's member, to put on a nest.
    HellClub,
    /// The mission track: event summons, story upgrades, marks, the branch.
    Mission,
    /// Dr. Gan (Redemption)'s choice, part of the fight's damage.
    Innocent,
    /// A SIN card window an event opened (a controller harmed the hero, an abomination
    /// was destroyed).
    SinWindow,
    /// A decision a played SIN card asks for.
    CardOwed,
    /// A decision a hero's natural ability asks for.
    Ability,
    /// FORMER HELL CLUB's choice, at the end of the hero's turn.
    DarkPast,
}

fn interrupt(s: &State) -> Option<Interrupt> {
    if s.markers_owed().is_some() {
        Some(Interrupt::Markers)
    } else if !s.replacements.is_empty() {
        Some(Interrupt::Replacement)
    } else if harm::inheriting(s).is_some() {
        Some(Interrupt::Upgrades)
    } else if !s.apocalypse.drawn.is_empty() {
        Some(Interrupt::ApocalypseCard)
    } else if s.apocalypse.summon_owed.is_some() {
        Some(Interrupt::HellClub)
    } else if mission::owed(s).is_some() {
        Some(Interrupt::Mission)
    } else if s.innocent_owed.is_some() {
        Some(Interrupt::Innocent)
    } else if s.trigger.is_some() {
        Some(Interrupt::SinWindow)
    } else if s.card_owed.is_some() {
        Some(Interrupt::CardOwed)
    } else if !s.abilities_owed.is_empty() {
        Some(Interrupt::Ability)
    } else if s.dark_past_owed.is_some() {
        Some(Interrupt::DarkPast)
    } else {
        None
    }
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if s.phase == Phase::GameOver || s.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if seat.index() >= usize::from(s.seat_count) {
        return Err(RuleError::not_your_decision(
            "This seat is not at the table",
        ));
    }
    // Owed by a hero's player whatever else the game waits for.
    match command {
        Command::PlaceDamageMarker(c) => return harm::check_marker(s, seat, c),
        Command::ChooseReplacement(c) => return harm::check_replacement(s, seat, c),
        Command::TakeInheritedUpgrade(c) => return harm::check_inherit(s, seat, c),
        // The Mayor's move with his fire: a monster move of the SIN's, and the fire.
        Command::MoveWithFire(c) => {
            check(s, seat, &Command::MoveMonster(c.clone()))?;
            return member_effects::check_carry(s, seat, c);
        }
        Command::DrGan(_) if s.innocent_owed.is_none() => {
            return Err(RuleError::wrong_phase("Dr. Gan threatens no innocent"));
        }
        _ => {}
    }
    match (interrupt(s), command) {
        (Some(Interrupt::Markers), _) => {
            return Err(RuleError::new(
                "PLACE_DAMAGE_MARKERS",
                "Damage markers are placed on the corruption track before anything else",
            ));
        }
        (Some(Interrupt::Upgrades), _) => {
            return Err(RuleError::new(
                "PICK_INHERITED_UPGRADES",
                "The replacement hero picks as many upgrades as the dead hero gave up first",
            ));
        }
        (Some(Interrupt::Replacement), _) => {
            return Err(RuleError::new(
                "REPLACE_DEAD_HERO",
                "A dead hero's player picks a reserve hero before play goes on",
            ));
        }
        (Some(Interrupt::ApocalypseCard), Command::ChooseApocalypseCard(_)) => {
            return round_end::check(s, seat, command);
        }
        (Some(Interrupt::ApocalypseCard), _) => {
            return Err(RuleError::new(
                "CHOOSE_APOCALYPSE_CARD",
                "The SIN keeps one of the two apocalypse cards drawn first",
            ));
        }
        (Some(Interrupt::HellClub), _) => return hell_club::check_summon(s, seat, command),
        (Some(Interrupt::Mission), _) => return mission::check(s, seat, command),
        (Some(Interrupt::Innocent), _) => return member_effects::check_dr_gan(s, seat, command),
        (Some(Interrupt::SinWindow), _) => return sin_windows::check_trigger(s, seat, command),
        (Some(Interrupt::CardOwed), _) => return card_effects::check(s, seat, command),
        (Some(Interrupt::Ability), _) => return abilities::check(s, seat, command),
        (Some(Interrupt::DarkPast), _) => return dark_past::check(s, seat, command),
        (None, _) => {}
    }
    match s.phase {
        Phase::DarkPast | Phase::Traitor => setup::check(s, seat, command),
        Phase::StoryTasks => round::check_story(s, seat, command),
        Phase::FirstHero => round::check_first_hero(s, seat, command),
        Phase::HeroTurns if s.fight.is_some() => fight::check(s, seat, command),
        Phase::HeroTurns if s.turn.is_some() => turn::check(s, seat, command),
        Phase::HeroTurns if s.reaction.is_some() => reaction::check(s, seat, command),
        Phase::HeroTurns => round::check_selection(s, seat, command),
        Phase::RoundEnd => round_end::check(s, seat, command),
        Phase::Setup | Phase::GameOver => Err(RuleError::wrong_phase("Nothing is asked now")),
    }
}

/// The events that open a game: setup, then the automatic procedure up to the first
/// decision (the Dark Past, or round 1's story tasks).
pub fn start(
    content: &Content,
    content_name: &str,
    content_hash: &str,
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    let mut tx = setup::setup(content, content_name, content_hash, options, seats, rng)?;
    advance(&mut tx);
    Ok(tx.out)
}

pub fn decide(
    state: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    check(state, seat, command)?;
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng,
    };
    apply(&mut tx, seat, command);
    advance(&mut tx);
    Ok(tx.out)
}

fn apply(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::PlaceDamageMarker(c) => return harm::place_marker(tx, c),
        Command::ChooseReplacement(c) => return harm::replace(tx, c),
        Command::TakeInheritedUpgrade(c) => return harm::inherit(tx, c),
        Command::MoveWithFire(c) => {
            member_effects::carry_fire(tx, c);
            return apply(tx, seat, &Command::MoveMonster(c.clone()));
        }
        _ => {}
    }
    match interrupt(&tx.s) {
        // Drawn mid-round (THE GUILTY ONE) as at the round's end.
        Some(Interrupt::ApocalypseCard) => return round_end::apply(tx, command),
        Some(Interrupt::HellClub) => {
            if let Command::SummonHellClub(c) = command {
                hell_club::summon(tx, c);
            }
            return;
        }
        Some(Interrupt::Mission) => return mission::apply(tx, seat, command),
        Some(Interrupt::Innocent) => {
            if let Command::DrGan(c) = command {
                member_effects::choose_dr_gan(tx, c);
            }
            return;
        }
        Some(Interrupt::SinWindow) => return sin_windows::apply_trigger(tx, command),
        Some(Interrupt::CardOwed) => return card_effects::apply(tx, seat, command),
        Some(Interrupt::Ability) => return abilities::apply(tx, command),
        Some(Interrupt::DarkPast) => {
            if let Command::FormerHellClub(c) = command
                && let Some(hero) = dark_past::choose(tx, c)
            {
                turn_end::close(tx, &hero);
            }
            return;
        }
        _ => {}
    }
    match tx.s.phase {
        Phase::DarkPast | Phase::Traitor => setup::apply(tx, command),
        Phase::StoryTasks => round::apply_story(tx, command),
        Phase::FirstHero => round::apply_first_hero(tx, seat, command),
        Phase::HeroTurns if tx.s.fight.is_some() => fight::apply(tx, command),
        Phase::HeroTurns if tx.s.turn.is_some() => turn::apply(tx, command),
        Phase::HeroTurns if tx.s.reaction.is_some() => reaction::apply(tx, command),
        Phase::HeroTurns => round::apply_selection(tx, command),
        Phase::RoundEnd => round_end::apply(tx, command),
        Phase::Setup | Phase::GameOver => {}
    }
}

/// Run the automatic procedure until a human decision is needed.
pub fn advance(tx: &mut Tx) {
    for _ in 0..1_000 {
        // The mission track first: the heroes win at once, even with decisions owed.
        if tx.s.outcome.is_some() {
            return;
        }
        if mission::advance(tx) || member_effects::nicolas_rise(tx) {
            continue;
        }
        if interrupt(&tx.s).is_some() {
            return;
        }
        let phase = tx.s.phase;
        let progressed = match phase {
            Phase::Setup if !tx.s.order.is_empty() => {
                tx.emit(Event::RoundStarted(RoundStarted { round: 1 }));
                true
            }
            Phase::HeroTurns if reaction::advance(tx) => true,
            Phase::HeroTurns if round::between_turns(&tx.s) && round::round_over(&tx.s) => {
                let round = tx.s.round.number;
                sin_cards::discard_in_play(tx);
                let hate = card_effects::hate_at_round_end(tx);
                let apocalypse_steps =
                    round_end::story_advances(&tx.s) + hate + apocalypse::darkness_beckons(&tx.s);
                tx.emit(Event::HeroTurnsEnded(HeroTurnsEnded {
                    round,
                    apocalypse_steps,
                }));
                true
            }
            Phase::RoundEnd => round_end::advance(tx),
            _ => false,
        };
        if !progressed {
            return;
        }
    }
}

/// Every command worth checking for `seat` now (a superset of the legal ones).
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    harm::marker_candidates(s, seat, &mut out);
    harm::replacement_candidates(s, &mut out);
    harm::inherit_candidates(s, &mut out);
    round_end::card_candidates(s, &mut out);
    hell_club::candidates(s, &mut out);
    mission::candidates(s, &mut out);
    if s.trigger.is_some() {
        sin_cards::candidates(s, &mut out);
    }
    card_effects::candidates(s, &mut out);
    abilities::candidates(s, &mut out);
    dark_past::candidates(s, &mut out);
    member_effects::dr_gan_candidates(s, &mut out);
    match s.phase {
        Phase::DarkPast | Phase::Traitor => setup::candidates(s, &mut out),
        Phase::StoryTasks => round::story_candidates(s, &mut out),
        Phase::FirstHero => round::first_hero_candidates(s, &mut out),
        Phase::HeroTurns if s.fight.is_some() => fight::candidates(s, &mut out),
        Phase::HeroTurns if s.turn.is_some() => turn::candidates(s, &mut out),
        Phase::HeroTurns if s.reaction.is_some() => reaction::candidates(s, &mut out),
        Phase::HeroTurns => round::selection_candidates(&mut out),
        Phase::RoundEnd => round_end::candidates(s, &mut out),
        Phase::Setup | Phase::GameOver => {}
    }
    member_effects::carry_candidates(s, &mut out);
    out
}

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    // A window an event opens may offer what the stage under it offers too (the SIN's
    // cards): each command is listed once.
    let mut out: Vec<Command> = Vec::new();
    for c in candidates(state, seat) {
        if !out.contains(&c) && check(state, seat, &c).is_ok() {
            out.push(c);
        }
    }
    out
}
