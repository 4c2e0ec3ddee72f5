//! Bot policies for King of Tokyo (filled in below).
