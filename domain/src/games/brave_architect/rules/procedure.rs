//! The procedure: validation (`check`), the commands' effects (`apply`), and the automatic
//! procedure (`advance`) that runs until the next human decision.
//!
//! `decide` = `check` then, on a scratch copy of the state, `apply` and `advance`, each event
//! applied with `evolve` as it is emitted. `legal_commands` lists the candidate commands
//! that `check` accepts, so it is exact by construction.

use super::super::command::*;
use super::super::event::Event;
use super::super::state::*;
use super::super::tx::Tx;
use super::{
    attack, card_text, draft, enemy, item_vote, items, party, play, round, set_cards, setup, turn,
    window, window_pass,
};
use crate::engine::{GameRng, RuleError, Seat};

pub fn check(state: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if state.outcome.is_some() || state.phase == Phase::GameOver {
        return Err(RuleError::game_over());
    }
    if seat.index() >= state.players.len() {
        return Err(RuleError::not_your_decision(
            "This seat is not at the table",
        ));
    }
    if state.slam_offer.is_some() {
        return match command {
            Command::ChooseSlamSide(c) => enemy::check_slam(state, seat, c),
            _ => Err(RuleError::new(
                "CHOOSE_SLAM_SIDE_FIRST",
                "The enemy waits for a pushed character's side square",
            )),
        };
    }
    if !state.item_takers.is_empty() {
        return match command {
            Command::ProposeItemTaker(_) | Command::DecideItemTaker(_) => {
                item_vote::check(state, seat, command)
            }
            Command::TakeItem(_) if state.item_vote.is_some() => {
                item_vote::check(state, seat, command)
            }
            Command::TakeItem(c) => item_vote::check_assigned(state, seat, c),
            Command::TensionHeal(_) => play::check_heal(state, seat),
            Command::UseItem(c) => items::check_use(state, seat, c),
            _ => Err(RuleError::new(
                "ITEMS_FIRST",
                "Every player takes an item from the ones turned up first",
            )),
        };
    }
    if state.window.is_some() {
        return match command {
            Command::PassWindow(_) => window::check_pass(state, seat),
            Command::ActivateSetCard(c) => set_cards::check_activate(state, seat, c),
            Command::TensionHeal(_) => play::check_heal(state, seat),
            Command::UseItem(c) => items::check_use(state, seat, c),
            _ => Err(RuleError::new(
                "REACT_FIRST",
                "The game waits for the players who may react to pass",
            )),
        };
    }
    if state
        .turn
        .as_ref()
        .is_some_and(|t| t.bonus_choice.is_some())
    {
        return match command {
            Command::ChooseBonusHit(c) => attack::check_bonus(state, seat, c),
            Command::TensionHeal(_) => play::check_heal(state, seat),
            Command::UseItem(c) => items::check_use(state, seat, c),
            _ => Err(RuleError::new(
                "CHOOSE_BONUS_HIT_FIRST",
                "The attacker first chooses the hit that gets the bonus damage",
            )),
        };
    }
    match command {
        Command::ChooseSlamSide(c) => enemy::check_slam(state, seat, c),
        Command::ChooseBonusHit(c) => attack::check_bonus(state, seat, c),
        Command::EquipItem(c) => items::check_equip(state, seat, c),
        Command::ProposeItemTaker(_) | Command::DecideItemTaker(_) => {
            item_vote::check(state, seat, command)
        }
        Command::TakeItem(c) => items::check_take(state, seat, c),
        Command::UseItem(c) => items::check_use(state, seat, c),
        Command::KeepSavedBuild(c) => party::check_keep(state, seat, c),
        Command::DraftAgain(_) => party::check_draft_again(state, seat),
        Command::PickCardSet(c) => draft::check_pick(state, seat, c),
        Command::ChooseCombatStyle(c) => draft::check_style(state, seat, c),
        Command::PlacePawn(c) => draft::check_pawn(state, seat, c),
        Command::StartPlayerTurn(_) => turn::check_start(state, seat),
        Command::Move(c) => turn::check_move(state, seat, c),
        Command::Attack(c) => attack::check(state, seat, c).map(|_| ()),
        Command::PlayCard(c) => play::check(state, seat, c).map(|_| ()),
        Command::TensionHeal(_) => play::check_heal(state, seat),
        Command::EndTurn(_) => turn::check_end(state, seat),
        Command::PassWindow(_) => window::check_pass(state, seat),
        Command::ActivateSetCard(c) => set_cards::check_activate(state, seat, c),
        Command::UseDurationCard(c) => card_text::check_duration(state, seat, c).map(|_| ()),
    }
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
        Command::KeepSavedBuild(c) => party::keep(tx, seat, c),
        Command::DraftAgain(_) => party::draft_again(tx, seat),
        Command::PickCardSet(c) => draft::pick(tx, seat, c),
        Command::ChooseCombatStyle(c) => draft::choose_style(tx, seat, c),
        Command::PlacePawn(c) => draft::place_pawn(tx, seat, c),
        Command::StartPlayerTurn(_) => turn::start(tx, seat),
        Command::Move(c) => turn::move_to(tx, seat, c),
        Command::Attack(c) => attack::resolve(tx, seat, c),
        Command::PlayCard(c) => play::play(tx, seat, c),
        Command::TakeItem(c) => items::take(tx, seat, c),
        Command::UseItem(c) => items::use_item(tx, seat, c),
        Command::TensionHeal(_) => play::tension_heal(tx, seat),
        Command::EndTurn(_) => turn::end(tx, seat),
        Command::ChooseBonusHit(c) => attack::choose_bonus(tx, seat, c),
        Command::ChooseSlamSide(c) => enemy::choose_slam(tx, seat, c),
        Command::EquipItem(c) => items::equip(tx, seat, c),
        Command::ProposeItemTaker(_) | Command::DecideItemTaker(_) => {
            item_vote::apply(tx, seat, command)
        }
        Command::PassWindow(_) => window_pass::pass(tx, seat),
        Command::ActivateSetCard(c) => set_cards::activate(tx, seat, c),
        Command::UseDurationCard(c) => card_text::use_duration(tx, seat, c),
    }
}

/// Run the automatic steps until a human decision is needed.
pub fn advance(tx: &mut Tx) {
    for _ in 0..1_000 {
        // The items turned up by a destruction are taken before anything else happens.
        if !tx.s.item_takers.is_empty() {
            item_vote::open(tx);
            return;
        }
        let progressed = match tx.s.phase {
            Phase::PartyChoice => party::open_draft(tx),
            Phase::StyleChoice if tx.s.players.iter().all(|p| p.style.is_some()) => {
                setup::prepare_battle(tx);
                true
            }
            Phase::PawnPlacement if tx.s.players.iter().all(|p| p.pawn.is_some()) => {
                setup::start_battle(tx);
                true
            }
            Phase::Battle => turn::advance(tx),
            Phase::EnemyAction if tx.s.slam_offer.is_none() && tx.s.window.is_none() => {
                enemy::act(tx, false);
                if tx.s.outcome.is_none() && tx.s.slam_offer.is_none() && tx.s.window.is_none() {
                    round::end_round(tx);
                }
                true
            }
            _ => false,
        };
        if !progressed {
            return;
        }
    }
}

/// Every command worth checking for `seat` now (a superset of the legal ones).
pub fn candidates(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    if state.outcome.is_some() || seat.index() >= state.players.len() {
        return out;
    }
    party::candidates(state, seat, &mut out);
    draft::candidates(state, seat, &mut out);
    items::take_candidates(state, seat, &mut out);
    item_vote::candidates(state, &mut out);
    enemy::slam_candidates(state, seat, &mut out);
    window::candidates(state, seat, &mut out);
    set_cards::candidates(state, seat, &mut out);
    if state.window.is_some() && state.phase != Phase::Battle {
        items::use_candidates(state, seat, &mut out);
        out.push(Command::TensionHeal(crate::engine::Confirm::Yes));
    }
    if state.phase == Phase::Battle {
        items::use_candidates(state, seat, &mut out);
        items::equip_candidates(state, seat, &mut out);
        out.push(Command::StartPlayerTurn(crate::engine::Confirm::Yes));
        out.push(Command::EndTurn(crate::engine::Confirm::Yes));
        out.push(Command::TensionHeal(crate::engine::Confirm::Yes));
        if state.turn.as_ref().is_some_and(|t| t.seat == seat) {
            out.extend(
                turn::routes(state, seat)
                    .into_keys()
                    .map(|square| Command::Move(SquareChoice { square })),
            );
            attack::candidates(state, seat, &mut out);
            attack::bonus_candidates(state, &mut out);
            play::candidates(state, seat, &mut out);
            card_text::duration_candidates(state, seat, &mut out);
        }
    }
    out
}

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    // Every move candidate is a square the routes reach, so the moves share one verdict;
    // checking each would search the routes once per square (a fifth of a playout's time).
    let mut moves_legal = None;
    candidates(state, seat)
        .into_iter()
        .filter(|c| match c {
            Command::Move(_) => *moves_legal.get_or_insert_with(|| check(state, seat, c).is_ok()),
            _ => check(state, seat, c).is_ok(),
        })
        .collect()
}
