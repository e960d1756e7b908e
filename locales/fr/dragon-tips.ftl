# Les conseils du Dragon (issue 42) : `tip-<id>` pour chaque conseil de la
# liste (crates/dragon/src/tips.rs), 35 mots au plus chacun. Termes de la
# règle française (L'Année du Dragon).
# Arguments : $player le nom d'un joueur ; $kind, $other, $event des noms
# du jeu déjà traduits ; tous les autres arguments sont des nombres.

## Le choix initial et les personnages.
tip-draft = Prenez deux personnages jeunes différents pour vos palais. Chacun avance votre marqueur sur la piste de personnage de sa valeur : cette piste fixe l'ordre du tour.
tip-draft-pair = Un joueur précédent a déjà pris la paire { $kind } et { $other } : personne ne peut reprendre la même paire. Choisissez un autre second personnage.
tip-event-row = La rangée des événements montre ce que chaque mois apporte : repos aux mois 1 et 2, puis chacun des cinq événements deux fois, jamais deux fois de suite. Préparez-vous à temps.
tip-super-ahead = Au mois 7 arrive un super-événement : { $event }. Il suit l'événement du mois, avant le délabrement et le décompte.
tip-place = Placez le nouveau personnage dans un de vos palais ayant un étage libre : un personnage par étage, et un palais a au plus 3 étages.
tip-track-steps = Votre nouveau personnage a avancé votre marqueur de { $steps ->
    [one] 1 case
   *[other] { $steps } cases
} sur la piste de personnage. Les jeunes rapportent plus de cases, les âgés plus de symboles.
tip-turn-order = L'ordre du tour a changé : il suit toujours la piste de personnage, le marqueur le plus avancé d'abord. Il est relu après chaque coup.
tip-stacking = { $player } est arrivé sur une case occupée de la piste de personnage : son marqueur se pose dessus et compte comme devant les marqueurs du dessous.

## La phase Action.
tip-phases = Chacun des 12 mois a quatre phases : action, personnage, l'événement du mois, puis le décompte.
tip-groups = Dans l'ordre du tour, posez votre dragon sur un groupe et réalisez une de ses actions, ou complétez à 3 yuan. D'autres peuvent choisir le même groupe, la même action. Puis les dragons reviennent.
tip-occupied = Un dragon est déjà sur le groupe { $group } : pour le rejoindre, il faut d'abord payer 3 yuan. Sans 3 yuan, impossible de le choisir.
tip-cannot-afford = Vous avez { $yuan } yuan, certaines cartes ne vous sont donc pas proposées : rejoindre un groupe où se trouve un dragon coûte 3 yuan, un privilège au moins 2. Compléter reste toujours possible.
tip-refill = { $player } a complété sa réserve : { $yuan ->
    [0] rien à prendre, avec 3 yuan ou plus
   *[other] { $yuan } yuan, jusqu'à 3 yuan
}. Compléter au lieu d'une action est toujours permis.
tip-taxes = { $player } a levé les impôts : 2 yuan, plus 1 par pièce sur ses collecteurs d'impôts : { $gain } yuan.
tip-build = { $player } a construit : 1 étage, plus 1 par marteau sur ses ouvriers : { $gain ->
    [one] 1 étage
   *[other] { $gain } étages
}.
tip-build-floor = Placez { $floors ->
    [one] l'étage
   *[other] { $floors } étages, un par un
} : comme nouveau palais ou sur un palais de moins de 3 étages. Vous pouvez avoir autant de palais que vous voulez.
tip-harvest = { $player } a récolté : 1 sac de riz, plus 1 par sac sur ses paysans : { $gain }. Lors d'une sécheresse, chaque palais occupé demande 1 sac de riz.
tip-fireworks = { $player } a acheté des feux d'artifice : 1, plus 1 par fusée sur ses artificiers : { $gain ->
    [one] 1 feu d'artifice
   *[other] { $gain } feux d'artifice
}. Ils rapportent à la fête du dragon.
tip-parade = { $player } a passé l'armée en revue : 1 case, plus 1 par casque sur ses guerriers : { $gain ->
    [one] 1 case
   *[other] { $gain } cases
} sur la piste de personnage.
tip-research = { $player } a étudié : 1 point de victoire, plus 1 par livre sur ses savants : { $gain ->
    [one] 1 point de victoire
   *[other] { $gain } points de victoire
}.
tip-privilege = Achetez un privilège par action : un petit pour 2 yuan (1 dragon) ou un grand pour { $price } yuan (2 dragons). Chaque dragon rapporte 1 point de victoire à chaque décompte mensuel.

## La phase Personnage.
tip-play-card = Jouez une carte Personnage ; c'est obligatoire. Prenez une tuile de ce type. Chaque carte ne sert qu'une fois : 11 cartes pour 11 mois, dont 2 cartes point d'interrogation.
tip-young-old = Les personnages jeunes font avancer plus loin sur la piste de personnage, les âgés ont plus de symboles. Ouvriers, courtisanes et collecteurs d'impôts n'existent qu'en une seule sorte.
tip-wild = Une carte point d'interrogation prend un personnage du type de votre choix.
tip-supply-out = Plus aucune tuile « { $kind } » dans la réserve : une telle carte ne rapporte plus rien. Les personnages sont limités, et les personnages licenciés quittent la partie.
tip-spent = { $player } a joué sa carte pour rien : il ne restait aucune tuile de ce type.
tip-full = Tous vos palais sont pleins. Licenciez un personnage pour faire place au nouveau, ou rendez la nouvelle tuile sans avancer.
tip-last-month = Mois 12 : il ne reste plus de carte Personnage, donc pas de phase Personnage.

## Les événements, le délabrement et le décompte.
tip-peace = Repos : il ne se passe rien ce mois-ci.
tip-tribute = Tribut à l'empereur : chacun paie 4 yuan ; pour chaque yuan manquant, il licencie un personnage. Les pièces des collecteurs d'impôts ne paient pas. Vous avez payé { $paid } yuan.
tip-drought = Sécheresse : payez 1 sac de riz par palais occupé. Chaque palais non ravitaillé perd un personnage ; vous choisissez lesquels. Le riz des paysans ne compte pas.
tip-festival = Fête du dragon : le plus de feux d'artifice rapporte 6 points, le deuxième total 3, sans feux d'artifice rien. Les gagnants en rendent la moitié ; ceux des artificiers ne comptent pas.
tip-mongols = Assaut mongol : 1 point de victoire par casque sur vos guerriers (vous : { $points }). Ceux qui ont le moins de casques, avec ou sans personnages, licencient un personnage.
tip-disease = Épidémie : licenciez 3 personnages, 1 de moins par mortier sur vos guérisseurs. Vous en licenciez { $count }.
tip-dismiss = Choisissez qui licencier (encore { $count }). Les personnages licenciés quittent la partie ; votre marqueur ne recule pas sur la piste de personnage.
tip-nobody-to-dismiss = { $player } n'a plus de personnage : personne à licencier.
tip-decay = Délabrement : un palais inoccupé appartenant à { $player } a perdu un étage. Un palais vide d'un seul étage disparaît.
tip-scoring = Décompte : 1 point de victoire par palais, par courtisane et par dragon sur vos privilèges. Vous avez marqué { $points }.

## La fin.
tip-final-persons = Décompte final : 2 points de victoire par personnage dans vos palais. Vous avez marqué { $points }.
tip-final-monks = Chaque moine rapporte ses bouddhas multipliés par les étages de son palais. Vous avez marqué { $points }.
tip-final-money = Le riz et les feux d'artifice se vendent 2 yuan pièce ; puis chaque 3 yuan rapporte 1 point de victoire. Vous avez marqué { $points }.
tip-winner = { $player } gagne avec le plus de points de victoire. En cas d'égalité, gagne le plus avancé sur la piste de personnage.

## La Grande Muraille.
tip-wall-card = Construisez une de vos sections de muraille comme prochaine section et recevez son bonus. À 12 sections, ou une fois vos six sections construites, vous ne pouvez plus prendre cette carte.
tip-wall-check = Décompte de la muraille au mois { $month } : { $sections ->
    [one] { $sections } section
   *[other] { $sections } sections
}. Au moins { $month } : chacun marque 1 point de victoire par section à lui. Moins : ceux qui en ont le moins licencient un personnage.
tip-wall-last = Après le décompte du mois 12, la muraille est décomptée une dernière fois, contre 12 sections, avant le décompte final.

## Les super-événements.
tip-lantern-festival = Fête des lanternes : 2 points de victoire pour chacun de vos personnages. Vous avez marqué { $points }.
tip-buddha = Bouddha : vos moines marquent dès maintenant, bouddhas multipliés par les étages de leur palais. Ils marqueront encore à la fin.
tip-earthquake = Tremblement de terre : retirez 2 étages de palais de votre choix. Les personnages au-dessus de la nouvelle hauteur sont licenciés ; un palais sans étage disparaît.
tip-flood = Inondation : rendez la moitié de vos yuan, sacs de riz et feux d'artifice réunis, arrondie vers le bas, dans le mélange de votre choix.
tip-solar-eclipse = Éclipse solaire : l'événement du mois 7 a lieu une seconde fois{ $wall ->
    [1] , sans second décompte de la muraille
   *[0] {""}
}.
tip-volcano = Éruption volcanique : tous les marqueurs reviennent à 0 sur la piste de personnage, dans le même ordre.
tip-typhoon = Typhon : défaussez 2 cartes Personnage. Aux mois 8 et 9 vous jouez vos 2 dernières cartes ; les mois 10 à 12 n'ont pas de phase Personnage.
tip-sunrise = Lever du soleil : dans l'ordre du tour, chacun prend sans carte un jeune personnage et le place. Pas un type déjà pris par un autre à ce lever du soleil, même rendu.
tip-assassination = Assassinat : tous les privilèges sont rendus et ne rapportent rien ce mois-ci.
tip-charter = Charte : choisissez un de vos types de personnages et recevez seulement les symboles de ces personnages, sans carte. Les guérisseurs ne rapportent rien.
