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
        TestServer::start_with(db, &[], &[])
    }

    /// Like [`TestServer::start`], with extra command-line arguments and environment
    /// variables (e.g. low limits for a test of its own).
    pub fn start_with(db: &TestDb, args: &[&str], env: &[(&str, &str)]) -> TestServer {
        TestServer::start_on(db, db.database_url.as_deref(), args, env)
    }

    /// Like [`TestServer::start_with`], against `database_url` instead of `db`'s own URL
    /// (e.g. a proxy in front of it).
    pub fn start_on(
        db: &TestDb,
        database_url: Option<&str>,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> TestServer {
        let mut command = Command::new(tabletop_binary());
        command
            .args(["serve", "--bind", "127.0.0.1:0"])
            .env("TABLETOP_DATA_DIR", &db.data_dir)
            .env("RUST_LOG", "warn")
            .env_remove("DATABASE_URL")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .args(args)
            .envs(env.iter().copied());
        if let Some(url) = database_url {
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

    /// The server process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Send a signal (`"TERM"`, `"KILL"`, ...) to the server with `kill`.
    pub fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.pid().to_string())
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -{name} failed");
    }

    /// Wait up to `limit` for the process to exit; its exit status, or `None` if it is
    /// still running.
    pub fn wait_exit(&mut self, limit: std::time::Duration) -> Option<std::process::ExitStatus> {
        let start = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the server process") {
                return Some(status);
            }
            if start.elapsed() > limit {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
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
                // The same build as scripts/lib/build.sh: building `-p api` alone would
                // resolve other features and compile the domain crate once more.
                .args(["build", "-q", "--workspace", "--all-targets"])
                .args(["--features", "domain/testing"]);
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

/// The binary run as a command-line tool (`export`, `import`, `verify`...) against `db`.
pub fn tool(db: &crate::TestDb, args: &[&str]) -> std::process::Output {
    let mut command = std::process::Command::new(tabletop_binary());
    command
        .args(args)
        .env("TABLETOP_DATA_DIR", &db.data_dir)
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL");
    if let Some(url) = &db.database_url {
        command.env("DATABASE_URL", url);
    }
    command.output().expect("run tabletop")
}
