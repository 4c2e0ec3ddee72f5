//! Limits async-graphql does not have built in: the number of aliases in a document, which
//! is how one request asks for the same expensive field many times over (depth and
//! complexity limits alone miss it). Checked by `TabletopExecutor` on every document.

use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};

/// The aliases `document` executes, counting stops a little past `max`.
pub fn count_aliases(document: &ExecutableDocument, max: usize) -> usize {
    let mut count = 0;
    for (_, operation) in document.operations.iter() {
        walk(
            document,
            &operation.node.selection_set.node,
            max,
            0,
            &mut count,
        );
    }
    count
}

/// Fragment cycles are refused later by validation; until then, nesting stops here.
const MAX_NESTING: usize = 64;

fn walk(doc: &ExecutableDocument, set: &SelectionSet, max: usize, depth: usize, count: &mut usize) {
    if *count > max || depth > MAX_NESTING {
        return;
    }
    for item in &set.items {
        match &item.node {
            Selection::Field(field) => {
                if field.node.alias.is_some() {
                    *count += 1;
                }
                walk(doc, &field.node.selection_set.node, max, depth + 1, count);
            }
            Selection::InlineFragment(fragment) => {
                walk(
                    doc,
                    &fragment.node.selection_set.node,
                    max,
                    depth + 1,
                    count,
                );
            }
            Selection::FragmentSpread(spread) => {
                if let Some(fragment) = doc.fragments.get(&spread.node.fragment_name.node) {
                    walk(
                        doc,
                        &fragment.node.selection_set.node,
                        max,
                        depth + 1,
                        count,
                    );
                }
            }
        }
        if *count > max {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aliases(query: &str) -> usize {
        count_aliases(
            &async_graphql::parser::parse_query(query).expect("parses"),
            100,
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
    }

    #[test]
    fn a_fragment_cycle_does_not_hang() {
        assert!(aliases("{ ...F } fragment F on Query { a: me { id } ...F }") > 0);
    }
}
