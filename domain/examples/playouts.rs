//! Runs a batch of seeded random playouts through the harness and prints throughput.
//!
//! ```sh
//! cargo run --release -p domain --features testing --example playouts -- king_of_tokyo 10000
//! cargo run --release -p domain --features testing --example playouts -- king_of_tokyo 10000 --speed
//! ```
//! `--speed` skips the per-step checks (exactness, leaks, invariants) to measure play alone;
//! `--sample-exactness=N` checks `legal_commands` exactness at one decision in N (the other
//! checks at every step); the end-of-game replay check always runs. `--undo` runs the fair
//! undo's batch instead: every setup and command decided again with other randomness, and
//! every command the undo ledger lets its seat take back taken back and sent again.
//! `--forfeit` has seats leave the game at random moments (`Game::forfeit`), for the games
//! that can eliminate a seat (King of Tokyo).
//! Output is one line of `key=value` pairs.

use domain::engine::harness::{
    BatchReport, Checks, PlayoutSubject, run_batch, run_forfeit_batch, run_irreversibility_batch,
};
use domain::games::brave_architect::BraveArchitect;
use domain::games::king_of_tokyo::KingOfTokyo;
use domain::games::outlive::Outlive;
use domain::games::the_others::TheOthers;
use domain::games::tokyo_saitoshin::TokyoSaitoshin;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map(String::as_str).unwrap_or("king_of_tokyo");
    let games: u64 = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let sampled = args
        .iter()
        .find_map(|a| a.strip_prefix("--sample-exactness="))
        .and_then(|n| n.parse().ok());
    let checks = match (args.iter().any(|a| a == "--speed"), sampled) {
        (true, _) => Checks::Speed,
        (false, Some(n)) => Checks::Sampled(n),
        (false, None) => Checks::Full,
    };
    let first_seed: u64 = std::env::var("PLAYOUT_FIRST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    if args.iter().any(|a| a == "--undo") {
        let started = std::time::Instant::now();
        let report = match game {
            "king_of_tokyo" => run_irreversibility_batch::<KingOfTokyo>(first_seed, games),
            "outlive" => run_irreversibility_batch::<Outlive>(first_seed, games),
            "tokyo_saitoshin" => run_irreversibility_batch::<TokyoSaitoshin>(first_seed, games),
            "brave_architect" => run_irreversibility_batch::<BraveArchitect>(first_seed, games),
            "the_others" => run_irreversibility_batch::<TheOthers>(first_seed, games),
            other => unknown(other),
        };
        println!(
            "game={game} undo games={} decided_twice={} random={} undoable={} seconds={:.3}",
            report.games,
            report.batches,
            report.random_batches,
            report.reversible_batches,
            started.elapsed().as_secs_f64()
        );
        return;
    }
    let forfeits = args.iter().any(|a| a == "--forfeit");
    let report = match game {
        "king_of_tokyo" if forfeits => run_forfeit_batch::<KingOfTokyo>(first_seed, games, checks),
        _ if forfeits => {
            eprintln!("{game} cannot eliminate a seat; --forfeit is for king_of_tokyo");
            std::process::exit(2);
        }
        "king_of_tokyo" => batch::<KingOfTokyo>(first_seed, games, checks),
        "outlive" => batch::<Outlive>(first_seed, games, checks),
        "tokyo_saitoshin" => batch::<TokyoSaitoshin>(first_seed, games, checks),
        "brave_architect" => batch::<BraveArchitect>(first_seed, games, checks),
        "the_others" => batch::<TheOthers>(first_seed, games, checks),
        other => unknown(other),
    };
    let secs = report.elapsed.as_secs_f64().max(1e-9);
    println!(
        "game={game} checks={checks:?} forfeits={forfeits} games={} commands={} events={} seconds={secs:.3} games_per_second={:.1} commands_per_second={:.0} longest_seed={} longest_commands={}",
        report.games,
        report.commands,
        report.events,
        report.games as f64 / secs,
        report.commands as f64 / secs,
        report.longest.0,
        report.longest.1,
    );
}

fn batch<G: PlayoutSubject>(first_seed: u64, games: u64, checks: Checks) -> BatchReport {
    run_batch::<G>(first_seed, games, checks)
}

fn unknown(game: &str) -> ! {
    eprintln!(
        "unknown game kind {game}; known: king_of_tokyo, outlive, tokyo_saitoshin, brave_architect, the_others"
    );
    std::process::exit(2);
}
