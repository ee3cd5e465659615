#!/usr/bin/env bash
# Regenerate docs/screenshot-main-window.png: the real application on an X server (Xvfb,
# 1600x1000), the four-GPU template loaded, captured from the screen.
#
#   packaging/screenshot.sh [OUT.png]
#
# Needs Xvfb and Qt's xcb libraries (Debian: xvfb libxcb-cursor0 libxcb-icccm4
# libxcb-keysyms1 libxkbcommon-x11-0). Uses .venv/bin/python unless PYTHON is set. The
# user's settings and data are not touched: both live in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshot-main-window.png}
python=${PYTHON:-.venv/bin/python}
template=resources/templates/4-four-gpus.gwb.json
command -v Xvfb >/dev/null || { echo "screenshot.sh: Xvfb is not installed" >&2; exit 1; }

work=$(mktemp -d)
display=":$(( RANDOM % 400 + 300 ))"
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do  # wait until the server answers
  [[ -e "/tmp/.X11-unix/X${display#:}" ]] && break
  sleep 0.1
done

DISPLAY=$display QT_QPA_PLATFORM=xcb CONFIGURATOR_DATA_DIR="$work/data" \
XDG_CONFIG_HOME="$work/config" "$python" - "$template" "$out" <<'PY'
import sys

from PySide6.QtCore import QTimer

from configurator.catalog import open_catalog
from configurator.ui.app import create_application, create_main_window

template, out = sys.argv[1], sys.argv[2]
app = create_application()
window = create_main_window(open_catalog())
screen = app.primaryScreen().geometry()
window.setGeometry(screen)  # no window manager on Xvfb: fill the screen ourselves
window.show()
window.files.open_path(template)


def shoot() -> None:
    # The screen's own pixels, as a user would see them.
    pixmap = app.primaryScreen().grabWindow(0)
    if not pixmap.save(out):
        print(f"screenshot.sh: cannot write {out}", file=sys.stderr)
        app.exit(1)
        return
    print(f"screenshot.sh: saved {out} ({pixmap.width()} x {pixmap.height()})")
    window.document.undo_stack.setClean()
    window.close()
    app.quit()


QTimer.singleShot(2500, shoot)  # let the window map, lay out and paint
sys.exit(app.exec())
PY
