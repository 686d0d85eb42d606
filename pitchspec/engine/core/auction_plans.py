"""What the auction and the settlement decide once per variant, compiled for the hot
loop: the plain auction's plan (one list of legal bids per standing bid), the bid
table every variant's general auction reads (each bid's rank, the special bids a
player may call, whether players look or not, may steal, are stuck as dealer), and
the settle table (the points anyone scores, the counting order).

A plain auction is one round of numeric bids, each topping the last; when a variant
has nothing that complicates it (look-or-not, a steal, a sale, special bids other than
a name for a numeric bid), the compiler says so once and
:mod:`pitchspec.engine.phases.plain` runs the auction from the plan (a bid a player's
hand forces on him is listed by the general auction at that moment).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.frozen import Frozen
from pitchspec.engine.core.records import Contract
from pitchspec.engine.core.tables import card_id
from pitchspec.model.derived import counting_position


@dataclass(frozen=True)
class AuctionPlan(Frozen):
    """Plain auction, compiled: the sorted legal bids after a standing bid of each level
    (index 0: nobody has bid yet); pass is always open. ``keys`` ranks each bid (bid n
    ranks n); ``pitching`` is the bid that ends the auction at once ("pitching" a 4),
    else -1; ``named`` names a numeric bid after the special bid at its level (the moon
    is the bid of 4), None when such a name can be barred by the scores; ``leads``:
    the contract made, the first lead follows at once (no exchange, no trump declared
    or card called, no beg) and the trick play is plain; ``pitcher_leads``: the
    pitcher is the first leader; ``opens``: the auction opens as soon as the cards
    are dealt (no card turned for trump, no procedure offered, no beg), its first
    bidder this many seats on from the dealer (0: the dealer, 1: elder), else -1."""

    after: tuple[tuple[int, ...], ...]
    keys: dict[int, float] = field(default_factory=dict)
    pitching: int = -1
    named: dict[int, str] | None = None
    leads: bool = False
    pitcher_leads: bool = False
    opens: int = -1
    contracts: dict[tuple[int, int], Contract] = field(default_factory=dict, compare=False)
    """The contract of each (bidder, winning bid), made the first time it is won (the
    frozen records are shared, as a clone shares them)."""
    after_doubled: tuple[tuple[int, ...], ...] = ()
    """Where bids may be doubled ("n for 2n", ranking n + 0.5), the sorted legal bids
    after a standing doubled bid of each level."""
    stuck: bool = False
    """A dealer to whom all the others passed is stuck ('dealer bids N', 'dealer must
    bid N'): at that moment the general auction lists his bids."""
    forced: bool = False
    """A player may be forced by what he holds to bid at least some amount (Nine-Five's
    forced 9): where his hand forces a bid above the standing one, the general auction
    lists his bids."""


@dataclass(frozen=True)
class BidTable(Frozen):
    """The variant's bids with their order keys, compiled once (every variant; the
    general auction reads it): numeric bid n ranks n, a doubled bid "n for 2n" n + 0.5,
    a special bid at its level. Beside them, what the auction's rules ask at every
    bid, read once from the model: whether players look or not, may bid blind, may
    steal, are stuck as dealer, must bid for what they hold."""

    keys: dict[int, float]
    """Each bid action's order key."""
    levels: frozenset[int]
    """The numeric levels a bid may name."""
    plain: tuple[tuple[int, float], ...]
    """The numeric bids, then the doubled ones, each with its key."""
    specials: tuple[tuple[int, float, m.SpecialBid], ...]
    """The special bids a player may call out (not a mere name for a numeric bid, not
    a blind bid where there is no look-or-not rule), with their keys, in order."""
    open_specials: bool = False
    """No special bid callable out is blind or barred by the scores: every one is open
    to every player (then :attr:`plain` and the specials are one list, :attr:`every`)."""
    every: tuple[tuple[int, float], ...] = ()
    """:attr:`plain` then the callable special bids with their keys (read where
    :attr:`open_specials`)."""
    look: bool = False
    """Look-or-not: each player first says whether he looks at his hand."""
    blind_turn: bool = False
    """Where there is no look-or-not rule, a player may bid blind before looking (a
    blind special bid): he is offered the blind bids or a look first."""
    steal: bool = False
    """The dealer may steal (equal the high bid) under some rule."""
    stuck: int = -1
    """The least a stuck dealer bids when all the others passed ('dealer bids N' or
    'dealer must bid N'), else -1."""
    must_bid: bool = False
    """'dealer must bid N': the stuck dealer has no pass."""
    forced: tuple[tuple[int, int, bool, int], ...] = ()
    """Each forced bid for each suit: the card that forces it (a bit), that suit's
    cards, whether a second card of the suit is needed, and the least bid it forces."""
    continuing: bool = False
    """The auction goes round until all but one pass."""
    ends_at: int = -1
    """The bid that ends the auction at once ("pitching" a 4 where the first lead
    fixes trump), else -1."""
    commercial: bool = False
    """Commercial Pitch: the high bid is offered to elder for sale."""
    kept: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = field(
        default_factory=dict, compare=False)
    """The legal bids for each situation at a bid (:func:`bids_key`: the standing bid,
    the dealer's steal, a stuck dealer's least bid, the least bid a hand forces, the
    special bids open to the bidder), made the first time it is met: as the auction
    lists them, and sorted."""
    named_at: dict[int, tuple[m.SpecialBid, ...]] = field(default_factory=dict)
    """The special bids that name each numeric level (the moon is the bid of 10), in
    the variant's order: a contract at that level takes the first not barred to the
    bidder."""
    lookers_lose: int = 0
    """Look-or-not: the cards each player who looked loses once the auction ends."""
    passers_exempt: bool = False
    """Look-or-not: a player who looked and then passed keeps all his cards."""
    auction: bool = True
    """The variant has an auction (else the pitcher is fixed without one)."""
    opener: m.Seat = m.Seat.ELDER
    """Who bids first."""
    contracts: dict[tuple[int, int, bool, str | None], Contract] = field(
        default_factory=dict, compare=False)
    """The contract of each (bidder, level, doubled, special bid), made the first time it
    is won (the frozen records are shared, as a clone shares them)."""
    blind: tuple[tuple[int, float, m.SpecialBid], ...] = ()
    """The blind special bids (blind smudge), each with its action and key, in order:
    what a player who has neither looked nor bid is offered before he looks."""


def bids_key(high: int, steal: bool, stuck: int, minimum: int, open_: int) -> int:
    """One number for what the legal bids at a bid depend on: the standing bid's action
    (-1: none yet), whether the dealer may steal, a stuck dealer's least bid and the
    least bid his hand forces on the bidder (-1: none), and which callable special
    bids are open to him (bit i: the i-th; -1: every one is open to every player)."""
    key = (high + 1) * 2 + steal
    key = (key << 12) + stuck + 1
    key = (key << 12) + minimum + 1
    return (key << 20) + open_ + 1


def compile_bids(b: m.Bidding, trump: m.TrumpMethod | None = None) -> BidTable:
    """The bid table of a variant's auction (``trump``: how trump is fixed, which says
    whether pitching a bid ends the auction)."""
    levels = b.levels()
    plain = [(A.bid_action(n), float(n)) for n in levels]
    if b.doubled:
        plain += [(A.DOUBLED_BASE + n, n + 0.5) for n in levels]
    special = [(A.SPECIAL_BASE + i, s.level, s) for i, s in enumerate(b.special)]
    keys = {action: key for action, key in plain} | {a: k for a, k, _ in special}
    callable_ = tuple((a, k, s) for a, k, s in special
                      if not (s.at is not None and s.at in levels)
                      and not (s.blind and b.look is None))
    open_ = not any(s.blind or s.barred for _, _, s in callable_)
    stuck = b.all_pass.action in (m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID)
    pitching = b.declare_by_pitching
    look = b.look
    return BidTable(keys, frozenset(levels), tuple(plain), callable_, open_,
                    (*plain, *((a, k) for a, k, _ in callable_)),
                    b.look is not None,
                    b.look is None and any(s.blind for s in b.special),
                    b.steal is not None,
                    (b.all_pass.amount or b.minimum) if stuck else -1,
                    b.all_pass.action is m.AllPassAction.DEALER_MUST_BID,
                    tuple((1 << card_id(suit, f.rank), 0x1FFF << 13 * suit, f.with_suit_mate,
                           f.minimum) for f in b.forced for suit in range(4)),
                    b.form is m.AuctionForm.CONTINUING,
                    A.bid_action(pitching) if pitching is not None
                    and trump is m.TrumpMethod.FIRST_LEAD else -1,
                    b.commercial is not None or b.form is m.AuctionForm.COMMERCIAL,
                    named_at={s.at: tuple(o for o in b.special if o.at == s.at)
                              for s in b.special if s.at is not None},
                    lookers_lose=look.lookers_lose if look is not None else 0,
                    passers_exempt=look is not None and look.passers_exempt,
                    auction=b.has_auction, opener=b.opener,
                    blind=tuple((a, k, s) for a, k, s in special if s.blind))


@dataclass(frozen=True)
class AfterAuction(Frozen):
    """What follows the auction, read once from the model (per table size): the
    exchange steps, whether the players exchange in turn, whether the pitcher declares
    trump before the kitty (and then a sub-trump), and whether the bidder calls a card
    (a partner's card, or the card that fixes trump)."""

    steps: tuple[m.Step, ...]
    in_turn: bool
    declares: bool
    sub_trump: bool
    calls: bool
    called_card: bool


def compile_after_auction(variant: m.Variant, players: int) -> AfterAuction:
    """The after-auction facts of a variant at a table of ``players``."""
    t, call = variant.trump, variant.seating.partner_call
    called_card = t.method is m.TrumpMethod.CALLED_CARD
    return AfterAuction(tuple(variant.exchange.steps), variant.exchange.in_turn,
                        t.method is m.TrumpMethod.DECLARED and t.declare_before_kitty,
                        t.sub_trump,
                        (call is not None and players in call.players) or called_card,
                        called_card)


@dataclass(frozen=True)
class SettleTable(Frozen):
    """What settling a hand asks of the variant every time, compiled once: the points
    any side scores whoever bid, and each point's place in the counting order."""

    anyone: frozenset[str]
    order: dict[str, int]
    reach_at: int = 0
    """The least score that reaches the target: the target itself, or one more where
    a side must go over it."""
    floor: int | None = None
    """The least score a side can have (None: no floor)."""
    in_order: bool = False
    """The first side to reach the target in the counting order wins (no hand limit)."""
    by_hands: bool = False
    """The match lasts a fixed number of hands."""
    ends: bool = False
    """A backdoor threshold or a hand limit can end the match when nobody has won."""
    pitcher_first: bool = False
    """The pitcher's credits count first, whatever the counting order."""
    keeps_taken: bool = False
    """A set bidder still scores what he took."""


def compile_settling(variant: m.Variant) -> SettleTable:
    """The settle table of a variant."""
    w, s = variant.winning, variant.scoring
    return SettleTable(frozenset(p.name for p in variant.points if p.anyone),
                       counting_position(variant),
                       w.target + 1 if w.reach is m.Reach.OVER else w.target, s.floor,
                       w.both_reach is m.BothReach.COUNTING_ORDER and w.hands is None,
                       w.hands is not None, bool(w.backdoor) or w.hands is not None,
                       s.pitcher_first, s.set_keeps is m.SetKeeps.TAKEN)



def plain_auction(variant: m.Variant) -> bool:
    """One round of numeric bids (doubled ones too, "n for 2n" ranking half a step
    above n), each topping the last: no look-or-not, no steal, no sale, and no special
    bid other than a name for a numeric bid (Auction Pitch's 'shoot the moon' is the
    bid of 4). A stuck dealer, and a player whose hand forces him to bid above the
    standing bid, are left to the general auction at that moment."""
    b = variant.bidding
    levels = b.levels()
    named_only = all(s.at is not None and s.at in levels and not s.blind for s in b.special)
    return (b.form is m.AuctionForm.ONCE_AROUND and b.look is None and named_only
            and b.steal is None and b.commercial is None)


def auction_plan(variant: m.Variant, plain_tricks: bool) -> AuctionPlan:
    """The plain auction's plan of a variant (``plain_tricks``: its trick play takes
    the plain play plan)."""
    b = variant.bidding
    levels = b.levels()
    top = max(levels, default=0)
    bids = [(A.bid_action(n), float(n)) for n in levels]
    if b.doubled:
        bids += [(A.DOUBLED_BASE + n, n + 0.5) for n in levels]
    pitching = b.declare_by_pitching
    ends = A.bid_action(pitching) if pitching is not None \
        and variant.trump.method is m.TrumpMethod.FIRST_LEAD else -1
    named = None if any(s.barred for s in b.special) else \
        {A.bid_action(n): next(s.name for s in b.special if s.at == n)
         for n in levels if any(s.at == n for s in b.special)}
    return AuctionPlan(_bids_after(bids, [float(floor) for floor in range(top + 1)]),
                       dict(bids), ends, named,
                       plain_tricks and leads_at_once(variant) and not b.doubled,
                       variant.play.first_leader is m.Seat.PITCHER, opens_at_once(variant),
                       after_doubled=_bids_after(bids, [floor + 0.5 for floor in range(top + 1)])
                       if b.doubled else (),
                       stuck=b.all_pass.action in (m.AllPassAction.DEALER_BIDS,
                                                   m.AllPassAction.DEALER_MUST_BID),
                       forced=bool(b.forced))


def _bids_after(bids: list[tuple[int, float]], floors: list[float]) -> tuple[tuple[int, ...], ...]:
    """For each standing bid's key, pass and the bids ranking above it, sorted."""
    return tuple(tuple(sorted((A.PASS, *(a for a, k in bids if k > floor)))) for floor in floors)


def opens_at_once(variant: m.Variant) -> int:
    """Where the auction opens as soon as the cards are dealt (no card turned for
    trump, no procedure to offer, no beg) and elder or the dealer bids first, that
    seat's distance from the dealer in turn (1 or 0); else -1."""
    t, b = variant.trump, variant.bidding
    if t.method is m.TrumpMethod.TURN_UP or variant.procedures or t.beg is not None \
            or not b.has_auction:
        return -1
    return {m.Seat.ELDER: 1, m.Seat.DEALER: 0}.get(b.opener, -1)


def leads_at_once(variant: m.Variant) -> bool:
    """Once the contract is made the pitcher's side leads at once: no exchange step,
    no trump to declare or card to call, no beg (a run's discard)."""
    t = variant.trump
    return (not variant.exchange.steps and t.beg is None
            and t.method not in (m.TrumpMethod.DECLARED, m.TrumpMethod.CALLED_CARD)
            and variant.seating.partner_call is None)


__all__ = [
    "AfterAuction",
    "AuctionPlan",
    "BidTable",
    "SettleTable",
    "auction_plan",
    "compile_after_auction",
    "compile_bids",
    "compile_settling",
    "leads_at_once",
    "opens_at_once",
    "plain_auction",
]
