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

#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Serve the API (the default).
    Serve,
    /// Run the database migrations and exit.
    Migrate,
    /// Print the GraphQL schema (SDL) and exit.
    Schema,
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
    /// Where the SQLite database lives when no DATABASE_URL is set.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_DATA_DIR",
        default_value = "./data"
    )]
    pub data_dir: PathBuf,
    #[command(flatten)]
    pub limits: Limits,
}

/// Guards against expensive or oversized requests. All on by default.
#[derive(Debug, Clone, Args)]
pub struct Limits {
    /// Deepest allowed query nesting.
    #[arg(
        long,
        global = true,
        env = "TABLETOP_MAX_QUERY_DEPTH",
        default_value_t = 12
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
