//! Every saved game, in memory and in the browser's storage (one key per
//! game). Storage is the truth shared by every page of the browser: a page
//! hears when another one changes a save and reads it again, and writes a
//! game only over the revision it last read (`crate::revision`). When
//! storage is full or unavailable the page says so and play goes on in
//! memory. An unreadable save is listed with its reason and kept until the
//! player deletes it.
//!
//! The record against the bots (`crate::record`) lives under its own key,
//! read and written the same way: a game that ends, here or in another
//! window, adds its result once (by id), merged with what storage holds.
//!
//! By concern: the saved games here; the record's storage and merging
//! (`against_bots`); the Dragon-only app's save migrated (`legacy`);
//! import and export (`transfer`).

mod against_bots;
mod legacy;
mod transfer;

use against_bots::stored_record;

pub use transfer::{Imported, Merged};

use leptos::prelude::*;

use crate::games::{Summary, canonical, codec, summarize};
use crate::platform::{self, StorageError};
use crate::record::{self, Record};
use crate::revision;
use crate::save::{self, LEGACY_KEPT_KEY, LEGACY_KEY, SaveError};

/// Saves live under this prefix, followed by the game's id.
pub const PREFIX: &str = "boardgames/save/";

/// Set once the browser was asked to keep the storage (at the first game).
const KEEP_ASKED_KEY: &str = "boardgames/keep-asked";

/// What became of a write of a game over the revision a page last read.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Written,
    /// Storage holds another revision (its text here): another page saved
    /// the game since. Nothing was written.
    Stale(String),
    /// Storage refused (full, unavailable): shown as the store's problem;
    /// the game goes on in memory.
    Failed,
}

/// The saves among storage's `keys`, as stored.
fn saved(keys: Vec<String>) -> Vec<Entry> {
    keys.into_iter()
        .filter(|k| k.starts_with(PREFIX) || k == LEGACY_KEPT_KEY)
        .filter_map(|k| platform::storage_get(&k).map(|raw| Entry::new(k, raw)))
        .collect()
}

/// Whether storage holds any save (the Dragon-only app's too).
pub fn has_saves() -> bool {
    platform::storage_keys().is_ok_and(|keys| {
        keys.iter()
            .any(|k| k.starts_with(PREFIX) || k == LEGACY_KEY || k == LEGACY_KEPT_KEY)
    })
}

pub fn key_for(id: &str) -> String {
    format!("{PREFIX}{id}")
}

#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The storage key.
    pub key: String,
    /// The saved text, exactly.
    pub raw: String,
    pub summary: Result<Summary, SaveError>,
}

impl Entry {
    fn new(key: String, raw: String) -> Entry {
        let summary = summarize(&raw);
        Entry { key, raw, summary }
    }

    pub fn id(&self) -> Option<&str> {
        self.summary.as_ref().ok().map(|s| s.id.as_str())
    }

    fn updated(&self) -> f64 {
        self.summary.as_ref().map(|s| s.updated).unwrap_or(f64::MAX)
    }
}

#[derive(Clone, Copy)]
pub struct Store {
    /// Newest first; unreadable ones on top.
    pub entries: RwSignal<Vec<Entry>>,
    /// The last storage failure, shown until a write succeeds again.
    pub problem: RwSignal<Option<StorageError>>,
    /// The record against the bots.
    pub record: RwSignal<Record>,
}
impl Store {
    /// Reads every save; migrates the Dragon-only app's save (format 1).
    pub fn load() -> Store {
        let store = Store {
            entries: RwSignal::new(Vec::new()),
            problem: RwSignal::new(None),
            record: RwSignal::new(Record::default()),
        };
        let keys = match platform::storage_keys() {
            Ok(keys) => keys,
            Err(e) => {
                store.problem.set(Some(e));
                return store;
            }
        };
        let mut entries = saved(keys);
        if let Some(raw) = platform::storage_get(LEGACY_KEY) {
            entries.push(store.migrate_legacy(raw));
        }
        sort(&mut entries);
        store.entries.set(entries);
        store.when_read();
        store.record.set(stored_record().unwrap_or_default());
        platform::on_storage_change(move |key| store.refresh(key.as_deref()));
        store
    }

    /// Reads again what another page changed: the save under `key`, or
    /// every save (`None`: the storage was cleared).
    pub fn refresh(&self, key: Option<&str>) {
        let Some(key) = key else {
            let mut entries = saved(platform::storage_keys().unwrap_or_default());
            sort(&mut entries);
            self.entries.set(entries);
            // Cleared: the record is what storage holds (nothing).
            self.record.set(stored_record().unwrap_or_default());
            return;
        };
        if key == record::KEY {
            self.keep_record(|_| false);
            return;
        }
        if !key.starts_with(PREFIX) {
            return;
        }
        match platform::storage_get(key) {
            Some(raw) => {
                self.remember(key.to_string(), raw);
                // A game that ended in another window counts here too: once.
                self.count(key);
            }
            None => self
                .entries
                .update(|entries| entries.retain(|e| e.key != key)),
        }
    }

    /// Puts an entry in the list (newest first), unless it holds this text.
    fn remember(&self, key: String, raw: String) {
        let known = self
            .entries
            .with_untracked(|entries| entries.iter().any(|e| e.key == key && e.raw == raw));
        if known {
            return;
        }
        let entry = Entry::new(key.clone(), raw);
        self.entries.update(|entries| {
            entries.retain(|e| e.key != key);
            entries.push(entry);
            sort(entries);
        });
        self.when_read();
    }

    /// Saves listed before the code that reads them was there
    /// ([`SaveError::Pending`], `crate::games::codec`) are read once it is.
    fn when_read(&self) {
        let pending = |e: &Entry| e.summary == Err(SaveError::Pending);
        if !self.entries.with_untracked(|e| e.iter().any(pending)) {
            return;
        }
        let store = *self;
        codec::when_ready(move || {
            // The store may be gone (a language change draws a new shell).
            store.entries.try_update(|entries| {
                for entry in entries.iter_mut().filter(|e| pending(e)) {
                    entry.summary = summarize(&entry.raw);
                }
                sort(entries);
            });
        });
    }

    /// Writes `raw` to storage; a failure is shown, never ignored.
    fn write(&self, key: &str, raw: &str) -> bool {
        let value = serde_json::value::RawValue::from_string(raw.to_string());
        let result = match value {
            Ok(value) => platform::storage_set(key, &value),
            Err(e) => Err(StorageError::Other(e.to_string())),
        };
        let ok = result.is_ok();
        self.problem.set(result.err());
        ok
    }

    /// Keeps a new game's save (in memory always, in storage if it can):
    /// for games no other page can have yet (a new id).
    pub fn put(&self, id: &str, raw: String) {
        let key = key_for(id);
        self.write(&key, &raw);
        self.remember(key, raw);
    }

    /// Writes a game's save over revision `based_on`, the one the page last
    /// read or wrote, and only over it: checked and written in one
    /// synchronous step, so no older position ever overwrites a newer one.
    pub fn save(&self, id: &str, raw: String, based_on: u64) -> Saved {
        let key = key_for(id);
        let stored = platform::storage_get(&key);
        if !revision::may_write(stored.as_deref(), based_on) {
            let stored = stored.unwrap_or_default();
            self.remember(key, stored.clone());
            return Saved::Stale(stored);
        }
        let written = self.write(&key, &raw);
        self.remember(key.clone(), raw);
        // The game may have ended: its result counts, once.
        self.count(&key);
        if written {
            Saved::Written
        } else {
            Saved::Failed
        }
    }

    /// Keeps `raw` (a save of the game `of`) as a copy under a new id,
    /// marked as a copy of `of`.
    pub fn keep_copy(&self, raw: &str, of: &str) -> Result<Summary, SaveError> {
        let mut value = save::parse(raw)?;
        let game = save::game_name(&value)?.to_string();
        value["id"] = save::new_id(&game).into();
        value["copy_of"] = of.into();
        value["rev"] = 1.into();
        value["updated"] = platform::now_ms().into();
        let text = canonical(value)?;
        let summary = summarize(&text)?;
        self.put(&summary.id, text);
        Ok(summary)
    }

    /// Asks the browser, once ever (at the first game), to keep this app's
    /// storage when it clears sites' data on its own.
    pub fn ask_to_keep(&self) {
        if platform::storage_get(KEEP_ASKED_KEY).is_none()
            && platform::storage_set(KEEP_ASKED_KEY, &true).is_ok()
        {
            platform::keep_storage();
        }
    }

    /// Deletes a save, readable or not (only ever on the player's request).
    pub fn delete(&self, key: &str) {
        platform::storage_delete(key);
        // Its review goes with it.
        if let Some(id) = key.strip_prefix(PREFIX) {
            platform::storage_delete(&save::review_key(id));
        }
        self.entries
            .update(|entries| entries.retain(|e| e.key != key));
    }

    /// The readable save of the game `id`.
    pub fn find(&self, id: &str) -> Option<Entry> {
        self.entries
            .with_untracked(|entries| entries.iter().find(|e| e.id() == Some(id)).cloned())
    }

    pub fn by_key(&self, key: &str) -> Option<Entry> {
        self.entries
            .with_untracked(|entries| entries.iter().find(|e| e.key == key).cloned())
    }
}

fn sort(entries: &mut [Entry]) {
    boardgame::sort::sort_by(entries, |a, b| b.updated().total_cmp(&a.updated()));
}

#[cfg(test)]
mod tests;
