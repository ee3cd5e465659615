"""No module of the package grows past what one reader takes in (issue 25; docs/architecture.md,
"Where each thing lives"): a module past the limit is split along a seam a reader would name,
not given more room. An exception is listed here only with its reason."""

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "configurator"
MAX_LINES = 430

# module (relative to configurator/) -> why it may be longer, until it is split
EXCEPTIONS: dict[str, str] = {}


def _line_counts() -> dict[str, int]:
    return {str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
            for path in PACKAGE.rglob("*.py")}


def test_no_module_passes_the_line_limit() -> None:
    too_long = {name: lines for name, lines in _line_counts().items()
                if lines > MAX_LINES and name not in EXCEPTIONS}
    assert too_long == {}, f"split these along a seam a reader would name: {too_long}"


def test_every_exception_is_still_needed() -> None:
    counts = _line_counts()
    stale = [name for name in EXCEPTIONS if counts.get(name, 0) <= MAX_LINES]
    assert stale == [], f"these are short enough now: drop them from EXCEPTIONS: {stale}"
