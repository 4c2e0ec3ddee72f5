//! The enemy action (§4.6), run by the engine once every player turn is over: the traits
//! marked on the previous card (E1), the movement (E2, `enemy_move.rs`), the reveal of this
//! round's card and of any party cards before it (E3), the attack area (E4), the traits'
//! damage before evasion (E5), evasion (E6), the one damage roll and each character's
//! [防]/[魔] (E7), the card's own effect (E8, `enemy_effects.rs`), and the discard (E9).
//! Set cards go off when the area includes their owner (E4) and when their owner failed
//! evasion, before the damage (E7, `set_cards.rs`).
//!
//! Rulings: down characters in the area neither roll nor take damage (G-22); a party marked
//! twice (both squares of a 2-player party) works once; an empty deck is reshuffled from
//! the discard except its top card, and with nothing to reshuffle the top card attacks
//! again (G-15).

use std::sync::Arc;

use super::super::command::{Command, SquareChoice};
use super::super::content::{AreaCentre, EnemyAttack, Op, Trait};
use super::super::event::*;
use super::super::grid::Square;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::TriggerPoint;
use super::enemy_move::move_enemy;
use super::{enemy_effects, set_cards, window};
use crate::engine::{GameRng, RuleError, Seat};

/// The traits at work now.
fn traits(tx: &Tx) -> Vec<Trait> {
    tx.s.active_traits
        .iter()
        .filter_map(|p| tx.s.content.party(p))
        .map(|p| p.traits.clone())
        .collect()
}

/// E1: the parties marked [!] on the previous card's left side, if they still stand.
fn activate_marked(tx: &mut Tx, previous: &EnemyAttack) {
    let mut parties: Vec<String> = Vec::new();
    for (i, marked) in previous.next.traits.iter().enumerate() {
        if !marked {
            continue;
        }
        if let Some(p) = tx.s.party_at(i as u8 + 1)
            && !p.destroyed
            && !parties.contains(&p.card)
        {
            parties.push(p.card.clone());
        }
    }
    if !parties.is_empty() {
        tx.emit(Event::TraitsActivated(TraitsActivated { parties }));
    }
}

/// E3: turn up cards until an attack comes; party cards on the way work for this attack.
fn reveal(tx: &mut Tx) -> Option<String> {
    for _ in 0..64 {
        if tx.s.enemy_deck.is_empty() {
            let below = tx.s.enemy_discard.len().saturating_sub(1);
            if below == 0 {
                let card = tx.s.enemy_discard.last().cloned()?;
                tx.emit(Event::EnemyAttackRevealed(EnemyAttackRevealed {
                    card: card.clone(),
                }));
                return Some(card);
            }
            let pool = tx.s.enemy_discard[..below].to_vec();
            let order = tx.shuffled(&pool);
            tx.emit(Event::EnemyAttackDeckReshuffled(
                EnemyAttackDeckReshuffled {
                    count: order.len() as u32,
                    order: Some(order),
                },
            ));
        }
        let card = tx.s.enemy_deck[0].clone();
        if tx.s.content.party(&card).is_some() {
            tx.emit(Event::PartyCardRevealed(PartyCardRevealed { card }));
        } else {
            tx.emit(Event::EnemyAttackRevealed(EnemyAttackRevealed {
                card: card.clone(),
            }));
            return Some(card);
        }
    }
    None
}

/// E4: the area of the previous card, on the body or on the hate top.
fn area(tx: &Tx, previous: &EnemyAttack) -> (Vec<Square>, Vec<Seat>) {
    let grid = tx.s.content.map(tx.s.options.map).grid();
    let centre = match previous.next.area.centre {
        AreaCentre::Body => Some(tx.s.enemy.body),
        AreaCentre::HateTop => tx.s.hate.and_then(|h| tx.player(h.seat).pawn),
    };
    let squares: Vec<Square> = centre
        .map(|c| {
            previous
                .next
                .area
                .cells
                .iter()
                .map(|o| c.offset(*o))
                .filter(|s| grid.contains(*s))
                .collect()
        })
        .unwrap_or_default();
    let seats =
        tx.s.players
            .iter()
            .filter(|p| !p.down && p.pawn.is_some_and(|sq| squares.contains(&sq)))
            .map(|p| p.seat)
            .collect();
    (squares, seats)
}

/// E1 and E2 on a scratch copy (no die is rolled before the reveal): the first wall slam
/// whose side square its player has not chosen yet, and the events the movement would emit.
fn scratch_move(tx: &Tx, previous: &EnemyAttack) -> (Option<(Seat, Vec<Square>)>, Vec<Event>) {
    let mut rng = GameRng::from_u64(0);
    let mut scratch = Tx {
        s: tx.s.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    activate_marked(&mut scratch, previous);
    let bonus: i32 = traits(&scratch).iter().map(|t| t.movement).sum();
    let question = move_enemy(
        &mut scratch,
        (previous.next.movement as i32 + bonus).max(0) as u32,
    );
    (question, scratch.out)
}

pub fn check_slam(state: &State, seat: Seat, c: &SquareChoice) -> Result<(), RuleError> {
    let Some(offer) = &state.slam_offer else {
        return Err(RuleError::new(
            "NO_SLAM_CHOICE",
            "Nobody is being pushed against the edge",
        ));
    };
    if offer.seat != seat {
        return Err(RuleError::not_your_decision(
            "The pushed character's player chooses its side square",
        ));
    }
    if !offer.squares.contains(&c.square) {
        return Err(RuleError::new(
            "NOT_A_SIDE_SQUARE",
            "Choose one of the two free side squares",
        ));
    }
    Ok(())
}

pub fn choose_slam(tx: &mut Tx, seat: Seat, c: &SquareChoice) {
    tx.emit(Event::SlamSideChosen(SlamSideChosen {
        seat,
        square: c.square,
    }));
}

pub fn slam_candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    if let Some(offer) = state.slam_offer.as_ref().filter(|o| o.seat == seat) {
        out.extend(
            offer
                .squares
                .iter()
                .map(|&square| Command::ChooseSlamSide(SquareChoice { square })),
        );
    }
}

/// The whole enemy action. `forced_passed`: the window before the movement's damage was
/// offered already, and every player passed.
pub fn act(tx: &mut Tx, forced_passed: bool) {
    let content = Arc::clone(&tx.s.content);
    let Some(previous) =
        tx.s.enemy_discard
            .last()
            .and_then(|c| content.enemy_attack(c))
            .cloned()
    else {
        return;
    };
    let (question, moved) = scratch_move(tx, &previous);
    if let Some((seat, squares)) = question {
        tx.emit(Event::SlamSideOffered(SlamSideOffered { seat, squares }));
        return;
    }
    // W1 before the slams and the lava: asked before the enemy moves, which rolls nothing.
    if !forced_passed && window::open_before_forced_damage(tx, &previous.id, &moved) {
        return;
    }
    activate_marked(tx, &previous);
    let bonus: i32 = traits(tx).iter().map(|t| t.movement).sum();
    move_enemy(tx, (previous.next.movement as i32 + bonus).max(0) as u32);
    if tx.s.outcome.is_some() {
        return;
    }
    let Some(card) = reveal(tx) else {
        return;
    };
    let (squares, seats) = area(tx, &previous);
    tx.emit(Event::AttackAreaResolved(AttackAreaResolved {
        squares,
        seats: seats.clone(),
    }));
    if set_cards::trigger(tx, TriggerPoint::InEnemyArea, &seats, &card, 0) || tx.s.outcome.is_some()
    {
        return;
    }
    strike(tx, &card, &seats, false);
}

/// E5 to E9 of the attack `card` on the characters in its area: the traits' damage before
/// evasion (after the window W1 unless `fire_passed`), evasion, the damage (after W1), the
/// discard.
pub fn strike(tx: &mut Tx, card: &str, seats: &[Seat], fire_passed: bool) {
    let Some(attack) = tx.s.content.enemy_attack(card).cloned() else {
        return;
    };
    let active = traits(tx);
    let fire: i32 = active
        .iter()
        .flat_map(|t| &t.ops)
        .map(|op| match op {
            Op::AreaDamage { amount } => *amount as i32,
            _ => 0,
        })
        .sum();
    if !fire_passed && window::open_before_trait_damage(tx, card, fire, seats) {
        return;
    }
    // E5: damage before evasion (the fire party).
    for t in &active {
        for op in &t.ops {
            if let Op::AreaDamage { amount } = op {
                for seat in seats {
                    tx.hurt(*seat, *amount as i32, DamageCause::Trait);
                }
            }
        }
    }
    if tx.s.outcome.is_some() {
        return;
    }
    // E6: evasion.
    let target = attack.hit + active.iter().map(|t| t.hit).sum::<i32>();
    let mut failed = Vec::new();
    for &seat in seats {
        if tx.player(seat).down {
            continue;
        }
        let die = tx.d6();
        let success = evades(die, tx.s.stats(seat).speed, target);
        tx.emit(Event::EvasionRolled(EvasionRolled {
            seat,
            die,
            target,
            success,
        }));
        if !success {
            failed.push(seat);
        }
    }
    // E7: one damage roll for everyone who failed, after the window W1 if it opens.
    let mut damage = 0;
    if !failed.is_empty() {
        let die = tx.d6();
        damage = enemy_damage(&attack, die, &active, tx.s.enemy.attack_modifier);
        tx.emit(Event::EnemyDamageRolled(EnemyDamageRolled { die, damage }));
        let paused = set_cards::trigger(tx, TriggerPoint::EnemyDamage, &failed, card, damage);
        if paused || tx.s.outcome.is_some() {
            return;
        }
    }
    before_damage(tx, card, damage, &failed);
}

/// The window W1 before the enemy attack's damage to `hit` when it opens, else the damage.
pub fn before_damage(tx: &mut Tx, card: &str, damage: i32, hit: &[Seat]) {
    if !window::open_before_enemy_damage(tx, card, damage, hit) {
        deal_damage(tx, card, damage, hit);
    }
}

/// E7 to E9: the rolled `damage` less each character's [防] or [魔], the card's own
/// effect, then the card goes onto the discard with the revealed parties under it.
pub fn deal_damage(tx: &mut Tx, card: &str, damage: i32, hit: &[Seat]) {
    if let Some(attack) = tx.s.content.enemy_attack(card).cloned() {
        let stat = attack.defence_stat.stat();
        for &seat in hit {
            let taken = (damage - tx.s.stats(seat).get(stat)).max(0);
            tx.hurt(seat, taken, DamageCause::EnemyAttack);
        }
        if tx.s.outcome.is_none() {
            enemy_effects::apply(tx, &attack, hit);
        }
    }
    if tx.s.outcome.is_some() {
        return;
    }
    let parties = tx.s.revealed_parties.clone();
    tx.emit(Event::EnemyAttackDiscarded(EnemyAttackDiscarded {
        card: card.into(),
        parties,
    }));
}

/// Evasion: a 6 always succeeds, a 1 always fails, else die + [速] ≥ the hit (a tie
/// succeeds).
pub fn evades(die: u8, speed: i32, target: i32) -> bool {
    die == 6 || (die != 1 && i32::from(die) + speed >= target)
}

/// The damage of one roll before [防]/[魔]: the chart, the traits' damage, the [敵攻] chip
/// (0, −1 or −2), never below 0.
pub fn enemy_damage(attack: &EnemyAttack, die: u8, traits: &[Trait], chip: i32) -> i32 {
    let chart = attack
        .damage
        .get(usize::from(die.clamp(1, 6)) - 1)
        .copied()
        .unwrap_or(0);
    (chart + traits.iter().map(|t| t.damage).sum::<i32>() + chip).max(0)
}
