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
china-action-pass = Passen
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

lesson-china-goal = Welkom bij China! Als provincievorst betaal je met kaarten om landhuizen te stichten en afgezanten uit te zenden naar de negen provincies. Landhuizen leveren punten op zodra een provincie vol is, en aan het einde tellen landhuizen, allianties van afgezanten en landhuisketens: de meeste punten winnen.
lesson-china-cards = Elke kaart heeft de kleur van een provincie: daarmee zet je daar een speelsteen in. Je hebt twee gele kaarten (Ch'in of Qi) en een oranje (Yan of Han) in de hand; paars geldt alleen voor Chu.
lesson-china-placement = In je beurt zet je speelstenen in of ruil je één kaart. Laten we een speelsteen inzetten.
lesson-china-why-placement = Inzetten is de kern van het spel, daarom begint de les ermee.
lesson-china-pay = Betaal met één kaart in de kleur van de provincie. Speel een gele kaart uit voor Ch'in.
lesson-china-why-pay = De les begint in Ch'in, een gele provincie, en je hebt twee gele kaarten.
lesson-china-house = Een landhuis komt op een vrij landhuisveld. Bouw op Ch'in 3: in Ch'in stond nog geen speelsteen, dus mag je er deze beurt maar één inzetten.
lesson-china-why-house = Ch'in 3 ligt aan de straten naar Ch'in 2 en naar Wei; dat is later van belang.
lesson-china-refill = Na het inzetten vul je je handkaarten aan tot 3: uit de 4 open kaarten of verdekt van de voorraadstapel. Neem de gele kaart.
lesson-china-why-refill = Met een derde gele kaart kun je volgende beurt twee keer in Ch'in bouwen.
lesson-china-opponents-joker = Je tegenspelers volgden je naar Ch'in. Omdat daar al een speelsteen stond, mocht de volgende speler er twee inzetten; twee kaarten van dezelfde kleur betalen als joker voor een speelsteen in een provincie van een andere kleur.
lesson-china-fortification = De zwarte steen op Ch'in 5 is een versterking. Dit spel speelt met versterkingen (een optie voor ervaren spelers): iedereen heeft er één, en eenmaal ingezet is ze van niemand. Wie er een landhuis op zet, krijgt dubbele punten voor die provincie en voor de landhuisketen erdoor.
lesson-china-placement-two = Jij bent aan de beurt. In Ch'in stonden bij het begin van je beurt al speelstenen, dus mag je er tot twee inzetten: 3 kaarten, 2 speelstenen, 1 provincie. Zet speelstenen in.
lesson-china-why-qin = Deze beurt toont wat twee speelstenen in één provincie kunnen doen.
lesson-china-pay-two = Speel een gele kaart uit voor de eerste speelsteen.
lesson-china-house-fortified = Zet je landhuis op de versterking op Ch'in 5: een landhuisveld met alleen een versterking is vrij voor een landhuis.
lesson-china-why-fortified = Het landhuis op de versterking verdubbelt je punten als Ch'in gewaardeerd wordt.
lesson-china-second-piece = Nu de tweede speelsteen: speel je andere gele kaart uit.
lesson-china-why-second = Een tweede landhuis maakt Ch'in vol, en een volle provincie wordt meteen gewaardeerd.
lesson-china-fill-qin = Bouw op Ch'in 2, het laatste vrije landhuisveld. Alle speelstenen van een beurt komen in dezelfde provincie.
lesson-china-why-fill = Ch'in 2 is het laatste vrije landhuisveld van Ch'in en is via een straat verbonden met Ch'in 3.
lesson-china-qin-scored = Ch'in is vol en wordt meteen gewaardeerd. Jij hebt de meeste landhuizen, 3: je krijgt één punt per landhuis in Ch'in, dus 5, door je landhuis op de versterking verdubbeld tot 10. De tweede plaats krijgt zoveel punten als de eerste plaats landhuizen heeft: 3 voor elke tegenspeler.
lesson-china-refill-two = Vul je handkaarten aan, één kaart per keer. Neem de open rode kaart.
lesson-china-why-red = Met rode kaarten bouw je in Wei, naast je landhuizen in Ch'in.
lesson-china-draw = Trek nu je tweede kaart verdekt van de voorraadstapel. Heb je weer 3 kaarten, dan worden de open kaarten aangevuld tot 4.
lesson-china-why-draw = Verdekt trekken is de andere manier van aanvullen; probeer het één keer.
lesson-china-placement-envoy = Jij bent aan de beurt. Tijd voor een afgezant: afgezanten staan op het drakenveld van een provincie en leveren aan het einde punten op in allianties. Zet een speelsteen in.
lesson-china-why-envoy = Je drie landhuizen in Ch'in maken daar plaats voor afgezanten.
lesson-china-joker = Ch'in is geel en je hebt geen gele kaart. Speel twee rode kaarten uit als joker.
lesson-china-why-joker = Met de joker betaal je in een provincie waarvan je de kleur niet in de hand hebt.
lesson-china-envoy = Zend de afgezant naar het drakenveld van Ch'in. In een provincie mogen zoveel afgezanten staan als de meeste landhuizen van één speler daar: in Ch'in 3.
lesson-china-refill-yellow = Aanvullen: neem de open gele kaart.
lesson-china-why-yellow = Gele kaarten betalen nog meer afgezanten in Ch'in.
lesson-china-refill-red = En ook de rode kaart.
lesson-china-road = Jij bent aan de beurt. Kijk naar de straten tussen de landhuisvelden: er loopt er een van je landhuis op Ch'in 3 naar Wei. Zet een speelsteen in.
lesson-china-why-road = Een landhuis op Wei 5 begint een rij landhuizen langs de straat vanaf Ch'in 3.
lesson-china-road-pay = Wei is rood: speel je rode kaart uit.
lesson-china-road-house = Bouw op Wei 5. In Wei stond bij het begin van je beurt geen speelsteen, dus blijft het deze beurt bij één.
lesson-china-refill-purple = Aanvullen: neem de paarse kaart.
lesson-china-why-purple = Het spel van de les gaat verder met deze kaart.
lesson-china-envoy-limit = De volgende speler zond een afgezant naar Wei. Er mogen nooit meer afgezanten staan dan de meeste landhuizen van één speler in de provincie: in Wei is dat 1, dus past er geen afgezant meer bij tot iemand een tweede landhuis bouwt.
lesson-china-swap = Jij bent aan de beurt. In plaats van in te zetten kun je ruilen: leg één kaart af, neem er een van de open kaarten of van de stapel, en je beurt is voorbij. Ruil een kaart.
lesson-china-why-swap = Ruil je je enige paarse kaart voor een tweede oranje, dan heb je volgende beurt een paar.
lesson-china-swap-discard = Leg de paarse kaart af.
lesson-china-swap-take = Neem een open oranje kaart.
lesson-china-own-fortification = Jij bent aan de beurt, en het is tijd voor je eigen versterking. Qi is geel; er staan drie landhuizen en Qi 2 is nog vrij. Zet speelstenen in.
lesson-china-why-qi = Deze beurt maakt Qi vol met jouw landhuis op je eigen versterking.
lesson-china-own-fortification-pay = Speel je twee oranje kaarten uit als joker voor de versterking.
lesson-china-own-fortification-put = Zet je versterking op Qi 2. Nu is ze van niemand, maar je bouwt er meteen op.
lesson-china-qi-second = In Qi stonden bij het begin van je beurt speelstenen: speel je gele kaart uit voor een tweede speelsteen.
lesson-china-qi-fill = Zet je landhuis op de versterking op Qi 2: Qi is vol.
lesson-china-qi-scored = Qi wordt gewaardeerd. De volgende speler heeft de meeste landhuizen, 3, en krijgt alle 4 punten. Jij bent tweede met 1 landhuis en krijgt 3, het aantal landhuizen van de eerste plaats, verdubbeld tot 6.
lesson-china-refill-quick = Deze keer vult de coach je handkaarten voor je aan.
lesson-china-chain-placement = Jij bent aan de beurt. Je landhuizen op Ch'in 2, Ch'in 3 en Wei 5 staan op een rij langs de straten, en Wei 6 ligt naast Wei 5. Zet speelstenen in.
lesson-china-why-chain = Een vierde landhuis in de rij maakt een landhuisketen die aan het einde punten oplevert.
lesson-china-chain-pay = Speel een rode kaart uit voor Wei.
lesson-china-chain-house = Bouw op Wei 6.
lesson-china-chain = Vier van je landhuizen staan nu op een rij langs de straten: een landhuisketen. Aan het einde levert elke ononderbroken rij van minstens 4 landhuizen 1 punt per landhuis op, ook over provinciegrenzen heen. Een keten vertakt niet: bij een vertakking volgt ze één tak.
lesson-china-alliance-pay = In Wei stonden bij het begin van je beurt speelstenen: speel je tweede rode kaart uit voor een afgezant.
lesson-china-why-alliance = Met je tweede landhuis in Wei past daar een tweede afgezant, en Wei grenst aan Ch'in, waar je afgezant staat.
lesson-china-alliance-envoy = Zend de afgezant naar Wei.
lesson-china-alliance = Wei en Ch'in zijn buren: dat is alliantie 3. Aan het einde krijgt wie in beide provincies van een alliantie de meerderheid aan afgezanten heeft (gelijke stand telt), één punt voor elke afgezant daar. In Wei en in Ch'in deel je nu de meerderheid.
lesson-china-reshuffle = De voorraadstapel is opgebruikt: de aflegstapel wordt gemixt en wordt de nieuwe voorraadstapel. Is ook die opgebruikt, dan wordt de ronde nog uitgespeeld en is het spel voorbij.
lesson-china-rounds-later = We spoelen een paar rondes door. Je zendt afgezanten naar Zhao, Ch'in en Yan en bouwt in Zhao en Lu; Zhao raakt vol en wordt gewaardeerd.
lesson-china-rounds-later-two = En nog een paar: je zendt twee afgezanten naar Qi en één naar Han, en jouw landhuis maakt Chu vol. Ook Yan en Lu raken vol, en de voorraadstapel is een tweede maal opgebruikt.
lesson-china-last-round = De voorraadstapel is een tweede maal opgebruikt: de ronde wordt uitgespeeld, met alleen de open kaarten. De laatste speler heeft nog één beurt.
lesson-china-game-over = Het spel is voorbij. De slotwaardering gaat in drie stappen: landhuizen, allianties, landhuisketens.
lesson-china-final-houses = Stap 1: de provincies die nooit vol raakten, worden gewaardeerd met de landhuizen die er staan: Wei en Han (Shu bleef leeg). In Wei heb jij de meeste landhuizen, 2 van de 4: 4 punten.
lesson-china-final-alliances = Stap 2: de allianties, van 1 tot 15. Jij hebt alleen of gedeeld de meerderheid aan afgezanten in beide provincies van de allianties 3, 5, 7, 10, 11 en 12: 26 punten.
lesson-china-final-chains = Stap 3: de landhuisketens. De jouwe, van Ch'in 2 tot Wei 6, levert 4 op. De ketens van de laatste speler leveren 18 op: die door Chu loopt over een versterking en telt dubbel.
lesson-china-winner = Je wint met 61 punten, voor 50 en 31! Bij een gelijke stand zou winnen wie de meeste speelstenen in voorraad heeft. Veel plezier met China!

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Het spel van Michael Schacht over landhuizen en afgezanten: bouw in de provincies van het oude China, win met je afgezanten de allianties en verbind je landhuizen tot ketens.
