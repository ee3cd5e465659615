"""The outlet note of a completion (docs/architecture.md, completion; DESIGN section 8
rev. 3): a 120 V circuit is not run to its limit without a word when a higher-voltage preset
is the honest answer. When no completion on the build's outlet stays under its continuous
limit (POWER-OUTLET), the next higher-voltage preset of the region (rules/power.py's
NEXT_OUTLETS) is completed as well and its answer named in the result's notes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from configurator.model.build import OUTLET_PRESETS, ResolvedBuild
from configurator.model.messages import Message
from configurator.rules.complete.reason import OUTLET, PSU_OUTPUT
from configurator.rules.context import T
from configurator.rules.power import NEXT_OUTLETS

OUTLET_RULE = "POWER-OUTLET"

OVER_CONTINUOUS = T("at {outlet} no build stays under the continuous limit; at {other}: "
                    "{price_usd:,.2f} USD with {warnings} warning(s), the {board} in the "
                    "{chassis}")
NONE_AT_OUTLET = T("at {outlet} no build works; at {other}: {price_usd:,.2f} USD with "
                   "{warnings} warning(s), the {board} in the {chassis}")


def _over_outlet(result) -> bool | None:
    """True: the best answer runs the outlet past its continuous limit; None: no answer
    because of the outlet (its error); False otherwise."""
    if result.found:
        return any(f.rule == OUTLET_RULE and f.severity == "warning" and not f.waived
                   for f in result.best.report.findings)
    reason = result.reason
    return None if reason is not None and reason.template in (OUTLET, PSU_OUTPUT) else False


def outlet_note(base: ResolvedBuild, result, complete: Callable[[ResolvedBuild], object]
                ) -> Message | None:
    """The note naming a higher-voltage outlet's answer, or None. `complete(build)` runs the
    same completion on the build with another outlet."""
    outlet = base.outlet
    over = _over_outlet(result)
    if over is False or outlet.name not in NEXT_OUTLETS:
        return None
    for name in NEXT_OUTLETS[outlet.name]:
        other = OUTLET_PRESETS[name]
        if other.volts <= outlet.volts:
            continue
        moved = replace(base, build=base.build.model_copy(update={"outlet": name}))
        answer = complete(moved)
        if not answer.found or _over_outlet(answer):
            continue
        best = answer.best
        return Message(OVER_CONTINUOUS if over else NONE_AT_OUTLET, {
            "outlet": outlet.name, "other": name, "price_usd": best.price_usd,
            "warnings": best.warnings, "board": best.resolved.motherboard.name,
            "chassis": best.resolved.chassis.name})
    return None
