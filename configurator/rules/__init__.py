"""The rules engine of docs/rules.md: `validate(resolved, alternatives=None) -> Report`."""

from configurator.rules.engine import ALL_RULE_IDS, validate
from configurator.rules.report import Finding, Report
from configurator.rules.whatif import Preview, WhatIf, preview, whatif_placements

__all__ = ["ALL_RULE_IDS", "Finding", "Preview", "Report", "WhatIf", "preview", "validate",
           "whatif_placements"]
