//! The procedure of a King of Tokyo turn, one file per stage.
//!
//! Every automatic step runs inside `decide` through a [`Tx`]: it emits events, applies each
//! one to a working copy of the state at once (so later steps read the up-to-date state), and
//! returns the events. Nothing here mutates the caller's state.
//!
//! Who owes a decision is computed from the state alone ([`decision_of`]), in this priority:
//! a reaction to a heart loss (Jets, Wings, Rapid Healing at 0), placing a Mimic token, an
//! Opportunist offer, then the decision of the current phase.

pub(crate) mod damage;
pub(crate) mod dice;
pub(crate) mod end_of_turn;
pub(crate) mod evolve;
pub(crate) mod market;
pub(crate) mod resolve;
pub(crate) mod setup;
pub(crate) mod tokyo;

use super::cards;
use super::command::Command;
use super::event::*;
use super::evolutions;
use super::state::{AfterDamage, EvolutionStage, Hit, Offer, Phase, ReactionStage, State};
use crate::engine::{Confirm, GameRng, Prompt, RuleError, Seat};

/// The events of one command, applied as they are emitted to a working copy of the state.
pub struct Tx<'r> {
    pub state: State,
    pub events: Vec<Event>,
    pub rng: &'r mut GameRng,
}

impl<'r> Tx<'r> {
    pub fn new(state: &State, rng: &'r mut GameRng) -> Self {
        Self {
            state: state.clone(),
            events: Vec::new(),
            rng,
        }
    }

    /// Record an event and apply it to the working state.
    pub fn emit(&mut self, event: Event) {
        evolve::evolve(&mut self.state, &event);
        // Power Up!: leaving Tokyo (yield, card, Tokyo Bay closing) triggers Evolutions in
        // play (Twas Beauty Killed the Beast), whichever step moved the monster out.
        let left = match &event {
            Event::TokyoYielded(e) => Some(e.seat),
            Event::LeftTokyo(e) => Some(e.seat),
            Event::MonsterEliminated(e) => e
                .bay_closure
                .as_ref()
                .filter(|c| !c.moved_to.in_tokyo())
                .map(|c| c.seat),
            _ => None,
        };
        self.events.push(event);
        if let Some(seat) = left
            && self.state.options.power_up
        {
            evolutions::left_tokyo(self, seat);
        }
    }

    pub fn alive(&self, seat: Seat) -> bool {
        self.state.monster(seat).is_some_and(|m| m.alive)
    }

    pub fn gain_vp(&mut self, seat: Seat, amount: u32, reason: &str) {
        if amount > 0 && self.alive(seat) {
            self.emit(Event::VictoryPointsGained(VictoryPointsGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Lose VP, never below 0.
    pub fn lose_vp(&mut self, seat: Seat, amount: u32, reason: &str) {
        let amount = amount.min(self.state.monster(seat).map_or(0, |m| m.victory_points));
        if amount > 0 && self.alive(seat) {
            self.emit(Event::VictoryPointsLost(VictoryPointsLost {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Gain energy from the bank (+1 per Friend of Children).
    pub fn gain_energy(&mut self, seat: Seat, amount: u32, reason: &str) {
        if amount > 0 && self.alive(seat) {
            let bonus: u32 = cards::keep_effects(&self.state, seat)
                .iter()
                .map(|e| e.energy_bonus())
                .sum();
            self.emit(Event::EnergyGained(EnergyGained {
                seat,
                amount: amount + bonus,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Lose energy, never below 0.
    pub fn lose_energy(&mut self, seat: Seat, amount: u32, reason: &str) {
        let amount = amount.min(self.state.monster(seat).map_or(0, |m| m.energy));
        if amount > 0 && self.alive(seat) {
            self.emit(Event::EnergyLost(EnergyLost {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Gain hearts (+1 per Regeneration), capped at the monster's maximum.
    pub fn heal(&mut self, seat: Seat, amount: u32, reason: &str) {
        let Some(m) = self.state.monster(seat) else {
            return;
        };
        if amount == 0 || !m.alive {
            return;
        }
        let bonus: u32 = cards::keep_effects(&self.state, seat)
            .iter()
            .map(|e| e.heal_bonus())
            .sum();
        let room = u32::from(m.max_health.saturating_sub(m.health));
        let amount = (amount + bonus).min(room);
        if amount > 0 {
            self.emit(Event::HealthGained(HealthGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// One damage batch (4.6.1): every target loses its hearts, in clockwise order from the
    /// active monster's left, then every monster at 0 is eliminated at once. Returns `true`
    /// when the batch paused for reactions: the caller must stop, and `then` continues once
    /// the reactions are in.
    pub fn damage(
        &mut self,
        hits: &[(Seat, u32)],
        by: Seat,
        reason: &str,
        then: AfterDamage,
    ) -> bool {
        let hits = hits
            .iter()
            .map(|&(seat, amount)| Hit {
                seat,
                amount,
                reason: reason.to_owned(),
            })
            .collect();
        damage::start(self, hits, by, then)
    }

    /// Move Keep cards of `seat` to the discard pile.
    pub fn discard_keep(&mut self, seat: Seat, instances: &[u16], reason: &str) {
        let cards: Vec<_> = self.state.monsters[seat.index()]
            .keep_cards
            .iter()
            .filter(|c| instances.contains(&c.instance))
            .cloned()
            .collect();
        if cards.is_empty() {
            return;
        }
        self.emit(Event::KeepCardsDiscarded(KeepCardsDiscarded {
            seat,
            cards,
            reason: reason.to_owned(),
        }));
        self.refresh_max_health();
    }

    /// Bring every monster's maximum hearts in line with its cards (Even Bigger).
    pub fn refresh_max_health(&mut self) {
        for seat in Seat::all(self.state.monsters.len()) {
            let m = &self.state.monsters[seat.index()];
            if !m.alive {
                continue;
            }
            let max = cards::max_health(&self.state, seat);
            if max != m.max_health {
                self.emit(Event::MaxHealthChanged(MaxHealthChanged {
                    seat,
                    max_health: max,
                }));
            }
        }
    }

    pub fn into_events(self) -> Vec<Event> {
        self.events
    }
}

/// What a seat is asked now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Keep one of the Evolution cards just drawn (Power Up!).
    ChooseEvolution,
    /// Pick a card of the draft packet held (Mutant Evolution, every seat at once).
    DraftEvolution,
    /// Choose among the Power cards an Evolution revealed (Deep Dive, Miraculous Catch).
    EvolutionChoice,
    /// React to a heart loss: Jets, Wings or Rapid Healing at 0.
    Reaction(Offer),
    /// Put the Mimic token just acquired.
    PlaceMimic,
    /// Buy the card just revealed in this slot, or pass (Opportunist).
    Opportunist(u8),
    /// Move the Mimic token for 1 energy, or pass.
    MoveMimic,
    /// Reroll, change dice, buy rolls, or stop.
    Rolling,
    /// Reroll one die of the active monster with this Psychic Probe, or pass.
    Probe(u16),
    /// After a Psychic Probe reroll: change dice with cards, or resolve.
    ChangeDice,
    /// Spend Heart results.
    Hearts,
    /// Yield Tokyo or stay.
    Yield,
    /// Buy cards, sweep, or end the turn.
    Buying,
    /// Sell Keep cards (Metamorph), or pass.
    Metamorph,
    /// Take a Freeze Time turn, or pass.
    FreezeTime,
    /// Power Up!: play or use an Evolution in the open step window (Enter Tokyo, Chest
    /// Thumping), or pass.
    EvolutionWindow,
    /// Power Up!: play an Evolution after the active monster's final roll (Heart of the
    /// Rabbit), or pass.
    AfterFinalRoll,
    /// Power Up!: play an Evolution on the active monster's announced purchase (Bamboozle),
    /// or pass.
    CardBeingBought,
    /// Power Up!: give the Mega Purr owner 1 energy or 1 VP.
    MegaPurr,
}

/// The decision `seat` owes now, if any.
pub fn decision_of(state: &State, seat: Seat) -> Option<Decision> {
    if state.outcome.is_some() {
        return None;
    }
    // The Mutant Evolution draft comes before anything else (every seat at once).
    if state.draft.is_some() {
        return evolutions::draft::owes_pick(state, seat).then_some(Decision::DraftEvolution);
    }
    // Drawn Evolutions are chosen before anything else (every seat at once at setup).
    if state.options.power_up && !evolutions::seats_choosing(state).is_empty() {
        return evolutions::choice_pending(state, seat).then_some(Decision::ChooseEvolution);
    }
    if state.mega_purr.is_some() {
        return (evolutions::cyber_kitty::next_giver(state) == Some(seat))
            .then_some(Decision::MegaPurr);
    }
    if let Some(choice) = &state.evolution_choice {
        return (choice.seat == seat).then_some(Decision::EvolutionChoice);
    }
    if state.reaction.is_some() {
        return damage::next_reaction(state)
            .filter(|(s, _)| *s == seat)
            .map(|(_, o)| Decision::Reaction(o));
    }
    if let Some(owner) = state.mimic_offer {
        return (owner == seat).then_some(Decision::PlaceMimic);
    }
    if let Some((s, slot)) = market::next_opportunist(state) {
        return (s == seat).then_some(Decision::Opportunist(slot));
    }
    if state.pending_purchase.is_some() {
        return (market::next_bamboozler(state) == Some(seat)).then_some(Decision::CardBeingBought);
    }
    if state.evolution_window.is_some() {
        return (evolutions::window::next(state) == Some(seat))
            .then_some(Decision::EvolutionWindow);
    }
    match state.phase {
        Phase::StartOfTurn if seat == state.active => Some(Decision::MoveMimic),
        Phase::Rolling if seat == state.active => Some(Decision::Rolling),
        Phase::PsychicProbe => match dice::next_probe(state) {
            Some((s, card)) => (s == seat).then_some(Decision::Probe(card)),
            None => match evolutions::next_after_roll(state) {
                Some(s) => (s == seat).then_some(Decision::AfterFinalRoll),
                None => (seat == state.active && dice::may_change_after_probes(state))
                    .then_some(Decision::ChangeDice),
            },
        },
        Phase::Hearts if seat == state.active => Some(Decision::Hearts),
        Phase::YieldDecision => state
            .pending_yields
            .iter()
            .any(|p| p.seat == seat && p.yields.is_none())
            .then_some(Decision::Yield),
        Phase::Buying if seat == state.active => Some(Decision::Buying),
        Phase::EndOfTurn if seat == state.active => end_of_turn::offer(state),
        _ => None,
    }
}

/// The seats that owe a decision now.
pub fn deciding_seats(state: &State) -> Vec<Seat> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter(|s| decision_of(state, *s).is_some())
        .collect()
}

fn code_for_wrong_seat(state: &State, seat: Seat) -> RuleError {
    if state.draft.is_some() && state.monster(seat).is_some_and(|m| m.alive) {
        return RuleError::not_your_decision(
            "You already picked this round; the packets pass to the left once every seat has picked",
        );
    }
    if state.monster(seat).is_some_and(|m| !m.alive) {
        return RuleError::not_your_decision(
            "Your monster has been eliminated; it takes no more decisions",
        );
    }
    if state.phase == Phase::YieldDecision && state.reaction.is_none() {
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

fn not_offered() -> RuleError {
    RuleError::new(
        "NOT_OFFERED",
        "That power is not available to you now; choose one of the listed commands",
    )
}

pub fn decide(
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
        evolutions::play(&mut tx, seat, play)?;
        after_evolution(&mut tx);
        return Ok(tx.into_events());
    }
    if let Command::UseEvolution(used) = command {
        if !state.options.power_up {
            return Err(not_offered());
        }
        let mut tx = Tx::new(state, rng);
        evolutions::use_card(&mut tx, seat, used)?;
        after_evolution(&mut tx);
        return Ok(tx.into_events());
    }
    let Some(decision) = decision_of(state, seat) else {
        return Err(code_for_wrong_seat(state, seat));
    };
    let mut tx = Tx::new(state, rng);
    if let Command::UseRapidHealing(_) = command {
        let Some(cost) = damage::rapid_healing_cost(state, seat) else {
            return Err(not_offered());
        };
        if !damage::can_rapid_heal(state, seat) {
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
        damage::resume(&mut tx);
        // Spending energy may close an Opportunist window the healer could no longer
        // pay for; the Buy step then goes on refilling the market.
        if tx.state.reaction.is_none() && tx.state.phase == Phase::Buying {
            market::continue_buying(&mut tx);
        }
        // Likewise Stretchy may no longer be affordable after the probes: resolve.
        if tx.state.reaction.is_none() && tx.state.phase == Phase::PsychicProbe {
            dice::after_probe(&mut tx);
        }
        return Ok(tx.into_events());
    }
    match (decision, command) {
        (Decision::DraftEvolution, Command::DraftEvolution(c)) => {
            evolutions::draft::pick(&mut tx, seat, c.card)?
        }
        (Decision::ChooseEvolution, Command::KeepEvolution(c)) => {
            evolutions::keep(&mut tx, seat, c.card)?;
            // The starting Evolutions are chosen: the first turn begins.
            if tx.state.turn == 0
                && tx.state.phase == Phase::TurnOver
                && evolutions::seats_choosing(&tx.state).is_empty()
            {
                let first = tx.state.active;
                dice::start_turn(&mut tx, first, false);
            }
        }
        (Decision::EvolutionChoice, Command::Pass(_)) => evolutions::decline_choice(&mut tx, seat)?,
        (Decision::Reaction(Offer::Evolution), Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::Evolution, None);
            damage::resume(&mut tx);
        }
        (Decision::Reaction(Offer::ElectricCarrot), Command::GiveEnergy(_)) => {
            let to = tx.state.reaction.as_ref().map_or(seat, |w| w.by);
            tx.emit(Event::ElectricCarrotPaid(ElectricCarrotPaid { seat, to }));
            damage::resume(&mut tx);
        }
        (Decision::MegaPurr, Command::GiveEnergy(_)) => {
            evolutions::cyber_kitty::give(&mut tx, seat, 1, 0);
        }
        (Decision::MegaPurr, Command::GiveVictoryPoint(_)) => {
            evolutions::cyber_kitty::give(&mut tx, seat, 0, 1);
        }
        (Decision::Reaction(Offer::PlayWithYourFood), Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::PlayWithYourFood, None);
            damage::resume(&mut tx);
        }
        (Decision::Reaction(Offer::ElectricCarrot), Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::ElectricCarrot, None);
            damage::resume(&mut tx);
        }
        (Decision::Reaction(Offer::Jets), Command::YieldTokyo(_)) => {
            let from = tx.state.location_of(seat);
            tx.emit(Event::TokyoYielded(TokyoYielded { seat, from }));
            damage::resume(&mut tx);
        }
        (Decision::Reaction(offer @ (Offer::Jets | Offer::Wings)), c)
            if matches!(
                (offer, c),
                (Offer::Jets, Command::StayInTokyo(_)) | (Offer::Wings, Command::Pass(_))
            ) =>
        {
            decline(&mut tx, seat, offer, None);
            damage::resume(&mut tx);
        }
        (Decision::Reaction(Offer::Wings), Command::UseWings(_)) => {
            let cost = cards::keep_effects(state, seat)
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
            damage::resume(&mut tx);
        }
        (Decision::Reaction(Offer::RapidHealing), Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::RapidHealing, None);
            damage::resume(&mut tx);
        }
        (Decision::PlaceMimic, Command::MoveMimic(c)) => {
            market::move_mimic(&mut tx, seat, c.card, 0)?;
            market::continue_buying(&mut tx);
        }
        (Decision::Opportunist(slot), Command::BuyCard(b)) if b.slot == slot => {
            market::buy(&mut tx, seat, slot)?
        }
        (Decision::Opportunist(_), Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::Opportunist, None);
            market::continue_buying(&mut tx);
        }
        (Decision::MoveMimic, Command::MoveMimic(c)) => {
            market::move_mimic(&mut tx, seat, c.card, 1)?;
            dice::first_roll(&mut tx);
        }
        (Decision::MoveMimic, Command::Pass(_)) => {
            // Without a Mimic move on offer, this start-of-turn stop was for Evolutions.
            let offer = if market::mimic_commands(state, 1).is_empty() {
                Offer::Evolution
            } else {
                Offer::MimicMove
            };
            decline(&mut tx, seat, offer, None);
            dice::first_roll(&mut tx);
        }
        (Decision::Rolling, Command::Reroll(r)) => dice::reroll(&mut tx, &r.dice)?,
        (Decision::Rolling, Command::StopRolling(_)) => dice::stop_rolling(&mut tx),
        (Decision::Rolling, Command::BuyExtraRoll(c)) => dice::buy_extra_roll(&mut tx, c.card)?,
        (Decision::Rolling, Command::ChangeDie(c)) => dice::change_die(&mut tx, c)?,
        (Decision::Probe(card), Command::ProbeDie(p)) => dice::probe(&mut tx, seat, card, p.die)?,
        (Decision::Probe(card), Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::PsychicProbe, Some(card));
            dice::after_probe(&mut tx);
        }
        (Decision::AfterFinalRoll, Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::Evolution, None);
            dice::after_probe(&mut tx);
        }
        (Decision::CardBeingBought, Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::Evolution, None);
            market::resume_purchase(&mut tx);
        }
        (Decision::EvolutionWindow, Command::Pass(_)) => {
            if stage_is_mandatory(state) {
                return Err(RuleError::new(
                    "NOT_OFFERED",
                    "This choice is compulsory: choose one of the listed options",
                ));
            }
            decline(&mut tx, seat, Offer::Evolution, None);
            evolutions::window::resume(&mut tx);
        }
        (Decision::ChangeDice, Command::ChangeDie(c)) => dice::change_after_probes(&mut tx, c)?,
        (Decision::ChangeDice, Command::StopRolling(_)) => resolve::resolve(&mut tx),
        (Decision::Hearts, Command::SpendHearts(s)) => resolve::spend_hearts(&mut tx, s)?,
        (Decision::Yield, Command::YieldTokyo(_)) => tokyo::answer_yield(&mut tx, seat, true),
        (Decision::Yield, Command::StayInTokyo(_)) => tokyo::answer_yield(&mut tx, seat, false),
        (Decision::Buying, Command::BuyCard(b)) => market::buy(&mut tx, seat, b.slot)?,
        (Decision::Buying, Command::SweepMarket(_)) => market::sweep(&mut tx)?,
        (Decision::Buying, Command::PeekDeck(_)) => market::peek(&mut tx)?,
        (Decision::Buying, Command::BuyDeckTop(_)) => market::buy_deck_top(&mut tx)?,
        (Decision::Buying, Command::BuyFromMonster(c)) => {
            market::buy_from_monster(&mut tx, c.card)?
        }
        (Decision::Buying, Command::EndTurn(_)) => end_of_turn::end_turn(&mut tx),
        (Decision::Metamorph, Command::SellCard(c)) => end_of_turn::sell(&mut tx, c.card)?,
        (Decision::Metamorph, Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::Metamorph, None);
            end_of_turn::end_turn(&mut tx);
        }
        (Decision::FreezeTime, Command::TakeExtraTurn(_)) => {
            tx.emit(Event::ExtraTurnGained(ExtraTurnGained {
                seat,
                reason: "freeze_time".into(),
            }));
            end_of_turn::end_turn(&mut tx);
        }
        (Decision::FreezeTime, Command::Pass(_)) => {
            decline(&mut tx, seat, Offer::FreezeTime, None);
            end_of_turn::end_turn(&mut tx);
        }
        (decision, _) => return Err(wrong_step(decision)),
    }
    Ok(tx.into_events())
}

/// After an Evolution was played or used: the decision it may have settled goes on.
fn after_evolution(tx: &mut Tx) {
    // A card played in a reaction window may have settled the last reaction owed.
    if tx.state.reaction.is_some() && damage::next_reaction(&tx.state).is_none() {
        damage::resume(tx);
    }
    if tx.state.reaction.is_some() || tx.state.outcome.is_some() {
        return;
    }
    if tx.state.pending_purchase.is_some() {
        market::resume_purchase(tx);
    } else if tx.state.evolution_window.is_some() {
        // A step window: the card played there, or its heart loss, may leave nobody to ask.
        evolutions::window::resume(tx);
    } else if tx.state.phase == Phase::PsychicProbe {
        // Heart of the Rabbit rerolled a die: the next offer, or the dice resolve.
        dice::after_probe(tx);
    }
}

/// The open Evolution stage asks for a compulsory choice (Freeze Ray): no `pass`.
fn stage_is_mandatory(state: &State) -> bool {
    state
        .evolution_window
        .as_ref()
        .is_some_and(|w| w.stage.is_mandatory())
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
        Decision::ChangeDice => "Change dice with your cards, or stop to resolve them",
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

pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = decision_commands(state, seat);
    out.extend(evolutions::play_commands(state, seat));
    out.extend(evolutions::use_commands(state, seat));
    out
}

/// The answers to the decision `seat` owes (no Evolution plays).
fn decision_commands(state: &State, seat: Seat) -> Vec<Command> {
    let Some(decision) = decision_of(state, seat) else {
        return Vec::new();
    };
    let mut out = match decision {
        Decision::ChooseEvolution => evolutions::keep_commands(state, seat),
        Decision::DraftEvolution => return evolutions::draft::pick_commands(state, seat),
        Decision::EvolutionChoice => evolutions::choice_commands(state, seat),
        Decision::Reaction(Offer::Evolution) => vec![Command::Pass(Confirm::Yes)],
        Decision::Reaction(Offer::Jets) => tokyo::legal(),
        Decision::Reaction(Offer::Wings) => {
            vec![Command::UseWings(Confirm::Yes), Command::Pass(Confirm::Yes)]
        }
        Decision::Reaction(Offer::PlayWithYourFood) => vec![Command::Pass(Confirm::Yes)],
        Decision::Reaction(Offer::ElectricCarrot) => {
            vec![
                Command::GiveEnergy(Confirm::Yes),
                Command::Pass(Confirm::Yes),
            ]
        }
        Decision::Reaction(_) => vec![Command::Pass(Confirm::Yes)],
        Decision::PlaceMimic => market::mimic_commands(state, 0),
        Decision::Opportunist(slot) => vec![
            Command::BuyCard(super::command::BuyCard { slot }),
            Command::Pass(Confirm::Yes),
        ],
        Decision::MoveMimic => {
            let mut out = market::mimic_commands(state, 1);
            out.push(Command::Pass(Confirm::Yes));
            out
        }
        Decision::Rolling => dice::legal(state),
        Decision::Probe(_) => dice::probe_legal(state),
        Decision::ChangeDice => dice::change_after_probes_legal(state),
        Decision::Hearts => resolve::hearts_legal(state),
        Decision::Yield => tokyo::legal(),
        Decision::Buying => market::legal(state),
        Decision::Metamorph => end_of_turn::metamorph_legal(state),
        Decision::FreezeTime => vec![
            Command::TakeExtraTurn(Confirm::Yes),
            Command::Pass(Confirm::Yes),
        ],
        Decision::EvolutionWindow if stage_is_mandatory(state) => Vec::new(),
        Decision::EvolutionWindow | Decision::AfterFinalRoll | Decision::CardBeingBought => {
            vec![Command::Pass(Confirm::Yes)]
        }
        Decision::MegaPurr => vec![
            Command::GiveEnergy(Confirm::Yes),
            Command::GiveVictoryPoint(Confirm::Yes),
        ],
    };
    if damage::can_rapid_heal(state, seat) {
        out.push(Command::UseRapidHealing(Confirm::Yes));
    }
    out
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter_map(|seat| Some((seat, decision_of(state, seat)?)))
        .map(|(seat, decision)| match decision {
            Decision::ChooseEvolution => Prompt::new(
                seat,
                "CHOOSE_EVOLUTION",
                "Keep one of the Evolution cards you drew (the other is discarded face down, or shuffled back at setup)",
            ),
            Decision::DraftEvolution => Prompt::new(
                seat,
                "DRAFT_EVOLUTION",
                format!(
                    "Mutant Evolution, pick {}: keep one Evolution of the packet you hold; the rest passes to the left",
                    state.draft.as_ref().map_or(0, |d| d.round)
                ),
            ),
            Decision::Reaction(Offer::Evolution)
                if state
                    .reaction
                    .as_ref()
                    .is_some_and(|w| w.stage == ReactionStage::AtZero) =>
            {
                Prompt::new(
                    seat,
                    "EVOLUTION_AT_ZERO",
                    "You are at 0 hearts: play an Evolution (e.g. Nine Lives), or pass and be eliminated",
                )
            }
            Decision::EvolutionChoice => Prompt::new(
                seat,
                "EVOLUTION_CHOICE",
                "Choose one of the Power cards your Evolution revealed (Deep Dive: put it into play; Miraculous Catch: buy it, or pass)",
            ),
            Decision::Reaction(Offer::Evolution) => Prompt::new(
                seat,
                "EVOLUTION_BEFORE_DAMAGE",
                "You are about to lose hearts: play an Evolution (e.g. Detachable Tail), or pass",
            ),
            Decision::MoveMimic if market::mimic_commands(state, 1).is_empty() => Prompt::new(
                seat,
                "START_OF_TURN",
                "Play start-of-turn Evolutions (e.g. Cat Nip), or pass and roll",
            ),
            Decision::Reaction(Offer::Jets) => Prompt::new(
                seat,
                "JETS",
                format!(
                    "{} attacks you in Tokyo: yield now and lose no hearts (Jets), or stay",
                    state.active
                ),
            ),
            Decision::Reaction(Offer::Wings) => Prompt::new(
                seat,
                "WINGS",
                "You are about to lose hearts: pay 2 energy to lose none this turn (Wings), or pass",
            ),
            Decision::Reaction(Offer::PlayWithYourFood) => Prompt::new(
                seat,
                "PLAY_WITH_YOUR_FOOD",
                "Your Smashes are about to wound a monster in Tokyo: make it lose 2 hearts fewer and steal 1 VP and 1 energy (Play with Your Food), or pass",
            ),
            Decision::Reaction(Offer::ElectricCarrot) => Prompt::new(
                seat,
                "ELECTRIC_CARROT",
                format!(
                    "{} attacks you from Tokyo with Electric Carrot: give it 1 energy, or pass and lose 1 extra heart",
                    state.active
                ),
            ),
            Decision::Reaction(_) => Prompt::new(
                seat,
                "RAPID_HEALING",
                "You are at 0 hearts: pay 2 energy per heart to survive (Rapid Healing), or pass",
            ),
            Decision::PlaceMimic => Prompt::new(
                seat,
                "PLACE_MIMIC",
                "Choose the Keep card your Mimic copies",
            ),
            Decision::Opportunist(slot) => Prompt::new(
                seat,
                "OPPORTUNIST",
                format!("A card was revealed in slot {slot}: buy it now (Opportunist), or pass"),
            ),
            Decision::MoveMimic => Prompt::new(
                seat,
                "MOVE_MIMIC",
                "Move your Mimic token to another Keep card for 1 energy, or pass and roll",
            ),
            Decision::Rolling => Prompt::new(
                seat,
                "ROLL_OR_STOP",
                format!(
                    "Roll {} of {}: choose dice to reroll, or stop and resolve them",
                    state.rolls_used, state.rolls_allowed
                ),
            ),
            Decision::Probe(_) => Prompt::new(
                seat,
                "PSYCHIC_PROBE",
                format!(
                    "Reroll one of {}'s dice with Psychic Probe, or pass",
                    state.active
                ),
            ),
            Decision::ChangeDice => Prompt::new(
                seat,
                "CHANGE_DICE",
                "A Psychic Probe rerolled one of your dice: change dice with your cards, or stop",
            ),
            Decision::Hearts => Prompt::new(
                seat,
                "SPEND_HEARTS",
                format!(
                    "Spend your {} Heart results: heal, remove tokens, or heal others",
                    state.hearts_left
                ),
            ),
            Decision::Yield => Prompt::new(
                seat,
                "YIELD_TOKYO",
                format!(
                    "{} attacked you in Tokyo: yield Tokyo to it, or stay",
                    state.active
                ),
            ),
            Decision::Buying => Prompt::new(
                seat,
                "BUY_OR_END_TURN",
                "Buy Power cards, sweep the market for 2 energy, or end your turn",
            ),
            Decision::Metamorph => Prompt::new(
                seat,
                "METAMORPH",
                "Sell Keep cards for their printed cost (Metamorph), or pass",
            ),
            Decision::FreezeTime => Prompt::new(
                seat,
                "FREEZE_TIME",
                "Take another turn with one die fewer (Freeze Time), or pass",
            ),
            Decision::AfterFinalRoll => Prompt::new(
                seat,
                "AFTER_FINAL_ROLL",
                format!(
                    "{} finished rolling: reroll one of its dice (Heart of the Rabbit), or pass",
                    state.active
                ),
            ),
            Decision::CardBeingBought => Prompt::new(
                seat,
                "BAMBOOZLE",
                format!(
                    "{} is buying a card: make it buy another one (Bamboozle), or pass",
                    state.active
                ),
            ),
            Decision::EvolutionWindow => {
                let (kind, text) = match state.evolution_window.as_ref().map(|w| w.stage) {
                    Some(EvolutionStage::ForceYield) => (
                        "FORCE_YIELD",
                        "Force monsters you wounded in Tokyo to yield (Chest Thumping), or pass",
                    ),
                    Some(EvolutionStage::BeforeEntering) => (
                        "ENTER_TOKYO_INSTEAD",
                        "Take control of Tokyo before the active monster enters (Monkey Rush, Feline Motor), or pass",
                    ),
                    Some(EvolutionStage::Entered) => (
                        "ENTERED_TOKYO",
                        "You entered Tokyo: play an Evolution (Destructive Wave; Eats, Shoots and Leaves), or pass",
                    ),
                    Some(EvolutionStage::FreezeRayTarget) => (
                        "FREEZE_RAY_TARGET",
                        "Your Smashes wounded several monsters in Tokyo: choose the one that receives your Freeze Ray",
                    ),
                    Some(EvolutionStage::FreezeRayFace) => (
                        "FREEZE_RAY_FACE",
                        "The active monster holds your Freeze Ray: choose the die face that has no effect for it this turn",
                    ),
                    _ => (
                        "END_OF_ENTER_TOKYO",
                        "End of your Enter Tokyo step: play an Evolution (Jungle Frenzy), or pass",
                    ),
                };
                Prompt::new(seat, kind, text)
            }
            Decision::MegaPurr => Prompt::new(
                seat,
                "MEGA_PURR",
                format!(
                    "{} played Mega Purr: give it 1 energy or 1 VP",
                    state.mega_purr.as_ref().map_or(seat, |p| p.to)
                ),
            ),
        })
        .collect()
}
