"""The execution schedule compiled from a Spec: launches in order, their cells, warm-up, alternating order.

Public interface (docs/contracts.md): ``build_plan(spec) -> Plan``, ``Plan``, ``Launch``, ``Cell``,
``tier_id(target)``, ``plan_from_dict``; ``render_plan(plan, spec) -> str`` for people.
"""

from harness.plan.render import render_plan
from harness.plan.schedule import Cell, Launch, Plan, branch_order, build_plan, plan_from_dict, tier_id

__all__ = ["Cell", "Launch", "Plan", "branch_order", "build_plan", "plan_from_dict", "render_plan", "tier_id"]
