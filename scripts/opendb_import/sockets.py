"""OpenDB's socket and form-factor names in the catalog's spelling (db/README.md,
"Canonical vocabularies"): "LGA 1151" is LGA1151, "sTR4" is TR4, "Micro ATX" is micro-ATX."""

from __future__ import annotations

import re

_LGA = re.compile(r"^LGA\s*(\d+(?:-\d)?)(v2)?$", re.IGNORECASE)
SOCKET_NAMES = {"sTR4": "TR4", "TR4": "TR4"}
NOT_SOCKETS = {"115"}  # "LGA 115": a cut-off "LGA 115x", several sockets at once
# Coolers made for LGA 2011 mount on LGA2011-3 too (the same retention holes and ILM).
COOLER_SOCKET_ALSO = {"LGA2011": ("LGA2011-3",)}
BOARD_FORM_FACTORS = {
    "ATX": "ATX", "Micro ATX": "micro-ATX", "Mini-ITX": "mini-ITX", "EATX": "E-ATX",
    "SSI EEB": "SSI-EEB", "SSI CEB": "SSI-CEB", "XL ATX": "XL-ATX",
    "Mini DTX": "mini-DTX", "DTX": "DTX", "HPTX": "HPTX", "Thin Mini-ITX": "thin mini-ITX",
    "Flex ATX": "Flex ATX",
}
# OpenDB's PSU form factors: the standard ones in the model's spelling; "ATX/EPS" units are
# ATX-sized; the rest (TFX, Flex ATX) are kept as written, a vocabulary chassis share.
PSU_FORM_FACTORS = {"ATX": "ATX", "ATX/EPS": "ATX", "SFX": "SFX", "SFX-L": "SFX-L",
                    "TFX": "TFX", "Flex ATX": "Flex ATX"}


def socket_name(value: str) -> str | None:
    """The catalog's name of OpenDB's socket, None for one that names no socket ("LGA 115")."""
    value = value.strip()
    if value in SOCKET_NAMES:
        return SOCKET_NAMES[value]
    match = _LGA.match(value)
    if match:
        number = match.group(1)
        if number in NOT_SOCKETS:
            return None
        return f"LGA{number}"
    return value or None


def cooler_sockets(values: list[str]) -> list[str]:
    sockets: list[str] = []
    for value in values:
        name = socket_name(value) if isinstance(value, str) else None
        for socket in (name, *COOLER_SOCKET_ALSO.get(name or "", ())):
            if socket is not None and socket not in sockets:
                sockets.append(socket)
    return sockets
