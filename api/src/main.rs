use api::config::{Cli, Command};
use api::startup::{Application, connect};
use clap::Parser;
use tracing_subscriber::EnvFilter;

// Fan-out allocates and frees many short-lived buffers per delivery on every worker thread;
// glibc's malloc spent about a quarter of the server's CPU there (BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let _telemetry = init_logs(cli.settings.log_format);
    let result = match cli.command.unwrap_or(Command::Serve) {
        Command::Schema => {
            print!("{}", api::schema_sdl());
            Ok(())
        }
        Command::Migrate => connect(&cli.settings).await.map(|_| {
            tracing::info!("migrations applied");
        }),
        Command::Export {
            games,
            campaigns,
            all,
            kind,
            status,
            player,
            with_tokens,
        } => {
            let filter = (kind.is_some() || status.is_some() || player.is_some()).then(|| {
                domain::app::GameFilter {
                    kind,
                    status,
                    player_id: player,
                    ..Default::default()
                }
            });
            let request = domain::app::ExportRequest {
                games,
                campaigns,
                filter,
                all,
                with_tokens,
            };
            export(&cli.settings, &request).await
        }
        Command::Import { file } => import(&cli.settings, &file).await,
        Command::Verify { file } => verify(&file),
        Command::RebuildProjections => rebuild_projections(&cli.settings).await,
        Command::Serve => serve(cli.settings).await,
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e}");
            eprintln!("tabletop: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Logs go to stderr, so stdout carries what a command produces (`export`, `schema`);
/// colours only when stderr is a terminal, so files and collectors get plain text.
///
/// Beside the logs, sqlx's pool acquire events feed `/metrics` (`metrics::PoolWaits`); each
/// layer has its own filter, so `RUST_LOG` never hides them and they never reach the logs.
///
/// Built with the `otlp` feature, the request and command spans also go to an OpenTelemetry
/// collector when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (`api::otlp`); the value returned
/// sends what is left when the process ends.
fn init_logs(format: api::config::LogFormat) -> Telemetry {
    use std::io::IsTerminal;
    use tracing_subscriber::Registry;
    use tracing_subscriber::filter::Targets;
    use tracing_subscriber::prelude::*;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let logs = match format {
        api::config::LogFormat::Json => logs.json().with_filter(filter).boxed(),
        api::config::LogFormat::Text => logs
            .with_ansi(std::io::stderr().is_terminal())
            .with_filter(filter)
            .boxed(),
    };
    let pool_waits = api::metrics::PoolWaits.with_filter(
        Targets::new().with_target(persistence::ACQUIRE_EVENTS, tracing::Level::TRACE),
    );
    #[cfg_attr(not(feature = "otlp"), allow(unused_mut))]
    let mut layers: Vec<Box<dyn tracing_subscriber::Layer<Registry> + Send + Sync>> =
        vec![logs, pool_waits.boxed()];
    #[cfg(feature = "otlp")]
    let traces = match api::otlp::Traces::from_env() {
        Ok(traces) => traces,
        Err(e) => {
            eprintln!("tabletop: traces are not exported: {e}");
            None
        }
    };
    #[cfg(feature = "otlp")]
    if let Some(traces) = &traces {
        layers.push(traces.layer());
    }
    tracing_subscriber::registry().with(layers).init();
    Telemetry {
        #[cfg(feature = "otlp")]
        _traces: traces,
    }
}

/// What must live as long as the process for its telemetry to be complete.
struct Telemetry {
    #[cfg(feature = "otlp")]
    _traces: Option<api::otlp::Traces>,
}

async fn export(
    settings: &api::config::Settings,
    request: &domain::app::ExportRequest,
) -> api::startup::anyhow_like::Result<()> {
    use api::startup::anyhow_like::msg;
    use std::io::Write;
    if request.games.is_empty()
        && request.campaigns.is_empty()
        && request.filter.is_none()
        && !request.all
    {
        return Err(msg(
            "say what to export: --game, --campaign, --kind, --status, --player or --all",
        ));
    }
    let db = connect(settings).await?;
    let tabletop = domain::app::Tabletop::new(db.ports());
    let export = tabletop.export(request).await.map_err(msg)?;
    std::io::stdout()
        .write_all(export.to_ndjson().as_bytes())
        .map_err(msg)
}

async fn rebuild_projections(
    settings: &api::config::Settings,
) -> api::startup::anyhow_like::Result<()> {
    use api::startup::anyhow_like::msg;
    let db = connect(settings).await?;
    // After a bulk load (an import, a restored dump) the planner may still think the
    // tables empty, and read each game's events by scanning them all.
    db.analyze().await.map_err(msg)?;
    let tabletop = domain::app::Tabletop::new(db.ports());
    let run = tabletop.rebuild_history().await.map_err(msg)?;
    // And for the history rows just written, before anyone searches them.
    db.analyze().await.map_err(msg)?;
    println!("rebuilt history: {} finished games counted", run.counted);
    Ok(())
}

/// Prints one line per stream of the file, so a script can see what was new.
async fn import(
    settings: &api::config::Settings,
    file: &std::path::Path,
) -> api::startup::anyhow_like::Result<()> {
    use api::startup::anyhow_like::msg;
    let text =
        std::fs::read_to_string(file).map_err(|e| msg(format!("{}: {e}", file.display())))?;
    let export = domain::app::export::parse_export(&text).map_err(msg)?;
    let db = connect(settings).await?;
    let tabletop = domain::app::Tabletop::new(db.ports());
    let imported = tabletop.import(export).await.map_err(msg)?;
    // Fresh statistics for what was just loaded, before the server reads it by game.
    db.analyze().await.map_err(msg)?;
    if imported.players > 0 {
        println!(
            "players: {} in the file, {} added",
            imported.players, imported.players_added
        );
    }
    for stream in imported.streams {
        let kind = match stream.kind {
            domain::app::StreamKind::Game => "game",
            domain::app::StreamKind::Campaign => "campaign",
        };
        println!(
            "{kind} {}: {} events, {} added",
            stream.stream_id, stream.events, stream.added
        );
    }
    Ok(())
}

fn verify(file: &std::path::Path) -> api::startup::anyhow_like::Result<()> {
    use api::startup::anyhow_like::msg;
    let text =
        std::fs::read_to_string(file).map_err(|e| msg(format!("{}: {e}", file.display())))?;
    let events = domain::app::export::parse_ndjson(&text).map_err(msg)?;
    let verified = domain::app::verify::verify_game(&events).map_err(msg)?;
    println!(
        "verified: seed matches commitment {}; {} commands re-derived from the seed; version {}",
        verified.commitment, verified.commands, verified.version
    );
    if let Some(version) = verified.rules_changed_at {
        // Not verified past this point, so not a success: a script must not read it as one.
        return Err(msg(format!(
            "RULES_REVISION_CHANGED: stopped at version {version}: it was decided under an \
             older revision of the game's rules, which today's rules decide differently (or \
             it was altered; the two cannot be told apart); the check covers the versions \
             before it only"
        )));
    }
    Ok(())
}

async fn serve(settings: api::config::Settings) -> api::startup::anyhow_like::Result<()> {
    let bind = settings.bind.clone();
    let app = Application::build(settings).await?;
    tracing::info!(%bind, port = app.port(), "tabletop listening; GraphiQL at /graphql");
    // Tests and scripts read this line to learn the port when binding to port 0.
    println!("listening on port {}", app.port());
    app.run_until_stopped().await?;
    Ok(())
}
