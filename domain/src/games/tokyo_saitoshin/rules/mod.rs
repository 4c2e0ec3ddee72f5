//! The procedure: `check` validates a command, `decide` applies it to a scratch copy and
//! runs the automatic procedure (`round::advance`) until the next decision. `legal_commands`
//! lists the candidate commands `check` accepts, so it is exact by construction.

pub mod actions;
pub mod artifact;
pub mod attack_window;
pub mod battle;
pub mod constant;
pub mod cost;
pub mod disposal;
pub mod effects;
pub mod exchange;
pub mod giving;
pub mod hand;
pub mod held_disposal;
pub mod payment;
pub mod placement;
pub mod post_use;
pub mod purchase;
pub mod reaction;
pub mod refusal;
pub mod round;
pub mod setup;
pub mod site;
pub mod strike;
pub mod vehicle;
pub mod withdrawal;

use super::command::{Command, Source};
use super::event::{Event, ExhaustionSite};
use super::state::{ENCOUNTER_SLOT, SLOTS, State, Step};
use super::tx::Tx;
use super::vocabulary::{Area, Pc, Place, SkillSlot};
use crate::engine::Confirm;
use crate::engine::{GameRng, Prompt, PromptScope, RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;
pub use refusal::{owned, refuse};

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if s.is_over() {
        return Err(RuleError::game_over());
    }
    if seat.index() >= s.seats {
        return Err(RuleError::not_your_decision(
            "This seat is not at the table",
        ));
    }
    if let Command::ChooseReward(cmd::ChooseReward { card }) = command {
        if s.step != Step::Reward {
            return Err(RuleError::wrong_phase(
                "A reward is chosen when the scenario is cleared",
            ));
        }
        if card
            .as_ref()
            .is_some_and(|c| !s.offered_rewards.contains(c))
        {
            return Err(refuse(
                "NOT_OFFERED",
                "That card is not one of this clear's rewards",
            ));
        }
        return Ok(());
    }
    if s.step == Step::Reward {
        return Err(RuleError::wrong_phase(
            "The scenario is cleared: choose its reward",
        ));
    }
    if let Some(w) = s.incoming.first() {
        return reaction::check(s, seat, w, command);
    }
    if let Some(d) = &s.disposing {
        return held_disposal::check(s, seat, d, command);
    }
    if let Some(w) = &s.attack {
        return attack_window::check(s, seat, w, command);
    }
    if let Some((i, slots)) = placement::next(s) {
        return placement::check(s, seat, i, &slots, command);
    }
    if let Some(offer) = s.artifact_offers.first() {
        return artifact::check_offer(s, seat, offer, command);
    }
    if let Some(a) = artifact::waiting(s) {
        return artifact::check(s, seat, a, command);
    }
    if let Some(r) = s.disposal_rewards.first() {
        return disposal::check(s, seat, r, command);
    }
    if let Some(g) = &s.giving {
        return giving::check(s, seat, g, command);
    }
    if let Some(w) = &s.site.split {
        return withdrawal::check(seat, w, command);
    }
    if !s.site.withdrawing.is_empty() {
        return site::check_leaving(s, seat, command);
    }
    if let Some(x) = &s.exchange {
        return exchange::check_answer(s, seat, x, command);
    }
    if let Some(r) = &s.ride {
        return vehicle::check_answer(s, seat, r, command);
    }
    match command {
        Command::TakeDamage(_) => Err(RuleError::wrong_phase("No damage is waiting")),
        Command::PassAttack(_) | Command::JoinAttack(_) => {
            Err(RuleError::wrong_phase("No attack waits in its window"))
        }
        Command::Dispose(_) => Err(RuleError::wrong_phase(
            "No card is held before its disposal",
        )),
        Command::AnswerExchange(_) => Err(RuleError::wrong_phase("No hand exchange is offered")),
        Command::AnswerRide(_) => Err(RuleError::wrong_phase("No ride is offered")),
        Command::AssignWithdrawalDamage(_) => Err(RuleError::wrong_phase(
            "No withdrawal damage is being split",
        )),
        Command::GiveHandCards(_) => Err(RuleError::wrong_phase("No hand card is being given")),
        Command::ChooseArtifactOrDisposal(_) => {
            Err(RuleError::wrong_phase("No artifact is about to be drawn"))
        }
        Command::TakeDisposalCard(_) => Err(RuleError::wrong_phase(
            "No disposal-area card is being obtained",
        )),
        Command::PlaceTrouble(_) => Err(RuleError::wrong_phase(
            "No trouble card is waiting to be placed",
        )),
        Command::TakeArtifact(_) | Command::DiscardForArtifact(_) => Err(RuleError::wrong_phase(
            "No artifact is waiting to be equipped",
        )),
        Command::PayWithCard(_)
        | Command::PayApToken(Confirm::Yes)
        | Command::DrawTroubleForAp(Confirm::Yes)
        | Command::ContributeAp(_)
        | Command::GiveUpCheck(Confirm::Yes) => payment::check(s, seat, command),
        Command::DiscardFromHand(_)
        | Command::FinishHand(_)
        | Command::Redraw(_)
        | Command::KeepHand(_) => hand::check(s, seat, command),
        _ => actions::check(s, seat, command),
    }
}

pub fn decide(
    s: &State,
    seat: Seat,
    command: &Command,
    rng: &mut GameRng,
) -> Result<Vec<Event>, RuleError> {
    check(s, seat, command)?;
    let mut tx = Tx {
        s: s.clone(),
        out: Vec::new(),
        rng,
    };
    apply(&mut tx, command);
    round::advance(&mut tx);
    Ok(tx.out)
}

fn apply(tx: &mut Tx, command: &Command) {
    if !tx.s.incoming.is_empty() {
        return reaction::apply(tx, command);
    }
    if tx.s.disposing.is_some() {
        return held_disposal::apply(tx, command);
    }
    if tx.s.attack.is_some() {
        return attack_window::apply(tx, command);
    }
    if let Command::Use(u) = command
        && !tx.s.pending.is_empty()
    {
        return placement::cancel(tx, u);
    }
    match command {
        Command::ChooseReward(cmd::ChooseReward { card }) => {
            tx.emit(Event::RewardChosen(ev::RewardChosen { card: card.clone() }))
        }
        Command::PlaceTrouble(cmd::PlaceTrouble { slot }) => {
            if let Some((i, _)) = placement::next(&tx.s) {
                let card = tx.s.pending[i].card.clone();
                tx.emit(Event::TroublePlaced(ev::TroublePlaced {
                    card,
                    slot: *slot,
                }));
            }
        }
        Command::TakeArtifact(_) | Command::DiscardForArtifact(_) => artifact::apply(tx, command),
        Command::ChooseArtifactOrDisposal(_) => artifact::apply_offer(tx, command),
        Command::TakeDisposalCard(_) => disposal::apply(tx, command),
        Command::GiveHandCards(_) => giving::apply(tx, command),
        Command::OfferExchange(_) | Command::AnswerExchange(_) => exchange::apply(tx, command),
        Command::AssignWithdrawalDamage(cmd::AssignWithdrawalDamage { pc }) => {
            withdrawal::assign(tx, *pc)
        }
        Command::AnswerRide(a) => {
            if let Some((pc, kind)) = vehicle::answer(tx, a) {
                actions::start(tx, pc, kind);
            }
        }
        Command::PayWithCard(_)
        | Command::PayApToken(Confirm::Yes)
        | Command::DrawTroubleForAp(Confirm::Yes)
        | Command::ContributeAp(_)
        | Command::GiveUpCheck(Confirm::Yes) => payment::apply(tx, command),
        Command::DiscardFromHand(_)
        | Command::FinishHand(_)
        | Command::Redraw(_)
        | Command::KeepHand(_) => hand::apply(tx, command),
        _ => actions::apply(tx, command),
    }
}

/// Every command a seat could plausibly send now; `legal_commands` keeps those `check`
/// accepts.
pub fn candidates(s: &State, seat: Seat) -> Vec<Command> {
    let mut out: Vec<Command> = (0..SLOTS)
        .map(|slot| Command::PlaceTrouble(cmd::PlaceTrouble { slot }))
        .collect();
    out.push(Command::ChooseReward(cmd::ChooseReward { card: None }));
    out.extend(s.offered_rewards.iter().map(|c| {
        Command::ChooseReward(cmd::ChooseReward {
            card: Some(c.clone()),
        })
    }));
    out.extend([
        Command::PayApToken(Confirm::Yes),
        Command::DrawTroubleForAp(Confirm::Yes),
        Command::GiveUpCheck(Confirm::Yes),
    ]);
    if let Some(a) = &s.action {
        out.extend(
            s.hand(a.pc)
                .iter()
                .map(|c| Command::PayWithCard(cmd::PayWithCard { card: c.clone() })),
        );
    }
    out.extend(reaction::candidates(s, seat));
    out.extend(held_disposal::candidates(s, seat));
    out.extend(attack_window::candidates(s, seat));
    out.extend(placement::candidates(s, seat));
    out.extend(exchange::candidates(s, seat));
    out.extend(giving::candidates(s, seat));
    out.extend(vehicle::candidates(s, seat));
    out.extend(withdrawal::candidates(s));
    let offered: Vec<&String> = s
        .disposal_rewards
        .first()
        .map(|r| s.disposal.iter().chain(&r.revealed).collect())
        .unwrap_or_default();
    for p in s.pcs_of(seat) {
        let pc = p.pc;
        out.extend(use_candidates(s, pc));
        out.extend([
            Command::Explore(cmd::Explore { pc }),
            Command::ConcedeSiteCard(cmd::ConcedeSiteCard { pc }),
            Command::EndExploration(cmd::EndExploration { pc }),
            Command::Withdraw(cmd::Withdraw { pc }),
            Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal {
                pc,
                disposal: false,
            }),
            Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal { pc, disposal: true }),
        ]);
        out.extend(offered.iter().map(|c| {
            Command::TakeDisposalCard(cmd::TakeDisposalCard {
                pc,
                card: (*c).clone(),
            })
        }));
        out.extend(p.equipped.iter().map(|e| {
            Command::DiscardEquipment(cmd::DiscardEquipment {
                pc,
                card: e.card.clone(),
            })
        }));
        out.extend(p.equipped.iter().map(|e| {
            Command::DiscardForArtifact(cmd::DiscardForArtifact {
                pc,
                card: e.card.clone(),
            })
        }));
        out.push(Command::TakeArtifact(cmd::TakeArtifact { pc }));
        let exhausted = p
            .skills
            .iter()
            .map(|k| ExhaustionSite::Skill(st::OnSkill { slot: k.slot }))
            .chain(p.equipped.iter().map(|e| {
                ExhaustionSite::Equipped(st::OnEquipped {
                    card: e.card.clone(),
                })
            }))
            .chain(
                s.bots
                    .iter()
                    .map(|b| ExhaustionSite::Bot(st::OnBot { pc: b.pc })),
            );
        for from in exhausted {
            out.extend(s.hand(pc).iter().map(|c| {
                Command::ReturnExhaustion(cmd::ReturnExhaustion {
                    pc,
                    card: c.clone(),
                    from: from.clone(),
                })
            }));
        }
        out.extend(s.hand(pc).iter().map(|c| {
            Command::DiscardFromHand(cmd::DiscardFromHand {
                pc,
                card: c.clone(),
            })
        }));
        out.extend(s.hand(pc).iter().map(|c| {
            Command::Equip(cmd::Equip {
                pc,
                card: c.clone(),
            })
        }));
        out.extend([
            Command::FinishHand(cmd::FinishHand { pc }),
            Command::Redraw(cmd::Redraw { pc }),
            Command::KeepHand(cmd::KeepHand { pc }),
            Command::ContributeAp(cmd::ContributeAp { pc }),
            Command::EndActionPhase(cmd::EndActionPhase { pc }),
            Command::Move(cmd::Move::to(pc, Place::Site)),
        ]);
        out.extend(
            Area::ALL
                .iter()
                .map(|&a| Command::Move(cmd::Move::to(pc, Place::Area(a)))),
        );
        out.extend((0..=ENCOUNTER_SLOT).map(|slot| Command::Resolve(cmd::Resolve { pc, slot })));
        out.extend((0..SLOTS).map(|slot| Command::Purchase(cmd::Purchase { pc, slot })));
    }
    out
}

pub fn legal_commands(s: &State, seat: Seat) -> Vec<Command> {
    candidates(s, seat)
        .into_iter()
        .filter(|c| check(s, seat, c).is_ok())
        .collect()
}

pub fn prompts(s: &State) -> Vec<Prompt> {
    if s.is_over() {
        return Vec::new();
    }
    if s.step == Step::Reward {
        return (0..s.seats)
            .map(|i| {
                Prompt::new(
                    Seat(i as u8),
                    "CHOOSE_REWARD",
                    "The scenario is cleared: choose its reward card",
                )
                .with_scope(PromptScope::AnyOfTeam)
            })
            .collect();
    }
    if let Some(w) = s.incoming.first() {
        return reaction::prompts(s, w);
    }
    if let Some(d) = &s.disposing {
        return held_disposal::prompts(s, d);
    }
    if let Some(w) = &s.attack {
        return attack_window::prompts(s, w);
    }
    if let Some((i, _)) = placement::next(s) {
        return placement::prompts(s, i);
    }
    if let Some(offer) = s.artifact_offers.first() {
        return artifact::offer_prompts(s, offer);
    }
    if let Some(a) = artifact::waiting(s) {
        return artifact::prompts(s, a);
    }
    if let Some(r) = s.disposal_rewards.first() {
        return disposal::prompts(s, r);
    }
    if let Some(g) = &s.giving {
        return giving::prompts(s, g);
    }
    if let Some(x) = &s.exchange {
        return exchange::prompts(s, x);
    }
    if let Some(r) = &s.ride {
        return vehicle::prompts(s, r);
    }
    if let Some(w) = &s.site.split {
        return withdrawal::prompts(w);
    }
    if !s.site.withdrawing.is_empty() {
        return artifact::seats_of(s, &s.site.withdrawing)
            .into_iter()
            .map(|seat| {
                Prompt::new(
                    seat,
                    "LEAVE_SITE",
                    "Withdrawn: move your PC to an area joined to the Site",
                )
            })
            .collect();
    }
    let mut seats: Vec<Seat> = s.pcs.iter().map(|p| p.seat).collect();
    seats.sort();
    seats.dedup();
    match s.step {
        Step::HandAdjustment => seats
            .into_iter()
            .filter(|&seat| s.pcs_of(seat).any(|p| !p.hand_ready))
            .map(|seat| {
                Prompt::new(
                    seat,
                    "ADJUST_HAND",
                    "Adjust your hand: discard, then draw up to your hand size (4; 7 for a pair)",
                )
            })
            .collect(),
        Step::Actions => match &s.action {
            Some(a) => {
                let performer = s.pc(a.pc).map(|p| p.seat);
                seats
                    .into_iter()
                    .filter(|&seat| !legal_commands(s, seat).is_empty())
                    .map(|seat| {
                        if Some(seat) == performer {
                            Prompt::new(seat, "PAY_CHECK", "Pay AP into your check, or give up")
                        } else {
                            Prompt::new(
                                seat,
                                "CONTRIBUTE_AP",
                                "You may add AP tokens to the open check",
                            )
                        }
                    })
                    .collect()
            }
            None => s.action_phase.prompts(
                "ACT_OR_END",
                "Take an action with a PC, or end its action phase",
            ),
        },
        _ => Vec::new(),
    }
}

/// The uses a PC could make: every source, with the targets an attack may take and the
/// hand cards its cost may take.
fn use_candidates(s: &State, pc: Pc) -> Vec<Command> {
    let Some(p) = s.pc(pc) else { return Vec::new() };
    let mut sources: Vec<Source> = s
        .hand(pc)
        .iter()
        .map(|c| Source::Hand(st::HandCard { card: c.clone() }))
        .collect();
    sources.extend(p.equipped.iter().map(|e| {
        Source::Equipped(st::EquippedCard {
            card: e.card.clone(),
        })
    }));
    sources.extend(
        SkillSlot::ALL
            .iter()
            .map(|&slot| Source::Skill(st::SkillSource { slot })),
    );
    for b in &s.bots {
        let skills = s.content.bot(b.pc).map_or(0, |d| d.skills.len());
        sources.extend((0..skills).map(|skill| Source::Bot(st::BotSkill { pc: b.pc, skill })));
    }
    let mut out = Vec::new();
    for source in sources {
        let Ok((effect, _)) = effects::effect_of(s, pc, &source) else {
            continue;
        };
        let targets: Vec<Option<usize>> =
            if effect.attack.is_some() || effect.buys() || effect.buys_for_other() {
                (0..=ENCOUNTER_SLOT).map(Some).collect()
            } else {
                vec![None]
            };
        let discards = effects::discard_choices(s, pc, &source, &effect);
        for target in &targets {
            for discard in &discards {
                out.push(Command::Use(cmd::Use {
                    pc,
                    source: source.clone(),
                    target: *target,
                    discard: discard.clone(),
                }));
            }
        }
    }
    out
}
