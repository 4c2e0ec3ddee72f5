//! The file-level import graph of a crate, read from its source: which file names an item
//! defined in which other file. A cycle in it means two rooms that cannot be read, changed
//! or moved apart, which is what the inner-rooms checks forbid.
//!
//! A file imports another when a `use` or a path in its code (`crate::`, `super::`,
//! `self::` or a child module's name) resolves to a module defined by that file. A name
//! reached through a parent's `pub use` re-export is followed to the file that defines it,
//! since a re-export is an alias, not code. Test code (`#[cfg(test)]` items, `tests/`
//! folders, `tests.rs`) is left out: tests may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One source file as a module of its crate.
struct Module {
    file: String,
    path: Vec<String>,
    /// The code with comments and test items removed.
    code: String,
}

pub struct Graph {
    /// file -> the files it imports
    pub arrows: BTreeMap<String, BTreeSet<String>>,
}

fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    match last.as_str() {
        "mod.rs" | "lib.rs" => {}
        other => parts.push(other.trim_end_matches(".rs").to_owned()),
    }
    parts
}

/// Remove comments, string literals' contents and `#[cfg(test)]` items.
fn strip(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim();
        if t.starts_with("//") {
            continue;
        }
        if t == "#[cfg(test)]" {
            // Skip the next item: one line ending in `;`, or a braced block.
            let mut depth = 0i32;
            let mut opened = false;
            for next in lines.by_ref() {
                let code = next.split("//").next().unwrap_or("");
                depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
                opened |= code.contains('{');
                if (opened && depth <= 0) || (!opened && code.trim_end().ends_with(';')) {
                    break;
                }
            }
            continue;
        }
        let code = line.split("//").next().unwrap_or("");
        out.push_str(&without_strings(code));
        out.push('\n');
    }
    out
}

fn without_strings(line: &str) -> String {
    let mut out = String::new();
    let mut in_string = false;
    let mut escaped = false;
    for c in line.chars() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
                out.push('"');
            }
            continue;
        }
        if c == '"' {
            in_string = true;
        }
        out.push(c);
    }
    out
}

/// `a::{b, c::{d, e}}` -> `a::b`, `a::c::d`, `a::c::e` (`self` in a group names `a`).
fn expand(tree: &str) -> Vec<String> {
    // Spaces matter only in ` as `.
    let mut tree = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    for punct in ["::", "{", "}", ","] {
        tree = tree
            .replace(&format!(" {punct}"), punct)
            .replace(&format!("{punct} "), punct);
    }
    let Some(open) = tree.find('{') else {
        return vec![tree.trim_end_matches("::self").to_owned()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            if p == "self" {
                vec![prefix.trim_end_matches("::").to_owned()]
            } else {
                expand(&format!("{prefix}{p}"))
            }
        })
        .collect()
}

/// The paths a file's code names: every `use` tree expanded, and every path expression
/// that starts with `crate`, `super` or `self`. `as` renames are dropped.
fn named_paths(code: &str) -> (Vec<Use>, String) {
    let mut uses = Vec::new();
    let mut rest = String::new();
    let mut statement: Option<(bool, String)> = None;
    for line in code.lines() {
        let t = line.trim();
        if let Some((public, s)) = statement.as_mut() {
            s.push_str(t);
            if let Some(done) = s.strip_suffix(';') {
                let public = *public;
                uses.extend(expand(done).into_iter().map(|path| Use { path, public }));
                statement = None;
            }
            continue;
        }
        let Some((public, body)) = [
            (true, "pub use "),
            (true, "pub(crate) use "),
            (true, "pub(super) use "),
            (false, "use "),
        ]
        .iter()
        .find_map(|(public, prefix)| t.strip_prefix(prefix).map(|b| (*public, b))) else {
            rest.push_str(line);
            rest.push('\n');
            continue;
        };
        if let Some(done) = body.strip_suffix(';') {
            uses.extend(expand(done).into_iter().map(|path| Use { path, public }));
        } else {
            statement = Some((public, body.to_owned()));
        }
    }
    (uses, rest)
}

/// One path a `use` names; a public one is a re-export.
struct Use {
    path: String,
    public: bool,
}

/// Whether `word` occurs in `code` as a whole identifier.
fn mentions(code: &str, word: &str) -> bool {
    code.match_indices(word).any(|(i, _)| {
        let before = code[..i].chars().next_back();
        let after = code[i + word.len()..].chars().next();
        let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !ident(before) && !ident(after)
    })
}

/// Every path expression in `code` that starts with one of `starts` (`crate`, a child
/// module's name, ...).
fn path_expressions(code: &str, starts: &[String]) -> Vec<String> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    for start in starts {
        let start = format!("{start}::");
        let mut from = 0;
        while let Some(at) = code[from..].find(&start) {
            let begin = from + at;
            from = begin + start.len();
            if begin > 0
                && (bytes[begin - 1].is_ascii_alphanumeric()
                    || bytes[begin - 1] == b'_'
                    || bytes[begin - 1] == b':')
            {
                continue;
            }
            let end = code[begin..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| begin + e);
            out.push(code[begin..end].trim_end_matches(':').to_owned());
        }
    }
    out
}

/// Whether `code` defines an item called `name` itself.
fn defines(code: &str, name: &str) -> bool {
    [
        "fn",
        "struct",
        "enum",
        "trait",
        "type",
        "const",
        "static",
        "mod",
        "union",
        "macro_rules!",
    ]
    .iter()
    .any(|kw| {
        let needle = format!("{kw} {name}");
        code.match_indices(&needle).any(|(i, _)| {
            let after = code[i + needle.len()..].chars().next();
            !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    })
}

impl Graph {
    /// The graph of the crate whose source folder is `src` (`lib.rs` its root).
    pub fn of_crate(src: &Path, files: &[PathBuf]) -> Graph {
        let modules: Vec<Module> = files
            .iter()
            .filter(|f| !f.ends_with("main.rs") && !f.to_string_lossy().contains("/bin/"))
            .map(|f| Module {
                file: f.to_string_lossy().into_owned(),
                path: module_path(src, f),
                code: strip(&std::fs::read_to_string(f).unwrap()),
            })
            .collect();
        let by_path: BTreeMap<Vec<String>, usize> = modules
            .iter()
            .enumerate()
            .map(|(i, m)| (m.path.clone(), i))
            .collect();
        // Every path a file names, with whether it is only a re-export: a `pub use` of a
        // name the file's own code never mentions is an alias for others, not an import.
        let paths: Vec<Vec<(String, bool)>> = modules
            .iter()
            .map(|m| {
                let (uses, rest) = named_paths(&m.code);
                let mut uses: Vec<(String, bool)> = uses
                    .into_iter()
                    .map(|u| {
                        let name = u.path.rsplit(" as ").next().unwrap_or(&u.path);
                        let name = name.rsplit("::").next().unwrap_or(name).to_owned();
                        let alias_only = u.public && !mentions(&rest, &name);
                        (u.path, alias_only)
                    })
                    .collect();
                let mut starts: Vec<String> = ["crate", "super", "self"].map(String::from).to_vec();
                starts.extend(
                    by_path
                        .keys()
                        .filter(|p| p.len() == m.path.len() + 1 && p.starts_with(&m.path))
                        .map(|p| p.last().unwrap().clone()),
                );
                uses.extend(
                    path_expressions(&rest, &starts)
                        .into_iter()
                        .map(|p| (p, false)),
                );
                uses
            })
            .collect();
        // What each file's `use`s bring into scope: name -> the absolute path it aliases
        // (the key "*" collects glob imports).
        let aliases: Vec<Aliases> = modules
            .iter()
            .zip(&paths)
            .map(|(m, uses)| {
                let mut out = Aliases::default();
                for (p, _) in uses.iter().filter(|(p, _)| !p.contains('(')) {
                    let (path, rename) = match p.split_once(" as ") {
                        Some((path, rename)) => (path, Some(rename)),
                        None => (p.as_str(), None),
                    };
                    let Some(abs) = absolute(&m.path, path, &by_path) else {
                        continue;
                    };
                    if abs.last().is_some_and(|s| s == "*") {
                        out.globs.push(abs[..abs.len() - 1].to_vec());
                    } else if let Some(name) = rename.or(abs.last().map(String::as_str)) {
                        out.names.insert(name.to_owned(), abs);
                    }
                }
                out
            })
            .collect();
        let codes: Vec<&str> = modules.iter().map(|m| m.code.as_str()).collect();
        let world = World {
            modules: &by_path,
            aliases: &aliases,
            codes: &codes,
        };
        let mut arrows: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (i, m) in modules.iter().enumerate() {
            let entry = arrows.entry(m.file.clone()).or_default();
            for (p, alias_only) in &paths[i] {
                if *alias_only {
                    continue;
                }
                let path = p.split(" as ").next().unwrap();
                let Some(abs) = absolute(&m.path, path, &by_path) else {
                    continue;
                };
                let abs = if abs.last().is_some_and(|s| s == "*") {
                    abs[..abs.len() - 1].to_vec()
                } else {
                    abs
                };
                let Some(target) = world.resolve(&abs, 0) else {
                    continue;
                };
                if target != i {
                    entry.insert(modules[target].file.clone());
                }
            }
        }
        Graph { arrows }
    }

    /// The strongly connected components of more than one file (Tarjan).
    pub fn cycles(&self) -> Vec<Vec<String>> {
        let nodes: Vec<&String> = self.arrows.keys().collect();
        let index_of: BTreeMap<&String, usize> =
            nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
        let edges: Vec<Vec<usize>> = nodes
            .iter()
            .map(|n| {
                self.arrows[*n]
                    .iter()
                    .filter_map(|t| index_of.get(t).copied())
                    .collect()
            })
            .collect();
        let mut t = Tarjan {
            edges: &edges,
            index: vec![None; nodes.len()],
            low: vec![0; nodes.len()],
            on_stack: vec![false; nodes.len()],
            stack: Vec::new(),
            next: 0,
            found: Vec::new(),
        };
        for v in 0..nodes.len() {
            if t.index[v].is_none() {
                t.visit(v);
            }
        }
        t.found
            .into_iter()
            .filter(|c| c.len() > 1)
            .map(|c| {
                let mut names: Vec<String> = c.into_iter().map(|i| nodes[i].clone()).collect();
                names.sort();
                names
            })
            .collect()
    }
}

/// A path as named in module `at`, made absolute from the crate root; `None` for another
/// crate's path.
fn absolute(
    at: &[String],
    path: &str,
    modules: &BTreeMap<Vec<String>, usize>,
) -> Option<Vec<String>> {
    let mut segments = path.split("::").filter(|s| !s.is_empty()).peekable();
    let mut out: Vec<String> = match *segments.peek()? {
        "crate" => {
            segments.next();
            Vec::new()
        }
        "super" | "self" => at.to_vec(),
        first => {
            // A child module's name, in scope without a prefix.
            let mut child = at.to_vec();
            child.push(first.to_owned());
            if !modules.contains_key(&child) {
                return None;
            }
            at.to_vec()
        }
    };
    for s in segments {
        match s {
            "super" => {
                out.pop()?;
            }
            "self" => {}
            other => out.push(other.to_owned()),
        }
    }
    Some(out)
}

#[derive(Default)]
struct Aliases {
    names: BTreeMap<String, Vec<String>>,
    globs: Vec<Vec<String>>,
}

struct World<'a> {
    modules: &'a BTreeMap<Vec<String>, usize>,
    aliases: &'a [Aliases],
    codes: &'a [&'a str],
}

impl World<'_> {
    /// The file that defines what an absolute path names: the longest prefix that is a
    /// file module, followed through that file's imports when the next name is not its
    /// own item.
    fn resolve(&self, abs: &[String], depth: usize) -> Option<usize> {
        let (len, &file) = (0..=abs.len())
            .rev()
            .find_map(|n| self.modules.get(&abs[..n]).map(|f| (n, f)))?;
        let Some(name) = abs.get(len) else {
            return Some(file);
        };
        if depth >= 8 || defines(self.codes[file], name) {
            return Some(file);
        }
        let rest = &abs[len + 1..];
        let through = |target: &[String]| {
            let mut next = target.to_vec();
            next.extend(rest.iter().cloned());
            next
        };
        if let Some(target) = self.aliases[file].names.get(name)
            && target.as_slice() != abs
        {
            return self.resolve(&through(target), depth + 1).or(Some(file));
        }
        for glob in &self.aliases[file].globs {
            let mut candidate = glob.clone();
            candidate.push(name.clone());
            if let Some(found) = self.resolve(&through(&candidate), depth + 1)
                && found != file
                && self.names(found, name)
            {
                return Some(found);
            }
        }
        Some(file)
    }

    /// Whether `file` defines `name` or brings it in by name.
    fn names(&self, file: usize, name: &str) -> bool {
        defines(self.codes[file], name) || self.aliases[file].names.contains_key(name)
    }
}

struct Tarjan<'a> {
    edges: &'a [Vec<usize>],
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    next: usize,
    found: Vec<Vec<usize>>,
}

impl Tarjan<'_> {
    fn visit(&mut self, v: usize) {
        self.index[v] = Some(self.next);
        self.low[v] = self.next;
        self.next += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        for &w in &self.edges[v] {
            match self.index[w] {
                None => {
                    self.visit(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(self.low[v]) == self.index[v] {
            let mut component = Vec::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            self.found.push(component);
        }
    }
}

#[test]
fn use_trees_expand_to_one_path_each() {
    assert_eq!(
        expand("super::{a, b::{c, self}, d as e}"),
        vec!["super::a", "super::b::c", "super::b", "super::d as e"]
    );
}

#[test]
fn a_cycle_between_two_files_is_found_and_a_chain_is_not() {
    let dir = std::env::temp_dir().join(format!("tabletop-imports-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("rules")).unwrap();
    let write = |rel: &str, text: &str| std::fs::write(src.join(rel), text).unwrap();
    write("lib.rs", "mod rules;\nmod state;\nmod tx;\n");
    write("state.rs", "pub struct State;\n");
    write("tx.rs", "use crate::state::State;\npub struct Tx(State);\n");
    write(
        "rules/mod.rs",
        "mod dice;\npub use crate::tx::Tx;\nuse crate::state::*;\npub fn roll() { dice::count(); }\n",
    );
    // Through the parent's re-export: an alias, so no arrow to rules/mod.rs.
    write(
        "rules/dice.rs",
        "use super::{Tx, State};\npub fn count() {}\n#[cfg(test)]\nmod tests {\n    use super::super::roll;\n}\n",
    );
    let files = |src: &Path| {
        [
            "lib.rs",
            "state.rs",
            "tx.rs",
            "rules/mod.rs",
            "rules/dice.rs",
        ]
        .iter()
        .map(|f| src.join(f))
        .collect::<Vec<_>>()
    };
    assert!(Graph::of_crate(&src, &files(&src)).cycles().is_empty());
    // Now the leaf calls back into its parent's own code.
    write(
        "rules/dice.rs",
        "use super::Tx;\npub fn count() { super::roll(); }\n",
    );
    let cycles = Graph::of_crate(&src, &files(&src)).cycles();
    assert_eq!(cycles.len(), 1, "{cycles:?}");
    assert_eq!(cycles[0].len(), 2, "{cycles:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
