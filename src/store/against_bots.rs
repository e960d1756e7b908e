//! The record against the bots in storage: read, kept merged with what
//! another window wrote, and written back only when storage lacks
//! something (`crate::record` holds the record itself).

use leptos::prelude::*;

use super::Store;
use crate::platform;
use crate::record::{self, Played, Record};

/// The record in storage, if there is a readable one.
pub(super) fn stored_record() -> Option<Record> {
    Record::parse(&platform::storage_get(record::KEY)?).ok()
}

impl Store {
    /// Adds the result of the game saved under `key` to the record if it
    /// ended and counts (see [`crate::record`]); nothing if it is there.
    pub(super) fn count(&self, key: &str) {
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
    pub(super) fn keep_record(&self, change: impl FnOnce(&mut Record) -> bool) {
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

    /// Merges a record from a file (a union by game id); how many results
    /// it added.
    pub(super) fn merge_record(&self, there: &Record) -> usize {
        let mut added = 0;
        self.keep_record(|record| {
            added = record.merge(there);
            added > 0
        });
        added
    }
}
