"""The shipped catalog: db/ sources read and checked (source.py), compiled into an SQLite
cache (builder.py, tables.py) and read back at every start without SQLAlchemy (compiled.py,
schema.py)."""
