//! The game log: each event in a player's words, for one viewer (`Game::describe`).
//!
//! `event` is already redacted for the viewer, so what it hides from the heroes (the SIN's
//! cards, the apocalypse cards it chooses between, Dark Past cards, face-down tokens) and
//! from everyone (deck orders) is simply absent: the line then says that something happened
//! without saying what. From the state a line reads only what every viewer sees: names
//! from the content, who controls which hero, which kind each monster figure is.
//!
//! Events that only open or close a step for a decision (the end of a cleanse, a regroup
//! or a reaction, the SIN passing a window, the start of a counterattack or a summoning,
//! its end) have no line: the decisions around them have their own.

mod ability;
mod apocalypse;
mod card;
mod fight;
mod member;
mod mission;
mod setup;
mod turn;
mod words;

use super::event::Event;
use super::state::State;
use words::{Words, capitalized};

/// The line of a SIN card going to the discard pile: it was face up in play, so naming it
/// tells nothing, even when a reshuffle in the same command puts it back in the SIN's hand
/// (the playout's leak check knows this line by it).
pub fn sin_card_discarded(name: &str) -> String {
    format!("{name} was discarded.")
}

/// One event in words for the viewer the event was redacted for; `None` for an event that
/// only opens or closes a step (see the module's doc).
pub fn describe(state: &State, event: &Event, names: &[String]) -> Option<String> {
    let w = Words::new(state, names);
    let line = match event {
        Event::GameStarted(e) => setup::game_started(&w, e),
        Event::TokenPlaced(e) => setup::token_placed(e),
        Event::MonsterPlaced(e) => setup::monster_placed(&w, e),
        Event::TeamFormed(e) => setup::team_formed(&w, e),
        Event::HeroEnteredPlay(e) => setup::hero_entered(&w, e),
        Event::DeckShuffled(e) => setup::deck_shuffled(e),
        Event::UpgradeDrawn(e) => format!("{} went into the inventory.", w.card(&e.card)),
        Event::SinCardsDrawn(e) => setup::sin_cards_drawn(&w, e),
        Event::ReactionTokensSet(e) => setup::reaction_tokens(&w, e.active),
        Event::DarkPastAssigned(e) => setup::dark_past(&w, e),
        Event::TraitorChosen(e) => format!("{} chose {} as the traitor.", w.sin(), w.card(&e.hero)),
        Event::RoundStarted(e) => format!("Round {} began.", e.round),
        Event::StoryTokenPlaced(e) => setup::story_token(&w, e),
        Event::HeroMarked(e) => format!("{} marked {}.", w.sin(), w.hero(&e.hero)),
        Event::FirstHeroProposed(e) => setup::first_hero_proposed(&w, e),
        Event::FirstHeroChosen(e) => setup::first_hero_chosen(&w, e),
        Event::TurnStarted(e) => turn::turn_started(&w, e),
        Event::ExtraTurnDeclined(e) => format!("{} let the turn pass.", w.hero(&e.hero)),
        Event::HeroMoved(e) => turn::hero_moved(&w, e),
        Event::CheckRolled(e) => turn::check_rolled(&w, e),
        Event::DamageTaken(e) => turn::damage(&w, e),
        Event::DamageMarkerPlaced(e) => turn::marker_placed(&w, e),
        Event::CorruptionChanged(e) => turn::corruption(&w, e),
        Event::FightStarted(e) => fight::started(&w, e),
        Event::VoluntaryCorruptionSet(e) => fight::voluntary_corruption(&w, e),
        Event::FightDiceRolled(e) => fight::dice_rolled(e),
        Event::FaithFaceChosen(e) => fight::faith_face(e.face),
        Event::BonusResultChosen(e) => fight::bonus_face(e.face),
        Event::HitAssigned(e) => format!("A Hit went to {}.", w.monster(e.monster)),
        Event::FightResolved(e) => fight::resolved(&w, e),
        Event::MonsterKilled(e) => fight::killed(&w, e),
        Event::CleanseStarted(e) => fight::cleanse_started(&w, e),
        Event::TokenRemoved(e) => fight::token_removed(&w, e),
        Event::ProblemSolverDecided(e) => fight::problem_solver(&w, e),
        Event::SinCardPlayed(e) => turn::sin_card_played(&w, e),
        Event::SinCardDiscarded(e) => sin_card_discarded(&w.card(&e.card)),
        Event::IdlePunished(_) => turn::idle_punished(),
        Event::MonstersRegroup(e) => turn::regroup(&w, e),
        Event::UpgradeGiftOwed(e) => turn::gift_owed(&w, e),
        Event::CounterattackRolled(e) => fight::counterattack(e),
        Event::TurnEnded(e) => format!("{} ended the turn.", w.hero(&e.hero)),
        Event::ReactionTokenSpent(e) => turn::reaction_spent(&w, e),
        Event::ReactionTokenGained(e) => turn::reaction_gained(&w, e),
        Event::MonsterMoved(e) => turn::monster_moved(&w, e),
        Event::HeroKilled(e) => turn::hero_killed(&w, e),
        Event::HeroReplaced(e) => turn::replaced(&w, e),
        Event::HeroTurnsEnded(e) => setup::hero_turns_ended(e),
        Event::RoundEndStepReached(e) => setup::end_step(e.step),
        Event::ApocalypseAdvanced(e) => setup::apocalypse_advanced(e),
        Event::ApocalypseCardsDrawn(e) => setup::apocalypse_drawn(&w, e),
        Event::ApocalypseCardRevealed(e) => setup::apocalypse_revealed(&w, e),
        Event::SummoningBegan(e) => setup::summoning(&w, e),
        Event::MonsterSummoned(e) => setup::summoned(&w, e),
        Event::TokensReset(e) => setup::tokens_reset(&w, e),
        Event::GameEnded(e) => setup::game_ended(&w, e),
        Event::CityActionTokenPlaced(e) => turn::city_action_token(&w, e),
        Event::DamageHealed(e) => format!("{} healed 1 damage.", w.hero(&e.hero)),
        Event::ExtraTurnTokenGained(e) => turn::extra_turn_token(&w, e),
        Event::UpgradeGained(e) => format!("{} took {}.", w.hero(&e.hero), w.card(&e.card)),
        Event::CityActionsDone(e) => turn::city_actions_done(&w, e),
        Event::TokensRevealed(e) => turn::tokens_revealed(&w, e),
        Event::TokenPickedUp(e) => turn::picked_up(&w, e),
        Event::NpcDropped(e) => turn::npc_dropped(&w, e),
        Event::InnocentsKilled(e) => mission::innocents_killed(&w, e),
        Event::UpgradeInherited(e) => format!("{} inherited {}.", w.hero(&e.hero), w.card(&e.card)),
        Event::MissionCompleted(e) => mission::completed(&w, e),
        Event::StoryEventReached(e) => mission::story_event(&w, e),
        Event::BranchOffered(e) => mission::branch_offered(&w, e),
        Event::BranchProposed(e) => mission::branch_proposed(&w, e),
        Event::BranchDecided(e) => mission::branch_decided(&w, e),
        Event::MissionBegan(e) => mission::mission_began(&w, e),
        Event::StoryMonsterSummoned(e) => mission::story_summoned(&w, e),
        Event::MonsterMarked(e) => format!("{} marked {}.", w.sin(), w.monster(e.monster)),
        Event::StoryUpgradeGained(e) => mission::story_upgrade(&w, e),
        Event::InnocentsRescued(e) => mission::innocents_rescued(&w, e),
        Event::ChiefFreed(e) => mission::chief_freed(&w, e),
        Event::OrbitalStrikeMoved(e) => turn::orbital_strike(e),
        Event::HeroTeleported(e) => card::hero_teleported(&w, e),
        Event::MonsterTeleported(e) => card::monster_teleported(&w, e),
        Event::HateLaid(e) => card::hate_laid(&w, e),
        Event::HateChecked(e) => card::hate_checked(e),
        Event::UpgradeTurnedDown(e) => card::upgrade_turned_down(&w, e),
        Event::UpgradeDestroyed(e) => card::upgrade_destroyed(&w, e),
        Event::TollAnswered(e) => card::toll_answered(&w, e),
        Event::HeroHeldInPlace(e) => format!("{} cannot move this turn.", w.hero(&e.hero)),
        Event::ExtraTurnOffered(e) => card::extra_turn_offered(&w, e),
        Event::OfferAnswered(e) => card::offer_answered(&w, e),
        Event::AcolyteAbilityUsed(e) => card::acolyte_ability(&w, e),
        Event::HealForbidden(e) => format!(
            "{} was marked: no healing until the round's reset.",
            w.hero(&e.hero)
        ),
        Event::AbilityUsed(e) => ability::used(&w, e),
        Event::AbilityPassed(e) => ability::passed(&w, e),
        Event::HeroTransformed(e) => ability::transformed(&w, e),
        Event::StreetPainted(e) => ability::street_painted(&w, e),
        Event::ApocalypseTokenPlaced(e) => apocalypse::token_placed(&w, e),
        Event::GameOfSoulsCorrupted(e) => apocalypse::game_of_souls(&w, e),
        Event::AgonyAsked(e) => apocalypse::agony_asked(&w, e),
        Event::AgonyChosen(e) => apocalypse::agony_chosen(&w, e),
        Event::HellClubSummoned(e) => apocalypse::hell_club_summoned(&w, e),
        Event::HellClubCardRemoved(e) => apocalypse::hell_club_card_removed(&w, e),
        Event::SlothMarked(e) => apocalypse::sloth_marked(&w, e),
        Event::SlothMarkIgnored(e) => apocalypse::sloth_mark_ignored(&w, e),
        Event::DarkPastRevealed(e) => setup::dark_past_revealed(&w, e),
        Event::FormerHellClubChosen(e) => setup::former_hell_club(&w, e),
        Event::TaintedOneRose(e) => setup::tainted_one(&w, e),
        Event::TollProposed(e) => card::toll_proposed(&w, e),
        Event::CityActionCovered(e) => card::city_action_covered(e),
        Event::CityActionUncovered(e) => card::city_action_uncovered(e),
        Event::NpcsRose(e) => member::npcs_rose(e),
        Event::NpcsReturned(e) => member::npcs_returned(e),
        Event::FireCarried(e) => member::fire_carried(&w, e),
        Event::DarkPastChecked(e) => member::dark_past_checked(&w, e),
        Event::InnocentThreatened(e) => member::innocent_threatened(&w, e),
        Event::DrGanChosen(e) => member::dr_gan_chosen(&w, e),
        // A step opened or closed: the decisions around it have their own lines.
        Event::CounterattackBegan(_)
        | Event::CleanseEnded(_)
        | Event::SinCardPassed(_)
        | Event::RegroupEnded(_)
        | Event::ReactionPassed(_)
        | Event::ReactionEnded(_)
        | Event::SummoningEnded(_)
        | Event::SinWindowOpened(_)
        | Event::CardDecisionOwed(_)
        | Event::OfferingEnded(_)
        | Event::AcolyteAbilityDeclined(_)
        | Event::AbilityOffered(_) => return None,
    };
    // Lines may open with the SIN, written `the SIN (…)` inside a sentence.
    Some(capitalized(&line))
}
