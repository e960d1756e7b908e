# dragon messages (de).
