# Les conseils de ce jeu (issue 42) : `tip-<id>` pour chaque conseil de la
# liste du jeu (crates/china/src/tips.rs), 35 mots au plus environ.
# ESPACE RÉSERVÉ en attendant la liste du jeu (elle est vide).
tip-china-placeholder = Les conseils de ce jeu arrivent bientôt.
