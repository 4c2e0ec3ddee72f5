use serde::{Deserialize, Serialize};

/// A place at the table, numbered from 0 in seating (clockwise) order.
///
/// A seat is what the rules know about; which player or bot sits in it is the
/// platform's business, not the game's.
///
/// In GraphQL a seat is an `Int`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Every seat of a table with `count` seats, in seating order.
    pub fn all(count: usize) -> Vec<Seat> {
        (0..count).map(|i| Seat(i as u8)).collect()
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// What an `Int` that is no seat of any table is told. A seat is stored in a byte, but a
/// client has no business knowing that: the service checks a seat that fits against the
/// table itself ("this table has no seat 7").
#[cfg(feature = "graphql")]
fn not_a_seat(value: &async_graphql::Value) -> String {
    format!(
        "{value} is not a seat: seats are numbered from 0 to the table's number of seats less one"
    )
}

// By hand rather than derived (`async_graphql::NewType`): the derived parse answers an
// out-of-range seat with the byte's own range, "Only integers from 0 to 255".
#[cfg(feature = "graphql")]
impl async_graphql::InputType for Seat {
    type RawValueType = u8;

    fn type_name() -> std::borrow::Cow<'static, str> {
        <u8 as async_graphql::InputType>::type_name()
    }

    fn create_type_info(registry: &mut async_graphql::registry::Registry) -> String {
        <u8 as async_graphql::InputType>::create_type_info(registry)
    }

    fn parse(value: Option<async_graphql::Value>) -> async_graphql::InputValueResult<Self> {
        let value = value.unwrap_or_default();
        match &value {
            async_graphql::Value::Number(n) => n
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .map(Seat)
                .ok_or_else(|| async_graphql::InputValueError::custom(not_a_seat(&value))),
            _ => Err(async_graphql::InputValueError::expected_type(value)),
        }
    }

    fn to_value(&self) -> async_graphql::Value {
        async_graphql::Value::from(self.0)
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(&self.0)
    }
}

#[cfg(feature = "graphql")]
impl async_graphql::OutputType for Seat {
    fn type_name() -> std::borrow::Cow<'static, str> {
        <u8 as async_graphql::OutputType>::type_name()
    }

    fn create_type_info(registry: &mut async_graphql::registry::Registry) -> String {
        <u8 as async_graphql::OutputType>::create_type_info(registry)
    }

    async fn resolve(
        &self,
        _: &async_graphql::ContextSelectionSet<'_>,
        _: &async_graphql::Positioned<async_graphql::parser::types::Field>,
    ) -> async_graphql::ServerResult<async_graphql::Value> {
        Ok(async_graphql::Value::from(self.0))
    }
}

/// Who is looking at a game. Hidden information is filtered for a viewer at the edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// A player sitting in this seat: sees the public state and this seat's secrets.
    Seat(Seat),
    /// Anyone else: sees only public information.
    Spectator,
}

impl Viewer {
    pub fn is_seat(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}
