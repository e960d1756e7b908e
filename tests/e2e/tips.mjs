// Tips (issue 42): the rules explained as they first come up, in a real
// game. In a first Dragon game against Easy a tip appears, beside its
// element or above the decision panel, covering none of the choices at
// 1366x768 and at 390 px (axe on the page with it open at both widths,
// screenshots tips-desktop and tips-phone); its words are spoken once in the
// live region; its buttons are reached with Tab; "Got it" closes it. In the
// next game the tips seen stay away. "Show tips again" brings them back;
// "No more tips" turns them off (the setting says so, and no tip comes);
// the setting turns them back on, and Escape closes a bubble.
//
// Any tip of the game's list will do: the suite follows whichever comes
// first, so it holds whatever the Dragon's list holds.

import {
  ACTION,
  DESKTOP,
  PHONE,
  axe,
  check,
  checkWidth,
  fresh,
  inPage,
  openPage,
  pickGame,
  playFirst,
  runSuite,
  screenshot,
  setUp,
  short,
  waitHumanOrOver,
} from "./harness.mjs";

const TIP = "[data-testid=tip]";
// At most this many decisions to meet a tip (the Dragon's first month).
const LOOK = 40;

// Every text the live region said, in order (kept by the page itself from
// its first paint: a MutationObserver on the document).
const RECORD_SAID = () => {
  window.__said = [];
  let last = "";
  new MutationObserver(() => {
    const text = document.querySelector("[data-testid=announce]")?.textContent ?? "";
    if (text && text !== last) window.__said.push(text);
    last = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

// A new Dragon game of two, the human against Easy (from the home screen).
async function newGame(page) {
  await page.locator("[data-testid=nav-home]").click();
  await pickGame(page, "dragon");
  await setUp(page, ["human", "easy"]);
  await page.locator("[data-testid=start]").click();
  await page.locator("[data-testid=status]").waitFor({ state: "visible" });
}

// Plays the first choice until a tip shows (its id) or `max` decisions
// were taken (null); `close` says what to do with each tip met on the way
// that `want` does not want ("got-it").
async function playUntilTip(page, { max = LOOK, want = () => true, seen = [] } = {}) {
  for (let n = 0; n <= max; n += 1) {
    const tip = page.locator(TIP);
    if ((await tip.count()) > 0 && (await tip.isVisible())) {
      const id = await tip.getAttribute("data-tip-id");
      seen.push(id);
      if (want(id)) return id;
      await page.locator("[data-testid=tip-got-it]").click();
      continue;
    }
    if (n === max || !(await waitHumanOrOver(page))) return null;
    await playFirst(page);
    // A bot's reply and the tip after it (botDelay=0).
    await page.waitForTimeout(60);
  }
  return null;
}

// The bubble's box and the choices' boxes: whether any overlap.
const coversAChoice = (page) =>
  page.evaluate(([tipSel, actionSel]) => {
    const b = document.querySelector(tipSel)?.getBoundingClientRect();
    if (!b) return "no bubble";
    const hit = [...document.querySelectorAll(actionSel)].find((a) => {
      const r = a.getBoundingClientRect();
      return r.width > 0 && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
    });
    return hit ? `covers "${hit.textContent.trim()}"` : "";
  }, [TIP, ACTION]);

// Tab from the top of the page until both buttons of the bubble had the
// focus (or 150 presses).
async function tabReaches(page) {
  await page.evaluate(() => document.activeElement?.blur());
  const reached = new Set();
  for (let i = 0; i < 150 && reached.size < 2; i += 1) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");
    if (id === "tip-got-it" || id === "tip-no-more") reached.add(id);
  }
  return reached;
}

async function tips(browser) {
  await inPage(await openPage(browser, { viewport: DESKTOP, locale: "en-US" }), "tips", async ({ page }) => {
    await page.addInitScript(RECORD_SAID);
    await fresh(page);
    // --- a first real game: a tip comes ---
    await newGame(page);
    const first = await playUntilTip(page);
    if (!check("a first real game: a tip appears", first !== null, `within ${LOOK} decisions`)) return;
    const text = ((await page.locator("[data-testid=tip-text]").textContent()) ?? "").trim();
    check("the tip is words, not its message's id", text.length > 10 && !text.startsWith("tip-"), short(text));
    const at = await page.locator(TIP).getAttribute("data-at");
    console.log(`       first tip: ${first} at ${at}: ${short(text, 100)}`);
    await page.waitForFunction((t) => window.__said.some((s) => s.includes(t)), text, { timeout: 5_000 }).catch(() => {});
    // A key no element of the board has yet (the game's views mark their
    // elements as its list grows): the action groups take it here, so that
    // the bubble's place beside an element is tried too.
    const marked = await page.evaluate((key) => {
      if (key === "decision" || document.querySelector(`[data-tip="${key}"]`)) return false;
      document.querySelector(".groups-area, .board, svg")?.setAttribute("data-tip", key);
      return true;
    }, at);
    await page.waitForTimeout(900);
    const stands = await page.locator(TIP).getAttribute("class");
    console.log(`       at 1366 the bubble is "${stands}"${marked ? " (its key put on the action groups)" : ""}`);
    // Beside its element when the element is on the page (and has room:
    // the action groups have), else in the flow above the decision panel.
    check("1366: the bubble stands beside the element it is about, or above the decision panel",
      marked ? /tip-beside/.test(stands ?? "") : /tip-beside|tip-flow/.test(stands ?? ""), stands);
    // The page at both widths with it open: the choices stay free.
    check("1366: the tip covers none of the choices", (await coversAChoice(page)) === "", await coversAChoice(page));
    check("1366: the tip's element is ringed (or it stands above the decision panel)",
      (await page.locator(".tip-target").count()) > 0 || at === "decision" || (await page.locator(".tip-flow").count()) > 0);
    await axe(page, "a game with a tip open at 1366 px");
    check("screenshot at 1366 px", (await screenshot(page, "tips-desktop", { fullPage: false })) !== "");
    const reached = await tabReaches(page);
    check("keyboard: Tab reaches the bubble's two buttons", reached.size === 2, [...reached].join(", "));
    await checkWidth(page, PHONE, "a game with a tip open");
    await page.waitForTimeout(500);
    check("390: the tip covers none of the choices", (await coversAChoice(page)) === "", await coversAChoice(page));
    const flow = await page.locator(".tip-flow").count();
    check("390: the tip is a bar in the flow, before the decision panel", flow === 1 &&
      (await page.evaluate(() => {
        const t = document.querySelector("[data-testid=tip]");
        const d = document.querySelector("[data-testid=decision]");
        return !!(t && d && t.compareDocumentPosition(d) & Node.DOCUMENT_POSITION_FOLLOWING);
      })));
    await page.locator(TIP).scrollIntoViewIfNeeded();
    await axe(page, "a game with a tip open at 390 px");
    check("screenshot at 390 px", (await screenshot(page, "tips-phone", { fullPage: false })) !== "");
    await page.setViewportSize(DESKTOP);
    // "Got it" closes it; its words were said once.
    await page.locator("[data-testid=tip-got-it]").click();
    check("\"Got it\" closes the tip", (await page.locator(`${TIP}[data-tip-id="${first}"]`).count()) === 0);
    await playUntilTip(page, { max: 6, want: () => false });
    const said = await page.evaluate((t) => window.__said.filter((s) => s.includes(t)).length, text);
    check("the tip was spoken once in the live region", said === 1, `${said} times`);

    // --- the next game: the tip seen stays away ---
    await newGame(page);
    const met = [];
    await playUntilTip(page, { max: 30, want: () => false, seen: met });
    check("the next game: the tip seen does not come back", !met.includes(first), `met: ${met.join(", ") || "none"}`);

    // --- "Show tips again" (the setup screen), then "No more tips" ---
    await page.locator("[data-testid=nav-home]").click();
    await pickGame(page, "dragon");
    await page.locator("[data-testid=tips-again]").click();
    check("\"Show tips again\" says so", ((await page.locator("[data-testid=tips-again-done]").textContent()) ?? "").trim().length > 0);
    await setUp(page, ["human", "easy"]);
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=status]").waitFor({ state: "visible" });
    const again = await playUntilTip(page, { want: (id) => id === first });
    check("after \"Show tips again\" the tip comes again", again === first, String(again));
    if (again !== null) await page.locator("[data-testid=tip-no-more]").click();
    check("\"No more tips\" closes it", again !== null && (await page.locator(TIP).count()) === 0);
    await page.locator("[data-testid=tips-fold] summary").click();
    check("the setting says tips are off", (await page.locator("[data-testid=tips-setting]").inputValue()) === "never");
    const none = [];
    await playUntilTip(page, { max: 12, want: () => false, seen: none });
    check("with tips off, no tip comes", none.length === 0, none.join(", "));

    // --- the setting turns them back on ---
    await page.locator("[data-testid=tips-setting]").selectOption("always");
    await page.locator("[data-testid=tips-again]").click();
    const back = await playUntilTip(page);
    check("the setting turns them back on: a tip comes", back !== null, String(back));
    if (back !== null) await page.keyboard.press("Escape");
    check("Escape closes the bubble", back !== null && (await page.locator(`${TIP}[data-tip-id="${back}"]`).count()) === 0);
  });
}

runSuite({ title: "tips", basePath: "/sub/tips/", deadlineMs: 300_000, scenarios: [["tips", tips]] });
