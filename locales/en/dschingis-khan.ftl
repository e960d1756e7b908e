# Dschingis Khan (Leo Colovini): board, supplies, decisions, log, refusals,
# rules reference and final scores.
# Arguments: $name a player's name; $n a count; $v, $a, $b a village as
# khan-village-title names it, "Felt Market (V12)" (in khan-village-name and
# khan-village-title $v is the bare id, in khan-slot $a and $b bare names);
# $slot, $up, $down where a wall piece stands, as khan-slot says it
# ("between Wolf Hill and Salt Well"); $kind one of chinese, mongol, farmer,
# plague, herb; $placed and $pruned yes or no; $removed a list of khan-slot
# phrases; $outcome what a wall did (khan-outcome-…).

## Names of game things
khan-kind-chinese = Chinese warrior
khan-kind-mongol = Mongol rider
khan-kind-farmer = farmer
khan-kind-plague = plague
khan-kind-herb = healing herb
# One-letter codes drawn on the pieces (also in khan-legend).
khan-code-chinese = C
khan-code-mongol = M
khan-code-farmer = F
khan-code-plague = P
khan-code-herb = H
khan-mongolia = Mongolia
khan-china = China
khan-case-plague = plague
khan-case-herb = healing herb
khan-case-normal = by side
khan-case-legend = Stacks from the bottom up. By side: +3 per rider in Mongolia or warrior in China, −3 per warrior in Mongolia or rider in China, +1 per farmer. Plague (without herb): −3 per warrior or rider, −1 per farmer. Healing herb (without plague): +3 and +1. Plague and herb together cancel: by side.

## Setup
khan-start-player = Start player
khan-random-start = Random (from the seed)
khan-seat-starts = Seat { $n }

## Board and supplies
khan-board-label = The board: villages north of the Great Wall are Mongolia, south of it China
khan-general-supply = General supply: { $n ->
    [one] 1 wall
   *[other] { $n } walls
}
khan-walls-out = { $n ->
    [one] 1 wall
   *[other] { $n } walls
} out of the game
khan-walls = { $n ->
    [one] 1 wall
   *[other] { $n } walls
}
khan-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
khan-passive = passive supply { $n }
khan-lost = { $n } lost
khan-scout-on = scout on { $v }
khan-scout-off = scout off the board
khan-scout-title = { $name }: scout on { $v }
khan-controls = controls { $n ->
    [one] 1 village
   *[other] { $n } villages
}
khan-legend = Pieces: C Chinese warrior, M Mongol rider, F farmer, P plague, H healing herb; ? a piece you have not seen. Letters on the left name the owner. The Great Wall is drawn in stone: with a gate when a piece is open, solid when closed; towers stand at its ends. A dashed blue border: a village your scout has already been on this turn.
khan-click-help = Click the board or choose below. A wall step: click the wall piece to climb up, the one to climb down, then the village.

## Status
khan-setup = Start placement
khan-turn = Turn { $n }
khan-final-round = final round
khan-end-announced = the end is announced
khan-game-over = Game over
khan-safety-limit = safety limit reached

## Questions
khan-ask-setup-first = { $name }: start placement: put a drawn piece on an empty village
khan-ask-setup-second = { $name }: start placement: put the other piece on an empty neighbour of { $v }
khan-ask-setup-scout = { $name }: put your scout on { $a } or { $b }
khan-ask-draw-first = { $name }: draw: a wall or a piece?
khan-ask-draw-second = { $name }: second draw: a wall or a piece?
khan-ask-deploy = { $name }: place pieces, build walls, or take the blocked scout off the board?
khan-ask-reenter = { $name }: your scout re-enters the board: choose its village
khan-ask-step = { $name }: move your scout one step ({ $n ->
    [one] 1 piece
   *[other] { $n } pieces
} left to place)
khan-ask-place = { $name }: which piece goes on { $v }?
khan-ask-build = { $name }: build a wall piece ({ $n ->
    [one] 1 wall
   *[other] { $n } walls
} left)

## Actions (the decision panel's buttons)
khan-action-setup-piece = Put the { $kind ->
    [chinese] Chinese warrior
    [mongol] Mongol rider
    [farmer] farmer
    [plague] plague
   *[herb] healing herb
} on { $v }
khan-action-scout = Scout on { $v }
khan-action-draw-wall = Draw a wall ({ $n } in the general supply)
khan-action-draw-piece = Draw a piece ({ $n } in your passive supply)
khan-action-place-pieces = Place pieces ({ $n })
khan-action-build-walls = Build walls ({ $n })
khan-action-scout-off = Take the scout off the board
khan-action-pass = Do nothing
khan-action-road = To { $v } by road
khan-action-gate = To { $v } through the gate
khan-action-over-wall = To { $v } over the wall: up { $up }, down { $down }
khan-action-place-kind = Place the { $kind ->
    [chinese] Chinese warrior
    [mongol] Mongol rider
    [farmer] farmer
    [plague] plague
   *[herb] healing herb
}
khan-action-build = Build a wall piece { $slot } ({ $outcome })

## What a wall does
khan-outcome-extension = extends the wall
khan-outcome-new-end-moved = new end: the new arm ({ $new }) is longer than the old arm ({ $old }), so the old arm goes and the end moves; { $pruned ->
    [yes] removed with the pieces cut off from the wall
   *[no] removed
}: { $removed }
khan-outcome-new-end-kept = new end: the new arm ({ $new }) is not longer than the old arm ({ $old }), so the new arm goes; { $pruned ->
    [yes] removed with the pieces cut off from the wall
   *[no] removed
}: { $removed }
khan-outcome-loop-rerouted = loop: the new arc ({ $new }) is longer than the old arc ({ $old }), so the old arc goes; { $pruned ->
    [yes] removed with the pieces cut off from the wall
   *[no] removed
}: { $removed }
khan-outcome-loop-kept = loop: the new arc ({ $new }) is not longer than the old arc ({ $old }), so the new arc goes; { $pruned ->
    [yes] removed with the pieces cut off from the wall
   *[no] removed
}: { $removed }
khan-outcome-branch-loop = a loop of branch pieces only: the new piece goes; { $pruned ->
    [yes] removed with the pieces cut off from the wall
   *[no] removed
}: { $removed }

## Log
khan-log-setup = { $name } puts a piece face down on { $v }
khan-log-scout = { $name } puts the scout on { $v }
khan-log-reenter = { $name }'s scout re-enters on { $v }
khan-log-draw-wall = { $name } draws a wall
khan-log-draw-piece = { $name } draws a piece
khan-log-drew-walls = { $name } draws { $n ->
    [one] 1 wall
   *[other] { $n } walls
}
khan-log-drew-pieces = { $name } draws { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
khan-log-drew-both = { $name } draws { $walls ->
    [one] 1 wall
   *[other] { $walls } walls
} and { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
}
khan-log-place-pieces = { $name } places pieces
khan-log-build-walls = { $name } builds walls
khan-log-scout-off = { $name } takes the blocked scout off the board
khan-log-pass = { $name } can do nothing
khan-log-step-road = { $name }'s scout goes to { $v } by road{ $placed ->
    [yes] {" "}and places a piece there
   *[no] {""}
}
khan-log-step-gate = { $name }'s scout goes to { $v } through the gate (now closed){ $placed ->
    [yes] {" "}and places a piece there
   *[no] {""}
}
khan-log-step-wall = { $name }'s scout goes to { $v } over the wall, up { $up }, down { $down } (both now closed){ $placed ->
    [yes] {" "}and places a piece there
   *[no] {""}
}
khan-log-place = { $name } places a piece face down on { $v }
khan-log-build = { $name } builds a wall piece { $slot }: { $outcome }
khan-log-lost = { $name }'s scout is stuck: { $n ->
    [one] 1 piece leaves
   *[other] { $n } pieces leave
} the game
khan-log-turn = { $name }'s turn
khan-log-trigger = Two supplies are empty: { $name } announces the end; the final round follows
khan-log-over = Final scoring
khan-log-safety = The safety limit (60 rounds) ends the game

## Final scores
khan-col-village = Village
khan-col-stack = Stack ↑
khan-col-case = Case
khan-col-points = Pts
khan-col-controller = Held by
khan-col-total = Total
khan-col-rank = Rank
khan-col-villages = Villages
khan-breakdown = Village by village
khan-rules-title = Rules summary and rulings

## Rules reference
khan-rule-setup = Setup: each player draws 2 pieces and puts them face down on two empty neighbouring villages joined by a road without a wall piece, and the scout on one of them. Then everyone takes 2 walls and draws 2 pieces.
khan-rule-turn = A turn: draw two items, one at a time (a wall from the general supply or the top piece of your passive supply; never more than 4 walls or 4 pieces held); drawing is compulsory. Then place all your pieces, or build all your walls, or take a blocked scout off the board.
khan-rule-placing = Placing: the scout makes one step per piece and puts a piece face down on top of the village reached: by road (no wall piece on it), through an open gate, or over the wall (up at an open piece next to its village, down at an open piece next to the target). Used pieces close. Never twice on a village in one turn, never onto another scout. A stuck scout loses the remaining pieces.
khan-rule-control = The top piece controls a village; its controller may look at the whole stack.
khan-rule-building = Building: a wall must touch the wall. A loop keeps the longer part and removes the shorter (equal: the new part goes); reaching the west or east edge makes a new end if the new arm is longer than the old one. Pieces cut off are removed too. Villages north of the main line are Mongolia, south of it China.
khan-rule-end = End: after a draw leaves two supplies (the general wall supply and the passive supplies) empty, the player finishes the turn, everyone plays one more turn, the announcer last. Walls removed in that final round leave the game.
khan-rule-scoring = Scoring per controlled village: with plague and no herb −3 per warrior or rider and −1 per farmer; with herb and no plague +3 and +1; otherwise Mongol riders +3 in Mongolia, Chinese warriors +3 in China, the other −3, farmers +1. Ties: more villages wins.
khan-ruling-roads = Ruling: every neighbour pair has a road; a road with a wall piece on it can only be passed through that piece's gate while it is open.
khan-ruling-climb = Ruling: when several open pieces border a village, you choose where to climb up and down; exactly those close.
khan-ruling-reentry = Ruling: a village with another player's scout is never a re-entry village; the re-entry village gets no piece.
khan-ruling-branch-loop = Ruling: a loop of branch pieces only removes the piece just built.
khan-ruling-safety = Ruling: the game ends after 60 rounds without an announced end (safety limit).

## Refusals
khan-refusal-bad-options = these options cannot make a game ({ $why })
khan-options-players = the game is for 2 to 4 players, not { $n }
khan-options-start-player = the start player must be one of the { $players } seats, not seat { $seat }
khan-refusal-game-over = the game is over
khan-refusal-wrong-kind-of-action = that does not answer the question asked now
khan-refusal-village-not-empty = { $v } is not empty (it holds pieces or a scout)
khan-refusal-no-partner = { $v } has no empty neighbour joined by a road without a wall piece
khan-refusal-not-neighbours = { $a } and { $b } are not neighbours
khan-refusal-road-walled = the road crosses the wall piece { $slot }: the villages are on different sides
khan-refusal-kind-not-held = you hold no { $kind ->
    [chinese] Chinese warrior
    [mongol] Mongol rider
    [farmer] farmer
    [plague] plague
   *[herb] healing herb
}
khan-refusal-scout-not-on-start-villages = the scout goes on one of your two start villages
khan-refusal-general-supply-empty = the general supply has no wall left
khan-refusal-passive-supply-empty = your passive supply is empty
khan-refusal-four-held = you already hold four of that kind
khan-refusal-no-pieces-held = you hold no piece to place
khan-refusal-no-walls-held = you hold no wall to build
khan-refusal-scout-off-board = your scout is not on the board
khan-refusal-scout-not-blocked = your scout is not blocked: it can still make a step
khan-refusal-must-deploy = you must place pieces, build walls or take a blocked scout off
khan-refusal-reentry-tier = the scout must re-enter on a village of priority { $tier } (own village with a step, then an empty village with a step, then any)
khan-refusal-other-scout = another player's scout stands on { $v }
khan-refusal-visited = your scout has already been on { $v } this turn
khan-refusal-no-road = no road joins { $a } and { $b }
khan-refusal-road-crosses-wall = the road crosses the wall piece { $slot }: pass through its gate instead (if open)
khan-refusal-no-wall-piece = there is no wall piece { $slot }
khan-refusal-closed = the wall piece { $slot } is closed
khan-refusal-not-bordering = the wall piece { $slot } does not border { $v }
khan-refusal-slot-taken = there is already a wall piece { $slot }
khan-refusal-not-connected = a wall piece { $slot } would not touch the wall

## The villages' names on the board (our own, one per village); the ids
## (V01 to V38) stay small in a corner and in each village's title. The log
## and the choices name a village with its id after it (khan-village-title)
## and a wall piece by the two villages its slot separates (khan-slot).
khan-village-name = { $v ->
    [V01] Wolf Hill
    [V02] Eagle Rock
    [V03] Blue Sky
    [V04] Cold Spring
    [V05] Ten Yurts
    [V06] Horse Meadow
    [V07] Salt Well
    [V08] Falcon Rest
    [V09] Red Dune
    [V10] Khan's Well
    [V11] Camel Ford
    [V12] Felt Market
    [V13] Black Tents
    [V14] Lark Field
    [V15] Windgate
    [V16] Iron Stirrup
    [V17] Long Grass
    [V18] Stone Cairn
    [V19] Smoke Hill
    [V20] Jade Gate
    [V21] Millet Town
    [V22] Lantern Bridge
    [V23] Bell Tower
    [V24] Silk Road
    [V25] Plum Hill
    [V26] Tea Town
    [V27] Rice Steps
    [V28] Crane Pond
    [V29] Ink Stone
    [V30] Peach Garden
    [V31] Willow Ford
    [V32] Kilns
    [V33] Mulberry Farm
    [V34] Golden Fields
    [V35] Lotus Pond
    [V36] Paper Mill
    [V37] Dragon Ferry
   *[V38] Bamboo Grove
  }
# A village's title on the board: its name and id.
khan-village-title = { $name } ({ $v })
# Where a wall piece stands: the two villages its slot separates.
khan-slot = between { $a } and { $b }
# A wall slot's title on the board: where it stands and its id (H3-08).
khan-slot-title = Wall slot { $slot } ({ $id })

## Learn to play
lesson-dk-goal = Welcome to Dschingis Khan! Your scout leads your pieces to villages. At the end each village scores for the player whose piece lies on top: the most points wins.
lesson-dk-board = The Great Wall runs between the red towers, west to east: villages north of it are Mongolia, south of it China. Building walls moves it.
lesson-dk-pieces = Your 17 pieces lie face down: 5 Chinese warriors, 5 Mongol riders, 5 farmers, 1 plague and 1 healing herb. The others see only your colour.
lesson-dk-setup-first = Start placement: you drew a Mongol rider and a farmer. Put the rider face down on Plum Hill, in China for now.
lesson-dk-why-setup-first = The lesson moves the Great Wall around Plum Hill on your first turn, so your rider goes there now.
lesson-dk-setup-second = The second piece goes on an empty neighbour on the same side, joined by a road without a wall piece: put the farmer on Kilns.
lesson-dk-why-setup-second = A farmer scores +1 on either side, so Kilns is safe wherever the wall moves.
lesson-dk-setup-scout = Now put your scout on one of your two villages: Plum Hill. Every journey starts where it stands.
lesson-dk-why-setup-scout = Your scout starts next to the wall on Plum Hill, so it can reach the wall next turn.
lesson-dk-supplies = Your opponent placed two pieces face down: you see only their colour. Each of you took 2 walls and drew 2 pieces; you hold a farmer and a Mongol rider.
lesson-dk-draw-wall = Your turn: draw two items, one at a time, then deploy. Take a wall from the general supply. You may hold at most 4 walls and 4 pieces.
lesson-dk-why-draw-wall = Three walls are needed to move the wall's end this turn, so draw a wall first.
lesson-dk-draw-piece = Now draw the top piece of your passive supply: a healing herb. Only you know what it is.
lesson-dk-why-draw-piece = Your walls are enough for this turn; a piece now is one more to place in a later turn.
lesson-dk-deploy = Deploy all items of one kind: place all your pieces, or build all your walls. Build your walls!
lesson-dk-why-deploy = This turn is for building: your three walls will put Plum Hill into Mongolia.
lesson-dk-build-first = A new wall piece must touch the wall, on a light line between two towers; it is built open. Start at the tower between Silk Road and Plum Hill.
lesson-dk-why-build = These three pieces, in this order, move the wall south of Plum Hill, where your rider scores.
lesson-dk-build-second = Extend the new branch along the south of Plum Hill.
lesson-dk-build-new-end = This piece reaches the east edge: a new end! The new arm has 3 pieces, the old arm 1: the longer stays, the shorter goes back to the general supply.
lesson-dk-sides = The Great Wall now runs south of Plum Hill: it is in Mongolia, and your rider there scores +3 instead of −3. Kilns stays in China.
lesson-dk-blocked = Every wall piece next to Plum Hill is closed now: your scout can make no step at all. It is blocked.
lesson-dk-end-rule = When a draw leaves two supplies empty (the general wall supply and the passive supplies count), that player announces the end: everyone plays one more turn, the announcer last.
lesson-dk-scoring = The game is over and every piece is revealed. Each village scores for the player whose piece is on top, counting all its pieces. Your villages:
lesson-dk-scoring-china = In China, without plague or herb: +3 per Chinese warrior, −3 per Mongol rider, +1 per farmer. You: { $points } points.
lesson-dk-scoring-mongolia = In Mongolia the other way round: +3 per Mongol rider, −3 per Chinese warrior, +1 per farmer. You: { $points } points.
lesson-dk-scoring-plague = With plague and no herb, on either side: −3 per warrior or rider, −1 per farmer. You: { $points } points.
lesson-dk-scoring-herb = With herb and no plague, on either side: +3 per warrior or rider, +1 per farmer. You: { $points } points.
lesson-dk-scoring-both = Plague and herb together cancel: the village scores by its side. You: { $points } points.
lesson-dk-winner = Your total: { $total } points; the best score is { $best }. The most points wins; on a tie, the player with more villages.
lesson-dk-journey = Your opponent placed pieces: its scout stepped by road and over the wall, leaving a face-down piece on each village it reached. The wall pieces it used are closed now.
lesson-dk-own = Now the game is yours: every decision is your own, against an Easy opponent. Tips explain each rule when it first comes up. Play to the end!

lesson-dk-take-off = Instead of deploying you may take a blocked scout off. It returns when you next place pieces: on your village, or else on an empty one.

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dschingis-khan = Dschingis Khan
game-blurb-dschingis-khan = Leo Colovini's game of the moving Great Wall: lead your people into villages on the right side of the wall, then move the wall. Hidden pieces, shifting borders.
