//! Table life on the in-memory adapters, with a clock the tests move: clocks running out,
//! concessions and takeovers, reclaimed seats, the fair undo and rematches.

use std::sync::Arc;
use std::time::Duration;

use futures::executor::block_on;
use uuid::Uuid;

use super::super::in_memory::{InMemory, ManualClock, SequentialIds};
use super::super::*;
use crate::catalog::{AnyCommand, AnyEvent, GameKind};
use crate::engine::{BotPolicy, GameRng, Seat, TableCommand};
use crate::games::king_of_tokyo::Event as KotEvent;

struct Room {
    tabletop: Tabletop,
    store: Arc<InMemory>,
    clock: Arc<ManualClock>,
    players: Vec<Player>,
}

fn tabletop(store: &Arc<InMemory>, clock: &Arc<ManualClock>) -> Tabletop {
    Tabletop::new(Ports {
        store: store.clone(),
        directory: store.clone(),
        players: store.clone(),
        content: store.clone(),
        history: store.clone(),
        clock: clock.clone(),
        ids: Arc::new(SequentialIds::default()),
    })
}

fn room() -> Room {
    let store = Arc::new(InMemory::default());
    let clock = Arc::new(ManualClock::new());
    let tabletop = tabletop(&store, &clock);
    let players = block_on(async {
        let mut players = Vec::new();
        for name in ["alice", "bob", "carol"] {
            players.push(tabletop.register_player(name).await.unwrap().0);
        }
        players
    });
    Room {
        tabletop,
        store,
        clock,
        players,
    }
}

impl Room {
    /// A started two-seat game of `kind`: alice in seat 0, bob in seat 1.
    fn table(&self, kind: GameKind, rules: TableRules) -> Uuid {
        block_on(async {
            let t = &self.tabletop;
            let (game, _) = t
                .create_table(
                    &self.players[0],
                    kind.default_options(),
                    2,
                    None,
                    rules,
                    false,
                )
                .await
                .unwrap();
            t.join_game(&self.players[0], game.id, Some(Seat(0)))
                .await
                .unwrap();
            t.join_game(&self.players[1], game.id, Some(Seat(1)))
                .await
                .unwrap();
            t.start_game(&self.players[0], game.id).await.unwrap();
            game.id
        })
    }

    fn load(&self, id: Uuid) -> GameSession {
        block_on(self.tabletop.load(id)).unwrap()
    }

    /// The game as a process that kept nothing folds it from the store.
    fn cold(&self, id: Uuid) -> GameSession {
        block_on(tabletop(&self.store, &self.clock).load(id)).unwrap()
    }

    fn send(
        &self,
        id: Uuid,
        seat: Seat,
        command: impl Into<crate::catalog::Submitted>,
    ) -> Result<CommandReceipt, AppError> {
        let session = self.load(id);
        let player = &self.players[seat.index()];
        block_on(self.tabletop.submit_command(
            player,
            id,
            session.version,
            Uuid::new_v4(),
            Some(seat),
            command,
        ))
    }

    /// The first human seat prompted, and a random legal command of it.
    fn a_move(&self, id: Uuid, rng: &mut GameRng) -> Option<(Seat, AnyCommand)> {
        let session = self.load(id);
        let seat = session
            .state
            .prompts()
            .into_iter()
            .map(|p| p.seat)
            .find(|s| session.bot_policy(*s).is_none())?;
        let command = rng.pick(&session.state.legal_commands(seat)).cloned()?;
        Some((seat, command))
    }
}

fn per_decision(seconds: u32) -> TableRules {
    TableRules {
        clock: ClockRule::PerDecision { seconds },
        ..TableRules::default()
    }
}

fn rule_code(result: Result<impl std::fmt::Debug, AppError>) -> String {
    match result {
        Err(AppError::Rule(e)) => e.code.to_string(),
        other => panic!("expected a rule violation, got {other:?}"),
    }
}

fn owing_seat(session: &GameSession) -> Seat {
    session.state.prompts()[0].seat
}

#[test]
fn a_seat_whose_time_runs_out_is_taken_over_once_however_many_processes_look() {
    let r = room();
    let id = r.table(GameKind::KingOfTokyo, per_decision(30));
    let before = r.load(id);
    let late = owing_seat(&before);
    assert_eq!(before.time_left_ms(late, &r.clock.now()), Some(30_000));
    r.clock.advance(Duration::from_secs(29));
    assert_eq!(block_on(r.tabletop.expire_overdue(id)).unwrap(), 0);
    assert_eq!(r.load(id).version, before.version);

    r.clock.advance(Duration::from_secs(2));
    let other_process = tabletop(&r.store, &r.clock);
    assert_eq!(block_on(r.tabletop.expire_overdue(id)).unwrap(), 1);
    assert_eq!(block_on(other_process.expire_overdue(id)).unwrap(), 0);
    assert_eq!(block_on(r.tabletop.expire_overdue(id)).unwrap(), 0);

    let events: Vec<_> = block_on(r.store.read_stream(id, before.version, None))
        .unwrap()
        .iter()
        .map(|e| decode(e).unwrap())
        .collect();
    let expired: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, StreamEvent::Lobby(LobbyEvent::TimeExpired(_))))
        .collect();
    assert_eq!(expired.len(), 1, "{events:?}");
    assert!(matches!(
        &events[1],
        StreamEvent::Lobby(LobbyEvent::SeatTakenOver(SeatTakenOver { seat, policy: BotPolicy::Greedy, cause: TakeoverCause::TimedOut, forfeited: false })) if *seat == late
    ));
    let after = r.load(id);
    assert_eq!(after.bot_policy(late), Some(BotPolicy::Greedy));
    assert!(
        after.version > before.version + 2,
        "the bot played the seat"
    );
    assert_eq!(after, r.cold(id), "the kept game is the fold of the store");
    let terms: Vec<_> = after
        .table
        .terms
        .iter()
        .map(|t| (t.seat, t.cause))
        .collect();
    assert_eq!(
        terms,
        vec![
            (Seat(0), TermCause::Started),
            (Seat(1), TermCause::Started),
            (late, TermCause::TimedOut)
        ]
    );
}

#[test]
fn a_seat_taken_over_after_a_timeout_is_reclaimed_and_acts_again_but_a_conceded_one_is_not() {
    let r = room();
    // King of Tokyo: one seat owes at a time, so only the late seat runs out.
    let id = r.table(GameKind::KingOfTokyo, per_decision(10));
    let late = owing_seat(&r.load(id));
    let player = &r.players[late.index()];
    assert_eq!(
        rule_code(block_on(r.tabletop.reclaim_seat(player, id, None))),
        "NOT_TAKEN_OVER"
    );
    r.clock.advance(Duration::from_secs(11));
    block_on(r.tabletop.expire_overdue(id)).unwrap();
    let session = block_on(r.tabletop.reclaim_seat(player, id, None)).unwrap();
    assert_eq!(session.bot_policy(late), None);
    assert_eq!(session.seats_of(player.id), vec![late]);
    assert_eq!(
        session.table.terms.last().map(|t| t.cause),
        Some(TermCause::Reclaimed)
    );
    // The clock is full again, and the seat acts when it owes.
    assert!(session.time_left_ms(late, &r.clock.now()).unwrap() > 0);
    let mut rng = GameRng::from_u64(7);
    for _ in 0..200 {
        let Some((seat, command)) = r.a_move(id, &mut rng) else {
            break;
        };
        r.send(id, seat, command).unwrap();
        if seat == late {
            break;
        }
    }

    let conceding = &r.players[late.index()];
    let session = block_on(r.tabletop.concede(conceding, id, None)).unwrap();
    assert_eq!(session.bot_policy(late), Some(BotPolicy::Greedy));
    assert_eq!(
        session.table.terms.last().map(|t| t.cause),
        Some(TermCause::Conceded)
    );
    assert_eq!(
        rule_code(block_on(r.tabletop.reclaim_seat(conceding, id, None))),
        "CONCEDED"
    );
    assert_eq!(session, r.cold(id));
}

#[test]
fn a_game_whose_players_both_concede_is_played_to_its_end_by_the_bots() {
    let r = room();
    let id = r.table(GameKind::KingOfTokyo, TableRules::default());
    block_on(r.tabletop.concede(&r.players[0], id, None)).unwrap();
    let session = block_on(r.tabletop.concede(&r.players[1], id, None)).unwrap();
    assert!(session.is_over(), "bots play both seats to the end");
    assert_eq!(session.table.terms.len(), 4);
    assert_eq!(
        rule_code(block_on(r.tabletop.concede(&r.players[0], id, None))),
        "GAME_OVER"
    );
}

fn forfeiting(seconds: u32) -> TableRules {
    TableRules {
        forfeit: true,
        ..per_decision(seconds)
    }
}

#[test]
fn a_seat_that_times_out_at_a_forfeit_table_is_eliminated_and_the_game_still_verifies() {
    let r = room();
    let id = r.table(GameKind::KingOfTokyo, forfeiting(10));
    let before = r.load(id);
    let late = owing_seat(&before);
    let other = Seat(1 - late.0);
    r.clock.advance(Duration::from_secs(11));
    assert_eq!(block_on(r.tabletop.expire_overdue(id)).unwrap(), 1);

    let session = r.load(id);
    let events: Vec<_> = block_on(r.store.read_stream(id, before.version, None))
        .unwrap()
        .iter()
        .map(|e| decode(e).unwrap())
        .collect();
    assert!(matches!(
        &events[1],
        StreamEvent::Lobby(LobbyEvent::SeatTakenOver(t)) if t.seat == late && t.forfeited
    ));
    assert!(
        events.iter().any(|e| matches!(
            e,
            StreamEvent::Game(AnyEvent::KingOfTokyo(KotEvent::MonsterEliminated(m))) if m.seat == late
        )),
        "{events:?}"
    );
    // Two monsters, the active one gone: its turn ended, and the other is the last standing.
    let outcome = session.state.outcome().expect("the game ended");
    assert_eq!(outcome.winners, vec![other]);
    let term = session.table.terms.last().unwrap();
    assert_eq!(
        (term.seat, term.cause, term.forfeited),
        (late, TermCause::TimedOut, true)
    );
    assert_eq!(session, r.cold(id));
    // The elimination was decided with the game's randomness, so the check finds it again.
    let stored = block_on(r.tabletop.export_games(&[id])).unwrap();
    let verified = verify::verify_game(&stored).unwrap();
    assert_eq!(
        (verified.version, verified.rules_changed_at),
        (session.version, None)
    );
}

#[test]
fn a_seat_conceded_at_a_forfeit_table_while_another_plays_drops_out_at_once() {
    let r = room();
    let id = r.table(GameKind::KingOfTokyo, forfeiting(600));
    let active = owing_seat(&r.load(id));
    let leaving = Seat(1 - active.0);
    let session = block_on(r.tabletop.concede(&r.players[leaving.index()], id, None)).unwrap();
    assert_eq!(session.bot_policy(leaving), Some(BotPolicy::Greedy));
    let view = session
        .state
        .view(crate::engine::Viewer::Spectator)
        .to_json();
    assert_eq!(view["monsters"][leaving.index()]["alive"], false, "{view}");
    assert_eq!(owing_seat(&session), active, "the active monster plays on");
    assert_eq!(
        rule_code(block_on(r.tabletop.reclaim_seat(
            &r.players[leaving.index()],
            id,
            None
        ))),
        "CONCEDED"
    );
}

#[test]
fn forfeit_is_refused_for_a_game_that_cannot_eliminate_a_seat_and_stores_nothing() {
    let r = room();
    let refused = block_on(r.tabletop.create_table(
        &r.players[0],
        GameKind::Outlive.default_options(),
        2,
        None,
        forfeiting(60),
        false,
    ));
    assert!(matches!(refused, Err(AppError::BadInput(_))), "{refused:?}");
    let listed = block_on(r.tabletop.list_games(&GameFilter::default(), 10, None)).unwrap();
    assert!(listed.items.is_empty(), "nothing was stored");
}

#[test]
fn undo_is_refused_after_a_random_result_or_another_seat_s_decision_and_returns_the_state_before() {
    let r = room();
    let rules = TableRules {
        undo: true,
        ..TableRules::default()
    };
    let mut undone = 0;
    let mut refused = 0;
    for game in 0..6u64 {
        let kind = [GameKind::KingOfTokyo, GameKind::Outlive][game as usize % 2];
        let id = r.table(kind, rules);
        let mut rng = GameRng::from_u64(game);
        for step in 0..400u64 {
            let Some((seat, command)) = r.a_move(id, &mut rng) else {
                break;
            };
            let receipt = r.send(id, seat, command).unwrap();
            let session = r.load(id);
            let random = receipt
                .events
                .iter()
                .any(|e| matches!(decode(e).unwrap(), StreamEvent::Game(g) if g.is_irreversible()));
            match session.undo_offer(seat) {
                Some(to) => {
                    assert!(!random, "undo offered after a random result");
                    if step % 2 == 0 {
                        r.send(id, seat, TableCommand::Undo).unwrap();
                        let back = r.load(id);
                        let then = block_on(r.tabletop.load_at(id, to)).unwrap();
                        assert_eq!(back.state, then.state, "an undo returns the state at {to}");
                        assert_eq!(back, r.cold(id), "the undo folds from the store alike");
                        undone += 1;
                    }
                }
                None if random => {
                    assert_eq!(
                        rule_code(r.send(id, seat, TableCommand::Undo)),
                        "NOTHING_TO_UNDO"
                    );
                    refused += 1;
                }
                None => {}
            }
            let other = Seat(1 - seat.0);
            if session.undo_offer(seat).is_some() {
                assert_eq!(
                    session.undo_offer(other),
                    None,
                    "only the seat that decided may undo"
                );
            }
        }
    }
    assert!(
        undone > 0 && refused > 0,
        "undone {undone}, refused {refused}"
    );
}

#[test]
fn undo_at_a_table_without_it_is_refused() {
    let r = room();
    let id = r.table(GameKind::KingOfTokyo, TableRules::default());
    let seat = owing_seat(&r.load(id));
    assert_eq!(
        rule_code(r.send(id, seat, TableCommand::Undo)),
        "UNDO_NOT_ALLOWED"
    );
}

#[test]
fn a_rematch_keeps_the_table_seats_the_asker_and_waits_for_the_invited() {
    let r = room();
    let rules = per_decision(60);
    let id = r.table(GameKind::KingOfTokyo, rules);
    let (alice, bob, carol) = (&r.players[0], &r.players[1], &r.players[2]);
    assert_eq!(
        rule_code(block_on(r.tabletop.rematch(alice, id))),
        "GAME_NOT_OVER"
    );
    block_on(r.tabletop.concede(alice, id, None)).unwrap();
    block_on(r.tabletop.concede(bob, id, None)).unwrap();
    assert!(matches!(
        block_on(r.tabletop.rematch(carol, id)),
        Err(AppError::Forbidden(_))
    ));

    let rematch = block_on(r.tabletop.rematch(alice, id)).unwrap();
    assert_eq!(rematch.table.rules, rules);
    assert_eq!(rematch.seats_of(alice.id), vec![Seat(0)]);
    assert_eq!(rematch.reserved_for(Seat(1)), Some(bob.id));
    assert!(
        !rematch.summary().is_joinable(),
        "not in the lobby while bob has not answered"
    );
    assert_eq!(
        block_on(r.tabletop.rematch(bob, id)).unwrap().id,
        rematch.id,
        "one rematch per game"
    );
    assert_eq!(r.load(id).table.rematch, Some(rematch.id));
    assert_eq!(
        rule_code(block_on(r.tabletop.join_game(
            carol,
            rematch.id,
            Some(Seat(1))
        ))),
        "SEAT_RESERVED"
    );
    assert_eq!(
        rule_code(block_on(r.tabletop.answer_rematch(carol, rematch.id, true))),
        "NOT_INVITED"
    );

    let declined = block_on(r.tabletop.answer_rematch(bob, rematch.id, false)).unwrap();
    assert!(
        declined.summary().is_joinable(),
        "a declined seat is open to anyone"
    );
    block_on(r.tabletop.join_game(carol, rematch.id, None)).unwrap();
    let started = block_on(r.tabletop.start_game(alice, rematch.id)).unwrap();
    assert!(started.started);
}

#[test]
fn an_invited_player_accepts_a_rematch_into_their_old_seat() {
    let r = room();
    let id = r.table(GameKind::KingOfTokyo, TableRules::default());
    block_on(r.tabletop.concede(&r.players[0], id, None)).unwrap();
    block_on(r.tabletop.concede(&r.players[1], id, None)).unwrap();
    let rematch = block_on(r.tabletop.rematch(&r.players[1], id)).unwrap();
    assert_eq!(rematch.seats_of(r.players[1].id), vec![Seat(1)]);
    let accepted = block_on(r.tabletop.answer_rematch(&r.players[0], rematch.id, true)).unwrap();
    assert_eq!(accepted.seats_of(r.players[0].id), vec![Seat(0)]);
    assert_eq!(accepted, r.cold(rematch.id));
}

#[test]
fn the_log_marks_moves_an_undo_took_back_and_a_reader_from_any_version_says_the_same() {
    let r = room();
    let rules = TableRules {
        undo: true,
        ..TableRules::default()
    };
    let id = r.table(GameKind::KingOfTokyo, rules);
    let mut rng = GameRng::from_u64(7);
    let (to, undo_version, seat) = loop {
        let (seat, command) = r.a_move(id, &mut rng).expect("the game goes on");
        r.send(id, seat, command).unwrap();
        if let Some(to) = r.load(id).undo_offer(seat) {
            r.send(id, seat, TableCommand::Undo).unwrap();
            break (to, r.load(id).version, seat);
        }
    };
    let viewer = crate::engine::Viewer::Seat(seat);
    let lines = block_on(r.tabletop.game_log(id, viewer, 0, usize::MAX)).unwrap();
    assert_eq!(lines[0].version, 1);
    assert_eq!(
        lines[0].text,
        format!(
            "The table \u{201c}{}\u{201d} was opened for 2 players.",
            r.load(id).title
        )
    );
    let last = lines.last().unwrap();
    assert_eq!(last.version, undo_version);
    assert!(
        last.text
            .ends_with(&format!("took back the moves after version {to}.")),
        "{}",
        last.text
    );
    assert!(!last.undone);
    for line in &lines {
        let taken_back = line.version > to && line.version < undo_version;
        assert_eq!(line.undone, taken_back, "{line:?}");
    }
    assert!(
        lines.iter().any(|l| l.undone),
        "the undo took a described move back"
    );

    // A reader started at a version (a live subscriber's) describes what follows alike.
    let after = to - 1;
    let mut reader = block_on(r.tabletop.log_reader(id, viewer, after)).unwrap();
    let events = block_on(r.tabletop.events(id, after, 1000)).unwrap();
    let read: Vec<(u64, String)> = events
        .iter()
        .filter_map(|(stored, event)| {
            let text = reader.read(stored, event).unwrap()?;
            Some((stored.version, text))
        })
        .collect();
    let whole: Vec<(u64, String)> = lines
        .iter()
        .filter(|l| l.version > after)
        .map(|l| (l.version, l.text.clone()))
        .collect();
    assert_eq!(read, whole);
}
