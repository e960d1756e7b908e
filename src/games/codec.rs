//! Reading a save (listing it, writing it in this app's format) replays it
//! with its game's rules and serde: most of the page's wasm. In the page's
//! split build (`split` feature, `scripts/split/page`) that code is in a wasm
//! file of its own, so the game picker of a first visit (no saves) waits for
//! none of it. The shell reads saves only through [`summarize`] and
//! [`canonical`] here; they work once [`install`] ran: the `codec` split
//! when fetched ([`ready`]), or any split screen that plays a game.
//! Until then a save reads as [`SaveError::Pending`], and the page starts
//! fetching the file; the store reads its pending saves again when it is
//! there ([`when_ready`]).

use serde_json::Value;

use super::Summary;
use crate::save::SaveError;

#[cfg(feature = "split")]
mod split {
    use std::cell::{Cell, RefCell};

    use leptos::wasm_split::{SplitLoaderError, wasm_split};
    use serde_json::Value;

    use super::super::Summary;
    use crate::save::SaveError;

    /// The functions that read saves, from the split that holds them.
    #[derive(Clone, Copy)]
    pub struct Codec {
        pub summarize: fn(&str) -> Result<Summary, SaveError>,
        pub canonical: fn(Value) -> Result<String, SaveError>,
    }

    thread_local! {
        pub static CODEC: Cell<Option<Codec>> = const { Cell::new(None) };
        /// Run once the codec is installed (the stores' pending saves).
        pub static WAITING: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
        /// Whether a fetch of the codec's file was started.
        pub static ASKED: Cell<bool> = const { Cell::new(false) };
    }

    /// Installs the codec: in the `game` split (`crate::app`), with the
    /// screens that play, which share its code.
    #[wasm_split(game, wasm_split_path = ::leptos::wasm_split, fallible)]
    pub fn load() -> Result<(), SplitLoaderError> {
        super::install();
        Ok(())
    }
}

/// Makes [`summarize`] and [`canonical`] work: called from split code only
/// (under `split`), so the games' code stays out of the page's first file.
pub fn install() {
    #[cfg(feature = "split")]
    {
        if split::CODEC.get().is_some() {
            return;
        }
        split::CODEC.set(Some(split::Codec {
            summarize: super::summarize_now,
            canonical: super::canonical_now,
        }));
        for waiting in split::WAITING.take() {
            waiting();
        }
    }
}

/// Whether saves can be read now.
#[cfg(feature = "split")]
fn installed() -> bool {
    split::CODEC.get().is_some()
}

/// Fetches the codec's file (if not there yet): `true` once saves can be
/// read, `false` if the download failed (a later call tries again).
pub async fn ready() -> bool {
    #[cfg(feature = "split")]
    if !installed() {
        return split::load().await.is_ok();
    }
    true
}

/// Starts fetching the codec's file, once, without waiting for it.
#[cfg(feature = "split")]
fn fetch() {
    if !split::ASKED.replace(true) {
        wasm_bindgen_futures::spawn_local(async {
            if !ready().await {
                // Asked again by the next save read.
                split::ASKED.set(false);
            }
        });
    }
}

/// Runs `then` once saves can be read (at once if they can).
pub fn when_ready(then: impl FnOnce() + 'static) {
    #[cfg(feature = "split")]
    if !installed() {
        split::WAITING.with_borrow_mut(|w| w.push(Box::new(then)));
        fetch();
        return;
    }
    then()
}

/// The installed codec, or [`SaveError::Pending`] after starting to fetch
/// its file.
#[cfg(feature = "split")]
fn codec() -> Result<split::Codec, SaveError> {
    split::CODEC.get().ok_or_else(|| {
        fetch();
        SaveError::Pending
    })
}

/// What the saved-games list shows of a save (see `games::summarize_now`);
/// [`SaveError::Pending`] until the codec is there.
pub fn summarize(raw: &str) -> Result<Summary, SaveError> {
    #[cfg(feature = "split")]
    return (codec()?.summarize)(raw);
    #[cfg(not(feature = "split"))]
    super::summarize_now(raw)
}

/// A parsed save in this app's format (see `games::canonical_now`);
/// [`SaveError::Pending`] until the codec is there.
pub fn canonical(value: Value) -> Result<String, SaveError> {
    #[cfg(feature = "split")]
    return (codec()?.canonical)(value);
    #[cfg(not(feature = "split"))]
    super::canonical_now(value)
}
