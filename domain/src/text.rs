//! The characters no free text players type may hold (player names, game titles, campaign
//! names and reasons), one rule for every place that checks one.

/// Longest name a person goes by, in characters (a player, a campaign's member).
pub const PERSON_NAME_MAX_CHARS: usize = 40;
/// Longest title, in characters (a game's, a campaign's name).
pub const TITLE_MAX_CHARS: usize = 100;

/// Control characters (C0, DEL and C1: U+0000..U+001F, U+007F..U+009F) and the
/// bidirectional formatting characters (U+202A..U+202E, U+2066..U+2069): invisible in a
/// lobby, and able to break a line (NEL) or to make a name read as another one (a
/// right-to-left override); NUL cannot be stored by PostgreSQL at all.
pub fn is_refused(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The first refused character of `text` and its position, counted from 1.
pub fn first_refused(text: &str) -> Option<(usize, char)> {
    text.chars()
        .enumerate()
        .find(|(_, c)| is_refused(*c))
        .map(|(i, c)| (i + 1, c))
}
