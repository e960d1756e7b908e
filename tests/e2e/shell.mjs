// Browser test of the app's shell (dist/, from `trunk build --release`):
// the game picker, several saved games, export and import, a save of the
// Dragon-only app (format 1), undo, replay, a storage failure, and finished
// China and Dschingis Khan games whose winners share the victory
// (tests/e2e/shared-victory.json; the China one is a save without seat
// colours, which get China's own). Each
// scenario runs in a fresh browser context with `?botDelay=0`. Screenshots at
// 1366x768 and 390 px wide go to target/screenshots/shell-*.png.
//
//   node tests/e2e/shell.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import {
  ACTION, BLANK_PATH, DESKTOP, PHONE, ROOT, SAVE_PREFIX, SHOTS,
  check, fresh as freshApp, inPage, logLength as logCount, openPage as newPage, overflow, pickGame, runSuite, screenshot, short,
  site, waitHumanOrOver as humanTurn,
} from "./harness.mjs";

const LEGACY_KEY = "year-of-the-dragon/save";

// Written by the Dragon-only app (format 1): 12 draft decisions, seed 2024.
const FORMAT_1 = `{"version":1,"setup":{"seats":[{"name":"Anna","colour":"#c0392b","controller":"Human","level":"Medium"},{"name":"Bai","colour":"#2e86c1","controller":"Bot","level":"Medium"},{"name":"Chen","colour":"#d4ac0d","controller":"Bot","level":"Hard"},{"name":"Deng","colour":"#229954","controller":"Bot","level":"Medium"}],"options":{"players":4,"large_privilege_price":7,"great_wall":true,"super_events":"Off"},"seed":2024,"think_ms":1000},"record":{"options":{"players":4,"large_privilege_price":7,"great_wall":true,"super_events":"Off"},"seed":2024,"actions":[{"Recruit":{"kind":"Craftsman","age":"Young"}},{"Place":0},{"Recruit":{"kind":"CourtLady","age":"Young"}},{"Place":0},{"Recruit":{"kind":"Craftsman","age":"Young"}},{"Place":0},{"Recruit":{"kind":"TaxCollector","age":"Young"}},{"Place":0},{"Recruit":{"kind":"Craftsman","age":"Young"}},{"Place":0},{"Recruit":{"kind":"Pyrotechnist","age":"Young"}},{"Place":0}]}}`;

// A fresh context that accepts downloads (the export).
const openPage = (browser, viewport = DESKTOP) => newPage(browser, { viewport, acceptDownloads: true, timeout: 15_000 });

// Opens the app with exactly `storage` in localStorage.
const fresh = (page, storage = {}) => freshApp(page, { storage });

const gameId = (page) => page.evaluate(() => decodeURIComponent(location.hash.replace(/^#(play|replay)\//, "")));
const saveOf = (page, id) => page.evaluate((k) => localStorage.getItem(k), SAVE_PREFIX + id);
const actionsOf = async (page, id) => {
  try {
    return JSON.parse(await saveOf(page, id)).record.actions.length;
  } catch {
    return -1;
  }
};
const text = async (page, sel) => ((await page.locator(sel).first().textContent()) ?? "").trim();

// Plays the first legal action; waits until the log grows (works without storage).
async function playFirst(page) {
  const before = await logCount(page);
  await page.locator(ACTION).first().click();
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=log] > li").length > n, before);
  await humanTurn(page);
}

async function startGame(page, seed, names = null) {
  await page.locator("[data-testid=nav-home]").click();
  await pickGame(page, "dragon");
  if (names) {
    const inputs = page.locator(".seat input[type=text]");
    for (let i = 0; i < names.length; i += 1) await inputs.nth(i).fill(names[i]);
  }
  await page.getByPlaceholder("empty = random").fill(String(seed));
  await page.locator("[data-testid=start]").click();
  await humanTurn(page);
  return gameId(page);
}

// What a position shows: status, players, decision, log.
async function position(page) {
  return {
    status: await text(page, "[data-testid=status]"),
    players: await page.locator("[data-testid=player]").allInnerTexts(),
    decision: ((await page.locator("[data-testid=decision]").innerText()) ?? "").trim(),
    log: await page.locator("[data-testid=log] > li").allInnerTexts(),
  };
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const shot = (page, name) => screenshot(page, `shell-${name}`);

// Screenshots at both widths; neither scrolls sideways.
async function shots(page, name) {
  const desk = await shot(page, name);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  const wide = (await overflow(page)).scrollWidth;
  const phone = await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  check(`${name}: screenshots, no sideways scrolling at 390 px`, desk !== "" && phone !== "" && wide <= PHONE.width + 1,
    `${desk}, ${phone}, scrollWidth ${wide}`);
}

// --- the game picker --------------------------------------------------------
async function picker(browser) {
  await inPage(await openPage(browser), "home", async ({ page }) => {
    await fresh(page);
    const pick = page.locator("[data-testid=pick-dragon]");
    check("home: the game picker offers the Dragon", await pick.isVisible(), await text(page, ".game-card h3"));
    check("home: the heading is the app's", (await text(page, "h1")) === "Board games", await text(page, "h1"));
    await shots(page, "home");
    await pick.click();
    await page.locator("[data-testid=start]").waitFor({ state: "visible" });
    check("home: picking the Dragon shows its setup", (await text(page, "h1")) === "In the Year of the Dragon" && (await page.title()) === "In the Year of the Dragon");
    await shots(page, "setup");
  });
}

// --- several saved games, export / import -----------------------------------
async function savedGames(browser) {
  await inPage(await openPage(browser), "saved games", async ({ page }) => {
    await fresh(page);
    const first = await startGame(page, 111, ["Ada"]);
    for (let i = 0; i < 3; i += 1) await playFirst(page);
    const firstPosition = await position(page);
    const firstActions = await actionsOf(page, first);
    const second = await startGame(page, 222, ["Bo"]);
    await playFirst(page);
    check("saved games: two games have their own saves", first !== second && firstActions > 0 && (await actionsOf(page, second)) > 0,
      `${first} (${firstActions} actions), ${second}`);

    await page.locator("[data-testid=nav-home]").click();
    const resumeHere = page.locator("[data-testid=home-resume]");
    await resumeHere.first().waitFor({ state: "visible" });
    check("home: both games in progress can be resumed from home", (await resumeHere.count()) === 2);
    await shots(page, "home-games");

    await page.locator("[data-testid=nav-saved]").click();
    const rows = page.locator("[data-testid=saved-game]");
    await rows.first().waitFor({ state: "visible" });
    const listed = await rows.allInnerTexts();
    check("saved games: both are listed with players and progress",
      listed.length === 2 && listed.some((t) => t.includes("Ada") && /Month|Draft/.test(t)) && listed.some((t) => t.includes("Bo")),
      short(listed.join(" / "), 300));
    await shots(page, "saved");

    // Resume the first: the same position as when it was left.
    await page.locator(`[data-testid=saved-game][data-id="${first}"] [data-testid=resume]`).click();
    await humanTurn(page);
    check("saved games: resuming the first gives its position", same(await position(page), firstPosition), await text(page, "[data-testid=status]"));

    // Export it, delete it, import the file: the same position again.
    await page.locator("[data-testid=nav-saved]").click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(`[data-testid=saved-game][data-id="${first}"] [data-testid=export]`).click(),
    ]);
    const file = path.join(SHOTS, "export-test.json");
    await download.saveAs(file);
    const exported = await readFile(file, "utf8");
    check("export: the file is the versioned save", JSON.parse(exported).version === 3 && JSON.parse(exported).game === "dragon",
      `${download.suggestedFilename()}, ${exported.length} chars`);

    const del = page.locator(`[data-testid=saved-game][data-id="${first}"] [data-testid=delete]`);
    await del.click();
    check("delete: one click only asks", (await rows.count()) === 2 && (await saveOf(page, first)) !== null);
    await del.click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=saved-game]").length === 1);
    check("delete: the confirmed delete removes the game and its save", (await saveOf(page, first)) === null && (await saveOf(page, second)) !== null);

    await page.locator("[data-testid=import]").setInputFiles(file);
    await humanTurn(page);
    const imported = await gameId(page);
    check("import: the imported game opens at the same position", same(await position(page), firstPosition),
      `${imported}: ${await text(page, "[data-testid=status]")}`);
    await page.locator("[data-testid=nav-saved]").click();
    check("import: it is listed again", (await rows.count()) === 2);
    await rm(file, { force: true });
  });
}

// --- a save of the Dragon-only app (format 1) --------------------------------
async function formatOne(browser) {
  await inPage(await openPage(browser), "format 1", async ({ page }) => {
    await fresh(page, { [LEGACY_KEY]: FORMAT_1 });
    await page.locator("[data-testid=nav-saved]").click();
    const row = page.locator("[data-testid=saved-game]");
    await row.first().waitFor({ state: "visible" });
    const rowText = await row.first().innerText();
    check("format 1: the old save is listed", (await row.count()) === 1 && /Anna/.test(rowText) && /12 decisions/.test(rowText), short(rowText));
    const migrated = await page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), SAVE_PREFIX);
    check("format 1: migrated to a format-2 key, the old key removed",
      migrated.length === 1 && (await page.evaluate((k) => localStorage.getItem(k), LEGACY_KEY)) === null, migrated.join(","));
    await row.first().locator("[data-testid=resume]").click();
    await page.locator("[data-testid=status]").waitFor({ state: "visible" });
    const id = await gameId(page);
    const save = JSON.parse(await saveOf(page, id));
    const old = JSON.parse(FORMAT_1);
    check("format 1: it resumes with the old record and seats",
      JSON.stringify(save.record.actions.slice(0, 12)) === JSON.stringify(old.record.actions) && save.record.seed === 2024 &&
        save.seats[2].level === "Hard" && save.record.options.great_wall === true,
      `${save.record.actions.length} actions`);
    check("format 1: the options are stored once", !("setup" in save) && !("options" in save) && !("seed" in save));
  });
}

// --- shared victory -------------------------------------------------------------
// Players still tied after the tie-break share the victory (China C-11.3,
// Dschingis Khan D-12.3): the game-over panel, the status line and the log
// name both; China's table shows the tie-break (pieces in supply).
async function sharedVictory(browser) {
  await inPage(await openPage(browser), "shared victory", async ({ page }) => {
    const saves = JSON.parse(await readFile(path.join(ROOT, "tests", "e2e", "shared-victory.json"), "utf8"));
    await fresh(page, {
      [SAVE_PREFIX + saves.china.id]: JSON.stringify(saves.china),
      [SAVE_PREFIX + saves.khan.id]: JSON.stringify(saves.khan),
    });
    for (const [game, save] of [["China", saves.china], ["Dschingis Khan", saves.khan]]) {
      // A fresh load (a change of the hash alone does not reload).
      await page.goto(site.origin + BLANK_PATH, { waitUntil: "load" });
      await page.goto(`${site.appUrl}#play/${save.id}`, { waitUntil: "load" });
      const winner = page.locator("[data-testid=winner]");
      await winner.waitFor({ state: "visible" });
      const said = (await winner.innerText()).trim();
      const expected = "Bai and Chen share the victory!";
      check(`shared victory (${game}): game over names both`, said === expected && (await winner.getAttribute("data-shared")) === "true", said);
      const status = await text(page, "[data-testid=status]");
      check(`shared victory (${game}): the status line names both`, status.endsWith(expected), status);
      const log = await page.locator("[data-testid=log] > li").allInnerTexts();
      check(`shared victory (${game}): the log ends naming both`, (log.at(-1) ?? "").trim() === expected, short(log.at(-1)));
      const totals = await page.locator("[data-testid=final-score]").evaluateAll((cells) =>
        Object.fromEntries(cells.map((c) => [c.dataset.seat, c.dataset.total])));
      check(`shared victory (${game}): both have the same final score`, totals["1"] === totals["2"], JSON.stringify(totals));
      if (game === "China") {
        const ties = await page.locator("[data-testid=tie-break]").evaluateAll((cells) =>
          Object.fromEntries(cells.map((c) => [c.dataset.seat, c.textContent.trim()])));
        check("shared victory (China): the tie-break values are shown and equal", ties["1"] != null && ties["1"] === ties["2"], JSON.stringify(ties));
        const ranks = await page.locator(".breakdown th[data-rank]").evaluateAll((ths) => ths.map((t) => t.textContent.trim()));
        check("shared victory (China): both rank first", ranks[0]?.startsWith("1.") && ranks[1]?.startsWith("1."), ranks.join(" | "));
        const token = await page.locator(".china-player .token").first().evaluate((el) => getComputedStyle(el).backgroundColor);
        check("shared victory (China): a save without seat colours gets China's own", token === "rgb(29, 79, 163)", token);
        await shots(page, "shared-china");
      }
    }
  });
}

// --- undo ---------------------------------------------------------------------
async function undo(browser) {
  await inPage(await openPage(browser), "undo", async ({ page }) => {
    await fresh(page);
    const id = await startGame(page, 4242);
    check("undo: not offered before any decision", (await page.locator("[data-testid=undo]").count()) === 0);
    await playFirst(page);
    await playFirst(page);
    const before = await position(page);
    const actions = await actionsOf(page, id);
    await playFirst(page);
    check("undo: offered when the human is to move", await page.locator("[data-testid=undo]").isVisible());
    await page.locator("[data-testid=undo]").click();
    await page.waitForFunction(([k, n]) => {
      try { return JSON.parse(localStorage.getItem(k)).record.actions.length === n; } catch { return false; }
    }, [SAVE_PREFIX + id, actions]);
    await page.waitForTimeout(300); // a stale bot answer must not land now
    check("undo: back to the position before the human's last decision", same(await position(page), before) && (await actionsOf(page, id)) === actions,
      `${await actionsOf(page, id)} actions, expected ${actions}`);
    check("undo: counted in the save", JSON.parse(await saveOf(page, id)).undos === 1);
    await playFirst(page);
    check("undo: the game goes on", (await actionsOf(page, id)) > actions);
  });
}

// --- replay -------------------------------------------------------------------
async function replay(browser) {
  await inPage(await openPage(browser), "replay", async ({ page }) => {
    await fresh(page);
    const id = await startGame(page, 99);
    for (let i = 0; i < 8; i += 1) await playFirst(page);
    const live = await position(page);
    const total = await actionsOf(page, id);
    await page.locator("[data-testid=watch]").first().click();
    const step = page.locator("[data-testid=replay-step]");
    await step.waitFor({ state: "visible" });
    const stepNow = async () => Number(await step.getAttribute("data-step"));
    const players = await page.locator("[data-testid=player]").allInnerTexts();
    check("replay: opens at the live position", (await stepNow()) === total && same(players, live.players), `${total} steps`);
    await page.locator("[data-testid=replay-first]").click();
    check("replay: first is step 0, the draft", (await stepNow()) === 0 && /Draft/.test(await text(page, "[data-testid=status]")));
    await page.locator("[data-testid=replay-last]").click();
    check("replay: last is the live position again", (await stepNow()) === total && same(await page.locator("[data-testid=player]").allInnerTexts(), live.players));

    // The slider to a given step.
    const target = 5;
    await page.locator("[data-testid=replay-slider]").fill(String(target));
    check("replay: the slider goes to step 5", (await stepNow()) === target, await step.textContent());
    const current = await page.locator("[data-testid=log] > li.current").evaluateAll((lis) => lis.map((li) => li.dataset.step));
    check("replay: the step's log lines are highlighted", current.length > 0 && current.every((s) => Number(s) === target), current.join(","));
    await shots(page, "replay");

    await page.locator("[data-testid=replay-forward]").click();
    check("replay: forward", (await stepNow()) === target + 1);
    await page.locator("[data-testid=replay-back]").click();
    await page.locator("[data-testid=replay-back]").click();
    check("replay: back", (await stepNow()) === target - 1);

    // A click on a log line jumps to its step.
    const line = page.locator("[data-testid=log] > li[data-step='3']").first();
    await line.click();
    check("replay: clicking a log line jumps to its step", (await stepNow()) === 3 && (await line.getAttribute("class")).includes("current"));
    await page.locator("[data-testid=replay-first]").click();
    check("replay: first", (await stepNow()) === 0);

    await page.locator("[data-testid=back-to-game]").click();
    await humanTurn(page);
    check("replay: back to the game, unchanged", same(await position(page), live));

    // In the live game too, a click on a log line shows that step.
    await page.locator("[data-testid=log] > li[data-step='4']").first().click();
    await step.waitFor({ state: "visible" });
    check("replay: a log line of the live game opens the replay at its step", (await stepNow()) === 4);
    await page.reload({ waitUntil: "load" });
    await step.waitFor({ state: "visible" });
    check("replay: a reload keeps the replay and its starting step", (await stepNow()) === 4);
  });
}

// --- storage failure ------------------------------------------------------------
async function storageFull(browser) {
  await inPage(await openPage(browser), "storage full", async ({ page }) => {
    await fresh(page);
    const id = await startGame(page, 31337);
    await playFirst(page);
    const saved = await actionsOf(page, id);
    check("storage full: no warning while saving works", (await page.locator("[data-testid=storage-warning]").count()) === 0);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    const log = await logCount(page);
    await playFirst(page);
    const warning = page.locator("[data-testid=storage-warning]");
    const shown = await warning.waitFor({ state: "visible", timeout: 5_000 }).then(() => true, () => false);
    check("storage full: the page says so", shown && /full/i.test(await warning.textContent()), short(shown ? await warning.textContent() : ""));
    await playFirst(page);
    await playFirst(page);
    check("storage full: the game goes on in memory", (await logCount(page)) > log && (await actionsOf(page, id)) === saved,
      `log ${log} -> ${await logCount(page)}, saved actions stay ${saved}`);
    await page.locator("[data-testid=nav-saved]").click();
    check("storage full: the game is still listed", (await page.locator("[data-testid=saved-game]").count()) === 1);
  });
}

// No storage at all (the browser refuses it): the page says so, play goes on.
async function storageBlocked(browser) {
  const { context, page, errors } = await openPage(browser);
  try {
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto(site.appUrl, { waitUntil: "load" });
    const warning = page.locator("[data-testid=storage-warning]");
    const shown = await warning.waitFor({ state: "visible", timeout: 10_000 }).then(() => true, () => false);
    check("no storage: the page says games are not saved", shown && /no storage/i.test(await warning.textContent()), short(shown ? await warning.textContent() : ""));
    await startGame(page, 5);
    const log = await logCount(page);
    await playFirst(page);
    await playFirst(page);
    check("no storage: the game goes on in memory", (await logCount(page)) > log, `log ${log} -> ${await logCount(page)}`);
    check("no storage: no console errors", errors.length === 0, short(errors.join(" | "), 400));
  } finally {
    await context.close();
  }
}

runSuite({
  title: "shell test",
  basePath: "/sub/games/",
  deadlineMs: 300_000,
  scenarios: [
    ["game picker", picker],
    ["saved games", savedGames],
    ["format 1", formatOne],
    ["undo", undo],
    ["replay", replay],
    ["shared victory", sharedVictory],
    ["storage full", storageFull],
    ["no storage", storageBlocked],
  ],
});
