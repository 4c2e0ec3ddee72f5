//! The state of a game: the draft, each character, the enemy, the decks and the round.
//! Content is not serialised: the platform attaches it (docs/content-packs.md).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::content::{Content, Party};
use super::grid::{Offset, Square};
use super::options::{Options, SavedBuild};
pub use super::vocabulary::CardSet;
use super::vocabulary::{SetKind, Stats, TriggerPoint};
use crate::engine::{Agreement, FreeOrder, Outcome, Seat, SnakeDraft};

/// The least [移動力] a character has, whatever its [速]. The play manual (手番の詳細1 移動)
/// gives every character one move a turn and never prints a total [速] below 0; reading
/// [速] + 1 literally there would leave a character out of the enemy's reach unable ever to
/// attack again (the stalemate the 10,000-game batch found). The engine's ruling, in the
/// guide.
pub const MIN_MOVEMENT: u32 = 1;

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectPhase")
)]
pub enum Phase {
    /// Character-Make: the snake draft of card sets.
    #[default]
    Draft,
    /// Before the draft, when saved characters are offered (`Options::party`): each player
    /// keeps one or drafts again.
    PartyChoice,
    /// Character-Make: every player chooses the combat style of their weapon.
    StyleChoice,
    /// Battle setup: every player puts their pawn in the blue area.
    PawnPlacement,
    /// A round: player turns in free order.
    Battle,
    /// Every player has taken their turn; the enemy acts (automatic).
    EnemyAction,
    GameOver,
}

/// One character and its player's cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub seat: Seat,
    pub race: Option<String>,
    pub weapon: Option<String>,
    pub sub_weapon: Option<String>,
    pub skills: Vec<String>,
    pub style: Option<String>,
    /// 1 to 3.
    pub level: u8,
    pub hp: i32,
    pub tension: u8,
    /// Draw pile, top first (hidden from everyone).
    pub deck: Vec<String>,
    pub hand: Vec<String>,
    /// Discard pile, top last.
    pub discard: Vec<String>,
    /// Cards played this round (and [設置]/[持続] cards in effect).
    pub play_sheet: Vec<String>,
    /// The Lv2 and Lv3 weapon cards kept under the sub-weapon card.
    pub reserve: Vec<String>,
    pub pawn: Option<Square>,
    pub down: bool,
    /// Temporary stat modifiers of cards, until the round ends.
    pub bonus: Stats,
    /// Items held: consumables, and equipment with its chosen data set (`None` while it
    /// waits to be equipped).
    pub items: Vec<HeldItem>,
    /// The [持続] cards in effect (each also on the play sheet), with their cost cards.
    #[serde(default)]
    pub durations: Vec<DurationCard>,
}

/// A [持続] duration card in effect and the cards paid for it, lying under it (§5.3): one
/// is discarded at each of its owner's later turn starts, and with none left the card
/// goes, so it lasts (cost + 1) rounds less what tension paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectDurationCard")
)]
pub struct DurationCard {
    pub card: String,
    /// Public: they were paid openly.
    pub under: Vec<String>,
}

/// An item a character holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectHeldItem")
)]
pub struct HeldItem {
    pub item: String,
    pub side: Option<u8>,
}

impl Player {
    pub fn new(seat: Seat) -> Self {
        Player {
            seat,
            race: None,
            weapon: None,
            sub_weapon: None,
            skills: Vec::new(),
            style: None,
            level: 1,
            hp: 0,
            tension: 0,
            deck: Vec::new(),
            hand: Vec::new(),
            discard: Vec::new(),
            play_sheet: Vec::new(),
            reserve: Vec::new(),
            pawn: None,
            down: false,
            bonus: Stats::default(),
            items: Vec::new(),
            durations: Vec::new(),
        }
    }

    /// The card sets the player holds, drafted or kept from a saved party.
    pub fn sets(&self) -> Vec<CardSet> {
        self.race
            .iter()
            .map(|r| CardSet::new(SetKind::Race, r))
            .chain(self.weapon.iter().map(|w| CardSet::new(SetKind::Weapon, w)))
            .chain(
                self.sub_weapon
                    .iter()
                    .map(|s| CardSet::new(SetKind::SubWeapon, s)),
            )
            .chain(self.skills.iter().map(|s| CardSet::new(SetKind::Skill, s)))
            .collect()
    }
}

/// An enemy party on the enemy sheet.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectParty")
)]
pub struct PartyState {
    /// The party card.
    pub card: String,
    /// The enemy-sheet positions it covers (one, or two on the 2-player side).
    pub positions: Vec<u8>,
    pub hp: i32,
    pub destroyed: bool,
}

/// The enemy: its body on the map, its parties and its core.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectEnemy")
)]
pub struct Enemy {
    /// The top-left square of the body card.
    pub body: Square,
    pub parties: Vec<PartyState>,
    pub core_hp: i32,
    /// Parties destroyed so far.
    pub destroyed: u32,
    /// [敵攻] chip: 0, −1 or −2 for the rest of the round.
    pub attack_modifier: i32,
    /// [敵防] chip: 0, −1 or −2 for the rest of the round.
    pub defence_modifier: i32,
}

/// What an attack aimed at: a party (whichever of its squares), or one core position.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum TargetKey {
    Party(String),
    Core(u8),
}

/// The player turn in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectTurn")
)]
pub struct Turn {
    pub seat: Seat,
    pub moved: bool,
    /// Attacks made this turn (the first, then follow-ups).
    pub attacks: u32,
    /// Damage dealt this turn, for the hate check (cumulative).
    pub damage: i32,
    /// Sheet parts used this turn (each once per turn).
    pub sheet_used: Vec<SheetPart>,
    /// Follow-ups obtained from effects and not yet used.
    pub follow_ups_granted: u32,
    /// What the last attack of this turn aimed at (for the next turn's link).
    pub last_targets: Vec<TargetKey>,
    /// Whether the last attack missed.
    pub last_missed: bool,
    /// Limited [敵防] of this turn's attacks (Enemy Scan), no chip.
    pub limited_defence: i32,
    /// A hit waiting for its attacker to choose where the bonus damage goes.
    #[serde(default)]
    pub bonus_choice: Option<BonusChoice>,
    /// The [持続] cards whose paid effect was used this turn (each once per turn, §5.4).
    #[serde(default)]
    pub durations_used: Vec<String>,
}

/// A hit paused before its damage: the attacker chooses which hit of which target gets the
/// additional damage, the fixed damage and the link attack (§5.8: one hit or one target).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectBonusChoice")
)]
pub struct BonusChoice {
    /// The card whose attack hit.
    pub card: String,
    /// The positions aimed at, in the declared order.
    pub targets: Vec<u8>,
    /// The chart row the check fell on.
    pub row: u32,
    pub linked: bool,
    /// Hits per target.
    pub hits: u32,
}

impl Turn {
    pub fn new(seat: Seat) -> Self {
        Turn {
            seat,
            moved: false,
            attacks: 0,
            damage: 0,
            sheet_used: Vec::new(),
            follow_ups_granted: 0,
            last_targets: Vec::new(),
            last_missed: false,
            limited_defence: 0,
            bonus_choice: None,
            durations_used: Vec::new(),
        }
    }
}

/// A playable part of a card on the character sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectSheetPart")
)]
pub enum SheetPart {
    /// The right side of the weapon player card: the style's attack.
    Weapon,
    /// The sub-weapon player card.
    SubWeapon,
}

/// The player turn taken last this round, for the link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LastTurn {
    pub seat: Seat,
    /// What its last attack aimed at; empty if it made none.
    pub targets: Vec<TargetKey>,
}

/// The hate card: who holds it, turned to which band (0: 0–3, 1: 4–6, 2: 7–9, 3: 10+).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectHate")
)]
pub struct Hate {
    pub seat: Seat,
    pub band: u8,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub options: Options,
    #[serde(skip)]
    pub content: Arc<Content>,
    pub content_name: String,
    pub content_hash: String,
    pub phase: Phase,
    pub draft: SnakeDraft<CardSet>,
    pub players: Vec<Player>,
    pub enemy: Enemy,
    /// Enemy attack deck, top first (hidden).
    pub enemy_deck: Vec<String>,
    /// Enemy attack discard, top last: its top card's left side drives the next enemy action.
    pub enemy_discard: Vec<String>,
    /// The strong attacks set aside (hidden order).
    pub strong_pile: Vec<String>,
    /// Party cards never revealed (hidden).
    pub unused_parties: Vec<String>,
    /// Normal attacks taken out of the game by rebuilds.
    pub removed_attacks: Vec<String>,
    /// This enemy action's attack card, face up on the deck.
    pub revealed: Option<String>,
    /// Party cards revealed from the deck this enemy action, beside the deck.
    pub revealed_parties: Vec<String>,
    /// Parties whose traits work in this enemy action.
    pub active_traits: Vec<String>,
    /// Item deck, top first (hidden).
    pub item_deck: Vec<String>,
    pub item_discard: Vec<String>,
    /// Items face up after a destruction, waiting to be taken.
    pub items_offered: Vec<String>,
    /// Seats that still take an item from the offer (once per listing).
    pub item_takers: Vec<Seat>,
    pub round: u32,
    /// The round's player turns: a seat passes when its turn ends.
    pub turns: FreeOrder,
    pub turn: Option<Turn>,
    pub last_turn: Option<LastTurn>,
    /// Whether the hate card was taken this round (the first hit takes it unconditionally).
    pub hate_taken_this_round: bool,
    /// Whether anyone has attacked this round (the first attacker is never linked).
    pub attacked_this_round: bool,
    pub hate: Option<Hate>,
    pub outcome: Option<Outcome>,
    /// The players agreeing who takes the first item still offered.
    #[serde(default)]
    pub item_vote: Option<ItemVote>,
    /// The taker the players settled on for an item, until it takes it.
    #[serde(default)]
    pub item_assigned: Option<ItemAssignment>,
    /// A pushed character's player choosing the side square of a wall slam (both free).
    #[serde(default)]
    pub slam_offer: Option<SlamOffer>,
    /// The side squares chosen so far in this enemy movement, in the order asked.
    #[serde(default)]
    pub slam_choices: Vec<Square>,
    /// A pause before a tension rise (W2) or before enemy damage (W1), until every player
    /// it waits for passes.
    #[serde(default)]
    pub window: Option<ReactionWindow>,
    /// The characters in this enemy attack's area (E4), until its card is discarded.
    #[serde(default)]
    pub in_area: Vec<Seat>,
    /// The saved characters offered before the draft, and what each player chose.
    #[serde(default)]
    pub party: Option<SavedParty>,
}

/// The saved characters offered before the draft (a campaign's last party), and each
/// player's choice: keep one whole, or draft again from the sets nobody kept.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectSavedParty")
)]
pub struct SavedParty {
    /// The builds offered, in the order saved.
    pub builds: Vec<SavedBuild>,
    /// The build each seat kept (an index into `builds`), seat 0 first; `null` for a seat
    /// that has not chosen or drafts again.
    pub kept: Vec<Option<u32>>,
    /// The seats that chose to draft again.
    pub drafting: Vec<Seat>,
}

impl SavedParty {
    pub fn has_chosen(&self, seat: Seat) -> bool {
        self.kept.get(seat.index()).copied().flatten().is_some() || self.drafting.contains(&seat)
    }

    pub fn is_taken(&self, build: u32) -> bool {
        self.kept.contains(&Some(build))
    }

    /// Whether every seat has chosen.
    pub fn is_settled(&self) -> bool {
        (0..self.kept.len()).all(|i| self.has_chosen(Seat(i as u8)))
    }
}

/// Why the game pauses for a reaction (§4.8): the tension heal and the consumables may
/// interrupt just before a hit's tension rise, or just before the enemy's damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "BraveArchitectWindowReason")
)]
pub enum WindowReason {
    /// W2: the attacker's tension is at its maximum, so the rise would be lost.
    TensionRise,
    /// W1: the enemy attack's damage would down a character that could still heal.
    EnemyDamage,
    /// W1: the traits' damage before evasion (the fire party) would down such a character.
    TraitDamage,
    /// W1: the wall slams or the lava of the enemy's movement would down such a character;
    /// asked before the enemy moves, since the movement rolls nothing.
    ForcedMovement,
    /// W3: a 【任意】 set card of a waiting player may go off at its owner's turn start.
    TriggerTurnStart,
    /// W3: ... when the enemy attack's area includes its owner.
    TriggerInEnemyArea,
    /// W3: ... when its owner failed evasion, before the enemy attack's damage.
    TriggerEnemyDamage,
}

impl WindowReason {
    /// The W3 window of a trigger point.
    pub fn of_trigger(point: TriggerPoint) -> WindowReason {
        match point {
            TriggerPoint::TurnStart => WindowReason::TriggerTurnStart,
            TriggerPoint::InEnemyArea => WindowReason::TriggerInEnemyArea,
            TriggerPoint::EnemyDamage => WindowReason::TriggerEnemyDamage,
        }
    }

    /// The trigger point a W3 window was opened at (`None` for W1 and W2).
    pub fn trigger(self) -> Option<TriggerPoint> {
        TriggerPoint::ALL
            .into_iter()
            .find(|p| WindowReason::of_trigger(*p) == self)
    }

    /// Whether the window pauses the enemy action (whose end ends the round).
    pub fn in_enemy_action(self) -> bool {
        !matches!(
            self,
            WindowReason::TensionRise | WindowReason::TriggerTurnStart
        )
    }
}

/// A reaction window and what the game does once every player it waits for has passed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectReactionWindow")
)]
pub struct ReactionWindow {
    pub reason: WindowReason,
    /// The players who have not passed yet.
    pub waiting: Vec<Seat>,
    /// The card being resolved: the attacker's card for a tension rise, the enemy attack
    /// card for enemy or trait damage and at the enemy's trigger points, the previous card
    /// for the movement; empty at a turn start.
    pub card: String,
    /// Enemy damage: the rolled damage before each character's [防] or [魔]; trait damage:
    /// its total.
    pub damage: i32,
    /// Enemy damage: every character that failed its evasion, in order; trait damage and
    /// the area's trigger: every character in the area; the movement: the characters it
    /// would down; a turn start: its player.
    pub hit: Vec<Seat>,
}

/// Who takes one item turned up: every character not down proposes a taker, and when they
/// do not all agree the fastest of them decides (G-20).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ItemVote {
    pub item: String,
    /// The seats still owed an item that may take this one.
    pub candidates: Vec<Seat>,
    pub agreement: Agreement<Seat>,
}

/// The item a seat was settled on to take.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectItemAssignment")
)]
pub struct ItemAssignment {
    pub item: String,
    pub seat: Seat,
}

/// A wall slam with both side squares free: the pushed character's player chooses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectSlamOffer")
)]
pub struct SlamOffer {
    pub seat: Seat,
    pub squares: Vec<Square>,
}

impl State {
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub fn seats(&self) -> Vec<Seat> {
        self.players.iter().map(|p| p.seat).collect()
    }

    /// A character's stats: race and style at its level, sub-weapon, card modifiers.
    pub fn stats(&self, seat: Seat) -> Stats {
        self.stats_at(seat, self.player(seat).level)
    }

    /// The hand a character refills to at the round's end: 3, or 4 from Lv3 (§4.7).
    pub fn refill_size(&self, seat: Seat) -> u32 {
        let level = self.player(seat).level.clamp(1, 3);
        self.content
            .params()
            .hand_refill_by_level
            .get(usize::from(level) - 1)
            .copied()
            .unwrap_or(3)
    }

    /// A character's stats as they would be at `level`.
    pub fn stats_at(&self, seat: Seat, level: u8) -> Stats {
        let p = self.player(seat);
        let level = usize::from(level.clamp(1, 3)) - 1;
        let c = &self.content;
        let race = p
            .race
            .as_deref()
            .and_then(|r| c.race(r))
            .and_then(|r| r.levels.get(level))
            .copied()
            .unwrap_or_default();
        let style = match (&p.weapon, &p.style) {
            (Some(w), Some(s)) => c
                .style(w, s)
                .and_then(|s| s.levels.get(level))
                .copied()
                .unwrap_or_default(),
            _ => Stats::default(),
        };
        let sub = p
            .sub_weapon
            .as_deref()
            .and_then(|s| c.sub_weapon(s))
            .map(|s| s.stats)
            .unwrap_or_default();
        let equipment = p
            .items
            .iter()
            .filter_map(|h| {
                let sides = &c.item(&h.item)?.sides;
                sides.get(usize::from(h.side?)).copied()
            })
            .fold(Stats::default(), |a, b| a.plus(&b));
        race.plus(&style)
            .plus(&sub)
            .plus(&p.bonus)
            .plus(&equipment)
            .plus(&self.duration_bonus(p))
    }

    /// The stat bonuses of a character's [持続] cards, which last while the card does.
    fn duration_bonus(&self, p: &Player) -> Stats {
        let mut total = Stats::default();
        for d in &p.durations {
            for op in self.content.card(&d.card).map_or(&[][..], |c| &c.ops[..]) {
                if let super::content::Op::StatBonus { stat, amount } = op {
                    total.add(*stat, *amount);
                }
            }
        }
        total
    }

    pub fn max_hp(&self, seat: Seat) -> i32 {
        self.stats(seat).hp
    }

    /// [移動力] = [速] + 1, never below [`MIN_MOVEMENT`].
    pub fn movement(&self, seat: Seat) -> u32 {
        (self.stats(seat).speed + 1).max(MIN_MOVEMENT as i32) as u32
    }

    /// The squares of the enemy body.
    pub fn enemy_squares(&self) -> Vec<Square> {
        self.content
            .body()
            .footprint
            .iter()
            .map(|f| self.enemy.body.offset(Offset { dr: f.dr, dc: f.dc }))
            .collect()
    }

    /// The map square of enemy-sheet position 1 to 4.
    pub fn position_square(&self, position: u8) -> Option<Square> {
        self.content
            .body()
            .footprint
            .iter()
            .find(|f| f.position == position)
            .map(|f| self.enemy.body.offset(Offset { dr: f.dr, dc: f.dc }))
    }

    /// The party that covers `position`, destroyed or not.
    pub fn party_at(&self, position: u8) -> Option<&PartyState> {
        self.enemy
            .parties
            .iter()
            .find(|p| p.positions.contains(&position))
    }

    pub fn party_data(&self, party: &PartyState) -> Option<&Party> {
        self.content.party(&party.card)
    }

    /// What an attack on `position` aims at: its standing party, or the exposed core.
    pub fn target_key(&self, position: u8) -> TargetKey {
        match self.party_at(position) {
            Some(p) if !p.destroyed => TargetKey::Party(p.card.clone()),
            _ => TargetKey::Core(position),
        }
    }

    /// Squares where characters stand (down ones included).
    pub fn pawns(&self) -> Vec<Square> {
        self.players.iter().filter_map(|p| p.pawn).collect()
    }

    pub fn down_count(&self) -> usize {
        self.players.iter().filter(|p| p.down).count()
    }

    /// Seats that may still start a turn this round.
    pub fn eligible(&self) -> Vec<Seat> {
        self.turns
            .may_act()
            .into_iter()
            .filter(|s| !self.player(*s).down)
            .collect()
    }

    /// A card set drafted or kept from a saved party twice, if any (the draft's pool and
    /// the party's builds must make that impossible).
    fn a_set_taken_twice(&self) -> Option<CardSet> {
        let drafted = self.draft.picks().iter().map(|p| p.item.clone());
        let kept = self.party.iter().flat_map(|party| {
            party
                .kept
                .iter()
                .flatten()
                .filter_map(|b| party.builds.get(*b as usize))
                .flat_map(|b| b.sets())
                .collect::<Vec<_>>()
        });
        let taken: Vec<CardSet> = drafted.chain(kept).collect();
        taken
            .iter()
            .enumerate()
            .find(|(i, s)| taken[..*i].contains(s))
            .map(|(_, s)| s.clone())
    }

    /// Check what every state must satisfy; tests and playouts call it.
    pub fn check_invariants(&self) -> Result<(), String> {
        for p in &self.players {
            if let Some(d) = p.durations.iter().find(|d| !p.play_sheet.contains(&d.card)) {
                return Err(format!(
                    "{}: {} in effect off the play sheet",
                    p.seat, d.card
                ));
            }
            if p.tension > 3 {
                return Err(format!("{}: tension {} above 3", p.seat, p.tension));
            }
            if p.down != (p.hp <= 0)
                && !matches!(
                    self.phase,
                    Phase::PartyChoice | Phase::Draft | Phase::StyleChoice
                )
            {
                return Err(format!("{}: down {} with HP {}", p.seat, p.down, p.hp));
            }
            if p.hp > self.max_hp(p.seat) || p.hp < 0 {
                return Err(format!("{}: HP {} off its track", p.seat, p.hp));
            }
            if !(1..=3).contains(&p.level) {
                return Err(format!("{}: level {}", p.seat, p.level));
            }
        }
        if let Some(twice) = self.a_set_taken_twice() {
            return Err(format!("the set {} was taken twice", twice.id));
        }
        for m in [self.enemy.attack_modifier, self.enemy.defence_modifier] {
            if !(-2..=0).contains(&m) {
                return Err(format!("a modifier chip shows {m}"));
            }
        }
        let pawns = self.pawns();
        for (i, a) in pawns.iter().enumerate() {
            if pawns[..i].contains(a) {
                return Err(format!("two characters on {a}"));
            }
            if self.phase == Phase::Battle && self.enemy_squares().contains(a) {
                return Err(format!("a character under the enemy on {a}"));
            }
        }
        Ok(())
    }
}
