# The Dragon's tips (issue 42): `tip-<id>` for each tip of the game's list
# (crates/dragon/src/tips.rs), at most about 35 words each.
# Arguments: $player a player's name; $kind, $other, $event names of the
# game (already translated); every other argument is a number.

## The draft and the persons.
tip-draft = Take two different young persons for your palaces. Each moves your disc on the person track by the number on its tile: the person track decides the turn order.
tip-draft-pair = An earlier player already took the pair { $kind } and { $other }: nobody may take the same pair again. Choose another partner.
tip-event-row = The event row shows what each month brings: peace in months 1 and 2, then each of the five events twice, never twice in a row. Prepare for them in time.
tip-super-ahead = In month 7 comes a super event: { $event }. It happens after the month's event, before decay and scoring.
tip-place = Put the new person in one of your palaces with a free floor: one person per floor, and a palace has at most 3 floors.
tip-track-steps = Your new person moved your disc { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} on the person track. Young persons bring more steps, old ones more symbols.
tip-turn-order = Turn order changed: it always follows the person track, the disc furthest ahead first. It is read again after every move.
tip-stacking = { $player }'s disc landed on an occupied space: it goes on top and counts as ahead of the discs below it.

## The action phase.
tip-phases = Each of the 12 months has four phases: actions, persons, the month's event, then scoring.
tip-groups = In turn order, put your dragon on a group and perform one of its cards, or refill to 3 yuan. Others may choose the same group and card. The dragons return after the phase.
tip-occupied = A dragon already stands on group { $group }: to join it you first pay 3 yuan. Without 3 yuan you cannot choose it.
tip-cannot-afford = You hold { $yuan } yuan, so some cards are not offered: joining a group where a dragon stands costs 3 yuan, a privilege at least 2. Refilling is always possible.
tip-refill = { $player } refilled: { $yuan ->
    [0] nothing to take, with 3 yuan or more in hand
   *[other] took { $yuan } yuan, up to 3 in hand
}. Refilling instead of an action is always allowed.
tip-taxes = { $player } collected taxes: 2 yuan, plus 1 per coin on their tax collectors: { $gain } yuan.
tip-build = { $player } built: 1 palace floor, plus 1 per hammer on their craftsmen: { $gain ->
    [one] 1 floor
   *[other] { $gain } floors
}.
tip-build-floor = Place { $floors ->
    [one] the floor
   *[other] { $floors } floors, one at a time
}: start a new palace or add a floor to a palace below 3 floors. You may have as many palaces as you like.
tip-harvest = { $player } harvested: 1 rice, plus 1 per rice symbol on their farmers: { $gain } rice. In a drought every inhabited palace needs 1 rice.
tip-fireworks = { $player } bought fireworks: 1 rocket, plus 1 per rocket on their pyrotechnists: { $gain ->
    [one] 1 rocket
   *[other] { $gain } rockets
}. Rockets score at the dragon festival.
tip-parade = { $player } held a military parade: 1 step, plus 1 per helmet on their warriors: { $gain ->
    [one] 1 step
   *[other] { $gain } steps
} on the person track.
tip-research = { $player } did research: 1 victory point, plus 1 per book on their scholars: { $gain ->
    [one] 1 victory point
   *[other] { $gain } victory points
}.
tip-privilege = Buy one privilege per action: small for 2 yuan (1 dragon) or large for { $price } yuan (2 dragons). Each dragon scores 1 victory point at every month's scoring.

## The person phase.
tip-play-card = Play one person card; you must. Take a tile of that type. Each card is played once: 11 cards for 11 months, 2 of them wild.
tip-young-old = Young persons bring more steps on the person track; old ones more symbols. Craftsmen, court ladies and tax collectors come in one kind only.
tip-wild = A wild card takes a person of any type you choose.
tip-supply-out = No { $kind } tile is left in the supply: a { $kind } card now brings nothing. Person tiles are limited, and dismissed persons leave the game.
tip-spent = No tile of that type was left, so { $player }'s card was spent for nothing.
tip-full = All your palaces are full. Dismiss a person to make room for the new one, or return the new tile and get no steps.
tip-last-month = Month 12: no person cards are left, so there is no person phase.

## The events, decay and scoring.
tip-peace = Peace: nothing happens this month.
tip-tribute = Imperial tribute: everyone pays 4 yuan; for each yuan short, dismiss one person. Coins on tax collectors don't pay. You paid { $paid } yuan.
tip-drought = Drought: pay 1 rice for each palace with persons. Each palace left unsupplied loses one person; you choose which. Rice on farmers doesn't count.
tip-festival = Dragon festival: most rockets score 6 victory points, the next lower count 3; no rockets, no points. Scorers return half their rockets. Pyrotechnists' rockets don't count. You scored { $points }.
tip-mongols = Mongol invasion: 1 victory point per helmet on your warriors (you: { $points }). The players with the fewest helmets, persons or not, dismiss one person each.
tip-disease = Disease: dismiss 3 persons, 1 fewer for each mortar on your healers. You dismiss { $count }.
tip-dismiss = Choose whom to dismiss ({ $count } to go). Dismissed persons leave the game; your disc on the person track does not move back.
tip-nobody-to-dismiss = { $player } has no person left, so there is nobody to dismiss.
tip-decay = Decay: a palace of { $player } without persons lost a floor. An empty palace of 1 floor disappears.
tip-scoring = Scoring: 1 victory point per palace, per court lady and per dragon on your privileges. You scored { $points }.

## The end.
tip-final-persons = Final scoring: 2 victory points per person in your palaces. You scored { $points }.
tip-final-monks = Each monk scores its buddhas times the floors of its palace. You scored { $points }.
tip-final-money = Rice and rockets sell for 2 yuan each; then every 3 yuan give 1 victory point. You scored { $points }.
tip-winner = { $player } wins with the most victory points. On a tie, the player further ahead on the person track wins.

## The Great Wall.
tip-wall-card = Build one of your wall tiles as the next section of the wall and gain its bonus. With 12 sections, or all six of your tiles built, you cannot take this card.
tip-wall-check = Wall check in month { $month }: the wall has { $sections ->
    [one] 1 section
   *[other] { $sections } sections
}. At least { $month }: everyone scores 1 victory point per own section. Fewer: the players with the fewest own sections dismiss one person each.
tip-wall-last = After month 12's scoring the wall is checked once more, against 12 sections, before the final scoring.

## The super events.
tip-lantern-festival = Lantern festival: 2 victory points for each of your persons. You scored { $points }.
tip-buddha = Buddha: your monks score now, buddhas times the floors of their palace. They score again at the end.
tip-earthquake = Earthquake: remove 2 palace floors of your choice. Persons above a palace's new height are dismissed; a palace without floors is gone.
tip-flood = Flood: return half of your yuan, rice and rockets together, rounded down, in any mix.
tip-solar-eclipse = Solar eclipse: month 7's event happens a second time{ $wall ->
    [1] , without a second wall check
   *[0] {""}
}.
tip-volcano = Volcano: every disc goes back to 0 on the person track, keeping the turn order.
tip-typhoon = Typhoon: discard 2 person cards. Months 8 and 9 use your last 2 cards; months 10 to 12 have no person phase.
tip-sunrise = Sunrise: in turn order, each takes a young person without a card and places it. No type another player took at this sunrise, even if returned.
tip-assassination = Assassination: all privileges are returned and score nothing this month.
tip-charter = Charter: choose one of your person types and gain the symbols on those persons alone, without a card. Healers bring nothing.
