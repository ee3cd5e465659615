#!/usr/bin/env bash
# macOS installer of GPU Workstation Configurator, from the repository root or anywhere:
#
#   packaging/macos/build.sh            # uses .venv/bin/python (or $PYTHON)
#
# 1. PyInstaller builds "dist/GPU Workstation Configurator.app" with packaging/configurator.spec
#    (its BUNDLE step; Info.plist keys from packaging/macos/Info.plist: the .gwb.json document
#    type, high-DPI). Contents/MacOS/configurator-gui is the app, Contents/MacOS/configurator
#    the command line (validate, bom, --self-test).
# 2. Signs the .app: ad hoc (`codesign --force --deep -s -`) unless a real identity is given.
# 3. dist/gpu-workstation-configurator-VERSION-macos-ARCH.dmg (hdiutil, UDZO), with a link to
#    /Applications to drag the app onto.
#
# Real signing and notarization (the hook): set
#   MACOS_SIGN_IDENTITY   a "Developer ID Application: NAME (TEAMID)" identity in the keychain:
#                         the .app is signed with the hardened runtime, a timestamp and
#                         packaging/macos/entitlements.plist, and the .dmg is signed too;
# and, to notarize the .dmg and staple the ticket (`xcrun notarytool submit --wait`, then
# `xcrun stapler staple`), either
#   MACOS_NOTARY_PROFILE  a keychain profile made by `xcrun notarytool store-credentials`, or
#   MACOS_NOTARY_APPLE_ID, MACOS_NOTARY_TEAM_ID, MACOS_NOTARY_PASSWORD (app-specific password).
# Without them the .dmg is ad-hoc signed: it runs on the build machine and, after
# right-click > Open (Gatekeeper's prompt), elsewhere.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
APP_NAME="GPU Workstation Configurator"
APP="dist/$APP_NAME.app"

say() { printf '\n== %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

[ "$(uname -s)" = Darwin ] || die "this recipe runs on macOS (hdiutil, codesign)"
"$PYTHON" -c "import PyInstaller" 2>/dev/null \
  || die "PyInstaller is not installed in $PYTHON (run: $PYTHON -m pip install pyinstaller)"
VERSION="$("$PYTHON" packaging/version_info.py)"
ARCH="$(uname -m)"
DMG="dist/gpu-workstation-configurator-${VERSION}-macos-${ARCH}.dmg"

say "icons"
"$PYTHON" packaging/icons/make_icons.py

say "PyInstaller (packaging/configurator.spec)"
rm -rf dist/configurator "$APP"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/configurator.spec
[ -x "$APP/Contents/MacOS/configurator-gui" ] || die "PyInstaller made no $APP"
/usr/libexec/PlistBuddy -c "Print :CFBundleDocumentTypes:0:CFBundleTypeExtensions:0" \
  "$APP/Contents/Info.plist" | grep -qx "gwb.json" || die "Info.plist lacks the .gwb.json type"

say "codesign"
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --deep --timestamp --options runtime \
    --entitlements packaging/macos/entitlements.plist -s "$MACOS_SIGN_IDENTITY" "$APP"
else
  codesign --force --deep -s - "$APP"  # ad hoc: required to run at all on Apple silicon
fi
codesign --verify --deep --strict --verbose=2 "$APP"

say "dmg (hdiutil)"
STAGE="build/dmg"
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "$APP_NAME" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp -s "$MACOS_SIGN_IDENTITY" "$DMG"
fi

if [ -n "${MACOS_SIGN_IDENTITY:-}" ] && { [ -n "${MACOS_NOTARY_PROFILE:-}" ] \
    || [ -n "${MACOS_NOTARY_APPLE_ID:-}" ]; }; then
  say "notarization (xcrun notarytool submit --wait, stapler)"
  if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$DMG" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
  else
    : "${MACOS_NOTARY_TEAM_ID:?set MACOS_NOTARY_TEAM_ID}" "${MACOS_NOTARY_PASSWORD:?set MACOS_NOTARY_PASSWORD}"
    xcrun notarytool submit "$DMG" --apple-id "$MACOS_NOTARY_APPLE_ID" \
      --team-id "$MACOS_NOTARY_TEAM_ID" --password "$MACOS_NOTARY_PASSWORD" --wait
  fi
  xcrun stapler staple "$DMG"
  xcrun stapler validate "$DMG"
  spctl --assess --type open --context context:primary-signature --verbose "$DMG" || true
else
  echo "not notarized (set MACOS_SIGN_IDENTITY and MACOS_NOTARY_* to sign and notarize)"
fi

say "sizes"
du -sh "$APP" "$DMG"
