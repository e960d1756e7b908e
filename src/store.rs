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

use leptos::prelude::*;

use crate::games::{Summary, canonical, summarize};
use crate::platform::{self, StorageError};
use crate::record::{self, Played, Record};
use crate::revision::{self, Head, Merge};
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

/// What importing a file of every saved game did, game by game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Merged {
    /// New games.
    pub added: usize,
    /// Kept games replaced by a newer revision holding all their decisions.
    pub updated: usize,
    pub unchanged: usize,
    /// Imports older than the kept game, which holds all their decisions.
    pub older: usize,
    /// Versions kept as copies rather than overwritten.
    pub copies: usize,
    /// Games of the file that could not be read (position in the file,
    /// from 1, and why).
    pub refused: Vec<(usize, SaveError)>,
    /// Results the file's record against the bots added (`None`: the file
    /// has no readable record).
    pub results: Option<usize>,
}

/// What an import brought.
#[derive(Clone, Debug, PartialEq)]
pub enum Imported {
    /// One game's file: the game, added.
    One(Summary),
    /// A file of every saved game: merged.
    All(Merged),
}

/// The record's field in a file of every game.
const RECORD_FIELD: &str = "record_against_bots";

/// The record in storage, if there is a readable one.
fn stored_record() -> Option<Record> {
    Record::parse(&platform::storage_get(record::KEY)?).ok()
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
        store.record.set(stored_record().unwrap_or_default());
        platform::on_storage_change(move |key| store.refresh(key.as_deref()));
        store
    }

    /// Reads again what another page changed: the save under `key`, or
    /// every save (`None`: the storage was cleared).
    pub fn refresh(&self, key: Option<&str>) {
        let Some(key) = key else {
            let entries: Vec<Entry> = platform::storage_keys()
                .unwrap_or_default()
                .into_iter()
                .filter(|k| k.starts_with(PREFIX) || k == LEGACY_KEPT_KEY)
                .filter_map(|k| platform::storage_get(&k).map(|raw| Entry::new(k, raw)))
                .collect();
            let mut entries = entries;
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

    /// Adds the result of the game saved under `key` to the record if it
    /// ended and counts (see [`crate::record`]); nothing if it is there.
    fn count(&self, key: &str) {
        let result = self.entries.with_untracked(|entries| {
            entries
                .iter()
                .find(|e| e.key == key)
                .and_then(|e| e.summary.as_ref().ok()?.result.clone())
        });
        if let Some(played) = result {
            self.add_result(played);
        }
    }

    /// Adds a result to the record, once (by game id).
    pub fn add_result(&self, played: Played) {
        let known = self
            .record
            .with_untracked(|r| r.games.contains_key(&played.id));
        if !known {
            self.keep_record(move |record| record.add(played));
        }
    }

    /// Forgets every result so far (only ever on the player's request):
    /// in every window, and no file imported later brings them back.
    pub fn reset_record(&self) {
        let now = platform::now_ms();
        self.keep_record(move |record| {
            // Every result kept so far, whatever the clocks said.
            let last = record.games.values().map(|p| p.date).fold(now, f64::max);
            record.reset_at(last);
            true
        });
    }

    /// The record in memory merged with the one in storage (another window
    /// may have added results, or reset it), changed by `change` (true if
    /// it changed anything), then written back in one synchronous step if
    /// storage lacks anything of it. A write that fails is shown; the
    /// record goes on in memory.
    fn keep_record(&self, change: impl FnOnce(&mut Record) -> bool) {
        let stored = platform::storage_get(record::KEY);
        let mut record = self.record.get_untracked();
        let readable = match stored.as_deref().map(Record::parse) {
            Some(Ok(there)) => {
                record.merge(&there);
                Some(there)
            }
            // An unreadable record is set aside, never overwritten.
            Some(Err(_)) => {
                if let Some(raw) = &stored {
                    self.write(&format!("{}/unreadable", record::KEY), raw);
                }
                None
            }
            None => None,
        };
        let changed = change(&mut record);
        // Written only when storage lacks something (a window that merely
        // heard of another's write writes nothing back: no echo).
        let behind = readable.as_ref().is_none_or(|there| !there.same(&record));
        let empty = stored.is_none() && record.same(&Record::default());
        if changed || (behind && !empty) {
            let value = record.to_value();
            let result = platform::storage_set(record::KEY, &value);
            self.problem.set(result.err());
        }
        self.record.set(record);
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

    /// Every readable saved game in one file, with the record against the
    /// bots: `{"saves": [...], "record_against_bots": {...}}`, each save as
    /// one game's export has it.
    pub fn export_all(&self) -> String {
        let record = self.record.with_untracked(Record::to_value).to_string();
        self.entries.with_untracked(|entries| {
            let saves: Vec<&str> = entries
                .iter()
                .filter(|e| e.summary.is_ok())
                .map(|e| e.raw.as_str())
                .collect();
            format!(
                "{{\"saves\": [{}],\n\"{RECORD_FIELD}\": {record}}}",
                saves.join(",\n")
            )
        })
    }

    /// Reads an exported file: one game's (added, see [`Store::import_one`])
    /// or a list of every saved game (merged, see [`Store::merge`]).
    pub fn import(&self, raw: &str) -> Result<Imported, SaveError> {
        let value: serde_json::Value =
            serde_json::from_str(raw).map_err(|e| SaveError::NotJson {
                line: e.line(),
                column: e.column(),
            })?;
        match value {
            // A file of every game before the record was in it.
            serde_json::Value::Array(saves) => Ok(Imported::All(self.merge(saves))),
            serde_json::Value::Object(mut all)
                if all.get("saves").is_some_and(|s| s.is_array()) =>
            {
                let saves = match all.remove("saves") {
                    Some(serde_json::Value::Array(saves)) => saves,
                    _ => Vec::new(),
                };
                let mut merged = self.merge(saves);
                merged.results = all
                    .remove(RECORD_FIELD)
                    .and_then(|r| Record::from_value(r).ok())
                    .map(|there| self.merge_record(&there));
                Ok(Imported::All(merged))
            }
            _ => self.import_one(raw).map(Imported::One),
        }
    }

    /// Merges a record from a file (a union by game id); how many results
    /// it added.
    fn merge_record(&self, there: &Record) -> usize {
        let mut added = 0;
        self.keep_record(|record| {
            added = record.merge(there);
            added > 0
        });
        added
    }

    /// Merges a file of every saved game by game id: a new game is added; of
    /// two versions of one game the newer revision keeps the id, and a
    /// version with decisions the other lacks is kept as a copy. Nothing is
    /// overwritten without being counted.
    fn merge(&self, saves: Vec<serde_json::Value>) -> Merged {
        let mut merged = Merged::default();
        for (i, value) in saves.into_iter().enumerate() {
            if let Err(e) = self.merge_one(value, &mut merged) {
                merged.refused.push((i + 1, e));
            }
        }
        merged
    }

    fn merge_one(&self, value: serde_json::Value, merged: &mut Merged) -> Result<(), SaveError> {
        let text = canonical(save::parse(&value.to_string())?)?;
        let summary = summarize(&text)?;
        let Some(kept) = self.find(&summary.id) else {
            self.put(&summary.id, text);
            merged.added += 1;
            return Ok(());
        };
        let (Some(here), Some(there)) = (Head::of(&kept.raw), Head::of(&text)) else {
            return Err(SaveError::NoVersion);
        };
        match revision::merge(&here, &there) {
            Merge::Unchanged => merged.unchanged += 1,
            Merge::KeepHere => merged.older += 1,
            // A file imported twice adds no second copy.
            Merge::AddAsCopy if self.has_copy(&summary.id, &there) => merged.unchanged += 1,
            Merge::AddAsCopy => {
                self.keep_copy(&text, &summary.id)?;
                merged.copies += 1;
            }
            choice @ (Merge::ReplaceKeepingCopy | Merge::Replace) => {
                if choice == Merge::ReplaceKeepingCopy && !self.has_copy(&summary.id, &here) {
                    self.keep_copy(&kept.raw, &summary.id)?;
                    merged.copies += 1;
                }
                self.write(&kept.key, &text);
                self.remember(kept.key, text);
                merged.updated += 1;
            }
        }
        Ok(())
    }

    /// Whether a copy of the game `id` holds the decisions of `head`.
    fn has_copy(&self, id: &str, head: &Head) -> bool {
        self.entries.with_untracked(|entries| {
            entries.iter().any(|e| {
                let copy = e
                    .summary
                    .as_ref()
                    .is_ok_and(|s| s.copy_of.as_deref() == Some(id));
                copy && Head::of(&e.raw).is_some_and(|h| h.same_game(head))
            })
        })
    }

    /// Adds a game from one game's exported file (any format this app
    /// reads). A game already in the list keeps its progress: the import
    /// gets a new id.
    pub fn import_one(&self, raw: &str) -> Result<Summary, SaveError> {
        let mut value = save::parse(raw)?;
        let id = value
            .get("id")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .to_string();
        if id.is_empty() || self.find(&id).is_some() {
            let game = save::game_name(&value)?.to_string();
            value["id"] = save::new_id(&game).into();
        }
        let text = canonical(value)?;
        let summary = summarize(&text)?;
        self.put(&summary.id, text);
        Ok(summary)
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
mod tests {
    use super::*;
    use crate::save::Stamp;
    use crate::save::tests::FORMAT_1;
    use crate::seats::resize;
    use crate::session::Session;
    use boardgame::Game;

    type Dragon = dragon::GameState;

    /// A Dragon game of id `id` after `moves` first-legal actions, saved as
    /// revision `rev`.
    fn save_of(id: &str, moves: usize, rev: u64) -> String {
        let mut seats = Vec::new();
        resize(&mut seats, 3);
        let options = dragon::Options::new(3);
        let mut s = Session::<Dragon>::start(id.into(), seats, 500, options, 5, 1.0).unwrap();
        for _ in 0..moves {
            let action = s.state.legal()[0];
            s.play(action).unwrap();
        }
        crate::save::encode(&s, Stamp { updated: 2.0, rev })
    }

    /// A game that went another way than `save_of` after `common` moves.
    fn other_save_of(id: &str, common: usize, moves: usize, rev: u64) -> String {
        let mut value: serde_json::Value = serde_json::from_str(&save_of(id, common, rev)).unwrap();
        let record: boardgame::Record<Dragon> =
            serde_json::from_value(value["record"].clone()).unwrap();
        let mut state = record.replay().unwrap();
        let mut actions = record.actions.clone();
        for i in common..moves {
            let legal = state.legal();
            // The last legal action where `save_of` takes the first.
            let action = if i == common {
                *legal.last().unwrap()
            } else {
                legal[0]
            };
            state.apply(action).unwrap();
            actions.push(action);
        }
        value["record"]["actions"] = serde_json::to_value(actions).unwrap();
        value.to_string()
    }

    /// A reactive owner, set as the current one, for the store's signals
    /// (kept alive for the test by its binding).
    fn owner() -> Owner {
        let owner = Owner::new();
        owner.set();
        owner
    }

    fn fresh_store() -> Store {
        platform::memory_storage();
        Store::load()
    }

    #[test]
    fn a_page_writes_only_over_the_revision_it_read() {
        let _owner = owner();
        let store = fresh_store();
        store.put("g", save_of("g", 2, 1));
        assert_eq!(store.save("g", save_of("g", 4, 2), 1), Saved::Written);
        // Another page of the browser plays on to revision 3.
        let theirs = save_of("g", 9, 3);
        platform::memory_storage_set_raw(&key_for("g"), &theirs);
        // This page, still at revision 2, may not write its position.
        let mine = save_of("g", 5, 3);
        assert_eq!(store.save("g", mine, 2), Saved::Stale(theirs.clone()));
        assert_eq!(platform::storage_get(&key_for("g")), Some(theirs.clone()));
        let listed = store.find("g").unwrap();
        assert_eq!(listed.raw, theirs, "the list shows the newer game");
        assert_eq!(listed.summary.unwrap().moves, 9);
        // Having read revision 3, it may write 4.
        assert_eq!(store.save("g", save_of("g", 10, 4), 3), Saved::Written);
        assert_eq!(revision::rev_of(&store.find("g").unwrap().raw), 4);
    }

    #[test]
    fn another_pages_changes_are_read_again() {
        let _owner = owner();
        let store = fresh_store();
        store.put("a", save_of("a", 1, 1));
        platform::memory_storage_set_raw(&key_for("b"), &save_of("b", 3, 1));
        platform::memory_storage_set_raw(&key_for("a"), &save_of("a", 6, 2));
        store.refresh(Some(&key_for("a")));
        store.refresh(Some(&key_for("b")));
        assert_eq!(store.find("a").unwrap().summary.unwrap().moves, 6);
        assert_eq!(store.find("b").unwrap().summary.unwrap().moves, 3);
        platform::storage_delete(&key_for("a"));
        store.refresh(Some(&key_for("a")));
        assert!(store.find("a").is_none());
        // A cleared storage (no key) reads everything again.
        platform::memory_storage_set_raw(&key_for("c"), &save_of("c", 2, 1));
        store.refresh(None);
        let ids: Vec<String> = store
            .entries
            .with_untracked(|e| e.iter().filter_map(|e| e.id().map(String::from)).collect());
        assert_eq!(ids.len(), 2);
        assert!(ids.contains(&"b".to_string()) && ids.contains(&"c".to_string()));
    }

    /// Export all, then import into another browser and back: merged by
    /// id, the newer revision winning, nothing overwritten without a copy.
    #[test]
    fn a_file_of_every_game_merges_by_id_and_newest_revision() {
        let _owner = owner();
        let here = fresh_store();
        here.put("a", save_of("a", 4, 2));
        here.put("b", save_of("b", 6, 5));
        here.put("c", save_of("c", 3, 3));
        here.put("d", save_of("d", 8, 4));
        let file = here.export_all();
        let all: serde_json::Value = serde_json::from_str(&file).unwrap();
        assert_eq!(all["saves"].as_array().map(Vec::len), Some(4));
        assert_eq!(all["record_against_bots"]["version"], 1);

        // The same file into an empty browser: every game added.
        let Imported::All(merged) = fresh_store().import(&file).unwrap() else {
            panic!("a list is merged")
        };
        assert_eq!((merged.added, merged.refused.len()), (4, 0));

        // Back here, after each game moved on its own way.
        let there = fresh_store();
        there.put("a", save_of("a", 7, 3)); // newer, holds a's moves
        there.put("b", save_of("b", 2, 1)); // older, b holds its moves
        there.put("c", other_save_of("c", 1, 5, 3)); // same revision, apart
        there.put("d", other_save_of("d", 2, 9, 6)); // newer, apart
        there.put("e", save_of("e", 1, 1)); // new
        let file = there.export_all();
        let Imported::All(merged) = here.import(&file).unwrap() else {
            panic!("a list is merged")
        };
        let expected = Merged {
            added: 1,
            updated: 2,
            unchanged: 0,
            older: 1,
            copies: 2,
            refused: vec![],
            results: Some(0),
        };
        assert_eq!(merged, expected);
        let moves = |id: &str| here.find(id).unwrap().summary.unwrap().moves;
        assert_eq!(
            (moves("a"), moves("b"), moves("c"), moves("d")),
            (7, 6, 3, 9)
        );
        // The two copies: c's import (apart, not newer), d's game kept here
        // (apart, replaced by the newer import).
        let copies: Vec<(String, usize)> = here.entries.with_untracked(|entries| {
            entries
                .iter()
                .filter_map(|e| e.summary.as_ref().ok())
                .filter_map(|s| Some((s.copy_of.clone()?, s.moves)))
                .collect()
        });
        assert_eq!(copies.len(), 2);
        assert!(copies.contains(&("c".to_string(), 5)));
        assert!(copies.contains(&("d".to_string(), 8)));

        // Importing the same file again changes nothing more.
        let Imported::All(again) = here.import(&file).unwrap() else {
            panic!("a list is merged")
        };
        assert_eq!(again.added + again.updated + again.copies, 0, "{again:?}");
    }

    #[test]
    fn a_bad_game_in_a_file_of_every_game_is_named_and_the_rest_merged() {
        let _owner = owner();
        let store = fresh_store();
        let file = format!("[{}, {{\"version\": 99}}]", save_of("a", 2, 1));
        let Imported::All(merged) = store.import(&file).unwrap() else {
            panic!("a list is merged")
        };
        assert_eq!(merged.added, 1);
        assert_eq!(merged.refused, vec![(2, SaveError::Version(99))]);
    }

    #[test]
    fn an_imported_game_keeps_its_position_and_never_replaces_one_in_the_list() {
        let _owner = owner();
        // Natively there is no browser storage: the store says so and keeps
        // everything in memory.
        let store = Store::load();
        assert_eq!(
            store.problem.get_untracked(),
            Some(StorageError::Unavailable)
        );
        let first = store.import_one(FORMAT_1).unwrap();
        assert_eq!((first.moves, first.over), (12, false));
        let again = store
            .import_one(&store.find(&first.id).unwrap().raw)
            .unwrap();
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
        let _owner = owner();
        let store = Store::load();
        assert!(matches!(
            store.import("{nope"),
            Err(SaveError::NotJson { .. })
        ));
        assert!(store.entries.with_untracked(Vec::is_empty));
    }

    /// A Dschingis Khan game of one human (seat 0) against two bots,
    /// played to its end, saved as revision `rev`.
    fn finished(id: &str, rev: u64) -> String {
        type Khan = dschingis_khan::GameState;
        let seats = crate::seats::tests::seats(3, &[0]);
        let options = dschingis_khan::Options::new(3);
        let mut s = Session::<Khan>::start(id.into(), seats, 1000, options, 9, 1.0).unwrap();
        crate::session::tests::play_random(&mut s, usize::MAX, 4);
        crate::save::encode(&s, Stamp { updated: 50.0, rev })
    }

    /// A game that ends counts once: saved again, heard of from another
    /// window, or both windows writing; deleting it keeps the result.
    #[test]
    fn a_finished_game_against_bots_counts_once() {
        let _owner = owner();
        let store = fresh_store();
        store.put("k", save_of("k", 0, 1));
        assert_eq!(store.save("k", finished("k", 2), 1), Saved::Written);
        let count = |s: &Store| s.record.with_untracked(|r| r.games.len());
        assert_eq!(count(&store), 1);
        let stored = Record::parse(&platform::storage_get(record::KEY).unwrap()).unwrap();
        assert_eq!(stored.games.keys().collect::<Vec<_>>(), ["k"]);
        assert_eq!(stored.games["k"].game, "dschingis-khan");
        // Another window hears of the save and of the record: no change.
        let other = Store::load();
        assert_eq!(count(&other), 1);
        other.refresh(Some(&key_for("k")));
        other.refresh(Some(record::KEY));
        assert_eq!(count(&other), 1);
        // The same game saved again (a later revision) adds nothing.
        assert_eq!(store.save("k", finished("k", 3), 2), Saved::Written);
        assert_eq!(count(&store), 1);
        // A second game ends in the other window: this one hears of it.
        other.put("m", save_of("m", 0, 1));
        other.save("m", finished("m", 2), 1);
        store.refresh(Some(&key_for("m")));
        assert_eq!((count(&store), count(&other)), (2, 2));
        // Deleting the saves keeps the record.
        store.delete(&key_for("k"));
        assert_eq!(count(&store), 2);
        // A game in progress, or of bots alone, does not count.
        assert!(store.find("m").unwrap().summary.unwrap().result.is_some());
        let bots = finished("b", 1).replace("\"controller\":\"Human\"", "\"controller\":\"Bot\"");
        store.put("b", bots);
        assert!(store.find("b").unwrap().summary.unwrap().result.is_none());
        // Reset: everywhere, and a file from before brings nothing back.
        let file = store.export_all();
        store.reset_record();
        assert_eq!(count(&store), 0);
        other.refresh(Some(record::KEY));
        assert_eq!(count(&other), 0);
        let Imported::All(merged) = store.import(&file).unwrap() else {
            panic!("a file of every game is merged")
        };
        assert_eq!(merged.results, Some(0));
        assert_eq!(count(&store), 0);
    }

    /// Export all carries the record; importing it elsewhere merges it by
    /// game id; a file without a record (before it existed) still imports.
    #[test]
    fn export_all_carries_the_record_and_import_merges_it() {
        let _owner = owner();
        let here = fresh_store();
        here.put("k", save_of("k", 0, 1));
        here.save("k", finished("k", 2), 1);
        let file = here.export_all();
        let there = fresh_store();
        let Imported::All(merged) = there.import(&file).unwrap() else {
            panic!("a file of every game is merged")
        };
        assert_eq!((merged.added, merged.results), (1, Some(1)));
        assert_eq!(there.record.with_untracked(|r| r.games.len()), 1);
        let Imported::All(again) = there.import(&file).unwrap() else {
            panic!("a file of every game is merged")
        };
        assert_eq!((again.unchanged, again.results), (1, Some(0)));
        let old = format!("[{}]", save_of("z", 2, 1));
        let Imported::All(old) = there.import(&old).unwrap() else {
            panic!("a list is merged")
        };
        assert_eq!((old.added, old.results), (1, None));
    }

    /// A full storage: the result is kept in memory and the page says so.
    #[test]
    fn a_record_that_cannot_be_written_is_kept_in_memory_and_said() {
        let _owner = owner();
        let store = Store::load();
        assert_eq!(
            store.problem.get_untracked(),
            Some(StorageError::Unavailable)
        );
        store.put("k", save_of("k", 0, 1));
        store.save("k", finished("k", 2), 1);
        assert_eq!(store.record.with_untracked(|r| r.games.len()), 1);
        assert_eq!(
            store.problem.get_untracked(),
            Some(StorageError::Unavailable)
        );
    }
}
