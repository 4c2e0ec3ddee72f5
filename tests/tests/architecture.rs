//! Rules about where code may live, read from the source tree: a check that fails when a
//! game leaks out of its folder or the domain starts doing I/O.

use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the workspace root")
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Production source: each crate's `src/`, less test modules (`tests/` folders and
/// `tests.rs` files) and binaries that exist only for tests and benchmarks.
fn production_files() -> Vec<PathBuf> {
    let root = workspace();
    ["domain/src", "persistence/src", "migrations/src", "api/src"]
        .iter()
        .flat_map(|dir| rust_files(&root.join(dir)))
        .filter(|p| {
            let s = p
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            !s.contains("/tests/") && !s.ends_with("/tests.rs") && !s.ends_with("/testing.rs")
        })
        .collect()
}

/// The code of a line, without a trailing `//` comment; doc and plain comment lines are
/// skipped by the callers.
fn code(line: &str) -> &str {
    line.split("//").next().unwrap_or(line).trim()
}

fn is_comment(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("//") || t.starts_with("/*") || t.starts_with('*')
}

#[test]
fn only_the_catalog_line_names_a_game_outside_its_folder() {
    let root = workspace();
    let games: Vec<(String, String)> = domain::catalog::GameKind::ALL
        .iter()
        .map(|k| (k.as_str().to_owned(), format!("{k:?}")))
        .collect();
    let mut hits = Vec::new();
    for file in production_files() {
        let rel = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&file).unwrap();
        for (module, type_name) in &games {
            if rel.starts_with(&format!("domain/src/games/{module}/")) {
                continue;
            }
            for (n, line) in text.lines().enumerate() {
                if is_comment(line) {
                    continue;
                }
                let code = code(line);
                let names_module = code.contains(&format!("{module}::"));
                let names_type = code
                    .split(|c: char| !c.is_alphanumeric() && c != '_')
                    .any(|word| word == type_name);
                if names_module || names_type {
                    hits.push(format!("{rel}:{}: {code}", n + 1));
                }
            }
        }
    }
    let expected: Vec<String> = games
        .iter()
        .map(|(module, type_name)| format!("{module}::{type_name},"))
        .collect();
    let catalog_lines: Vec<&String> = hits
        .iter()
        .filter(|h| {
            h.starts_with("domain/src/games/mod.rs:") && expected.iter().any(|e| h.ends_with(e))
        })
        .collect();
    let others: Vec<&String> = hits.iter().filter(|h| !catalog_lines.contains(h)).collect();
    assert!(
        others.is_empty(),
        "games named outside their folder:\n{others:#?}"
    );
    assert_eq!(
        catalog_lines.len(),
        games.len(),
        "one catalog line per game: {hits:#?}"
    );
}

#[test]
fn the_domain_does_no_io() {
    let root = workspace();
    let forbidden = ["std::fs", "std::net", "tokio::", "std::process"];
    let mut hits = Vec::new();
    for file in rust_files(&root.join("domain/src")) {
        let rel = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if is_comment(line) {
                continue;
            }
            if let Some(f) = forbidden.iter().find(|f| code(line).contains(*f)) {
                hits.push(format!("{rel}:{}: {f}", n + 1));
            }
        }
    }
    assert!(hits.is_empty(), "domain/src must not do I/O:\n{hits:#?}");
}
