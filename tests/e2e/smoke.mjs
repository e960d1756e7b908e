// Browser smoke test of the built app (dist/, from `trunk build --release`).
//
// Serves dist/ under a sub-path with a tiny static server on 127.0.0.1, opens
// it in Debian's headless Chromium through playwright-core, and checks that the
// Leptos app mounted with no console error or warning about the bot worker's
// loader, and no failed request. Prints the time until the game picker is
// ready as a figure (asserting only a generous bound against hangs). Saves a
// screenshot to target/screenshots/smoke.png.
//
//   node tests/e2e/smoke.mjs
//
// Environment: DIST (default: <repo>/dist), CHROMIUM (default: /usr/bin/chromium).
// Last line printed: "N passed, M failed"; the exit code is 1 when M > 0.

import { check, runSuite, screenshot, site } from "./harness.mjs";

const HEADING = "Board games";
// Only against hangs: the time to ready is a figure, printed, never judged.
const HANG_MS = 60_000;
const TIMEOUT_MS = 30_000;

async function smoke(browser) {
  const pageUrl = site.origin + site.basePath;

  const consoleErrors = [];
  const warnings = [];
  const failedRequests = [];
  const requests = [];
  const page = await browser.newPage({ viewport: { width: 1024, height: 640 } });
  try {
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    page.on("pageerror", (err) => consoleErrors.push(`uncaught: ${err.message}`));
    page.on("request", (req) => requests.push(req.url()));
    page.on("requestfailed", (req) =>
      failedRequests.push(`${req.url()}: ${req.failure()?.errorText ?? "failed"}`),
    );
    page.on("response", (resp) => {
      if (resp.status() >= 400) failedRequests.push(`${resp.url()}: HTTP ${resp.status()}`);
    });

    const response = await page.goto(pageUrl, { waitUntil: "load", timeout: TIMEOUT_MS });
    check("page loads under a sub-path", response?.ok() === true, `${pageUrl} -> ${response?.status()}`);

    // The heading is rendered by the wasm app, not by index.html.
    const heading = page.locator("h1");
    let headingText = "";
    try {
      await heading.waitFor({ state: "visible", timeout: TIMEOUT_MS });
      headingText = (await heading.textContent())?.trim() ?? "";
    } catch (err) {
      headingText = `no heading: ${err.message.split("\n")[0]}`;
    }
    check("the app mounts and shows its heading", headingText === HEADING, headingText);

    check("document title", (await page.title()) === HEADING, await page.title());

    // From navigation start to the game picker: a figure, bounded only against hangs.
    await page.locator("[data-testid=pick-dragon]").waitFor({ state: "visible", timeout: HANG_MS });
    const readyMs = await page.evaluate(() => performance.now());
    console.log(`figure time to ready (game picker shown): ${Math.round(readyMs)} ms`);
    check("the game picker shows (within the hang bound)", readyMs < HANG_MS, `${Math.round(readyMs)} ms`);

    // The favicon is our own SVG from public/.
    const icon = await page.evaluate(async () => {
      const href = document.querySelector("link[rel=icon]")?.href;
      if (!href) return "";
      const r = await fetch(href);
      return r.ok ? r.headers.get("content-type") + " " + (await r.text()).slice(0, 40) : `HTTP ${r.status}`;
    });
    check("the favicon is served", icon.includes("svg"), icon);

    // Start a game so the bot worker loads; it must not warn about deprecated
    // initialisation parameters.
    await page.locator("[data-testid=pick-dragon]").click();
    await page.locator("[data-testid=start]").click();
    await page.locator("[data-testid=status]").waitFor({ state: "visible", timeout: TIMEOUT_MS });
    // The worker starts on the first question to a bot: ask for a hint.
    await page.locator("[data-testid=hint]").click();
    const answered = await page.locator("[data-testid=hint-text]").waitFor({ state: "visible", timeout: TIMEOUT_MS }).then(() => true, () => false);
    check("the bot worker loads and answers", answered && page.workers().length === 1, `${page.workers().length} worker(s)`);
    check("no warning about deprecated initialisation parameters", !warnings.some((w) => /deprecated/i.test(w)), warnings.join(" | "));

    await page.waitForLoadState("networkidle", { timeout: TIMEOUT_MS }).catch(() => {});

    const wasmLoaded = requests.some((u) => u.endsWith(".wasm"));
    check("the wasm module is requested", wasmLoaded);

    // blob: URLs are made by the page itself (the bot worker's loader).
    const outside = requests.filter((u) => !u.startsWith("data:") && !u.startsWith("blob:") && !u.startsWith(pageUrl));
    check("every asset URL is relative to the page", outside.length === 0, outside.join(", "));

    check("no console errors", consoleErrors.length === 0, consoleErrors.join(" | "));
    check("no failed requests", failedRequests.length === 0, failedRequests.join(" | "));

    const shot = await screenshot(page, "smoke");
    check("screenshot saved", shot !== "", shot);
  } finally {
    await page.context().close();
  }
}

// A sub-path, to prove the build only uses relative URLs.
runSuite({ title: "smoke test", basePath: "/sub/dragon/", deadlineMs: 120_000, scenarios: [["smoke", smoke]] });
