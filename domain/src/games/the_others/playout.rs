//! The Others: 7 Sins in the random-playout harness: its tables, invariants, candidate
//! commands and secrets.

use serde_json::Value;

use super::command::*;
use super::state::State;
use super::vocabulary::HeroFace;
use super::{Options, TheOthers};
use crate::engine::harness::{PlayoutSubject, nodes, shows_run_of};
use crate::engine::{Confirm, Seat, Viewer};

const STORIES: [&str; 5] = [
    "havens_last_stand",
    "the_darkness_within",
    "battleground_of_souls",
    "haven_in_flames",
    "the_beast_we_become",
];
const SINS: [&str; 3] = ["pride", "sloth", "gluttony"];
/// The core box's team (empty: the default) and two teams (1 leader, 2 snipers, 2
/// bruisers, 2 fixers) that bring every other natural ability into the playouts.
const TEAMS: [&[&str]; 3] = [
    &[],
    &[
        "calavera", "polly", "adrian", "kanga", "nicole", "elle", "baldur",
    ],
    &[
        "freder",
        "rocco",
        "rose",
        "rosario",
        "karl_human",
        "phd",
        "will",
    ],
];

impl PlayoutSubject for TheOthers {
    fn table(game: u64) -> (Options, usize) {
        let options = Options {
            sin_seat: (game % 2) as u8,
            sin: SINS[(game % 3) as usize].into(),
            story: STORIES[(game % 5) as usize].into(),
            map: Some((game / 5 % 2) as u8),
            team: TEAMS[(game / 2 % 3) as usize]
                .iter()
                .map(|h| (*h).to_owned())
                .collect(),
            ..Options::default()
        };
        (options, 2 + (game % 4) as usize)
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        state.check_invariants()
    }

    fn candidate_commands(state: &State, seat: Seat) -> Vec<Command> {
        let mut out = super::rules::candidates(state, seat);
        let hero = |h: &str| HeroChoice { hero: h.into() };
        out.extend([
            Command::AssignDarkPast(AssignDarkPast {
                hero: "leah".into(),
                card: 9,
            }),
            Command::ChooseTraitor(hero("nobody")),
            Command::PlaceStoryToken(SpaceChoice {
                space: "atlantis".into(),
            }),
            Command::MarkHero(hero("nobody")),
            Command::ProposeFirstHero(hero("nobody")),
            Command::TakeTurn(TakeTurn {
                pay: TurnPayment::ExtraTurnToken,
            }),
            Command::DeclineExtraTurn(Confirm::Yes),
            Command::MoveStep(MoveStep {
                to: "atlantis".into(),
            }),
            Command::StartFight(Confirm::Yes),
            Command::EndTurn(Confirm::Yes),
            Command::SetVoluntaryCorruption(VoluntaryCorruption { take: true }),
            Command::RollFight(Confirm::Yes),
            Command::ChooseFaithFace(FaceChoice {
                face: HeroFace::Faith,
            }),
            Command::AssignHit(MonsterChoice { monster: 999 }),
            Command::PlaceDamageMarker(DamageMarker {
                hero: "leah".into(),
                slot: 8,
            }),
            Command::React(Confirm::Yes),
            Command::PassReaction(Confirm::Yes),
            Command::MoveMonster(MoveMonster {
                monster: 1,
                to: "atlantis".into(),
            }),
            Command::ReactionFight(Confirm::Yes),
            Command::EndReaction(Confirm::Yes),
            Command::ChooseReplacement(hero("leah")),
            Command::ChooseApocalypseCard(CardChoice {
                card: "nope".into(),
            }),
            Command::SummonMonster(Summon {
                monster: 1,
                space: "main_1".into(),
            }),
            Command::EndSummoning(Confirm::Yes),
            Command::ProposeBranch(MissionChoice {
                mission: "hls_2a".into(),
            }),
            Command::DecideBranch(MissionChoice {
                mission: "nope".into(),
            }),
            Command::MarkMonster(MonsterChoice { monster: 999 }),
            Command::TakeStoryUpgrade(CardChoice {
                card: "nope".into(),
            }),
            Command::GiveExtraTurn(hero("nobody")),
            Command::GazeIntoTheAbyss(Gaze {
                hero: "nobody".into(),
                raise: true,
            }),
            Command::Transform(Confirm::Yes),
            Command::CharmedLife(Confirm::Yes),
            Command::Regenerate(SlotChoice { slot: 9 }),
            Command::Demolish(MonsterChoice { monster: 999 }),
            Command::MindControl(MoveMonster {
                monster: 999,
                to: "atlantis".into(),
            }),
            Command::PaintStreet(SpaceChoice {
                space: "atlantis".into(),
            }),
            Command::DestroyAcolyte(MonsterChoice { monster: 999 }),
            Command::EquipUpgrade(CardChoice {
                card: "nope".into(),
            }),
            Command::TuckAndRoll(Confirm::Yes),
            Command::Protect(Confirm::Yes),
            Command::Metopass(Metopass {
                heroes: vec!["leah".into(), "leah".into()],
                space: "atlantis".into(),
            }),
            Command::PassAbility(Confirm::Yes),
            Command::PlaceApocalypseToken(SpaceChoice {
                space: "atlantis".into(),
            }),
            Command::ChooseAgony(AgonyChoice { as_fire: true }),
            Command::SummonHellClub(SpaceChoice {
                space: "atlantis".into(),
            }),
            Command::IgnoreSlothMark(Confirm::Yes),
            Command::FormerHellClub(DarkPastHarm { corruption: true }),
            Command::FormerHellClub(DarkPastHarm { corruption: false }),
            Command::CoverCityAction(CityActionChoice {
                action: super::vocabulary::CityAction::OrbitalStrike,
            }),
            Command::MoveWithFire(MoveMonster {
                monster: 1,
                to: "main_2".into(),
            }),
            Command::DrGan(InnocentChoice {
                innocent_dies: true,
            }),
        ]);
        out
    }

    /// Hidden: every deck's order; from the heroes, the SIN's hand and the two apocalypse
    /// cards it chooses between. A log line (a string) must not name those cards, nor a
    /// Dark Past card still secret.
    fn leak(state: &State, viewer: Viewer, shown: &Value) -> Option<String> {
        if let Value::String(line) = shown {
            return log_leak(state, viewer, line);
        }
        if let Some(leak) = dark_past_leak(state, viewer, shown) {
            return Some(leak);
        }
        let run = |cards: &[String]| -> Vec<Value> {
            cards.iter().map(|c| Value::from(c.as_str())).collect()
        };
        for (name, deck) in [
            ("SIN deck", &state.sin_side.deck),
            ("apocalypse deck", &state.apocalypse.deck),
            ("upgrade deck", &state.upgrades.deck),
        ] {
            if shows_run_of(shown, &run(deck), 3) {
                return Some(format!("a run of the {name} order"));
            }
        }
        // A played or discarded SIN card was public; drawn again from a reshuffled discard
        // in the same command (seed 3,026: played, discarded, drawn by Gluttony), it is in
        // the hand, but its play and its discard told nothing of the hand.
        if viewer.is_seat(state.sin_seat)
            || shown.get("SinCardDiscarded").is_some()
            || shown.get("SinCardPlayed").is_some()
        {
            return None;
        }
        let secrets: Vec<&str> = state
            .sin_side
            .hand
            .iter()
            .chain(&state.apocalypse.drawn)
            .map(String::as_str)
            .collect();
        nodes(shown)
            .into_iter()
            .filter_map(Value::as_str)
            .find(|s| secrets.contains(s))
            .map(|s| format!("the secret {s}"))
    }
}

/// A Dark Past card the viewer may not see (§7: the SIN's, public once revealed, its
/// checker's after UNLEASH HELL) shown as a hero's `darkPast` in a view, or as the `card`
/// of an event about that hero.
fn dark_past_leak(state: &State, viewer: Viewer, shown: &Value) -> Option<String> {
    let sin = viewer.is_seat(state.sin_seat);
    let hidden: Vec<(&str, u8)> = state
        .heroes
        .iter()
        .filter(|h| !super::view::sees_dark_past(sin, h, viewer))
        .filter_map(|h| Some((h.id.as_str(), h.dark_past?)))
        .collect();
    let shows = |node: &Value, field: &str, hero: &str, card: u8| {
        node.get("hero")
            .or_else(|| node.get("id"))
            .and_then(Value::as_str)
            == Some(hero)
            && node.get(field).and_then(Value::as_u64) == Some(u64::from(card))
    };
    nodes(shown).into_iter().find_map(|node| {
        hidden
            .iter()
            .find(|(hero, card)| {
                shows(node, "darkPast", hero, *card) || shows(node, "card", hero, *card)
            })
            .map(|(hero, _)| format!("{hero}'s secret Dark Past card"))
    })
}

/// For every viewer but the SIN: the names of the SIN cards in its hand, of the apocalypse
/// cards it chooses between and of the Dark Past cards not revealed, unless a card of the
/// same name is face up (in play, discarded, revealed), as copies share a name, or the line
/// is the play or the discard of a card that a reshuffle in the same command drew again.
pub fn log_leak(state: &State, viewer: Viewer, line: &str) -> Option<String> {
    if viewer.is_seat(state.sin_seat) {
        return None;
    }
    let content = &state.content;
    let name_of = |id: &String| {
        content
            .sin_cards
            .iter()
            .find(|c| &c.id == id)
            .map(|c| c.name.as_str())
            .or_else(|| {
                content
                    .apocalypse_cards
                    .iter()
                    .find(|c| &c.id == id)
                    .map(|c| c.name.as_str())
            })
    };
    let face_up: Vec<&str> = state
        .sin_side
        .in_play
        .iter()
        .chain(&state.sin_side.discard)
        .chain(&state.apocalypse.revealed)
        .filter_map(name_of)
        .collect();
    let cards = state
        .sin_side
        .hand
        .iter()
        .chain(&state.apocalypse.drawn)
        .filter_map(name_of);
    let dark_pasts = state
        .heroes
        .iter()
        .filter(|h| !super::view::sees_dark_past(false, h, viewer))
        .filter_map(|h| h.dark_past)
        .filter_map(|n| content.dark_past.iter().find(|d| d.number == n))
        .map(|d| d.name.as_str());
    let told_in_play = |name: &&str| {
        line == super::log::sin_card_discarded(name)
            || line.contains(&format!(" played {name} against "))
    };
    cards
        .filter(|name| !face_up.contains(name) && !told_in_play(name))
        .chain(dark_pasts)
        .find(|name| line.contains(name))
        .map(|name| format!("the secret {name}"))
}
