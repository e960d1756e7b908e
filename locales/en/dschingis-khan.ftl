# dschingis-khan messages (en).
