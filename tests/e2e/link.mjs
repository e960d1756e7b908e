// The connection layer (src/net/, issue 36) between two browser contexts
// (separate storage, as two phones), driven through the connection check
// (`#net-check`, window.__net): a join code, a reply code, messages both
// ways, codes within 150 characters, a code of another build refused in
// words, closing seen by the other side. In a network namespace of its own
// (harness/netns.mjs): nothing leaves this machine's test network.

import { check, runSuite, short, site } from "./harness.mjs";

const MAX = 150;

// A page of its own context at the connection check, with its errors.
async function device(browser, name) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && errors.push(`${name}: ${m.text()}`));
  await page.goto(`${site.origin}${site.basePath}#net-check`, { waitUntil: "load" });
  await page.waitForFunction(() => window.__net != null, null, { timeout: 20_000 });
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

runSuite({
  title: "link",
  basePath: "/sub/link/",
  deadlineMs: 240_000,
  netns: true,
  scenarios: [
    ["messages both ways", messagesBothWays],
    ["bad codes refused", badCodesRefused],
    ["closing is seen", closingIsSeen],
  ],
});
