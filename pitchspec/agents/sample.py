"""Determinization: deals of the unseen cards that agree with everything one seat has
seen, built constructively, and the match position replayed on such a deal.

The seat knows its own dealt cards and its own decisions (it remembers them), the
bids, the trump, the cards played, and which suits each player has shown out of.
A sample gives each other player the cards he played plus as many unseen cards as he
still holds, none of a suit he has shown out of (in trick and draw, since his last
draw; his cards dealt and drawn in an order that keeps each void he showed); the rest
lie in the stock. Where the seat completes its hand from the stock, the cards it is
offered lie there and in no hand, and every trump it has not seen besides lies in a
hand (Nine-Five's dealer, Dai Fem's bidder); where it took what the others left of
the stock (Carthage's bidder), none it has not seen lies there. A looker's card lost
at random is the one the seat knows he lost (its own; one it was offered from the
lost pile, dealt to another looker: Man-O-War).
The position is then replayed from the deal with the public decisions
(:mod:`~pitchspec.agents.replay`).
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Final

from pitchspec import model as m
from pitchspec.agents.exchanges import (
    completing,
    first_takers,
    plain_throwers,
    thrown_up,
    took_rest,
    trumps_only,
)
from pitchspec.agents.random_draw import choice_of, sample_of, shuffle_in
from pitchspec.agents.tricks import led_suit, seen_cards, view_of
from pitchspec.engine import NO_SUIT, Game, Observation, cards_in, mask_of
from pitchspec.engine import actions as A

BID_BASE: Final = A.BID_BASE
LOOK: Final = A.LOOK
DOUBLED_BASE: Final = A.DOUBLED_BASE
PASS: Final = A.PASS
"""The actions read here, as constants (a compiled build reads them natively,
not from the actions module at each use)."""


@dataclass
class Memory:
    """What a seat remembers of the current deal: the cards it was dealt and every
    decision it made."""

    hand_number: int = -1
    dealt: tuple[int, ...] = ()
    own: list[int] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)
    """The cards it played or threw away."""
    later: list[int] = field(default_factory=list)
    """Cards that came to its hand after the deal, in the order it first saw them."""
    sizes: list[int] = field(default_factory=list)
    """How many cards it held at each of its decisions (beside ``own``)."""
    gone: list[int] = field(default_factory=list)
    """Cards dealt to it that left its hand by no decision of its own (a looker's card
    lost at random; a non-trump thrown away by rule), in the order it missed them."""
    offered: list[int] = field(default_factory=list)
    """Cards an exchange decision offered it from a pile (not its own), in the order
    first offered."""
    start: tuple[int, ...] | None = None
    """The match scores when the deal began (before a turned jack's point, a gift, a
    trick's trumps scored in the hand), once a replay has worked them out."""

    def see(self, obs: Observation) -> None:
        if obs.hand_number != self.hand_number:
            self.hand_number, self.dealt = obs.hand_number, ()
            self.own, self.cards, self.later, self.sizes = [], [], [], []
            self.gone, self.offered, self.start = [], [], None
        if not self.dealt and obs.hand:
            self.dealt = obs.hand
        self.later += [c for c in obs.hand if c not in self.dealt and c not in self.later]
        self.gone += [c for c in self.dealt if c not in obs.hand and c not in self.cards
                      and c not in self.gone]
        if obs.phase == "exchange":
            self.offered += [c for c in obs.legal if c < 54 and c not in obs.hand
                             and c not in self.offered]
        del self.sizes[len(self.own):]
        self.sizes.append(len(obs.hand))

    def record(self, phase: str, action: int) -> None:
        self.own.append(action)
        if phase in ("exchange", "play") and action < 54:
            self.cards.append(action)

    def extras(self, obs: Observation) -> list[int]:
        """Cards the seat got after the deal (a kitty, a draw): held or used now,
        not dealt."""
        return [c for c in self.later if c in obs.hand or c in self.cards]


def public_plays(obs: Observation) -> list[tuple[int, int]]:
    """Every card played this deal, in order."""
    plays = [play for trick in obs.tricks for play in trick.plays]
    return plays + list(obs.current_trick)


def voids(obs: Observation, game: Game) -> dict[int, int]:
    """Per seat: a mask of the suits' cards he cannot hold, from the tricks where he
    did not follow suit (where the follow rule makes that a proof)."""
    out: dict[int, int] = {}
    for seat, _, mask in shown_out(obs, game):
        out[seat] = out.get(seat, 0) | mask
    return out


def shown_out(obs: Observation, game: Game) -> list[tuple[int, int, int]]:
    """Each time a seat did not follow suit where the follow rule makes that a proof:
    (seat, the trick's index this deal, the led suit's cards, which he did not hold
    then)."""
    out: list[tuple[int, int, int]] = []
    if obs.trump is None:
        return out
    view = view_of(obs, game.tables, (), obs.trump)
    table = view.table
    trump_on_trump = game.variant.play.follow is m.FollowRule.TRUMP_ON_TRUMP
    tricks = [list(t.plays) for t in obs.tricks] + [list(obs.current_trick)]
    for index, plays in enumerate(tricks):
        for i in range(1, len(plays)):
            suit = led_suit(view, plays[:i])
            seat, card = plays[i]
            if suit == NO_SUIT or table.effective[card] in (suit, NO_SUIT):
                continue
            if view.is_trump(card) and suit != table.trump:
                continue  # trumping proves nothing where trumping is allowed
            if trump_on_trump and suit != table.trump:
                continue
            out.append((seat, index, table.suit_masks[suit]))
    return out


def draws_in_play(obs: Observation, memory: Memory, game: Game) -> dict[int, int]:
    """Trick and draw: per other seat, how many cards he has drawn since the deal (one
    after each of the first so many tricks: the stock runs out once), read from the
    cards he played and holds beside the cards dealt to each seat; none where the
    variant does not draw after a trick or the counts do not fit."""
    dealt = len(memory.dealt)
    if not game.variant.play.draw_after_trick or not obs.tricks or not dealt:
        return {}
    played = [0] * len(obs.hand_sizes)
    for seat, _ in public_plays(obs):
        played[seat] += 1
    out: dict[int, int] = {}
    for seat, size in enumerate(obs.hand_sizes):
        drawn = played[seat] + size - dealt
        if seat != obs.seat and 0 <= drawn <= len(obs.tricks):
            out[seat] = drawn
    return out


@dataclass(frozen=True)
class Seen:
    """What one decision's samples all read of the seat's observation and memory,
    worked out once per decision rather than once per sample."""

    played: list[tuple[int, int]]
    """Every card played this deal, in order (:func:`public_plays`)."""
    known: int
    """The cards the seat has seen or held: none of them is another's unseen card."""
    voids: dict[int, int]
    """:func:`voids`."""
    forced: dict[int, int]
    """:func:`forced_bars`."""
    barred: dict[int, int]
    """Per seat, the cards a sample cannot give him: his voids and forced bars."""
    extras: list[int]
    """:meth:`Memory.extras`."""
    takers: frozenset[int] = frozenset()
    """:func:`~pitchspec.agents.exchanges.first_takers`, once trump is fixed and the
    cards are being played."""
    trumps: int = 0
    """The trumps, as a mask (none while trump is not fixed)."""
    drawn: dict[int, int] = field(default_factory=dict)
    """:func:`draws_in_play`: the seats whose cards a sample deals and draws in an
    order that keeps each seat's voids (:func:`in_order`)."""
    shown: list[tuple[int, int, int]] = field(default_factory=list)
    """:func:`shown_out`."""
    revealed: int = 0
    """:func:`revealed`, those not seen face up: cards the seat's exchange decision
    offers it to take, which lie in the pile it takes from (none of another's hand,
    none drawn by another)."""
    stocked: bool = False
    """The seat completes its hand from the stock now
    (:func:`~pitchspec.agents.exchanges.completing`): the trumps left in the stock are
    those it is offered, so every other trump it has not seen lies in a hand. So too
    where it took what was left of the stock after the others drew
    (:func:`~pitchspec.agents.exchanges.took_rest`), which leaves no trump there."""
    whole: bool = False
    """The seat completing its hand is offered the whole stock (a step not trumps
    first, or no trump left), or took what was left of it
    (:func:`~pitchspec.agents.exchanges.took_rest`): the cards it has not seen lie in
    a hand or were thrown away, none in the stock beside those offered
    (:func:`drawn_last` deals the others as many spare cards as that takes)."""
    lost: int = 0
    """Look-or-not: the cards the seat knows the lookers lost at random (its own;
    where the bid winner may take them, those it was offered from the lost pile),
    as a mask (:func:`lost_cards`)."""
    throwers: frozenset[int] = frozenset()
    """:func:`~pitchspec.agents.exchanges.plain_throwers`: the other seats a card dealt
    beyond the sample is a non-trump to (he threw it away unseen)."""
    order: list[tuple[int, list[int]]] = field(default_factory=list)
    """:func:`sample_hands`' order of the other seats, each with the cards he played,
    once worked out (the same for every sample of the decision)."""
    placing: list[Placing] = field(default_factory=list)
    """:func:`place_left_trumps`' reading of the decision, once worked out (one at
    most)."""
    first: list[int] = field(default_factory=list)
    """The cards the first of them (in ``order``) may be dealt: the unseen cards he is
    not barred from (every sample begins with the same)."""


def seen_of(obs: Observation, memory: Memory, game: Game) -> Seen:
    """The facts every sample of this decision reads."""
    lost = lost_cards(memory, game)
    known = seen_cards(obs) | mask_of(list(memory.dealt)) | mask_of(memory.cards) | lost
    offered = revealed(obs)
    extras = memory.extras(obs)
    step = completing(obs, game) if offered else None
    # the stock's cards offered (not seen face up already); cards offered from another
    # pile (Man-O-War's lost cards) were dealt to somebody, and stay unseen
    shown_pile = offered & ~known if step is not None else 0
    known |= shown_pile
    shown = shown_out(obs, game)
    void: dict[int, int] = {}
    for seat, _, mask in shown:
        void[seat] = void.get(seat, 0) | mask
    forced = forced_bars(obs, game)
    drawn = draws_in_play(obs, memory, game)
    barred = dict(void)
    for seat, draws in drawn.items():
        # trick and draw: a card he holds now of a suit he showed out of came with a
        # draw after that trick, so only the suits he showed out of since his last
        # draw are barred (the order he got his cards in keeps the rest: in_order)
        barred[seat] = forced.get(seat, 0)
        for shower, index, mask in shown:
            if shower == seat and index >= draws:
                barred[seat] |= mask
    for seat, mask in forced.items():
        barred[seat] = barred.get(seat, 0) | mask
    trumps, takers = 0, frozenset[int]()
    throwers = frozenset[int]()
    if obs.trump is not None:
        trumps = game.tables.table(obs.trump, obs.sub).trump_mask
        if obs.phase == "play":
            takers = frozenset(first_takers(obs, game))
        throwers = frozenset(plain_throwers(obs, game))
        for seat in trumps_only(obs, game):
            barred[seat] = barred.get(seat, 0) | (game.tables.deck_mask & ~trumps)
    stocked = whole = False
    if step is not None and trumps:
        stocked = True
        whole = not step.trumps_first or not offered & trumps
    elif trumps and obs.phase in ("exchange", "play") and extras and took_rest(obs, game):
        stocked = whole = True
    return Seen(public_plays(obs), known, void, forced, barred, extras, takers,
                trumps, drawn, shown if drawn else [], shown_pile, stocked, whole, lost,
                throwers)


def lost_cards(memory: Memory, game: Game) -> int:
    """Look-or-not: the cards the seat knows the lookers lost at random, as a mask:
    its own (dealt, gone from its hand by no decision of its own) and, where the bid
    winner may take lost cards, every card it was offered from that pile. 0 where no
    player loses cards for looking."""
    look = game.variant.bidding.look
    if look is None or not look.lookers_lose:
        return 0
    lost = mask_of(memory.gone)
    if look.bidder_may_take:
        lost |= mask_of(memory.offered)
    return lost


def revealed(obs: Observation) -> int:
    """At an exchange decision that offers the seat cards it does not hold (it
    completes its hand from the stock, takes from a pile by choice): those cards, as
    a mask; they lie in that pile now. 0 elsewhere (a discard offers its own cards)."""
    if obs.phase != "exchange":
        return 0
    return mask_of([a for a in obs.legal if a < 54]) & ~mask_of(list(obs.hand))


def sample_hands(obs: Observation, memory: Memory, game: Game,
                 rng: random.Random, seen: Seen | None = None) -> dict[int, list[int]]:
    """Each seat's dealt cards in one consistent sample (the seat's own as dealt).
    ``seen``: :func:`seen_of` the decision, when the caller keeps it."""
    if seen is None:
        seen = seen_of(obs, memory, game)
    pool = game.tables.deck_mask & ~seen.known
    barred = seen.barred
    order = seen.order
    if not order and len(obs.hand_sizes) > 1:
        played = seen.played
        others = [s for s in range(len(obs.hand_sizes)) if s != obs.seat]
        others.sort(key=lambda s: (pool & ~barred.get(s, 0)).bit_count() - obs.hand_sizes[s])
        order.extend([(seat, [c for s, c in played if s == seat]) for seat in others])
        seen.first[:] = cards_in(pool & ~barred.get(others[0], 0))
    plan: dict[int, list[int]] = {obs.seat: list(memory.dealt)}
    for index, (seat, shown) in enumerate(order):
        want = obs.hand_sizes[seat]
        # the first seat's cards are every sample's; the next ones' are what is left
        allowed = seen.first if index == 0 else cards_in(pool & ~barred.get(seat, 0))
        chosen: list[int] = []
        for _ in range(_TRIES if seat in seen.drawn else 1):
            chosen = sample_of(rng, allowed, min(want, len(allowed)))
            if len(chosen) < want:  # the constraints cannot all hold: relax the voids
                rest = [c for c in cards_in(pool & ~mask_of(chosen))]
                chosen += sample_of(rng, rest, min(want - len(chosen), len(rest)))
            if seat not in seen.drawn:
                plan[seat] = shown + chosen
                break
            # trick and draw: his cards must come in an order that keeps his voids;
            # where none does, he is dealt another sample (each kept sample as likely)
            dealt = in_order(shown + chosen, seat, seen, obs, len(memory.dealt))
            plan[seat] = shown + chosen if dealt is None else dealt
            if dealt is not None:
                break
        pool &= ~mask_of(chosen)
    if seen.takers and pool & seen.trumps:
        place_left_trumps(plan, obs, seen, pool, rng)
    elif seen.stocked and pool & seen.trumps:
        place_left_trumps(plan, obs, seen, pool, rng, always=True)
    if seen.lost:
        deal_lost(plan, obs, memory, seen, rng)
    return plan


def deal_lost(plan: dict[int, list[int]], obs: Observation, memory: Memory, seen: Seen,
              rng: random.Random) -> None:
    """Look-or-not: the cards the seat knows the other lookers lost (it was offered
    them from the lost pile) were dealt to them, one to each looker, in an order
    drawn at random; each comes after the cards the sample gives him (the replay's
    lost card is the one of these in his hand). Nothing where the counts differ."""
    others = cards_in(seen.lost & ~mask_of(memory.gone))
    lookers = [seat for seat, action in obs.auction if action == LOOK and seat != obs.seat]
    if not others or len(others) != len(lookers):
        return
    rng.shuffle(others)
    for seat, card in zip(lookers, others, strict=True):
        plan[seat] = [*plan.get(seat, []), card]


_TRIES: Final = 20
"""Samples of one seat's held cards tried, in trick and draw, for one that some order
of dealing and drawing fits (:func:`in_order`)."""


def in_order(cards: list[int], seat: int, seen: Seen, obs: Observation,
             dealt: int) -> list[int] | None:
    """Trick and draw: ``cards`` (those the seat played, in order, then those he holds)
    in the order he got them, dealt then drawn, such that each card he played came
    before its trick and no card of a suit he showed out of at a trick came before it
    unless he played it earlier; None where no order does. One draw after each of his
    first ``seen.drawn[seat]`` tricks: among the cards that may come at a step, the one
    needed soonest comes (which finds an order whenever one exists); the order changes
    nothing the replay shows but whether it agrees."""
    draws = seen.drawn[seat]
    if dealt + draws != len(cards):
        return None
    shown = [(index, mask) for shower, index, mask in seen.shown if shower == seat]
    if not shown:
        # no void to keep: as they are (the p-th card he played was played at the p-th
        # trick or later, so it came in time; what he holds came by now)
        return cards
    played_at: dict[int, int] = {}  # his cards played: at which trick
    tricks = [t.plays for t in obs.tricks] + [obs.current_trick]
    for index, plays in enumerate(tricks):
        for player, card in plays:
            if player == seat:
                played_at[card] = index
    # the latest step each card may come at (before its trick, or by now) and the
    # earliest (after each trick he showed out of its suit at, unless played before)
    due = [min(played_at.get(card, draws), draws) for card in cards]
    soonest = [0] * len(cards)
    for index, mask in shown:
        for at, card in enumerate(cards):
            if mask >> card & 1 and played_at.get(card, index) >= index and soonest[at] <= index:
                soonest[at] = index + 1
    order: list[int] = []
    left = list(range(len(cards)))
    for step in range(draws + 1):
        for _ in range(dealt if step == 0 else 1):
            best = -1
            for at in left:  # the ready card due soonest (the first of equals)
                if soonest[at] <= step and (best < 0 or due[at] < due[best]):
                    best = at
            if best < 0 or due[best] < step:
                return None
            order.append(cards[best])
            left.remove(best)
    return order


def place_left_trumps(plan: dict[int, list[int]], obs: Observation, seen: Seen, pool: int,
                      rng: random.Random, always: bool = False) -> None:
    """Trumps first (Nine-Five's dealer completes his hand from the stock taking every
    trump left before any other card): while a seat that completes so holds a
    non-trump, no trump was left in the stock, so each trump the sample left there
    (``pool``) goes into a hand in place of a non-trump the sample gave it: the
    completer's first (he took it), then another seat's that threw away his
    non-trumps and drew. A seat that showed it lacks the trump is not given it. The
    sample is changed in place; a trump no hand can take stays (the world is
    refused). ``always``: the seat itself completes its hand from the stock now and
    is offered every trump left there (:attr:`Seen.stocked`), so each trump the sample
    left in the stock goes into a hand whatever the hands hold."""
    trumps, seat = seen.trumps, obs.seat
    left = cards_in(pool & trumps)
    shuffle_in(rng, left)
    if not left:
        return
    seats = list(plan)
    placing = seen.placing
    if not placing or placing[0].seats != seats:
        placing[:] = [Placing(obs, seen, seats)]
    own, receivers, shown = placing[0].own, placing[0].receivers, placing[0].shown
    for trump in left:
        if not always and not _took_a_plain(plan, seen, seat, own):
            return
        for at in range(len(receivers)):
            receiver = receivers[at]
            if seen.barred.get(receiver, 0) >> trump & 1:
                continue
            hand = plan[receiver]
            plain = [i for i in range(shown[at], len(hand)) if not trumps >> hand[i] & 1]
            if plain:
                hand[choice_of(rng, plain)] = trump
                break


class Placing:
    """What :func:`place_left_trumps` reads of the decision, the same for each of its
    samples (the seats the samples deal to, ``seats``, in order): the seat's own cards
    (held and played) as a mask, the seats a trump left in the stock goes to in turn
    (those completing from the stock, then the rest, each in seat order) and how many
    cards each of them played (those of his sample stay as played)."""

    def __init__(self, obs: Observation, seen: Seen, seats: list[int]) -> None:
        seat = obs.seat
        self.seats = seats
        self.own = mask_of(list(obs.hand)) | mask_of([c for s, c in seen.played if s == seat])
        takers = sorted(seen.takers - {seat})
        rest = sorted([s for s in seats if s != seat and s not in seen.takers])
        self.receivers = takers + rest
        self.shown = [sum(1 for s, _ in seen.played if s == receiver)
                      for receiver in self.receivers]


def _took_a_plain(plan: dict[int, list[int]], seen: Seen, seat: int, own: int) -> bool:
    """Whether a seat that completes his hand from the stock holds a non-trump (the
    seat's own cards ``own``; another's as the sample gives them)."""
    for taker in seen.takers:
        cards = own if taker == seat else mask_of(plan.get(taker, []))
        if cards & ~seen.trumps:
            return True
    return False


def drawn_last(plan: dict[int, list[int]], obs: Observation, memory: Memory, game: Game,
               rng: random.Random, seats: Collection[int] | None = None,
               lighter: int = 0, seen: Seen | None = None) -> dict[int, list[int]]:
    """The same sample read the other way round, for a deal with hidden exchanges: each
    other seat is dealt cards nobody needs (off-trump where trump is known) beside the
    trumps the sample gives him, throws the spare cards away unseen, and draws the rest
    of his sample (a non-trump he holds after all non-trumps were thrown away came
    with the draw). None of the spare cards is one that would have forced a bid he did
    not make. ``seats``: only these seats are read so (default: every other seat).
    ``lighter``: so many of those seats' sampled trumps (drawn at random) are read as
    drawn rather than dealt (the seat took a pile that many cards smaller than the
    dealt trumps left it). Which reading replays depends on the variant's exchange;
    the search tries both. ``seen``: :func:`seen_of` the decision, when kept."""
    if seen is None:
        seen = seen_of(obs, memory, game)
    used = mask_of([c for cards in plan.values() for c in cards])
    known = seen.known | used
    pool = cards_in(game.tables.deck_mask & ~known)
    shuffle_in(rng, pool)
    trumps = 0
    if obs.trump is not None:
        trumps = game.tables.table(obs.trump, obs.sub).trump_mask
        # the non-trumps first, each part in its shuffled order (a stable sort by
        # trump or not, as two passes)
        pool = [c for c in pool if not trumps >> c & 1] + [c for c in pool if trumps >> c & 1]
    bars = seen.forced
    dealt = len(memory.dealt)
    read = [seat for seat in plan if seat != obs.seat and (seats is None or seat in seats)]
    spread = [c for seat in read for c in plan[seat] if trumps >> c & 1]
    if obs.face_up and thrown_up(game):
        # the others' cards thrown away lie face up: those are the spare cards they
        # were dealt, and as many of their trumps more came with the deal back
        up = [c for c in obs.face_up if c not in memory.gone]
        shuffle_in(rng, up)
        pool = up + pool
        held = sum(min(dealt, sum(1 for c in plan[seat] if trumps >> c & 1)) for seat in read)
        lighter = max(lighter, len(up) - (dealt * len(read) - held))
    if seen.whole:
        # no card the seat has not seen is left in the stock: the others were dealt
        # every spare card, so as many of their trumps more came with the draw
        held = sum(min(dealt, sum(1 for c in plan[seat] if trumps >> c & 1)) for seat in read)
        spare = len(pool) - (dealt * len(read) - held)
        lighter = max(lighter, spare)
    late = mask_of(sample_of(rng, spread, min(lighter, len(spread)))) if lighter > 0 else 0
    out = {obs.seat: plan[obs.seat]}
    spent = 0  # the spare cards dealt so far, as a mask: the pool less them is the rest
    for seat, cards in plan.items():
        if seat != obs.seat and seats is not None and seat not in seats:
            out[seat] = cards
        elif seat != obs.seat:
            kept = [c for c in cards if trumps >> c & 1 and not late >> c & 1][:dealt]
            taken = mask_of(kept)
            drawn = [c for c in cards if not taken >> c & 1]
            # the first spare cards left in the pool that he may be dealt, in order
            skip = bars.get(seat, 0) | spent
            need = dealt - len(kept)
            fodder: list[int] = []
            for c in pool:
                if len(fodder) >= need:
                    break
                if not skip >> c & 1:
                    fodder.append(c)
            for c in fodder:
                spent |= 1 << c
            out[seat] = kept + fodder + drawn
    return out


def forced_bars(obs: Observation, game: Game) -> dict[int, int]:
    """Per seat: the cards that would have forced a bid he did not make (Nine-Five's
    nine: a player who passed or bid below the forced amount holds none)."""
    out: dict[int, int] = {}
    for forced in game.variant.bidding.forced:
        cards = mask_of([c for c in game.tables.deck if c < 52
                         and c % 13 + 2 == int(forced.rank)])
        for seat, action in obs.auction:
            if action == PASS or (BID_BASE < action < DOUBLED_BASE
                                    and action - BID_BASE < forced.minimum):
                out[seat] = out.get(seat, 0) | cards
    return out
