//! `payload!`: an event's payload struct, with the derives and the serde and GraphQL
//! naming every payload shares (camelCase fields, `TheOthers`-prefixed GraphQL type).

macro_rules! payload {
    ($(#[$doc:meta])* $name:ident = $gql:literal { $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, ::serde::Serialize, ::serde::Deserialize)]
        #[cfg_attr(feature = "graphql", derive(async_graphql::SimpleObject), graphql(name = $gql))]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fdoc])* pub $field: $ty,)*
        }
    };
}

pub(super) use payload;
