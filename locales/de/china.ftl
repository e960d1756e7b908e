# china messages (de).
