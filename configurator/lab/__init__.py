"""Lab plans (docs/lab-plan.md): several machines on a room's circuits, racks and cooling.

Pure Python beside `configurator.rules`, no Qt: the `*.gwlab` file (`plan`, `labfile`) and
`validate_lab(lab) -> LabReport`, which judges each machine with the rules' own `validate()`
at its circuit's outlet and the room with the LAB-* rules.
"""

from configurator.lab.check import validate_lab
from configurator.lab.context import LAB_RULE_IDS
from configurator.lab.labfile import LoadedLab, read_lab, read_lab_bytes, write_lab
from configurator.lab.plan import Lab, Machine, MachineBuild
from configurator.lab.report import LabReport, MachineResult

__all__ = ["LAB_RULE_IDS", "Lab", "LabReport", "LoadedLab", "Machine", "MachineBuild",
           "MachineResult", "read_lab", "read_lab_bytes", "validate_lab", "write_lab"]
