// Browser test of the Hard bot's post-game review (dist/, from `trunk build
// --release`). A finished 2-player Dragon game (played by Medium bots in the
// engine's `review` tool, seat 0 marked human) is put in storage; the test
// opens it from the game-over panel, reviews it with a small budget
// (`?reviewBudget=40`) to the end, checks the chart (SVG and table) and the
// ranked list, opens the replay at a ranked decision (and sees the review's
// note there), comes back, reloads (the saved review shows at once, not
// recomputed), reaches the review from the saved-games list, and cancels a
// review with a large budget. Prints (does not assert) the review time.
// The replay opened from a ranked decision draws both moves on the board:
// exactly one spot marked "played" (.mark-played) and one "preferred"
// (.mark-preferred), with the key beside the board, no axe-core WCAG A/AA
// violation (desktop and phone) and nothing animated under reduced motion;
// China and Dschingis Khan games (3 players, engine-made, reviewed with a
// tiny budget) mark at most one spot of each kind at every judged decision,
// and both at one of them at least. A review on two workers (`?cores=2`)
// gives the verdicts of one worker, and cancelled, drops both workers'
// answers.
// Screenshots at 1366x768 and 390x844 go to target/screenshots/review-*.png
// (review-marks-<game>-desktop/phone.png: the replay with the marks).
//
//   node tests/e2e/review.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default:
// /usr/bin/chromium), REVIEW (default: <repo>/target/release/review; build
// it with `cargo build --release -p tools --bin review`). REVIEW_FULL=1 also
// reviews a whole 4-player Dragon game at the default budget and prints the
// time (minutes on a slow machine).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import path from "node:path";
import {
  DESKTOP, DIST, PHONE, REVIEW, REVIEW_PREFIX, SAVE_PREFIX,
  axe, check, finishedGame, fresh as freshApp, openPage as newPage, overflow, runSuite, screenshot,
} from "./harness.mjs";

const DEADLINE_MS = 600_000;

const openPage = (browser, viewport = DESKTOP) => newPage(browser, { viewport, timeout: 15_000 });

// The app with exactly `storage`, at `?query` and `hash`.
const fresh = (page, storage, query, hash = "") => freshApp(page, { storage, query: `?${query}`, hash });

// A screenshot of the window (review-<name>.png); the page must not scroll sideways.
async function shot(page, name) {
  const file = await screenshot(page, `review-${name}`, { fullPage: false });
  const o = await overflow(page);
  check(`${name}: no sideways scrolling`, o.scrollWidth - o.width <= 1, `${o.scrollWidth - o.width}px`);
  return file;
}

// The review's marks on the replay's board: how many spots carry each.
const markCounts = (page) =>
  page.evaluate(() => ({
    played: document.querySelectorAll(".game.replay .mark-played").length,
    preferred: document.querySelectorAll(".game.replay .mark-preferred").length,
  }));

// Moves the replay to `step` with its slider.
async function replayTo(page, step) {
  await page.evaluate((s) => {
    const slider = document.querySelector("[data-testid=replay-slider]");
    slider.value = String(s);
    slider.dispatchEvent(new Event("input", { bubbles: true }));
  }, step);
  await page.waitForFunction(
    (s) => document.querySelector("[data-testid=review-note]")?.getAttribute("data-step") === String(s),
    step,
  );
}

// A screenshot of the replay with the played mark in view.
async function marksShot(page, name) {
  await page.locator(".game.replay .mark-played").first().scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const el = document.querySelector(".game.replay .mark-played");
    el?.scrollIntoView({ block: "center", inline: "center" });
  });
  await shot(page, name);
}

// The ranked entries where Hard prefers another move: their steps.
const differing = (page) =>
  page
    .locator("[data-testid=review-item]")
    .evaluateAll((items) => items.filter((i) => !/agrees/.test(i.textContent)).map((i) => Number(i.dataset.step)));

// A China or Dschingis Khan game reviewed with a tiny budget: at every
// decision where Hard prefers another move the replay marks at most one
// spot of each kind, and both at one of them at least (screenshots, axe).
async function otherGame(browser, game) {
  const id = `${game}-review-test`;
  const save = await finishedGame(3, 3, id, game);
  const { context, page, errors } = await openPage(browser);
  await fresh(page, { [SAVE_PREFIX + id]: save }, "botDelay=0&reviewBudget=12", `#review/${id}`);
  const ms = await reviewToTheEnd(page, 240_000);
  console.log(`review time, 3-player ${game}, human seat, budget 12: ${(ms / 1000).toFixed(1)} s`);
  const steps = await differing(page);
  check(`${game}: Hard prefers another move somewhere`, steps.length > 0, `${steps.length}`);
  await page.locator(`[data-testid=review-item][data-step="${steps[0]}"] button`).click();
  await page.locator("[data-testid=review-note]").waitFor({ state: "visible" });
  let both = null;
  let onMap = null;
  let tooMany = [];
  for (const step of steps) {
    await replayTo(page, step);
    const c = await markCounts(page);
    if (c.played > 1 || c.preferred > 1) tooMany.push(`${step}: ${c.played}/${c.preferred}`);
    if (c.played === 1 && c.preferred === 1) {
      both ??= step;
      const svg = await page.evaluate(() => document.querySelectorAll("svg .mark-played, svg .mark-preferred").length);
      if (svg > 0) onMap ??= step;
    }
  }
  // The pictures show a decision with a mark on the map when there is one.
  both = onMap ?? both;
  check(`${game}: at most one spot of each mark at every judged decision`, tooMany.length === 0, tooMany.join(", "));
  check(`${game}: some decision shows both moves on the board`, both !== null, `step ${both}`);
  if (both !== null) {
    await replayTo(page, both);
    const badges = await page.locator(".game.replay .mark-badge").count();
    const svg = await page.evaluate(() => document.querySelectorAll("svg .mark-played, svg .mark-preferred").length);
    check(`${game}: each mark on the map has its badge`, badges === svg, `${badges} badges, ${svg} marked in SVG`);
    await axe(page, `${game} replay with marks (desktop)`);
    await marksShot(page, `marks-${game}-desktop`);
    const review = await page.evaluate((k) => localStorage.getItem(k), REVIEW_PREFIX + id);
    const phone = await openPage(browser, PHONE);
    await fresh(phone.page, { [SAVE_PREFIX + id]: save, [REVIEW_PREFIX + id]: review }, "botDelay=0", `#replay/${id}/${both}`);
    await phone.page.locator("[data-testid=review-note]").waitFor({ state: "visible" });
    const c = await markCounts(phone.page);
    check(`${game}: the phone's board marks both moves too`, c.played === 1 && c.preferred === 1, JSON.stringify(c));
    await axe(phone.page, `${game} replay with marks (phone)`);
    await marksShot(phone.page, `marks-${game}-phone`);
    await phone.context.close();
  }
  check(`${game}: no errors in the console`, errors.length === 0, errors.slice(0, 3).join(" | "));
  await context.close();
}

// Reviews the game on screen to the end; the time from the start (ms).
async function reviewToTheEnd(page, timeout) {
  const t0 = Date.now();
  await page.locator("[data-testid=review-summary]").waitFor({ state: "visible", timeout });
  return Date.now() - t0;
}

// The Dragon game: the review from the game-over panel, the replay at a
// ranked decision, a reload, the saved-games list, a cancelled review.
async function dragon(browser) {
  const id = "dragon-review-test";
  const save = await finishedGame(2, 3, id);
  const storage = { [SAVE_PREFIX + id]: save };
  const { context, page, errors } = await openPage(browser);
  // From the game-over panel.
  await fresh(page, storage, "botDelay=0&reviewBudget=40", `#play/${id}`);
  await page.locator("[data-testid=game-over] [data-testid=review]").click();
  // (The review screen's code is a wasm file of its own, fetched first.)
  check("the game-over panel opens the review",
    await page.locator("div[data-testid=review]").first().waitFor({ state: "visible", timeout: 15_000 }).then(() => true, () => false));
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

  // An entry opens the replay at its decision (one where Hard prefers
  // another move), with both moves drawn on the board.
  const steps = await differing(page);
  check("Hard prefers another move somewhere", steps.length > 0, `${steps.length}`);
  const pick = page.locator(`[data-testid=review-item][data-step="${steps[0]}"]`);
  const step = Number(await pick.getAttribute("data-step"));
  await pick.locator("button").click();
  await page.waitForFunction((want) => location.hash.endsWith(`/${want}`), step);
  const hash = await page.evaluate(() => location.hash);
  check("an entry opens the replay at that decision", hash === `#replay/${id}/${step}`, hash);
  const note = page.locator("[data-testid=review-note]");
  check("the replay names both moves beside the board", (await note.getAttribute("data-step")) === String(step) && /Anna played/.test(await note.textContent()));
  const marks = await markCounts(page);
  check("the board marks exactly the move played and Hard's move", marks.played === 1 && marks.preferred === 1, JSON.stringify(marks));
  const apart = await page.evaluate(() => document.querySelector(".game.replay .mark-played") !== document.querySelector(".game.replay .mark-preferred"));
  check("on two different spots", apart);
  const badges = await page.evaluate(() => [
    getComputedStyle(document.querySelector(".game.replay .mark-played"), "::before").content,
    getComputedStyle(document.querySelector(".game.replay .mark-preferred"), "::after").content,
  ]);
  check("each mark has its badge besides its colour", /"P"/.test(badges[0]) && /"H"/.test(badges[1]), badges.join(" | "));
  const key = (await page.locator("[data-testid=mark-key] li").allTextContents()).join(" | ");
  check("a key beside the board says which mark is which", /Move played/.test(key) && /Hard/.test(key), key);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll(".mark-played, .mark-preferred")].filter((el) => getComputedStyle(el).animationName !== "none").length,
  );
  check("the marks do not move under reduced motion", moving === 0, `${moving}`);
  await page.emulateMedia({ reducedMotion: null });
  await axe(page, "Dragon replay with marks (desktop)");
  await shot(page, "replay");
  await marksShot(page, "marks-dragon-desktop");
  // Further on, the marks are gone; back at the decision, they return.
  await replayTo(page, step);
  await page.locator("[data-testid=replay-forward]").click();
  await page.waitForFunction((s) => document.querySelector("[data-testid=replay-step]")?.dataset.step === String(s), step + 1);
  const later = await page.evaluate(() => ({
    note: document.querySelectorAll("[data-testid=review-note]").length,
    marks: document.querySelectorAll(".game.replay .mark-played, .game.replay .mark-preferred").length,
  }));
  check("a step without a judged decision has no marks", later.note > 0 || later.marks === 0, JSON.stringify(later));
  await replayTo(page, step);
  const phoneView = await browser.newContext({ viewport: PHONE });
  const phonePage = await phoneView.newPage();
  await fresh(phonePage, { ...storage, [REVIEW_PREFIX + id]: stored }, "botDelay=0", `#replay/${id}/${step}`);
  await phonePage.locator("[data-testid=review-note]").waitFor({ state: "visible" });
  const phoneMarks = await markCounts(phonePage);
  check("the phone's board marks both moves too", phoneMarks.played === 1 && phoneMarks.preferred === 1, JSON.stringify(phoneMarks));
  await axe(phonePage, "Dragon replay with marks (phone)");
  await marksShot(phonePage, "marks-dragon-phone");
  await phoneView.close();
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
  // The chart shrinks to the phone's width: its labels stay readable and
  // inside the chart.
  const labels = await phone.page.evaluate(() => {
    const svg = document.querySelector("[data-testid=review-chart]").getBoundingClientRect();
    return [...document.querySelectorAll("[data-testid=review-chart] .review-axis")].map((t) => {
      const b = t.getBoundingClientRect();
      return { text: t.textContent, height: Math.round(b.height * 10) / 10, inside: b.left >= svg.left && b.right <= svg.right && b.top >= svg.top && b.bottom <= svg.bottom };
    });
  });
  check("phone: the chart's labels are at least 9 px tall and inside the chart",
    labels.length === 6 && labels.every((l) => l.height >= 9 && l.inside), JSON.stringify(labels));
  check("no errors in the console (phone)", phone.errors.length === 0, phone.errors.slice(0, 3).join(" | "));
  await phone.context.close();
}

// The review spread over the pool (src/review.rs, Spread): on two workers,
// both review decisions, and the verdicts are those of one worker, in the
// same order (each decision is searched whole on one worker with the
// review's own seeds).
async function twoWorkers(browser) {
  const id = "dragon-review-pool";
  const save = await finishedGame(2, 5, id);
  const seen = {};
  for (const cores of [1, 2]) {
    const { context, page, errors } = await openPage(browser);
    await fresh(page, { [SAVE_PREFIX + id]: save }, `botDelay=0&reviewBudget=40&cores=${cores}`, `#review/${id}`);
    const ms = await reviewToTheEnd(page, 180_000);
    console.log(`review time, 2-player Dragon (seed 5), budget 40, ${cores} worker(s): ${(ms / 1000).toFixed(1)} s`);
    const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), REVIEW_PREFIX + id));
    const reviewers = await page.evaluate(() => Number(document.body.dataset.poolReviewers));
    seen[cores] = { decisions: JSON.stringify(stored.decisions), n: stored.decisions.length, reviewers };
    check(`${cores} worker(s): no errors in the console`, errors.length === 0, errors.slice(0, 3).join(" | "));
    await context.close();
  }
  check("one worker reviews every decision alone", seen[1].reviewers === 1, `${seen[1].reviewers}`);
  check("on two workers both review decisions", seen[2].reviewers === 2, `${seen[2].reviewers}`);
  check(
    "two workers give the verdicts of one, in the same order",
    seen[1].n > 3 && seen[1].decisions === seen[2].decisions,
    `${seen[1].n} and ${seen[2].n} decisions`,
  );
  // Cancelled while both workers search: each one's answer is dropped (the
  // page's count of stale replies), none is asked for another decision.
  const { context, page, errors } = await openPage(browser);
  await fresh(page, { [SAVE_PREFIX + id]: save }, "botDelay=0&reviewBudget=20000&cores=2", `#review/${id}`);
  await page.locator("[data-testid=review-progress]").waitFor({ state: "visible" });
  await page.locator("[data-testid=review-cancel]").click();
  await page.locator("[data-testid=review-cancelled]").waitFor({ state: "visible" });
  const stale = await page.waitForFunction(() => Number(document.body.dataset.poolStale) >= 2, null, { timeout: 180_000 })
    .then(() => true, () => false);
  const after = await page.evaluate((k) => ({
    stale: Number(document.body.dataset.poolStale ?? 0),
    reviewers: Number(document.body.dataset.poolReviewers ?? 0),
    saved: localStorage.getItem(k),
  }), REVIEW_PREFIX + id);
  check("a cancelled review: both workers' answers dropped", stale && after.stale === 2, `${after.stale}`);
  check("a cancelled review: no decision counted, nothing saved", after.reviewers === 0 && after.saved === null, JSON.stringify(after).slice(0, 120));
  check("a cancelled review: no errors in the console", errors.length === 0, errors.slice(0, 3).join(" | "));
  await context.close();
}

// REVIEW_FULL=1: a 4-player game with the default budget, for its time only.
async function fullReview(browser) {
  const full = "dragon-review-full";
  const fullSave = await finishedGame(4, 1, full);
  const p = await openPage(browser);
  await fresh(p.page, { [SAVE_PREFIX + full]: fullSave }, "botDelay=0", `#review/${full}`);
  const fullMs = await reviewToTheEnd(p.page, DEADLINE_MS);
  const n = await p.page.locator("[data-testid=review-item]").count();
  console.log(`review time, 4-player Dragon (seed 1), human seat 0, default budget: ${(fullMs / 1000).toFixed(1)} s for ${n} decisions`);
  await p.context.close();
}

// REVIEW_GAMES: the other games to review (default both).
const games = ["china", "dschingis-khan"].filter((g) => !process.env.REVIEW_GAMES || process.env.REVIEW_GAMES.includes(g));
runSuite({
  title: "review test",
  basePath: "/sub/games/",
  needs: [path.join(DIST, "index.html"), REVIEW],
  deadlineMs: DEADLINE_MS * 2,
  scenarios: [
    ["dragon", dragon],
    ["two workers", twoWorkers],
    ...games.map((g) => [g, (browser) => otherGame(browser, g)]),
    ...(process.env.REVIEW_FULL === "1" ? [["full review", fullReview]] : []),
  ],
});
