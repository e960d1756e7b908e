// A static server for dist/ under a sub-path, to prove the build uses only
// relative URLs.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".ftl": "text/plain; charset=utf-8",
};

// Serves `dist` at `basePath` on `host` (127.0.0.1 unless a suite in its
// own network namespace says otherwise), `port` or a free one; with
// `blankPath`, also an empty same-origin page there (to reach localStorage
// without the app); with `gzip`, compressed where the browser accepts it, as
// a web host sends it (for figures of a first visit); with `precompressed`,
// the build's own `.br` (else `.gz`) copy of a file where the browser accepts
// it, as a host set up to serve them does (README, "Hosting"); with `link`
// (from `slowLink`), every file's bytes through that slow line.
export function startServer({ dist, basePath, blankPath = null, port = 0, gzip = false, precompressed = false, host = "127.0.0.1", link = null }) {
  // A file's answer: at once, or through the slow line.
  const answer = (res, headers, body) => {
    if (!link) {
      res.writeHead(200, headers);
      return res.end(body);
    }
    return link.send(res, headers, body);
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, "http://127.0.0.1");
      if (blankPath && url.pathname === blankPath) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        // No favicon request (it would 404 and log a console error).
        return res.end('<!doctype html><title>blank</title><link rel="icon" href="data:,">');
      }
      if (url.pathname === basePath.slice(0, -1)) {
        res.writeHead(301, { Location: basePath });
        return res.end();
      }
      if (!url.pathname.startsWith(basePath)) {
        res.writeHead(404).end("not found");
        return;
      }
      const rel = decodeURIComponent(url.pathname.slice(basePath.length)) || "index.html";
      const file = path.resolve(dist, rel);
      if (file !== dist && !file.startsWith(dist + path.sep)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      const target = (await stat(file).catch(() => null))?.isDirectory()
        ? path.join(file, "index.html")
        : file;
      const body = await readFile(target);
      const headers = {
        "Content-Type": MIME[path.extname(target)] ?? "application/octet-stream",
        "Cache-Control": "no-store",
      };
      const accepts = (coding) => new RegExp(`\\b${coding}\\b`).test(req.headers["accept-encoding"] ?? "");
      if (precompressed) {
        for (const [coding, ext] of [["br", ".br"], ["gzip", ".gz"]]) {
          const copy = accepts(coding) ? await readFile(target + ext).catch(() => null) : null;
          if (copy) {
            return answer(res, { ...headers, "Content-Encoding": coding, Vary: "Accept-Encoding" }, copy);
          }
        }
      }
      const packed = gzip && accepts("gzip") && path.extname(target) !== ".png";
      if (packed) headers["Content-Encoding"] = "gzip";
      return answer(res, headers, packed ? gzipSync(body, { level: 9 }) : body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

// A slow line shared by every request of a server, as a phone's is: each
// answer starts `latencyMs` after its request, and all answers' bytes leave
// in turns of at most 8 KiB, one turn at a time at `bytesPerSecond` (so
// answers sent at once share the line, as TCP connections roughly do).
// Unlike the DevTools protocol's throttling of one page, it also slows what
// the page's workers and its service worker fetch.
export function slowLink({ bytesPerSecond, latencyMs }) {
  const TURN = 8 * 1024;
  const waiting = [];
  let busy = false;
  const pump = () => {
    if (busy || waiting.length === 0) return;
    busy = true;
    const { size, go } = waiting.shift();
    setTimeout(() => {
      busy = false;
      go();
      pump();
    }, (size * 1000) / bytesPerSecond);
  };
  const turn = (size) => new Promise((go) => {
    waiting.push({ size, go });
    pump();
  });
  return {
    async send(res, headers, body) {
      await new Promise((r) => setTimeout(r, latencyMs));
      if (res.destroyed) return;
      res.writeHead(200, { ...headers, "Content-Length": body.length });
      for (let at = 0; at < body.length; at += TURN) {
        const piece = body.subarray(at, at + TURN);
        await turn(piece.length);
        if (res.destroyed) return;
        res.write(piece);
      }
      res.end();
    },
  };
}

// Stops a server at once, dropping the browser's kept-alive connections.
export function stopServer(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
