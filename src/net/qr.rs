//! QR codes: a join link or reply code drawn as SVG (the `qrcode` crate,
//! without its image feature: no image library in the wasm), and read back
//! from the camera: the browser's `BarcodeDetector` where it has one, else
//! camera frames decoded by `quircs` (Safari, Firefox and desktop Chrome
//! have no detector).

use qrcode::{EcLevel, QrCode};

/// Empty modules around the code, as the standard asks, so a camera finds
/// its edge.
const QUIET: usize = 4;

/// The QR code of `text` as SVG markup (dark modules on white, one path),
/// hidden from screen readers: the text is shown beside it. `None` when
/// the text is too long for any QR code.
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let width = code.width();
    let dark: Vec<bool> = code
        .to_colors()
        .iter()
        .map(|c| *c == qrcode::Color::Dark)
        .collect();
    let size = width + 2 * QUIET;
    let mut path = String::new();
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if !dark[y * width + x] {
                x += 1;
                continue;
            }
            let run = dark[y * width + x..(y + 1) * width]
                .iter()
                .take_while(|d| **d)
                .count();
            path.push_str(&format!("M{} {}h{run}v1h-{run}z", x + QUIET, y + QUIET));
            x += run;
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
         shape-rendering=\"crispEdges\" aria-hidden=\"true\" focusable=\"false\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/>\
         <path fill=\"#000\" d=\"{path}\"/></svg>"
    ))
}

/// The text of the first QR code found in a grey image (`luma`, one byte a
/// pixel, row by row), if any.
pub fn read_luma(width: usize, height: usize, luma: &[u8]) -> Option<String> {
    let pixels = width.checked_mul(height)?;
    if width == 0 || height == 0 || luma.len() < pixels {
        return None;
    }
    let mut decoder = quircs::Quirc::default();
    decoder
        .identify(width, height, &luma[..pixels])
        .flatten()
        .find_map(|code| code.decode().ok())
        .and_then(|data| String::from_utf8(data.payload).ok())
}

mod camera;
pub use camera::{ScanError, Scanner};

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG's modules drawn at `scale` pixels each, grey, with the
    /// quiet zone: what a camera sees of a sharp screen.
    fn rasterise(text: &str, scale: usize) -> (usize, Vec<u8>) {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).unwrap();
        let w = code.width();
        let colors = code.to_colors();
        let size = (w + 2 * QUIET) * scale;
        let mut luma = vec![255u8; size * size];
        for (i, c) in colors.iter().enumerate() {
            if *c == qrcode::Color::Dark {
                let (mx, my) = (i % w + QUIET, i / w + QUIET);
                for dy in 0..scale {
                    for dx in 0..scale {
                        luma[(my * scale + dy) * size + mx * scale + dx] = 20;
                    }
                }
            }
        }
        (size, luma)
    }

    #[test]
    fn a_join_link_read_back_from_its_picture_is_the_same() {
        let link = "https://friends.example.org/boardgames/#join=0.1.0-c629d27.\
                    3yZe7d1gDb8Q6Ea8Bv9Zy2nGvD4tYfQ7kS5nYq1e7bVdJmU8hCzL2pWcT6rXs3aNf9KgH4uR2jE5vM8wB7yZq1e7bVdJmU8hCzL2pWcT6rXs3aNf9KgH4uR2jE5vM8wB7yZq1e7bVdJmU8hCzL";
        for scale in [3, 5] {
            let (size, luma) = rasterise(link, scale);
            assert_eq!(
                read_luma(size, size, &luma).as_deref(),
                Some(link),
                "scale {scale}"
            );
        }
        let reply = "0.1.0-c629d27.2NEpo7TZRRrLZSi2U";
        let (size, luma) = rasterise(reply, 4);
        assert_eq!(read_luma(size, size, &luma).as_deref(), Some(reply));
    }

    #[test]
    fn the_svg_draws_every_dark_module_once() {
        let text = "0.1.0-c629d27.2NEpo7TZRRrLZSi2U";
        let svg = svg(text).unwrap();
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).unwrap();
        let dark = code
            .to_colors()
            .iter()
            .filter(|c| **c == qrcode::Color::Dark)
            .count();
        // Each run is "M x yhNv1h-Nz": the runs' lengths add up to the dark modules.
        let drawn: usize = svg
            .split("h-")
            .skip(1)
            .map(|s| s.split('z').next().unwrap().parse::<usize>().unwrap())
            .sum();
        assert_eq!(drawn, dark);
        assert!(svg.starts_with("<svg") && svg.contains("aria-hidden=\"true\""));
    }

    #[test]
    fn nothing_readable_is_none_and_never_a_panic() {
        assert_eq!(read_luma(0, 0, &[]), None);
        assert_eq!(read_luma(10, 10, &[0; 5]), None);
        assert_eq!(read_luma(64, 48, &[255; 64 * 48]), None);
        let noise: Vec<u8> = (0..200u32 * 150)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
            .collect();
        assert_eq!(read_luma(200, 150, &noise), None);
        assert_eq!(svg(&"x".repeat(5000)), None);
        // Frames of every small size, speckled and blocky (like a camera
        // pointed at anything): none panics.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..300 {
            let (w, h) = (1 + (next() % 90) as usize, 1 + (next() % 90) as usize);
            let block = 1 + (next() % 6) as usize;
            let cells: Vec<u8> = (0..w * h)
                .map(|_| if next().is_multiple_of(2) { 0 } else { 255 })
                .collect();
            let luma: Vec<u8> = (0..w * h)
                .map(|i| cells[(i / w / block) * w + (i % w) / block])
                .collect();
            let _ = read_luma(w, h, &luma);
        }
    }
}
