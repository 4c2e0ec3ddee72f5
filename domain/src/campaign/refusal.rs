//! Every refusal of a campaign command: a stable code and a sentence for the player.

use uuid::Uuid;

use crate::engine::RuleError;

/// Malformed input: a name, a reason, a seat list or a game's result.
pub fn bad_input(message: impl Into<String>) -> RuleError {
    RuleError::new("BAD_INPUT", message)
}

pub fn campaign_exists() -> RuleError {
    RuleError::new(
        "CAMPAIGN_EXISTS",
        "This campaign has already been created; join it instead",
    )
}

pub fn no_campaign() -> RuleError {
    RuleError::new(
        "NO_CAMPAIGN",
        "There is no such campaign yet; create it first",
    )
}

pub fn not_a_member() -> RuleError {
    RuleError::new(
        "NOT_A_MEMBER",
        "Only the campaign's members may do that; join the campaign first",
    )
}

pub fn seat_not_a_member(member: Uuid) -> RuleError {
    RuleError::new(
        "NOT_A_MEMBER",
        format!(
            "Player {member} sat in this play but is not a member of its campaign; \
             a campaign play's seats are taken by members or by server bots"
        ),
    )
}

pub fn already_a_member() -> RuleError {
    RuleError::new(
        "ALREADY_A_MEMBER",
        "You are already a member of this campaign",
    )
}

pub fn only_the_server_records() -> RuleError {
    RuleError::new(
        "NOT_YOUR_DECISION",
        "A play's result is recorded by the server when the play ends, not by a player",
    )
}

pub fn play_already_started(play: Uuid) -> RuleError {
    RuleError::new(
        "PLAY_ALREADY_STARTED",
        format!("Play {play} has already been started from this campaign"),
    )
}

pub fn play_not_started(play: Uuid) -> RuleError {
    RuleError::new(
        "PLAY_NOT_STARTED",
        format!("Play {play} was not started from this campaign, so it cannot count for it"),
    )
}

pub fn different_result(play: Uuid) -> RuleError {
    RuleError::new(
        "PLAY_ALREADY_RECORDED",
        format!(
            "Play {play} is already recorded with another result; a recorded result is \
             corrected by striking the play, not by recording it again"
        ),
    )
}

pub fn play_not_recorded(play: Uuid) -> RuleError {
    RuleError::new(
        "PLAY_NOT_RECORDED",
        format!(
            "Play {play} has no recorded result in this campaign, so there is nothing to strike"
        ),
    )
}

pub fn play_already_struck(play: Uuid) -> RuleError {
    RuleError::new(
        "PLAY_ALREADY_STRUCK",
        format!("Play {play} has already been struck from this campaign"),
    )
}

pub fn no_reward_to_decide(play: Uuid) -> RuleError {
    RuleError::new(
        "NO_REWARD_TO_DECIDE",
        format!(
            "Play {play} brought no reward that waits for keeping or swapping; \
             only a second reward for a slot that is already full does"
        ),
    )
}

pub fn reward_not_owned(reward: &str) -> RuleError {
    RuleError::new(
        "REWARD_NOT_OWNED",
        format!(
            "The campaign does not own the reward {reward}; only owned rewards can be included"
        ),
    )
}
