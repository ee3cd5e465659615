"""The one way the benchmarks time a piece of work (milliseconds, one figure a call)."""

from __future__ import annotations

import time
from collections.abc import Callable


def times_ms(function: Callable[[], object], repeat: int) -> list[float]:
    """Milliseconds each of `repeat` calls of `function` took."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return times
