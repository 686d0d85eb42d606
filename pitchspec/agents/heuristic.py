"""The heuristic player: bids what its hand can take, plays by a club player's rules
of thumb, and makes a sensible choice at every other decision the engine asks for.

Bidding: for each suit it could name as trump, the points the hand can expect
(:mod:`pitchspec.agents.estimate`), less a margin; the highest bid within that, or a
pass. Special bids (moon, smudge, doubled bids) only when the hand supports what they
require; blind bids never (it prefers to look at its cards).

Trick play: draw trumps with the master trump, cash masters, capture point cards
cheaply, duck when the partner is winning (and throw him a counting card when the trick
is safe), protect the Jack and the Ten, and otherwise discard low. The bidder concedes
a contract he can no longer make, and a hopeless hand is thrown in where the rules
allow it (:mod:`pitchspec.agents.giveup`). The card laid to a trick is chosen in
:mod:`pitchspec.agents.card_choice`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pitchspec import model as m
from pitchspec.agents.card_choice import follow, lead, strongest
from pitchspec.agents.estimate import Outlook, PointModel, point_model
from pitchspec.agents.giveup import LostRules, contract_lost_in, hopeless_hand, lost_rules
from pitchspec.agents.tricks import Finished, TrickRules, View, seen_cards, trick_rules
from pitchspec.engine import (
    NO_SUIT,
    Contract,
    Game,
    Observation,
    Trick,
    TrumpTable,
    cards_in,
    mask_of,
    suit_of,
)
from pitchspec.engine import actions as A

BEG: Final = A.BEG
BID_BASE: Final = A.BID_BASE
CONCEDE: Final = A.CONCEDE
DECLARE_BASE: Final = A.DECLARE_BASE
DONE: Final = A.DONE
DOUBLED_BASE: Final = A.DOUBLED_BASE
GIVE: Final = A.GIVE
LOOK: Final = A.LOOK
NO_LOOK: Final = A.NO_LOOK
PASS: Final = A.PASS
REFUSE: Final = A.REFUSE
RUN: Final = A.RUN
SELL: Final = A.SELL
SPECIAL_BASE: Final = A.SPECIAL_BASE
STAND: Final = A.STAND
SUB_BASE: Final = A.SUB_BASE
THROW_IN: Final = A.THROW_IN
"""The actions read here, as constants (a compiled build reads them natively,
not from the actions module at each use)."""

MARGIN = 0.1
"""Points a bid stays below the hand's estimate."""


class HeuristicAgent:
    """Decides from its seat's observation only; deterministic (no generator)."""

    takes_the_only_choice = True
    """With one legal action it takes it, remembering nothing: a match driver may play
    it without asking (:func:`pitchspec.matches.driver.play_match`)."""

    def __init__(self, game: Game, seat: int, points: PointModel | None = None,
                 margin: float = MARGIN) -> None:
        self.game, self.seat = game, seat
        self.points = points or point_model(game)
        self.margin = margin
        self.variant = game.variant
        self.finished = Finished()
        self._deck = game.tables.deck_mask
        self._play = self.variant.play
        self._concedes = not self._play.concession_plays_out
        """A concession stops the play (where the deal is played out, it gains nothing)."""
        self._trump: int = -1
        self._sub: int | None = None
        self._table: TrumpTable | None = None
        self._rules: TrickRules | None = None
        self._worth: tuple[float, ...] = ()
        self._above: tuple[int, ...] = ()
        """The trump's tables of the last decision in trick play (:meth:`_view`)."""
        self._read: View | None = None
        """The first view under that trump table: the fields it read from the table
        (a Python dataclass, each field a lookup) are the next views'."""
        self._lost: LostRules | None = None
        self._losts: dict[tuple[int, int | None], LostRules] = {}
        """The point rules a concession reads, per trump and sub-trump asked about (a
        search's playouts go from one trump to another and back); ``_lost``: the last
        asked for."""
        self._seen: Observation | None = None
        self._best: dict[tuple[int, ...], tuple[int, float]] = {}
        """The best suits worked out for the decision in hand (``_seen``)."""
        self._hand = -1
        self._held: dict[tuple[tuple[int, ...], int | None, float, float, int],
                         tuple[int, float]] = {}
        """The best suits worked out for the hand ``_hand``, by the suits asked about,
        the trump and the outlook (the auction asks again round after round)."""

    def act(self, observation: Observation) -> int:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        phase = observation.phase
        if phase == "play":
            return self.play(observation)
        if phase in ("bid", "forced"):
            return self.bid(observation)
        return self.other(observation)

    # ------------------------------------------------------------------ hand strength

    def outlook(self, obs: Observation, mine: int | None = None) -> Outlook:
        """How the cards lie for the seat (``mine``: its hand's mask, when known)."""
        if mine is None:
            mine = mask_of(obs.hand)
        seen = seen_cards(obs, self.finished.of(obs), mine) & ~mine
        return self.points.outlook(obs.seat, obs.hand_sizes, len(obs.hand), seen.bit_count(),
                                   obs.sides)

    def best_suit(self, obs: Observation, suits: Sequence[int] = range(4)) -> tuple[int, float]:
        """The suit the hand would choose for trump, and the points it expects with it
        (worked out once per decision: the bid, its special bids and the pitch ask
        again)."""
        if not obs.hand:
            return (suits[0] if suits else 0), 0.0
        if obs is not self._seen:
            self._seen, self._best = obs, {}
        key = tuple(suits)
        found = self._best.get(key)
        if found is None:
            mine = mask_of(obs.hand)
            outlook = self.outlook(obs, mine)
            if obs.trump is not None:
                suits = [obs.trump]
            # the same hand, suits and outlook give the same answer: a player asked
            # again in a later round of the auction reads it back
            held = (key, obs.trump, outlook.against, outlook.share, outlook.hand_size)
            if mine != self._hand:
                self._hand, self._held = mine, {}
            found = self._held.get(held)
            if found is None:
                valuation = self.points.valuation
                cards = cards_in(mine)  # ascending, as Game's count adds them
                # the suit worth most, the lowest of equals (as max() of (value, -suit))
                best, value = -1, 0.0
                for s in suits:
                    worth = valuation(s).estimate(mine, outlook, cards)
                    if best < 0 or worth > value or (worth == value and s < best):
                        best, value = s, worth
                found = self._held[held] = (best, value)
            self._best[key] = found
        return found

    # ------------------------------------------------------------------ the auction

    def bid(self, obs: Observation) -> int:
        legal = obs.legal
        if LOOK in legal:
            return LOOK  # a player who may look at his cards does
        _, value = self.best_suit(obs)
        reach = value - self.margin
        partner_high = self._partner_holds_bid(obs)
        numeric = [a for a in legal if BID_BASE < a < DOUBLED_BASE]
        choice = None
        for action in numeric:
            level = action - BID_BASE
            if level <= reach and not (partner_high and level > reach - 1):
                choice = action
        doubled = [a for a in legal if DOUBLED_BASE < a < SPECIAL_BASE
                   and a - DOUBLED_BASE <= reach - 1.5]
        if doubled and (choice is None or doubled[-1] - DOUBLED_BASE >= choice - BID_BASE):
            choice = doubled[-1]
        special = self._special(obs, legal, value)
        if special is not None:
            return special
        cost = self._pass_cost(obs)
        if cost and choice is None and numeric and numeric[0] - BID_BASE <= reach + cost:
            choice = numeric[0]  # set for no more than a pass surely costs
        if choice is not None:
            return choice
        if PASS in legal:
            return PASS
        return numeric[0] if numeric else legal[0]

    def _pass_cost(self, obs: Observation) -> int:
        """What a pass costs for certain: under the forced set ('all_pass: dealer set
        N') a dealer to whom every other player has passed loses N by passing, so a bid
        that may be set for no more than that is worth trying; elsewhere nothing."""
        rule = self.variant.bidding.all_pass
        if rule.action is not m.AllPassAction.DEALER_SET or obs.seat != obs.dealer:
            return 0
        if any(a not in (PASS, LOOK, NO_LOOK) for _, a in obs.auction):
            return 0
        passed = {s for s, a in obs.auction if a == PASS and s != obs.seat}
        return rule.amount or 0 if len(passed) == len(obs.sides) - 1 else 0

    def _partner_holds_bid(self, obs: Observation) -> bool:
        bids = [(s, a) for s, a in obs.auction if a not in (PASS, LOOK, NO_LOOK)]
        if not bids:
            return False
        seat = bids[-1][0]
        return seat != obs.seat and obs.sides[seat] == obs.sides[obs.seat]

    def _special(self, obs: Observation, legal: Sequence[int], value: float) -> int | None:
        """The highest special bid the hand supports, if any."""
        specials = self.variant.bidding.special
        best = None
        for action in legal:
            index = action - SPECIAL_BASE
            if 0 <= index < len(specials) and action < DECLARE_BASE:
                bid = specials[index]
                if not bid.blind and obs.hand and self._supports(obs, bid, value):
                    best = action
        return best

    def _supports(self, obs: Observation, bid: m.SpecialBid, value: float) -> bool:
        total = self.points.total()
        suit, _ = self.best_suit(obs)
        table = self.points.table(suit)
        trumps = sum(1 for c in obs.hand if table.trump_mask >> c & 1)
        for need in bid.requires:
            kind = need.kind
            if kind in (m.RequirementKind.ALL_POINTS, m.RequirementKind.ALL_TRICKS):
                top = table.trump_order[0] in obs.hand
                if not (top and value >= 0.9 * total and trumps >= len(obs.hand) - 1):
                    return False
            elif kind is m.RequirementKind.POINTS:
                if value - self.margin < (need.amount or 0):
                    return False
            elif kind is m.RequirementKind.CAPTURE and value < 0.75 * total:
                return False
        return bool(bid.requires) or value - self.margin >= bid.level

    # ------------------------------------------------------------------ trick play

    def play(self, obs: Observation) -> int:
        trump = obs.trump
        if trump is None:
            cards = [a for a in obs.legal if a < 54]
            if not cards:
                return obs.legal[0]
            return cards[0] if len(cards) == 1 else self._pitch(obs, cards)
        return self.trick_play(obs.seat, mask_of(obs.hand), obs.legal, trump, obs.sub,
                               obs.tricks, obs.current_trick,
                               mask_of(obs.face_up) | mask_of(obs.turned), obs.contract,
                               obs.sides, obs.hand_sizes)

    def trick_play(self, seat: int, hand: int, legal: Sequence[int], trump: int,
                   sub: int | None, tricks: Sequence[Trick],
                   plays: Sequence[tuple[int, int]], shown: int, contract: Contract | None,
                   sides: Sequence[int], held: Sequence[int], finished: int = -1) -> int:
        """:meth:`play` once trump is fixed, read from the observation's fields: the
        seat, its hand (a mask), the legal actions, trump and sub-trump, the deal's
        finished tricks and the trick on the table, the cards face up and
        turned (a mask), the contract, the sides and, per seat, what it holds (nothing
        is 0: hand sizes or masks alike). A search that holds the match state passes
        them from it, the same decision without an observation; ``finished``: the
        finished tricks' cards as a mask, when it keeps them (-1: read here)."""
        # the cards among the legal actions, and whether he may concede or throw in,
        # read in one pass over them
        cards: list[int] = []
        concede = throw_in = False
        for a in legal:
            if a < 54:
                cards.append(a)
            elif a == CONCEDE:
                concede = True
            elif a == THROW_IN:
                throw_in = True
        if not cards:
            return legal[0]
        if finished < 0:
            finished = self.finished.at(tricks)
        view = self._view(seat, hand, trump, sub, tricks, plays, shown | finished)
        if self._concedes and concede:
            lost = self._lost
            if lost is None or lost.trump != trump or lost.sub != sub:
                lost = self._losts.get((trump, sub))
                if lost is None:
                    lost = self._losts[(trump, sub)] = lost_rules(self.points, view)
                self._lost = lost
            if contract_lost_in(contract, sides, tricks, plays, view, self.points, lost,
                                finished):
                return CONCEDE  # limit the others to what is already on the table
        if throw_in and hopeless_hand(view, cards):
            return THROW_IN
        if len(cards) == 1:
            return cards[0]
        if not plays:
            return lead(seat, hand, contract, sides, view, cards)
        return follow(seat, sides, held, plays, view, cards)

    def _view(self, seat: int, hand: int, trump: int, sub: int | None,
              tricks: Sequence[Trick], plays: Sequence[tuple[int, int]], seen: int) -> View:
        """:func:`~pitchspec.agents.tricks.view_of` the seat's hand under ``trump``,
        ``seen`` the cards it has seen leave the hands besides its own and the trick on
        the table (the trump's tables are looked up once while it stands)."""
        table, rules = self._table, self._rules
        if table is None or rules is None or trump != self._trump or sub != self._sub:
            tables = self.game.tables
            rules = self._rules = trick_rules(tables)
            table = self._table = tables.table(trump, sub)
            self._worth = self.points.worth(trump, sub)
            self._above = rules.above(table)
            self._trump, self._sub = trump, sub
            self._read = None
        seen |= hand
        for _, card in plays:
            seen |= 1 << card
        view = View(seat, hand, self._deck & ~seen, table, self._worth, self._play,
                    self.variant, tricks, self._above, rules, self._read)
        if self._read is None:
            self._read = view
        return view

    def _pitch(self, obs: Observation, cards: list[int]) -> int:
        """The first lead fixes trump: lead the top card of the hand's best suit."""
        suits = sorted({suit_of(c) for c in cards if suit_of(c) != NO_SUIT})
        if not suits:
            return cards[0]
        suit, _ = self.best_suit(obs, suits)
        table = self.points.table(suit)
        own = [c for c in cards if table.trump_mask >> c & 1] or cards
        return strongest(own, table.strength)

    # ------------------------------------------------------------------ the other decisions

    def other(self, obs: Observation) -> int:
        phase, legal = obs.phase, obs.legal
        if phase == "declare":
            suit, _ = self.best_suit(obs, [a - DECLARE_BASE for a in legal])
            return DECLARE_BASE + suit
        if phase == "declare_sub":
            trump = obs.trump
            rest = [a - SUB_BASE for a in legal]
            scored = [(sum(1 for c in obs.hand if suit_of(c) == s), -s) for s in rest]
            return SUB_BASE - max(scored)[1] if trump is not None else legal[0]
        if phase == "call":
            return self._call(obs)
        if phase == "exchange":
            return self._exchange(obs)
        if phase == "beg":
            return STAND if self._strong(obs) else BEG
        if phase == "gift":
            return self._gift(obs)
        if phase == "sale":
            return self._sale(obs)
        if phase == "procedures":
            return self._procedure(obs)
        return DONE if DONE in legal else legal[0]

    def _strong(self, obs: Observation) -> bool:
        """A hand worth playing with the trump as it stands: a fair share of the points."""
        _, value = self.best_suit(obs)
        return value >= self.points.total() / max(2, len(set(obs.sides)))

    def _call(self, obs: Observation) -> int:
        """Call the best card he lacks: the top trump he does not hold."""
        suit = obs.trump if obs.trump is not None else self.best_suit(obs)[0]
        table = self.points.table(suit, obs.sub)
        return max(obs.legal, key=lambda c: (table.strength[c] if c < 54 else -1, -c))

    def _card_values(self, obs: Observation) -> tuple[float, ...]:
        """How much each card helps: trumps by rank, then counting cards and high
        cards (under the trump, or the suit the hand would choose)."""
        suit = obs.trump if obs.trump is not None else self.best_suit(obs)[0]
        return self.points.card_values(suit, obs.sub)

    def _exchange(self, obs: Observation) -> int:
        """Discard the least useful card, take the most useful; stop (done) when what
        is left to throw or take is worth keeping as it is."""
        legal = obs.legal
        if not any(a < 54 for a in legal):
            return legal[0]
        return self.exchange_with(legal, self._card_values(obs), mask_of(obs.hand))

    def exchange_with(self, legal: Sequence[int], value: tuple[float, ...], hand: int) -> int:
        """:meth:`_exchange` with each card's value (:meth:`_card_values`) and the hand
        (a mask) in hand; some legal action a card. A search that holds the match state
        passes them from it (once trump is fixed, the values are those of
        :meth:`~pitchspec.agents.estimate.PointModel.card_values` of the trump)."""
        cards = [a for a in legal if a < 54]
        listed = 0  # the cards as a mask (mask_of(), a loop the compiled build runs natively)
        for c in cards:
            listed |= 1 << c
        if not listed & ~hand:  # every card he may take, he holds: a discard
            # the least useful card, the lowest of equals (as min() of (value, card))
            worst, low = cards[0], value[cards[0]]
            for c in cards:
                if value[c] < low or (value[c] == low and c < worst):
                    worst, low = c, value[c]
            if DONE in legal and low >= 10.0:
                return DONE
            return worst
        # the most useful card, the lowest of equals (as max() of (value, -card))
        best, high = cards[0], value[cards[0]]
        for c in cards:
            if value[c] > high or (value[c] == high and c < best):
                best, high = c, value[c]
        if DONE in legal and high < 10.0:
            return DONE
        return best

    def _gift(self, obs: Observation) -> int:
        """The dealer gives the point when his hand can stand the trump and the gift
        does not put the other side out; otherwise he runs the cards."""
        beg = self.variant.trump.beg
        gift = beg.gift if beg is not None else 1
        target = self.variant.winning.target
        mine = obs.sides[obs.seat]
        if any(score + gift >= target for side, score in enumerate(obs.scores) if side != mine):
            return RUN
        return GIVE if self._strong(obs) else RUN

    def _sale(self, obs: Observation) -> int:
        """Elder refuses the sale and pitches himself when his hand can make the bid."""
        high = [a for _, a in obs.auction if BID_BASE < a < DECLARE_BASE]
        level = (high[-1] - BID_BASE) if high and high[-1] < DOUBLED_BASE else 4
        _, value = self.best_suit(obs)
        return REFUSE if value - self.margin >= level else SELL

    def _procedure(self, obs: Observation) -> int:
        """A hand too weak to bid takes the redeal (or new cards) the rules offer it."""
        _, value = self.best_suit(obs)
        weak = value < max(1.0, self.variant.bidding.minimum - self.margin)
        options = [a for a in obs.legal if a != DONE]
        return options[0] if weak and options else DONE
