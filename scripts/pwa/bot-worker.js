// The bot worker's loader (src/worker.rs): loads the bot worker's own wasm
// (src/bin/bots.rs: the bots, their search and weights, which the page's
// wasm leaves out) in a Web Worker. Written by scripts/pwa/precache after
// each Trunk build, which fills in the names of this build's worker
// wasm-bindgen module and wasm (it gives them content hashes): a cached
// worker script never loads another build's wasm, and it needs no query
// string (the service worker answers from its cache ignoring those).
// Loaded as `bot-worker.js?bench` it runs the Hard bot's benchmark instead
// (tests/e2e/bench.mjs).
import init from "./__JS__";

// The page listens on this channel: "loaded" lets its service worker
// precache the build (src/platform.rs, watch_for_updates: on a first visit
// what the first game needs comes first); "failed" makes it start a new worker
// when a bot is next needed (src/worker.rs).
function tell(what) {
  try {
    const channel = new BroadcastChannel("boardgames/bots");
    channel.postMessage(what);
    channel.close();
  } catch {}
}

try {
  await init({ module_or_path: new URL("./__WASM__", import.meta.url) });
  tell("loaded");
} catch (error) {
  // A load cut short (the page went away while it loaded, the network
  // dropped): said, not thrown; this worker ends.
  console.warn("bot worker: its wasm did not load:", String(error));
  tell("failed");
  self.close();
}
