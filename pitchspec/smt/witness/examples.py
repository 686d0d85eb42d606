"""Counterexamples and witnesses told as hands: who held what, the tricks, the points.

An :class:`Example` is what a REFUTED (or an existential PROVED) verdict rests on: a
real hand the engine played (or a real trick, or a real deal's card counts), its story
in plain words, and - for hands - the deal file that replays it with ``pitchspec play
--deal``. The story is built from the engine's record of the hand, not from the model.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pitchspec import model as m
from pitchspec.agents.basic import seeded_agents
from pitchspec.agents.scripted import Vocabulary
from pitchspec.engine import SUITS, Game, TrumpTable, cards_in, observe, suit_led, winner_of
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import case_name
from pitchspec.smt.encode.hand import SKIP, card_key
from pitchspec.smt.encode.verdicts import EncodingMismatch
from pitchspec.smt.witness.replay import (
    Played,
    Recording,
    deal_document,
    record_chance,
    spec_card_name,
)

if TYPE_CHECKING:
    from pitchspec.smt.encode.context import Context, Obligation
    from pitchspec.smt.witness.decode import HandFacts


@dataclass
class Example:
    """A counterexample (or witness) of one property on one variant."""

    property: str
    variant: str
    case: str
    kind: str
    lines: list[str]
    deal: dict[str, Any] | None = None
    confirmed: bool = True
    data: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        head = f"{self.variant}: {self.property} ({self.case}) - {self.kind}"
        return "\n".join([head, *("  " + line for line in self.lines)]) + "\n"


def example_kind(ob: Obligation) -> str:
    """What a hand that decides the obligation is called: a counterexample of a
    property of every deal, a witness of one of some deal."""
    from pitchspec.smt.encode.context import Kind

    return "counterexample" if ob.kind is Kind.UNIVERSAL else "witness"


# --------------------------------------------------------------------------- hands


def hand_example(ob: Obligation, ctx: Context, hand: HandFacts, played: Played) -> Example:
    """The story of a replayed hand and its deal file."""
    lines = tell_hand(played)
    lines.append("why: " + why(ob, played))
    description = f"{ob.property} ({ob.case}): {lines[-1][5:]}"
    if played.prior != [0] * len(played.prior):
        description += f" Scores before the hand: {_scores(played.prior)} (a deal file " \
            "starts at 0; the scores must be reached first)."
    return Example(ob.property, ctx.variant.name, ob.case, example_kind(ob), lines,
                   played.deal_file(description),
                   data={"prior": list(played.prior), "deal_number": played.deal_number})


def tell_hand(played: Played) -> list[str]:
    """Who held what, the contract, the tricks, the points and the outcome."""
    v = played.variant
    state = played.state
    record = played.record
    lines = [_table(played)]
    lines.append(f"scores before the hand: {_scores(played.prior)}")
    for seat in range(state.n):
        lines.append(f"seat {seat} dealt: {_cards(v, cards_in(record.dealt[seat]))}")
    if record.turned:
        lines.append(f"turned for trump: {_cards(v, list(record.turned))}")
    lines.append(f"trump: {SUITS[record.trump].value}")
    contract = record.contract
    if contract is not None:
        label = contract.special or f"{contract.level}" + (" doubled" if contract.doubled else "")
        lines.append(f"contract: seat {contract.bidder} bids {label}")
    lines += _partner(played)
    for seat in range(state.n):
        held = cards_in(record.held[seat])
        if held != cards_in(record.dealt[seat]):
            lines.append(f"seat {seat} plays with: {_cards(v, held)}")
    for i, trick in enumerate(record.tricks, 1):
        plays = ", ".join(f"seat {s} {spec_card_name(v, c)}" for s, c in trick.plays)
        lines.append(f"trick {i}: {plays} -> seat {trick.winner}")
    lines += _points(played)
    return lines


def _partner(played: Played) -> list[str]:
    """The called card and the partner it made, when the bidder called one."""
    state, record = played.state, played.record
    if state.called is None or record.contract is None:
        return []
    card = spec_card_name(played.variant, state.called)
    sides = state.hand_sides()
    bidder = record.contract.bidder
    partners = [s for s in range(state.n) if s != bidder and sides[s] == sides[bidder]
                and state.sides[s] != state.sides[bidder]]
    who = f"seat {partners[0]} is the partner" if partners else "no partner (not in play)"
    return [f"called card: {card}; {who} for this hand"]


def _table(played: Played) -> str:
    state = played.state
    sides = state.sides
    if len(set(sides)) == state.n:
        form = "each plays alone"
    else:
        teams: dict[int, list[str]] = {}
        for seat, side in enumerate(sides):
            teams.setdefault(side, []).append(str(seat))
        form = "teams " + " v ".join("+".join(t) for t in teams.values())
    return f"{state.n} players ({form}); seat {played.record.dealer} deals, " \
        f"seat {played.record.elder} is elder"


def _scores(scores: Sequence[int]) -> str:
    return ", ".join(f"side {k} {s}" for k, s in enumerate(scores))


def _cards(v: m.Variant, cards: Sequence[int]) -> str:
    return " ".join(spec_card_name(v, c) for c in cards) or "-"


def _points(played: Played) -> list[str]:
    lines = []
    if played.during:
        lines.append("during the deal: " + ", ".join(f"{a.point} {a.value} to side {a.side}"
                                                     for a in played.during))
    if played.scored is not None:
        awards = ", ".join(f"{a.point} {a.value} to side {a.side}" for a in played.awards)
        lines.append(f"points: {awards or 'none'}")
    settled = played.state.last_settlement
    if settled is not None and settled.made is not None:
        lines.append("bid " + ("made" if settled.made else "set"))
    lines.append(f"scores after: {_scores(played.state.scores)}")
    winners = played.state.winners
    outcome = ("winner: side " + ", side ".join(map(str, winners))) if winners else \
        ("a draw" if settled is not None and settled.draw else "no winner yet")
    lines.append(outcome)
    return lines


def why(ob: Obligation, played: Played) -> str:
    """One sentence saying what the hand shows."""
    p = ob.property
    if "tell" in ob.data:  # an author's claim tells its own (pitchspec.smt.prove.claims)
        return str(ob.data["tell"](played))
    if p == "points_bounded":
        return f"the hand awards {played.total_points()} points; the rules list at most " \
            f"{ob.data['maximum']}"
    if p == "points_max_reachable":
        return f"the hand awards {played.total_points()} points, the stated maximum " \
            f"{ob.data['maximum']}"
    if p == "points_one_side":
        return "due but scored by nobody: " + ", ".join(played.lost_points())
    if p == "bids_makeable":
        return f"the bid {ob.data['bid']} is made"
    if p == "ties_resolved":
        winners = played.state.winners or ()
        if len(winners) > 1:
            return f"{len(winners)} sides are declared winners at once"
        return "the rules end the match, yet nobody wins and it is no draw"
    if p == "order_deterministic":
        return "crediting the unordered points the other way round changes the winner"
    if p in ("one_trick_winner", "top_trump_wins"):
        found = played_trick(p, played)
        return found[1] if found is not None else p
    if p == "score_signs":
        from pitchspec.smt.witness.engine_view import sign_problems

        settled = played.state.last_settlement
        assert settled is not None
        return "; ".join(sign_problems(played.variant, played.state, played.record,
                                       played.before_settle(), settled))
    return p


def searched_example(ob: Obligation, ctx: Context, played: Played) -> Example:
    """The story of a hand seeded random play showed, and its deal file (for hands the
    hand model does not describe, such as trick-and-draw)."""
    lines = tell_hand(played)
    lines.append("why: " + why(ob, played))
    state = played.state
    case = ob.case if state.trump is None else case_name(state.trump, state.sub)
    example = Example(ob.property, ctx.variant.name, case, example_kind(ob), lines)
    example.deal = deal_document(ctx.variant, played.game, played.record.dealer,
                                 played.recording, f"{ob.property}: {lines[-1][5:]}")
    return example


def _search_table(ctx: Context) -> tuple[Game, Vocabulary]:
    """The context's table compiled for play once (its tables, its move names), for
    every seeded hand of every search on that context: the rules object makes a fresh
    match for each seed, so the hands are the same as with a new one each time."""
    found = ctx._cache.get("search_table")
    if found is None:
        found = (Game(ctx.variant, ctx.seating.players, teams=ctx.seating.teams,
                      max_hands=1),
                 Vocabulary.of(ctx.variant))
        ctx._cache["search_table"] = found
    return found


def random_hand(ctx: Context, seed: int) -> Played | None:
    """One hand of seeded random play at the context's table, recorded."""
    game, vocab = _search_table(ctx)
    state = game.new_initial_state(first_dealer=ctx.facts.dealer)
    rng = random.Random(f"witness:{seed}")
    agents = seeded_agents(game.num_players, f"witness:{seed}")
    rec = Recording()
    while not state.is_terminal():
        if state.is_chance_node():
            action = state.sample_chance(rng)
            record_chance(rec, state, state.queue[0], action)
        else:
            action = agents[state.to_act].act(observe(state, state.to_act))
            rec.moves.setdefault(state.to_act, []).append(vocab.label(action))
        state.apply_action(action)
    if not state.hands_played:
        return None
    return Played(ctx.variant, game, state, [0] * len(state.scores), rec)


# --------------------------------------------------------------------------- tricks


def engine_trick_winner(variant: m.Variant, table: TrumpTable,
                        plays: list[tuple[int, int]]) -> int:
    """The engine's winner of a trick the solver imagines (as a first trick: the
    encoding's trick has no previous winner)."""
    return winner_of(variant.play, table, plays, False)


def trick_example(ob: Obligation, model: Any) -> Example:
    """The trick a model describes, played in order and judged by the engine's
    trick_winner; the engine must show what the encoding claims (else PS503)."""
    from pitchspec.smt.encode.trick import SymTrick

    trick: SymTrick = ob.data["trick"]
    variant = trick.variant
    table = trick.table
    chosen = [c for c, on in trick.cards.items() if T.truth(model, on)]
    lead = next(c for c, on in trick.lead.items() if T.truth(model, on))
    rest = sorted(c for c in chosen if c != lead)
    led = next(s for s in range(5) if T.truth(model, trick.led[s]))
    if table.effective[lead] == 4 and led < 4:  # a rankless joker led: the suit comes next
        rest.sort(key=lambda c: (table.effective[c] != led, c))
    plays = [(i, c) for i, c in enumerate([lead, *rest])]
    winner = engine_trick_winner(variant, table, plays)
    engine_led = suit_led(variant.play, table, plays)
    keys = [card_key(variant, table, c, engine_led) if engine_led < 4 else SKIP
            for _, c in plays]
    tied = _tied(keys, table, plays)
    upset = _upset(table, plays, winner)
    shown = tied if ob.property == "one_trick_winner" else upset
    if not shown:
        raise EncodingMismatch(variant.name, ob.property,
                               f"trick {plays}: the encoding claims it, the engine's "
                               f"trick_winner (seat {winner}) does not show it")
    lines = [f"trump: {SUITS[table.trump].value}" + (
        f", sub-trump {SUITS[table.sub].value}" if table.sub is not None else "")]
    lines.append("trick: " + ", ".join(f"seat {s} {spec_card_name(variant, c)}"
                                       for s, c in plays) + f" -> seat {winner}")
    lines.append("why: " + _trick_why(ob.property, variant, table, plays, keys, winner))
    return Example(ob.property, variant.name, ob.case, example_kind(ob), lines,
                   data={"plays": plays, "winner": winner, "tied": tied, "upset": upset})


def played_trick(prop: str, played: Played) -> tuple[int, str] | None:
    """The first trick of a played deal that breaks a trick property (one_trick_winner:
    two cards tie for best, or none can win; top_trump_wins: the best trump played does
    not win), judged with the keys the engine ranks cards by: its number and why."""
    record = played.record
    if not played.state.hands_played or record.trump is None:
        return None
    v = played.variant
    table = played.game.tables.table(record.trump, record.sub)
    for number, trick in enumerate(record.tricks, 1):
        plays = list(trick.plays)
        led = suit_led(v.play, table, plays)
        keys = [card_key(v, table, c, led) if led < 4 else SKIP for _, c in plays]
        if prop == "one_trick_winner" and _tied(keys, table, plays):
            return number, f"trick {number}: " + _trick_why(prop, v, table, plays, keys,
                                                             trick.winner)
        trumps = [(k, s, c) for k, (s, c) in zip(keys, plays, strict=True)
                  if table.strength[c] >= 1000]
        if prop == "top_trump_wins" and trumps and max(trumps)[1] != trick.winner:
            best = spec_card_name(v, max(trumps)[2])
            return number, (f"trick {number}: the best trump played, {best}, does not win: "
                            f"seat {trick.winner} does")
    return None


def _trick_why(prop: str, v: m.Variant, table: TrumpTable, plays: list[tuple[int, int]],
               keys: list[int], winner: int) -> str:
    if prop == "one_trick_winner":
        live = [k for k in keys if k > SKIP]
        if not live:
            return "no card in the trick can win it; the engine gives it to the leader"
        best = max(live)
        tied = [spec_card_name(v, c) for (_, c), k in zip(plays, keys, strict=True)
                if k == best]
        return f"{' and '.join(tied)} rank equal and best; the engine gives the trick to " \
            f"the first of them (seat {winner})"
    top = max((c for _, c in plays if table.strength[c] >= 1000), key=table.strength.__getitem__)
    return f"the highest trump, {spec_card_name(v, top)}, does not win: seat {winner} does"


def _tied(keys: list[int], table: TrumpTable, plays: list[tuple[int, int]]) -> bool:
    low = [c for _, c in plays if c == table.lowest_trump_id]
    live = [k for k in keys if k > SKIP]
    return not live or (live.count(max(live)) > 1 and not low)


def _upset(table: TrumpTable, plays: list[tuple[int, int]], winner: int) -> bool:
    trumps = [(table.strength[c], s) for s, c in plays if table.strength[c] >= 1000]
    return bool(trumps) and max(trumps)[1] != winner
