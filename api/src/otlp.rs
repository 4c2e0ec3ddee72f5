//! OpenTelemetry trace export: the request and command spans (targets
//! [`crate::spans::REQUEST`] and [`crate::spans::COMMAND`]) sent over OTLP (HTTP, protobuf)
//! to a collector. Only in a build with the `otlp` feature (`cargo build -p api --features
//! otlp`), which the default build leaves out so that it stays lean.
//!
//! Configured by the standard OpenTelemetry variables: exporting starts when
//! `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set;
//! `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_EXPORTER_OTLP_TIMEOUT` and `OTEL_SERVICE_NAME`
//! (default `tabletop`) apply as everywhere else.

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::Resource;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::{Layer, Registry};

/// The exporter while the process runs; dropping it sends what is still buffered.
pub struct Traces(SdkTracerProvider);

impl Traces {
    /// The export the environment asks for, or `None` when no endpoint is set.
    pub fn from_env() -> Result<Option<Traces>, String> {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if !set("OTEL_EXPORTER_OTLP_ENDPOINT") && !set("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") {
            return Ok(None);
        }
        let exporter = opentelemetry_otlp::SpanExporter::builder()
            .with_http()
            .build()
            .map_err(|e| format!("cannot set up the OTLP exporter: {e}"))?;
        let mut resource = Resource::builder();
        if !set("OTEL_SERVICE_NAME") {
            resource = resource.with_service_name("tabletop");
        }
        let provider = SdkTracerProvider::builder()
            .with_batch_exporter(exporter)
            .with_resource(resource.build())
            .build();
        Ok(Some(Traces(provider)))
    }

    /// The tracing layer that turns the request and command spans into OpenTelemetry
    /// spans; nothing else reaches it.
    pub fn layer(&self) -> Box<dyn Layer<Registry> + Send + Sync> {
        tracing_opentelemetry::layer()
            .with_tracer(self.0.tracer("tabletop"))
            .with_filter(
                Targets::new()
                    .with_target(crate::spans::REQUEST, tracing::Level::INFO)
                    .with_target(crate::spans::COMMAND, tracing::Level::INFO),
            )
            .boxed()
    }
}

impl Drop for Traces {
    fn drop(&mut self) {
        if let Err(e) = self.0.shutdown() {
            eprintln!("tabletop: the last traces were not exported: {e}");
        }
    }
}
