//! `payload!`: an event's payload struct, with the derives and naming every payload shares.

macro_rules! payload {
    ($(#[$doc:meta])* $name:ident { $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, ::serde::Serialize, ::serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fdoc])* pub $field: $ty,)*
        }
    };
}

pub(super) use payload;
