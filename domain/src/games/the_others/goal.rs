//! The missions' goals (`goal` ids in `stories.json`): what each counts, how many it needs,
//! and when the current mission is complete (§4.11, §8.4, gap G-19). Read by the fold (which
//! counts progress as things happen) and by the rules (which complete missions).

use super::content::{Count, MissionData};
use super::state::{MonsterStatus, State};
use super::vocabulary::{MonsterKind, SpaceKind, TokenKind};

/// One named goal of a mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// GEAR UP!: upgrade cards held by heroes in play (G-19: equipping is holding).
    EquipUpgrades,
    /// CLEAR ABOMINATIONS: abominations killed in fights this round.
    DestroyAbominationsInFightsSameRound,
    /// CLEAR THE HIVE, EXPOSE THE SCAR: pentagrams removed where no monster is.
    RemovePentagramsWithoutMonsters,
    /// DESTROY THEM ALL!: the monsters the SIN marked, killed.
    DestroyMarkedMonsters,
    /// TEMPTING FATE: heroes in play at corruption 3 or more.
    HeroesAtCorruption3,
    /// BEGIN THE RITUAL: corruption tokens removed where no monster is.
    RemoveCorruptionWithoutMonsters,
    /// Darkness Within 3A: turns ended in clean, unmarked districts (then marked).
    EndTurnsInCleanDistricts,
    /// Darkness Within 3B: the avatar killed and a corruption token removed, same round.
    DestroyAvatarAndCleanseSameRound,
    /// COMPLETE THE RITUAL: no physical corruption token left on the board.
    RemoveAllCorruption,
    /// RESCUE THE INNOCENTS: innocent tokens revealed.
    RevealInnocents,
    /// KEEP THEM SAFE!: fire or corruption tokens removed where no monster is.
    RemoveFireOrCorruptionWithoutMonsters,
    /// RESCUE THE CHIEF!: the avatar killed and the Commissioner carried to the start.
    RescueTheChief,
    /// SAVE THEIR SOULS: innocents rescued at the starting space.
    RescueInnocents,
    /// MONSTROUS THREAT: monsters killed this round.
    DestroyMonstersSameRound,
    /// KEEP THEM OUT!: turns ended in unmarked districts without monsters (then marked).
    EndTurnsInDistrictsWithoutMonsters,
    /// DOUSE THE FLAMES!: fire tokens removed.
    RemoveFireTokens,
    /// TAKE DOWN THE SOURCE: altars removed (a cleanse's 3 Skills).
    DestroyAltar,
    /// Haven in Flames 4: the controller and the avatar each killed once.
    DestroyControllerAndAvatar,
    /// UNLEASH HELL: a hero ends a turn at maximum corruption (the Dark Past reveal).
    UnleashHell,
    /// BANISH THE PUPPETEER: controller kills.
    DestroyControllerTwice,
    /// OUR DARKEST PAST: the traitor killed.
    DestroyTraitor,
}

impl Goal {
    pub fn parse(id: &str) -> Option<Goal> {
        use Goal::*;
        Some(match id {
            "equip_upgrades" => EquipUpgrades,
            "destroy_abominations_in_fights_same_round" => DestroyAbominationsInFightsSameRound,
            "remove_pentagrams_without_monsters" => RemovePentagramsWithoutMonsters,
            "destroy_marked_monsters" => DestroyMarkedMonsters,
            "heroes_at_corruption_3" => HeroesAtCorruption3,
            "remove_corruption_without_monsters" => RemoveCorruptionWithoutMonsters,
            "end_turns_in_clean_districts" => EndTurnsInCleanDistricts,
            "destroy_avatar_and_cleanse_same_round" => DestroyAvatarAndCleanseSameRound,
            "remove_all_corruption" => RemoveAllCorruption,
            "reveal_innocents" => RevealInnocents,
            "remove_fire_or_corruption_without_monsters" => RemoveFireOrCorruptionWithoutMonsters,
            "rescue_the_chief" => RescueTheChief,
            "rescue_innocents" => RescueInnocents,
            "destroy_monsters_same_round" => DestroyMonstersSameRound,
            "end_turns_in_districts_without_monsters" => EndTurnsInDistrictsWithoutMonsters,
            "remove_fire_tokens" => RemoveFireTokens,
            "destroy_altar" => DestroyAltar,
            "destroy_controller_and_avatar" => DestroyControllerAndAvatar,
            "unleash_hell" => UnleashHell,
            "destroy_controller_twice" => DestroyControllerTwice,
            "destroy_traitor" => DestroyTraitor,
            _ => return None,
        })
    }

    /// "In the same round": progress goes back to 0 at the round end (G-19).
    pub fn same_round(self) -> bool {
        matches!(
            self,
            Goal::DestroyAbominationsInFightsSameRound
                | Goal::DestroyAvatarAndCleanseSameRound
                | Goal::DestroyMonstersSameRound
        )
    }

    /// The token kind no new token of may appear in the districts this goal marks.
    pub fn blocks(self) -> Option<TokenKind> {
        match self {
            Goal::EndTurnsInCleanDistricts => Some(TokenKind::Corruption),
            Goal::EndTurnsInDistrictsWithoutMonsters => Some(TokenKind::Fire),
            _ => None,
        }
    }

    /// Monster figures that must be on the board when the mission starts (Haven in
    /// Flames 4: "both must be summoned if they are not on the board").
    pub fn summons_at_start(self) -> &'static [MonsterKind] {
        match self {
            Goal::DestroyControllerAndAvatar => &[MonsterKind::Controller, MonsterKind::Avatar],
            _ => &[],
        }
    }
}

/// The mission data of `id` in the game's story.
pub fn mission<'a>(s: &'a State, id: &str) -> Option<&'a MissionData> {
    s.content
        .story(&s.story)?
        .missions
        .iter()
        .find(|m| m.id == id)
}

/// The goal of the current mission.
pub fn current(s: &State) -> Option<Goal> {
    mission(s, &s.mission.current).and_then(|m| Goal::parse(&m.goal))
}

/// How many times the mission's task must be done: a printed number, the hero number
/// (stripped icons, G-04), or 1 for "all" (done when none is left).
pub fn required(m: &MissionData, hero_number: u8) -> u8 {
    match &m.count.value {
        Count::Fixed(n) => *n,
        Count::Named(n) if n == "hero_number" => hero_number,
        Count::Named(_) => 1,
    }
}

/// Physical (not printed) corruption tokens on the board, face up or down.
pub fn physical_corruption(s: &State) -> usize {
    s.spaces
        .iter()
        .flat_map(|sp| &sp.tokens)
        .filter(|t| t.kind == TokenKind::Corruption && !t.permanent)
        .count()
}

/// Whether a district may be marked by a turn ending there for `goal`.
pub fn district_counts(s: &State, goal: Goal, space: &str) -> bool {
    let district = s
        .board_data()
        .space(space)
        .is_some_and(|sp| sp.kind == SpaceKind::District);
    let clean = match goal {
        Goal::EndTurnsInCleanDistricts => s.space(space).is_some_and(|sp| {
            !sp.tokens
                .iter()
                .any(|t| t.kind == TokenKind::Corruption && !t.permanent)
        }),
        Goal::EndTurnsInDistrictsWithoutMonsters => true,
        _ => false,
    };
    district
        && clean
        && s.monsters_in(space).is_empty()
        && !s.mission.marked_districts.iter().any(|d| d == space)
}

/// Whether the current mission is complete now.
pub fn complete(s: &State) -> bool {
    let m = &s.mission;
    if m.done || m.marks_owed > 0 || current(s).is_none() {
        return false;
    }
    // CLEAR ABOMINATIONS (G-19): also complete when, after a kill in a fight this round,
    // no abomination is left on the board or unused.
    let all_abominations_gone = current(s) == Some(Goal::DestroyAbominationsInFightsSameRound)
        && m.progress > 0
        && !s.monsters.iter().any(|x| {
            x.kind == MonsterKind::Abomination
                && matches!(x.status, MonsterStatus::OnBoard | MonsterStatus::Unused)
        });
    m.progress >= m.required || all_abominations_gone
}

/// Whether the current mission is the story's last and is complete: the heroes have won,
/// even if the same step left no reserve hero (the tie rule, §8.1).
pub fn last_complete(s: &State) -> bool {
    complete(s) && mission(s, &s.mission.current).is_some_and(|m| m.is_last)
}

/// Whether a marked district refuses a new token of `kind` (Darkness Within 3A: corruption;
/// Haven in Flames 2A: fire), for the rest of the game (G-19).
pub fn blocked(s: &State, kind: TokenKind, space: &str) -> bool {
    s.mission.marked_districts.iter().any(|d| d == space)
        && s.content.story(&s.story).is_some_and(|st| {
            st.missions
                .iter()
                .any(|m| Goal::parse(&m.goal).and_then(Goal::blocks) == Some(kind))
        })
}
