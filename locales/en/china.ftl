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
china-action-pass = Pass
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

lesson-china-goal = Welcome to China! As a provincial lord you pay with cards to build houses and send envoys into the nine provinces. Houses score when a province fills up, and at the end houses, alliances of envoys and chains of houses score too: the most points win.
lesson-china-cards = Every card has the colour of a province: it pays for a piece there. Your hand holds two yellow cards (Ch'in or Qi) and an orange one (Yan or Han); purple pays only for Chu.
lesson-china-placement = On your turn you either place pieces or swap one card. Let's place a piece.
lesson-china-why-placement = Placing is the heart of the game, so the lesson starts with it.
lesson-china-pay = Pay with one card of the province's colour. Pay a yellow card for Ch'in.
lesson-china-why-pay = The lesson begins in Ch'in, which is yellow, and you hold two yellow cards.
lesson-china-house = A house goes on a free house site. Build on Ch'in 3: Ch'in held no piece yet, so one piece is all you may place there this turn.
lesson-china-why-house = Ch'in 3 lies on the roads to Ch'in 2 and into Wei, which will matter later.
lesson-china-refill = After placing, you refill your hand to 3 cards: from the 4 open cards of the display or blind from the draw pile. Take the yellow card.
lesson-china-why-refill = A third yellow card lets you build twice in Ch'in next turn.
lesson-china-opponents-joker = Your opponents joined you in Ch'in. Since Ch'in already held a piece, the next player could place two pieces there; two cards of one colour pay as a joker for a piece in a province of another colour.
lesson-china-fortification = The black piece on Ch'in 5 is a fortification. This game plays with them (an option for experienced players): each player has one, and once placed it belongs to nobody. Whoever builds a house on it scores double for that province and for the chain through it.
lesson-china-placement-two = Your turn. Ch'in held pieces at the start of your turn, so you may place up to two pieces there: 3 cards, 2 pieces, 1 province. Place pieces.
lesson-china-why-qin = This turn shows what two pieces in one province can do.
lesson-china-pay-two = Pay one yellow card for the first piece.
lesson-china-house-fortified = Build your house on the fortification on Ch'in 5: a site holding only a fortification is free for a house.
lesson-china-why-fortified = The house on the fortification doubles your points when Ch'in is scored.
lesson-china-second-piece = Now the second piece: pay your other yellow card.
lesson-china-why-second = A second house fills Ch'in, and a full province is scored at once.
lesson-china-fill-qin = Build on Ch'in 2, the last free site. All pieces of a turn go into the same province.
lesson-china-why-fill = Ch'in 2 is the last free site of Ch'in, and it joins Ch'in 3 by road.
lesson-china-qin-scored = Ch'in is full and scored at once. You have the most houses, 3: you score one point per house in Ch'in, 5, doubled by your fortified house to 10. Second place scores as many points as first place has houses: 3 for each opponent.
lesson-china-refill-two = Refill your hand, one card at a time. Take the red card from the display.
lesson-china-why-red = Red cards build in Wei, next to your houses in Ch'in.
lesson-china-draw = Now draw your second card blind from the top of the draw pile. When your hand holds 3 cards again, the display is refilled to 4.
lesson-china-why-draw = Drawing blind is the other way to refill; try it once.
lesson-china-placement-envoy = Your turn. Time for an envoy: envoys stand on a province's dragon field and score at the end, in alliances. Place a piece.
lesson-china-why-envoy = Your three houses in Ch'in make room for envoys there.
lesson-china-joker = Ch'in is yellow and you hold no yellow card. Pay two red cards as a joker.
lesson-china-why-joker = The joker is the way to pay for a province whose colour you do not hold.
lesson-china-envoy = Send the envoy to Ch'in's dragon field. A province may hold as many envoys as the most houses one player has there: 3 in Ch'in.
lesson-china-refill-yellow = Refill: take the yellow card from the display.
lesson-china-why-yellow = Yellow cards pay for more envoys in Ch'in.
lesson-china-refill-red = And the red card too.
lesson-china-road = Your turn. Look at the roads between house sites: one runs from your house on Ch'in 3 into Wei. Place a piece.
lesson-china-why-road = A house on Wei 5 starts a row of houses along the road from Ch'in 3.
lesson-china-road-pay = Wei is red: pay your red card.
lesson-china-road-house = Build on Wei 5. Wei held no piece at the start of your turn, so this is your only piece this turn.
lesson-china-refill-purple = Refill: take the purple card.
lesson-china-why-purple = The lesson's game goes on from this card.
lesson-china-envoy-limit = The next player sent an envoy to Wei. Envoys may never outnumber the most houses one player has in a province: in Wei that is 1, so no further envoy fits there until someone builds a second house.
lesson-china-swap = Your turn. Instead of placing, you may swap: discard one card, then take one from the display or the pile, and your turn is over. Swap a card.
lesson-china-why-swap = Swapping your single purple card for a second orange one gives you a pair for next turn.
lesson-china-swap-discard = Discard the purple card.
lesson-china-swap-take = Take an orange card from the display.
lesson-china-own-fortification = Your turn, and time for your own fortification. Qi is yellow; three houses stand there and Qi 2 is still free. Place pieces.
lesson-china-why-qi = This turn fills Qi with your house on your own fortification.
lesson-china-own-fortification-pay = Pay your two orange cards as a joker for the fortification.
lesson-china-own-fortification-put = Put your fortification on Qi 2. It belongs to nobody now, but you will build on it at once.
lesson-china-qi-second = Qi held pieces at the start of your turn: pay your yellow card for a second piece.
lesson-china-qi-fill = Build your house on the fortification on Qi 2: Qi is full.
lesson-china-qi-scored = Qi is scored. The next player has the most houses, 3, and scores all 4. You come second with 1 house and score 3, the first place's house count, doubled to 6.
lesson-china-refill-quick = The coach refills your hand for you this time.
lesson-china-chain-placement = Your turn. Your houses on Ch'in 2, Ch'in 3 and Wei 5 stand in a row along the roads, and Wei 6 is next to Wei 5. Place pieces.
lesson-china-why-chain = A fourth house in the row makes a chain that scores at the end.
lesson-china-chain-pay = Pay a red card for Wei.
lesson-china-chain-house = Build on Wei 6.
lesson-china-chain = Four of your houses now stand in a row along the roads: a chain. At the end every chain of at least 4 houses scores 1 point per house, even across province borders. A chain does not fork: at a fork it follows one branch.
lesson-china-alliance-pay = Wei held pieces at the start of your turn: pay your second red card for an envoy.
lesson-china-why-alliance = With your second house in Wei, a second envoy fits there, and Wei borders Ch'in, where your envoy stands.
lesson-china-alliance-envoy = Send the envoy to Wei.
lesson-china-alliance = Wei and Ch'in are neighbours: that is alliance 3. At the end, whoever has the most envoys in both provinces of an alliance (ties count) scores one point for every envoy in them. You now share the most envoys in Wei and in Ch'in.
lesson-china-reshuffle = The draw pile is used up: the discard pile is shuffled into a new draw pile. When that one runs out too, the round is played to its end and the game is over.
lesson-china-rounds-later = Let's speed up a few rounds. You send envoys to Zhao, Ch'in and Yan and build in Zhao and Lu; Zhao fills up and is scored.
lesson-china-rounds-later-two = And a few more: you send two envoys to Qi and one to Han, and your house fills Chu. Yan and Lu fill up too, and the draw pile runs out for the second time.
lesson-china-last-round = The draw pile is used up a second time: the round is played to its end, with the display only. The last player has one turn left.
lesson-china-game-over = The game is over. The final scoring comes in three steps: houses, alliances, chains.
lesson-china-final-houses = Step 1: the provinces that never filled up are scored with the houses they have: Wei and Han (Shu stayed empty). In Wei you have the most houses, 2 of 4: 4 points.
lesson-china-final-alliances = Step 2: the alliances, from 1 to 15. You have the most envoys, alone or shared, in both provinces of alliances 3, 5, 7, 10, 11 and 12: 26 points.
lesson-china-final-chains = Step 3: the chains. Yours, Ch'in 2 to Wei 6, scores 4. The last player's chains score 18: the one through Chu runs over a fortification and counts double.
lesson-china-winner = You win with 61 points, ahead of 50 and 31! A tie would go to whoever has the most pieces left in the supply. Have fun with China.

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Michael Schacht's game of houses and envoys: build in the provinces of ancient China, win the alliances with your envoys and link your houses into chains.
