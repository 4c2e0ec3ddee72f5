//! Players in exports: who an export's streams name (their ids and names, and their token
//! hashes for a server's move), and the check an import makes before it stores anything:
//! every player keeps their id, and a name this server already gives another player is a
//! clash that refuses the whole file.

use std::collections::BTreeSet;

use uuid::Uuid;

use super::campaigns::{campaign_summary, fold_campaign, is_campaign_event};
use super::error::AppError;
use super::export::{PlayerRecord, TokenRecord};
use super::lobby::{LobbyEvent, StreamEvent};
use super::records::{Player, StoredEvent};
use super::service::Tabletop;
use super::session::decode;
use super::transfer::ImportError;

impl Tabletop {
    /// The players `events` name (who created a table, took a seat or took it back, who
    /// sent a command, a campaign's members), oldest first; every player when `all`.
    /// Their token hashes only `with_tokens`.
    pub async fn export_players(
        &self,
        events: &[StoredEvent],
        all: bool,
        with_tokens: bool,
    ) -> Result<Vec<PlayerRecord>, AppError> {
        let mut players = if all {
            self.ports.players.all_players().await?
        } else {
            let mut found = Vec::new();
            for id in named_players(events)? {
                found.extend(self.ports.players.player(id).await?);
            }
            found
        };
        players.sort_by(|a, b| (&a.created_at, a.id).cmp(&(&b.created_at, b.id)));
        Ok(players
            .into_iter()
            .map(|p| PlayerRecord {
                token: with_tokens.then(|| TokenRecord {
                    hash: p.token_hash.clone(),
                    expires_at: p.token_expires_at.clone(),
                }),
                id: p.id,
                name: p.name,
                created_at: p.created_at,
            })
            .collect())
    }

    /// The file's players this server lacks, once none clashes with a player here: a
    /// player of the file's id under another name, or another player of the file's name.
    /// Every clash is listed.
    pub(super) async fn players_to_add(
        &self,
        players: &[PlayerRecord],
    ) -> Result<Vec<Player>, ImportError> {
        let mut clashes = Vec::new();
        let mut missing = Vec::new();
        for p in players {
            if let Some(here) = self
                .ports
                .players
                .player(p.id)
                .await
                .map_err(AppError::from)?
            {
                if here.name != p.name {
                    clashes.push(format!(
                        "player {} is {:?} here and {:?} in the file",
                        p.id, here.name, p.name
                    ));
                }
                continue;
            }
            match self
                .ports
                .players
                .player_by_name(&p.name)
                .await
                .map_err(AppError::from)?
            {
                Some(other) => clashes.push(format!(
                    "the name {:?} of player {} is taken here by player {}",
                    p.name, p.id, other.id
                )),
                None => missing.push(self.player_of(p)),
            }
        }
        if clashes.is_empty() {
            Ok(missing)
        } else {
            Err(ImportError::NameClash(clashes))
        }
    }

    /// The player to store for a record. Without a token in the file, one that matches no
    /// bearer token: the player is known here by name and id but cannot sign in.
    fn player_of(&self, p: &PlayerRecord) -> Player {
        let (token_hash, token_expires_at) = match &p.token {
            Some(t) => (t.hash.clone(), t.expires_at.clone()),
            None => (
                format!(
                    "imported:{}",
                    self.ports
                        .ids
                        .secret()
                        .iter()
                        .map(|b| format!("{b:02x}"))
                        .collect::<String>()
                ),
                p.created_at.clone(),
            ),
        };
        Player {
            id: p.id,
            name: p.name.clone(),
            token_hash,
            created_at: p.created_at.clone(),
            token_expires_at,
        }
    }
}

/// The players a stream's events name, in the order first named.
fn named_players(events: &[StoredEvent]) -> Result<Vec<Uuid>, AppError> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut name = |id: Uuid| {
        if !id.is_nil() && seen.insert(id) {
            out.push(id);
        }
    };
    for stored in events {
        if let Some(actor) = stored.metadata.actor_player {
            name(actor);
        }
        if is_campaign_event(stored) {
            continue;
        }
        match decode(stored)? {
            StreamEvent::Lobby(LobbyEvent::GameCreated(e)) => name(e.created_by),
            StreamEvent::Lobby(LobbyEvent::SeatClaimed(e)) => name(e.player_id),
            StreamEvent::Lobby(LobbyEvent::SeatReclaimed(e)) => name(e.player_id),
            _ => {}
        }
    }
    let campaigns: BTreeSet<Uuid> = events
        .iter()
        .filter(|e| is_campaign_event(e))
        .map(|e| e.stream_id)
        .collect();
    for id in campaigns {
        let stream: Vec<StoredEvent> = events
            .iter()
            .filter(|e| e.stream_id == id)
            .cloned()
            .collect();
        if let Some(record) = fold_campaign(id, &stream)?
            && let Some(summary) = campaign_summary(id, &record.state)
        {
            name(summary.created_by);
            summary.members.into_iter().for_each(&mut name);
        }
    }
    Ok(out)
}
