use std::fmt::Debug;
use std::ops::RangeInclusive;
use std::sync::Arc;

use serde::{Serialize, de::DeserializeOwned};

use serde_json::Value;

use super::{
    BotPolicy, CampaignRules, GameContent, GameFacts, GameRng, Outcome, Pack, Prompt, RuleError,
    Seat, SeatStatistics, Upcasters, Viewer,
};

/// The contract between a game's rules and the platform.
///
/// State at version N is the fold of events 1..N with `evolve`, starting from
/// `State::default()`. `decide` validates one command and returns the events it causes,
/// including any automatic procedure that runs until the next human decision; it never
/// mutates. `evolve` applies one event, never fails and never rolls.
pub trait Game {
    /// Stable snake_case identifier of the game kind, used in storage and the API.
    const KIND: &'static str;
    /// How many seats a table may have.
    const SEATS: RangeInclusive<usize>;
    /// What kind of game this is (sides, hidden information, campaigns), for clients that
    /// do not know it.
    const FACTS: GameFacts;
    /// Upcasters for this game's events stored under older shapes. An event whose shape
    /// changes gets one here, and the stored-stream fixtures prove old games still fold.
    const UPCASTERS: Upcasters = Upcasters::NONE;
    /// The shape of `State` as snapshots store it. Bump it when that shape changes: older
    /// snapshots are then ignored and the game is folded again from its events.
    const STATE_VERSION: i32 = 1;
    /// The revision of the rules: bump it when a ruling changes what a command decides (the
    /// events of the same command from the same state). Stored with each command's events,
    /// it lets the randomness check of a finished game tell "the rules changed since" from
    /// "these events were not dealt by the seed".
    const RULES_REVISION: u32 = 1;

    /// Chosen when the game is created (expansions, variants, rulings). `Default` gives the
    /// spec's recommended table.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// The full authoritative state, hidden parts included.
    type State: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// One decision by one seat.
    type Command: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// One fact that happened, named in the past tense.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see of the state.
    type View: Clone + Debug + Serialize + Send + Sync;
    /// The cards, tiles, characters and numbers the rules read, as a content pack
    /// (docs/content-packs.md).
    type Content: GameContent;

    /// The events that open a game: the table as chosen, shuffles, starting hands, and any
    /// automatic procedure up to the first decision.
    fn setup(
        options: &Self::Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// `setup` with a chosen pack. A game records nothing of the pack: the platform
    /// records its reference and gives it back through `attach_content` before every fold.
    fn setup_with_content(
        pack: &Pack<Self::Content>,
        options: &Self::Options,
        seats: &[Seat],
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>, RuleError> {
        let _ = pack;
        Self::setup(options, seats, rng)
    }

    /// Give a state the content its game was set up with: called on the empty state
    /// before the first event, and on a state read back from a snapshot (content is not
    /// serialized, so a hundred thousand games do not hold a hundred thousand copies).
    fn attach_content(state: &mut Self::State, content: &Arc<Self::Content>) {
        let _ = (state, content);
    }

    /// Validate `command` from `seat` and return what happens. Must accept exactly the
    /// commands listed by `legal_commands(state, seat)`.
    fn decide(
        state: &Self::State,
        seat: Seat,
        command: &Self::Command,
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// Apply one event. Pure and total.
    fn evolve(state: &mut Self::State, event: &Self::Event);

    /// Who must decide what, now. Empty once the game is over.
    fn prompts(state: &Self::State) -> Vec<Prompt>;

    /// Every command `seat` may send now, each one accepted by `decide`.
    fn legal_commands(state: &Self::State, seat: Seat) -> Vec<Self::Command>;

    /// The state as `viewer` may see it.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// The event as `viewer` may see it: hidden parts replaced, the rest untouched.
    fn redact(event: &Self::Event, viewer: Viewer) -> Self::Event;

    /// `Some` once the game has ended.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// Whether `event` made public something nobody could know or choose before: a random
    /// result (a roll, a shuffle, a draw) or hidden information (a revealed card, secret
    /// choices turned face up, a look at a deck). Table-life features such as a fair undo
    /// must stop at such an event: taking it back would let a player try again knowing the
    /// result. Plain decisions (keep dice, buy a visible card, pass) return `false`.
    ///
    /// The default, `true`, is the safe answer for a game that has not said: nothing can be
    /// undone across its events.
    fn is_irreversible(event: &Self::Event) -> bool {
        let _ = event;
        true
    }

    /// The command a server-played seat sends now, or `None` if it owes nothing.
    /// Must return one of `legal_commands(state, seat)`. The default plays at random;
    /// games override it with their own policies (`bots.rs`).
    fn bot_command(
        state: &Self::State,
        seat: Seat,
        policy: BotPolicy,
        rng: &mut GameRng,
    ) -> Option<Self::Command> {
        let _ = policy;
        rng.pick(&Self::legal_commands(state, seat)).cloned()
    }

    /// The events of `seat` leaving the game in play for good, eliminated while the others
    /// play on: for a table whose policy eliminates a seat whose player concedes or runs out
    /// of time. Only a game whose `FACTS.forfeits` says so has them; the default refuses.
    fn forfeit(
        state: &Self::State,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>, RuleError> {
        let _ = (state, seat, rng);
        Err(RuleError::new(
            "NO_FORFEIT",
            "A seat cannot be eliminated from this game; a bot takes the seat of a player who leaves",
        ))
    }

    /// One event in a player's words, for a log that a client which does not know the game
    /// can show ("Alice rolled ⚀⚀⚀♥⚡✊ and kept three 1s"). `event` is already redacted
    /// for the viewer who reads the log, and `state` is the game just after it: read only
    /// what every viewer may see from it (a card's name, a place). `names` are the seats'
    /// display names, by seat. `None` for an event that needs no line of its own. The
    /// default describes nothing.
    fn describe(state: &Self::State, event: &Self::Event, names: &[String]) -> Option<String> {
        let _ = (state, event, names);
        None
    }

    /// What a finished game's events say about each seat, for statistics: the game's own
    /// counters and the content each seat used. `events` are the game's events without
    /// those a fair undo took back, and `end` is their fold. The default says nothing.
    fn statistics(events: &[Self::Event], end: &Self::State) -> Vec<SeatStatistics> {
        let _ = (events, end);
        Vec::new()
    }

    /// The rules by which plays of this game belong to a campaign (`FACTS.campaigns`), or
    /// `None` for a game without campaigns (the default).
    fn campaign() -> Option<&'static dyn CampaignRules> {
        None
    }

    /// The options of a campaign play: `options` with what the campaign rules gave its
    /// setup (`CampaignRules::setup_for_next_play`), so that the play's first events record
    /// the progress it was set up from. The default refuses: only a game with campaign
    /// rules can take their setup.
    fn options_for_campaign(
        options: Self::Options,
        setup: &Value,
    ) -> Result<Self::Options, RuleError> {
        let _ = (options, setup);
        Err(RuleError::new(
            "NO_CAMPAIGNS",
            "This game has no campaigns; start a play without one",
        ))
    }

    /// What a finished campaign play reports to its campaign, as `CampaignRules::record`
    /// reads it; `None` until the game is over, and for a game without campaigns.
    fn campaign_result(state: &Self::State) -> Option<Value> {
        let _ = state;
        None
    }

    /// Fold events into a state. Provided for convenience and used by replay checks.
    fn fold<'a>(events: impl IntoIterator<Item = &'a Self::Event>) -> Self::State
    where
        Self::Event: 'a,
    {
        let mut state = Self::State::default();
        for event in events {
            Self::evolve(&mut state, event);
        }
        state
    }
}
