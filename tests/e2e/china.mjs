// Browser test of a whole China game in the built app (dist/, from
// `trunk build --release`).
//
// Serves dist/ under a sub-path, drives Debian's headless Chromium through
// playwright-core, in a fresh context with an empty localStorage and
// `?botDelay=0`:
//
//   0. the setup offers China's own seat colours, all different; Anna takes
//      black (Bai gets her blue) and her pieces are drawn black;
//   1. picks China on the home screen, starts a 4-player game (one human,
//      three Medium bots, a fixed seed) and plays it to the end: the human
//      answers through the decision panel (the first legal action), and
//      every fifth decision by clicking the board instead (a site, a dragon
//      field, a card, the pile: whatever is marked clickable);
//   2. only the human's own hand is ever on screen;
//   3. mid-game the page is reloaded: the same save, status, decision,
//      players and log, and the game goes on;
//   4. at game over: the final scores on screen equal those of the engine's
//      `replay` binary run on the app's save, the winner is named, the log
//      tells placements and scorings; no console error during the game.
//   5. a 3-player game with fortifications: side A is forced (43 sites),
//      played to the end through the panel, final scores as the replay's;
//   6. hot seat: with two humans, a "Pass to <name>" screen stands between
//      their turns, no hand is on the page while it shows, and after the
//      button only the new player's hand is shown.
//   The replay of the finished game draws the board at step 0 and at the end.
//   Screenshots at 1366x768 and 390x844 (setup, start, mid-game, game over)
//   go to target/screenshots/china-*.png; neither width overflows.
//
//   node tests/e2e/china.mjs
//
// Needs target/release/replay (cargo build --release -p tools --bin replay).
// Environment: DIST (default: <repo>/dist), CHROMIUM (default:
// /usr/bin/chromium), REPLAY (default: <repo>/target/release/replay).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { launchChromium, startServer } from "./harness.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const DIST = path.resolve(process.env.DIST ?? path.join(ROOT, "dist"));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const REPLAY = process.env.REPLAY ?? path.join(ROOT, "target", "release", "replay");
const SHOTS = path.join(ROOT, "target", "screenshots");
const BASE_PATH = "/sub/china/";
const BLANK_PATH = "/blank";
const SAVE_PREFIX = "boardgames/save/";
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const STEP_TIMEOUT_MS = 20_000;
const MAX_DECISIONS = 1500;
const RELOAD_AFTER = 30;
const DEADLINE_MS = 420_000;
const SEED = "4242";

const ACTION = "[data-testid=action]";
const GAME_OVER = "[data-testid=game-over]";

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok });
  console.log(`${ok ? "ok    " : "FAILED"} ${name}${detail ? ` (${detail})` : ""}`);
  return ok;
}

const short = (s, n = 160) => {
  const t = String(s ?? "").replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
};
const firstLine = (err) => String(err?.message ?? err).split("\n")[0];

let origin = "";
let appUrl = "";

const saveKey = (page) =>
  page.evaluate((prefix) => prefix + decodeURIComponent(location.hash.replace(/^#(play|replay)\//, "")), SAVE_PREFIX);
const readSave = async (page) => page.evaluate((key) => localStorage.getItem(key), await saveKey(page));
const savedActions = async (page) =>
  page.evaluate((key) => {
    try {
      return JSON.parse(localStorage.getItem(key)).record.actions.length;
    } catch {
      return -1;
    }
  }, await saveKey(page));

async function waitHumanOrOver(page) {
  await page.locator(`${ACTION}, ${GAME_OVER}`).first().waitFor({ state: "visible" });
  return (await page.locator(GAME_OVER).count()) === 0;
}

// Plays one decision (the first button of the panel, or the first thing
// marked clickable on the board) and waits until the save records it.
async function play(page, how) {
  const before = await savedActions(page);
  const key = await saveKey(page);
  let where = "panel";
  if (how === "board") {
    const spot = page.locator(".china-map .can-click, .china-table button.can-click").first();
    if ((await spot.count()) > 0) {
      where = (await spot.evaluate((el) => el.dataset.site ?? el.dataset.dragon ?? el.dataset.colour ?? el.className.baseVal ?? el.className)) || "board";
      await spot.click();
    } else {
      await page.locator(ACTION).first().click();
      where = "panel (nothing on the board)";
    }
  } else {
    await page.locator(ACTION).first().click();
  }
  await page.waitForFunction(
    ([key, n]) => {
      try {
        return JSON.parse(localStorage.getItem(key)).record.actions.length > n;
      } catch {
        return false;
      }
    },
    [key, before],
  );
  const refusal = page.locator(".refusal");
  if ((await refusal.count()) > 0) {
    throw new Error(`the app refused the action: ${short(await refusal.first().textContent())}`);
  }
  return where;
}

const statusText = async (page) => ((await page.locator("[data-testid=status]").textContent()) ?? "").trim();

async function overflow(page) {
  return page.evaluate(() => {
    const el = document.scrollingElement;
    const width = window.innerWidth;
    const wide = [];
    if (el.scrollWidth > width + 1) {
      for (const node of document.body.querySelectorAll("*")) {
        const r = node.getBoundingClientRect();
        if (r.right > width + 1 && !wide.some((w) => w.contains(node))) wide.push(node);
      }
    }
    return {
      scrollWidth: el.scrollWidth,
      culprits: wide.slice(0, 5).map((n) => `${n.tagName.toLowerCase()}.${[...n.classList].join(".")}`),
    };
  });
}

async function screenshot(page, name) {
  const file = path.join(SHOTS, `${name}.png`);
  await rm(file, { force: true });
  await page.screenshot({ path: file, fullPage: true });
  const size = (await stat(file).catch(() => null))?.size ?? 0;
  return size > 0 ? path.relative(ROOT, file) : "";
}

// Screenshots at both widths, checking that neither overflows.
async function bothWidths(page, name) {
  const shots = [];
  for (const [viewport, suffix] of [[DESKTOP, ""], [PHONE, "-phone"]]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    const o = await overflow(page);
    check(`${name}: no horizontal overflow at ${viewport.width} px`, o.scrollWidth <= viewport.width + 1,
      `scrollWidth ${o.scrollWidth}${o.culprits.length ? `; wider: ${o.culprits.join(", ")}` : ""}`);
    shots.push(await screenshot(page, `china-${name}${suffix}`));
  }
  await page.setViewportSize(DESKTOP);
  check(`${name}: screenshots`, shots.every((s) => s !== ""), shots.join(", "));
}

// Only the human's (seat 0's) hand is ever shown.
async function onlyOwnHand(page) {
  return page.locator("[data-testid=hand]").evaluateAll((hands) => hands.every((h) => h.dataset.seat === "0"));
}

async function snapshot(page) {
  return {
    save: await readSave(page),
    decision: ((await page.locator("[data-testid=decision]").innerText()) ?? "").trim(),
    status: await statusText(page),
    players: await page.locator(".china-player").allInnerTexts(),
    hand: await page.locator("[data-testid=hand]").allInnerTexts(),
    map: await page.locator("[data-testid=china-map]").innerHTML(),
    log: await page.locator("[data-testid=log] > li").allInnerTexts(),
  };
}

async function wholeGame(browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} [${msg.location()?.url ?? ""}]`);
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.on("requestfailed", (req) => errors.push(`request failed: ${req.url()}: ${req.failure()?.errorText ?? "failed"}`));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await page.goto(origin + BLANK_PATH, { waitUntil: "load" });
    await page.evaluate(() => localStorage.clear());
    await page.goto(appUrl, { waitUntil: "load" });
    await page.locator("[data-testid=pick-china]").click();
    await page.locator("[data-testid=start]").waitFor({ state: "visible" });
    const players = await page.locator("select[aria-label=Players]").inputValue();
    check("setup: China offers 4 players by default", players === "4", players);
    const side = await page.locator("[data-testid=china-side]").inputValue();
    check("setup: 4 players default to side B", side === "B", side);
    // Seat colours are China's own (never a card colour), all different;
    // taking another seat's colour swaps the two.
    const colours = page.locator("select.colour");
    const offered = await colours.first().locator("option").allInnerTexts();
    check("setup: China offers its own seat colours", offered.join(",") === "blue,black,white,grey,cyan", offered.join(","));
    const picked = () => colours.evaluateAll((ss) => ss.map((s) => s.value));
    const first = await picked();
    check("setup: the default colours are all different", new Set(first).size === first.length, first.join(" "));
    await colours.first().selectOption({ label: "black" });
    const swapped = await picked();
    check("setup: taking Bai's colour gives Bai Anna's", swapped[0] === first[1] && swapped[1] === first[0], swapped.join(" "));
    await bothWidths(page, "setup");
    await page.getByPlaceholder("empty = random").fill(SEED);
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=china-map]").waitFor({ state: "visible" });
    const token = await page.locator(".china-player .token").first().evaluate((el) => getComputedStyle(el).backgroundColor);
    check("start: the picked colour is drawn (Anna black)", token === "rgb(27, 27, 27)", token);
    let human = await waitHumanOrOver(page);
    check("start: the human gets a decision", human, await statusText(page));
    const sites = await page.locator("[data-testid=china-map] [data-site]").count();
    check("start: side B's 51 house sites are drawn", sites === 51, `${sites}`);
    check("start: 9 dragon fields", (await page.locator("[data-testid=china-map] [data-dragon]").count()) === 9);
    await bothWidths(page, "start");

    let decisions = 0;
    let boardClicks = 0;
    let ownHandOnly = true;
    let reloaded = false;
    let midShots = false;
    while (human && decisions < MAX_DECISIONS) {
      ownHandOnly &&= await onlyOwnHand(page);
      if (!reloaded && decisions === RELOAD_AFTER) {
        reloaded = true;
        const before = await snapshot(page);
        await page.reload({ waitUntil: "load" });
        await page.locator(ACTION).first().waitFor({ state: "visible" });
        await page.waitForTimeout(300);
        const after = await snapshot(page);
        check("reload: the save is unchanged", before.save === after.save && before.save != null);
        check("reload: the same status", before.status === after.status, after.status);
        check("reload: the same decision", before.decision === after.decision, short(after.decision));
        check("reload: the same players and points", JSON.stringify(before.players) === JSON.stringify(after.players));
        check("reload: the same hand", JSON.stringify(before.hand) === JSON.stringify(after.hand), short(after.hand.join(" ")));
        check("reload: the same board", before.map === after.map);
        check("reload: the same log", JSON.stringify(before.log) === JSON.stringify(after.log) && before.log.length > 0,
          `${after.log.length} lines`);
      }
      if (!midShots && decisions >= 45) {
        midShots = true;
        await bothWidths(page, "mid");
      }
      const how = decisions % 5 === 4 ? "board" : "panel";
      const where = await play(page, how);
      if (how === "board" && !where.startsWith("panel")) boardClicks += 1;
      decisions += 1;
      human = await waitHumanOrOver(page);
    }
    check("game: it ends", !human, `${decisions} human decisions, ${boardClicks} of them on the board`);
    check("game: decisions were taken by clicking the board", boardClicks > 5, `${boardClicks}`);
    check("game: only the human's own hand was ever shown", ownHandOnly);
    check("game: reloaded mid-game", reloaded);
    if (human) return;

    await page.waitForTimeout(200);
    await bothWidths(page, "over");
    const log = await page.locator("[data-testid=log] > li").allInnerTexts();
    check("log: placements are told", log.some((l) => /puts a house on|sends an envoy to/.test(l)), `${log.length} lines`);
    const full = log.filter((l) => / is full: /.test(l));
    check("log: provinces that filled up are scored in words", full.length > 0, short(full.slice(0, 3).join(" | ")));
    check("log: the final scoring is told", log.some((l) => /^Final scoring/.test(l.trim())) && log.some((l) => /^Chains: /.test(l.trim())));

    const raw = await readSave(page);
    const dir = await mkdtemp(path.join(os.tmpdir(), "china-e2e-"));
    let replay = null;
    try {
      const file = path.join(dir, "save.json");
      await writeFile(file, raw ?? "");
      const { stdout } = await promisify(execFile)(REPLAY, ["--game", "china", file], { timeout: 30_000 });
      replay = JSON.parse(stdout.trim().split("\n").pop());
      check("replay: the binary reads the save", true, `${replay.actions} actions`);
    } catch (err) {
      check("replay: the binary reads the save", false, firstLine(err));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (replay) {
      const save = JSON.parse(raw);
      check("replay: the replayed game is over", replay.over === true);
      const rows = await page.locator("[data-testid=final-score]").evaluateAll((tds) =>
        tds.map((td) => ({ seat: Number(td.dataset.seat), total: Number(td.dataset.total), text: td.textContent.trim() })));
      const shown = [];
      for (const r of rows) shown[r.seat] = r.total;
      check("game over: one total per seat, as shown", rows.length === 4 && rows.every((r) => r.text === String(r.total)),
        rows.map((r) => r.text).join(","));
      check("game over: final scores equal the replay's",
        replay.scores.length === 4 && replay.scores.every((s, seat) => shown[seat] === s),
        `shown ${JSON.stringify(shown)}, replay ${JSON.stringify(replay.scores)}`);
      const winner = ((await page.locator("[data-testid=winner]").textContent()) ?? "").trim();
      const name = replay.winner == null ? null : save.seats[replay.winner]?.name;
      check("game over: the winner is the replay's", name != null && winner.includes(name), `"${winner}", replay: ${name}`);
    }
    // Four sources, the total and the tie-break (C-11.3).
    check("game over: points per source and the tie-break are shown",
      (await page.locator(`${GAME_OVER} .breakdown tbody tr`).count()) === 6 && (await page.locator("[data-testid=tie-break]").count()) === 4);

    // The shell's replay draws China's board at any step.
    await page.locator("[data-testid=watch-end]").click();
    await page.locator("[data-testid=replay]").waitFor({ state: "visible" });
    const housesAtStart = await page.locator("[data-testid=china-map] .house").count();
    await page.locator("[data-testid=replay-last]").click();
    await page.waitForTimeout(300);
    const housesAtEnd = await page.locator("[data-testid=china-map] .house").count();
    check("replay: the board is drawn, empty at step 0 and full of houses at the end",
      housesAtStart === 0 && housesAtEnd > 20, `${housesAtStart} -> ${housesAtEnd} houses`);
    await screenshot(page, "china-replay");
    check("game: no console errors", errors.length === 0, short(errors.join(" | "), 600));
  } finally {
    await context.close();
  }
}

// Runs the replay binary on the save on screen; its JSON, or null.
async function replayOf(page) {
  const raw = await readSave(page);
  const dir = await mkdtemp(path.join(os.tmpdir(), "china-e2e-"));
  try {
    const file = path.join(dir, "save.json");
    await writeFile(file, raw ?? "");
    const { stdout } = await promisify(execFile)(REPLAY, ["--game", "china", file], { timeout: 30_000 });
    return JSON.parse(stdout.trim().split("\n").pop());
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Three players, fortifications on: side A, to the end.
async function threeWithFortifications(browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await page.goto(origin + BLANK_PATH, { waitUntil: "load" });
    await page.evaluate(() => localStorage.clear());
    await page.goto(appUrl, { waitUntil: "load" });
    await page.locator("[data-testid=pick-china]").click();
    await page.locator("select[aria-label=Players]").selectOption("3");
    const side = page.locator("[data-testid=china-side]");
    check("3 players: side A, and the side cannot be changed", (await side.inputValue()) === "A" && (await side.isDisabled()));
    await page.locator("[data-testid=china-fortifications]").check();
    await page.getByPlaceholder("empty = random").fill("77");
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=china-map]").waitFor({ state: "visible" });
    const sites = await page.locator("[data-testid=china-map] [data-site]").count();
    check("3 players: side A's 43 house sites are drawn", sites === 43, `${sites}`);
    let human = await waitHumanOrOver(page);
    let n = 0;
    while (human && n < MAX_DECISIONS) {
      await play(page, n % 3 === 2 ? "board" : "panel");
      n += 1;
      human = await waitHumanOrOver(page);
    }
    check("3 players: the game ends", !human, `${n} human decisions`);
    const forts = await page.locator("[data-testid=china-map] .fortification").count();
    console.log(`figure 3 players: ${forts} fortification(s) on the board at the end`);
    const replay = await replayOf(page);
    const shown = [];
    for (const r of await page.locator("[data-testid=final-score]").evaluateAll((tds) =>
      tds.map((td) => ({ seat: Number(td.dataset.seat), total: Number(td.dataset.total) })))) shown[r.seat] = r.total;
    check("3 players: final scores equal the replay's",
      replay != null && replay.scores.length === 3 && replay.scores.every((v, seat) => shown[seat] === v),
      `shown ${JSON.stringify(shown)}, replay ${JSON.stringify(replay?.scores)}`);
    await screenshot(page, "china-over-3");
    check("3 players: no console errors", errors.length === 0, short(errors.join(" | "), 400));
  } finally {
    await context.close();
  }
}

// Two humans (seats 0 and 1) and two bots: the hand-over screen.
async function hotSeat(browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await page.goto(origin + BLANK_PATH, { waitUntil: "load" });
    await page.evaluate(() => localStorage.clear());
    await page.goto(appUrl, { waitUntil: "load" });
    await page.locator("[data-testid=pick-china]").click();
    await page.locator("select[aria-label='Played by']").nth(1).selectOption("human");
    await page.getByPlaceholder("empty = random").fill(SEED);
    await page.locator("[data-testid=start]").click();
    const pass = page.locator("[data-testid=pass-screen]");
    const ready = page.locator("[data-testid=pass-ready]");
    const handSeats = () => page.locator("[data-testid=hand]").evaluateAll((hs) => hs.map((h) => h.dataset.seat));
    await pass.waitFor({ state: "visible" });
    check("hot seat: the first human is asked to take the screen", /Pass to Anna/.test(await pass.innerText()));
    check("hot seat: no hand on the page behind the hand-over screen", (await handSeats()).length === 0);
    await ready.click();
    await page.locator(ACTION).first().waitFor({ state: "visible" });
    check("hot seat: Anna sees her own hand", JSON.stringify(await handSeats()) === '["0"]');
    // Anna plays until the screen must pass to Bai.
    let n = 0;
    while ((await pass.count()) === 0 && n < 20) {
      await play(page, "panel");
      n += 1;
      await page.locator(`${ACTION}, [data-testid=pass-screen]`).first().waitFor({ state: "visible" });
    }
    const text = (await pass.count()) > 0 ? await pass.innerText() : "";
    check("hot seat: after Anna's turn the screen passes to Bai", /Pass to Bai/.test(text), `${n} decisions`);
    check("hot seat: Anna's hand is gone from the page", (await handSeats()).length === 0);
    await screenshot(page, "china-pass");
    await ready.click();
    await page.locator(ACTION).first().waitFor({ state: "visible" });
    check("hot seat: Bai sees only his own hand", JSON.stringify(await handSeats()) === '["1"]');
    check("hot seat: no console errors", errors.length === 0, short(errors.join(" | "), 400));
  } finally {
    await context.close();
  }
}

async function main() {
  const index = await stat(path.join(DIST, "index.html")).catch(() => null);
  if (!check("dist/index.html exists", index != null, DIST)) return;
  const replay = await stat(REPLAY).catch(() => null);
  if (!check("the replay binary exists", replay?.isFile() === true, REPLAY)) return;
  await mkdir(SHOTS, { recursive: true });
  const server = await startServer({ dist: DIST, basePath: BASE_PATH, blankPath: BLANK_PATH });
  origin = `http://127.0.0.1:${server.address().port}`;
  appUrl = `${origin}${BASE_PATH}?botDelay=0`;
  const browser = await launchChromium(CHROMIUM);
  try {
    const t = Date.now();
    try {
      await wholeGame(browser);
    } catch (err) {
      check("whole game: scenario ran to the end", false, firstLine(err));
    }
    console.log(`time   whole game: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    try {
      await threeWithFortifications(browser);
    } catch (err) {
      check("3 players: scenario ran to the end", false, firstLine(err));
    }
    try {
      await hotSeat(browser);
    } catch (err) {
      check("hot seat: scenario ran to the end", false, firstLine(err));
    }
  } finally {
    await browser.close();
    server.close();
  }
}

const started = Date.now();
const deadline = setTimeout(() => {
  check(`finishes within ${DEADLINE_MS / 1000} s`, false);
  finish();
}, DEADLINE_MS);

function finish() {
  clearTimeout(deadline);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`time   total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main()
  .catch((err) => check("china test ran", false, err?.stack ?? String(err)))
  .finally(finish);
