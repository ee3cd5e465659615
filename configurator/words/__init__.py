"""The user-facing words of the layers below the drawing, in the user's language.

The layers without Qt (model, catalog, rules, analysis) say what they have to say as
`Message`s (an English template marked T("...") and its params: configurator.model.messages)
or as figures; this layer turns them into text once, where they are shown, with Qt's
translation: findings and their fixes (findings.py), the reader's and the catalog's messages
(messages.py), completions (completion.py), plugs and cables (plugs.py), the charts' titles
and captions (charts.py, caption.py), parts' key figures (key_figures.py), template and kind
names (names.py). marked/ is generated for lupdate (scripts/update_translations.py).
The drawing, the report, the window and the command line all use it; it uses only the
layers below it.
"""
