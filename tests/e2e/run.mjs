// Runs browser suites (default: every tests/e2e/*.mjs but this runner, the
// harness and bench.mjs, which wants the machine to itself) against one
// shared Chromium, E2E_JOBS at a time (default 2), and
// prints each suite's output as it ends, then a table: checks passed and
// failed and the time, per suite. Exits 1 when a suite failed.
//
//   node tests/e2e/run.mjs [suite …]     e.g. node tests/e2e/run.mjs game china
//
// Each suite's output is also kept in target/e2e/<suite>.log.

import { spawn } from "node:child_process";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM, HERE, TARGET, launchSharedChromium } from "./harness.mjs";

// The longest first (as measured), so the last two end close together; a
// suite not named here runs after these.
const LONGEST_FIRST = ["languages", "access", "game", "china", "pace", "dschingis-khan", "shell", "review", "offline", "smoke"];
const NOT_SUITES = ["run.mjs", "harness.mjs", "bench.mjs"];
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
      const result = {
        name,
        code,
        passed: tally ? Number(tally[1]) : 0,
        failed: tally ? Number(tally[2]) : 1,
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
  console.log(`  ${"suite".padEnd(16)} ${"passed".padStart(6)} ${"failed".padStart(6)} ${"time".padStart(8)}`);
  for (const name of names) {
    const r = results.find((x) => x.name === name);
    const mark = r.code === 0 ? "" : "  FAILED";
    console.log(`  ${name.padEnd(16)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(6)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}${mark}`);
  }
  console.log(`  ${"all".padEnd(16)} ${String(results.reduce((a, r) => a + r.passed, 0)).padStart(6)} ${String(results.reduce((a, r) => a + r.failed, 0)).padStart(6)} ${`${((Date.now() - started) / 1000).toFixed(1)} s`.padStart(8)}`);
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

main().catch((err) => {
  console.error(err?.stack ?? String(err));
  process.exit(1);
});
