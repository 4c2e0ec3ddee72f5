//! Given / when / then for Tokyo Saitoshin: a real setup played forward to the step a test
//! needs ([`given`]), small adjustments of the position, [`when`] to decide and apply a
//! command, [`refused`] for a refusal, and [`run_ops`] to run effect primitives directly.

use crate::engine::Confirm;
use std::sync::Arc;

use super::command::Command;
use super::effect::Op;
use super::event::Event;
use super::primitives::{Ctx, run};
use super::rules::round::advance;
use super::state::{Equipped, State, Step, area_slots};
use super::tx::Tx;
use super::vocabulary::{Area, Deck, Pc, Place};
use super::{Options, TokyoSaitoshin};
use crate::engine::{Game, GameRng, RuleError, Seat, testing};

/// Decide and apply; panic on refusal.
pub fn when(state: &mut State, seat: u8, command: Command) -> Vec<Event> {
    testing::when::<TokyoSaitoshin>(state, Seat(seat), &command, &mut GameRng::from_u64(7))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
}

/// The refusal of a command; panic if it is accepted.
pub fn refused(state: &State, seat: u8, command: Command) -> RuleError {
    match TokyoSaitoshin::decide(state, Seat(seat), &command, &mut GameRng::from_u64(7)) {
        Ok(e) => panic!("{command:?} accepted: {e:?}"),
        Err(e) => e,
    }
}

/// Run primitives on a copy of `state` in a context; the events and the state after.
pub fn run_ops(state: &State, ctx: &Ctx, ops: &[Op]) -> (Vec<Event>, State) {
    let mut rng = GameRng::from_u64(11);
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    run(&mut tx, ctx, ops);
    (tx.out, tx.s)
}

/// Run the automatic procedure from `state` (after a test changed it by hand).
pub fn advanced(state: &State) -> (Vec<Event>, State) {
    let mut rng = GameRng::from_u64(13);
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    advance(&mut tx);
    (tx.out, tx.s)
}

/// The events of a setup.
pub fn setup_events(options: &Options, seats: usize, seed: u64) -> Vec<Event> {
    TokyoSaitoshin::setup(options, &Seat::all(seats), &mut GameRng::from_u64(seed))
        .unwrap_or_else(|e| panic!("setup refused: {e}"))
}

pub struct Given {
    pub state: State,
}

/// A play of scenario 00 with `seats` players, set up with a fixed seed and played to the
/// start of round 1's action phase (troubles placed in the leftmost free slot, hands drawn
/// and kept).
pub fn given(seats: usize) -> Given {
    given_with(&Options::default(), seats)
}

pub fn given_with(options: &Options, seats: usize) -> Given {
    let events = setup_events(options, seats, 1);
    let mut state = TokyoSaitoshin::fold(&events);
    play_to(&mut state, Step::Actions);
    Given { state }
}

/// Answer every decision with the first listed command that is neither a redraw nor an
/// action, until the play reaches `step`.
pub fn play_to(state: &mut State, step: Step) {
    for _ in 0..500 {
        if state.step == step
            && TokyoSaitoshin::prompts(state)
                .iter()
                .all(|p| p.kind != "PLACE_TROUBLE")
        {
            return;
        }
        let prompt = TokyoSaitoshin::prompts(state)
            .into_iter()
            .next()
            .expect("someone owes a decision");
        let legal = TokyoSaitoshin::legal_commands(state, prompt.seat);
        let command = legal
            .iter()
            .find(|c| {
                matches!(
                    c,
                    Command::PlaceTrouble(_) | Command::FinishHand(_) | Command::KeepHand(_)
                )
            })
            .or_else(|| {
                legal.iter().find(|c| {
                    matches!(
                        c,
                        Command::EndActionPhase(_) | Command::GiveUpCheck(Confirm::Yes)
                    )
                })
            })
            .cloned()
            .unwrap_or_else(|| legal[0].clone());
        when(state, prompt.seat.0, command);
    }
    panic!("never reached {step:?}");
}

impl Given {
    pub fn build(self) -> State {
        self.state
    }

    fn pc(&mut self, pc: Pc) -> &mut super::state::PcState {
        self.state.pc_mut(pc).expect("a PC of the play")
    }

    /// Empty every market slot.
    pub fn empty_market(mut self) -> Self {
        for slot in &mut self.state.slots {
            slot.stack.clear();
        }
        self
    }

    /// A slot's stack, bottom first.
    pub fn slot(mut self, slot: usize, cards: &[&str]) -> Self {
        self.state.slots[slot].stack = cards.iter().map(|c| c.to_string()).collect();
        self
    }

    /// Fill every slot of an area with trouble cards (T-08.. in order).
    pub fn full_of_troubles(mut self, area: Area, first: usize) -> Self {
        for (n, slot) in area_slots(area).enumerate() {
            self.state.slots[slot].stack = vec![format!("T-{:02}", first + n)];
        }
        self
    }

    /// The PC's hand (a pair's shared hand, whichever of its PCs is named).
    pub fn hand(mut self, pc: Pc, cards: &[&str]) -> Self {
        self.piles(pc).hand = cards.iter().map(|c| c.to_string()).collect();
        self
    }

    pub fn deck(mut self, pc: Pc, cards: &[&str]) -> Self {
        self.piles(pc).deck = cards.iter().map(|c| c.to_string()).collect();
        self
    }

    pub fn discard(mut self, pc: Pc, cards: &[&str]) -> Self {
        self.piles(pc).discard = cards.iter().map(|c| c.to_string()).collect();
        self
    }

    fn piles(&mut self, pc: Pc) -> &mut super::state::PcState {
        self.state.piles_of_mut(pc).expect("a PC of the play")
    }

    pub fn at(mut self, pc: Pc, place: Place) -> Self {
        self.pc(pc).place = place;
        self
    }

    /// AP tokens taken from the pool.
    pub fn ap(mut self, pc: Pc, n: u32) -> Self {
        let had = self.pc(pc).ap;
        self.pc(pc).ap = n;
        self.state.ap_pool = self.state.ap_pool + had - n;
        self
    }

    pub fn damage(mut self, pc: Pc, n: u32, down: bool) -> Self {
        let p = self.pc(pc);
        p.damage = n;
        p.down = down;
        self
    }

    pub fn equipped(mut self, pc: Pc, cards: &[&str]) -> Self {
        self.pc(pc).equipped = cards
            .iter()
            .map(|c| Equipped {
                card: c.to_string(),
                exhaustion: 0,
            })
            .collect();
        self
    }

    /// The trouble deck, top card last.
    pub fn troubles(mut self, cards: &[&str]) -> Self {
        self.state
            .decks
            .insert(Deck::Trouble, cards.iter().map(|c| c.to_string()).collect());
        self
    }

    /// Every BOT card exhausted: none answers an attack (援護射撃) or is used.
    pub fn bots_exhausted(mut self) -> Self {
        for b in &mut self.state.bots {
            b.exhaustion = 2;
        }
        self
    }

    pub fn step(mut self, step: Step) -> Self {
        self.state.step = step;
        self
    }

    pub fn content(mut self, content: super::content::Content) -> Self {
        self.state.content = Arc::new(content);
        self
    }
}
