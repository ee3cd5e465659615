"""Build > Complete Build…: the best three completions side by side."""
