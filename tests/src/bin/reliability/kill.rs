//! The kill every crash run makes: SIGKILL the server at a random moment of the load.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use tests::{Picker, TestServer};

/// Let the load run 0.3 to 2.8 s (chosen by `picker`), SIGKILL the server, wait for it to
/// be gone, then tell the load to `stop`. The milliseconds waited.
pub async fn at_random_moment(
    server: &mut TestServer,
    picker: &mut Picker,
    stop: &AtomicBool,
) -> Result<u64, String> {
    let wait = 300 + picker.below(2_500) as u64;
    tokio::time::sleep(Duration::from_millis(wait)).await;
    server.signal("KILL");
    server
        .wait_exit(Duration::from_secs(10))
        .ok_or("the server survived SIGKILL")?;
    stop.store(true, Ordering::Relaxed);
    Ok(wait)
}
