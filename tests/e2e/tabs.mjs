// Browser test: no saved game is ever lost with two pages of the app open
// at once (two tabs; an installed window beside a tab is the same origin,
// so the same case). Two pages of one browser context play the same Dragon
// game (one human, three Medium bots, `?botDelay=0`):
//
// - the scenario: start in A, resume in B, play on in B, then play
//   in A: every decision of B is kept; and the reverse order;
// - a page that never hears of the other (its `storage` events blocked)
//   plays on an old position: nothing is overwritten, its move is offered
//   as a copy and kept when asked;
// - a write that replaced this page's decisions (two pages writing the same
//   revision at once, made here by a third page): they are kept as a copy;
// - both pages playing alternately for 20 decisions;
// - a page reloading while the other plays;
// - export all games in one file, import it in another browser (merged by
//   id), and again (nothing added twice); whether storage is kept is said.
//
//   node tests/e2e/tabs.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  ACTION, BLANK_PATH, DESKTOP, PHONE, ROOT, SAVE_PREFIX, check, checkWidth, openPage, runSuite, screenshot, site,
  waitHumanOrOver,
} from "./harness.mjs";

const NOTICE = "[data-testid=elsewhere]";

// Two pages (or more) of one browser context: one origin, one storage.
// `newPage({ deaf })` adds one; a deaf page never hears of the others.
async function openContext(browser) {
  const opened = await openPage(browser, { acceptDownloads: true });
  const { context, errors } = opened;
  await context.pages()[0].close();
  const newPage = async ({ deaf = false } = {}) => {
    const page = await context.newPage();
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
    page.setDefaultTimeout(15_000);
    // Its own listener on the window, in the capture phase, runs first and
    // stops the event.
    if (deaf) {
      await page.addInitScript(() =>
        window.addEventListener("storage", (e) => e.stopImmediatePropagation(), true),
      );
    }
    return page;
  };
  return { context, errors, newPage };
}

// Runs `body` with a fresh context of pages; the console must stay clean
// ("<label>: no console errors"); the context is closed whatever happened.
async function inContext(browser, label, body) {
  const opened = await openContext(browser);
  try {
    await body(opened);
    check(`${label}: no console errors`, opened.errors.length === 0, opened.errors.join(" | ").slice(0, 300));
  } finally {
    await opened.context.close();
  }
}

// A first page on empty storage that starts a Dragon game of `seed`.
async function firstPage(newPage, seed, options = {}) {
  const page = await newPage(options);
  await clearStorage(page);
  await open(page);
  return { page, id: await startGame(page, seed) };
}

async function clearStorage(page) {
  await page.goto(site.origin + BLANK_PATH, { waitUntil: "load" });
  await page.evaluate(() => localStorage.clear());
}

async function open(page, hash = "") {
  await page.goto(site.appUrl + hash, { waitUntil: "load" });
  await page.locator("h1").waitFor({ state: "visible" });
}

const saveOf = (page, id) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), SAVE_PREFIX + id);
const actionsOf = async (page, id) => (await saveOf(page, id))?.record?.actions ?? [];
// The saves kept as copies.
const copiesIn = (page) =>
  page.evaluate((prefix) => Object.keys(localStorage)
    .filter((k) => k.startsWith(prefix))
    .map((k) => JSON.parse(localStorage.getItem(k)))
    .filter((s) => s.copy_of), SAVE_PREFIX);
const logCount = (page) => page.locator("[data-testid=log] > li").count();
const isPrefix = (a, b) => a.length <= b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));

const humanTurn = waitHumanOrOver;

// Plays the first legal action and waits until it was saved (the save holds
// more actions) and the human is to decide again.
async function playFirst(page, id) {
  const before = (await actionsOf(page, id)).length;
  await page.locator(ACTION).first().click();
  await page.waitForFunction(
    ([k, n]) => (JSON.parse(localStorage.getItem(k) ?? "null")?.record?.actions?.length ?? 0) > n,
    [SAVE_PREFIX + id, before],
  );
  await humanTurn(page);
}

async function startGame(page, seed) {
  await page.locator("[data-testid=nav-home]").click();
  await page.locator("[data-testid=pick-dragon]").click();
  await page.locator("[data-testid=start]").waitFor({ state: "visible" });
  await page.getByPlaceholder("empty = random").fill(String(seed));
  await page.locator("[data-testid=start]").click();
  await humanTurn(page);
  return page.evaluate(() => decodeURIComponent(location.hash.replace(/^#play\//, "")));
}

// The page shows the game as saved: the newer position at once, or after
// "Show the newer position" when its player was partway through a turn.
// Returns how it got there ("at once" or "asked").
async function catchUp(page, id) {
  const deadline = Date.now() + 10_000;
  let how = "at once";
  for (;;) {
    if ((await page.locator(`${NOTICE}[data-kind=newer]`).count()) > 0) {
      how = "asked";
      await page.locator("[data-testid=elsewhere-show]").click();
    }
    const shown = Number(await page.locator("[data-testid=status]").getAttribute("data-moves"));
    if (shown === (await actionsOf(page, id)).length) break;
    if (Date.now() > deadline) throw new Error(`the page did not catch up (${shown} moves shown)`);
    await page.waitForTimeout(50);
  }
  await humanTurn(page);
  return how;
}

const shot = (page, name) => screenshot(page, `tabs-${name}`);

// --- the scenario, both orders ----------------------------------------
async function scenario(browser, reverse) {
  const name = reverse ? "reverse order" : "issue scenario";
  await inContext(browser, `${name}`, async ({ newPage }) => {
    const first = await newPage();
    await clearStorage(first);
    await open(first);
    const id = await startGame(first, reverse ? 31 : 21);
    for (let i = 0; i < 4; i += 1) await playFirst(first, id);
    const second = await newPage();
    await open(second);
    await second.locator("[data-testid=home-resume]").first().click();
    await humanTurn(second);
    // The issue: B plays on, then A (which showed the older position) acts.
    // Reversed: A plays on, then B acts.
    const [on, late] = reverse ? [first, second] : [second, first];
    for (let i = 0; i < 7; i += 1) await playFirst(on, id);
    const kept = await actionsOf(on, id);
    const how = await catchUp(late, id);
    await playFirst(late, id);
    const after = await actionsOf(late, id);
    check(`${name}: every decision of the page that played on is kept`, isPrefix(kept, after) && after.length > kept.length,
      `${kept.length} actions, then ${after.length}; the late page showed the newer position ${how}`);
    await catchUp(on, id);
    check(`${name}: both pages show the same game`, (await logCount(on)) === (await logCount(late)),
      `${await logCount(on)} and ${await logCount(late)} log lines`);
  });
}

// --- a page that did not hear: its stale write is refused --------------------
async function staleWrite(browser) {
  await inContext(browser, "stale write", async ({ newPage }) => {
    const { page: deaf, id } = await firstPage(newPage, 41, { deaf: true });
    await playFirst(deaf, id);
    const other = await newPage();
    await open(other, `#play/${id}`);
    await humanTurn(other);
    for (let i = 0; i < 5; i += 1) await playFirst(other, id);
    const kept = await actionsOf(other, id);
    // The deaf page still shows its old position and acts on it, choosing
    // otherwise than the other page did (the same choice would lose nothing).
    await deaf.locator(ACTION).last().click();
    await deaf.locator(NOTICE).waitFor({ state: "visible" });
    const kind = await deaf.locator(NOTICE).getAttribute("data-kind");
    const stored = await actionsOf(deaf, id);
    check("stale write: the old position never overwrites the newer save", isPrefix(kept, stored) && stored.length === kept.length,
      `${kept.length} actions kept, ${stored.length} stored`);
    check("stale write: the player is told and offered to keep the move", kind === "refused",
      `${kind}: ${(await deaf.locator(NOTICE).innerText()).replace(/\s+/g, " ")}`);
    check("stale write: the newer position is shown", (await logCount(deaf)) === (await logCount(other)));
    check("stale write: notice screenshot", (await shot(deaf, "refused")) !== "");
    await deaf.locator("[data-testid=elsewhere-keep]").click();
    await deaf.locator(`${NOTICE}[data-kind=copied]`).waitFor({ state: "visible" });
    const copies = await copiesIn(deaf);
    const copy = copies[0];
    check("stale write: the move is kept as a named copy of the game", copies.length === 1 && copy.copy_of === id
      && copy.record.actions.length > 0 && !isPrefix(copy.record.actions, kept),
      `${copies.length} copies, ${copy?.record?.actions?.length} actions`);
    await deaf.locator("[data-testid=nav-saved]").click();
    const badge = deaf.locator(`[data-testid=saved-game][data-id="${copy?.id}"] [data-testid=copy-badge]`);
    check("stale write: the saved games list marks the copy", (await badge.count()) === 1);
    check("stale write: saved games with a copy, screenshot", (await shot(deaf, "saved-copy")) !== "");
  });
}

// --- two writes of the same revision: the replaced decisions are copied ----
async function raced(browser) {
  await inContext(browser, "same revision twice", async ({ newPage }) => {
    const { page, id } = await firstPage(newPage, 51);
    for (let i = 0; i < 3; i += 1) await playFirst(page, id);
    const mine = await saveOf(page, id);
    // Another page wrote the same revision over the one before, from an
    // older position: what the browser applied last replaced this page's.
    const theirs = structuredClone(mine);
    theirs.record.actions = mine.record.actions.slice(0, 1);
    const writer = await newPage();
    await writer.goto(site.origin + BLANK_PATH, { waitUntil: "load" });
    await writer.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [SAVE_PREFIX + id, theirs]);
    await page.locator(`${NOTICE}[data-kind=copied]`).waitFor({ state: "visible" });
    const copies = await copiesIn(page);
    check("same revision twice: this page's decisions are kept as a copy at once",
      copies.length === 1 && isPrefix(mine.record.actions, copies[0].record.actions) && copies[0].copy_of === id,
      `${copies.length} copies, ${copies[0]?.record?.actions?.length} of ${mine.record.actions.length} actions`);
    check("same revision twice: the surviving game is shown", (await actionsOf(page, id)).length === 1);
    await page.locator("[data-testid=elsewhere-open-copy]").click();
    await humanTurn(page);
    const opened = await page.evaluate(() => location.hash);
    check("same revision twice: the copy opens and plays on", opened.includes(copies[0]?.id ?? "none"), opened);
  });
}

// --- both pages playing alternately ----------------------------------------
async function alternate(browser) {
  await inContext(browser, "alternating", async ({ newPage }) => {
    const a = await newPage();
    await clearStorage(a);
    // A third page shows the saved games, a fourth the home screen, both
    // open before the game starts: they follow it as it is played elsewhere.
    const list = await newPage();
    await open(list, "#saved");
    const home = await newPage();
    await open(home);
    await open(a);
    const id = await startGame(a, 61);
    const b = await newPage();
    await open(b, `#play/${id}`);
    await humanTurn(b);
    const saved = [];
    const ways = { "at once": 0, asked: 0 };
    let page = a;
    for (let i = 0; i < 20; i += 1) {
      ways[await catchUp(page, id)] += 1;
      if ((await page.locator("[data-testid=game-over]").count()) > 0) break;
      await playFirst(page, id);
      saved.push(await actionsOf(page, id));
      page = page === a ? b : a;
    }
    const final = await actionsOf(a, id);
    const lost = saved.filter((s) => !isPrefix(s, final)).length;
    check("alternating: 20 decisions, every saved one kept", saved.length === 20 && lost === 0,
      `${saved.length} decisions, ${final.length} actions saved, ${lost} lost; newer position shown at once ${ways["at once"]}, asked ${ways.asked}`);
    const row = list.locator(`[data-testid=saved-game][data-id="${id}"] .saved-progress`);
    const listed = async () => (await row.innerText()).includes(`${final.length} decisions`);
    await list.waitForFunction(([sel, n]) => document.querySelector(sel)?.textContent.includes(`${n} decisions`),
      [`[data-testid=saved-game][data-id="${id}"] .saved-progress`, final.length]).catch(() => {});
    check("alternating: the saved games list on a third page follows live", await listed(), (await row.innerText()).trim());
    const resume = home.locator("[data-testid=home-resume]");
    await resume.first().waitFor({ state: "visible", timeout: 5000 }).catch(() => {});
    check("alternating: the home screen's continue list, open before, offers the new game", (await resume.count()) === 1);
    check("alternating: no copies were needed", (await a.evaluate((p) => Object.keys(localStorage).filter((k) => k.startsWith(p)).length, SAVE_PREFIX)) === 1);
  });
}

// --- a page reloading while the other plays --------------------------------
async function reloading(browser) {
  await inContext(browser, "reload", async ({ newPage }) => {
    const { page: a, id } = await firstPage(newPage, 71);
    const b = await newPage();
    await open(b, `#play/${id}`);
    await humanTurn(b);
    const reload = a.reload({ waitUntil: "load" });
    for (let i = 0; i < 4; i += 1) await playFirst(b, id);
    await reload;
    await catchUp(a, id);
    const kept = await actionsOf(b, id);
    await playFirst(a, id);
    const after = await actionsOf(a, id);
    check("reload: the reloaded page shows the game as saved and plays on from it", isPrefix(kept, after) && after.length > kept.length,
      `${kept.length} then ${after.length} actions`);
    await catchUp(b, id);
    check("reload: the other page follows", (await logCount(a)) === (await logCount(b)));
  });
}

// --- export all, import all ---------------------------------------------------
async function backup(browser) {
  const here = await openContext(browser);
  const there = await openContext(browser);
  try {
    const page = await here.newPage();
    await clearStorage(page);
    await open(page);
    const ids = [await startGame(page, 81), await startGame(page, 82), await startGame(page, 83)];
    await playFirst(page, ids[2]);
    await page.locator("[data-testid=nav-saved]").click();
    const kept = page.locator("[data-testid=storage-kept]");
    await kept.waitFor({ state: "visible" });
    const keptText = (await kept.innerText()).trim();
    const persistent = await kept.getAttribute("data-kept");
    check("backup: the saved games say whether the browser keeps them", keptText.length > 20
      && (persistent === "true" ? /keeps/.test(keptText) : /Export all games/.test(keptText)), `${persistent}: ${keptText}`);
    check("backup: saved games screenshot", (await shot(page, "saved")) !== "");
    await checkWidth(page, PHONE, "backup: saved games");
    check("backup: saved games at 390 px, screenshot", (await shot(page, "saved-phone")) !== "");
    await page.setViewportSize(DESKTOP);
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-testid=export-all]").click()]);
    const file = path.join(ROOT, "target", "tabs-export-all.json");
    await download.saveAs(file);
    const all = JSON.parse(await readFile(file, "utf8"));
    const list = all.saves ?? [];
    check("backup: one file holds every saved game, each as one game's export",
      Array.isArray(list) && list.length === 3 && all.record_against_bots?.version === 1 && ids.every((id) => list.some((s) => s.id === id && s.version === 3 && s.record)),
      `${list.length} games in ${download.suggestedFilename()}`);

    // Another browser: the file adds every game; again, it adds none.
    const other = await there.newPage();
    await clearStorage(other);
    await open(other, "#saved");
    let lastReport = "";
    const importAll = async () => {
      await other.locator("[data-testid=import]").setInputFiles(file);
      const report = other.locator("[data-testid=merge-report]");
      await other.waitForFunction((before) => {
        const el = document.querySelector("[data-testid=merge-report]");
        return el && el.textContent !== before;
      }, lastReport);
      lastReport = await report.textContent();
      const counts = {};
      for (const k of ["added", "updated", "unchanged", "older", "copies", "refused"]) counts[k] = Number(await report.getAttribute(`data-${k}`));
      const shown = (await report.innerText()).replace(/\s+/g, " ");
      return { counts, shown };
    };
    const first = await importAll();
    check("backup: importing it elsewhere adds every game", first.counts.added === 3 && (await other.locator("[data-testid=saved-game]").count()) === 3, first.shown);
    const again = await importAll();
    check("backup: importing it again changes nothing", again.counts.unchanged === 3 && again.counts.added === 0 && again.counts.copies === 0
      && (await other.locator("[data-testid=saved-game]").count()) === 3, again.shown);
    // The game moved on there; here's older file merges without loss.
    await other.locator(`[data-testid=saved-game][data-id="${ids[0]}"] [data-testid=resume]`).click();
    await humanTurn(other);
    await playFirst(other, ids[0]);
    await playFirst(other, ids[0]);
    const newer = await actionsOf(other, ids[0]);
    await other.locator("[data-testid=nav-saved]").click();
    const older = await importAll();
    check("backup: an older file never overwrites a game that moved on", older.counts.older === 1 && isPrefix(newer, await actionsOf(other, ids[0]))
      && (await actionsOf(other, ids[0])).length === newer.length, older.shown);
    check("backup: no console errors", here.errors.length + there.errors.length === 0, [...here.errors, ...there.errors].join(" | ").slice(0, 300));
  } finally {
    await here.context.close();
    await there.context.close();
  }
}

runSuite({
  title: "tabs test",
  basePath: "/sub/games/",
  deadlineMs: 400_000,
  scenarios: [
    ["issue scenario", (b) => scenario(b, false)],
    ["reverse order", (b) => scenario(b, true)],
    ["stale write", staleWrite],
    ["same revision twice", raced],
    ["alternating", alternate],
    ["reload", reloading],
    ["backup", backup],
  ],
});
