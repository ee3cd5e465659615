"""The checks and the bill of materials, docked beside the drawing."""
