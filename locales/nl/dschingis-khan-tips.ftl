# Dschingis Khan: tips, elke regel uitgelegd op het moment dat hij voor het eerst telt (issue 42).
# Eén bericht tip-<id> per tip van de lijst van de crate (crates/dschingis-khan/src/tips.rs),
# hoogstens 35 woorden, in de termen van de spelregels (zie dschingis-khan.ftl).
# Argumenten: $player de naam van een speler; $points, $villages, $pieces, $walls,
# $passive, $new, $old aantallen; $mongolia 1 voor Mongolië, 0 voor China; $tier de
# voorrang bij terugkeer (1 tot 4); $shared 1 als de winnaars de overwinning delen.

## Startopstelling
tip-dk-setup = Startopstelling: leg je twee getrokken speelstenen verdekt in twee lege naburige dorpen die een straat zonder muurstuk verbindt. Zet daarna je verkenner op een van beide.
tip-dk-sides = De Grote Muur loopt van de westrand naar de oostrand: dorpen ten noorden ervan horen bij Mongolië, ten zuiden ervan bij China. De bovenste rij is altijd Mongolië, de onderste altijd China.
tip-dk-pieces = Je 17 speelstenen: 5 Chinese krijgers, 5 Mongoolse ruiters, 5 boeren, pest en heilkruid. Ruiters horen in Mongolië, krijgers in China. Anderen zien alleen je kleur; de volgorde van je passieve voorraad kent niemand.
tip-dk-supplies = Iedereen nam 2 muren uit de algemene voorraad en trok 2 speelstenen in zijn actieve voorraad: daaruit zet je in. Van de 28 muren liggen er nog { $walls } klaar; je passieve voorraad telt { $passive } stenen.

## Trekken
tip-dk-draw = Jouw beurt: trek eerst twee onderdelen, één voor één: een muur uit de algemene voorraad of de bovenste steen van je passieve voorraad. De anderen zien welke soort je trekt, nooit welke steen.
tip-dk-draw-look = Je hebt de getrokken steen bekeken; alleen jij kent hem. Kies nu je tweede onderdeel: nog een speelsteen of een muur.
tip-dk-draw-limit = Je hebt nu { $walls ->
    [one] { $walls } muur
   *[other] { $walls } muren
} en { $pieces ->
    [one] { $pieces } speelsteen
   *[other] { $pieces } speelstenen
}. Na het trekken nooit meer dan 4 van elke soort: heb je er 4, dan trek je de andere soort tot je inzet.
tip-dk-draw-forced = Trekken is verplicht: kan er maar één soort, dan wordt die voor je getrokken. Je trekt twee onderdelen als het kan, anders zoveel als mogelijk is.
tip-dk-plague = Je hebt de pest. Een dorp met pest en zonder heilkruid is voor wie het controleert −3 per krijger of ruiter en −1 per boer waard, aan beide zijden. Verdekt is het goed lokaas.
tip-dk-herb = Je hebt het heilkruid. Een dorp met heilkruid en zonder pest is +3 per krijger of ruiter en +1 per boer waard, aan beide zijden. Pest en heilkruid samen heffen elkaar op.

## Inzetten
tip-dk-deploy = Zet nu alle onderdelen van één soort in: al je speelstenen of al je muren; de rest blijft in je actieve voorraad. Een geblokkeerde verkenner mag je in plaats daarvan van het bord nemen.
tip-dk-pass = Je had niets om in te zetten: geen steen, geen muur, en je verkenner was niet geblokkeerd. Alleen dan doet een speler niets in zijn beurt.

## De tocht van de verkenner
tip-dk-journey = Inzetten: je verkenner zet per speelsteen één stap en legt hem verdekt in elk dorp dat hij bereikt, niet in zijn uitgangsdorp. Over de straat gaat hij naar een buurdorp zonder muurstuk ertussen.
tip-dk-place-kind = Kies welke steen hier komt, verdekt bovenop de stapel. Je bepaalt zelf de volgorde van je stenen onderweg; ze moeten allemaal worden ingezet.
tip-dk-no-return = Je verkenner mag in één beurt geen dorp tweemaal bezoeken en niet terug naar zijn uitgangsdorp. Dorpen met speelstenen mogen wel: jouw steen komt bovenop.
tip-dk-other-scout = Een dorp waar de verkenner van een tegenspeler staat, is taboe voor je verkenner. Dorpen met stenen van anderen niet: daar mag je je steen bovenop leggen.
tip-dk-gate = Een open muurstuk op een straat is een poort: je verkenner mag erdoor naar het dorp aan de andere zijde. Achter hem wordt de poort gesloten, voor iedereen.
tip-dk-over-wall = Over de muur: klim erop bij een open muurstuk naast je dorp, loop over de muur, ook over gesloten stukken, en daal af bij een open muurstuk naast het doeldorp. Beide worden gesloten.
tip-dk-closed = Door een gesloten muurstuk kan niemand meer doorheen of erbovenop: de straat eronder is dicht. Zijn dorpen bereik je nog over de muur, bij andere open muurstukken.
tip-dk-branch-road = Dit muurstuk is een aftakking van de hoofdlijn: beide dorpen blijven aan dezelfde zijde, maar de straat ertussen is versperd. Alleen zijn poort laat je verkenner door, zolang die open is.
tip-dk-placed = Je steen ligt bovenaan, dus je controleert dit dorp. Aan het einde telt het voor jou, met alle stenen erin.
tip-dk-capture = Je steen ligt bovenaan: je controleert dit dorp nu en mag al zijn stenen bekijken. Bij de waardering tellen ze allemaal voor jou, van wie ze ook zijn.
tip-dk-lost-control = { $player } legde een steen bovenop jouw dorp en controleert het nu: { $player } mag alle stenen erin bekijken, ook de jouwe. Alleen de bovenste steen telt.
tip-dk-stuck = Je verkenner zit vast, er is geen stap meer mogelijk: { $pieces ->
    [one] de steen die je nog hebt, gaat
   *[other] de { $pieces } stenen die je nog hebt, gaan
} definitief uit het spel. Elke stap mag, dus plan je tocht vooruit.
tip-dk-scout-stays = Je verkenner blijft op het dorp waar hij zijn laatste steen legde: daar begint je volgende tocht. Hij verplaatst zich alleen in beurten waarin je speelstenen inzet.

## Een geblokkeerde verkenner
tip-dk-blocked = Je verkenner is geblokkeerd: geen stap is mogelijk. In plaats van in te zetten mag je hem van het bord nemen en je voorraad houden; hij keert terug als je weer speelstenen inzet.
tip-dk-reenter = { $tier ->
    [1] Eerst komt je verkenner terug: op een eigen dorp van waaruit hij een stap kan zetten (zonder zo'n dorp: een leeg dorp met een stap).
   *[other] Je hebt geen eigen dorp van waaruit je verkenner een stap kan zetten: hij begint opnieuw in een leeg dorp met een stap (zonder zo'n dorp: een eigen of leeg dorp).
} Daar komt geen steen.

## Muren bouwen
tip-dk-build = Bouw je muren één voor één op de lichtgekleurde lijnen tussen de torens. Elk nieuw muurstuk moet in verbinding staan met de muur en wordt open geplaatst, met de poort bruikbaar.
tip-dk-branch = { $player } bouwde een aftakking, een doodlopend stuk aan de hoofdlijn. Alleen de hoofdlijn scheidt Mongolië van China; een aftakking verspert wel de straat eronder.
tip-dk-new-end = De muur van { $player } bereikte de rand: een nieuw einde. De nieuwe arm telt { $new ->
    [one] { $new } muurstuk
   *[other] { $new } muurstukken
}, de oude { $old }: het langere stuk blijft, de oude arm gaat terug naar de algemene voorraad.
tip-dk-new-end-kept = De muur van { $player } bereikte de rand, maar de nieuwe arm telt { $new ->
    [one] { $new } muurstuk
   *[other] { $new } muurstukken
} en de oude { $old }: de nieuwe is niet langer en verdwijnt. Bij gelijke lengte blijft het oudere stuk staan.
tip-dk-loop = { $player } maakte een lus: het nieuwe stuk telt { $new ->
    [one] { $new } muurstuk
   *[other] { $new } muurstukken
}, het oude { $old }. Het langere blijft; het oude stuk gaat terug naar de algemene voorraad en de hoofdlijn volgt het nieuwe.
tip-dk-loop-kept = { $player } maakte een lus, maar het nieuwe stuk telt { $new ->
    [one] { $new } muurstuk
   *[other] { $new } muurstukken
} en het oude { $old }: het nieuwe is niet langer en verdwijnt. Bij gelijke lengte blijft het oudere stuk staan.
tip-dk-branch-loop = Het muurstuk van { $player } sloot een lus van alleen aftakkingen, los van de hoofdlijn. Geen dorp wisselt van zijde, dus alleen dat muurstuk verdwijnt weer.
tip-dk-pruned = { $pieces ->
    [one] Eén muurstuk was van de hoofdlijn afgesneden en werd ook verwijderd:
   *[other] { $pieces } muurstukken waren van de hoofdlijn afgesneden en werden ook verwijderd:
} elk muurstuk moet in verbinding blijven met de Grote Muur.
tip-dk-side-change = De muur is verschoven: dit dorp ligt nu in { $mongolia ->
    [1] Mongolië
   *[other] China
}. Zijn stenen blijven liggen en tellen voor de zijde waar ze aan het einde liggen.

## Het einde
tip-dk-end = Twee voorraden zijn uitgeput (de algemene voorraad muren en de passieve voorraden tellen mee): { $player } kondigt het einde aan en maakt zijn beurt af. Iedereen speelt nog één beurt, { $player } als allerlaatste.
tip-dk-walls-out = { $pieces ->
    [one] Net ging er één muurstuk
   *[other] Net gingen er { $pieces } muurstukken
} uit het spel: in de laatste ronde gaan muren die van het bord worden genomen niet meer terug naar de algemene voorraad.
tip-dk-final = Het spel is voorbij; alle stenen worden opengelegd. Elk dorp telt voor de speler met de bovenste steen, met alle stenen erin; stenen in een voorraad of verloren tellen niet. Jij: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}, { $villages ->
    [one] 1 dorp
   *[other] { $villages } dorpen
}.
tip-dk-score-china = In China, zonder pest of heilkruid: +3 per Chinese krijger, −3 per Mongoolse ruiter, +1 per boer. Dit dorp: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} voor { $player }.
tip-dk-score-mongolia = In Mongolië, zonder pest of heilkruid: +3 per Mongoolse ruiter, −3 per Chinese krijger, +1 per boer. Dit dorp: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} voor { $player }.
tip-dk-score-plague = Pest en geen heilkruid, aan beide zijden: −3 per krijger of ruiter, −1 per boer; de pest zelf telt niet. Dit dorp: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} voor { $player }.
tip-dk-score-herb = Heilkruid en geen pest, aan beide zijden: +3 per krijger of ruiter, +1 per boer; het heilkruid zelf telt niet. Dit dorp: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} voor { $player }.
tip-dk-score-both = Pest en heilkruid heffen elkaar op, in elk aantal: het dorp telt naar zijn zijde, alsof geen van beide er lag. Dit dorp: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} voor { $player }.
tip-dk-winner = De meeste punten winnen: { $player }, met { $points ->
    [one] { $points } punt
   *[other] { $points } punten
} en { $villages ->
    [one] 1 dorp
   *[other] { $villages } dorpen
}. Bij gelijkspel wint wie meer dorpen controleert.
tip-dk-tie-break = { $shared ->
    [1] Gelijk aantal punten en ook evenveel dorpen: de gelijke spelers delen de overwinning.
   *[other] Gelijk aantal punten: wie meer dorpen controleert, wint.
}
