//! Hot-seat play with hidden information: with two or more humans at one
//! screen, a screen between two humans' turns hides what the previous one
//! knew ("Pass to Bai" and a button), and the board shows only the knowledge
//! of the human whose turn it is (or was last). Any game with secrets uses
//! it: it asks [`Curtain::viewer`] whose knowledge to draw and wraps its
//! board (side panel included) in [`Curtain::wrap`].

use leptos::prelude::*;

use crate::games::Board;
use crate::games::GameUi;
use crate::i18n::{Msg, tr};

/// Whose knowledge is on screen, and whether the screen is hidden.
pub struct Curtain {
    /// The seat whose knowledge the board may show; `None`: only what is
    /// public.
    pub viewer: Memo<Option<usize>>,
    /// The human who must take the screen now, while it is hidden.
    pub pass_to: Memo<Option<usize>>,
    shown: RwSignal<Option<usize>>,
}

impl Clone for Curtain {
    fn clone(&self) -> Self {
        *self
    }
}

impl Copy for Curtain {}

/// Who may see what, from the seats and the seat to move.
///
/// - no human: nobody's secrets are shown;
/// - one human: always that human's knowledge;
/// - two or more: the knowledge of the human who last took the screen;
///   when another human must decide, the screen is hidden until they take
///   it. A replay (no live game) shows only what is public then.
pub fn viewer_of(humans: &[usize], live: bool, shown: Option<usize>) -> Option<usize> {
    match humans {
        [] => None,
        [only] => Some(*only),
        _ if live => shown,
        _ => None,
    }
}

/// The human who must take the screen before anything is shown.
pub fn must_pass(humans: &[usize], to_move: Option<usize>, shown: Option<usize>) -> Option<usize> {
    let human = to_move.filter(|s| humans.contains(s))?;
    (humans.len() >= 2 && shown != Some(human)).then_some(human)
}

impl Curtain {
    pub fn new<G: GameUi>(board: Board<G>) -> Curtain {
        let shown = RwSignal::new(None::<usize>);
        let humans = move || {
            board.seats.with(|seats| {
                seats
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.is_local_human())
                    .map(|(i, _)| i)
                    .collect::<Vec<_>>()
            })
        };
        let live = board.live.is_some();
        let viewer = Memo::new(move |_| viewer_of(&humans(), live, shown.get()));
        let pass_to = Memo::new(move |_| {
            let over = board.state.with(|s| s.is_over());
            if over || !live {
                return None;
            }
            must_pass(&humans(), board.human_to_move(), shown.get())
        });
        Curtain {
            viewer,
            pass_to,
            shown,
        }
    }

    /// The board (`main`, drawn again each time the screen is shown) and the
    /// shell's side panel; while the screen is hidden, the hand-over screen
    /// instead: the board is not drawn at all and the side panel (which may
    /// name the next human's secrets in its choices) is not displayed.
    pub fn wrap<G: GameUi>(
        self,
        board: Board<G>,
        main: impl Fn() -> AnyView + Send + Sync + 'static,
        side: AnyView,
    ) -> AnyView {
        let curtain = self;
        let down = move || curtain.pass_to.get().is_some();
        view! {
            {move || curtain.pass_to.get().map(|seat| {
                let name = board.seat_name(seat);
                let colour = board.seat_colour(seat);
                view! {
                    <section class="pass-screen card" data-testid="pass-screen" role="dialog" aria-label=tr(Msg::PassTo(&name))>
                        <h2 style:border-color=colour>{tr(Msg::PassTo(&name))}</h2>
                        <p>{tr(Msg::PassExplain(&name))}</p>
                        <button class="primary" data-testid="pass-ready" on:click=move |_| {
                            curtain.shown.set(Some(seat));
                            request_animation_frame(|| crate::platform::refocus("[data-testid=action]"));
                        }>
                            {tr(Msg::PassReady(&name))}
                        </button>
                    </section>
                }
            })}
            <div class="hot-seat" class:hidden=down>
                {move || (!down()).then(&main)}
                <div class="side">{side}</div>
            </div>
        }
        .into_any()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_human_always_sees_their_own_knowledge() {
        assert_eq!(viewer_of(&[2], true, None), Some(2));
        assert_eq!(viewer_of(&[2], false, None), Some(2));
        assert_eq!(must_pass(&[2], Some(2), None), None);
    }

    #[test]
    fn nobody_s_secrets_without_humans() {
        assert_eq!(viewer_of(&[], true, None), None);
        assert_eq!(must_pass(&[], Some(0), None), None);
    }

    #[test]
    fn two_humans_hand_over_between_their_turns() {
        let humans = [0, 2];
        // At the start nobody has taken the screen: it is hidden for seat 0.
        assert_eq!(must_pass(&humans, Some(0), None), Some(0));
        assert_eq!(viewer_of(&humans, true, None), None);
        // Seat 0 took it; a bot's turn keeps seat 0's view.
        assert_eq!(must_pass(&humans, Some(0), Some(0)), None);
        assert_eq!(must_pass(&humans, Some(1), Some(0)), None);
        assert_eq!(viewer_of(&humans, true, Some(0)), Some(0));
        // Seat 2 must decide: hidden until seat 2 takes it.
        assert_eq!(must_pass(&humans, Some(2), Some(0)), Some(2));
        // A replay shows only what is public.
        assert_eq!(viewer_of(&humans, false, Some(0)), None);
    }
}
