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
lesson-dragon-welcome = Welkom in China rond het jaar 1000! In 12 maanden haal je personen naar je hof en breng je ze onder in je paleizen. Elke maand brengt een gebeurtenis die ze moeten doorstaan.
lesson-dragon-goal = Wie na maand 12 de meeste zegepunten (ZP) heeft, wint. Punten komen elke maand, uit acties en gebeurtenissen, en aan het einde voor je personen, monniken en geld.
lesson-dragon-draft = Eerst kiest elke speler twee jonge personen van verschillende soort, zonder kaart. Elk gaat in een paleis: je begint met twee paleizen van twee etages, één persoon per etage.
lesson-dragon-draft-monk = Neem een jonge monnik. Aan het einde levert een monnik zijn boeddha's maal de etages van zijn paleis op.
lesson-dragon-why-monk = Een monnik levert aan het einde zijn boeddha's maal de etages van zijn paleis op.
lesson-dragon-place-monk = Leg de monnik in paleis 1. Bouw dat paleis later uit: elke etage verhoogt zijn punten.
lesson-dragon-why-place-monk = Paleis 1 is van de monnik: één persoon per paleis houdt in elk een etage vrij.
lesson-dragon-draft-warrior = Nu een jonge krijger: bij elke mongolenstorm levert elke helm op je krijgers 1 ZP op en beschermt hij je.
lesson-dragon-why-warrior = Er komen mongolenstormen: de helm van een krijger levert dan punten op en beschermt je.
lesson-dragon-place-warrior = Leg de krijger in paleis 2.
lesson-dragon-why-place-warrior = Paleis 2 heeft nog twee vrije etages; paleis 1 houdt zijn tweede vrij voor later.
lesson-dragon-track = Elke persoon zet je schijf op de personenpuntentabel vooruit met zijn waarde. De tabel bepaalt de volgorde: de voorste eerst, bij gelijke stand de bovenste schijf.
lesson-dragon-actions = Elke maand begint met de acties: om de beurt zet je je draak bij een groep actiekaarten en voer je er één uit. Een bezette groep kost 3 yuan. Of vul aan tot 3 yuan.
lesson-dragon-persons = Dan speelt elke speler een van zijn 11 personenkaarten uit en brengt een persoon van die soort onder. Een oudere persoon draagt meer symbolen, maar zet de schijf minder ver vooruit.
lesson-dragon-result = Jouw totaal: { $total } ZP; de hoogste score: { $best }. Bij gelijke stand wint wie voorop staat op de personenpuntentabel.
lesson-dragon-parade = De Parade zet je schijf op de personenpuntentabel één stap vooruit per helm: die van de kaart en die van je krijgers. Wie voorop staat, kiest eerst.
lesson-dragon-events = Dan de gebeurtenis van de maand: keizerstol, droogte, ziekte, mongolenstorm of drakenfeest, vooraf te zien in de rij gebeurtenissen. Soms moet je personen ontslaan.
lesson-dragon-scoring-month = Elke maand eindigt met een waardering: 1 ZP per paleis, per hofdame en per draak op je privileges. Een paleis zonder personen verliest een etage.
lesson-dragon-own = Nu is het spel van jou: elke beslissing neem je zelf, tegen een makkelijke tegenspeler. Tips leggen elke regel uit zodra hij voor het eerst telt. Speel tot maand 12!
lesson-dragon-final = Het spel is voorbij: elke persoon levert 2 ZP, elke monnik zijn boeddha's maal de etages, elke 3 yuan 1 ZP. Jouw punten, bron voor bron:
lesson-dragon-score-palaces = Paleizen, 1 ZP per paleis bij elke maandwaardering: { $points } ZP.
lesson-dragon-score-ladies = Hofdames, 1 ZP per hofdame bij elke maandwaardering: { $points } ZP.
lesson-dragon-score-privileges = Privileges, 1 ZP per draak bij elke maandwaardering: { $points } ZP.
lesson-dragon-score-research = Studie, 1 ZP per boek: { $points } ZP.
lesson-dragon-score-festival = Drakenfeesten, 6 ZP voor de meeste vuurpijlen, 3 ZP voor de volgende: { $points } ZP.
lesson-dragon-score-mongols = Mongolenstormen, 1 ZP per helm: { $points } ZP.
lesson-dragon-score-monks = Monniken bij de slotwaardering, boeddha's maal etages: { $points } ZP.
lesson-dragon-score-persons = Personen bij de slotwaardering, 2 ZP per persoon: { $points } ZP.
lesson-dragon-score-money = Geld bij de slotwaardering, rijst en vuurpijlen verkocht voor 2 yuan per stuk, 1 ZP per 3 yuan: { $points } ZP.


# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dragon = In het jaar van de draak
game-blurb-dragon = Het spel van Stefan Feld rond het jaar 1000: houd je paleizen vol en je volk gevoed, twaalf maanden lang, door feesten, droogtes en invallen van de Mongolen.
