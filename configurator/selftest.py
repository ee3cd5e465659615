"""The packaged app's hidden `--self-test`: prove that a built binary really works.

A smoke test runs the installed binary (`configurator --self-test`), which

1. opens the shipped catalog (compiled from the bundled db/ into a temporary folder, so the
   test never touches the user's cache or custom parts),
2. reads and validates the bundled template `2-one-gpu.gwb.json` (it must be validated:
   complete and without errors),
3. exports its bill of materials as a PDF into a temporary folder (the file must exist and
   start with `%PDF`),
4. creates the application, opens the main window, processes its events and closes it
   (and checks that the window icon loads and that docs/rules.md, F1's help, is there).

It prints one line per step and returns 0 only when every step worked, 1 otherwise. Each
step catches its own failure, so one broken step still lets the others report.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

TEMPLATE_NAME = "2-one-gpu.gwb.json"
PREFIX = "self-test:"

# Where the main window may be, most likely first: (module, attribute). The attribute is a
# QMainWindow subclass or a factory; either is called with the keywords it accepts.
_WINDOW_CANDIDATES: tuple[tuple[str, str], ...] = (
    ("configurator.ui.app", "create_main_window"),
    ("configurator.ui.window.main_window", "MainWindow"),
    ("configurator.ui.app", "MainWindow"),
    ("configurator.ui.window", "MainWindow"),
)


class SelfTestStepError(Exception):
    """A step's check did not hold (its message is the reason)."""


def _headless_qt() -> None:
    """Without a display, Qt uses the offscreen platform (as the CLI's export commands do)."""
    if "QT_QPA_PLATFORM" not in os.environ and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        or sys.platform in ("win32", "darwin")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


@contextlib.contextmanager
def _scratch_data_dir(folder: Path) -> Iterator[None]:
    """Point the catalog cache and the user database at `folder` (the window opens the
    catalog too), so a self-test neither reads nor writes the user's own files."""
    from configurator.catalog.paths import ENV_DATA_DIR

    before = os.environ.get(ENV_DATA_DIR)
    os.environ[ENV_DATA_DIR] = str(folder)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(ENV_DATA_DIR, None)
        else:
            os.environ[ENV_DATA_DIR] = before


def template_path() -> Path:
    from configurator.ui.widgets.resources import resources_dir

    return resources_dir() / "templates" / TEMPLATE_NAME


def _step(name: str, action: Callable[[], str], say: Callable[[str], None]) -> bool:
    started = time.perf_counter()
    try:
        detail = action()
    except Exception as error:  # a self-test reports every failure, it never crashes
        seconds = time.perf_counter() - started
        reason = str(error) or type(error).__name__
        say(f"{PREFIX} {name}: FAILED ({reason}) [{seconds:.2f} s]")
        if not isinstance(error, SelfTestStepError):
            for line in traceback.format_exc().rstrip().splitlines():
                say(f"{PREFIX}   {line}")
        return False
    seconds = time.perf_counter() - started
    say(f"{PREFIX} {name}: ok ({detail}) [{seconds:.2f} s]")
    return True


def _accepted_kwargs(factory: Callable[..., Any], offered: dict[str, Any]) -> dict[str, Any]:
    import inspect

    try:
        parameters = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return offered
    return {key: value for key, value in offered.items() if key in parameters}


def find_main_window_factory() -> Callable[..., Any]:
    """The main window class (or factory) that the UI provides."""
    looked: list[str] = []
    for module_name, attribute in _WINDOW_CANDIDATES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name and module_name.startswith(error.name):
                looked.append(f"{module_name} (missing)")
                continue
            raise
        factory = getattr(module, attribute, None)
        if callable(factory):
            return factory
        looked.append(f"{module_name}.{attribute}")
    raise SelfTestStepError("no main window found (looked for " + ", ".join(looked) + ")")


def run_self_test(say: Callable[[str], None] | None = None) -> int:
    """Run every step; 0 when all worked, 1 otherwise."""
    if say is None:
        def say(line: str) -> None:
            print(line, flush=True)

    _headless_qt()
    from configurator import __version__

    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    say(f"{PREFIX} configurator {__version__} ({frozen}, Python "
        f"{sys.version.split()[0]}, {sys.platform}, "
        f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', '(default)')})")

    state: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="configurator-self-test-",
                                     ignore_cleanup_errors=True) as scratch, \
            _scratch_data_dir(Path(scratch) / "data"):
        folder = Path(scratch)

        def open_the_catalog() -> str:
            from configurator.catalog import open_catalog
            from configurator.catalog.paths import source_dir

            catalog = open_catalog()
            count = len(catalog.parts())
            if count == 0:
                catalog.close()
                raise SelfTestStepError(f"the catalog in {source_dir()} has no parts")
            state["catalog"] = catalog
            return f"{count} parts from {source_dir()}"

        def validate_template() -> str:
            from configurator.model.buildfile import read_build
            from configurator.rules import validate

            path = template_path()
            if not path.is_file():
                raise SelfTestStepError(f"{path} is missing")
            catalog = state["catalog"]
            loaded = read_build(path, catalog)
            report = validate(loaded.resolved, catalog.alternatives())
            state["loaded"], state["report"] = loaded, report
            if not report.validated:
                problem = ("incomplete" if not report.complete
                           else f"{report.error_count} error(s)")
                raise SelfTestStepError(f"{path.name} is not validated: {problem}")
            return (f"{path.name}: validated, {report.error_count} errors, "
                    f"{report.warning_count} warnings")

        def export_pdf() -> str:
            from configurator.report.export import export_bom

            pdf = folder / "self-test-bom.pdf"
            export_bom(state["loaded"], state["report"], state["catalog"], pdf_path=pdf)
            if not pdf.is_file():
                raise SelfTestStepError(f"{pdf.name} was not written")
            data = pdf.read_bytes()
            if not data.startswith(b"%PDF"):
                raise SelfTestStepError(f"{pdf.name} does not start with %PDF")
            return f"{pdf.name}, {len(data)} bytes"

        def open_and_close_window() -> str:
            from PySide6.QtCore import QSettings
            from PySide6.QtWidgets import QApplication

            try:  # the app's own start-up: names, window icon, style sheet
                from configurator.ui.app import create_application
            except ImportError:
                app = QApplication.instance() or QApplication(sys.argv[:1] or ["configurator"])
            else:
                app = create_application(sys.argv[:1] or ["configurator"])
            factory = find_main_window_factory()
            settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
            offered = {"settings": settings, "autosave_folder": folder / "autosave"}
            if "catalog" in state:
                offered["catalog"] = state["catalog"]
            window = factory(**_accepted_kwargs(factory, offered))
            window.show()
            deadline = time.monotonic() + 0.5
            while time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.01)
            if not window.isVisible():
                raise SelfTestStepError("the main window did not show")
            title = window.windowTitle()
            platform = app.platformName()
            icon_note = ""
            from configurator.ui.widgets.resources import icon_path

            if icon_path("app").is_file():
                if app.windowIcon().isNull():
                    raise SelfTestStepError("the window icon (SVG) did not load: is Qt's svg "
                                            "plugin bundled?")
                icon_note = ", SVG icon loaded"
            window.close()
            app.processEvents()
            window.deleteLater()
            app.processEvents()
            from configurator.ui.widgets.help_links import rules_reference

            if not rules_reference().is_file():  # F1's help on a rule opens it
                raise SelfTestStepError(f"the rules' reference {rules_reference()} is missing: "
                                        "is docs/ bundled?")
            return (f"{type(window).__name__} {title!r} shown and closed on "
                    f"{platform!r}{icon_note}, {rules_reference().name} found")

        steps = (
            ("catalog", open_the_catalog),
            ("validate template", validate_template),
            ("export BOM PDF", export_pdf),
            ("main window", open_and_close_window),
        )
        results: list[bool] = []
        for name, action in steps:
            needs_catalog = name in ("validate template", "export BOM PDF") and (
                "catalog" not in state)
            needs_build = name == "export BOM PDF" and "report" not in state
            if needs_catalog or needs_build:
                say(f"{PREFIX} {name}: FAILED (skipped: an earlier step failed)")
                results.append(False)
                continue
            results.append(_step(name, action, say))
        catalog = state.pop("catalog", None)
        if catalog is not None and hasattr(catalog, "close"):
            catalog.close()  # Windows cannot delete a folder whose database is open
        state.clear()

    passed = sum(results)
    verdict = "passed" if all(results) else "FAILED"
    say(f"{PREFIX} {verdict}: {passed} of {len(results)} steps")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(run_self_test())
