# dschingis-khan messages (de).
