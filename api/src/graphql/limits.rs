//! Limits on a document's shape, checked by `TabletopExecutor` on every document before
//! the schema sees it: how deep it nests and how many aliases it uses.
//!
//! Aliases are how one request asks for the same expensive field many times over (depth
//! and complexity limits alone miss it); async-graphql has no limit for them. Depth it
//! does limit, but in two places with two numbers: its validation refuses fields nested
//! deeper than `--max-query-depth` without saying the limit, and a check that runs
//! before validation refuses selections nested deeper than its recursion limit (32
//! unless set) with that number, which a client then takes for the depth limit. Checked
//! here first, every depth refusal names the configured limit.

use std::collections::HashMap;

use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};

/// What a document may be.
#[derive(Debug, Clone, Copy)]
pub struct DocumentLimits {
    pub max_aliases: usize,
    /// Levels of fields (`--max-query-depth`).
    pub max_depth: usize,
}

impl DocumentLimits {
    /// Levels of selection sets, fields' and fragments' alike: async-graphql's recursion
    /// limit, which the schema is given too. Room for a fragment around every level of
    /// fields, as tools' introspection queries have, and never below async-graphql's own
    /// default.
    pub fn max_nesting(&self) -> usize {
        self.max_depth.saturating_mul(2).max(32)
    }

    /// The refusal of every document nested too deep, by any measure.
    pub fn too_deep(&self) -> String {
        format!(
            "the query is nested too deep: the limit is {} levels of fields ({} counting fragments)",
            self.max_depth,
            self.max_nesting()
        )
    }

    /// `Err` with the message that refuses `document`, if it breaks a limit.
    pub fn check(&self, document: &ExecutableDocument) -> Result<(), String> {
        let mut walk = Walk {
            document,
            max_nesting: self.max_nesting(),
            fragments: HashMap::new(),
        };
        let mut aliases = 0usize;
        for (_, operation) in document.operations.iter() {
            let shape = walk
                .set(&operation.node.selection_set.node, 0)
                .map_err(|refused| match refused {
                    Refused::TooDeep => self.too_deep(),
                    Refused::Cycle(name) => format!("the fragment `{name}` spreads itself"),
                })?;
            if shape.depth > self.max_depth {
                return Err(self.too_deep());
            }
            aliases = aliases.saturating_add(shape.aliases);
        }
        if aliases > self.max_aliases {
            return Err(format!(
                "the query uses more than {} aliases",
                self.max_aliases
            ));
        }
        Ok(())
    }
}

/// A selection set's measures, relative to the set itself.
#[derive(Debug, Clone, Copy, Default)]
struct Shape {
    /// Aliased fields executed, a fragment's once per spread.
    aliases: usize,
    /// Levels of fields (as async-graphql's depth limit counts them).
    depth: usize,
    /// Levels of selection sets below this one (as its recursion limit counts them).
    nesting: usize,
}

enum Refused {
    TooDeep,
    Cycle(String),
}

/// Each fragment is measured once: its shape does not depend on where it is spread, so
/// a document that spreads fragments many times over costs no more than its size.
struct Walk<'a> {
    document: &'a ExecutableDocument,
    max_nesting: usize,
    /// `None` while the fragment is being measured.
    fragments: HashMap<&'a str, Option<Shape>>,
}

impl<'a> Walk<'a> {
    /// The shape of `set`, found at `level` (the operation's own set is level 0). Deeper
    /// than the nesting limit it is refused at once, which also bounds this recursion.
    fn set(&mut self, set: &'a SelectionSet, level: usize) -> Result<Shape, Refused> {
        if level > self.max_nesting {
            return Err(Refused::TooDeep);
        }
        let mut shape = Shape::default();
        for item in &set.items {
            let (item_shape, fields) = match &item.node {
                Selection::Field(field) => {
                    let inner = &field.node.selection_set.node;
                    let mut below = Shape::default();
                    if !inner.items.is_empty() {
                        below = self.set(inner, level + 1)?;
                        below.nesting += 1;
                    }
                    below.aliases = below
                        .aliases
                        .saturating_add(usize::from(field.node.alias.is_some()));
                    (below, 1)
                }
                Selection::InlineFragment(fragment) => {
                    let mut below = self.set(&fragment.node.selection_set.node, level + 1)?;
                    below.nesting += 1;
                    (below, 0)
                }
                Selection::FragmentSpread(spread) => {
                    let mut below = self.fragment(&spread.node.fragment_name.node, level + 1)?;
                    below.nesting += 1;
                    (below, 0)
                }
            };
            shape.aliases = shape.aliases.saturating_add(item_shape.aliases);
            shape.depth = shape.depth.max(item_shape.depth + fields);
            shape.nesting = shape.nesting.max(item_shape.nesting);
        }
        Ok(shape)
    }

    /// The shape of the fragment `name`'s selection set, spread at `level`. An unknown
    /// fragment measures nothing: validation refuses it later.
    fn fragment(&mut self, name: &'a str, level: usize) -> Result<Shape, Refused> {
        match self.fragments.get(name) {
            Some(Some(shape)) if level + shape.nesting > self.max_nesting => Err(Refused::TooDeep),
            Some(Some(shape)) => Ok(*shape),
            Some(None) => Err(Refused::Cycle(name.to_owned())),
            None => {
                let Some(definition) = self.document.fragments.get(name) else {
                    return Ok(Shape::default());
                };
                self.fragments.insert(name, None);
                let shape = self.set(&definition.node.selection_set.node, level)?;
                self.fragments.insert(name, Some(shape));
                Ok(shape)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: DocumentLimits = DocumentLimits {
        max_aliases: 100,
        max_depth: 16,
    };

    fn check(limits: DocumentLimits, query: &str) -> Result<(), String> {
        limits.check(&async_graphql::parser::parse_query(query).expect("parses"))
    }

    fn aliases(query: &str) -> usize {
        let document = async_graphql::parser::parse_query(query).expect("parses");
        (0..=100)
            .find(|&max| {
                DocumentLimits {
                    max_aliases: max,
                    ..LIMITS
                }
                .check(&document)
                .is_ok()
            })
            .expect("at most 100 aliases")
    }

    /// `{ a { a { ... { id } } } }` with `levels` levels of fields.
    fn nested(levels: usize) -> String {
        format!(
            "{{ {} id {} }}",
            "a { ".repeat(levels - 1),
            "}".repeat(levels - 1)
        )
    }

    #[test]
    fn aliases_are_counted_through_fragments() {
        assert_eq!(aliases("{ a: me { id } b: me { id } }"), 2);
        assert_eq!(aliases("{ me { id } }"), 0);
        assert_eq!(
            aliases(
                "query { x: me { ...F } y: me { ...F } } fragment F on PlayerRef { i: id j: id }"
            ),
            6
        );
        assert_eq!(aliases("{ ... on Query { a: me { id } } }"), 1);
        let refused = check(
            DocumentLimits {
                max_aliases: 1,
                ..LIMITS
            },
            "{ a: me { id } b: me { id } }",
        );
        assert_eq!(refused, Err("the query uses more than 1 aliases".into()));
    }

    #[test]
    fn depth_counts_fields_and_every_refusal_names_the_configured_limit() {
        assert_eq!(check(LIMITS, &nested(16)), Ok(()));
        let too_deep = Err(LIMITS.too_deep());
        assert_eq!(check(LIMITS, &nested(17)), too_deep);
        // Past async-graphql's recursion limit of 32, which used to answer with its own.
        assert_eq!(check(LIMITS, &nested(40)), too_deep);
        // Fragments add no depth of fields, but do count towards the nesting.
        let fragments = "{ ...A } fragment A on Query { a { ...B } } fragment B on X { b { id } }";
        assert_eq!(check(LIMITS, fragments), Ok(()));
        let wrapped = format!(
            "{{ {} id {} }}",
            "... on Query { ".repeat(33),
            "}".repeat(33)
        );
        assert_eq!(check(LIMITS, &wrapped), too_deep);
        let low = DocumentLimits {
            max_depth: 5,
            ..LIMITS
        };
        assert_eq!(check(low, &nested(6)), Err(low.too_deep()));
        assert!(low.too_deep().contains("limit is 5 levels"));
    }

    #[test]
    fn a_fragment_cycle_is_refused_by_name() {
        assert_eq!(
            check(LIMITS, "{ ...F } fragment F on Query { a: me { id } ...F }"),
            Err("the fragment `F` spreads itself".into())
        );
    }

    #[test]
    fn fragments_spread_many_times_over_are_measured_once() {
        // 30 fragments each spreading the next twice: 2^30 spreads if walked naively.
        let mut query = String::from("{ ...F0 }");
        for i in 0..30 {
            let next = i + 1;
            query += &format!(" fragment F{i} on Query {{ ...F{next} ...F{next} }}");
        }
        query += " fragment F30 on Query { a: id }";
        let started = std::time::Instant::now();
        let refused = check(LIMITS, &query);
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert_eq!(refused, Err("the query uses more than 100 aliases".into()));
    }
}
