#!/usr/bin/env bash
# Smoke test of the Linux installers, for .ci/run after the tests (about 3-4 minutes):
#
#   bash packaging/ci_linux_smoke.sh
#
# builds the .deb and the .tar.gz with packaging/linux/build.sh, unpacks the .deb into a
# temporary root (dpkg-deb -x) and runs the unpacked app's hidden --self-test twice: with
# Qt's offscreen platform, and as a real X11 window under Xvfb (QT_QPA_PLATFORM=xcb). It also
# checks the package's links, desktop entry and MIME type, and the tarball's self-test.
# Exits non-zero on any failure. Installs what it needs when apt-get and pip are there:
# binutils, desktop-file-utils, Xvfb, the libraries the bundle loads, and PyInstaller into
# the project's Python ($PYTHON, default .venv/bin/python). SMOKE_SKIP_BUILD=1 tests the
# packages already in dist/ (the release workflow builds them in a step of its own).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
PKG=gpu-workstation-configurator
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1

PASSED=0
step() { printf '\n== smoke: %s\n' "$*"; }
ok() { PASSED=$((PASSED + 1)); printf 'smoke: ok: %s\n' "$*"; }
fail() { printf 'smoke: FAILED: %s\n' "$*" >&2; printf 'smoke: %d passed, 1 failed\n' "$PASSED"; exit 1; }

# Build tools, Xvfb, and every library the bundle links (their packages become Depends, so
# they must be installed where the .deb is built).
NEEDED_DEBS=(binutils dpkg desktop-file-utils shared-mime-info xvfb xauth
  libegl1 libgl1 libglib2.0-0 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0
  libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
  libxcb-randr0 libxcb-xkb1 libwayland-client0 libwayland-cursor0 libwayland-egl1
  fonts-dejavu-core)
missing=()
for deb in "${NEEDED_DEBS[@]}"; do
  dpkg-query -W -f='${Status}' "$deb" 2>/dev/null | grep -q "ok installed" || missing+=("$deb")
done
if [ "${#missing[@]}" -gt 0 ]; then
  command -v apt-get >/dev/null || fail "missing Debian packages: ${missing[*]}"
  SUDO=()
  if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=(sudo); fi
  step "apt-get install ${missing[*]}"
  "${SUDO[@]}" apt-get update -qq
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ -z "${SMOKE_SKIP_BUILD:-}" ] && ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
  step "pip install pyinstaller"
  "$PYTHON" -m pip install -q "pyinstaller>=6.10"
fi

if [ -z "${SMOKE_SKIP_BUILD:-}" ]; then
  step "build (packaging/linux/build.sh)"
  started=$SECONDS
  PYTHON="$PYTHON" packaging/linux/build.sh || fail "packaging/linux/build.sh"
  ok "built the .deb and .tar.gz in $((SECONDS - started)) s"
fi

VERSION="$(python3 packaging/version_info.py)"
DEB="$(ls dist/${PKG}_"${VERSION}"_*.deb)"
TARBALL="$(ls dist/${PKG}-"${VERSION}"-linux-*.tar.gz)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
DESTROOT="$TMP/root"
mkdir -p "$DESTROOT"

step "unpack $DEB into $DESTROOT"
dpkg-deb -x "$DEB" "$DESTROOT"
APP="$DESTROOT/opt/$PKG"
[ -x "$APP/configurator" ] || fail "the .deb has no /opt/$PKG/configurator"
for name in configurator configurator-gui; do
  target="$(readlink "$DESTROOT/usr/bin/$name")" || fail "/usr/bin/$name is not a symlink"
  [ "$target" = "/opt/$PKG/$name" ] || fail "/usr/bin/$name points to $target"
  [ -x "$APP/$name" ] || fail "/opt/$PKG/$name is missing"
done
ok "/opt/$PKG holds the app; /usr/bin/configurator and configurator-gui link to it"
DESKTOP="$DESTROOT/usr/share/applications/$PKG.desktop"
desktop-file-validate "$DESKTOP" || fail "desktop-file-validate rejects $PKG.desktop"
MIME_XML="$DESTROOT/usr/share/mime/packages/$PKG.xml"
mime_type="$(grep -o 'mime-type type="[^"]*"' "$MIME_XML" | cut -d'"' -f2)"
grep -q "^MimeType=$mime_type;" "$DESKTOP" || fail "the desktop entry does not open $mime_type"
[ -f "$DESTROOT/usr/share/icons/hicolor/256x256/apps/$PKG.png" ] || fail "no hicolor icon"
ok "the desktop entry is valid, opens $mime_type and has its hicolor icon"
if command -v update-mime-database >/dev/null; then
  # The MIME database built from the package alone maps *.gwb.json to the package's type.
  mkdir -p "$TMP/mime/packages"
  cp "$MIME_XML" "$TMP/mime/packages/"
  update-mime-database "$TMP/mime" >/dev/null 2>&1
  grep -q "$mime_type:\*\.gwb\.json" "$TMP/mime/globs2" || fail "*.gwb.json is not $mime_type"
  ok "shared-mime-info maps *.gwb.json to $mime_type"
fi
# Every package named in Depends exists here (the self-tests below run against them).
for dep in $(dpkg-deb -f "$DEB" Depends | tr ',' '\n' | sed 's/(.*)//; s/|.*//' | tr -d ' '); do
  dpkg-query -W -f='${Status}' "$dep" 2>/dev/null | grep -q "ok installed" \
    || fail "Depends names $dep, which is not installed here"
done
ok "every package in Depends is a real, installed package"
export CONFIGURATOR_DATA_DIR="$TMP/data" HOME="$TMP/home"
mkdir -p "$HOME"
"$APP/configurator" --version
"$APP/configurator" validate "$ROOT/resources/templates/1-beginner.gwb.json" >/dev/null \
  || fail "configurator validate 1-beginner.gwb.json"
ok "configurator --version and validate run"

step "self-test, offscreen: /opt/$PKG/configurator --self-test"
env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$APP/configurator" --self-test \
  || fail "the offscreen self-test"
ok "self-test with QT_QPA_PLATFORM=offscreen"

step "self-test, X11 window under Xvfb: /opt/$PKG/configurator-gui --self-test"
command -v xvfb-run >/dev/null || fail "xvfb-run is missing (apt-get install xvfb xauth)"
env -u WAYLAND_DISPLAY QT_QPA_PLATFORM=xcb \
  xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp" \
  "$APP/configurator-gui" --self-test || fail "the xcb self-test under Xvfb"
ok "self-test as an X11 window under Xvfb (QT_QPA_PLATFORM=xcb)"

step "self-test of the .tar.gz build, offscreen"
mkdir -p "$TMP/tar"
tar -xzf "$TARBALL" -C "$TMP/tar"
env -u DISPLAY QT_QPA_PLATFORM=offscreen "$TMP/tar/${PKG}-${VERSION}/configurator" --self-test \
  >/dev/null || fail "the self-test of the tarball's build"
ok "self-test of the unpacked .tar.gz"

step "passed: .deb and .tar.gz built, both self-tests passed"
printf 'smoke: %d passed, 0 failed\n' "$PASSED"
