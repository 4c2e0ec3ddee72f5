//! The vocabulary the log's lines share: heroes with their players, the SIN, monsters,
//! spaces, dice and tokens, and card names from the content the state carries.

use super::super::state::State;
use super::super::vocabulary::{HeroFace, MonsterKind, SinFace, TokenKind};
use crate::engine::words;
pub use crate::engine::words::{capitalized, dice_count, humanized, list, plural};

/// What a line may read besides its event: the state's public facts and the seats' names
/// (`engine::words::Words`), with this game's words below.
pub type Words<'a> = words::Words<'a, State>;

impl Words<'_> {
    /// The SIN, with its player: `the SIN (Dan)`.
    pub fn sin(&self) -> String {
        format!("the SIN ({})", self.name(self.state.sin_seat))
    }

    /// A hero by its printed name, with the player who controls it: `Will (Alice)`.
    pub fn hero(&self, id: &str) -> String {
        let name = self
            .state
            .content
            .hero(id)
            .map_or_else(|| humanized(id), |h| h.name.clone());
        let seat = self
            .state
            .heroes
            .iter()
            .find(|h| h.id == id)
            .and_then(|h| h.seat);
        match seat {
            Some(seat) => format!("{name} ({})", self.name(seat)),
            None => name,
        }
    }

    /// A monster figure by its kind and number: `abomination #4`.
    pub fn monster(&self, id: u16) -> String {
        self.state.monsters.iter().find(|m| m.id == id).map_or_else(
            || format!("monster #{id}"),
            |m| format!("{} #{id}", monster_kind(m.kind)),
        )
    }

    /// Several monster figures, as a list in words.
    pub fn monsters(&self, ids: &[u16]) -> String {
        list(ids.iter().map(|m| self.monster(*m)).collect())
    }

    /// The printed name of an upgrade, SIN, apocalypse or Dark Past card, a hero, a SIN,
    /// acolytes or a story, by its content id.
    pub fn card(&self, id: &str) -> String {
        let c = &self.state.content;
        c.upgrade(id)
            .map(|u| u.name.clone())
            .or_else(|| {
                c.sin_cards
                    .iter()
                    .find(|s| s.id == id)
                    .map(|s| s.name.clone())
            })
            .or_else(|| {
                c.apocalypse_cards
                    .iter()
                    .find(|a| a.id == id)
                    .map(|a| a.name.clone())
            })
            .or_else(|| c.hero(id).map(|h| h.name.clone()))
            .or_else(|| c.sin(id).map(|s| s.name.clone()))
            .or_else(|| c.acolyte(id).map(|a| a.name.clone()))
            .or_else(|| c.story(id).map(|s| s.name.clone()))
            .unwrap_or_else(|| humanized(id))
    }

    /// The printed name of the Dark Past card numbered `number`, when the event shows it.
    pub fn dark_past(&self, number: Option<u8>) -> Option<String> {
        let n = number?;
        self.state
            .content
            .dark_past
            .iter()
            .find(|d| d.number == n)
            .map(|d| d.name.clone())
    }

    /// The printed name of a mission of the story in play.
    pub fn mission(&self, id: &str) -> String {
        self.state
            .content
            .story(&self.state.story)
            .and_then(|s| s.missions.iter().find(|m| m.id == id))
            .map_or_else(|| humanized(id), |m| m.name.clone())
    }
}

/// A space of the board by its id, in words (`north_street_2` → `north street 2`).
pub fn space(id: &str) -> String {
    humanized(id)
}

pub fn monster_kind(kind: MonsterKind) -> &'static str {
    match kind {
        MonsterKind::Acolyte => "acolyte",
        MonsterKind::Abomination => "abomination",
        MonsterKind::Controller => "controller",
        MonsterKind::Avatar => "avatar",
        MonsterKind::Traitor => "traitor",
        MonsterKind::HellClub => "Hell Club member",
        MonsterKind::Tainted => "tainted one",
    }
}

pub fn token(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::Fire => "fire",
        TokenKind::Corruption => "corruption",
        TokenKind::Pentagram => "pentagram",
        TokenKind::Nest => "nest",
        TokenKind::ExtraTurn => "extra turn",
        TokenKind::Innocent => "innocent",
        TokenKind::Altar => "altar",
        TokenKind::OrbitalStrike => "orbital strike",
        TokenKind::NpcCommissioner => "Commissioner",
        TokenKind::NpcProxy => "Proxy",
        TokenKind::NpcRavencorp => "Ravencorp",
    }
}

/// A hero die face as a word, the same everywhere in the log.
pub fn hero_face(face: HeroFace) -> &'static str {
    match face {
        HeroFace::Hit => "Hit",
        HeroFace::CounterCorruption => "Counter-corruption",
        HeroFace::Defense => "Defense",
        HeroFace::Skill => "Skill",
        HeroFace::Faith => "FAITH",
    }
}

/// A SIN die face as a word.
pub fn sin_face(face: SinFace) -> &'static str {
    match face {
        SinFace::Corruption => "Corruption",
        SinFace::Hit => "Hit",
        SinFace::ExplosiveHit => "Explosive Hit",
        SinFace::Blank => "blank",
    }
}

/// Hero dice in words, in the order rolled: `Hit, Hit, Skill`.
pub fn hero_faces(faces: &[HeroFace]) -> String {
    faces
        .iter()
        .map(|f| hero_face(*f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// SIN dice in words, in the order rolled.
pub fn sin_faces(faces: &[SinFace]) -> String {
    if faces.is_empty() {
        return "no dice".to_owned();
    }
    faces
        .iter()
        .map(|f| sin_face(*f))
        .collect::<Vec<_>>()
        .join(", ")
}
