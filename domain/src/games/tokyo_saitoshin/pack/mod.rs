//! A content pack: the JSON files of `domain/data/tokyo_saitoshin/` (or an owner's
//! replacement) parsed into [`Content`](super::content::Content) and checked. Every error
//! names the file, the item and the problem.

mod check;
mod load;

pub use load::EMBEDDED;
