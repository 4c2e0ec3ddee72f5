//! `evolve`: apply one event to the state. Pure, total, never random. One file per family
//! of events, like `event/`.

mod battle;
mod enemy;
mod items;
mod party;
mod setup;

use super::event::Event;
use super::state::State;

pub fn evolve(state: &mut State, event: &Event) {
    match event {
        Event::GameStarted(e) => setup::game_started(state, e),
        Event::SavedPartyOffered(e) => party::saved_party_offered(state, e),
        Event::SavedBuildKept(e) => party::saved_build_kept(state, e),
        Event::DraftAgainChosen(e) => party::draft_again_chosen(state, e),
        Event::DraftOrderSet(e) => setup::draft_order_set(state, e),
        Event::CardSetPicked(e) => setup::card_set_picked(state, e),
        Event::CombatStyleChosen(e) => setup::combat_style_chosen(state, e),
        Event::StartingDeckBuilt(e) => setup::starting_deck_built(state, e),
        Event::EnemyPartiesRevealed(e) => setup::enemy_parties_revealed(state, e),
        Event::EnemyAttackDeckShuffled(e) => state.enemy_deck = e.order.clone().unwrap_or_default(),
        Event::StrongAttacksSetAside(e) => state.strong_pile = e.order.clone().unwrap_or_default(),
        Event::ItemDeckShuffled(e) => state.item_deck = e.order.clone().unwrap_or_default(),
        Event::MapPrepared(e) => setup::map_prepared(state, e),
        Event::PawnPlaced(e) => state.players[e.seat.index()].pawn = Some(e.square),
        Event::CardsDrawn(e) => setup::cards_drawn(state, e),
        Event::DiscardReshuffled(e) => setup::discard_reshuffled(state, e),
        Event::InitialEnemyAttackRevealed(e) => setup::initial_enemy_attack_revealed(state, e),
        Event::RoundStarted(e) => battle::round_started(state, e),
        Event::PlayerTurnStarted(e) => battle::player_turn_started(state, e),
        Event::CharacterMoved(e) => battle::character_moved(state, e),
        Event::CharacterDamaged(e) => state.players[e.seat.index()].hp = e.hp_after,
        Event::CharacterDowned(e) => battle::character_downed(state, e),
        Event::AttackDeclared(e) => battle::attack_declared(state, e),
        Event::AttackRolled(_) | Event::AttackHit(_) | Event::FollowUpOffered(_) => {}
        Event::AttackMissed(_) => {
            if let Some(t) = &mut state.turn {
                t.last_missed = true;
            }
        }
        Event::BonusHitOffered(e) => battle::bonus_hit_offered(state, e),
        Event::BonusHitChosen(_) => {
            if let Some(t) = &mut state.turn {
                t.bonus_choice = None;
            }
        }
        Event::DamageDealt(e) => battle::damage_dealt(state, e),
        Event::PartyDestroyed(e) => battle::party_destroyed(state, e),
        Event::CharacterLeveledUp(e) => battle::character_leveled_up(state, e),
        Event::EnemyModifierChanged(e) => battle::enemy_modifier_changed(state, e),
        Event::TensionChanged(e) => state.players[e.seat.index()].tension = e.to,
        Event::HateCardTaken(e) => battle::hate_card_taken(state, e),
        Event::PlayerTurnEnded(e) => battle::player_turn_ended(state, e),
        Event::PlayerTurnsOver(_) => state.phase = super::state::Phase::EnemyAction,
        Event::TraitsActivated(e) => enemy::traits_activated(state, e),
        Event::EnemyMoved(e) => state.enemy.body = e.body,
        Event::SlamSideOffered(e) => enemy::slam_side_offered(state, e),
        Event::SlamSideChosen(e) => enemy::slam_side_chosen(state, e),
        Event::DurationCardTicked(e) => battle::duration_card_ticked(state, e),
        Event::DurationCardExpired(e) => battle::duration_card_expired(state, e),
        Event::ReactionWindowOpened(e) => battle::reaction_window_opened(state, e),
        Event::ReactionWindowPassed(e) => battle::reaction_window_passed(state, e),
        Event::CharacterPushed(e) => state.players[e.seat.index()].pawn = Some(e.to),
        Event::PartyCardRevealed(e) => enemy::party_card_revealed(state, e),
        Event::EnemyAttackRevealed(e) => enemy::enemy_attack_revealed(state, e),
        Event::AttackAreaResolved(e) => state.in_area = e.seats.clone(),
        Event::EvasionRolled(_) | Event::EnemyDamageRolled(_) => {}
        Event::EnemyAttackDiscarded(e) => enemy::enemy_attack_discarded(state, e),
        Event::EnemyAttackDeckReshuffled(e) => enemy::deck_reshuffled(state, e),
        Event::EnemyAttackDeckRebuilt(e) => enemy::deck_rebuilt(state, e),
        Event::RoundEnded(e) => enemy::round_ended(state, e),
        Event::CardPlayed(e) => battle::card_played(state, e),
        Event::HpHealed(e) => state.players[e.seat.index()].hp = e.hp_after,
        Event::CharacterRevived(e) => {
            let p = &mut state.players[e.seat.index()];
            p.down = false;
            p.hp = e.hp;
        }
        Event::FollowUpGranted(_) => {
            if let Some(t) = &mut state.turn {
                t.follow_ups_granted += 1;
            }
        }
        Event::StatBonusApplied(e) => state.players[e.seat.index()].bonus.add(e.stat, e.amount),
        Event::LimitedModifierApplied(e) => {
            if let Some(t) = &mut state.turn {
                t.limited_defence += e.amount;
            }
        }
        Event::ItemsRevealed(e) => items::items_revealed(state, e),
        Event::ItemDeckReshuffled(e) => items::item_deck_reshuffled(state, e),
        Event::ItemTaken(e) => items::item_taken(state, e),
        Event::ItemUsed(e) => items::item_used(state, e),
        Event::ItemVoteOpened(e) => items::item_vote_opened(state, e),
        Event::ItemTakerProposed(e) => items::item_taker_proposed(state, e),
        Event::ItemAssigned(e) => items::item_assigned(state, e),
        Event::ItemEquipped(e) => items::item_equipped(state, e),
        Event::GameWon(_) => battle::game_ended(state, true),
        Event::GameLost(_) => battle::game_ended(state, false),
        Event::SetCardTriggered(_)
        | Event::CostCardActed(_)
        | Event::EnemyAttackEffectApplied(_) => {}
        Event::SetCardDiscarded(e) => battle::set_card_discarded(state, e),
        Event::ExtraBought(e) => {
            let p = &mut state.players[e.seat.index()];
            p.tension = p.tension.saturating_sub(e.tension);
        }
        Event::DurationEffectUsed(e) => battle::duration_effect_used(state, e),
        Event::HandCardsDiscarded(e) => enemy::hand_cards_discarded(state, e),
    }
}
