"""Each machine on its own (docs/lab-plan.md): its build validated at its first circuit's
outlet, its PSUs dealt over its circuits, and LAB-MACHINE / LAB-CORDS."""

from __future__ import annotations

import dataclasses

from configurator.lab.context import LabContext, T, names
from configurator.lab.plan import Lab, Machine
from configurator.lab.report import MachineResult
from configurator.model.build import ResolvedBuild
from configurator.rules import validate
from configurator.rules.context import Alternatives
from configurator.rules.context import list_text as parts_text
from configurator.rules.report import Report


def at_lab_outlet(machine: Machine, lab: Lab) -> ResolvedBuild | None:
    """The machine's build with its first circuit's outlet in place of its own (the lab
    decides the volts); as it is when the machine is on no circuit."""
    resolved = machine.build.resolved
    if resolved is None or not machine.circuits:
        return resolved
    circuit = lab.circuit(machine.circuits[0])
    assert circuit is not None  # the reader refuses unknown circuit ids
    build = resolved.build.model_copy(update={"outlet": circuit.outlet})
    return dataclasses.replace(resolved, build=build)


def judge_all(lab: Lab, alternatives: Alternatives | None) -> list[MachineResult]:
    """Every machine's own result. Machines of one build file on circuits of one outlet are
    one validation (validate() is a pure function of the build and the outlet): a lab of
    fifty copies of four boxes validates four builds."""
    reports: dict[tuple[int, str], Report] = {}
    results = []
    for machine in lab.machines:
        resolved = at_lab_outlet(machine, lab)
        if resolved is None:
            results.append(MachineResult(machine, None, error=machine.build.error))
            continue
        key = (id(machine.build.loaded), repr(resolved.build.outlet))
        if key not in reports:
            reports[key] = validate(resolved, alternatives)
        results.append(MachineResult(machine, reports[key], resolved.outlet.volts))
    return results


def psus_by_circuit(circuits: tuple[str, ...], qty: int) -> dict[str, int]:
    """Installed PSUs (redundant ones included) dealt over the circuits in turn: PSU 1 on the
    first, PSU 2 on the second, ..., then round again. A circuit dealt none is left out."""
    dealt: dict[str, int] = {}
    for index in range(qty):
        circuit = circuits[index % len(circuits)]
        dealt[circuit] = dealt.get(circuit, 0) + 1
    return dealt


def draw_by_circuit(result: MachineResult) -> dict[str, float] | None:
    """The machine's wall draw on each of its circuits while all are up: its `wall_w` shared
    equally by its PSUs; None when the draw is not known (build unread, or without PSU)."""
    resolved = result.machine.build.resolved
    wall_w = result.wall_w
    if wall_w is None or resolved is None or resolved.psu is None or not result.machine.circuits:
        return None
    qty = resolved.psu.qty
    return {circuit: wall_w * count / qty
            for circuit, count in psus_by_circuit(result.machine.circuits, qty).items()}


def check_machines(ctx: LabContext) -> None:
    for result in ctx.results:
        machine = result.machine
        if result.report is None:
            _unread(ctx, result)
            continue
        report = result.report
        name = machine.name
        if report.error_count:
            rules = list(dict.fromkeys(f.rule for f in report.findings if f.severity == "error"))
            ctx.emit("LAB-MACHINE", "error",
                     T("Machine {machine} ({name}) has {errors} error(s) of its own: {rules}"),
                     {"machine": machine.id, "name": name, "errors": report.error_count,
                      "rules": names(rules)}, [machine.id])
        if not report.complete:
            _incomplete(ctx, result)
        _cords(ctx, result)
        if not machine.circuits:
            ctx.skip("LAB-CIRCUIT",
                     T("Machine {machine} is on no circuit: judged at its build's own outlet "
                       "({outlet}); its draw is counted in the room's heat but on no circuit"),
                     {"machine": machine.id, "outlet": machine.build.resolved.outlet.name},
                     [machine.id])


def _incomplete(ctx: LabContext, result: MachineResult) -> None:
    machine, report = result.machine, result.report
    missing = list(report.missing)
    unplaced = len(machine.build.resolved.unplaced_gpus)
    if missing and unplaced:
        template = T("Machine {machine} ({name}) is not a complete build: missing {missing}; "
                     "{unplaced} GPU(s) bought but not placed in a slot")
    elif missing:
        template = T("Machine {machine} ({name}) is not a complete build: missing {missing}")
    else:
        template = T("Machine {machine} ({name}) is not a complete build: {unplaced} GPU(s) "
                     "bought but not placed in a slot")
    ctx.emit("LAB-MACHINE", "warning", template,
             {"machine": machine.id, "name": machine.name, "missing": parts_text(missing),
              "missing_parts": missing, "unplaced": unplaced}, [machine.id])


def _unread(ctx: LabContext, result: MachineResult) -> None:
    machine = result.machine
    ctx.emit("LAB-MACHINE", "error",
             T("Machine {machine}: its build {file} cannot be read ({reason}); the machine is "
               "not checked"),
             {"machine": machine.id, "file": machine.build.path or "", "reason": str(result.error)},
             [machine.id])


def _cords(ctx: LabContext, result: MachineResult) -> None:
    """LAB-CORDS (this project's addition to the lab rules): a machine planned on more
    circuits than it has PSUs; a cord goes to one circuit, so the circuits past its PSUs get
    nothing, and a plan that counts on them (for failover) is wrong."""
    machine = result.machine
    psu = machine.build.resolved.psu
    if psu is None or len(machine.circuits) <= psu.qty:
        return
    unused = list(machine.circuits[psu.qty:])
    ctx.emit("LAB-CORDS", "warning",
             T("Machine {machine} has {psus} PSU(s), one power cord each, but is planned on "
               "{count} circuits: {unused} get(s) none of its cords"),
             {"machine": machine.id, "psus": psu.qty, "count": len(machine.circuits),
              "unused": names(unused)}, [machine.id, *unused])
