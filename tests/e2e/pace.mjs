// Browser test of the bot pace, the thinking indicator and the game-over
// chart (issue 9, "pleasant to follow"), against the built app (dist/, from
// `trunk build --release`), served under a sub-path in Debian's headless
// Chromium. Each scenario runs in a fresh context with an empty localStorage:
//
//   1. pace setting: chosen on the setup screen, it is stored under
//      boardgames/settings/pace and still chosen after a reload (setup
//      screen and the game's status bar).
//   2. normal pace (no `?botDelay`): a bot's move marks the element it
//      touched on the board (.bot-moved) while the move's log line (naming
//      the bot) is the newest; with prefers-reduced-motion the mark does not
//      animate.
//   3. thinking: a Hard bot with 2 s per decision is named with its level
//      ("Anna (Hard) is thinking… N s") and the counter text changes while it
//      thinks (no wall-clock assertion beyond that).
//   4. game over, for Dragon, China and Dschingis Khan (Easy bots,
//      `?botDelay=0`): the board stays visible beside the result, the points
//      breakdown has a total per player, the chart has one line per player
//      and its table's last row equals the breakdown's totals. Screenshots
//      at 1366x768 and 390x844 go to target/screenshots/pace-*.png.
//
//   node tests/e2e/pace.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default:
// /usr/bin/chromium). Last line printed: "N passed, M failed"; the exit code
// is 1 when M > 0.

import { GAME_OVER, PHONE, check, checkWidth, freshSetup, inPage, openPage, runSuite, screenshot, setUp } from "./harness.mjs";

const PACE_KEY = "boardgames/settings/pace";
const GAME_TIMEOUT_MS = 180_000;
const SEED = "4242";
const BOARDS = {
  dragon: ".players [data-testid=player]",
  china: "[data-testid=china-map]",
  "dschingis-khan": "[data-testid=khan-board]",
};

async function paceSetting(browser) {
  await inPage(await openPage(browser), "setting", async ({ page }) => {
    await freshSetup(page, "dragon");
    const select = page.locator("[data-testid=pace]");
    check("setting: normal until chosen", (await select.inputValue()) === "normal");
    await select.selectOption("slow");
    const stored = await page.evaluate((k) => localStorage.getItem(k), PACE_KEY);
    check("setting: stored under boardgames/settings/pace", stored === JSON.stringify("slow"), stored);
    await page.reload({ waitUntil: "load" });
    // The reload comes back to the setup screen (or home, then pick it).
    await page.locator("[data-testid=pick-dragon], [data-testid=start]").first().waitFor({ state: "visible" });
    if ((await page.locator("[data-testid=start]").count()) === 0) await page.locator("[data-testid=pick-dragon]").click();
    check("setting: still slow after a reload", (await page.locator("[data-testid=pace]").inputValue()) === "slow");
    await setUp(page, ["human", "easy"], SEED);
    await page.locator("[data-testid=start]").click();
    const inGame = page.locator(".status-bar [data-testid=pace]");
    check("setting: the game's status bar shows it too", (await inGame.inputValue()) === "slow");
    await inGame.selectOption("instant");
    check("setting: changed during the game and stored", (await page.evaluate((k) => localStorage.getItem(k), PACE_KEY)) === JSON.stringify("instant"));
  });
}

// The newest log lines (those of the last step).
const newestLog = (page) =>
  page.evaluate(() => {
    const lines = [...document.querySelectorAll("[data-testid=log] > li")];
    const last = lines.at(-1)?.dataset.step;
    return lines.filter((li) => li.dataset.step === last).map((li) => li.textContent).join(" / ");
  });

async function normalPace(browser, reducedMotion) {
  const label = reducedMotion === "reduce" ? "normal pace, reduced motion" : "normal pace";
  await inPage(await openPage(browser, { reducedMotion }), `${label}`, async ({ page }) => {
    // No botDelay: the setting (normal) paces the bots.
    await freshSetup(page, "dragon", { query: "" });
    await setUp(page, ["easy", "easy", "easy"], SEED);
    await page.locator("[data-testid=start]").click();
    const moved = page.locator(".bot-moved").first();
    await moved.waitFor({ state: "visible", timeout: 30_000 });
    const seen = await page.evaluate(() => {
      const el = document.querySelector(".bot-moved");
      return { cls: el.getAttribute("class"), animation: getComputedStyle(el).animationName, outline: getComputedStyle(el).outlineStyle };
    });
    const log = await newestLog(page);
    check(`${label}: a bot's move is highlighted on the board`, seen.outline === "solid", seen.cls);
    check(`${label}: its log line is there as it happens, naming the bot`, /Anna|Bai|Chen/.test(log), log);
    if (reducedMotion === "reduce") {
      check(`${label}: the highlight does not animate`, seen.animation === "none", seen.animation);
    } else {
      check(`${label}: the highlight pulses`, seen.animation !== "none", seen.animation);
      await screenshot(page, "pace-highlight");
    }
  });
}

async function thinking(browser) {
  await inPage(await openPage(browser), "thinking", async ({ page }) => {
    await freshSetup(page, "dragon");
    await setUp(page, ["hard", "human"], SEED);
    await page.locator("select").filter({ has: page.locator("option[value='2000']") }).selectOption("2000");
    await page.locator("[data-testid=start]").click();
    const text = page.locator("[data-testid=thinking-text]");
    await text.waitFor({ state: "visible" });
    const first = (await text.textContent()).trim();
    check("thinking: names the bot and its level", /^Anna \(Hard\) is thinking… \d+ s$/.test(first), first);
    let changed = "";
    try {
      await page.waitForFunction(
        (before) => {
          const t = document.querySelector("[data-testid=thinking-text]")?.textContent?.trim();
          return t && t !== before;
        },
        first,
        { timeout: 10_000 },
      );
      changed = (await text.textContent().catch(() => "")).trim();
    } catch {
      changed = "";
    }
    check("thinking: the seconds counter moves while it thinks", changed !== "" && changed !== first, `${first} → ${changed}`);
  });
}

async function gameOver(browser, game, players) {
  await inPage(await openPage(browser), `${game}`, async ({ page }) => {
    await freshSetup(page, game);
    await setUp(page, Array(players).fill("easy"), SEED);
    await page.locator("[data-testid=start]").click();
    await page.locator(GAME_OVER).waitFor({ state: "visible", timeout: GAME_TIMEOUT_MS });
    check(`${game}: the board stays visible at game over`, await page.locator(BOARDS[game]).first().isVisible());
    const totals = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll("[data-testid=final-score]")].map((td) => [td.dataset.seat, td.dataset.total])),
    );
    check(`${game}: the breakdown has a total per player`, Object.keys(totals).length === players, JSON.stringify(totals));
    const lines = await page.locator("[data-testid=score-chart] [data-testid=chart-line]").count();
    check(`${game}: the chart has one line per player`, lines === players, `${lines} lines`);
    const legend = await page.locator(".chart-legend li").count();
    check(`${game}: the chart's legend names every player`, legend === players);
    const finals = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll("[data-testid=chart-final]")].map((td) => [td.dataset.seat, td.dataset.total])),
    );
    check(`${game}: the chart's table ends at the breakdown's totals`, JSON.stringify(finals) === JSON.stringify(totals), `${JSON.stringify(finals)} vs ${JSON.stringify(totals)}`);
    const rows = await page.locator("[data-testid=chart-table] tbody tr").count();
    check(`${game}: the table has a row per period`, rows > 1, `${rows} rows`);
    await page.locator(".chart-table summary").click();
    await page.locator(GAME_OVER).scrollIntoViewIfNeeded();
    await screenshot(page, `pace-${game}-over-desktop`);
    await checkWidth(page, PHONE, game);
    await page.locator(GAME_OVER).scrollIntoViewIfNeeded();
    await screenshot(page, `pace-${game}-over-phone`);
  });
}

runSuite({
  title: "pace test",
  basePath: "/sub/pace/",
  deadlineMs: 600_000,
  scenarios: [
    ["pace setting", paceSetting],
    ["normal pace", (browser) => normalPace(browser, "no-preference")],
    ["normal pace, reduced motion", (browser) => normalPace(browser, "reduce")],
    ["thinking", thinking],
    ["dragon game over", (browser) => gameOver(browser, "dragon", 4)],
    ["china game over", (browser) => gameOver(browser, "china", 4)],
    ["dschingis-khan game over", (browser) => gameOver(browser, "dschingis-khan", 3)],
  ],
});
