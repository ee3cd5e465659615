"""Start-up of two or more source trees side by side, against a bare window, alternating in one
run (docs/performance.md): the wall time as `bench_ui.startup` measures it, and the CPU time of
each start (its process and children), which a shared machine's load moves less.

    cd /tmp && .venv/bin/python benchmarks/compare_starts.py 9 /tmp/main-copy -

Each TREE is a folder holding `configurator/` and `db/` (e.g. `git archive main | tar -x`),
put first on PYTHONPATH, or "-" for the installed package. Run it from a folder other than a
source tree: `python -c` puts the working folder before PYTHONPATH.
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import statistics
import tempfile
from pathlib import Path

from bench_ui import APP, BARE
from bench_ui import _start as wall_start

HERE = Path(__file__).parent


def timed_start(code: str, env: dict[str, str]) -> tuple[float, float | None, float]:
    """(wall seconds to "ready", peak RSS in MB, CPU seconds of the start)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall, rss = wall_start(code, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, rss, cpu


def tree_env(tree: str) -> dict[str, str]:
    source = HERE.parent if tree == "-" else Path(tree)
    compileall.compile_dir(source / "configurator", quiet=1)  # as an installed copy is
    folder = Path(tempfile.mkdtemp(prefix="configurator-compare-"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CONFIGURATOR_EXIT_WHEN_READY": "1",
           "CONFIGURATOR_DATA_DIR": str(folder / "data"), "XDG_CONFIG_HOME": str(folder)}
    env.pop("CONFIGURATOR_SHARED_CATALOGS", None)  # each tree compiles its own catalog
    if tree != "-":
        env["PYTHONPATH"] = tree
    return env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", type=int)
    parser.add_argument("trees", nargs="+", metavar="TREE")
    args = parser.parse_args()
    envs = [tree_env(tree) for tree in args.trees]
    for env in envs:  # compile each catalog and warm the file cache, unmeasured
        timed_start(APP, env)
    timed_start(BARE, envs[0])
    bare: list[tuple[float, float | None, float]] = []
    apps: list[list[tuple[float, float | None, float]]] = [[] for _ in envs]
    for _ in range(args.runs):
        bare.append(timed_start(BARE, envs[0]))
        for starts, env in zip(apps, envs, strict=True):
            starts.append(timed_start(APP, env))
    bare_wall = statistics.median(wall for wall, _, _ in bare)
    bare_cpu = statistics.median(cpu for _, _, cpu in bare)
    print(f"load {os.getloadavg()[0]:.1f}; bare window {bare_wall * 1000:.0f} ms, "
          f"{bare_cpu * 1000:.0f} ms CPU")
    for tree, starts in zip(args.trees, apps, strict=True):
        wall = statistics.median(w for w, _, _ in starts)
        cpu = statistics.median(c for _, _, c in starts)
        rss = statistics.median(r for _, r, _ in starts if r is not None)
        print(f"{tree}: {wall * 1000:.0f} ms ({wall / bare_wall:.2f}x), {cpu * 1000:.0f} ms CPU "
              f"({cpu / bare_cpu:.2f}x), peak {rss:.0f} MB")


if __name__ == "__main__":
    main()
