// Playing through the decision panel: the game's save (the address names it,
// #play/<id>), waiting for a human's turn, one decision, a game to its end.

import { short } from "./checks.mjs";
import { SAVE_PREFIX } from "./paths.mjs";

export const ACTION = "[data-testid=action]";
export const GAME_OVER = "[data-testid=game-over]";
export const PASS = "[data-testid=pass-screen]";

// The storage key of the game on screen.
export const saveKey = (page) =>
  page.evaluate((prefix) => prefix + decodeURIComponent(location.hash.replace(/^#(play|replay)\//, "")), SAVE_PREFIX);

export const readSave = async (page) => page.evaluate((key) => localStorage.getItem(key), await saveKey(page));

// How many actions the save records (-1 without a readable save).
export const savedActions = async (page) =>
  page.evaluate((key) => {
    try {
      return JSON.parse(localStorage.getItem(key)).record.actions.length;
    } catch {
      return -1;
    }
  }, await saveKey(page));

// Waits until the save records more than `before` actions.
export async function waitSaved(page, before) {
  await page.waitForFunction(
    ([key, n]) => {
      try {
        return JSON.parse(localStorage.getItem(key)).record.actions.length > n;
      } catch {
        return false;
      }
    },
    [await saveKey(page), before],
  );
}

// Waits until a human must decide (true) or the game is over (false); a
// hand-over screen counts as a human's turn.
export async function waitHumanOrOver(page) {
  await page.locator(`${ACTION}, ${GAME_OVER}, ${PASS}`).first().waitFor({ state: "visible" });
  return (await page.locator(GAME_OVER).count()) === 0;
}

// Takes one decision with `act` (a click) and waits until the save records
// it. Throws when the engine refused it (the refusal shows in the panel).
export async function decide(page, act) {
  const before = await savedActions(page);
  await act();
  await waitSaved(page, before);
  const refusal = page.locator(".refusal");
  if ((await refusal.count()) > 0) {
    throw new Error(`the app refused the action: ${short(await refusal.first().textContent())}`);
  }
}

// Plays the panel's first choice (with Enter on the focused one: "enter").
export const playFirst = (page, how = "click") =>
  decide(page, () => (how === "enter" ? page.keyboard.press("Enter") : page.locator(ACTION).first().click()));

// Plays human decisions until the game ends or `max` were taken. Before each,
// `each(n)` may look at the position (false stops); `move(n)` takes it (the
// panel's first choice unless given). Returns how many and whether it is over.
export async function playToEnd(page, { max = 1500, each = null, move = () => playFirst(page) } = {}) {
  let decisions = 0;
  let human = await waitHumanOrOver(page);
  while (human && decisions < max) {
    if (each && (await each(decisions)) === false) break;
    await move(decisions);
    decisions += 1;
    human = await waitHumanOrOver(page);
  }
  return { decisions, over: (await page.locator(GAME_OVER).count()) > 0 };
}

// The status line's text.
export const statusText = async (page) => ((await page.locator("[data-testid=status]").textContent()) ?? "").trim();

// How many lines the log has.
export const logLength = (page) => page.locator("[data-testid=log] > li").count();

// What the position on screen shows, to compare before and after a reload:
// the save, decision, status and log, plus the texts of `parts` (name →
// selector).
export async function snapshot(page, parts = {}) {
  const shot = {
    save: await readSave(page),
    decision: ((await page.locator("[data-testid=decision]").innerText()) ?? "").trim(),
    status: await statusText(page),
    log: await page.locator("[data-testid=log] > li").allInnerTexts(),
  };
  for (const [name, selector] of Object.entries(parts)) shot[name] = await page.locator(selector).allInnerTexts();
  return shot;
}
