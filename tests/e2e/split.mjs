// Browser test of the page's wasm split by screen (issue 43, README "The
// page's wasm split by screen"): the screens whose code is a wasm file of its
// own (dist/split_<screen>-<build>.wasm, sharing dist/chunk_<n>-<build>.wasm),
// found in dist/ by name, so a screen split later joins the checks.
//
// 1. fresh: every screen, each in a new browser context with no cache and no
//    service worker (the page has no navigator.serviceWorker, so none
//    registers): each game's board after Start (a decision taken), a
//    lesson's first step (Learn to play from the home), the record, the
//    review and the replay of a finished game (from
//    tests/e2e/shared-victory.json), the join screen opened from a join link
//    (`#join=<code>`; a code that does not decode, so nothing connects). Each
//    fetched its own split file (when the build has one of that name), shows
//    its main element, never the failed message, and logs no console error.
//    Together they fetched every split_* and chunk_* file of the build.
// 2. failed download: with page.route aborting the play screen's file (then
//    the record's file and every chunk), opening the screen shows the
//    message (role=alert) with a Try again button in the page's shell, no
//    uncaught error; screenshots at 1366x768 and 390 px
//    (target/screenshots/split-failed-*.png), no sideways scrolling, axe.
//    Un-routed, Try again draws the screen and it works (a decision taken).
//    The record's file held back: "Loading…" (role=status) until it comes.
// 3. offline: one visit (its own server), the service worker controls the
//    page and its cache holds every file service-worker.js lists; then the
//    server stops, the context goes offline, and a NEW page of the context
//    opens each screen: each game's setup and board after Start, a lesson,
//    the record, a game played offline to its end, its replay and its review,
//    the join screen. All draw, their split files come from the service
//    worker, no request fails, no failed message.
//
//   node tests/e2e/split.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  ACTION, DESKTOP, DIST, GAMES, GAME_OVER, PHONE, ROOT, SAVE_PREFIX,
  axe, check, checkWidth, fresh, inPage, openPage, pickGame, playFirst, playToEnd, runSuite, screenshot, setUp, short,
  startServer, stopServer, waitHumanOrOver,
} from "./harness.mjs";

const BASE_PATH = "/sub/split/";
// The offline scenario's own server (stopped once the service worker has
// cached the build), at a path of its own: a service worker's scope.
const OFFLINE_PATH = "/sub/split-offline/";
const COACH = "[data-testid=coach]";
const FAILED = "[data-testid=chunk-failed]";
const LOADING = "p.chunk-loading[role=status]";
// A join code that does not decode: the join screen draws it and says so
// without opening any connection.
const BAD_CODE = "BG1-not-a-real-code";

// The build's split files, by name.
const FILES = await readdir(DIST).catch(() => []);
const SPLITS = FILES.filter((f) => /^split_.+\.wasm$/.test(f)).sort();
const CHUNKS = FILES.filter((f) => /^chunk_.+\.wasm$/.test(f)).sort();
// "play" for split_play-<build>.wasm.
const screenOf = (file) => file.replace(/^split_/, "").replace(/-[^-]+\.wasm$/, "");
// The build's split files of the screens named (none if not split).
const splitsOf = (names) => SPLITS.filter((f) => names.includes(screenOf(f)));
const fileName = (url) => new URL(url).pathname.split("/").pop();
const isSplitFile = (name) => /^(split|chunk)_.+\.wasm$/.test(name);

// The English texts of the failed download (locales/en/app.ftl).
const FTL = await readFile(path.join(ROOT, "locales", "en", "app.ftl"), "utf8");
const ftl = (key) => FTL.match(new RegExp(`^${key} = (.*)$`, "m"))?.[1]?.trim() ?? key;
const FAILED_TEXT = ftl("chunk-failed");
const RETRY_TEXT = ftl("chunk-retry");

// Finished 3-player games (random legal moves), seat 0 human.
const SHARED = JSON.parse(await readFile(path.join(ROOT, "tests", "e2e", "shared-victory.json"), "utf8"));
const FINISHED = SHARED.khan;

// The split and chunk files `page` asks for, in order, with how each came.
function watchSplitFiles(page) {
  const seen = [];
  page.on("request", (req) => {
    const name = fileName(req.url());
    if (isSplitFile(name)) seen.push(name);
  });
  page.on("response", (res) => {
    const name = fileName(res.url());
    if (isSplitFile(name) && res.fromServiceWorker()) seen.fromWorker = [...(seen.fromWorker ?? []), name];
  });
  return seen;
}

// A browser without service workers (as one in a private window may be):
// the app then registers none. (Playwright's `serviceWorkers: "block"`
// instead makes register() resolve to undefined, which no browser does, and
// the app's registration code then throws.)
const withoutServiceWorker = (page) => page.addInitScript(() => delete Navigator.prototype.serviceWorker);

// A second (or later) page of a context, its console errors, uncaught
// errors and failed requests collected as openPage does.
async function newPageOf(context, errors) {
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} [${msg.location()?.url ?? ""}]`);
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  page.on("requestfailed", (req) => errors.push(`request failed: ${req.url()}: ${req.failure()?.errorText ?? "failed"}`));
  page.setDefaultTimeout(30_000);
  return page;
}

// --- the screens, each opened from where a player opens it --------------------
// `split`: the screens whose files it must fetch (every one of them the
// build has, and it has one at least); `open(page, load)`: from a fresh page
// to the screen asked for, `load(hash)` loading the app (with storage given
// by the scenario); `main`: what shows once it is drawn; `works(page)`: a
// step that needs the screen's code.

const gameBoard = (game) => ({
  name: `${game} board`,
  split: ["game", "setup", "play"],
  main: ACTION,
  async open(page, load) {
    await load("");
    await pickGame(page, game);
    await page.locator("[data-testid=start]").click();
  },
  async works(page) {
    if (!(await waitHumanOrOver(page))) return false;
    await playFirst(page);
    return true;
  },
});

const SCREENS = [
  ...GAMES.map(gameBoard),
  {
    name: "lesson",
    split: ["game", "lesson", "lessons", "play"],
    main: COACH,
    async open(page, load) {
      await load("");
      await page.locator(`[data-testid=learn-${GAMES[0]}]`).click();
    },
    works: async (page) => (await page.locator(COACH).innerText()).trim().length > 10,
  },
  {
    name: "record",
    split: ["record"],
    main: "[data-testid=record]",
    async open(page, load) {
      await load("");
      await page.locator("[data-testid=open-record]").click();
    },
    works: async (page) => (await page.locator("[data-testid=record]").innerText()).trim().length > 10,
  },
  {
    name: "review",
    split: ["review"],
    finished: true,
    main: "[data-testid=review]",
    open: (page, load) => load(`#review/${FINISHED.id}`),
    // The review starts at once: its progress, or its results.
    async works(page) {
      await page.locator("[data-testid=review-progress], [data-testid=review-summary]").first().waitFor({ state: "visible" });
      return true;
    },
  },
  {
    name: "replay",
    split: ["replay"],
    finished: true,
    main: "[data-testid=replay]",
    open: (page, load) => load(`#replay/${FINISHED.id}`),
    async works(page) {
      await page.locator("[data-testid=replay-forward]").click();
      await page.locator("[data-testid=replay-step][data-step='1']").waitFor({ state: "visible" });
      return true;
    },
  },
  {
    name: "join",
    split: ["join"],
    main: "[data-testid=join-input]",
    open: (page, load) => load(`#join=${BAD_CODE}`),
    // The code from the link is in its field, and it was tried: not a code.
    async works(page) {
      await page.locator("[data-testid=join-problem]").waitFor({ state: "visible" });
      return (await page.locator("[data-testid=join-input]").inputValue()) === BAD_CODE;
    },
  },
];

// --- 1. each screen in a fresh context ----------------------------------------
const fetchedFresh = new Set();
let freshRun = 0;

async function freshScreen(browser, screen) {
  const label = `fresh: ${screen.name}`;
  const opened = await openPage(browser, { failedRequests: true, timeout: 30_000 });
  await inPage(opened, label, async ({ page }) => {
    await withoutServiceWorker(page);
    const seen = watchSplitFiles(page);
    const storage = screen.finished ? { [SAVE_PREFIX + FINISHED.id]: JSON.stringify(FINISHED) } : {};
    await screen.open(page, (hash) => fresh(page, { storage, hash }));
    await page.locator(screen.main).first().waitFor({ state: "visible" });
    for (const f of seen) fetchedFresh.add(f);
    freshRun += 1;
    const own = splitsOf(screen.split);
    const mine = own.filter((f) => seen.includes(f));
    const names = [...new Set(seen)].map((f) => f.replace(/-[^-]+\.wasm$/, ""));
    console.log(`       ${screen.name}: fetched ${names.join(" ") || "no split file"}`);
    check(`${label}: the screen's own file was fetched`, own.length > 0 && mine.length === own.length,
      `${mine.join(", ") || "none"} of ${own.join(", ") || `no split_{${screen.split}} in dist/`}`);
    check(`${label}: its main element shows, no failed message, no "Loading…" left`,
      (await page.locator(FAILED).count()) === 0 && (await page.locator(LOADING).count()) === 0);
    check(`${label}: it works`, (await screen.works(page)) === true);
  });
}

// Every split file of the build was fetched by one of the screens above.
async function everyFile() {
  // Only when every screen ran (not with ONLY naming one of them).
  if (freshRun < SCREENS.length) return console.log(`       (${freshRun} of ${SCREENS.length} screens ran: not checked)`);
  // (Not the `#net-check` test hook's file: no screen of a player's opens it.)
  const missed = [...SPLITS, ...CHUNKS].filter((f) => !fetchedFresh.has(f) && screenOf(f) !== "net_check");
  check(`fresh: the build has split files (${SPLITS.length} split_*, ${CHUNKS.length} chunk_*)`, SPLITS.length > 0);
  check("fresh: the screens together fetched every split_* and chunk_* file of the build", missed.length === 0,
    missed.length ? `never fetched: ${missed.join(", ")}` : `${fetchedFresh.size} files`);
}

// --- 2. a download that fails --------------------------------------------------
// Aborts the requests `blocked` matches, opens the screen: the message and
// Try again, in the page's shell; then lets them through and tries again.
async function failedDownload(browser, { name, blocked, screen }) {
  const label = `failed ${name}`;
  const opened = await openPage(browser, { timeout: 30_000 });
  const { context, page, errors } = opened;
  try {
    await withoutServiceWorker(page);
    const aborted = [];
    await page.route(blocked, (route) => {
      aborted.push(fileName(route.request().url()));
      return route.abort("failed");
    });
    await screen.open(page, (hash) => fresh(page, { hash })).catch((e) => errors.push(`open: ${e.message}`));
    const shown = await page.locator(FAILED).waitFor({ state: "visible" }).then(() => true, () => false);
    check(`${label}: the failed message shows`, shown, `aborted ${[...new Set(aborted)].join(", ") || "nothing"}`);
    const alert = page.locator(`${FAILED} [role=alert]`);
    const said = (await alert.count()) === 1 ? (await alert.innerText()).trim() : "";
    check(`${label}: it is an alert saying what happened`, said === FAILED_TEXT, said);
    const retry = page.locator(FAILED).getByRole("button", { name: RETRY_TEXT });
    check(`${label}: a Try again button`, (await retry.count()) === 1 && (await retry.isVisible()) && (await retry.isEnabled()));
    // Not a blank page: the shell (title, navigation) is there.
    const shell = (await page.locator("header.top h1").isVisible()) && (await page.locator("[data-testid=nav-home]").isVisible());
    check(`${label}: the page's heading and navigation stay`, shell && (await page.locator(LOADING).count()) === 0);
    const uncaught = errors.filter((e) => e.startsWith("uncaught") || e.startsWith("open:"));
    check(`${label}: no uncaught error`, uncaught.length === 0, short(uncaught.join(" | "), 400));
    // Console errors: only the aborted downloads' (the loader logs its failure).
    const other = errors.filter((e) => !aborted.some((f) => e.includes(f)) && !/ERR_FAILED|Failed to load resource|failed to fetch/i.test(e));
    check(`${label}: the only console errors are the aborted downloads'`, other.length === 0, short(other.join(" | "), 400));
    check(`${label}: screenshot at 1366x768`, (await screenshot(page, `split-failed-${name}-desktop`)) !== "");
    await axe(page, `the failed ${name} download`);
    await checkWidth(page, PHONE, label);
    check(`${label}: screenshot at 390 px`, (await screenshot(page, `split-failed-${name}-phone`)) !== "");
    await page.setViewportSize(DESKTOP);

    // Let it through and try again.
    await page.unroute(blocked);
    const before = errors.length;
    await retry.click();
    await page.locator(screen.main).first().waitFor({ state: "visible" });
    check(`${label}: Try again draws the screen`, (await page.locator(FAILED).count()) === 0);
    check(`${label}: the screen works after Try again`, (await screen.works(page)) === true);
    const after = errors.slice(before);
    check(`${label}: no console errors after Try again`, after.length === 0, short(after.join(" | "), 400));
  } finally {
    await context.close();
  }
}

// While the screen's file is held back: "Loading…" (a status), in the shell;
// let through, the screen.
async function slowDownload(browser, { name, held, screen }) {
  const label = `slow ${name}`;
  await inPage(await openPage(browser, { timeout: 30_000 }), label, async ({ page }) => {
    await withoutServiceWorker(page);
    let release = null;
    const released = new Promise((resolve) => (release = resolve));
    let asked = false;
    await page.route(held, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await screen.open(page, (hash) => fresh(page, { hash }));
    const loading = page.locator(LOADING);
    const shown = await loading.waitFor({ state: "visible" }).then(() => true, () => false);
    const said = shown ? (await loading.innerText()).trim() : "";
    check(`${label}: "Loading…" shows as a status while its file is held back`, shown && said === ftl("chunk-loading") && asked, `"${said}"`);
    check(`${label}: the page's heading and navigation stay`,
      (await page.locator("header.top h1").isVisible()) && (await page.locator("[data-testid=nav-home]").isVisible()));
    release();
    await page.locator(screen.main).first().waitFor({ state: "visible" });
    check(`${label}: once it comes, the screen replaces it`, (await loading.count()) === 0 && (await page.locator(FAILED).count()) === 0);
    await page.unroute(held);
  });
}

// --- 3. offline after one visit --------------------------------------------------
async function offline(browser) {
  const server = await startServer({ dist: DIST, basePath: OFFLINE_PATH });
  let running = true;
  const appUrl = `http://127.0.0.1:${server.address().port}${OFFLINE_PATH}?botDelay=0`;
  const context = await browser.newContext({ viewport: DESKTOP });
  const errors = [];
  try {
    const first = await newPageOf(context, errors);
    await first.goto(appUrl, { waitUntil: "load" });
    await first.locator("[data-testid=pick-dragon]").waitFor({ state: "visible" });
    const controlled = await first
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
      .then(() => true, () => false);
    check("offline: a service worker controls the page after one visit", controlled);
    // Every file service-worker.js lists is in its cache.
    const listed = [...(await readFile(path.join(DIST, "service-worker.js"), "utf8")).matchAll(/^\s*"([^"]+)",$/gm)].map((m) => m[1]);
    const uncached = (files) => first.evaluate(async (list) => {
      const scope = (await navigator.serviceWorker.ready).scope;
      const cached = new Set();
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) cached.add(r.url);
      return list.filter((f) => !cached.has(new URL(f, scope).href));
    }, files);
    let missing = await uncached(listed);
    for (let waited = 0; missing.length > 0 && waited < 60_000; waited += 250) {
      await first.waitForTimeout(250);
      missing = await uncached(listed);
    }
    const unlisted = [...SPLITS, ...CHUNKS].filter((f) => !listed.includes(f));
    check("offline: the cache holds every file service-worker.js lists, every split file among them",
      missing.length === 0 && unlisted.length === 0 && listed.length > 10,
      `${listed.length} files listed${missing.length ? `; not cached: ${missing.slice(0, 5).join(", ")}` : ""}${unlisted.length ? `; not listed: ${unlisted.join(", ")}` : ""}`);
    await first.close();
    await stopServer(server);
    running = false;
    await context.setOffline(true);

    // Each screen in a new page of the context.
    const screen = async (name, splitNames, body) => {
      const before = errors.length;
      const page = await newPageOf(context, errors);
      const seen = watchSplitFiles(page);
      try {
        await page.goto(appUrl + (body.hash ?? ""), { waitUntil: "load" });
        await page.locator("h1").waitFor({ state: "visible" });
        const ok = await body.run(page);
        const own = splitsOf(splitNames);
        const mine = own.filter((f) => (seen.fromWorker ?? []).includes(f));
        check(`offline ${name}: it draws and works`, ok === true && (await page.locator(FAILED).count()) === 0);
        check(`offline ${name}: its file came from the service worker`, own.length > 0 && mine.length === own.length,
          `${mine.join(", ") || "none"} of ${own.join(", ") || "no split file"}`);
        const now = errors.slice(before);
        check(`offline ${name}: no failed request, no console error`, now.length === 0, short(now.join(" | "), 400));
      } finally {
        await page.close();
      }
    };
    for (const game of GAMES) {
      await screen(`${game} setup and board`, ["game", "setup", "play"], {
        async run(page) {
          await pickGame(page, game);
          await page.locator("[data-testid=start]").click();
          const human = await waitHumanOrOver(page);
          await playFirst(page);
          return human;
        },
      });
    }
    await screen("lesson", ["game", "lesson", "lessons", "play"], {
      async run(page) {
        await page.locator(`[data-testid=learn-${GAMES[0]}]`).click();
        await page.locator(COACH).waitFor({ state: "visible" });
        return true;
      },
    });
    await screen("record", ["record"], {
      async run(page) {
        await page.locator("[data-testid=open-record]").click();
        await page.locator("[data-testid=record]").waitFor({ state: "visible" });
        return true;
      },
    });
    // A 2-player game against Easy played to its end offline: its id.
    let id = null;
    const quick = GAMES.includes("dschingis-khan") ? "dschingis-khan" : GAMES[0];
    await screen(`${quick} played to its end`, ["game", "setup", "play"], {
      async run(page) {
        await pickGame(page, quick);
        await setUp(page, ["human", "easy"], 7);
        await page.locator("[data-testid=start]").click();
        const { over } = await playToEnd(page);
        id = await page.evaluate(() => decodeURIComponent(location.hash.replace(/^#play\//, "")));
        return over && (await page.locator(GAME_OVER).isVisible());
      },
    });
    await screen("replay of that game", ["replay"], {
      hash: `#replay/${id}`,
      async run(page) {
        await page.locator("[data-testid=replay]").waitFor({ state: "visible" });
        await page.locator("[data-testid=replay-last]").click();
        return (await page.locator("[data-testid=replay-step]").getAttribute("data-step")) !== "0";
      },
    });
    await screen("review of that game", ["review"], {
      hash: `#review/${id}`,
      async run(page) {
        await page.locator("[data-testid=review]").waitFor({ state: "visible" });
        await page.locator("[data-testid=review-progress], [data-testid=review-summary]").first().waitFor({ state: "visible" });
        return true;
      },
    });
    await screen("join link", ["join"], {
      hash: `#join=${BAD_CODE}`,
      async run(page) {
        await page.locator("[data-testid=join-input]").waitFor({ state: "visible" });
        return (await page.locator("[data-testid=join-input]").inputValue()) === BAD_CODE;
      },
    });
  } finally {
    await context.close();
    if (running) await stopServer(server);
  }
}

const byName = Object.fromEntries(SCREENS.map((s) => [s.name, s]));
runSuite({
  title: "split test",
  basePath: BASE_PATH,
  needs: [path.join(DIST, "index.html"), path.join(DIST, "service-worker.js")],
  deadlineMs: 300_000,
  scenarios: [
    ...SCREENS.map((s) => [`fresh: ${s.name}`, (browser) => freshScreen(browser, s)]),
    ["fresh: every split file", everyFile],
    // A game's setup and play screens are one file (`game`): the setup
    // fails, and after Try again it starts a game that plays.
    ["failed play", (browser) => failedDownload(browser, {
      name: "play",
      blocked: /\/split_(play|game)-[^/]*\.wasm$/,
      screen: {
        main: "[data-testid=start]",
        open: async (page, load) => {
          await load("");
          await page.locator(`[data-testid=pick-${GAMES[0]}]`).click();
        },
        works: async (page) => {
          await page.locator("[data-testid=start]").click();
          return byName[`${GAMES[0]} board`].works(page);
        },
      },
    })],
    ["failed record", (browser) => failedDownload(browser, {
      name: "record",
      blocked: /\/(split_record|chunk_\d+)-[^/]*\.wasm$/,
      screen: byName.record,
    })],
    ["slow record", (browser) => slowDownload(browser, {
      name: "record",
      held: /\/split_record-[^/]*\.wasm$/,
      screen: byName.record,
    })],
    ["offline", offline],
  ],
});
