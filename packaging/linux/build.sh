#!/usr/bin/env bash
# Linux installers of GPU Workstation Configurator, from the repository root or anywhere:
#
#   packaging/linux/build.sh            # uses .venv/bin/python (or $PYTHON)
#
# 1. PyInstaller builds the one-folder app with packaging/configurator.spec into
#    dist/configurator/ (the spec leaves Debian's own libraries out, strips debug symbols and
#    trims ICU; see the spec's docstring).
# 2. dist/gpu-workstation-configurator_VERSION_ARCH.deb: the app under
#    /opt/gpu-workstation-configurator, /usr/bin/configurator and /usr/bin/configurator-gui,
#    a .desktop entry (checked by desktop-file-validate), hicolor icons, a shared-mime-info
#    type for *.gwb.json, and Depends: on the package of every library the bundle loads but
#    does not carry (ldd over every ELF file of the bundle, dpkg -S for the package).
# 3. dist/gpu-workstation-configurator-VERSION-linux-ARCH.tar.gz: the one-folder build.
#
# Needs: PyInstaller in that Python (pip install pyinstaller), binutils (strip, as, ld),
# dpkg-deb, and desktop-file-validate (desktop-file-utils) for the check; every library the
# bundle loads must be installed (their packages become Depends). REUSE_BUNDLE=1 packages an
# existing dist/configurator without running PyInstaller again. It fails when the
# bundle is over 195 MB or the .deb over 70 MB (SIZE_LIMIT_BUNDLE_MB, SIZE_LIMIT_DEB_MB).
# (195: the team catalog's psycopg brings its own libpq with OpenSSL and Kerberos, 10 MB; the
# full catalog, issue 28, ships its 8 MB of db/opendb/ sources and their 19 MB compiled copy,
# which spares a first start the compile.)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
PKG=gpu-workstation-configurator
APP_ID=gpu-workstation-configurator
MIME_TYPE=application/x-gpu-workstation-build+json
PREFIX=/opt/$PKG
LIMIT_BUNDLE_MB="${SIZE_LIMIT_BUNDLE_MB:-195}"
LIMIT_DEB_MB="${SIZE_LIMIT_DEB_MB:-70}"

say() { printf '\n== %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB (%.1f MiB)", b / 1e6, b / 1048576 }'; }
bytes_of() { du -sb --apparent-size "$1" | cut -f1; }

for tool in dpkg-deb dpkg strip as ld ldd; do
  command -v "$tool" >/dev/null || die "$tool is missing (Debian: binutils, dpkg)"
done
"$PYTHON" -c "import PyInstaller" 2>/dev/null \
  || die "PyInstaller is not installed in $PYTHON (run: $PYTHON -m pip install pyinstaller)"

VERSION="$("$PYTHON" packaging/version_info.py)"
ARCH="$(dpkg --print-architecture)"
DEB="dist/${PKG}_${VERSION}_${ARCH}.deb"
TARBALL="dist/${PKG}-${VERSION}-linux-${ARCH}.tar.gz"

say "icons"
"$PYTHON" packaging/icons/make_icons.py

if [ -n "${REUSE_BUNDLE:-}" ] && [ -x dist/configurator/configurator ]; then
  say "PyInstaller skipped (REUSE_BUNDLE is set): packaging dist/configurator as it is"
else
  say "PyInstaller (packaging/configurator.spec)"
  rm -rf dist/configurator
  "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/configurator.spec
fi
BUNDLE=dist/configurator
[ -x "$BUNDLE/configurator" ] || die "PyInstaller made no $BUNDLE/configurator"

# --- the .deb tree ---------------------------------------------------------------------------
say "staging the .deb"
STAGE="$ROOT/build/deb/${PKG}"
rm -rf "build/deb"
mkdir -p "$STAGE/DEBIAN" "$STAGE$PREFIX" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/mime/packages" "$STAGE/usr/share/doc/$PKG"
cp -a "$BUNDLE/." "$STAGE$PREFIX/"
ln -s "$PREFIX/configurator" "$STAGE/usr/bin/configurator"
ln -s "$PREFIX/configurator-gui" "$STAGE/usr/bin/configurator-gui"

for png in packaging/icons/configurator-*.png; do
  size="${png##*-}"; size="${size%.png}"
  install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 0644 packaging/icons/configurator.svg \
  "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"

DESKTOP="$STAGE/usr/share/applications/$APP_ID.desktop"
install -m 0644 "packaging/linux/$APP_ID.desktop" "$DESKTOP"
install -m 0644 "packaging/linux/$APP_ID.xml" "$STAGE/usr/share/mime/packages/$APP_ID.xml"
grep -qx "MimeType=$MIME_TYPE;" "$DESKTOP" || die "$APP_ID.desktop does not name $MIME_TYPE"
grep -q "type=\"$MIME_TYPE\"" "packaging/linux/$APP_ID.xml" || die "$APP_ID.xml lacks $MIME_TYPE"

cat >"$STAGE/usr/share/doc/$PKG/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: GPU Workstation Configurator
License: MIT

Files: *
License: MIT
Comment: The bundle under $PREFIX also carries Python, Qt (PySide6, LGPL-3.0), numpy
 (with OpenBLAS), pyqtgraph, SQLAlchemy, SQLModel, pydantic and platformdirs; their licence
 files are in $PREFIX/_internal/*.dist-info.
EOF

if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$DESKTOP"
  echo "desktop-file-validate: $APP_ID.desktop is valid"
else
  echo "warning: desktop-file-validate not found (apt-get install desktop-file-utils); not checked" >&2
fi

# --- Depends: every library the bundle loads from the system ---------------------------------
say "Depends (ldd over the bundle, dpkg -S for each library)"
# The bundle's own folders of shared libraries, so that ldd resolves them in the bundle.
BUNDLE_LIB_PATH="$(find "$STAGE$PREFIX" \( -name '*.so' -o -name '*.so.*' \) -printf '%h\n' \
  | sort -u | paste -sd:)"
ELF_FILES="build/deb/elf-files.txt"
find "$STAGE$PREFIX" -type f \( -name '*.so' -o -name '*.so.*' -o -perm -u+x \) -print0 \
  | while IFS= read -r -d '' f; do
      [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] && printf '%s\n' "$f"
    done >"$ELF_FILES"
# Debian's way (as dpkg-shlibdeps): depend on the packages of the libraries the bundle's
# files name themselves (ELF NEEDED), not on their own dependencies, which their packages
# bring. ldd says where each one resolves: in the bundle, on the system, or nowhere.
NEEDED="build/deb/needed.txt"
xargs -a "$ELF_FILES" -d '\n' objdump -p 2>/dev/null | awk '$1 == "NEEDED" { print $2 }' \
  | sort -u >"$NEEDED"
SYSTEM_LIBS="build/deb/system-libs.txt"
MISSING="build/deb/missing.txt"
: >"$SYSTEM_LIBS"; : >"$MISSING"
while IFS= read -r f; do
  LD_LIBRARY_PATH="$BUNDLE_LIB_PATH" ldd "$f" 2>/dev/null | while read -r name arrow path _; do
    if [ "$arrow" = "=>" ] && [ "$path" = "not" ]; then
      echo "$name (needed by ${f#"$STAGE"})" >>"$MISSING"
    elif [ "$arrow" = "=>" ] && [ -n "$path" ] && [ "${path#"$ROOT"}" = "$path" ] \
        && grep -qxF "$name" "$NEEDED"; then
      echo "$path" >>"$SYSTEM_LIBS"
    fi
  done
done <"$ELF_FILES"
if [ -s "$MISSING" ]; then
  sort -u "$MISSING" >&2
  die "the bundle needs libraries that neither it nor this system has (above): install their Debian packages on the build machine, so that their packages can be named in Depends"
fi
package_of() {  # the Debian package that owns a library file (usrmerge: /lib == /usr/lib)
  local path="$1" real candidates c
  real="$(readlink -f "$path")"
  candidates=("$path" "$real")
  for c in "$path" "$real"; do
    case "$c" in
      /usr/lib/*) candidates+=("${c#/usr}") ;;
      /lib/*|/lib64/*) candidates+=("/usr$c") ;;
    esac
  done
  for c in "${candidates[@]}"; do
    if out="$(dpkg -S "$c" 2>/dev/null)"; then
      printf '%s\n' "${out%%:*}" | cut -d, -f1 | sed 's/:.*//'
      return 0
    fi
  done
  return 1
}
PACKAGES="build/deb/packages.txt"
: >"$PACKAGES"
while IFS= read -r lib; do
  pkg="$(package_of "$lib")" || die "no Debian package owns $lib (needed by the bundle)"
  printf '%s\t%s\n' "$pkg" "$lib" >>"$PACKAGES"
done < <(sort -u "$SYSTEM_LIBS")
# Loaded at run time without being linked (dlopen), so ldd cannot see them: the X11 input
# and cursor libraries of the xcb platform, and the ones Qt looks for on a desktop.
RUNTIME_PACKAGES=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libegl1
  libgl1 libfontconfig1 libdbus-1-3)
# The newest glibc symbol version the bundle uses is the oldest libc6 it runs on.
GLIBC_MIN="$(xargs -a "$ELF_FILES" -d '\n' objdump -T 2>/dev/null \
  | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
DEPENDS="$( { cut -f1 "$PACKAGES"; printf '%s\n' "${RUNTIME_PACKAGES[@]}"; } | sort -u \
  | awk -v glibc="$GLIBC_MIN" '{ if ($0 == "libc6" && glibc != "") print "libc6 (>= " glibc ")"; else print }' \
  | paste -sd, | sed 's/,/, /g')"
echo "system libraries used: $(sort -u "$SYSTEM_LIBS" | wc -l), from $(cut -f1 "$PACKAGES" | sort -u | wc -l) packages"
echo "Depends: $DEPENDS"

INSTALLED_KB="$(du -sk --apparent-size "$STAGE" --exclude=DEBIAN | cut -f1)"
cat >"$STAGE/DEBIAN/control" <<EOF
Package: $PKG
Version: $VERSION
Architecture: $ARCH
Maintainer: GPU Workstation Configurator developers <maintainers@gpu-workstation-configurator.invalid>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Recommends: fonts-noto-cjk, xdg-utils
Section: science
Priority: optional
Description: design deep-learning workstations and GPU servers
 Pick a chassis, motherboard, CPU, memory, storage and power supplies from a
 catalog of real parts, drag GPUs into the PCIe slots of a chassis drawn to
 scale, and see at once whether the machine will work: slot spacing, PCIe
 lanes, PSU load, the wall outlet and airflow. Compares cards by GFLOPS per
 dollar and per watt, and exports a validated bill of materials as a PDF.
 .
 The application is installed in $PREFIX with its own Python and Qt.
EOF

say "dpkg-deb"
rm -f "$DEB"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

say "tar.gz of the one-folder build"
rm -f "$TARBALL"
tar --sort=name --owner=0 --group=0 --numeric-owner \
  --transform "s,^configurator,${PKG}-${VERSION}," -C dist -czf "$TARBALL" configurator

say "sizes"
bundle_bytes="$(bytes_of "$BUNDLE")"
deb_bytes="$(stat -c %s "$DEB")"
tar_bytes="$(stat -c %s "$TARBALL")"
printf '%-42s %s\n' "one-folder bundle ($BUNDLE)" "$(mb "$bundle_bytes")" \
  "$DEB" "$(mb "$deb_bytes")" "$TARBALL" "$(mb "$tar_bytes")"
fail=0
if [ "$bundle_bytes" -gt $((LIMIT_BUNDLE_MB * 1000000)) ]; then
  echo "build.sh: the bundle is over $LIMIT_BUNDLE_MB MB" >&2; fail=1
fi
if [ "$deb_bytes" -gt $((LIMIT_DEB_MB * 1000000)) ]; then
  echo "build.sh: the .deb is over $LIMIT_DEB_MB MB" >&2; fail=1
fi
exit "$fail"
