// Browser test of the record against the bots (src/record.rs, src/ui/record.rs):
//
// - two windows: a 2-player Dschingis Khan game (you against one Easy bot,
//   `?botDelay=0`, a hint asked once) played to its end in one page while a
//   second page of the same browser shows it too: the record (storage key
//   boardgames/record) holds the game once, the rating moved once (by the
//   Elo step against Easy), in both pages and after a reload; the home
//   card says "Against Easy: 1 played";
// - export all and import into a fresh browser: the file carries the record,
//   the import merges it (once, again adds nothing), the record screen shows
//   the same rating;
// - deleting the saved game keeps its result; "Reset record" asks first,
//   then empties the record in both windows;
// - screenshots of the home and record screens at 1366x768 and 390 px,
//   no sideways scrolling, axe (WCAG 2.2 A/AA) on the record screen at both.
//
//   node tests/e2e/record.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  BLANK_PATH, DESKTOP, GAME_OVER, PHONE, ROOT, axe, check, checkWidth, openPage, pickGame, playToEnd, runSuite,
  screenshot, setUp, short, site, waitHumanOrOver,
} from "./harness.mjs";

const RECORD_KEY = "boardgames/record";
// The rating's constants (src/record.rs): the start, K, Easy's rating.
const START = 1000;
const K = 24;
const EASY = 1000;

const recordIn = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), RECORD_KEY);
const idOf = (page) => page.evaluate(() => decodeURIComponent(location.hash.replace(/^#play\//, "")));

async function open(page, hash = "") {
  await page.goto(site.appUrl + hash, { waitUntil: "load" });
  await page.locator("h1").waitFor({ state: "visible" });
}

// A second page of the context of `opened` (same storage), its console
// errors collected with the first one's.
async function secondPage(opened) {
  const page = await opened.context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") opened.errors.push(msg.text());
  });
  page.on("pageerror", (err) => opened.errors.push(`uncaught: ${err.message}`));
  page.setDefaultTimeout(20_000);
  return page;
}

// The record screen's figures for `game`: games counted and the rating.
async function shown(page, game) {
  await page.locator("[data-testid=nav-home]").click();
  await page.locator("[data-testid=open-record]").click();
  await page.locator("[data-testid=record]").waitFor({ state: "visible" });
  const part = page.locator(`[data-testid=record-game][data-game="${game}"]`);
  if ((await part.count()) === 0) return { games: 0, rating: null, rows: 0 };
  return {
    games: Number(await part.getAttribute("data-games")),
    rating: Number(await part.getAttribute("data-rating")),
    rows: await part.locator("[data-testid=record-row]").count(),
  };
}

// The rating after one game against one Easy bot: your place against its.
function expectedRating(result) {
  const me = result.players[result.you];
  const bot = result.players.find((p) => p.bot);
  const score = me.place < bot.place ? 1 : me.place === bot.place ? 0.5 : 0;
  const expected = 1 / (1 + 10 ** ((EASY - START) / 400));
  return Math.round(START + K * (score - expected));
}

let exported = null;
let gameId = null;
let rating = null;

// --- two windows: the game counts once ---------------------------------------
async function twoWindows(browser) {
  const opened = await openPage(browser, { acceptDownloads: true });
  const { context, page: a, errors } = opened;
  try {
    await a.goto(site.origin + BLANK_PATH, { waitUntil: "load" });
    await a.evaluate(() => localStorage.clear());
    await open(a);
    check("two windows: the home screen offers the record", (await a.locator("[data-testid=open-record]").count()) === 1);
    await pickGame(a, "dschingis-khan");
    await setUp(a, ["human", "easy"], 4242);
    await a.locator("[data-testid=start]").click();
    await waitHumanOrOver(a);
    gameId = await idOf(a);
    const b = await secondPage(opened);
    await open(b, `#play/${gameId}`);
    await waitHumanOrOver(b);
    // One hint, counted for the record.
    await a.locator("[data-testid=hint]").click();
    await a.locator("[data-testid=hint-text]").waitFor({ state: "visible", timeout: 30_000 });
    const hints = await a.evaluate((k) => JSON.parse(localStorage.getItem(k)).hints ?? 0, `boardgames/save/${gameId}`);
    check("two windows: an asked hint is saved with the game", hints === 1, `hints ${hints}`);
    const { decisions, over } = await playToEnd(a);
    check("two windows: the game against Easy ends", over, `${decisions} decisions`);
    // The other window sees the end too.
    await b.locator(GAME_OVER).waitFor({ state: "visible", timeout: 20_000 });
    await b.waitForTimeout(300);
    const record = await recordIn(a);
    const ids = Object.keys(record?.games ?? {});
    check("two windows: the record holds the game once", ids.length === 1 && ids[0] === gameId, JSON.stringify(ids));
    const result = record.games[gameId];
    check("two windows: the result names the game, players, level, your place and score, date, help used",
      result.game === "dschingis-khan" && result.players.length === 2 && result.players.some((p) => p.bot === "Easy")
      && result.players[result.you].bot === undefined && Number.isInteger(result.players[result.you].place)
      && Number.isInteger(result.players[result.you].score) && result.date > 0 && result.hints === 1 && result.undos === 0
      && result.options?.players === 2,
      short(JSON.stringify(result), 300));
    rating = expectedRating(result);
    const inA = await shown(a, "dschingis-khan");
    const inB = await shown(b, "dschingis-khan");
    check("two windows: the rating moved once, in both windows", inA.games === 1 && inA.rows === 1 && inA.rating === rating
      && inB.games === 1 && inB.rating === rating, `A ${JSON.stringify(inA)}, B ${JSON.stringify(inB)}, expected ${rating}`);
    await b.reload({ waitUntil: "load" });
    await b.locator("[data-testid=record]").waitFor({ state: "visible" });
    const reloaded = await shown(b, "dschingis-khan");
    check("two windows: after a reload still once", reloaded.games === 1 && reloaded.rating === rating, JSON.stringify(reloaded));
    // The game's card at home.
    await a.locator("[data-testid=nav-home]").click();
    const line = a.locator("[data-testid=record-line][data-level=easy]");
    const lineText = (await line.innerText()).trim();
    check("two windows: the Dschingis Khan card says games played and won against Easy",
      (await line.count()) === 1 && /Against Easy: 1 played, [01] won/.test(lineText)
      && (await a.locator("[data-testid=record-line]").count()) === 1, lineText);
    check("home screenshot", (await screenshot(a, "record-home")) !== "");
    await checkWidth(a, PHONE, "home");
    check("home at 390 px, screenshot", (await screenshot(a, "record-home-phone")) !== "");
    await a.setViewportSize(DESKTOP);
    await shown(a, "dschingis-khan");
    check("record screen screenshot", (await screenshot(a, "record-screen")) !== "");
    await axe(a, "the record screen at 1366x768");
    await checkWidth(a, PHONE, "record screen");
    check("record screen at 390 px, screenshot", (await screenshot(a, "record-screen-phone")) !== "");
    await axe(a, "the record screen at 390x844");
    await a.setViewportSize(DESKTOP);

    // Export all: the file carries the record.
    await a.locator("[data-testid=nav-saved]").click();
    const [download] = await Promise.all([a.waitForEvent("download"), a.locator("[data-testid=export-all]").click()]);
    exported = path.join(ROOT, "target", "record-export-all.json");
    await download.saveAs(exported);
    const file = JSON.parse(await readFile(exported, "utf8"));
    check("export: the file of every game carries the record", file.saves?.length === 1
      && Object.keys(file.record_against_bots?.games ?? {}).join() === gameId, short(JSON.stringify(Object.keys(file)), 200));

    // Deleting the saved game keeps the result.
    const del = a.locator(`[data-testid=saved-game][data-id="${gameId}"] [data-testid=delete]`);
    await del.click();
    await del.click();
    await a.locator(`[data-testid=saved-game][data-id="${gameId}"]`).waitFor({ state: "detached" });
    const afterDelete = await shown(a, "dschingis-khan");
    check("delete: deleting the saved game keeps its result", afterDelete.games === 1 && afterDelete.rating === rating, JSON.stringify(afterDelete));

    // Reset asks first, then empties the record in both windows.
    const reset = a.locator("[data-testid=reset-record]");
    await reset.click();
    const armed = await reset.getAttribute("data-armed");
    const stillThere = Object.keys((await recordIn(a)).games).length;
    check("reset: the first click only asks", armed === "true" && stillThere === 1 && /Really/.test(await reset.innerText()),
      `${armed}, ${stillThere} results, "${(await reset.innerText()).trim()}"`);
    await a.locator("[data-testid=reset-cancel]").click();
    check("reset: keeping it changes nothing", (await reset.getAttribute("data-armed")) === "false"
      && Object.keys((await recordIn(a)).games).length === 1);
    await reset.click();
    await reset.click();
    await a.locator("[data-testid=record-empty]").waitFor({ state: "visible" });
    await b.locator("[data-testid=record-empty]").waitFor({ state: "visible", timeout: 5000 }).catch(() => {});
    const empty = await recordIn(a);
    check("reset: the second click empties the record, in both windows", Object.keys(empty.games).length === 0 && empty.reset > 0
      && (await b.locator("[data-testid=record-empty]").count()) === 1);
    check("two windows: no console errors", errors.length === 0, short(errors.join(" | "), 600));
  } finally {
    await context.close();
  }
}

// --- import into a fresh browser: the record comes along ----------------------
async function importAll(browser) {
  if (!check("import: the exported file exists", exported != null)) return;
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(site.origin + BLANK_PATH, { waitUntil: "load" });
    await page.evaluate(() => localStorage.clear());
    await open(page, "#saved");
    const importOnce = async () => {
      await page.locator("[data-testid=import]").setInputFiles(exported);
      const report = page.locator("[data-testid=merge-report]");
      await report.waitFor({ state: "visible" });
      await page.waitForTimeout(200);
      return { results: await report.getAttribute("data-results"), text: (await report.innerText()).replace(/\s+/g, " ") };
    };
    const first = await importOnce();
    const there = await shown(page, "dschingis-khan");
    check("import: the record comes with the file", first.results === "1" && there.games === 1 && there.rating === rating,
      `${first.text}; ${JSON.stringify(there)}`);
    await page.locator("[data-testid=nav-saved]").click();
    const again = await importOnce();
    const twice = await shown(page, "dschingis-khan");
    check("import: importing it again adds nothing", again.results === "0" && twice.games === 1, `${again.text}; ${JSON.stringify(twice)}`);
    check("import: no console errors", errors.length === 0, short(errors.join(" | "), 600));
  } finally {
    await context.close();
  }
}

runSuite({
  title: "record test",
  basePath: "/sub/record/",
  deadlineMs: 600_000,
  scenarios: [
    ["two windows", twoWindows],
    ["import", importAll],
  ],
});
