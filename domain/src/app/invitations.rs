//! Invitation codes of private tables: made from the server's secret randomness, shown to
//! the creator once, and stored only as a hash.

use super::players::token_hash;

/// 32 letters and digits, none easily misread for another (no 0, O, 1 or I): a code is
/// read aloud or typed from a message.
const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// 12 symbols of 5 bits: 60 bits, beyond guessing through a rate-limited API.
const LENGTH: usize = 12;

pub(super) struct Invitation {
    code: String,
}

impl Invitation {
    pub(super) fn new(secret: &[u8; 32]) -> Invitation {
        let code = secret[..LENGTH]
            .iter()
            .map(|b| char::from(ALPHABET[usize::from(b & 31)]))
            .collect();
        Invitation { code }
    }

    /// What the table's `GameCreated` stores.
    pub(super) fn hash(&self) -> String {
        token_hash(&self.code)
    }

    pub(super) fn into_code(self) -> String {
        self.code
    }

    /// Whether `code`, as a player typed it, is the one hashed to `hash`: case, spaces and
    /// dashes do not matter.
    pub(super) fn matches(code: &str, hash: &str) -> bool {
        let typed: String = code
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        token_hash(&typed) == hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_matches_its_hash_however_it_is_typed_and_no_other_does() {
        let invitation = Invitation::new(&[7; 32]);
        let hash = invitation.hash();
        let code = invitation.into_code();
        assert_eq!(code.len(), LENGTH);
        assert!(Invitation::matches(&code, &hash));
        let typed = format!(" {}-{} ", &code[..6], &code[6..]).to_lowercase();
        assert!(Invitation::matches(&typed, &hash));
        assert!(!Invitation::matches(&code[1..], &hash));
        let other = Invitation::new(&[8; 32]).into_code();
        assert!(!Invitation::matches(&other, &hash));
    }
}
