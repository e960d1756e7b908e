# Tips: China's rules when they first matter (crates/china/src/tips.rs).
tip-china-turn = Your turn: either place pieces (then refill your hand to 3 cards) or swap one card. Turns go clockwise.
tip-china-pay = Pay each piece with 1 card of the province's colour, or 2 cards of one other colour as a joker. All pieces of a turn go into one province: 3 cards, 2 pieces, 1 province.
tip-china-joker = A joker: two cards of the same colour pay for one piece in a province of another colour.
tip-china-house = A house goes on a free site of the province. Pieces are placed one at a time, so this house may allow an envoy right away.
tip-china-envoy = An envoy goes on the dragon field. A province may hold no more envoys than the most houses one player has there, also after it is scored.
tip-china-second-piece = You may place a second piece in the same province, or stop. In a province that was empty at the start of your turn, only one piece is allowed.
tip-china-refill = Refill your hand to 3 cards, one at a time: any open card or the top of the draw pile. You hold { $hand } now; the open cards are refilled afterwards.
tip-china-swap = Swap: discard one card, then take an open card or the top of the draw pile. Your turn ends there.
tip-china-province-full = The province is full: its { $houses } houses are scored now. The most houses score the total number of houses. It is never scored again.
tip-china-second-place = Second place scores as many points as the first place has houses: { $first }. With { $second } houses, that is still worth it.
tip-china-tied-second = Players tied with { $second } houses share second place: each scores { $first }, the house count of the place above. The next count takes third place.
tip-china-reshuffle = The draw pile is used up: the { $cards } discarded cards are shuffled into a new draw pile. The next time it runs out, the game ends.
tip-china-pile-used-up = The draw pile is used up a second time: this round is finished, then the game ends. Take cards only from the open cards; who cannot play passes.
tip-china-game-end = The game is over. The final scoring follows: houses in provinces not yet scored, then the alliances, then the house chains.
tip-china-final-houses = Final scoring: this province had not been scored, so its { $houses } houses are scored now like a full province.
tip-china-alliances = Alliances: whoever has the most envoys (ties included) in both provinces of an alliance scores all envoys of those two provinces.
tip-china-chains = House chains: 4 or more of your houses in a row along the roads score 1 point per house, across provinces.
tip-china-winner = { $shared ->
    [1] { $winner } has the most points and wins.
   *[other] { $shared } players have the same points and pieces left: they share the victory.
} On equal points, the most pieces left in the supply win.
tip-china-fortification = You have a fortification: place it like a piece on a free site of this province. It belongs to nobody; anyone may build a house on it later.
tip-china-house-on-fortification = { $player } built a house on a fortification: that player scores double for this province and for the house chain through it.
