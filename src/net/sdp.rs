//! What a session description says that a data channel needs, and the SDP
//! rebuilt from it: the ICE credentials, the DTLS fingerprint, the setup
//! role and the candidates. Everything else in a browser's SDP is the same
//! for every data channel, so the codes leave it out and [`Essentials::to_sdp`]
//! puts it back from a fixed template.

use std::fmt::Write as _;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Who starts the DTLS handshake (`a=setup:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// An offer: either, the answer decides.
    ActPass,
    Active,
    Passive,
}

impl Setup {
    pub(crate) fn word(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// A candidate's type (`typ host`, ...): how the address was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// The device's own address (or its mDNS name).
    Host,
    /// The address a STUN server saw: the router's outside.
    Srflx,
    /// Learnt from the peer during the checks.
    Prflx,
    /// A TURN relay's (none here: there is no server).
    Relay,
}

impl Found {
    pub(crate) const ALL: [Found; 4] = [Found::Host, Found::Srflx, Found::Prflx, Found::Relay];

    /// As SDP writes it (`host`, `srflx`, ...).
    pub fn word(self) -> &'static str {
        match self {
            Found::Host => "host",
            Found::Srflx => "srflx",
            Found::Prflx => "prflx",
            Found::Relay => "relay",
        }
    }

    /// RFC 8445's recommended type preference, for the rebuilt priority.
    fn preference(self) -> u32 {
        match self {
            Found::Host => 126,
            Found::Prflx => 110,
            Found::Srflx => 100,
            Found::Relay => 0,
        }
    }
}

/// Where a candidate is: an IP address or, as browsers hide local
/// addresses, an mDNS name `<uuid>.local`, kept as the uuid's 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    Mdns([u8; 16]),
}

impl Address {
    fn parse(text: &str) -> Option<Address> {
        if let Some(name) = text.strip_suffix(".local") {
            return uuid(name).map(Address::Mdns);
        }
        match text.parse::<IpAddr>().ok()? {
            IpAddr::V4(ip) => Some(Address::V4(ip.octets())),
            IpAddr::V6(ip) => Some(Address::V6(ip.octets())),
        }
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4(b) => write!(f, "{}", Ipv4Addr::from(*b)),
            Address::V6(b) => write!(f, "{}", Ipv6Addr::from(*b)),
            Address::Mdns(b) => {
                for (i, byte) in b.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_char('-')?;
                    }
                    write!(f, "{byte:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

/// The 16 bytes of a uuid written `8-4-4-4-12` in hex.
fn uuid(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<&str> = text.split('-').collect();
    if groups.iter().map(|g| g.len()).collect::<Vec<_>>() != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = groups.concat();
    let mut out = [0u8; 16];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// One UDP candidate of component 1 (the only one a bundled data channel
/// uses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub found: Found,
    pub address: Address,
    pub port: u16,
}

impl Candidate {
    /// `a=candidate:` line's value, e.g. `1 1 udp 2122260223 10.0.0.2 5000
    /// typ host`; `None` for TCP, other components and what it can't read.
    fn parse(value: &str) -> Option<Candidate> {
        let f: Vec<&str> = value.split_whitespace().collect();
        if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || f[6] != "typ" {
            return None;
        }
        Some(Candidate {
            found: Found::ALL.into_iter().find(|t| t.word() == f[7])?,
            address: Address::parse(f[4])?,
            port: f[5].parse().ok()?,
        })
    }
}

/// What the other side needs of a session description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Essentials {
    pub ufrag: String,
    pub pwd: String,
    /// The DTLS certificate's SHA-256.
    pub fingerprint: [u8; 32],
    pub setup: Setup,
    pub candidates: Vec<Candidate>,
}

/// Why a browser's SDP could not be reduced to its essentials.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SdpError {
    /// A line it must have is missing or unreadable (its name).
    Missing(&'static str),
    /// No UDP candidate: the browser found no network to offer.
    NoCandidates,
}

impl std::fmt::Display for SdpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SdpError::Missing(what) => write!(f, "the session description has no usable {what}"),
            SdpError::NoCandidates => f.write_str("no network address was found to connect over"),
        }
    }
}

impl Essentials {
    /// Reads a browser's complete (gathered) SDP with one data channel.
    pub fn from_sdp(sdp: &str) -> Result<Essentials, SdpError> {
        let attr = |name: &str| {
            sdp.lines()
                .filter_map(|l| l.trim_end().strip_prefix("a="))
                .find_map(|l| l.strip_prefix(name)?.strip_prefix(':'))
        };
        let ufrag = attr("ice-ufrag").ok_or(SdpError::Missing("ice-ufrag"))?;
        let pwd = attr("ice-pwd").ok_or(SdpError::Missing("ice-pwd"))?;
        let fingerprint = attr("fingerprint")
            .and_then(|v| {
                v.strip_prefix("sha-256 ")
                    .or_else(|| v.strip_prefix("SHA-256 "))
            })
            .and_then(fingerprint)
            .ok_or(SdpError::Missing("sha-256 fingerprint"))?;
        let setup = match attr("setup") {
            Some("actpass") => Setup::ActPass,
            Some("active") => Setup::Active,
            Some("passive") => Setup::Passive,
            _ => return Err(SdpError::Missing("setup")),
        };
        let mut candidates: Vec<Candidate> = Vec::new();
        for c in sdp
            .lines()
            .filter_map(|l| l.trim_end().strip_prefix("a=candidate:"))
            .filter_map(Candidate::parse)
        {
            if !candidates.contains(&c) {
                candidates.push(c);
            }
        }
        if candidates.is_empty() {
            return Err(SdpError::NoCandidates);
        }
        Ok(Essentials {
            ufrag: ufrag.to_string(),
            pwd: pwd.to_string(),
            fingerprint,
            setup,
            candidates,
        })
    }

    /// A full data-channel SDP with these essentials, media section `mid`.
    pub fn to_sdp(&self, mid: &str) -> String {
        let mut s = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
             a=msid-semantic: WMS\r\n",
        );
        let _ = write!(s, "a=group:BUNDLE {mid}\r\n");
        s.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (i, c) in self.candidates.iter().enumerate() {
            let priority = (c.found.preference() << 24) | ((65535 - i as u32 % 65536) << 8) | 255;
            let _ = write!(
                s,
                "a=candidate:{i} 1 udp {priority} {} {} typ {}",
                c.address,
                c.port,
                c.found.word()
            );
            if c.found != Found::Host {
                s.push_str(" raddr 0.0.0.0 rport 0");
            }
            s.push_str("\r\n");
        }
        s.push_str("a=end-of-candidates\r\n");
        let hex: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let _ = write!(
            s,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{}\r\na=mid:{mid}\r\n\
             a=sctp-port:5000\r\na=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            hex.join(":"),
            self.setup.word()
        );
        s
    }
}

/// `AB:CD:...` (32 bytes) as bytes.
fn fingerprint(text: &str) -> Option<[u8; 32]> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() != 32 {
        return None;
    }
    let mut out = [0u8; 32];
    for (byte, part) in out.iter_mut().zip(parts) {
        if part.len() != 2 {
            return None;
        }
        *byte = u8::from_str_radix(part, 16).ok()?;
    }
    Some(out)
}

/// The `a=mid:` of a description's (first) media section; "0" if none.
pub fn mid(sdp: &str) -> String {
    sdp.lines()
        .find_map(|l| l.trim_end().strip_prefix("a=mid:"))
        .unwrap_or("0")
        .to_string()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Chromium's offer for one data channel, as gathered on a phone with
    /// Wi-Fi (mDNS names for IPv4 and IPv6) and a STUN server set.
    pub const CHROME_OFFER: &str = "v=0\r\n\
o=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 50934 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 203.0.113.7\r\n\
a=candidate:3026812404 1 udp 2113937151 5b7e2d4c-1f3a-4c1e-9a0b-2f6e8d1c3b4a.local 50934 typ host generation 0 network-cost 999\r\n\
a=candidate:1820313473 1 udp 2113939711 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.local 50935 typ host generation 0 network-cost 999\r\n\
a=candidate:842163049 1 udp 1677729535 203.0.113.7 50934 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
a=candidate:2718281828 1 udp 1677732095 2001:db8:85a3::8a2e:370:7334 50935 typ srflx raddr :: rport 0 generation 0 network-cost 999\r\n\
a=candidate:4077567720 1 tcp 1518280447 5b7e2d4c-1f3a-4c1e-9a0b-2f6e8d1c3b4a.local 9 typ host tcptype active generation 0 network-cost 999\r\n\
a=ice-ufrag:Hx3/\r\n\
a=ice-pwd:qRsT+uVwXyZ0123456789abc\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n";

    /// Firefox's answer: hex credentials, two plain host addresses.
    pub const FIREFOX_ANSWER: &str = "v=0\r\n\
o=mozilla...THIS_IS_SDPARTA-99.0 7 0 IN IP4 0.0.0.0\r\n\
s=-\r\n\
t=0 0\r\n\
a=fingerprint:sha-256 01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF\r\n\
a=group:BUNDLE 0\r\n\
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 0.0.0.0\r\n\
a=candidate:0 1 UDP 2122252543 192.168.1.23 61234 typ host\r\n\
a=candidate:1 1 UDP 2122187007 10.77.0.2 61235 typ host\r\n\
a=sendrecv\r\n\
a=end-of-candidates\r\n\
a=ice-pwd:0123456789abcdef0123456789abcdef\r\n\
a=ice-ufrag:89abcdef\r\n\
a=mid:0\r\n\
a=setup:active\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:1073741823\r\n";

    #[test]
    fn reads_what_a_data_channel_needs() {
        let e = Essentials::from_sdp(CHROME_OFFER).unwrap();
        assert_eq!(
            (e.ufrag.as_str(), e.pwd.as_str()),
            ("Hx3/", "qRsT+uVwXyZ0123456789abc")
        );
        assert_eq!(e.setup, Setup::ActPass);
        assert_eq!(&e.fingerprint[..3], &[0x6B, 0x8B, 0xF0]);
        // The TCP candidate is left out, the four UDP ones kept in order.
        assert_eq!(e.candidates.len(), 4);
        assert_eq!(
            e.candidates[0].address.to_string(),
            "5b7e2d4c-1f3a-4c1e-9a0b-2f6e8d1c3b4a.local"
        );
        assert_eq!(e.candidates[2].address, Address::V4([203, 0, 113, 7]));
        assert_eq!(e.candidates[3].found, Found::Srflx);
        let f = Essentials::from_sdp(FIREFOX_ANSWER).unwrap();
        assert_eq!(f.setup, Setup::Active);
        assert_eq!(f.candidates[1].address, Address::V4([10, 77, 0, 2]));
        assert_eq!(f.candidates[1].port, 61235);
    }

    #[test]
    fn the_rebuilt_sdp_reads_back_the_same() {
        for sdp in [CHROME_OFFER, FIREFOX_ANSWER] {
            let e = Essentials::from_sdp(sdp).unwrap();
            let rebuilt = e.to_sdp("0");
            assert_eq!(Essentials::from_sdp(&rebuilt).unwrap(), e);
            assert_eq!(mid(&rebuilt), "0");
            assert!(rebuilt.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        }
    }

    #[test]
    fn refuses_descriptions_missing_what_it_needs() {
        let no_pwd = CHROME_OFFER.replace("a=ice-pwd:", "a=x-ice-pwd:");
        assert_eq!(
            Essentials::from_sdp(&no_pwd),
            Err(SdpError::Missing("ice-pwd"))
        );
        let sha1 = CHROME_OFFER.replace("sha-256 6B", "sha-1 6B");
        assert!(Essentials::from_sdp(&sha1).is_err());
        let no_candidates: String = CHROME_OFFER
            .lines()
            .filter(|l| !l.contains("udp"))
            .map(|l| format!("{l}\r\n"))
            .collect();
        assert_eq!(
            Essentials::from_sdp(&no_candidates),
            Err(SdpError::NoCandidates)
        );
    }
}
