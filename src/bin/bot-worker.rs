//! The bot worker's entry point: a Web Worker that thinks for bot seats (and
//! hints) so the page never freezes while Hard searches.

use boardgames_app::worker::{BotWorker, WasmCodec};
use gloo_worker::Registrable;

fn main() {
    boardgames_app::show_panics_in_console();
    BotWorker::registrar().encoding::<WasmCodec>().register();
}
