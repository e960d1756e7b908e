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

import path from "node:path";
import {
  ACTION, DESKTOP, DIST, GAME_OVER, PASS, PHONE, REPLAY,
  check, checkAgainstReplay, checkWidth, decide, freshSetup, inPage, openPage, playToEnd, readSave, runSuite,
  savedActions, screenshot, setUp, short, statusText, waitHumanOrOver, waitSaved,
} from "./harness.mjs";

const MAX_CLICKS = 1500;
const SEED = "4242";
const BOARD = "[data-testid=khan-board]";

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

// Clicks one of the panel's choices (picked by `pick`), waits for the save.
async function playOne(page, pick) {
  const buttons = page.locator(ACTION);
  const n = await buttons.count();
  await decide(page, () => buttons.nth(Math.floor(pick() * n)).click());
}

// A fresh page on Dschingis Khan's setup screen, the seats played by `controllers`.
async function khanPage(browser, controllers) {
  const opened = await openPage(browser, { failedRequests: true });
  await freshSetup(opened.page, "dschingis-khan");
  await setUp(opened.page, controllers, SEED);
  return opened;
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
  const { context, page, errors } = await khanPage(browser, ["human", "medium", "medium"]);
  const started = Date.now();
  try {
    check("full game: Dschingis Khan's setup screen opens from the home screen", true);
    await screenshot(page, "khan-setup");
    await checkWidth(page, PHONE, "setup screen");
    await screenshot(page, "khan-setup-phone");
    await checkWidth(page, DESKTOP, "setup screen");
    await page.locator("[data-testid=start]").click();
    await page.locator(BOARD).waitFor({ state: "visible" });
    check("full game: the board is drawn and the human gets a decision", (await waitHumanOrOver(page)) && (await page.locator(`${BOARD} .village-g`).count()) === 38,
      await statusText(page));
    check("full game: no hand-over screen with a single human", (await page.locator(PASS).count()) === 0);
    const startShot = await screenshot(page, "khan-start");
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(150);
    const startPhone = await screenshot(page, "khan-start-phone");
    await page.setViewportSize(DESKTOP);
    check("full game: screenshots at the start", startShot !== "" && startPhone !== "", `${startShot}, ${startPhone}`);

    const pick = rng(7);
    let reloaded = false;
    let hiddenSeen = false;
    const removals = new Set();
    let ghostsSeen = false;
    let journeyShot = "";
    const { decisions: clicks, over } = await playToEnd(page, {
      max: MAX_CLICKS,
      move: () => playOne(page, pick),
      each: async (clicks) => {
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
        if (reloaded || clicks < 40) return true;
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
        const human = await waitHumanOrOver(page);
        const after = { save: await readSave(page), ...(await position(page)) };
        for (const field of Object.keys(before)) {
          check(`reload: same ${field}`, after[field] === before[field],
            after[field] === before[field] ? short(after[field], 60) : `before ${short(before[field], 200)} | after ${short(after[field], 200)}`);
        }
        return human;
      },
    });
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

    const { shown } = await checkAgainstReplay(page, "full game", "dschingis-khan", 3);
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
  await inPage(await khanPage(browser, ["human", "medium", "medium"]), "board", async ({ page }) => {
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
  });
}

// --- 3: hot-seat ------------------------------------------------------------
async function hotSeat(browser) {
  await inPage(await khanPage(browser, ["human", "human"]), "hot-seat", async ({ page }) => {
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
  });
}

runSuite({
  title: "Dschingis Khan test",
  basePath: "/sub/khan/",
  needs: [path.join(DIST, "index.html"), REPLAY],
  deadlineMs: 420_000,
  scenarios: [
    ["board clicks", boardClicks],
    ["hot-seat", hotSeat],
    ["full game", fullGame],
  ],
});
