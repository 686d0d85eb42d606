"""A variant's spec as a Python object: load it, then play, simulate, verify, compare
and publish it, as the commands do and with the commands' defaults.

>>> import pitchspec
>>> auction = pitchspec.spec("auction_pitch")
>>> auction.title
'Auction Pitch'
>>> [point.name for point in auction.variant.points]
['high', 'low', 'jack', 'game']

This module imports nothing heavy: each method loads the engine, the verifier (Z3) or
Sphinx when it is called.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pitchspec.diagnostics import Diagnostic, SpecError, warnings_in
from pitchspec.model import Variant
from pitchspec.pipeline import Loader, resolve_spec

if TYPE_CHECKING:
    from pitchspec.api.comparison import Comparison
    from pitchspec.api.match import Match
    from pitchspec.api.simulation import Report
    from pitchspec.api.verification import Verification

Agents = str | Sequence[str]
"""Who plays: one name for every seat (``"heuristic"``), or one per seat in seat order,
as a list or comma-separated (``"pimc,heuristic,heuristic,heuristic"``). The names are
``random``, ``first``, ``heuristic`` and ``pimc``, as for the commands' ``--agents``."""

HEURISTIC = "heuristic"
"""The commands' default player."""
MAX_HANDS = 1000
"""The commands' hand limit: a match still undecided after this many deals is a draw."""
BUDGET = 100
"""The commands' playouts per decision for ``pimc`` players."""


def load(name_or_path: str | Path, include: Sequence[str | Path] = ()) -> Variant:
    """The variant a spec file or a bundled variant's name stands for, as the frozen
    rules every part of pitchspec reads.

    A path that exists wins; otherwise a bare name (``"auction_pitch"``) is looked up
    in the bundled catalogue. A parent named by ``extends`` is looked for beside the
    file, then in each ``include`` folder, then among the bundled variants.

    Raises :class:`~pitchspec.SpecError` with every finding (an unknown name is PS002,
    with a did-you-mean).

    >>> import pitchspec
    >>> variant = pitchspec.load("auction_pitch")
    >>> variant.name, variant.parent, variant.winning.target
    ('auction_pitch', 'pitch', 11)
    """
    return spec(name_or_path, include).variant


def spec(name_or_path: str | Path, include: Sequence[str | Path] = ()) -> Spec:
    """The spec a file or a bundled variant's name stands for, ready to play,
    simulate, verify, compare and publish (found as :func:`load` finds it).

    Raises :class:`~pitchspec.SpecError` with every finding. Warnings (rules that
    cannot take effect, PS340-PS347) do not stop it: they are in :attr:`Spec.warnings`.

    >>> import pitchspec
    >>> roadhouse = pitchspec.spec("roadhouse_pitch")
    >>> roadhouse.name, roadhouse.variant.parent
    ('roadhouse_pitch', 'auction_pitch')
    """
    folders = tuple(Path(folder) for folder in include)
    path = resolve_spec(name_or_path)
    result = Loader(folders).load(path)
    if not result.ok or result.variant is None:
        raise SpecError(result.diagnostics)
    return Spec(path, result.variant, folders, tuple(warnings_in(result.diagnostics)))


@dataclass(frozen=True)
class Spec:
    """One variant's spec: where it was read from, the rules it states, and what can be
    done with it. Made by :func:`spec`."""

    path: Path
    """The spec file (for a bundled variant, the installed catalogue's copy)."""
    variant: Variant
    """The complete rules, parents applied and defaults filled (as ``pitchspec show``
    prints them)."""
    include: tuple[Path, ...] = ()
    """Folders searched for the parents its ``extends`` names."""
    warnings: tuple[Diagnostic, ...] = ()
    """Rules that cannot take effect (PS340-PS347); the spec still plays and verifies."""

    @property
    def name(self) -> str:
        """The variant's name (``auction_pitch``)."""
        return self.variant.name

    @property
    def title(self) -> str:
        """The variant's title (``Auction Pitch``)."""
        return self.variant.title

    def play(self, seed: int | None = None, agents: Agents = HEURISTIC, *,
             players: int | None = None, teams: int | None = None,
             max_hands: int = MAX_HANDS, budget: int = BUDGET) -> Match:
        """Play one match, as ``pitchspec play`` does: heuristic players in every seat
        unless ``agents`` names others, at the variant's usual table unless
        ``players`` and ``teams`` say otherwise. The same seed plays the same match;
        without one a fresh seed is drawn (:attr:`Match.seed` tells it).

        Raises :class:`~pitchspec.engine.core.rules.EngineError` for a table the
        variant does not allow (PS406) and ``ValueError`` for an unknown player.

        >>> import pitchspec
        >>> match = pitchspec.spec("auction_pitch").play(seed=1)
        >>> match.players
        ('heuristic', 'heuristic', 'heuristic', 'heuristic')
        >>> match.winners, match.scores, match.hands
        ((2,), (6, 5, 13, 3), 8)
        >>> print(match.text.splitlines()[-1])
        winner: seat 2 after 8 hands (seat 0 6, seat 1 5, seat 2 13, seat 3 3)
        """
        from pitchspec.api.match import play

        return play(self.variant, self.path, seed, agents, players, teams, max_hands, budget)

    def simulate(self, n: int, seed: int | None = None, agents: Agents = HEURISTIC,
                 jobs: int = 1, *, players: int | None = None, teams: int | None = None,
                 max_hands: int = MAX_HANDS, budget: int = BUDGET,
                 engine: str = "auto") -> Report:
        """Play ``n`` matches and report what happened in them, as ``pitchspec
        simulate`` does: heuristic players unless ``agents`` names others; ``jobs``
        worker processes (the report does not depend on them); the numpy batch kernel
        when every player is ``random`` and the kernel runs the variant (``engine``:
        ``"auto"``, ``"batch"`` or ``"reference"``).

        >>> import pitchspec
        >>> report = pitchspec.spec("auction_pitch").simulate(20, seed=1)
        >>> report.data["agents"], report.data["matches"], report.data["draws"]
        (['heuristic', 'heuristic', 'heuristic', 'heuristic'], 20, 0)
        >>> report.data["hands_per_match"]["mean"]
        8.65
        """
        from pitchspec.api.simulation import simulate

        return simulate(self.variant, n, seed, agents, jobs, players, teams, max_hands,
                        budget, engine)

    def verify(self, properties: Sequence[str] = (), jobs: int = 1,
               expected: str | Path | None = None) -> Verification:
        """Prove or refute the variant's properties with Z3, as ``pitchspec verify``
        does: every built-in property and every claim of the spec unless
        ``properties`` names some (``"claims"`` for all the claims, ``"claim:NAME"``
        for one). Each verdict is judged against the expected verdicts (``expected``,
        else ``verify/expected.toml`` beside or above the spec, else the bundled
        catalogue's for a bundled variant; a verdict nobody recorded is expected to be
        PROVED).

        Raises ``ValueError`` (PS504) for a property name that is none.

        >>> import pitchspec
        >>> checked = pitchspec.spec("campbell_ten_point").verify(["deck_sufficient"])
        >>> checked.verdicts
        {'deck_sufficient': 'REFUTED'}
        >>> checked.ok  # the catalogue expects this refutation
        True
        """
        from pitchspec.api.verification import verify

        return verify(self.path, self.variant, properties, self.include, jobs, expected)

    def diff(self, other: Spec | str | Path, budget: float = 1.0) -> Comparison:
        """Compare this variant with ``other`` (a :class:`Spec`, a file or a bundled
        variant's name), as ``pitchspec diff`` does: the rules that differ, then a deal
        the two settle differently (found by Z3 and played by the engine under both),
        or a proof that none exists on one hand from any scores. ``budget`` multiplies
        the solver's work budgets.

        >>> import pitchspec
        >>> found = pitchspec.spec("auction_pitch").diff("roadhouse_pitch")
        >>> found.verdict, found.equivalent
        ('differ', False)
        >>> [rule for rule, _, _ in found.rules][:4]
        ['Auction', 'Bids', 'When everyone passes', 'Special bid: Shoot the moon']
        """
        from pitchspec.api.comparison import compare

        theirs = other if isinstance(other, Spec) else spec(other, self.include)
        return compare(self.variant, theirs.variant, budget)

    def rulebook(self, out: str | Path, builder: str = "html") -> Path:
        """Build this variant's rulebook site (a page for it and for each parent it
        extends) with Sphinx into ``out``, as ``pitchspec rulebook SPEC --out OUT``
        does: warnings are errors, the site is built in a temporary folder and only
        the finished site is moved to ``out`` (a new or empty folder, or a site built
        before). Needs the ``docs`` extra. Returns ``out``.

        Raises ``ValueError`` when ``out`` cannot take the site, ``RuntimeError`` when
        Sphinx reports an error (printed on the standard error).

        >>> import pitchspec
        >>> site = pitchspec.spec("roadhouse_pitch").rulebook("site")
        >>> sorted(page.name for page in (site / "variants").glob("*.html"))
        ['auction_pitch.html', 'compare.html', 'family.html', 'pitch.html', 'roadhouse_pitch.html']
        """
        from pitchspec.api.site import build_site

        return build_site(self.path, self.include, Path(out), builder)
