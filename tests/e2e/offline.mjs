// Browser test of the installable, offline app (PWA).
//
// Serves a copy of dist/ under a sub-path, loads the app once in Debian's
// headless Chromium and waits until its service worker controls the page;
// then STOPS the static server, sets the browser offline, reloads, starts a
// Dragon game and plays until a bot has moved (the bot worker's files also
// come from the cache). Then a "new build" (the same files with a new
// service-worker version) is served on the same address: the page offers "a
// new version is ready: reload", and one click moves it to the new version
// (the old cache is gone). Also checks the web app manifest and its icons.
//
//   node tests/e2e/offline.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DESKTOP, DIST, check, runSuite, startServer, stopServer } from "./harness.mjs";

const BASE_PATH = "/any/sub/path/";
const TIMEOUT_MS = 60_000;
const BOTS = ["Bai", "Chen", "Deng"];

// Serves its own copy of dist/ (to stop the server and to change the build).
async function offline(browser) {
  // A copy we may change for the "new build".
  const copy = await mkdtemp(path.join(os.tmpdir(), "offline-dist-"));
  await cp(DIST, copy, { recursive: true });
  let server = await startServer({ dist: copy, basePath: BASE_PATH });
  const port = server.address().port;
  const appUrl = `http://127.0.0.1:${port}${BASE_PATH}?botDelay=0`;
  const errors = [];
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));

    await page.goto(appUrl, { waitUntil: "load", timeout: TIMEOUT_MS });
    await page.locator("[data-testid=pick-dragon]").waitFor({ state: "visible", timeout: TIMEOUT_MS });

    // The manifest: relative start URL and scope, our icons.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector("link[rel=manifest]")?.href;
      if (!href) return null;
      const m = await (await fetch(href)).json();
      const icons = [];
      for (const icon of m.icons) {
        const r = await fetch(new URL(icon.src, href));
        icons.push({ ...icon, ok: r.ok, type: r.headers.get("content-type") });
      }
      return { ...m, icons };
    });
    check("the page links a web app manifest", manifest !== null);
    if (manifest) {
      check("start URL and scope are relative", manifest.start_url === "./" && manifest.scope === "./", `${manifest.start_url} ${manifest.scope}`);
      check("name, short name and theme colour", !!manifest.name && !!manifest.short_name && /^#/.test(manifest.theme_color));
      const has = (sizes, purpose) => manifest.icons.some((i) => i.sizes === sizes && i.purpose === purpose && i.ok && i.type === "image/png");
      check("icons 192 and 512 px and a maskable one are served", has("192x192", "any") && has("512x512", "any") && has("512x512", "maskable"), JSON.stringify(manifest.icons.map((i) => [i.src, i.ok])));
    }

    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: TIMEOUT_MS })
      .then(() => true, () => false);
    check("a service worker controls the page after the first visit", controlled);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const files = [];
      for (const name of names) for (const r of await (await caches.open(name)).keys()) files.push(r.url);
      return { names, files };
    });
    check("the build's wasm and js are precached", cached.files.some((u) => u.endsWith(".wasm")) && cached.files.some((u) => u.endsWith("/bot-worker.js")), `${cached.files.length} files in ${cached.names.length} cache(s)`);

    // The real check: no server at all, and the browser offline.
    await stopServer(server);
    await context.setOffline(true);
    const reloaded = await page.reload({ waitUntil: "load", timeout: TIMEOUT_MS }).then(() => true, (e) => e.message);
    check("the page reloads with the server stopped and the browser offline", reloaded === true, String(reloaded));
    const picker = await page.locator("[data-testid=pick-dragon]").waitFor({ state: "visible", timeout: TIMEOUT_MS }).then(() => true, () => false);
    check("the app starts offline", picker);

    await page.locator("[data-testid=pick-dragon]").click();
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=status]").waitFor({ state: "visible", timeout: TIMEOUT_MS });
    // Play the human's decisions until a bot's move shows in the log.
    let botMoved = false;
    for (let i = 0; i < 40 && !botMoved; i++) {
      const log = (await page.locator("[data-testid=log]").textContent().catch(() => "")) ?? "";
      botMoved = BOTS.some((name) => log.includes(name));
      if (botMoved) break;
      const action = page.locator("[data-testid=action]").first();
      if (await action.isVisible().catch(() => false)) await action.click().catch(() => {});
      else await page.waitForTimeout(250);
    }
    check("offline, a game starts and a bot moves", botMoved);

    // A new build on the same address: the page offers to reload.
    await context.setOffline(false);
    const sw = path.join(copy, "service-worker.js");
    const text = await readFile(sw, "utf8");
    await writeFile(sw, text.replace(/const VERSION = "([^"]*)";/, 'const VERSION = "$1-next";'));
    server = await startServer({ dist: copy, basePath: BASE_PATH, port });
    await page.goto(appUrl, { waitUntil: "load", timeout: TIMEOUT_MS });
    const offered = await page.locator("[data-testid=update-ready]").waitFor({ state: "visible", timeout: TIMEOUT_MS }).then(() => true, () => false);
    check("a new build is offered: 'a new version is ready'", offered);
    if (offered) {
      await Promise.all([
        page.waitForEvent("load", { timeout: TIMEOUT_MS }),
        page.locator("[data-testid=update-reload]").click(),
      ]).catch(() => {});
      await page.locator("h1").waitFor({ state: "visible", timeout: TIMEOUT_MS });
      const names = await page.evaluate(() => caches.keys());
      check("after the reload only the new version's cache is left", names.length === 1 && names[0].endsWith("-next"), names.join(", "));
      check("the banner is gone after the reload", !(await page.locator("[data-testid=update-ready]").isVisible()));
    }
    check("no uncaught errors", errors.length === 0, errors.join(" | "));
  } finally {
    await context.close();
    await stopServer(server).catch(() => {});
    await rm(copy, { recursive: true, force: true });
  }
}

runSuite({
  title: "offline test",
  needs: [path.join(DIST, "service-worker.js")],
  deadlineMs: 300_000,
  scenarios: [["offline", offline]],
});
