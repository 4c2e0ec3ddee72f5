//! Given / when / then for The Others: 7 Sins, public so that other crates (with the
//! `testing` feature) can set up a game in a chosen position and play commands on it: a
//! small state builder ([`given`]), [`when`] to decide and apply a command, and
//! [`refused`] for the error of a refused one.
//!
//! ```
//! use domain::engine::{Confirm, Game};
//! use domain::games::the_others::command::Command;
//! use domain::games::the_others::event::Event;
//! use domain::games::the_others::testing::{given, when};
//! use domain::games::the_others::vocabulary::MonsterKind;
//! use domain::games::the_others::TheOthers;
//!
//! // Leah, alone with an abomination, starts a fight on her turn.
//! let mut state = given(2).clear_board().hero_at("leah", "main_3")
//!     .monster(MonsterKind::Abomination, "main_3").turn("leah").build();
//! let fight = Command::StartFight(Confirm::Yes);
//! assert!(TheOthers::legal_commands(&state, domain::engine::Seat(1)).contains(&fight));
//! let events = when(&mut state, 1, fight);
//! assert!(matches!(&events[0], Event::FightStarted(f) if f.hero == "leah" && !f.by_sin));
//! ```

use super::TheOthers;
use super::command::Command;
use super::event::Event;
use super::options::Options;
use super::state::*;
use super::vocabulary::{HeroFace, MonsterKind, SinFace, TokenKind};
use crate::engine::{Game, GameRng, RuleError, Seat, testing};

pub fn seat(n: u8) -> Seat {
    Seat(n)
}

/// Decide and apply; panic on refusal.
pub fn when(state: &mut State, s: u8, command: Command) -> Vec<Event> {
    testing::when::<TheOthers>(state, Seat(s), &command, &mut GameRng::from_u64(7))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
}

/// Decide and apply with a chosen seed (the dice differ by seed).
pub fn when_seeded(state: &mut State, s: u8, command: Command, seed: u64) -> Vec<Event> {
    testing::when::<TheOthers>(state, Seat(s), &command, &mut GameRng::from_u64(seed))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
}

/// Decide; return the refusal.
pub fn refused(state: &State, s: u8, command: Command) -> RuleError {
    match TheOthers::decide(state, Seat(s), &command, &mut GameRng::from_u64(7)) {
        Ok(e) => panic!("{command:?} accepted: {e:?}"),
        Err(e) => e,
    }
}

/// The table every builder starts from: Sloth (no power in fights), nuns, Haven's Last
/// Stand on its first map, the first heroes of the core team.
pub fn options(hero_players: usize) -> Options {
    let heroes = if hero_players.is_multiple_of(2) { 4 } else { 3 };
    Options {
        sin: "sloth".into(),
        acolytes: "corrupted_nun".into(),
        story: "havens_last_stand".into(),
        map: Some(0),
        starting_heroes: ["leah", "thorley", "rose", "rocco"][..heroes]
            .iter()
            .map(|h| (*h).to_owned())
            .collect(),
        ..Options::default()
    }
}

/// The state right after setup with these options.
pub fn started(options: &Options, seats: usize) -> State {
    let events = TheOthers::setup(options, &Seat::all(seats), &mut GameRng::from_u64(1))
        .unwrap_or_else(|e| panic!("setup refused: {e}"));
    TheOthers::fold(&events)
}

/// Play the first legal command of whoever is prompted until `done` holds.
pub fn play_until(state: &mut State, done: impl Fn(&State) -> bool) {
    for _ in 0..200 {
        if done(state) {
            return;
        }
        let prompts = TheOthers::prompts(state);
        let Some(p) = prompts.first() else {
            return;
        };
        let c = TheOthers::legal_commands(state, p.seat).remove(0);
        when(state, p.seat.0, c);
    }
}

/// Run the automatic procedure on a state built by hand (as a command would after it).
pub fn settle(state: &mut State) -> Vec<Event> {
    let mut rng = GameRng::from_u64(7);
    let mut tx = super::tx::Tx {
        s: state.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    super::rules::advance(&mut tx);
    *state = tx.s;
    tx.out
}

pub struct Given {
    pub state: State,
}

/// A game of `seats` seats (the SIN in seat 0), in round 1 at the first hero's turn
/// choice, the story's tokens placed and the first hero (Leah) chosen.
pub fn given(seats: usize) -> Given {
    let mut state = started(&options(seats - 1), seats);
    play_until(&mut state, |s| s.phase == Phase::HeroTurns);
    Given { state }.no_sin_hand().research_done()
}

/// As [`given`], with another story (its setup decisions taken by the first legal command).
pub fn given_story(seats: usize, story: &str) -> Given {
    let options = Options {
        story: story.to_owned(),
        ..options(seats - 1)
    };
    let mut state = started(&options, seats);
    play_until(&mut state, |s| s.phase == Phase::HeroTurns);
    Given { state }.no_sin_hand().research_done()
}

impl Given {
    /// The SIN's hand goes back on top of its deck: a test gives it cards with `sin_hand`,
    /// so no SIN card window opens unless the test wants one.
    pub fn no_sin_hand(mut self) -> Self {
        let side = &mut self.state.sin_side;
        let mut deck = std::mem::take(&mut side.hand);
        deck.append(&mut side.deck);
        side.deck = deck;
        self
    }

    /// Leah's once-a-round PERILOUS RESEARCH counts as used this round, so a test's first
    /// turn starts with the SIN's window as it did before the heroes' abilities; a test of
    /// the ability clears `round.abilities_used`.
    pub fn research_done(mut self) -> Self {
        self.state.round.abilities_used.push("leah".to_owned());
        self
    }

    /// The SIN holds these cards (taken from its deck, or added if not there).
    pub fn sin_hand(mut self, cards: &[&str]) -> Self {
        for card in cards {
            let side = &mut self.state.sin_side;
            if let Some(i) = side.deck.iter().position(|c| c == card) {
                side.deck.remove(i);
            }
            side.hand.push((*card).to_owned());
        }
        self
    }

    /// `mission` is current with `progress`, nothing owed.
    pub fn mission(mut self, mission: &str, progress: u8) -> Self {
        let required = super::goal::mission(&self.state, mission)
            .map_or(0, |m| super::goal::required(m, self.state.hero_number));
        self.state.mission = Mission {
            current: mission.to_owned(),
            progress,
            required,
            removed: self.state.mission.removed.clone(),
            ..Mission::default()
        };
        self
    }

    /// Every reserve hero is dead: the next death cannot be replaced.
    pub fn no_reserve(mut self) -> Self {
        for h in &mut self.state.heroes {
            if h.status == HeroStatus::Reserve {
                h.status = HeroStatus::Dead;
            }
        }
        self
    }

    /// No monster and no physical token on the board; printed tokens stay.
    pub fn clear_board(mut self) -> Self {
        for m in &mut self.state.monsters {
            m.status = MonsterStatus::Unused;
            m.space = None;
        }
        for sp in &mut self.state.spaces {
            sp.tokens.retain(|t| t.permanent);
        }
        self
    }

    /// Printed tokens removed too (a bare board).
    pub fn bare_board(mut self) -> Self {
        self = self.clear_board();
        for sp in &mut self.state.spaces {
            sp.tokens.clear();
        }
        self
    }

    /// `hero` plays in `place`'s stead (same seat, space, tokens and turn-order place), so
    /// any dashboard of the data can be tested; a team member named `hero` swaps ids with
    /// `place`.
    pub fn playing(mut self, place: &str, hero: &str) -> Self {
        for h in &mut self.state.heroes {
            if h.id == hero {
                h.id = place.to_owned();
            } else if h.id == place {
                h.id = hero.to_owned();
            }
        }
        for id in &mut self.state.order {
            if id == place {
                *id = hero.to_owned();
            } else if id == hero {
                *id = place.to_owned();
            }
        }
        self
    }

    pub fn hero_at(mut self, hero: &str, space: &str) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.space = Some(space.to_owned());
        }
        self
    }

    /// Put an unused monster of `kind` on `space`.
    pub fn monster(mut self, kind: MonsterKind, space: &str) -> Self {
        let m = self
            .state
            .monsters
            .iter_mut()
            .find(|m| m.kind == kind && m.status == MonsterStatus::Unused)
            .expect("an unused monster of that kind");
        m.status = MonsterStatus::OnBoard;
        m.space = Some(space.to_owned());
        self
    }

    /// Make `n` monsters of `kind` dead (summonable).
    pub fn dead(mut self, kind: MonsterKind, n: usize) -> Self {
        for m in self
            .state
            .monsters
            .iter_mut()
            .filter(|m| m.kind == kind && m.status == MonsterStatus::Unused)
            .take(n)
        {
            m.status = MonsterStatus::Dead;
        }
        self
    }

    pub fn token(mut self, space: &str, kind: TokenKind) -> Self {
        if let Some(sp) = self.state.space_mut(space) {
            sp.tokens.push(Token {
                kind,
                face_up: true,
                permanent: false,
                by_sin: false,
            });
        }
        self
    }

    /// Put `card`'s Hell Club member on `space`, its card face up (find it with
    /// [`member_id`]).
    pub fn hell_club(mut self, card: &str, space: &str) -> Self {
        let id = self.state.monsters.iter().map(|m| m.id).max().unwrap_or(0) + 1;
        self.state.monsters.push(Monster {
            id,
            kind: MonsterKind::HellClub,
            status: MonsterStatus::OnBoard,
            space: Some(space.to_owned()),
            card: Some(card.to_owned()),
            npc: None,
        });
        self.state.apocalypse.revealed.push(card.to_owned());
        self
    }

    /// `hero` carries a `kind` token (an innocent, an NPC).
    pub fn carrying(mut self, hero: &str, kind: TokenKind) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.carried.push(kind);
        }
        self
    }

    pub fn corruption(mut self, hero: &str, level: u8) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.corruption = level;
        }
        self
    }

    /// Damage markers already on these corruption slots.
    pub fn covered(mut self, hero: &str, slots: &[u8]) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.covered = slots.to_vec();
            h.damage = slots.len() as u8;
        }
        self
    }

    /// The hero's Dark Past card is `card` (face down).
    pub fn dark_past(mut self, hero: &str, card: u8) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.dark_past = Some(card);
            h.dark_past_revealed = false;
        }
        self
    }

    pub fn upgrade(mut self, hero: &str, card: &str) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.upgrades.push(card.to_owned());
        }
        self
    }

    pub fn turn_tokens(mut self, hero: &str, active: u8, extra: u8) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.active_turn_tokens = active;
            h.extra_turn_tokens = extra;
        }
        self
    }

    pub fn sin(mut self, sin: &str) -> Self {
        self.state.sin = sin.to_owned();
        self
    }

    pub fn apocalypse(mut self, level: u8) -> Self {
        self.state.apocalypse.level = level;
        self
    }

    /// `hero` is taking a turn (a turn token paid), nothing done yet.
    pub fn turn(mut self, hero: &str) -> Self {
        if let Some(h) = self.state.hero_mut(hero) {
            h.active_turn_tokens = h.active_turn_tokens.saturating_sub(1);
        }
        self.state.turn = Some(Turn {
            hero: hero.to_owned(),
            movement: Movement::NotStarted,
            steps_left: self.state.content.tables.base_move,
            acted: false,
            city_actions: Vec::new(),
            // The SIN's start-of-turn window is over: a test opens it with a real turn.
            sin_window_closed: true,
            regroup_left: 0,
            regrouped: Vec::new(),
            gift_owed: false,
            agony_step: None,
            agony_checks: 0,
            agony_choices: Vec::new(),
            sloth_slowed: false,
        });
        self
    }

    /// `hero` just ended a turn: the SIN may react.
    pub fn reacting_to(mut self, hero: &str) -> Self {
        self.state.turn = None;
        self.state.reaction = Some(Reaction {
            hero: hero.to_owned(),
            spent: false,
            moving: None,
            moved: false,
            fought: false,
            marguerite_stepped: false,
        });
        self
    }

    /// A fight of `hero` against every monster in their space, its dice already rolled.
    pub fn rolled_fight(
        mut self,
        hero: &str,
        by_sin: bool,
        voluntary: bool,
        hero_faces: &[HeroFace],
        sin_faces: &[SinFace],
    ) -> Self {
        let space = self
            .state
            .hero(hero)
            .and_then(|h| h.space.clone())
            .unwrap_or_default();
        let monsters = self
            .state
            .monsters_in(&space)
            .iter()
            .map(|m| m.id)
            .collect();
        let mut fight = Fight {
            hero: hero.to_owned(),
            space,
            by_sin,
            ranged: false,
            cleanse: false,
            skills_used: 0,
            problem_solver_decided: false,
            sin_card: None,
            sin_window_closed: false,
            origin: self
                .state
                .hero(hero)
                .and_then(|h| h.space.clone())
                .unwrap_or_default(),
            monsters,
            stage: FightStage::PreRoll,
            voluntary,
            hero_faces: hero_faces.to_vec(),
            sin_faces: sin_faces.to_vec(),
            bonus_face: None,
            assigned: Vec::new(),
            hero_pool: 0,
            sin_pool: 0,
            after_roll: false,
            acolyte_window_closed: false,
            charmed_life_used: false,
            protector: None,
            counter_rolled: false,
        };
        fight.stage = super::dice::stage_after_roll(&self.state, &fight);
        self.state.fight = Some(fight);
        self
    }

    pub fn build(self) -> State {
        self.state
    }
}

/// The game waits for one decision, `kind`, from `seat` alone, whose legal commands are
/// exactly `legal`; any other seat sending one of them is refused as not its decision.
pub fn assert_only_decision(state: &State, seat: Seat, kind: &str, legal: &[Command]) {
    let prompts = TheOthers::prompts(state);
    assert_eq!(prompts.len(), 1, "{prompts:?}");
    assert_eq!((prompts[0].seat, prompts[0].kind.as_str()), (seat, kind));
    assert_eq!(TheOthers::legal_commands(state, seat), legal);
    for other in (0..state.seat_count).map(Seat).filter(|s| *s != seat) {
        assert!(TheOthers::legal_commands(state, other).is_empty());
        assert_eq!(
            refused(state, other.0, legal[0].clone()).code,
            "NOT_YOUR_DECISION"
        );
    }
}

/// The figure of `card`'s Hell Club member.
pub fn member_id(state: &State, card: &str) -> u16 {
    state
        .monsters
        .iter()
        .find(|m| m.card.as_deref() == Some(card))
        .map(|m| m.id)
        .expect("the member is in the game")
}

/// The ids of the monsters of `kind` standing on `space`.
pub fn monsters_at(state: &State, kind: MonsterKind, space: &str) -> Vec<u16> {
    state
        .monsters_in(space)
        .iter()
        .filter(|m| m.kind == kind)
        .map(|m| m.id)
        .collect()
}
