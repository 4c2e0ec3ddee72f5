//! Building and running the server: database, use cases, schema, HTTP.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{App, HttpServer, web};
use domain::app::Tabletop;

use crate::config::Settings;
use crate::graphql::{Bus, build_schema};
use crate::http::{Metrics, routes};

/// Answers `/readyz`: can the database be reached right now?
pub struct Readiness(persistence::Database);

impl Readiness {
    pub async fn check(&self) -> bool {
        self.0.ping().await.is_ok()
    }
}

/// A server bound to its port, not yet running.
pub struct Application {
    port: u16,
    server: Server,
}

/// Connect to the configured database and run the migrations.
pub async fn connect(settings: &Settings) -> anyhow_like::Result<persistence::Database> {
    let config =
        persistence::DbConfig::new(settings.database_url.clone(), settings.data_dir.clone());
    let db = persistence::connect(&config)
        .await
        .map_err(anyhow_like::msg)?;
    db.migrate().await.map_err(anyhow_like::msg)?;
    Ok(db)
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow_like::Result<Application> {
        let db = connect(&settings).await?;
        let tabletop = Tabletop::new(db.ports());
        let bus = Bus(Arc::new(db.clone()));
        crate::bots::spawn_driver(tabletop.clone(), bus.0.clone());
        let schema = build_schema(Some(tabletop.clone()), Some(bus), &settings.limits);
        let listener = TcpListener::bind(&settings.bind).map_err(anyhow_like::msg)?;
        let port = listener.local_addr().map_err(anyhow_like::msg)?.port();
        let schema = web::Data::new(schema);
        let tabletop = web::Data::new(tabletop);
        let metrics = web::Data::new(Metrics::default());
        let readiness = web::Data::new(Readiness(db));
        let max_body = settings.limits.max_body_bytes;
        let server = HttpServer::new(move || {
            App::new()
                .app_data(schema.clone())
                .app_data(tabletop.clone())
                .app_data(metrics.clone())
                .app_data(readiness.clone())
                .app_data(web::PayloadConfig::new(max_body))
                .wrap(actix_web::middleware::Logger::new("%r %s %Dms").log_target("tabletop::http"))
                .configure(routes)
        })
        .listen(listener)
        .map_err(anyhow_like::msg)?
        .run();
        Ok(Application { port, server })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// A boxed error with a message; enough for start-up failures.
pub mod anyhow_like {
    pub type Error = Box<dyn std::error::Error + Send + Sync>;
    pub type Result<T> = std::result::Result<T, Error>;

    pub fn msg(e: impl std::fmt::Display) -> Error {
        e.to_string().into()
    }
}
