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

import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium, startServer } from "./harness.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const DIST = path.resolve(process.env.DIST ?? path.join(ROOT, "dist"));
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const SHOTS = path.join(ROOT, "target", "screenshots");
const BASE_PATH = "/sub/pace/";
const BLANK_PATH = "/blank";
const PACE_KEY = "boardgames/settings/pace";
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const STEP_TIMEOUT_MS = 20_000;
const GAME_TIMEOUT_MS = 180_000;
const DEADLINE_MS = 600_000;

const GAME_OVER = "[data-testid=game-over]";
const BOARDS = {
  dragon: ".players [data-testid=player]",
  china: "[data-testid=china-map]",
  "dschingis-khan": "[data-testid=khan-board]",
};

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok });
  console.log(`${ok ? "ok    " : "FAILED"} ${name}${detail ? ` (${detail})` : ""}`);
  return ok;
}
const firstLine = (err) => String(err?.message ?? err).split("\n")[0];

let origin = "";

async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page, errors };
}

// Empty storage, the app at `query`, then `game`'s setup screen.
async function freshSetup(page, game, query = "?botDelay=0") {
  await page.goto(origin + BLANK_PATH, { waitUntil: "load" });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}${BASE_PATH}${query}`, { waitUntil: "load" });
  await page.locator(`[data-testid=pick-${game}]`).click();
  await page.locator("[data-testid=start]").waitFor({ state: "visible" });
}

async function setUp(page, controllers, seed = "4242") {
  await page.locator("select[aria-label=Players]").selectOption(String(controllers.length));
  const selects = page.locator("select[aria-label='Played by']");
  for (let i = 0; i < controllers.length; i += 1) await selects.nth(i).selectOption(controllers[i]);
  await page.getByPlaceholder("empty = random").fill(seed);
}

async function screenshot(page, name) {
  const file = path.join(SHOTS, `${name}.png`);
  await rm(file, { force: true });
  await page.screenshot({ path: file, fullPage: true });
}

async function paceSetting(browser) {
  const { context, page, errors } = await openPage(browser);
  try {
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
    await setUp(page, ["human", "easy"]);
    await page.locator("[data-testid=start]").click();
    const inGame = page.locator(".status-bar [data-testid=pace]");
    check("setting: the game's status bar shows it too", (await inGame.inputValue()) === "slow");
    await inGame.selectOption("instant");
    check("setting: changed during the game and stored", (await page.evaluate((k) => localStorage.getItem(k), PACE_KEY)) === JSON.stringify("instant"));
    check("setting: no console errors", errors.length === 0, errors.join(" | "));
  } finally {
    await context.close();
  }
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
  const { context, page, errors } = await openPage(browser, { reducedMotion });
  try {
    // No botDelay: the setting (normal) paces the bots.
    await freshSetup(page, "dragon", "");
    await setUp(page, ["easy", "easy", "easy"]);
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
    check(`${label}: no console errors`, errors.length === 0, errors.join(" | "));
  } finally {
    await context.close();
  }
}

async function thinking(browser) {
  const { context, page, errors } = await openPage(browser);
  try {
    await freshSetup(page, "dragon");
    await setUp(page, ["hard", "human"]);
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
    check("thinking: no console errors", errors.length === 0, errors.join(" | "));
  } finally {
    await context.close();
  }
}

async function gameOver(browser, game, players) {
  const { context, page, errors } = await openPage(browser);
  try {
    await freshSetup(page, game);
    await setUp(page, Array(players).fill("easy"));
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
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(200);
    const o = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, width: window.innerWidth }));
    check(`${game}: no horizontal overflow at 390 px`, o.scroll <= o.width + 1, `scrollWidth ${o.scroll}`);
    await page.locator(GAME_OVER).scrollIntoViewIfNeeded();
    await screenshot(page, `pace-${game}-over-phone`);
    check(`${game}: no console errors`, errors.length === 0, errors.join(" | "));
  } finally {
    await context.close();
  }
}

async function main() {
  const index = await stat(path.join(DIST, "index.html")).catch(() => null);
  if (!check("dist/index.html exists", index != null, DIST)) return;
  await mkdir(SHOTS, { recursive: true });
  const server = await startServer({ dist: DIST, basePath: BASE_PATH, blankPath: BLANK_PATH });
  origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium(CHROMIUM);
  const only = process.env.ONLY;
  try {
    const scenarios = [
      ["pace setting", () => paceSetting(browser)],
      ["normal pace", () => normalPace(browser, "no-preference")],
      ["normal pace, reduced motion", () => normalPace(browser, "reduce")],
      ["thinking", () => thinking(browser)],
      ["dragon game over", () => gameOver(browser, "dragon", 4)],
      ["china game over", () => gameOver(browser, "china", 4)],
      ["dschingis-khan game over", () => gameOver(browser, "dschingis-khan", 3)],
    ];
    for (const [name, run] of scenarios) {
      if (only && !name.includes(only)) continue;
      const t = Date.now();
      try {
        await run();
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
  .catch((err) => check("pace test ran", false, err?.stack ?? String(err)))
  .finally(finish);
