"""The stores of the user's own parts and prices behind one declared interface (interface.py):
the local user database (user/) and a team catalog on PostgreSQL (team/)."""
