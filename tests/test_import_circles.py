"""The package's shape (issue 17): no module imports another that imports it back (directly
or around a circle, lazy imports included), and no module uses another's private helper."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import grimp

PACKAGE = Path(__file__).parents[1] / "configurator"


def _circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    sys.setrecursionlimit(max(10_000, sys.getrecursionlimit()))
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in graph.find_modules_directly_imported_by(module):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return groups


def test_no_import_circles() -> None:
    assert _circles(grimp.build_graph("configurator")) == []


def _private_uses(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = {}  # local names bound to configurator modules
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("configurator"):
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"from {node.module} import {alias.name}")
                modules[alias.asname or alias.name] = node.module
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("configurator"):
                    modules[(alias.asname or alias.name).split(".")[0]] = alias.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in modules and node.attr.startswith("_")
                and not node.attr.startswith("__")):
            found.append(f"{node.value.id}.{node.attr}")
    return found


def test_no_private_helper_is_used_from_another_module() -> None:
    uses = {str(p.relative_to(PACKAGE)): _private_uses(p) for p in PACKAGE.rglob("*.py")}
    assert {path: found for path, found in uses.items() if found} == {}


def test_every_module_imports() -> None:
    """A module moved or renamed leaves no import of its old name behind."""
    import importlib
    import pkgutil

    import configurator

    failed = {}
    for info in pkgutil.walk_packages(configurator.__path__, "configurator."):
        if ".migrations" in info.name or info.name.endswith("__main__"):
            continue  # Alembic's scripts run inside Alembic; __main__ runs the program
        try:
            importlib.import_module(info.name)
        except ImportError as error:
            failed[info.name] = str(error)
    assert failed == {}
