# De tips van de Draak (issue 42): `tip-<id>` voor elke tip van de lijst
# (crates/dragon/src/tips.rs), elk hoogstens ongeveer 35 woorden. Termen
# zoals in de Nederlandse spelregel (999 Games 2007).
# Argumenten: $player de naam van een speler; $kind, $other, $event al
# vertaalde namen uit het spel; alle andere argumenten zijn getallen.

## Startpersonen en personen.
tip-draft = Neem twee verschillende jongere personen voor je paleizen. Elke persoon zet je schijf op de personenpuntentabel zoveel velden vooruit als zijn getal: die tabel bepaalt de volgorde.
tip-draft-pair = Een medespeler nam al de combinatie { $kind } en { $other }: niemand mag dezelfde combinatie nog eens nemen. Kies een andere tweede persoon.
tip-event-row = De rij gebeurtenissen toont wat elke maand brengt: rust in maand 1 en 2, daarna elk van de vijf gebeurtenissen twee keer, nooit twee keer na elkaar. Bereid je op tijd voor.
tip-super-ahead = In maand 7 komt een supergebeurtenis: { $event }. Die volgt op de gebeurtenis van de maand, vóór verval en waardering.
tip-place = Leg de nieuwe persoon in een van je paleizen met een vrije etage: één persoon per etage, en een paleis heeft hoogstens 3 etages.
tip-track-steps = Je nieuwe persoon zette je schijf { $steps ->
    [one] 1 veld
   *[other] { $steps } velden
} vooruit op de personenpuntentabel. Jongere personen brengen meer velden op, oudere meer symbolen.
tip-turn-order = De volgorde is veranderd: ze volgt altijd de personenpuntentabel, de voorste schijf eerst. Na elke zet wordt ze opnieuw bepaald.
tip-stacking = De schijf van { $player } kwam op een bezet veld: ze komt bovenop en geldt als vóór de schijven eronder.

## De actiefase.
tip-phases = Elk van de 12 maanden heeft vier fases: actie, persoon, de gebeurtenis van de maand en dan de waardering.
tip-groups = In volgorde zet je je draak op een kaartengroep en voer je één actie ervan uit, of vul je aan tot 3 yuan. Anderen mogen dezelfde groep en actie kiezen. Daarna gaan de draken terug.
tip-occupied = Op groep { $group } staat al een draak: wie die groep ook kiest, betaalt eerst 3 yuan. Zonder 3 yuan kun je ze niet kiezen.
tip-cannot-afford = Je hebt { $yuan } yuan, dus sommige kaarten kun je niet kiezen: een groep waarop al een draak staat kost 3 yuan, een privilege minstens 2. Aanvullen kan altijd.
tip-refill = { $player } vulde aan: { $yuan ->
    [0] niets te nemen, met 3 yuan of meer
   *[other] { $yuan } yuan, tot 3 yuan
}. Aanvullen in plaats van een actie mag altijd.
tip-taxes = { $player } inde belastingen: 2 yuan, plus 1 per munt op de eigen belastingontvangers: { $gain } yuan.
tip-build = { $player } bouwde: 1 paleisonderdeel, plus 1 per hamer op de eigen handarbeiders: { $gain ->
    [one] 1 paleisonderdeel
   *[other] { $gain } paleisonderdelen
}.
tip-build-floor = Plaats { $floors ->
    [one] het paleisonderdeel
   *[other] { $floors } paleisonderdelen, één voor één
}: als nieuw paleis of als etage op een paleis van minder dan 3 etages. Je mag zoveel paleizen hebben als je wilt.
tip-harvest = { $player } oogstte: 1 rijstzak, plus 1 per rijstzak op de eigen landbouwers: { $gain }. Bij droogte heeft elk bewoond paleis 1 rijstzak nodig.
tip-fireworks = { $player } kocht vuurwerk: 1 vuurpijl, plus 1 per vuurpijl op de eigen vuurwerkmakers: { $gain ->
    [one] 1 vuurpijl
   *[other] { $gain } vuurpijlen
}. Vuurpijlen scoren op het drakenfeest.
tip-parade = { $player } hield een parade: 1 veld, plus 1 per helm op de eigen krijgers: { $gain ->
    [one] 1 veld
   *[other] { $gain } velden
} op de personenpuntentabel.
tip-research = { $player } studeerde: 1 zegepunt, plus 1 per boek op de eigen geleerden: { $gain ->
    [one] 1 zegepunt
   *[other] { $gain } zegepunten
}.
tip-privilege = Koop één privilege per actie: een klein voor 2 yuan (1 draak) of een groot voor { $price } yuan (2 draken). Elke draak levert bij elke maandwaardering 1 zegepunt op.

## De persoonfase.
tip-play-card = Speel één personenkaart uit; dat is verplicht. Neem een fiche van die soort. Elke kaart speel je maar één keer: 11 kaarten voor 11 maanden, waarvan 2 vraagtekenkaarten.
tip-young-old = Jongere personen brengen meer velden op de personenpuntentabel op, oudere meer symbolen. Handarbeiders, hofdames en belastingontvangers zijn er maar in één soort.
tip-wild = Met een vraagtekenkaart neem je een persoon naar keuze.
tip-supply-out = Er ligt geen fiche „{ $kind }” meer in de voorraad: zo'n personenkaart brengt nu niets op. Personen zijn beperkt, en ontslagen personen verlaten het spel.
tip-spent = Van die soort lag geen fiche meer klaar: de kaart van { $player } is voor niets gespeeld.
tip-full = Al je paleizen zijn vol. Ontsla een persoon om plaats te maken voor de nieuwe, of leg het nieuwe fiche terug zonder vooruit te gaan.
tip-last-month = Maand 12: er zijn geen personenkaarten meer, dus er is geen persoonfase.

## Gebeurtenissen, verval en waardering.
tip-peace = Rust: deze maand gebeurt er niets.
tip-tribute = Keizerstol: iedereen betaalt 4 yuan; per yuan te weinig ontslaat hij een persoon. Munten op belastingontvangers tellen niet. Jij betaalde { $paid } yuan.
tip-drought = Droogte: lever 1 rijstzak in per paleis met personen. Elk paleis dat niet bevoorraad wordt, verliest een persoon; jij kiest welke. Rijstzakken op landbouwers tellen niet.
tip-festival = Drakenfeest: de meeste vuurpijlen leveren 6 zegepunten op, de tweede meeste 3; zonder vuurpijlen geen punten. Wie scoort, levert de helft in. Vuurpijlen op vuurwerkmakers tellen niet. Jij kreeg { $points }.
tip-mongols = Mongolenstorm: 1 zegepunt per helm op je krijgers (jij: { $points }). Wie de minste helmen heeft, met of zonder personen, ontslaat een persoon.
tip-disease = Ziekte: ontsla 3 personen, 1 minder per vijzel op je heelmeesters. Jij ontslaat er { $count }.
tip-dismiss = Kies wie je ontslaat (nog { $count }). Ontslagen personen verlaten het spel; je schijf op de personenpuntentabel gaat niet terug.
tip-nobody-to-dismiss = { $player } heeft geen personen meer en hoeft dus niemand te ontslaan.
tip-decay = Verval: een paleis van { $player } zonder personen verloor een etage. Een leeg paleis van 1 etage verdwijnt.
tip-scoring = Waardering: 1 zegepunt per paleis, per hofdame en per draak op je privileges. Jij kreeg { $points }.

## Het einde.
tip-final-persons = Slotwaardering: 2 zegepunten per persoon in je paleizen. Jij kreeg { $points }.
tip-final-monks = Elke monnik levert zijn boeddha's maal de etages van zijn paleis op. Jij kreeg { $points }.
tip-final-money = Rijstzakken en vuurpijlen worden voor 2 yuan per stuk verkocht; daarna levert elke 3 yuan 1 zegepunt op. Jij kreeg { $points }.
tip-winner = { $player } wint met de meeste zegepunten. Bij gelijkspel wint wie verder vooraan staat op de personenpuntentabel.

## De Chinese Muur.
tip-wall-card = Bouw een van je muurdelen als volgend stuk van de muur en neem zijn voordeel. Bij 12 stukken, of als al je zes delen gebouwd zijn, kun je deze kaart niet nemen.
tip-wall-check = Muurwaardering in maand { $month }: de muur telt { $sections ->
    [one] 1 stuk
   *[other] { $sections } stukken
}. Minstens { $month }: iedereen krijgt 1 zegepunt per eigen stuk. Minder: wie de minste eigen stukken heeft, ontslaat een persoon.
tip-wall-last = Na de waardering van maand 12 wordt de muur nog één keer gewaardeerd, tegen 12 stukken, vóór de slotwaardering.

## De supergebeurtenissen.
tip-lantern-festival = Lantaarnfeest: 2 zegepunten voor elk van je personen. Jij kreeg { $points }.
tip-buddha = Boeddha: je monniken scoren nu al, boeddha's maal de etages van hun paleis. Aan het einde scoren ze opnieuw.
tip-earthquake = Aardbeving: verwijder 2 paleisonderdelen naar keuze. Personen boven de nieuwe hoogte van een paleis worden ontslagen; een paleis zonder etage verdwijnt.
tip-flood = Overstroming: lever de helft van je yuan, rijstzakken en vuurpijlen samen in, naar beneden afgerond, in elke verhouding.
tip-solar-eclipse = Zonsverduistering: de gebeurtenis van maand 7 vindt een tweede keer plaats{ $wall ->
    [1] , zonder tweede muurwaardering
   *[0] {""}
}.
tip-volcano = Vulkaanuitbarsting: alle schijven gaan terug naar 0 op de personenpuntentabel, in dezelfde volgorde.
tip-typhoon = Wervelstorm: leg 2 personenkaarten af. In maand 8 en 9 speel je je laatste 2 kaarten; maand 10 tot 12 hebben geen persoonfase.
tip-sunrise = Zonsopgang: in volgorde neemt elke speler zonder kaart een jongere persoon en legt die in. Geen soort die een ander bij deze zonsopgang nam, ook niet als hij die terugleggen moest.
tip-assassination = Aanslag: alle privileges worden ingeleverd en leveren deze maand niets op.
tip-charter = Vrijbrief: kies een van je soorten personen en krijg alleen de symbolen op die personen, zonder kaart. Heelmeesters leveren niets op.
