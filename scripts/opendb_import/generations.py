"""When a part's maker stopped selling it new (`discontinued`, docs/build-file.md),
where the part's generation makes it plain. OpenDB has no such date, so every date set here
is listed in `estimated`.

The rule (db/README.md, "Parts imported from BuildCores OpenDB"):
- GPUs of a consumer line (GeForce, Radeon RX, Arc) whose architecture is at least three
  generations behind its maker's newest (NVIDIA: Turing and older, since Ampere cards are
  still made beside Ada and Blackwell ones; AMD: RDNA and older; Intel: none) are
  discontinued at the launch of the architecture two generations after theirs. Workstation
  and data-center cards are sold for years longer and are not marked.
- CPUs whose socket is at least two generations behind the newest of its line (Intel
  desktop LGA1200 and older, Intel workstation LGA2011-3 and older, AMD desktop AM3+ and
  older, Threadripper TR4, Opteron G34) are discontinued at the launch of the socket two
  after theirs.
- Either way, not when OpenDB's release year of the part is later than that month's year
  (a late board of an old chip is not taken for discontinued before it came out).
Other kinds (cases, PSUs, coolers, memory, storage, NICs) have no generation to judge by.
"""

from __future__ import annotations

from .chips import ARCHITECTURE_BY_NAME, ARCHITECTURES, CONSUMER, Chip

GPU_GENERATIONS_BEHIND = 3
SOCKET_GENERATIONS_BEHIND = 2

# Sockets of one line, in order of launch, with the month the first CPU for it came out.
SOCKET_LINES: tuple[tuple[tuple[str, str], ...], ...] = (
    (("LGA775", "2004-06"), ("LGA1156", "2009-09"), ("LGA1155", "2011-01"),
     ("LGA1150", "2013-06"), ("LGA1151", "2015-08"), ("LGA1200", "2020-04"),
     ("LGA1700", "2021-11"), ("LGA1851", "2024-10")),
    (("LGA1366", "2008-11"), ("LGA2011", "2011-11"), ("LGA2011-3", "2014-08"),
     ("LGA2066", "2017-06"), ("LGA4677", "2023-02")),
    (("AM2", "2006-05"), ("AM2+", "2007-11"), ("AM3", "2009-02"), ("AM3+", "2011-10"),
     ("AM4", "2017-03"), ("AM5", "2022-09")),
    (("FM1", "2011-07"), ("FM2", "2012-10"), ("FM2+", "2014-01"), ("AM4", "2017-03"),
     ("AM5", "2022-09")),
    (("TR4", "2017-08"), ("sTRX4", "2019-11"), ("sTR5", "2023-10")),
    (("G34", "2010-03"), ("SP3", "2017-06"), ("SP5", "2022-11")),
)


def _not_before_release(month: str, release_year: int | None) -> str | None:
    if release_year is not None and release_year > int(month[:4]):
        return None
    return month


def gpu_discontinued(chip: Chip | None, maker: str, release_year: int | None) -> str | None:
    """The month a card of `chip` was plainly no longer made, or None."""
    if chip is None or chip.line != CONSUMER:
        return None
    line = [a for a in ARCHITECTURES if a.maker == maker]
    own = ARCHITECTURE_BY_NAME.get(chip.architecture)
    if own is None or own not in line:
        return None
    index = line.index(own)
    if len(line) - 1 - index < GPU_GENERATIONS_BEHIND:
        return None
    return _not_before_release(line[index + 2].launched, release_year)


def cpu_discontinued(socket: str, release_year: int | None) -> str | None:
    """The month a CPU for `socket` was plainly no longer made, or None."""
    for line in SOCKET_LINES:
        names = [name for name, _ in line]
        if socket in names[:-1]:
            index = names.index(socket)
            if len(line) - 1 - index < SOCKET_GENERATIONS_BEHIND:
                return None
            return _not_before_release(line[index + 2][1], release_year)
    return None
