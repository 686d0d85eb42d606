"""What one seat knows about the hidden cards of the deal in progress.

Read off the deal as that seat saw it: the public steps, its own cards and choices, and
what it saw on the table after every step (hand sizes, face-up cards, its options).
The engine's rules are asked what a step tells: a card another player played or
discarded face up was in his hand then; a card turned, dealt face up or dealt to the
seat was still in the stock; a decision another player made would have been illegal
with some cards in his hand (failing to follow suit, a pass where Nine-Five forces a
bid, a misdeal called on a hand within 4..9), so he held none of them then; a player
whose non-trumps were thrown out for him kept exactly the trumps the table shows.

The real deal is replayed once here, to have the table as the seat saw it after each
step; only what the seat can see, and the rules, go into the result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine import (
    KITTY,
    LOSE_BASE,
    WIDOW,
    Observation,
    Phase,
    State,
    cards_in,
    eligible_procedures,
    exchange_action,
    exchange_choices,
    legal,
    observe,
    trump_mask,
)
from pitchspec.engine import actions as A
from pitchspec.openspiel.history import Event, holder, visible

TAKES = (m.StepKind.COMPLETE, m.StepKind.RECLAIM, m.StepKind.TAKE)
"""Exchange steps where the player picks a card up (from a pile) rather than lets one go."""


@dataclass(frozen=True)
class Count:
    """Non-trumps thrown out for a player (or his hand laid down): his hand then held
    exactly ``trumps`` cards of ``mask`` and ``others`` cards outside it, the others
    among ``among`` if they landed face up (else ``among`` is None)."""

    step: int
    mask: int
    trumps: int
    others: int
    among: int | None


@dataclass
class Knowledge:
    """One seat's knowledge of the current deal, step by step (step = index of the
    deal's events)."""

    seat: int
    players: int
    views: list[Observation] = field(default_factory=list)
    """The seat's view of the table after each step."""
    hidden: list[bool] = field(default_factory=list)
    """Whether the seat does not know the card of a step."""
    takes: list[bool] = field(default_factory=list)
    """Whether a hidden exchange choice picks a card up (else it lets one go)."""
    takes_seen: list[bool] = field(default_factory=list)
    """Whether a step the seat saw picks a card up."""
    owed: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Card -> (seat, step): another player showed it from his hand at that step."""
    from_stock: set[int] = field(default_factory=set)
    """Cards the seat saw come off the stock (or a face-down pile by choice)."""
    pile_of: dict[int, int] = field(default_factory=dict)
    """Card -> pile: cards known to lie in the kitty or widow."""
    takers: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Pile -> (seat, step) who picked the pile up, and when."""
    barred: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    """Seat -> [(step, cards)]: cards he did not hold at that step."""
    counts: dict[int, Count] = field(default_factory=dict)
    """Seat -> the trumps he kept when his non-trumps were thrown out for him."""
    lets_go: dict[int, list[int]] = field(default_factory=dict)
    """Seat -> steps where a card of his went somewhere unseen (a face-down discard,
    a card lost), so a card he may not hold later can leave before then."""
    may_go: dict[int, int] = field(default_factory=dict)
    """Step -> the cards the rules let a player give up there unseen, where not every
    card may go (New Yorker's discard by choice: non-trumps only)."""
    in_stock: dict[int, int] = field(default_factory=dict)
    """Card -> step: the seat saw it among the stock it may pick from then, so it was
    not dealt anywhere before."""
    lost_seen: dict[int, int] = field(default_factory=dict)
    """Card -> step: the seat saw it among the lost cards it may pick from then, and
    did not lose it himself: another player lost it before."""
    pairs: dict[int, list[tuple[int, dict[int, int]]]] = field(default_factory=dict)
    """Seat -> [(step, {card: partners})]: he did not hold a card together with any of
    its partners at that step (Nine-Five's pass: no Nine with a suit mate)."""

    def slot_owner(self, target: int, step: int) -> tuple[int, int] | None:
        """Whose hand a card dealt at ``step`` to ``target`` joins, and from when."""
        seat = holder(target, self.players)
        if seat is not None:
            return seat, step
        return self.takers.get(target)

    def goes(self, step: int) -> int:
        """The cards that may leave a hand unseen at ``step`` (all bits: any card)."""
        return self.may_go.get(step, -1)


def learn(start: State, events: Sequence[Event], seat: int) -> Knowledge:
    """Replay the deal's ``events`` from ``start`` (the state before its first step)
    and collect what ``seat`` learns."""
    state = start.clone()
    n = state.n
    k = Knowledge(seat, n)
    seen_hand: int = 0
    for step, event in enumerate(events):
        actor, target, action, _, _ = event
        hidden = not visible(event, seat, n)
        k.hidden.append(hidden)
        take = actor >= 0 and state.phase is Phase.EXCHANGE and _step_kind(state) in TAKES
        k.takes.append(hidden and take)
        k.takes_seen.append(not hidden and take)
        before_sizes = [h.bit_count() for h in state.hands]
        piles = {KITTY: state.kitty, WIDOW: state.widow}
        if actor >= 0 and actor != seat and not hidden:
            _decision(k, state, step, actor, action, take)
        elif hidden and (actor >= 0 or target <= LOSE_BASE):
            who = actor if actor >= 0 else LOSE_BASE - target
            if not take:
                k.lets_go.setdefault(who, []).append(step)
                _rules_let_go(k, state, step, actor)
                if step + 1 >= len(events) or events[step + 1][0] != actor:
                    _ran_out(k, state, step, actor, action)
        elif not hidden and 0 <= action < 54 and (actor < 0 or take):
            _seen_taken(k, state, action, actor, target)
        state.apply_action(action)
        _piles_taken(k, state, step, piles)
        if actor < 0 and holder(target, n) is not None and target >= 0:
            before_sizes[target] += 1
        _thrown_out(k, state, step, event, before_sizes, piles)
        view = observe(state, seat)
        k.views.append(view)
        if view.legal and state.phase is Phase.EXCHANGE:
            _options_seen(k, state, step, view.legal)
        seen_hand |= sum(1 << c for c in view.hand)
    _own_piles(k, events, seen_hand)
    for _, target, card, _, _ in events:
        if target == LOSE_BASE - seat:
            k.lost_seen.pop(card, None)  # he lost it himself
    return k


def _step_kind(state: State) -> m.StepKind | None:
    steps = getattr(state, "steps", [])
    index = getattr(state, "step_index", len(steps))
    return steps[index].kind if index < len(steps) else None


def _rules_let_go(k: Knowledge, state: State, step: int, seat: int) -> None:
    """The cards a player could give up unseen at an exchange step, whatever he held:
    asked of the engine's rule with a hand of every card, of every trump and of every
    non-trump (a player discarding non-trumps by choice never lets a trump go)."""
    index = getattr(state, "step_index", 0)
    if seat < 0 or state.phase is not Phase.EXCHANGE or index >= len(state.steps):
        return
    deck, mask = state.tables.deck_mask, trump_mask(state)
    hyp = state.clone()
    goes = 0
    for hand in (deck, deck & mask, deck & ~mask):
        hyp.hands[seat] = hand
        chosen = exchange_choices(hyp, state.steps[index], seat) or []
        goes |= sum(1 << c for c in chosen if 0 <= c < 54)
    if goes != deck:
        k.may_go[step] = goes


def _ran_out(k: Knowledge, state: State, step: int, seat: int, action: int) -> None:
    """A player who let cards go unseen and stopped without saying he was done had no
    card left that would have kept him choosing (New Yorker: he threw away every
    non-trump he held): the engine's rule, asked with a hand of a stand-in card he
    lets go and one other card (another stand-in for the first stand-in itself)."""
    index = getattr(state, "step_index", 0)
    goes = k.goes(step) & state.tables.deck_mask
    if seat < 0 or not 0 <= action < 54 or not goes or index >= len(state.steps):
        return
    stand_ins = cards_in(goes)[:2]
    barred = 0
    for x in cards_in(state.tables.deck_mask):
        stand_in = stand_ins[0] if x != stand_ins[0] else stand_ins[-1]
        if stand_in == x:
            continue
        hyp = state.clone()
        hyp.hands[seat] = 1 << stand_in | 1 << x
        exchange_action(hyp, stand_in)
        if not hyp.step_stopped and exchange_choices(hyp, state.steps[index], seat):
            barred |= 1 << x
    if barred:
        k.barred.setdefault(seat, []).append((step + 1, barred))


def _options_seen(k: Knowledge, state: State, step: int, legal: tuple[int, ...]) -> None:
    """The seat to pick cards from a pile sees what lies there: the stock it completes
    its hand from, the lost cards or a pile it may take by choice."""
    kind = _step_kind(state)
    cards = [c for c in legal if 0 <= c < 54]
    pile = state.steps[state.step_index].pile if kind is m.StepKind.TAKE else None
    if kind is m.StepKind.COMPLETE or (kind is m.StepKind.TAKE and pile in (None, m.Pile.STOCK)):
        for card in cards:
            k.in_stock[card] = max(step, k.in_stock.get(card, step))
    elif kind is m.StepKind.TAKE and pile is m.Pile.LOST:
        for card in cards:
            k.lost_seen.setdefault(card, step)
    elif kind is m.StepKind.TAKE and pile in (m.Pile.KITTY, m.Pile.WIDOW):
        for card in cards:
            k.pile_of.setdefault(card, KITTY if pile is m.Pile.KITTY else WIDOW)


def _seen_taken(k: Knowledge, state: State, card: int, actor: int, target: int) -> None:
    """A card the seat saw dealt, turned or picked up: where it lay just before."""
    if actor >= 0 and _step_kind(state) is m.StepKind.RECLAIM:
        return  # taken back from the face-up discards
    if actor >= 0 and _step_kind(state) is m.StepKind.TAKE:
        pile = state.steps[state.step_index].pile
        if pile is m.Pile.KITTY or pile is m.Pile.WIDOW:
            k.pile_of[card] = KITTY if pile is m.Pile.KITTY else WIDOW
            return
        if pile is m.Pile.LOST or pile is m.Pile.SCRAP:
            return
    if target > LOSE_BASE or actor >= 0:
        k.from_stock.add(card)


def _decision(k: Knowledge, state: State, step: int, actor: int, action: int,
              take: bool) -> None:
    """Another player's decision the seat saw: a card shown from his hand is owed to
    it; cards that would have made the decision illegal were not in his hand."""
    card = 0 <= action < 54 and not take and state.phase in (Phase.PLAY, Phase.EXCHANGE)
    if card and action not in k.owed:
        k.owed[action] = (actor, step)
    if take or (state.blinds[actor] and state.phase is Phase.PLAY):
        return
    forbidden = _forbidden(state, actor, action if card else None, action)
    if forbidden:
        k.barred.setdefault(actor, []).append((step, forbidden))
    if state.phase is not Phase.PLAY:
        pairs = _forbidden_pairs(state, actor, action, forbidden)
        if pairs:
            k.pairs.setdefault(actor, []).append((step, pairs))


def _forbidden(state: State, seat: int, shown: int | None, action: int) -> int:
    """Cards that, added to a hand holding only ``shown``, make ``action`` illegal."""
    options = _options(state)
    if options is None:
        return 0
    hyp = state.clone()
    base = 0 if shown is None else 1 << shown
    mask = 0
    for x in range(54):
        if not state.tables.deck_mask >> x & 1 or x == shown:
            continue
        hyp.hands[seat] = base | 1 << x
        if action not in options(hyp):
            mask |= 1 << x
    return mask


def _forbidden_pairs(state: State, seat: int, action: int, single: int) -> dict[int, int]:
    """Pairs of cards that, held together (and neither barred alone), make ``action``
    illegal: card -> its partners (both ways)."""
    options = _options(state)
    if options is None:
        return {}
    hyp = state.clone()
    hyp.hands[seat] = state.tables.deck_mask
    if action in options(hyp):
        return {}  # legal even holding every card: no pair forbids it
    deck = [x for x in range(54) if state.tables.deck_mask >> x & 1 and not single >> x & 1]
    pairs: dict[int, int] = {}
    for i, x in enumerate(deck):
        for y in deck[i + 1:]:
            hyp.hands[seat] = 1 << x | 1 << y
            if action not in options(hyp):
                pairs[x] = pairs.get(x, 0) | 1 << y
                pairs[y] = pairs.get(y, 0) | 1 << x
    return pairs


def _options(state: State) -> Callable[[State], list[int]] | None:
    """The rule that lists the player's options in this phase, from his hand (None
    where the engine lists them once, before the player acts, from more than his hand)."""
    phase = state.phase
    if phase is Phase.PROCEDURES:
        return lambda s: [*eligible_procedures(s, s.to_act), A.DONE]
    if phase in (Phase.FORCED, Phase.SALE, Phase.EXCHANGE):
        return None
    return legal


def _piles_taken(k: Knowledge, state: State, step: int, piles: dict[int, int]) -> None:
    """A kitty or widow picked up whole (by the rules, by the bidder): who took it."""
    now = {KITTY: state.kitty, WIDOW: state.widow}
    for pile, before in piles.items():
        if before and not now[pile] and pile not in k.takers:
            seat = state.contract.bidder if state.contract else state.to_act
            k.takers[pile] = (seat, step)


def _thrown_out(k: Knowledge, state: State, step: int, event: Event,
                before: list[int], piles: dict[int, int]) -> None:
    """A hand shrinking with no card of its own, once trump is fixed in the exchange:
    its non-trumps were thrown out, and the table shows how many trumps it kept (or,
    in play, the hand was laid down unseen, as All Fours' dead hand: the table shows
    how many cards it held)."""
    actor, target, _, _, _ = event
    if state.phase not in (Phase.EXCHANGE, Phase.PLAY, Phase.DECLARE) or state.trump is None:
        return
    mask = trump_mask(state)
    for seat, size in enumerate(before):
        after = state.hands[seat].bit_count()
        mine = (actor == seat and 0 <= event[2] < 54) or target == LOSE_BASE - seat
        size += sum(piles[p].bit_count() for p, t in k.takers.items() if t == (seat, step))
        if after < size and not mine and seat not in k.counts:
            among = state.scrap if state.scrap else None
            k.counts[seat] = Count(step, mask, after, size - after, among)


def _own_piles(k: Knowledge, events: Sequence[Event], seen_hand: int) -> None:
    """Cards the seat found in its hand without seeing them arrive came from a pile it
    picked up: they lie in that pile."""
    mine = [pile for pile, (who, _) in k.takers.items() if who == k.seat]
    if not mine:
        return
    arrived = {e[2] for i, e in enumerate(events) if 0 <= e[2] < 54 and not k.hidden[i]
               and (e[0] < 0 or k.takes_seen[i])}
    for card in range(54):
        if seen_hand >> card & 1 and card not in arrived:
            k.pile_of.setdefault(card, mine[0])
