use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;

use crate::TestDb;

/// A running `tabletop` process. Killed when dropped.
pub struct TestServer {
    child: Child,
    pub port: u16,
}

impl TestServer {
    /// Start the real binary on an ephemeral port against `db`, and wait until it listens.
    pub fn start(db: &TestDb) -> TestServer {
        let mut command = Command::new(tabletop_binary());
        command
            .args(["serve", "--bind", "127.0.0.1:0"])
            .env("TABLETOP_DATA_DIR", &db.data_dir)
            .env("RUST_LOG", "warn")
            .env_remove("DATABASE_URL")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if let Some(url) = &db.database_url {
            command.env("DATABASE_URL", url);
        }
        let mut child = command.spawn().expect("start the tabletop binary");
        let stdout = child.stdout.take().expect("the server's stdout");
        let mut lines = BufReader::new(stdout).lines();
        let port = loop {
            let line = lines
                .next()
                .expect("the server exited before listening")
                .expect("read the server's stdout");
            if let Some(port) = line.strip_prefix("listening on port ") {
                break port.trim().parse().expect("a port number");
            }
        };
        // Keep draining stdout so the server never blocks on a full pipe.
        std::thread::spawn(move || for _ in lines {});
        TestServer { child, port }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/graphql", self.port)
    }

    pub fn ws_url(&self) -> String {
        format!("ws://127.0.0.1:{}/graphql/ws", self.port)
    }

    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `tabletop` binary: `TABLETOP_BIN` if set, else built (once per test process) into
/// the same target directory as the running test.
pub fn tabletop_binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| {
            if let Ok(path) = std::env::var("TABLETOP_BIN") {
                return PathBuf::from(path);
            }
            let exe = std::env::current_exe().expect("the test executable's path");
            // target/<profile>/deps/<test> -> target/<profile>
            let profile_dir = exe
                .parent()
                .and_then(|deps| deps.parent())
                .expect("the test runs from target/<profile>/deps")
                .to_path_buf();
            let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let mut build = Command::new(cargo);
            build
                .current_dir(&workspace)
                .args(["build", "-q", "-p", "api", "--bin", "tabletop"]);
            if profile_dir.ends_with("release") {
                build.arg("--release");
            }
            if let Some(target_dir) = profile_dir.parent() {
                build.env("CARGO_TARGET_DIR", target_dir);
            }
            let status = build
                .status()
                .expect("run cargo build for the tabletop binary");
            assert!(status.success(), "building the tabletop binary failed");
            profile_dir.join("tabletop")
        })
        .clone()
}
