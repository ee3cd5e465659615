# Windows installer of GPU Workstation Configurator, from the repository root:
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# 1. PyInstaller builds dist\configurator\ (configurator-gui.exe, configurator.exe) from
#    packaging\configurator.spec.
# 2. Inno Setup 6 (ISCC.exe on PATH, in its default folder, or $env:ISCC) turns it into
#    dist\gpu-workstation-configurator-VERSION-windows-x64-setup.exe (packaging\windows\configurator.iss).
# Uses .venv\Scripts\python.exe, or $env:PYTHON; PyInstaller must be installed in it.
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path "$PSScriptRoot\..\..")

$python = if ($env:PYTHON) { $env:PYTHON } else { ".venv\Scripts\python.exe" }
& $python -c "import PyInstaller"
if ($LASTEXITCODE -ne 0) { throw "PyInstaller is not installed in $python (pip install pyinstaller)" }

$version = & $python packaging\version_info.py
if ($LASTEXITCODE -ne 0) { throw "cannot read configurator.__version__" }
$version = $version.Trim()
$numeric = ([regex]::Match($version, '^\d+(\.\d+){0,3}')).Value
if (-not $numeric) { $numeric = "0.0.0" }

Write-Host "== icons"
& $python packaging\icons\make_icons.py
if ($LASTEXITCODE -ne 0) { throw "make_icons.py failed" }

Write-Host "== PyInstaller (packaging\configurator.spec)"
if (Test-Path dist\configurator) { Remove-Item -Recurse -Force dist\configurator }
& $python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\pyinstaller packaging\configurator.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

Write-Host "== Inno Setup"
$iscc = $env:ISCC
if (-not $iscc) { $iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source }
if (-not $iscc) {
  $iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
            "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe") | Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $iscc) { throw "Inno Setup 6 (ISCC.exe) not found: install it (choco install innosetup) or set `$env:ISCC" }
& $iscc /Q "/DAppVersion=$version" "/DAppVersionNumeric=$numeric" packaging\windows\configurator.iss
if ($LASTEXITCODE -ne 0) { throw "ISCC failed" }

$setup = "dist\gpu-workstation-configurator-$version-windows-x64-setup.exe"
$bundle = (Get-ChildItem -Recurse -File dist\configurator | Measure-Object -Property Length -Sum).Sum
Write-Host ("one-folder bundle (dist\configurator): {0:N1} MB" -f ($bundle / 1e6))
Write-Host ("{0}: {1:N1} MB" -f $setup, ((Get-Item $setup).Length / 1e6))
