//! The game log: each event in a player's words, for one viewer (`Game::describe`).
//!
//! `event` is already redacted for the viewer, so what it hides (another player's drawn
//! cards, every deck order, the unused party cards) is simply absent: the line then says
//! that something happened without saying what. From the state a line reads only names
//! from the content.
//!
//! Events that only hand the turn on or open a decision (a player's turn starting or
//! ending, a follow-up or a reaction offered, a player passing a reaction, every player
//! having played) have no line: what follows has its own.

mod battle;
mod cards;
mod enemy;
mod setup;
mod words;

use super::event::Event;
use super::state::State;
use words::{Words, plural, signed, square};

/// One event in words for the viewer the event was redacted for; `None` for an event that
/// only hands the turn on (see the module's doc).
pub fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
    let w = Words::new(state, names);
    if let Some(line) = cards::describe(&w, event).or_else(|| setup::describe(&w, state, event)) {
        return Some(line);
    }
    let line = match event {
        Event::GameStarted(e) => format!("The game began with {} players.", e.seat_count),
        Event::DraftOrderSet(e) => format!("{} picks first in the draft.", w.name(e.first)),
        Event::CardSetPicked(e) => setup::set_picked(&w, e),
        Event::CombatStyleChosen(e) => format!(
            "{} chose the combat style {}.",
            w.name(e.seat),
            e.style.replace('_', " ")
        ),
        Event::StartingDeckBuilt(e) => setup::deck_built(&w, e),
        Event::EnemyPartiesRevealed(e) => setup::parties_revealed(&w, e),
        Event::EnemyAttackDeckShuffled(e) => {
            format!(
                "The enemy attack deck was shuffled ({}).",
                plural(e.count, "card")
            )
        }
        Event::StrongAttacksSetAside(e) => {
            format!("{} were set aside.", plural(e.count, "strong attack"))
        }
        Event::ItemDeckShuffled(e) => {
            format!("The item deck was shuffled ({}).", plural(e.count, "card"))
        }
        Event::MapPrepared(e) => format!(
            "The {} map was laid out, the enemy at {}.",
            setup::map_side(e.side),
            square(e.enemy)
        ),
        Event::PawnPlaced(e) => format!(
            "{} placed their pawn at {}.",
            w.name(e.seat),
            square(e.square)
        ),
        Event::CardsDrawn(e) => setup::drawn(&w, e),
        Event::DiscardReshuffled(e) => format!(
            "{}'s discard pile was shuffled into a new deck ({}).",
            w.name(e.seat),
            plural(e.count, "card")
        ),
        Event::InitialEnemyAttackRevealed(e) => {
            format!("The first enemy attack was revealed: {}.", w.named(&e.card))
        }
        Event::RoundStarted(e) => format!("Round {} began.", e.round),
        Event::CharacterMoved(e) => battle::moved(&w, e),
        Event::CharacterDamaged(e) => battle::damaged(&w, e),
        Event::CharacterDowned(e) => format!("{} is down.", w.name(e.seat)),
        Event::AttackDeclared(e) => battle::attack_declared(&w, e),
        Event::AttackRolled(e) => battle::rolled(&w, e),
        Event::AttackMissed(e) => battle::missed(&w, e),
        Event::AttackHit(e) => format!("{}'s attack hit (row {}).", w.name(e.seat), e.row),
        Event::BonusHitOffered(e) => battle::bonus_offered(&w, e),
        Event::BonusHitChosen(e) => format!(
            "{} gave the bonus damage to hit {} at position {}.",
            w.name(e.seat),
            e.hit,
            e.position
        ),
        Event::DamageDealt(e) => battle::damage_dealt(&w, e),
        Event::PartyDestroyed(e) => battle::party_destroyed(&w, e),
        Event::CharacterLeveledUp(e) => setup::leveled_up(&w, e),
        Event::EnemyModifierChanged(e) => battle::modifier(e),
        Event::TensionChanged(e) => battle::tension(&w, e),
        Event::HateCardTaken(e) => battle::hate(&w, e),
        Event::TraitsActivated(e) => enemy::traits(&w, e),
        Event::EnemyMoved(e) => enemy::moved(e),
        Event::CharacterPushed(e) => enemy::pushed(&w, e),
        Event::SlamSideOffered(e) => enemy::slam_offered(&w, e),
        Event::DurationCardTicked(e) => format!(
            "{}'s {} lost {} from under it.",
            w.name(e.seat),
            w.named(&e.card),
            w.named(&e.discarded)
        ),
        Event::DurationCardExpired(e) => {
            format!("{}'s {} ran out.", w.name(e.seat), w.named(&e.card))
        }
        Event::SlamSideChosen(e) => {
            format!("{} was slammed to {}.", w.name(e.seat), square(e.square))
        }
        Event::PartyCardRevealed(e) => format!("{} came up from the enemy deck.", w.named(&e.card)),
        Event::EnemyAttackRevealed(e) => format!("The enemy attack is {}.", w.named(&e.card)),
        Event::AttackAreaResolved(e) => enemy::area(&w, e),
        Event::EvasionRolled(e) => enemy::evasion(&w, e),
        Event::EnemyDamageRolled(e) => enemy::damage_rolled(e),
        Event::EnemyAttackDiscarded(e) => enemy::discarded(&w, e),
        Event::EnemyAttackDeckReshuffled(e) => format!(
            "The enemy discard was shuffled into a new deck ({}).",
            plural(e.count, "card")
        ),
        Event::EnemyAttackDeckRebuilt(e) => setup::deck_rebuilt(&w, e),
        Event::RoundEnded(e) => format!("Round {} ended.", e.round),
        Event::CardPlayed(e) => battle::card_played(&w, e),
        Event::HpHealed(e) => format!(
            "{} healed {} HP ({} now).",
            w.name(e.seat),
            e.amount,
            e.hp_after
        ),
        Event::CharacterRevived(e) => format!("{} is back with {} HP.", w.name(e.seat), e.hp),
        Event::FollowUpGranted(e) => format!("{} may make a follow-up attack.", w.name(e.seat)),
        Event::StatBonusApplied(e) => battle::stat_bonus(&w, e),
        Event::LimitedModifierApplied(e) => format!(
            "The enemy's defence is {} against {} this turn.",
            signed(e.amount),
            w.name(e.seat)
        ),
        Event::GameWon(e) => format!("The enemy core fell in round {}: the party won.", e.round),
        Event::GameLost(e) => format!("{} are down: the party lost.", w.names(&e.down)),
        // The turn handed on, or a decision opened: what follows has its own line.
        Event::PlayerTurnStarted(_)
        | Event::PlayerTurnEnded(_)
        | Event::PlayerTurnsOver(_)
        | Event::FollowUpOffered(_)
        | Event::ReactionWindowOpened(_)
        | Event::ReactionWindowPassed(_) => return None,
        // Told by `setup::describe`.
        Event::SavedPartyOffered(_)
        | Event::SavedBuildKept(_)
        | Event::DraftAgainChosen(_)
        | Event::ItemsRevealed(_)
        | Event::ItemDeckReshuffled(_)
        | Event::ItemTaken(_)
        | Event::ItemUsed(_)
        | Event::ItemEquipped(_)
        | Event::ItemVoteOpened(_)
        | Event::ItemTakerProposed(_)
        | Event::ItemAssigned(_) => return None,
        // Told by `cards::describe`.
        Event::SetCardTriggered(_)
        | Event::SetCardDiscarded(_)
        | Event::CostCardActed(_)
        | Event::ExtraBought(_)
        | Event::DurationEffectUsed(_)
        | Event::EnemyAttackEffectApplied(_)
        | Event::HandCardsDiscarded(_) => return None,
    };
    Some(line)
}
