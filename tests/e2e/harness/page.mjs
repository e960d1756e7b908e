// A fresh page in its own browser context, and the ways into the app: empty
// (or given) storage, the home screen, a game's setup screen, its seats.

import { check, short } from "./checks.mjs";
import { BLANK_PATH, DESKTOP } from "./paths.mjs";
import { site } from "./suite.mjs";

// A new context and page; `errors` collects console errors and uncaught
// exceptions (and failed requests with `failedRequests`). Other options go to
// the context (locale, reducedMotion, acceptDownloads, …).
export async function openPage(browser, { viewport = DESKTOP, timeout = 20_000, failedRequests = false, ...options } = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} [${msg.location()?.url ?? ""}]`);
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
  if (failedRequests) {
    page.on("requestfailed", (req) =>
      errors.push(`request failed: ${req.url()}: ${req.failure()?.errorText ?? "failed"}`),
    );
  }
  page.setDefaultTimeout(timeout);
  return { context, page, errors };
}

// Opens the app with exactly `storage` in localStorage (written from the
// blank page, so the app cannot write meanwhile); `query` and `hash` complete
// the address.
export async function fresh(page, { storage = {}, query = "?botDelay=0", hash = "" } = {}) {
  await page.goto(site.origin + BLANK_PATH, { waitUntil: "load" });
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  await page.goto(`${site.origin}${site.basePath}${query}${hash}`, { waitUntil: "load" });
  await page.locator("h1").waitFor({ state: "visible" });
}

// From the home screen to `game`'s setup screen.
export async function pickGame(page, game) {
  await page.locator(`[data-testid=pick-${game}]`).click();
  await page.locator("[data-testid=start]").waitFor({ state: "visible" });
}

// Empty storage, then `game`'s setup screen.
export async function freshSetup(page, game, options = {}) {
  await fresh(page, options);
  await pickGame(page, game);
}

// On the setup screen: the number of players, who plays each seat
// (["human", "medium", …]) and, when given, the seed.
export async function setUp(page, controllers, seed = null) {
  await page.locator("select[aria-label=Players]").selectOption(String(controllers.length));
  const selects = page.locator("select[aria-label='Played by']");
  for (let i = 0; i < controllers.length; i += 1) await selects.nth(i).selectOption(controllers[i]);
  if (seed != null) await page.getByPlaceholder("empty = random").fill(String(seed));
}

// Runs `body` on an opened page ({ context, page, errors }); once it has run,
// the console must have stayed clean ("<label>: no console errors"). The
// context is closed whatever happened.
export async function inPage(opened, label, body) {
  try {
    await body(opened);
    check(`${label}: no console errors`, opened.errors.length === 0, short(opened.errors.join(" | "), 600));
  } finally {
    await opened.context.close();
  }
}
