//! Every saved game, in memory and in the browser's storage (one key per
//! game). Memory is the truth while the page is open: when storage is full or
//! unavailable the page says so and play goes on. An unreadable save is
//! listed with its reason and kept until the player deletes it.

use leptos::prelude::*;

use crate::games::{Summary, canonical, summarize};
use crate::platform::{self, StorageError};
use crate::save::{self, LEGACY_KEPT_KEY, LEGACY_KEY, SaveError};

/// Saves live under this prefix, followed by the game's id.
pub const PREFIX: &str = "boardgames/save/";

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
}

impl Store {
    /// Reads every save; migrates the Dragon-only app's save (format 1).
    pub fn load() -> Store {
        let store = Store {
            entries: RwSignal::new(Vec::new()),
            problem: RwSignal::new(None),
        };
        let keys = match platform::storage_keys() {
            Ok(keys) => keys,
            Err(e) => {
                store.problem.set(Some(e));
                return store;
            }
        };
        let mut entries: Vec<Entry> = keys
            .into_iter()
            .filter(|k| k.starts_with(PREFIX) || k == LEGACY_KEPT_KEY)
            .filter_map(|k| platform::storage_get(&k).map(|raw| Entry::new(k, raw)))
            .collect();
        if let Some(raw) = platform::storage_get(LEGACY_KEY) {
            entries.push(store.migrate_legacy(raw));
        }
        sort(&mut entries);
        store.entries.set(entries);
        store
    }

    /// The format-1 save becomes a format-2 entry; the old key is removed
    /// only once the new one is written. Unreadable, it stays where it is.
    fn migrate_legacy(&self, raw: String) -> Entry {
        let migrated = save::parse(&raw).and_then(canonical);
        let Ok(text) = migrated else {
            return Entry::new(LEGACY_KEY.to_string(), raw);
        };
        let entry = Entry::new(String::new(), text);
        let Some(id) = entry.id().map(String::from) else {
            return Entry::new(LEGACY_KEY.to_string(), raw);
        };
        let entry = Entry {
            key: key_for(&id),
            ..entry
        };
        if self.write(&entry.key, &entry.raw) {
            platform::storage_delete(LEGACY_KEY);
        }
        entry
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

    /// Keeps a game's save (in memory always, in storage if it can).
    pub fn put(&self, id: &str, raw: String) {
        let key = key_for(id);
        self.write(&key, &raw);
        let entry = Entry::new(key.clone(), raw);
        self.entries.update(|entries| {
            entries.retain(|e| e.key != key);
            entries.insert(0, entry);
        });
    }

    /// Adds a game from an exported file (any format this app reads). A game
    /// already in the list keeps its progress: the import gets a new id.
    pub fn import(&self, raw: &str) -> Result<Summary, SaveError> {
        let mut value = save::parse(raw)?;
        let id = value
            .get("id")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string();
        if id.is_empty() || self.find(&id).is_some() {
            let game = save::game_name(&value)?.to_string();
            value["id"] = crate::nav::new_id(&game).into();
        }
        let text = canonical(value)?;
        let summary = summarize(&text)?;
        self.put(&summary.id, text);
        Ok(summary)
    }

    /// Deletes a save, readable or not (only ever on the player's request).
    pub fn delete(&self, key: &str) {
        platform::storage_delete(key);
        // Its review (`crate::review`) goes with it.
        if let Some(id) = key.strip_prefix(PREFIX) {
            platform::storage_delete(&crate::review::key_for(id));
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
mod tests {
    use super::*;
    use crate::save::tests::FORMAT_1;

    #[test]
    fn an_imported_game_keeps_its_position_and_never_replaces_one_in_the_list() {
        let owner = Owner::new();
        owner.set();
        // Natively there is no browser storage: the store says so and keeps
        // everything in memory.
        let store = Store::load();
        assert_eq!(
            store.problem.get_untracked(),
            Some(StorageError::Unavailable)
        );
        let first = store.import(FORMAT_1).unwrap();
        assert_eq!((first.moves, first.over), (12, false));
        let again = store.import(&store.find(&first.id).unwrap().raw).unwrap();
        assert_ne!(again.id, first.id);
        assert_eq!(store.entries.with_untracked(Vec::len), 2);
        let a = summarize(&store.find(&first.id).unwrap().raw).unwrap();
        let b = summarize(&store.find(&again.id).unwrap().raw).unwrap();
        assert_eq!(
            (a.moves, &a.players, &a.progress),
            (b.moves, &b.players, &b.progress)
        );
        store.delete(&key_for(&first.id));
        assert!(store.find(&first.id).is_none() && store.find(&again.id).is_some());
    }

    #[test]
    fn an_unreadable_import_is_refused_with_its_reason() {
        let owner = Owner::new();
        owner.set();
        let store = Store::load();
        assert!(matches!(
            store.import("{nope"),
            Err(SaveError::NotJson { .. })
        ));
        assert!(store.entries.with_untracked(Vec::is_empty));
    }
}
