//! Playing on several devices with no server: one WebRTC data channel per
//! guest, set up by two short codes the players pass by hand or camera
//! (issue 36). This layer knows nothing of games: it carries text.

pub mod build;
pub mod check;
pub mod code;
pub mod link;
pub mod qr;
pub mod sdp;

pub use link::{Link, LinkError, LinkEvent};

use gloo_storage::{LocalStorage, Storage};

/// Where the STUN setting is remembered.
pub const STUN_KEY: &str = "boardgames/settings/stun";

/// The STUN server the player set (e.g. `stun.example.org:3478`), `None`
/// by default: then no ICE server at all, and only devices that see each
/// other directly connect.
pub fn stun() -> Option<String> {
    // Written by gloo-storage as a JSON string; plain text is taken too.
    let raw = LocalStorage::raw().get_item(STUN_KEY).ok()??;
    let value = serde_json::from_str::<String>(&raw).unwrap_or(raw);
    Some(value.trim().to_string()).filter(|s| !s.is_empty())
}

/// Remembers the STUN setting (empty forgets it).
pub fn set_stun(value: &str) {
    match value.trim() {
        "" => LocalStorage::delete(STUN_KEY),
        v => {
            let _ = LocalStorage::set(STUN_KEY, v);
        }
    }
}
