// Browser test of the app's four languages (dist/, from `trunk build --release`):
// the first visit follows the browser's language (German for de-DE, English
// for a language the app lacks), the header's menu switches the page at once
// and the choice survives a reload, counted texts take each language's plural
// (French says "0 décision"), dates are written in the page's language.
// Screenshots of the home, setup and saved-games screens, and of every game in
// play and at its end, in every language at 1366x768 and 390x844 go to
// target/screenshots/lang-<lang>-<screen>-<width>.png and
// lang-<lang>-<game>-<play|over>-<width>.png; none of them may scroll sideways,
// cut a button's text or hide a score table's columns.
//
//   node tests/e2e/languages.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import {
  DESKTOP, GAME_OVER, GAMES, PHONE, SAVE_PREFIX, check, fresh as freshApp, freshSetup, inPage, openPage as newPage, runSuite, screenshot, setUp,
  short, site,
} from "./harness.mjs";

const LANG_KEY = "boardgames/settings/language";

// What each language must show (from locales/<lang>/app.ftl).
const WORDS = {
  en: { title: "Board games", choose: "Choose a game", moves: ["0 decisions", "1 decision", "2 decisions"],
    unreadable: "1 saved game cannot be read", date: "May 28, 2026", import: "Import a game file" },
  de: { title: "Brettspiele", choose: "Spiel wählen", moves: ["0 Entscheidungen", "1 Entscheidung", "2 Entscheidungen"],
    unreadable: "1 gespeicherte Partie ist nicht lesbar", date: "28.05.2026", import: "Spieldatei importieren" },
  nl: { title: "Bordspellen", choose: "Kies een spel", moves: ["0 beslissingen", "1 beslissing", "2 beslissingen"],
    unreadable: "1 bewaard spel kan niet worden gelezen", date: "28 mei 2026", import: "Spelbestand importeren" },
  fr: { title: "Jeux de société", choose: "Choisissez un jeu", moves: ["0 décision", "1 décision", "2 décisions"],
    unreadable: "1 partie enregistrée est illisible", date: "28 mai 2026", import: "Importer un fichier de partie" },
};
const LANGS = Object.keys(WORDS);

// A Dragon game of format 2 after its first `n` decisions (seed 2024; the
// draft of tests/e2e/shell.mjs's format-1 save), last played on `updated`.
const SEATS = [
  { name: "Anna", colour: "#c0392b", controller: "Human", level: "Medium" },
  { name: "Bai", colour: "#2e86c1", controller: "Bot", level: "Medium" },
  { name: "Chen", colour: "#d4ac0d", controller: "Bot", level: "Hard" },
  { name: "Deng", colour: "#229954", controller: "Bot", level: "Medium" },
];
const OPTIONS = { players: 4, large_privilege_price: 7, great_wall: true, super_events: "Off" };
const DRAFT = [
  { Recruit: { kind: "Craftsman", age: "Young" } },
  { Place: 0 },
];
const LAST_PLAYED = Date.UTC(2026, 4, 28, 12, 0, 0);
function dragonSave(id, n, updated = 0) {
  return JSON.stringify({
    version: 2, game: "dragon", id, seats: SEATS, think_ms: 1000, undos: 0, created: 0, updated,
    record: { options: OPTIONS, seed: 2024, actions: DRAFT.slice(0, n) },
  });
}
// Three readable games (0, 1 and 2 decisions) and one unreadable save.
const SAVES = {
  [`${SAVE_PREFIX}zero`]: dragonSave("zero", 0),
  [`${SAVE_PREFIX}one`]: dragonSave("one", 1),
  [`${SAVE_PREFIX}two`]: dragonSave("two", 2, LAST_PLAYED),
  [`${SAVE_PREFIX}broken`]: "{nope",
};

// A fresh browser context whose browser prefers `locale`, in UTC.
const openPage = (browser, { locale = "en-US", viewport = DESKTOP } = {}) =>
  newPage(browser, { viewport, locale, timezoneId: "UTC", timeout: 15_000 });

// Opens the app with exactly `storage` in localStorage (`hash`: the screen).
const fresh = (page, storage = {}, hash = "") => freshApp(page, { storage, hash });

const text = async (page, sel) => ((await page.locator(sel).first().textContent()) ?? "").trim();
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const remembered = (page) => page.evaluate((k) => localStorage.getItem(k), LANG_KEY);

// --- (a) the first visit follows the browser ----------------------------------
async function firstVisit(browser) {
  await inPage(await openPage(browser, { locale: "de-DE" }), "first visit and switch", async ({ page }) => {
    await page.goto(site.appUrl, { waitUntil: "load" });
    await page.locator("[data-testid=home]").waitFor({ state: "visible" });
    check("de-DE browser: the first visit is German", (await text(page, "h1")) === WORDS.de.title
      && (await text(page, ".home h2")) === WORDS.de.choose, `${await text(page, "h1")} / ${await text(page, ".home h2")}`);
    check("de-DE browser: <html lang=\"de\">, the tab's title and the menu say German",
      (await htmlLang(page)) === "de" && (await page.title()) === WORDS.de.title
      && (await page.locator("[data-testid=language]").inputValue()) === "de",
      `${await htmlLang(page)}, ${await page.title()}`);
    check("de-DE browser: nothing is remembered before a choice", (await remembered(page)) === null, String(await remembered(page)));

    // --- (b) the menu switches at once and is remembered ----------------------
    await page.locator("[data-testid=pick-dragon]").click();
    await page.locator("[data-testid=setup]").waitFor({ state: "visible" });
    await page.locator("[data-testid=language]").selectOption("fr");
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    const startLabel = await text(page, "[data-testid=start]");
    check("switch to Français: the page is French at once, on the same screen",
      startLabel === "Commencer" && (await page.locator("[data-testid=setup]").count()) === 1
      && (await page.title()) === "L’Année du Dragon",
      `${startLabel}, ${await page.title()}`);
    check("switch to Français: the choice is kept as a JSON string", (await remembered(page)) === "\"fr\"", String(await remembered(page)));
    await page.reload({ waitUntil: "load" });
    await page.locator("[data-testid=setup]").waitFor({ state: "visible" });
    check("after a reload: still French (remembered over the browser's German)",
      (await htmlLang(page)) === "fr" && (await text(page, "[data-testid=start]")) === "Commencer"
      && (await page.locator("[data-testid=language]").inputValue()) === "fr",
      `${await htmlLang(page)}, ${await text(page, "[data-testid=start]")}`);
    await page.locator("[data-testid=nav-home]").click();
    check("after a reload: the home screen is French", (await text(page, ".home h2")) === WORDS.fr.choose, await text(page, ".home h2"));
  });
}

// --- (c) a language the app does not have gives English ----------------------
async function unsupported(browser) {
  await inPage(await openPage(browser, { locale: "ja-JP" }), "ja-JP browser", async ({ page }) => {
    await page.goto(site.appUrl, { waitUntil: "load" });
    await page.locator("[data-testid=home]").waitFor({ state: "visible" });
    check("ja-JP browser: English", (await text(page, "h1")) === WORDS.en.title && (await htmlLang(page)) === "en"
      && (await page.locator("[data-testid=language]").inputValue()) === "en",
      `${await text(page, "h1")}, lang=${await htmlLang(page)}`);
  });
}

// --- (d) plurals and dates in every language ---------------------------------
async function counted(browser) {
  await inPage(await openPage(browser), "plurals", async ({ page }) => {
    for (const lang of LANGS) {
      const words = WORDS[lang];
      await fresh(page, { ...SAVES, [LANG_KEY]: JSON.stringify(lang) });
      check(`${lang}: the home screen counts the unreadable save`,
        (await text(page, "[data-testid=unreadable-notice]")).startsWith(words.unreadable),
        await text(page, "[data-testid=unreadable-notice]"));
      await page.locator("[data-testid=nav-saved]").click();
      await page.locator("[data-testid=saved-game]").first().waitFor({ state: "visible" });
      // "<progress> · <n decisions>[ · <last played>]".
      const parts = {};
      for (const id of ["zero", "one", "two"]) {
        parts[id] = (await text(page, `[data-testid=saved-game][data-id="${id}"] .saved-progress`)).split(" · ");
      }
      const moves = ["zero", "one", "two"].map((id) => parts[id][1]);
      check(`${lang}: the saved games count their decisions (0, 1, 2)`, JSON.stringify(moves) === JSON.stringify(words.moves),
        moves.join(" / "));
      const date = parts.two[2] ?? "";
      check(`${lang}: the last-played date is in the page's language`, date.includes(words.date) && parts.one.length === 2, date);
      // The browser's own file button would speak the browser's language.
      const importText = (await page.locator(".import-label").innerText()).trim();
      check(`${lang}: the import button speaks the page's language only`, importText === words.import, importText);
    }
  });
}

// --- (e) screenshots in every language at both widths -----------------------
// Sideways scrolling, buttons, headings or labels whose text is cut off
// (wider than their box, or a single word wider than the box's line), and
// score tables wider than their panel.
async function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const root = document.scrollingElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`page ${root.scrollWidth}px wide`);
    for (const el of document.querySelectorAll("button, a.button, h1, h2, h3, label, select, .badge, .tagline")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") {
        problems.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" cut`);
      } else if (box.right > window.innerWidth + 1) {
        problems.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" past the edge`);
      }
    }
    // A score table that needs scrolling sideways hides its last columns.
    for (const el of document.querySelectorAll(".table-scroll")) {
      const hidden = el.scrollWidth - el.clientWidth;
      if (hidden > 1) problems.push(`table "${el.querySelector("table")?.className}" hides ${hidden}px`);
    }
    return problems;
  });
}

async function screenshots(browser) {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, errors } = await openPage(browser, { viewport });
    try {
      for (const lang of LANGS) {
        const readable = Object.fromEntries(Object.entries(SAVES).filter(([k]) => !k.endsWith("broken")));
        await fresh(page, { ...readable, [LANG_KEY]: JSON.stringify(lang) });
        const screens = [
          ["home", async () => page.locator("[data-testid=home]").waitFor({ state: "visible" })],
          ["setup", async () => {
            await page.locator("[data-testid=pick-dragon]").click();
            await page.locator("[data-testid=setup]").waitFor({ state: "visible" });
          }],
          ["saved", async () => {
            await page.locator("[data-testid=nav-saved]").click();
            await page.locator("[data-testid=saved-game]").first().waitFor({ state: "visible" });
          }],
        ];
        for (const [screen, open] of screens) {
          await open();
          await page.waitForTimeout(100);
          const problems = await layoutProblems(page);
          const file = await screenshot(page, `lang-${lang}-${screen}-${viewport.width}`);
          check(`${lang} ${screen} at ${viewport.width} px: screenshot, no sideways scrolling or cut text`,
            file !== "" && problems.length === 0, problems.length ? short(problems.join("; "), 300) : file);
        }
      }
      check(`screenshots at ${viewport.width} px: no console errors`, errors.length === 0, short(errors.join(" | "), 400));
    } finally {
      await context.close();
    }
  }
}

// --- (f) every game in play and at its end, in every language, at both widths --

// A new game of `game` set up in English (the setup's own labels), seed 4242.
async function startGame(page, game, controllers) {
  await freshSetup(page, game);
  await setUp(page, controllers, "4242");
  await page.locator("[data-testid=start]").click();
}

// The same screen in each language, switched from the header's menu: a
// screenshot each, and none may scroll sideways or cut a button's text.
async function inEveryLanguage(page, game, screen, width) {
  for (const lang of LANGS) {
    await page.locator("[data-testid=language]").selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.waitForTimeout(200);
    const problems = await layoutProblems(page);
    const file = await screenshot(page, `lang-${lang}-${game}-${screen}-${width}`);
    check(`${lang} ${game} ${screen} at ${width} px: screenshot, no sideways scrolling or cut text`,
      file !== "" && problems.length === 0, problems.length ? short(problems.join("; "), 300) : file);
  }
}

async function games(browser) {
  for (const viewport of [DESKTOP, PHONE]) {
    const { context, page, errors } = await openPage(browser, { viewport });
    try {
      for (const game of GAMES) {
        // In play: the human's first decision, with the bots' moves before it.
        await startGame(page, game, ["human", "easy", "easy"]);
        await page.locator("[data-testid=action]").first().waitFor({ state: "visible" });
        await inEveryLanguage(page, game, "play", viewport.width);
        // Over: three Easy bots to the end; the board, breakdown and chart.
        await startGame(page, game, ["easy", "easy", "easy"]);
        await page.locator(GAME_OVER).waitFor({ state: "visible", timeout: 120_000 });
        await inEveryLanguage(page, game, "over", viewport.width);
      }
      check(`games at ${viewport.width} px: no console errors`, errors.length === 0, short(errors.join(" | "), 400));
    } finally {
      await context.close();
    }
  }
}

runSuite({
  title: "languages test",
  basePath: "/sub/games/",
  deadlineMs: 600_000,
  scenarios: [
    ["first visit and switch", firstVisit],
    ["unsupported language", unsupported],
    ["plurals and dates", counted],
    ["screenshots", screenshots],
    ["games in every language", games],
  ],
});
