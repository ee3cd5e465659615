"""Messages for the user from the layers without Qt (model, catalog): an English template with
named params, translated where Qt is at hand (`configurator.words.messages`).

This is the rules' way (`configurator.rules.context.T`) for the build-file reader and the
catalog: every template is a literal marked `T("...")`, so the translation tooling collects it
(`templates_in`), and `str()` of a message is its English text, for logs and for callers that
show text without a translator.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from configurator.model.safe_text import drawable

Translate = Callable[[str], str]


def T(template: str) -> str:
    """Marks an English message template for translation (collected by `templates_in`)."""
    return template


def _english(template: str) -> str:
    return template


@dataclass(frozen=True)
class Message:
    """`template` filled with `params`; a param may itself be a Message (a described value,
    a place), translated along with its sentence."""

    template: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, translate: Translate = _english) -> str:
        # A text param is someone's text (a part's or a slot's name, a file's words): drawn on
        # the message's line, its control and bidirectional characters visible, never acting
        # (a line break in a slot id would make a one-line refusal three; issue 29, F8, F13).
        values = {name: value.render(translate) if isinstance(value, Message)
                  else drawable(value) if isinstance(value, str) else value
                  for name, value in self.params.items()}
        try:
            return translate(self.template).format(**values)
        except (KeyError, IndexError, ValueError):  # a faulty translation: English instead
            return self.template.format(**values)

    def __str__(self) -> str:
        return self.render()


def message(template: str, **params: Any) -> Message:
    return Message(template, params)


class MessageError(ValueError):
    """A ValueError whose text is a Message: raised by model validators, so the reader can
    pass the message on to be translated (pydantic keeps the exception in its error)."""

    def __init__(self, template: str, **params: Any) -> None:
        self.message = Message(template, params)
        super().__init__(str(self.message))


def render_text(text: Message | str, translate: Translate = _english) -> str:
    return text.render(translate) if isinstance(text, Message) else text


def templates_in(paths: Iterable[Path]) -> tuple[str, ...]:
    """Every literal of a `T("...")` call in the given source files, in order, once each."""
    found: dict[str, None] = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "T" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found[node.args[0].value] = None
    return tuple(found)
