//! Building and running the server: database, use cases, schema, HTTP.

use std::collections::HashMap;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::{App, HttpServer, web};
use domain::app::Tabletop;
use domain::catalog::{AnyPack, ContentPacks, GameKind};
use domain::engine::ContentError;

use crate::config::Settings;
use crate::graphql::{TabletopExecutor, build_schema};
use crate::http::{HttpLimits, routes};
use crate::lifecycle::{Readiness, Shutdown};
use crate::metrics::{Metrics, Sources};
use crate::rate_limit::RateLimiter;

/// A server bound to its port, not yet running.
pub struct Application {
    port: u16,
    server: Server,
    shutdown: Shutdown,
    db: persistence::Database,
    signals: StopSignals,
}

/// Connect to the configured database and run the migrations.
pub async fn connect(settings: &Settings) -> anyhow_like::Result<persistence::Database> {
    let mut config =
        persistence::DbConfig::new(settings.database_url.clone(), settings.data_dir.clone());
    config.timeout = Duration::from_millis(settings.operations.db_timeout_ms.max(1));
    config.max_connections = settings.operations.db_pool_size;
    let db = persistence::connect(&config)
        .await
        .map_err(anyhow_like::msg)?;
    db.migrate().await.map_err(anyhow_like::msg)?;
    Ok(db)
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow_like::Result<Application> {
        let db = connect(&settings).await?;
        let tabletop = Tabletop::new(db.ports())
            .with_content(content_packs(&settings)?)
            .with_token_ttl(Duration::from_secs(settings.token_ttl_secs))
            .with_state_cache(settings.operations.state_cache_games)
            .with_wakeups(Arc::new(db.clone()));
        tabletop
            .store_content_packs()
            .await
            .map_err(anyhow_like::msg)?;
        crate::bots::spawn_driver(tabletop.clone());
        crate::timekeeper::spawn_timekeeper(tabletop.clone());
        crate::projector::spawn_projector(tabletop.clone());
        let limiter = web::Data::new(RateLimiter::new(&settings.rate_limits));
        let metrics = Arc::new(Metrics::new(Some(Sources {
            tabletop: tabletop.clone(),
            limiter: limiter.clone(),
            db: db.clone(),
        })));
        db.observe(metrics.clone());
        let schema = TabletopExecutor::new(
            build_schema(
                Some(tabletop.clone()),
                Some(metrics.clone()),
                &settings.limits,
            ),
            crate::graphql::document_limits(&settings.limits),
        )
        .with_metrics(metrics.clone());
        let listener = TcpListener::bind(&settings.bind).map_err(anyhow_like::msg)?;
        let port = listener.local_addr().map_err(anyhow_like::msg)?.port();
        let schema = web::Data::new(schema);
        let tabletop = web::Data::new(tabletop);
        let metrics = web::Data::from(metrics);
        let readiness = web::Data::new(Readiness::new(
            db.clone(),
            Duration::from_millis(settings.operations.db_timeout_ms.max(1)),
        ));
        let shutdown = Shutdown::default();
        let shutdown_data = web::Data::new(shutdown.clone());
        let http_limits = web::Data::new(HttpLimits {
            max_body_bytes: settings.limits.max_body_bytes,
            max_batch: settings.limits.max_batch.max(1),
            max_subscriptions_per_connection: settings.limits.max_subscriptions_per_connection,
        });
        let server = HttpServer::new(move || {
            App::new()
                .app_data(schema.clone())
                .app_data(tabletop.clone())
                .app_data(metrics.clone())
                .app_data(readiness.clone())
                .app_data(shutdown_data.clone())
                .app_data(limiter.clone())
                .app_data(http_limits.clone())
                .wrap(actix_web::middleware::Logger::new("%r %s %Dms").log_target("tabletop::http"))
                .configure(routes)
        })
        // Signals are handled in `run_until_stopped`, which closes websockets first.
        .disable_signals()
        .shutdown_timeout(settings.operations.shutdown_timeout_secs)
        .listen(listener)
        .map_err(anyhow_like::msg)?
        .run();
        Ok(Application {
            port,
            server,
            shutdown,
            db,
            signals: StopSignals::new(),
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serve until SIGTERM or SIGINT, then shut down gracefully: stop accepting
    /// connections, end every subscription and close the websockets, let in-flight requests
    /// finish (up to the shutdown timeout), close the database pool.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let handle = self.server.handle();
        let shutdown = self.shutdown.clone();
        let signals = self.signals;
        let signals = actix_web::rt::spawn(async move {
            signals.recv().await;
            tracing::info!("shutting down");
            shutdown.trigger();
            handle.stop(true).await;
        });
        let served = self.server.await;
        signals.abort();
        if let Err(e) = self.db.close().await {
            tracing::warn!("closing the database: {e}");
        }
        served
    }
}

/// SIGTERM or SIGINT (Ctrl-C), listened for from creation on: a signal that arrives after
/// the server prints its port but before it runs still shuts it down gracefully.
struct StopSignals {
    #[cfg(unix)]
    unix: Option<(tokio::signal::unix::Signal, tokio::signal::unix::Signal)>,
}

impl StopSignals {
    fn new() -> StopSignals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            StopSignals {
                unix: signal(SignalKind::terminate())
                    .and_then(|term| Ok((term, signal(SignalKind::interrupt())?)))
                    .ok(),
            }
        }
        #[cfg(not(unix))]
        StopSignals {}
    }

    async fn recv(self) {
        #[cfg(unix)]
        if let Some((mut term, mut int)) = self.unix {
            tokio::select! {
                _ = term.recv() => {}
                _ = int.recv() => {}
            }
            return;
        }
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The content packs named in the settings (`--content`, `TABLETOP_CONTENT_<GAME>`, the
/// older `--outlive-content`), read and validated: a bad field stops the start-up.
pub fn content_packs(settings: &Settings) -> anyhow_like::Result<ContentPacks> {
    let mut dirs: HashMap<GameKind, PathBuf> = HashMap::new();
    // Lowest precedence first: the alias, then the environment, then the flags.
    if let Some(dir) = &settings.outlive_content
        && let Some(kind) = GameKind::parse("outlive")
    {
        dirs.insert(kind, dir.clone());
    }
    for &kind in GameKind::ALL {
        let var = format!("TABLETOP_CONTENT_{}", kind.as_str().to_uppercase());
        if let Some(dir) = std::env::var_os(&var).filter(|d| !d.is_empty()) {
            dirs.insert(kind, PathBuf::from(dir));
        }
    }
    for spec in &settings.content {
        let (game, dir) = spec
            .split_once('=')
            .ok_or_else(|| anyhow_like::msg(format!("--content {spec}: expected GAME=DIR")))?;
        let kind = GameKind::parse(game.trim()).ok_or_else(|| {
            let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.as_str()).collect();
            anyhow_like::msg(format!(
                "--content {spec}: unknown game {game}; one of {}",
                known.join(", ")
            ))
        })?;
        dirs.insert(kind, PathBuf::from(dir));
    }
    let mut packs = ContentPacks::default();
    for (kind, dir) in dirs {
        let pack = read_pack(kind, &dir).map_err(|e| {
            anyhow_like::msg(format!(
                "{} content pack in {}: {e}",
                kind.as_str(),
                dir.display()
            ))
        })?;
        let (provisional, total) = pack.provisional_share();
        tracing::info!(
            game = kind.as_str(),
            name = pack.name(),
            hash = pack.hash(),
            provisional,
            total,
            "content pack loaded"
        );
        packs.insert(pack);
    }
    Ok(packs)
}

/// Read the files of one pack directory; the domain parses and validates their text.
fn read_pack(kind: GameKind, dir: &Path) -> Result<AnyPack, ContentError> {
    let mut texts = Vec::new();
    for &file in kind.content_files() {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).map_err(|e| {
            ContentError::new(file, "", format!("cannot read {}: {e}", path.display()))
        })?;
        texts.push((file, text));
    }
    let files: Vec<(&str, &str)> = texts.iter().map(|(f, t)| (*f, t.as_str())).collect();
    kind.parse_pack(&format!("custom:{}", dir.display()), &files)
}

/// A boxed error with a message; enough for start-up failures.
pub mod anyhow_like {
    pub type Error = Box<dyn std::error::Error + Send + Sync>;
    pub type Result<T> = std::result::Result<T, Error>;

    pub fn msg(e: impl std::fmt::Display) -> Error {
        e.to_string().into()
    }
}
