"""The measured boundary: bracket the longest input that completes under the budget with few real launches.

The reachable input lengths are discrete (a tier holds the material plus the first k background paragraphs,
``harness.inputs.tiers``), so the search runs over their sorted list. ``probe(length) -> Outcome`` runs one real
launch (its own process) and says how it ended; the search never launches a length twice and never changes a
setting after a failure.

Strategy (``bracket``): start at the longest reachable length not above the prediction; step outward from there
by ``step``, 2 x ``step``, 4 x ``step``, ... positions (``step``: the prediction's uncertainty in positions, at least
1; ``uncertainty_step``) until the outcome flips (completed -> failed going up, failed -> completed going down),
then bisect between the last completed and the first failed length. It stops when the two are neighbours in the
list (the boundary is measured to one paragraph), when ``max_launches`` is spent (the bracket so far is
reported, ``bracketed: false``), when an outcome is neither ``completed`` nor ``failed`` (an error that says
nothing about memory: ``stopped``), or at either end of the list (every length completes: the boundary is beyond
the reachable inputs; none does: below them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field

OUTCOMES = ("completed", "failed", "error")  # failed: did not fit the budget; error: ended for another reason


@dataclass(frozen=True)
class Outcome:
    """How one launch at one length ended. ``status``: one of OUTCOMES; ``reason``: one line; ``launch_id``:
    where its records and logs are kept."""

    status: str
    reason: str
    launch_id: str | None = None
    peak_bytes: int | None = None  # the launch's measured peak (address space on CPU), when read


@dataclass(frozen=True)
class Step:
    length: int
    index: int
    outcome: Outcome

    def to_dict(self) -> dict:
        return {"length": self.length, "index": self.index, **asdict(self.outcome)}


@dataclass
class SearchResult:
    steps: list[Step] = field(default_factory=list)
    completed_index: int | None = None  # longest length seen to complete
    failed_index: int | None = None  # shortest length seen to fail
    status: str = "running"  # bracketed | beyond_reach | below_reach | out_of_launches | stopped

    @property
    def bracketed(self) -> bool:
        return self.status == "bracketed"

    def to_dict(self, lengths: Sequence[int]) -> dict:
        def at(i: int | None) -> int | None:
            return None if i is None else lengths[i]

        return {
            "status": self.status,
            "bracketed": self.bracketed,
            "launches": len(self.steps),
            "longest_completed": at(self.completed_index),
            "shortest_failed": at(self.failed_index),
            "measured_boundary": at(self.completed_index) if self.bracketed else None,
            "steps": [s.to_dict() for s in self.steps],
        }


def start_index(lengths: Sequence[int], predicted: int) -> int:
    """The longest reachable length not above ``predicted`` (the shortest when all are above it)."""
    best = 0
    for i, n in enumerate(lengths):
        if n <= predicted:
            best = i
    return best


def uncertainty_step(lengths: Sequence[int], predicted: int, fraction: float) -> int:
    """How many reachable positions a relative uncertainty ``fraction`` of the prediction spans (at least 1): the
    first step of the search, so that a prediction off by about that much is bracketed by the second launch."""
    return max(1, sum(1 for n in lengths if predicted * (1 - fraction) < n <= predicted * (1 + fraction)) // 2)


def bracket(
    lengths: Sequence[int],
    predicted: int,
    probe: Callable[[int], Outcome],
    max_launches: int,
    step: int = 1,
    estimate: Callable[[int, Outcome], int | None] | None = None,
) -> SearchResult:
    """Bracket the boundary over the sorted ``lengths`` (see the module docstring). ``estimate(length, outcome)``:
    after a completed launch with no failure yet, the boundary re-predicted from that launch's measured peak (its
    headroom under the budget over the marginal bytes per token); the search then goes straight to the longest
    length not above it (at least one position up) instead of stepping."""
    if list(lengths) != sorted(set(lengths)) or not lengths:
        raise ValueError("lengths must be distinct and sorted, and not empty")
    result = SearchResult()
    seen: dict[int, str] = {}

    def run(i: int) -> str:
        outcome = probe(lengths[i])
        result.steps.append(Step(lengths[i], i, outcome))
        seen[i] = outcome.status
        if outcome.status == "completed" and (result.completed_index is None or i > result.completed_index):
            result.completed_index = i
        if outcome.status == "failed" and (result.failed_index is None or i < result.failed_index):
            result.failed_index = i
        return outcome.status

    def done() -> bool:
        lo, hi = result.completed_index, result.failed_index
        if lo is not None and hi is not None and hi == lo + 1:
            result.status = "bracketed"
        elif hi == 0:
            result.status = "below_reach"
        elif lo == len(lengths) - 1:
            result.status = "beyond_reach"
        else:
            return False
        return True

    i = start_index(lengths, predicted)
    step = max(1, step)
    while len(result.steps) < max_launches:
        if run(i) == "error":
            result.status = "stopped"
            return result
        if done():
            return result
        lo, hi = result.completed_index, result.failed_index
        if lo is not None and hi is not None:
            if hi < lo:  # not monotone: a longer input completed where a shorter one failed
                result.status = "stopped"
                return result
            i = (lo + hi) // 2  # bisect the bracket
        elif hi is None:  # only completions so far: go up
            guess = estimate(lengths[lo or 0], result.steps[-1].outcome) if estimate is not None else None
            if guess is not None and result.steps[-1].index == lo:
                i = min(len(lengths) - 1, max((lo or 0) + 1, start_index(lengths, guess)))
            else:
                i = min(len(lengths) - 1, (lo or 0) + step)
                step *= 2
        else:  # only failures so far: go down
            i = max(0, hi - step)
            step *= 2
        if i in seen:  # cannot happen with a monotone outcome; never launch a length twice
            result.status = "stopped"
            return result
    result.status = "out_of_launches"
    return result
