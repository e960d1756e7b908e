//! What the host lets through from one guest, so a guest that floods or
//! sends huge messages cannot slow the host down: a few messages a second
//! (a bucket of [`Gate::BURST`] refilled at [`Gate::PER_SECOND`]), none
//! longer than [`MAX_MESSAGE`] bytes; the rest dropped unread and counted
//! for the host's screen. The clock is the caller's (milliseconds), so
//! tests need no wall time.

/// The longest message a guest may send, in bytes: a hello or a decision
/// is well under 1 KB in every game.
pub const MAX_MESSAGE: usize = 4 * 1024;

/// Whether one message may be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Let {
    /// Read it.
    In,
    /// Dropped unread: more than a few this second.
    TooFast,
    /// Dropped unread: longer than [`MAX_MESSAGE`].
    TooLong,
}

/// One guest's gate at the host, with its counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Gate {
    /// Messages that may still come at once.
    tokens: f64,
    /// When `tokens` was last brought up to date (ms).
    at: Option<f64>,
    /// Messages dropped unread (too fast, too long).
    pub dropped: u64,
    /// Messages read and refused (garbled, another seat's decision, …).
    pub refused: u64,
}

impl Default for Gate {
    fn default() -> Self {
        Gate {
            tokens: Gate::BURST,
            at: None,
            dropped: 0,
            refused: 0,
        }
    }
}

impl Gate {
    /// Messages a guest may send at once (a hello and a decision, a fast
    /// player's few clicks).
    pub const BURST: f64 = 8.0;
    /// Messages a second after that.
    pub const PER_SECOND: f64 = 4.0;

    /// Whether a message of `len` bytes, arriving at `now_ms`, may be read;
    /// a dropped one is counted.
    pub fn admit(&mut self, now_ms: f64, len: usize) -> Let {
        let elapsed = self.at.map_or(0.0, |at| (now_ms - at).max(0.0));
        self.tokens = (self.tokens + elapsed / 1000.0 * Gate::PER_SECOND).min(Gate::BURST);
        self.at = Some(now_ms);
        let verdict = if len > MAX_MESSAGE {
            Let::TooLong
        } else if self.tokens < 1.0 {
            Let::TooFast
        } else {
            self.tokens -= 1.0;
            Let::In
        };
        if verdict != Let::In {
            self.dropped += 1;
        }
        verdict
    }

    /// A message read and refused.
    pub fn refuse(&mut self) {
        self.refused += 1;
    }
}

/// A guest's own pace, under its host's [`Gate`]: the guest sends at most
/// [`Pace::BURST`] messages at once and [`Pace::PER_SECOND`] after that,
/// holding the rest back in order, so none of an honest guest's messages is
/// ever dropped by the gate, even when a fast player (or a test) clicks
/// faster or the network delivers a few at once (the gate's larger burst
/// takes those).
#[derive(Clone, Debug, PartialEq)]
pub struct Pace {
    tokens: f64,
    at: Option<f64>,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            tokens: Pace::BURST,
            at: None,
        }
    }
}

impl Pace {
    /// Half the gate's burst.
    pub const BURST: f64 = Gate::BURST / 2.0;
    /// Three quarters of the gate's rate.
    pub const PER_SECOND: f64 = Gate::PER_SECOND * 0.75;

    /// How long the next message must wait from `now_ms` (0: send it now,
    /// and it is counted as sent).
    pub fn wait_ms(&mut self, now_ms: f64) -> f64 {
        let elapsed = self.at.map_or(0.0, |at| (now_ms - at).max(0.0));
        self.tokens = (self.tokens + elapsed / 1000.0 * Pace::PER_SECOND).min(Pace::BURST);
        self.at = Some(now_ms);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            0.0
        } else {
            ((1.0 - self.tokens) / Pace::PER_SECOND * 1000.0).ceil()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paced_guest_is_never_dropped_by_its_gate() {
        // The guest wants to send 300 messages as fast as it can; each goes
        // when its pace allows, and arrives 0 to 400 ms later (network
        // jitter bunches them). The host's gate lets every one in.
        let mut pace = Pace::default();
        let mut gate = Gate::default();
        let mut now = 0.0;
        let mut arrivals = Vec::new();
        for i in 0..300 {
            loop {
                let wait = pace.wait_ms(now);
                if wait == 0.0 {
                    break;
                }
                now += wait;
            }
            arrivals.push(now + ((i * 7919) % 401) as f64);
        }
        arrivals.sort_by(f64::total_cmp);
        assert!(arrivals.iter().all(|&t| gate.admit(t, 100) == Let::In));
        assert_eq!(gate.dropped, 0);
        // And it still sends as fast as it may: 300 messages in about
        // (300 - burst) / rate seconds.
        let least = (300.0 - Pace::BURST) / Pace::PER_SECOND * 1000.0;
        assert!(
            now >= least - 1000.0 && now <= least + 1000.0,
            "{now} {least}"
        );
    }

    #[test]
    fn a_flood_is_cut_to_a_few_messages_a_second_and_counted() {
        let mut gate = Gate::default();
        // 500 messages within one second: the burst and what a second
        // refills get in, the rest is dropped and counted.
        let let_in = (0..500)
            .filter(|i| gate.admit(1_000.0 + *i as f64 * 2.0, 100) == Let::In)
            .count();
        let most = (Gate::BURST + Gate::PER_SECOND) as usize;
        assert!(let_in >= Gate::BURST as usize && let_in <= most, "{let_in}");
        assert_eq!(gate.dropped, 500 - let_in as u64);
        // After a quiet second the guest is heard again.
        assert_eq!(gate.admit(3_000.0, 100), Let::In);
        // A steady player (one message every half second) is never dropped.
        let mut steady = Gate::default();
        assert!((0..200).all(|i| steady.admit(i as f64 * 500.0, 100) == Let::In));
        assert_eq!(steady.dropped, 0);
    }

    #[test]
    fn an_oversized_message_is_dropped_unread_and_counted() {
        let mut gate = Gate::default();
        assert_eq!(gate.admit(0.0, MAX_MESSAGE), Let::In);
        assert_eq!(gate.admit(0.0, MAX_MESSAGE + 1), Let::TooLong);
        assert_eq!(gate.admit(0.0, 200_000), Let::TooLong);
        assert_eq!((gate.dropped, gate.refused), (2, 0));
        gate.refuse();
        assert_eq!(gate.refused, 1);
    }

    #[test]
    fn a_clock_that_goes_back_gives_no_extra_messages() {
        let mut gate = Gate::default();
        for _ in 0..Gate::BURST as usize {
            assert_eq!(gate.admit(10_000.0, 1), Let::In);
        }
        assert_eq!(gate.admit(5_000.0, 1), Let::TooFast);
        assert_eq!(gate.admit(5_100.0, 1), Let::TooFast);
    }
}
