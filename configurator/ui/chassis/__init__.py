"""The chassis drawing in the window: the view, the drag controller and its note."""
