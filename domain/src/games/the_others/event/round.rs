//! Events of the round: its start and story tasks, the first hero, the turn order, the
//! SIN's reactions, and the round end (apocalypse, summoning, reset).

use super::super::command::TurnPayment;
use super::super::state::EndStep;
use super::super::vocabulary::TokenKind;
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// The SIN played a SIN card (face up, in play until the next hero's turn starts).
    SinCardPlayed = "TheOthersSinCardPlayed" {
        card: String,
        /// The hero the card was played against.
        hero: String,
    }
}

payload! {
    /// EVIL REGROUPS, SLOUCH IN THE DARK: the SIN may move up to `moves` monsters 1 space
    /// each (`MonsterMoved`), before the hero acts.
    MonstersRegroup = "TheOthersMonstersRegroup" {
        hero: String,
        moves: u8,
    }
}

payload! {
    /// GRIM VORACITY: the SIN owes the hero an upgrade card of its choice from the
    /// inventory (`UpgradeGained` settles it).
    UpgradeGiftOwed = "TheOthersUpgradeGiftOwed" {
        hero: String,
    }
}

payload! {
    /// The regroup is over (every move made, none possible, or the SIN stopped).
    RegroupEnded = "TheOthersRegroupEnded" {
        hero: String,
    }
}

payload! {
    /// PUNISH THE IDLE: until the end of the round, leaving a space with an abomination
    /// costs 2 damage instead of 1.
    IdlePunished = "TheOthersIdlePunished" {
        round: u32,
    }
}

payload! {
    /// The SIN played no SIN card in a window (the start of a fight or of a hero's turn).
    SinCardPassed = "TheOthersSinCardPassed" {
        hero: String,
    }
}

payload! {
    /// The SIN card in play went to the discard pile (the next hero's turn started, or the
    /// hero turns ended).
    SinCardDiscarded = "TheOthersSinCardDiscarded" {
        card: String,
    }
}

payload! {
    /// A round began: the SIN owes the story's round-start tasks.
    RoundStarted = "TheOthersRoundStarted" {
        round: u32,
    }
}

payload! {
    /// The SIN put a round-start story token in a space.
    StoryTokenPlaced = "TheOthersStoryTokenPlaced" {
        /// The SIN's seat, who knows a token it placed face down.
        seat: Seat,
        space: String,
        /// `null` for the heroes when placed face down (the SIN knows what it placed).
        token: Option<TokenKind>,
        face_up: bool,
    }
}

payload! {
    /// The SIN marked a hero for the story (The Beast We Become).
    HeroMarked = "TheOthersHeroMarked" {
        hero: String,
    }
}

payload! {
    /// A hero player proposed the round's first hero.
    FirstHeroProposed = "TheOthersFirstHeroProposed" {
        seat: Seat,
        hero: String,
    }
}

payload! {
    /// The round's first hero was settled, by the heroes or (if they disagreed) the SIN.
    FirstHeroChosen = "TheOthersFirstHeroChosen" {
        hero: String,
        by_sin: bool,
    }
}

payload! {
    /// A hero began a turn, paying with a turn token or an extra turn token.
    TurnStarted = "TheOthersTurnStarted" {
        hero: String,
        paid_with: TurnPayment,
        /// The hero's move for this turn, in spaces.
        move_allowance: u8,
        /// Sloth's mark took 1 space off the move (the hero may take 1 damage to get it
        /// back).
        #[serde(default)]
        sloth_slowed: bool,
    }
}

payload! {
    /// A hero holding only extra turn tokens let the turn pass.
    ExtraTurnDeclined = "TheOthersExtraTurnDeclined" {
        hero: String,
    }
}

payload! {
    /// A hero completed their turn.
    TurnEnded = "TheOthersTurnEnded" {
        hero: String,
    }
}

payload! {
    /// The SIN spent a reaction token after a hero's turn.
    ReactionTokenSpent = "TheOthersReactionTokenSpent" {
        hero: String,
    }
}

payload! {
    /// The SIN gained an extra reaction token for this round (Gluttony's power).
    ReactionTokenGained = "TheOthersReactionTokenGained" {
        cause: String,
    }
}

payload! {
    /// The SIN let a hero's turn pass without reacting (or had no token left).
    ReactionPassed = "TheOthersReactionPassed" {
        hero: String,
    }
}

payload! {
    /// A monster moved one space.
    MonsterMoved = "TheOthersMonsterMoved" {
        monster: u16,
        from: String,
        to: String,
    }
}

payload! {
    /// The SIN's reaction is over.
    ReactionEnded = "TheOthersReactionEnded" {
        hero: String,
    }
}

payload! {
    /// Every hero has taken their turns: the round ends. The story's round-end tasks
    /// advance the apocalypse track this many levels.
    HeroTurnsEnded = "TheOthersHeroTurnsEnded" {
        round: u32,
        apocalypse_steps: u8,
    }
}

payload! {
    /// The round end reached its next step.
    RoundEndStepReached = "TheOthersRoundEndStepReached" {
        step: EndStep,
    }
}

payload! {
    /// The apocalypse track moved up one level.
    ApocalypseAdvanced = "TheOthersApocalypseAdvanced" {
        from: u8,
        to: u8,
        /// The story task or rule that advanced it.
        cause: String,
    }
}

payload! {
    /// Two apocalypse cards were drawn for the SIN to keep one. Shown to the SIN only.
    ApocalypseCardsDrawn = "TheOthersApocalypseCardsDrawn" {
        /// The SIN's seat: the one viewer who sees the cards.
        seat: Seat,
        /// `null` for every viewer but the SIN.
        cards: Option<Vec<String>>,
    }
}

payload! {
    /// The SIN kept an apocalypse card face up; the other went to the bottom of the deck.
    ApocalypseCardRevealed = "TheOthersApocalypseCardRevealed" {
        card: String,
    }
}

payload! {
    /// The SIN may summon this many dead monsters onto unblocked nests.
    SummoningBegan = "TheOthersSummoningBegan" {
        allowance: u8,
    }
}

payload! {
    /// A dead monster came back onto a nest.
    MonsterSummoned = "TheOthersMonsterSummoned" {
        monster: u16,
        space: String,
    }
}

payload! {
    /// The summoning step is over.
    SummoningEnded = "TheOthersSummoningEnded" {
        round: u32,
    }
}

payload! {
    /// Round end: turn tokens, city action tokens and reaction tokens are reset.
    TokensReset = "TheOthersTokensReset" {
        round: u32,
        /// The SIN's active reaction tokens for the next round.
        reactions: u8,
    }
}
