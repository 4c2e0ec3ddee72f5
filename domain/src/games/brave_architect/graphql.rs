//! GraphQL faces of the two enums whose variants carry a plain value, which GraphQL cannot
//! return as a union: a target and an attack source are returned as an object with one
//! field set (the JSON shape `{"party": …}` / `{"core": …}`, `{"card": …}` / `{"sheet": …}`).

use std::borrow::Cow;

use async_graphql::parser::types::Field;
use async_graphql::registry::Registry;
use async_graphql::{ContextSelectionSet, OutputType, Positioned, ServerResult, Value};

use super::command::AttackSource;
use super::state::{SheetPart, TargetKey};

/// What an attack aimed at: a standing party (its card) or an exposed core position.
#[derive(async_graphql::SimpleObject)]
#[graphql(name = "BraveArchitectTarget")]
struct TargetView {
    party: Option<String>,
    core: Option<u8>,
}

impl OutputType for TargetKey {
    fn type_name() -> Cow<'static, str> {
        <TargetView as OutputType>::type_name()
    }

    fn create_type_info(registry: &mut Registry) -> String {
        <TargetView as OutputType>::create_type_info(registry)
    }

    async fn resolve(
        &self,
        ctx: &ContextSelectionSet<'_>,
        field: &Positioned<Field>,
    ) -> ServerResult<Value> {
        let view = match self {
            TargetKey::Party(card) => TargetView {
                party: Some(card.clone()),
                core: None,
            },
            TargetKey::Core(position) => TargetView {
                party: None,
                core: Some(*position),
            },
        };
        OutputType::resolve(&view, ctx, field).await
    }
}

/// Where an attack came from: a card of the hand, or a part of the character sheet.
#[derive(async_graphql::SimpleObject)]
#[graphql(name = "BraveArchitectAttackSourceView")]
struct AttackSourceView {
    card: Option<String>,
    sheet: Option<SheetPart>,
}

impl OutputType for AttackSource {
    fn type_name() -> Cow<'static, str> {
        <AttackSourceView as OutputType>::type_name()
    }

    fn create_type_info(registry: &mut Registry) -> String {
        <AttackSourceView as OutputType>::create_type_info(registry)
    }

    async fn resolve(
        &self,
        ctx: &ContextSelectionSet<'_>,
        field: &Positioned<Field>,
    ) -> ServerResult<Value> {
        let view = match self {
            AttackSource::Card(card) => AttackSourceView {
                card: Some(card.clone()),
                sheet: None,
            },
            AttackSource::Sheet(part) => AttackSourceView {
                card: None,
                sheet: Some(*part),
            },
        };
        OutputType::resolve(&view, ctx, field).await
    }
}
