"""A team catalog on PostgreSQL: its URL, connection and schema, the live store, and its last
copy for when the server does not answer."""
