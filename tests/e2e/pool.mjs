// Hard on every core (src/pool.rs, issue 37): the pool's size from the
// cores the browser reports (every core but one, never fewer than one
// worker), the "Cores for the bots" setting remembered; with two workers a
// Hard bot's moves and Hard's hint still come, from the sum of both
// workers' root statistics.

import {
  ACTION,
  check,
  decide,
  fresh,
  inPage,
  openPage,
  pickGame,
  runSuite,
  setUp,
  waitHumanOrOver,
} from "./harness.mjs";

// A page whose browser reports `cores` cores.
async function withCores(browser, cores) {
  const opened = await openPage(browser);
  await opened.context.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => n });
  }, cores);
  return opened;
}

const options = (page) => page.locator("[data-testid=cores] option").allTextContents();

async function size(browser) {
  await inPage(await withCores(browser, 1), "one core", async ({ page }) => {
    await fresh(page);
    await pickGame(page, "dragon");
    check("one reported core: one worker", (await page.locator("[data-testid=cores]").inputValue()) === "1");
    check("one reported core: only 1 offered", JSON.stringify(await options(page)) === '["1"]');
    // A game with a Hard bot still plays on the one worker.
    await setUp(page, ["human", "hard"], 3);
    await page.locator("[data-testid=start]").click();
    await decide(page, () => page.locator(ACTION).first().click());
    check("one reported core: the Hard bot answers", await waitHumanOrOver(page));
  });
  await inPage(await withCores(browser, 4), "four cores", async ({ page }) => {
    await fresh(page);
    await pickGame(page, "dragon");
    check("four reported cores: three workers by default", (await page.locator("[data-testid=cores]").inputValue()) === "3");
    check("four reported cores: 1 to 4 offered", JSON.stringify(await options(page)) === '["1","2","3","4"]');
    await page.locator("[data-testid=cores]").selectOption("2");
    await page.reload({ waitUntil: "load" });
    await page.locator("[data-testid=cores]").waitFor({ state: "visible" });
    check("the chosen size is remembered", (await page.locator("[data-testid=cores]").inputValue()) === "2");
  });
}

async function pooledHard(browser) {
  await inPage(await withCores(browser, 3), "pooled Hard", async ({ page }) => {
    await fresh(page);
    await pickGame(page, "dragon");
    check("pooled: two workers on three cores", (await page.locator("[data-testid=cores]").inputValue()) === "2");
    await setUp(page, ["human", "hard"], 11);
    await page.locator("select").filter({ hasText: "0.2" }).first().selectOption("200").catch(() => {});
    await page.locator("[data-testid=start]").click();
    let moves = 0;
    for (let i = 0; i < 6; i += 1) {
      if (!(await waitHumanOrOver(page))) break;
      await decide(page, () => page.locator(ACTION).first().click());
      moves += 1;
    }
    check(`pooled: the Hard bot answered ${moves} times from two workers`, moves === 6 && (await waitHumanOrOver(page)));
    // The hint on the pool.
    await page.locator("[data-testid=hint]").click();
    await page.locator("[data-testid=hint-text]").waitFor({ state: "visible", timeout: 15_000 });
    check("pooled: Hard's hint comes", (await page.locator(`${ACTION}.hinted`).count()) === 1);
  });
}

runSuite({
  title: "pool",
  basePath: "/sub/pool/",
  deadlineMs: 300_000,
  scenarios: [
    ["size", size],
    ["pooled Hard", pooledHard],
  ],
});
