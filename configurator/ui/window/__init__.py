"""The main window's frame: its menus and toolbar from the action table, files, export,
autosave and recovery, the Preferences dialog, the crash dialog."""
