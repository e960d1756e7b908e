# In the Year of the Dragon (en).
# Arguments: $name a player's name; $n, $m counts or numbers; $person, $kind,
# $kinds, $card, $event, $rule, $bonus, $reason, $source already translated
# names (see the "Persons" section for their forms).

## Persons. One message per type; $form picks the grammatical form:
## one = the name alone ("young healer"), a = with "a" ("a young healer"),
## the = with "the", other = the plural ("your healers"), mark = the
## two letters on the tile. $age is young, old or any (the type as such).

dragon-kind-craftsman = { $form ->
    [a] a craftsman
    [the] the craftsman
    [other] craftsmen
    [mark] Cr
   *[one] craftsman
}
dragon-kind-court-lady = { $form ->
    [a] a court lady
    [the] the court lady
    [other] court ladies
    [mark] La
   *[one] court lady
}
dragon-kind-tax-collector = { $form ->
    [a] a tax collector
    [the] the tax collector
    [other] tax collectors
    [mark] Tx
   *[one] tax collector
}
dragon-kind-pyrotechnist = { $form ->
    [a] { $age ->
        [young] a young pyrotechnist
        [old] an old pyrotechnist
       *[any] a pyrotechnist
    }
    [the] { $age ->
        [young] the young pyrotechnist
        [old] the old pyrotechnist
       *[any] the pyrotechnist
    }
    [other] pyrotechnists
    [mark] Py
   *[one] { $age ->
        [young] young pyrotechnist
        [old] old pyrotechnist
       *[any] pyrotechnist
    }
}
dragon-kind-warrior = { $form ->
    [a] { $age ->
        [young] a young warrior
        [old] an old warrior
       *[any] a warrior
    }
    [the] { $age ->
        [young] the young warrior
        [old] the old warrior
       *[any] the warrior
    }
    [other] warriors
    [mark] Wa
   *[one] { $age ->
        [young] young warrior
        [old] old warrior
       *[any] warrior
    }
}
dragon-kind-monk = { $form ->
    [a] { $age ->
        [young] a young monk
        [old] an old monk
       *[any] a monk
    }
    [the] { $age ->
        [young] the young monk
        [old] the old monk
       *[any] the monk
    }
    [other] monks
    [mark] Mo
   *[one] { $age ->
        [young] young monk
        [old] old monk
       *[any] monk
    }
}
dragon-kind-healer = { $form ->
    [a] { $age ->
        [young] a young healer
        [old] an old healer
       *[any] a healer
    }
    [the] { $age ->
        [young] the young healer
        [old] the old healer
       *[any] the healer
    }
    [other] healers
    [mark] He
   *[one] { $age ->
        [young] young healer
        [old] old healer
       *[any] healer
    }
}
dragon-kind-farmer = { $form ->
    [a] { $age ->
        [young] a young farmer
        [old] an old farmer
       *[any] a farmer
    }
    [the] { $age ->
        [young] the young farmer
        [old] the old farmer
       *[any] the farmer
    }
    [other] farmers
    [mark] Fa
   *[one] { $age ->
        [young] young farmer
        [old] old farmer
       *[any] farmer
    }
}
dragon-kind-scholar = { $form ->
    [a] { $age ->
        [young] a young scholar
        [old] an old scholar
       *[any] a scholar
    }
    [the] { $age ->
        [young] the young scholar
        [old] the old scholar
       *[any] the scholar
    }
    [other] scholars
    [mark] Sc
   *[one] { $age ->
        [young] young scholar
        [old] old scholar
       *[any] scholar
    }
}
# A person tile's tooltip: $person its name, $value its person-track value.
dragon-person-tile = { $person } ({ $value } person track, { $symbols ->
    [one] 1 symbol
   *[other] { $symbols } symbols
})
# $kind: the type's name (form one).
dragon-hand-card = { $kind } card
dragon-hand-card-wild = wild card

## Action cards.

dragon-card-taxes = Taxes
dragon-card-build = Build
dragon-card-harvest = Harvest
dragon-card-fireworks = Fireworks
dragon-card-military-parade = Military parade
dragon-card-research = Research
dragon-card-privilege = Privilege
dragon-card-great-wall = Great Wall

## Events and what they do.

dragon-event-peace = Peace
dragon-event-imperial-tribute = Imperial tribute
dragon-event-drought = Drought
dragon-event-dragon-festival = Dragon festival
dragon-event-mongol-invasion = Mongol invasion
dragon-event-disease = Disease
dragon-event-rule-peace = Nothing happens.
dragon-event-rule-imperial-tribute = Pay 4 yuan; dismiss one person per yuan short.
dragon-event-rule-drought = Pay 1 rice per inhabited palace; each unsupplied palace loses a person.
dragon-event-rule-dragon-festival = Most rockets: 6 victory points; next: 3 victory points. Scorers return half their rockets.
dragon-event-rule-mongol-invasion = 1 victory point per helmet; fewest helmets dismiss a person.
dragon-event-rule-disease = Dismiss 3 persons, 1 fewer per mortar on your healers.
# An event with its rule, above the board and in the month's tooltip.
dragon-event-now = { $event }: { $rule }
dragon-month-title = Month { $m }: { $event } — { $rule }

## Super events (month 7).

dragon-super-lantern-festival = Lantern festival
dragon-super-buddha = Buddha
dragon-super-earthquake = Earthquake
dragon-super-flood = Flood
dragon-super-solar-eclipse = Solar eclipse
dragon-super-volcano = Volcano
dragon-super-typhoon = Typhoon
dragon-super-sunrise = Sunrise
dragon-super-assassination = Assassination
dragon-super-charter = Charter
dragon-super-rule-lantern-festival = +2 victory points per person.
dragon-super-rule-buddha = Monk scoring now: buddhas × floors.
dragon-super-rule-earthquake = Each player removes 2 palace floors of choice.
dragon-super-rule-flood = Each player returns half of their yuan, rice and rockets.
dragon-super-rule-solar-eclipse = Month 7's event happens a second time.
dragon-super-rule-volcano = All person-track discs go back to 0, keeping their order.
dragon-super-rule-typhoon = Discard 2 person cards: no person phase in months 10–12.
dragon-super-rule-sunrise = Each player takes a young person of a type nobody took, without a card.
dragon-super-rule-assassination = All privileges are lost before this month's scoring.
dragon-super-rule-charter = Each player gains the symbols of one of their person types.
dragon-super-title = { $event }: { $rule }

## Wall tiles' bonuses.

dragon-wall-rice = 1 rice
dragon-wall-rocket = 1 rocket
dragon-wall-floor = 1 palace floor
dragon-wall-yuan = 2 yuan
dragon-wall-steps = 3 person-track steps
dragon-wall-points = 3 victory points

## Where victory points come from (score table and log).

dragon-vp-palaces = palaces
dragon-vp-court-ladies = court ladies
dragon-vp-privileges = privileges
dragon-vp-research = research
dragon-vp-dragon-festival = dragon festival
dragon-vp-mongol-invasion = Mongol invasion
dragon-vp-great-wall = Great Wall
dragon-vp-lantern-festival = lantern festival
dragon-vp-monks = monks
dragon-vp-persons = persons
dragon-vp-money = money

## Why a person must be dismissed.

dragon-reason-imperial-tribute = imperial tribute
dragon-reason-drought = drought
dragon-reason-mongol-invasion = Mongol invasion
dragon-reason-disease = disease
dragon-reason-great-wall = Great Wall
dragon-reason-earthquake = earthquake

## Phases of a month.

dragon-phase-draft = Draft
dragon-phase-actions = Action phase
dragon-phase-persons = Person phase
dragon-phase-event = Event phase
dragon-phase-game-over = Game over
# "Month 3 · Action phase"
dragon-status = { $month } · { $phase }

## Setup.

dragon-large-privilege = Large privilege
dragon-edition-2017 = 7 yuan (2017 edition)
dragon-edition-2007 = 6 yuan (2007 edition)
dragon-great-wall-option = The Great Wall (expansion)
dragon-super-events = Super event on month 7
dragon-super-events-off = Off
dragon-super-events-random = Random

## The board.

dragon-month = Month { $m }
dragon-months = The year: one event per month
dragon-wall = The Great Wall
dragon-action-groups = Action groups
dragon-group = Group { $n }
dragon-group-cost = taken: 3 yuan to join
dragon-supply = Persons in the supply
dragon-young-left = { $n } young left
dragon-old-left = { $n } old left
# A supply tile's tooltip: "young healer — 3 young left".
dragon-supply-tile = { $person } — { $count }
dragon-dismissed = { $n ->
    [one] 1 person dismissed
   *[other] { $n } persons dismissed
}
dragon-person-track = Person track (turn order)
dragon-vp-track = Victory points
dragon-yuan-count = { $n } yuan
dragon-rice-count = { $n } rice
dragon-rockets-count = { $n ->
    [one] 1 rocket
   *[other] { $n } rockets
}
dragon-small-privileges = { $n ->
    [one] 1 small privilege
   *[other] { $n } small privileges
}, 1 dragon each
dragon-large-privileges = { $n ->
    [one] 1 large privilege
   *[other] { $n } large privileges
}, 2 dragons each
dragon-vp = VP
dragon-track = person track
dragon-hand-left = { $n ->
    [one] 1 person card left
   *[other] { $n } person cards left
}
dragon-wall-tiles = Wall tiles
# A palace's name with its height: "palace 2 — 3 floors".
dragon-palace = palace { $n } — { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}
dragon-empty-floor = empty floor
dragon-new-palace = start a new palace
dragon-game-over = Game over
dragon-total = Total
dragon-rank = Rank
dragon-rules-title = Rules summary and rulings

## The question asked of the player to move.

dragon-ask-draft-first = { $name }: draft a first young person
dragon-ask-draft-second = { $name }: draft a second young person (not another { $kind })
dragon-ask-action = { $name }: choose an action group, or refill
dragon-ask-privilege = { $name }: choose the privilege to buy
dragon-ask-wall-tile = { $name }: choose the wall tile to build
dragon-ask-build = { $name }: place a palace floor ({ $n } to place)
dragon-ask-play-card = { $name }: play a person card
dragon-ask-sunrise = { $name }: sunrise: take a young person
dragon-ask-recruit = { $name }: choose the person to take
# $person: form "the".
dragon-ask-place = { $name }: place { $person } in a palace
dragon-ask-dismiss = { $name }: dismiss { $n ->
    [one] 1 person
   *[other] { $n } persons
} ({ $reason })
dragon-ask-remove-floor = { $name }: earthquake: remove { $n ->
    [one] 1 palace floor
   *[other] { $n } palace floors
}
dragon-ask-return-goods = { $name }: flood: return { $n } yuan, rice or rockets
dragon-ask-discard = { $name }: typhoon: discard { $n ->
    [one] 1 person card
   *[other] { $n } person cards
}
dragon-ask-charter = { $name }: charter: choose a person type

## Buttons for the actions.

dragon-action-take = { $cost ->
    [0] { $card } from group { $group }
   *[other] { $card } from group { $group } (pay { $cost } yuan)
}
dragon-action-refill = Refill to 3 yuan
dragon-action-small-privilege = Small privilege ({ $price } yuan)
dragon-action-large-privilege = Large privilege ({ $price } yuan)
dragon-action-wall = Wall tile: { $bonus }
dragon-action-build = Add a floor to palace { $n }
# $card: a hand card's name.
dragon-action-play-card = Play the { $card }
# $person: form "a".
dragon-action-recruit = Take { $person }
dragon-action-place = Place in palace { $n }
# $person: form "the".
dragon-action-replace = Replace { $person } in palace { $n }
dragon-action-release = Return the tile (no steps)
dragon-action-dismiss = Dismiss { $person } in palace { $n }
dragon-action-remove-floor = Remove a floor of palace { $n }
dragon-action-return = { $good ->
    [rice] Return 1 rice
    [rocket] Return 1 rocket
   *[yuan] Return 1 yuan
}
dragon-action-discard = Discard the { $card }
# $kinds: form "other".
dragon-action-charter = Charter: your { $kinds }

## The log.

# What a card gave, after the log line of a take.
dragon-gain-yuan = +{ $n } yuan
dragon-gain-rice = +{ $n } rice
dragon-gain-rockets = +{ $n ->
    [one] 1 rocket
   *[other] { $n } rockets
}
dragon-gain-steps = +{ $n ->
    [one] 1 step
   *[other] { $n } steps
}
dragon-gain-vp = +{ $n ->
    [one] { $n } victory point
   *[other] { $n } victory points
}
dragon-gain-floors = { $n ->
    [one] 1 floor
   *[other] { $n } floors
} to build
dragon-log-take = { $paid ->
    [0] { $name } takes { $card } (group { $group })
   *[other] { $name } takes { $card } (group { $group }, pays { $paid } yuan)
}
# $gain: one of the dragon-gain-… texts.
dragon-log-take-gain = { $paid ->
    [0] { $name } takes { $card } (group { $group }): { $gain }
   *[other] { $name } takes { $card } (group { $group }, pays { $paid } yuan): { $gain }
}
dragon-log-refill = { $name } refills (+{ $n } yuan)
dragon-log-small-privilege = { $name } buys a small privilege
dragon-log-large-privilege = { $name } buys a large privilege
dragon-log-wall = { $name } builds a wall section: { $bonus }
dragon-log-new-palace = { $name } starts a new palace
dragon-log-build = { $name } adds a floor to palace { $n }
dragon-log-play-card = { $name } plays the { $card }
dragon-log-play-card-spent = { $name } plays the { $card } — none left, the card is spent
# $person: form "a".
dragon-log-draft = { $name } drafts { $person }
dragon-log-recruit = { $name } takes { $person }
dragon-log-place = { $name } places it in palace { $n } (+{ $steps } on the person track)
# $person: form "the".
dragon-log-replace = { $name } dismisses { $person } of palace { $n } to make room
dragon-log-release = { $name } returns the tile to the supply
dragon-log-dismiss = { $name } dismisses { $person } of palace { $n }
dragon-log-dismiss-reason = { $name } dismisses { $person } of palace { $n } ({ $reason })
dragon-log-remove-floor = { $name } removes a floor of palace { $n }
dragon-log-return = { $good ->
    [rice] { $name } returns 1 rice
    [rocket] { $name } returns 1 rocket
   *[yuan] { $name } returns 1 yuan
}
dragon-log-discard = { $name } discards the { $card }
dragon-log-charter = { $name } uses the charter for their { $kinds }
dragon-log-event = Event: { $event } — { $rule }
dragon-log-event-again = Event again (solar eclipse): { $event }
dragon-log-wall-reached = Great Wall check: { $sections ->
    [one] 1 section reaches
   *[other] { $sections } sections reach
} month { $needed } — 1 victory point per own section
dragon-log-wall-short = Great Wall check: { $sections ->
    [one] 1 section falls
   *[other] { $sections } sections fall
} short of month { $needed } — the fewest builders dismiss a person
dragon-log-super-event = Super event: { $event } — { $rule }
dragon-log-scoring = Scoring
dragon-log-final-scoring = Final scoring
# One source of a player's points: "palaces 3".
dragon-points-from = { $source } { $points }
# $detail: the sources, joined by commas.
dragon-log-scored = { $name } +{ $total ->
    [one] { $total } victory point
   *[other] { $total } victory points
} ({ $detail })
# A change of goods: $good is yuan, rice or rocket.
dragon-goods-pay = { $good ->
    [rice] pays { $n } rice
    [rocket] { $n ->
        [one] pays 1 rocket
       *[other] pays { $n } rockets
    }
   *[yuan] pays { $n } yuan
}
dragon-goods-gain = { $good ->
    [rice] gains { $n } rice
    [rocket] { $n ->
        [one] gains 1 rocket
       *[other] gains { $n } rockets
    }
   *[yuan] gains { $n } yuan
}
# $changes: the dragon-goods-… texts, joined by commas.
dragon-log-goods = { $name } { $changes }
dragon-log-must-dismiss = { $name } must dismiss { $n ->
    [one] 1 person
   *[other] { $n } persons
}
dragon-log-decay = Decay: { $name }'s empty palaces lose { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}
dragon-log-decay-gone = Decay: { $name }'s empty palaces lose { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}, { $palaces ->
    [one] 1 palace
   *[other] { $palaces } palaces
} gone
dragon-log-track = { $name }'s disc moves from { $from } to { $to }
dragon-log-privileges-lost = { $name } loses privileges worth { $n ->
    [one] 1 dragon
   *[other] { $n } dragons
}

## Why the rules refuse an action.

dragon-refusal-bad-options = these options cannot make a game ({ $why })
dragon-options-players = the game is for 2 to 5 players, not { $n }
dragon-options-privilege-price = a large privilege costs 6 or 7 yuan, not { $price }
dragon-refusal-game-over = the game is over
dragon-refusal-not-your-turn = player { $n } must decide now
dragon-refusal-wrong-kind = that does not answer the question asked now
dragon-refusal-no-such-group = there is no such action group
dragon-refusal-card-not-in-group = that card is not in that group
dragon-refusal-cannot-afford-group = that needs { $cost } yuan (3 if a dragon is already on the group, plus 2 for a privilege) and you have { $yuan }
dragon-refusal-cannot-afford-privilege = that privilege costs { $price } yuan and you have { $yuan }
dragon-refusal-wall-complete = the Great Wall is complete (12 sections)
dragon-refusal-wall-tile-built = you have already built that wall tile
dragon-refusal-no-wall-tiles = you have built all six of your wall tiles
dragon-refusal-no-such-palace = you have no such palace
dragon-refusal-three-floors = a palace never exceeds 3 floors
dragon-refusal-palace-full = that palace has no free floor
dragon-refusal-no-floors = that palace has no floor left to remove
dragon-refusal-card-not-in-hand = that person card is not in your hand
# $person: form "one".
dragon-refusal-none-left = no { $person } is left in the supply
# $kinds: form "other".
dragon-refusal-card-does-not-allow = the card played does not allow { $kinds }
dragon-refusal-draft-young-only = the draft takes young persons only
dragon-refusal-same-type-twice = the two persons of the draft must be of different types
# $first, $second: form "one".
dragon-refusal-pair-taken = an earlier player already took the pair { $first } + { $second }
# $kind: form "a".
dragon-refusal-no-pair-left = no second person could be taken with { $kind } (all pairs taken)
dragon-refusal-must-place = a palace still has room, so the person must be placed there
dragon-refusal-not-in-palace = that person is not in that palace
dragon-refusal-drought-order = in a drought each dismissal comes from a different inhabited palace (chosen in palace order)
dragon-refusal-not-over-capacity = only persons of the palace that lost its floor can be dismissed now
dragon-refusal-no-such-goods = you have none of those goods
# $kinds: form "other".
dragon-refusal-type-not-owned = you have no { $kinds }
# $kind: form "a".
dragon-refusal-taken-this-sunrise = another player already took { $kind } at this sunrise
dragon-refusal-sunrise-young-only = the sunrise gives young persons only

## The rules reference.

dragon-rules-month = Each month: 1 action phase (in turn order take one card of a group — 3 yuan if a dragon is already there — or refill to 3 yuan), 2 person phase (play a card, take a young or old person, place it; full palaces: replace someone or return the tile), 3 event, 4 scoring (1 victory point per palace, court lady and privilege dragon).
dragon-rules-turn-order = Turn order follows the person track, highest first; a disc landing on an occupied space goes on top. It is re-read after every move.
dragon-rules-decay = Decay: after the event, every palace without persons loses a floor; an empty 1-floor palace disappears.
dragon-rules-end = End: 2 victory points per person, monks score buddhas × floors, rice and rockets sell for 2 yuan, then 1 victory point per 3 yuan. Ties: ahead on the person track wins.
dragon-rules-events = Ruling: months 3–12 are dealt uniformly among all orders with no two adjacent months alike.
dragon-rules-drought = Ruling: in a drought you choose which inhabited palaces go unsupplied (one dismissal from each); the choices are offered in palace order so each set appears once.
dragon-rules-no-persons = Ruling: a player without persons skips further dismissals.
dragon-rules-wall-month-12 = Ruling: with the Great Wall, a Mongol invasion in month 12 brings both its own wall check and the final one.
dragon-rules-eclipse = Ruling: the solar eclipse repeats month 7's event but not its wall check.
dragon-rules-festival = Ruling: at the dragon festival a tie for the most rockets does not cancel second place; 0 rockets never score.
dragon-rules-earthquake = Ruling: in an earthquake each floor is removed one at a time; persons above a palace's new height are dismissed by their owner; a palace with no floor left is gone.

## Learn to play
# The guided lesson (crates/dragon/data/lesson.json): the coach's words, one
# message per step, and for each choice asked why it is asked now (…-why-…).
lesson-dragon-welcome = Welcome to China around the year 1000! Over 12 months you bring persons to your court and house them in your palaces. Each month brings an event they must survive.
lesson-dragon-goal = The most victory points (VP) after month 12 wins. Points come every month, from actions and events, and at the end from your persons, monks and money.
lesson-dragon-draft = First each player drafts two young persons of different types, without a card. Each goes into a palace: you start with two palaces of two floors, one person per floor.
lesson-dragon-draft-monk = Take a young monk. At the end a monk scores his buddhas times the floors of his palace.
lesson-dragon-why-monk = A monk drafted now scores at the end: his buddhas times the floors of his palace.
lesson-dragon-place-monk = Put the monk into palace 1. Build that palace up later: every floor adds to his points.
lesson-dragon-why-place-monk = Palace 1 is the monk's: one person per palace keeps a free floor in each.
lesson-dragon-draft-warrior = Now a young warrior: at every Mongol invasion each helmet on your warriors scores 1 VP and protects you.
lesson-dragon-why-warrior = Mongol invasions will come: a warrior's helmet scores then and protects you.
lesson-dragon-place-warrior = Put the warrior into palace 2.
lesson-dragon-why-place-warrior = Palace 2 still has two free floors; palace 1 keeps its second floor for later.
lesson-dragon-track = Each person moves your disc on the person track by its value. The track sets the turn order: highest first; on a tie, the disc on top.
lesson-dragon-actions = Each month starts with actions: in turn order, put your dragon on a group of action cards and use one card. An occupied group costs 3 yuan. Or refill to 3 yuan.
lesson-dragon-persons = Then each player plays one of their 11 person cards and houses a person of that type. An old person carries more symbols but moves the disc fewer steps.
lesson-dragon-result = Your total: { $total } VP; the best score is { $best }. On a tie, the one ahead on the person track wins.
lesson-dragon-parade = The Military Parade moves your disc on the person track one step per helmet: the card's one, plus your warriors'. Ahead on the track, you choose first.
lesson-dragon-events = Then the month's event: tribute, drought, disease, Mongols or the dragon festival, shown in advance in the event row. Persons may have to be dismissed.
lesson-dragon-scoring-month = Each month ends with a scoring: 1 VP per palace, per court lady and per dragon on your privileges. A palace left without persons loses a floor.
lesson-dragon-own = Now the game is yours: every decision is your own, against an Easy opponent. Tips explain each rule when it first comes up. Play to month 12!
lesson-dragon-final = The game is over: each person scores 2 VP, each monk his buddhas times his palace's floors, every 3 yuan 1 VP. Your points, source by source:
lesson-dragon-score-palaces = Palaces, 1 VP each at every month's scoring: { $points } VP.
lesson-dragon-score-ladies = Court ladies, 1 VP each at every month's scoring: { $points } VP.
lesson-dragon-score-privileges = Privileges, 1 VP per dragon at every month's scoring: { $points } VP.
lesson-dragon-score-research = Research, 1 VP per book: { $points } VP.
lesson-dragon-score-festival = Dragon festivals, 6 VP for the most rockets, 3 VP for the next: { $points } VP.
lesson-dragon-score-mongols = Mongol invasions, 1 VP per helmet: { $points } VP.
lesson-dragon-score-monks = Monks at the end, buddhas times floors: { $points } VP.
lesson-dragon-score-persons = Persons at the end, 2 VP each: { $points } VP.
lesson-dragon-score-money = Money at the end, rice and rockets sold for 2 yuan each, 1 VP per 3 yuan: { $points } VP.


# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dragon = In the Year of the Dragon
game-blurb-dragon = Stefan Feld's game of the year 1000: keep your palaces full and your people fed through twelve months of festivals, droughts and Mongol invasions.
