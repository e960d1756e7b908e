use super::*;
use crate::net::sdp::tests::{CHROME_OFFER, FIREFOX_ANSWER};

const OURS: &str = "0.1.0-c629d27";

fn essentials(sdp: &str) -> Essentials {
    Essentials::from_sdp(sdp).unwrap()
}

/// A phone on a busy network: four mDNS names, two STUN-seen addresses
/// (IPv4 and IPv6) and a relay.
fn crowded() -> Essentials {
    let mut e = essentials(CHROME_OFFER);
    let more = e.candidates.clone();
    for (i, c) in more.iter().enumerate() {
        let mut c = *c;
        c.port = c.port.wrapping_add(100 + i as u16);
        if let Address::Mdns(b) | Address::V6(b) = &mut c.address {
            b[15] ^= 0xff;
        }
        e.candidates.push(c);
    }
    e.candidates.push(Candidate {
        found: Found::Relay,
        address: Address::V4([198, 51, 100, 1]),
        port: 3478,
    });
    e
}

#[test]
fn a_join_code_round_trips_with_its_tag() {
    let e = essentials(CHROME_OFFER);
    let code = encode_for(OURS, Kind::Join, "t7Kq-seat2", &e).unwrap();
    assert!(code.starts_with("0.1.0-c629d27."));
    let back = decode_for(OURS, &code).unwrap();
    assert_eq!(back.kind, Kind::Join);
    assert_eq!(back.tag, "t7Kq-seat2");
    assert_eq!(back.essentials.ufrag, e.ufrag);
    assert_eq!(back.essentials.pwd, e.pwd);
    assert_eq!(back.essentials.fingerprint, e.fingerprint);
    assert_eq!(back.essentials.setup, Setup::ActPass);
    // Every candidate kept is one of the offer's, the first host first.
    assert_eq!(back.essentials.candidates[0], e.candidates[0]);
    assert!(
        back.essentials
            .candidates
            .iter()
            .all(|c| e.candidates.contains(c))
    );
}

#[test]
fn a_reply_code_round_trips_whole() {
    let e = essentials(FIREFOX_ANSWER);
    let code = encode_for(OURS, Kind::Reply, "ignored", &e).unwrap();
    let back = decode_for(OURS, &code).unwrap();
    assert_eq!(
        back,
        Code {
            kind: Kind::Reply,
            tag: String::new(),
            essentials: e
        }
    );
}

#[test]
fn realistic_codes_stay_within_150_characters() {
    for e in [
        essentials(CHROME_OFFER),
        essentials(FIREFOX_ANSWER),
        crowded(),
    ] {
        for (kind, tag) in [
            (Kind::Join, "0123456789abcdef"),
            (Kind::Join, ""),
            (Kind::Reply, ""),
        ] {
            let code = encode_for(OURS, kind, tag, &e).unwrap();
            assert!(code.len() <= MAX_LEN, "{} characters: {code}", code.len());
            let back = decode_for(OURS, &code).unwrap().essentials;
            // A local address and, where there is one, the router's
            // outside address always get a place.
            assert_eq!(back.candidates[0], e.candidates[0]);
            if let Some(srflx) = e.candidates.iter().find(|c| c.found == Found::Srflx) {
                assert!(back.candidates.contains(srflx), "{kind:?} {tag}: {back:?}");
            }
        }
    }
    // The longest join code of a crowded phone, for the record.
    let code = encode_for(OURS, Kind::Join, "0123456789abcdef", &crowded()).unwrap();
    println!("{} characters: {code}", code.len());
}

#[test]
fn a_code_of_another_build_is_refused_naming_both() {
    let code = encode_for("0.1.0-aaaaaaa", Kind::Join, "t", &essentials(CHROME_OFFER)).unwrap();
    assert_eq!(
        decode_for(OURS, &code),
        Err(CodeError::OtherBuild {
            ours: OURS.into(),
            theirs: "0.1.0-aaaaaaa".into()
        })
    );
    let dev = encode_for("dev", Kind::Reply, "", &essentials(FIREFOX_ANSWER)).unwrap();
    assert!(matches!(
        decode_for(OURS, &dev),
        Err(CodeError::OtherBuild { .. })
    ));
}

#[test]
fn typed_errors_for_what_is_not_a_code() {
    assert_eq!(decode_for(OURS, "  \n"), Err(CodeError::Empty));
    assert_eq!(decode_for(OURS, "hello"), Err(CodeError::Garbled));
    assert_eq!(
        decode_for(OURS, &"x".repeat(151)),
        Err(CodeError::TooLong { len: 151 })
    );
    assert_eq!(decode_for(OURS, "0.1.0-c629d27."), Err(CodeError::Garbled));
    assert_eq!(
        decode_for(OURS, "0.1.0-c629d27.0OIl"),
        Err(CodeError::Garbled)
    );
    assert_eq!(decode_for(OURS, "<script>.abc"), Err(CodeError::Garbled));
    let e = essentials(CHROME_OFFER);
    assert_eq!(
        encode_for(OURS, Kind::Join, "a tag", &e),
        Err(CodeError::BadTag)
    );
    assert_eq!(
        encode_for(OURS, Kind::Join, &"a".repeat(17), &e),
        Err(CodeError::BadTag)
    );
}

#[test]
fn spaces_and_line_breaks_in_a_typed_code_are_ignored() {
    let code = encode_for(OURS, Kind::Reply, "", &essentials(FIREFOX_ANSWER)).unwrap();
    let typed: String = code
        .chars()
        .enumerate()
        .flat_map(|(i, c)| {
            let gap = if i % 20 == 19 {
                Some(if i % 40 == 39 { '\n' } else { ' ' })
            } else {
                None
            };
            std::iter::once(c).chain(gap)
        })
        .collect();
    assert_eq!(decode_for(OURS, &typed), decode_for(OURS, &code));
}

#[test]
fn every_one_character_typo_is_caught() {
    let code = encode_for(OURS, Kind::Join, "tbl1-2", &essentials(CHROME_OFFER)).unwrap();
    let dot = code.rfind('.').unwrap();
    let mut tried = 0;
    for at in dot + 1..code.len() {
        for &b in BASE58 {
            if code.as_bytes()[at] == b {
                continue;
            }
            let mut typo = code.clone().into_bytes();
            typo[at] = b;
            let typo = String::from_utf8(typo).unwrap();
            assert_eq!(decode_for(OURS, &typo), Err(CodeError::Garbled), "{typo}");
            tried += 1;
        }
    }
    assert!(tried > 5000);
    // A character left out, or the code cut short.
    for at in dot + 1..code.len() {
        let short = format!("{}{}", &code[..at], &code[at + 1..]);
        assert_eq!(decode_for(OURS, &short), Err(CodeError::Garbled));
        assert!(decode_for(OURS, &code[..at]).is_err());
    }
}

/// A small xorshift, so the "fuzz" is the same on every run.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn garbage_never_panics() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let alphabet: Vec<char> =
        "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz.-0Il #é\u{0}"
            .chars()
            .collect();
    for _ in 0..20_000 {
        let len = (next(&mut seed) % 170) as usize;
        let mut text: String = OURS.to_string();
        if next(&mut seed).is_multiple_of(4) {
            text.clear();
        } else {
            text.push('.');
        }
        for _ in 0..len {
            text.push(alphabet[(next(&mut seed) % alphabet.len() as u64) as usize]);
        }
        let _ = decode_for(OURS, &text);
    }
    // Well-formed base58 with a valid checksum over random bytes: the
    // reader must refuse, not panic.
    for _ in 0..20_000 {
        let len = (next(&mut seed) % 100) as usize;
        let body: Vec<u8> = (0..len).map(|_| next(&mut seed) as u8).collect();
        let code = finish(OURS, &body);
        if code.len() <= MAX_LEN {
            let _ = decode_for(OURS, &code);
        }
    }
}

#[test]
fn base58_round_trips_leading_zeros() {
    for bytes in [
        vec![],
        vec![0],
        vec![0, 0, 1],
        vec![255; 40],
        vec![0, 255, 0, 7],
    ] {
        assert_eq!(from_base58(&to_base58(&bytes)).unwrap(), bytes);
    }
}

#[test]
fn the_join_link_carries_the_code_in_its_fragment() {
    let url = join_url("https://example.org/games/#play/x", "0.1.0-c629d27.abc");
    assert_eq!(url, "https://example.org/games/#join=0.1.0-c629d27.abc");
    assert_eq!(
        code_in_fragment("#join=0.1.0-c629d27.abc").as_deref(),
        Some("0.1.0-c629d27.abc")
    );
    assert_eq!(code_in_fragment("join=abc"), Some("abc".into()));
    assert_eq!(code_in_fragment("#join="), None);
    assert_eq!(code_in_fragment("#play/x"), None);
    // A whole link, as a camera reads it from the QR code.
    assert_eq!(code_in_fragment(&url).as_deref(), Some("0.1.0-c629d27.abc"));
    assert_eq!(code_in_fragment("https://example.org/games/"), None);
}

#[test]
fn a_join_link_pasted_for_its_code_is_read() {
    let code = encode_for(OURS, Kind::Join, "t1", &essentials(CHROME_OFFER)).unwrap();
    let link = join_url("https://example.org/games/", &code);
    assert_eq!(decode_for(OURS, &link), decode_for(OURS, &code));
    assert!(decode_for(OURS, &link).is_ok());
}
