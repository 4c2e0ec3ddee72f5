//! Reading events stored under older shapes.
//!
//! Stored events are never rewritten. Each event type has its own schema version, starting
//! at 1; when its shape changes, the version goes up by one and an [`Upcaster`] turns a
//! payload of the old version into the new shape at read time. A type's current version is
//! therefore 1 + the number of upcasters registered for it, and every read path (folds,
//! history, `stateAt`, subscriptions) goes through [`Upcasters::upcast`].

use std::borrow::Cow;

use serde_json::Value;

/// Turns a payload of `event` at schema version `from` into version `from + 1`.
#[derive(Debug, Clone, Copy)]
pub struct Upcaster {
    /// The event's name without its namespace, as stored: `GameCreated`, `DiceRolled`.
    pub event: &'static str,
    pub from: i32,
    pub upcast: fn(Value) -> Value,
}

/// One namespace's upcasters (the lobby's, or one game kind's).
#[derive(Debug, Clone, Copy)]
pub struct Upcasters(pub &'static [Upcaster]);

/// Why a stored payload could not be brought to today's shape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UpcastError {
    #[error("{event} is stored at schema version {stored}, newer than this server's {current}")]
    Newer {
        event: String,
        stored: i32,
        current: i32,
    },
    #[error("{event} has no upcaster from schema version {from}")]
    Missing { event: String, from: i32 },
}

impl Upcasters {
    pub const NONE: Upcasters = Upcasters(&[]);

    /// The schema version that events named `event` are written with today.
    pub fn current_version(&self, event: &str) -> i32 {
        1 + self.0.iter().filter(|u| u.event == event).count() as i32
    }

    /// `payload`, stored at `version`, in today's shape: borrowed when it already is (a fold
    /// reads every event of a stream), copied and upcast only when it is older.
    pub fn current<'a>(
        &self,
        event: &str,
        version: i32,
        payload: &'a Value,
    ) -> Result<Cow<'a, Value>, UpcastError> {
        if version == self.current_version(event) {
            Ok(Cow::Borrowed(payload))
        } else {
            self.upcast(event, version, payload.clone()).map(Cow::Owned)
        }
    }

    /// `payload`, stored at `version`, in today's shape.
    pub fn upcast(
        &self,
        event: &str,
        version: i32,
        mut payload: Value,
    ) -> Result<Value, UpcastError> {
        let current = self.current_version(event);
        if version > current {
            return Err(UpcastError::Newer {
                event: event.to_owned(),
                stored: version,
                current,
            });
        }
        for from in version.max(1)..current {
            let step = self
                .0
                .iter()
                .find(|u| u.event == event && u.from == from)
                .ok_or_else(|| UpcastError::Missing {
                    event: event.to_owned(),
                    from,
                })?;
            payload = (step.upcast)(payload);
        }
        Ok(payload)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn renamed(mut v: Value) -> Value {
        if let Some(o) = v.as_object_mut() {
            let old = o.remove("n").unwrap_or(Value::Null);
            o.insert("count".into(), old);
        }
        v
    }

    fn doubled(mut v: Value) -> Value {
        let n = v["count"].as_i64().unwrap_or(0);
        v["count"] = json!(n * 2);
        v
    }

    const CHAIN: Upcasters = Upcasters(&[
        Upcaster {
            event: "Counted",
            from: 1,
            upcast: renamed,
        },
        Upcaster {
            event: "Counted",
            from: 2,
            upcast: doubled,
        },
    ]);

    #[test]
    fn an_old_payload_goes_through_every_step_in_order() {
        assert_eq!(CHAIN.current_version("Counted"), 3);
        assert_eq!(
            CHAIN.upcast("Counted", 1, json!({"n": 2})).unwrap(),
            json!({"count": 4})
        );
        assert_eq!(
            CHAIN.upcast("Counted", 2, json!({"count": 2})).unwrap(),
            json!({"count": 4})
        );
        assert_eq!(
            CHAIN.upcast("Counted", 3, json!({"count": 2})).unwrap(),
            json!({"count": 2})
        );
    }

    #[test]
    fn other_events_are_at_version_one_and_pass_untouched() {
        assert_eq!(CHAIN.current_version("Other"), 1);
        assert_eq!(
            CHAIN.upcast("Other", 1, json!({"n": 2})).unwrap(),
            json!({"n": 2})
        );
    }

    #[test]
    fn a_newer_payload_is_refused() {
        assert!(matches!(
            CHAIN.upcast("Counted", 4, json!({})),
            Err(UpcastError::Newer { .. })
        ));
    }

    #[test]
    fn a_gap_in_the_chain_is_named() {
        const GAP: Upcasters = Upcasters(&[Upcaster {
            event: "E",
            from: 2,
            upcast: doubled,
        }]);
        assert_eq!(
            GAP.upcast("E", 1, json!({})),
            Err(UpcastError::Missing {
                event: "E".into(),
                from: 1
            })
        );
    }
}
