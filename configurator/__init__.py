"""GPU Workstation Configurator: design deep-learning workstations and GPU servers."""

__version__ = "0.1.0"
APP_NAME = "GPU Workstation Configurator"
# Where QSettings keeps the preferences (the window and the commands read the same ones).
ORGANIZATION_NAME = "gpu-workstation-configurator"
ORGANIZATION_DOMAIN = "gpu-workstation-configurator.github.io"
