"""The catalog panel: kind tabs, search as you type, the table and its model."""
