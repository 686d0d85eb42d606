"""One entry of the registry of constructs (:mod:`pitchspec.constructs`), and the test
files its engine tests are in."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Construct:
    """One construct: how the rulebook states it, what it means, and its proof."""

    key: str
    """The construct in spec words (``section.setting: value``, "play.follow: must
    follow"): also its sentence's key, the key :func:`pitchspec.rulebook.backing.say`
    names and each language's phrase table words."""
    writer: str
    """The rulebook function or table (module.name in pitchspec.rulebook) that words it."""
    tests: tuple[str, ...]
    """pytest node ids of the engine tests that show the behaviour."""
    meaning: str
    """Its meaning's key in :mod:`pitchspec.meanings` (what ``explain``, an editor's hover
    and the language reference say): a section, setting or value form
    (``points.point: lowest trump``), or a choice word (``{highest|lowest} lowest``)."""
    note: str = ""
    """Anything the reader of this table should know about how the test backs the sentence."""

    @property
    def sentence(self) -> str:
        """The sentence's key in the phrase tables: the construct's own."""
        return self.key


def entry(key: str, writer: str, *tests: str, meaning: str = "", note: str = "") -> Construct:
    """A construct; its meaning's key is its own unless ``meaning`` names another."""
    return Construct(key, writer, tests, meaning or key, note)


WORKED = "tests/engine/test_worked_examples.py::"
BEHAVIOURS = "tests/engine/test_rulebook_behaviours.py::"
BEHAVIOURS_DEAL = "tests/engine/test_rulebook_behaviours_deal.py::"
PLAY_OPTIONS = "tests/engine/test_play_options.py::"
REQUIREMENTS = "tests/verify/test_requirement_checks.py::"
INVARIANTS = "tests/engine/test_invariants.py::"
FIDELITY_CONSTRUCTS = "tests/engine/test_fidelity_constructs.py::"
PLAY_RULES = "tests/engine/test_fidelity_playrules.py::"
AUCTION_CONSTRUCTS = "tests/engine/test_auction_constructs.py::"
SETTLE_CONSTRUCTS = "tests/engine/test_settle_constructs.py::"
FINDINGS = "tests/verify/test_findings.py::"
