// "Learn to play" (issues 35 and 42): a newcomer follows every game's lesson
// to its end at 1366x768 and at 390 px (axe on the coach at both widths):
// what the coach asks in the opening, then their own random legal choices
// against the Easy bots to the end of the game, then the final scoring's
// lines with their own points; a choice other than the one asked for gets
// the coach's sentence and changes nothing; "Back" and "Start again"; a
// lesson left in the middle (of the opening, of the own game) and resumed
// after a reload goes on where it was, marked as a lesson in the saved-games
// list; a screen-reader style run
// (roles and accessible names only, by keyboard) in one game, in German.

import {
  DESKTOP,
  PHONE,
  axe,
  check,
  fresh,
  inPage,
  openPage,
  runSuite,
  savedActions,
  screenshot,
  checkWidth,
} from "./harness.mjs";

const GAMES = ["dragon", "china", "dschingis-khan"];
const COACH = "[data-testid=coach]";

const kind = (page) => page.locator(COACH).getAttribute("data-kind");
const over = async (page) => (await page.locator("[data-testid=game-over]").count()) > 0;

// The newcomer's own choices: random, but the same each run.
let seed = 42;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const step = async (page) => Number(await page.locator(COACH).getAttribute("data-step"));

// Waits until the coach shows something other than `before` (its step, its
// kind or the moves played), or a step the learner acts on.
async function settle(page, before) {
  await page.waitForFunction(
    ([sel, b]) => {
      const c = document.querySelector(sel);
      const moves = document.querySelector("[data-testid=status]")?.getAttribute("data-moves");
      if (!c) return false;
      const now = `${c.getAttribute("data-step")}/${c.getAttribute("data-kind")}/${moves}`;
      return now !== b || ["read", "ask", "free", "own", "part", "done"].includes(c.getAttribute("data-kind"));
    },
    [COACH, before],
    { timeout: 20_000 },
  );
}

const where = async (page) =>
  page.evaluate((sel) => {
    const c = document.querySelector(sel);
    const moves = document.querySelector("[data-testid=status]")?.getAttribute("data-moves");
    return `${c?.getAttribute("data-step")}/${c?.getAttribute("data-kind")}/${moves}`;
  }, COACH);

// One step of the learner doing what the coach asks, or (in a free choice
// and in their own game) a random legal choice; false once done. The
// coach's step, its kind and the moves are read at once (the prepared moves
// and the bots go on meanwhile), the learner acts on what that reading
// shows, then waits for the page to move on from it.
async function follow(page) {
  const before = await where(page);
  const k = before.split("/")[1];
  if (k === "done") return false;
  if (k === "read" || k === "part") {
    await page.locator("[data-testid=coach-next]").click();
  } else if (k === "ask") {
    await page.locator("[data-testid=action][data-asked=true]").first().click();
  } else if (k === "free" || k === "own") {
    // In their own game the learner waits while the bots move. The click
    // goes to the choice itself, not to a place on the screen: the bots'
    // last move may end the game meanwhile and put "Next" where it was.
    const choices = page.locator("[data-testid=action]");
    const n = await choices.count();
    if (n > 0) await choices.nth(random(n)).dispatchEvent("click", {}, { timeout: 2_000 }).catch(() => {});
  }
  await page.waitForFunction(([sel, b]) => {
    const c = document.querySelector(sel);
    const moves = document.querySelector("[data-testid=status]")?.getAttribute("data-moves");
    return `${c?.getAttribute("data-step")}/${c?.getAttribute("data-kind")}/${moves}` !== b;
  }, [COACH, before], { timeout: 20_000 });
  await steady(page);
  return true;
}

// Waits until the coach and the status line agree for a moment: the page's
// parts update a tick apart, and the moves may change before the coach.
async function steady(page) {
  let last = await where(page);
  for (let i = 0; i < 50; i += 1) {
    await page.waitForTimeout(20);
    const now = await where(page);
    if (now === last) return;
    last = now;
  }
}

// Follows the coach to the end; returns how many steps it took and the
// coach's lines shown once the game was over (the final scoring's).
// Clicks the coach's "Back" and waits until the lesson's save records fewer
// than `before` actions.
async function back(page, before) {
  await page.locator("[data-testid=coach-back]").click();
  await page.waitForFunction((n) => {
    try {
      const k = Object.keys(localStorage).find((k) => k.startsWith("boardgames/save/"));
      return JSON.parse(localStorage.getItem(k)).record.actions.length < n;
    } catch {
      return false;
    }
  }, before);
}

async function followToEnd(page, label, { max = 3000, each = null } = {}) {
  let steps = 0;
  const texts = new Set();
  const scoring = [];
  let owned = false;
  while (steps < max && (await follow(page))) {
    steps += 1;
    // The coach's words and their kind, read at once: the words read after
    // the learner's own game are the final scoring's.
    const now = await page.evaluate((sel) => ({
      text: document.querySelector("[data-testid=coach-text]")?.textContent ?? "",
      kind: document.querySelector(sel)?.getAttribute("data-kind"),
    }), COACH);
    texts.add(now.text);
    if (now.kind === "own") owned = true;
    if (owned && now.kind === "read" && !scoring.includes(now.text)) scoring.push(now.text);
    if (each) await each(steps);
  }
  const ids = [...texts].filter((t) => /^lesson-/.test(t.trim()));
  check(`${label}: every coach text is words, not an id`, ids.length === 0, ids.slice(0, 3).join(", "));
  return { steps, scoring };
}

// The final scoring's lines: several, with the learner's points in them.
function checkScoring(label, scoring) {
  const numbered = scoring.filter((t) => /-?\d/.test(t));
  check(`${label}: the final scoring is explained line by line (${scoring.length} lines)`, scoring.length >= 5, scoring.join(" | "));
  check(`${label}: its lines give the learner's points`, numbered.length >= 4, numbered.length);
}

async function wholeLesson(browser, game, viewport, name) {
  await inPage(await openPage(browser, { viewport }), `${game} lesson ${name}`, async ({ page }) => {
    await fresh(page);
    await page.locator(`[data-testid=learn-${game}]`).click();
    await page.locator(COACH).waitFor({ state: "visible" });
    check(`${game} ${name}: the coach speaks before the first move`, (await savedActions(page)) === 0 && (await kind(page)) === "read");
    await axe(page, `${game} lesson start ${name}`);
    await screenshot(page, `lesson-${game}-start-${name}`);
    let wrongTried = false;
    let shot = false;
    let ownShot = false;
    let scoringShot = false;
    const { steps, scoring } = await followToEnd(page, `${game} ${name}`, {
      each: async (n) => {
        // Once, at an asked choice with another option: that one is refused
        // with the coach's sentence and changes nothing.
        if (!wrongTried && (await kind(page)) === "ask") {
          const other = page.locator("[data-testid=action][data-asked=false]");
          if ((await other.count()) > 0) {
            wrongTried = true;
            const before = await savedActions(page);
            await other.first().click();
            await page.locator("[data-testid=coach-why]").waitFor({ state: "visible" });
            const why = (await page.locator("[data-testid=coach-why]").textContent()) ?? "";
            check(`${game} ${name}: another choice gets one sentence why`, why.trim().length > 10 && !why.includes("lesson-"), why);
            check(`${game} ${name}: another choice changes nothing`, (await savedActions(page)) === before);
          }
        }
        if (!shot && n > 4 && (await kind(page)) === "ask") {
          shot = true;
          await screenshot(page, `lesson-${game}-ask-${name}`);
          await checkWidth(page, viewport, `${game} lesson ${name}`);
          await axe(page, `${game} lesson ask ${name}`);
        }
        if (!ownShot && (await kind(page)) === "own" && (await page.locator("[data-testid=action]").count()) > 0) {
          ownShot = true;
          await screenshot(page, `lesson-${game}-own-${name}`);
          await checkWidth(page, viewport, `${game} lesson own ${name}`);
        }
        if (!scoringShot && (await over(page)) && (await kind(page)) === "read") {
          scoringShot = true;
          await screenshot(page, `lesson-${game}-scoring-${name}`);
          await checkWidth(page, viewport, `${game} lesson scoring ${name}`);
        }
      },
    });
    check(`${game} ${name}: the lesson reaches its end (${steps} steps)`, (await kind(page)) === "done");
    check(`${game} ${name}: the game is over`, (await page.locator("[data-testid=game-over]").count()) === 1);
    check(`${game} ${name}: a wrong choice was tried`, wrongTried);
    check(`${game} ${name}: the learner played their own game`, ownShot);
    checkScoring(`${game} ${name}`, scoring);
    await screenshot(page, `lesson-${game}-end-${name}`);
    await axe(page, `${game} lesson end ${name}`);
    // Then a real game against Easy.
    await page.locator("[data-testid=lesson-real-game]").click();
    await page.locator("[data-testid=decision]").waitFor({ state: "attached" });
    check(`${game} ${name}: "Play a real game against Easy" starts a game without a coach`, (await page.locator(COACH).count()) === 0);
  });
}

// Left in the middle and resumed: the same step, then on to the end; the
// saved-games list marks it as a lesson. Back and Start again.
async function resume(browser) {
  await inPage(await openPage(browser), "resume", async ({ page }) => {
    await fresh(page);
    await page.locator("[data-testid=learn-dschingis-khan]").click();
    await page.locator(COACH).waitFor({ state: "visible" });
    // Up to the fourth asked choice (a lesson asks far more).
    const toAsk = async () => {
      while ((await kind(page)) !== "ask") if (!(await follow(page))) throw new Error("the lesson ended before an asked choice");
    };
    for (let asks = 0; asks < 3; asks += 1) {
      await toAsk();
      await follow(page);
    }
    await toAsk();
    const moves = await savedActions(page);
    const at = await step(page);
    await page.reload({ waitUntil: "load" });
    await page.locator(COACH).waitFor({ state: "visible" });
    check("resume: the reloaded lesson keeps its moves", (await savedActions(page)) === moves);
    const again = await step(page);
    check("resume: the coach is at the same move (its words before the choice shown again)", again <= at, `${again} vs ${at}`);
    // Back takes the last asked choice back.
    await toAsk();
    await follow(page);
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("data-kind") !== "watch", COACH);
    const after = await savedActions(page);
    await back(page, after);
    check("back: the asked choice is taken back and asked again", (await kind(page)) === "ask");
    await page.locator("[data-testid=nav-saved]").click();
    await page.locator("[data-testid=saved-game]").first().waitFor({ state: "visible" });
    check("resume: the saved-games list marks the lesson", (await page.locator("[data-testid=lesson-badge]").count()) === 1);
    await page.locator("[data-testid=resume]").first().click();
    await page.locator(COACH).waitFor({ state: "visible" });
    await page.locator("[data-testid=coach-restart]").click();
    await page.waitForFunction(() => document.querySelector("[data-testid=status]")?.getAttribute("data-moves") === "0");
    check("start again: the lesson is back at its first step", (await step(page)) === 0);
    // Into the learner's own game, a few of their moves, then a reload: the
    // own game goes on, the bots playing.
    while ((await kind(page)) !== "own") if (!(await follow(page))) throw new Error("the lesson ended before the own game");
    for (let i = 0; i < 6; i += 1) await follow(page);
    const ownMoves = await savedActions(page);
    await page.reload({ waitUntil: "load" });
    await page.locator(COACH).waitFor({ state: "visible" });
    await steady(page);
    check("resume: a lesson reloaded in the own game is still the learner's own", (await kind(page)) === "own" && (await savedActions(page)) >= ownMoves);
    // "Back" there takes back the learner's last own move.
    await page.locator("[data-testid=action]").first().waitFor({ state: "visible" });
    const beforeBack = await savedActions(page);
    await back(page, beforeBack);
    await steady(page);
    check("back: in the own game the learner's last move is taken back", (await kind(page)) === "own" && (await page.locator("[data-testid=action]").count()) > 0);
    const { scoring } = await followToEnd(page, "resumed");
    checkScoring("resumed", scoring);
    check("resume: the resumed lesson reaches its end", (await kind(page)) === "done");
  });
}

// Roles and accessible names only, by keyboard, in German.
async function screenReader(browser) {
  await inPage(await openPage(browser, { locale: "de-DE" }), "screen reader", async ({ page }) => {
    await fresh(page);
    await page.getByRole("button", { name: "Spiel lernen" }).nth(2).press("Enter");
    const coach = page.getByRole("region", { name: /Trainer/ });
    await coach.waitFor({ state: "visible" });
    const next = coach.getByRole("button", { name: "Weiter" });
    const asked = page.getByRole("button", { name: /Wahl des Trainers/ });
    let steps = 0;
    const live = new Set();
    let opened = false;
    let scored = false;
    while (steps < 3000) {
      if ((await coach.getByRole("button", { name: /echte Partie/ }).count()) > 0) break;
      const before = await where(page);
      const k = before.split("/")[1];
      if (!opened && k === "read") {
        opened = true;
        await screenshot(page, "lesson-de-start-desktop");
      }
      if (!scored && k === "read" && (await over(page))) {
        scored = true;
        await screenshot(page, "lesson-de-scoring-desktop");
      }
      if ((await next.count()) > 0) await next.press("Enter");
      else if ((await asked.count()) > 0) await asked.first().press("Enter");
      else if (k === "free" || k === "own") {
        const choices = page.locator("[data-testid=action]");
        const n = await choices.count();
        if (n > 0) await choices.nth(random(n)).press("Enter").catch(() => {});
      }
      await page.waitForFunction(([sel, b]) => {
        const c = document.querySelector(sel);
        const moves = document.querySelector("[data-testid=status]")?.getAttribute("data-moves");
        return `${c?.getAttribute("data-step")}/${c?.getAttribute("data-kind")}/${moves}` !== b;
      }, [COACH, before], { timeout: 20_000 });
      live.add(await page.locator("[data-testid=announce]").textContent());
      steps += 1;
    }
    check(`screen reader: the German lesson reaches its end by keyboard (${steps} steps)`, (await coach.getByRole("button", { name: /echte Partie/ }).count()) === 1);
    const spoken = [...live].filter((t) => t && t.includes("Trainer: "));
    check("screen reader: the coach's words are spoken in the one live region", spoken.length > 5, `${spoken.length}`);
  });
}

const scenarios = [];
for (const game of GAMES) {
  scenarios.push([`${game} desktop`, (b) => wholeLesson(b, game, DESKTOP, "desktop")]);
  scenarios.push([`${game} phone`, (b) => wholeLesson(b, game, PHONE, "phone")]);
}
scenarios.push(["resume", resume]);
scenarios.push(["screen reader", screenReader]);

runSuite({ title: "lesson", basePath: "/sub/lesson/", deadlineMs: 900_000, scenarios });
