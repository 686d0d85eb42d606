"""Dealing the hidden cards afresh, for information-set search (ISMCTS).

:func:`resample` builds a deal the player cannot tell from the real one. Earlier deals
of the match are replayed as they happened. The current deal is replayed step by step
from its first card; each step whose card the player did not see gets a card chosen
at random among those that fit what he knows (:mod:`.knowledge`):

- a card another player later shows from his hand (plays, or discards face up) is
  dealt to him (or to a pile he picks up), before he shows it, and he keeps it; the
  cards he shows soonest first, after any cards he must let go unseen before;
- a card the player saw come off the stock (his own cards, a turn-up, a face-up deal,
  a card he picked from the stock), or saw in the stock he completes his hand from, is
  not dealt anywhere else first; a card he found in a pile he picked up is dealt to
  that pile; a card he saw among the lost cards was lost by one of the others (a
  random match of those cards to the unseen losses, per search; a player the match
  makes lose one card let no other card go there);
- a player is dealt no card he showed he did not hold (a suit he failed to follow,
  a card that would have forced a bid, ...), nor two cards that together would have
  forced his bid (Nine-Five's Nine with a suit mate), unless he could have let one go
  unseen in between;
- a player whose non-trumps were thrown out for him is dealt exactly as many trumps
  as the table shows he kept (a pile he took then is thrown out with his hand), the
  cards he played before aside; a hand laid down unseen (All Fours' dead hand) held
  as many cards as the table shows, none he had shown he lacked;
- a face-down discard or a lost card of another player is a random card he may let go
  and does not show later; cards let go one after another are tried as a set; a
  discard is one of the cards the step's rule lets go (non-trumps only, where players
  discard non-trumps by choice), and the cards a player keeps through it leave room
  for it (:mod:`.letgo`).

After every step the replay must show the player exactly what he saw then (his
observation: his hand and options, hand sizes, face-up cards, bids, tricks, scores);
a step that does not is undone and the next candidate tried (backtracking); a step
that fails for good sends the search back to the last choice of that player's cards.
The real deal is one answer, so an unbounded search always finds one. The search has
a step budget (:data:`BUDGET`, restarted with other random orders up to
:data:`RESTARTS` times); past it, the old rejection sampler (:mod:`.rejection`) is
the last resort, and :class:`ResampleError` is raised if that fails too (no sweep of
the bundled variants has seen it: see docs/openspiel.rst). Whatever is
returned was checked against the player's information state. Deterministic for a
given ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pitchspec.engine.core.state import FIRST_DEALER, KITTY, LOSE_BASE
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.observation import observe
from pitchspec.engine.phases.deal import chance_possible
from pitchspec.engine.step import State
from pitchspec.openspiel.history import PHASE_INDEX, Event
from pitchspec.openspiel.knowledge import Knowledge, learn
from pitchspec.openspiel.letgo import room_to_let_go
from pitchspec.openspiel.rejection import rejection

if TYPE_CHECKING:
    from pitchspec.openspiel.game import PitchState

BUDGET = 1_000
"""Steps the search may replay (going back included) before it starts afresh, at
least; or :data:`PER_STEP` times the steps of the deal so far, if more."""
PER_STEP = 20
RESTARTS = 15


class ResampleError(RuntimeError):
    """No deal consistent with the player's view was found within the budget (the
    real deal is always one, so this is the search's limit, not an impossibility)."""


@dataclass(frozen=True)
class Context:
    """The fixed inputs of one search."""

    start: State
    events: Sequence[Event]
    know: Knowledge


def resample(state: PitchState, player: int, rng: random.Random) -> PitchState:
    """A state with the same information state for ``player`` as ``state``."""
    ctx = _context(state, player)
    wanted = state.information_state_string(player)
    for _ in range(RESTARTS):
        actions = _search(_with_losses(ctx, rng), rng)
        if actions is None:
            continue
        candidate = _rebuild(state, actions, len(state.events) - len(ctx.events))
        if candidate.information_state_string(player) == wanted:
            return candidate
    fallback = rejection(state, player, rng)
    if fallback is not None:
        return fallback
    raise ResampleError(f"no deal consistent with seat {player}'s view was found")


def _context(state: PitchState, player: int) -> Context:
    """The state before the current deal and what ``player`` knows of the deal; kept
    on the state, as search asks again and again at the same point."""
    key = (player, len(state.events))
    cache: dict[tuple[int, int], Context] = state.table.__dict__.setdefault("resample_cache", {})
    if key not in cache:
        hand = state.engine.hand_number
        first = next((i for i, e in enumerate(state.events)
                      if e[3] == hand and e[1] != FIRST_DEALER), len(state.events))
        start = state.pitch.engine.new_initial_state()
        for event in state.events[:first]:
            start.apply_action(event[2])
        events = state.events[first:]
        cache[key] = Context(start, events, learn(start, events, player))
    return cache[key]


def _with_losses(ctx: Context, rng: random.Random) -> Context:
    """The search's own guess of who lost each card the player saw among the lost
    cards: a random match of those cards to the unseen losses before he saw them, each
    card then owed to its loser (he held it until he lost it). Under that guess a loss
    lets no other card go: a card the loser showed later he did not hold (a suit he
    failed to follow) cannot have left his hand there, so it was never dealt to him."""
    know = ctx.know
    if not know.lost_seen:
        return ctx
    when = max(know.lost_seen.values())
    losses = [i for i, e in enumerate(ctx.events[:when + 1])
              if know.hidden[i] and e[0] < 0 and e[1] <= LOSE_BASE]
    cards = sorted(know.lost_seen)
    if len(cards) != len(losses):
        return ctx
    rng.shuffle(cards)
    owed = dict(know.owed)
    for card, step in zip(cards, losses, strict=True):
        owed[card] = (LOSE_BASE - ctx.events[step][1], step)
    fixed = set(losses)
    lets_go = {seat: [i for i in steps if i not in fixed] for seat, steps in know.lets_go.items()}
    return Context(ctx.start, ctx.events, replace(know, owed=owed, lets_go=lets_go))


def _rebuild(state: PitchState, deal: list[int], before: int) -> PitchState:
    new = state.pitch.new_initial_state()
    for event in state.events[:before]:
        new.apply_engine(event[2])
    for action in deal:
        new.apply_engine(action)
    return new


@dataclass
class Frame:
    """A step with a choice: the state before it, the candidates left and the seat
    whose cards it decides."""

    step: int
    state: State
    candidates: list[int]
    seat: int | None


def _search(ctx: Context, rng: random.Random) -> list[int] | None:
    """Depth-first replay of the deal; None when the budget runs out."""
    state = ctx.start.clone()
    chosen: list[int] = []
    stack: list[Frame] = []
    step, spent = 0, 0
    rank = rng.sample(range(54), 54)
    budget = max(BUDGET, PER_STEP * len(ctx.events))
    while step < len(ctx.events):
        spent += 1
        if spent > budget:
            return None
        if ctx.know.hidden[step]:
            if not stack or stack[-1].step != step:
                cards = _unordered(ctx, step, chosen, rank, _candidates(ctx, state, step, rng))
                stack.append(Frame(step, state.clone(), cards, _seat_of(ctx, step)))
            frame = stack[-1]
            if not frame.candidates:
                stack.pop()
                back = _back(stack, chosen, frame.seat)
                if back is None:
                    return None
                step, state = back
                continue
            action = frame.candidates.pop(0)
        else:
            action = ctx.events[step][2]
        if _apply(ctx, state, step, action):
            del chosen[step:]
            chosen.append(action)
            step += 1
            continue
        back = _back(stack, chosen, None if ctx.know.hidden[step] else _seat_of(ctx, step))
        if back is None:
            return None
        step, state = back
    return chosen


def _unordered(ctx: Context, step: int, chosen: list[int], rank: list[int],
               cards: list[int]) -> list[int]:
    """Cards a player lets go unseen one after another leave in an order no one sees:
    the search takes them in the rising order of ``rank`` (a random order of the pack
    drawn for each search), so it does not try one set in every order; where the
    rules fix the order (non-trumps before trumps) and no card rises, in any order."""
    if _let_go_run(ctx, step - 1, step):
        rising = [c for c in cards if rank[c] > rank[chosen[step - 1]]]
        cards = rising or cards  # the rules may fix the order (non-trumps first)
    elif not _let_go_run(ctx, step, step + 1):
        return cards
    return sorted(cards, key=rank.__getitem__)


def _let_go_run(ctx: Context, first: int, second: int) -> bool:
    """Whether two steps are unseen cards one player lets go one after the other."""
    if first < 0 or second >= len(ctx.events):
        return False
    one, two = ctx.events[first], ctx.events[second]
    know = ctx.know
    return (one[0] >= 0 and one[0] == two[0] and one[1] == two[1] and know.hidden[first]
            and know.hidden[second] and not know.takes[first] and not know.takes[second])


def _seat_of(ctx: Context, step: int) -> int | None:
    """The seat whose hand a step changes or tests: the actor, the loser, or whom a
    card is dealt to (None for a pile no one has taken yet)."""
    actor, target, _, _, _ = ctx.events[step]
    if actor >= 0:
        return actor
    if target <= LOSE_BASE:
        return LOSE_BASE - target
    owner = ctx.know.slot_owner(target, step)
    return None if owner is None else owner[0]


def _back(stack: list[Frame], chosen: list[int], seat: int | None) -> tuple[int, State] | None:
    """Return to the latest choice with candidates left (its state restored); when a
    step of ``seat`` failed for good, to the latest choice of that seat's cards, if
    any (a failure there is about his hand: the others' cards dealt since do not
    matter)."""
    if seat is not None and any(f.seat == seat and f.candidates for f in stack):
        while stack[-1].seat != seat or not stack[-1].candidates:
            stack.pop()
    while stack and not stack[-1].candidates:
        stack.pop()
    if not stack:
        return None
    frame = stack[-1]
    del chosen[frame.step:]
    return frame.step, frame.state.clone()


def _apply(ctx: Context, state: State, step: int, action: int) -> bool:
    """Apply one step if it fits: the same kind of step, legal, and afterwards the
    player sees what he saw."""
    actor, target, _, _, _ = ctx.events[step]
    if state.is_terminal():
        return False
    if actor < 0:
        if not state.is_chance_node() or state.queue[0] != target \
                or not chance_possible(state, action):
            return False
    elif state.is_chance_node() or state.current_player() != actor \
            or PHASE_INDEX[state.phase] != target or action not in state.legal_actions():
        return False
    state.apply_action(action)
    return observe(state, ctx.know.seat) == ctx.know.views[step]


def _candidates(ctx: Context, state: State, step: int, rng: random.Random) -> list[int]:
    """The cards that may go at a hidden step, most likely first."""
    actor, target, _, _, _ = ctx.events[step]
    if actor >= 0:
        return _choice(ctx, state, step, actor, rng)
    if target <= LOSE_BASE:
        seat = LOSE_BASE - target
        known = [c for c, (who, when) in ctx.know.owed.items() if (who, when) == (seat, step)]
        if known:
            return known  # the card the player later saw among the lost ones
        return _let_go(ctx, state, step, seat, cards_in(state.hands[seat]), rng)
    return _deal(ctx, state, step, target, rng)


def _choice(ctx: Context, state: State, step: int, seat: int, rng: random.Random) -> list[int]:
    if state.is_chance_node() or state.current_player() != seat:
        return []
    legal = [a for a in state.legal_actions() if 0 <= a < 54]
    if ctx.know.takes[step]:
        owed = [c for c in legal if ctx.know.owed.get(c, (-1, 0))[0] == seat]
        rest = [c for c in legal if c not in owed]
        rng.shuffle(owed)
        rng.shuffle(rest)
        return owed + rest
    return _let_go(ctx, state, step, seat, legal, rng)


def _let_go(ctx: Context, state: State, step: int, seat: int, cards: list[int],
            rng: random.Random) -> list[int]:
    """Cards a player may let go unseen: never one he shows later; first those he
    must not hold later."""
    know = ctx.know
    keep = [c for c in cards if know.owed.get(c, (-1, -1))[0] == seat and know.owed[c][1] > step]
    free = [c for c in cards if c not in keep]
    later = 0
    for when, mask in know.barred.get(seat, []):
        if when > step:
            later |= mask
    first = [c for c in free if later >> c & 1]
    rest = [c for c in free if not later >> c & 1]
    rng.shuffle(first)
    rng.shuffle(rest)
    return first + rest


def _deal(ctx: Context, state: State, step: int, target: int, rng: random.Random) -> list[int]:
    """Cards for a hidden deal to ``target``: what fits, owed cards first when due."""
    know = ctx.know
    pool = state.stock
    if step > 0:
        gone = _face_up(know, step - 1) & ~_face_up(know, step)
        if gone:
            pool &= gone
    owner = know.slot_owner(target, step)
    fits = [c for c in cards_in(pool) if _fits(know, state, step, target, owner, c)]
    found = [c for c in fits if know.pile_of.get(c) == target]
    if found:  # what the player found in a pile he picked up goes there first
        rng.shuffle(found)
        rest = [c for c in fits if c not in found]
        rng.shuffle(rest)
        return found + rest
    owed = [c for c in fits if owner is not None and know.owed.get(c, (-1, 0))[0] == owner[0]]
    rest = [c for c in fits if c not in owed]
    rng.shuffle(owed)
    rng.shuffle(rest)
    if owner is None or not owed:
        return rest
    by = _due_by(ctx, step, owner[0], owed)
    if by is not None:  # the cards he shows soonest, first
        urgent = [c for c in owed if know.owed[c][1] <= by]
        later = [c for c in owed if c not in urgent]
        return urgent + _alternate(later, rest)
    if _owed_now(ctx, state, step, owner[0], owed, rng):
        return _alternate(owed, rest)
    return _alternate(rest, owed)


def _alternate(first: list[int], second: list[int]) -> list[int]:
    """One of each in turn: when the first card fails, the next tried is of the other
    kind (cards of one kind are mostly alike to the search)."""
    merged = []
    for i in range(max(len(first), len(second))):
        merged += first[i:i + 1] + second[i:i + 1]
    return merged


def _due_by(ctx: Context, step: int, seat: int, owed: list[int]) -> int | None:
    """The first step by which the player shows as many such cards as he has deals
    left before it (so each of these deals must bring one), or None."""
    slots = [i for i in _slots(ctx).get(seat, []) if i >= step]
    due = sorted(ctx.know.owed[c][1] for c in owed)
    for n, when in enumerate(due, start=1):
        if sum(1 for i in slots if i < when) <= n:
            return when
    return None


def _owed_now(ctx: Context, state: State, step: int, seat: int, owed: list[int],
              rng: random.Random) -> bool:
    """Whether a card the player shows later goes to him at this deal (none is due
    yet, :func:`_due_by`): surely when he lets no card go unseen before; surely not
    when he must first be dealt cards he lets go unseen (none he shows later);
    otherwise as often as such cards are among his deals left, those spared."""
    slots = [i for i in _slots(ctx).get(seat, []) if i >= step]
    due = sorted(ctx.know.owed[c][1] for c in owed)
    outs = [i for i in ctx.know.lets_go.get(seat, []) if i > step]
    if not outs:
        return True  # nothing he must let go first: at its first chance
    shown = sum(1 << c for c, (who, when) in ctx.know.owed.items() if who == seat and when > step)
    goes = 0
    for out in outs:
        goes |= ctx.know.goes(out)
    spare = (state.hands[seat] & ~shown & goes).bit_count()
    needed = 0
    for n, out in enumerate(outs, start=1):
        short = n - spare
        if short >= sum(1 for i in slots if i < out):
            return False
        if out < due[-1]:
            needed = max(needed, short)
    left = sum(1 for i in slots if i < due[-1]) - needed
    share = min(1.0, len(due) / max(1, left))
    before = sum(1 for i in slots if i < outs[0])
    if before:  # the deals before he lets cards go bring those cards first
        share *= max(0, before - needed) / before
    return rng.random() < share


def _slots(ctx: Context) -> dict[int, list[int]]:
    """Seat -> the unseen deals whose card joins his hand (his own, a pile he takes)."""
    cached: dict[int, list[int]] | None = ctx.know.__dict__.get("slots")
    if cached is not None:
        return cached
    slots: dict[int, list[int]] = {}
    for i, (actor, target, _, _, _) in enumerate(ctx.events):
        owner = ctx.know.slot_owner(target, i) if actor < 0 and target > LOSE_BASE else None
        if ctx.know.hidden[i] and owner is not None:
            slots.setdefault(owner[0], []).append(i)
    ctx.know.__dict__["slots"] = slots
    return slots


def _face_up(know: Knowledge, step: int) -> int:
    return sum(1 << c for c in know.views[step].face_up)


def _fits(know: Knowledge, state: State, step: int, target: int,
          owner: tuple[int, int] | None, card: int) -> bool:
    if card in know.from_stock or step <= know.in_stock.get(card, -1):
        return False
    pile = know.pile_of.get(card)
    if pile is not None and pile != target:
        return False
    owed = know.owed.get(card)
    if owner is not None and owner[0] == know.seat:
        return owed is None  # a pile he picks up: what he found there, and cards lost unseen
    if owed is not None and (owner is None or owed[0] != owner[0] or owed[1] < step):
        return False
    if owner is None:
        return True
    seat, since = owner
    count = know.counts.get(seat)
    if count is not None and max(since, step) <= count.step and not count.mask >> card & 1:
        # a non-trump he will have thrown out (or laid down): not one he shows after
        # that (one he plays before is gone by then), nor one he showed he lacked first
        return (owed is None or owed[1] < count.step) \
            and _allowed_later(know, seat, max(since, step), card, owed, count.step) \
            and _count_ok(know, state, step, seat, target, card)
    if not _allowed_later(know, seat, max(since, step), card, owed):
        return False
    if not _no_pair(know, state, seat, max(since, step), card):
        return False
    return _count_ok(know, state, step, seat, target, card) \
        and (since > step or room_to_let_go(know, state, step, seat, card))


def _allowed_later(know: Knowledge, seat: int, since: int, card: int,
                   owed: tuple[int, int] | None, until: int | None = None) -> bool:
    """Not a card the player showed he did not hold (by step ``until``, if given),
    while he could not have let it go."""
    outs = know.lets_go.get(seat, [])
    for when, mask in know.barred.get(seat, []):
        if when <= since or not mask >> card & 1 or (until is not None and when > until):
            continue
        if owed is not None and owed[1] < when:
            continue  # he showed it before
        if not any(since < out < when and know.goes(out) >> card & 1 for out in outs):
            return False
    return True


def _no_pair(know: Knowledge, state: State, seat: int, since: int, card: int) -> bool:
    """Not a card that, with one the player already holds, would have forbidden a
    later decision of his (unless he could have let one go in between)."""
    outs = know.lets_go.get(seat, [])
    for when, pairs in know.pairs.get(seat, []):
        held = pairs.get(card, 0) & state.hands[seat]
        if when <= since or not held:
            continue
        if not any(since < out < when and (1 << card | held) & know.goes(out) for out in outs):
            return False
    return True


def _count_ok(know: Knowledge, state: State, step: int, seat: int, target: int,
              card: int) -> bool:
    """The trumps a player kept when his non-trumps were thrown out (or his hand,
    laid down, held): the cards he is dealt, less those he showed before then."""
    count = know.counts.get(seat)
    if count is None or step >= count.step or know.lets_go.get(seat):
        return True
    shown = sum(1 << c for c, (who, when) in know.owed.items()
                if who == seat and when < count.step)
    hand = (state.hands[seat] | 1 << card) & ~shown
    for pile, (who, _) in know.takers.items():
        if who == seat:
            hand |= state.kitty if pile == KITTY else state.widow
    if count.mask >> card & 1:
        return (hand & count.mask).bit_count() <= count.trumps
    if count.among is not None and not count.among >> card & 1:
        return False
    return (hand & ~count.mask).bit_count() <= count.others
