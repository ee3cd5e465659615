"""The user's own parts and prices: the parts editor, the part form, the price and quote
dialogs, and the actions that open them."""
