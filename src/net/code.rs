//! The join and reply codes: what one device tells the other to connect,
//! short enough to type (at most [`MAX_LEN`] characters with the build id).
//!
//! A code is `<build id>.<payload>`: the build id in plain text, so a code
//! of another build is told apart whatever its payload, then the payload in
//! base58 (no 0, O, I or l to mistake, nothing a URL escapes). The payload
//! holds only [`Essentials`], packed: a header byte (format, join or reply,
//! setup role), a join code's tag, the ICE credentials (6 bits a character,
//! 4 when hex), the 32 bytes of the DTLS fingerprint, the candidates (a
//! byte of type and address kind, 4 or 16 address bytes, 2 port bytes) and
//! a 2-byte checksum against typing mistakes.

use super::build::build_id;
use super::sdp::{Address, Candidate, Essentials, Found, Setup};

/// The most characters a code has, build id included.
pub const MAX_LEN: usize = 150;
/// The most characters of a join code's tag.
pub const MAX_TAG: usize = 16;

const BASE58: &[u8] = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/// ICE's `ice-char` (RFC 8839), 6 bits each.
const ICE_CHARS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/// A tag's characters, 6 bits each.
const TAG_CHARS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-";
const HEX: &[u8] = b"0123456789abcdef";
/// The payload's format, in the header's top bits.
const FORMAT: u8 = 0;

/// Which of the two codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The host's, for a guest: carries the tag.
    Join,
    /// The guest's answer, for the host.
    Reply,
}

/// A code read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    pub kind: Kind,
    /// The host's tag (empty in a reply).
    pub tag: String,
    pub essentials: Essentials,
}

/// Why a code could not be made or read. Data, worded by the UI.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CodeError {
    /// Nothing was given.
    Empty,
    /// Longer than any code ([`MAX_LEN`]): `len` characters.
    TooLong { len: usize },
    /// A mistyped or cut code: not a code of this app.
    Garbled,
    /// A code of another build of the app.
    OtherBuild { ours: String, theirs: String },
    /// A join code where a reply was expected, or the other way round.
    WrongKind { expected: Kind },
    /// A tag longer than [`MAX_TAG`] or with other than `A-Z a-z 0-9 -`.
    BadTag,
    /// The connection's description can't be put in a code (not even one
    /// candidate fits, or credentials it can't write).
    CannotEncode,
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodeError::Empty => f.write_str("no code was given"),
            CodeError::TooLong { len } => {
                write!(
                    f,
                    "the code has {len} characters, more than a code's {MAX_LEN}"
                )
            }
            CodeError::Garbled => f.write_str("the code is mistyped or incomplete"),
            CodeError::OtherBuild { ours, theirs } => write!(
                f,
                "the code comes from another version of the app ({theirs}; this one is {ours})"
            ),
            CodeError::WrongKind {
                expected: Kind::Join,
            } => f.write_str("this is a reply code, not a join code"),
            CodeError::WrongKind {
                expected: Kind::Reply,
            } => f.write_str("this is a join code, not a reply code"),
            CodeError::BadTag => f.write_str("the tag is too long or has other characters"),
            CodeError::CannotEncode => f.write_str("the connection does not fit in a code"),
        }
    }
}

/// A code for `essentials` (with `tag` for a join code), this build's.
pub fn encode(kind: Kind, tag: &str, essentials: &Essentials) -> Result<String, CodeError> {
    encode_for(build_id(), kind, tag, essentials)
}

/// Reads a code of this build; spaces and line breaks are ignored, and a
/// whole join link pasted in place of its code is read as its code.
pub fn decode(text: &str) -> Result<Code, CodeError> {
    decode_for(build_id(), text)
}

/// The link a phone's camera opens: the app at `base` with the join code in
/// the fragment (any fragment of `base` replaced).
pub fn join_url(base: &str, code: &str) -> String {
    let base = base.split('#').next().unwrap_or(base);
    format!("{base}#join={code}")
}

/// The join code in a location's fragment (`#join=<code>`), if any; a
/// whole join link (as a camera reads it) is taken too.
pub fn code_in_fragment(hash: &str) -> Option<String> {
    let fragment = hash.rsplit_once('#').map_or(hash, |(_, f)| f);
    let code = fragment.strip_prefix("join=")?;
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    (!code.is_empty()).then_some(code)
}

fn encode_for(build: &str, kind: Kind, tag: &str, e: &Essentials) -> Result<String, CodeError> {
    if tag.len() > MAX_TAG || !tag.bytes().all(|b| TAG_CHARS.contains(&b)) {
        return Err(CodeError::BadTag);
    }
    let tag = if kind == Kind::Join { tag } else { "" };
    let mut head = vec![header(kind, e.setup)];
    if kind == Kind::Join {
        put_text(&mut head, tag, TAG_CHARS).ok_or(CodeError::BadTag)?;
    }
    put_ice(&mut head, &e.ufrag).ok_or(CodeError::CannotEncode)?;
    put_ice(&mut head, &e.pwd).ok_or(CodeError::CannotEncode)?;
    head.extend_from_slice(&e.fingerprint);
    // As many candidates as fit, the most useful first.
    let mut best = None;
    let mut bytes = head.clone();
    for c in by_use(&e.candidates) {
        put_candidate(&mut bytes, &c);
        let code = finish(build, &bytes);
        if code.len() > MAX_LEN {
            break;
        }
        best = Some(code);
    }
    best.ok_or(CodeError::CannotEncode)
}

fn decode_for(ours: &str, text: &str) -> Result<Code, CodeError> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let text = match text.rsplit_once("#join=") {
        Some((_, code)) => code.to_string(),
        None => text,
    };
    if text.is_empty() {
        return Err(CodeError::Empty);
    }
    let len = text.chars().count();
    if len > MAX_LEN {
        return Err(CodeError::TooLong { len });
    }
    let (theirs, payload) = text.rsplit_once('.').ok_or(CodeError::Garbled)?;
    if theirs != ours {
        // A build id is short and plain: anything else is no code at all.
        let plain = !theirs.is_empty()
            && theirs.len() <= 40
            && theirs
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-.+".contains(&b));
        return Err(match plain {
            true => CodeError::OtherBuild {
                ours: ours.into(),
                theirs: theirs.into(),
            },
            false => CodeError::Garbled,
        });
    }
    let bytes = from_base58(payload).ok_or(CodeError::Garbled)?;
    let (body, sum) = bytes
        .split_at_checked(bytes.len().wrapping_sub(2))
        .ok_or(CodeError::Garbled)?;
    if sum != checksum(body) {
        return Err(CodeError::Garbled);
    }
    read(body).ok_or(CodeError::Garbled)
}

fn header(kind: Kind, setup: Setup) -> u8 {
    let kind = match kind {
        Kind::Join => 0,
        Kind::Reply => 1,
    };
    let setup = match setup {
        Setup::ActPass => 0,
        Setup::Active => 1,
        Setup::Passive => 2,
    };
    (FORMAT << 6) | (kind << 5) | (setup << 3)
}

/// The candidates in the order they are worth a place in the code: the
/// first of each type (a local host, then a router's outside address),
/// then the second of each, and so on.
fn by_use(candidates: &[Candidate]) -> Vec<Candidate> {
    let mut ranked: Vec<(usize, usize, Candidate)> = candidates
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let nth = candidates[..i]
                .iter()
                .filter(|o| o.found == c.found)
                .count();
            let kind = Found::ALL.iter().position(|f| *f == c.found).unwrap_or(0);
            (nth, kind, *c)
        })
        .collect();
    ranked.sort_by_key(|(nth, kind, _)| (*nth, *kind));
    ranked.into_iter().map(|(_, _, c)| c).collect()
}

fn finish(build: &str, body: &[u8]) -> String {
    let mut bytes = body.to_vec();
    bytes.extend_from_slice(&checksum(body));
    format!("{build}.{}", to_base58(&bytes))
}

/// FNV-1a, folded to 2 bytes: catches nearly every typing mistake.
fn checksum(bytes: &[u8]) -> [u8; 2] {
    let mut h: u32 = 0x811c_9dc5;
    for b in bytes {
        h = (h ^ u32::from(*b)).wrapping_mul(0x0100_0193);
    }
    let folded = (h >> 16) ^ (h & 0xffff);
    [(folded >> 8) as u8, folded as u8]
}

/// A length byte then the text's characters in 6 bits each.
fn put_text(out: &mut Vec<u8>, text: &str, alphabet: &[u8]) -> Option<()> {
    let len = u8::try_from(text.len()).ok().filter(|l| *l < 128)?;
    out.push(len);
    let mut bits = Bits::default();
    for b in text.bytes() {
        bits.put(alphabet.iter().position(|a| *a == b)? as u32, 6);
    }
    out.extend(bits.finish());
    Some(())
}

/// An ICE credential: hex ones (Firefox's) in 4 bits a character, flagged
/// by the length byte's top bit.
fn put_ice(out: &mut Vec<u8>, text: &str) -> Option<()> {
    if !text.is_empty() && text.bytes().all(|b| HEX.contains(&b)) {
        let len = u8::try_from(text.len()).ok().filter(|l| *l < 128)?;
        out.push(0x80 | len);
        let mut bits = Bits::default();
        for b in text.bytes() {
            bits.put(HEX.iter().position(|a| *a == b)? as u32, 4);
        }
        out.extend(bits.finish());
        return Some(());
    }
    put_text(out, text, ICE_CHARS)
}

fn put_candidate(out: &mut Vec<u8>, c: &Candidate) {
    let found = Found::ALL.iter().position(|f| *f == c.found).unwrap_or(0) as u8;
    let (kind, bytes): (u8, &[u8]) = match &c.address {
        Address::V4(b) => (0, b),
        Address::V6(b) => (1, b),
        Address::Mdns(b) => (2, b),
    };
    out.push((kind << 2) | found);
    out.extend_from_slice(bytes);
    out.extend_from_slice(&c.port.to_be_bytes());
}

/// The payload (without its checksum) read back; `None` when it is not one.
fn read(body: &[u8]) -> Option<Code> {
    let mut r = Reader { bytes: body, at: 0 };
    let head = r.byte()?;
    if head >> 6 != FORMAT || head & 0b111 != 0 {
        return None;
    }
    let kind = match (head >> 5) & 1 {
        0 => Kind::Join,
        _ => Kind::Reply,
    };
    let setup = match (head >> 3) & 0b11 {
        0 => Setup::ActPass,
        1 => Setup::Active,
        2 => Setup::Passive,
        _ => return None,
    };
    let tag = match kind {
        Kind::Join => r.text(TAG_CHARS).filter(|t| t.len() <= MAX_TAG)?,
        Kind::Reply => String::new(),
    };
    let ufrag = r.ice()?;
    let pwd = r.ice()?;
    let fingerprint: [u8; 32] = r.take(32)?.try_into().ok()?;
    let mut candidates = Vec::new();
    while r.at < body.len() {
        let b = r.byte()?;
        let found = *Found::ALL.get(usize::from(b & 0b11))?;
        let address = match b >> 2 {
            0 => Address::V4(r.take(4)?.try_into().ok()?),
            1 => Address::V6(r.take(16)?.try_into().ok()?),
            2 => Address::Mdns(r.take(16)?.try_into().ok()?),
            _ => return None,
        };
        let port = u16::from_be_bytes(r.take(2)?.try_into().ok()?);
        candidates.push(Candidate {
            found,
            address,
            port,
        });
    }
    if candidates.is_empty() || ufrag.is_empty() || pwd.is_empty() {
        return None;
    }
    Some(Code {
        kind,
        tag,
        essentials: Essentials {
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
        },
    })
}

/// Bits written high first into bytes.
#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    acc: u32,
    n: u32,
}

impl Bits {
    fn put(&mut self, value: u32, width: u32) {
        self.acc = (self.acc << width) | value;
        self.n += width;
        while self.n >= 8 {
            self.n -= 8;
            self.out.push((self.acc >> self.n) as u8);
            self.acc &= (1 << self.n) - 1;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.n > 0 {
            self.out.push((self.acc << (8 - self.n)) as u8);
        }
        self.out
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let s = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(s)
    }

    /// `len` characters of `width` bits from `alphabet`.
    fn chars(&mut self, len: usize, width: u32, alphabet: &[u8]) -> Option<String> {
        let bytes = self.take((len * width as usize).div_ceil(8))?;
        let (mut acc, mut n, mut out) = (0u32, 0u32, String::with_capacity(len));
        let mut it = bytes.iter();
        for _ in 0..len {
            while n < width {
                acc = (acc << 8) | u32::from(*it.next()?);
                n += 8;
            }
            n -= width;
            out.push(char::from(
                *alphabet.get(((acc >> n) & ((1 << width) - 1)) as usize)?,
            ));
            acc &= (1 << n) - 1;
        }
        Some(out)
    }

    fn text(&mut self, alphabet: &[u8]) -> Option<String> {
        let len = self.byte()?;
        (len < 128).then_some(())?;
        self.chars(usize::from(len), 6, alphabet)
    }

    fn ice(&mut self) -> Option<String> {
        let len = self.byte()?;
        match len & 0x80 {
            0 => self.chars(usize::from(len), 6, ICE_CHARS),
            _ => self.chars(usize::from(len & 0x7f), 4, HEX),
        }
    }
}

/// Base58 (Bitcoin's alphabet): each leading zero byte is a '1'.
fn to_base58(bytes: &[u8]) -> String {
    let zeros = bytes.iter().take_while(|b| **b == 0).count();
    // Little-endian digits in base 58.
    let mut digits: Vec<u8> = Vec::new();
    for &b in &bytes[zeros..] {
        let mut carry = u32::from(b);
        for d in digits.iter_mut() {
            carry += u32::from(*d) << 8;
            *d = (carry % 58) as u8;
            carry /= 58;
        }
        while carry > 0 {
            digits.push((carry % 58) as u8);
            carry /= 58;
        }
    }
    let mut out = "1".repeat(zeros);
    out.extend(
        digits
            .iter()
            .rev()
            .map(|d| char::from(BASE58[usize::from(*d)])),
    );
    out
}

fn from_base58(text: &str) -> Option<Vec<u8>> {
    let zeros = text.bytes().take_while(|b| *b == b'1').count();
    let mut bytes: Vec<u8> = Vec::new(); // little-endian
    for c in text.bytes().skip(zeros) {
        let mut carry = BASE58.iter().position(|a| *a == c)? as u32;
        for b in bytes.iter_mut() {
            carry += u32::from(*b) * 58;
            *b = carry as u8;
            carry >>= 8;
        }
        while carry > 0 {
            bytes.push(carry as u8);
            carry >>= 8;
        }
    }
    let mut out = vec![0u8; zeros];
    out.extend(bytes.iter().rev());
    Some(out)
}

#[cfg(test)]
#[path = "code_tests.rs"]
mod tests;
