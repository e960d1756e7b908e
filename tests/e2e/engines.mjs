// Every browser engine players use (issue 43, item 6): the built app as a
// player uses it, in Gecko (Debian's Firefox ESR, driven by puppeteer-core
// over WebDriver BiDi) and in WebKit (WebKitGTK's MiniBrowser, the engine of
// Safari and of every iPhone browser, driven by selenium-webdriver through
// WebKitWebDriver, under Xvfb: MiniBrowser has no headless mode). In each:
//
//   1. the game picker (screenshot engines-<engine>-picker.png);
//   2. each of the three games: Start with the defaults, its board shows,
//      a few decisions taken with the decision panel's buttons while the
//      bots (module workers) move (screenshot of one board);
//   3. a reload: the game is back where it was;
//   4. offline after one visit: the service worker controls the page, the
//      server is stopped, a reload shows the picker and a game's board, and
//      a decision is answered by a bot (its worker's files from the cache);
//   5. a lesson's first steps ("Learn to play", a few of the coach's steps).
//
// Then a Firefox guest joins a Chromium host's table (WebRTC between the
// two engines) and takes decisions at its seat; a WebKit guest (Debian's
// WebKitGTK has no WebRTC) is told in words that it cannot join.
//
// The suite runs in a network namespace of its own (harness/netns.mjs):
// nothing any of the three browsers sends can leave it. The Firefox and
// WebKit parts are served on 127.0.0.1 (a secure context: service workers
// exist only there or on https); the table on the namespace's address, as
// table.mjs does. Each engine's time is printed (never judged).
//
//   node tests/e2e/engines.mjs
//
// Needs (scripts/setup --browser): firefox-esr, webkit2gtk-driver, xvfb,
// and tests/e2e/node_modules (puppeteer-core, selenium-webdriver).

import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { Builder, By } from "selenium-webdriver";
import {
  ACTION, DESKTOP, DIST, ROOT, SHOTS, check, fresh, pickGame, runSuite, setUp, short, site, startServer, stopServer,
} from "./harness.mjs";

const FIREFOX = process.env.FIREFOX ?? "/usr/bin/firefox-esr";
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const BASE_PATH = "/sub/engines/";
const GAMES = ["dragon", "china", "dschingis-khan"];
// Each game's board, as its view draws it.
const BOARD = {
  dragon: ".table-centre",
  china: "[data-testid=china-map]",
  "dschingis-khan": "[data-testid=khan-board]",
};
// Human decisions taken in each game (bots move in between).
const DECISIONS = 3;
// The coach's steps followed in a lesson.
const LESSON_STEPS = 4;
const WAIT_MS = 30_000;

// Firefox kept off the network: no updates, telemetry, safe browsing,
// captive-portal or connectivity checks, remote settings; host candidates
// as addresses, not mDNS names (nothing in the namespace answers mDNS).
const FIREFOX_PREFS = {
  "network.proxy.type": 0,
  "app.update.enabled": false,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "toolkit.telemetry.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "extensions.update.enabled": false,
  "browser.region.network.url": "",
  "services.settings.server": "http://127.0.0.1:1/",
  "media.peerconnection.ice.obfuscate_host_addresses": false,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A free port on loopback (for WebKitWebDriver).
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// Collects uncaught errors and rejected promises in the page (WebDriver
// classic has no console events); installed again after every load.
const WATCH_ERRORS = () => {
  if (window.__errors) return;
  window.__errors = [];
  window.addEventListener("error", (e) => window.__errors.push(`uncaught: ${e.message}`));
  window.addEventListener("unhandledrejection", (e) => window.__errors.push(`rejected: ${e.reason}`));
};

// One engine behind one small interface: open, reload, run a function in
// the page, click the n-th match of a selector, screenshot, close.
class Firefox {
  name = "firefox";
  static async launch() {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      protocol: "webDriverBiDi",
      extraPrefsFirefox: FIREFOX_PREFS,
    });
    const self = new Firefox();
    self.browser = browser;
    self.page = await browser.newPage();
    self.errors = [];
    self.page.on("pageerror", (e) => self.errors.push(`uncaught: ${e.message}`));
    self.page.on("console", (m) => m.type() === "error" && self.errors.push(m.text()));
    await self.page.setViewport(DESKTOP);
    return self;
  }
  async version() {
    return this.browser.version();
  }
  async open(url) {
    await this.page.goto(url, { waitUntil: "load", timeout: WAIT_MS });
  }
  async reload() {
    await this.page.reload({ waitUntil: "load", timeout: WAIT_MS });
  }
  run(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }
  async click(selector, n = 0) {
    const all = await this.page.$$(selector);
    if (!all[n]) throw new Error(`no ${selector} #${n} to click`);
    await all[n].click();
  }
  async shot(name) {
    await this.page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    return path.relative(ROOT, path.join(SHOTS, `${name}.png`));
  }
  async pageErrors() {
    return this.errors.splice(0);
  }
  async close() {
    await this.browser.close();
  }
}

class WebKit {
  name = "webkit";
  static async launch() {
    const self = new WebKit();
    const port = await freePort();
    // xvfb-run gives WebKitWebDriver (and the MiniBrowser it starts) a
    // display of their own; its process group is ended at close. The host
    // is named: the driver's default ("local": 127.0.0.1 and ::1) fails to
    // listen at all where IPv6 is off, as in the test namespace.
    self.xvfb = spawn("xvfb-run", ["-a", "-s", "-screen 0 1600x1000x24", WEBKIT_DRIVER, `--port=${port}`, "--host=127.0.0.1"], {
      stdio: "ignore",
      detached: true,
    });
    const caps = {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    };
    let lastErr = null;
    for (let i = 0; i < 60 && !self.driver; i += 1) {
      try {
        self.driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(caps).build();
      } catch (err) {
        lastErr = err;
        await sleep(250);
      }
    }
    if (!self.driver) {
      self.kill();
      throw new Error(`WebKitWebDriver did not start: ${String(lastErr?.message ?? lastErr).split("\n")[0]}`);
    }
    await self.driver.manage().window().setRect({ width: DESKTOP.width, height: DESKTOP.height });
    return self;
  }
  async version() {
    const caps = await this.driver.getCapabilities();
    return `${caps.get("browserName")} ${caps.get("browserVersion")}`;
  }
  async open(url) {
    await this.driver.get(url);
    await this.run(WATCH_ERRORS);
  }
  async reload() {
    await this.driver.navigate().refresh();
    await this.run(WATCH_ERRORS);
  }
  // The function's value (its promise awaited), or its error thrown here.
  async run(fn, ...args) {
    const r = await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       Promise.resolve().then(() => (${fn}).apply(null, args)).then(
         (v) => done({ ok: v === undefined ? null : v }), (e) => done({ err: String(e) }));`,
      ...args,
    );
    if (r && "err" in r) throw new Error(r.err);
    return r?.ok;
  }
  async click(selector, n = 0) {
    const all = await this.driver.findElements(By.css(selector));
    if (!all[n]) throw new Error(`no ${selector} #${n} to click`);
    await all[n].click();
  }
  async shot(name) {
    const file = path.join(SHOTS, `${name}.png`);
    await writeFile(file, Buffer.from(await this.driver.takeScreenshot(), "base64"));
    return path.relative(ROOT, file);
  }
  async pageErrors() {
    return (await this.run(() => (window.__errors ?? []).splice(0)).catch(() => [])) ?? [];
  }
  kill() {
    try {
      process.kill(-this.xvfb.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  async close() {
    await this.driver?.quit().catch(() => {});
    this.kill();
  }
}

// Polls `fn` in the page until it returns something truthy; that value, or
// null after `ms`.
async function until(engine, fn, args = [], ms = WAIT_MS) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await engine.run(fn, ...args).catch(() => null);
    if (v) return v;
    if (Date.now() > end) return null;
    await sleep(100);
  }
}

// Is an element matching the selector shown (laid out, not hidden)?
const SHOWN = (sel) => {
  const el = document.querySelector(sel);
  return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
};
const shown = (engine, selector, ms) => until(engine, SHOWN, [selector], ms).then(Boolean);

// The save of the game on screen: how many actions it records (-1 if none).
const SAVED = () => {
  try {
    const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
    return JSON.parse(localStorage.getItem(key)).record.actions.length;
  } catch {
    return -1;
  }
};

// Waits for the player's turn (decision buttons) or the game's end.
const HUMAN_OR_OVER = () =>
  (document.querySelector("[data-testid=action]") && "human") || (document.querySelector("[data-testid=game-over]") && "over");

// Takes at least `n` decisions (the panel's first button each time) and
// goes on until the bots have moved too (the save gained more actions than
// the player took), at most `max`; returns how many it took and how many
// actions the save gained.
async function decisions(engine, n, max = 20) {
  const start = await engine.run(SAVED);
  let taken = 0;
  let gained = 0;
  while (taken < max && (taken < n || gained <= taken)) {
    if ((await until(engine, HUMAN_OR_OVER)) !== "human") break;
    const before = await engine.run(SAVED);
    await engine.click(ACTION, 0);
    if (!(await until(engine, (b) => {
      try {
        const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
        return JSON.parse(localStorage.getItem(key)).record.actions.length > b;
      } catch {
        return false;
      }
    }, [before]))) break;
    taken += 1;
    // The bots answer before the next turn is the player's.
    await until(engine, HUMAN_OR_OVER);
    gained = (await engine.run(SAVED)) - start;
  }
  return { taken, gained };
}

// What a reload must keep: the save and the question on screen.
const POSITION = () => ({
  hash: location.hash,
  decision: (document.querySelector("[data-testid=decision]")?.innerText ?? "").trim(),
  status: (document.querySelector("[data-testid=status]")?.textContent ?? "").trim(),
});

// The service worker's state as the page sees it.
const WORKER = async () => {
  const sw = navigator.serviceWorker;
  if (!sw) return { secure: window.isSecureContext, supported: false };
  const r = await sw.getRegistration();
  return {
    secure: window.isSecureContext,
    supported: true,
    installing: r?.installing?.state ?? null,
    waiting: r?.waiting?.state ?? null,
    active: r?.active?.state ?? null,
    controlled: sw.controller !== null,
    caches: (await caches.keys()).length,
  };
};

// The home screen (one navigation: a second one at once would abort the
// first page's downloads, which Firefox reports as errors).
async function home(engine, url) {
  await engine.open(url);
  await shown(engine, "[data-testid=pick-dragon]");
}

// Errors in the page since the last look, as a check named after the step.
async function clean(engine, step) {
  const errors = await engine.pageErrors();
  check(`${engine.name}: no errors in the page (${step})`, errors.length === 0, short(errors.join(" | "), 400));
}

// Steps 1 to 5 in one engine.
async function player(Engine) {
  const server = await startServer({ dist: DIST, basePath: BASE_PATH });
  const url = `http://127.0.0.1:${server.address().port}${BASE_PATH}?botDelay=0`;
  let engine = null;
  let name = Engine.name.toLowerCase();
  let serving = true;
  try {
    engine = await Engine.launch();
    name = engine.name;
    console.log(`       ${name}: ${await engine.version()}`);

    // 1. The picker.
    await engine.open(url);
    const picker = await shown(engine, "[data-testid=pick-dragon]");
    check(`${name}: the game picker shows`, picker && (await engine.run(() => document.querySelectorAll("[data-testid^=pick-]").length)) >= 3);
    await sleep(300);
    check(`${name}: screenshot of the picker`, (await engine.shot(`engines-${name}-picker`)) !== "");

    // 2. Each game from the defaults, a few decisions with the bots.
    for (const game of GAMES) {
      await home(engine, url);
      await shown(engine, `[data-testid=pick-${game}]`);
      await engine.click(`[data-testid=pick-${game}]`);
      await shown(engine, "[data-testid=start]");
      await engine.click("[data-testid=start]");
      const board = await shown(engine, BOARD[game]);
      check(`${name}, ${game}: Start with the defaults shows its board`, board);
      if (!board) continue;
      const { taken, gained } = await decisions(engine, DECISIONS);
      check(`${name}, ${game}: decisions taken with the panel's buttons`, taken >= DECISIONS, `${taken}`);
      check(`${name}, ${game}: the bots moved in between (the save gained more actions than the player took)`, gained > taken, `${gained} actions for ${taken} decisions`);
      if (game === "china") {
        await engine.run(() => window.scrollTo(0, 0));
        await sleep(300);
        check(`${name}, ${game}: screenshot of the board`, (await engine.shot(`engines-${name}-${game}`)) !== "");
      }
      // 3. A reload (once, in the last game): the same position.
      if (game === GAMES[GAMES.length - 1]) {
        const before = await engine.run(POSITION);
        await engine.reload();
        await shown(engine, BOARD[game]);
        await until(engine, HUMAN_OR_OVER);
        const after = await engine.run(POSITION);
        check(`${name}, ${game}: after a reload the game is back where it was`,
          after.hash === before.hash && after.decision === before.decision && after.status === before.status,
          short(`${before.status} | ${after.status}`));
        const more = await decisions(engine, 1);
        check(`${name}, ${game}: after the reload the game goes on`, more.taken >= 1 && more.gained >= more.taken, `${more.taken} decisions`);
      }
    }

    await clean(engine, "games and reload");

    // 5. A lesson's first steps.
    await home(engine, url);
    await shown(engine, "[data-testid=learn-china]");
    await engine.click("[data-testid=learn-china]");
    const coach = await shown(engine, "[data-testid=coach]");
    check(`${name}: "Learn to play" opens the coach`, coach);
    let steps = 0;
    for (; coach && steps < LESSON_STEPS; steps += 1) {
      const before = await engine.run(() => {
        const c = document.querySelector("[data-testid=coach]");
        return { kind: c.getAttribute("data-kind"), at: `${c.getAttribute("data-step")}/${c.getAttribute("data-kind")}/${document.querySelector("[data-testid=status]")?.getAttribute("data-moves")}` };
      });
      if (before.kind === "read" || before.kind === "part") await engine.click("[data-testid=coach-next]");
      else if (before.kind === "ask") await engine.click("[data-testid=action][data-asked=true]");
      else if (before.kind === "free") await engine.click(ACTION);
      else if (before.kind === "done") break;
      const moved = await until(engine, (b) => {
        const c = document.querySelector("[data-testid=coach]");
        return `${c?.getAttribute("data-step")}/${c?.getAttribute("data-kind")}/${document.querySelector("[data-testid=status]")?.getAttribute("data-moves")}` !== b;
      }, [before.at], 20_000);
      if (!moved) break;
    }
    check(`${name}: the lesson's first ${LESSON_STEPS} steps followed`, steps === LESSON_STEPS, `${steps}`);
    const text = await engine.run(() => document.querySelector("[data-testid=coach-text]")?.textContent ?? "");
    check(`${name}: the coach speaks in words`, text.trim().length > 10 && !/^lesson-/.test(text.trim()), short(text, 80));

    await clean(engine, "lesson");

    // 4. Offline after one visit.
    await engine.open(url);
    const worker = await until(engine, async () => {
      const sw = navigator.serviceWorker;
      return sw && sw.controller && (await sw.getRegistration())?.active?.state === "activated" ? true : null;
    }, [], 60_000);
    const state = await engine.run(WORKER).catch((e) => ({ error: String(e) }));
    check(`${name}: the service worker activates and controls the page`, Boolean(worker), JSON.stringify(state));
    // The page done loading (the app drawn, its bot worker loaded) before
    // the server stops: a page whose own loads are cut short by the reload
    // logs their failure (seen in Firefox), which is not offline play.
    await shown(engine, "[data-testid=pick-dragon]", 30_000);
    await engine.run(() => new Promise((r) => setTimeout(r, 1000)));
    await stopServer(server);
    serving = false;
    const reloaded = await engine.reload().then(() => true, (e) => short(e.message));
    check(`${name}: offline (server stopped) the page reloads`, reloaded === true, String(reloaded));
    check(`${name}: offline the game picker shows`, await shown(engine, "[data-testid=pick-dschingis-khan]"));
    await engine.click("[data-testid=pick-dschingis-khan]");
    await shown(engine, "[data-testid=start]");
    await engine.click("[data-testid=start]");
    check(`${name}: offline a game's board shows`, await shown(engine, BOARD["dschingis-khan"]));
    const offline = await decisions(engine, 1);
    check(`${name}: offline decisions are taken and the bots answer (their worker from the cache)`, offline.taken >= 1 && offline.gained > offline.taken, `${offline.gained} actions for ${offline.taken} decisions`);
    await clean(engine, "offline");
  } finally {
    await engine?.close().catch(() => {});
    if (serving) await stopServer(server).catch(() => {});
  }
}

// A Firefox guest at a Chromium host's table (China: host, guest, a bot),
// over the namespace's address; the guest decides at its seat.
async function crossTable(browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const host = await context.newPage();
  host.setDefaultTimeout(WAIT_MS);
  const hostErrors = [];
  host.on("pageerror", (e) => hostErrors.push(`uncaught: ${e.message}`));
  let guest = null;
  try {
    await fresh(host);
    await pickGame(host, "china");
    await setUp(host, ["human", "human", "medium"], 43);
    await host.locator("[data-testid=several-devices]").check();
    await host.locator("[data-testid=start]").click();
    const row = host.locator('[data-testid=table-seat][data-seat="1"]');
    await row.locator("[data-testid=join-code]").waitFor({ state: "visible" });
    const href = await row.locator("[data-testid=join-link]").getAttribute("href");
    check("table: the Chromium host shows a join link", href.includes("#join="), short(href, 60));

    // Debian's WebKitGTK is built without WebRTC (no RTCPeerConnection):
    // a WebKit guest is told so in words, with no reply code, before the
    // Firefox guest takes the seat.
    const webkit = await WebKit.launch();
    try {
      const rtc = await (async () => {
        await webkit.open(`${site.origin}${site.basePath}`);
        return webkit.run(() => typeof RTCPeerConnection);
      })();
      await webkit.open(href);
      const said = await until(webkit, () => document.querySelector("[data-testid=join-problem], [data-testid=guest-problem]")?.textContent?.trim() || null, [], 30_000);
      const replied = await webkit.run(() => Boolean(document.querySelector("[data-testid=reply-out]")?.value));
      console.log(`       table: WebKit has RTCPeerConnection: ${rtc !== "undefined"}`);
      check("table: a WebKit guest without WebRTC is told in words that it cannot join here", rtc !== "undefined" || (Boolean(said) && !replied), short(said ?? "nothing said"));
      await webkit.shot("engines-webkit-table-guest");
      const errors = await webkit.pageErrors();
      check("table: no errors in the WebKit guest's page", errors.length === 0, short(errors.join(" | "), 400));
    } finally {
      await webkit.close();
    }

    guest = await Firefox.launch();
    const secure = await (async () => {
      await guest.open(`${site.origin}${site.basePath}`);
      // Done loading (the app, and its bot worker started at once) before
      // the join link replaces the page: loads cut short by leaving it are
      // logged as errors in Firefox, which says nothing of the table.
      await shown(guest, "[data-testid=pick-dragon]", 30_000);
      await guest.run(() => new Promise((r) => setTimeout(r, 2000)));
      return guest.run(() => window.isSecureContext);
    })();
    console.log(`       table: the Firefox guest at ${site.origin} (secure context: ${secure})`);
    await guest.open(href);
    const reply = await until(guest, () => {
      const el = document.querySelector("[data-testid=reply-out]");
      return el && el.value.trim() ? el.value.trim() : null;
    }, [], 60_000);
    const problem = await guest.run(() => document.querySelector("[data-testid=join-problem], [data-testid=guest-problem]")?.textContent ?? "");
    check("table: the Firefox guest answers the join link with a reply code", Boolean(reply), reply ? `${reply.length} characters` : short(problem || "no reply code"));
    if (!reply) return;
    await row.locator("[data-testid=reply-code]").fill(reply);
    await row.locator("[data-testid=reply-ok]").click();
    const connected = await host
      .locator('[data-testid=table-seat][data-seat="1"][data-state=connected]')
      .waitFor({ state: "attached", timeout: 30_000 })
      .then(() => true, () => false);
    const seated = await shown(guest, "[data-testid=guest-game]");
    const hostState = await host.locator('[data-testid=table-seat][data-seat="1"]').getAttribute("data-state").catch(() => "?");
    check("table: connected, the Firefox guest shows its seat", connected && seated, `host row ${hostState}`);
    if (!connected || !seated) return;
    await guest.shot("engines-firefox-table-guest");
    // Whoever has the decision buttons takes the first one, until the guest
    // has decided twice at its own seat.
    let guestDecided = 0;
    const end = Date.now() + 60_000;
    while (guestDecided < 2 && Date.now() < end) {
      const hostButton = host.locator(ACTION).first();
      if ((await hostButton.count()) > 0 && (await hostButton.isVisible().catch(() => false))) {
        await hostButton.click().catch(() => {});
        await sleep(200);
        continue;
      }
      const mine = await guest.run(() => document.querySelectorAll("[data-testid=action]").length);
      if (mine > 0) {
        const before = await host.evaluate(() => {
          try {
            return JSON.parse(localStorage.getItem("boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, "")))).record.actions.length;
          } catch {
            return -1;
          }
        });
        await guest.click(ACTION);
        const grew = await host
          .waitForFunction((b) => {
            try {
              return JSON.parse(localStorage.getItem("boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, "")))).record.actions.length > b;
            } catch {
              return false;
            }
          }, before, { timeout: 15_000 })
          .then(() => true, () => false);
        if (grew) guestDecided += 1;
        else break;
        continue;
      }
      await sleep(200);
    }
    check("table: the Firefox guest's decisions reach the Chromium host's game", guestDecided === 2, `${guestDecided}`);
    const errors = [...hostErrors, ...(await guest.pageErrors())];
    check("table: no errors on either device", errors.length === 0, short(errors.join(" | "), 400));
  } finally {
    await guest?.close().catch(() => {});
    await context.close();
  }
}

const needs = [path.join(DIST, "service-worker.js"), FIREFOX, WEBKIT_DRIVER, MINIBROWSER, "/usr/bin/xvfb-run"];
runSuite({
  title: "engines test",
  basePath: BASE_PATH,
  needs,
  deadlineMs: 600_000,
  netns: true,
  scenarios: [
    ["firefox", () => player(Firefox)],
    ["webkit", () => player(WebKit)],
    ["a Firefox guest at a Chromium host's table", crossTable],
  ],
});
