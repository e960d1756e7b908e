// Runs browser suites (default: every tests/e2e/*.mjs but this runner, the
// harness and bench.mjs, which wants the machine to itself) against one
// shared Chromium, E2E_JOBS at a time (default 2), and
// prints each suite's output as it ends, then a table: per suite the checks
// it passed before the harness, passed and failed now, and its time. Exits 1
// when a suite failed or passed fewer checks than before.
//
//   node tests/e2e/run.mjs [suite …]     e.g. node tests/e2e/run.mjs game china
//
// Each suite's output is also kept in target/e2e/<suite>.log. Suites that
// open WebRTC connections (link, table) leave the shared Chromium alone:
// each re-runs itself in a network namespace of its own, with its own
// server and Chromium (harness/netns.mjs), and fails if it cannot make one.

import { spawn } from "node:child_process";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM, HERE, TARGET, launchSharedChromium } from "./harness.mjs";

// The longest first (as measured), so the last two end close together; a
// suite not named here runs after these.
const LONGEST_FIRST = ["languages", "tabs", "phone", "access", "game", "china", "pace", "dschingis-khan", "shell", "review", "split", "offline", "smoke"];
const NOT_SUITES = ["run.mjs", "harness.mjs", "bench.mjs"];
// The checks each suite passed before the shared harness (commit 1facc12,
// CI's counts): a suite that passes fewer fails, so no check goes unnoticed.
const BEFORE = {
  smoke: 12, game: 77, shell: 64, languages: 103, "dschingis-khan": 49,
  china: 57, access: 60, pace: 42, offline: 13, review: 62,
  // Suites added since, at their first count.
  tabs: 34, phone: 63, record: 27, lesson: 90, pool: 28, tips: 25, split: 95,
  // Suites in a network namespace of their own (runSuite's `netns`): they
  // re-run themselves inside it with their own server and Chromium.
  link: 44, table: 118,
  // Firefox ESR and WebKitGTK, and a Firefox guest at a Chromium host's
  // table, in a namespace of its own too.
  engines: 62,
};
// Running part of a suite (ONLY, ACCESS_ONLY, REVIEW_GAMES) passes fewer.
const PART = ["ONLY", "ACCESS_ONLY", "ACCESS_GAMES", "REVIEW_GAMES"].some((v) => process.env[v]);
const floor = (name) => (PART ? 0 : BEFORE[name] ?? 0);
const JOBS = Math.max(1, Number(process.env.E2E_JOBS ?? 2));
const LOGS = path.join(TARGET, "e2e");

// Runs one suite; resolves to its tally and time (never rejects).
function runOne(name, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(HERE, `${name}.mjs`)], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", async (code) => {
      const tally = out.match(/^(\d+) passed, (\d+) failed$/m);
      const passed = tally ? Number(tally[1]) : 0;
      const result = {
        name,
        passed,
        failed: tally ? Number(tally[2]) : 1,
        fewer: passed < floor(name),
        ok: code === 0 && passed >= floor(name),
        seconds: (Date.now() - started) / 1000,
      };
      await writeFile(path.join(LOGS, `${name}.log`), out);
      console.log(`\n==> ${name}.mjs (${result.seconds.toFixed(1)} s)\n${out.trimEnd()}`);
      resolve(result);
    });
  });
}

async function main() {
  const found = (await readdir(HERE)).filter((f) => f.endsWith(".mjs") && !NOT_SUITES.includes(f)).map((f) => f.slice(0, -4));
  const rank = (name) => (LONGEST_FIRST.includes(name) ? LONGEST_FIRST.indexOf(name) : LONGEST_FIRST.length);
  const all = found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
  await mkdir(LOGS, { recursive: true });
  const started = Date.now();
  const browser = await launchSharedChromium(CHROMIUM);
  const env = { ...process.env, E2E_BROWSER_WS: browser.wsEndpoint() };
  const queue = [...names];
  const results = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(JOBS, names.length) }, async () => {
        while (queue.length > 0) results.push(await runOne(queue.shift(), env));
      }),
    );
  } finally {
    await browser.close();
  }
  console.log(`\nbrowser suites, ${JOBS} at a time, one shared Chromium:`);
  const table = [];
  const row = (name, before, passed, failed, time, mark = "") =>
    table.push(`  ${name.padEnd(16)} ${String(before).padStart(6)} ${String(passed).padStart(6)} ${String(failed).padStart(6)} ${time.padStart(8)}${mark}`);
  row("suite", "before", "passed", "failed", "time");
  for (const name of names) {
    const r = results.find((x) => x.name === name);
    const mark = r.fewer ? "  FAILED: fewer checks than before" : r.ok ? "" : "  FAILED";
    row(name, BEFORE[name] ?? "-", r.passed, r.failed, `${r.seconds.toFixed(1)} s`, mark);
  }
  const sum = (f) => results.reduce((a, r) => a + f(r), 0);
  row("all", sum((r) => BEFORE[r.name] ?? 0), sum((r) => r.passed), sum((r) => r.failed), `${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(table.join("\n"));
  // scripts/test prints it again at its end.
  await writeFile(path.join(LOGS, "summary.txt"), `${table.join("\n")}\n`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(err?.stack ?? String(err));
  process.exit(1);
});
