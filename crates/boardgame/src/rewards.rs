//! Rewards with a share for the margin: a search that only counted wins
//! could not tell a close loss from a rout, so the games give half of a
//! reward for winning and half for the points margin, squashed into
//! `[0, 1]` by a logistic (`Game::rewards`, and the bots' estimates at a
//! playout's cut-off).

/// The logistic function, `1 / (1 + e^-x)`: 0.5 at 0, towards 0 and 1.
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// `seat`'s points minus the best other seat's.
pub fn margin(points: &[f64], seat: usize) -> f64 {
    let best_other = points
        .iter()
        .enumerate()
        .filter(|&(o, _)| o != seat)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    points[seat] - best_other
}

/// Each seat's margin over the best other seat, squashed into `[0, 1]`:
/// `logistic(margin / scale)`, so a margin of `scale` points gives about
/// 0.73.
pub fn margin_rewards(points: &[f64], scale: f64, out: &mut [f64]) {
    for (seat, slot) in out.iter_mut().enumerate().take(points.len()) {
        *slot = logistic(margin(points, seat) / scale);
    }
}

/// The games' final reward: half for winning (shared among `winners`, the
/// seats that share the victory), half [`margin_rewards`], so the search
/// still prefers a bigger lead (or a smaller deficit) when the winner is
/// certain.
pub fn win_and_margin(points: &[f64], scale: f64, winners: &[usize], out: &mut [f64]) {
    weighted_win_and_margin(points, scale, winners, 0.5, out);
}

/// [`win_and_margin`] with `win_share` of the reward for winning (the rest
/// for the margin): near 1, a search that aims at the win and uses the
/// margin only to break ties between equally sure wins (or losses).
pub fn weighted_win_and_margin(
    points: &[f64],
    scale: f64,
    winners: &[usize],
    win_share: f64,
    out: &mut [f64],
) {
    margin_rewards(points, scale, out);
    for (seat, slot) in out.iter_mut().enumerate() {
        let won = if winners.contains(&seat) {
            1.0 / winners.len() as f64
        } else {
            0.0
        };
        *slot = win_share * won + (1.0 - win_share) * *slot;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_over_the_best_other_seat_is_squashed() {
        let mut out = [0.0; 3];
        margin_rewards(&[10.0, 5.0, 10.0], 5.0, &mut out);
        assert_eq!(out[0], 0.5, "level with the best other seat");
        assert_eq!(out[2], 0.5);
        assert!((out[1] - logistic(-1.0)).abs() < 1e-12);
        assert!((logistic(1.0) - 0.7310585786300049).abs() < 1e-12);
        assert!(logistic(-40.0) < 1e-15 && logistic(40.0) > 1.0 - 1e-15);
    }

    #[test]
    fn winning_is_half_the_reward_and_shared_among_the_winners() {
        let mut out = [0.0; 3];
        win_and_margin(&[10.0, 5.0, 10.0], 5.0, &[0, 2], &mut out);
        assert_eq!(
            out,
            [0.5 * 0.5 + 0.25, 0.5 * logistic(-1.0), 0.5 * 0.5 + 0.25]
        );
        win_and_margin(&[10.0, 5.0, 10.0], 5.0, &[2], &mut out);
        assert_eq!(out[2], 0.75);
    }

    #[test]
    fn a_search_aiming_at_the_win_prefers_a_narrow_win_to_a_wide_loss_of_points() {
        let (mut narrow, mut rout) = ([0.0; 3], [0.0; 3]);
        // Seat 0 wins by 1 point, or loses by 1 while scoring 20 more.
        weighted_win_and_margin(&[21.0, 20.0, 5.0], 8.0, &[0], 0.9, &mut narrow);
        weighted_win_and_margin(&[40.0, 41.0, 5.0], 8.0, &[1], 0.9, &mut rout);
        assert!(narrow[0] > 0.9 && rout[0] < 0.1, "{narrow:?} {rout:?}");
        // The margin still breaks ties between two wins.
        let mut wide = [0.0; 3];
        weighted_win_and_margin(&[30.0, 20.0, 5.0], 8.0, &[0], 0.9, &mut wide);
        assert!(wide[0] > narrow[0]);
        // A share of one half is the games' default.
        let mut half = [0.0; 3];
        win_and_margin(&[21.0, 20.0, 5.0], 8.0, &[0], &mut half);
        weighted_win_and_margin(&[21.0, 20.0, 5.0], 8.0, &[0], 0.5, &mut narrow);
        assert_eq!(half, narrow);
    }
}
