//! The game log: each event in a player's words, for one viewer (`Game::describe`).
//!
//! `event` is already redacted for the viewer, so what it hides (the order of every deck,
//! the Site cards lying face down in the encounter slot, the cards another seat drew, redrew,
//! offered or received in an exchange, unless hands are open) is simply absent: the line then
//! says that something happened without saying what (`Bob's Engineer drew 2 cards.`). From
//! the state a line reads only what every viewer sees: the printed names of cards from the
//! content, the cards face up on the mat, a check's total, damage and HP.
//!
//! Events that only hand the turn on have no line: a PC's action ending
//! (`ActionEnded`), its hand being ready (`HandReady`), and step 5's processing moving on
//! to its next position (`EndProcessingAt`). What follows each has its own line.

mod action;
mod attack;
mod reaction;
mod round;
mod setup;
mod site;
mod words;

use super::event::Event;
use super::state::State;
use words::{Words, capitalized, place, plural, skill, slot, slot_place};

/// One event in words for the viewer the event was redacted for; `None` for an event that
/// only hands the turn on (see the module's doc).
pub fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
    let w = Words::new(state, names);
    let line = match event {
        Event::GameStarted(e) => setup::game_started(&w, e),
        Event::DeckShuffled(e) => setup::deck_shuffled(e),
        Event::RewardCardsAdded(e) => setup::rewards_added(&w, e),
        Event::MarketSlotFilled(e) => format!(
            "{} went to the market in {}.",
            w.card(&e.card),
            slot(e.slot)
        ),
        Event::DisposalSeeded(e) => {
            format!("{} went to the Site's disposal slot.", w.cards(&e.cards))
        }
        Event::ScenarioDeckBuilt(e) => setup::scenario_deck(e),
        Event::SkillsSealed(e) => setup::sealed(&w, e),
        Event::StarterDeckShuffled(e) => setup::starter_deck(&w, e),
        Event::PcPlaced(e) => format!("{} was placed in {}.", w.pc(e.pc), place(e.place)),
        Event::ScenarioCardRevealed(_)
        | Event::ScenarioCardPlaced(_)
        | Event::ScenarioCardMoved(_)
        | Event::ScenarioCardDiscarded(_)
        | Event::ScenarioCardShuffledIntoTroubles(_) => setup::scenario_card(&w, event),
        Event::ScenarioProgressAdded(e) => round::progress(&w, e),
        Event::RoundStarted(e) => format!("Round {} began.", e.round),
        Event::StepEntered(e) => round::step(e.step).to_owned(),
        Event::TroubleDrawn(e) => round::trouble_drawn(&w, e),
        Event::TroubleDeckReshuffled(e) => format!(
            "The trouble discard pile was shuffled into a new trouble deck ({}).",
            plural(e.order.len() as u32, "card")
        ),
        Event::SiteDeckReshuffled(e) => format!(
            "The Site discard pile was shuffled into a new Site deck ({}).",
            plural(e.order.len() as u32, "card")
        ),
        Event::TroubleDiscardedUnplaced(e) => format!(
            "{} was discarded without being placed.",
            capitalized(&w.card(&e.card))
        ),
        Event::TroublePlaced(e) => round::trouble_placed(&w, e),
        Event::SiteCardDrawn(e) => round::site_card_drawn(&w, e),
        Event::CardsDrawn(e) => round::drawn(&w, e),
        Event::DeckRebuilt(e) => format!(
            "{} turned its discard pile over as its new deck.",
            w.pc(e.pc)
        ),
        Event::HandCardDiscarded(e) => format!("{} discarded {}.", w.pc(e.pc), w.card(&e.card)),
        Event::HandRedrawn(e) => round::redrawn(&w, e),
        Event::HandKept(e) => format!("{} kept its first hand.", w.pc(e.pc)),
        Event::ActionStarted(e) => action::action_started(&w, e),
        Event::CheckPaid(e) => action::check_paid(&w, e),
        Event::CheckEnded(e) => action::check_ended(&w, e),
        Event::PcMoved(e) => format!(
            "{} moved from {} to {}.",
            w.pc(e.pc),
            place(e.from),
            place(e.to)
        ),
        Event::CardResolved(e) => format!(
            "{} resolved {} in {}.",
            w.pc(e.pc),
            w.card(&e.card),
            slot_place(e.slot)
        ),
        Event::ApGained(e) => format!("{} gained {}.", w.pc(e.pc), plural(e.n, "AP token")),
        Event::SkillUnsealed(e) => {
            format!("{} unsealed its {} skill.", w.pc(e.pc), skill(e.skill))
        }
        Event::CardPurchased(e) => action::purchased(&w, e),
        Event::CardEquipped(e) => format!("{} equipped {}.", w.pc(e.pc), w.card(&e.card)),
        Event::EffectUsed(e) => action::effect_used(&w, e),
        Event::EnemyDamaged(e) => action::enemy_damaged(&w, e),
        Event::ExhaustionPlaced(e) => action::exhaustion_placed(&w, e),
        Event::ActionPhaseEnded(e) => format!("{} ended its action phase.", w.pc(e.pc)),
        Event::DamageTaken(e) => action::damage_taken(&w, e),
        Event::PcWentDown(e) => format!("{} went down.", w.pc(e.pc)),
        Event::DownProcessed(e) => action::down_processed(&w, e),
        Event::PcRecovered(e) => format!("{} recovered.", w.pc(e.pc)),
        Event::Healed(e) => action::healed(&w, e),
        Event::ExhaustionRemoved(e) => action::exhaustion_removed(&w, e),
        Event::ProgressGained(e) => {
            format!("{} gained {}.", w.pc(e.pc), plural(e.n, "progress token"))
        }
        Event::CardProgressAdded(e) => round::card_progress_added(&w, e),
        Event::ModPutInPlay(e) => format!("MOD card {} came into play.", w.card(&e.card)),
        Event::ModRemoved(e) => format!("MOD card {} was put away.", w.card(&e.card)),
        Event::NpcJoined(e) => format!("{} joined the PCs with {} HP.", w.npc(&e.npc), e.hp),
        Event::NpcDamaged(e) => action::npc_damaged(&w, e),
        Event::NpcHealed(e) => format!("{} healed {} damage.", w.npc(&e.npc), e.n),
        Event::CardProgressTaken(e) => round::card_progress_taken(&w, e),
        Event::TroubleFollowed(e) => round::trouble_followed(&w, e),
        Event::ArtifactDrawn(e) => site::artifact_drawn(&w, e),
        Event::ArtifactTaken(_)
        | Event::ArtifactEquipped(_)
        | Event::SiteCardRevealed(_)
        | Event::SiteCardResolved(_)
        | Event::SiteCardFailed(_)
        | Event::ExplorationEnded(_)
        | Event::ArtifactOffered(_)
        | Event::PcTeleported(_)
        | Event::WithdrawalSplitAsked(_)
        | Event::WithdrawalDamageAssigned(_) => site::exploration(&w, event),
        Event::Withdrew(e) => site::withdrew(&w, e),
        Event::ArtifactOrDisposalChosen(e) => site::artifact_or_disposal(&w, e),
        Event::DisposalCardsOffered(e) => site::disposal_offered(&w, e),
        Event::DisposalShortfallDrawn(e) => site::shortfall(&w, e),
        Event::DisposalCardTaken(e) => site::disposal_taken(&w, e),
        Event::DisposalRewardEnded(e) => site::disposal_ended(&w, e),
        Event::EquipmentLocked(e) => action::locked(e),
        Event::ExchangeOffered(_)
        | Event::ExchangeDeclined(_)
        | Event::HandsExchanged(_)
        | Event::RideOffered(_)
        | Event::RideAnswered(_)
        | Event::GiveAsked(_)
        | Event::HandCardsGiven(_)
        | Event::GiveLapsed(_) => site::between_pcs(&w, event),
        Event::DamageIncoming(_)
        | Event::DamageReduced(_)
        | Event::DamageSettled(_)
        | Event::BattlePaused(_)
        | Event::BattleResumed(_) => reaction::line(&w, event),
        Event::AttackDeclared(_)
        | Event::AttackDamageAdded(_)
        | Event::AttackDamageMultiplied(_)
        | Event::EnemyReductionIgnored(_)
        | Event::CoveringFireAdded(_)
        | Event::AttackJoined(_)
        | Event::AttackPassed(_)
        | Event::AttackWindowClosed(_)
        | Event::TroubleRedrawn(_)
        | Event::DisposalHeld(_)
        | Event::CardDiscarded(_)
        | Event::CardDisposed(_)
        | Event::CardRemoved(_) => attack::line(&w, event),
        Event::EffectSkipped(e) => action::skipped(&w, e),
        Event::ScenarioCleared(e) => setup::cleared(&w, e),
        Event::RewardChosen(e) => setup::reward_chosen(&w, e),
        Event::GameLost(e) => round::lost(&e.reason),
        // The turn handed on: what follows has its own line.
        Event::ActionEnded(_) | Event::HandReady(_) | Event::EndProcessingAt(_) => return None,
    };
    Some(line)
}
