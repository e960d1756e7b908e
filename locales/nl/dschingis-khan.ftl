# Dschingis Khan (Leo Colovini), Nederlands.
# Termen van de Nederlandse spelregels: speelstenen (Chinese krijgers,
# Mongoolse ruiters, boeren, pest, heilkruid), verkenner, dorpen, de Grote
# Muur, muren en muurstukken met een poort, torens, algemene, actieve en
# passieve voorraad, trekken, inzetten, lus. Argumenten zoals in
# locales/en/dschingis-khan.ftl.

## Names of game things
khan-kind-chinese = Chinese krijger
khan-kind-mongol = Mongoolse ruiter
khan-kind-farmer = boer
khan-kind-plague = pest
khan-kind-herb = heilkruid
khan-code-chinese = C
khan-code-mongol = M
khan-code-farmer = B
khan-code-plague = P
khan-code-herb = H
khan-mongolia = Mongolië
khan-china = China
khan-case-plague = pest
khan-case-herb = heilkruid
khan-case-normal = naar zijde
khan-case-legend = Stapels van onder naar boven. Naar zijde: +3 per ruiter in Mongolië of krijger in China, −3 per krijger in Mongolië of ruiter in China, +1 per boer. Pest (zonder heilkruid): −3 per krijger of ruiter, −1 per boer. Heilkruid (zonder pest): +3 en +1. Pest en heilkruid samen heffen elkaar op: naar zijde.

## Setup
khan-start-player = Startspeler
khan-random-start = Willekeurig (uit de startwaarde)
khan-seat-starts = Plaats { $n }

## Board and supplies
khan-board-label = Het speelbord: dorpen ten noorden van de Grote Muur horen bij Mongolië, ten zuiden ervan bij China
khan-general-supply = Algemene voorraad: { $n ->
    [one] 1 muur
   *[other] { $n } muren
}
khan-walls-out = { $n ->
    [one] 1 muur
   *[other] { $n } muren
} uit het spel
khan-walls = { $n ->
    [one] 1 muur
   *[other] { $n } muren
}
khan-pieces = { $n ->
    [one] 1 speelsteen
   *[other] { $n } speelstenen
}
khan-passive = passieve voorraad { $n }
khan-lost = { $n } verloren
khan-scout-on = verkenner op { $v }
khan-scout-off = verkenner niet op het bord
khan-scout-title = { $name }: verkenner op { $v }
khan-controls = controleert { $n ->
    [one] 1 dorp
   *[other] { $n } dorpen
}
khan-legend = Speelstenen: C Chinese krijger, M Mongoolse ruiter, B boer, P pest, H heilkruid; ? een steen die je niet gezien hebt. De letters links geven de eigenaar aan. De Grote Muur is van steen getekend: met een poort als een stuk open is, dicht als het gesloten is; aan de uiteinden staan torens. Een gestippelde blauwe rand: een dorp waar je verkenner deze beurt al geweest is.
khan-click-help = Klik op het bord of kies hieronder. Over de muur: klik het muurstuk waar je op de muur klimt, dan dat waar je afdaalt, dan het dorp.

## Status
khan-setup = Startopstelling
khan-turn = Beurt { $n }
khan-final-round = laatste ronde
khan-end-announced = het einde is aangekondigd
khan-game-over = Einde van het spel
khan-safety-limit = veiligheidsgrens bereikt

## Questions
khan-ask-setup-first = { $name }: startopstelling: leg een getrokken steen in een leeg dorp
khan-ask-setup-second = { $name }: startopstelling: leg de andere steen in een leeg naburig dorp van { $v }
khan-ask-setup-scout = { $name }: zet je verkenner op { $a } of { $b }
khan-ask-draw-first = { $name }: trekken: een muur of een speelsteen?
khan-ask-draw-second = { $name }: tweede keer trekken: een muur of een speelsteen?
khan-ask-deploy = { $name }: speelstenen inzetten, muren bouwen of de geblokkeerde verkenner van het bord nemen?
khan-ask-reenter = { $name }: je verkenner komt terug op het bord: kies zijn dorp
khan-ask-step = { $name }: verplaats je verkenner één stap (nog { $n ->
    [one] 1 steen
   *[other] { $n } stenen
} in te zetten)
khan-ask-place = { $name }: welke steen komt op { $v }?
khan-ask-build = { $name }: bouw een muurstuk (nog { $n ->
    [one] 1 muur
   *[other] { $n } muren
})

## Actions (the decision panel's buttons)
khan-action-setup-piece = { $kind ->
    [chinese] De Chinese krijger
    [mongol] De Mongoolse ruiter
    [farmer] De boer
    [plague] De pest
   *[herb] Het heilkruid
} op { $v } leggen
khan-action-scout = Verkenner op { $v }
khan-action-draw-wall = Een muur trekken ({ $n } in de algemene voorraad)
khan-action-draw-piece = Een speelsteen trekken ({ $n } in je passieve voorraad)
khan-action-place-pieces = Speelstenen inzetten ({ $n })
khan-action-build-walls = Muren bouwen ({ $n })
khan-action-scout-off = De verkenner van het bord nemen
khan-action-pass = Niets doen
khan-action-road = Naar { $v } over de straat
khan-action-gate = Naar { $v } door de poort
khan-action-over-wall = Naar { $v } over de muur: erop { $up }, eraf { $down }
khan-action-place-kind = { $kind ->
    [chinese] De Chinese krijger
    [mongol] De Mongoolse ruiter
    [farmer] De boer
    [plague] De pest
   *[herb] Het heilkruid
} inzetten
khan-action-build = Een muurstuk bouwen { $slot } ({ $outcome })

## What a wall does
khan-outcome-extension = verlengt de muur
khan-outcome-new-end-moved = nieuw einde: de nieuwe arm ({ $new }) is langer dan de oude arm ({ $old }), dus de oude arm verdwijnt en het einde verschuift; { $pruned ->
    [yes] verwijderd, met de muurstukken die van de muur zijn afgesneden
   *[no] verwijderd
}: { $removed }
khan-outcome-new-end-kept = nieuw einde: de nieuwe arm ({ $new }) is niet langer dan de oude arm ({ $old }), dus de nieuwe arm verdwijnt; { $pruned ->
    [yes] verwijderd, met de muurstukken die van de muur zijn afgesneden
   *[no] verwijderd
}: { $removed }
khan-outcome-loop-rerouted = lus: het nieuwe stuk ({ $new }) is langer dan het oude stuk ({ $old }), dus het oude stuk verdwijnt; { $pruned ->
    [yes] verwijderd, met de muurstukken die van de muur zijn afgesneden
   *[no] verwijderd
}: { $removed }
khan-outcome-loop-kept = lus: het nieuwe stuk ({ $new }) is niet langer dan het oude stuk ({ $old }), dus het nieuwe stuk verdwijnt; { $pruned ->
    [yes] verwijderd, met de muurstukken die van de muur zijn afgesneden
   *[no] verwijderd
}: { $removed }
khan-outcome-branch-loop = een lus van alleen aftakkingen: het nieuwe muurstuk verdwijnt; { $pruned ->
    [yes] verwijderd, met de muurstukken die van de muur zijn afgesneden
   *[no] verwijderd
}: { $removed }

## Log
khan-log-setup = { $name } legt een steen verdekt op { $v }
khan-log-scout = { $name } zet de verkenner op { $v }
khan-log-reenter = De verkenner van { $name } komt terug op { $v }
khan-log-draw-wall = { $name } trekt een muur
khan-log-draw-piece = { $name } trekt een speelsteen
khan-log-drew-walls = { $name } trekt { $n ->
    [one] 1 muur
   *[other] { $n } muren
}
khan-log-drew-pieces = { $name } trekt { $n ->
    [one] 1 speelsteen
   *[other] { $n } speelstenen
}
khan-log-drew-both = { $name } trekt { $walls ->
    [one] 1 muur
   *[other] { $walls } muren
} en { $pieces ->
    [one] 1 speelsteen
   *[other] { $pieces } speelstenen
}
khan-log-place-pieces = { $name } zet speelstenen in
khan-log-build-walls = { $name } bouwt muren
khan-log-scout-off = { $name } neemt de geblokkeerde verkenner van het bord
khan-log-pass = { $name } kan niets doen
khan-log-step-road = De verkenner van { $name } gaat over de straat naar { $v }{ $placed ->
    [yes] {" "}en legt daar een steen af
   *[no] {""}
}
khan-log-step-gate = De verkenner van { $name } gaat door de poort (nu gesloten) naar { $v }{ $placed ->
    [yes] {" "}en legt daar een steen af
   *[no] {""}
}
khan-log-step-wall = De verkenner van { $name } gaat over de muur naar { $v }, erop { $up }, eraf { $down } (beide nu gesloten){ $placed ->
    [yes] , en legt daar een steen af
   *[no] {""}
}
khan-log-place = { $name } legt een steen verdekt op { $v }
khan-log-build = { $name } bouwt een muurstuk { $slot }: { $outcome }
khan-log-lost = De verkenner van { $name } zit vast: { $n ->
    [one] 1 steen gaat
   *[other] { $n } stenen gaan
} uit het spel
khan-log-turn = { $name } is aan de beurt
khan-log-trigger = Twee voorraden zijn uitgeput: { $name } kondigt het einde van het spel aan; de laatste ronde volgt
khan-log-over = Eindwaardering
khan-log-safety = De veiligheidsgrens (60 rondes) beëindigt het spel

## Final scores
khan-col-village = Dorp
khan-col-stack = Stapel ↑
khan-col-case = Geval
khan-col-points = Ptn
khan-col-controller = Eigenaar
khan-col-total = Totaal
khan-col-rank = Plaats
khan-col-villages = Dorpen
khan-breakdown = Dorp per dorp
khan-rules-title = Spelregels in het kort en beslissingen

## Rules reference
khan-rule-setup = Voorbereiding: iedere speler trekt 2 speelstenen en legt ze verdekt in twee lege naburige dorpen die een straat zonder muurstuk verbindt, met zijn verkenner op één ervan. Daarna neemt iedereen 2 muren en trekt 2 speelstenen.
khan-rule-turn = Een speelbeurt: trek twee onderdelen, één voor één (een muur uit de algemene voorraad of de bovenste steen van je passieve voorraad; nooit meer dan 4 muren of 4 speelstenen in je actieve voorraad); trekken is verplicht. Zet daarna al je speelstenen in, of bouw al je muren, of neem een geblokkeerde verkenner van het bord.
khan-rule-placing = Inzetten: de verkenner zet per speelsteen één stap en legt de steen verdekt bovenop het bereikte dorp: over een straat (zonder muurstuk erop), door een open poort, of over de muur (erop bij een open muurstuk naast zijn dorp, eraf bij een open muurstuk naast het doeldorp). Gebruikte muurstukken worden gesloten. Nooit tweemaal hetzelfde dorp in één beurt, nooit naar een andere verkenner. Een vastgelopen verkenner verliest de overige stenen.
khan-rule-control = De bovenste steen controleert een dorp; wie het controleert, mag de hele stapel bekijken.
khan-rule-building = Muren bouwen: een muur moet in verbinding staan met de muur. Een lus houdt het langere stuk en verwijdert het kortere (even lang: het nieuwe stuk verdwijnt); wie de west- of oostrand bereikt, maakt een nieuw einde als de nieuwe arm langer is dan de oude. Afgesneden muurstukken worden ook verwijderd. Dorpen ten noorden van de hoofdlijn horen bij Mongolië, ten zuiden ervan bij China.
khan-rule-end = Einde: zijn na het trekken twee voorraden uitgeput (de algemene voorraad muren en de passieve voorraden), dan maakt de speler zijn beurt af en speelt iedereen nog één beurt, de aankondiger als laatste. Muren die in die laatste ronde verwijderd worden, gaan uit het spel.
khan-rule-scoring = Waardering per gecontroleerd dorp: met pest en zonder heilkruid −3 per krijger of ruiter en −1 per boer; met heilkruid en zonder pest +3 en +1; anders Mongoolse ruiters +3 in Mongolië, Chinese krijgers +3 in China, aan de verkeerde zijde −3, boeren +1. Gelijkspel: meer dorpen wint.
khan-ruling-roads = Beslissing: elk paar naburige dorpen heeft een straat; een straat met een muurstuk erop kan alleen door de poort van dat muurstuk, zolang die open is.
khan-ruling-climb = Beslissing: grenzen meerdere open muurstukken aan een dorp, dan kies je waar je op de muur klimt en afdaalt; precies die worden gesloten.
khan-ruling-reentry = Beslissing: een dorp met de verkenner van een andere speler is nooit een dorp om terug te keren; het dorp van terugkeer krijgt geen steen.
khan-ruling-branch-loop = Beslissing: een lus van alleen aftakkingen verwijdert alleen het zojuist gebouwde muurstuk.
khan-ruling-safety = Beslissing: zonder aangekondigd einde eindigt het spel na 60 rondes (veiligheidsgrens).

## Refusals
khan-refusal-bad-options = met deze opties is geen spel mogelijk ({ $why })
khan-options-players = het spel is voor 2 tot 4 spelers, niet voor { $n }
khan-options-start-player = de startspeler moet een van de { $players } plaatsen zijn, niet plaats { $seat }
khan-refusal-game-over = het spel is afgelopen
khan-refusal-wrong-kind-of-action = dat is geen antwoord op de vraag die nu gesteld wordt
khan-refusal-village-not-empty = { $v } is niet leeg (er liggen speelstenen of er staat een verkenner)
khan-refusal-no-partner = { $v } heeft geen leeg naburig dorp dat een straat zonder muurstuk verbindt
khan-refusal-not-neighbours = { $a } en { $b } zijn geen buren
khan-refusal-road-walled = de straat kruist het muurstuk { $slot }: de dorpen liggen aan verschillende zijden
khan-refusal-kind-not-held = je hebt { $kind ->
    [chinese] geen Chinese krijger
    [mongol] geen Mongoolse ruiter
    [farmer] geen boer
    [plague] geen pest
   *[herb] geen heilkruid
}
khan-refusal-scout-not-on-start-villages = de verkenner komt op een van je twee startdorpen
khan-refusal-general-supply-empty = de algemene voorraad heeft geen muren meer
khan-refusal-passive-supply-empty = je passieve voorraad is leeg
khan-refusal-four-held = je hebt al vier onderdelen van die soort
khan-refusal-no-pieces-held = je hebt geen speelsteen om in te zetten
khan-refusal-no-walls-held = je hebt geen muur om te bouwen
khan-refusal-scout-off-board = je verkenner staat niet op het bord
khan-refusal-scout-not-blocked = je verkenner is niet geblokkeerd: hij kan nog een stap zetten
khan-refusal-must-deploy = je moet speelstenen inzetten, muren bouwen of een geblokkeerde verkenner van het bord nemen
khan-refusal-reentry-tier = de verkenner moet terugkomen op een dorp met voorrang { $tier } (eigen dorp met een stap, dan een leeg dorp met een stap, dan om het even welk)
khan-refusal-other-scout = op { $v } staat de verkenner van een andere speler
khan-refusal-visited = je verkenner is deze beurt al op { $v } geweest
khan-refusal-no-road = geen straat verbindt { $a } en { $b }
khan-refusal-road-crosses-wall = de straat kruist het muurstuk { $slot }: ga in plaats daarvan door de poort (als die open is)
khan-refusal-no-wall-piece = er staat geen muurstuk { $slot }
khan-refusal-closed = het muurstuk { $slot } is gesloten
khan-refusal-not-bordering = het muurstuk { $slot } grenst niet aan { $v }
khan-refusal-slot-taken = er staat al een muurstuk { $slot }
khan-refusal-not-connected = een muurstuk { $slot } zou niet in verbinding staan met de muur

## The villages' names on the board (our own, one per village); the ids
## (V01 to V38) stay small in a corner and in each village's title. The log
## and the choices name a village with its id after it (khan-village-title)
## and a wall piece by the two villages its slot separates (khan-slot).
khan-village-name = { $v ->
    [V01] Wolfsheuvel
    [V02] Arendsrots
    [V03] Blauwe Lucht
    [V04] Koudebron
    [V05] Tien Joerten
    [V06] Paardenwei
    [V07] Zoutput
    [V08] Valkenrust
    [V09] Rode Duin
    [V10] Khansput
    [V11] Kameelwaad
    [V12] Viltmarkt
    [V13] Zwarte Tent
    [V14] Leeuwerikveld
    [V15] Windpoort
    [V16] IJzerbeugel
    [V17] Lang Gras
    [V18] Steenhoop
    [V19] Rookheuvel
    [V20] Jadepoort
    [V21] Gierststad
    [V22] Lantaarnbrug
    [V23] Klokkentoren
    [V24] Zijdeweg
    [V25] Pruimenberg
    [V26] Theestad
    [V27] Rijstterras
    [V28] Kraanvijver
    [V29] Inktsteen
    [V30] Perzikhof
    [V31] Wilgenwaad
    [V32] Steenoven
    [V33] Moerbeihoeve
    [V34] Gouden Velden
    [V35] Lotusvijver
    [V36] Papiermolen
    [V37] Drakenveer
   *[V38] Bamboebos
  }
# A village's title on the board: its name and id.
khan-village-title = { $name } ({ $v })
# Where a wall piece stands: the two villages its slot separates.
khan-slot = tussen { $a } en { $b }
# A wall slot's title on the board: where it stands and its id (H3-08).
khan-slot-title = Muurplaats { $slot } ({ $id })

## Learn to play
lesson-dk-goal = Welkom bij Dschingis Khan! Je verkenner brengt je speelstenen naar de dorpen. Aan het einde telt elk dorp voor de speler wiens steen bovenaan ligt: de meeste punten winnen.
lesson-dk-board = De Grote Muur loopt tussen de rode torens van west naar oost: dorpen ten noorden ervan zijn Mongolië, ten zuiden China. Muren bouwen verschuift hem.
lesson-dk-pieces = Je 17 speelstenen liggen verdekt: 5 Chinese krijgers, 5 Mongoolse ruiters, 5 boeren, 1 pest en 1 heilkruid. De anderen zien alleen je kleur.
lesson-dk-setup-first = Startopstelling: je hebt een Mongoolse ruiter en een boer getrokken. Leg de ruiter verdekt op Pruimenberg, voorlopig in China.
lesson-dk-why-setup-first = De les verschuift de Grote Muur in je eerste beurt rond Pruimenberg, dus je ruiter gaat nu daarheen.
lesson-dk-setup-second = De tweede steen gaat naar een leeg naburig dorp aan dezelfde zijde, verbonden door een straat zonder muur: leg de boer op Steenoven.
lesson-dk-why-setup-second = Een boer is aan beide zijden +1 waard, dus Steenoven is veilig, waar de muur ook heen gaat.
lesson-dk-setup-scout = Zet nu je verkenner op een van je twee dorpen: Pruimenberg. Elke tocht begint waar hij staat.
lesson-dk-why-setup-scout = Op Pruimenberg staat je verkenner aan de muur en kan hij die volgende beurt bereiken.
lesson-dk-supplies = Je tegenspeler legde twee stenen verdekt: je ziet alleen hun kleur. Ieder nam 2 muren en trok 2 stenen; jij hebt een boer en een Mongoolse ruiter.
lesson-dk-draw-wall = Jouw beurt: trek twee onderdelen, één voor één, en zet dan in. Neem een muur uit de algemene voorraad. Je mag hoogstens 4 muren en 4 stenen hebben.
lesson-dk-why-draw-wall = Voor het nieuwe einde van de muur heb je deze beurt drie muren nodig, dus eerst een muur.
lesson-dk-draw-piece = Trek nu de bovenste steen van je passieve voorraad: heilkruid. Alleen jij weet wat het is.
lesson-dk-why-draw-piece = Je muurstukken volstaan voor deze beurt; een steen nu is er één meer om later in te zetten.
lesson-dk-deploy = Zet alle onderdelen van één soort in: al je speelstenen of al je muren. Bouw je muren!
lesson-dk-why-deploy = Deze beurt is om te bouwen: je drie muren brengen Pruimenberg naar Mongolië.
lesson-dk-build-first = Een nieuw muurstuk moet in verbinding staan met de muur, op een lichte lijn tussen twee torens, en wordt open geplaatst. Begin bij de toren tussen Zijdeweg en Pruimenberg.
lesson-dk-why-build = Deze drie muurstukken, in deze volgorde, leggen de muur ten zuiden van Pruimenberg, waar je ruiter punten haalt.
lesson-dk-build-second = Verleng de nieuwe aftakking langs de zuidkant van Pruimenberg.
lesson-dk-build-new-end = Dit muurstuk bereikt de oostrand: een nieuw einde! De nieuwe arm telt 3 muurstukken, de oude 1: de langere blijft, de oude arm gaat terug naar de algemene voorraad.
lesson-dk-sides = De Grote Muur loopt nu ten zuiden van Pruimenberg: het ligt in Mongolië, en je ruiter daar is +3 waard in plaats van −3. Steenoven blijft in China.
lesson-dk-blocked = Elk muurstuk naast Pruimenberg is nu gesloten: je verkenner kan geen enkele stap zetten. Hij is geblokkeerd.
lesson-dk-end-rule = Laat het trekken twee voorraden leeg (de algemene voorraad muren en de passieve voorraden tellen mee), dan kondigt die speler het einde aan: ieder speelt nog één beurt, hij zelf als laatste.
lesson-dk-scoring = Het spel is voorbij en alle stenen worden omgedraaid. Elk dorp telt voor de speler wiens steen bovenaan ligt, met alle stenen erin. Jouw dorpen:
lesson-dk-scoring-china = In China, zonder pest of heilkruid: +3 per Chinese krijger, −3 per Mongoolse ruiter, +1 per boer. Jij: { $points } punten.
lesson-dk-scoring-mongolia = In Mongolië omgekeerd: +3 per Mongoolse ruiter, −3 per Chinese krijger, +1 per boer. Jij: { $points } punten.
lesson-dk-scoring-plague = Met pest en zonder heilkruid, aan beide zijden: −3 per krijger of ruiter, −1 per boer. Jij: { $points } punten.
lesson-dk-scoring-herb = Met heilkruid en zonder pest, aan beide zijden: +3 per krijger of ruiter, +1 per boer. Jij: { $points } punten.
lesson-dk-scoring-both = Pest en heilkruid samen heffen elkaar op: het dorp telt naar zijn zijde. Jij: { $points } punten.
lesson-dk-winner = Jouw totaal: { $total } punten; de hoogste score: { $best }. De meeste punten winnen; bij gelijkspel wie meer dorpen heeft.
lesson-dk-journey = Je tegenspeler zette speelstenen in: zijn verkenner ging over straten en over de muur en legde op elk bereikt dorp een verdekte steen. De gebruikte muurstukken zijn nu gesloten.
lesson-dk-own = Nu is het spel van jou: elke beslissing neem je zelf, tegen een makkelijke tegenspeler. Tips leggen elke regel uit zodra hij voor het eerst telt. Speel tot het einde!

lesson-dk-take-off = In plaats van inzetten mag je een geblokkeerde verkenner van het bord nemen. Bij je volgende inzet komt hij terug: op je eigen dorp, of anders op een leeg dorp.

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-dschingis-khan = Dschingis Khan
game-blurb-dschingis-khan = Het spel van Leo Colovini over de bewegende Grote Muur: leid je volk naar dorpen aan de goede kant van de muur en verplaats dan de muur. Verborgen stukken, verschuivende grenzen.
