# China (Michael Schacht) : chaque mot du jeu, en français.
# Termes : maison, émissaire, fortification, emplacement, champ du dragon,
# pioche, défausse, cartes visibles, alliance, chaîne, décompte final.

## Couleurs des cartes et provinces

china-colour-purple = violet
china-colour-red = rouge
china-colour-green = vert
china-colour-orange = orange
china-colour-yellow = jaune
china-cards-purple = { $n ->
    [one] carte violette
   *[other] cartes violettes
}
china-cards-red = { $n ->
    [one] carte rouge
   *[other] cartes rouges
}
china-cards-green = { $n ->
    [one] carte verte
   *[other] cartes vertes
}
china-cards-orange = { $n ->
    [one] carte orange
   *[other] cartes orange
}
china-cards-yellow = { $n ->
    [one] carte jaune
   *[other] cartes jaunes
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
china-payment-one = une { $card }
china-payment-joker = deux { $cards } (joker)

## Mise en place

china-side-a = face A (3–4 joueurs, 43 emplacements)
china-side-b = face B (4–5 joueurs, 51 emplacements)
china-board-side = Face du plateau
china-side-hint = À 3 joueurs on joue sur la face A, à 5 sur la face B ; à 4 on choisit.
china-fortifications-option = Fortifications (pour joueurs confirmés)

## La table

china-ending = dernier tour
china-game-over = Partie terminée
china-hand = Votre main
china-hand-of = Main de { $name }
china-hand-hidden = Les mains sont cachées ; chacun ne voit que la sienne.
china-display = Cartes visibles
china-draw-pile = Pioche : { $n }
china-discard-pile = Défausse : { $n }
china-used-up-once = pioche épuisée une fois
china-used-up-twice = pioche épuisée deux fois
china-players = Joueurs
china-cards-in-hand = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
china-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
china-houses-left = { $n ->
    [one] { $n } maison
   *[other] { $n } maisons
}
china-envoys-left = { $n ->
    [one] { $n } émissaire
   *[other] { $n } émissaires
}
china-fortification-left = 1 fortification
china-no-fortification-left = aucune fortification
china-fortify-arm = Poser ma fortification : cliquez sur un emplacement libre
china-fortify-armed = Cliquez sur l’emplacement libre de votre fortification (ou ici pour annuler)
china-joker-button = 2 × { $colour } en joker
china-scored = décomptée
china-map-title = Le plateau : provinces, emplacements, routes, champs du dragon et alliances
china-dragon-field = Champ du dragon de { $province } : { $n ->
    [one] { $n } émissaire
   *[other] { $n } émissaires
}
china-alliance = Alliance { $n }
china-site-free = { $site } : libre
china-site-house = { $site } : maison de { $owner }

## Scores finaux

china-rank = Rang
china-total = Total
china-houses-in-play = Maisons (provinces pleines)
china-houses-at-end = Maisons (décompte final)
china-alliances = Émissaires (alliances)
china-chains = Chaînes
china-supply-pieces = Pions en réserve (départage)

## Questions et actions

china-ask = { $name } : { $question }
china-ask-turn = placez des pions, ou échangez une carte
china-ask-pay-first = payez un pion : une carte de la couleur d’une province, ou deux cartes d’une autre couleur comme joker
china-ask-pay-second-in = payez un second pion dans { $province }, ou arrêtez
china-ask-pay-second = payez un second pion, ou arrêtez
china-ask-put = posez le pion payé avec { $payment } : une maison sur un emplacement libre ou un émissaire sur un champ du dragon
china-ask-refill = complétez votre main ({ $hand } sur 3) : prenez une carte visible ou piochez
china-ask-swap-discard = échange : choisissez la carte à défausser
china-ask-swap-take = échange : prenez une carte visible ou piochez
china-action-placement = Placer des pions
china-action-swap = Échanger une carte
china-action-pay = Jouer une { $card }
china-action-pay-joker = Jouer deux { $cards } comme joker
china-action-house = Maison sur { $site }
china-action-envoy = Émissaire sur le champ du dragon de { $province }
china-action-fortify = Fortification sur { $site }
china-action-stop = Pas de second pion
china-action-pass = Passer
china-action-take = Prendre la { $card } visible
china-action-draw = Piocher la carte du dessus
china-action-discard = Défausser une { $card }

## Le journal

china-log-house = { $name } pose une maison sur { $site } en payant { $payment }
china-log-fortification = { $name } pose une fortification sur { $site } en payant { $payment }
china-log-envoy = { $name } envoie un émissaire dans { $province } en payant { $payment }
china-log-stop = { $name } ne place pas de second pion
china-log-swap = { $name } échange une carte : défausse une { $card }
china-log-take = { $name } prend la { $card } visible
china-log-draw = { $name } pioche une carte
china-province-full = { $province } est pleine : { $scores }
china-province-final = { $province } : { $scores }
china-nobody-scores = personne ne marque
china-display-refilled = Les cartes visibles sont complétées : { $cards }
china-pile-reshuffled = La pioche est épuisée : la défausse ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}) est mélangée et devient la nouvelle pioche
china-pile-used-up = La pioche est épuisée une seconde fois : le tour se termine avec les seules cartes visibles
china-passed = { $name } ne peut ni placer ni échanger, et passe
china-ended-pile = Le tour est terminé après le second épuisement de la pioche : fin de la partie
china-ended-nothing-to-place = Plus personne ne peut placer de pion : fin de la partie
china-final-scoring = Décompte final
china-alliance-scored = Alliance { $n } : { $scores }
china-chains-scored = Chaînes : { $scores }

## Refus

china-bad-options = ces options ne permettent pas de jouer ({ $why })
china-options-players = le jeu se joue de 3 à 5 joueurs, pas à { $n }
china-options-side = à { $players } joueurs, on joue sur la face { $needed }, pas sur la face { $side }
china-game-is-over = la partie est terminée
china-illegal-wrong-kind = cela ne répond pas à la question posée maintenant
china-illegal-no-placement = aucun pion ne peut être placé avec les cartes de votre main ; échangez plutôt une carte
china-illegal-no-card-to-swap = pour échanger, il faut une carte en main
china-illegal-nothing-to-take = pour échanger, il faut une carte à prendre, et il n’y en a aucune
china-illegal-missing-joker = un joker demande deux { $cards } en main
china-illegal-missing-card = vous n’avez aucune { $card }
china-illegal-payment-places-nothing = aucun pion ne peut être placé avec { $payment }
china-illegal-wrong-colour = { $province } se paie avec des { $wanted }, pas avec des { $cards }
china-illegal-joker-own-colour = deux { $cards } ne font pas joker dans { $province }, une province de cette couleur : payez-y une { $card }
china-illegal-other-province = tous les pions d’un tour vont dans une seule province, et celle de ce tour est { $province }
china-illegal-no-such-site = { $site } n’existe pas sur cette face du plateau
china-illegal-site-has-house = { $site } porte déjà une maison
china-illegal-site-not-free = une fortification demande un emplacement sans maison ni fortification, et { $site } est occupé
china-illegal-no-house-left = vous n’avez plus de maison
china-illegal-no-envoy-left = vous n’avez plus d’émissaire
china-illegal-no-fortification-left = vous n’avez plus de fortification
china-illegal-envoy-limit = { $province } compte déjà { $envoys ->
    [one] { $envoys } émissaire
   *[other] { $envoys } émissaires
} et la majorité de maisons y est de { $houses ->
    [one] { $houses } maison
   *[other] { $houses } maisons
} ; les émissaires ne peuvent pas être plus nombreux
china-illegal-no-fortifications = les fortifications ne sont pas utilisées dans cette partie
china-illegal-not-on-display = aucune { $card } n’est visible
china-illegal-pile-empty = la pioche est épuisée
china-illegal-not-in-hand = vous n’avez aucune { $card } en main

## Les règles en bref

china-rules-title = Les règles de China en bref
china-rules-turn = À votre tour, placez des pions ou échangez une carte. Placer : au plus deux pions, tous deux dans une même province ; chacun coûte une carte de la couleur de la province, ou deux cartes d’une autre couleur comme joker. Un second pion n’est permis que dans une province qui contenait déjà un pion au début de votre tour.
china-rules-pieces = Une maison se pose sur un emplacement libre. Un émissaire se pose sur le champ du dragon de la province ; une province ne peut jamais compter plus d’émissaires que le plus grand nombre de maisons qu’un joueur y possède.
china-rules-refill = Après avoir placé, complétez votre main à 3 cartes, chacune prise parmi les cartes visibles ou sur la pioche ; les cartes visibles sont ensuite complétées à 4. Échanger : défaussez une carte, prenez-en une visible ou sur la pioche.
china-rules-province-scoring = Une province dont tous les emplacements portent une maison est décomptée aussitôt (les autres à la fin) : les joueurs qui y ont le plus de maisons marquent le nombre total de maisons de la province ; chaque place suivante marque le nombre de maisons de la place au-dessus.
china-rules-final-scoring = Décompte final : alliance par alliance (de 1 à 15), tout joueur majoritaire en émissaires dans ses deux provinces marque tous les émissaires de ces deux provinces. Puis les chaînes : chaque suite d’au moins 4 maisons à soi reliées par des routes rapporte 1 point par maison.
china-rules-end = La défausse devient une fois la nouvelle pioche ; quand celle-ci est épuisée une seconde fois, le tour est joué jusqu’au bout. En cas d’égalité, gagne celui à qui il reste le plus de pions en réserve.
china-rules-ruling-side = Choix retenu : à 3 joueurs face A, à 5 face B, à 4 au choix (B par défaut).
china-rules-ruling-display = Choix retenu : les cartes prises parmi les cartes visibles sont connues de tous jusqu’à ce qu’une carte de cette couleur soit jouée ou défaussée ; les bots ne savent que ce qu’un joueur à la table peut savoir.
china-rules-fortifications = Option : les fortifications (une par joueur) se posent comme un pion sur un emplacement libre et n’appartiennent à personne ; qui y construit une maison marque double pour cette province et pour la chaîne qui la traverse.

## Learn to play

lesson-china-goal = Bienvenue dans China ! Seigneur de province, vous payez avec des cartes pour construire des maisons et envoyer des émissaires dans les neuf provinces. Les maisons rapportent quand une province est pleine, et à la fin comptent les maisons, les alliances d’émissaires et les chaînes de maisons : le plus de points l’emporte.
lesson-china-cards = Chaque carte a la couleur d’une province : elle y paie un pion. Vous avez en main deux cartes jaunes (Ch'in ou Qi) et une orange (Yan ou Han) ; le violet ne sert qu’à Chu.
lesson-china-placement = À votre tour, vous placez des pions ou vous échangez une carte. Plaçons un pion.
lesson-china-why-placement = Placer des pions est le cœur du jeu : la leçon commence par là.
lesson-china-pay = Payez avec une carte de la couleur de la province. Jouez une carte jaune pour Ch'in.
lesson-china-why-pay = La leçon commence dans Ch'in, une province jaune, et vous avez deux cartes jaunes.
lesson-china-house = Une maison se pose sur un emplacement libre. Construisez sur Ch'in 3 : Ch'in ne contenait encore aucun pion, vous ne pouvez donc y poser qu’un pion ce tour-ci.
lesson-china-why-house = Ch'in 3 est sur les routes vers Ch'in 2 et vers Wei, ce qui comptera plus tard.
lesson-china-refill = Après avoir placé, vous complétez votre main à 3 cartes : parmi les 4 cartes visibles ou face cachée sur la pioche. Prenez la carte jaune.
lesson-china-why-refill = Une troisième carte jaune vous permettra de construire deux fois dans Ch'in au prochain tour.
lesson-china-opponents-joker = Vos adversaires vous ont suivi dans Ch'in. Comme Ch'in contenait déjà un pion, le joueur suivant a pu y poser deux pions ; deux cartes d’une même couleur paient comme joker un pion dans une province d’une autre couleur.
lesson-china-fortification = Le pion noir sur Ch'in 5 est une fortification. Cette partie se joue avec les fortifications (une option pour joueurs confirmés) : chacun en a une, et une fois posée elle n’appartient à personne. Qui y construit une maison marque double pour cette province et pour la chaîne qui la traverse.
lesson-china-placement-two = À vous. Ch'in contenait des pions au début de votre tour : vous pouvez y poser jusqu’à deux pions. 3 cartes, 2 pions, 1 province. Placez des pions.
lesson-china-why-qin = Ce tour montre ce que peuvent faire deux pions dans une même province.
lesson-china-pay-two = Jouez une carte jaune pour le premier pion.
lesson-china-house-fortified = Construisez votre maison sur la fortification de Ch'in 5 : un emplacement qui ne porte qu’une fortification est libre pour une maison.
lesson-china-why-fortified = La maison sur la fortification double vos points quand Ch'in est décomptée.
lesson-china-second-piece = Maintenant le second pion : jouez votre autre carte jaune.
lesson-china-why-second = Une seconde maison remplit Ch'in, et une province pleine est décomptée aussitôt.
lesson-china-fill-qin = Construisez sur Ch'in 2, le dernier emplacement libre. Tous les pions d’un tour vont dans la même province.
lesson-china-why-fill = Ch'in 2 est le dernier emplacement libre de Ch'in, relié par une route à Ch'in 3.
lesson-china-qin-scored = Ch'in est pleine et décomptée aussitôt. Vous avez le plus de maisons, 3 : vous marquez un point par maison de Ch'in, soit 5, doublé à 10 grâce à votre maison fortifiée. La deuxième place marque autant de points que la première a de maisons : 3 pour chaque adversaire.
lesson-china-refill-two = Complétez votre main, une carte à la fois. Prenez la carte rouge visible.
lesson-china-why-red = Les cartes rouges permettent de construire dans Wei, à côté de vos maisons de Ch'in.
lesson-china-draw = Piochez maintenant votre deuxième carte face cachée. Quand votre main a de nouveau 3 cartes, les cartes visibles sont complétées à 4.
lesson-china-why-draw = Piocher à l’aveugle est l’autre façon de compléter sa main ; essayez-la une fois.
lesson-china-placement-envoy = À vous. C’est le moment d’un émissaire : les émissaires se posent sur le champ du dragon d’une province et rapportent des points à la fin, dans les alliances. Placez un pion.
lesson-china-why-envoy = Vos trois maisons de Ch'in y font de la place pour des émissaires.
lesson-china-joker = Ch'in est jaune et vous n’avez pas de carte jaune. Jouez deux cartes rouges comme joker.
lesson-china-why-joker = Le joker sert à payer dans une province dont vous n’avez pas la couleur en main.
lesson-china-envoy = Envoyez l’émissaire sur le champ du dragon de Ch'in. Une province peut compter autant d’émissaires que le plus grand nombre de maisons qu’un joueur y possède : 3 dans Ch'in.
lesson-china-refill-yellow = Complétez : prenez la carte jaune visible.
lesson-china-why-yellow = Les cartes jaunes paient d’autres émissaires dans Ch'in.
lesson-china-refill-red = Et la carte rouge aussi.
lesson-china-road = À vous. Regardez les routes entre les emplacements : l’une part de votre maison de Ch'in 3 vers Wei. Placez un pion.
lesson-china-why-road = Une maison sur Wei 5 commence une suite de maisons le long de la route depuis Ch'in 3.
lesson-china-road-pay = Wei est rouge : jouez votre carte rouge.
lesson-china-road-house = Construisez sur Wei 5. Wei ne contenait aucun pion au début de votre tour : ce sera votre seul pion ce tour-ci.
lesson-china-refill-purple = Complétez : prenez la carte violette.
lesson-china-why-purple = La partie de la leçon continue avec cette carte.
lesson-china-envoy-limit = Le joueur suivant a envoyé un émissaire dans Wei. Une province ne compte jamais plus d’émissaires que le plus grand nombre de maisons qu’un joueur y possède : dans Wei c’est 1, donc aucun autre émissaire n’y entre avant que quelqu’un y construise une deuxième maison.
lesson-china-swap = À vous. Au lieu de placer, vous pouvez échanger : défaussez une carte, prenez-en une visible ou sur la pioche, et votre tour est fini. Échangez une carte.
lesson-china-why-swap = Échanger votre carte violette isolée contre une deuxième orange vous donne une paire pour le prochain tour.
lesson-china-swap-discard = Défaussez la carte violette.
lesson-china-swap-take = Prenez une carte orange visible.
lesson-china-own-fortification = À vous, et c’est le moment de votre propre fortification. Qi est jaune ; trois maisons s’y trouvent et Qi 2 est encore libre. Placez des pions.
lesson-china-why-qi = Ce tour remplit Qi avec votre maison sur votre propre fortification.
lesson-china-own-fortification-pay = Jouez vos deux cartes orange comme joker pour la fortification.
lesson-china-own-fortification-put = Posez votre fortification sur Qi 2. Elle n’appartient plus à personne, mais vous allez construire dessus tout de suite.
lesson-china-qi-second = Qi contenait des pions au début de votre tour : jouez votre carte jaune pour un second pion.
lesson-china-qi-fill = Construisez votre maison sur la fortification de Qi 2 : Qi est pleine.
lesson-china-qi-scored = Qi est décomptée. Le joueur suivant a le plus de maisons, 3, et marque les 4 points. Vous êtes deuxième avec 1 maison et marquez 3, le nombre de maisons de la première place, doublé à 6.
lesson-china-refill-quick = Cette fois, le coach complète votre main pour vous.
lesson-china-chain-placement = À vous. Vos maisons de Ch'in 2, Ch'in 3 et Wei 5 se suivent le long des routes, et Wei 6 est voisin de Wei 5. Placez des pions.
lesson-china-why-chain = Une quatrième maison dans la suite forme une chaîne qui rapporte à la fin.
lesson-china-chain-pay = Jouez une carte rouge pour Wei.
lesson-china-chain-house = Construisez sur Wei 6.
lesson-china-chain = Quatre de vos maisons se suivent maintenant le long des routes : une chaîne. À la fin, chaque chaîne d’au moins 4 maisons rapporte 1 point par maison, même à travers les frontières. Une chaîne ne bifurque pas : à un embranchement, elle suit une seule branche.
lesson-china-alliance-pay = Wei contenait des pions au début de votre tour : jouez votre deuxième carte rouge pour un émissaire.
lesson-china-why-alliance = Avec votre deuxième maison dans Wei, un deuxième émissaire y entre, et Wei touche Ch'in, où se trouve votre émissaire.
lesson-china-alliance-envoy = Envoyez l’émissaire dans Wei.
lesson-china-alliance = Wei et Ch'in sont voisines : c’est l’alliance 3. À la fin, qui est majoritaire en émissaires dans les deux provinces d’une alliance (les égalités comptent) marque un point par émissaire qui s’y trouve. Vous partagez maintenant la majorité dans Wei et dans Ch'in.
lesson-china-reshuffle = La pioche est épuisée : la défausse est mélangée et devient la nouvelle pioche. Quand celle-ci sera épuisée à son tour, le tour sera joué jusqu’au bout et la partie finie.
lesson-china-rounds-later = Avançons de quelques tours. Vous envoyez des émissaires dans Zhao, Ch'in et Yan et construisez dans Zhao et Lu ; Zhao se remplit et est décomptée.
lesson-china-rounds-later-two = Et encore quelques-uns : vous envoyez deux émissaires dans Qi et un dans Han, et votre maison remplit Chu. Yan et Lu se remplissent aussi, et la pioche est épuisée une seconde fois.
lesson-china-last-round = La pioche est épuisée une seconde fois : le tour est joué jusqu’au bout, avec les seules cartes visibles. Le dernier joueur a encore un tour.
lesson-china-game-over = La partie est finie. Le décompte final se fait en trois étapes : maisons, alliances, chaînes.
lesson-china-final-houses = Étape 1 : les provinces jamais remplies sont décomptées avec les maisons qu’elles contiennent : Wei et Han (Shu est restée vide). Dans Wei, vous avez le plus de maisons, 2 sur 4 : 4 points.
lesson-china-final-alliances = Étape 2 : les alliances, de 1 à 15. Vous êtes majoritaire en émissaires, seul ou à égalité, dans les deux provinces des alliances 3, 5, 7, 10, 11 et 12 : 26 points.
lesson-china-final-chains = Étape 3 : les chaînes. La vôtre, de Ch'in 2 à Wei 6, rapporte 4. Les chaînes du dernier joueur rapportent 18 : celle qui traverse Chu passe par une fortification et compte double.
lesson-china-winner = Vous gagnez avec 61 points, devant 50 et 31 ! En cas d’égalité, gagnerait celui à qui il reste le plus de pions en réserve. Amusez-vous bien avec China !

# The game on the home screen (GameKind::title, GameKind::blurb).
game-title-china = China
game-blurb-china = Le jeu de Michael Schacht sur les maisons et les émissaires : bâtissez dans les provinces de la Chine ancienne, remportez les alliances grâce à vos émissaires et reliez vos maisons en chaînes.
