"""What the spec leaves out of the bundle (packaging/bundle_filters.py) and the ICU data
trimmer (packaging/linux/icu_trim.py)."""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "packaging" / "linux"))

import bundle_filters as bf  # noqa: E402
import icu_trim  # noqa: E402
import version_info  # noqa: E402


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6OpenGL.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/Qt/lib/libQt6DBus.so.6",
    "PySide6/QtOpenGL.abi3.so",
    "PySide6/Qt/translations/qtbase_zh_CN.qm",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "numpy.libs/libscipy_openblas64_-32a4b2a6.so",
    "resources/templates/2-one-gpu.gwb.json",
    "db/gpus.csv",
])
def test_kept(dest):
    assert bf.keep_entry(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platforms/libqminimal.so",
    "PySide6/plugins/platforms/qdirect2d.dll",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/imageformats/libqpdf.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
    "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
    "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt6Network.dll",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
    "PySide6/Qt/lib/libQt6Test.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt/translations/designer_zh_CN.qm",
    "PySide6/translations/qtbase_fr.qm",
    "PySide6/opengl32sw.dll",
])
def test_left_out(dest):
    assert not bf.keep_entry(dest)


def test_pyqtgraph_needs_are_not_excluded():
    # pyqtgraph imports QtOpenGL at import time (excluding it breaks pyqtgraph).
    for module in ("PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtSvg",
                   "PySide6.QtWidgets", "numpy", "sqlite3", "unittest"):
        assert module not in bf.EXCLUDED_MODULES


def test_system_libraries():
    assert bf.is_system_library("/lib/x86_64-linux-gnu/libxcb.so.1", "BINARY")
    assert bf.is_system_library("/usr/lib/x86_64-linux-gnu/libssl.so.3", "BINARY")
    assert not bf.is_system_library("/root/.pyenv/versions/3.11.7/lib/libpython3.11.so.1.0",
                                    "BINARY")
    assert not bf.is_system_library(
        "/usr/lib/python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so", "EXTENSION")
    assert not bf.is_system_library("/venv/site-packages/PySide6/Qt/lib/libQt6Core.so.6",
                                    "BINARY")


def test_strip_leaves_numpy_alone():
    assert bf.may_strip("libpython3.11.so.1.0")
    assert bf.may_strip("sqlalchemy/engine/_result_cy.cpython-311-x86_64-linux-gnu.so")
    assert not bf.may_strip("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so")
    assert not bf.may_strip("numpy.libs/libscipy_openblas64_-32a4b2a6.so")
    assert not bf.may_strip("numpy.libs/libgfortran-040039e1-0352e75f.so.5.0.0")


# --- ICU ---------------------------------------------------------------------------------

def _package(names: list[str]) -> bytes:
    header = bytearray(32)
    struct.pack_into("<H", header, 0, len(header))
    header[2:4] = b"\xda\x27"
    header[8] = 0  # little-endian
    header[12:16] = b"CmnD"
    items = [f"<{name}>".encode() for name in names]
    return icu_trim.build_package(bytes(header), names, items)


NAMES = sorted([
    "icudt73l/root.res", "icudt73l/en.res", "icudt73l/en_GB.res", "icudt73l/zh.res",
    "icudt73l/zh_Hans_CN.res", "icudt73l/de.res", "icudt73l/fr_CA.res", "icudt73l/pool.res",
    "icudt73l/res_index.res", "icudt73l/supplementalData.res", "icudt73l/zoneinfo64.res",
    "icudt73l/cnvalias.icu", "icudt73l/nfkc.nrm", "icudt73l/gb18030.cnv",
    "icudt73l/unames.icu", "icudt73l/coll/root.res", "icudt73l/coll/zh.res",
    "icudt73l/coll/de.res", "icudt73l/coll/ucadata.icu", "icudt73l/zone/en.res",
    "icudt73l/zone/fr.res", "icudt73l/zone/pool.res", "icudt73l/brkitr/cjdict.dict",
    "icudt73l/brkitr/root.res", "icudt73l/translit/root.res", "icudt73l/curr/zh.res",
])
KEPT = sorted([
    "icudt73l/root.res", "icudt73l/en.res", "icudt73l/en_GB.res", "icudt73l/zh.res",
    "icudt73l/zh_Hans_CN.res", "icudt73l/pool.res", "icudt73l/res_index.res",
    "icudt73l/supplementalData.res", "icudt73l/zoneinfo64.res", "icudt73l/cnvalias.icu",
    "icudt73l/nfkc.nrm", "icudt73l/coll/root.res", "icudt73l/coll/zh.res",
    "icudt73l/coll/ucadata.icu", "icudt73l/zone/en.res", "icudt73l/zone/pool.res",
])


def test_icu_package_round_trip_and_trim():
    data = _package(NAMES)
    package = icu_trim.parse_package(data)
    assert package.names == NAMES
    assert package.items[0].rstrip(b"\0") == f"<{NAMES[0]}>".encode()
    trimmed = icu_trim.parse_package(icu_trim.trim_package(data))
    assert trimmed.names == KEPT
    for name, item in zip(trimmed.names, trimmed.items, strict=True):
        assert item.rstrip(b"\0") == f"<{name}>".encode()


def test_icu_items_stay_aligned():
    data = icu_trim.trim_package(_package(NAMES))
    (header_size,) = struct.unpack_from("<H", data, 0)
    (count,) = struct.unpack_from("<I", data, header_size)
    for k in range(count):
        _, offset = struct.unpack_from("<II", data, header_size + 4 + 8 * k)
        assert (header_size + offset) % 16 == 0


def test_icu_refuses_what_it_does_not_know():
    with pytest.raises(icu_trim.TrimError):
        icu_trim.parse_package(b"\x20\x00\xda\x27" + bytes(28))
    with pytest.raises(icu_trim.TrimError):
        icu_trim.find_data_symbol(b"not an ELF file at all")


@pytest.mark.skipif(not (shutil.which("as") and shutil.which("ld") and sys.platform.startswith(
    "linux")), reason="needs binutils (as, ld) on Linux")
def test_icu_library_is_linked_with_the_same_symbol(tmp_path):
    data = icu_trim.trim_package(_package(NAMES))
    lib = tmp_path / "libicudata.so.73"
    icu_trim.link_data_library("icudt73_dat", data, "libicudata.so.73", lib)
    symbol, offset, size = icu_trim.find_data_symbol(lib.read_bytes())
    assert symbol == "icudt73_dat" and offset % 16 == 0
    assert lib.read_bytes()[offset:offset + size] == data


def test_windows_version_numbers():
    assert version_info.numeric_version("0.1.0") == (0, 1, 0, 0)
    assert version_info.numeric_version("1.2.3rc1+local") == (1, 2, 3, 0)
    assert version_info.numeric_version("2026.11.30.4.9") == (2026, 11, 30, 4)


def test_windows_version_resource():
    # Importable where PyInstaller builds Windows programs (it needs pywin32 and pefile).
    pytest.importorskip("PyInstaller.utils.win32.versioninfo", exc_type=ImportError,
                        reason="PyInstaller's Windows version resources need Windows")
    text = str(version_info.windows_version_info("0.1.0", "GPU Workstation Configurator",
                                                 "configurator-gui"))
    assert "filevers=(0, 1, 0, 0)" in text
    assert "'OriginalFilename', 'configurator-gui.exe'" in text


def test_recipes_read_the_package_version():
    import configurator

    assert version_info.read_version() == configurator.__version__
