//! Rules about where code may live, read from the source tree: a check that fails when a
//! game leaks out of its folder or the domain starts doing I/O.

use std::path::{Path, PathBuf};

#[path = "architecture/imports.rs"]
mod imports;

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

/// The rooms inside each crate form no loop: `app/`, the api, and each game's rules, cards
/// and Evolutions can each be read from the bottom up (the inner-rooms issue).
#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let root = workspace();
    let files = production_files();
    let mut found = Vec::new();
    for krate in ["domain/src", "persistence/src", "migrations/src", "api/src"] {
        let src = root.join(krate);
        let own: Vec<PathBuf> = files
            .iter()
            .filter(|f| f.starts_with(&src))
            .cloned()
            .collect();
        let graph = imports::Graph::of_crate(&src, &own);
        let short = |f: &String| {
            f.strip_prefix(&format!("{}/", root.display()))
                .unwrap_or(f)
                .to_owned()
        };
        for cycle in graph.cycles() {
            // Each file of the loop with the files of the loop it imports: where to cut.
            let arrows: Vec<String> = cycle
                .iter()
                .map(|f| {
                    let to: Vec<String> = graph.arrows[f]
                        .iter()
                        .filter(|t| cycle.contains(t))
                        .map(short)
                        .collect();
                    format!("{} -> {}", short(f), to.join(", "))
                })
                .collect();
            found.push(arrows);
        }
    }
    assert!(found.is_empty(), "import cycles:\n{found:#?}");
}

/// A rule fits on a screen or two: no production function in a game is 150 lines long.
#[test]
fn no_function_of_a_game_is_150_lines_long() {
    let root = workspace();
    let mut long = Vec::new();
    for file in production_files()
        .into_iter()
        .filter(|f| f.starts_with(root.join("domain/src/games")))
    {
        let text = std::fs::read_to_string(&file).unwrap();
        let lines = without_test_items(&text);
        for (start, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            let indent = line.len() - t.len();
            let is_fn = [
                "fn ",
                "pub fn ",
                "pub(crate) fn ",
                "pub(super) fn ",
                "const fn ",
                "pub const fn ",
            ]
            .iter()
            .any(|p| t.starts_with(p));
            if !is_fn || t.ends_with(';') {
                continue;
            }
            let close = format!("{}}}", " ".repeat(indent));
            let Some(len) = lines[start..].iter().position(|l| **l == close) else {
                continue;
            };
            if len + 1 >= 150 {
                let rel = file.strip_prefix(&root).unwrap().display().to_string();
                long.push(format!("{rel}:{}: {} lines", start + 1, len + 1));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions of 150 lines or more:\n{long:#?}"
    );
}

/// The lines of a file with each `#[cfg(test)]` item blanked, so line numbers still hold.
fn without_test_items(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut skipping: Option<(i32, bool)> = None;
    for line in text.lines() {
        if let Some((depth, opened)) = skipping.as_mut() {
            let code = code(line);
            *depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
            *opened |= code.contains('{');
            if (*opened && *depth <= 0) || (!*opened && code.ends_with(';')) {
                skipping = None;
            }
            out.push("");
            continue;
        }
        if line.trim() == "#[cfg(test)]" {
            skipping = Some((0, false));
            out.push("");
            continue;
        }
        out.push(line);
    }
    out
}
