"""GPU Workstation Configurator: design deep-learning workstations and GPU servers."""

__version__ = "0.1.0"
APP_NAME = "GPU Workstation Configurator"
