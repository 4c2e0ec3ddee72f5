//! A transaction: the scratch state a command works on, the events emitted so far and the
//! RNG, with the low-level moves every rule and primitive makes (draw, gain, damage, heal).
//! Each event is applied as it is emitted, so what follows sees it.

use super::content::{Content, OnDraw};
use super::effect::{Op, Trigger};
use super::event::*;
use super::evolve::evolve;
use super::state::*;
use super::vocabulary::{CardKind, DamageType, Deck, Pc, SkillSlot};
use crate::engine::GameRng;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

pub struct Tx<'a> {
    pub s: State,
    pub out: Vec<Event>,
    pub rng: &'a mut GameRng,
}

impl Tx<'_> {
    pub fn emit(&mut self, event: Event) {
        evolve(&mut self.s, &event);
        self.out.push(event);
    }

    pub fn content(&self) -> std::sync::Arc<Content> {
        self.s.content.clone()
    }

    pub fn pc(&self, pc: Pc) -> &PcState {
        self.s.pc(pc).expect("a PC of the play")
    }

    pub fn over(&self) -> bool {
        self.s.is_over() || self.s.step == Step::Reward
    }

    pub fn lose(&mut self, reason: &str) {
        if !self.over() {
            self.emit(Event::GameLost(ev::GameLost {
                reason: reason.into(),
            }));
        }
    }

    /// Draw the top trouble card for `pc`; an empty deck is first rebuilt by shuffling the
    /// trouble discard pile (spec 5.15.1). `None` if there is no trouble card left at all.
    pub fn draw_trouble(&mut self, pc: Pc, reason: DrawReason) -> Option<String> {
        let mut card = self.draw_top(pc, reason)?;
        // Once per draw: the card drawn again is kept. A scenario card shuffled into the
        // deck is not a trouble card (FAQ Q39) and is kept too.
        if !self.s.is_scenario_card(&card) && self.redraws(pc) {
            self.emit(Event::TroubleRedrawn(ev::TroubleRedrawn {
                pc,
                card: card.clone(),
            }));
            card = self.draw_top(pc, reason)?;
        }
        if reason != DrawReason::ApPayment && self.discarded_on_draw(&card) {
            self.emit(Event::TroubleDiscardedUnplaced(
                ev::TroubleDiscardedUnplaced { card: card.clone() },
            ));
        }
        Some(card)
    }

    /// Whether a trouble card this PC draws is drawn again (ドゥーム・ゼロ's 【常時】, FAQ Q36).
    fn redraws(&self, pc: Pc) -> bool {
        self.s.constant_effects(pc).iter().any(|e| {
            e.trigger == Some(Trigger::TroubleDrawnBySelf)
                && e.ops.iter().any(|op| matches!(op, Op::RedrawTrouble))
        })
    }

    /// The top trouble card drawn, the deck rebuilt from the discard pile first when empty.
    fn draw_top(&mut self, pc: Pc, reason: DrawReason) -> Option<String> {
        if self.s.decks.get(&Deck::Trouble).is_none_or(Vec::is_empty) {
            let mut order = self
                .s
                .discards
                .get(&Deck::Trouble)
                .cloned()
                .unwrap_or_default();
            if order.is_empty() {
                return None;
            }
            self.rng.shuffle(&mut order);
            self.emit(Event::TroubleDeckReshuffled(ev::TroubleDeckReshuffled {
                order,
            }));
        }
        let card = self.s.decks.get(&Deck::Trouble)?.last()?.clone();
        self.emit(Event::TroubleDrawn(ev::TroubleDrawn {
            pc,
            card: card.clone(),
            reason,
        }));
        Some(card)
    }

    /// 「何もない素晴らしい1日」 is discarded instead of placed (FAQ Q8).
    pub fn discarded_on_draw(&self, card: &str) -> bool {
        self.s
            .content
            .encounter(card)
            .is_some_and(|e| e.on_draw == OnDraw::Discard)
    }

    /// Draw a Site card face down onto the encounter slot. An empty Site deck is first
    /// rebuilt by shuffling the Site discard pile, as the trouble deck is (G-9); with both
    /// empty nothing is drawn.
    pub fn draw_site_card(&mut self, pc: Pc) {
        if self.s.decks.get(&Deck::Site).is_none_or(Vec::is_empty) {
            let mut order = self
                .s
                .discards
                .get(&Deck::Site)
                .cloned()
                .unwrap_or_default();
            if order.is_empty() {
                return;
            }
            self.rng.shuffle(&mut order);
            self.emit(Event::SiteDeckReshuffled(ev::SiteDeckReshuffled { order }));
        }
        if let Some(card) = self
            .s
            .decks
            .get(&Deck::Site)
            .and_then(|d| d.last())
            .cloned()
        {
            self.emit(Event::SiteCardDrawn(ev::SiteCardDrawn { pc, card }));
        }
    }

    /// Draw `n` cards into a PC's hand; an empty deck is rebuilt from the discard pile,
    /// turned over without shuffling (spec 5.15.3, G-17). Stops when both are empty. A
    /// pair of the 2-PC variant draws from its shared deck into its shared hand.
    pub fn draw_cards(&mut self, pc: Pc, n: u32) {
        let mut drawn = Vec::new();
        for _ in 0..n {
            let available = self.s.deck(pc).len() - drawn.len();
            if available == 0 {
                if !drawn.is_empty() {
                    self.emit_drawn(pc, std::mem::take(&mut drawn));
                }
                if self.s.discard(pc).is_empty() {
                    break;
                }
                self.emit(Event::DeckRebuilt(ev::DeckRebuilt { pc }));
            }
            let deck = self.s.deck(pc);
            let card = deck[deck.len() - 1 - drawn.len()].clone();
            drawn.push(card);
        }
        if !drawn.is_empty() {
            self.emit_drawn(pc, drawn);
        }
    }

    fn emit_drawn(&mut self, pc: Pc, cards: Vec<String>) {
        let seat = self.pc(pc).seat;
        let open = self.s.open_hands;
        self.emit(Event::CardsDrawn(ev::CardsDrawn {
            pc,
            seat,
            cards,
            open,
        }));
    }

    /// Gain AP tokens, as many as the pool still holds (spec 5.16.6, G-26).
    pub fn gain_ap(&mut self, pc: Pc, n: u32) {
        let n = n.min(self.s.ap_pool);
        if n > 0 {
            self.emit(Event::ApGained(ev::ApGained { pc, n }));
        }
    }

    pub fn unseal(&mut self, pc: Pc, skill: SkillSlot) {
        if self.pc(pc).skill(skill).sealed {
            self.emit(Event::SkillUnsealed(ev::SkillUnsealed { pc, skill }));
        }
    }

    /// Damage about to reach a PC from `source` (a card id): taken at once, or held in a
    /// reaction window when the PC has an interrupt that could answer it (spec 5.8, G-28;
    /// `rules::reaction` closes the window).
    pub fn damage(&mut self, pc: Pc, amount: u32, damage_type: DamageType, source: Option<&str>) {
        if amount == 0 {
            return;
        }
        let w = Incoming {
            pc,
            before: amount,
            amount,
            damage_type,
            source: source.map(str::to_owned),
            from_enemy: source.is_some_and(|c| self.s.content.enemy(c).is_some()),
            used: Vec::new(),
        };
        if super::interrupt::may_answer(&self.s, &w) {
            self.emit(Event::DamageIncoming(ev::DamageIncoming {
                pc,
                amount,
                damage_type,
                source: w.source,
                from_enemy: w.from_enemy,
            }));
        } else {
            self.take_damage(pc, amount, damage_type);
        }
    }

    /// Damage past every interrupt. A down PC that takes 1 or more draws a trouble card
    /// (spec 5.16.4); reaching its maximum HP puts it down, with down processing (spec
    /// 5.16.3).
    pub fn take_damage(&mut self, pc: Pc, amount: u32, damage_type: DamageType) {
        if amount == 0 {
            return;
        }
        let was_down = self.pc(pc).down;
        self.emit(Event::DamageTaken(ev::DamageTaken {
            pc,
            amount,
            damage_type,
        }));
        if was_down {
            self.draw_trouble(pc, DrawReason::DamageWhileDown);
            return;
        }
        let p = self.pc(pc);
        if p.damage >= p.max_hp {
            self.emit(Event::PcWentDown(ev::PcWentDown { pc }));
            self.down_processing(pc);
        }
    }

    /// Down processing (spec 5.16.3). A PC of a pair discards the whole shared hand, with
    /// its own equipment and AP tokens only (G-27).
    fn down_processing(&mut self, pc: Pc) {
        let content = self.content();
        let mut discarded: Vec<String> = self.s.hand(pc).to_vec();
        let p = self.pc(pc);
        let mut removed = Vec::new();
        for e in &p.equipped {
            if content
                .player_card(&e.card)
                .is_some_and(|c| c.kind == CardKind::Artifact)
            {
                removed.push(e.card.clone());
            } else {
                discarded.push(e.card.clone());
            }
        }
        let ap_returned = p.ap;
        self.emit(Event::DownProcessed(ev::DownProcessed {
            pc,
            discarded,
            removed,
            ap_returned,
        }));
        self.draw_trouble(pc, DrawReason::Down);
        // Losing progress tokens restores max HP; the PC may recover at once (FAQ Q38).
        let p = self.pc(pc);
        if p.down && p.damage < p.max_hp {
            self.emit(Event::PcRecovered(ev::PcRecovered { pc }));
        }
    }

    pub fn heal(&mut self, pc: Pc, n: u32) {
        let n = n.min(self.pc(pc).damage);
        if n == 0 {
            return;
        }
        self.emit(Event::Healed(ev::Healed { pc, n }));
        let p = self.pc(pc);
        if p.down && p.damage < p.max_hp {
            self.emit(Event::PcRecovered(ev::PcRecovered { pc }));
        }
    }

    /// Remove one exhaustion token from the PC's own skills, then its equipment, then a BOT
    /// card (the first that holds one); false if there was none.
    pub fn remove_one_exhaustion(&mut self, pc: Pc) -> bool {
        let p = self.pc(pc);
        let from = if let Some(s) = p.skills.iter().find(|s| s.exhaustion > 0) {
            ExhaustionSite::Skill(st::OnSkill { slot: s.slot })
        } else if let Some(e) = p.equipped.iter().find(|e| e.exhaustion > 0) {
            ExhaustionSite::Equipped(st::OnEquipped {
                card: e.card.clone(),
            })
        } else if let Some(b) = self.s.bots.iter().find(|b| b.exhaustion > 0) {
            ExhaustionSite::Bot(st::OnBot { pc: b.pc })
        } else {
            return false;
        };
        self.emit(Event::ExhaustionRemoved(ev::ExhaustionRemoved { pc, from }));
        true
    }
}
