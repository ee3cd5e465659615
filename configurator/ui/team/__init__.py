"""The team catalog in the window: its session (connecting, reloading), its status line, its
Preferences section."""
