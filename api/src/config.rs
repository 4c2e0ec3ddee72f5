//! Settings, from the command line or the environment.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

#[derive(Debug, Clone, Parser)]
#[command(name = "tabletop", version, about = "Tabletop: a GraphQL game server")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub settings: Settings,
}

fn parse_kind(s: &str) -> Result<domain::catalog::GameKind, String> {
    domain::catalog::GameKind::parse(s).ok_or_else(|| {
        let kinds: Vec<&str> = domain::catalog::GameKind::ALL
            .iter()
            .map(|k| k.as_str())
            .collect();
        format!("not a game kind; one of {}", kinds.join(", "))
    })
}

fn parse_status(s: &str) -> Result<domain::app::GameStatus, String> {
    domain::app::GameStatus::parse(s)
        .ok_or_else(|| "not a status; one of LOBBY, IN_PROGRESS, FINISHED, CANCELLED".into())
}

#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Serve the API (the default).
    Serve,
    /// Run the database migrations and exit.
    Migrate,
    /// Print the GraphQL schema (SDL) and exit.
    Schema,
    /// Write games' or campaigns' stored events to standard output as NDJSON, with the
    /// players they name (docs/event-export.md). A campaign comes with the streams of all
    /// its plays.
    Export {
        /// A game to export; repeat for several.
        #[arg(long = "game")]
        games: Vec<uuid::Uuid>,
        /// A campaign to export with its plays; repeat for several.
        #[arg(long = "campaign")]
        campaigns: Vec<uuid::Uuid>,
        /// Every game, campaign and player: a whole server (moving from SQLite to
        /// PostgreSQL: README).
        #[arg(long, conflicts_with_all = ["kind", "status", "player"])]
        all: bool,
        /// Also every game of this kind (`king_of_tokyo`, ...).
        #[arg(long, value_parser = parse_kind)]
        kind: Option<domain::catalog::GameKind>,
        /// Also every game of this status (`FINISHED`, ...).
        #[arg(long, value_parser = parse_status)]
        status: Option<domain::app::GameStatus>,
        /// Also every game this player holds a seat in.
        #[arg(long)]
        player: Option<uuid::Uuid>,
        /// With the players' token hashes, so that everyone keeps signing in with their
        /// token on the server the export moves to. Keep such a file secret.
        #[arg(long)]
        with_tokens: bool,
    },
    /// Store the streams of an NDJSON export that this database lacks, after checking
    /// that every stream folds and that none conflicts with a stored one. Importing the
    /// same file twice changes nothing.
    Import {
        /// The NDJSON file (`tabletop export`).
        file: std::path::PathBuf,
    },
    /// Forget history's read models (records, ratings, head-to-head and content counts)
    /// and count every finished game again from its events, in the order they finished
    /// (docs/history.md). Gives the same rows as the running server's projector.
    RebuildProjections,
    /// Check a finished game's randomness from its NDJSON events: the seed against the
    /// commitment published at version 1, and every roll, shuffle and draw against the
    /// seed (docs/fair-randomness.md). Needs no database.
    Verify {
        /// An NDJSON file of one game's events (`tabletop export`).
        file: std::path::PathBuf,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Clone, Args)]
pub struct Settings {
    /// Address to listen on.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_BIND",
        default_value = "127.0.0.1:8080"
    )]
    pub bind: String,
    /// `postgres://...` for PostgreSQL. Unset: an SQLite file in the data directory.
    #[arg(long, global = true, env = "DATABASE_URL")]
    pub database_url: Option<String>,
    /// How log lines are written to standard error: `text` for people (coloured only on a
    /// terminal) or `json`, one object per line, for log collectors.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_LOG_FORMAT",
        value_enum,
        default_value = "text"
    )]
    pub log_format: LogFormat,
    /// Where the SQLite database lives when no DATABASE_URL is set.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_DATA_DIR",
        default_value = "./data"
    )]
    pub data_dir: PathBuf,
    /// A content pack replacing a game's embedded data, as `<game>=DIR` (for example
    /// `king_of_tokyo=./packs/kot`); repeat for several games. Also read from
    /// `TABLETOP_CONTENT_<GAME>` (`TABLETOP_CONTENT_KING_OF_TOKYO=DIR`); the flag wins.
    /// Checked at start-up: a bad field stops the server with an error naming the file, the
    /// item and the field (docs/content-packs.md).
    #[arg(long = "content", global = true, value_name = "GAME=DIR")]
    pub content: Vec<String>,
    /// The older spelling of `--content outlive=DIR`, kept as an alias.
    #[arg(long, global = true, env = "TABLETOP_OUTLIVE_CONTENT")]
    pub outlive_content: Option<PathBuf>,
    /// How long a bearer token is accepted after `registerPlayer` or `renewToken`, in
    /// seconds (default 30 days). An expired token answers `UNAUTHENTICATED` with reason
    /// `TOKEN_EXPIRED`.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_TOKEN_TTL_SECS",
        default_value_t = 30 * 24 * 60 * 60,
        value_parser = clap::value_parser!(u64).range(1..=100 * 365 * 24 * 60 * 60)
    )]
    pub token_ttl_secs: u64,
    #[command(flatten)]
    pub limits: Limits,
    #[command(flatten)]
    pub rate_limits: RateLimits,
    #[command(flatten)]
    pub operations: Operations,
}

/// Per-token and per-IP request rates (token buckets, in memory, per process).
#[derive(Debug, Clone, Args)]
pub struct RateLimits {
    /// Requests per second one bearer token may make, sustained (0 turns the limit off).
    /// Each operation of a batch counts as one request; a websocket subscription counts one.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_RATE_PER_TOKEN",
        default_value_t = 200.0
    )]
    pub rate_per_token: f64,
    /// Requests one bearer token may make in a burst, above the sustained rate.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_BURST_PER_TOKEN",
        default_value_t = 2_000
    )]
    pub burst_per_token: u32,
    /// Requests per second one client IP address may make, sustained (0 turns the limit off).
    #[arg(
        long,
        global = true,
        env = "TABLETOP_RATE_PER_IP",
        default_value_t = 1_000.0
    )]
    pub rate_per_ip: f64,
    /// Requests one client IP address may make in a burst.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_BURST_PER_IP",
        default_value_t = 10_000
    )]
    pub burst_per_ip: u32,
}

/// Database and shutdown timing.
#[derive(Debug, Clone, Args)]
pub struct Operations {
    /// Longest wait for a database connection or lock, in milliseconds; past it a request
    /// answers `UNAVAILABLE` and /readyz 503.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_DB_TIMEOUT_MS",
        default_value_t = 5_000
    )]
    pub db_timeout_ms: u64,
    /// Connections in the database pool. Every request, command and subscription read
    /// shares them; PostgreSQL's own `max_connections` (100 by default) caps the sum over
    /// all server processes.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_DB_POOL_SIZE",
        default_value_t = 10,
        value_parser = clap::value_parser!(u32).range(1..)
    )]
    pub db_pool_size: u32,
    /// On SIGTERM or SIGINT: how long in-flight requests may take to finish, in seconds,
    /// before the process exits anyway.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_SHUTDOWN_TIMEOUT_SECS",
        default_value_t = 10
    )]
    pub shutdown_timeout_secs: u64,
    /// Most games kept folded in memory, so a command skips re-reading its stream (0 keeps
    /// none). A kept game is always checked against the store's version before it is used.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_STATE_CACHE_GAMES",
        default_value_t = domain::app::DEFAULT_STATE_CACHE_GAMES
    )]
    pub state_cache_games: usize,
}

/// Guards against expensive or oversized requests. All on by default.
#[derive(Debug, Clone, Args)]
pub struct Limits {
    /// Deepest allowed query nesting. 16 admits the standard introspection query that
    /// GraphiQL, code generators and API testers send.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_MAX_QUERY_DEPTH",
        default_value_t = 16
    )]
    pub max_query_depth: usize,
    /// Highest allowed query complexity (one point per field, lists multiplied).
    #[arg(
        long,
        global = true,
        env = "TABLETOP_MAX_QUERY_COMPLEXITY",
        default_value_t = 5_000
    )]
    pub max_query_complexity: usize,
    /// Largest accepted request body, in bytes.
    #[arg(long, global = true, env = "TABLETOP_MAX_BODY_BYTES", default_value_t = 256 * 1024)]
    pub max_body_bytes: usize,
    /// Most events a single `events` page returns.
    #[arg(long, global = true, env = "TABLETOP_MAX_PAGE", default_value_t = 500)]
    pub max_page: u32,
    /// Most aliases (`name: field`) one GraphQL document may use.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_MAX_ALIASES",
        default_value_t = 30
    )]
    pub max_aliases: usize,
    /// Most operations in one batched POST (a JSON array body).
    #[arg(long, global = true, env = "TABLETOP_MAX_BATCH", default_value_t = 10)]
    pub max_batch: usize,
    /// Most subscriptions open at once on one websocket connection.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_MAX_SUBSCRIPTIONS_PER_CONNECTION",
        default_value_t = 20
    )]
    pub max_subscriptions_per_connection: usize,
}

impl Settings {
    /// Defaults for tests and embedding: SQLite in `data_dir`, an ephemeral port.
    pub fn for_data_dir(data_dir: PathBuf) -> Settings {
        Cli::parse_from(["tabletop", "--bind", "127.0.0.1:0"])
            .settings
            .with_data_dir(data_dir)
    }

    fn with_data_dir(mut self, data_dir: PathBuf) -> Settings {
        self.data_dir = data_dir;
        self
    }
}
