; Inno Setup 6 script: the Windows installer of GPU Workstation Configurator.
;
; Build the one-folder app first (dist\configurator\, from packaging\configurator.spec), then
; from the repository root:
;
;   iscc /DAppVersion=0.1.0 /DAppVersionNumeric=0.1.0 packaging\windows\configurator.iss
;
; which writes dist\gpu-workstation-configurator-0.1.0-windows-x64-setup.exe
; (packaging\windows\build.ps1 does both steps, with the version of the package).
;
; - Per-user install without administrator rights by default (PrivilegesRequired=lowest,
;   into %LOCALAPPDATA%\Programs); the first page lets an administrator install for all users
;   instead (or /ALLUSERS on the command line). Silent install: /VERYSILENT /CURRENTUSER.
; - A Start-menu entry for the window (configurator-gui.exe) and, on request, a desktop icon;
;   configurator.exe is the command line (validate, bom, catalog, plot, --self-test).
; - An uninstaller (Settings > Apps), which removes the association again.
; - Build files *.gwb open with the app (one suffix, which Windows associates). Files saved by
;   earlier versions, *.gwb.json, are registered too, but Windows goes by a file's last suffix,
;   so for them the app is offered in "Open with" for .json files, without taking .json over.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; The file-version resource needs numbers only (0.1.0, not 0.1.0rc1).
#ifndef AppVersionNumeric
  #define AppVersionNumeric "0.0.0"
#endif
#define AppName "GPU Workstation Configurator"
#define AppExe "configurator-gui.exe"
#define ProgId "GPUWorkstationConfigurator.Build"
; The one-folder app PyInstaller built; packaging/windows/wine_check.sh compiles its own
; build elsewhere (/DSourceDir=... with /O for the output folder).
#ifndef SourceDir
  #define SourceDir "..\..\dist\configurator"
#endif

[Setup]
; A fixed AppId: upgrades replace the installed version instead of adding a second one.
AppId={{6F1B7C2E-4D0A-4C39-9B7E-2A9E51C3D8F4}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=GPU Workstation Configurator developers
VersionInfoVersion={#AppVersionNumeric}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
ChangesAssociations=yes
OutputDir=..\..\dist
OutputBaseFilename=gpu-workstation-configurator-{#AppVersion}-windows-x64-setup
SetupIconFile=..\icons\configurator.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: files of an older version must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Design deep-learning workstations and GPU servers"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA is HKCU for a per-user install and HKLM for an all-users one.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "GPU Workstation Build"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.gwb"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gwb"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-gpu-workstation-build+json"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gwb\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gwb.json"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gwb.json"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-gpu-workstation-build+json"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gwb.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".gwb"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".gwb.json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
