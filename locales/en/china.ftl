# China (Michael Schacht): every word the game shows, in English.
# Names passed in ($name, $province, $site, $card…) are already translated.

## Card colours and provinces

china-colour-purple = purple
china-colour-red = red
china-colour-green = green
china-colour-orange = orange
china-colour-yellow = yellow
# Cards of one colour, without article or number ($n is 1 or 2): the
# sentences put "one", "two", "the", "no" in front.
china-cards-purple = { $n ->
    [one] purple card
   *[other] purple cards
}
china-cards-red = { $n ->
    [one] red card
   *[other] red cards
}
china-cards-green = { $n ->
    [one] green card
   *[other] green cards
}
china-cards-orange = { $n ->
    [one] orange card
   *[other] orange cards
}
china-cards-yellow = { $n ->
    [one] yellow card
   *[other] yellow cards
}
china-province-qin = Ch'in
china-province-zhao = Zhao
china-province-yan = Yan
china-province-wei = Wei
china-province-qi = Qi
china-province-lu = Lu
china-province-chu = Chu
china-province-han = Han
china-province-shu = Shu
# A house site: province and number ("Wei 3").
china-site = { $province } { $n }
china-payment-one = one { $card }
china-payment-joker = two { $cards } (joker)

## Setup

china-side-a = side A (3–4 players, 43 house sites)
china-side-b = side B (4–5 players, 51 house sites)
china-board-side = Board side
china-side-hint = 3 players play on side A, 5 on side B; 4 players choose.
china-fortifications-option = Fortifications (for experienced players)

## The table

china-ending = last round
china-game-over = Game over
china-hand = Your hand
china-hand-of = { $name }'s hand
china-hand-hidden = Hands are hidden; each player sees only their own.
china-display = Display
china-draw-pile = Draw pile: { $n }
china-discard-pile = Discard pile: { $n }
china-used-up-once = pile used up once
china-used-up-twice = pile used up twice
china-players = Players
china-cards-in-hand = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
china-points = { $n ->
    [one] 1 point
   *[other] { $n } points
}
china-houses-left = { $n ->
    [one] 1 house
   *[other] { $n } houses
}
china-envoys-left = { $n ->
    [one] 1 envoy
   *[other] { $n } envoys
}
china-fortification-left = 1 fortification
china-no-fortification-left = no fortification
china-fortify-arm = Put my fortification: click a free site
china-fortify-armed = Click the free site for your fortification (or here to cancel)
china-joker-button = 2 { $colour } as joker
china-scored = scored
china-map-title = The board: provinces, house sites, roads, dragon fields and alliances
china-dragon-field = Dragon field of { $province }: { $n ->
    [one] 1 envoy
   *[other] { $n } envoys
}
china-alliance = Alliance { $n }
china-site-free = { $site }: free
china-site-house = { $site }: house of { $owner }

## Final scores

china-rank = Rank
china-total = Total
china-houses-in-play = Houses (full provinces)
china-houses-at-end = Houses (final scoring)
china-alliances = Envoys (alliances)
china-chains = Chains
china-supply-pieces = Pieces in supply (tie-break)

## Questions and actions

china-ask = { $name }: { $question }
china-ask-turn = place pieces, or swap a card
china-ask-pay-first = pay for a piece: one card of a province's colour, or two cards of one other colour as a joker
china-ask-pay-second-in = pay for a second piece in { $province }, or stop
china-ask-pay-second = pay for a second piece, or stop
china-ask-put = put the piece paid with { $payment }: a house on a free site or an envoy on a dragon field
china-ask-refill = refill your hand ({ $hand } of 3): take a card from the display or draw one
china-ask-swap-discard = swap: choose the card to discard
china-ask-swap-take = swap: take a card from the display or draw one
china-action-placement = Place pieces
china-action-swap = Swap a card
china-action-pay = Pay one { $card }
china-action-pay-joker = Pay two { $cards } as a joker
china-action-house = House on { $site }
china-action-envoy = Envoy to the dragon field of { $province }
china-action-fortify = Fortification on { $site }
china-action-stop = No second piece
china-action-take = Take the { $card } from the display
china-action-draw = Draw the top card of the pile
china-action-discard = Discard one { $card }

## The log

china-log-house = { $name } puts a house on { $site }, paying { $payment }
china-log-fortification = { $name } puts a fortification on { $site }, paying { $payment }
china-log-envoy = { $name } sends an envoy to { $province }, paying { $payment }
china-log-stop = { $name } places no second piece
china-log-swap = { $name } swaps a card: discards one { $card }
china-log-take = { $name } takes the { $card } from the display
china-log-draw = { $name } draws a card from the pile
# $scores: "Anna 6, Ben 3", or china-nobody-scores.
china-province-full = { $province } is full: { $scores }
china-province-final = { $province }: { $scores }
china-nobody-scores = nobody scores
# $cards: the colours turned up, "red, green".
china-display-refilled = The display is refilled: { $cards }
china-pile-reshuffled = The draw pile is used up: the discard pile ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}) is shuffled into a new draw pile
china-pile-used-up = The draw pile is used up a second time: the round is played out with the display only
china-passed = { $name } can neither place nor swap, and passes
china-ended-pile = The round is over after the second time the pile ran out: game over
china-ended-nothing-to-place = Nobody can place a piece any more: game over
china-final-scoring = Final scoring
china-alliance-scored = Alliance { $n }: { $scores }
china-chains-scored = Chains: { $scores }

## Refusals

china-bad-options = these options cannot make a game ({ $why })
china-options-players = the game is for 3 to 5 players, not { $n }
china-options-side = { $players } players play on side { $needed }, not side { $side }
china-game-is-over = the game is over
china-illegal-wrong-kind = that does not answer the question asked now
china-illegal-no-placement = no piece can be placed with the cards in your hand; swap a card instead
china-illegal-no-card-to-swap = a swap needs a card in your hand
china-illegal-nothing-to-take = a swap needs a card to take, and there is none
china-illegal-missing-joker = a joker needs two { $cards } in your hand
china-illegal-missing-card = you have no { $card }
china-illegal-payment-places-nothing = no piece can be placed with { $payment }
china-illegal-wrong-colour = { $province } is paid for with { $wanted }, not with { $cards }
china-illegal-joker-own-colour = two { $cards } are no joker in { $province }, a province of their own colour: pay one { $card } there
china-illegal-other-province = all pieces of a turn go into one province, and this turn's is { $province }
china-illegal-no-such-site = { $site } does not exist on this side of the board
china-illegal-site-has-house = { $site } already holds a house
china-illegal-site-not-free = a fortification needs a site with neither house nor fortification, and { $site } is taken
china-illegal-no-house-left = you have no house left
china-illegal-no-envoy-left = you have no envoy left
china-illegal-no-fortification-left = you have no fortification left
china-illegal-envoy-limit = { $province } holds { $envoys ->
    [one] 1 envoy
   *[other] { $envoys } envoys
} and the most houses one player has there is { $houses }; envoys may not outnumber that
china-illegal-no-fortifications = fortifications are not used in this game
china-illegal-not-on-display = there is no { $card } on display
china-illegal-pile-empty = the draw pile is used up
china-illegal-not-in-hand = you have no { $card } in hand

## Rules in brief

china-rules-title = Rules of China in brief
china-rules-turn = On your turn either place pieces or swap one card. Placing: up to two pieces, both in one province; each costs one card of the province's colour, or two cards of one other colour as a joker. A second piece is allowed only in a province that already held a piece at the start of your turn.
china-rules-pieces = A house goes on a free house site. An envoy goes on the province's dragon field; a province may never hold more envoys than the most houses one player has there.
china-rules-refill = After placing, refill your hand to 3 cards, each from the display or the top of the draw pile; the display is refilled to 4. Swapping: discard one card, take one from the display or the pile.
china-rules-province-scoring = A province whose sites all hold houses is scored at once (the others at the end): the players with the most houses there score the total number of houses in it; each lower place scores the house count of the place above it.
china-rules-final-scoring = Final scoring: alliance by alliance (1 to 15), every player with the most envoys in both of its provinces scores all the envoys in those two provinces. Then chains: each set of at least 4 own houses joined by roads scores 1 point per house.
china-rules-end = The draw pile is reshuffled from the discard pile once; when it runs out a second time, the round is played to its end. A tie is broken by the most pieces left in the supply.
china-rules-ruling-side = Ruling: 3 players play on side A, 5 on side B, 4 choose (default B).
china-rules-ruling-display = Ruling: cards taken from the display are known to all until a card of that colour is played or discarded; the bots are told only what a player at the table could know.
china-rules-fortifications = Option: fortifications (one per player) are placed like a piece on a free site and belong to nobody; whoever builds a house on one scores double for that province and for the chain through it.

## Learn to play

lesson-china-goal = Welcome to China! You pay with cards to build houses and send envoys into the nine provinces. Houses, alliances of envoys and chains of houses score: the most points wins.
lesson-china-cards = Every card has a province's colour and pays for a piece there. You hold two yellow cards (Ch'in or Qi) and an orange one (Yan or Han).
lesson-china-placement = On your turn you either place pieces or swap one card. Let's place a piece.
lesson-china-why-placement = Placing is the heart of the game, so the lesson starts with it.
lesson-china-pay = Pay with one card of the province's colour. Pay a yellow card for Ch'in.
lesson-china-why-pay = The lesson begins in Ch'in, which is yellow, and you hold two yellow cards.
lesson-china-house = A house goes on a free house site. Build on Ch'in 3: Ch'in held no piece yet, so one piece is all you may place there this turn.
lesson-china-why-house = Ch'in 3 lies on the roads to Ch'in 2 and into Wei: a good start for a chain of houses.
lesson-china-refill = After placing, refill your hand to 3 cards: from the 4 open cards of the display, or blind from the draw pile. Take the yellow card.
lesson-china-why-refill = With a second yellow card you can pay for two pieces in Ch'in next turn.
lesson-china-game-over = The game is over. Your points, way by way:
lesson-china-final-houses = Provinces that never filled up score their houses now, the same way: { $points } points.
lesson-china-final-alliances = Alliances: the most envoys (ties count) in both provinces of a neighbour pair scores every envoy in both: { $points } points.
lesson-china-final-chains = Chains: at least 4 of your houses joined by roads score 1 point per house: { $points } points.
lesson-china-winner = Your total: { $total } points; the best score is { $best }. On a tie, whoever has the most pieces left in the supply wins.
lesson-china-turn = In a province that already held pieces you may place two. All pieces of a turn go into one province. Two cards of one colour pay as a joker.
lesson-china-envoys = Envoys stand on a province's dragon field, never more than the most houses one player has there. At the end they score in alliances of neighbouring provinces.
lesson-china-province-scoring = A full province scores at once: the most houses scores one point per house there; second place scores the first place's count. Tied players share a place.
lesson-china-end-rule = When the draw pile runs out, the discard pile becomes a new one. When that runs out too, the round is played to its end.
lesson-china-own = Now the game is yours: every decision is your own, against two Easy opponents. Tips explain each rule when it first comes up. Play to the end!
lesson-china-final-in-play = Provinces scored when they filled up during the game: { $points } points.

china-action-pass = Pass

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Michael Schacht's game of houses and envoys: build in the provinces of ancient China, win the alliances with your envoys and link your houses into chains.
