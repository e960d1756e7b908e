// The browser tests' one harness (the parts live in harness/, one concept a
// file): every suite imports what it needs from here and keeps no copy.

export { startServer, stopServer } from "./harness/server.mjs";
export { launchChromium, launchSharedChromium } from "./harness/browser.mjs";
export * from "./harness/paths.mjs";
export * from "./harness/checks.mjs";
export { runSuite, site } from "./harness/suite.mjs";
export * from "./harness/page.mjs";
export * from "./harness/play.mjs";
export * from "./harness/layout.mjs";
export * from "./harness/replay.mjs";
export { axe } from "./harness/axe.mjs";
