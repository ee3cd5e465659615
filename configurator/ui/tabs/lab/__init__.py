"""The Lab tab (DESIGN.md section 9): a lab plan's drawing, builds and findings."""
