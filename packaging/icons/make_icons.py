"""Write the application icon in every format the installers use, from the app's own window
icon resources/icons/app.svg (or, where the app ships none, from a graphics card drawn
here). The build scripts run it before PyInstaller; run it by hand after changing the icon:

    .venv/bin/python packaging/icons/make_icons.py

Writes packaging/icons/: configurator.svg (the source, for the hicolor "scalable" size),
configurator-<N>.png for the hicolor theme sizes, configurator.ico (Windows: PNG entries
16-256) and configurator.icns (macOS: PNG entries 16-1024). Only Qt is needed (QSvgRenderer
renders the SVG); ICO and ICNS are written by hand, as both are a small header in front of
PNG files. `--drawn` uses the drawn card even when the app has an icon.
"""

from __future__ import annotations

import math
import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
APP_SVG = HERE.parents[1] / "resources" / "icons" / "app.svg"
NAME = "configurator"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk types holding PNG data, by pixel size (retina "@2x" types reuse a size).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


def _fan(cx: float, cy: float, r: float) -> str:
    blades = []
    for k in range(7):
        a = 2 * math.pi * k / 7
        b = a + 0.9
        x1, y1 = cx + 0.28 * r * math.cos(a), cy + 0.28 * r * math.sin(a)
        x2, y2 = cx + 0.92 * r * math.cos(b), cy + 0.92 * r * math.sin(b)
        xc, yc = cx + 0.85 * r * math.cos(a + 0.15), cy + 0.85 * r * math.sin(a + 0.15)
        blades.append(f'<path d="M{x1:.1f},{y1:.1f} Q{xc:.1f},{yc:.1f} {x2:.1f},{y2:.1f}" '
                      'stroke="#cbd5e1" stroke-width="5" stroke-linecap="round" fill="none"/>')
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#1f2937" stroke="#94a3b8" '
            f'stroke-width="4"/>' + "".join(blades)
            + f'<circle cx="{cx}" cy="{cy}" r="{0.24 * r:.1f}" fill="#64748b"/>')


def svg() -> str:
    fingers = "".join(
        f'<rect x="{x}" y="176" width="7" height="16" fill="#f59e0b"/>'
        for x in list(range(74, 110, 10)) + list(range(124, 194, 10)))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" '
        'viewBox="0 0 256 256">\n'
        '<defs><linearGradient id="tile" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e3a8a"/>'
        '</linearGradient></defs>\n'
        '<rect x="8" y="8" width="240" height="240" rx="44" fill="url(#tile)"/>\n'
        # the slot bracket, the card's body and its green edge light
        '<rect x="22" y="62" width="12" height="124" rx="3" fill="#cbd5e1"/>\n'
        '<rect x="30" y="70" width="204" height="106" rx="12" fill="#0f172a"/>\n'
        '<rect x="30" y="70" width="204" height="10" rx="5" fill="#22c55e"/>\n'
        + _fan(87, 127, 38) + _fan(177, 127, 38) + "\n"
        + fingers + "\n</svg>\n"
    )


def write_ico(pngs: dict[int, bytes], path: Path) -> None:
    entries, blobs = [], []
    offset = 6 + 16 * len(ICO_SIZES)
    for size in ICO_SIZES:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    path.write_bytes(struct.pack("<HHH", 0, 1, len(ICO_SIZES)) + b"".join(entries)
                     + b"".join(blobs))


def write_icns(pngs: dict[int, bytes], path: Path) -> None:
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                      for kind, size in ICNS_TYPES)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    use_app_icon = APP_SVG.is_file() and "--drawn" not in sys.argv[1:]
    text = APP_SVG.read_text(encoding="utf-8") if use_app_icon else svg()
    (HERE / f"{NAME}.svg").write_text(text, encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
    pngs: dict[int, bytes] = {}
    for size in sorted({*PNG_SIZES, *ICO_SIZES, *(s for _, s in ICNS_TYPES)}):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        pngs[size] = bytes(buffer.data().data())
        if size in PNG_SIZES:
            (HERE / f"{NAME}-{size}.png").write_bytes(pngs[size])
    write_ico(pngs, HERE / f"{NAME}.ico")
    write_icns(pngs, HERE / f"{NAME}.icns")
    source = APP_SVG.relative_to(HERE.parents[1]) if use_app_icon else "the drawn card"
    print(f"wrote {NAME}.svg, {len(PNG_SIZES)} PNGs, {NAME}.ico and {NAME}.icns in {HERE} "
          f"(from {source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
