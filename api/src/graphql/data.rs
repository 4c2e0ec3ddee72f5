//! What the schema holds for its resolvers besides the use cases.

/// The largest `first` a page may ask for.
pub struct PageLimit(pub u32);
