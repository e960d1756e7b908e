# china messages (fr).
