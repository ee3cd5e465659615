"""Widgets and helpers every part of the window may use: dialogs, message boxes, layouts,
table fitting, resources, drag data, help links."""
