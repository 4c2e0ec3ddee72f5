//! `decide`: check that a command answers the decision its seat owes, and run the steps it
//! starts until somebody must decide again.

use super::super::command::Command;
use super::super::decision::Decision;
use super::super::event::*;
use super::super::evolutions::cyber_kitty;
use super::super::state::{Offer, Phase, State};
use super::super::tx::Tx;
use super::errors::not_offered;
use super::flow::{resume_waiting, resume_window};
use super::keeps::keep_effects;
use super::owed::{deciding_seats, decision_of};
use super::power_up::{keep, seats_choosing};
use super::window::stage_is_mandatory;
use super::{concession, damage, dice, draft, end_of_turn, evolution_play, market, resolve, tokyo};
use crate::engine::{GameRng, RuleError, Seat};

pub fn decide(
    state: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    let mut events = decide_command(state, seat, command, rng)?;
    if concession::waiting(state).is_empty() {
        return Ok(events);
    }
    // A conceded monster's elimination waited for a step that this command may have ended.
    let mut after = state.clone();
    for event in &events {
        super::evolve::evolve(&mut after, event);
    }
    let mut tx = Tx::new(&after, rng);
    concession::settle(&mut tx);
    events.extend(tx.into_events());
    Ok(events)
}

fn decide_command(
    state: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    if state.phase == Phase::GameOver || state.outcome.is_some() {
        return Err(RuleError::game_over());
    }
    if state.phase == Phase::Setup {
        return Err(RuleError::wrong_phase(
            "The game has not been set up yet; start it first",
        ));
    }
    if let Command::PlayEvolution(play) = command {
        if !state.options.power_up {
            return Err(not_offered());
        }
        let mut tx = Tx::new(state, rng);
        evolution_play::play(&mut tx, seat, play)?;
        after_evolution(&mut tx);
        return Ok(tx.into_events());
    }
    if let Command::UseEvolution(used) = command {
        if !state.options.power_up {
            return Err(not_offered());
        }
        let mut tx = Tx::new(state, rng);
        evolution_play::use_card(&mut tx, seat, used)?;
        after_evolution(&mut tx);
        return Ok(tx.into_events());
    }
    let Some(decision) = decision_of(state, seat) else {
        return Err(code_for_wrong_seat(state, seat));
    };
    let mut tx = Tx::new(state, rng);
    if let Command::UseRapidHealing(_) = command {
        use_rapid_healing(&mut tx, seat)?;
        return Ok(tx.into_events());
    }
    match decision {
        Decision::Reaction(offer) => answer_reaction(&mut tx, seat, offer, command)?,
        Decision::DraftEvolution
        | Decision::ChooseEvolution
        | Decision::EvolutionChoice
        | Decision::MegaPurr
        | Decision::AfterFinalRoll
        | Decision::CardBeingBought
        | Decision::EvolutionWindow => answer_power_up(&mut tx, seat, decision, command)?,
        _ => answer_step(&mut tx, seat, decision, command)?,
    }
    Ok(tx.into_events())
}

/// Rapid Healing, which its owner may use whenever it is asked anything.
fn use_rapid_healing(tx: &mut Tx, seat: Seat) -> Result<(), RuleError> {
    let Some(cost) = damage::rapid_healing_cost(&tx.state, seat) else {
        return Err(not_offered());
    };
    if !damage::can_rapid_heal(&tx.state, seat) {
        return Err(RuleError::new(
            "CANNOT_HEAL",
            format!("Rapid Healing needs {cost} energy and a missing heart"),
        ));
    }
    tx.emit(Event::EnergyLost(EnergyLost {
        seat,
        amount: cost,
        reason: "rapid_healing".into(),
    }));
    tx.heal(seat, 1, "rapid_healing");
    damage::resume(tx);
    // Spending energy may close an Opportunist window the healer could no longer
    // pay for; the Buy step then goes on refilling the market.
    if tx.state.pending.reaction.is_none() && tx.state.phase == Phase::Buying {
        market::continue_buying(tx);
    }
    // Likewise Stretchy may no longer be affordable after the probes: resolve.
    if tx.state.pending.reaction.is_none() && tx.state.phase == Phase::PsychicProbe {
        dice::after_probe(tx);
    }
    Ok(())
}

/// The answer to a reaction owed before or after a heart loss.
fn answer_reaction(
    tx: &mut Tx,
    seat: Seat,
    offer: Offer,
    command: &Command,
) -> Result<(), RuleError> {
    match (offer, command) {
        (Offer::Evolution, Command::Pass(_)) => {
            decline(tx, seat, Offer::Evolution, None);
            damage::resume(tx);
        }
        (Offer::ElectricCarrot, Command::GiveEnergy(_)) => {
            let to = tx.state.pending.reaction.as_ref().map_or(seat, |w| w.by);
            tx.emit(Event::ElectricCarrotPaid(ElectricCarrotPaid { seat, to }));
            damage::resume(tx);
        }
        (Offer::PlayWithYourFood, Command::Pass(_)) => {
            decline(tx, seat, Offer::PlayWithYourFood, None);
            damage::resume(tx);
        }
        (Offer::ElectricCarrot, Command::Pass(_)) => {
            decline(tx, seat, Offer::ElectricCarrot, None);
            damage::resume(tx);
        }
        (Offer::Jets, Command::YieldTokyo(_)) => {
            let from = tx.state.location_of(seat);
            tx.emit(Event::TokyoYielded(TokyoYielded { seat, from }));
            damage::resume(tx);
        }
        (offer @ (Offer::Jets | Offer::Wings), c)
            if matches!(
                (offer, c),
                (Offer::Jets, Command::StayInTokyo(_)) | (Offer::Wings, Command::Pass(_))
            ) =>
        {
            decline(tx, seat, offer, None);
            damage::resume(tx);
        }
        (Offer::Wings, Command::UseWings(_)) => {
            let cost = keep_effects(&tx.state, seat)
                .iter()
                .filter_map(|e| e.wings_cost())
                .min()
                .unwrap_or(0);
            tx.emit(Event::EnergyLost(EnergyLost {
                seat,
                amount: cost,
                reason: "wings".into(),
            }));
            tx.emit(Event::WingsUsed(WingsUsed { seat }));
            damage::resume(tx);
        }
        (Offer::RapidHealing, Command::Pass(_)) => {
            decline(tx, seat, Offer::RapidHealing, None);
            damage::resume(tx);
        }
        _ => return Err(wrong_step(Decision::Reaction(offer))),
    }
    Ok(())
}

/// The answer to a Power Up! decision (draft, choices, Mega Purr, the Evolution windows).
fn answer_power_up(
    tx: &mut Tx,
    seat: Seat,
    decision: Decision,
    command: &Command,
) -> Result<(), RuleError> {
    match (decision, command) {
        (Decision::DraftEvolution, Command::DraftEvolution(c)) => draft::pick(tx, seat, c.card)?,
        (Decision::ChooseEvolution, Command::KeepEvolution(c)) => {
            keep(tx, seat, c.card)?;
            // The starting Evolutions are chosen: the first turn begins.
            if tx.state.turn == 0
                && tx.state.phase == Phase::TurnOver
                && seats_choosing(&tx.state).is_empty()
            {
                let first = tx.state.active;
                dice::start_turn(tx, first, false);
            }
        }
        (Decision::EvolutionChoice, Command::Pass(_)) => evolution_play::decline_choice(tx, seat)?,
        (Decision::MegaPurr, Command::GiveEnergy(_)) => {
            cyber_kitty::give(tx, seat, 1, 0);
        }
        (Decision::MegaPurr, Command::GiveVictoryPoint(_)) => {
            cyber_kitty::give(tx, seat, 0, 1);
        }
        (Decision::AfterFinalRoll, Command::Pass(_)) => {
            decline(tx, seat, Offer::Evolution, None);
            dice::after_probe(tx);
        }
        (Decision::CardBeingBought, Command::Pass(_)) => {
            decline(tx, seat, Offer::Evolution, None);
            market::resume_purchase(tx);
        }
        (Decision::EvolutionWindow, Command::Pass(_)) => {
            if stage_is_mandatory(&tx.state) {
                return Err(RuleError::new(
                    "NOT_OFFERED",
                    "This choice is compulsory: choose one of the listed options",
                ));
            }
            decline(tx, seat, Offer::Evolution, None);
            resume_window(tx);
        }
        (decision, _) => return Err(wrong_step(decision)),
    }
    Ok(())
}

/// The answer to the decision of a step of the turn.
fn answer_step(
    tx: &mut Tx,
    seat: Seat,
    decision: Decision,
    command: &Command,
) -> Result<(), RuleError> {
    match (decision, command) {
        (Decision::PlaceMimic, Command::MoveMimic(c)) => {
            market::move_mimic(tx, seat, c.card, 0)?;
            market::continue_buying(tx);
        }
        (Decision::Opportunist(slot), Command::BuyCard(b)) if b.slot == slot => {
            market::buy(tx, seat, slot)?
        }
        (Decision::Opportunist(_), Command::Pass(_)) => {
            decline(tx, seat, Offer::Opportunist, None);
            market::continue_buying(tx);
        }
        (Decision::MoveMimic, Command::MoveMimic(c)) => {
            market::move_mimic(tx, seat, c.card, 1)?;
            dice::first_roll(tx);
        }
        (Decision::MoveMimic, Command::Pass(_)) => {
            // Without a Mimic move on offer, this start-of-turn stop was for Evolutions.
            let offer = if market::mimic_commands(&tx.state, 1).is_empty() {
                Offer::Evolution
            } else {
                Offer::MimicMove
            };
            decline(tx, seat, offer, None);
            dice::first_roll(tx);
        }
        (Decision::Rolling, Command::Reroll(r)) => dice::reroll(tx, &r.dice)?,
        (Decision::Rolling, Command::StopRolling(_)) => dice::stop_rolling(tx),
        (Decision::Rolling, Command::BuyExtraRoll(c)) => dice::buy_extra_roll(tx, c.card)?,
        (Decision::Rolling, Command::ChangeDie(c)) => dice::change_die(tx, c)?,
        (Decision::Probe(card), Command::ProbeDie(p)) => dice::probe(tx, seat, card, p.die)?,
        (Decision::Probe(card), Command::Pass(_)) => {
            decline(tx, seat, Offer::PsychicProbe, Some(card));
            dice::after_probe(tx);
        }
        (Decision::ResolveDice, Command::ChangeDie(c)) => dice::change_before_resolving(tx, c)?,
        (Decision::ResolveDice, Command::StopRolling(_)) => resolve::resolve(tx),
        (Decision::Hearts, Command::SpendHearts(s)) => resolve::spend_hearts(tx, s)?,
        (Decision::Yield, Command::YieldTokyo(_)) => tokyo::answer_yield(tx, seat, true),
        (Decision::Yield, Command::StayInTokyo(_)) => tokyo::answer_yield(tx, seat, false),
        (Decision::Buying, Command::BuyCard(b)) => market::buy(tx, seat, b.slot)?,
        (Decision::Buying, Command::SweepMarket(_)) => market::sweep(tx)?,
        (Decision::Buying, Command::PeekDeck(_)) => market::peek(tx)?,
        (Decision::Buying, Command::BuyDeckTop(_)) => market::buy_deck_top(tx)?,
        (Decision::Buying, Command::BuyFromMonster(c)) => market::buy_from_monster(tx, c.card)?,
        (Decision::Buying, Command::EndTurn(_)) => end_of_turn::end_turn(tx),
        (Decision::Metamorph, Command::SellCard(c)) => end_of_turn::sell(tx, c.card)?,
        (Decision::Metamorph, Command::Pass(_)) => {
            decline(tx, seat, Offer::Metamorph, None);
            end_of_turn::end_turn(tx);
        }
        (Decision::FreezeTime, Command::TakeExtraTurn(_)) => {
            tx.emit(Event::ExtraTurnGained(ExtraTurnGained {
                seat,
                reason: "freeze_time".into(),
            }));
            end_of_turn::end_turn(tx);
        }
        (Decision::FreezeTime, Command::Pass(_)) => {
            decline(tx, seat, Offer::FreezeTime, None);
            end_of_turn::end_turn(tx);
        }
        (decision, _) => return Err(wrong_step(decision)),
    }
    Ok(())
}

/// After an Evolution was played or used: the decision it may have settled goes on.
fn after_evolution(tx: &mut Tx) {
    // A card played in a reaction window may have settled the last reaction owed.
    if tx.state.pending.reaction.is_some() && damage::next_reaction(&tx.state).is_none() {
        damage::resume(tx);
    }
    // The card played, or its heart loss, may leave nobody to ask in the step under way
    // (Heart of the Rabbit rerolled a die on the final dice: the next offer, or they resolve).
    resume_waiting(tx);
}

fn decline(tx: &mut Tx, seat: Seat, offer: Offer, card: Option<u16>) {
    tx.emit(Event::OfferDeclined(OfferDeclined { seat, offer, card }));
}

fn wrong_step(decision: Decision) -> RuleError {
    RuleError::wrong_phase(match decision {
        Decision::ChooseEvolution => "Keep one of the Evolution cards you just drew",
        Decision::DraftEvolution => "Pick one Evolution of the draft packet you hold",
        Decision::EvolutionChoice => {
            "Choose one of the cards your Evolution revealed (or pass where allowed)"
        }
        Decision::Reaction(Offer::Evolution) => {
            "You are about to lose hearts: play an Evolution, or pass"
        }
        Decision::Reaction(Offer::Jets) => {
            "Decide now, before the damage, whether to yield Tokyo (Jets) or stay"
        }
        Decision::Reaction(Offer::Wings) => "Use Wings or pass before you lose hearts",
        Decision::Reaction(Offer::PlayWithYourFood) => {
            "Use Play with Your Food on a monster your Smashes are about to wound, or pass"
        }
        Decision::Reaction(Offer::ElectricCarrot) => {
            "Give the attacker 1 energy (Electric Carrot), or pass and lose 1 extra heart"
        }
        Decision::Reaction(_) => "You are at 0 hearts: use Rapid Healing or pass",
        Decision::PlaceMimic => "Choose the Keep card your Mimic token goes on",
        Decision::Opportunist(_) => "Buy the card just revealed (Opportunist) or pass",
        Decision::MoveMimic => "Move your Mimic token for 1 energy, or pass to roll",
        Decision::Rolling => "You are rolling your dice: reroll some dice or stop rolling",
        Decision::Probe(_) => "Reroll one die with Psychic Probe, or pass",
        Decision::ResolveDice => {
            "Change dice with your cards, play an Evolution, or stop to resolve them"
        }
        Decision::Hearts => "Spend your Heart results",
        Decision::Yield => "Decide whether to yield Tokyo or stay in it",
        Decision::Buying => {
            "You are in your Buy step: buy a card, sweep the market or end your turn"
        }
        Decision::Metamorph => "Sell Keep cards with Metamorph, or pass",
        Decision::FreezeTime => "Take another turn with Freeze Time, or pass",
        Decision::EvolutionWindow => {
            "Play or use an Evolution now, or pass (where passing is allowed)"
        }
        Decision::AfterFinalRoll => {
            "Play an Evolution on the active monster's dice (Heart of the Rabbit), or pass"
        }
        Decision::CardBeingBought => {
            "Play an Evolution on the card being bought (Bamboozle), or pass"
        }
        Decision::MegaPurr => "Give the Mega Purr owner 1 energy or 1 VP",
    })
}

fn code_for_wrong_seat(state: &State, seat: Seat) -> RuleError {
    if state.power_up.draft.is_some() && state.monster(seat).is_some_and(|m| m.alive) {
        return RuleError::not_your_decision(
            "You already picked this round; the packets pass to the left once every seat has picked",
        );
    }
    if state.monster(seat).is_some_and(|m| !m.alive) {
        return RuleError::not_your_decision(
            "Your monster has been eliminated; it takes no more decisions",
        );
    }
    if state.phase == Phase::YieldDecision && state.pending.reaction.is_none() {
        return RuleError::not_your_decision(
            "Tokyo's occupant decides whether to yield; it is not your decision",
        );
    }
    match deciding_seats(state).first() {
        Some(other) if *other != state.active => RuleError::not_your_decision(format!(
            "{other} is deciding now; wait until a decision is asked of you"
        )),
        _ => RuleError::not_your_decision(format!(
            "It is {}'s turn; wait until a decision is asked of you",
            state.active
        )),
    }
}
