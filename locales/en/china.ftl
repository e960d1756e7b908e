# china messages (en).
