# Tips: de regels van China wanneer ze voor het eerst tellen (crates/china/src/tips.rs).
tip-china-turn = Je bent aan de beurt: zet speelstenen in (en vul daarna je hand aan tot 3 kaarten) of ruil één kaart. Er wordt met de klok mee gespeeld.
tip-china-pay = Elke speelsteen kost 1 kaart in de kleur van de provincie, of 2 kaarten van één andere kleur als joker. Alle speelstenen van een beurt gaan naar één provincie: 3 kaarten, 2 speelstenen, 1 provincie.
tip-china-joker = Een joker: twee kaarten van dezelfde kleur betalen één speelsteen in een provincie van een andere kleur.
tip-china-house = Een landhuis komt op een vrij veld van de provincie. Speelstenen worden één voor één ingezet; dit landhuis kan dus meteen een afgezant mogelijk maken.
tip-china-envoy = Een afgezant komt op het drakenveld. Een provincie telt nooit meer afgezanten dan één speler er hoogstens landhuizen heeft, ook na de waardering.
tip-china-second-piece = Je mag een tweede speelsteen in dezelfde provincie zetten of stoppen. Was de provincie bij het begin van je beurt leeg, dan mag er maar één speelsteen in.
tip-china-refill = Vul je hand één voor één aan tot 3 kaarten: een open kaart of de bovenste van de voorraadstapel. Je hebt er nu { $hand }; de open kaarten worden daarna aangevuld.
tip-china-swap = Ruilen: leg één kaart af en neem een open kaart of de bovenste van de voorraadstapel. Daarmee eindigt je beurt.
tip-china-province-full = De provincie is vol: haar { $houses } landhuizen worden nu gewaardeerd. Wie de meeste landhuizen heeft, krijgt het totale aantal landhuizen. Ze wordt nooit meer gewaardeerd.
tip-china-second-place = De tweede plaats krijgt zoveel punten als de eerste plaats landhuizen heeft: { $first }. Ook met { $second } landhuizen loont dat.
tip-china-tied-second = Gelijkspel met { $second } landhuizen: zij delen de tweede plaats en krijgen elk { $first }, het aantal landhuizen van de plaats erboven. Het volgende aantal wordt derde.
tip-china-reshuffle = De voorraadstapel is opgebruikt: de { $cards } afgelegde kaarten worden geschud tot een nieuwe stapel. Is die ook opgebruikt, dan eindigt het spel.
tip-china-pile-used-up = De voorraadstapel is voor de tweede keer opgebruikt: de ronde wordt uitgespeeld, dan eindigt het spel. Kaarten komen nog alleen uit de open kaarten; wie niets kan, past.
tip-china-game-end = Het spel is afgelopen. De slotwaardering volgt: landhuizen in provincies die nog niet gewaardeerd zijn, dan de allianties, dan de landhuisketens.
tip-china-final-houses = Slotwaardering: deze provincie was nog niet gewaardeerd; haar { $houses } landhuizen worden nu gewaardeerd zoals bij een volle provincie.
tip-china-alliances = Allianties: wie in beide provincies van een alliantie de meeste afgezanten heeft (ook bij gelijkspel), krijgt alle afgezanten van die twee provincies als punten.
tip-china-chains = Landhuisketens: 4 of meer eigen landhuizen op een rij langs de wegen leveren 1 punt per landhuis op, ook over provinciegrenzen heen.
tip-china-winner = { $shared ->
    [1] { $winner } heeft de meeste punten en wint.
   *[other] { $shared } spelers hebben evenveel punten en speelstenen over: zij delen de overwinning.
} Bij gelijke punten wint wie de meeste speelstenen in de voorraad heeft.
tip-china-fortification = Je hebt een versterking: zet haar als een speelsteen op een vrij veld van deze provincie. Ze is van niemand; iedereen mag er later een landhuis op bouwen.
tip-china-house-on-fortification = { $player } bouwde een landhuis op een versterking: de waardering van deze provincie en de landhuisketen door dit landhuis tellen voor die speler dubbel.
