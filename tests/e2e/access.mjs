// Browser test of accessibility of the built app (dist/, from `trunk build --release`).
//
// Serves dist/ under a sub-path, drives Debian's headless Chromium through
// playwright-core, each scenario in a fresh context with an empty
// localStorage and `?botDelay=0`:
//
//   1. axe-core (injected from the local npm package tests/e2e/node_modules/
//      axe-core, never from a network) with the WCAG 2.0/2.1/2.2 A and AA
//      rules on the home screen, each game's setup screen, a game in
//      progress, the game-over screen (a game of bots only), a hot-seat
//      hand-over screen and the saved-games screen, at 1366x768 and at
//      390x844. Any violation fails and is printed with its id, impact and
//      the target selectors of its nodes.
//   2. keyboard only: a whole Dragon game (you + an Easy bot) from the home
//      screen to the game-over screen with page.keyboard alone (Tab,
//      Shift+Tab, Enter, Space, arrow keys; never a click); the focused
//      element always shows a visible focus outline. A two-human game's
//      hand-over screen is passed by keyboard too.
//   3. screen reader: the page has exactly one polite live region; after a
//      bot's move its text changes and names the month (Dragon), the turn
//      (Dschingis Khan) or the draw pile (China); every piece on each board
//      has an accessible name; seat colours carry a letter besides the colour;
//      with prefers-reduced-motion no transition or animation runs.
//   Screenshots go to target/screenshots/access-*.png.
//
//   node tests/e2e/access.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import {
  DESKTOP, GAMES, PHONE, axe, check, firstLine, fresh, openPage, pickGame, runSuite, screenshot, setUp, site,
} from "./harness.mjs";

const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
];
const STEP_TIMEOUT_MS = 20_000;
const GAME_OVER_MS = 180_000;

// A fresh page on the home screen with empty storage.
// Tips off (a tip is said after the bots' moves and would take the live
// region's last words from them; tips.mjs checks the tips' own speech and
// axe with a bubble open).
async function homePage(browser, viewport, extra = {}) {
  const opened = await openPage(browser, { viewport, ...extra });
  await opened.context.addInitScript(() => localStorage.setItem("boardgames/settings/tips", JSON.stringify("never")));
  await fresh(opened.page);
  return opened;
}

const shot = (page, name) => screenshot(page, `access-${name}`);

// The setup screen of `game` with the seats played by `who` (one entry per
// seat: "human" or a bot level).
async function setup(page, game, who) {
  await pickGame(page, game);
  if (who) await setUp(page, who);
}

// Actions played in the game on screen (from its save, #play/<id>).
const moves = (page) =>
  page.evaluate(() => {
    window.__moves = () => {
      const id = decodeURIComponent(location.hash.replace(/^#play\//, ""));
      try {
        return JSON.parse(localStorage.getItem(`boardgames/save/${id}`)).record.actions.length;
      } catch {
        return -1;
      }
    };
    return window.__moves();
  });

// Scenario 1 (and the live region and piece names of scenario 3): every
// screen of every game at one width.
async function screens(browser, label, viewport) {
  const { context, page, errors } = await homePage(browser, viewport);
  try {
    await axe(page, `home (${label})`);
    for (const game of GAMES) {
      if (process.env.ACCESS_GAMES && !process.env.ACCESS_GAMES.includes(game)) continue;
      try {
        await gameScreens(page, game, label);
      } catch (e) {
        check(`${game} screens (${label}) ran`, false, firstLine(e));
        await page.goto(site.appUrl, { waitUntil: "load" });
        await page.locator("h1").waitFor({ state: "visible" });
      }
    }
    // A hand-over screen: two humans at one screen (Dschingis Khan hides
    // each player's pieces from the other).
    await setup(page, "dschingis-khan", ["human", "human"]);
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=pass-screen]").waitFor({ state: "visible" });
    await axe(page, `hand-over screen (${label})`);
    await shot(page, `pass-${label}`);

    await page.locator("[data-testid=nav-saved]").click();
    await page.locator("[data-testid=saved-list]").waitFor({ state: "visible" });
    await axe(page, `saved games (${label})`);
    await shot(page, `saved-${label}`);
    check(`no console errors (${label})`, errors.length === 0, errors.slice(0, 3).join(" | "));
  } finally {
    await context.close();
  }
}

// The setup, mid-game and game-over screens of one game.
async function gameScreens(page, game, label) {
  await setup(page, game, null);
  await axe(page, `${game} setup (${label})`);
  await shot(page, `${game}-setup-${label}`);

  // Mid-game: you and bots, after the bots' first moves.
  await page.locator("[data-testid=start]").click();
  await page.locator("[data-testid=status]").waitFor({ state: "visible" });
  await page.locator("[data-testid=action]").first().waitFor({ state: "visible", timeout: GAME_OVER_MS });
  const region = await liveText(page);
  for (let i = 0; i < 6; i++) {
    const before = await moves(page);
    await page.locator("[data-testid=action]").first().click();
    await page.waitForFunction((n) => window.__moves() > n, before);
    await page
      .locator("[data-testid=action], [data-testid=game-over]")
      .first()
      .waitFor({ state: "visible", timeout: GAME_OVER_MS });
    if (i === 5 && label === "desktop") await announces(page, game, region);
  }
  await axe(page, `${game} mid-game (${label})`);
  await shot(page, `${game}-mid-${label}`);
  await pieceNames(page, game, label);
  await page.locator("[data-testid=nav-home]").click();

  // Game over: bots only.
  const players = game === "china" ? 3 : 2;
  await setup(page, game, Array(players).fill("easy"));
  await page.locator("[data-testid=start]").click();
  await page.locator("[data-testid=game-over]").waitFor({ state: "visible", timeout: GAME_OVER_MS });
  await axe(page, `${game} game over (${label})`);
  await shot(page, `${game}-over-${label}`);
  await page.locator("[data-testid=nav-home]").click();
}

// The text of the page's one polite live region.
const liveText = (page) =>
  page.evaluate(() => document.querySelector("[data-testid=announce]")?.textContent ?? null);

const PROGRESS = {
  dragon: /Month \d+/,
  china: /Draw pile/i,
  "dschingis-khan": /Turn \d+|Start placement|Setup/i,
};

// After the bots answered a human move, the live region says what they did,
// with the month/turn in the text.
async function announces(page, game, before) {
  const count = await page.evaluate(
    () => document.querySelectorAll("[aria-live=polite], [role=status], [role=log]").length,
  );
  check(`${game}: exactly one polite live region`, count === 1, `${count}`);
  await page.waitForTimeout(300);
  const after = await liveText(page);
  check(
    `${game}: the live region announces the bots' moves with the month/turn`,
    after !== null && after !== before && PROGRESS[game].test(after),
    JSON.stringify(after?.slice(0, 200)),
  );
}

// Every piece drawn on the board has an accessible name, and no seat is
// told apart by colour alone.
async function pieceNames(page, game, label) {
  const unnamed = await page.evaluate(() => {
    const pieces = [...document.querySelectorAll("[data-piece]")];
    const name = (el) =>
      (el.getAttribute("aria-label") ||
        el.querySelector(":scope > title")?.textContent ||
        el.getAttribute("title") ||
        el.textContent ||
        "").trim();
    return { total: pieces.length, unnamed: pieces.filter((p) => !name(p)).map((p) => p.outerHTML.slice(0, 120)) };
  });
  check(
    `${game}: every piece on the board has an accessible name (${label})`,
    unnamed.total > 0 && unnamed.unnamed.length === 0,
    `${unnamed.total} pieces; ${unnamed.unnamed.slice(0, 2).join(" | ")}`,
  );
  const marks = await page.evaluate(() =>
    [...document.querySelectorAll("[data-seat-mark]")].map((el) => el.textContent.trim()),
  );
  check(
    `${game}: seat colours carry a letter (${label})`,
    marks.length > 0 && marks.every((m) => m.length > 0),
    `${marks.length} marks: ${[...new Set(marks)].join(",")}`,
  );
}

// The focused element shows an outline (or a box shadow) of its own.
const focusVisible = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { ok: false, what: "nothing focused" };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2;
    const shadow = s.boxShadow && s.boxShadow !== "none";
    return { ok: outline || shadow, what: `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 30)}"` };
  });

// Tabs (forward, or back with Shift) until the focused element matches
// `selector`; false if it never does.
async function tabTo(page, selector, { back = false, max = 400 } = {}) {
  for (let i = 0; i < max; i++) {
    const here = await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
    if (here) return true;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  return false;
}

// Chooses `value` in the focused <select> with the arrow keys.
async function arrowSelect(page, value) {
  for (const key of ["ArrowUp", "ArrowDown"]) {
    for (let i = 0; i < 8; i++) {
      const now = await page.evaluate(() => document.activeElement.value);
      if (now === value) return true;
      await page.keyboard.press(key);
    }
  }
  return false;
}

// Scenario 2: a whole game with the keyboard alone.
async function keyboardGame(browser) {
  const { context, page, errors } = await homePage(browser, DESKTOP);
  let focusProblems = [];
  const noteFocus = async () => {
    const f = await focusVisible(page);
    if (!f.ok && focusProblems.length < 5) focusProblems.push(f.what);
  };
  try {
    // Home: Tab to Dragon's "Play", Enter.
    check("keyboard: Tab reaches Dragon's Play button", await tabTo(page, "[data-testid=pick-dragon]"));
    await noteFocus();
    await page.keyboard.press("Enter");
    await page.locator("[data-testid=start]").waitFor({ state: "visible" });
    // Two players: arrow keys in the Players select, then the second seat an Easy bot.
    check("keyboard: Tab reaches the Players select", await tabTo(page, "select[aria-label=Players]"));
    await noteFocus();
    check("keyboard: arrow keys choose 2 players", await arrowSelect(page, "2"));
    // Back to the top of the list: the second seat's controller.
    const controller = "fieldset.seat:nth-of-type(2) select[aria-label='Played by']";
    check("keyboard: Tab reaches the second seat's controller", await tabTo(page, controller));
    check("keyboard: arrow keys make the second seat an Easy bot", await arrowSelect(page, "easy"));
    // Shift+Tab back up to the first seat's name and forward again: the order is the page's.
    check("keyboard: Shift+Tab goes back to the first seat's name", await tabTo(page, "fieldset.seat:nth-of-type(1) input", { back: true, max: 20 }));
    check("keyboard: Tab reaches Start", await tabTo(page, "[data-testid=start]"));
    await noteFocus();
    await page.keyboard.press("Enter");
    await page.locator("[data-testid=status]").waitFor({ state: "visible" });

    // The game: each decision, Tab to the first choice and press Enter (or Space).
    let decisions = 0;
    const deadline = Date.now() + GAME_OVER_MS;
    let stuck = "";
    while (Date.now() < deadline) {
      await page
        .locator("[data-testid=action], [data-testid=game-over]")
        .first()
        .waitFor({ state: "visible", timeout: GAME_OVER_MS });
      if (await page.locator("[data-testid=game-over]").isVisible()) break;
      const before = await moves(page);
      if (!(await tabTo(page, "[data-testid=action]"))) {
        stuck = "Tab never reached a choice";
        break;
      }
      if (decisions < 40) await noteFocus();
      await page.keyboard.press(decisions % 2 ? "Space" : "Enter");
      decisions += 1;
      await page
        .waitForFunction((n) => window.__moves() > n, before, { timeout: STEP_TIMEOUT_MS })
        .catch(() => (stuck = `no move after key ${decisions}`));
      if (stuck) break;
    }
    const over = await page.locator("[data-testid=game-over]").isVisible();
    check("keyboard: a whole Dragon game played with keys alone reaches game over", over, stuck || `${decisions} decisions`);
    check("keyboard: the focused element always shows a focus outline", focusProblems.length === 0, focusProblems.join(" | "));
    await shot(page, "keyboard-over");
    // Game over: Tab reaches "Rematch".
    check("keyboard: Tab reaches Rematch at game over", await tabTo(page, "[data-testid=rematch]"));

    // Hand-over screen by keyboard: Dschingis Khan, two humans.
    check("keyboard: Shift+Tab reaches Home", await tabTo(page, "[data-testid=nav-home]", { back: true }));
    await page.keyboard.press("Enter");
    await page.locator("[data-testid=pick-dschingis-khan]").waitFor({ state: "visible" });
    await tabTo(page, "[data-testid=pick-dschingis-khan]");
    await page.keyboard.press("Enter");
    await page.locator("[data-testid=start]").waitFor({ state: "visible" });
    await tabTo(page, "select[aria-label=Players]");
    await arrowSelect(page, "2");
    await tabTo(page, controller);
    check("keyboard: the second seat becomes human", await arrowSelect(page, "human"));
    await tabTo(page, "[data-testid=start]");
    await page.keyboard.press("Enter");
    await page.locator("[data-testid=pass-screen]").waitFor({ state: "visible" });
    check("keyboard: Tab reaches the hand-over button", await tabTo(page, "[data-testid=pass-ready]"));
    await noteFocus();
    await page.keyboard.press("Enter");
    const shown = await page.locator("[data-testid=action]").first().waitFor({ state: "visible" }).then(() => true, () => false);
    check("keyboard: Enter on the hand-over button shows the board and the choices", shown);
    check("keyboard: no console errors", errors.length === 0, errors.slice(0, 3).join(" | "));
  } finally {
    await context.close();
  }
}

// prefers-reduced-motion: nothing moves.
async function reducedMotion(browser) {
  const { context, page } = await homePage(browser, DESKTOP, { reducedMotion: "reduce" });
  try {
    await setup(page, "dragon", null);
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=action]").first().waitFor({ state: "visible" });
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .map((el) => getComputedStyle(el))
        .filter(
          (s) =>
            s.transitionDuration.split(",").some((d) => parseFloat(d) > 0.011) ||
            (s.animationName !== "none" && s.animationDuration.split(",").some((d) => parseFloat(d) > 0.011)),
        ).length,
    );
    check("prefers-reduced-motion: no element transitions or animates", moving === 0, `${moving} elements`);
  } finally {
    await context.close();
  }
}

// ACCESS_ONLY (or ONLY) runs the scenarios whose name has it: desktop,
// phone, keyboard, motion.
runSuite({
  title: "access test",
  basePath: "/sub/access/",
  deadlineMs: 1_200_000,
  only: process.env.ACCESS_ONLY ?? process.env.ONLY ?? "",
  scenarios: [
    ...WIDTHS.map(([label, viewport]) => [`screens (${label})`, (browser) => screens(browser, label, viewport)]),
    ["keyboard game", keyboardGame],
    ["reduced motion", reducedMotion],
  ],
});
