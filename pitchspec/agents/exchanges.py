"""What the variant's exchange steps say of the other players, as a sample reads them:
who completes his hand from the stock (and is offered every trump left there, or the
whole stock), who takes what the others left of it, who throws away his non-trumps
(all of them, or those he chooses; face up, or unseen) and who is dealt cards after.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec import model as m
from pitchspec.engine import Game, Observation


def plain_throwers(obs: Observation, game: Game) -> set[int]:
    """The other seats an exchange step makes throw away non-trumps (every one, or those
    he chooses), once the seat sees the trump and the exchange has begun: each card
    such a seat was dealt beyond those a sample gives him he threw away unseen, so it
    was a non-trump (New Yorker: he holds as many cards as the seat saw)."""
    if obs.trump is None or obs.phase not in ("exchange", "play"):
        return set()
    bidder = _bidder(obs)
    return {seat for step in game.variant.exchange.steps
            if step.kind is m.StepKind.DISCARD and step.cards is m.CardClass.NONTRUMPS
            for seat in range(len(obs.hand_sizes))
            if seat != obs.seat and _acts(step.actor, seat, bidder, obs.dealer)}


def trumps_only(obs: Observation, game: Game) -> set[int]:
    """In play, the other seats an exchange step made throw away every non-trump, not by
    choice, with no later step dealing them cards (Blind-Blind's players but the
    bidder): they hold trumps only, and played trumps only."""
    if obs.trump is None or obs.phase != "play":
        return set()
    bidder = _bidder(obs)
    out: set[int] = set()
    for step, later_steps in _strips(game):
        for seat in range(len(obs.hand_sizes)):
            if seat != obs.seat and _acts(step.actor, seat, bidder, obs.dealer) and not any(
                    later.kind in DRAWS and _acts(later.actor, seat, bidder, obs.dealer)
                    for later in later_steps):
                out.add(seat)
    return out


def completing(obs: Observation, game: Game) -> m.Step | None:
    """The exchange step that makes the seat complete its hand from the stock by
    choice (``complete to N by choice``), if any: at such a decision it is offered
    every trump left in the stock (trumps first) or the whole stock."""
    bidder = _bidder(obs)
    for step in game.variant.exchange.steps:
        if step.kind is m.StepKind.COMPLETE and _acts(step.actor, obs.seat, bidder,
                                                      obs.dealer):
            return step
    return None


def took_rest(obs: Observation, game: Game) -> bool:
    """Whether a step makes the seat take what is left of the stock (``take stock``,
    not by choice) after a step dealt others cards from it (Carthage: the others
    throw away their non-trumps and are dealt back to six, the bidder takes the
    rest): once it has, no card it has not seen lies in the stock, and every trump
    it has not seen lies in another's hand or was thrown away."""
    bidder = _bidder(obs)
    drawn = False
    for step in game.variant.exchange.steps:
        if step.kind in DRAWS:
            drawn = True
        elif step.kind is m.StepKind.TAKE and not step.by_choice and drawn \
                and step.pile in (None, m.Pile.STOCK) \
                and _acts(step.actor, obs.seat, bidder, obs.dealer):
            return True
    return False


def thrown_up(game: Game) -> bool:
    """Whether every player throws his non-trumps away face up, by rule, and is dealt
    back up from the stock, and nothing else (Cell Pitch): the cards face up (but the
    seat's own) are those the others were dealt beside the trumps they kept."""
    steps = game.variant.exchange.steps
    if len(steps) != 2 or game.variant.deal.stock is m.StockFace.UP:
        return False
    first, last = steps
    return (first.kind is m.StepKind.DISCARD and first.actor is m.Actor.ALL
            and first.cards is m.CardClass.NONTRUMPS and not first.by_choice
            and first.to is None and last.kind is m.StepKind.REFILL
            and last.actor is m.Actor.ALL)


DRAWS = (m.StepKind.REFILL, m.StepKind.COMPLETE)
"""Exchange steps that deal a player new cards from the stock."""


def first_takers(obs: Observation, game: Game) -> set[int]:
    """The seats a step makes complete their hand from the stock by choice, trumps
    first (``complete to N by choice trumps first``), after throwing away every
    non-trump (:func:`stripped`): every non-trump such a seat holds in play he took
    when no trump was left in the stock."""
    bidder = _bidder(obs)
    strip = stripped(obs, game)
    return {seat for step in game.variant.exchange.steps
            if step.kind is m.StepKind.COMPLETE and step.trumps_first
            for seat in range(len(obs.hand_sizes))
            if seat in strip and _acts(step.actor, seat, bidder, obs.dealer)}


def stripped(obs: Observation, game: Game) -> set[int]:
    """The seats an exchange step makes throw away every non-trump (``all discard
    nontrumps``; ``others``: all but the bidder), not by choice, before a draw: a
    non-trump such a seat holds in play came with that draw."""
    out: set[int] = set()
    bidder = _bidder(obs)
    for step, later_steps in _strips(game):
        if not any(later.kind in DRAWS for later in later_steps):
            continue  # nothing is drawn afterwards: he plays with the trumps he kept
        for seat in range(len(obs.hand_sizes)):
            if _acts(step.actor, seat, bidder, obs.dealer):
                out.add(seat)
    return out


def _strips(game: Game) -> Iterator[tuple[m.Step, tuple[m.Step, ...]]]:
    """The exchange steps that make players throw away every non-trump, not by choice (a
    discard by choice may keep non-trumps), each with the steps after it."""
    steps = game.variant.exchange.steps
    for index, step in enumerate(steps):
        if step.kind is m.StepKind.DISCARD and step.cards is m.CardClass.NONTRUMPS \
                and not step.by_choice:
            yield step, steps[index + 1:]


def _bidder(obs: Observation) -> int | None:
    """The seat that won the auction, None before a contract stands."""
    contract = obs.contract
    return contract.bidder if contract is not None else None


def _acts(actor: m.Actor, seat: int, bidder: int | None, dealer: int) -> bool:
    """Whether ``seat`` is among the players an exchange step names."""
    if actor is m.Actor.ALL:
        return True
    if actor is m.Actor.OTHERS:
        return seat != bidder
    if actor is m.Actor.BIDDER:
        return seat == bidder
    if actor is m.Actor.DEALER:
        return seat == dealer
    return seat != dealer  # nondealers
