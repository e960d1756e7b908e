// axe-core (from tests/e2e/node_modules) on the page as it is now: every
// WCAG 2.2 A/AA violation is printed and fails.

import { check } from "./checks.mjs";
import { AXE } from "./paths.mjs";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function axe(page, name) {
  // Let rendering settle (fonts, a bot's move in flight).
  await page.waitForTimeout(150);
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
  for (const v of result) {
    console.log(`  axe ${name}: ${v.id} (${v.impact}) ${v.help}`);
    for (const n of v.nodes.slice(0, 12)) {
      console.log(`      ${n.target}`);
      if (process.env.AXE_VERBOSE) console.log(`        ${String(n.summary).replace(/\n/g, "\n        ")}`);
    }
    if (v.nodes.length > 12) console.log(`      … ${v.nodes.length - 12} more`);
  }
  const nodes = result.reduce((s, v) => s + v.nodes.length, 0);
  check(`axe: 0 WCAG 2.2 A/AA violations on ${name}`, result.length === 0, result.length ? `${result.length} rules, ${nodes} nodes` : "");
}
