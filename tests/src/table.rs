//! Setting up and playing tables through the API, as a client would.

use serde_json::{Value, json};
use uuid::Uuid;

use domain::app::{EventStore, GameSession, StreamEvent};
use domain::engine::{Seat, Viewer};

use crate::{Client, GqlError, TestDb, TestServer};

/// A deterministic chooser, so a failing playout can be replayed.
pub struct Picker(u64);

impl Picker {
    pub fn new(seed: u64) -> Picker {
        Picker(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// A started King of Tokyo game: one client per seat, in seat order.
pub struct Table {
    pub game_id: String,
    pub players: Vec<Client>,
}

impl Table {
    /// Register `seats` players, create a King of Tokyo game, seat everyone and start it.
    pub async fn king_of_tokyo(server: &TestServer, seats: usize) -> Table {
        Table::start(server, seats, json!({ "kingOfTokyo": {} })).await
    }

    /// The same for any game kind, with its `GameOptionsInput` value.
    pub async fn start(server: &TestServer, seats: usize, options: Value) -> Table {
        let mut players = Vec::new();
        for i in 0..seats {
            players
                .push(Client::register(server, &format!("p{i}-{}", Uuid::new_v4().simple())).await);
        }
        let created = players[0]
            .gql(
                "mutation($seats: Int!, $options: GameOptionsInput!) { createGame(input: { options: $options, seats: $seats }) { id } }",
                json!({ "seats": seats, "options": options }),
            )
            .await
            .expect("createGame");
        let game_id = created["createGame"]["id"]
            .as_str()
            .expect("an id")
            .to_owned();
        for (i, p) in players.iter().enumerate() {
            p.gql(
                "mutation($id: UUID!, $seat: Int) { joinGame(gameId: $id, seat: $seat) { seat } }",
                json!({ "id": game_id, "seat": i }),
            )
            .await
            .expect("joinGame");
        }
        players[0]
            .gql(
                "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
                json!({ "id": game_id }),
            )
            .await
            .expect("startGame");
        Table { game_id, players }
    }

    /// Create a game of `options` in which `human` takes seat 0 and the server plays the
    /// other seats, one per policy in `bots` (`"RANDOM"`, `"GREEDY"`); not started yet.
    /// Returns the game's id.
    pub async fn with_bots(human: &Client, options: Value, bots: &[&str]) -> String {
        let created = human
            .gql(
                "mutation($seats: Int!, $options: GameOptionsInput!) { createGame(input: { options: $options, seats: $seats }) { id } }",
                json!({ "seats": bots.len() + 1, "options": options }),
            )
            .await
            .expect("createGame");
        let id = created["createGame"]["id"]
            .as_str()
            .expect("an id")
            .to_owned();
        Table::join_with_bots(human, &id, bots).await;
        id
    }

    /// Seat `human` at seat 0 of the unstarted table `id` (a created game or a campaign's
    /// play) and give the other seats to the server, one per policy in `bots`.
    pub async fn join_with_bots(human: &Client, id: &str, bots: &[&str]) {
        human
            .gql(
                "mutation($id: UUID!) { joinGame(gameId: $id, seat: 0) { seat } }",
                json!({ "id": id }),
            )
            .await
            .expect("joinGame");
        for policy in bots {
            human
                .gql(
                    "mutation($id: UUID!, $p: BotPolicy!) { addBot(gameId: $id, policy: $p) { seat } }",
                    json!({ "id": id, "p": policy }),
                )
                .await
                .expect("addBot");
        }
    }

    /// A table of `options` created by `creator`, every seat given to a bot of `policy`,
    /// started and played by the server to its end. Returns the game's id.
    pub async fn bots_only(creator: &Client, options: Value, seats: usize, policy: &str) -> String {
        let created = creator
            .gql(
                "mutation($seats: Int!, $options: GameOptionsInput!) { createGame(input: { options: $options, seats: $seats }) { id } }",
                json!({ "seats": seats, "options": options }),
            )
            .await
            .expect("createGame");
        let id = created["createGame"]["id"]
            .as_str()
            .expect("an id")
            .to_owned();
        Table::bots_finish(creator, &id, seats, policy).await;
        id
    }

    /// Give every seat of the unstarted table `id` to a bot of `policy`, start it, and wait
    /// (up to two minutes) for the server to play it to its end.
    pub async fn bots_finish(creator: &Client, id: &str, seats: usize, policy: &str) {
        for _ in 0..seats {
            creator
                .gql(
                    "mutation($id: UUID!, $p: BotPolicy!) { addBot(gameId: $id, policy: $p) { seat } }",
                    json!({ "id": id, "p": policy }),
                )
                .await
                .expect("addBot");
        }
        creator
            .gql(
                "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
                json!({ "id": id }),
            )
            .await
            .expect("startGame");
        for _ in 0..1_200 {
            let read = creator
                .gql(
                    "query($id: UUID!) { game(id: $id) { status } }",
                    json!({ "id": id }),
                )
                .await
                .expect("game");
            if read["game"]["status"] == "FINISHED" {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the bots did not finish game {id} in two minutes")
    }

    /// `game(id)` with the given selection, as `client`.
    pub async fn query(&self, client: &Client, selection: &str) -> Value {
        let data = client
            .gql(
                &format!("query($id: UUID!) {{ game(id: $id) {{ {selection} }} }}"),
                json!({ "id": self.game_id }),
            )
            .await
            .expect("query game");
        data["game"].clone()
    }

    pub async fn version(&self) -> u64 {
        self.query(&self.players[0], "version").await["version"]
            .as_u64()
            .expect("a version")
    }

    /// Send `command` for `seat` at `expected_version`.
    pub async fn submit(
        &self,
        seat: usize,
        expected_version: u64,
        command_id: Uuid,
        command: &Value,
    ) -> Result<Value, GqlError> {
        self.players[seat]
            .gql(
                "mutation($id: UUID!, $v: Int!, $cid: UUID!, $seat: Int, $cmd: GameCommandInput!) {
                   submitCommand(gameId: $id, expectedVersion: $v, commandId: $cid, seat: $seat, command: $cmd) {
                     version replayed events { version eventType }
                   }
                 }",
                json!({ "id": self.game_id, "v": expected_version, "cid": command_id, "seat": seat, "cmd": command }),
            )
            .await
            .map(|d| d["submitCommand"].clone())
    }

    /// The commands `seat` may send now, as its player reads them, with the version they
    /// were read at.
    pub async fn legal_commands(&self, seat: usize) -> (Vec<Value>, u64) {
        let legal = self
            .query(
                &self.players[seat],
                &format!("version legalCommands(seat: {seat}) {{ command }}"),
            )
            .await;
        let commands = legal["legalCommands"]
            .as_array()
            .expect("legal commands")
            .iter()
            .map(|c| c["command"].clone())
            .collect();
        (commands, legal["version"].as_u64().expect("a version"))
    }

    /// One step of random play: a seat that owes a decision sends one of its legal
    /// commands. Returns false once the game is over.
    pub async fn play_one(&self, picker: &mut Picker) -> bool {
        let game = self
            .query(&self.players[0], "version status prompts { seat }")
            .await;
        if game["status"] == "FINISHED" {
            return false;
        }
        let prompts = game["prompts"].as_array().expect("prompts");
        assert!(
            !prompts.is_empty(),
            "a game in progress must be waiting for someone: {game}"
        );
        let seat = prompts[picker.below(prompts.len())]["seat"]
            .as_u64()
            .expect("a seat") as usize;
        let (commands, version) = self.legal_commands(seat).await;
        assert!(
            !commands.is_empty(),
            "a prompted seat must have a legal command"
        );
        let command = &commands[picker.below(commands.len())];
        self.submit(seat, version, Uuid::new_v4(), command)
            .await
            .unwrap_or_else(|e| panic!("a listed legal command was refused: {command} -> {e:?}"));
        true
    }

    /// Random play (`play_one`) until the game is over; the number of commands sent.
    pub async fn play_to_end(&self, picker: &mut Picker, limit: usize) -> usize {
        let mut sent = 0;
        while self.play_one(picker).await {
            sent += 1;
            assert!(
                sent < limit,
                "game {} should end within {limit} commands",
                self.game_id
            );
        }
        sent
    }

    /// Fold the events `db` stores for this game, with their versions 1, 2, 3... and
    /// check that what the server shows a spectator and each seated player is that fold.
    /// The folded game and its decoded events.
    pub async fn assert_views_are_the_fold(
        &self,
        server: &TestServer,
        db: &TestDb,
    ) -> (GameSession, Vec<StreamEvent>) {
        let game_id: Uuid = self.game_id.parse().expect("uuid");
        let stored = db
            .store()
            .await
            .read_stream(game_id, 0, None)
            .await
            .expect("read");
        for (i, e) in stored.iter().enumerate() {
            assert_eq!(e.version, i as u64 + 1, "versions have no gaps");
        }
        let folded = GameSession::fold(game_id, None, &stored).expect("a folded game");
        let spectator =
            self.query(&Client::anonymous(server), "viewJson").await["viewJson"].clone();
        assert_eq!(
            spectator,
            folded.state.view(Viewer::Spectator).to_json(),
            "a spectator's view is the fold of the stored events"
        );
        for (seat, player) in self.players.iter().enumerate() {
            let shown =
                self.query(player, &format!("viewJson(seat: {seat})")).await["viewJson"].clone();
            let expected = folded.state.view(Viewer::Seat(Seat(seat as u8))).to_json();
            assert_eq!(
                shown, expected,
                "seat {seat}'s view is the fold of the stored events"
            );
        }
        let events = stored
            .iter()
            .map(|e| domain::app::decode(e).expect("decode"))
            .collect();
        (folded, events)
    }
}
