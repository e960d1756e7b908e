//! The app's one wasm, for the page and for the bot worker: the page loads
//! it and draws the app; `bot-worker.js` (scripts/pwa/bot-worker.js) loads the same file again in
//! a Web Worker, where it serves the bots (one download for both, and the
//! code they share only once). Everything lives in the library
//! (`src/lib.rs`).

fn main() {
    if boardgames_app::worker::in_worker() {
        boardgames_app::worker::start();
    } else {
        boardgames_app::start();
    }
}
