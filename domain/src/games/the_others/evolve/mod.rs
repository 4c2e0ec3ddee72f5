//! The fold: `evolve` names every event once and hands it to its family's apply function.

mod ability;
mod apocalypse;
mod fight;
mod hero;
mod member;
mod mission;
mod round;
mod setup;
mod sin;

use super::event::Event;
use super::state::{FightStage, State};

/// Apply one event. Pure and total: an event that does not fit the state changes nothing.
pub fn evolve(s: &mut State, event: &Event) {
    mission::count(s, event);
    apply(s, event);
    mission::refresh(s);
}

fn apply(s: &mut State, event: &Event) {
    match event {
        Event::GameStarted(e) => setup::game_started(s, e),
        Event::TokenPlaced(e) => setup::token_placed(s, &e.space, e.token, e.face_up, false),
        Event::MonsterPlaced(e) => setup::monster_placed(s, e),
        Event::TeamFormed(e) => setup::team_formed(s, e),
        Event::HeroEnteredPlay(e) => setup::hero_entered_play(s, e),
        Event::DeckShuffled(e) => setup::deck_shuffled(s, e),
        Event::UpgradeDrawn(e) => setup::upgrade_drawn(s, e),
        Event::SinCardsDrawn(e) => setup::sin_cards_drawn(s, e),
        Event::ReactionTokensSet(e) => {
            s.sin_side.reactions_active = e.active;
            s.sin_side.reactions_spent = 0;
        }
        Event::DarkPastAssigned(e) => setup::dark_past_assigned(s, e),
        Event::TraitorChosen(e) => setup::traitor_chosen(s, e),
        Event::RoundStarted(e) => round::round_started(s, e),
        Event::StoryTokenPlaced(e) => round::story_token_placed(s, e),
        Event::HeroMarked(e) => round::hero_marked(s, e),
        Event::FirstHeroProposed(e) => round::first_hero_proposed(s, e),
        Event::FirstHeroChosen(e) => round::first_hero_chosen(s, e),
        Event::TurnStarted(e) => round::turn_started(s, e),
        Event::ExtraTurnDeclined(e) => round::extra_turn_declined(s, e),
        Event::TurnEnded(e) => round::turn_ended(s, e),
        Event::ReactionTokenSpent(_) => round::reaction_token_spent(s),
        Event::ReactionPassed(e) => round::reaction_over(s, &e.hero),
        Event::MonsterMoved(e) => round::monster_moved(s, e),
        Event::ReactionEnded(e) => round::reaction_over(s, &e.hero),
        Event::HeroTurnsEnded(e) => round::hero_turns_ended(s, e),
        Event::RoundEndStepReached(e) => s.round.end_step = Some(e.step),
        Event::ApocalypseAdvanced(e) => round::apocalypse_advanced(s, e),
        Event::ApocalypseCardsDrawn(_) => round::apocalypse_cards_drawn(s),
        Event::ApocalypseCardRevealed(e) => round::apocalypse_card_revealed(s, e),
        Event::SummoningBegan(e) => s.round.summons_left = e.allowance,
        Event::MonsterSummoned(e) => round::monster_summoned(s, e),
        Event::SummoningEnded(_) => s.round.summons_left = 0,
        Event::TokensReset(e) => round::tokens_reset(s, e),
        Event::HeroMoved(e) => hero::hero_moved(s, e),
        Event::CheckRolled(_) => {}
        Event::DamageTaken(e) => hero::damage_taken(s, e),
        Event::DamageMarkerPlaced(e) => hero::damage_marker_placed(s, e),
        Event::CorruptionChanged(e) => hero::corruption_changed(s, e),
        Event::HeroKilled(e) => {
            ability::hero_killed(s, &e.hero);
            hero::hero_killed(s, e);
        }
        Event::HeroReplaced(e) => hero::hero_replaced(s, e),
        Event::DarkPastRevealed(e) => hero::dark_past_revealed(s, e),
        Event::FormerHellClubChosen(_) => s.dark_past_owed = None,
        Event::TaintedOneRose(e) => hero::tainted_one_rose(s, e),
        Event::CityActionCovered(e) => sin::city_action_covered(s, e),
        Event::CityActionUncovered(e) => sin::city_action_uncovered(s, e),
        Event::GameEnded(e) => hero::game_ended(s, e),
        Event::CityActionTokenPlaced(e) => hero::city_action_token_placed(s, e),
        Event::DamageHealed(e) => hero::damage_healed(s, e),
        Event::ExtraTurnTokenGained(e) => hero::extra_turn_token_gained(s, e),
        Event::UpgradeGained(e) => {
            hero::upgrade_gained(s, e);
            // GRIM VORACITY's gift, if owed, is this card.
            if let Some(t) = &mut s.turn {
                t.gift_owed = false;
            }
        }
        Event::CityActionsDone(e) => hero::city_actions_done(s, e),
        Event::TokensRevealed(e) => hero::tokens_revealed(s, e),
        Event::TokenPickedUp(e) => hero::token_picked_up(s, e),
        Event::UpgradeInherited(e) => hero::upgrade_inherited(s, e),
        Event::NpcDropped(e) => hero::npc_dropped(s, e),
        Event::InnocentsKilled(e) => hero::innocents_killed(s, e),
        Event::FightStarted(e) => fight::fight_started(s, e),
        Event::VoluntaryCorruptionSet(e) => fight::with(s, |f| f.voluntary = e.take),
        Event::FightDiceRolled(e) => fight::dice_rolled(s, e),
        Event::FaithFaceChosen(e) => fight::faith_face_chosen(s, e),
        Event::BonusResultChosen(e) => fight::bonus_result_chosen(s, e),
        Event::HitAssigned(e) => fight::hit_assigned(s, e),
        Event::FightResolved(_) => s.fight = None,
        Event::MonsterKilled(e) => fight::monster_killed(s, e),
        Event::CleanseStarted(e) => fight::cleanse_started(s, e),
        Event::TokenRemoved(e) => fight::token_removed(s, e),
        Event::CleanseEnded(_) => s.fight = None,
        Event::SinCardPlayed(e) => sin::card_played(s, e),
        Event::SinCardPassed(_) => sin::card_passed(s),
        Event::IdlePunished(_) => s.round.idle_punished = true,
        Event::MonstersRegroup(e) => sin::monsters_regroup(s, e),
        Event::UpgradeGiftOwed(_) => sin::upgrade_gift_owed(s),
        Event::RegroupEnded(_) => sin::regroup_ended(s),
        Event::SinCardDiscarded(e) => sin::card_discarded(s, e),
        Event::ProblemSolverDecided(_) => fight::with(s, |f| f.problem_solver_decided = true),
        Event::CounterattackBegan(_) => fight::with(s, |f| f.stage = FightStage::Counterattack),
        Event::MissionCompleted(e) => mission::mission_completed(s, e),
        Event::StoryEventReached(e) => mission::story_event_reached(s, e),
        Event::BranchOffered(_) => mission::branch_offered(s),
        Event::BranchProposed(e) => mission::branch_proposed(s, e),
        Event::BranchDecided(e) => mission::branch_decided(s, e),
        Event::MissionBegan(e) => mission::mission_began(s, e),
        Event::StoryMonsterSummoned(e) => mission::story_monster_summoned(s, e),
        Event::MonsterMarked(e) => mission::monster_marked(s, e),
        Event::StoryUpgradeGained(e) => mission::story_upgrade_gained(s, e),
        Event::InnocentsRescued(e) => mission::innocents_rescued(s, e),
        Event::ChiefFreed(e) => mission::chief_freed(s, e),
        Event::ReactionTokenGained(_) => s.sin_side.reactions_active += 1,
        Event::OrbitalStrikeMoved(e) => hero::strike_moved(s, e),
        Event::SinWindowOpened(e) => sin::window_opened(s, e),
        Event::CardDecisionOwed(e) => sin::decision_owed(s, e),
        Event::HeroTeleported(e) => sin::hero_teleported(s, e),
        Event::MonsterTeleported(e) => sin::monster_teleported(s, e),
        Event::HateLaid(e) => sin::hate_laid(s, e),
        Event::HateChecked(_) => sin::hate_checked(s),
        Event::UpgradeTurnedDown(e) => sin::upgrade_turned_down(s, e),
        Event::UpgradeDestroyed(e) => sin::upgrade_destroyed(s, e),
        Event::TollAnswered(e) => sin::toll_answered(s, e),
        Event::TollProposed(e) => sin::toll_proposed(s, e),
        Event::HeroHeldInPlace(_) => sin::hero_held_in_place(s),
        Event::ExtraTurnOffered(e) => sin::extra_turn_offered(s, e),
        Event::OfferAnswered(_) => sin::offer_answered(s),
        Event::OfferingEnded(_) => s.card_owed = None,
        Event::AcolyteAbilityUsed(e) => sin::acolyte_ability_used(s, e),
        Event::AcolyteAbilityDeclined(_) => fight::with(s, |f| f.acolyte_window_closed = true),
        Event::HealForbidden(e) => sin::heal_forbidden(s, e),
        Event::CounterattackRolled(e) => fight::with(s, |f| {
            f.sin_faces = e.sin_faces.clone();
            f.counter_rolled = true;
        }),
        Event::AbilityOffered(e) => ability::offered(s, e),
        Event::AbilityUsed(e) => ability::used(s, e),
        Event::AbilityPassed(e) => ability::passed(s, e),
        Event::HeroTransformed(e) => ability::transformed(s, e),
        Event::StreetPainted(e) => ability::street_painted(s, e),
        Event::ApocalypseTokenPlaced(_)
        | Event::GameOfSoulsCorrupted(_)
        | Event::AgonyAsked(_)
        | Event::AgonyChosen(_)
        | Event::HellClubSummoned(_)
        | Event::HellClubCardRemoved(_)
        | Event::SlothMarked(_)
        | Event::SlothMarkIgnored(_) => apocalypse::apply(s, event),
        Event::NpcsRose(e) => member::npcs_rose(s, e),
        Event::NpcsReturned(e) => member::npcs_returned(s, e),
        Event::FireCarried(e) => member::fire_carried(s, e),
        Event::DarkPastChecked(e) => member::dark_past_checked(s, e),
        Event::InnocentThreatened(e) => s.innocent_owed = Some(e.hero.clone()),
        Event::DrGanChosen(e) => member::dr_gan_chosen(s, e),
    }
}
