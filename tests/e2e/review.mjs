// Browser test of the Hard bot's post-game review (dist/, from `trunk build
// --release`). A finished 2-player Dragon game (played by Medium bots in the
// engine's `review` tool, seat 0 marked human) is put in storage; the test
// opens it from the game-over panel, reviews it with a small budget
// (`?reviewBudget=40`) to the end, checks the chart (SVG and table) and the
// ranked list, opens the replay at a ranked decision (and sees the review's
// note there), comes back, reloads (the saved review shows at once, not
// recomputed), reaches the review from the saved-games list, and cancels a
// review with a large budget. Prints (does not assert) the review time.
// Screenshots at 1366x768 and 390x844 go to target/screenshots/review-*.png.
//
//   node tests/e2e/review.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default:
// /usr/bin/chromium), REVIEW (default: <repo>/target/release/review; build
// it with `cargo build --release -p tools --bin review`). REVIEW_FULL=1 also
// reviews a whole 4-player Dragon game at the default budget and prints the
// time (minutes on a slow machine).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { launchChromium, startServer, stopServer } from "./harness.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const DIST = path.resolve(process.env.DIST ?? path.join(ROOT, "dist"));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const REVIEW = process.env.REVIEW ?? path.join(ROOT, "target", "release", "review");
const SHOTS = path.join(ROOT, "target", "screenshots");
const BASE_PATH = "/sub/games/";
const BLANK_PATH = "/blank";
const SAVE_PREFIX = "boardgames/save/";
const REVIEW_PREFIX = "boardgames/review/";
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const DEADLINE_MS = 600_000;

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok });
  console.log(`${ok ? "ok    " : "FAILED"} ${name}${detail ? ` (${detail})` : ""}`);
  return ok;
}

const NAMES = ["Anna", "Bai", "Chen", "Deng"];
const COLOURS = ["#c0392b", "#2e86c1", "#d4ac0d", "#229954"];

// A finished Dragon game of `players` seats from the engine, as an app save
// with seat 0 human.
async function finishedGame(players, seed, id) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "review-"));
  const file = path.join(dir, "record.json");
  await promisify(execFile)(
    REVIEW,
    ["--game", "dragon", "--players", String(players), "--seed", String(seed),
      "--iterations", "1", "--samples", "1", "--record-out", file],
    { timeout: 120_000 },
  );
  const record = JSON.parse(await readFile(file, "utf8"));
  const now = Date.now();
  return JSON.stringify({
    version: 2,
    game: "dragon",
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

let origin = "";

async function openPage(browser, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.setDefaultTimeout(15_000);
  return { context, page, errors };
}

async function fresh(page, storage, query, hash = "") {
  await page.goto(origin + BLANK_PATH, { waitUntil: "load" });
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  await page.goto(`${origin}${BASE_PATH}?${query}${hash}`, { waitUntil: "load" });
  await page.locator("h1").waitFor({ state: "visible" });
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `review-${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(`${name}: no sideways scrolling`, overflow <= 1, `${overflow}px`);
  return file;
}

// Reviews the game on screen to the end; the time from the start (ms).
async function reviewToTheEnd(page, timeout) {
  const t0 = Date.now();
  await page.locator("[data-testid=review-summary]").waitFor({ state: "visible", timeout });
  return Date.now() - t0;
}

async function main() {
  const server = await startServer({ dist: DIST, basePath: BASE_PATH, blankPath: BLANK_PATH });
  origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium(CHROMIUM);
  try {
    const id = "dragon-review-test";
    const save = await finishedGame(2, 3, id);
    const storage = { [SAVE_PREFIX + id]: save };
    const { context, page, errors } = await openPage(browser);
    // From the game-over panel.
    await fresh(page, storage, "botDelay=0&reviewBudget=40", `#play/${id}`);
    await page.locator("[data-testid=game-over] [data-testid=review]").click();
    check("the game-over panel opens the review", await page.locator("[data-testid=review]").first().isVisible());
    const ms = await reviewToTheEnd(page, 120_000);
    console.log(`review time, 2-player Dragon, human seat, budget 40: ${(ms / 1000).toFixed(1)} s`);

    const lines = await page.locator("[data-testid=review-chart] polyline").count();
    check("the chart has a line per player", lines === 2, `${lines}`);
    const rows = await page.locator("[data-testid=review-table] tbody tr").count();
    const items = page.locator("[data-testid=review-item]");
    const count = await items.count();
    check("the ranked list names the human's decisions", count > 3, `${count}`);
    check("the table has a row per reviewed decision and the result", rows === count + 1, `${rows} rows`);
    const summary = await page.locator("[data-testid=review-summary]").textContent();
    check("the summary says what the figures rest on", /simulations/.test(summary), summary.slice(0, 120));
    const first = (await items.first().textContent()) ?? "";
    check("an entry words the move played and Hard's view", /Anna played/.test(first) && /Hard/.test(first), first.slice(0, 160));
    const stored = await page.evaluate((k) => localStorage.getItem(k), REVIEW_PREFIX + id);
    check("the review is saved beside the game", stored !== null && JSON.parse(stored).decisions.length === count);
    await shot(page, "desktop");

    // An entry opens the replay at its decision.
    const pick = items.nth(Math.min(1, count - 1));
    const step = Number(await pick.getAttribute("data-step"));
    await pick.locator("button").click();
    await page.waitForFunction((want) => location.hash.endsWith(`/${want}`), step);
    const hash = await page.evaluate(() => location.hash);
    check("an entry opens the replay at that decision", hash === `#replay/${id}/${step}`, hash);
    const note = page.locator("[data-testid=review-note]");
    check("the replay names both moves beside the board", (await note.getAttribute("data-step")) === String(step) && /Anna played/.test(await note.textContent()));
    await shot(page, "replay");
    await page.locator("[data-testid=back-to-review]").click();
    await page.locator("[data-testid=review-summary]").waitFor({ state: "visible" });

    // A reload shows the saved review without computing it again.
    await page.reload({ waitUntil: "load" });
    await page.locator("[data-testid=review-summary]").waitFor({ state: "visible" });
    check("after a reload the saved review shows at once", (await page.locator("[data-testid=review-progress]").count()) === 0);
    const again = await page.evaluate((k) => localStorage.getItem(k), REVIEW_PREFIX + id);
    check("and is not recomputed", again === stored);
    check("no errors in the console", errors.length === 0, errors.slice(0, 3).join(" | "));
    await context.close();

    // From the saved-games list, on a phone; a large budget, cancelled.
    const phone = await openPage(browser, PHONE);
    await fresh(phone.page, storage, "botDelay=0&reviewBudget=5000");
    await phone.page.locator("[data-testid=nav-saved]").click();
    await phone.page.locator(`[data-testid=saved-game][data-id="${id}"] [data-testid=review]`).click();
    await phone.page.locator("[data-testid=review-progress]").waitFor({ state: "visible" });
    await shot(phone.page, "phone-progress");
    await phone.page.locator("[data-testid=review-cancel]").click();
    await phone.page.locator("[data-testid=review-cancelled]").waitFor({ state: "visible" });
    check("a review can be cancelled", await phone.page.locator("[data-testid=review-start]").isVisible());
    check("a cancelled review is not saved", (await phone.page.evaluate((k) => localStorage.getItem(k), REVIEW_PREFIX + id)) === null);
    // The finished review on the phone.
    await phone.page.evaluate(([k, v]) => localStorage.setItem(k, v), [REVIEW_PREFIX + id, stored]);
    await phone.page.reload({ waitUntil: "load" });
    await phone.page.locator("[data-testid=review-summary]").waitFor({ state: "visible" });
    await shot(phone.page, "phone");
    check("no errors in the console (phone)", phone.errors.length === 0, phone.errors.slice(0, 3).join(" | "));
    await phone.context.close();

    if (process.env.REVIEW_FULL === "1") {
      const full = "dragon-review-full";
      const fullSave = await finishedGame(4, 1, full);
      const p = await openPage(browser);
      await fresh(p.page, { [SAVE_PREFIX + full]: fullSave }, "botDelay=0", `#review/${full}`);
      const fullMs = await reviewToTheEnd(p.page, DEADLINE_MS);
      const n = await p.page.locator("[data-testid=review-item]").count();
      console.log(`review time, 4-player Dragon (seed 1), human seat 0, default budget: ${(fullMs / 1000).toFixed(1)} s for ${n} decisions`);
      await p.context.close();
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

const timer = setTimeout(() => {
  console.log("FAILED deadline");
  process.exit(1);
}, DEADLINE_MS * 2);
main()
  .catch((e) => check("the test ran", false, e.stack ?? String(e)))
  .finally(() => {
    clearTimeout(timer);
    const failed = results.filter((r) => !r.ok).length;
    console.log(`${results.length - failed} passed, ${failed} failed`);
    process.exit(failed > 0 ? 1 : 0);
  });
