// Browser test of Dschingis Khan in the built app (dist/, from `trunk build --release`).
//
// Serves dist/ under a sub-path, drives Debian's headless Chromium through
// playwright-core, each scenario in a fresh context with an empty
// localStorage and `?botDelay=0`:
//
//   1. full game: Dschingis Khan picked on the home screen, 3 players: one
//      human (a seeded random choice among the decision panel's buttons each
//      time) against two Medium bots, to the end. Mid-game the page is
//      reloaded and must show the same position (save, status, question,
//      log, board). The board hides the kinds the human has not seen ("?")
//      during the game and shows every kind at the end. The final scores on
//      screen equal those of the engine's `replay --game dschingis-khan` run
//      on the app's save; the per-village breakdown adds up to them; no
//      console error. Screenshots (1366x768 and 390x844 at the start,
//      mid-game and at game over) go to target/screenshots/khan-*.png; no
//      horizontal overflow at either width. The replay then draws the board
//      at the start, mid-game and at the end.
//   2. board clicks: the first start placement is made by clicking the
//      board (a village, then a piece kind if needed), not the panel.
//   3. hot-seat: two humans; before each human's turn a "Pass to <name>"
//      screen hides the board (not in the page at all) until the button.
//
//   node tests/e2e/dschingis-khan.mjs
//
// Needs the replay binary (cargo build --release -p tools --bin replay).
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
const BASE_PATH = "/sub/khan/";
const BLANK_PATH = "/blank";
const SAVE_PREFIX = "boardgames/save/";
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const STEP_TIMEOUT_MS = 20_000;
const MAX_CLICKS = 1500;
const DEADLINE_MS = 420_000;
const SEED = "4242";

const ACTION = "[data-testid=action]";
const GAME_OVER = "[data-testid=game-over]";
const PASS = "[data-testid=pass-screen]";
const BOARD = "[data-testid=khan-board]";

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

// A small seeded generator (mulberry32), so the human's choices repeat.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let origin = "";
let appUrl = "";

async function openPage(browser, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} [${msg.location()?.url ?? ""}]`);
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.on("requestfailed", (req) =>
    errors.push(`request failed: ${req.url()}: ${req.failure()?.errorText ?? "failed"}`),
  );
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page, errors };
}

// Empty storage, then the home screen, then Dschingis Khan's setup screen.
async function freshSetup(page) {
  await page.goto(origin + BLANK_PATH, { waitUntil: "load" });
  await page.evaluate(() => localStorage.clear());
  await page.goto(appUrl, { waitUntil: "load" });
  await page.locator("[data-testid=pick-dschingis-khan]").click();
  await page.locator("[data-testid=start]").waitFor({ state: "visible" });
}

// Players, who plays each seat (["human", "medium", …]) and the seed.
async function setUp(page, controllers) {
  await page.locator("select[aria-label=Players]").selectOption(String(controllers.length));
  const selects = page.locator("select[aria-label='Played by']");
  for (let i = 0; i < controllers.length; i += 1) await selects.nth(i).selectOption(controllers[i]);
  await page.getByPlaceholder("empty = random").fill(SEED);
}

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

async function waitSaved(page, more) {
  const key = await saveKey(page);
  await page.waitForFunction(
    ([key, n]) => {
      try {
        return JSON.parse(localStorage.getItem(key)).record.actions.length > n;
      } catch {
        return false;
      }
    },
    [key, more],
  );
}

// Waits until a human must decide (true) or the game is over (false).
async function waitHumanOrOver(page) {
  await page.locator(`${ACTION}, ${GAME_OVER}, ${PASS}`).first().waitFor({ state: "visible" });
  return (await page.locator(GAME_OVER).count()) === 0;
}

// Clicks one of the panel's choices (picked by `pick`), waits for the save.
async function playOne(page, pick) {
  const before = await savedActions(page);
  const buttons = page.locator(ACTION);
  const n = await buttons.count();
  await buttons.nth(Math.floor(pick() * n)).click();
  await waitSaved(page, before);
  const refusal = page.locator(".refusal");
  if ((await refusal.count()) > 0) {
    throw new Error(`the app refused the action: ${short(await refusal.first().textContent())}`);
  }
}

const statusText = async (page) => ((await page.locator("[data-testid=status]").textContent()) ?? "").trim();

async function screenshot(page, name) {
  const file = path.join(SHOTS, `${name}.png`);
  await rm(file, { force: true });
  await page.screenshot({ path: file, fullPage: true });
  const size = (await stat(file).catch(() => null))?.size ?? 0;
  return size > 0 ? path.relative(ROOT, file) : "";
}

async function checkWidth(page, viewport, label) {
  await page.setViewportSize(viewport);
  await page.waitForTimeout(150);
  const o = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, width: window.innerWidth }));
  check(`${label}: no horizontal overflow at ${viewport.width} px`, o.scroll <= o.width + 1, `scrollWidth ${o.scroll}`);
}

// Everything that describes the position on screen.
async function position(page) {
  return page.evaluate(([board]) => {
    const text = (sel) => document.querySelector(sel)?.textContent?.trim() ?? "";
    const svg = document.querySelector(board);
    const pieces = svg ? [...svg.querySelectorAll(".stack")].map((g) => `${g.dataset.village}:${[...g.querySelectorAll(".piece")].map((p) => `${p.dataset.owner}${p.dataset.kind}`).join("")}`) : [];
    const slots = svg ? [...svg.querySelectorAll(".slot-g")].map((g) => g.dataset.state[0]).join("") : "";
    const sides = svg ? [...svg.querySelectorAll(".village-g")].map((g) => g.dataset.side[0]).join("") : "";
    return {
      status: text("[data-testid=status]"),
      question: text(".decision .question"),
      log: [...document.querySelectorAll("[data-testid=log] > li")].map((li) => li.textContent).join("\n"),
      actions: [...document.querySelectorAll("[data-testid=action]")].map((b) => b.textContent).join("|"),
      players: [...document.querySelectorAll("[data-testid=khan-player]")].map((p) => p.innerText).join("\n"),
      pieces: pieces.join(" "),
      slots,
      sides,
    };
  }, [BOARD]);
}

// --- 1: a whole game, reload, scores ----------------------------------------
async function fullGame(browser) {
  const { context, page, errors } = await openPage(browser, DESKTOP);
  const started = Date.now();
  try {
    await freshSetup(page);
    check("full game: Dschingis Khan's setup screen opens from the home screen", true);
    await setUp(page, ["human", "medium", "medium"]);
    await screenshot(page, "khan-setup");
    await checkWidth(page, PHONE, "setup screen");
    await screenshot(page, "khan-setup-phone");
    await checkWidth(page, DESKTOP, "setup screen");
    await page.locator("[data-testid=start]").click();
    await page.locator(BOARD).waitFor({ state: "visible" });
    let human = await waitHumanOrOver(page);
    check("full game: the board is drawn and the human gets a decision", human && (await page.locator(`${BOARD} .village-g`).count()) === 38,
      await statusText(page));
    check("full game: no hand-over screen with a single human", (await page.locator(PASS).count()) === 0);
    const startShot = await screenshot(page, "khan-start");
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(150);
    const startPhone = await screenshot(page, "khan-start-phone");
    await page.setViewportSize(DESKTOP);
    check("full game: screenshots at the start", startShot !== "" && startPhone !== "", `${startShot}, ${startPhone}`);

    const pick = rng(7);
    let clicks = 0;
    let reloaded = false;
    let hiddenSeen = false;
    const removals = new Set();
    let ghostsSeen = false;
    let journeyShot = "";
    while (human && clicks < MAX_CLICKS) {
      if (!hiddenSeen) {
        hiddenSeen = (await page.locator(`${BOARD} .piece[data-kind='?']`).count()) > 0;
      }
      // A journey in progress: the visited villages are marked.
      if (!journeyShot && /move your scout/.test(await page.locator(".decision .question").textContent())) {
        journeyShot = await screenshot(page, "khan-journey");
        check("full game: the villages of the journey are marked", (await page.locator(`${BOARD} .village.visited`).count()) >= 1, journeyShot);
      }
      // A wall that removed pieces: said above the board, drawn fading.
      if ((await page.locator("[data-testid=wall-news].removal").count()) > 0) {
        removals.add(await page.locator("[data-testid=wall-news]").textContent());
        ghostsSeen ||= (await page.locator(`${BOARD} .ghost`).count()) > 0;
      }
      if (!reloaded && clicks >= 40) {
        reloaded = true;
        const before = { save: await readSave(page), ...(await position(page)) };
        const desk = await screenshot(page, "khan-mid");
        await checkWidth(page, DESKTOP, "mid-game");
        await checkWidth(page, PHONE, "mid-game");
        const phone = await screenshot(page, "khan-mid-phone");
        await page.setViewportSize(DESKTOP);
        check("full game: mid-game screenshots", desk !== "" && phone !== "", `${before.status}: ${desk}, ${phone}`);
        await page.reload({ waitUntil: "load" });
        await page.locator(BOARD).waitFor({ state: "visible" });
        human = await waitHumanOrOver(page);
        const after = { save: await readSave(page), ...(await position(page)) };
        for (const field of Object.keys(before)) {
          check(`reload: same ${field}`, after[field] === before[field],
            after[field] === before[field] ? short(after[field], 60) : `before ${short(before[field], 200)} | after ${short(after[field], 200)}`);
        }
        if (!human) break;
      }
      await playOne(page, pick);
      clicks += 1;
      human = await waitHumanOrOver(page);
    }
    const over = (await page.locator(GAME_OVER).count()) > 0;
    check("full game: the game ends", over, `${clicks} human decisions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    check("full game: reloaded mid-game", reloaded);
    check("full game: kinds the human has not seen are hidden during the game", hiddenSeen);
    // Whether a wall removes pieces depends on the game: a figure, not a check.
    console.log(`figure walls that removed pieces, seen on the human's turns: ${removals.size}${ghostsSeen ? " (removed pieces drawn fading)" : ""}${removals.size ? `; e.g. "${short([...removals][0], 140)}"` : ""}`);
    if (removals.size > 0) check("full game: a wall's removed pieces are drawn on the board", ghostsSeen);
    if (!over) return;

    check("full game: every kind is revealed at the end", (await page.locator(`${BOARD} .piece[data-kind='?']`).count()) === 0);
    check("full game: status says the game is over", /Game over/i.test(await statusText(page)), await statusText(page));
    const endShot = await screenshot(page, "khan-over");
    await checkWidth(page, DESKTOP, "game over");
    await checkWidth(page, PHONE, "game over");
    const endPhone = await screenshot(page, "khan-over-phone");
    await page.setViewportSize(DESKTOP);
    check("full game: screenshots at game over", endShot !== "" && endPhone !== "", `${endShot}, ${endPhone}`);

    const raw = await readSave(page);
    const dir = await mkdtemp(path.join(os.tmpdir(), "khan-e2e-"));
    let replay = null;
    try {
      const file = path.join(dir, "save.json");
      await writeFile(file, raw ?? "");
      const { stdout } = await promisify(execFile)(REPLAY, ["--game", "dschingis-khan", file], { timeout: 30_000 });
      replay = JSON.parse(stdout.trim().split("\n").pop());
      check("full game: the replay binary reads the save", true, `${replay.actions} actions`);
    } catch (err) {
      check("full game: the replay binary reads the save", false, firstLine(err));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const shown = [];
    const rows = await page.locator("[data-testid=final-score]").evaluateAll((tds) =>
      tds.map((td) => ({ seat: Number(td.dataset.seat), total: Number(td.dataset.total), text: td.textContent.trim() })));
    for (const r of rows) shown[r.seat] = r.total;
    check("full game: one final score per seat, as shown", rows.length === 3 && rows.every((r) => r.text === String(r.total)),
      rows.map((r) => r.text).join(","));
    if (replay) {
      check("full game: the replayed game is over", replay.over === true);
      check("full game: final scores equal the replay's", replay.scores.every((s, seat) => shown[seat] === s),
        `shown ${JSON.stringify(shown)}, replay ${JSON.stringify(replay.scores)}`);
      const winnerText = ((await page.locator("[data-testid=winner]").textContent()) ?? "").trim();
      const save = JSON.parse(raw);
      const winnerName = replay.winner == null ? null : save.seats[replay.winner]?.name;
      check("full game: the winner shown is the replay's", winnerName != null && winnerText.includes(winnerName), `"${winnerText}"`);
    }
    // The per-village breakdown adds up to each controller's total.
    const villages = await page.locator("[data-testid=village-score]").evaluateAll((trs) =>
      trs.map((tr) => ({ points: Number(tr.dataset.points), controller: Number(tr.querySelector("[data-controller]").dataset.controller) })));
    const sums = [0, 1, 2].map((seat) => villages.filter((v) => v.controller === seat).reduce((a, v) => a + v.points, 0));
    check("full game: the village breakdown adds up to the totals", villages.length > 0 && sums.every((s, seat) => s === shown[seat]),
      `${villages.length} villages, sums ${JSON.stringify(sums)}`);
    // The replay draws the board at any step.
    await page.locator("[data-testid=watch-end]").click();
    await page.locator("[data-testid=replay]").waitFor({ state: "visible" });
    await page.locator(BOARD).waitFor({ state: "visible" });
    const emptyAtStart = (await page.locator(`${BOARD} .piece`).count()) === 0;
    for (let i = 0; i < 30; i += 1) await page.locator("[data-testid=replay-forward]").click();
    const midPieces = await page.locator(`${BOARD} .piece`).count();
    await page.locator("[data-testid=replay-last]").click();
    await page.waitForTimeout(200);
    const lastHidden = await page.locator(`${BOARD} .piece[data-kind='?']`).count();
    check("replay: the board at step 0, 30 and the end", emptyAtStart && midPieces > 0 && lastHidden === 0,
      `step 30: ${midPieces} pieces; end: ${lastHidden} hidden`);
    await screenshot(page, "khan-replay");
    check("full game: no console errors", errors.length === 0, short(errors.join(" | "), 600));
  } finally {
    await context.close();
  }
}

// --- 2: the board can be clicked ------------------------------------------
async function boardClicks(browser) {
  const { context, page, errors } = await openPage(browser, DESKTOP);
  try {
    await freshSetup(page);
    await setUp(page, ["human", "medium", "medium"]);
    await page.locator("[data-testid=start-player]").selectOption("0");
    await page.locator("[data-testid=start]").click();
    await waitHumanOrOver(page);
    const before = await savedActions(page);
    const village = page.locator(`${BOARD} .village.can-click`);
    check("board: villages to choose are marked", (await village.count()) > 0, `${await village.count()} villages`);
    await village.first().click();
    await page.waitForTimeout(200);
    if ((await savedActions(page)) === before) {
      const chip = page.locator(".kind-chip.can-click");
      check("board: after a village, the piece is chosen among one's own", (await chip.count()) > 0);
      await chip.first().click();
    }
    await waitSaved(page, before);
    check("board: a start piece is placed by clicking the board", (await savedActions(page)) === before + 1);
    check("board: no console errors", errors.length === 0, short(errors.join(" | "), 600));
  } finally {
    await context.close();
  }
}

// --- 3: hot-seat ------------------------------------------------------------
async function hotSeat(browser) {
  const { context, page, errors } = await openPage(browser, DESKTOP);
  try {
    await freshSetup(page);
    await setUp(page, ["human", "human"]);
    await page.locator("[data-testid=start]").click();
    const pass = page.locator(PASS);
    await pass.waitFor({ state: "visible" });
    const first = (await pass.locator("h2").textContent()).trim();
    check("hot-seat: a hand-over screen before the first human turn", /^Pass to /.test(first), first);
    check("hot-seat: the board is not in the page behind it", (await page.locator(BOARD).count()) === 0 && (await page.locator(`${ACTION}:visible`).count()) === 0);
    await screenshot(page, "khan-pass");
    await page.locator("[data-testid=pass-ready]").click();
    await page.locator(BOARD).waitFor({ state: "visible" });
    check("hot-seat: the button shows the board", true);
    const pick = rng(3);
    let handed = 0;
    for (let i = 0; i < 60 && handed < 2; i += 1) {
      if ((await pass.count()) > 0) {
        const name = (await pass.locator("h2").textContent()).trim();
        const boardGone = (await page.locator(BOARD).count()) === 0;
        check(`hot-seat: hand-over ${handed + 1} names the next human and hides the board`, /^Pass to /.test(name) && boardGone, name);
        handed += 1;
        await page.locator("[data-testid=pass-ready]").click();
        await page.locator(BOARD).waitFor({ state: "visible" });
        continue;
      }
      await playOne(page, pick);
      await page.locator(`${ACTION}, ${PASS}, ${GAME_OVER}`).first().waitFor({ state: "visible" });
    }
    check("hot-seat: the screen is handed over between the two humans", handed >= 2, `${handed} hand-overs`);
    check("hot-seat: no console errors", errors.length === 0, short(errors.join(" | "), 600));
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
    for (const [name, run] of [["board clicks", boardClicks], ["hot-seat", hotSeat], ["full game", fullGame]]) {
      const t = Date.now();
      try {
        await run(browser);
      } catch (err) {
        check(`${name}: scenario ran to the end`, false, firstLine(err));
      }
      console.log(`time   ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
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
  .catch((err) => check("Dschingis Khan test ran", false, err?.stack ?? String(err)))
  .finally(finish);
