"""Benchmarks of the window (issue 4), offscreen: drag-move over the eight-GPU chassis, a full
scene rebuild, catalog search-as-you-type with 10,000 parts, and the start of the app against
a bare PySide6 QMainWindow measured in the same run (plus the memory after start); with the
full catalog (db/ and the 21,000 parts of db/opendb/, issue 28): the first start, which
compiles it, and search over it with 100,000 parts of the user's own.

    .venv/bin/python benchmarks/bench_ui.py [--quick] [--json OUT.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT))  # the drag-event helpers of the UI tests
sys.path.insert(0, str(ROOT / "benchmarks"))  # timing, when imported from the tests

from timing import times_ms  # noqa: E402 - found through the path set above

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.show()
app.processEvents()
print("ready", flush=True)
"""

# What the `configurator-gui` entry point runs; CONFIGURATOR_EXIT_WHEN_READY makes it print
# "ready" once the window is shown and its event loop runs, then quit.
APP = "import sys; from configurator.entry import gui_main; sys.exit(gui_main())"


def _start(code: str, env: dict[str, str]) -> tuple[float, float | None]:
    """Seconds from process start to "ready", and the peak RSS it reports (MB)."""
    start = time.perf_counter()
    with subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, env=env, text=True) as process:
        first = process.stdout.readline()
        elapsed = time.perf_counter() - start
        # From the same reader: readline may have buffered the next line already, and
        # communicate() would read past that buffer (the memory figure was lost so).
        rest = process.stdout.read()
        process.wait(timeout=120)
    if first.strip() != "ready":
        raise RuntimeError("the start script did not get ready")
    rss = next((float(line.split()[1]) for line in rest.splitlines()
                if line.startswith("rss ")), None)
    return elapsed, rss


def startup(runs: int, data_folder: Path | None = None,
            before_each: Callable[[], None] | None = None) -> dict[str, float]:
    """The real entry point against a bare window, alternating, after one unmeasured start of
    each (it compiles the parts catalog into the data folder and warms the file cache). The
    package is byte-compiled first, as an installed copy is (pip and PyInstaller both ship
    bytecode); a source tree run with PYTHONDONTWRITEBYTECODE would compile it every start."""
    import compileall
    import tempfile

    compileall.compile_dir(ROOT / "configurator", quiet=1)
    folder = Path(tempfile.mkdtemp(prefix="configurator-bench-start-"))
    data = data_folder if data_folder is not None else folder / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CONFIGURATOR_EXIT_WHEN_READY": "1",
           "CONFIGURATOR_DATA_DIR": str(data), "XDG_CONFIG_HOME": str(folder)}
    _start(BARE, env), _start(APP, env)
    bare: list[float] = []
    apps: list[tuple[float, float | None]] = []
    for _ in range(runs):
        bare.append(_start(BARE, env)[0])
        if before_each is not None:
            before_each()
        apps.append(_start(APP, env))
    app_s = statistics.median(t for t, _ in apps)
    bare_s = statistics.median(bare)
    return {"startup_s": app_s, "bare_qt_startup_s": bare_s, "startup_ratio": app_s / bare_s,
            "rss_after_start_mb": statistics.median(r for _, r in apps if r is not None),
            "starts_ready": len(apps), "starts_reporting_rss": sum(
                1 for _, r in apps if r is not None)}


def first_start(runs: int) -> dict[str, float]:
    """A start on an empty data folder: it compiles the whole catalog (no shared or shipped
    compiled catalog to copy), then shows the window; and the compiling alone, in process."""
    import tempfile

    from configurator.catalog import paths
    from configurator.catalog.shipped.compiled import build_catalog

    times: list[float] = []
    for _ in range(runs):
        folder = Path(tempfile.mkdtemp(prefix="configurator-bench-first-"))
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CONFIGURATOR_EXIT_WHEN_READY": "1",
               "CONFIGURATOR_DATA_DIR": str(folder / "data"), "XDG_CONFIG_HOME": str(folder)}
        env.pop(paths.ENV_SHARED_CATALOG, None)
        times.append(_start(APP, env)[0])
    folder = Path(tempfile.mkdtemp(prefix="configurator-bench-compile-"))
    started = time.perf_counter()
    build_catalog(paths.source_dir(), folder / "catalog.sqlite")
    return {"first_start_s": statistics.median(times), "first_start_max_s": max(times),
            "catalog_compile_s": time.perf_counter() - started}


def window_figures(repeat: int) -> dict[str, float]:
    import tempfile

    from PySide6.QtCore import QSettings

    from configurator.catalog import Catalog, open_catalog
    from configurator.ui.app import create_application, create_main_window
    from configurator.ui.catalog_browser.panel import CatalogPanel
    from configurator.ui.widgets.mime import part_mime
    from tests.ui.ui_helpers import EIGHT_GPU_TEMPLATE, drag_enter, drag_leave, drag_move

    app = create_application()
    folder = Path(tempfile.mkdtemp())
    catalog = open_catalog()
    window = create_main_window(catalog, QSettings(str(folder / "s.ini"),
                                                   QSettings.Format.IniFormat), folder / "a")
    window.show()
    app.processEvents()
    if not window.files.open_path(EIGHT_GPU_TEMPLATE):
        raise RuntimeError("the eight-GPU template did not open")
    view = window.chassis_view
    scene = view.chassis_scene
    mime = part_mime("asus-turbo-rtx-2080-ti")
    points = [scene.slot_centre(slot) for slot in scene.slot_order()]
    enter_ms = times_ms(lambda: drag_enter(view, mime, points[0]), 1)[0]
    tinted = sum(1 for colour in scene.tints().values() if colour is not None)
    moves = iter(points * repeat)
    move_ms = times_ms(lambda: drag_move(view, mime, next(moves)), len(points) * repeat)
    drag_leave(view)
    resolved, report = window.document.resolved, window.document.report
    rebuild_ms = times_ms(lambda: scene.rebuild(resolved, report), max(5, repeat // 2))

    # Variants of the curated parts, as before the imported ones came (their figures kept).
    base = [part for part in catalog.parts() if catalog.source(part.id) == "curated"]
    parts = [p.model_copy(update={"id": f"{p.id}-v{i}", "name": f"{p.name} v{i}"})
             for i in range(10_000 // len(base) + 1) for p in base][:10_000]
    panel = CatalogPanel(Catalog(parts, "bench"), lambda usd: f"${usd:,.0f}", lambda: "USD")
    text = "geforce rtx 2080 ti"
    keystrokes: list[float] = []
    found = 0
    for _ in range(max(1, repeat // 10)):
        for end in range(1, len(text) + 1):
            keystrokes += times_ms(lambda end=end: panel.search.setText(text[:end]), 1)
        found = panel.model.rowCount()
        panel.search.setText("")
    window.document.undo_stack.setClean()
    window.close()
    return {
        "drag_enter_whatif_ms": enter_ms,
        "drag_move_p50_ms": statistics.median(move_ms),
        "drag_move_max_ms": max(move_ms),
        "scene_rebuild_ms": statistics.median(rebuild_ms),
        "catalog_search_10k_p50_ms": statistics.median(keystrokes),
        "catalog_search_10k_max_ms": max(keystrokes),
        # What the timed work did, for the test to check (not timings):
        "slots": len(points), "slots_tinted_at_drag_enter": tinted,
        "catalog_parts": len(parts), "catalog_search_rows": found,
        "catalog_search_expected_rows": sum(
            1 for p in parts if all(w in p.name.casefold() for w in text.split())),
    }


USER_PARTS = 100_000


def user_parts_folder(count: int = USER_PARTS) -> Path:
    """A data folder with the compiled catalog and `count` GPUs of the user's own (variants
    of the catalog's cards), written as the parts editor writes them: one transaction."""
    import tempfile

    from configurator.catalog import open_catalog
    from configurator.catalog.stores.interface import StoreChange

    folder = Path(tempfile.mkdtemp(prefix="configurator-bench-user-"))
    with open_catalog(data_dir=folder) as catalog:
        # Variants of the curated cards (the imported ones stay themselves, beside them).
        base = [part for part in catalog.parts("gpu") if catalog.source(part.id) == "curated"]
        parts = [p.model_copy(update={"id": f"{p.id}-u{i}", "name": f"{p.name} u{i}"})
                 for i in range(count // len(base) + 1) for p in base][:count]
        catalog.store.apply(StoreChange(put_parts=tuple(parts)))
    return folder


def user_parts_figures(repeat: int, folder: Path) -> dict[str, float]:
    """With 100,000 parts of the user's own: search-as-you-type in the catalog panel over the
    real overlay (specs decoded only for the rows shown), and how long a start (the window
    reads the listing after it shows) takes to read that listing."""
    from configurator.catalog import open_catalog
    from configurator.ui.app import create_application
    from configurator.ui.catalog_browser.panel import CatalogPanel

    create_application()
    started = time.perf_counter()
    catalog = open_catalog(data_dir=folder, defer_user_parts=True)
    opened_s = time.perf_counter() - started
    while not catalog.load_user_parts(5000):
        pass
    listed_s = time.perf_counter() - started
    panel = CatalogPanel(catalog, lambda usd: f"${usd:,.0f}", lambda: "USD")
    text = "geforce rtx 2080 ti"
    keystrokes: list[float] = []
    for _ in range(max(1, repeat // 10)):
        for end in range(1, len(text) + 1):
            keystrokes += times_ms(lambda end=end: panel.search.setText(text[:end]), 1)
        panel.search.setText("")
    count = len(catalog.user_part_ids())
    searched = len(catalog)
    catalog.close()
    return {"catalog_search_100k_p50_ms": statistics.median(keystrokes),
            "catalog_search_100k_max_ms": max(keystrokes),
            "catalog_search_100k_parts": float(searched),
            "user_parts_open_100k_s": opened_s, "user_parts_listed_100k_s": listed_s,
            "user_parts_count": float(count)}


def run(quick: bool = False) -> dict[str, float]:
    import tempfile

    from configurator.catalog import paths

    figures = first_start(1 if quick else 3)
    # Every other data folder of the run copies the catalog compiled once.
    os.environ[paths.ENV_SHARED_CATALOG] = tempfile.mkdtemp(prefix="configurator-bench-shared-")
    figures.update(window_figures(10 if quick else 40))
    figures.update(startup(3 if quick else 15))  # medians of noisy process starts
    folder = user_parts_folder()
    figures.update(user_parts_figures(10 if quick else 40, folder))
    with_parts = startup(3 if quick else 15, folder)
    figures.update({"startup_100k_user_s": with_parts["startup_s"],
                    "bare_qt_startup_100k_run_s": with_parts["bare_qt_startup_s"],
                    "startup_100k_user_ratio": with_parts["startup_ratio"],
                    "rss_after_start_100k_user_mb": with_parts["rss_after_start_mb"]})
    # The start after something else wrote the file: its cells are read through again.
    from configurator.catalog.stores.user.stamp import forget

    rechecked = startup(3 if quick else 15, folder,
                        before_each=lambda: forget(folder / "user.sqlite"))
    figures.update({"startup_100k_user_rechecked_ratio": rechecked["startup_ratio"]})
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", metavar="OUT.json")
    args = parser.parse_args()
    figures = run(args.quick)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2))
    for key, value in figures.items():
        print(f"{key:28s} {value:10.3f}")


if __name__ == "__main__":
    main()
