//! The page's entry point; everything lives in the library (`src/lib.rs`).

fn main() {
    boardgames_app::start();
}
