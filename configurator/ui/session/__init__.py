"""What the window's features share: the open build's document, the catalog session, the
preferences' values, and the gestures pushed on the document."""
