//! A clock that counts only the CPU time of the thread reading it.
//!
//! The project's machine is shared: under a load of ten, a second of wall
//! clock gives a search a tenth of a core, and a tournament "at 1 s per
//! decision" would measure the load as much as the bots. With this clock a
//! search may think for as much CPU time as an idle core gives it in its
//! budget, whatever else runs (`tournament --clock cpu`). Linux and other
//! Unix systems only (`CLOCK_THREAD_CPUTIME_ID`).

use std::rc::Rc;

use boardgame::Clock;
use boardgame::search::ClockMaker;

/// The CPU-time clock `clock` (the thread's or the process's), in
/// milliseconds.
fn cpu_ms(clock: libc::clockid_t) -> f64 {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` only writes the `timespec` we own; the thread
    // and process CPU-time clocks exist on every Linux since 2.6.12.
    let status = unsafe { libc::clock_gettime(clock, &mut time) };
    assert_eq!(status, 0, "the CPU-time clock {clock} is readable");
    time.tv_sec as f64 * 1000.0 + time.tv_nsec as f64 / 1e6
}

/// The calling thread's CPU time, in milliseconds.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreadCpuClock;

impl Clock for ThreadCpuClock {
    fn now_ms(&self) -> f64 {
        cpu_ms(libc::CLOCK_THREAD_CPUTIME_ID)
    }

    /// Each thread of a pool counts its own CPU time.
    fn maker(&self) -> Option<ClockMaker> {
        Some(|| Rc::new(ThreadCpuClock))
    }
}

/// The CPU time of the whole process (every thread), in milliseconds: what
/// a pool of searching threads costs in all (`bench --threads`).
#[derive(Clone, Copy, Debug, Default)]
pub struct ProcessCpuClock;

impl Clock for ProcessCpuClock {
    fn now_ms(&self) -> f64 {
        cpu_ms(libc::CLOCK_PROCESS_CPUTIME_ID)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Busy work advances the clock; it never runs backwards.
    #[test]
    fn the_clock_advances_with_work_and_never_goes_back() {
        let clock = ThreadCpuClock;
        let before = clock.now_ms();
        let mut x = 1u64;
        let mut last = before;
        while clock.now_ms() - before < 5.0 {
            for i in 0..10_000u64 {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(i));
            }
            let now = clock.now_ms();
            assert!(now >= last, "{now} < {last}");
            last = now;
        }
    }

    /// Sleeping uses no CPU: the clock moves far less than the wall.
    #[test]
    fn sleeping_does_not_count() {
        let clock = ThreadCpuClock;
        let before = clock.now_ms();
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(clock.now_ms() - before < 25.0);
    }
}
