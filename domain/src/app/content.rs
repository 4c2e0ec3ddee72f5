//! Content packs at run time: the packs a server knows, by hash, and the port that stores
//! them once each (docs/content-packs.md, ADR 9).

use std::collections::HashMap;
use std::sync::{LazyLock, RwLock};

use async_trait::async_trait;

use crate::catalog::{AnyPack, GameKind};
use crate::engine::ContentRef;

use super::error::AppError;
use super::ports::StoreError;

/// A pack as stored: its kind, the name it was configured under and its canonical text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredPack {
    pub hash: String,
    pub kind: GameKind,
    pub name: String,
    pub body: String,
}

/// Where packs live: one row per hash, however many games use it.
#[async_trait]
pub trait ContentStore: Send + Sync {
    /// Store a pack unless one with its hash is stored already.
    async fn save_pack(&self, pack: &StoredPack) -> Result<(), StoreError>;
    async fn load_pack(&self, hash: &str) -> Result<Option<StoredPack>, StoreError>;
}

/// The packs this process has parsed, by hash: the embedded and legacy packs of every
/// kind, the configured ones, and any read from the store for an older game.
pub struct PackShelf {
    packs: RwLock<HashMap<String, AnyPack>>,
    legacy: HashMap<GameKind, AnyPack>,
}

static BUILT_IN: LazyLock<PackShelf> = LazyLock::new(PackShelf::new);

impl Default for PackShelf {
    fn default() -> Self {
        Self::new()
    }
}

impl PackShelf {
    /// A shelf with the packs built into the binary.
    pub fn new() -> Self {
        let mut packs = HashMap::new();
        let mut legacy = HashMap::new();
        for &kind in GameKind::ALL {
            // The embedded files are checked by the domain's tests; a kind whose files do
            // not parse simply has no built-in pack and its games report the missing hash.
            for pack in [kind.embedded_pack(), kind.legacy_pack()]
                .into_iter()
                .flatten()
            {
                packs.insert(pack.hash().to_owned(), pack);
            }
            if let Ok(pack) = kind.legacy_pack() {
                legacy.insert(kind, pack);
            }
        }
        PackShelf {
            packs: RwLock::new(packs),
            legacy,
        }
    }

    /// The shelf of packs built into the binary, for folds without a server (verification,
    /// tools, tests).
    pub fn built_in() -> &'static PackShelf {
        &BUILT_IN
    }

    pub fn insert(&self, pack: AnyPack) {
        if let Ok(mut packs) = self.packs.write() {
            packs.insert(pack.hash().to_owned(), pack);
        }
    }

    pub fn contains(&self, hash: &str) -> bool {
        self.packs.read().is_ok_and(|p| p.contains_key(hash))
    }

    /// The pack a game of `kind` referring to `content` folds with: the legacy pack when
    /// it names none.
    pub fn resolve(
        &self,
        kind: GameKind,
        content: Option<&ContentRef>,
    ) -> Result<AnyPack, AppError> {
        let found = match content {
            None => self.legacy.get(&kind).cloned(),
            Some(r) => self.packs.read().ok().and_then(|p| p.get(&r.hash).cloned()),
        };
        found.filter(|p| p.kind() == kind).ok_or_else(|| {
            AppError::Internal(format!(
                "the {} content pack {} is neither built in nor stored",
                kind.as_str(),
                content.map_or("(legacy)", |r| r.hash.as_str())
            ))
        })
    }
}
