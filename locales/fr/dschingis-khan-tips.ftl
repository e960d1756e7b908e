# Dschingis Khan : astuces, chaque règle expliquée au moment où elle compte pour la première fois (issue 42).
# Un message tip-<id> par astuce de la liste du crate (crates/dschingis-khan/src/tips.rs),
# 35 mots au plus, dans les termes du jeu (dschingis-khan.ftl).
# Arguments : $player le nom d’un joueur ; $points, $villages, $pieces, $walls,
# $passive, $new, $old des nombres ; $mongolia 1 pour la Mongolie, 0 pour la Chine ;
# $tier la priorité de retour qui s’applique (1 à 4) ; $shared 1 si les gagnants partagent la victoire.

## Mise en place
tip-dk-setup = Mise en place : posez vos deux pions tirés face cachée sur deux villages vides voisins, reliés par une route sans muraille. Puis placez votre éclaireur sur l’un des deux.
tip-dk-sides = La Grande Muraille va du bord ouest au bord est : les villages au nord sont en Mongolie, ceux au sud en Chine. La rangée du haut est toujours mongole, celle du bas toujours chinoise.
tip-dk-pieces = Vos 17 pions : 5 guerriers chinois, 5 cavaliers mongols, 5 fermiers, peste et herbe médicinale. Cavaliers en Mongolie, guerriers en Chine. Seule votre couleur se voit ; votre réserve passive reste cachée, même à vous.
tip-dk-supplies = Chacun a pris 2 murailles de la réserve générale et pioché 2 pions dans sa réserve active : c’est elle que vous déployez. Il reste { $walls } murailles sur 28 ; votre réserve passive compte { $passive } pions.

## Piocher
tip-dk-draw = À vous : piochez d’abord deux éléments, un par un : une muraille de la réserve générale ou le pion du dessus de votre réserve passive. Les autres voient quel type vous piochez, jamais quel pion.
tip-dk-draw-look = Vous avez regardé le pion pioché ; vous seul le connaissez. Choisissez maintenant votre second élément : un autre pion ou une muraille.
tip-dk-draw-limit = Vous avez maintenant { $walls ->
    [one] { $walls } muraille
   *[other] { $walls } murailles
} et { $pieces ->
    [one] { $pieces } pion
   *[other] { $pieces } pions
}. Après la pioche, jamais plus de 4 de chaque : à 4, vous piochez l’autre type jusqu’à ce que vous déployiez.
tip-dk-draw-forced = Piocher est obligatoire : quand un seul type est possible, il est pioché pour vous. Vous piochez deux éléments si possible, sinon autant que possible.
tip-dk-plague = Vous avez la peste. Un village avec peste et sans herbe rapporte à qui le contrôle −3 par guerrier ou cavalier et −1 par fermier, des deux côtés. Face cachée, c’est un bon appât.
tip-dk-herb = Vous avez l’herbe médicinale. Un village avec herbe et sans peste rapporte +3 par guerrier ou cavalier et +1 par fermier, des deux côtés. Peste et herbe ensemble s’annulent.

## Déployer
tip-dk-deploy = Déployez maintenant tous les éléments d’un même type : tous vos pions ou toutes vos murailles ; le reste demeure dans votre réserve active. Un éclaireur bloqué peut être retiré du plateau à la place.
tip-dk-pass = Vous n’aviez rien à déployer : aucun pion, aucune muraille, et votre éclaireur n’était pas bloqué. C’est le seul cas où un joueur ne fait rien de son tour.

## Le voyage de l’éclaireur
tip-dk-journey = Poser des pions : votre éclaireur fait un pas par pion et en pose un face cachée sur chaque village atteint, sauf celui de départ. Par la route, il rejoint un voisin sans muraille entre eux.
tip-dk-place-kind = Choisissez le pion posé ici, face cachée au sommet de la pile. Vous décidez de l’ordre de vos pions pendant le voyage ; tous doivent être posés.
tip-dk-no-return = Votre éclaireur ne peut pas entrer deux fois dans un village au même tour, ni revenir à son départ. Les villages avec des pions sont permis : le vôtre va au sommet.
tip-dk-other-scout = Un village où se tient l’éclaireur d’un autre joueur est interdit au vôtre. Pas ceux qui portent les pions des autres : vous pouvez poser par-dessus.
tip-dk-gate = Une section ouverte sur une route est une porte : votre éclaireur peut la franchir vers le village de l’autre côté. La porte se ferme derrière lui, pour tout le monde.
tip-dk-over-wall = Par la muraille : montez par une section ouverte près de votre village, marchez sur la muraille, même sur des sections fermées, et descendez par une section ouverte près du village visé. Les deux se ferment.
tip-dk-closed = Une section fermée ne se franchit plus et ne s’escalade plus : la route qu’elle occupe est coupée. Ses villages restent accessibles par la muraille, via d’autres sections ouvertes.
tip-dk-branch-road = Cette section est un embranchement de la ligne principale : les deux villages restent du même côté, mais la route entre eux est barrée. Seule sa porte, tant qu’elle est ouverte, laisse passer votre éclaireur.
tip-dk-placed = Votre pion est au sommet : vous contrôlez ce village. À la fin, il compte pour vous, avec tous les pions qu’il contient.
tip-dk-capture = Votre pion est au sommet : vous contrôlez maintenant ce village et pouvez regarder tous ses pions. À la fin, ils comptent tous pour vous, quel que soit leur propriétaire.
tip-dk-lost-control = { $player } a posé un pion sur votre village et le contrôle désormais : { $player } peut en regarder tous les pions, les vôtres compris. Seul le pion du dessus compte.
tip-dk-stuck = Votre éclaireur est coincé, plus aucun pas n’est possible : { $pieces ->
    [one] le pion qu’il vous reste quitte la partie et ne comptera jamais.
   *[other] les { $pieces } pions qu’il vous reste quittent la partie et ne compteront jamais.
} Tout pas est permis : prévoyez donc votre chemin.
tip-dk-scout-stays = Votre éclaireur reste sur le village où il a posé son dernier pion : votre prochain voyage part de là. Il ne bouge qu’aux tours où vous posez des pions.

## Un éclaireur bloqué
tip-dk-blocked = Votre éclaireur est bloqué : aucun pas n’est possible depuis son village. Au lieu de déployer, vous pouvez le retirer du plateau en gardant votre réserve ; il revient la prochaine fois que vous posez des pions.
tip-dk-reenter = { $tier ->
    [1] Votre éclaireur revient d’abord : sur un village que vous contrôlez et d’où il peut faire un pas (à défaut, sur un village vide avec un pas).
   *[other] Vous ne contrôlez aucun village d’où votre éclaireur peut faire un pas : il revient sur un village vide avec un pas (à défaut, sur un village à vous ou vide).
} Aucun pion n’y est posé.

## Construire des murailles
tip-dk-build = Construisez vos murailles une par une sur les lignes claires entre les tours. Chaque nouvelle section doit toucher la muraille et se pose ouverte, sa porte utilisable.
tip-dk-branch = { $player } a construit un embranchement, une impasse sur la ligne principale. Seule la ligne principale sépare la Mongolie de la Chine ; un embranchement barre quand même la route qu’il occupe.
tip-dk-new-end = { $player } a mené la muraille jusqu’au bord : une nouvelle extrémité. Le nouveau bras a { $new ->
    [one] { $new } section
   *[other] { $new } sections
}, l’ancien { $old } : le plus long reste, l’ancien bras retourne dans la réserve générale.
tip-dk-new-end-kept = { $player } a mené la muraille jusqu’au bord, mais le nouveau bras a { $new ->
    [one] { $new } section
   *[other] { $new } sections
} et l’ancien { $old } : le nouveau n’est pas plus long, il part. À égalité, la partie la plus ancienne reste.
tip-dk-loop = { $player } a fermé une boucle : le nouvel arc a { $new ->
    [one] { $new } section
   *[other] { $new } sections
}, l’ancien { $old }. Le plus long reste ; l’ancien arc retourne dans la réserve générale et la ligne principale suit le nouvel arc.
tip-dk-loop-kept = { $player } a fermé une boucle, mais le nouvel arc a { $new ->
    [one] { $new } section
   *[other] { $new } sections
} et l’ancien { $old } : le nouveau n’est pas plus long, il part. À égalité, la partie la plus ancienne reste.
tip-dk-branch-loop = { $player } a fermé une boucle faite seulement d’embranchements, loin de la ligne principale. Aucun village ne change de côté : seule cette section est retirée.
tip-dk-pruned = { $pieces ->
    [one] Une section, coupée de la ligne principale, a été retirée
   *[other] { $pieces } sections, coupées de la ligne principale, ont été retirées
} aussi : toute section doit rester reliée à la Grande Muraille.
tip-dk-side-change = La muraille a bougé : ce village est maintenant en { $mongolia ->
    [1] Mongolie
   *[other] Chine
}. Ses pions ne bougent pas, et ils comptent selon le côté où ils se trouvent à la fin.

## La fin
tip-dk-end = Deux réserves sont vides (la réserve générale de murailles et les réserves passives comptent) : { $player } annonce la fin et finit son tour. Chacun joue encore un tour, { $player } le tout dernier.
tip-dk-walls-out = { $pieces ->
    [one] Une section vient de quitter
   *[other] { $pieces } sections viennent de quitter
} la partie : pendant le dernier tour de table, les murailles retirées du plateau ne retournent plus dans la réserve générale.
tip-dk-final = La partie est finie, tous les pions sont révélés. Chaque village compte pour le joueur au sommet, avec tous ses pions ; les pions en réserve ou perdus ne comptent pas. Vous : { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $villages ->
    [one] 1 village
   *[other] { $villages } villages
}.
tip-dk-score-china = En Chine, sans peste ni herbe : +3 par guerrier chinois, −3 par cavalier mongol, +1 par fermier. Ce village : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $player }.
tip-dk-score-mongolia = En Mongolie, sans peste ni herbe : +3 par cavalier mongol, −3 par guerrier chinois, +1 par fermier. Ce village : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $player }.
tip-dk-score-plague = Peste sans herbe médicinale, des deux côtés : −3 par guerrier ou cavalier, −1 par fermier ; la peste elle-même ne compte pas. Ce village : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $player }.
tip-dk-score-herb = Herbe médicinale sans peste, des deux côtés : +3 par guerrier ou cavalier, +1 par fermier ; l’herbe elle-même ne compte pas. Ce village : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $player }.
tip-dk-score-both = Peste et herbe médicinale ensemble s’annulent, en tout nombre : le village compte selon son côté, comme sans elles. Ce village : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $player }.
tip-dk-winner = Le plus de points l’emporte : { $player }, avec { $points ->
    [one] { $points } point
   *[other] { $points } points
} et { $villages ->
    [one] 1 village
   *[other] { $villages } villages
}. En cas d’égalité, celui qui contrôle le plus de villages gagne.
tip-dk-tie-break = { $shared ->
    [1] Égalité aux points, et aussi en villages : les joueurs à égalité partagent la victoire.
   *[other] Égalité aux points : celui qui contrôle le plus de villages gagne.
}
