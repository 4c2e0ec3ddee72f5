//! The free text players type in: their names and the titles of their games. Each is
//! checked once, here, before anything is stored, so the databases never see text they
//! would refuse (PostgreSQL rejects a NUL in a string) and both store the same texts.

use super::error::AppError;
use crate::text::{first_refused, is_refused};

/// A registered player's name: trimmed, 1 to [`PlayerName::MAX_CHARS`] characters, no
/// control characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerName(String);

impl PlayerName {
    pub const MAX_CHARS: usize = crate::text::PERSON_NAME_MAX_CHARS;

    pub fn parse(raw: &str) -> Result<PlayerName, AppError> {
        let name = raw.trim();
        if name.is_empty() || name.chars().count() > Self::MAX_CHARS {
            return Err(AppError::BadInput(format!(
                "a player name needs 1 to {} characters",
                Self::MAX_CHARS
            )));
        }
        refuse_control_characters("a player name", name)?;
        Ok(PlayerName(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// A game's title: at most [`GameTitle::MAX_CHARS`] characters, no control characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTitle(String);

impl GameTitle {
    pub const MAX_CHARS: usize = crate::text::TITLE_MAX_CHARS;

    pub fn parse(raw: String) -> Result<GameTitle, AppError> {
        if raw.chars().count() > Self::MAX_CHARS {
            return Err(AppError::BadInput(format!(
                "a title has at most {} characters",
                Self::MAX_CHARS
            )));
        }
        refuse_control_characters("a title", &raw)?;
        Ok(GameTitle(raw))
    }

    /// The title of a game created without one. Names registered before control
    /// characters were refused may still hold some; they are left out rather than
    /// refusing the creator's game.
    pub fn default_for(creator: &str) -> GameTitle {
        let name: String = creator.chars().filter(|c| !is_refused(*c)).collect();
        GameTitle(format!("{name}'s game"))
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

fn refuse_control_characters(what: &str, text: &str) -> Result<(), AppError> {
    match first_refused(text) {
        None => Ok(()),
        Some((at, c)) => Err(AppError::BadInput(format!(
            "{what} cannot contain control characters; character {at} is U+{:04X}",
            c as u32
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(result: Result<impl std::fmt::Debug, AppError>) -> String {
        match result {
            Err(AppError::BadInput(message)) => message,
            other => panic!("expected BAD_INPUT, got {other:?}"),
        }
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(PlayerName::parse("  Ann ").unwrap().as_str(), "Ann");
        assert!(PlayerName::parse(&"é".repeat(40)).is_ok());
        refused(PlayerName::parse(&"é".repeat(41)));
        refused(PlayerName::parse(" \t "));
    }

    #[test]
    fn every_control_and_bidirectional_override_is_refused_inside_names_and_titles() {
        let refused_chars = ('\u{0}'..='\u{1f}')
            .chain('\u{7f}'..='\u{9f}')
            .chain('\u{202a}'..='\u{202e}')
            .chain('\u{2066}'..='\u{2069}');
        for c in refused_chars {
            let text = format!("al{c}ice");
            let message = refused(PlayerName::parse(&text));
            assert!(
                message.contains(&format!("character 3 is U+{:04X}", c as u32)),
                "{message}"
            );
            refused(GameTitle::parse(text));
        }
    }

    #[test]
    fn other_text_is_kept_as_typed() {
        for text in ["Ann's game", "ゲーム 🎲", "a\u{a0}b", "עברית", "a\u{200d}b"] {
            assert_eq!(GameTitle::parse(text.into()).unwrap().into_string(), text);
        }
        assert!(GameTitle::parse("x".repeat(100)).is_ok());
        refused(GameTitle::parse("x".repeat(101)));
        assert_eq!(GameTitle::parse(String::new()).unwrap().into_string(), "");
        assert_eq!(
            GameTitle::default_for("A\u{0}nn").into_string(),
            "Ann's game"
        );
    }
}
