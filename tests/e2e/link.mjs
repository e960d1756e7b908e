// The connection layer (src/net/, issue 36) between two browser contexts
// (separate storage, as two phones), driven through the connection check
// (`#net-check`, window.__net): a join code, a reply code, messages both
// ways, codes within 150 characters, a code of another build refused in
// words, closing seen by the other side. In a network namespace of its own
// (harness/netns.mjs): nothing leaves this machine's test network.

import { createSocket } from "node:dgram";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM, NETNS_CHROMIUM_ARGS, TARGET, check, launchChromium, runSuite, short, site } from "./harness.mjs";

const MAX = 150;

// A page of its own context at the connection check, with its errors.
async function device(browser, name) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && errors.push(`${name}: ${m.text()}`));
  await page.goto(`${site.origin}${site.basePath}#net-check`, { waitUntil: "load" });
  try {
    await page.waitForFunction(() => window.__net != null, null, { timeout: 60_000 });
  } catch (err) {
    throw new Error(`${name}: the connection check did not start (${String(err.message).split("\n")[0]}; ${errors.join("; ")})`);
  }
  return { context, page, errors };
}

// The page's link events, once `want` holds of them (or the time is up).
async function eventsWhen(page, want, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const events = await page.evaluate(() => window.__net.events());
    if (want(events) || Date.now() > until) return events;
    await page.waitForTimeout(100);
  }
}

// What a call of window.__net gave: its value, or the words it failed with.
const call = (page, name, arg) =>
  page.evaluate(
    async ([n, a]) => {
      try {
        return { ok: await window.__net[n](a) };
      } catch (e) {
        return { err: String(e) };
      }
    },
    [name, arg],
  );

// Host and guest connected; returns both devices and the codes.
async function connect(browser, tag) {
  const host = await device(browser, "host");
  const guest = await device(browser, "guest");
  const join = await call(host.page, "host", tag);
  check("host: a join code is made", typeof join.ok === "string", join.err ?? "");
  const answered = await call(guest.page, "join", join.ok);
  check("guest: the join code is answered with a reply code", Array.isArray(answered.ok), answered.err ?? "");
  const [reply, guestTag] = answered.ok ?? ["", ""];
  const done = await call(host.page, "complete", reply);
  check("host: the reply code completes the connection", done.ok === true, done.err ?? "");
  return { host, guest, join: join.ok ?? "", reply, guestTag };
}

async function messagesBothWays(browser) {
  const { host, guest, join, reply, guestTag } = await connect(browser, "t7Kq-seat2");
  const buildId = await host.page.evaluate(() => window.__net.buildId);
  check(`the join code has at most ${MAX} characters`, join.length > 0 && join.length <= MAX, `${join.length}: ${join}`);
  check(`the reply code has at most ${MAX} characters`, reply.length > 0 && reply.length <= MAX, `${reply.length}: ${reply}`);
  check("both codes carry the build id", join.startsWith(`${buildId}.`) && reply.startsWith(`${buildId}.`), buildId);
  check("both codes are typeable (no 0 O I l, nothing a URL escapes)", /^[0-9a-z.+-]+\.[1-9A-HJ-NP-Za-km-z]+$/.test(join) && /^[0-9a-z.+-]+\.[1-9A-HJ-NP-Za-km-z]+$/.test(reply));
  check("the guest gets the host's tag", guestTag === "t7Kq-seat2", guestTag);
  check("no STUN server is set by default", (await host.page.evaluate(() => window.__net.stun())) === null);
  const hostOpen = await eventsWhen(host.page, (e) => e.includes("open"));
  const guestOpen = await eventsWhen(guest.page, (e) => e.includes("open"));
  check("host: the link opens", hostOpen.includes("open"), hostOpen.join(" "));
  check("guest: the link opens", guestOpen.includes("open"), guestOpen.join(" "));
  await host.page.evaluate(() => window.__net.send('{"to":"guest","n":1}'));
  const big = JSON.stringify({ to: "host", view: "x".repeat(60_000) });
  await guest.page.evaluate(() => window.__net.send('{"to":"host","n":1}'));
  await guest.page.evaluate((b) => window.__net.send(b), big);
  await host.page.evaluate(() => window.__net.send('{"to":"guest","n":2}'));
  const atGuest = await eventsWhen(guest.page, (e) => e.filter((x) => x.startsWith("message:")).length >= 2);
  const atHost = await eventsWhen(host.page, (e) => e.filter((x) => x.startsWith("message:")).length >= 2);
  check(
    "guest: the host's messages arrive, in order",
    JSON.stringify(atGuest.filter((x) => x.startsWith("message:"))) === JSON.stringify(['message:{"to":"guest","n":1}', 'message:{"to":"guest","n":2}']),
    short(atGuest.join(" ")),
  );
  check("host: the guest's messages arrive, a 60 KB one whole", atHost.includes('message:{"to":"host","n":1}') && atHost.includes(`message:${big}`), short(atHost.join(" ")));
  check("no errors on either page", host.errors.length + guest.errors.length === 0, short([...host.errors, ...guest.errors].join("; ")));
  await host.context.close();
  await guest.context.close();
}

async function closingIsSeen(browser) {
  const { host, guest } = await connect(browser, "close");
  await eventsWhen(guest.page, (e) => e.includes("open"));
  await guest.page.evaluate(() => window.__net.close());
  const atHost = await eventsWhen(host.page, (e) => e.includes("closed"));
  check("host: a guest closing is seen", atHost.includes("closed"), atHost.join(" "));
  const sent = await host.page.evaluate(() => window.__net.send("after"));
  check("host: sending on a closed link fails in words", typeof sent === "string" && /not open/.test(sent), String(sent));
  // A guest that vanishes (its page closed) is seen too.
  const again = await connect(browser, "vanish");
  await eventsWhen(again.host.page, (e) => e.includes("open"));
  await again.guest.context.close();
  const gone = await eventsWhen(again.host.page, (e) => e.includes("closed"), 45_000);
  check("host: a guest whose page closed is seen gone", gone.includes("closed"), gone.join(" "));
  await host.context.close();
  await guest.context.close();
  await again.host.context.close();
}

async function badCodesRefused(browser) {
  const host = await device(browser, "host");
  const guest = await device(browser, "guest");
  const join = (await call(host.page, "host", "t1")).ok ?? "";
  const buildId = await host.page.evaluate(() => window.__net.buildId);
  const other = `0.0.1-0000000.${join.slice(join.lastIndexOf(".") + 1)}`;
  const refused = await call(guest.page, "join", other);
  check(
    "a code of another build is refused naming both versions",
    refused.err != null && /another version/.test(refused.err) && refused.err.includes("0.0.1-0000000") && refused.err.includes(buildId),
    refused.err ?? "accepted",
  );
  const typo = join.slice(0, -3) + (join.endsWith("2") ? "3" : "2") + join.slice(-2);
  const garbled = await call(guest.page, "join", typo);
  check("a mistyped code is refused as mistyped", /mistyped/.test(garbled.err ?? ""), garbled.err ?? "accepted");
  const long = await call(guest.page, "join", join + "x".repeat(MAX));
  check("a code longer than 150 characters is refused as too long", /more than a code's 150/.test(long.err ?? ""), long.err ?? "accepted");
  const wrong = await call(host.page, "complete", join);
  check("a join code given as a reply is refused", /join code, not a reply/.test(wrong.err ?? ""), wrong.err ?? "accepted");
  const badTag = await call(host.page, "host", "no spaces please");
  check("a tag with spaces is refused", /tag/.test(badTag.err ?? ""), badTag.err ?? "accepted");
  check("no errors on either page", host.errors.length + guest.errors.length === 0, short([...host.errors, ...guest.errors].join("; ")));
  await host.context.close();
  await guest.context.close();
}

// As real browsers do: local addresses hidden behind mDNS names
// (`<uuid>.local`, 16 bytes each in a code), in a Chromium of the suite's
// own without the flag that turns them off; the names resolve over the
// namespace's veth pair.
async function mdnsNames() {
  const browser = await launchChromium(CHROMIUM, { own: true });
  try {
    const host = await device(browser, "host");
    const guest = await device(browser, "guest");
    const candidates = await host.page.evaluate(async () => {
      const pc = new RTCPeerConnection();
      pc.createDataChannel("probe");
      await pc.setLocalDescription();
      while (pc.iceGatheringState !== "complete") await new Promise((r) => setTimeout(r, 50));
      const lines = pc.localDescription.sdp.split("\r\n").filter((l) => l.startsWith("a=candidate:"));
      pc.close();
      return lines;
    });
    check("this Chromium offers mDNS names, not addresses", candidates.length > 0 && candidates.every((l) => l.includes(".local ")), short(candidates.join(" ")));
    const join = (await call(host.page, "host", "0123456789abcdef")).ok ?? "";
    check(`with mDNS names and the longest tag, the join code has at most ${MAX} characters`, join.length > 0 && join.length <= MAX, `${join.length}`);
    const [reply] = (await call(guest.page, "join", join)).ok ?? [""];
    check(`with mDNS names, the reply code has at most ${MAX} characters`, reply.length > 0 && reply.length <= MAX, `${reply.length}`);
    const done = await call(host.page, "complete", reply);
    const hostOpen = await eventsWhen(host.page, (e) => e.includes("open"));
    const guestOpen = await eventsWhen(guest.page, (e) => e.includes("open"));
    check("over mDNS names, the link opens on both sides", done.ok === true && hostOpen.includes("open") && guestOpen.includes("open"), done.err ?? `${hostOpen} / ${guestOpen}`);
  } finally {
    await browser.close();
  }
}

// A STUN server of the suite's own on 10.77.0.1:3478 (RFC 5389's binding
// answer only), which tells each asker it is seen as 10.77.0.9: a router's
// outside address as far as the browser knows. Resolves to the socket.
function stunServer() {
  const socket = createSocket("udp4");
  socket.on("message", (msg, from) => {
    if (msg.length < 20 || msg.readUInt16BE(0) !== 0x0001 || msg.readUInt32BE(4) !== 0x2112a442) return;
    const out = Buffer.alloc(32);
    out.writeUInt16BE(0x0101, 0); // binding success
    out.writeUInt16BE(12, 2);
    msg.copy(out, 4, 4, 20); // magic cookie and transaction id
    out.writeUInt16BE(0x0020, 20); // XOR-MAPPED-ADDRESS
    out.writeUInt16BE(8, 22);
    out.writeUInt16BE(0x0001, 24); // IPv4
    out.writeUInt16BE(from.port ^ 0x2112, 26);
    out.writeUInt32BE((((10 << 24) | (77 << 16) | 9) ^ 0x2112a442) >>> 0, 28);
    socket.send(out, from.port, from.address);
  });
  return new Promise((resolve) => socket.bind(3478, "10.77.0.1", () => resolve(socket)));
}

// The STUN setting: empty, a code carries the device's own addresses only;
// set (as the settings screen keeps it), the join code carries the address
// the STUN server saw too, and the link still opens.
async function stunSetting(browser) {
  const socket = await stunServer();
  try {
    const host = await device(browser, "host");
    const guest = await device(browser, "guest");
    const plain = (await call(host.page, "host", "plain")).ok ?? "";
    const before = await host.page.evaluate((c) => window.__net.describe(c), plain);
    check("without a STUN server a code has only the device's own addresses", Array.isArray(before) && before.slice(2).length > 0 && before.slice(2).every((c) => c.startsWith("host ")), String(before));
    for (const d of [host, guest]) {
      await d.page.evaluate(() => localStorage.setItem("boardgames/settings/stun", JSON.stringify("10.77.0.1:3478")));
    }
    check("the STUN setting is read", (await host.page.evaluate(() => window.__net.stun())) === "10.77.0.1:3478");
    const join = (await call(host.page, "host", "stun")).ok ?? "";
    const seen = await host.page.evaluate((c) => window.__net.describe(c), join);
    check("with a STUN server the join code carries the address it saw", Array.isArray(seen) && seen.some((c) => c.startsWith("srflx 10.77.0.9:")), String(seen));
    // Not checked of the reply: the guest's checks to the host's addresses
    // can succeed before the STUN server answers, and Chromium then stops
    // gathering (the path works, the outside address isn't needed).
    const [reply] = (await call(guest.page, "join", join)).ok ?? [""];
    const done = await call(host.page, "complete", reply);
    const open = await eventsWhen(host.page, (e) => e.includes("open"));
    check("with the STUN setting the link opens", done.ok === true && open.includes("open"), done.err ?? open.join(" "));
    await host.context.close();
    await guest.context.close();
  } finally {
    socket.close();
  }
}

// The picture a fake camera shows: `svg` drawn in the page at 360 px in a
// 640x480 frame, as one frame of YUV4MPEG2 (grey: Y the picture, U and V
// flat), which Chromium's fake camera repeats.
async function y4mOf(page, svg) {
  const [w, h] = [640, 480];
  const luma = await page.evaluate(
    async ([markup, w, h]) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, w, h);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, (w - 360) / 2, (h - 360) / 2, 360, 360);
      const rgba = ctx.getImageData(0, 0, w, h).data;
      const out = new Array(w * h);
      for (let i = 0; i < w * h; i += 1) out[i] = Math.round(0.299 * rgba[4 * i] + 0.587 * rgba[4 * i + 1] + 0.114 * rgba[4 * i + 2]);
      return out;
    },
    [svg, w, h],
  );
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  return Buffer.concat([header, Buffer.from(luma), chroma]);
}

// A guest's camera reads the host's QR code of the join link, without
// BarcodeDetector: its frames decoded in the wasm (quircs).
async function cameraReadsTheJoinLink(browser) {
  const host = await device(browser, "host");
  const join = (await call(host.page, "host", "cam")).ok ?? "";
  const url = await host.page.evaluate((code) => `${location.origin}${location.pathname}#join=${code}`, join);
  const svg = await host.page.evaluate((u) => window.__net.qr(u), url);
  check("the join link's QR code is drawn as SVG", typeof svg === "string" && svg.startsWith("<svg"), short(svg));
  await mkdir(path.join(TARGET, "e2e"), { recursive: true });
  const video = path.join(TARGET, "e2e", "join-qr.y4m");
  await writeFile(video, await y4mOf(host.page, svg));
  const camera = await launchChromium(CHROMIUM, {
    own: true,
    args: [
      ...NETNS_CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
      `--unsafely-treat-insecure-origin-as-secure=${site.origin}`,
    ],
  });
  try {
    const context = await camera.newContext();
    // The path of Safari, Firefox and desktop Chrome: no BarcodeDetector.
    await context.addInitScript(() => delete window.BarcodeDetector);
    const page = await context.newPage();
    await page.goto(`${site.origin}${site.basePath}#net-check`, { waitUntil: "load" });
    await page.waitForFunction(() => window.__net != null, null, { timeout: 60_000 });
    check("the guest page has no BarcodeDetector", !(await page.evaluate(() => "BarcodeDetector" in window)));
    const read = await page.evaluate(() =>
      Promise.race([window.__net.scan(), new Promise((_, no) => setTimeout(() => no(new Error("nothing read in 20 s")), 20_000))]).then(
        (text) => ({ text }),
        (e) => ({ err: String(e) }),
      ),
    );
    check("the camera reads the join link from the QR code", read.text === url, read.err ?? short(read.text));
    // The link as read, whole: the code is taken from its fragment.
    const answered = await call(page, "join", read.text ?? "");
    check("the join link read by the camera is answered", Array.isArray(answered.ok), answered.err ?? "");
    const cameraOff = await page.evaluate(() => document.querySelector("video")?.srcObject == null);
    check("the camera is turned off once a code is read", cameraOff);
    // Where the browser has a BarcodeDetector (Chrome on Android) it is
    // asked instead, for QR codes, with the video: a stand-in here, as
    // Chromium on Linux has none.
    const withDetector = await camera.newContext();
    await withDetector.addInitScript(() => {
      window.BarcodeDetector = class {
        constructor(options) {
          window.__formats = options?.formats;
        }
        async detect(source) {
          return source instanceof HTMLVideoElement && source.videoWidth > 0 ? [{ rawValue: "read by the detector" }] : [];
        }
      };
    });
    const detecting = await withDetector.newPage();
    await detecting.goto(`${site.origin}${site.basePath}#net-check`, { waitUntil: "load" });
    await detecting.waitForFunction(() => window.__net != null, null, { timeout: 60_000 });
    const detected = await detecting.evaluate(() => window.__net.scan().then((text) => ({ text, formats: window.__formats }), (e) => ({ err: String(e) })));
    check(
      "where there is a BarcodeDetector, it reads the camera's video for QR codes",
      detected.text === "read by the detector" && JSON.stringify(detected.formats) === '["qr_code"]',
      detected.err ?? JSON.stringify(detected),
    );
  } finally {
    await camera.close();
    await host.context.close();
  }
}

runSuite({
  title: "link",
  basePath: "/sub/link/",
  deadlineMs: 240_000,
  netns: true,
  scenarios: [
    ["messages both ways", messagesBothWays],
    ["bad codes refused", badCodesRefused],
    ["closing is seen", closingIsSeen],
    ["mDNS names", mdnsNames],
    ["STUN setting", stunSetting],
    ["camera reads the join link", cameraReadsTheJoinLink],
  ],
});
