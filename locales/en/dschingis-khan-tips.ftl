# Dschingis Khan: tips, each rule explained when it first matters (issue 42).
# One message tip-<id> per tip of the crate's list (crates/dschingis-khan/src/tips.rs),
# at most 35 words, in the rulebook's terms (the game's terms in dschingis-khan.ftl).
# Arguments: $player a player's name; $points, $villages, $pieces, $walls,
# $passive, $new, $old counts; $mongolia 1 for Mongolia, 0 for China; $tier the
# re-entry priority that applies (1 to 4); $shared 1 if the players tied on points share the victory.

## Start placement
tip-dk-setup = Start placement: put your two drawn pieces face down on two empty neighbouring villages joined by a road without a wall piece. Then your scout goes on one of them.
tip-dk-sides = The Great Wall runs from the west edge to the east edge: villages north of it are Mongolia, south of it China. The top row is always Mongolia, the bottom row always China.
tip-dk-pieces = Your 17 pieces: 5 Chinese warriors, 5 Mongol riders, 5 farmers, a plague and a healing herb. Riders want Mongolia, warriors China. The others see only your colour; nobody knows your passive supply's order.
tip-dk-supplies = Everyone took 2 walls from the general supply and drew 2 pieces into the active supply: you deploy from there. { $walls } of the 28 walls are left; your passive supply holds { $passive } pieces.

## Drawing
tip-dk-draw = Your turn: first draw two items, one at a time: a wall from the general supply or the top piece of your passive supply. The others see which kind you draw, never which piece.
tip-dk-draw-look = You have looked at the piece you drew; only you know it. Now choose your second draw: another piece or a wall.
tip-dk-draw-limit = You now hold { $walls ->
    [one] { $walls } wall
   *[other] { $walls } walls
} and { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}. After drawing you may never hold more than 4 of each: once you hold 4, you draw the other kind until you deploy.
tip-dk-draw-forced = Drawing is compulsory: when only one kind may be drawn, it is drawn for you. You draw two items if you can, otherwise as many as possible.
tip-dk-plague = You hold the plague. A village with plague and no healing herb scores −3 per warrior or rider and −1 per farmer for its controller, on either side. Face down, it makes good bait.
tip-dk-herb = You hold the healing herb. A village with herb and no plague scores +3 per warrior or rider and +1 per farmer, on either side. Plague and herb together cancel.

## Deploying
tip-dk-deploy = Now deploy all items of one kind: place all your pieces or build all your walls; the rest stays in your active supply. A blocked scout may be taken off the board instead.
tip-dk-pass = You had nothing to deploy: no piece, no wall, and your scout was not blocked. Only then does a player do nothing in a turn.

## The scout's journey
tip-dk-journey = Placing: your scout makes one step per piece and puts one face down on each village it reaches, none on its start. A road step goes to a neighbour with no wall piece between.
tip-dk-place-kind = Choose which piece goes here, face down on top of the stack. You choose the order of your pieces along the journey; all of them must be placed.
tip-dk-no-return = Your scout may not enter a village twice in one turn, nor return to where it started. Villages with pieces are allowed: yours goes on top.
tip-dk-other-scout = A village where another player's scout stands is closed to your scout. Villages holding other players' pieces are not: you may place on top of them.
tip-dk-gate = An open wall piece on a road is a gate: your scout may pass through it to the village on the other side. The gate closes behind it, for everyone.
tip-dk-over-wall = Over the wall: climb up at an open piece beside your village, walk along the wall, even over closed pieces, and climb down at an open piece beside the target. Both pieces close.
tip-dk-closed = A closed wall piece can be neither passed nor climbed: the road it stands on is shut. Its villages can still be reached over the wall at other open pieces.
tip-dk-branch-road = This wall piece is a branch off the main line: both villages stay on the same side, yet the road between them is blocked. Only its gate, while open, lets your scout across.
tip-dk-placed = Your piece lies on top, so you control this village. At the end it scores for you, counting every piece in it.
tip-dk-capture = Your piece is on top: you control this village now, and you may look at all its pieces. At the end they all score for you, whoever owns them.
tip-dk-lost-control = { $player } put a piece on top of your village: it is theirs now, and they may look at every piece in it, yours included. Only the top piece counts.
tip-dk-stuck = Your scout is stuck, with no step left: { $pieces ->
    [one] the piece still in hand leaves the game and never scores.
   *[other] the { $pieces } pieces still in hand leave the game and never score.
} Any step is allowed, so plan your route ahead.
tip-dk-scout-stays = Your scout stays on the village where it placed its last piece: your next journey starts there. It moves only in turns when you place pieces.

## A blocked scout
tip-dk-blocked = Your scout is blocked: no step is possible from its village. Instead of deploying, you may take it off the board and keep your supply; it returns the next time you place pieces.
tip-dk-reenter = { $tier ->
    [1] Your scout returns first: on a village you control from which it can step (without one, on an empty village with a step).
   *[other] You control no village your scout can step from, so it returns on an empty village with a step (without one, on any village of yours or empty one).
} No piece goes there.

## Building walls
tip-dk-build = Build your walls one at a time on the light lines between towers. Each new piece must touch the wall and is built open, its gate usable.
tip-dk-branch = { $player } built a branch, a dead end off the main line. Only the main line divides Mongolia from China; a branch still blocks the road it stands on.
tip-dk-new-end = { $player }'s wall reached the board's edge: a new end. The new arm has { $new ->
    [one] { $new } piece
   *[other] { $new } pieces
}, the old arm { $old }: the longer stays, and the old arm goes back to the general supply.
tip-dk-new-end-kept = { $player }'s wall reached the board's edge, but its new arm has { $new ->
    [one] { $new } piece
   *[other] { $new } pieces
}, the old arm { $old }: not longer, so the new arm goes. On a tie the older part stays.
tip-dk-loop = { $player } closed a loop: the new arc has { $new ->
    [one] { $new } piece
   *[other] { $new } pieces
}, the old arc { $old }. The longer stays; the old arc goes back to the general supply, and the main line follows the new arc.
tip-dk-loop-kept = { $player } closed a loop, but the new arc has { $new ->
    [one] { $new } piece
   *[other] { $new } pieces
} and the old arc { $old }: the new arc is not longer, so it is removed. On a tie the older part stays.
tip-dk-branch-loop = { $player }'s piece closed a loop of branch pieces only, away from the main line. No village changes side, so just that piece is removed again.
tip-dk-pruned = { $pieces ->
    [one] One wall piece was
   *[other] { $pieces } wall pieces were
} cut off from the main line and removed too: every piece must stay connected to the Great Wall.
tip-dk-side-change = The wall moved, so this village now lies in { $mongolia ->
    [1] Mongolia
   *[other] China
}. Its pieces stay where they are, and they score by the side they are on at the end.

## The end
tip-dk-end = Two supplies are empty (the general wall supply and the passive supplies count): { $player } announces the end and finishes the turn. Everyone else plays one more turn, { $player } the very last.
tip-dk-walls-out = { $pieces ->
    [one] One wall piece just left
   *[other] { $pieces } wall pieces just left
} the game: in the final round, pieces removed from the board no longer return to the general supply.
tip-dk-final = The game is over and every piece is revealed. Each village scores for the player on top, counting all its pieces; pieces in supplies or lost score nothing. You: { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $villages ->
    [one] 1 village
   *[other] { $villages } villages
}.
tip-dk-score-china = In China, without plague or herb: +3 per Chinese warrior, −3 per Mongol rider, +1 per farmer. This village: { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $player }.
tip-dk-score-mongolia = In Mongolia, without plague or herb: +3 per Mongol rider, −3 per Chinese warrior, +1 per farmer. This village: { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $player }.
tip-dk-score-plague = Plague and no healing herb, on either side: −3 per warrior or rider, −1 per farmer; the plague itself scores nothing. This village: { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $player }.
tip-dk-score-herb = Healing herb and no plague, on either side: +3 per warrior or rider, +1 per farmer; the herb itself scores nothing. This village: { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $player }.
tip-dk-score-both = Plague and healing herb together cancel, in any numbers: the village scores by its side, as if neither were there. This village: { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $player }.
tip-dk-winner = The most points wins: { $player }, with { $points ->
    [one] { $points } point
   *[other] { $points } points
} and { $villages ->
    [one] 1 village
   *[other] { $villages } villages
}. On a tie, the player with more villages wins.
tip-dk-tie-break = { $shared ->
    [1] Tied on points and on villages too: the tied players share the victory.
   *[other] Tied on points: the player who controls more villages wins.
}
