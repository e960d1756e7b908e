# dschingis-khan messages (fr).
