// Hard on every core (src/pool.rs, issue 37): the pool's size from the
// cores the browser reports (every core but one, never fewer than one
// worker), the "Cores for the bots" setting remembered; with two workers a
// Hard bot's moves and Hard's hint are asked of both and come from the sum
// of their root statistics; an undo (of the hint), a new game or leaving
// the game while Hard thinks on two workers drops both workers' answers
// (none is applied), and the game goes on when resumed. What the pool did is read from the page's
// body (`data-pool-*`, src/pool.rs's Tally): no clock is asserted.

import {
  ACTION,
  check,
  decide,
  fresh,
  inPage,
  openPage,
  pickGame,
  runSuite,
  saveKey,
  savedActions,
  setUp,
  waitHumanOrOver,
} from "./harness.mjs";

// The pool's tally on the page's body (src/pool.rs).
const tally = (page) =>
  page.evaluate(() => {
    const d = document.body.dataset;
    const n = (x) => Number(x ?? 0);
    return { asks: n(d.poolAsks), decisions: n(d.poolDecisions), asked: n(d.poolAsked), answered: n(d.poolAnswered), stale: n(d.poolStale) };
  });

// A page whose browser reports `cores` cores.
async function withCores(browser, cores) {
  const opened = await openPage(browser);
  await opened.context.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => n });
  }, cores);
  return opened;
}

const options = (page) => page.locator("[data-testid=cores] option").allTextContents();

async function size(browser) {
  await inPage(await withCores(browser, 1), "one core", async ({ page }) => {
    await fresh(page);
    await pickGame(page, "dragon");
    check("one reported core: one worker", (await page.locator("[data-testid=cores]").inputValue()) === "1");
    check("one reported core: only 1 offered", JSON.stringify(await options(page)) === '["1"]');
    // A game with a Hard bot still plays on the one worker.
    await setUp(page, ["human", "hard"], 3);
    await page.locator("[data-testid=start]").click();
    await decide(page, () => page.locator(ACTION).first().click());
    check("one reported core: the Hard bot answers", await waitHumanOrOver(page));
  });
  await inPage(await withCores(browser, 4), "four cores", async ({ page }) => {
    await fresh(page);
    await pickGame(page, "dragon");
    check("four reported cores: three workers by default", (await page.locator("[data-testid=cores]").inputValue()) === "3");
    check("four reported cores: 1 to 4 offered", JSON.stringify(await options(page)) === '["1","2","3","4"]');
    await page.locator("[data-testid=cores]").selectOption("2");
    await page.reload({ waitUntil: "load" });
    await page.locator("[data-testid=cores]").waitFor({ state: "visible" });
    check("the chosen size is remembered", (await page.locator("[data-testid=cores]").inputValue()) === "2");
  });
}

async function pooledHard(browser) {
  await inPage(await withCores(browser, 3), "pooled Hard", async ({ page }) => {
    await fresh(page);
    await pickGame(page, "dragon");
    check("pooled: two workers on three cores", (await page.locator("[data-testid=cores]").inputValue()) === "2");
    await setUp(page, ["human", "hard"], 11);
    await page.locator("select").filter({ hasText: "0.2" }).first().selectOption("200").catch(() => {});
    await page.locator("[data-testid=start]").click();
    let moves = 0;
    // Every Hard move is a decision asked of both workers (the tally's
    // asks); at least one is made from both answers (a worker late by the
    // deadline would be left out).
    await waitHumanOrOver(page);
    const first = await tally(page);
    const firstSaved = await savedActions(page);
    let fromTwo = 0;
    for (let i = 0; i < 6; i += 1) {
      if (!(await waitHumanOrOver(page))) break;
      await decide(page, () => page.locator(ACTION).first().click());
      moves += 1;
      await waitHumanOrOver(page);
      if ((await tally(page)).answered === 2) fromTwo += 1;
    }
    check(`pooled: the Hard bot answered ${moves} times from two workers`, moves === 6 && (await waitHumanOrOver(page)));
    const last = await tally(page);
    const botMoves = (await savedActions(page)) - firstSaved - moves;
    check(
      "pooled: every Hard move was asked of both workers",
      botMoves > 0 && last.asks - first.asks === botMoves && last.decisions - first.decisions === botMoves && last.asked === 2,
      `${botMoves} Hard moves, ${last.asks - first.asks} asked of the pool, ${last.decisions - first.decisions} made`,
    );
    check("pooled: Hard's moves were made from both workers' answers", fromTwo > 0, `${fromTwo} of ${moves}`);
    // The hint on the pool.
    const before = await tally(page);
    await page.locator("[data-testid=hint]").click();
    await page.locator("[data-testid=hint-text]").waitFor({ state: "visible", timeout: 15_000 });
    check("pooled: Hard's hint comes", (await page.locator(`${ACTION}.hinted`).count()) === 1);
    const after = await tally(page);
    check("pooled: the hint was asked of both workers", after.decisions === before.decisions + 1 && after.asked === 2, JSON.stringify(after));
  });
}

// Waits until both workers' answers to a cancelled decision were dropped
// (the page's count of stale replies up by 2); true when they were.
const bothDropped = (page, stale) =>
  page
    .waitForFunction((n) => Number(document.body.dataset.poolStale ?? 0) >= n, stale + 2, { timeout: 60_000 })
    .then(() => true, () => false);

// Plays the human's first choices until Hard is asked (the pool's tally
// of asks passes `asks`): the saved actions before the last one, or -1.
async function untilHardAsked(page, asks) {
  for (let i = 0; i < 12; i += 1) {
    const before = await savedActions(page);
    await decide(page, () => page.locator(ACTION).first().click());
    const asked = await page
      .waitForFunction((n) => Number(document.body.dataset.poolAsks ?? 0) > n, asks, { timeout: 3_000 })
      .then(() => true, () => false);
    if (asked) return before;
  }
  return -1;
}

// Hard decisions on two workers with a long think time (5 s), cancelled by
// an undo (the hint, asked while the human is to move), by a new game and
// by leaving the game (a Hard bot's move): each time each worker's answer is
// dropped, no choice is made from them and nothing is applied; resumed, the
// game goes on.
async function cancelled(browser) {
  await inPage(await withCores(browser, 3), "cancelled", async ({ page }) => {
    const start = async () => {
      await setUp(page, ["human", "hard"], 11);
      await page.locator("select").filter({ hasText: "0.2" }).first().selectOption("5000");
      await page.locator("[data-testid=start]").click();
      await waitHumanOrOver(page);
    };
    const saved = (key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions.length, key);
    await fresh(page);
    await pickGame(page, "dragon");
    await start();
    // An undo while the hint is searched on both workers.
    await decide(page, () => page.locator(ACTION).first().click());
    await waitHumanOrOver(page);
    const t0 = await tally(page);
    const before = await savedActions(page);
    await page.locator("[data-testid=hint]").click();
    await page.waitForFunction((n) => Number(document.body.dataset.poolAsks ?? 0) > n, t0.asks);
    await page.locator("[data-testid=undo]").click();
    const undone = await savedActions(page);
    const dropped = await bothDropped(page, t0.stale);
    // Past the pool's deadline (think time + 400 ms) too: nothing comes.
    await page.waitForTimeout(1000);
    const t1 = await tally(page);
    check("undo: both workers' answers to the hint are dropped", dropped && t1.stale === t0.stale + 2, JSON.stringify(t1));
    check("undo: no choice is made from them", t1.decisions === t0.decisions, JSON.stringify(t1));
    const hinted = (await page.locator("[data-testid=hint-text]").count()) + (await page.locator(`${ACTION}.hinted`).count());
    check("undo: no stale hint is shown, the position stays undone", hinted === 0 && undone < before && (await savedActions(page)) === undone, `${hinted} hint marks; ${before} -> ${undone} actions`);
    // `away` takes the player off the game while the Hard bot searches on
    // both workers: each answer is dropped, nothing chosen, nothing applied.
    const cancelledBy = async (what, t0, away) => {
      check(`${what}: Hard is asked of the pool`, (await untilHardAsked(page, t0.asks)) >= 0);
      const key = await saveKey(page);
      const played = await savedActions(page);
      await away();
      const dropped = await bothDropped(page, t0.stale);
      await page.waitForTimeout(1000);
      const t1 = await tally(page);
      check(`${what}: both workers' answers are dropped`, dropped && t1.stale === t0.stale + 2, JSON.stringify(t1));
      check(`${what}: no choice is made, no move is applied`, t1.decisions === t0.decisions && (await saved(key)) === played, `${await saved(key)} actions saved, ${played} before`);
      return { key, played };
    };
    await cancelledBy("new game", t1, async () => {
      await page.locator("[data-testid=leave]").click();
      await page.locator("[data-testid=start]").waitFor({ state: "visible" });
    });
    // Leaving for the home screen while the Hard bot searches.
    await start();
    const hash = await page.evaluate(() => location.hash);
    const { key, played } = await cancelledBy("leaving", await tally(page), async () => {
      await page.locator("[data-testid=nav-home]").click();
      await page.locator("[data-testid=home]").waitFor({ state: "visible" });
    });
    // Resumed (a reload at the game): Hard is asked afresh and moves.
    await page.evaluate((h) => (location.hash = h), hash);
    await page.reload({ waitUntil: "load" });
    check("resumed: the Hard bot moves", await waitHumanOrOver(page).then(() => true, () => false));
    const t2 = await tally(page);
    check("resumed: from a new decision of both workers", t2.decisions > 0 && t2.asked === 2 && (await saved(key)) > played, JSON.stringify(t2));
  });
}

runSuite({
  title: "pool",
  basePath: "/sub/pool/",
  deadlineMs: 300_000,
  scenarios: [
    ["size", size],
    ["pooled Hard", pooledHard],
    ["cancelled", cancelled],
  ],
});
