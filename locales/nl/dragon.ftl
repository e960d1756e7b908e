# In het jaar van de draak (nl). Termen uit de Nederlandse spelregels van
# „Im Jahr des Drachen" (alea 2007): personen, gebeurtenissen, acties. De
# uitbreidingen (de Chinese Muur, de supergebeurtenissen) staan daar niet in;
# hun namen zijn vrij vertaald uit de Duitse regels.
# Lange namen hebben zachte afbreekstreepjes ({"\u00AD"}): de maandvakjes zijn smal.
# Argumenten: $name de naam van een speler; $n, $m getallen; $person, $kind,
# $kinds, $card, $event, $rule, $bonus, $reason, $source al vertaalde namen.

## Personen. $form: one = de naam alleen („jonge heelmeester"), a = met
## „een", the = met „de", other = het meervoud („je heelmeesters"), mark =
## twee letters op de fiche. $age: young, old of any (de soort zelf).

dragon-kind-craftsman = { $form ->
    [a] een handarbeider
    [the] de handarbeider
    [other] handarbeiders
    [mark] Ha
   *[one] handarbeider
}
dragon-kind-court-lady = { $form ->
    [a] een hofdame
    [the] de hofdame
    [other] hofdames
    [mark] Ho
   *[one] hofdame
}
dragon-kind-tax-collector = { $form ->
    [a] een belastingontvanger
    [the] de belastingontvanger
    [other] belastingontvangers
    [mark] Be
   *[one] belastingontvanger
}
dragon-kind-pyrotechnist = { $form ->
    [a] { $age ->
        [young] een jonge vuurwerkmaker
        [old] een oudere vuurwerkmaker
       *[any] een vuurwerkmaker
    }
    [the] { $age ->
        [young] de jonge vuurwerkmaker
        [old] de oudere vuurwerkmaker
       *[any] de vuurwerkmaker
    }
    [other] vuurwerkmakers
    [mark] Vu
   *[one] { $age ->
        [young] jonge vuurwerkmaker
        [old] oudere vuurwerkmaker
       *[any] vuurwerkmaker
    }
}
dragon-kind-warrior = { $form ->
    [a] { $age ->
        [young] een jonge krijger
        [old] een oudere krijger
       *[any] een krijger
    }
    [the] { $age ->
        [young] de jonge krijger
        [old] de oudere krijger
       *[any] de krijger
    }
    [other] krijgers
    [mark] Kr
   *[one] { $age ->
        [young] jonge krijger
        [old] oudere krijger
       *[any] krijger
    }
}
dragon-kind-monk = { $form ->
    [a] { $age ->
        [young] een jonge monnik
        [old] een oudere monnik
       *[any] een monnik
    }
    [the] { $age ->
        [young] de jonge monnik
        [old] de oudere monnik
       *[any] de monnik
    }
    [other] monniken
    [mark] Mo
   *[one] { $age ->
        [young] jonge monnik
        [old] oudere monnik
       *[any] monnik
    }
}
dragon-kind-healer = { $form ->
    [a] { $age ->
        [young] een jonge heelmeester
        [old] een oudere heelmeester
       *[any] een heelmeester
    }
    [the] { $age ->
        [young] de jonge heelmeester
        [old] de oudere heelmeester
       *[any] de heelmeester
    }
    [other] heelmeesters
    [mark] He
   *[one] { $age ->
        [young] jonge heelmeester
        [old] oudere heelmeester
       *[any] heelmeester
    }
}
dragon-kind-farmer = { $form ->
    [a] { $age ->
        [young] een jonge landbouwer
        [old] een oudere landbouwer
       *[any] een landbouwer
    }
    [the] { $age ->
        [young] de jonge landbouwer
        [old] de oudere landbouwer
       *[any] de landbouwer
    }
    [other] landbouwers
    [mark] La
   *[one] { $age ->
        [young] jonge landbouwer
        [old] oudere landbouwer
       *[any] landbouwer
    }
}
dragon-kind-scholar = { $form ->
    [a] { $age ->
        [young] een jonge geleerde
        [old] een oudere geleerde
       *[any] een geleerde
    }
    [the] { $age ->
        [young] de jonge geleerde
        [old] de oudere geleerde
       *[any] de geleerde
    }
    [other] geleerden
    [mark] Ge
   *[one] { $age ->
        [young] jonge geleerde
        [old] oudere geleerde
       *[any] geleerde
    }
}
dragon-person-tile = { $person } ({ $value ->
    [one] 1 personenpunt
   *[other] { $value } personenpunten
}, { $symbols ->
    [one] 1 symbool
   *[other] { $symbols } symbolen
})
dragon-hand-card = personenkaart { $kind }
dragon-hand-card-wild = vraagtekenkaart

## Actiekaarten.

dragon-card-taxes = Belastingen
dragon-card-build = Bouw
dragon-card-harvest = Oogst
dragon-card-fireworks = Vuurwerk
dragon-card-military-parade = Parade
dragon-card-research = Studie
dragon-card-privilege = Privilege
dragon-card-great-wall = Muurbouw

## Gebeurtenissen.

dragon-event-peace = Rust
dragon-event-imperial-tribute = Keizers{"\u00AD"}tol
dragon-event-drought = Droogte
dragon-event-dragon-festival = Draken{"\u00AD"}feest
dragon-event-mongol-invasion = Mongolen{"\u00AD"}storm
dragon-event-disease = Ziekte
dragon-event-rule-peace = Er gebeurt niets.
dragon-event-rule-imperial-tribute = Betaal 4 yuan; ontsla één persoon per yuan te weinig.
dragon-event-rule-drought = Lever 1 rijstzak in per bewoond paleis; elk niet bevoorraad paleis verliest een persoon.
dragon-event-rule-dragon-festival = Meeste vuurpijlen: 6 zegepunten; tweede meeste: 3 zegepunten. Wie punten krijgt, levert de helft van zijn vuurpijlen in.
dragon-event-rule-mongol-invasion = 1 zegepunt per helm; wie de minste helmen heeft, ontslaat een persoon.
dragon-event-rule-disease = Ontsla 3 personen, 1 minder per vijzel op je heelmeesters.
dragon-event-now = { $event }: { $rule }
dragon-month-title = Maand { $m }: { $event } — { $rule }

## Supergebeurtenissen (maand 7).

dragon-super-lantern-festival = Lantaarn{"\u00AD"}feest
dragon-super-buddha = Boeddha
dragon-super-earthquake = Aardbeving
dragon-super-flood = Over{"\u00AD"}stroming
dragon-super-solar-eclipse = Zons{"\u00AD"}verduistering
dragon-super-volcano = Vulkaan{"\u00AD"}uitbarsting
dragon-super-typhoon = Wervel{"\u00AD"}storm
dragon-super-sunrise = Zonsopgang
dragon-super-assassination = Aanslag
dragon-super-charter = Vrijbrief
dragon-super-rule-lantern-festival = +2 zegepunten per persoon.
dragon-super-rule-buddha = Nu al de waardering van de monniken: boeddha's × etages.
dragon-super-rule-earthquake = Elke speler verwijdert 2 paleisonderdelen naar keuze.
dragon-super-rule-flood = Elke speler levert de helft van zijn yuan, rijstzakken en vuurpijlen in.
dragon-super-rule-solar-eclipse = De gebeurtenis van maand 7 vindt een tweede keer plaats.
dragon-super-rule-volcano = Alle personenschijven gaan terug naar 0, in dezelfde volgorde.
dragon-super-rule-typhoon = Leg 2 personenkaarten af: geen persoonfase in maand 10–12.
dragon-super-rule-sunrise = Elke speler neemt zonder kaart een jonge persoon van een soort die nog niemand nam.
dragon-super-rule-assassination = Alle privileges gaan verloren vóór de waardering van deze maand.
dragon-super-rule-charter = Elke speler krijgt de voordelen van een van zijn soorten personen.
dragon-super-title = { $event }: { $rule }

## Voordelen van de muurdelen.

dragon-wall-rice = 1 rijstzak
dragon-wall-rocket = 1 vuurpijl
dragon-wall-floor = 1 paleisonderdeel
dragon-wall-yuan = 2 yuan
dragon-wall-steps = 3 personenpunten
dragon-wall-points = 3 zegepunten

## Waar de zegepunten vandaan komen.

dragon-vp-palaces = paleizen
dragon-vp-court-ladies = hofdames
dragon-vp-privileges = privileges
dragon-vp-research = studie
dragon-vp-dragon-festival = drakenfeest
dragon-vp-mongol-invasion = mongolenstorm
dragon-vp-great-wall = Chinese Muur
dragon-vp-lantern-festival = lantaarnfeest
dragon-vp-monks = monniken
dragon-vp-persons = personen
dragon-vp-money = geld

## Waarom een persoon ontslagen moet worden.

dragon-reason-imperial-tribute = keizerstol
dragon-reason-drought = droogte
dragon-reason-mongol-invasion = mongolenstorm
dragon-reason-disease = ziekte
dragon-reason-great-wall = Chinese Muur
dragon-reason-earthquake = aardbeving

## De fases van een maand.

dragon-phase-draft = Startpersonen
dragon-phase-actions = Actiefase
dragon-phase-persons = Persoonfase
dragon-phase-event = Gebeurtenisfase
dragon-phase-game-over = Einde van het spel
dragon-status = { $month } · { $phase }

## Spelvoorbereiding.

dragon-large-privilege = Groot privilege
dragon-edition-2017 = 7 yuan (editie 2017)
dragon-edition-2007 = 6 yuan (editie 2007)
dragon-great-wall-option = De Chinese Muur (uitbreiding)
dragon-super-events = Supergebeurtenis in maand 7
dragon-super-events-off = Uit
dragon-super-events-random = Willekeurig

## Het speelbord.

dragon-month = Maand { $m }
dragon-months = Het jaar: één gebeurtenis per maand
dragon-wall = De Chinese Muur
dragon-action-groups = Kaartengroepen
dragon-group = Groep { $n }
dragon-group-cost = gekozen: 3 yuan voor wie volgt
dragon-supply = Personen in de voorraad
dragon-young-left = nog { $n } jonge
dragon-old-left = nog { $n } oudere
dragon-supply-tile = { $person } — { $count }
dragon-dismissed = { $n ->
    [one] 1 persoon ontslagen
   *[other] { $n } personen ontslagen
}
dragon-person-track = Personenpuntentabel (volgorde)
dragon-vp-track = Zegepunten
dragon-yuan-count = { $n } yuan
dragon-rice-count = { $n ->
    [one] 1 rijstzak
   *[other] { $n } rijstzakken
}
dragon-rockets-count = { $n ->
    [one] 1 vuurpijl
   *[other] { $n } vuurpijlen
}
dragon-small-privileges = { $n ->
    [one] 1 klein privilege
   *[other] { $n } kleine privileges
}, elk 1 draak
dragon-large-privileges = { $n ->
    [one] 1 groot privilege
   *[other] { $n } grote privileges
}, elk 2 draken
dragon-vp = ZP
dragon-track = personenpunten
dragon-hand-left = { $n ->
    [one] nog 1 personenkaart
   *[other] nog { $n } personenkaarten
}
dragon-wall-tiles = Muurdelen
dragon-palace = paleis { $n } — { $floors ->
    [one] 1 etage
   *[other] { $floors } etages
}
dragon-empty-floor = lege etage
dragon-new-palace = bouw een nieuw paleis
dragon-game-over = Einde van het spel
dragon-total = Totaal
dragon-rank = Plaats
dragon-rules-title = Overzicht van de regels en beslissingen

## De vraag aan de speler die aan de beurt is.

dragon-ask-draft-first = { $name }: kies een eerste jonge persoon
dragon-ask-draft-second = { $name }: kies een tweede jonge persoon (een andere soort dan { $kind })
dragon-ask-action = { $name }: kies een kaartengroep of vul aan
dragon-ask-privilege = { $name }: kies het privilege dat je koopt
dragon-ask-wall-tile = { $name }: kies het muurdeel dat je bouwt
dragon-ask-build = { $name }: plaats een paleisonderdeel (nog { $n })
dragon-ask-play-card = { $name }: speel een personenkaart uit
dragon-ask-sunrise = { $name }: zonsopgang: neem een jonge persoon
dragon-ask-recruit = { $name }: kies de persoon die je neemt
dragon-ask-place = { $name }: leg { $person } in een paleis
dragon-ask-dismiss = { $name }: ontsla { $n ->
    [one] 1 persoon
   *[other] { $n } personen
} ({ $reason })
dragon-ask-remove-floor = { $name }: aardbeving: verwijder { $n ->
    [one] 1 paleisonderdeel
   *[other] { $n } paleisonderdelen
}
dragon-ask-return-goods = { $name }: overstroming: lever { $n } yuan, rijstzakken of vuurpijlen in
dragon-ask-discard = { $name }: wervelstorm: leg { $n ->
    [one] 1 personenkaart
   *[other] { $n } personenkaarten
} af
dragon-ask-charter = { $name }: vrijbrief: kies een soort personen

## Knoppen voor de acties.

dragon-action-take = { $cost ->
    [0] { $card } uit groep { $group }
   *[other] { $card } uit groep { $group } (betaal { $cost } yuan)
}
dragon-action-refill = Vul aan tot 3 yuan
dragon-action-small-privilege = Klein privilege ({ $price } yuan)
dragon-action-large-privilege = Groot privilege ({ $price } yuan)
dragon-action-wall = Muurdeel: { $bonus }
dragon-action-build = Bouw een etage op paleis { $n }
dragon-action-play-card = Speel de { $card } uit
dragon-action-recruit = Neem { $person }
dragon-action-place = Leg in paleis { $n }
dragon-action-replace = Ruil { $person } in paleis { $n }
dragon-action-release = Leg de fiche terug (geen personenpunten)
dragon-action-dismiss = Ontsla { $person } in paleis { $n }
dragon-action-remove-floor = Verwijder een etage van paleis { $n }
dragon-action-return = { $good ->
    [rice] Lever 1 rijstzak in
    [rocket] Lever 1 vuurpijl in
   *[yuan] Lever 1 yuan in
}
dragon-action-discard = Leg de { $card } af
dragon-action-charter = Vrijbrief: je { $kinds }

## Het logboek.

dragon-gain-yuan = +{ $n } yuan
dragon-gain-rice = { $n ->
    [one] +1 rijstzak
   *[other] +{ $n } rijstzakken
}
dragon-gain-rockets = { $n ->
    [one] +1 vuurpijl
   *[other] +{ $n } vuurpijlen
}
dragon-gain-steps = { $n ->
    [one] +1 veld
   *[other] +{ $n } velden
}
dragon-gain-vp = +{ $n ->
    [one] { $n } zegepunt
   *[other] { $n } zegepunten
}
dragon-gain-floors = { $n ->
    [one] 1 paleisonderdeel om te bouwen
   *[other] { $n } paleisonderdelen om te bouwen
}
dragon-log-take = { $paid ->
    [0] { $name } kiest { $card } (groep { $group })
   *[other] { $name } kiest { $card } (groep { $group }, betaalt { $paid } yuan)
}
dragon-log-take-gain = { $paid ->
    [0] { $name } kiest { $card } (groep { $group }): { $gain }
   *[other] { $name } kiest { $card } (groep { $group }, betaalt { $paid } yuan): { $gain }
}
dragon-log-refill = { $name } vult aan (+{ $n } yuan)
dragon-log-small-privilege = { $name } koopt een klein privilege
dragon-log-large-privilege = { $name } koopt een groot privilege
dragon-log-wall = { $name } bouwt een muurdeel: { $bonus }
dragon-log-new-palace = { $name } bouwt een nieuw paleis
dragon-log-build = { $name } bouwt een etage op paleis { $n }
dragon-log-play-card = { $name } speelt de { $card } uit
dragon-log-play-card-spent = { $name } speelt de { $card } uit — er is er geen meer, de kaart is verloren
dragon-log-draft = { $name } kiest { $person }
dragon-log-recruit = { $name } neemt { $person }
dragon-log-place = { $name } legt de persoon in paleis { $n } (+{ $steps } op de personenpuntentabel)
dragon-log-replace = { $name } ontslaat { $person } uit paleis { $n } om plaats te maken
dragon-log-release = { $name } legt de fiche terug in de voorraad
dragon-log-dismiss = { $name } ontslaat { $person } uit paleis { $n }
dragon-log-dismiss-reason = { $name } ontslaat { $person } uit paleis { $n } ({ $reason })
dragon-log-remove-floor = { $name } verwijdert een etage van paleis { $n }
dragon-log-return = { $good ->
    [rice] { $name } levert 1 rijstzak in
    [rocket] { $name } levert 1 vuurpijl in
   *[yuan] { $name } levert 1 yuan in
}
dragon-log-discard = { $name } legt de { $card } af
dragon-log-charter = { $name } gebruikt de vrijbrief voor de eigen { $kinds }
dragon-log-event = Gebeurtenis: { $event } — { $rule }
dragon-log-event-again = Nog eens dezelfde gebeurtenis (zonsverduistering): { $event }
dragon-log-wall-reached = Muurwaardering: { $sections ->
    [one] 1 muurdeel reikt
   *[other] { $sections } muurdelen reiken
} tot maand { $needed } — 1 zegepunt per eigen muurdeel
dragon-log-wall-short = Muurwaardering: { $sections ->
    [one] 1 muurdeel reikt
   *[other] { $sections } muurdelen reiken
} niet tot maand { $needed } — wie het minst bouwde, ontslaat een persoon
dragon-log-super-event = Supergebeurtenis: { $event } — { $rule }
dragon-log-scoring = Waardering
dragon-log-final-scoring = Slotwaardering
dragon-points-from = { $source } { $points }
dragon-log-scored = { $name } +{ $total ->
    [one] { $total } zegepunt
   *[other] { $total } zegepunten
} ({ $detail })
dragon-goods-pay = { $good ->
    [rice] { $n ->
        [one] levert 1 rijstzak in
       *[other] levert { $n } rijstzakken in
    }
    [rocket] { $n ->
        [one] levert 1 vuurpijl in
       *[other] levert { $n } vuurpijlen in
    }
   *[yuan] betaalt { $n } yuan
}
dragon-goods-gain = { $good ->
    [rice] { $n ->
        [one] krijgt 1 rijstzak
       *[other] krijgt { $n } rijstzakken
    }
    [rocket] { $n ->
        [one] krijgt 1 vuurpijl
       *[other] krijgt { $n } vuurpijlen
    }
   *[yuan] krijgt { $n } yuan
}
dragon-log-goods = { $name } { $changes }
dragon-log-must-dismiss = { $name } moet { $n ->
    [one] 1 persoon
   *[other] { $n } personen
} ontslaan
dragon-log-decay = Verval: de lege paleizen van { $name } verliezen { $floors ->
    [one] 1 etage
   *[other] { $floors } etages
}
dragon-log-decay-gone = Verval: de lege paleizen van { $name } verliezen { $floors ->
    [one] 1 etage
   *[other] { $floors } etages
}, { $palaces ->
    [one] 1 paleis verdwijnt
   *[other] { $palaces } paleizen verdwijnen
}
dragon-log-track = De personenschijf van { $name } gaat van { $from } naar { $to }
dragon-log-privileges-lost = { $name } verliest privileges ter waarde van { $n ->
    [one] 1 draak
   *[other] { $n } draken
}

## Waarom de regels een actie weigeren.

dragon-refusal-bad-options = met deze opties kan geen spel beginnen ({ $why })
dragon-options-players = het spel is voor 2 tot 5 spelers, niet voor { $n }
dragon-options-privilege-price = een groot privilege kost 6 of 7 yuan, niet { $price }
dragon-refusal-game-over = het spel is voorbij
dragon-refusal-not-your-turn = speler { $n } moet nu beslissen
dragon-refusal-wrong-kind = dat is geen antwoord op de vraag van nu
dragon-refusal-no-such-group = die kaartengroep bestaat niet
dragon-refusal-card-not-in-group = die kaart ligt niet in die groep
dragon-refusal-cannot-afford-group = dat kost { $cost } yuan (3 als er al een draak op de groep staat, plus 2 voor een privilege) en je hebt { $yuan }
dragon-refusal-cannot-afford-privilege = dat privilege kost { $price } yuan en je hebt { $yuan }
dragon-refusal-wall-complete = de Chinese Muur is af (12 muurdelen)
dragon-refusal-wall-tile-built = dat muurdeel heb je al gebouwd
dragon-refusal-no-wall-tiles = je hebt al je zes muurdelen gebouwd
dragon-refusal-no-such-palace = dat paleis heb je niet
dragon-refusal-three-floors = een paleis is nooit hoger dan 3 etages
dragon-refusal-palace-full = dat paleis heeft geen vrije etage
dragon-refusal-no-floors = dat paleis heeft geen etage meer om te verwijderen
dragon-refusal-card-not-in-hand = die personenkaart heb je niet in de hand
dragon-refusal-none-left = er ligt geen { $person } meer in de voorraad
dragon-refusal-card-does-not-allow = met de gespeelde kaart neem je geen { $kinds }
dragon-refusal-draft-young-only = vóór het spel neem je alleen jonge personen
dragon-refusal-same-type-twice = de twee startpersonen moeten van een verschillende soort zijn
dragon-refusal-pair-taken = een eerdere speler nam al het paar { $first } + { $second }
dragon-refusal-no-pair-left = met { $kind } kan geen tweede persoon meer genomen worden (alle paren zijn al genomen)
dragon-refusal-must-place = er is nog plaats in een paleis, dus de persoon moet daar worden gelegd
dragon-refusal-not-in-palace = die persoon zit niet in dat paleis
dragon-refusal-drought-order = bij droogte komt elk ontslag uit een ander bewoond paleis (gekozen in de volgorde van de paleizen)
dragon-refusal-not-over-capacity = nu kunnen alleen personen ontslagen worden uit het paleis dat een etage verloor
dragon-refusal-no-such-goods = daarvan heb je niets
dragon-refusal-type-not-owned = je hebt geen { $kinds }
dragon-refusal-taken-this-sunrise = een andere speler nam bij deze zonsopgang al { $kind }
dragon-refusal-sunrise-young-only = de zonsopgang geeft alleen jonge personen

## Overzicht van de regels.

dragon-rules-month = Elke maand: 1 actie (in volgorde een kaart van een groep kiezen — 3 yuan als er al een draak staat — of aanvullen tot 3 yuan), 2 persoon (een personenkaart uitspelen, een jonge of oudere persoon nemen en in een paleis leggen; alle paleizen vol: iemand ruilen of de fiche teruggeven), 3 gebeurtenis, 4 waardering (1 zegepunt per paleis, hofdame en draak op privileges).
dragon-rules-turn-order = De volgorde volgt de personenpuntentabel, de voorste eerst; een schijf die op een bezet veld landt, komt bovenop. Na elke zet wordt ze opnieuw bepaald.
dragon-rules-decay = Verval: na de gebeurtenis verliest elk paleis zonder personen een etage; een leeg paleis van één etage verdwijnt.
dragon-rules-end = Einde: 2 zegepunten per persoon, monniken leveren boeddha's × etages op, rijstzakken en vuurpijlen worden voor 2 yuan verkocht, daarna 1 zegepunt per 3 yuan. Gelijkspel: wie het verst vooraan staat op de personenpuntentabel, wint.
dragon-rules-events = Beslissing: de maanden 3–12 worden gelijkmatig getrokken uit alle volgordes waarin geen twee aangrenzende maanden gelijk zijn.
dragon-rules-drought = Beslissing: bij droogte kies je welke bewoonde paleizen niet bevoorraad worden (uit elk één ontslag); de keuzes komen in de volgorde van de paleizen, zodat elke combinatie maar één keer verschijnt.
dragon-rules-no-persons = Beslissing: een speler zonder personen slaat verdere ontslagen over.
dragon-rules-wall-month-12 = Beslissing: met de Chinese Muur brengt een mongolenstorm in maand 12 zowel zijn eigen muurwaardering als de laatste.
dragon-rules-eclipse = Beslissing: de zonsverduistering herhaalt de gebeurtenis van maand 7, maar niet de muurwaardering.
dragon-rules-festival = Beslissing: bij het drakenfeest schrapt een gelijkspel voor de meeste vuurpijlen de tweede plaats niet; 0 vuurpijlen leveren nooit punten op.
dragon-rules-earthquake = Beslissing: bij een aardbeving wordt de ene etage na de andere verwijderd; personen boven de nieuwe hoogte van een paleis worden door hun eigenaar ontslagen; een paleis zonder etage verdwijnt.

## Learn to play
# De begeleide les (crates/dragon/data/lesson.json): de woorden van de coach,
# één bericht per stap, en bij elke gevraagde keuze waarom ze nu komt (…-why-…).
lesson-dragon-welcome = Welkom in China rond het jaar 1000! Je bent een provincievorst: in 12 maanden haal je personen naar je hof en breng je ze onder in je paleizen. Elke maand brengt een gebeurtenis – rust, keizerstol, droogte, ziekte, mongolenstorm of drakenfeest – en je personen helpen je erdoor.
lesson-dragon-goal = Wie na maand 12 de meeste zegepunten (ZP) heeft, wint. Punten krijg je elke maand (paleizen, hofdames, privileges), door acties en gebeurtenissen, en aan het einde voor je personen, monniken en geld.
lesson-dragon-draft = Eerst kiest elke speler twee jonge personen van verschillende soort, zonder kaart. Elk gaat in een paleis: je begint met twee paleizen van twee etages, één persoon per etage.
lesson-dragon-draft-monk = Neem een jonge monnik. Aan het einde levert een monnik zijn boeddha's maal de etages van zijn paleis op.
lesson-dragon-why-monk = Deze les eindigt met de waardering van de monniken, daarom begint ze met een monnik.
lesson-dragon-place-monk = Leg de monnik in paleis 1. We bouwen het uit tot drie etages.
lesson-dragon-why-place-monk = De les bouwt dit paleis uit voor de monnik, daarom komt hij hier.
lesson-dragon-draft-warrior = Nu een jonge krijger: bij elke mongolenstorm levert elke helm op je krijgers 1 ZP op en beschermt hij je.
lesson-dragon-why-warrior = De Mongolen komen in maand 4, en een krijger bereidt je daarop voor.
lesson-dragon-place-warrior = Leg de krijger in paleis 2.
lesson-dragon-why-place-warrior = De les houdt het paleis van de monnik vrij voor de personen die nog komen.
lesson-dragon-track = Elke persoon zet je schijf op de personenpuntentabel vooruit met zijn waarde: jonge monnik 6, jonge krijger 5. De tabel bepaalt de volgorde, de voorste eerst; bij gelijke stand ligt de laatst aangekomen schijf bovenop, daarom begint nu je tegenspeler.
lesson-dragon-actions = Elke maand begint met de actiefase. De actiekaarten liggen in groepen; om de beurt zet elke speler zijn draak bij een groep en voert één kaart ervan uit. Staat er al een draak, dan kost dat 3 yuan. Of je vult je geld aan tot 3 yuan.
lesson-dragon-wall = Je tegenspeler nam de kaart Muurbouw: hij bouwde een muurdeel en kreeg de bonus ervan, een paleisonderdeel. Elk van je zes muurdelen geeft zijn bonus één keer, en na elke mongolenstorm wordt de muur gewaardeerd.
lesson-dragon-take-build = Neem Bouw uit groep 1, die nog vrij is. Bouw levert een paleisonderdeel op, plus één per hamer op je handarbeiders.
lesson-dragon-why-build = In groep 2 staat de draak van je tegenspeler, dat zou 3 yuan kosten, en Bouw geeft je monnik een hoger paleis.
lesson-dragon-build-floor = Zet de etage op paleis 1 van de monnik: het heeft nu drie etages, meer kan niet.
lesson-dragon-why-build-floor = Drie etages onder de monnik verdrievoudigen aan het einde zijn punten.
lesson-dragon-persons = Dan volgt de persoonfase: om de beurt speelt elke speler een van zijn 11 personenkaarten uit, neemt een persoon van die soort en legt hem in een paleis. Een oudere persoon draagt meer symbolen, maar zet de schijf minder ver vooruit.
lesson-dragon-play-lady = Speel je personenkaart hofdame uit: een hofdame levert bij elke maandwaardering 1 ZP op.
lesson-dragon-why-lady = Een vroeg gehaalde hofdame scoort in elke maand die volgt.
lesson-dragon-place-lady = Leg de hofdame bij de monnik in paleis 1.
lesson-dragon-why-place = De les heeft je andere vrije etages nodig voor de personen die ze hierna brengt.
lesson-dragon-first-scoring = Maand 1 was rust, dus kwam meteen de waardering: 1 ZP per paleis en 1 ZP per hofdame, 3 ZP voor jou. Deze waardering sluit elke maand af.
lesson-dragon-take-privilege = Neem de kaart Privilege en koop een klein privilege: het kost 2 yuan en toont 1 draak (een groot kost 7 yuan en toont er 2). Bij elke maandwaardering levert elke draak op je privileges 1 ZP op.
lesson-dragon-why-privilege = Een vroeg gekocht privilege scoort in elke resterende maand, dus maand 2 komt goed uit.
lesson-dragon-play-warrior = Speel je personenkaart krijger uit: een tweede jonge krijger, die bij de monnik in paleis 1 komt, betekent 2 helmen tegen de Mongolen.
lesson-dragon-why-warrior2 = De Mongolen komen in maand 4, daarom verzamelt de les nu helmen.
lesson-dragon-privilege-scored = De waardering van maand 2 telde ook je privilege: 2 paleizen, 1 hofdame en 1 draak maken 4 ZP.
lesson-dragon-tribute-ahead = Maand 3 brengt de keizerstol: elke speler betaalt 4 yuan en ontslaat een persoon voor elke yuan die ontbreekt. Je hebt precies 4 yuan, geef er dus geen uit.
lesson-dragon-take-wall = Neem de kaart Muurbouw uit groep 2; daar is ze gratis.
lesson-dragon-why-wall = Ze kost geen geld, en de muur heeft bij de mongolenstorm van maand 4 vier delen nodig, anders verliest wie het minst bouwde een persoon.
lesson-dragon-wall-floor = Kies het muurdeel met het paleisonderdeel: de etage wordt meteen gebouwd, op paleis 2.
lesson-dragon-why-wall-floor = Je paleizen raken vol, en een derde etage maakt plaats voor de personen die nog komen.
lesson-dragon-play-tax = Speel je personenkaart belastingontvanger uit: met de kaart Belastingen levert elk van zijn 3 munten 1 yuan meer op.
lesson-dragon-why-tax = Na de tol kom je geld tekort, en de belastingontvanger helpt je het te verdienen.
lesson-dragon-tribute-paid = Keizerstol: jullie betaalden allebei 4 yuan, dus niemand verloor een persoon. Symbolen op personen betalen nooit een gebeurtenis; alleen de yuan die je hebt tellen.
lesson-dragon-mongols-ahead = Maand 4: de mongolenstorm. Elke helm op je krijgers levert 1 ZP op; wie de minste helmen heeft, ontslaat een persoon. Daarna wordt de muur gewaardeerd: met minstens 4 delen levert elk eigen muurdeel 1 ZP op.
lesson-dragon-take-wall2 = Neem nog eens de kaart Muurbouw; groep 2 is weer vrij.
lesson-dragon-why-wall2 = Met een vierde deel reikt de muur tot maand 4, en dan levert elk deel punten op in plaats van een persoon te kosten.
lesson-dragon-wall-points = Kies deze keer het muurdeel met 3 ZP.
lesson-dragon-why-wall-points = De les toont beide soorten muurpunten: nu 3 ZP door dit deel, bij de waardering 1 ZP per deel.
lesson-dragon-wild = Je tegenspeler speelde een van zijn twee vraagtekenkaarten, die een persoon van elke soort oplevert. Een oudere krijger draagt 2 helmen, dus heeft hij er nu 3 tegen jouw 2.
lesson-dragon-play-healer = Speel je personenkaart heelmeester uit. Er is alleen nog een jonge heelmeester, met 1 vijzel: bij ziekte ontsla je 3 personen, 1 minder per vijzel.
lesson-dragon-why-healer = In maand 5 komt een ziekte, en alleen heelmeesters beschermen daartegen.
lesson-dragon-mongols-scored = De Mongolen kwamen: je 2 helmen leverden 2 ZP op, de 3 helmen van je tegenspeler 3 ZP. Jij hebt de minste, dus moet je een persoon ontslaan. Een ontslagen persoon verlaat het spel.
lesson-dragon-dismiss-mongols = Ontsla de jonge krijger uit paleis 1: zijn helm heeft gescoord, terwijl je monnik en hofdame blijven scoren.
lesson-dragon-why-dismiss-warrior = De monnik en de hofdame leveren nog punten op, daarom gaat een van de krijgers.
lesson-dragon-wall-check = Dan de muurwaardering: 4 delen reiken tot maand 4, dus kreeg ieder 1 ZP per eigen deel, 2 ZP voor jou. De volgende waardering komt in maand 8.
lesson-dragon-disease-drought-ahead = Maand 5 brengt een ziekte en maand 6 een droogte: dan heeft elk bewoond paleis 1 rijstzak nodig, en elk paleis zonder rijst verliest een persoon.
lesson-dragon-take-harvest = Neem Oogst: 1 rijstzak, plus één per rijstsymbool op je landbouwers.
lesson-dragon-why-harvest = De rijst moet voor de droogte van maand 6 in je voorraad liggen.
lesson-dragon-fireworks = Je tegenspeler nam Vuurwerk: 1 vuurpijl, plus één voor zijn vuurwerkmaker. Vuurpijlen tellen bij het drakenfeest in maand 7.
lesson-dragon-play-wild = Speel een van je vraagtekenkaarten uit: ze levert een persoon van elke soort op.
lesson-dragon-why-wild = Je heelmeesterkaart is op, en een tweede heelmeester beperkt de ziekte tot één ontslag.
lesson-dragon-recruit-healer2 = Neem nog een jonge heelmeester: met 2 vijzels kost de ziekte je maar één persoon.
lesson-dragon-why-recruit = De les heeft deze persoon nodig voor wat komt.
lesson-dragon-replace = De paleizen van je tegenspeler waren vol, dus verving zijn nieuwe heelmeester zijn vuurwerkmaker, die werd ontslagen. Zijn al je paleizen vol, dan ruil je iemand of leg je de nieuwe fiche terug.
lesson-dragon-dismiss-disease = Ziekte: 3 ontslagen min je 2 vijzels, dan blijft er 1 over. Ontsla de krijger uit paleis 2.
lesson-dragon-why-dismiss-disease = De les houdt de heelmeesters voor de tweede ziekte in maand 10 en de monnik voor het einde.
lesson-dragon-decay-scoring = De 3 vijzels van je tegenspeler spaarden hem helemaal. Na elke gebeurtenis verliest een paleis zonder personen een etage (verval), en een leeg paleis van één etage verdwijnt; dan volgt de waardering.
lesson-dragon-take-fireworks = Je tegenspeler nam de groep met de Oogst. Neem Vuurwerk uit de andere groep: 1 vuurpijl voor het feest.
lesson-dragon-why-fireworks = Vuurpijlen tellen alleen bij het drakenfeest, en dat komt volgende maand.
lesson-dragon-play-pyro = Speel je personenkaart vuurwerkmaker uit en neem een jonge vuurwerkmaker: met Vuurwerk levert zijn vuurpijl er één meer op.
lesson-dragon-why-pyro = Vuurwerk levert je volgende maand dan 2 vuurpijlen op voor het feest.
lesson-dragon-drought-short = Droogte: je 2 bewoonde paleizen hebben 2 rijstzakken nodig en je hebt er 1. Eén paleis blijft onbevoorraad en verliest een persoon; jij kiest welk.
lesson-dragon-dismiss-drought = Laat paleis 2 onbevoorraad en ontsla zijn belastingontvanger.
lesson-dragon-why-dismiss-drought = In paleis 1 wonen je monnik en je hofdame, die meer punten opleveren.
lesson-dragon-festival-ahead = Maand 7: het drakenfeest. De meeste vuurpijlen leveren 6 ZP op, de tweede meeste 3 ZP, en wie punten krijgt, levert de helft van zijn vuurpijlen in. Dit spel heeft in maand 7 ook een supergebeurtenis: het lantaarnfeest, 2 ZP per persoon.
lesson-dragon-take-fireworks2 = Neem Vuurwerk: 1 vuurpijl plus één voor je vuurwerkmaker geeft je 3 vuurpijlen, meer dan de 2 van je tegenspeler.
lesson-dragon-why-fireworks2 = Dit is je laatste actie voor het feest, en ze maakt jou de winnaar ervan.
lesson-dragon-play-scholar = Speel je personenkaart geleerde uit: met de kaart Studie levert elk boek op je geleerden 1 ZP meer op.
lesson-dragon-why-scholar = Bij het lantaarnfeest van deze maand levert elke persoon 2 ZP op.
lesson-dragon-recruit-old-scholar = Neem de oudere geleerde: 3 boeken in plaats van 2, maar slechts 2 stappen op de personenpuntentabel.
lesson-dragon-why-old-scholar = De les toont hier dat oudere personen meer symbolen dragen.
lesson-dragon-festival-scored = Je 3 vuurpijlen wonnen het drakenfeest: 6 ZP voor jou, 3 ZP voor je tegenspeler. Daarna leverde het lantaarnfeest 2 ZP per persoon op: 12 ZP voor je 6 personen.
lesson-dragon-refill = Je hebt geen geld meer. Vul aan: neem yuan tot je er 3 hebt. Aanvullen mag altijd.
lesson-dragon-why-refill = Zonder geld zou de keizerstol van maand 9 je personen kosten.
lesson-dragon-play-monk = Speel je personenkaart monnik uit. Er is alleen nog een oudere monnik, met 2 boeddha's.
lesson-dragon-why-monk2 = Een oudere monnik in een paleis van drie etages levert aan het einde 6 ZP op.
lesson-dragon-replace-pyro = Je paleizen zijn vol: de oudere monnik vervangt de vuurwerkmaker, die wordt ontslagen.
lesson-dragon-why-replace = De vuurwerkmaker helpt alleen bij Vuurwerk, de oudere monnik levert aan het einde 6 ZP op.
lesson-dragon-mongols-again = Maand 8: weer de Mongolen. Je hebt geen krijgers meer, dus de minste helmen, en je ontslaat een persoon.
lesson-dragon-dismiss-young-monk = Ontsla de jonge monnik: de oudere draagt 2 boeddha's, de jonge maar 1.
lesson-dragon-why-dismiss-young-monk = De oudere monnik levert aan het einde dubbel zoveel op, daarom gaat de jonge.
lesson-dragon-wall-short = De muur heeft in maand 8 maar 4 delen, dus mislukt de muurwaardering: wie de minste eigen delen heeft, jullie allebei met 2, ontslaat elk een persoon.
lesson-dragon-dismiss-wall = Ontsla de oudere geleerde.
lesson-dragon-why-dismiss-wall = Je heelmeesters beschermen je tegen de ziekte van maand 10, en je hofdame en monnik leveren punten op.
lesson-dragon-months-9-10 = De maanden 9 en 10 gaan snel voorbij. In maand 9 bracht een muurdeel je 2 yuan, zodat je de keizerstol kon betalen. In maand 10 leverde de Oogst dankzij je oudere landbouwer 3 rijstzakken op, en je 2 heelmeesters beperkten de ziekte tot één persoon.
lesson-dragon-month-11 = Maand 11: het tweede drakenfeest. Met 2 vuurpijlen had je er weer de meeste: 6 ZP. Je laatste vraagtekenkaart bracht een tweede hofdame.
lesson-dragon-last-month = Maand 12 heeft geen persoonfase, want de personenkaarten zijn op. Nog één actie, dan de droogte, de waardering en de eindwaardering.
lesson-dragon-take-research = Neem Studie: 1 ZP, plus één per boek op je geleerden.
lesson-dragon-why-research = Je hebt rijst genoeg voor de droogte, en Studie is de enige puntenkaart die je nog niet hebt geprobeerd.
lesson-dragon-research-scored = Studie levert de punten meteen op: 1 ZP voor jou.
lesson-dragon-last-drought = Droogte! Je betaalt 2 rijstzakken voor je 2 paleizen. Je tegenspeler heeft geen rijst: elk van zijn 5 bewoonde paleizen verliest een persoon, en de paleizen die leeg raken, vervallen.
lesson-dragon-last-wall-check = Na de laatste waardering wordt de muur nog eens gewaardeerd: ze zou 12 delen nodig hebben en heeft er 5. Je tegenspeler bouwde minder delen dan jij en ontslaat nog een persoon.
lesson-dragon-final-scoring = Eindwaardering: 2 ZP per persoon; elke monnik levert zijn boeddha's maal de etages van zijn paleis op (je oudere monnik 2 × 3 = 6 ZP); rijstzakken en vuurpijlen worden voor 2 yuan per stuk verkocht, en elke 3 yuan leveren 1 ZP op.
lesson-dragon-result = Je hebt gewonnen, 100 tegen 97! Je kent nu alle regels van het spel. Probeer hierna een partij tegen de computerspelers.

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dragon = In het jaar van de draak
game-blurb-dragon = Het spel van Stefan Feld rond het jaar 1000: houd je paleizen vol en je volk gevoed, twaalf maanden lang, door feesten, droogtes en invallen van de Mongolen.
