// Where the browser tests find the build, the browser and the tools, and
// where screenshots go; the environment may point elsewhere (DIST, CHROMIUM,
// CARGO_TARGET_DIR, REPLAY, REVIEW, BENCH). Also the sizes and the storage
// layout every suite shares.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ROOT = path.resolve(HERE, "..", "..");
export const DIST = path.resolve(process.env.DIST ?? path.join(ROOT, "dist"));
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const TARGET = process.env.CARGO_TARGET_DIR ?? path.join(ROOT, "target");
export const REPLAY = process.env.REPLAY ?? path.join(TARGET, "release", "replay");
export const REVIEW = process.env.REVIEW ?? path.join(TARGET, "release", "review");
export const BENCH = process.env.BENCH ?? path.join(TARGET, "release", "bench");
export const SHOTS = path.join(ROOT, "target", "screenshots");
export const AXE = path.join(HERE, "node_modules", "axe-core", "axe.min.js");

// The app's games in the home screen's order, read from the registry
// (src/registry.rs, one line a game): a new game joins every suite that
// plays them all.
export const GAMES = [
  ...readFileSync(path.join(ROOT, "src", "registry.rs"), "utf8").matchAll(/^\s*\w+ in \w+: "([a-z-]+)" =>/gm),
].map((m) => m[1]);

export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

// A same-origin empty page, to reach localStorage without the app running.
export const BLANK_PATH = "/blank";
// Saved games live under this prefix + the game's id (#play/<id>).
export const SAVE_PREFIX = "boardgames/save/";
