// The browser tests' one harness (the parts live in harness/, one concept a
// file): every suite imports what it needs from here and keeps no copy.
// A suite is scenarios handed to runSuite, e.g.
//
//   import { check, freshSetup, inPage, openPage, playToEnd, runSuite } from "./harness.mjs";
//
//   async function wholeGame(browser) {
//     await inPage(await openPage(browser), "whole game", async ({ page }) => {
//       await freshSetup(page, "china");
//       await page.locator("[data-testid=start]").click();
//       check("whole game: it ends", (await playToEnd(page)).over);
//     });
//   }
//
//   runSuite({ title: "my test", basePath: "/sub/mine/", deadlineMs: 300_000, scenarios: [["whole game", wholeGame]] });

export { slowLink, startServer, stopServer } from "./harness/server.mjs";
export { launchChromium, launchSharedChromium } from "./harness/browser.mjs";
export * from "./harness/paths.mjs";
export * from "./harness/checks.mjs";
export { runSuite, site } from "./harness/suite.mjs";
export * from "./harness/page.mjs";
export * from "./harness/play.mjs";
export * from "./harness/layout.mjs";
export * from "./harness/replay.mjs";
export { axe } from "./harness/axe.mjs";
export { REVIEW_PREFIX, finishedGame } from "./harness/finished.mjs";
export { NETNS_CHROMIUM_ARGS, NETNS_HOST, insideNetns, runInNetns } from "./harness/netns.mjs";
