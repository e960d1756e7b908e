//! The bot worker's wasm (`index.html`: Trunk builds it as a worker, and
//! scripts/pwa/precache names it in `bot-worker.js`): the bots, their search,
//! their learned weights and the rules they play, without the page's views,
//! messages and styles. It serves the page's requests (`crate::worker` in
//! the library), or the benchmark (`bot-worker.js?bench`).

fn main() {
    boardgames_app::worker::start();
}
