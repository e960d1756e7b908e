// A finished game made by the engine's `review` tool (Medium bots play it),
// as an app save with seat 0 human: what the review's tests and the
// benchmark review.

import { execFile } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { REVIEW } from "./paths.mjs";

const NAMES = ["Anna", "Bai", "Chen", "Deng"];
const COLOURS = ["#c0392b", "#2e86c1", "#d4ac0d", "#229954"];

// Where a game's review is kept (beside the save, `save::review_key`).
export const REVIEW_PREFIX = "boardgames/review/";

// The save (JSON text) of a finished game (Dragon unless `game` says) of
// `players` seats, from `seed`, saved as `id`.
export async function finishedGame(players, seed, id, game = "dragon") {
  const dir = await mkdtemp(path.join(os.tmpdir(), "review-"));
  const file = path.join(dir, "record.json");
  await promisify(execFile)(
    REVIEW,
    ["--game", game, "--players", String(players), "--seed", String(seed),
      "--iterations", "1", "--samples", "1", "--record-out", file],
    { timeout: 120_000 },
  );
  const record = JSON.parse(await readFile(file, "utf8"));
  const now = Date.now();
  return JSON.stringify({
    version: 3,
    game,
    id,
    seats: Array.from({ length: players }, (_, i) => ({
      name: NAMES[i],
      colour: COLOURS[i],
      controller: i === 0 ? "Human" : "Bot",
      level: "Medium",
    })),
    think_ms: 200,
    undos: 0,
    created: now,
    updated: now,
    record,
  });
}
