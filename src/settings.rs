//! A setting of the device (the bots' pace, when tips show): one of a few
//! named values, remembered in the browser's storage under the setting's
//! key and held in memory once read, so that a choice holds for the session
//! even where storage refuses it. Anything unreadable in storage counts as
//! not chosen.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::platform;

/// A setting's values, each with a stable name in storage and in the page.
pub trait Named: Copy + 'static {
    /// Where the setting is kept.
    const KEY: &'static str;
    /// Every value, in the chooser's order.
    const VALUES: &'static [Self];
    /// The value until one is chosen.
    const DEFAULT: Self;

    /// The stable name in storage and in the page.
    fn key(self) -> &'static str;

    fn parse(key: &str) -> Option<Self> {
        Self::VALUES.iter().copied().find(|v| v.key() == key)
    }
}

thread_local! {
    /// Each setting's value once read or chosen (its name), by the
    /// setting's key.
    static HELD: RefCell<HashMap<&'static str, &'static str>> = RefCell::new(HashMap::new());
}

/// The setting as chosen, read from storage the first time.
pub fn current<S: Named>() -> S {
    let held = HELD.with(|h| h.borrow().get(S::KEY).and_then(|name| S::parse(name)));
    held.unwrap_or_else(|| {
        let stored = platform::storage_get(S::KEY)
            .and_then(|raw| serde_json::from_str::<String>(&raw).ok())
            .and_then(|name| S::parse(&name))
            .unwrap_or(S::DEFAULT);
        HELD.with(|h| h.borrow_mut().insert(S::KEY, stored.key()));
        stored
    })
}

/// Chooses and remembers (in memory only when storage refuses).
pub fn set<S: Named>(value: S) {
    HELD.with(|h| h.borrow_mut().insert(S::KEY, value.key()));
    let _ = platform::storage_set(S::KEY, &value.key());
}

/// Forgets the choice held in memory, so the next [`current`] reads the
/// storage again (another window may have changed it; tests).
pub fn reread<S: Named>() {
    HELD.with(|h| h.borrow_mut().remove(S::KEY));
}
