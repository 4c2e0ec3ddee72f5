//! Power Up!: playing an Evolution from the hand, using one in play, and answering the choice
//! an Evolution opened; each only in its [`Window`].

use super::super::command::{Command, PlayEvolution};
use super::super::decision::Decision;
use super::super::event::*;
use super::super::evolutions::evolution::Window;
use super::super::evolutions::registry::{acting_as, evolution_of, is_permanent};
use super::super::evolutions::shared::smash_in_tokyo;
use super::super::state::{EvolutionChoice, Offer, Phase, ReactionStage, State};
use super::super::tx::Tx;
use super::owed::{deciding_seats, decision_of};
use super::window;
use crate::engine::{Confirm, RuleError, Seat};

/// Whether `window` is open for `seat` now. `AnyTime`/`OwnTurn` need somebody to owe a
/// decision: the game never waits for nothing.
pub fn window_open(state: &State, seat: Seat, window: Window) -> bool {
    if state.outcome.is_some() || !state.monster(seat).is_some_and(|m| m.alive) {
        return false;
    }
    match window {
        Window::AnyTime => !deciding_seats(state).is_empty(),
        Window::OwnTurn => {
            seat == state.active
                && state.phase != Phase::TurnOver
                && !deciding_seats(state).is_empty()
        }
        Window::StartOfTurn => {
            seat == state.active
                && state.phase == Phase::StartOfTurn
                && decision_of(state, seat) == Some(Decision::MoveMimic)
        }
        Window::BeforeHeartLoss => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::Evolution))
                && reaction_stage(state) == Some(ReactionStage::BeforeDamage)
        }
        Window::RollStep => {
            seat == state.active
                && matches!(
                    decision_of(state, seat),
                    Some(Decision::Rolling | Decision::ResolveDice)
                )
        }
        Window::ResolveDice => {
            seat == state.active && decision_of(state, seat) == Some(Decision::ResolveDice)
        }
        Window::AtZero => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::Evolution))
                && reaction_stage(state) == Some(ReactionStage::AtZero)
        }
        Window::YieldBeforeDamage => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::Evolution))
                && state.pending.reaction.as_ref().is_some_and(|w| {
                    w.stage == ReactionStage::BeforeDamage
                        && w.hits.iter().any(|h| smash_in_tokyo(state, w.by, h))
                        && w.hits.iter().any(|h| h.seat == seat && h.reason == "SMASH")
                })
        }
        Window::AfterFinalRoll => decision_of(state, seat) == Some(Decision::AfterFinalRoll),
        Window::CardBought => decision_of(state, seat) == Some(Decision::CardBeingBought),
        Window::ForceYield
        | Window::BeforeEnteringTokyo
        | Window::EnteredTokyo
        | Window::EndOfEnterTokyo
        | Window::FreezeRay => {
            window::stage_window(state) == Some(window)
                && decision_of(state, seat) == Some(Decision::EvolutionWindow)
        }
        Window::BeforeWounding => {
            decision_of(state, seat) == Some(Decision::Reaction(Offer::PlayWithYourFood))
        }
        Window::BuyStep => {
            seat == state.active && decision_of(state, seat) == Some(Decision::Buying)
        }
    }
}

fn reaction_stage(state: &State) -> Option<ReactionStage> {
    state.pending.reaction.as_ref().map(|w| w.stage)
}

/// Every `UseEvolution` command `seat` may send now.
pub fn use_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return Vec::new();
    };
    // Nothing is used while an Evolution waits for its owner's choice.
    if !state.options.power_up
        || !m.evolutions.drawn.is_empty()
        || state.pending.evolution_choice.is_some()
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for card in &m.evolutions.in_play {
        let Some(e) = acting_as(state, card) else {
            continue;
        };
        let Some(window) = e.use_window() else {
            continue;
        };
        if !window_open(state, seat, window) {
            continue;
        }
        for params in e.use_choices(state, seat, card.instance) {
            out.push(Command::UseEvolution(PlayEvolution {
                card: card.instance,
                params,
            }));
        }
    }
    out
}

/// Use a Permanent Evolution in play (the command must be one of [`use_commands`]).
pub fn use_card(tx: &mut Tx, seat: Seat, command: &PlayEvolution) -> Result<(), RuleError> {
    let wanted = Command::UseEvolution(command.clone());
    if !use_commands(&tx.state, seat).contains(&wanted) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "That Evolution is not in play in front of you or cannot be used now with these parameters; choose one of the listed commands",
        ));
    }
    let Some((card, effect)) = tx.state.monsters[seat.index()]
        .evolutions
        .in_play
        .iter()
        .find(|c| c.instance == command.card)
        .and_then(|c| Some((c.clone(), acting_as(&tx.state, c)?)))
    else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not in play",
        ));
    };
    tx.emit(Event::EvolutionUsed(EvolutionUsed {
        seat,
        card: card.clone(),
        params: command.params.clone(),
    }));
    let params = command.params.clone().unwrap_or_default();
    effect.on_use(tx, seat, card.instance, &params);
    tx.refresh_max_health();
    Ok(())
}

/// Every `PlayEvolution` command `seat` may send now.
pub fn play_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return Vec::new();
    };
    // Nothing is played while an Evolution waits for its owner's choice.
    if !state.options.power_up
        || !m.evolutions.drawn.is_empty()
        || state.pending.evolution_choice.is_some()
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for card in &m.evolutions.hand {
        let Some(e) = evolution_of(&card.card) else {
            continue;
        };
        if !window_open(state, seat, e.window()) || !e.playable(state, seat) {
            continue;
        }
        for params in e.param_choices(state, seat) {
            out.push(Command::PlayEvolution(PlayEvolution {
                card: card.instance,
                params,
            }));
        }
    }
    out
}

/// Play an Evolution (the command must be one of [`play_commands`]).
pub fn play(tx: &mut Tx, seat: Seat, command: &PlayEvolution) -> Result<(), RuleError> {
    if let Some(choice) = tx.state.pending.evolution_choice.clone()
        && choice.seat == seat
        && choice.evolution.instance == command.card
    {
        return answer_choice(tx, seat, command, &choice);
    }
    let in_hand = tx
        .state
        .monster(seat)
        .and_then(|m| {
            m.evolutions
                .hand
                .iter()
                .find(|c| c.instance == command.card)
        })
        .cloned();
    let Some(card) = in_hand else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not in your hand; play one of the instances your view lists",
        ));
    };
    let wanted = Command::PlayEvolution(command.clone());
    if !play_commands(&tx.state, seat).contains(&wanted) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "That Evolution cannot be played now or with these parameters; choose one of the listed commands",
        ));
    }
    let Some(effect) = evolution_of(&card.card) else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not implemented",
        ));
    };
    tx.emit(Event::EvolutionPlayed(EvolutionPlayed {
        seat,
        card: card.clone(),
        permanent: is_permanent(&card.card),
        params: command.params.clone(),
    }));
    let params = command.params.clone().unwrap_or_default();
    effect.on_play(tx, seat, card.instance, &params);
    tx.refresh_max_health();
    Ok(())
}

/// The answers to the choice `seat` owes (`EVOLUTION_CHOICE`): `PlayEvolution` naming the
/// Evolution that asks, with a card to take; `pass` where declining is allowed.
pub fn choice_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(choice) = state
        .pending
        .evolution_choice
        .as_ref()
        .filter(|c| c.seat == seat)
    else {
        return Vec::new();
    };
    // Through Icy Reflection's copy: the card that opened the choice may be a copy.
    let Some(effect) = acting_as(state, &choice.evolution) else {
        return Vec::new();
    };
    let mut out: Vec<Command> = effect
        .choice_options(state, choice)
        .into_iter()
        .map(|params| {
            Command::PlayEvolution(PlayEvolution {
                card: choice.evolution.instance,
                params: Some(params),
            })
        })
        .collect();
    if effect.choice_declinable() || out.is_empty() {
        out.push(Command::Pass(Confirm::Yes));
    }
    out
}

fn answer_choice(
    tx: &mut Tx,
    seat: Seat,
    command: &PlayEvolution,
    choice: &EvolutionChoice,
) -> Result<(), RuleError> {
    let wanted = Command::PlayEvolution(command.clone());
    let picked = command
        .params
        .as_ref()
        .and_then(|p| p.card)
        .and_then(|i| choice.cards.iter().find(|c| c.instance == i));
    let effect = acting_as(&tx.state, &choice.evolution);
    match (effect, picked) {
        (Some(effect), Some(picked)) if choice_commands(&tx.state, seat).contains(&wanted) => {
            effect.on_choice(tx, seat, choice, Some(picked));
            tx.refresh_max_health();
            Ok(())
        }
        _ => Err(RuleError::new(
            "NOT_OFFERED",
            "Choose one of the cards your Evolution revealed, as listed",
        )),
    }
}

/// `pass` on an Evolution's choice (declining, where allowed; with nothing to take, the choice
/// just closes).
pub fn decline_choice(tx: &mut Tx, seat: Seat) -> Result<(), RuleError> {
    if !choice_commands(&tx.state, seat).contains(&Command::Pass(Confirm::Yes)) {
        return Err(RuleError::new(
            "NOT_OFFERED",
            "This choice cannot be declined; choose one of the listed cards",
        ));
    }
    let choice = tx.state.pending.evolution_choice.clone();
    if let Some((choice, effect)) = choice
        .as_ref()
        .and_then(|c| Some((c, acting_as(&tx.state, &c.evolution)?)))
    {
        effect.on_choice(tx, seat, choice, None);
    }
    // Whatever the card did, a declined choice is over.
    if tx.state.pending.evolution_choice.is_some() {
        tx.emit(Event::EvolutionChoiceMade(EvolutionChoiceMade {
            seat,
            card: None,
            bottom: None,
        }));
    }
    Ok(())
}
