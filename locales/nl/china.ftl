# China (Michael Schacht): elk woord van het spel, in het Nederlands.
# Met de termen van de spelregels (Abacus Spiele 2005): landhuis, afgezant,
# versterking, landhuisveld, drakenveld, voorraadstapel, aflegstapel,
# open kaarten, slotwaardering, landhuisketens.

## Kaartkleuren en provincies

china-colour-purple = paars
china-colour-red = rood
china-colour-green = groen
china-colour-orange = oranje
china-colour-yellow = geel
china-cards-purple = { $n ->
    [one] paarse kaart
   *[other] paarse kaarten
}
china-cards-red = { $n ->
    [one] rode kaart
   *[other] rode kaarten
}
china-cards-green = { $n ->
    [one] groene kaart
   *[other] groene kaarten
}
china-cards-orange = { $n ->
    [one] oranje kaart
   *[other] oranje kaarten
}
china-cards-yellow = { $n ->
    [one] gele kaart
   *[other] gele kaarten
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
china-site = { $province } { $n }
china-payment-one = één { $card }
china-payment-joker = twee { $cards } (joker)

## Spelvoorbereiding

china-side-a = zijde A (3–4 spelers, 43 landhuisvelden)
china-side-b = zijde B (4–5 spelers, 51 landhuisvelden)
china-board-side = Speelbordzijde
china-side-hint = Met 3 spelers speel je op zijde A, met 5 op zijde B; met 4 spelers kies je zelf.
china-fortifications-option = Versterkingen (voor ervaren spelers)

## De tafel

china-ending = laatste ronde
china-game-over = Einde van het spel
china-hand = Jouw handkaarten
china-hand-of = Handkaarten van { $name }
china-hand-hidden = De handkaarten zijn verborgen; elke speler ziet alleen zijn eigen kaarten.
china-display = Open kaarten
china-draw-pile = Voorraadstapel: { $n }
china-discard-pile = Aflegstapel: { $n }
china-used-up-once = stapel één keer opgebruikt
china-used-up-twice = stapel twee keer opgebruikt
china-players = Spelers
china-cards-in-hand = { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}
china-points = { $n ->
    [one] 1 punt
   *[other] { $n } punten
}
china-houses-left = { $n ->
    [one] 1 landhuis
   *[other] { $n } landhuizen
}
china-envoys-left = { $n ->
    [one] 1 afgezant
   *[other] { $n } afgezanten
}
china-fortification-left = 1 versterking
china-no-fortification-left = geen versterking
china-fortify-arm = Mijn versterking zetten: klik op een vrij landhuisveld
china-fortify-armed = Klik op het vrije landhuisveld voor je versterking (of hier om te annuleren)
china-joker-button = 2 × { $colour } als joker
china-scored = gewaardeerd
china-map-title = Het speelbord: provincies, landhuisvelden, straten, drakenvelden en allianties
china-dragon-field = Drakenveld van { $province }: { $n ->
    [one] 1 afgezant
   *[other] { $n } afgezanten
}
china-alliance = Alliantie { $n }
china-site-free = { $site }: vrij
china-site-house = { $site }: landhuis van { $owner }

## Slotstand

china-rank = Plaats
china-total = Totaal
china-houses-in-play = Landhuizen (volle provincies)
china-houses-at-end = Landhuizen (slotwaardering)
china-alliances = Afgezanten (allianties)
china-chains = Landhuisketens
china-supply-pieces = Speelstenen in voorraad (bij gelijke stand)

## Vragen en acties

china-ask = { $name }: { $question }
china-ask-turn = zet speelstenen in, of ruil één kaart
china-ask-pay-first = betaal een speelsteen: één kaart in de kleur van een provincie, of twee kaarten van één andere kleur als joker
china-ask-pay-second-in = betaal een tweede speelsteen in { $province }, of stop
china-ask-pay-second = betaal een tweede speelsteen, of stop
china-ask-put = zet de speelsteen die je met { $payment } betaald hebt: een landhuis op een vrij landhuisveld of een afgezant op een drakenveld
china-ask-refill = vul je handkaarten aan ({ $hand } van 3): neem een open kaart of trek er een van de voorraadstapel
china-ask-swap-discard = ruilen: kies de kaart die je aflegt
china-ask-swap-take = ruilen: neem een open kaart of trek er een van de voorraadstapel
china-action-placement = Speelstenen inzetten
china-action-swap = Eén kaart ruilen
china-action-pay = Eén { $card } uitspelen
china-action-pay-joker = Twee { $cards } als joker uitspelen
china-action-house = Landhuis op { $site }
china-action-envoy = Afgezant naar het drakenveld van { $province }
china-action-fortify = Versterking op { $site }
china-action-stop = Geen tweede speelsteen
china-action-take = De open { $card } nemen
china-action-draw = De bovenste kaart van de voorraadstapel trekken
china-action-discard = Eén { $card } afleggen

## Het verslag

china-log-house = { $name } zet een landhuis op { $site } en betaalt met { $payment }
china-log-fortification = { $name } zet een versterking op { $site } en betaalt met { $payment }
china-log-envoy = { $name } zendt een afgezant naar { $province } en betaalt met { $payment }
china-log-stop = { $name } zet geen tweede speelsteen in
china-log-swap = { $name } ruilt een kaart: legt één { $card } af
china-log-take = { $name } neemt de open { $card }
china-log-draw = { $name } trekt een kaart van de voorraadstapel
china-province-full = { $province } is vol: { $scores }
china-province-final = { $province }: { $scores }
china-nobody-scores = niemand scoort
china-display-refilled = De open kaarten worden aangevuld: { $cards }
china-pile-reshuffled = De voorraadstapel is opgebruikt: de aflegstapel ({ $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}) wordt gemixt en is de nieuwe voorraadstapel
china-pile-used-up = De voorraadstapel is een tweede maal opgebruikt: de ronde wordt uitgespeeld met alleen de open kaarten
china-passed = { $name } kan geen speelsteen inzetten en geen kaart ruilen, en past
china-ended-pile = De ronde is uitgespeeld nadat de voorraadstapel een tweede maal opgebruikt was: einde van het spel
china-ended-nothing-to-place = Niemand kan nog speelstenen inzetten: einde van het spel
china-final-scoring = Slotwaardering
china-alliance-scored = Alliantie { $n }: { $scores }
china-chains-scored = Landhuisketens: { $scores }

## Weigeringen

china-bad-options = met deze opties kan er geen spel beginnen ({ $why })
china-options-players = het spel is voor 3 tot 5 spelers, niet voor { $n }
china-options-side = met { $players } spelers speel je op zijde { $needed }, niet op zijde { $side }
china-game-is-over = het spel is afgelopen
china-illegal-wrong-kind = dat is geen antwoord op de vraag van nu
china-illegal-no-placement = met je handkaarten kun je geen speelsteen inzetten; ruil een kaart
china-illegal-no-card-to-swap = om te ruilen heb je een handkaart nodig
china-illegal-nothing-to-take = om te ruilen moet er een kaart te nemen zijn, en die is er niet
china-illegal-missing-joker = voor een joker heb je twee { $cards } in de hand nodig
china-illegal-missing-card = je hebt geen { $card }
china-illegal-payment-places-nothing = met { $payment } kun je geen speelsteen inzetten
china-illegal-wrong-colour = in { $province } betaal je met { $wanted }, niet met { $cards }
china-illegal-joker-own-colour = twee { $cards } zijn in { $province } geen joker, want de provincie heeft die kleur zelf: betaal daar met één { $card }
china-illegal-other-province = in één beurt gaan alle speelstenen in één provincie, en deze beurt is dat { $province }
china-illegal-no-such-site = { $site } bestaat niet op deze zijde van het speelbord
china-illegal-site-has-house = op { $site } staat al een landhuis
china-illegal-site-not-free = een versterking moet op een landhuisveld zonder landhuis of versterking, en { $site } is bezet
china-illegal-no-house-left = je hebt geen landhuis meer
china-illegal-no-envoy-left = je hebt geen afgezant meer
china-illegal-no-fortification-left = je hebt geen versterking meer
china-illegal-envoy-limit = in { $province } { $envoys ->
    [one] staat al 1 afgezant
   *[other] staan al { $envoys } afgezanten
} en de meerderheid aan landhuizen daar is { $houses ->
    [one] 1 landhuis
   *[other] { $houses } landhuizen
}; meer afgezanten mogen er niet staan
china-illegal-no-fortifications = in dit spel worden geen versterkingen gebruikt
china-illegal-not-on-display = er ligt geen { $card } open
china-illegal-pile-empty = de voorraadstapel is opgebruikt
china-illegal-not-in-hand = je hebt geen { $card } in de hand

## De regels in het kort

china-rules-title = De regels van China in het kort
china-rules-turn = In je beurt zet je speelstenen in of ruil je één kaart. Inzetten: hoogstens twee speelstenen, allebei in één provincie; elke speelsteen kost één kaart in de kleur van de provincie, of twee kaarten van één andere kleur als joker. Een tweede speelsteen mag alleen in een provincie waarin bij het begin van je beurt al een speelsteen stond.
china-rules-pieces = Een landhuis komt op een vrij landhuisveld. Een afgezant komt op het drakenveld van de provincie; in een provincie mogen nooit meer afgezanten staan dan de meeste landhuizen van één speler daar.
china-rules-refill = Na het inzetten vul je je handkaarten aan tot 3, telkens met een open kaart of de bovenste kaart van de voorraadstapel; daarna worden de open kaarten aangevuld tot 4. Ruilen: leg één kaart af en neem een open kaart of de bovenste kaart van de voorraadstapel.
china-rules-province-scoring = Een provincie waarvan alle landhuisvelden bezet zijn, wordt meteen gewaardeerd (de andere in de slotwaardering): de spelers met de meeste landhuizen daar krijgen het totale aantal landhuizen in de provincie; elke volgende plaats krijgt het aantal landhuizen van de plaats erboven.
china-rules-final-scoring = Slotwaardering: alliantie na alliantie (1 tot 15) krijgt elke speler met de meerderheid aan afgezanten in beide provincies één punt per afgezant in die twee provincies. Daarna de landhuisketens: elke ononderbroken rij van minstens 4 eigen landhuizen langs de straten levert 1 punt per landhuis op.
china-rules-end = De aflegstapel wordt één keer de nieuwe voorraadstapel; is die een tweede maal opgebruikt, dan wordt de ronde nog uitgespeeld. Bij een gelijke stand wint wie de meeste speelstenen in voorraad heeft.
china-rules-ruling-side = Afspraak: met 3 spelers zijde A, met 5 zijde B, met 4 naar keuze (standaard B).
china-rules-ruling-display = Afspraak: kaarten die iemand van de open kaarten nam, kent iedereen tot een kaart van die kleur wordt uitgespeeld of afgelegd; de bots weten alleen wat een speler aan tafel kan weten.
china-rules-fortifications = Optie: versterkingen (één per speler) worden als een speelsteen op een vrij landhuisveld gezet en zijn van niemand; wie er een landhuis op zet, krijgt dubbele punten voor die provincie en voor de landhuisketen erdoor.

## Learn to play

lesson-china-goal = Welkom bij China! Je betaalt met kaarten om landhuizen te stichten en afgezanten naar de negen provincies te zenden. Landhuizen, allianties en landhuisketens leveren punten: de meeste winnen.
lesson-china-cards = Elke kaart heeft de kleur van een provincie en betaalt daar een speelsteen. Je hebt twee gele kaarten (Ch'in of Qi) en een oranje (Yan of Han).
lesson-china-placement = In je beurt zet je speelstenen in of ruil je één kaart. Laten we een speelsteen inzetten.
lesson-china-why-placement = Inzetten is de kern van het spel, daarom begint de les ermee.
lesson-china-pay = Betaal met één kaart in de kleur van de provincie. Speel een gele kaart uit voor Ch'in.
lesson-china-why-pay = De les begint in Ch'in, een gele provincie, en je hebt twee gele kaarten.
lesson-china-house = Een landhuis komt op een vrij landhuisveld. Bouw op Ch'in 3: in Ch'in stond nog geen speelsteen, dus mag je er deze beurt maar één inzetten.
lesson-china-why-house = Ch'in 3 ligt aan de straten naar Ch'in 2 en naar Wei: een goed begin voor een landhuisketen.
lesson-china-refill = Na het inzetten vul je je handkaarten aan tot 3: uit de 4 open kaarten of verdekt van de voorraadstapel. Neem de gele kaart.
lesson-china-why-refill = Met een tweede gele kaart betaal je volgende beurt twee speelstenen in Ch'in.
lesson-china-game-over = Het spel is voorbij. Jouw punten, waardering voor waardering:
lesson-china-final-houses = Provincies die nooit vol raakten, waarderen hun landhuizen nu op dezelfde manier: { $points } punten.
lesson-china-final-alliances = Allianties: wie de meeste afgezanten heeft in beide provincies van een buurpaar (gelijkspel telt), krijgt elke afgezant in beide: { $points } punten.
lesson-china-final-chains = Landhuisketens: minstens 4 van je landhuizen, verbonden door straten, leveren 1 punt per landhuis: { $points } punten.
lesson-china-winner = Jouw totaal: { $total } punten; de hoogste score: { $best }. Bij gelijkspel wint wie de meeste speelstenen in voorraad heeft.
lesson-china-turn = In een provincie waar al speelstenen stonden, mag je er twee inzetten. Alle stenen van een beurt gaan naar één provincie. Twee kaarten van één kleur gelden als joker.
lesson-china-envoys = Afgezanten staan op het drakenveld van een provincie, nooit meer dan de meeste landhuizen van één speler daar. Aan het einde tellen ze in allianties van naburige provincies.
lesson-china-province-scoring = Een volle provincie wordt meteen gewaardeerd: de meeste landhuizen krijgen één punt per landhuis daar; de tweede krijgt het aantal van de eerste. Bij gelijkspel deel je een plaats.
lesson-china-end-rule = Is de voorraadstapel op, dan wordt de aflegstapel de nieuwe. Is ook die op, dan wordt de ronde uitgespeeld.
lesson-china-own = Nu is het spel van jou: elke beslissing neem je zelf, tegen twee makkelijke tegenspelers. Tips leggen elke regel uit zodra hij voor het eerst telt. Speel tot het einde!
lesson-china-final-in-play = Provincies die tijdens het spel vol raakten: { $points } punten.

china-action-pass = Passen

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Het spel van Michael Schacht over landhuizen en afgezanten: bouw in de provincies van het oude China, win met je afgezanten de allianties en verbind je landhuizen tot ketens.
