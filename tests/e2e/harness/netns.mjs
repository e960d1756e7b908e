// The test network of suites that open WebRTC connections (issue 36): they
// run inside a network namespace of their own, made with `unshare -n`, with
// a veth pair (10.77.0.1 and 10.77.0.2, Chromium gathers no candidates on
// loopback alone) and a default route into it, so nothing they send can
// leave the namespace. Their server and Chromium start inside it too (the
// shared Chromium of run.mjs is outside and can't be reached). A suite asks
// for it with runSuite({ netns: true, … }); `node tests/e2e/<suite>.mjs`
// then re-runs itself inside a new namespace. Where `unshare -n` is not
// possible (not root, no user namespaces) the suite says so and fails.

import { spawn } from "node:child_process";

// The address the suite's server listens on inside the namespace.
export const NETNS_HOST = "10.77.0.1";
// Set in the re-run suite's environment: it is inside the namespace.
const INSIDE = "E2E_NETNS";

// Chromium flags in the namespace only: real addresses in candidates, not
// mDNS names (nothing in the namespace answers mDNS).
export const NETNS_CHROMIUM_ARGS = ["--disable-features=WebRtcHideLocalIpsWithMdns"];

// IPv6 off in the namespace before its links come up: otherwise each link's
// IPv6 address appears a moment after the suite's Chromium has started, and
// Chromium, seeing its network change, fails the page loads under way
// (net::ERR_NETWORK_CHANGED: a clean-clone run lost the first scenario of
// both namespace suites so). The suites use IPv4 only. Where the kernel has
// no IPv6 there is nothing to turn off.
const NO_IPV6 =
  "{ echo 1 > /proc/sys/net/ipv6/conf/all/disable_ipv6 && echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6; } 2>/dev/null || [ ! -d /proc/sys/net/ipv6 ]";

const SETUP = [
  NO_IPV6,
  "ip link set lo up",
  "ip link add v0 type veth peer name v1",
  `ip addr add ${NETNS_HOST}/24 dev v0`,
  "ip addr add 10.77.0.2/24 dev v1",
  "ip link set v0 up",
  "ip link set v1 up",
  "ip route add default dev v0",
].join(" && ");

export const insideNetns = () => process.env[INSIDE] === "1";

// Runs `script` (this node file) again inside a new network namespace;
// resolves to its exit code. Its output passes through.
export function runInNetns(script, args = []) {
  return new Promise((resolve) => {
    const env = { ...process.env, [INSIDE]: "1" };
    delete env.E2E_BROWSER_WS;
    // ip lives in /usr/sbin, not always on a plain user's PATH.
    // The network's setup failing exits 97, told apart from the suite's own
    // failures.
    const inner = `PATH="$PATH:/usr/sbin:/sbin"; { ${SETUP}; } || exit 97; exec "$0" "$@"`;
    const child = spawn("unshare", ["-n", "sh", "-c", inner, process.execPath, script, ...args], {
      env,
      stdio: ["ignore", "inherit", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
      process.stderr.write(d);
    });
    const cannot = (why) => {
      console.log(`FAILED the suite's own network namespace can be made (unshare -n and a veth pair: ${why.trim()}; it needs root and veth support)`);
      console.log("0 passed, 1 failed");
      resolve(1);
    };
    child.on("error", (e) => cannot(String(e?.message ?? e)));
    child.on("close", (code) => {
      // unshare itself refused, or the network's setup failed (97).
      if (code === 97 || (code !== 0 && /^unshare: /m.test(err))) {
        cannot(err.split("\n").find((l) => l.trim()) ?? `exit ${code}`);
      } else {
        resolve(code ?? 1);
      }
    });
  });
}
