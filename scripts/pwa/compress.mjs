// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every wasm, js,
// css, html, svg, manifest and message file of a build, for static hosts
// that serve precompressed files (README, "Hosting"): Brotli at its highest
// quality and widest window, gzip at level 9, as a host would compress them
// ahead of time. Run by scripts/pwa/precache after it has written
// service-worker.js, whose list therefore holds only the plain files: the
// browser asks for `x.wasm`, a host answers with `x.wasm.br` and a
// Content-Encoding header, and the page and its service worker see the
// same bytes as from a host that serves the plain file.
//
// Usage: node compress.mjs <folder>. Prints the sizes three ways.
// Node's own zlib: no tool beyond the node that the build's wasm-opt runs on.

import { readdirSync, readFileSync, writeFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const PACKED = /\.(wasm|js|mjs|css|html|svg|webmanifest|json|ftl|txt)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const root = process.argv[2];
if (!root) {
  console.error("compress: usage: node compress.mjs <folder>");
  process.exit(2);
}

const sums = { plain: 0, gz: 0, br: 0, wasmPlain: 0, wasmGz: 0, wasmBr: 0, count: 0 };
for (const file of files(root).sort()) {
  if (!PACKED.test(file)) continue;
  const body = readFileSync(file);
  const text = !file.endsWith(".wasm");
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  writeFileSync(file + ".br", br);
  writeFileSync(file + ".gz", gz);
  sums.count += 1;
  sums.plain += body.length;
  sums.gz += gz.length;
  sums.br += br.length;
  if (!text) {
    sums.wasmPlain += body.length;
    sums.wasmGz += gz.length;
    sums.wasmBr += br.length;
  }
}
console.log(
  `compress: ${sums.count} files, ${sums.plain} bytes plain, ${sums.gz} gzip, ${sums.br} brotli ` +
    `(wasm: ${sums.wasmPlain} plain, ${sums.wasmGz} gzip, ${sums.wasmBr} brotli)`,
);
