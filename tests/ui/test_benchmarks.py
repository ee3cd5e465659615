"""Benchmarks of the window (issue 4): they print their figures and assert only that the
work was done, never a time (a loaded CI machine must not fail them). Run with
`pytest tests/ui/test_benchmarks.py -s` to see the figures.

Targets: a drag-move over the chassis <= 16 ms (one frame at 60 Hz); a catalog keystroke
with 10,000 parts <= 16 ms; the window interactive within 4x a bare QMainWindow's start.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

FRAME_MS = 16.0


def report(capsys: pytest.CaptureFixture, line: str) -> None:
    with capsys.disabled():
        print(f"\n[benchmark] {line}")


def _bench_ui():
    # The same measurements as benchmarks/run.py, so the two never drift apart.
    sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
    import bench_ui

    return bench_ui


def test_drag_move_scene_rebuild_and_catalog_search(qapp, capsys):
    """On the eight-GPU template: a drag-move over the chassis, a full scene rebuild, and
    search-as-you-type in a catalog of 10,000 parts."""
    figures = _bench_ui().window_figures(repeat=10)
    report(capsys, f"eight GPUs: drag-enter (what-if for every slot) "
                   f"{figures['drag_enter_whatif_ms']:.1f} ms; drag-move median "
                   f"{figures['drag_move_p50_ms']:.2f} ms, max {figures['drag_move_max_ms']:.2f} "
                   f"ms (target <= {FRAME_MS:.0f} ms); full scene rebuild median "
                   f"{figures['scene_rebuild_ms']:.1f} ms")
    report(capsys, f"catalog of 10,000 parts: search-as-you-type median "
                   f"{figures['catalog_search_10k_p50_ms']:.2f} ms, max "
                   f"{figures['catalog_search_10k_max_ms']:.2f} ms a keystroke "
                   f"(target <= {FRAME_MS:.0f} ms)")
    # The timed work was the real work: every slot of the eight-GPU board got its what-if
    # tint at drag-enter, and the last keystroke found exactly the matching parts.
    assert figures["slots"] >= 8  # the eight-GPU board
    assert figures["slots_tinted_at_drag_enter"] == figures["slots"]
    assert figures["catalog_parts"] == 10_000
    assert figures["catalog_search_rows"] == figures["catalog_search_expected_rows"] > 0


@pytest.mark.process
def test_start_to_interactive_window_against_a_bare_qmainwindow(capsys):
    figures = _bench_ui().startup(runs=3)
    report(capsys, f"process start to interactive window: bare QMainWindow "
                   f"{figures['bare_qt_startup_s']:.2f} s, the configurator "
                   f"{figures['startup_s']:.2f} s = {figures['startup_ratio']:.1f}x "
                   f"(target <= 4x); {figures['rss_after_start_mb']:.0f} MB after start")
    # Each start of the real entry point showed its window and ran its event loop ("ready")
    # and reported its memory then; no timing is asserted.
    assert figures["starts_ready"] == 3 and figures["starts_reporting_rss"] >= 1
