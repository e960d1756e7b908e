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

import path from "node:path";
import {
  ACTION, DESKTOP, DIST, GAME_OVER, PHONE, REPLAY,
  check, checkAgainstReplay, checkWidth, decide, freshSetup, inPage, openPage, playToEnd, readSave,
  runReplay, runSuite, screenshot, snapshot, short, statusText, waitHumanOrOver,
} from "./harness.mjs";

const MAX_DECISIONS = 1500;
const RELOAD_AFTER = 30;
const SEED = "4242";

// Plays one decision (the first button of the panel, or the first thing
// marked clickable on the board) and waits until the save records it.
// Board spots that could not be clicked (printed as a figure at the end).
const unclickable = [];

async function play(page, how) {
  let where = "panel";
  await decide(page, async () => {
    const spot = page.locator(".china-map .can-click, .china-table button.can-click").first();
    if (how !== "board") {
      await page.locator(ACTION).first().click();
    } else if ((await spot.count()) > 0) {
      where = (await spot.evaluate((el) => el.dataset.site ?? el.dataset.dragon ?? el.dataset.colour ?? el.className.baseVal ?? el.className)) || "board";
      // A dragon field is clicked on its ring, as a player would (the
      // middle of its group, ring and envoys, may lie beside the ring).
      // Since issue 44's China flow the 3-player game's Wei field, with a
      // tip pointing at its province, could not be clicked: Playwright
      // reports the province's polygon intercepting, though
      // elementsFromPoint at the ring's centre gives the ring first (not
      // yet understood). A spot that cannot be clicked: the first choice of
      // the panel instead, counted and printed with Playwright's reason.
      const hit = spot.locator(":scope > circle.hit");
      try {
        await ((await hit.count()) > 0 ? hit : spot).click({ timeout: 8000 });
      } catch (e) {
        const why = String(e.message).split("\n").filter((l) => /intercepts|not visible|outside|unstable|detached/.test(l)).slice(-1)[0] ?? "";
        unclickable.push(`${where}${why ? `: ${why.trim().slice(0, 200)}` : ""}`);
        where = `panel (board spot ${where} not clickable)`;
        await page.locator(ACTION).first().click();
      }
    } else {
      await page.locator(ACTION).first().click();
      where = "panel (nothing on the board)";
    }
  });
  return where;
}

// Screenshots at both widths, checking that neither overflows.
async function bothWidths(page, name) {
  const shots = [];
  for (const [viewport, suffix] of [[DESKTOP, ""], [PHONE, "-phone"]]) {
    await checkWidth(page, viewport, name);
    shots.push(await screenshot(page, `china-${name}${suffix}`));
  }
  await page.setViewportSize(DESKTOP);
  check(`${name}: screenshots`, shots.every((s) => s !== ""), shots.join(", "));
}

// Only the human's (seat 0's) hand is ever shown.
async function onlyOwnHand(page) {
  return page.locator("[data-testid=hand]").evaluateAll((hands) => hands.every((h) => h.dataset.seat === "0"));
}

// The position on screen, the board's drawing included.
async function position(page) {
  const parts = { players: ".china-player", hand: "[data-testid=hand]" };
  return { ...(await snapshot(page, parts)), map: await page.locator("[data-testid=china-map]").innerHTML() };
}

async function wholeGame(browser) {
  await inPage(await openPage(browser, { failedRequests: true }), "game", async ({ page }) => {
    await freshSetup(page, "china");
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
    check("start: the human gets a decision", await waitHumanOrOver(page), await statusText(page));
    const sites = await page.locator("[data-testid=china-map] [data-site]").count();
    check("start: side B's 51 house sites are drawn", sites === 51, `${sites}`);
    check("start: 9 dragon fields", (await page.locator("[data-testid=china-map] [data-dragon]").count()) === 9);
    await bothWidths(page, "start");

    let boardClicks = 0;
    let ownHandOnly = true;
    let reloaded = false;
    let midShots = false;
    const { decisions, over } = await playToEnd(page, {
      max: MAX_DECISIONS,
      each: async (decisions) => {
        ownHandOnly &&= await onlyOwnHand(page);
        if (!reloaded && decisions === RELOAD_AFTER) {
          reloaded = true;
          const before = await position(page);
          await page.reload({ waitUntil: "load" });
          await page.locator(ACTION).first().waitFor({ state: "visible" });
          await page.waitForTimeout(300);
          const after = await position(page);
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
      },
      move: async (decisions) => {
        const how = decisions % 5 === 4 ? "board" : "panel";
        const where = await play(page, how);
        if (how === "board" && !where.startsWith("panel")) boardClicks += 1;
      },
    });
    check("game: it ends", over, `${decisions} human decisions, ${boardClicks} of them on the board`);
    check("game: decisions were taken by clicking the board", boardClicks > 5, `${boardClicks}`);
    check("game: only the human's own hand was ever shown", ownHandOnly);
    check("game: reloaded mid-game", reloaded);
    if (!over) return;

    await page.waitForTimeout(200);
    await bothWidths(page, "over");
    const log = await page.locator("[data-testid=log] > li").allInnerTexts();
    check("log: placements are told", log.some((l) => /puts a house on|sends an envoy to/.test(l)), `${log.length} lines`);
    const full = log.filter((l) => / is full: /.test(l));
    check("log: provinces that filled up are scored in words", full.length > 0, short(full.slice(0, 3).join(" | ")));
    check("log: the final scoring is told", log.some((l) => /^Final scoring/.test(l.trim())) && log.some((l) => /^Chains: /.test(l.trim())));

    await checkAgainstReplay(page, "game over", "china", 4);
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
  });
}

// Three players, fortifications on: side A, to the end.
async function threeWithFortifications(browser) {
  await inPage(await openPage(browser), "3 players", async ({ page }) => {
    await freshSetup(page, "china");
    await page.locator("select[aria-label=Players]").selectOption("3");
    const side = page.locator("[data-testid=china-side]");
    check("3 players: side A, and the side cannot be changed", (await side.inputValue()) === "A" && (await side.isDisabled()));
    await page.locator("[data-testid=china-fortifications]").check();
    await page.getByPlaceholder("empty = random").fill("77");
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=china-map]").waitFor({ state: "visible" });
    const sites = await page.locator("[data-testid=china-map] [data-site]").count();
    check("3 players: side A's 43 house sites are drawn", sites === 43, `${sites}`);
    const { decisions: n, over } = await playToEnd(page, {
      max: MAX_DECISIONS,
      move: (n) => play(page, n % 3 === 2 ? "board" : "panel"),
    });
    check("3 players: the game ends", over, `${n} human decisions`);
    console.log(`figure board spots that could not be clicked: ${unclickable.length} (${unclickable.join(", ")})`);
    const forts = await page.locator("[data-testid=china-map] .fortification").count();
    console.log(`figure 3 players: ${forts} fortification(s) on the board at the end`);
    const replay = await runReplay(await readSave(page), "china").catch(() => null);
    const shown = [];
    for (const r of await page.locator("[data-testid=final-score]").evaluateAll((tds) =>
      tds.map((td) => ({ seat: Number(td.dataset.seat), total: Number(td.dataset.total) })))) shown[r.seat] = r.total;
    check("3 players: final scores equal the replay's",
      replay != null && replay.scores.length === 3 && replay.scores.every((v, seat) => shown[seat] === v),
      `shown ${JSON.stringify(shown)}, replay ${JSON.stringify(replay?.scores)}`);
    await screenshot(page, "china-over-3");
  });
}

// Two humans (seats 0 and 1) and two bots: the hand-over screen.
async function hotSeat(browser) {
  await inPage(await openPage(browser), "hot seat", async ({ page }) => {
    await freshSetup(page, "china");
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
  });
}

runSuite({
  title: "china test",
  basePath: "/sub/china/",
  needs: [path.join(DIST, "index.html"), REPLAY],
  deadlineMs: 420_000,
  scenarios: [
    ["whole game", wholeGame],
    ["3 players", threeWithFortifications],
    ["hot seat", hotSeat],
  ],
});
