//! Paying into an action check (spec 5.1): hand cards at their printed AP, own AP tokens,
//! one trouble card drawn for its AP, and up to 3 AP tokens from other PCs in any area. The
//! check succeeds as soon as the total reaches the target; the performer may give up. A
//! PC of a pair of the 2-PC variant pays at most 4 hand cards into one check (spec 5.14.3).

use super::super::command::Command;
use super::super::event::{DrawReason, Event, PaySource};
use super::super::state::{ActionKind, Check, State};
use super::super::tx::Tx;
use super::super::vocabulary::Deck;
use super::refusal::{owned, refuse};
use crate::engine::Confirm;
use crate::engine::{RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

fn open_check(s: &State) -> Option<&Check> {
    s.action.as_ref().and_then(|a| a.check.as_ref())
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let (Some(action), Some(check)) = (s.action.as_ref(), open_check(s)) else {
        return Err(RuleError::wrong_phase("No action check is open"));
    };
    let performer = s.pc(action.pc).expect("the performer is a PC of the play");
    if let Command::ContributeAp(cmd::ContributeAp { pc }) = command {
        let p = owned(s, seat, *pc)?;
        if *pc == action.pc {
            return Err(refuse("OWN_CHECK", "Pay your own tokens with payApToken"));
        }
        if p.ap == 0 {
            return Err(refuse("NO_AP_TOKEN", "This PC has no AP token"));
        }
        let cap = s.content.rules().max_ap_from_others_per_check;
        if check.from_others >= cap {
            return Err(refuse(
                "CONTRIBUTION_CAP",
                format!("Other PCs may add at most {cap} AP tokens to one check"),
            ));
        }
        return Ok(());
    }
    if performer.seat != seat {
        return Err(RuleError::not_your_decision(
            "Only the performing PC pays into its check",
        ));
    }
    match command {
        Command::PayWithCard(cmd::PayWithCard { card }) => {
            if !s.hand(performer.pc).contains(card) {
                return Err(refuse(
                    "NOT_IN_HAND",
                    format!("{card} is not in the performer's hand"),
                ));
            }
            if let Some(max) = s.hand_cards_per_check(performer.pc)
                && check.hand_cards >= max
            {
                return Err(refuse(
                    "HAND_CARD_LIMIT",
                    format!(
                        "A pair of the 2-PC variant pays at most {max} hand cards into a check"
                    ),
                ));
            }
            if action.kind == (ActionKind::Equip(st::EquipAction { card: card.clone() })) {
                return Err(refuse(
                    "CARD_BEING_EQUIPPED",
                    "The card being equipped cannot pay for its own check",
                ));
            }
        }
        Command::PayApToken(Confirm::Yes) => {
            if performer.ap == 0 {
                return Err(refuse("NO_AP_TOKEN", "The performer has no AP token"));
            }
        }
        Command::DrawTroubleForAp(Confirm::Yes) => {
            if check.trouble_drawn {
                return Err(refuse(
                    "TROUBLE_ALREADY_DRAWN",
                    "Only one trouble card may be drawn per check",
                ));
            }
            let left = s.decks.get(&Deck::Trouble).map_or(0, Vec::len)
                + s.discards.get(&Deck::Trouble).map_or(0, Vec::len);
            if left == 0 {
                return Err(refuse(
                    "NO_TROUBLE_CARD",
                    "There is no trouble card to draw",
                ));
            }
        }
        Command::GiveUpCheck(Confirm::Yes) => {}
        _ => {
            return Err(RuleError::wrong_phase(
                "An action check is open: pay into it or give up",
            ));
        }
    }
    Ok(())
}

pub fn apply(tx: &mut Tx, command: &Command) {
    let performer =
        tx.s.action
            .as_ref()
            .map(|a| a.pc)
            .expect("an action is open");
    match command {
        Command::PayWithCard(cmd::PayWithCard { card }) => {
            let amount = tx.s.content.ap_of(card);
            tx.emit(Event::CheckPaid(ev::CheckPaid {
                payer: performer,
                source: PaySource::HandCard,
                card: Some(card.clone()),
                amount,
            }));
        }
        Command::PayApToken(Confirm::Yes) => tx.emit(Event::CheckPaid(ev::CheckPaid {
            payer: performer,
            source: PaySource::ApToken,
            card: None,
            amount: 1,
        })),
        Command::ContributeAp(cmd::ContributeAp { pc }) => {
            tx.emit(Event::CheckPaid(ev::CheckPaid {
                payer: *pc,
                source: PaySource::ApToken,
                card: None,
                amount: 1,
            }))
        }
        Command::DrawTroubleForAp(Confirm::Yes) => {
            if let Some(card) = tx.draw_trouble(performer, DrawReason::ApPayment) {
                let amount = tx.s.content.ap_of(&card);
                tx.emit(Event::CheckPaid(ev::CheckPaid {
                    payer: performer,
                    source: PaySource::Trouble,
                    card: Some(card),
                    amount,
                }));
            }
        }
        Command::GiveUpCheck(Confirm::Yes) => super::actions::end_check(tx, false),
        _ => {}
    }
    if tx
        .s
        .action
        .as_ref()
        .and_then(|a| a.check.as_ref())
        .is_some_and(Check::reached)
    {
        super::actions::end_check(tx, true);
    }
}
