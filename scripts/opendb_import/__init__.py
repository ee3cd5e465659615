"""Turning a BuildCores OpenDB snapshot into the catalog source files of db/opendb/.

`scripts/import_opendb.py` is the command; db/README.md ("Parts imported from BuildCores
OpenDB") says what is mapped, what stays unknown and how to re-run it on a newer snapshot.
"""
