//! Where a tip's bubble goes: beside the board element it points at, on
//! the side with room, never over the decision panel (its choices) or the
//! coach; or, on a narrow screen, for the decision panel itself, or when
//! no element has the tip's key, in the side panel's flow as a bar above
//! the decision panel. Plain geometry, tested natively.

/// A rectangle in page pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    pub fn right(&self) -> f64 {
        self.left + self.width
    }
    pub fn bottom(&self) -> f64 {
        self.top + self.height
    }
    /// Whether the two overlap (touching edges do not).
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.left < other.right()
            && other.left < self.right()
            && self.top < other.bottom()
            && other.top < self.bottom()
    }
}

/// The side of the element the bubble stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Right,
    Left,
    Below,
    Above,
}

impl Side {
    pub fn class(self) -> &'static str {
        match self {
            Side::Right => "tip-right",
            Side::Left => "tip-left",
            Side::Below => "tip-below",
            Side::Above => "tip-above",
        }
    }
}

/// Pages narrower than this stack the board and the side panel (main.css):
/// the bubble is a bar above the decision panel there.
pub const NARROW: f64 = 900.0;
/// Between the bubble and its element, and from the page's edges.
const GAP: f64 = 12.0;

/// A bubble beside its element: the side, its top-left corner, and where
/// along its edge the arrow points (px from the corner).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub side: Side,
    pub left: f64,
    pub top: f64,
    pub arrow: f64,
}

/// Where a bubble of `size` (width, height) goes beside `target` in a page
/// `page_width` wide, overlapping none of `avoid`: right, left, below or
/// above the element, the first with room; `None` when none has, or on a
/// narrow page (the bubble then stays in the flow).
pub fn place(target: Rect, size: (f64, f64), page_width: f64, avoid: &[Rect]) -> Option<Placed> {
    if page_width <= NARROW {
        return None;
    }
    let (w, h) = size;
    let centre_x = target.left + target.width / 2.0;
    let centre_y = target.top + target.height / 2.0;
    let clamp_x = |x: f64| x.min(page_width - w - GAP).max(GAP);
    let clamp_y = |y: f64| y.max(GAP);
    let candidates = [
        (
            Side::Right,
            target.right() + GAP,
            clamp_y(centre_y - h / 2.0),
        ),
        (
            Side::Left,
            target.left - GAP - w,
            clamp_y(centre_y - h / 2.0),
        ),
        (
            Side::Below,
            clamp_x(centre_x - w / 2.0),
            target.bottom() + GAP,
        ),
        (
            Side::Above,
            clamp_x(centre_x - w / 2.0),
            target.top - GAP - h,
        ),
    ];
    candidates.into_iter().find_map(|(side, left, top)| {
        let bubble = Rect {
            left,
            top,
            width: w,
            height: h,
        };
        let inside = left >= GAP / 2.0 && bubble.right() <= page_width - GAP / 2.0 && top >= 0.0;
        let free = avoid.iter().all(|a| !bubble.overlaps(a));
        let arrow = match side {
            Side::Right | Side::Left => centre_y - top,
            Side::Below | Side::Above => centre_x - left,
        };
        let along = match side {
            Side::Right | Side::Left => h,
            Side::Below | Side::Above => w,
        };
        (inside && free).then_some(Placed {
            side,
            left,
            top,
            arrow: arrow.clamp(14.0, (along - 14.0).max(14.0)),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(left: f64, top: f64, width: f64, height: f64) -> Rect {
        Rect {
            left,
            top,
            width,
            height,
        }
    }

    /// The desktop's layout (1366 wide): the board on the left, the side
    /// panel with the decision's choices on the right.
    const DECISION: Rect = Rect {
        left: 980.0,
        top: 120.0,
        width: 370.0,
        height: 400.0,
    };

    #[test]
    fn beside_the_element_where_there_is_room() {
        let bubble = (300.0, 150.0);
        // An element on the left of the board: to its right.
        let p = place(rect(40.0, 300.0, 100.0, 60.0), bubble, 1366.0, &[DECISION]).unwrap();
        assert_eq!(p.side, Side::Right);
        assert_eq!(p.left, 152.0);
        assert!(
            (p.top + p.arrow - 330.0).abs() < 1e-9,
            "the arrow at its middle"
        );
        // Beside the decision panel: its right has no room and would cover
        // it; to its left.
        let p = place(rect(760.0, 300.0, 200.0, 60.0), bubble, 1366.0, &[DECISION]).unwrap();
        assert_eq!(p.side, Side::Left);
        assert!(!rect(p.left, p.top, 300.0, 150.0).overlaps(&DECISION));
    }

    #[test]
    fn never_over_the_choices() {
        let bubble = (300.0, 150.0);
        for x in (0..1300).step_by(37) {
            for y in (0..900).step_by(41) {
                let target = rect(x as f64, y as f64, 60.0, 40.0);
                if let Some(p) = place(target, bubble, 1366.0, &[DECISION]) {
                    let b = rect(p.left, p.top, bubble.0, bubble.1);
                    assert!(!b.overlaps(&DECISION), "{target:?} → {p:?}");
                    assert!(!b.overlaps(&target), "{target:?} → {p:?}");
                    assert!(b.left >= 0.0 && b.right() <= 1366.0);
                }
            }
        }
    }

    #[test]
    fn a_narrow_page_keeps_the_bubble_in_the_flow() {
        let target = rect(40.0, 300.0, 100.0, 60.0);
        assert_eq!(place(target, (300.0, 150.0), 390.0, &[]), None);
        assert_eq!(place(target, (300.0, 150.0), 900.0, &[]), None);
        assert!(place(target, (300.0, 150.0), 901.0, &[]).is_some());
    }

    #[test]
    fn no_room_anywhere_keeps_it_in_the_flow() {
        // An element as wide as the page, with the choices all around.
        let target = rect(0.0, 100.0, 1366.0, 100.0);
        let below = rect(0.0, 200.0, 1366.0, 2000.0);
        assert_eq!(place(target, (300.0, 150.0), 1366.0, &[below]), None);
    }
}
