// Runs one browser suite: its prerequisites as checks, the server for dist/
// under the suite's sub-path, the browser, each scenario in turn (a throw
// fails that scenario only, the next one still runs), the time of each, a
// deadline against hangs, and the tally at the end.

import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "./browser.mjs";
import { check, finish, firstLine } from "./checks.mjs";
import { NETNS_CHROMIUM_ARGS, NETNS_HOST, insideNetns, runInNetns } from "./netns.mjs";
import { BLANK_PATH, CHROMIUM, DIST, ROOT, SHOTS } from "./paths.mjs";
import { startServer, stopServer } from "./server.mjs";

// Where the running suite's app is served (set by runSuite before any scenario).
export const site = { origin: "", basePath: "", appUrl: "" };

// `needs`: files that must exist (default dist/index.html); `basePath`: the
// sub-path to serve dist/ at (null: the suite serves itself); `scenarios`:
// [name, (browser) => …]; `only`: run just the scenarios whose name has it;
// `netns`: the suite opens WebRTC connections, so it runs in a network
// namespace of its own with its own server and Chromium (netns.mjs), that
// Chromium with `browserArgs` added.
export async function runSuite({
  title,
  basePath = null,
  needs = [path.join(DIST, "index.html")],
  deadlineMs,
  scenarios,
  only = process.env.ONLY ?? "",
  netns = false,
  browserArgs = [],
}) {
  if (netns && !insideNetns()) process.exit(await runInNetns(process.argv[1], process.argv.slice(2)));
  const host = netns ? NETNS_HOST : "127.0.0.1";
  const started = Date.now();
  const deadline = setTimeout(() => {
    check(`${title}: finishes within ${deadlineMs / 1000} s`, false);
    finish(started);
  }, deadlineMs);
  let server = null;
  let browser = null;
  try {
    for (const file of needs) {
      const found = await stat(file).catch(() => null);
      if (!check(`${path.relative(ROOT, file)} exists`, found != null, found ? "" : "build it first: see scripts/test")) return;
    }
    await mkdir(SHOTS, { recursive: true });
    if (basePath) {
      server = await startServer({ dist: DIST, basePath, blankPath: BLANK_PATH, host });
      site.origin = `http://${host}:${server.address().port}`;
      site.basePath = basePath;
      site.appUrl = `${site.origin}${basePath}?botDelay=0`;
    }
    browser = await launchChromium(CHROMIUM, netns ? { own: true, args: [...NETNS_CHROMIUM_ARGS, ...browserArgs] } : {});
    for (const [name, run] of scenarios) {
      if (only && !name.includes(only)) continue;
      const t = Date.now();
      try {
        await run(browser);
      } catch (err) {
        check(`${name}: scenario ran to the end`, false, firstLine(err));
      }
      console.log(`time   ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  } catch (err) {
    check(`${title} ran`, false, err?.stack ?? String(err));
  } finally {
    await browser?.close().catch(() => {});
    if (server) await stopServer(server);
    clearTimeout(deadline);
    finish(started);
  }
}
