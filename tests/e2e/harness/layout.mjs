// Screenshots (target/screenshots/<name>.png) and the page's width: nothing
// may make it scroll sideways, at the desktop's or the phone's width.

import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { check } from "./checks.mjs";
import { ROOT, SHOTS } from "./paths.mjs";

// A full-page screenshot; its path from the repository ("" if none was written).
export async function screenshot(page, name, { fullPage = true } = {}) {
  const file = path.join(SHOTS, `${name}.png`);
  await rm(file, { force: true });
  await page.screenshot({ path: file, fullPage });
  const size = (await stat(file).catch(() => null))?.size ?? 0;
  return size > 0 ? path.relative(ROOT, file) : "";
}

// How wide the page scrolls against the window, naming the outermost
// elements that stick out (to make a report useful).
export function overflow(page) {
  return page.evaluate(() => {
    const el = document.scrollingElement;
    const width = window.innerWidth;
    const wide = [];
    if (el.scrollWidth > width + 1) {
      for (const node of document.body.querySelectorAll("*")) {
        const r = node.getBoundingClientRect();
        if (r.right > width + 1 && !wide.some((w) => w.contains(node))) wide.push(node);
      }
    }
    return {
      scrollWidth: el.scrollWidth,
      width,
      culprits: wide
        .slice(0, 5)
        .map((n) => `${n.tagName.toLowerCase()}.${[...n.classList].join(".")} right=${Math.round(n.getBoundingClientRect().right)}`),
    };
  });
}

// Resizes to `viewport` and checks that the page does not scroll sideways
// (`judge` may be a softer check than `check`).
export async function checkWidth(page, viewport, label, judge = check) {
  await page.setViewportSize(viewport);
  await page.waitForTimeout(150);
  const o = await overflow(page);
  return judge(
    `${label}: no horizontal overflow at ${viewport.width} px`,
    o.scrollWidth <= viewport.width + 1,
    `scrollWidth ${o.scrollWidth}${o.culprits.length ? `; wider: ${o.culprits.join(", ")}` : ""}`,
  );
}
