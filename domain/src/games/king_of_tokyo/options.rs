use serde::{Deserialize, Serialize};

/// The table options of a King of Tokyo game, chosen when the game is created.
///
/// Every field is optional in the API; the defaults are the rulings the rules specification
/// recommends (its section 12, items marked as table options).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(name = "KingOfTokyoOptions", input_name = "KingOfTokyoOptionsInput")
)]
#[serde(rename_all = "camelCase", default)]
pub struct Options {
    /// Seed reading of entering an empty Tokyo (G-01). When `false` (the published rule and the
    /// default), a monster outside Tokyo must enter an empty Tokyo City (or an empty, open Tokyo
    /// Bay) in its Enter Tokyo step. When `true`, it enters only if its final dice showed at
    /// least one Smash.
    #[cfg_attr(feature = "graphql", graphql(default = false))]
    pub enter_empty_tokyo_requires_smash: bool,
    /// Who may yield Tokyo after an attack (G-02). When `true` (default), only a monster in
    /// Tokyo that actually lost at least one heart to the active monster's Smashes may yield.
    /// When `false`, being hit by the Smashes is enough, even if the loss was prevented.
    #[cfg_attr(feature = "graphql", graphql(default = true))]
    pub yield_requires_actual_loss: bool,
    /// What happens when several surviving monsters have 20 VP or more at the end of a turn
    /// (G-03). Default: they share the victory.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub twenty_vp_tie_policy: TwentyVpTiePolicy,
    /// Two-player variant (G-30): entering Tokyo gives 1 energy instead of 1 VP, and starting a
    /// turn in Tokyo gives 1 energy instead of 2 VP. Only allowed with exactly 2 players.
    #[cfg_attr(feature = "graphql", graphql(default = false))]
    pub two_player_energy_variant: bool,
    /// Play with the Power Up! expansion (Evolution cards): each monster has its own
    /// Evolution deck, every seat starts with one Evolution (draw 2, keep 1), and a monster
    /// whose final dice show at least 3 Hearts draws 2 Evolutions and keeps 1.
    #[cfg_attr(feature = "graphql", graphql(default = false))]
    pub power_up: bool,
    /// Which monster each seat plays, by id from `monsters.json` (seat order, one per seat,
    /// no duplicates). `null` (default): seat `i` plays the `i`-th base-game monster. Without
    /// Power Up! only the six base-game monsters may be chosen; with it, all nine.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub monsters: Option<Vec<String>>,
    /// Mutant Evolution (Power Up! optional rule, spec 9.5): the Evolution cards of the
    /// monsters in play are shuffled together and dealt in packets; every seat picks one card
    /// of the packet it holds (`DRAFT_EVOLUTION`, all at once), then the packets pass to the
    /// left (the next seat), until they are empty. Each seat's picks become its Evolution
    /// deck, then the usual starting Evolution (draw 2, keep 1, G-35). Needs `power_up`.
    #[cfg_attr(feature = "graphql", graphql(default = false))]
    pub mutant_evolution: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            enter_empty_tokyo_requires_smash: false,
            yield_requires_actual_loss: true,
            twenty_vp_tie_policy: TwentyVpTiePolicy::Shared,
            two_player_energy_variant: false,
            power_up: false,
            monsters: None,
            mutant_evolution: false,
        }
    }
}

/// How several monsters reaching 20 VP at the same end-of-turn check are separated (G-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::Enum),
    graphql(name = "KingOfTokyoTwentyVpTiePolicy")
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TwentyVpTiePolicy {
    /// Every surviving monster with 20 VP or more wins.
    #[default]
    Shared,
    /// Among the surviving monsters with 20 VP or more, those with the most VP win (still
    /// shared if they are equal).
    MostVpThenShared,
}
