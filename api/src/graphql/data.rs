//! What the schema holds for its resolvers besides the use cases.

use std::sync::Arc;

use domain::app::EventBus;

/// The largest `first` a page may ask for.
pub struct PageLimit(pub u32);

/// The wake-up source for subscriptions.
#[derive(Clone)]
pub struct Bus(pub Arc<dyn EventBus>);
