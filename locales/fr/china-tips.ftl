# Conseils : les règles de China au moment où elles comptent (crates/china/src/tips.rs).
tip-china-turn = À vous de jouer : posez des pièces (puis complétez votre main à 3 cartes) ou échangez une carte. On joue dans le sens des aiguilles d’une montre.
tip-china-pay = Chaque pièce coûte 1 carte de la couleur de la province, ou 2 cartes d’une même autre couleur (joker). Toutes les pièces du tour vont dans une province : 3 cartes, 2 pièces, 1 province.
tip-china-joker = Un joker : deux cartes de même couleur paient une pièce dans une province d’une autre couleur.
tip-china-house = Une maison se pose sur un emplacement libre de la province. Les pièces se posent une à une : cette maison peut permettre un émissaire aussitôt.
tip-china-envoy = Un émissaire se pose sur la case dragon. Une province n’a jamais plus d’émissaires que le plus grand nombre de maisons d’un joueur, même après son décompte.
tip-china-second-piece = Vous pouvez poser une deuxième pièce dans la même province, ou arrêter. Si la province était vide au début de votre tour, une seule pièce est permise.
tip-china-refill = Complétez votre main à 3 cartes, une à une : une carte visible ou celle du dessus de la pioche. Vous en avez { $hand } ; les cartes visibles sont complétées ensuite.
tip-china-swap = Échange : défaussez une carte, puis prenez une carte visible ou celle du dessus de la pioche. Votre tour s’arrête là.
tip-china-province-full = La province est pleine : ses { $houses } maisons sont décomptées maintenant. Qui a le plus de maisons marque le total des maisons. Elle ne sera plus décomptée.
tip-china-second-place = La deuxième place marque autant de points que la première a de maisons : { $first }. Même avec { $second } maisons, cela rapporte.
tip-china-tied-second = Égalité à { $second } maisons : ces joueurs partagent la deuxième place et marquent chacun { $first }, les maisons de la place au-dessus. Le nombre suivant est troisième.
tip-china-reshuffle = La pioche est épuisée : les { $cards } cartes défaussées sont mélangées en une nouvelle pioche. Quand elle s’épuisera, la partie prendra fin.
tip-china-pile-used-up = La pioche est épuisée une deuxième fois : on termine la manche, puis la partie s’arrête. On ne prend plus que des cartes visibles ; qui ne peut rien faire passe.
tip-china-game-end = La partie est finie. Le décompte final suit : les maisons des provinces pas encore décomptées, puis les alliances, puis les chaînes.
tip-china-final-houses = Décompte final : cette province n’avait pas été décomptée ; ses { $houses } maisons sont décomptées maintenant comme une province pleine.
tip-china-alliances = Alliances : qui a le plus d’émissaires (égalité comprise) dans les deux provinces d’une alliance marque tous les émissaires de ces deux provinces.
tip-china-chains = Chaînes : 4 maisons ou plus à vous, à la suite le long des routes, rapportent 1 point par maison, même d’une province à l’autre.
tip-china-winner = { $shared ->
    [1] { $winner } a le plus de points et gagne.
   *[other] { $shared } joueurs ont autant de points et de pièces restantes : ils partagent la victoire.
} À égalité de points, celui qui a le plus de pièces en réserve gagne.
tip-china-fortification = Vous avez une fortification : posez-la comme une pièce sur un emplacement libre de cette province. Elle n’appartient à personne ; chacun pourra y bâtir une maison.
tip-china-house-on-fortification = { $player } a bâti une maison sur une fortification : le décompte de cette province et la chaîne passant par cette maison comptent double pour ce joueur.
