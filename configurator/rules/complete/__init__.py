"""Completing a build: the exact best completion of a partial build from the catalog
(docs/architecture.md, "Completing a build"); search.py is the entry."""
