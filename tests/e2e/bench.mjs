// The Hard bot's speed in the browser's worker against native, on the same
// positions (boardgame::bench: early, mid and late in a seeded game of Easy
// bots, four seats, every game).
//
// For each game it runs the native tool (`bench --game G --json`), then the
// same plan in the built app's bot worker, loaded the way the app loads it
// but as `bot-worker.js?bench` (its benchmark mode), in headless
// Chromium from dist/. Each position is searched by fresh Hard bots: for a
// fixed number of simulations (the same work on both sides, no clock read
// during the search; repeated until 200 ms have passed) and for a time
// budget, as in the app (the clock read after every simulation). The whole
// is done ROUNDS times, native and browser in turn, and each side's best
// rate is kept (the machine may be busy with other work). Prints simulations
// per second on both sides and the browser/native ratio per position, and
// their geometric means, Medium's time per decision on both sides (the app
// means it to answer at once: under 50 ms in the worker), and how long the
// worker's Hard took to answer with the time budget (by default the app's default think time, 1000 ms:
// `seats::DEFAULT_THINK_MS`) against that budget.
//
// Then the pool in the app itself (`?cores=POOL`): a game of two Hard bots
// at the think time BUDGET_MS, ANSWERS decisions long: each answer's time
// inside its worker (the record replayed, the view drawn, the search) and
// each decision's time seen from the page (asked of the pool to chosen from
// the sum), against the budget, read from the page's tally (src/pool.rs,
// `data-pool-*` on the body); and a whole 4-player Dragon game (engine-made,
// seed 1, seat 0) reviewed at the default budget on one worker and on POOL
// (`?cores=1`, `?cores=POOL`): the review's own time, the speed-up, and
// whether the verdicts are the same (ROUNDS times each, the best kept).
//
// Figures only: no speed or ratio is asserted. It fails only when the
// benchmark cannot run (no build, no native tool, a worker error) or when
// the two sides did not search the same positions (fingerprints differ).
//
//   node tests/e2e/bench.mjs
//
// Needs the release build in dist/ and the native tool
// (cargo build --release -p tools --bin bench).
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium),
// BENCH (default: $CARGO_TARGET_DIR or <repo>/target, then release/bench),
// ITERATIONS (default 1000), BUDGET_MS (default 1000, the app's default), SEED (default 1), ROUNDS (default 3),
// GAMES (default: every game, comma separated), POOL (default 2), ANSWERS
// (default 24), PARTS (default "speed,pool,answers,review": which parts to
// run; REVIEW: the review tool, for the last).

import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  BENCH, CHROMIUM, DIST, GAMES as ALL_GAMES, REVIEW, REVIEW_PREFIX, SAVE_PREFIX, finishedGame, launchChromium, startServer, stopServer,
} from "./harness.mjs";

const ITERATIONS = Number(process.env.ITERATIONS ?? 1000);
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 1000);
const SEED = Number(process.env.SEED ?? 1);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const GAMES = process.env.GAMES ? process.env.GAMES.split(",") : ALL_GAMES;
const BASE_PATH = "/sub/bench/";
const BLANK_PATH = "/sub/bench/blank";
const WORKER_TIMEOUT_MS = 300_000;
const PARTS = (process.env.PARTS ?? "speed,pool,answers,review").split(",");
const ANSWERS = Number(process.env.ANSWERS ?? 24);
const REVIEW_TIMEOUT_MS = 1_800_000;
const WARM_MS = 3_000;

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

async function native(game) {
  const { stdout } = await promisify(execFile)(BENCH, [
    "--game", game, "--json",
    "--iterations", String(ITERATIONS),
    "--budget-ms", String(BUDGET_MS),
    "--seed", String(SEED),
  ]);
  return JSON.parse(stdout.trim().split("\n").pop());
}

// Runs one game's plan in the page's benchmark worker.
function browser(page, game) {
  return page.evaluate(
    ({ plan, timeout }) =>
      new Promise((resolve, reject) => {
        const worker = window.benchWorker;
        const timer = setTimeout(() => reject(new Error("the worker did not answer")), timeout);
        worker.onmessage = (event) => {
          clearTimeout(timer);
          resolve(event.data);
        };
        worker.onerror = (event) => {
          clearTimeout(timer);
          reject(new Error(`worker error: ${event.message}`));
        };
        worker.postMessage(plan);
      }),
    {
      plan: { game, seed: SEED, iterations: ITERATIONS, budgetMs: BUDGET_MS },
      timeout: WORKER_TIMEOUT_MS,
    },
  );
}

// The pool (src/pool.rs): POOL workers (default 2, this machine's cores)
// searching the same positions at once, as a pooled Hard decision does,
// against one worker alone, in the same page, one right after the other:
// simulations per second with a fixed number of simulations (the sum of
// the workers' rates, each measured over its own run), best of ROUNDS.
const POOL = Number(process.env.POOL ?? 2);
const POOL_GAME = process.env.POOL_GAME ?? "dragon";

async function pool(page) {
  // The workers were started with the page (a worker's wasm loads before it
  // listens: a message posted at once would be lost).
  const run = (indices) =>
    page.evaluate(
      ({ indices, plan, timeout }) =>
        Promise.all(
          indices.map(
            (i) =>
              new Promise((resolve, reject) => {
                const worker = window.poolWorkers[i];
                const timer = setTimeout(() => reject(new Error("a pool worker did not answer")), timeout);
                worker.onmessage = (event) => {
                  clearTimeout(timer);
                  resolve(JSON.parse(event.data));
                };
                worker.postMessage(plan);
              }),
          ),
        ),
      { indices, plan: { game: POOL_GAME, seed: SEED, iterations: ITERATIONS, budgetMs: BUDGET_MS }, timeout: WORKER_TIMEOUT_MS },
    );
  const rate = (sample) => (sample.simulations * 1e6) / sample.micros;
  // Per position: the best rate of one worker, and the best summed rate of the pool.
  let one = null;
  let all = null;
  for (let round = 0; round < ROUNDS; round++) {
    const [alone] = await run([0]);
    const together = await run([...Array(POOL).keys()]);
    const single = alone.positions.map((p) => rate(p.iterations));
    const summed = alone.positions.map((_, i) => together.reduce((a, w) => a + rate(w.positions[i].iterations), 0));
    one = one ? one.map((r, i) => Math.max(r, single[i])) : single;
    all = all ? all.map((r, i) => Math.max(r, summed[i])) : summed;
  }
  const ratios = one.map((r, i) => all[i] / r);
  console.log(
    `pool of ${POOL} workers against one (${POOL_GAME}, ${ITERATIONS} simulations a position, best of ${ROUNDS}): ` +
      one.map((r, i) => `${r.toFixed(0)} -> ${all[i].toFixed(0)} (${ratios[i].toFixed(2)}x)`).join("; ") +
      `; geometric mean ${geomean(ratios).toFixed(2)}x (${navigator_cores(POOL)})`,
  );
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// The app at `query` + `hash` with exactly `storage` (written from the blank
// page first).
async function openApp(context, origin, { query, hash = "", storage = {} }) {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(origin + BLANK_PATH);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  await page.goto(`${origin}${BASE_PATH}${query}${hash}`, { waitUntil: "load" });
  await page.locator("h1").waitFor({ state: "visible" });
  return page;
}

// Hard on POOL workers in the app: a Dragon game of two Hard bots at the
// think time BUDGET_MS, watched for ANSWERS decisions (or to its end).
async function pooledAnswers(browserApp, origin) {
  const context = await browserApp.newContext();
  const page = await openApp(context, origin, { query: `?cores=${POOL}&botDelay=0` });
  // Every decision's figures, as the page's tally changes.
  await page.evaluate(() => {
    window.decisions = [];
    // The tally's attributes are all written at each change (an ask, a
    // dropped reply): a decision is a new count of decisions.
    let made = 0;
    new MutationObserver(() => {
      const d = document.body.dataset;
      if (Number(d.poolDecisions) === made) return;
      made = Number(d.poolDecisions);
      window.decisions.push({
        page: Number(d.poolPageMs),
        workers: (d.poolWorkerMs ?? "").split(" ").filter(Boolean).map(Number),
        asked: Number(d.poolAsked),
      });
    }).observe(document.body, { attributes: true, attributeFilter: ["data-pool-decisions"] });
  });
  await page.locator("[data-testid=pick-dragon]").click();
  await page.locator("select[aria-label=Players]").selectOption("2");
  const seats = page.locator("select[aria-label='Played by']");
  for (let i = 0; i < 2; i += 1) await seats.nth(i).selectOption("hard");
  await page.getByPlaceholder("empty = random").fill(String(SEED));
  await page.locator("select").filter({ hasText: "0.2" }).first().selectOption(String(BUDGET_MS));
  await page.locator("[data-testid=start]").click();
  await page.waitForFunction(
    (n) => window.decisions.length >= n || document.querySelector("[data-testid=game-over]"),
    ANSWERS,
    { timeout: ANSWERS * (BUDGET_MS + 5_000) + 60_000, polling: 250 },
  );
  const decisions = (await page.evaluate(() => window.decisions)).slice(0, ANSWERS);
  await context.close();
  const inside = decisions.flatMap((d) => d.workers);
  const seen = decisions.map((d) => d.page);
  const over = (xs) => xs.filter((x) => x > BUDGET_MS).length;
  const both = decisions.filter((d) => d.workers.length === d.asked).length;
  console.log(
    `Hard on a pool of ${POOL} workers in the app (Dragon, two Hard bots, seed ${SEED}), think time ${BUDGET_MS} ms, ` +
      `${decisions.length} decisions: inside the workers (${inside.length} answers) max ${Math.max(...inside).toFixed(1)} ms, ` +
      `median ${median(inside).toFixed(1)} ms, over the budget ${over(inside)}; seen from the page (asked to chosen) ` +
      `max ${Math.max(...seen).toFixed(1)} ms, median ${median(seen).toFixed(1)} ms, over the budget ${over(seen)}; ` +
      `made from every worker's answer: ${both} of ${decisions.length}`,
  );
}

// A whole 4-player Dragon game (seed 1, seat 0 human) reviewed at the
// default budget on one worker, then on POOL, ROUNDS times in turn; the
// best time of each is kept (the machine may be busy).
async function reviewOnThePool(browserApp, origin) {
  const id = "dragon-review-bench";
  const save = await finishedGame(4, 1, id);
  const best = {};
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times = [];
    for (const cores of [1, POOL]) {
      const context = await browserApp.newContext();
      // From the game-over panel, as a player does: the game started the
      // pool's workers (given a few seconds to load their wasm).
      const page = await openApp(context, origin, { query: `?cores=${cores}&botDelay=0`, hash: `#play/${id}`, storage: { [SAVE_PREFIX + id]: save } });
      await page.waitForTimeout(WARM_MS);
      await page.locator("[data-testid=game-over] [data-testid=review]").click();
      await page.locator("[data-testid=review-summary]").waitFor({ state: "visible", timeout: REVIEW_TIMEOUT_MS });
      const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), REVIEW_PREFIX + id));
      await context.close();
      const run = { ms: saved.millis, decisions: JSON.stringify(saved.decisions), n: saved.decisions.length };
      if (!best[cores] || run.ms < best[cores].ms) best[cores] = run;
      if (best[1] && run.decisions !== best[1].decisions) best.differ = true;
      times.push(`${(run.ms / 1000).toFixed(1)} s`);
    }
    rounds.push(times.join(" / "));
  }
  const [one, pool] = [best[1], best[POOL]];
  console.log(
    `review of a whole 4-player Dragon game (seed 1, seat 0, ${one.n} decisions, default budget), ` +
      `1 worker / ${POOL} workers by round: ${rounds.join("; ")}; best: ${(one.ms / 1000).toFixed(1)} s and ` +
      `${(pool.ms / 1000).toFixed(1)} s, ${(one.ms / pool.ms).toFixed(2)}x; the same verdicts every time: ` +
      `${best.differ ? "NO" : "yes"} (${navigator_cores(POOL)})`,
  );
}

const navigator_cores = (n) => `${n} workers on a machine of ${os.cpus().length} cores`;

const geomean = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
const fixed = (x, d = 0) => x.toFixed(d).padStart(8);

async function main() {
  const needed = [path.join(DIST, "bot-worker.js"), ...(PARTS.includes("speed") ? [BENCH] : []), ...(PARTS.includes("review") ? [REVIEW] : [])];
  for (const file of needed) {
    if (!(await stat(file).catch(() => null))) fail(`missing ${file}`);
  }
  const server = await startServer({ dist: DIST, basePath: BASE_PATH, blankPath: BLANK_PATH });
  const browserApp = await launchChromium(CHROMIUM);
  const ratios = { iterations: [], time: [] };
  // Every answer of the worker's Hard with the time budget, in ms.
  const answers = [];
  try {
    const page = await (await browserApp.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}${BLANK_PATH}`);
    await page.evaluate(({ url, n }) => {
      window.benchWorker = new Worker(url, { type: "module" });
      window.poolWorkers = Array.from({ length: n }, () => new Worker(url, { type: "module" }));
    }, { url: `${BASE_PATH}bot-worker.js?bench`, n: POOL });
    if (PARTS.includes("speed")) {
      console.log(
        `Hard bot, ${ITERATIONS} simulations / ${BUDGET_MS} ms per position, seed ${SEED}, ` +
          `best of ${ROUNDS} rounds: simulations per second, native | browser worker | ratio`,
      );
      console.log(
        "game            stage  ply  fingerprint       " +
          "   fixed: native  browser  ratio |  timed: native  browser  ratio",
      );
      // best[game] = [native, browser]: each the first answer, rates raised to the best seen.
      const best = {};
      const rate = (sample) => (sample.simulations * 1e6) / sample.micros;
      const keepBest = (kept, fresh) => {
        if (!kept) return fresh;
        for (const [i, p] of fresh.positions.entries()) {
          for (const mode of ["iterations", "time", "medium"]) {
            if (rate(p[mode]) > rate(kept.positions[i][mode])) {
              kept.positions[i][mode] = p[mode];
            }
          }
        }
        return kept;
      };
      for (let round = 0; round < ROUNDS; round++) {
        for (const game of GAMES) {
          // Each side right after the other: the machine's load changes.
          const here = await native(game);
          const there = JSON.parse(await browser(page, game));
          if (there.error) fail(`the worker refused ${game}: ${there.error}`);
          for (const p of there.positions) answers.push({ game, stage: p.stage, ms: p.time.micros / 1000 });
          best[game] = [keepBest(best[game]?.[0], here), keepBest(best[game]?.[1], there)];
        }
      }
      for (const game of GAMES) {
        const [here, there] = best[game];
        for (const [i, n] of here.positions.entries()) {
          const b = there.positions[i];
          if (!b || b.fingerprint !== n.fingerprint || b.ply !== n.ply) {
            fail(`${game} ${n.stage}: not the same position (native ${n.fingerprint} at ${n.ply}, browser ${b?.fingerprint} at ${b?.ply})`);
          }
          const row = [];
          for (const mode of ["iterations", "time"]) {
            const ratio = rate(b[mode]) / rate(n[mode]);
            ratios[mode].push(ratio);
            row.push(`${fixed(rate(n[mode]))} ${fixed(rate(b[mode]))} ${fixed(ratio, 2).slice(2)}`);
          }
          console.log(
            `${game.padEnd(15)} ${n.stage.padEnd(5)} ${String(n.ply).padStart(4)}  ${n.fingerprint}  ` +
              `      ${row[0]} |        ${row[1]}`,
          );
        }
      }
      console.log(
        `browser/native, geometric mean over ${ratios.iterations.length} positions: ` +
          `${geomean(ratios.iterations).toFixed(2)}x with a fixed number of simulations, ` +
          `${geomean(ratios.time).toFixed(2)}x with a time budget (the app's way)`,
      );
      // Medium: milliseconds a decision (its best round), per position.
      const each = (sample) => sample.micros / 1000 / sample.simulations;
      const medium = [];
      for (const game of GAMES) {
        const [here, there] = best[game];
        for (const [i, n] of here.positions.entries()) {
          medium.push({ game, stage: n.stage, native: each(n.medium), browser: each(there.positions[i].medium) });
        }
      }
      const slowMedium = medium.reduce((a, b) => (b.browser > a.browser ? b : a));
      console.log(
        `Medium, ms a decision, native | browser worker: ` +
          medium.map((m) => `${m.game} ${m.stage} ${m.native.toFixed(2)} | ${m.browser.toFixed(2)}`).join("; "),
      );
      console.log(
        `Medium in the worker: slowest ${slowMedium.browser.toFixed(2)} ms a decision ` +
          `(${slowMedium.game} ${slowMedium.stage}); the app's aim: under 50 ms`,
      );
      const times = answers.map((a) => a.ms);
      const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
      const over = answers.filter((a) => a.ms > BUDGET_MS).length;
      console.log(
        `Hard in the worker with a ${BUDGET_MS} ms budget, ${answers.length} answers: ` +
          `${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)} ms, ` +
          `mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms ` +
          `(early stop when the choice is clear); over the budget: ${over} ` +
          `(slowest: ${slowest.game} ${slowest.stage}, ${slowest.ms.toFixed(1)} ms)`,
      );
    }
    if (PARTS.includes("pool")) await pool(page);
    const origin = `http://127.0.0.1:${server.address().port}`;
    if (PARTS.includes("answers")) await pooledAnswers(browserApp, origin);
    if (PARTS.includes("review")) await reviewOnThePool(browserApp, origin);
  } finally {
    await browserApp.close();
    await stopServer(server);
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
