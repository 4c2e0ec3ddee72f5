//! `payload!`: an event's payload struct, with the derives and the serde naming every
//! payload shares (camelCase fields).

macro_rules! payload {
    ($(#[$doc:meta])* $name:ident { $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, ::serde::Serialize, ::serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $($(#[$fdoc])* pub $field: $ty,)*
        }
    };
}

pub(super) use payload;
