"""The Lab tab (docs/lab-plan.md): a lab plan's drawing, builds and findings."""
