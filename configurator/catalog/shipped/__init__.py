"""The shipped catalog: db/ sources read and checked (source.py), compiled into an SQLite
cache (builder.py, ddl.py; tables.py declares its tables) and read back at every start
without SQLAlchemy (compiled.py, schema.py)."""
