//! The Dragon-only app's one save (format 1) becomes an entry of the list.

use super::{Entry, Store, key_for};
use crate::games::canonical;
use crate::platform;
use crate::save::{self, LEGACY_KEY};

impl Store {
    /// The format-1 save becomes a format-2 entry; the old key is removed
    /// only once the new one is written. Unreadable, it stays where it is.
    pub(super) fn migrate_legacy(&self, raw: String) -> Entry {
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
}
