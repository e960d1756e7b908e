// The bot worker (src/worker.rs): the app's own wasm, loaded a second time
// in a Web Worker, where its `main` serves the bots instead of drawing the
// page (so the app downloads one wasm, not two). Written by
// scripts/pwa/precache after each Trunk build, which fills in the names of
// this build's wasm-bindgen module and wasm (they carry content hashes): a
// cached worker script never loads another build's wasm, and it needs no
// query string (the service worker answers from its cache ignoring those).
// Loaded as `bot-worker.js?bench` it runs the Hard bot's benchmark instead
// (tests/e2e/bench.mjs).
import init from "./__JS__";

await init({ module_or_path: new URL("./__WASM__", import.meta.url) });
