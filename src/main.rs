//! The page's wasm: draws the app. The bots, their search and their learned
//! weights are not in it: they live in the bot worker's own wasm
//! (`src/bin/bots.rs`), which the page's workers fetch when a bot is first
//! needed, so a first visit waits only for what the page draws. Both
//! binaries are built from the same library (`src/lib.rs`); the linker keeps
//! in each only what its `main` reaches.

fn main() {
    boardgames_app::start();
}
