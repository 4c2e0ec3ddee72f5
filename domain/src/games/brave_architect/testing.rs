//! Given / when / then for Brave Architect: a state builder ([`given`]) starting from a real
//! setup played through Character-Make, [`when`] to decide and apply a command, [`refused`]
//! for the error of a refused one, and [`rolling`] for a generator whose first dice are
//! chosen, so a rulebook example's roll can be replayed through `decide`.

use std::sync::Arc;

use super::command::*;
use super::content::{Attack, Card, CardText, ChartRow, EnemyAttack, Icons, Op, Skill};
use super::event::Event;
use super::grid::Square;
use super::state::*;
use super::vocabulary::{AttackKind, EffectType, Stat, Stats};
use super::{BraveArchitect, Options};
use crate::engine::{Confirm, Game, GameRng, RuleError, Seat, testing};

pub const YES: Confirm = Confirm::Yes;

pub fn seat(n: u8) -> Seat {
    Seat(n)
}

pub fn sq(row: i32, col: i32) -> Square {
    Square::new(row, col)
}

/// A generator whose first d6 rolls show `faces` (found by trying seeds in order).
pub fn rolling(faces: &[u8]) -> GameRng {
    for seed in 0..1_000_000u64 {
        let mut rng = GameRng::from_u64(seed);
        if faces.iter().all(|f| rng.below(6) as u8 + 1 == *f) {
            return GameRng::from_u64(seed);
        }
    }
    panic!("no seed rolls {faces:?}");
}

/// Decide and apply with any dice; panic on refusal.
pub fn when(state: &mut State, s: u8, command: Command) -> Vec<Event> {
    when_rolling(state, s, command, &[])
}

/// Decide and apply with the first dice showing `faces`; panic on refusal.
pub fn when_rolling(state: &mut State, s: u8, command: Command, faces: &[u8]) -> Vec<Event> {
    testing::when::<BraveArchitect>(state, Seat(s), &command, &mut rolling(faces))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
}

pub fn refused(state: &State, s: u8, command: Command) -> RuleError {
    match BraveArchitect::decide(state, Seat(s), &command, &mut GameRng::from_u64(7)) {
        Ok(e) => panic!("{command:?} accepted: {e:?}"),
        Err(e) => e,
    }
}

/// The events from the start of a game of `n` players, before any pick.
pub fn started(n: usize, options: Options) -> State {
    let events = BraveArchitect::setup(&options, &Seat::all(n), &mut GameRng::from_u64(1)).unwrap();
    BraveArchitect::fold(&events)
}

/// Play the first legal command of the first prompted seat until `stop` holds.
pub fn play_until(state: &mut State, stop: impl Fn(&State) -> bool) {
    while !stop(state) {
        let prompt = BraveArchitect::prompts(state)
            .into_iter()
            .next()
            .expect("someone owes a decision");
        let command = BraveArchitect::legal_commands(state, prompt.seat)
            .into_iter()
            .next()
            .expect("a legal command");
        testing::when::<BraveArchitect>(state, prompt.seat, &command, &mut GameRng::from_u64(3))
            .unwrap();
    }
}

pub struct Given {
    pub state: State,
}

/// A game of `n` players in round 1, nobody's turn started: the draft played with the
/// first legal picks, the first styles, the pawns on the first free blue squares.
pub fn given(n: usize) -> Given {
    given_with(n, Options::default())
}

pub fn given_with(n: usize, options: Options) -> Given {
    let mut state = started(n, options);
    play_until(&mut state, |s| s.phase == Phase::Battle);
    Given { state }
}

/// An attack card for tests: check stats, range and chart rows `(min, max, damage, plus)`
/// after a miss row "≤ miss".
pub fn attack_card(
    id: &str,
    check: &[Stat],
    range: u32,
    miss: i32,
    rows: &[(i32, Option<i32>, i32, &[Stat])],
) -> Card {
    let mut chart = vec![ChartRow {
        min: None,
        max: Some(miss),
        miss: true,
        damage: 0,
        plus: Vec::new(),
        effects: Vec::new(),
    }];
    chart.extend(rows.iter().map(|(min, max, damage, plus)| ChartRow {
        min: Some(*min),
        max: *max,
        miss: false,
        damage: *damage,
        plus: plus.to_vec(),
        effects: Vec::new(),
    }));
    Card {
        id: id.into(),
        name: id.into(),
        name_ja: id.into(),
        cost: 0,
        effect_type: EffectType::Attack,
        attack: Some(Attack {
            kind: AttackKind::Strike,
            check: check.to_vec(),
            range,
            targets: 1,
            hits: 1,
            chart,
            icons: Icons::default(),
            self_damage: 0,
        }),
        ops: Vec::new(),
        text: Default::default(),
    }
}

/// A card of no attack for tests: its type, cost, effects and the rest of its text.
pub fn text_card(
    id: &str,
    effect_type: EffectType,
    cost: u32,
    ops: Vec<Op>,
    text: CardText,
) -> Card {
    Card {
        id: id.into(),
        name: id.into(),
        name_ja: id.into(),
        cost,
        effect_type,
        attack: None,
        ops,
        text,
    }
}

/// An attack command from hand, paid with nothing.
pub fn attack_with(card: &str, targets: &[u8]) -> Command {
    Command::Attack(AttackChoice {
        source: AttackSource::Card(card.into()),
        targets: targets.to_vec(),
        discard: Vec::new(),
        tension: 0,
        extras: Vec::new(),
    })
}

impl Given {
    pub fn build(self) -> State {
        self.state.check_invariants().unwrap();
        self.state
    }

    /// Start `s`'s turn (as `StartPlayerTurn` would).
    pub fn turn(mut self, s: u8) -> Self {
        self.state.turn = Some(Turn::new(Seat(s)));
        self
    }

    pub fn pawn(mut self, s: u8, square: Square) -> Self {
        self.state.players[s as usize].pawn = Some(square);
        self
    }

    /// Move the enemy body's top-left square.
    pub fn enemy_at(mut self, square: Square) -> Self {
        self.state.enemy.body = square;
        self
    }

    /// Give `s` this weapon and style, with the weapon's Lv2+ cards in its reserve.
    pub fn weapon(mut self, s: u8, weapon: &str, style: &str) -> Self {
        let w = self
            .state
            .content
            .weapon(weapon)
            .expect("a weapon of the content")
            .clone();
        let p = &mut self.state.players[s as usize];
        p.weapon = Some(weapon.into());
        p.style = Some(style.into());
        p.reserve = w
            .styles
            .iter()
            .flat_map(|s| [s.lv2.id.clone(), s.lv3.id.clone()])
            .collect();
        let max = self.state.max_hp(Seat(s));
        let p = &mut self.state.players[s as usize];
        p.hp = p.hp.min(max);
        self
    }

    pub fn hand(mut self, s: u8, cards: &[&str]) -> Self {
        self.state.players[s as usize].hand = cards.iter().map(|c| c.to_string()).collect();
        self
    }

    pub fn tension(mut self, s: u8, n: u8) -> Self {
        self.state.players[s as usize].tension = n;
        self
    }

    pub fn hp(mut self, s: u8, hp: i32) -> Self {
        self.state.players[s as usize].hp = hp;
        self
    }

    /// Give a character these total stats (through its temporary modifiers).
    pub fn stats(
        mut self,
        s: u8,
        accuracy: i32,
        power: i32,
        speed: i32,
        defence: i32,
        magic: i32,
    ) -> Self {
        let seat = Seat(s);
        let p = &mut self.state.players[s as usize];
        p.bonus = Stats::default();
        let base = self.state.stats(seat);
        let p = &mut self.state.players[s as usize];
        p.bonus = Stats {
            accuracy: accuracy - base.accuracy,
            power: power - base.power,
            speed: speed - base.speed,
            defence: defence - base.defence,
            magic: magic - base.magic,
            hp: 0,
        };
        self
    }

    /// Put party `card` at `position` (and its second position on the 2-player side) with `hp`.
    pub fn party(mut self, position: u8, card: &str, hp: i32) -> Self {
        let parties = &mut self.state.enemy.parties;
        let at = parties
            .iter()
            .position(|p| p.positions.contains(&position))
            .expect("a party covers the position");
        // A party card is on the sheet once: the one it replaces takes its place.
        let old = parties[at].card.clone();
        if let Some(other) = parties.iter_mut().find(|p| p.card == card) {
            other.card = old;
        }
        let p = &mut parties[at];
        p.card = card.into();
        p.hp = hp;
        p.destroyed = false;
        self
    }

    pub fn destroyed(mut self, position: u8) -> Self {
        if let Some(p) = self
            .state
            .enemy
            .parties
            .iter_mut()
            .find(|p| p.positions.contains(&position))
        {
            p.destroyed = true;
            p.hp = 0;
            self.state.enemy.destroyed += 1;
        }
        self
    }

    pub fn core_hp(mut self, hp: i32) -> Self {
        self.state.enemy.core_hp = hp;
        self
    }

    pub fn defence_chip(mut self, value: i32) -> Self {
        self.state.enemy.defence_modifier = value;
        self
    }

    /// Add a card to the content (as a skill), so a test can hold it.
    pub fn card(mut self, card: Card) -> Self {
        let content = Arc::make_mut(&mut self.state.content);
        content.skills.push(Skill {
            id: card.id.clone(),
            name: card.name.clone(),
            name_ja: card.name_ja.clone(),
            card,
            erratum: None,
        });
        self
    }

    /// Add an enemy attack card to the content and make it the discard's top: its left
    /// side drives the coming enemy action.
    pub fn previous_card(mut self, card: EnemyAttack) -> Self {
        let id = card.id.clone();
        Arc::make_mut(&mut self.state.content).attacks.push(card);
        self.state.enemy_discard = vec![id];
        self
    }

    /// Add an enemy attack card to the content and put it on top of the enemy attack
    /// deck: the coming enemy action reveals it.
    pub fn revealing(mut self, card: EnemyAttack) -> Self {
        let id = card.id.clone();
        Arc::make_mut(&mut self.state.content).attacks.push(card);
        self.state.enemy_deck.insert(0, id);
        self
    }

    /// The enemy attack deck, top first.
    pub fn enemy_deck(mut self, cards: &[&str]) -> Self {
        self.state.enemy_deck = cards.iter().map(|c| c.to_string()).collect();
        self
    }

    pub fn level(mut self, s: u8, level: u8) -> Self {
        self.state.players[s as usize].level = level;
        self
    }

    /// The previous turn this round was `s`'s, whose last attack aimed at `positions`.
    pub fn previous_attack(mut self, s: u8, positions: &[u8]) -> Self {
        let targets = positions
            .iter()
            .map(|p| self.state.target_key(*p))
            .collect();
        self.state.last_turn = Some(LastTurn {
            seat: Seat(s),
            targets,
        });
        self.state.attacked_this_round = true;
        let _ = self.state.turns.pass(Seat(s));
        self
    }

    /// `s` holds the hate card at `band`; `this_round`: taken during this round.
    pub fn hate(mut self, s: u8, band: u8, this_round: bool) -> Self {
        self.state.hate = Some(Hate {
            seat: Seat(s),
            band,
        });
        self.state.hate_taken_this_round = this_round;
        self
    }

    /// The turn already made an attack that dealt `damage`, aimed at `positions`.
    pub fn attacked(mut self, damage: i32, positions: &[u8]) -> Self {
        let targets = positions
            .iter()
            .map(|p| self.state.target_key(*p))
            .collect();
        let t = self.state.turn.as_mut().expect("a turn in progress");
        t.attacks += 1;
        t.damage += damage;
        t.last_targets = targets;
        self.state.attacked_this_round = true;
        self
    }
}
