// Checks and their tally: every suite prints one line a check and ends with
// "N passed, M failed" (tests/e2e/run.mjs and scripts/test read that line).

export const results = [];
export const warnings = [];

// Records and prints one check; returns `ok` so a suite can stop early.
export function check(name, ok, detail = "") {
  results.push({ name, ok });
  console.log(`${ok ? "ok    " : "FAILED"} ${name}${detail ? ` (${detail})` : ""}`);
  return ok;
}

// A problem reported but not failed (e.g. layout while it is worked on).
export function warn(name, detail = "") {
  warnings.push(name);
  console.log(`WARN   ${name}${detail ? ` (${detail})` : ""}`);
  return false;
}

// Prints the tally (and warnings) and exits: 1 when a check failed or none ran.
export function finish(started = null) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (warnings.length > 0) {
    console.log(`${warnings.length} warning(s):`);
    for (const w of warnings) console.log(`  - ${w}`);
  }
  if (started != null) console.log(`time   total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

// One line of text, cut at `n` characters, for a check's detail.
export const short = (s, n = 160) => {
  const t = String(s ?? "").replace(/\s+/g, " ").trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
};

// An error's first line (playwright's messages go on for pages).
export const firstLine = (err) => String(err?.message ?? err).split("\n")[0];
