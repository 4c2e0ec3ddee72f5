//! Setup steps 1 to 7: roles, the SIN, the acolytes, the story, the map, the heroes, the
//! decks and hands; then the SIN's secret Dark Past assignment and the traitor.

use super::super::command::{AssignDarkPast, Command, HeroChoice};
use super::super::content::{Content, HeroStats};
use super::super::event::*;
use super::super::options::{Options, SinStartingHand};
use super::super::state::{HeroStatus, MonsterStatus, Phase, State};
use super::super::tx::Tx;
use super::super::vocabulary::{HeroClass, MonsterKind};
use super::draw::draw_sin_cards;
use crate::engine::{GameRng, RuleError, Seat};

fn bad(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

/// `wanted`, or one drawn at random among `pool` when empty.
fn chosen(rng: &mut GameRng, wanted: &str, pool: Vec<String>) -> String {
    if wanted.is_empty() {
        rng.pick(&pool).cloned().unwrap_or_default()
    } else {
        wanted.to_owned()
    }
}

/// The table's choices of setup steps 2 to 5, checked.
struct Table {
    sin: String,
    acolytes: String,
    story: String,
    map: String,
    board: String,
    hero_number: u8,
    team: Vec<String>,
    starting: Vec<String>,
}

fn choose_table(
    content: &Content,
    options: &Options,
    seats: &[Seat],
    rng: &mut GameRng,
) -> Result<Table, RuleError> {
    if !(2..=5).contains(&seats.len()) || usize::from(options.sin_seat) >= seats.len() {
        return Err(bad(
            "BAD_SEATS",
            "The Others needs 2 to 5 players, one of them (sinSeat) the SIN",
        ));
    }
    let base = |ids: Vec<(&String, bool)>| -> Vec<String> {
        ids.into_iter()
            .filter(|(_, b)| *b)
            .map(|(i, _)| i.clone())
            .collect()
    };
    let sin = chosen(
        rng,
        &options.sin,
        base(
            content
                .sins
                .iter()
                .map(|s| (&s.id, s.in_base_box))
                .collect(),
        ),
    );
    if content.sin(&sin).is_none() {
        return Err(bad("UNKNOWN_SIN", format!("There is no SIN called {sin}")));
    }
    let acolytes = chosen(
        rng,
        &options.acolytes,
        base(
            content
                .acolytes
                .iter()
                .map(|a| (&a.id, a.in_base_box))
                .collect(),
        ),
    );
    if content.acolyte(&acolytes).is_none() {
        return Err(bad(
            "UNKNOWN_ACOLYTES",
            format!("There are no acolytes called {acolytes}"),
        ));
    }
    let first = content
        .stories
        .iter()
        .find(|s| s.recommended_first_game)
        .map(|s| s.id.clone())
        .unwrap_or_default();
    let story_id = if options.story.is_empty() {
        first
    } else {
        options.story.clone()
    };
    let story = content.story(&story_id).ok_or_else(|| {
        bad(
            "UNKNOWN_STORY",
            format!("There is no story called {story_id}"),
        )
    })?;
    let map_index = match options.map {
        Some(i) => usize::from(i),
        None => rng.below(story.maps.len().max(1)),
    };
    let map = story
        .maps
        .get(map_index)
        .and_then(|m| content.map(m))
        .ok_or_else(|| bad("BAD_MAP", "A story has two maps: choose map 0 or 1"))?;
    let count = content
        .player_count(seats.len() - 1)
        .ok_or_else(|| bad("BAD_SEATS", "1 to 4 hero players"))?;
    let team = if options.team.is_empty() {
        content.core_team.clone()
    } else {
        options.team.clone()
    };
    check_team(content, &team)?;
    let starting = if options.starting_heroes.is_empty() {
        let mut pool = team.clone();
        rng.shuffle(&mut pool);
        pool.truncate(usize::from(count.heroes_in_play));
        pool
    } else {
        options.starting_heroes.clone()
    };
    let distinct = starting
        .iter()
        .enumerate()
        .all(|(i, h)| !starting[..i].contains(h));
    if starting.len() != usize::from(count.heroes_in_play)
        || !distinct
        || !starting.iter().all(|h| team.contains(h))
    {
        return Err(bad(
            "BAD_STARTING_HEROES",
            format!(
                "Choose {} different heroes of the team to start",
                count.heroes_in_play
            ),
        ));
    }
    Ok(Table {
        sin,
        acolytes,
        story: story.id.clone(),
        map: map.id.clone(),
        board: map.board.clone(),
        hero_number: count.hero_number,
        team,
        starting,
    })
}

/// Team F.A.I.T.H. is always 1 Leader, 2 Snipers, 2 Bruisers and 2 Fixers.
fn check_team(content: &Content, team: &[String]) -> Result<(), RuleError> {
    let stats: Option<Vec<&HeroStats>> = team
        .iter()
        .map(|h| {
            content
                .hero(h)
                .filter(|d| d.secondary_dashboard_of.is_none())
                .map(|d| &d.stats)
        })
        .collect();
    let distinct = team.iter().enumerate().all(|(i, h)| !team[..i].contains(h));
    let of = |class: HeroClass| stats.iter().flatten().filter(|s| s.class == class).count();
    if stats.is_none()
        || !distinct
        || team.len() != usize::from(content.tables.team_size)
        || of(HeroClass::Leader) != 1
        || of(HeroClass::Sniper) != 2
        || of(HeroClass::Bruiser) != 2
        || of(HeroClass::Fixer) != 2
    {
        return Err(bad(
            "BAD_TEAM",
            "Team F.A.I.T.H. is 7 different heroes: 1 Leader, 2 Snipers, 2 Bruisers, 2 Fixers",
        ));
    }
    Ok(())
}

/// The events of setup steps 1 to 7, in a transaction the procedure then carries on.
pub fn setup<'a>(
    content: &Content,
    content_name: &str,
    content_hash: &str,
    options: &Options,
    seats: &[Seat],
    rng: &'a mut GameRng,
) -> Result<Tx<'a>, RuleError> {
    let table = choose_table(content, options, seats, rng)?;
    let mut tx = Tx {
        s: State {
            content: std::sync::Arc::new(content.clone()),
            ..State::default()
        },
        out: Vec::new(),
        rng,
    };
    tx.emit(Event::GameStarted(Box::new(GameStarted {
        seat_count: seats.len() as u8,
        options: options.clone(),
        content_name: content_name.to_owned(),
        content_hash: content_hash.to_owned(),
        sin_seat: Seat(options.sin_seat),
        sin: table.sin.clone(),
        acolytes: table.acolytes.clone(),
        story: table.story.clone(),
        map: table.map.clone(),
        board: table.board.clone(),
        hero_number: table.hero_number,
    })));
    lay_out_map(&mut tx, &table.map);
    tx.emit(Event::TeamFormed(TeamFormed {
        heroes: table.team.clone(),
    }));
    enter_heroes(&mut tx, &table.starting);
    shuffle_decks(&mut tx, content, &table);
    let hand = match options.sin_starting_hand {
        SinStartingHand::Five => content.tables.sin_starting_hand,
        SinStartingHand::HeroNumber => table.hero_number,
    };
    draw_sin_cards(&mut tx, hand);
    tx.emit(Event::ReactionTokensSet(ReactionTokensSet {
        active: table.hero_number,
    }));
    Ok(tx)
}

fn lay_out_map(tx: &mut Tx, map: &str) {
    let Some(map) = tx.content().map(map).cloned() else {
        return;
    };
    for t in &map.tokens {
        tx.emit(Event::TokenPlaced(TokenPlaced {
            space: t.space.clone(),
            token: Some(t.token),
            face_up: t.face_up,
        }));
    }
    for group in &map.monsters {
        for _ in 0..group.count {
            if let Some(m) = unused(&tx.s, group.kind) {
                tx.emit(Event::MonsterPlaced(MonsterPlaced {
                    monster: m,
                    kind: group.kind,
                    space: group.space.clone(),
                }));
            }
        }
    }
}

fn unused(s: &State, kind: MonsterKind) -> Option<u16> {
    s.monsters
        .iter()
        .find(|m| m.kind == kind && m.status == MonsterStatus::Unused)
        .map(|m| m.id)
}

/// Each hero seat takes the next heroes in order: 3 heroes for a lone hero player, 2
/// each for two, 1 each for three or four.
fn enter_heroes(tx: &mut Tx, starting: &[String]) {
    let seats = tx.s.hero_seats();
    let per = starting.len() / seats.len().max(1);
    let space = tx.s.board_data().starting_space.clone();
    for (i, hero) in starting.iter().enumerate() {
        let seat = seats[(i / per.max(1)).min(seats.len() - 1)];
        tx.emit(Event::HeroEnteredPlay(HeroEnteredPlay {
            hero: hero.clone(),
            seat,
            space: space.clone(),
        }));
    }
}

fn shuffle_decks(tx: &mut Tx, content: &Content, table: &Table) {
    let story_type = content.story(&table.story).map(|s| s.story_type);
    let decks = [
        (Deck::Sin, content.sin_deck(&table.sin)),
        (
            Deck::Apocalypse,
            story_type
                .map(|t| content.apocalypse_deck(t))
                .unwrap_or_default(),
        ),
        (Deck::Upgrade, content.upgrade_deck()),
    ];
    for (deck, cards) in decks {
        let order = tx.shuffled(cards);
        tx.emit(Event::DeckShuffled(DeckShuffled {
            deck,
            count: order.len() as u32,
            order: Some(order),
        }));
    }
    for _ in 0..content.upgrade_inventory_size {
        if let Some(card) = tx.s.upgrades.deck.first().cloned() {
            tx.emit(Event::UpgradeDrawn(UpgradeDrawn { card }));
        }
    }
}

/// The Dark Past cards a hero may still be given: the starting set for heroes in play,
/// the others for the reserve.
pub fn dark_past_cards_for(s: &State, hero: &str) -> Vec<u8> {
    let Some(h) = s.hero(hero) else {
        return Vec::new();
    };
    if h.dark_past.is_some() {
        return Vec::new();
    }
    let start = s.content.dark_past_for_start(usize::from(s.hero_number));
    let used: Vec<u8> = s.heroes.iter().filter_map(|h| h.dark_past).collect();
    s.content
        .dark_past
        .iter()
        .map(|c| c.number)
        .filter(|n| !used.contains(n) && start.contains(n) == h.in_play())
        .collect()
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN player finishes the setup",
        ));
    }
    match (s.phase, command) {
        (Phase::DarkPast, Command::AssignDarkPast(AssignDarkPast { hero, card })) => {
            if dark_past_cards_for(s, hero).contains(card) {
                Ok(())
            } else {
                Err(bad(
                    "BAD_DARK_PAST",
                    "Starting heroes get cards 1, 3, 5 (and 6 with 4 heroes); the reserve gets the rest, one card per hero",
                ))
            }
        }
        (Phase::Traitor, Command::ChooseTraitor(HeroChoice { hero })) => {
            if s.hero(hero)
                .is_some_and(|h| h.status == HeroStatus::Reserve)
            {
                Ok(())
            } else {
                Err(bad(
                    "NOT_A_RESERVE_HERO",
                    "The traitor is chosen from the reserve heroes",
                ))
            }
        }
        _ => Err(RuleError::wrong_phase(
            "The setup is waiting for another decision",
        )),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::AssignDarkPast(c) => tx.emit(Event::DarkPastAssigned(DarkPastAssigned {
            seat: tx.s.sin_seat,
            hero: c.hero.clone(),
            card: Some(c.card),
        })),
        Command::ChooseTraitor(c) => tx.emit(Event::TraitorChosen(TraitorChosen {
            hero: c.hero.clone(),
        })),
        _ => {}
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    match s.phase {
        Phase::DarkPast => {
            for h in &s.heroes {
                for card in dark_past_cards_for(s, &h.id) {
                    out.push(Command::AssignDarkPast(AssignDarkPast {
                        hero: h.id.clone(),
                        card,
                    }));
                }
            }
        }
        Phase::Traitor => {
            for h in s.heroes.iter().filter(|h| h.status == HeroStatus::Reserve) {
                out.push(Command::ChooseTraitor(HeroChoice { hero: h.id.clone() }));
            }
        }
        _ => {}
    }
}
