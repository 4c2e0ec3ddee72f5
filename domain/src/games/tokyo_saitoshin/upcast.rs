//! Tokyo Saitoshin's events stored under older shapes (`engine::upcast`).

use serde_json::Value;

use super::rules::round::{MOD_POSITIONS, MODS};
use crate::engine::{Upcaster, Upcasters};

pub const UPCASTERS: Upcasters = Upcasters(&[Upcaster {
    event: "endProcessingAt",
    from: 1,
    upcast: make_room_for_mod_positions,
}]);

/// Version 1 of `endProcessingAt` numbered the facilities right after the trouble cards;
/// version 2 puts the MOD cards' positions (5-3) between them, so a stored facility position
/// moves past them.
fn make_room_for_mod_positions(mut payload: Value) -> Value {
    if let Some(position) = payload.get("position").and_then(Value::as_u64)
        && position >= u64::from(MODS)
    {
        payload["position"] = Value::from(position + u64::from(MOD_POSITIONS));
    }
    payload
}
