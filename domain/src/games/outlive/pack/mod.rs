//! A content pack: its JSON files parsed into [`Content`](super::content::Content) and
//! checked, every card of the data against the cards' registries (so this sits above
//! `cards/`, while the content itself sits below everything that reads it).

pub mod load;
mod reader;
