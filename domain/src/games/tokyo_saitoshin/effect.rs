//! The effect vocabulary: what a card, a skill, a facility or a scenario card does, as data.
//!
//! The rulebook prints almost none of the cards (spec 0.1), so a card is not code: it is a
//! list of [`Effect`]s, each a timing (the 【】 tag), an optional attack, a use cost, a list
//! of [`Op`]s (the primitives) and a post-use processing (after ⇒). An owner of the box types
//! a printed card in with these words and no code. The primitives that run are in
//! `primitives/`, one file per family; the others are declared here so the pack can already
//! say every card the spec and the public data name (`Op::is_executed` tells which run).

use serde::{Deserialize, Serialize};

use super::vocabulary::{Area, DamageType, Range, Rarity, SkillSlot};

/// When an effect applies (spec 2.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// 【プレイ】: a consumable played from the hand.
    Play,
    /// 【使用】: an equipped card or a skill used.
    Use,
    /// 【常時】: always, even exhausted.
    Constant,
    /// 【PCアクションフェーズ開始時】: round step 2.
    PhaseStart,
    /// 【PCアクションフェーズ終了時】: round step 5.
    PhaseEnd,
    /// 【解決】: when the card is resolved or its enemy defeated.
    Resolution,
    /// 【成功時】: a Site check card succeeded.
    OnSuccess,
    /// 【失敗時】: a Site card failed.
    OnFailure,
    /// 【公開時】: a scenario card revealed (untimed scenario text too, FAQ Q26).
    OnReveal,
}

/// What sets off an interrupt or a 【常時】 reaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    IncomingDamage,
    DamageFromEnemy,
    PcEntersArea,
    PcLeavesArea,
    TroubleDrawnBySelf,
    OtherPcAttacks,
    OwnAttack,
}

/// Post-use processing, after ⇒ (spec 5.17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PostUseKind {
    Exhaust,
    Discard,
    Dispose,
    Remove,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PostUse {
    pub kind: PostUseKind,
    /// `消耗×2` is 2.
    #[serde(default = "one")]
    pub count: u32,
}

fn one() -> u32 {
    1
}

/// A cost paid before an effect: followers are prepaid with hand cards (public data).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct UseCost {
    #[serde(default)]
    pub discard_hand: u32,
}

/// Which enemies an attack hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackTargets {
    #[default]
    One,
    AllInArea,
}

/// An attack action (the attack icon, lost in the source text, is the presence of this).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attack {
    pub damage: u32,
    pub damage_type: DamageType,
    /// `None`: the card's own range.
    #[serde(default)]
    pub range: Option<Range>,
    #[serde(default)]
    pub targets: AttackTargets,
    #[serde(default = "one")]
    pub hits: u32,
    /// スナイパー: may hit an enemy in an adjacent area (FAQ Q21).
    #[serde(default)]
    pub from_adjacent_area: bool,
}

/// A number on a card: fixed, or "PC数" times a factor (FAQ Q27: all PCs, BOTs excluded).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Amount {
    Fixed(u32),
    PerPc {
        per_pc: u32,
        #[serde(default)]
        plus: u32,
    },
}

impl Amount {
    pub fn value(self, pc_count: u32) -> u32 {
        match self {
            Amount::Fixed(n) => n,
            Amount::PerPc { per_pc, plus } => per_pc * pc_count + plus,
        }
    }
}

/// Whom an effect that harms or heals PCs reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PcTarget {
    /// The PC whose card, skill or action it is.
    Actor,
    /// Every PC in the area of the card (a trouble's or a facility's).
    PcsInArea,
    /// Every participant of the Site exploration.
    Participants,
    /// The PC that enters or leaves (Soldier, Armored Vehicle).
    MovingPc,
    AllPcs,
}

/// A condition of `Op::If`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// The round number is at least this.
    RoundAtLeast(u32),
    /// The scenario's progress counter is at least this.
    ScenarioProgressAtLeast(u32),
    /// The card bought by this effect is of this rarity or better.
    PurchasedRarityAtLeast(Rarity),
}

/// One primitive of the effect vocabulary (`{"op": "gain_ap", "n": 1}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Op {
    // tokens.rs
    /// The actor gains AP tokens, as many as the pool of 12 still holds.
    GainAp {
        n: u32,
    },
    /// The actor gains progress tokens (Curse Contagion: they lower max HP).
    GainProgress {
        n: u32,
    },
    /// Progress tokens on the effect's own card where it lies on the mat (Curse Contagion):
    /// they travel with it when it moves and go to whoever resolves it (FAQ Q37).
    AddCardProgress {
        n: u32,
    },
    /// A scenario MOD card from beside the scenario cards into play: its untimed text runs
    /// at once, its start and end effects at steps 2-2 and 5-3 while it stays.
    PutModInPlay {
        id: String,
    },
    /// A scenario MOD card in play is put away.
    RemoveMod {
        id: String,
    },
    /// The scenario's NPC `id` (its `npcs`) joins the PCs, unhurt.
    NpcJoins {
        id: String,
    },
    /// The scenario's progress counter goes up.
    AddScenarioProgress {
        n: u32,
    },
    // harm.rs
    /// Damage to PCs, as an enemy or an effect deals it.
    DamagePcs {
        target: PcTarget,
        amount: Amount,
        damage_type: DamageType,
    },
    /// Damage to the user itself (邪眼).
    SelfDamage {
        amount: Amount,
        damage_type: DamageType,
    },
    /// Remove damage tokens.
    Heal {
        target: PcTarget,
        n: u32,
    },
    // upkeep.rs
    /// Remove exhaustion tokens from the actor's board, equipment or a BOT card.
    RemoveExhaustion {
        n: u32,
    },
    /// Remove the seal of one of the actor's skills.
    Unseal {
        skill: SkillSlot,
    },
    // cards.rs
    /// The actor draws from its deck (rebuilt from the discard pile if needed).
    DrawCards {
        n: u32,
    },
    /// The actor draws a trouble card and places it.
    DrawTrouble,
    // scenario.rs
    RevealScenarioCard {
        id: String,
    },
    PlaceScenarioCard {
        id: String,
        area: Area,
    },
    /// Every PC's pawn to this area (a scenario setup).
    PlacePcs {
        area: Area,
    },
    If {
        cond: Condition,
        then: Vec<Op>,
    },
    /// 【シナリオクリア】, with the reward cards offered.
    ScenarioClear {
        rewards: Vec<String>,
    },
    ScenarioDefeat {
        reason: String,
    },
    /// Shuffle a set-aside scenario card into the trouble deck (SC07-RT).
    AddToTroubleDeck {
        id: String,
    },

    // rules/constant.rs: read by the checks, from 【常時】 effects.
    /// +n to the PC's movement checks (vehicles).
    MoveCheckBonus {
        n: u32,
    },
    /// +n to the PC's equip checks.
    EquipCheckBonus {
        n: u32,
    },

    // `deal_damage`, `reduce_damage`, `nullify_damage`, `counter_pre_reduction` and
    // `cancel_drawn_trouble` run in an interrupt (`rules/reaction.rs`,
    // `rules/placement.rs`); `add_damage`, `multiply_damage`, `ignore_enemy_reduction`,
    // `covering_fire` and `join_attack` in an attack's window (`rules/attack_window.rs`);
    // `redraw_trouble` on a draw (`Tx::draw_trouble`); `dispose_becomes_discard` on a
    // held disposal (`rules/held_disposal.rs`). `teleport_random`, `give_hand_cards` and
    // `purchase_for` run in `primitives/`. The others are declared, not executed yet
    // (docs/games/tokyo-saitoshin.md, STATUS).
    /// Deal damage to an enemy outside an attack (カシマレイコ's strike back).
    DealDamage {
        amount: Amount,
        damage_type: DamageType,
    },
    ReduceDamage {
        damage_type: DamageType,
        value: u32,
        /// ヘルメット: this much more against 《環境》 cards, only on a type match (FAQ Q19).
        #[serde(default)]
        environment_bonus: u32,
    },
    NullifyDamage,
    IgnoreEnemyReduction,
    /// n more damage on a strike, before reduction: a trouble card's on every strike in
    /// its area (銃撃戦), a PC's 【常時】 on its own strikes, or one attack's in its window
    /// (早撃ち); only on attacks of `damage_type` when it is given.
    AddDamage {
        n: u32,
        #[serde(default)]
        damage_type: Option<DamageType>,
    },
    MultiplyDamage {
        k: u32,
    },
    CounterPreReduction,
    RedrawTrouble,
    CancelDrawnTrouble,
    FollowLeavingPc,
    /// Each PC `who` names (the actor by default) to a normal area drawn at random, never
    /// the one it stands in (次元扉).
    TeleportRandom {
        #[serde(default)]
        who: Option<PcTarget>,
    },
    /// The actor gives `n` hand cards (no starter) to another PC in its place, chosen by
    /// its player (`giveHandCards`).
    GiveHandCards {
        n: u32,
    },
    DisposeBecomesDiscard,
    /// Buy the market card of the slot the use targets, in the actor's area, without a
    /// check. `for_other`: the Procurer's solo side, making another PC's purchase check in
    /// its place (the other PC of its pair, from any area; spec 5.14.4): the check opens,
    /// and the effect's ops after this one run once the card is bought.
    PurchaseFor {
        #[serde(default)]
        for_other: bool,
    },
    JoinAttack,
    CoveringFire {
        damage: u32,
    },
    ObtainDisposalCards {
        n: u32,
    },
    DrawArtifact,
    LockEquipment {
        #[serde(rename = "trait")]
        trait_: String,
    },
    /// The scenario card this effect belongs to moves to `to`, or (none given) to the next
    /// area clockwise joined to its own; it goes to a slot by FAQ Q40's rule and stays where
    /// it is when every slot there holds a scenario card.
    MoveScenarioCard {
        #[serde(default)]
        to: Option<Area>,
    },
}

impl Op {
    /// Whether the engine runs this primitive yet; the others are skipped with an
    /// `EffectSkipped` event, never silently.
    pub fn is_executed(&self) -> bool {
        matches!(
            self,
            Op::GainAp { .. }
                | Op::GainProgress { .. }
                | Op::AddScenarioProgress { .. }
                | Op::DamagePcs { .. }
                | Op::SelfDamage { .. }
                | Op::Heal { .. }
                | Op::RemoveExhaustion { .. }
                | Op::Unseal { .. }
                | Op::DrawCards { .. }
                | Op::DrawTrouble
                | Op::RevealScenarioCard { .. }
                | Op::PlaceScenarioCard { .. }
                | Op::PlacePcs { .. }
                | Op::If { .. }
                | Op::ScenarioClear { .. }
                | Op::ScenarioDefeat { .. }
                | Op::AddToTroubleDeck { .. }
                | Op::DrawArtifact
                | Op::ObtainDisposalCards { .. }
                | Op::LockEquipment { .. }
                | Op::FollowLeavingPc
                | Op::MoveCheckBonus { .. }
                | Op::EquipCheckBonus { .. }
                | Op::ReduceDamage { .. }
                | Op::NullifyDamage
                | Op::DealDamage { .. }
                | Op::CounterPreReduction
                | Op::CancelDrawnTrouble
                | Op::AddDamage { .. }
                | Op::MultiplyDamage { .. }
                | Op::IgnoreEnemyReduction
                | Op::CoveringFire { .. }
                | Op::JoinAttack
                | Op::RedrawTrouble
                | Op::DisposeBecomesDiscard
                | Op::TeleportRandom { .. }
                | Op::GiveHandCards { .. }
                | Op::PurchaseFor { .. }
                | Op::MoveScenarioCard { .. }
                | Op::AddCardProgress { .. }
                | Op::NpcJoins { .. }
                | Op::PutModInPlay { .. }
                | Op::RemoveMod { .. }
        )
    }

    /// Whether the primitive buys the market card of the slot its use targets.
    pub fn buys(&self) -> bool {
        matches!(self, Op::PurchaseFor { for_other: false })
    }

    /// Whether the primitive changes an attack in its window (its attacker's modifiers).
    pub fn modifies_attack(&self) -> bool {
        matches!(
            self,
            Op::AddDamage { .. }
                | Op::MultiplyDamage { .. }
                | Op::IgnoreEnemyReduction
                | Op::CoveringFire { .. }
        )
    }

    /// The primitive's name as the pack spells it.
    pub fn name(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("op").and_then(|o| o.as_str()).map(str::to_owned))
            .unwrap_or_default()
    }
}

/// One effect of a card, skill, facility or scenario card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    pub timing: Timing,
    /// "割り込んで使用できる": usable as an interrupt when its trigger happens.
    #[serde(default)]
    pub interrupt: bool,
    #[serde(default)]
    pub trigger: Option<Trigger>,
    #[serde(default)]
    pub attack: Option<Attack>,
    #[serde(default)]
    pub cost: Option<UseCost>,
    #[serde(default)]
    pub ops: Vec<Op>,
    #[serde(default)]
    pub post_use: Option<PostUse>,
    /// The effect in words, for players.
    #[serde(default)]
    pub summary: String,
}

impl Effect {
    /// Whether the effect only changes an attack (早撃ち, 簡易超人血清, 怪異看破, 援護射撃):
    /// its attacker uses it in the attack's window, never on its own.
    pub fn modifies_attack(&self) -> bool {
        self.attack.is_none() && !self.ops.is_empty() && self.ops.iter().all(Op::modifies_attack)
    }

    /// Whether the effect buys a market card (`purchase_for`): its use targets the slot.
    pub fn buys(&self) -> bool {
        self.attack.is_none() && self.ops.iter().any(Op::buys)
    }

    /// Whether the effect makes another PC's purchase check (`purchase_for {for_other:
    /// true}`, the Procurer's solo side): its use targets the slot, in that PC's area.
    pub fn buys_for_other(&self) -> bool {
        self.attack.is_none() && self.ops.contains(&Op::PurchaseFor { for_other: true })
    }
}
