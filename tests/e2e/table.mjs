// A table of devices (issue 36) in the built app: a host and two guests,
// each in a browser context of its own (separate storage, as three phones),
// play a whole China game (three humans: the host and two guests) and a
// whole Dschingis Khan game (two guests and two Medium bots at the host,
// whose screen is the shared board), then a whole game of In the Year of
// the Dragon (the host, one guest and a Medium bot) to the end over the real connection layer (src/net/, WebRTC data
// channels), in a network namespace of the suite's own (harness/netns.mjs:
// its own server and Chromium; nothing leaves the namespace).
//
//   1. The setup's "Play on several devices" starts a table: the host's
//      table panel shows a join code (text, QR code, link) per guest seat.
//   2. Each guest opens the join link (#join=…), shows its reply code; the
//      host types it in; the seat is connected and the guest's screen shows
//      its seat (board, decision panel, log).
//   3. Every decision is taken through the UI of the device whose seat it is
//      (the first choice of its decision panel); the host's bots play theirs.
//   4. Midway one guest reloads: it offers "Join again", the host's panel
//      shows the seat away and makes a new join code; with the new code pair
//      the guest is back at its seat and the game goes on from where it was.
//   5. A decision for another seat, sent by a guest down its data channel, is
//      refused with words on the guest's screen and the host's game is
//      unchanged.
//   6. Every message a guest received (captured in the page by wrapping
//      RTCDataChannel's message delivery) is inspected: no other seat's
//      secret (China: others' hands and drawn cards; Dschingis Khan: the kind
//      of a piece the seat has not seen, others' supplies and lost pieces, a
//      placement's kind by another seat), no record, seed or RNG anywhere.
//   7. At the end every device shows the game over; no console errors.
//
//   8. Dschingis Khan's host shows only the shared board (no seat of its
//      own; Medium bots at seats 1 and 4), so it never decides; midway the
//      host's page reloads: the table resumes from the save with new join
//      codes, both guests join again and the game goes on where it was.
//   9. The Dragon: the guest's log says what the host's says (its entries
//      carry each action's outcome). On one of its turns the guest's live
//      region says so; its hint ("What would Hard do?") is searched on its
//      own device from its seat's view, marks one of its choices and plays
//      nothing; it then decides with the keyboard alone (Tab, Enter).
//   The turn notice (vibration) and the Wake Lock are counted through
//   stand-ins (headless Chromium has neither).
//
//   node tests/e2e/table.mjs        (inside its own network namespace)

import {
  ACTION, GAME_OVER, check, fresh, pickGame, runSuite, screenshot, setUp, short, site, axe, DESKTOP, PHONE, checkWidth,
} from "./harness.mjs";

// Records every message a data channel delivers to the page, and keeps the
// channels (for the refusal scenario), before the app's code runs.
const CAPTURE = () => {
  // The turn notice's vibration and the Wake Lock, counted (headless
  // Chromium has neither).
  window.__vibrations = 0;
  window.__wakeLocks = 0;
  navigator.vibrate = () => {
    window.__vibrations += 1;
    return true;
  };
  Object.defineProperty(navigator, "wakeLock", {
    configurable: true,
    value: {
      request: async () => {
        window.__wakeLocks += 1;
        return { release: async () => {}, addEventListener: () => {} };
      },
    },
  });
  window.__received = [];
  window.__channels = [];
  const seen = new WeakSet();
  const record = (channel, e) => {
    if (!window.__channels.includes(channel)) window.__channels.push(channel);
    if (seen.has(e)) return;
    seen.add(e);
    window.__received.push(String(e.data));
  };
  const proto = RTCDataChannel.prototype;
  const desc = Object.getOwnPropertyDescriptor(proto, "onmessage");
  Object.defineProperty(proto, "onmessage", {
    configurable: true,
    get() {
      return desc.get.call(this);
    },
    set(f) {
      const channel = this;
      desc.set.call(this, typeof f === "function" ? function (e) { record(channel, e); return f.call(this, e); } : f);
    },
  });
  const add = proto.addEventListener;
  proto.addEventListener = function (type, f, o) {
    if (type === "message" && f) {
      const channel = this;
      const g = f;
      f = function (e) {
        record(channel, e);
        return typeof g === "function" ? g.call(this, e) : g.handleEvent(e);
      };
    }
    return add.call(this, type, f, o);
  };
  window.__sent = [];
  const send = proto.send;
  proto.send = function (d) {
    if (!window.__channels.includes(this)) window.__channels.push(this);
    window.__sent.push(String(d).slice(0, 200));
    return send.call(this, d);
  };
};

async function device(browser, name) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(CAPTURE);
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(`${name}: ${m.text()}`));
  page.on("pageerror", (e) => errors.push(`${name}: uncaught ${e.message}`));
  page.setDefaultTimeout(30_000);
  return { name, context, page, errors, received: [] };
}

// Keeps what a guest page received so far (a reload empties the page's list).
async function collect(guest) {
  const got = await guest.page.evaluate(() => window.__received ?? []).catch(() => []);
  guest.received.push(...got);
  await guest.page.evaluate(() => { window.__received = []; }).catch(() => {});
}

// Every key anywhere in a JSON value.
function keys(value, out = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => keys(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  }
  return out;
}

// The other seats' secrets in one message to `seat`, as a list of findings.
// `withheld` counts the secrets a message did withhold (others' cards in
// hand, face-down pieces, others' placements), so the inspection is not
// vacuous.
const SECRETS = {
  china(view, events, seat, withheld) {
    const found = [];
    (view?.position?.players ?? []).forEach((p, s) => {
      if (s !== seat && p.hand == null && p.hand_size > 0) withheld.n += 1;
      if (s !== seat && p.hand != null) found.push(`seat ${s}'s hand`);
      if (s === seat && p.hand == null) found.push("own hand missing");
    });
    (view?.position?.reshuffle?.seats ?? []).forEach((t, s) => {
      if (s !== seat && t.drawn != null) found.push(`seat ${s}'s drawn cards`);
    });
    for (const e of events) if (e.seat !== seat && e.drew != null) found.push(`seat ${e.seat}'s drawn card`);
    return found;
  },
  "dschingis-khan"(view, events, seat, withheld) {
    const found = [];
    (view?.position?.players ?? []).forEach((p, s) => {
      if (s !== seat && (p.pieces != null || p.lost != null)) found.push(`seat ${s}'s supply`);
    });
    const over = view?.position?.finish != null;
    for (const stack of view?.position?.stacks ?? []) {
      for (const piece of stack) {
        if (piece.kind == null) withheld.n += 1;
        if (piece.kind != null && !over && (piece.seen & (1 << seat)) === 0) found.push("an unseen piece's kind");
      }
    }
    for (const e of events) {
      const action = e.action && typeof e.action === "object" ? Object.values(e.action)[0] : null;
      if (e.seat !== seat && action && "kind" in action && action.kind == null) withheld.n += 1;
      if (e.seat !== seat && action && action.kind != null) found.push(`seat ${e.seat}'s placed kind`);
      if (e.seat !== seat && e.placed?.kind != null) found.push(`seat ${e.seat}'s placed piece`);
      for (const s of e.supplies ?? []) {
        if (s.seat !== seat && (s.drawn != null || s.lost != null)) found.push(`seat ${s.seat}'s drawn pieces`);
      }
    }
    return found;
  },
  dragon(view, events, seat, withheld) {
    // Everything on the table is public; the one secret is the game's RNG
    // (how future months' cards are grouped), which no view holds (the
    // keys check finds it anywhere). Each entry brings the action's
    // outcome, which the guest cannot work out without the state before.
    const found = [];
    if (view?.position && !("rng" in view.position)) withheld.n += 1;
    for (const e of events) if (e.outcome == null) found.push(`an entry of seat ${e.seat} without its outcome`);
    return found;
  },
};

// Inspects every message a guest received; returns [views, findings,
// secrets withheld].
function inspect(game, guest, seat) {
  let views = 0;
  const findings = [];
  const withheld = { n: 0 };
  for (const text of guest.received) {
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      findings.push(`not JSON: ${short(text, 60)}`);
      continue;
    }
    const k = keys(msg);
    for (const word of ["record", "seed", "rng"]) if (k.has(word)) findings.push(`"${word}" in a message`);
    const view = msg?.message?.View;
    if (!view) continue;
    views += 1;
    if (view.view.seat !== seat) findings.push(`a view for seat ${view.view.seat}`);
    findings.push(...SECRETS[game](view.view, view.events ?? [], seat, withheld));
  }
  return [views, findings, withheld.n];
}

// The host's save: actions and whether it is over.
const hostMoves = (host) =>
  host.page.evaluate(() => {
    const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
    try {
      return JSON.parse(localStorage.getItem(key)).record.actions.length;
    } catch {
      return -1;
    }
  });

// Joins `guest` at the seat whose row is `row` on the host's table panel.
async function join(host, guest, seat, label, typed = false, mistyped = false) {
  const row = host.page.locator(`[data-testid=table-seat][data-seat="${seat}"]`);
  await row.locator("[data-testid=join-code]").waitFor({ state: "visible" });
  const code = (await row.locator("[data-testid=join-code]").inputValue()).trim();
  const href = await row.locator("[data-testid=join-link]").getAttribute("href");
  check(`${label}: the join code has at most 150 characters`, code.length > 0 && code.length <= 150, `${code.length}`);
  check(`${label}: the join link carries the code in its fragment`, href.endsWith(`#join=${code}`), short(href));
  if (typed) {
    // Typed (or pasted) on the "Join a table" screen.
    await guest.page.locator("[data-testid=join-input]").fill(code);
    await guest.page.locator("[data-testid=join-ok]").click();
  } else {
    await guest.page.goto(href, { waitUntil: "load" });
  }
  const reply = guest.page.locator("[data-testid=reply-out]");
  await reply.waitFor({ state: "visible" });
  const replyCode = (await reply.inputValue()).trim();
  if (label === "china, seat 1") {
    await screenshot(guest.page, "table-guest-reply");
    await axe(guest.page, "the guest's reply code at 1366");
  }
  check(`${label}: the guest shows a reply code`, replyCode.length > 0 && replyCode.length <= 150, `${replyCode.length}`);
  if (mistyped) await mistypedFirst(host, row, seat, label, code, replyCode);
  await row.locator("[data-testid=reply-code]").fill(replyCode);
  await row.locator("[data-testid=reply-ok]").click();
  // Attached: the panel folds itself once the last guest is in.
  await host.page.locator(`[data-testid=table-seat][data-seat="${seat}"][data-state=connected]`).waitFor({ state: "attached", timeout: 30_000 });
  await guest.page.locator("[data-testid=guest-game]").waitFor({ state: "visible", timeout: 30_000 });
  check(`${label}: connected, the guest shows its seat`, true);
}

// Before the right reply code, the host presses Connect with an empty
// field and then types the reply with one character changed: each time the
// row says why in words, stays waiting and keeps its join code, so the
// host just types the reply again.
async function mistypedFirst(host, row, seat, label, code, replyCode) {
  const waiting = host.page.locator(`[data-testid=table-seat][data-seat="${seat}"][data-state=waiting]`);
  const problem = row.locator("[data-testid=reply-problem]");
  const mistake = (text) => {
    const at = Math.floor(text.length * 0.7);
    const swap = text[at] === "x" ? "y" : "x";
    return text.slice(0, at) + swap + text.slice(at + 1);
  };
  const said = [];
  for (const [what, typed] of [["an empty reply code", "   "], ["a mistyped reply code", mistake(replyCode)]]) {
    await row.locator("[data-testid=reply-code]").fill(typed);
    await row.locator("[data-testid=reply-ok]").click();
    await problem.waitFor({ state: "visible", timeout: 10_000 }).catch(() => {});
    const words = ((await problem.textContent().catch(() => "")) ?? "").trim();
    const kept = (await row.locator("[data-testid=join-code]").inputValue().catch(() => "")).trim();
    const still = (await waiting.count()) === 1;
    const field = await row.locator("[data-testid=reply-code]").inputValue().catch(() => "");
    said.push(words);
    check(`${label}: ${what} is answered in words (${short(words, 70)}), the row keeps its join code and the code typed`, words.length > 10 && kept === code && still && field === typed, `kept ${kept === code}, waiting ${still}, field ${JSON.stringify(short(field, 30))}`);
  }
  check(`${label}: the empty and the mistyped reply code are told apart`, said[0] !== said[1], said.join(" | "));
  await row.scrollIntoViewIfNeeded().catch(() => {});
  await screenshot(host.page, "table-host-reply-mistyped", { fullPage: false });
}

// The host's table panel: whether it is open, and its one-line summary.
const panelOpen = (host) => host.page.locator("[data-testid=table-panel] details").evaluate((d) => d.open);
const summary = async (host) => ((await host.page.locator("[data-testid=table-summary]").textContent()) ?? "").trim();

// Once every guest is connected the panel folds to its summary by itself,
// so the board is on a phone's first screen; the host can still open it.
async function foldedPanel(host, seats) {
  let open = true;
  for (let i = 0; i < 50 && open; i += 1) {
    open = await panelOpen(host);
    if (open) await host.page.waitForTimeout(100);
  }
  const says = await summary(host);
  check(`china: every guest connected, the panel folds by itself to ${short(says)}`, !open && says.includes(`${seats} of ${seats}`), `open ${open}`);
  await host.page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(host.page, "table-host-folded", { fullPage: false });
  await axe(host.page, "the host's folded table panel at 1366");
  await host.page.setViewportSize(PHONE);
  await host.page.evaluate(() => window.scrollTo(0, 0));
  const top = await host.page.locator(".zoom-box").first().evaluate((b) => Math.round(b.getBoundingClientRect().top + window.scrollY));
  check(`china: at 390 px the folded panel leaves the board in the first half of the screen (its top at ${top} px)`, top > 0 && top < PHONE.height / 2, `${top}`);
  await screenshot(host.page, "table-host-folded-phone", { fullPage: false });
  await axe(host.page, "the host's folded table panel at 390");
  await host.page.locator("[data-testid=table-summary]").click();
  const rows = host.page.locator("[data-testid=table-seat]");
  await rows.first().waitFor({ state: "visible", timeout: 5_000 }).catch(() => {});
  const shown = await rows.evaluateAll((r) => r.filter((x) => x.getBoundingClientRect().height > 0).length);
  check(`china: the host opens the folded panel again (${shown} rows shown)`, (await panelOpen(host)) && shown === seats, `${shown}`);
  await host.page.locator("[data-testid=table-summary]").click();
  await host.page.setViewportSize(DESKTOP);
}

// A guest's screen looked at as the project does: screenshot and axe at
// 1366, then at 390 px the width check, screenshot and axe; back to 1366.
async function atBothWidths(page, shot, seen, widthLabel) {
  await screenshot(page, shot);
  await axe(page, `${seen} at 1366`);
  await page.setViewportSize(PHONE);
  await checkWidth(page, PHONE, widthLabel);
  await screenshot(page, `${shot}-phone`);
  await axe(page, `${seen} at 390`);
  await page.setViewportSize(DESKTOP);
}

// Plays until every device shows the game over: whichever device shows
// decision buttons takes the first. `midway(moves)` runs once when the host
// has played `at` actions.
async function playOut(devices, host, { at, midway, max = 3000, onGuest = null, guestAt = 0, undoAt = null }) {
  let decided = 0;
  let done = false;
  let last = -1;
  let still = Date.now();
  let sawWaiting = false;
  let hostDecided = 0;
  // The tips a guest's device showed (its seat's, from its views).
  const guestTips = new Set();
  while (!done && decided < max) {
    const moves = await hostMoves(host);
    if (moves >= at && midway) {
      const m = midway;
      midway = null;
      await m(moves);
      continue;
    }
    if (moves !== last) {
      last = moves;
      still = Date.now();
    } else if (Date.now() - still > 60_000) {
      throw new Error(`the game stands still at ${moves} actions`);
    }
    let acted = false;
    if (undoAt !== null && moves >= undoAt && (await host.page.locator("[data-testid=undo]").count()) > 0) {
      undoAt = null;
      await undoAtTable(devices, host, moves);
      continue;
    }
    for (const d of devices) {
      const button = d.page.locator(ACTION).first();
      if ((await button.count()) > 0 && (await button.isVisible().catch(() => false))) {
        if (onGuest && d !== host && moves >= guestAt) {
          // Once, on a guest's turn: its own way of deciding.
          const o = onGuest;
          onGuest = null;
          await o(d, moves);
          decided += 1;
          acted = true;
          break;
        }
        if (d !== host && (await d.page.locator("[data-testid=tip]").count()) > 0) {
          const id = await d.page.locator("[data-testid=tip]").first().getAttribute("data-tip-id").catch(() => null);
          if (id) guestTips.add(id);
        }
        // A guest deciding: the host's panel says whom it waits for.
        if (!sawWaiting && d !== host) sawWaiting = (await host.page.locator("[data-testid=waiting-for]").count()) > 0;
        await button.click().catch(() => {});
        decided += 1;
        if (d === host) hostDecided += 1;
        acted = true;
        // Wait for the host to have played it before looking again.
        await host.page
          .waitForFunction((n) => {
            const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
            try {
              return JSON.parse(localStorage.getItem(key)).record.actions.length > n;
            } catch {
              return false;
            }
          }, moves, { timeout: 10_000 })
          .catch(() => {});
        break;
      }
    }
    if (!acted) {
      if (!sawWaiting) sawWaiting = (await Promise.all(devices.map((d) => d.page.locator("[data-testid=waiting-for]").count()))).some((n) => n > 0);
      await host.page.waitForTimeout(50);
    }
    const over = await Promise.all(devices.map((d) => d.page.locator(GAME_OVER).count()));
    done = over.every((n) => n > 0);
  }
  return { decided, over: done, sawWaiting, hostDecided, guestTips: [...guestTips] };
}

// A hostile guest, down its own data channel: a flood of greetings
// (each would once have drawn its whole log), a message over the size
// limit, malformed ones, and decisions for other seats and for a seat the
// table does not have. The host's record stays as it was, the host stays
// usable, its replies stay small and never echo the guest, and its Table
// panel shows the seat's refused and dropped messages.
async function hostile(host, guest, kept, record) {
  const seat = guest.seat;
  const unheard = host.page.locator(`[data-testid=table-seat][data-seat="${seat}"] [data-testid=seat-unheard]`);
  const counts = () =>
    host.page.evaluate((seat) => {
      const u = document.querySelector(`[data-testid=table-seat][data-seat="${seat}"] [data-testid=seat-unheard]`);
      return { refused: Number(u?.dataset.refused ?? 0), dropped: Number(u?.dataset.dropped ?? 0) };
    }, seat);
  const before = await counts();
  await collect(guest);
  const started = Date.now();
  // The host's own build, so every greeting is one the host takes.
  const build = guest.received.map((t) => { try { return JSON.parse(t).message?.View?.build; } catch { return null; } }).find(Boolean);
  const flood = await guest.page.evaluate(async (build) => {
    const c = window.__channels.find((x) => x.readyState === "open");
    const start = window.__received.length;
    for (let i = 0; i < 500; i += 1) c.send(JSON.stringify({ since: 0, message: { Hello: { build } } }));
    // What came back within three seconds.
    await new Promise((r) => setTimeout(r, 3000));
    const got = window.__received.slice(start);
    const views = got.filter((t) => t.includes('"View"')).length;
    return { replies: got.length, views, bytes: got.reduce((n, t) => n + t.length, 0) };
  }, build);
  const after1 = await counts();
  check(`hostile guest: 500 greetings with the host's build in a burst draw ${flood.replies} replies (${flood.views} views, ${flood.bytes} bytes in all), the rest dropped (${after1.dropped - before.dropped} counted)`, build && flood.views > 0 && flood.replies <= 20 && flood.bytes < 400_000 && after1.dropped - before.dropped >= 480, JSON.stringify(flood));
  // Refilled: malformed messages and other seats' decisions are read and
  // refused; an oversized one is dropped unread.
  const action = JSON.parse(kept[0]);
  const moves = kept.length;
  const echoes = await guest.page.evaluate(async ([action, moves, seat]) => {
    const c = window.__channels.find((x) => x.readyState === "open");
    const start = window.__received.length;
    const big = "x".repeat(200_000);
    c.send("not json at all");
    c.send("{\"since\":");
    c.send(JSON.stringify({ since: 0, message: { Decide: { seat: (seat + 1) % 3, moves_seen: moves, action } } }));
    c.send(JSON.stringify({ since: 0, message: { Decide: { seat: 99, moves_seen: moves, action } } }));
    c.send(JSON.stringify({ since: 0, message: { Hello: { build: "y".repeat(2000) } } }));
    await new Promise((r) => setTimeout(r, 400));
    c.send(JSON.stringify({ since: 0, message: { Hello: { build: big } } }));
    await new Promise((r) => setTimeout(r, 1500));
    const got = window.__received.slice(start);
    const longest = got.reduce((n, t) => Math.max(n, t.length), 0);
    const reasons = got.map((t) => { try { return Object.keys(JSON.parse(t).message?.Refused?.reason ?? {})[0] ?? null; } catch { return null; } }).filter(Boolean);
    const echoed = got.some((t) => t.includes("x".repeat(30)) || t.includes("y".repeat(30)));
    const cut = got.some((t) => t.includes("…[cut]"));
    return { replies: got.length, longest, reasons, echoed, cut };
  }, [action, moves, seat]);
  check(`hostile guest: malformed messages and other seats' decisions are refused (${echoes.reasons.join(", ")}), nothing echoed but a marked excerpt`, echoes.reasons.includes("NotYourSeat") && echoes.reasons.includes("NoSuchSeat") && echoes.reasons.includes("Build") && !echoes.echoed && echoes.cut, JSON.stringify(echoes));
  const words = ((await guest.page.locator("[data-testid=guest-problem]").textContent().catch(() => "")) ?? "").trim();
  check(`hostile guest: the guest's screen shows the last refusal short (${words.length} characters)`, words.length > 10 && words.length < 300 && !words.includes("'s seat, not"), short(words, 120));
  const after = await record();
  check(`hostile guest: the host's record is unchanged (${after.length} actions)`, after.length === kept.length && after.every((a, i) => a === kept[i]), `${kept.length} → ${after.length}`);
  const end = await counts();
  check(`hostile guest: the host's panel counts the seat's messages (${end.refused} refused, ${end.dropped} dropped)`, end.refused - before.refused >= 4 && end.dropped - after1.dropped >= 1, JSON.stringify(end));
  // The host stays usable: its page answers at once, its panel opens.
  const t0 = Date.now();
  await host.page.evaluate(() => document.querySelectorAll("button").length);
  const answer = Date.now() - t0;
  console.log(`  (hostile guest: the host's page answered in ${answer} ms after ${((Date.now() - started) / 1000).toFixed(1)} s of hostility)`);
  const line = await summary(host);
  check(`hostile guest: the panel's one line tells it too: ${short(line, 90)}`, line.includes(String(end.refused + end.dropped)), line);
  const details = host.page.locator("[data-testid=table-panel] details");
  const wasOpen = await details.evaluate((d) => d.open);
  if (!wasOpen) await host.page.locator("[data-testid=table-summary]").click();
  await unheard.waitFor({ state: "visible", timeout: 5_000 }).catch(() => {});
  const shown = ((await unheard.textContent().catch(() => "")) ?? "").trim();
  check(`hostile guest: the seat's row says so: ${short(shown, 80)}`, shown.includes(String(end.refused)) && shown.includes(String(end.dropped)), shown);
  await unheard.scrollIntoViewIfNeeded().catch(() => {});
  await screenshot(host.page, "table-host-unheard", { fullPage: false });
  await axe(host.page, "the host's panel with a seat's counts at 1366");
  await host.page.setViewportSize(PHONE);
  await checkWidth(host.page, PHONE, "the host's panel with a seat's counts");
  await unheard.scrollIntoViewIfNeeded().catch(() => {});
  await screenshot(host.page, "table-host-unheard-phone", { fullPage: false });
  await host.page.setViewportSize(DESKTOP);
  if (!wasOpen) await host.page.locator("[data-testid=table-summary]").click();
}

// The host takes back its last decision (and what followed): every guest
// shows the position it went back to, with no new greeting, and the
// panel still says every guest is connected.
async function undoAtTable(devices, host, moves) {
  const guests = devices.filter((d) => d !== host);
  await Promise.all(guests.map((g) => g.page.evaluate(() => { window.__sent = []; })));
  await host.page.locator("[data-testid=undo]").click();
  let back = moves;
  let shown = [];
  for (let i = 0; i < 100; i += 1) {
    back = await hostMoves(host);
    shown = await Promise.all(guests.map(async (g) => Number(await g.page.locator("[data-testid=status]").getAttribute("data-moves"))));
    if (back < moves && shown.every((m) => m === back)) break;
    await host.page.waitForTimeout(100);
  }
  const hellos = (await Promise.all(guests.map((g) => g.page.evaluate(() => window.__sent.filter((t) => t.includes("Hello")).length)))).reduce((a, b) => a + b, 0);
  const connected = await host.page.locator("[data-testid=table-seat][data-state=connected]").count();
  check(`an undo at the host (${moves} → ${back} actions): every guest shows the position it went back to (${shown.join(", ")}), no new greeting (${hellos})`, back < moves && shown.every((m) => m === back) && hellos === 0 && connected === guests.length, `connected ${connected}`);
}

// A whole game at a table: `controllers` on the host's setup (the first
// human the host's own, every other human a guest).
async function table(browser, { game, controllers, seed, guestSeats, reloadAt, sharedBoard = false, hostReload = false, hintAndKeys = false }) {
  const host = await device(browser, "host");
  const guests = [];
  for (const seat of guestSeats) guests.push({ seat, ...(await device(browser, `guest ${seat}`)) });
  const all = [host, ...guests];
  try {
    await fresh(host.page);
    await pickGame(host.page, game);
    await setUp(host.page, controllers, seed);
    await host.page.locator("[data-testid=several-devices]").check();
    if (sharedBoard) await host.page.locator("[data-testid=shared-board]").check();
    await host.page.locator("[data-testid=start]").click();
    await host.page.locator("[data-testid=table-panel]").waitFor({ state: "visible" });
    const rows = await host.page.locator("[data-testid=table-seat]").count();
    check(`${game}: the host's table panel has a row per guest seat`, rows === guestSeats.length, `${rows}`);
    if (game === "china") {
      await host.page.locator("[data-testid=join-code]").nth(guestSeats.length - 1).waitFor({ state: "visible" });
      await screenshot(host.page, "table-host-codes");
      await axe(host.page, "the host's table panel at 1366");
      await checkWidth(host.page, PHONE, "the host's table panel");
      await screenshot(host.page, "table-host-codes-phone");
      await axe(host.page, "the host's table panel at 390");
      await host.page.setViewportSize(DESKTOP);
      // "Join a table" on a guest's home screen, before any code.
      const g = guests[0].page;
      await fresh(g);
      await g.locator("[data-testid=join-table]").click();
      await g.locator("[data-testid=join-input]").waitFor({ state: "visible" });
      await axe(g, "Join a table at 1366");
      const problem = g.locator("[data-testid=join-problem]");
      await g.locator("[data-testid=join-input]").fill("  \n ");
      await g.locator("[data-testid=join-ok]").click();
      await problem.waitFor({ state: "visible" });
      const empty = ((await problem.textContent()) ?? "").trim();
      check(`${game}: an empty (blank) join code is answered in words: ${short(empty, 60)}`, empty.length > 10, empty);
      await g.locator("[data-testid=join-input]").fill("not a code");
      await g.locator("[data-testid=join-ok]").click();
      await g.waitForFunction((before) => {
        const p = document.querySelector("[data-testid=join-problem]");
        return p && p.textContent.trim() !== before;
      }, empty, { timeout: 10_000 }).catch(() => {});
      const garbled = ((await problem.textContent()) ?? "").trim();
      check(`${game}: a garbled code is refused in words, not as an empty one`, garbled.length > 10 && garbled !== empty, garbled);
      await checkWidth(g, PHONE, "Join a table");
      await screenshot(g, "table-join-phone");
      await axe(g, "Join a table at 390");
      await g.setViewportSize(DESKTOP);
    }
    // A reply code half typed in the last guest's row stays while another
    // seat connects (only the changed row is drawn again).
    const half = "half-typed";
    const last = host.page.locator(`[data-testid=table-seat][data-seat="${guestSeats[guestSeats.length - 1]}"] [data-testid=reply-code]`);
    if (game === "china") await last.fill(half);
    for (const g of guests) {
      await join(host, g, g.seat, `${game}, seat ${g.seat}`, false, game === "china" && g === guests[0]);
      if (game === "china" && g === guests[0]) {
        const kept = await last.inputValue();
        check(`${game}: a reply code half typed in one row stays while another seat connects`, kept === half, JSON.stringify(kept));
        const [open, says] = [await panelOpen(host), await summary(host)];
        check(`${game}: with a guest still to come the panel stays open and says ${short(says)}`, open && says.includes(`1 of ${guestSeats.length}`), `open ${open}`);
      }
    }
    if (game === "china") await foldedPanel(host, guestSeats.length);
    if (game === "china") {
      const g = guests[0];
      await atBothWidths(g.page, "table-guest", "the guest's seat", "table guest");
      // Only the guest's own hand is on its screen.
      const hands = await g.page.locator("[data-testid=hand]").evaluateAll((h) => h.map((x) => x.dataset.seat));
      check(`${game}: the guest's screen shows its own hand only`, hands.length > 0 && hands.every((s) => s === String(g.seat)), hands.join(","));
    }
    const reloaded = guests[guests.length - 1];
    let rejoined = false;
    let refused = false;
    const midway = async (moves) => {
      // A decision for another seat (the host's), sent by a guest: refused.
      const g = guests[0];
      const action = await host.page.evaluate(() => {
        const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
        return JSON.parse(localStorage.getItem(key)).record.actions[0];
      });
      const record = () =>
        host.page.evaluate(() => {
          const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
          return JSON.parse(localStorage.getItem(key)).record.actions.map((a) => JSON.stringify(a));
        });
      const kept = await record();
      const before = kept.length;
      await g.page.evaluate(([a, n]) => {
        const c = window.__channels.find((x) => x.readyState === "open");
        c.send(JSON.stringify({ since: 0, message: { Decide: { seat: 0, moves_seen: n, action: a } } }));
      }, [action, before]);
      const problem = g.page.locator("[data-testid=guest-problem]");
      await problem.waitFor({ state: "visible", timeout: 10_000 }).catch(() => {});
      const words = (await problem.count()) > 0 ? await problem.textContent() : "";
      const answered = await g.page.evaluate(() =>
        window.__received.some((t) => {
          try {
            return JSON.parse(t).message?.Refused?.reason?.NotYourSeat != null;
          } catch {
            return false;
          }
        }),
      );
      // The host's bots may play meanwhile: the game is unharmed when every
      // action before stays and none was the guest's for seat 0.
      const after = await record();
      const unharmed = kept.every((a, i) => after[i] === a);
      refused = words.length > 0 && answered && unharmed;
      check(`${game}: a guest's decision for another seat is refused in words, the game unharmed`, refused, `${short(words)}; refusal message ${answered}; ${before} → ${after.length} actions`);
      if (game === "china") await hostile(host, g, kept, record);
      // A guest reloads mid-game and joins again with a new code pair.
      await collect(reloaded);
      await reloaded.page.reload({ waitUntil: "load" });
      await reloaded.page.locator("[data-testid=join-again]").waitFor({ state: "visible" });
      check(`${game}: after a reload the guest offers to join again`, true);
      const row = host.page.locator(`[data-testid=table-seat][data-seat="${reloaded.seat}"]`);
      await host.page.locator(`[data-testid=table-seat][data-seat="${reloaded.seat}"][data-state=away]`).waitFor({ state: "attached", timeout: 60_000 });
      check(`${game}: the host's panel shows the seat away`, true);
      const open = await panelOpen(host);
      check(`${game}: with a seat away the panel opens by itself (${short(await summary(host))})`, open && (await row.isVisible()), `open ${open}`);
      // The away seat goes to a bot meanwhile, and back once its guest is in.
      const controller = () =>
        host.page.evaluate((seat) => {
          const key = "boardgames/save/" + decodeURIComponent(location.hash.replace(/^#play\//, ""));
          return JSON.parse(localStorage.getItem(key)).seats[seat].controller;
        }, reloaded.seat);
      await row.locator("[data-testid=to-bot]").click();
      await row.locator("[data-testid=from-bot]").waitFor({ state: "visible" });
      check(`${game}: the host hands the away seat to a bot`, (await controller()) === "Bot", await controller());
      await row.locator("[data-testid=new-code]").click();
      await join(host, reloaded, reloaded.seat, `${game}, seat ${reloaded.seat} again, the code typed`, true);
      // Back while a bot plays its seat: the guest's own decision for it
      // (sent down its channel, as a hostile guest would) is refused, the
      // record unharmed.
      {
        const was = await record();
        const reason = await reloaded.page.evaluate(async ([action, moves, seat]) => {
          const c = window.__channels.find((x) => x.readyState === "open");
          const start = (window.__received ?? []).length;
          c.send(JSON.stringify({ since: 0, message: { Decide: { seat, moves_seen: moves, action } } }));
          for (let i = 0; i < 50; i += 1) {
            const got = (window.__received ?? []).slice(start).map((t) => { try { return JSON.parse(t).message?.Refused?.reason; } catch { return null; } }).find(Boolean);
            if (got) return Object.keys(got)[0];
            await new Promise((r) => setTimeout(r, 100));
          }
          return null;
        }, [JSON.parse(was[was.length - 1] ?? kept[0]), was.length, reloaded.seat]);
        const now = await record();
        check(`${game}: a guest back while a bot plays its seat cannot decide for it (refused: ${reason})`, reason === "WithBot" && was.every((a, i) => now[i] === a), `${was.length} → ${now.length} actions`);
      }
      await row.locator("[data-testid=from-bot]").click();
      await row.locator("[data-testid=to-bot]").waitFor({ state: "detached" }).catch(() => {});
      check(`${game}: the seat goes back to its guest`, (await controller()) === "Human", await controller());
      let status = "";
      for (let i = 0; i < 100 && !rejoined; i += 1) {
        status = await reloaded.page.locator("[data-testid=status]").getAttribute("data-moves");
        rejoined = Number(status) === (await hostMoves(host));
        if (!rejoined) await host.page.waitForTimeout(100);
      }
      check(`${game}: the rejoined guest is at the game's position`, rejoined, `${status} vs ${moves}`);
      if (hostReload) {
        // The host's page reloads: the table resumes from its save and
        // offers every guest a new join code; each opens its new link.
        const at = await hostMoves(host);
        for (const g of guests) await collect(g);
        await host.page.reload({ waitUntil: "load" });
        await host.page.locator("[data-testid=table-panel]").waitFor({ state: "visible" });
        check(`${game}: after the host's reload the table offers new join codes`, (await host.page.locator("[data-testid=table-seat]").count()) === guests.length);
        for (const g of guests) await join(host, g, g.seat, `${game}, seat ${g.seat} after the host's reload`);
        let same = false;
        for (let i = 0; i < 100 && !same; i += 1) {
          const seen = await Promise.all(guests.map((g) => g.page.locator("[data-testid=status]").getAttribute("data-moves")));
          same = seen.every((m) => Number(m) === at) && (await hostMoves(host)) === at;
          if (!same) await host.page.waitForTimeout(100);
        }
        check(`${game}: the game goes on from where it was (${at} actions)`, same);
        await screenshot(guests[0].page, "table-dschingis-khan-guest");
      }
    };
    // A guest's turn: its live region says so; its hint is searched on its
    // own device from its seat's view, marks one of its choices and plays
    // nothing; then it decides with the keyboard alone.
    const guestTurn = async (g, seenMoves) => {
      // The host's count read before this device's buttons showed may be
      // behind (a bot seat may have moved since): wait until the guest
      // shows the host's latest position and it holds still, then count.
      let moves = seenMoves;
      for (let i = 0, steady = 0; i < 100 && steady < 3; i += 1) {
        const now = await hostMoves(host);
        const shown = Number(await g.page.locator("[data-testid=status]").getAttribute("data-moves").catch(() => -2));
        steady = now === moves && shown === now ? steady + 1 : 0;
        moves = now;
        if (steady < 3) await g.page.waitForTimeout(100);
      }
      const prompt = ((await g.page.locator("p.prompt").first().textContent().catch(() => "")) ?? "").trim();
      let said = "";
      for (let i = 0; i < 50 && !(prompt && said.includes(prompt)); i += 1) {
        said = (await g.page.locator("[data-testid=announce]").textContent()) ?? "";
        if (!said.includes(prompt)) await g.page.waitForTimeout(100);
      }
      check(`${game}: the guest's live region says its turn has come`, prompt.length > 0 && said.includes(prompt), `${short(prompt)} | ${short(said)}`);
      const choices = await g.page.locator(ACTION).count();
      await g.page.locator("[data-testid=hint]").click();
      const hinted = g.page.locator(`${ACTION}.hinted`);
      await hinted.first().waitFor({ state: "visible", timeout: 30_000 }).catch(() => {});
      const marked = await hinted.count();
      const words = (await g.page.locator("[data-testid=hint-text]").textContent().catch(() => "")) ?? "";
      const label = ((await hinted.first().textContent().catch(() => "")) ?? "").trim();
      const still = (await hostMoves(host)) === moves && (await g.page.locator(ACTION).count()) === choices;
      check(`${game}: the guest's hint marks one of its own choices (${marked} of ${choices}: ${short(label, 40)}), played nothing`, marked === 1 && label.length > 0 && words.includes(label) && still, `${marked}; ${short(words)}; still ${still}`);
      await atBothWidths(g.page, "table-guest-hint", "the Dragon guest's seat with its hint", "the Dragon guest's seat");
      // Tab to the hinted choice, Enter: the host plays it.
      let focused = false;
      for (let i = 0; i < 80 && !focused; i += 1) {
        await g.page.keyboard.press("Tab");
        focused = await g.page.evaluate(() => document.activeElement?.classList.contains("hinted") ?? false);
      }
      await g.page.keyboard.press("Enter");
      let played = false;
      for (let i = 0; i < 100 && !played; i += 1) {
        played = (await hostMoves(host)) > moves;
        if (!played) await g.page.waitForTimeout(100);
      }
      check(`${game}: the guest decided with the keyboard alone (Tab to the hinted choice, Enter)`, focused && played, `focused ${focused}, played ${played}`);
    };
    const { decided, over, sawWaiting, hostDecided, guestTips } = await playOut(all, host, { at: reloadAt, midway, onGuest: hintAndKeys ? guestTurn : null, guestAt: 12, undoAt: game === "china" ? reloadAt + 10 : null });
    if (sharedBoard) check(`${game}: the host's screen, the shared board, decided for no seat`, hostDecided === 0, `${hostDecided}`);
    check(`${game}: the table played the whole game (${decided} decisions through the UI)`, over, `${decided}`);
    check(`${game}: a device showed "Waiting for <name>" while a guest decided`, sawWaiting);
    check(`${game}: a guest's device explained rules as they came up (tips from its seat's views: ${guestTips.length})`, guestTips.length > 0, guestTips.join(", "));
    const moves = await hostMoves(host);
    for (const g of guests) {
      await collect(g);
      const [views, findings, withheld] = inspect(game, g, g.seat);
      check(`${game}: seat ${g.seat}'s guest got views (${views}), others' secrets withheld in them (${withheld})`, views > 10 && withheld > 10, `${views}, ${withheld}`);
      check(`${game}: no message to seat ${g.seat} holds another seat's secret, the record, seed or RNG`, findings.length === 0, short([...new Set(findings)].join("; "), 400));
      const at = await g.page.locator("[data-testid=status]").getAttribute("data-moves");
      check(`${game}: seat ${g.seat}'s guest saw the end (${at} of ${moves} actions)`, Number(at) === moves, `${at}`);
    }
    const vibrations = await guests[0].page.evaluate(() => window.__vibrations);
    check(`${game}: a guest is told when its turn comes (vibration: ${vibrations} times)`, vibrations > 0, `${vibrations}`);
    const locks = await Promise.all(all.map((d) => d.page.evaluate(() => window.__wakeLocks)));
    check(`${game}: every device asked to keep its screen awake (${locks.join(", ")})`, locks.every((n) => n > 0), locks.join(", "));
    if (game === "china") await screenshot(guests[0].page, "table-guest-over");
    if (game === "dragon") {
      // The guest words its log from its entries: the same lines as the
      // host's (less the setup's, step 0), costs and gains included.
      const lines = (d) => d.page.locator("[data-testid=log] li").evaluateAll((li) => li.filter((l) => Number(l.dataset.step) > 0).map((l) => l.textContent));
      const [hosts, guests0] = [await lines(host), await lines(guests[0])];
      const same = hosts.length > 100 && hosts.length === guests0.length && hosts.every((l, i) => l === guests0[i]);
      const first = hosts.findIndex((l, i) => l !== guests0[i]);
      check(`${game}: the guest's log says what the host's says (${guests0.length} lines)`, same, first < 0 ? `${hosts.length} vs ${guests0.length}` : `${short(hosts[first])} | ${short(guests0[first])}`);
      await screenshot(guests[0].page, "table-dragon-guest-over");
    }
    for (const d of all) check(`${game}: ${d.name}: no console errors`, d.errors.length === 0, short(d.errors.join(" | "), 600));
  } finally {
    for (const d of all) await d.context.close().catch(() => {});
  }
}

await runSuite({
  title: "table",
  basePath: "/table-app/",
  deadlineMs: 12 * 60_000,
  netns: true,
  scenarios: [
    ["China: the host and two guests", (browser) => table(browser, { game: "china", controllers: ["human", "human", "human"], seed: 77, guestSeats: [1, 2], reloadAt: 40 })],
    ["Dschingis Khan: the shared board at the host, two guests and two bots", (browser) => table(browser, { game: "dschingis-khan", controllers: ["medium", "human", "human", "medium"], seed: 78, guestSeats: [1, 2], reloadAt: 30, sharedBoard: true, hostReload: true })],
    ["The Dragon: the host, a guest and a bot", (browser) => table(browser, { game: "dragon", controllers: ["human", "human", "medium"], seed: 79, guestSeats: [1], hintAndKeys: true })],
  ],
});
