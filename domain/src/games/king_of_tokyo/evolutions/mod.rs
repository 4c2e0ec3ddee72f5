//! Power Up! Evolution cards: the `Evolution` trait, the registry `evolution_of`, and one
//! file of effects per monster. The procedure that draws, keeps and plays them, and pauses the
//! turn for them, is in `rules` (`power_up.rs`, `evolution_play.rs`, `window.rs`, `draft.rs`).
//!
//! # Guide for card implementers
//!
//! **Adding a card.** Each monster has its own file (`alienoid.rs`, `cyber_kitty.rs`, ...):
//! write one unit type per card, named after it, implement `Evolution` for it, and add it
//! to that file's `CARDS` list. Nothing else needs to change: the registry reads every
//! monster's `CARDS`, a monster's deck holds only registered cards (`evolution_deck`), and
//! Temporary/Permanent comes from `evolutions.json`.
//!
//! **The hooks.**
//! - When it may be played: `Evolution::window` (see `Window`; the default is
//!   `Window::AnyTime`) and `Evolution::playable` for extra conditions (e.g. "play while
//!   in Tokyo"). `Evolution::param_choices` lists every parameter combination the owner may
//!   choose from (targets, faces...; `vec![None]` when the card takes none): the legal list
//!   and the validation both come from it, so a card never re-validates its parameters.
//! - What playing it does: `Evolution::on_play` (the whole effect of a Temporary card; for a
//!   Permanent card what happens as it comes into play). Use the `Tx` helpers (`gain_vp`,
//!   `heal`, `gain_energy`, `damage`...); a heart loss must be its last step.
//! - Effects that last "this turn" (Temporary cards): `Evolution::prevents_heart_loss`,
//!   `Evolution::result_multiplier`, `Evolution::single_roll`; the turn procedure reads
//!   them from `State::evolutions_this_turn` through `this_turn`.
//! - A Permanent card in play takes part in **every Keep-card hook** of
//!   `PowerCard` (`cards::power_card`): implement it for the same type (only
//!   the hooks it needs: `added_smashes`, `on_numbers`, `reduce_damage`, `discount`,
//!   `on_turn_start`, `on_turn_end`, `energy_bonus`, `heal_bonus`...) and return
//!   `Some(&Self)` from `Evolution::keep_hooks`. `rules::keeps::keep_sources` lists it after the
//!   Keep cards, with its Evolution instance (for tokens and once-per-turn uses).
//! - A Permanent card in play that its owner *uses* in a window (Energy Sword, Exotic Arms at
//!   the start of the turn; Play with Your Food before its Smashes wound): `Evolution::use_window`,
//!   `Evolution::use_choices`, `Evolution::on_use` (command `UseEvolution`, event
//!   `EvolutionUsed`, which marks the instance used this turn: `used_this_turn`). A window
//!   pauses for it only when `rules::power_up::holds_usable` says so.
//!
//! **Using a Permanent card in play** (an activated ability: Mothership Support, Adapting
//! Technology, Bamboo Supply, Yin & Yang, Feline Motor...): give it a `Evolution::use_window`
//! and `Evolution::use_choices` (empty when it cannot be used now; once-per-turn cards check
//! `State::cards_used`, which `EvolutionUsed` fills), and the effect in `Evolution::on_use`.
//! It is used with `UseEvolution`, naming the instance *in play* (`rules::evolution_play`:
//! `use_commands`, `use_card`; through Icy Reflection's copy via `acting_as`); a pausing window also
//! pauses for it (`rules::power_up::holds_usable`).
//!
//! **Effects until the owner's next turn** (Cold Wave, Blizzard): return `true` from
//! `Evolution::lasts_until_next_turn`; `State::lasting_evolutions` keeps the card until its
//! owner's next turn starts, and `dice_reduction`, `single_roll_reason`
//! and `yield_forbidden`
//! read the other monsters' lasting cards.
//!
//! **Adding a prompt window** (a timing like "when you enter Tokyo"): add a `Window`
//! variant; make `rules::evolution_play::window_open` say when it is open for a seat; if the game must *stop* to
//! offer it (nobody would otherwise be asked anything at that moment), make the procedure
//! pause there the way the two existing windows do: `StartOfTurn` emits
//! `StartOfTurnWindowOpened` (phase `START_OF_TURN`, answered by `pass`), and
//! `BeforeHeartLoss` is an `Offer::Evolution` reaction in the damage
//! reaction window (`rules/damage.rs`, `next_before`; answered by `pass`). A window must
//! pause only when its owner holds a card it could play (`rules::power_up::holds_playable`), so games
//! without such cards never stop there.
//!
//! More pausing windows follow the same rule: `AtZero` (an `EVOLUTION` reaction of the
//! zero-health stage, `next_at_zero`), `YieldBeforeDamage` (the `EVOLUTION` reaction before a
//! Smash hit in Tokyo, like Jets), `AfterFinalRoll` (with the Psychic Probes,
//! `rules::power_up::next_after_roll`), `CardBought` (an announced purchase, `market::next_bamboozler`), and
//! the step windows of `rules::window` (`ForceYield` before the yield decision; the Enter Tokyo
//! step's `BeforeEnteringTokyo`, `EnteredTokyo`, `EndOfEnterTokyo`), which ask the seats one
//! at a time and resume the step once nobody is left (`rules::flow::resume_window`).
//!
//! **Permanent cards used in a window** (a choice each time, not a passive hook: Feline
//! Motor, Sunken Temple, Chest Thumping): `Evolution::use_window`, `use_choices` and
//! `on_use`; the owner sends `UseEvolution` (`use_commands`), and `rules::power_up::may_act` counts them
//! when deciding whether a window pauses.
//!
//! **Testing.** One given/when/then test per card in `tests/evolutions/<monster>.rs`, with
//! the helpers of `tests/evolutions/mod.rs` (`power_up_game`, `give_evolution`, `play`). See
//! `alien_scourge_gives_2_vp` (any time, on another player's turn), `cat_nip_...` (start of
//! turn window), `detachable_tail_...` (heart-loss window) and `mouse_hunter_...` (permanent,
//! a Keep hook).
//!
//! **Unimplemented cards** are simply left out of the decks (as the Power deck does), so a
//! game never deals a card that does nothing; `every_evolution_of_the_data_file_has_an_
//! implementation` lists those still missing.

pub mod alienoid;
pub mod cyber_bunny;
pub mod cyber_kitty;
pub mod evolution;
pub mod gigazaur;
pub mod kraken;
pub mod meka_dragon;
pub mod pandakai;
pub mod registry;
pub mod shared;
pub mod space_penguin;
pub mod the_king;
pub mod this_turn;
