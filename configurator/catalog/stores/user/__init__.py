"""The local user database: SQLite in the user data folder, checked at open, repaired (what can
be read kept) when damaged."""
