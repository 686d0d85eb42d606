"""Two variants compared, as ``pitchspec diff`` compares them, kept as a
:class:`Comparison`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchspec.model import Variant


@dataclass(frozen=True)
class Comparison:
    """The rules two variants differ in, and what Z3 and the engine found: a deal they
    settle differently, a proof that none exists on one hand, or why one deal cannot
    serve both (docs/diff.rst)."""

    data: dict[str, Any]
    """The comparison as ``pitchspec diff SPEC OTHER --format json`` prints it."""

    @property
    def verdict(self) -> str:
        """``equivalent``, ``differ``, ``not comparable`` or ``unknown``."""
        verdict: str = self.data["verdict"]
        return verdict

    @property
    def equivalent(self) -> bool:
        """Whether no deal of one hand, from any scores, is settled differently (what
        makes ``pitchspec diff`` exit 0)."""
        return self.verdict == "equivalent"

    @property
    def rules(self) -> tuple[tuple[str, str, str], ...]:
        """Each rule that differs: its name, the first variant's version, the second's."""
        return tuple((r["rule"], r["first"], r["second"]) for r in self.data["rules"])

    @property
    def deal(self) -> dict[str, Any] | None:
        """The distinguishing deal as a deal file (``pitchspec play SPEC --deal``), for
        the first variant's table; None unless the verdict is ``differ``."""
        deal: dict[str, Any] | None = self.data["deal"]
        return deal

    @property
    def text(self) -> str:
        """The comparison as ``pitchspec diff`` prints it: the rules, the verdict, and
        the deal played under both side by side."""
        from pitchspec.cli.diff import report

        return "\n".join(report(self.data)) + "\n"

    def __str__(self) -> str:
        return self.text


def compare(first: Variant, second: Variant, budget: float) -> Comparison:
    """Compare two variants as ``pitchspec diff`` does (see :meth:`pitchspec.Spec.diff`)."""
    from pitchspec.cli.diff import as_json
    from pitchspec.smt.diff import diff_variants

    if budget <= 0:
        raise ValueError(f"the budget multiplies the solver's work: give more than 0, "
                         f"not {budget}")
    return Comparison(as_json(first, second, diff_variants(first, second, budget)))
