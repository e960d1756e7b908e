// Debian's headless Chromium, with nothing reaching out to the network. One
// browser can serve every suite: tests/e2e/run.mjs starts it once and hands
// its address to each suite in E2E_BROWSER_WS, which saves a launch a suite.

import { chromium } from "playwright-core";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// The shared browser when run.mjs started one, else a new one of our own
// (always with `own`, e.g. inside a suite's network namespace, with `args`
// added); closing a shared one only disconnects this suite from it.
export function launchChromium(executablePath, { own = false, args = [] } = {}) {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared && !own) return chromium.connect(shared);
  return chromium.launch({ executablePath, headless: true, args: [...ARGS, ...args] });
}

// A browser the suites connect to (see run.mjs); `.wsEndpoint()` is its address.
export function launchSharedChromium(executablePath) {
  return chromium.launchServer({ executablePath, headless: true, args: ARGS });
}
