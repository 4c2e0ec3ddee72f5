//! The rules specification's section 11 examples that involve Keep cards, one test each.
