//! The part of [`Game`](crate::Game) a game's state answers with methods of
//! its own of the same meaning, written once: a game's `impl Game` then
//! holds only what is its own (its name, scores, determinization, rewards).

/// Inside `impl Game for GameState`: the associated types, and `new`,
/// `options`, `players`, `pending`, `to_move`, `legal_actions`, `apply`,
/// `ranking` and `is_over` forwarded to the state's inherent methods
/// `new(Options, seed)`, `options()`, `players()` (a slice of seats),
/// `pending()` (a [`Decision`](crate::Decision)), `legal_actions_into`,
/// `apply`, `ranking()` and `is_over()`. A state that lacked one of them
/// would call itself: rustc's `unconditional_recursion` lint says so.
///
/// With `, scores` last, `scores` too, from the state's `scores()` (any
/// list of points that convert to `i32`), for a game whose running score is
/// public.
#[macro_export]
macro_rules! forward_to_state {
    ($options:ty, $action:ty, $decision:ty, $error:ty, scores) => {
        $crate::forward_to_state!($options, $action, $decision, $error);

        fn scores(&self) -> Vec<i32> {
            Self::scores(self).iter().map(|&v| i32::from(v)).collect()
        }
    };
    ($options:ty, $action:ty, $decision:ty, $error:ty) => {
        type Options = $options;
        type Action = $action;
        type Decision = $decision;
        type Error = $error;

        fn new(options: &$options, seed: u64) -> Result<Self, $error> {
            Self::new(*options, seed)
        }

        fn options(&self) -> &$options {
            Self::options(self)
        }

        fn players(&self) -> usize {
            Self::players(self).len()
        }

        fn pending(&self) -> Option<$decision> {
            Self::pending(self)
        }

        fn to_move(&self) -> Option<usize> {
            Self::pending(self).map(|d| d.player)
        }

        fn legal_actions(&self, out: &mut Vec<$action>) {
            self.legal_actions_into(out);
        }

        fn apply(&mut self, action: $action) -> Result<(), $error> {
            Self::apply(self, action)
        }

        fn ranking(&self) -> Vec<usize> {
            Self::ranking(self).into_iter().collect()
        }

        fn is_over(&self) -> bool {
            Self::is_over(self)
        }
    };
}
