"""Benchmarks of the team catalog (issue 20) against a scratch PostgreSQL cluster on loopback
(tests/pg_cluster.py): listing 10,000 team parts, and a window start with the team's server
down (refused: the server is stopped) and silent (a port that accepts and never answers:
the connection waits out its whole timeout on a worker thread), each reaching an interactive
window with the last copy of those parts; the silent start is reported as a ratio to the
stopped one of the same run.

    .venv/bin/python benchmarks/bench_team.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests"))  # the scratch cluster of the tests

PARTS = 10_000


def _parts(count: int):
    from configurator.model.parts import GpuSpec

    return [GpuSpec(id=f"team-card-{n:05d}", name=f"Team card {n}", model="GeForce RTX 2080 Ti",
                    manufacturer=("ASUS", "MSI", "Gigabyte", "EVGA")[n % 4], mpn=f"TC-{n}",
                    fp32_gflops=10000 + n, memory_gb=11, tdp_w=250, length_mm=250 + n % 60,
                    price_usd=500 + n % 900) for n in range(count)]


def _fill(url: str, data_folder: Path) -> None:
    from configurator.catalog.stores.interface import StoreChange, UserPrice
    from configurator.catalog.stores.team.db import TeamDb, open_team_store

    store = open_team_store(url, data_folder)
    assert isinstance(store, TeamDb), store.notices
    store.list_parts()
    store.list_prices()
    parts = _parts(PARTS)
    store.apply(StoreChange(put_parts=tuple(parts), set_prices=tuple(
        UserPrice(p.id, 400.0 + i % 500, "2026-11") for i, p in enumerate(parts[::10]))))
    store.list_parts()  # leaves the offline copy of all 10,000 parts
    store.list_prices()
    store.close()


def listing_s(url: str, data_folder: Path, runs: int) -> float:
    """Seconds to open the team catalog and read every part and price (what a start and
    `configurator catalog` do with a team catalog), median of `runs`."""
    from configurator.catalog.stores.team.db import TeamDb, open_team_store

    times = []
    for _ in range(runs):
        start = time.perf_counter()
        store = open_team_store(url, data_folder)
        parts, prices = store.list_parts(), store.list_prices()
        times.append(time.perf_counter() - start)
        assert isinstance(store, TeamDb) and len(parts) == PARTS and prices, store.notices
        store.close()
    return statistics.median(times)


def window_start_s(url: str, data_folder: Path, runs: int) -> float:
    """Seconds from process start to an interactive window (bench_ui's measure), median."""
    from bench_ui import APP, _start

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CONFIGURATOR_EXIT_WHEN_READY": "1",
           "CONFIGURATOR_DATA_DIR": str(data_folder), "XDG_CONFIG_HOME": str(data_folder),
           "CONFIGURATOR_TEAM_DB": url}
    _start(APP, env)  # warms the file cache and compiles the catalog
    return statistics.median(_start(APP, env)[0] for _ in range(runs))


def run(quick: bool = False) -> dict[str, float]:
    import compileall

    from pg_cluster import start_cluster

    compileall.compile_dir(ROOT / "configurator", quiet=1)
    cluster = start_cluster()
    data_folder = Path(tempfile.mkdtemp(prefix="configurator-bench-team-"))
    with cluster.in_use():
        cluster.add_role("lab_owner", "owner-secret")
        cluster.admin("CREATE DATABASE parts OWNER lab_owner")
        from configurator.catalog.stores.team.connection import connect
        from configurator.catalog.stores.team.schema import upgrade
        from configurator.catalog.stores.team.url import parse_team_url

        url = cluster.url("lab_owner", "parts")
        upgrade(lambda: connect(parse_team_url(url)[0]))
        _fill(url, data_folder)
        runs = 3 if quick else 7
        figures = {"team_catalog_10k_s": listing_s(url, data_folder, runs)}
        # The same start without a team catalog, measured in this run: what the team adds.
        figures["no_team_window_start_s"] = window_start_s("", data_folder, runs)
        cluster.stop()  # down: the port refuses connections; the copy of 10,000 parts
        figures["team_down_window_start_s"] = window_start_s(url, data_folder, runs)
        with socket.socket() as silent:  # silent: accepts, never answers
            silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # just stopped
            silent.bind(("127.0.0.1", cluster.port))
            silent.listen(64)
            figures["team_silent_window_start_s"] = window_start_s(url, data_folder, runs)
        # Ratios against the stopped-server start of this very run (the same machine, load
        # and copy of 10,000 parts): what a silent server costs beyond a refusing one, and
        # what a team catalog that is down costs beyond no team catalog.
        figures["team_silent_vs_down_ratio"] = (figures["team_silent_window_start_s"]
                                                / figures["team_down_window_start_s"])
        figures["team_down_vs_no_team_ratio"] = (figures["team_down_window_start_s"]
                                                 / figures["no_team_window_start_s"])
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print(json.dumps(run(args.quick), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
