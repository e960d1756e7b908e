//! The bot worker's entry point: a Web Worker that thinks for bot seats (and
//! hints) so the page never freezes while Hard searches. Loaded as
//! `bot-worker_loader.js?bench`, it runs the Hard bot's benchmark instead
//! (`boardgames_app::bench`, driven by `tests/e2e/bench.mjs`).

use boardgames_app::worker::{BotWorker, WasmCodec};
use gloo_worker::Registrable;

fn main() {
    boardgames_app::show_panics_in_console();
    if boardgames_app::worker::bench_requested() {
        boardgames_app::worker::serve_bench();
    } else {
        BotWorker::registrar().encoding::<WasmCodec>().register();
    }
}
