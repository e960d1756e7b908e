//! This build's id, so two devices at one table can tell they run the same
//! app: their codes and messages are only understood by the same build.

/// The crate version and commit (`0.1.0-c629d27`), "dev" without git; set
/// by the crate's `build.rs`.
pub fn build_id() -> &'static str {
    env!("BOARDGAMES_BUILD_ID")
}
