//! The withdrawal's damage (spec 5.12 step 4, G-24): 2 per unresolved Site card, not
//! reducible, split among the participants as the players choose, never past a PC's
//! remaining HP nor onto a down PC, the excess lost. The seat that withdrew splits it one
//! point at a time (`assignWithdrawalDamage`); a PC another seat runs takes no more than its
//! even share, so nobody is given more than the default without choosing it. When only one
//! split is possible it is applied at once, with no question.

use super::super::command::Command;
use super::super::event::Event;
use super::super::state::{Share, State, WithdrawalSplit};
use super::super::tx::Tx;
use super::super::vocabulary::{DamageType, Pc, Place};
use super::refusal::refuse;
use crate::engine::{Prompt, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// `withdraw` by `pc`: its seat splits the damage, or the only split is applied.
pub fn start(tx: &mut Tx, pc: Pc) {
    let Some(seat) = tx.s.pc(pc).map(|p| p.seat) else {
        return;
    };
    let per_card = tx.s.content.rules().withdrawal_damage_per_card;
    let total = per_card * tx.s.encounter.len() as u32;
    let even = withdrawal_split(&tx.s, total);
    let owed = even.iter().map(|&(_, n)| n).sum();
    let shares: Vec<Share> = even
        .iter()
        .map(|&(p, n)| Share {
            pc: p,
            n: 0,
            cap: if tx.s.pc(p).is_some_and(|x| x.seat == seat) {
                room(&tx.s, p)
            } else {
                n
            },
        })
        .collect();
    if forced(&shares, owed) {
        return finish(tx, shares, owed);
    }
    tx.emit(Event::WithdrawalSplitAsked(ev::WithdrawalSplitAsked {
        seat,
        owed,
        shares,
    }));
}

/// How the withdrawal damage is split: one point at a time in seat order, to the
/// participants that are not down, each up to its remaining HP (G-24); the rest is lost.
pub fn withdrawal_split(s: &State, total: u32) -> Vec<(Pc, u32)> {
    let mut pcs: Vec<_> = s
        .pcs
        .iter()
        .filter(|p| p.place == Place::Site)
        .map(|p| {
            (
                p.seat,
                p.pc,
                if p.down {
                    0
                } else {
                    p.max_hp.saturating_sub(p.damage)
                },
            )
        })
        .collect();
    pcs.sort();
    let mut out: Vec<(Pc, u32)> = pcs.iter().map(|&(_, pc, _)| (pc, 0)).collect();
    let mut left = total;
    while left > 0 {
        let mut gave = false;
        for (i, &(_, _, room)) in pcs.iter().enumerate() {
            if left > 0 && out[i].1 < room {
                out[i].1 += 1;
                left -= 1;
                gave = true;
            }
        }
        if !gave {
            break;
        }
    }
    out
}

/// A PC's remaining HP (0 when down).
fn room(s: &State, pc: Pc) -> u32 {
    s.pc(pc)
        .filter(|p| !p.down)
        .map_or(0, |p| p.max_hp.saturating_sub(p.damage))
}

/// Whether what is owed can go only one way: all of it, or each PC to its cap.
fn forced(shares: &[Share], owed: u32) -> bool {
    let open: Vec<&Share> = shares.iter().filter(|x| x.n < x.cap).collect();
    owed == 0 || open.len() <= 1 || open.iter().map(|x| x.cap - x.n).sum::<u32>() == owed
}

/// The damage as split (the rest, when forced, to the PCs that can still take it), then the
/// withdrawal itself.
fn finish(tx: &mut Tx, shares: Vec<Share>, mut owed: u32) {
    for share in shares {
        if tx.over() {
            return;
        }
        let extra = owed.min(share.cap - share.n);
        owed -= extra;
        tx.take_damage(share.pc, share.n + extra, DamageType::Physical);
    }
    if tx.over() {
        return;
    }
    let mut pcs: Vec<_> =
        tx.s.pcs
            .iter()
            .filter(|p| p.place == Place::Site)
            .map(|p| (p.seat, p.pc))
            .collect();
    pcs.sort();
    tx.emit(Event::Withdrew(ev::Withdrew {
        pcs: pcs.into_iter().map(|(_, pc)| pc).collect(),
        discarded: tx.s.encounter.clone(),
    }));
}

pub fn check(seat: Seat, w: &WithdrawalSplit, command: &Command) -> Result<(), RuleError> {
    let Command::AssignWithdrawalDamage(cmd::AssignWithdrawalDamage { pc }) = command else {
        return Err(RuleError::wrong_phase(
            "The withdrawal's damage is being split first",
        ));
    };
    if seat != w.seat {
        return Err(RuleError::not_your_decision(
            "The seat that withdrew splits the damage",
        ));
    }
    match w.shares.iter().find(|x| x.pc == *pc) {
        None => Err(refuse("NOT_A_PARTICIPANT", "That PC is not in the Site")),
        Some(x) if x.n >= x.cap => Err(refuse(
            "SHARE_FULL",
            "That PC can take no more: its remaining HP, or for another seat's PC its even share",
        )),
        Some(_) => Ok(()),
    }
}

pub fn candidates(s: &State) -> Vec<Command> {
    s.site
        .split
        .iter()
        .flat_map(|w| &w.shares)
        .map(|x| Command::AssignWithdrawalDamage(cmd::AssignWithdrawalDamage { pc: x.pc }))
        .collect()
}

pub fn prompts(w: &WithdrawalSplit) -> Vec<Prompt> {
    vec![Prompt::new(
        w.seat,
        "SPLIT_WITHDRAWAL_DAMAGE",
        format!(
            "Split {} withdrawal damage among the PCs in the Site",
            w.owed
        ),
    )]
}

/// One point to `pc`; once the rest can go only one way, the damage is dealt.
pub fn assign(tx: &mut Tx, pc: Pc) {
    tx.emit(Event::WithdrawalDamageAssigned(
        ev::WithdrawalDamageAssigned { pc },
    ));
    if let Some(w) = tx.s.site.split.clone()
        && forced(&w.shares, w.owed)
    {
        finish(tx, w.shares, w.owed);
    }
}
