//! Events of the mission track: a mission completed, the story events between missions,
//! the branch choice, the next mission's start, and what the missions ask of either side.

use super::super::vocabulary::MonsterKind;
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The current mission's task was done as many times as it needs.
    MissionCompleted = "TheOthersMissionCompleted" {
        mission: String,
    }
}

payload! {
    /// A story event printed after the completed mission (or a mission's own rule) owes
    /// these summons and upgrade cards.
    StoryEventReached = "TheOthersStoryEventReached" {
        /// `summon_avatar`, `each_hero_gains_upgrade`, `summon_avatar_and_traitor`,
        /// `avatar_resummoned`, `mission_start`.
        event: String,
        /// Figures the SIN puts on nests, in order (none already on the board).
        summons: Vec<MonsterKind>,
        /// Heroes who each take an upgrade card from the inventory, in turn order.
        upgrades: Vec<String>,
    }
}

payload! {
    /// The next missions are a branch: the hero seats choose one (the SIN on disagreement).
    BranchOffered = "TheOthersBranchOffered" {
        missions: Vec<String>,
    }
}

payload! {
    /// A hero seat proposed a branch.
    BranchProposed = "TheOthersBranchProposed" {
        seat: Seat,
        mission: String,
    }
}

payload! {
    /// The heroes disagreed: the SIN chose the branch.
    BranchDecided = "TheOthersBranchDecided" {
        mission: String,
    }
}

payload! {
    /// A mission became current with progress 0; an unchosen branch left the game.
    MissionBegan = "TheOthersMissionBegan" {
        mission: String,
        required: u8,
        removed: Option<String>,
        /// DESTROY THEM ALL!: how many monsters the SIN marks.
        marks: u8,
    }
}

payload! {
    /// A story event's figure came onto a nest.
    StoryMonsterSummoned = "TheOthersStoryMonsterSummoned" {
        monster: u16,
        space: String,
    }
}

payload! {
    /// DESTROY THEM ALL!: the SIN marked a monster.
    MonsterMarked = "TheOthersMonsterMarked" {
        monster: u16,
    }
}

payload! {
    /// A hero took an upgrade card from the inventory for a story event (`null`: the
    /// inventory was empty).
    StoryUpgradeGained = "TheOthersStoryUpgradeGained" {
        hero: String,
        card: Option<String>,
    }
}

payload! {
    /// Innocents carried into the starting space with no monster there were rescued and
    /// left the game.
    InnocentsRescued = "TheOthersInnocentsRescued" {
        hero: String,
        count: u8,
    }
}

payload! {
    /// RESCUE THE CHIEF!: the avatar fell and the Commissioner joined the hero who fought it.
    ChiefFreed = "TheOthersChiefFreed" {
        hero: String,
    }
}
