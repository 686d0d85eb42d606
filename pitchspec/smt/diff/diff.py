"""Where two variants differ in play: a deal they settle differently, or a proof of none.

The two variants' outcome models (:mod:`pitchspec.smt.encode.encode`) are built side by side at
one table and tied to the same concrete deal: who was dealt, held, played and captured
each card, the cards turned, the contract (the bids both auctions know), the called
partner and the scores the match stands at before the hand. Each is then scored and
settled under its own rules, and the solver is asked for a deal whose observable result
differs: the points each side takes, the bid's fate, the scores after the hand, the
match's winner. The question is first put with the cards forgotten
(:mod:`pitchspec.smt.diff.diffsettle`), which proves most equivalences at once; a few
seeded engine deals are played under both before any solving with the cards, as the
verifier does. None: the variants are equivalent on that bounded model (one hand, from
any scores a match of both variants can reach: :meth:`pitchspec.smt.encode.states.ScoreStates.
joint`). One: the deal with the fewest points found within a
budget is decoded, re-scored by the engine under both specs (a disagreement is PS503),
played out by the engine as a deal file and played again under both specs; the engine
must show the difference too.

Two variants whose decks, tables, deals, trump choice or exchange differ cannot share
one deal: they are *not comparable* (PS510), and the reasons say why. Where their trick
play or card ranking differs, the shared outcome model cannot see it: no proof is
claimed, and seeded engine deals are played under both to find a difference.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, fields
from typing import Any

from pitchspec import model as m
from pitchspec.codes import code
from pitchspec.engine import EngineError, Seating, choose_seating, compile_tables
from pitchspec.smt.diff.diffpair import Pair, observed, pair
from pitchspec.smt.diff.diffplay import Settled, play_under, settled_alike
from pitchspec.smt.diff.diffsettle import coarse_question
from pitchspec.smt.diff.remembered import diff_key, recall_diff, remember_diff
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context
from pitchspec.smt.encode.encode import trump_cases
from pitchspec.smt.encode.hand import hand_model, supported
from pitchspec.smt.encode.repertoire import cannot_encode
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.witness.decode import read_hand, rescore
from pitchspec.smt.witness.examples import random_hand
from pitchspec.smt.witness.replay import ReplayFailed, deal_document, replay

NOT_COMPARABLE = code("PS510")
DIFFERENT = code("PS511")

EQUIVALENT, DIFFER, INCOMPARABLE, UNKNOWN = "equivalent", "differ", "not comparable", "unknown"

SEARCH_FIRST = 20
"""Seeded engine deals (from scores 0) played under both variants when the solver finds
no distinguishing deal both variants play."""

SEARCH_DEALS = 150
"""Further seeded deals where the outcome model cannot see the difference (trick play,
card ranking), or cannot realise its deal."""

SHRINK_ROUNDS = 3
"""Rounds of asking for a distinguishing deal with fewer points than the last."""

SHRINK_SHARE = 1 / 50
"""The share of the finite-domain budget for each of those rounds."""


@dataclass
class DiffResult:
    """The behavioural comparison of two variants."""

    first: str
    second: str
    verdict: str
    reasons: list[str] = field(default_factory=list)
    """Why the variants are not comparable, or what the comparison was restricted to."""
    method: str = ""
    note: str = ""
    deal: dict[str, Any] | None = None
    settled: tuple[Settled, Settled] | None = None
    case: str = ""
    seconds: float = 0.0
    table: tuple[int, int] | None = None
    """The one table compared, (players, in partnerships): the first variant's default
    where the second seats it alike (diff compares one table; verify checks every one).
    None when the variants are not comparable."""
    remembered: bool = False
    """Read back from the cache (:mod:`pitchspec.smt.diff.remembered`), not solved in
    this run; ``seconds`` is then the time the solving took when it was."""


# --------------------------------------------------------------------------- comparable


Asked = tuple[int | None, int | None] | None
"""The table a comparison is asked to speak of: players and teams as
:func:`pitchspec.engine.choose_seating` takes them; None for the first one both seat
alike."""


Comparison = tuple[Seating | None, list[str]]
"""The table both variants seat alike (None: none), and the reasons one deal cannot
serve both (:func:`comparable`)."""


def comparable(a: m.Variant, b: m.Variant, asked: Asked = None) -> Comparison:
    """The table both variants seat alike (the one asked for, if any), or the reasons
    one deal cannot serve both."""
    reasons = []
    if compile_tables(a).deck != compile_tables(b).deck:
        reasons.append("the packs differ")
    if a.deal != b.deal:
        reasons.append("the deals differ (hand size, kitty, widow or blind)")
    if a.trump.method != b.trump.method or a.trump.sub_trump != b.trump.sub_trump:
        reasons.append("trump is chosen differently")
    if a.trump.beg != b.trump.beg:
        reasons.append("the beg differs (the deal's course is not the same)")
    if a.exchange != b.exchange:
        reasons.append("the exchange of cards differs")
    if a.bidding.has_auction != b.bidding.has_auction:
        reasons.append("one variant has an auction, the other not")
    elif a.bidding.has_auction and not _common_bids(a, b):
        reasons.append("no bid is common to both auctions")
    if a.bidding.form != b.bidding.form:
        reasons.append("the auctions take different forms")
    if a.bidding.look != b.bidding.look:
        reasons.append("only one auction is bid blind or after a look at the hand: "
                       "the players' moves differ")
    if (a.seating.partner_call is None) != (b.seating.partner_call is None):
        reasons.append("only one variant calls a partner")
    seating = _common_seating(a, b) if asked is None else _asked_seating(a, b, *asked)
    if seating is None:
        reasons.append("no table seats both variants alike" if asked is None else
                       "the two variants seat the table asked for differently")
    return (seating if not reasons else None), reasons


def _asked_seating(a: m.Variant, b: m.Variant, players: int | None,
                   teams: int | None) -> Seating | None:
    """The table asked for, if both variants seat it alike (each partner in the same
    team). A table either's rules do not give is the engine's PS406 (EngineError)."""
    first, second = choose_seating(a, players, teams), choose_seating(b, players, teams)
    return first if first == second else None


def _common_seating(a: m.Variant, b: m.Variant) -> Seating | None:
    """The first variant's default table if the second seats it alike, else the
    smallest player count both seat alike (as each seats it by default, then both in
    partnerships, then both alone)."""
    counts = sorted(set(a.seating.players) & set(b.seating.players))
    try:
        first = choose_seating(a, None, None)
    except EngineError:
        return None
    for n in [first.players, *counts]:
        if n not in counts:
            continue
        for teams in (None, True, False):
            try:
                sa, sb = choose_seating(a, n, teams), choose_seating(b, n, teams)
            except EngineError:
                continue
            if sa == sb:
                return sa
    return None


def _common_bids(a: m.Variant, b: m.Variant) -> list[tuple[int, int]]:
    from pitchspec.smt.encode.facts import bid_menu

    menu_a, menu_b = bid_menu(a), bid_menu(b)
    return [(i, menu_b.index(o)) for i, o in enumerate(menu_a) if o in menu_b]


def unmodelled(a: m.Variant, b: m.Variant) -> list[str]:
    """Differences the shared outcome model cannot see (it takes the cards' captures as
    given): trick play and card ranking."""
    out = []
    if a.play != b.play:
        out.append("trick play")
    if a.ranking != b.ranking:
        out.append("card ranking")
    return out


def restrictions(a: m.Variant, b: m.Variant) -> list[str]:
    """What the comparison leaves out, in words."""
    from pitchspec.smt.encode.facts import bid_menu

    if not a.bidding.has_auction:
        return []
    common = len(_common_bids(a, b))
    if common == len(bid_menu(a)) == len(bid_menu(b)):
        return []
    return [f"contracts restricted to the {common} bids both auctions allow"]


# --------------------------------------------------------------------------- solving


def diff_variants(a: m.Variant, b: m.Variant, scale: float = 1.0,
                  asked: Asked = None, seated: Comparison | None = None) -> DiffResult:
    """Compare two variants' behaviour at one table (``asked``, or the first both seat
    alike): a distinguishing deal, a proof of equivalence on one hand from any scores,
    or why they cannot be compared. A table either's rules do not give raises the
    engine's EngineError (PS406). ``seated``: :func:`comparable`'s answer for
    ``asked``, where the caller has it already (the table is seated once). The answer
    is remembered between runs, as verdicts are."""
    digest = diff_key(a, b, scale, asked)
    if (kept := _recalled(digest)) is not None:
        return kept
    start = time.perf_counter()
    result = _diff(a, b, scale, seated if seated is not None else comparable(a, b, asked))
    result.seconds = time.perf_counter() - start
    remember_diff(digest, {f.name: getattr(result, f.name) for f in fields(DiffResult)
                           if f.name != "remembered"})
    return result


def _recalled(digest: str) -> DiffResult | None:
    kept = recall_diff(digest)
    try:
        return None if kept is None else DiffResult(**kept, remembered=True)
    except TypeError:  # an entry written by another layout
        return None


def _diff(a: m.Variant, b: m.Variant, scale: float, seated: Comparison) -> DiffResult:
    """The comparison at the table seated, the table named in the result where the
    variants are comparable."""
    result = _diff_at(a, b, scale, seated)
    seating, _ = seated
    if seating is not None and result.verdict != INCOMPARABLE:
        result.table = (seating.players, seating.teams)
    return result


def _diff_at(a: m.Variant, b: m.Variant, scale: float, seated: Comparison) -> DiffResult:
    seating, reasons = seated
    lacking = [f"{v.name}: {why}" for v in (a, b) for why in cannot_encode(v)]
    if seating is None or lacking:
        return DiffResult(a.name, b.name, INCOMPARABLE, reasons + lacking)
    T.fresh_context()
    restricted = restrictions(a, b)
    blind = unmodelled(a, b)
    pairs = [pair(a, b, seating, trump, sub) for trump, sub in trump_cases(a)]
    open_cases = [p for p in pairs if not _settled_alike(p, scale)]
    if not open_cases and not blind:
        return DiffResult(a.name, b.name, EQUIVALENT, restricted, "settling model",
                          "no deal of one hand, from any scores a match of both "
                          "variants can reach, is settled differently")
    found, notes = _solve_cases(a, b, open_cases, scale)
    if found is None or refused(found):
        searched = search_deals(pairs[0].first, b, SEARCH_FIRST)
        if searched is not None and (found is None or not refused(searched)):
            found = searched
    if found is None and (blind or notes):
        found = search_deals(pairs[0].first, b, SEARCH_DEALS, start=SEARCH_FIRST)
    if found is not None:
        found.reasons = restricted
        return found
    if blind or notes:
        why = [f"{', '.join(blind)} differ{'s' if len(blind) == 1 else ''}, which the "
               f"outcome model does not see"] if blind else []
        return DiffResult(a.name, b.name, UNKNOWN, restricted, "engine search",
                          "; ".join([*why, *notes, f"{SEARCH_DEALS} seeded deals played "
                                     "under both settle alike"]))
    return DiffResult(a.name, b.name, EQUIVALENT, restricted, "outcome model",
                      "no deal of one hand, from any scores a match of both "
                      "variants can reach, is settled differently")


def _solve_cases(a: m.Variant, b: m.Variant, cases: list[Pair],
                 scale: float) -> tuple[DiffResult | None, list[str]]:
    """The solver's distinguishing deal, case by case: the first both variants play
    (a deal the second refuses is kept while no better is found)."""
    found: DiffResult | None = None
    notes = []
    for p in cases:
        solved, note = _solve_case(a, b, p, scale)
        notes += [note] if note else []
        if solved is not None and (found is None or not refused(solved)):
            found = solved
        if found is not None and not refused(found):
            break
    return found, notes


def _settled_alike(p: Pair, scale: float) -> bool:
    """Proved with the cards forgotten: no hand of this trump case settles differently."""
    try:
        return T.check(coarse_question(p.first, p.second, observed), "smt", scale / 4) is None
    except T.Budget:
        return False


def _solve_case(a: m.Variant, b: m.Variant, p: Pair,
                scale: float) -> tuple[DiffResult | None, str]:
    """A distinguishing deal of the complete outcome model, realised by the engine."""
    base = [*p.first.outcome.constraints, *p.second.outcome.constraints, *p.links, p.differs]
    try:
        model = T.check(base, "fd", scale)
    except T.Budget as err:
        return None, f"{p.first.case}: work budget exhausted ({err})"
    if model is None:
        return None, ""
    tidy = [*base, *(T.ge(x, 0) for x in p.first.outcome.scores)]
    neat = _prefer(tidy, scale)
    asserts = tidy if neat is not None else base
    model = _shrink(asserts, p.size, neat if neat is not None else model, scale)
    found = _realise(a, b, p, model)
    if found is None:  # the engine played other tricks: spell them out
        found = _by_hand_model(a, b, p, asserts, scale)
    if found is None:
        return None, f"{p.first.case}: the solver's deal was not realised by the engine"
    return found, ""


def _prefer(asserts: list[Term], scale: float) -> Any | None:
    """A model with no side in the hole before the hand, if one is found within a
    small budget."""
    try:
        return T.check(asserts, "fd", scale / 4)
    except T.Budget:
        return None


def _shrink(base: list[Term], size: Term, model: Any, scale: float) -> Any:
    """Fewer points in the hand, while a small budget lasts (one solver configuration
    per round: a smaller deal is welcome, not needed)."""
    for _ in range(SHRINK_ROUNDS):
        try:
            smaller = T.check_once([*base, T.lt(size, T.value_of(model, size))], "fd",
                                   scale * SHRINK_SHARE)
        except T.Budget:
            return model
        if smaller is None:
            return model
        model = smaller
    return model


def _realise(a: m.Variant, b: m.Variant, p: Pair, model: Any,
             tricks: Any | None = None) -> DiffResult | None:
    """Decode the deal, re-score it under both specs (PS503 on a disagreement), play it
    out under the first and settle the deal file under both."""
    hand = read_hand(p.first, model, tricks)
    rescore(p.first, model, hand, "diff")
    rescore(p.second, model, read_hand(p.second, model), "diff")
    f = p.first.facts
    try:
        played = replay(a, p.first.seating, hand, f.trump, f.table.sub, tricks is not None)
    except ReplayFailed:
        return None
    document = played.deal_file(f"A deal {a.name} and {b.name} settle differently.")
    document["scores"] = list(hand.scores)
    return _judge(a, b, p.first.seating, document, "outcome model, replayed by the engine"
                  if tricks is None else "hand model, replayed by the engine", p.first.case)


def _by_hand_model(a: m.Variant, b: m.Variant, p: Pair, base: list[Term],
                   scale: float) -> DiffResult | None:
    """The first variant's tricks spelled out, so the engine plays exactly the deal."""
    if not supported(a):
        return None
    tricks = p.first._cache.get("diff tricks") or hand_model(p.first.outcome, tag="dh")
    p.first._cache["diff tricks"] = tricks
    try:
        model = T.check([*base, *tricks.constraints], "fd", scale)
    except T.Budget:
        return None
    if model is None:
        return None
    return _realise(a, b, p, model, tricks)


def _judge(a: m.Variant, b: m.Variant, seating: Seating, document: dict[str, Any],
           method: str, case: str) -> DiffResult | None:
    first, second = (play_under(a, document, seating.teams),
                     play_under(b, document, seating.teams))
    if first.refused or settled_alike(first, second):
        return None
    return DiffResult(a.name, b.name, DIFFER, method=method, deal=document,
                      settled=(first, second), case=case)


# --------------------------------------------------------------------------- search


def search_deals(first: Context, b: m.Variant, tries: int = SEARCH_DEALS,
                 start: int = 0) -> DiffResult | None:
    """Seeded random deals played by the engine under the first variant (the
    verifier's seeded hands, :func:`pitchspec.smt.witness.examples.random_hand`), each played
    again under the second: of those that settle differently among the first seeds
    tried (at least 20), the one with the fewest points."""
    a, seating = first.variant, first.seating
    best: DiffResult | None = None
    for seed in range(start, start + tries):
        played = random_hand(first, seed)
        if played is None:
            continue
        document = deal_document(a, played.game, played.record.dealer, played.recording,
                                 f"seeded deal {seed}")
        found = _judge(a, b, seating, document, "engine search", "")
        if found is not None and (best is None or _rank(found) < _rank(best)):
            best = found
        if best is not None and not refused(best) and seed >= start + 20:
            break
    return best


def refused(result: DiffResult) -> bool:
    """The second variant does not allow the deal's moves (rather than settling the
    deal differently): a difference, but a deal both settle is shown in preference."""
    return result.settled is not None and bool(result.settled[1].refused)


def _rank(result: DiffResult) -> tuple[bool, int]:
    """Deals both variants play first, then fewer points."""
    assert result.settled is not None
    return refused(result), sum(result.settled[0].points)
