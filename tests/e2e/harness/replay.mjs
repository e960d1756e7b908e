// The engine's own verdict on a game the app played: target/release/replay
// reads the app's save, and the scores and winner on screen must be its.

import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { check, firstLine } from "./checks.mjs";
import { REPLAY } from "./paths.mjs";
import { readSave } from "./play.mjs";

// The replay binary's JSON for the save text `raw` of `game` (throws on failure).
export async function runReplay(raw, game) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${game}-e2e-`));
  try {
    const file = path.join(dir, "save.json");
    await writeFile(file, raw ?? "");
    const { stdout } = await promisify(execFile)(REPLAY, ["--game", game, file], { timeout: 30_000 });
    return JSON.parse(stdout.trim().split("\n").pop());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The final-score rows on screen: seat, total and the text shown.
export const finalScores = (page) =>
  page.locator("[data-testid=final-score]").evaluateAll((tds) =>
    tds.map((td) => ({ seat: Number(td.dataset.seat), total: Number(td.dataset.total), text: td.textContent.trim() })));

// At game over: the replay binary reads the save, its game is over, the
// screen has one total per seat as scored, and they and the winner are the
// replay's. Returns what it found for a suite's own checks.
export async function checkAgainstReplay(page, label, game, seats) {
  const raw = await readSave(page);
  let replay = null;
  try {
    replay = await runReplay(raw, game);
    check(`${label}: the replay binary reads the save`, true, `${replay.actions} actions`);
  } catch (err) {
    check(`${label}: the replay binary reads the save`, false, firstLine(err));
  }
  const rows = await finalScores(page);
  const shown = [];
  for (const r of rows) shown[r.seat] = r.total;
  check(`${label}: the totals on screen are the scored totals`, rows.every((r) => r.text === String(r.total)),
    rows.map((r) => r.text).join(","));
  check(`${label}: one final-score row per seat`, rows.length === seats && shown.every((v) => Number.isFinite(v)),
    `${rows.length} rows, ${seats} seats`);
  if (!replay) return { raw, replay, shown, save: null };
  const save = JSON.parse(raw);
  check(`${label}: the replayed game is over`, replay.over === true);
  check(`${label}: final scores equal the replay's`,
    replay.scores.length === seats && replay.scores.every((s, seat) => shown[seat] === s),
    `shown ${JSON.stringify(shown)}, replay ${JSON.stringify(replay.scores)}`);
  const winnerText = ((await page.locator("[data-testid=winner]").textContent()) ?? "").trim();
  const winnerName = replay.winner == null ? null : save.seats[replay.winner]?.name;
  check(`${label}: the winner shown is the replay's`, winnerName != null && winnerText.includes(winnerName),
    `shown "${winnerText}", replay seat ${replay.winner} (${winnerName})`);
  return { raw, replay, shown, save, winnerText };
}
