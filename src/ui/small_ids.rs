//! A label or log line with the ids in it drawn small: "Wolf Hill (V01)"
//! shows the name at full size and "(V01)" in a `<span class="id">`. The
//! text itself is unchanged (the brackets stay inside the span), so the
//! line reads and copies the same, and screen readers hear the same words.

use leptos::prelude::*;

/// `text` cut into plain parts and bracketed ids ("(V01)": a capital
/// letter and two digits), in order; `true` marks an id.
pub fn parts(text: &str) -> Vec<(bool, &str)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let (mut start, mut i) = (0, 0);
    while i + 5 <= bytes.len() {
        let w = &bytes[i..i + 5];
        if w[0] == b'('
            && w[1].is_ascii_uppercase()
            && w[2].is_ascii_digit()
            && w[3].is_ascii_digit()
            && w[4] == b')'
        {
            if start < i {
                out.push((false, &text[start..i]));
            }
            out.push((true, &text[i..i + 5]));
            i += 5;
            start = i;
        } else {
            i += 1;
        }
    }
    if start < text.len() {
        out.push((false, &text[start..]));
    }
    out
}

/// The text as a view, its bracketed ids small.
pub fn with_small_ids(text: &str) -> impl IntoView + use<> {
    parts(text)
        .into_iter()
        .map(|(id, part)| {
            let part = part.to_string();
            if id {
                view! { <span class="id">{part}</span> }.into_any()
            } else {
                part.into_any()
            }
        })
        .collect_view()
}

#[cfg(test)]
mod tests {
    use super::parts;

    #[test]
    fn ids_in_brackets_are_cut_out_and_nothing_is_lost() {
        let text = "To Wolf Hill (V01) over the wall (both now closed) (H3-08) (V1)";
        let got = parts(text);
        assert_eq!(
            got,
            [
                (false, "To Wolf Hill "),
                (true, "(V01)"),
                (false, " over the wall (both now closed) (H3-08) (V1)"),
            ]
        );
        assert_eq!(got.iter().map(|p| p.1).collect::<String>(), text);
        assert_eq!(parts("(V38)"), [(true, "(V38)")]);
        assert_eq!(
            parts("Mont-Loup (V01) à Étang-Grue"),
            [
                (false, "Mont-Loup "),
                (true, "(V01)"),
                (false, " à Étang-Grue")
            ]
        );
        assert!(parts("").is_empty());
    }
}
