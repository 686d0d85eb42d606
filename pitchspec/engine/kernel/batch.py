"""The lanes' match state and the hand loop: deal, auction, play, score, settle, and
record, for every lane at once; a lane whose match ends starts a new one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.core.tally import BID, PointTally, Tally
from pitchspec.engine.kernel.auction import Auction, auction, passes_deal
from pitchspec.engine.kernel.beg import Begged, beg, joined, play_by_size
from pitchspec.engine.kernel.commercial import Sale, sale, sells, trace_sale, with_sale
from pitchspec.engine.kernel.deal import deal
from pitchspec.engine.kernel.draw import Stock
from pitchspec.engine.kernel.during import During, during
from pitchspec.engine.kernel.ends import add_tied_ends
from pitchspec.engine.kernel.exchange import exchange
from pitchspec.engine.kernel.lanes import LaneLeads, count_into, first_positions
from pitchspec.engine.kernel.look import kitty, lose_cards, losers, pile, undealt_at, widow
from pitchspec.engine.kernel.misdeal import Misdeals, misdeal_rule, misdeals, trace_misdeals
from pitchspec.engine.kernel.partners import call_partner, calls, hand_sides
from pitchspec.engine.kernel.play import Played, first_leader, play
from pitchspec.engine.kernel.rows import row_any, row_sum
from pitchspec.engine.kernel.scoring import Awards, awards, captures
from pitchspec.engine.kernel.settle import Settled, settle
from pitchspec.engine.kernel.setup import compile_setup
from pitchspec.engine.kernel.subtrump import declare_sub
from pitchspec.engine.kernel.supports import supports
from pitchspec.engine.kernel.trace import HandTrace, trace_bids, trace_plays


@dataclass(eq=False)
class _Hand:
    """One hand of every lane, from the deal to the awards (for the trace)."""

    dealer: np.ndarray
    dealt: np.ndarray
    stock: np.ndarray
    scores_before: np.ndarray
    bidding: Auction
    chose: np.ndarray | None = None
    dead: np.ndarray | None = None
    sold: Sale | None = None
    misdealt: Misdeals | None = None
    begged: Begged | None = None
    lost: np.ndarray | None = None
    called: np.ndarray | None = None


class Batch:
    """B lanes of one variant at one table, dealt and played together."""

    def __init__(self, variant: m.Variant, players: int | None = None, lanes: int = 1024,
                 seed: int = 0, teams: int | None = None, one_match: bool = False,
                 max_hands: int = 1000) -> None:
        lacks = supports(variant, players, teams)
        if lacks:
            raise ValueError("the batch kernel cannot run: " + "; ".join(lacks))
        self.variant = variant
        self.setup = compile_setup(variant, players, teams)
        self.seating = self.setup.seating
        self.n = self.setup.n
        self.num_sides = self.setup.num_sides
        self.lanes = lanes
        self.rng = np.random.default_rng(seed)
        self.scores = np.zeros((lanes, self.num_sides), dtype=np.int64)
        self.dealer = self.rng.integers(0, self.n, lanes)
        self.hand_in_match = np.zeros(lanes, dtype=np.int64)
        self.leads = LaneLeads(self.dealer)
        self.stats = Tally()
        self.traces: list[HandTrace] = []
        self.trace_lanes = 0
        self.one_match = one_match
        self.max_hands = max_hands
        self.active = np.ones(lanes, dtype=bool)
        self.misdeal = misdeal_rule(variant, self.num_sides < self.n)
        self.calls = calls(variant, self.n)
        _keep_heap(lanes)

    def run(self, hands: int) -> Tally:
        """Play at least ``hands`` scored hands across the lanes."""
        while self.stats.hands < hands and self.lanes:
            self._hand()
        return self.stats

    def run_matches(self) -> Tally:
        """One match per lane, each to its end (or the hand limit, a draw)."""
        while self.lanes:
            self._hand()
        return self.stats

    def _compact(self, keep: np.ndarray) -> None:
        """Drop lanes whose one match is over, so the rest run on smaller arrays."""
        self.scores = self.scores[keep]
        self.dealer = self.dealer[keep]
        self.hand_in_match = self.hand_in_match[keep]
        self.leads.keep(keep)
        self.lanes = int(keep.sum())

    def _hand(self) -> None:
        """One hand in every lane: deal, bid, play, score, settle, record."""
        setup, rng = self.setup, self.rng
        elder = (self.dealer + setup.step) % self.n
        hands, stock = deal(setup, rng, elder)
        misdealt = None
        if self.misdeal is not None:  # a qualifying player may call the deal off
            misdealt = misdeals(setup, rng, hands, elder, self.misdeal)
        bidding = auction(setup, rng, elder, self.dealer, hands, self.scores)
        if misdealt is not None:
            bidding = replace(bidding, live=bidding.live & ~misdealt.void)
        sold = None
        if sells(self.variant):  # elder sells the right to pitch, or refuses
            bidding, sold = sale(setup, rng, bidding, elder)
        hand = _Hand(self.dealer.copy(), hands.copy(), stock, self.scores.copy(), bidding,
                     sold=sold, misdealt=misdealt)
        if self.variant.bidding.look is not None:  # lookers lose cards
            hand.lost = lose_cards(setup, rng, hands, elder, losers(
                setup, bidding.order, bidding.bids, bidding.looked, bidding.live))
        trump = np.full(self.lanes, -1, dtype=np.int64)
        if self.variant.trump.method in (m.TrumpMethod.DECLARED, m.TrumpMethod.RANDOM):
            trump = rng.integers(0, 4, self.lanes)  # declared, or chosen by chance
        unplayed = np.zeros(self.lanes, dtype=bool)
        if self.variant.trump.method is m.TrumpMethod.TURN_UP:
            trump, unplayed = self._turn_up(hand, hands, stock, elder)
        sub = declare_sub(rng, trump) if self.variant.trump.sub_trump else None
        if self.calls:  # the bid winner calls his partner's card
            hand.called = call_partner(setup, rng, hands, trump, bidding.holder)
        if self.variant.exchange.steps:
            rest = stock[:, undealt_at(setup)[2]:]  # after the blind, kitty and widow
            hand.chose, hand.dead = exchange(
                setup, rng, hands, rest, trump, elder, self.dealer, bidding.holder,
                kitty(setup, stock), pile(hand.lost) if hand.lost is not None else None,
                widow(setup, stock), traced=self.trace_lanes)
        leader = first_leader(setup, elder, bidding.holder)
        if hand.begged is not None:
            played = play_by_size(setup, rng, hands, trump, leader, bidding.holder)
        else:
            played = play(setup, rng, hands, trump, leader, bidding.holder,
                          Stock(stock) if self.variant.play.draw_after_trick else None, sub)
        live = bidding.live & ~unplayed
        if live.any():
            self._score(hand, np.flatnonzero(live), played, elder)
        moves = live | unplayed | passes_deal(setup, self.lanes)
        if hand.begged is not None:  # a void deal: the same dealer deals again
            moves &= ~hand.begged.void
            self._unplayed(hand, hand.begged, played)
        if misdealt is not None:  # after a misdeal the same dealer deals again
            moves &= ~misdealt.void
        self.dealer = np.where(moves, (self.dealer + setup.step) % self.n, self.dealer)
        self.leads.dealt(self.dealer)
        if self.one_match and not self.active.all():
            self._compact(self.active)
            self.active = np.ones(self.lanes, dtype=bool)

    def _turn_up(self, hand: _Hand, hands: np.ndarray, stock: np.ndarray,
                 elder: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Trump turned up, begged, given or run (kernel/beg.py): the points scored
        count at once; returns the trump and the lanes whose deal is not played (a
        side counted out, or the stock ran out), their hands emptied."""
        blind = self.variant.deal.blind
        begged = beg(self.setup, self.rng, hands, stock[:, blind.size if blind is not None else 0:],
                     self.dealer, elder, self.scores)
        hand.begged, hand.chose = begged, begged.chose
        self.scores = begged.points.scores.copy()
        unplayed = (begged.points.winner >= 0) | begged.void
        hands[unplayed] = 0
        return begged.trump, unplayed

    def _unplayed(self, hand: _Hand, begged: Begged, played: Played) -> None:
        """Deals that ended before play: a side counted out on a turned card or the
        gift (the match is over), or the stock ran out while running the cards (void:
        traced with its turn-up points; the same dealer deals again)."""
        out = np.flatnonzero(begged.points.winner >= 0)
        if len(out):
            self._counted_out(hand, out, played, begged.points.pick(out))
        void = np.flatnonzero(begged.void)
        if self.trace_lanes and len(void):
            none = np.zeros((len(void), 0), dtype=np.int64)
            points = begged.points.pick(void)
            self._trace(hand, void, played, _credited(points, Awards([], none, none, none)),
                        points.scores, points.winner)

    def _score(self, hand: _Hand, lanes: np.ndarray, played: Played, elder: np.ndarray) -> None:
        """Points scored in play (a side may count out), then award each point kind
        and settle (make or set, counting order, winning)."""
        early = during(self.setup, self.scores[lanes], played, lanes)
        if hand.sold is not None:
            early = with_sale(early, hand.sold, lanes)
        if hand.begged is not None:  # the turned cards and the gift, scored before play
            early = joined(hand.begged.points.pick(lanes), early)
        self.scores[lanes] = early.scores
        out = early.winner >= 0
        if out.any():
            self._counted_out(hand, lanes[out], played, early.pick(out))
            lanes, early = lanes[~out], early.pick(~out)
        if len(lanes) == 0:
            return
        # every lane scored (as a rule): their arrays as they are, not gathered copies
        at = slice(None) if len(lanes) == self.lanes else lanes
        trump = played.trump[at]
        caught = captures(self.setup, played, at)
        partners = None
        if hand.called is not None:  # the sides of the deal, the partner found
            partners = hand_sides(self.setup, hand.called[at], hand.bidding.holder[at],
                                  caught.player_of, hand.dealt[at])
            caught = replace(caught, sides=partners.seat_sides)
        conceded = played.conceded[at] >= 0
        dealt = hand.dealt[at]  # with the cards run: every card dealt to a player
        if hand.begged is not None:
            dealt = dealt | hand.begged.runs[at]
        got = awards(self.setup, trump, caught, elder[at],
                     hand.dead[at] if hand.dead is not None else None, conceded,
                     dealt,
                     played.sub[at] if played.sub is not None else None)
        level, doubled = hand.bidding.level[at], hand.bidding.doubled[at]
        special = hand.bidding.special[at]
        sold = hand.sold.side[at] if hand.sold is not None else None
        done = settle(self.setup, self.scores[at], got, hand.bidding.holder[at], level,
                      doubled, conceded, special, caught.winners, partners, sold)
        self.scores[at] = done.scores
        self._record(lanes, level, doubled, special, got, done, early)
        if self.trace_lanes:
            self._trace(hand, lanes, played, _credited(early, got), done.scores, done.winner,
                        done.tied)

    def _counted_out(self, hand: _Hand, lanes: np.ndarray, played: Played,
                     early: During) -> None:
        """Lanes whose match a side won by counting out in play: the hand stops there,
        unscored (it is not one of the match's played hands)."""
        none = np.zeros((len(lanes), 0), dtype=np.int64)
        if self.trace_lanes:
            self._trace(hand, lanes, played, _credited(early, Awards([], none, none, none)),
                        early.scores, early.winner)
        self.leads.tally_ends(self.stats, lanes, self.hand_in_match[lanes], early.winner,
                              self.scores[lanes], self.seating.sides,
                              np.full(len(lanes), -1), [], np.zeros(len(lanes), dtype=bool))
        self._restart(lanes)

    def _restart(self, finished: np.ndarray) -> None:
        """The lanes' matches are over: new ones start with the next deal."""
        self.scores[finished] = 0
        self.hand_in_match[finished] = 0
        self.leads.restart(finished)
        if self.one_match:
            self.active[finished] = False

    def _trace(self, hand: _Hand, lanes: np.ndarray, played: Played,
               credited: list[list[tuple[str, int, int]]], scores: np.ndarray,
               winner: np.ndarray, tied: np.ndarray | None = None) -> None:
        for i, lane in enumerate(lanes.tolist()):
            if lane >= self.trace_lanes:
                continue
            bids = trace_bids(self.variant, hand.bidding, lane)
            if hand.misdealt is not None:
                bids = trace_misdeals(hand.misdealt, lane) + bids
            if hand.sold is not None:
                bids += trace_sale(hand.sold, lane)
            self.traces.append(HandTrace(
                dealer=int(hand.dealer[lane]),
                hands=tuple(tuple(cards_in(int(h))) for h in hand.dealt[lane]),
                stock=tuple(hand.stock[lane].tolist()),
                bids=bids,
                trump=int(played.trump[lane]),
                sub=int(played.sub[lane]) if played.sub is not None else -1,
                called=int(hand.called[lane]) if hand.called is not None else -1,
                exchange=tuple((s, a) for s, a in hand.chose[lane].tolist() if s >= 0)
                if hand.chose is not None else (),
                plays=trace_plays(played, lane),
                awards=tuple(credited[i]),
                beg=tuple(a for a in hand.begged.decisions[lane].tolist() if a >= 0)
                if hand.begged is not None else (),
                scores_before=tuple(hand.scores_before[lane].tolist()),
                scores_after=tuple(scores[i].tolist()),
                winner=int(winner[i]),
                tied=tuple(np.flatnonzero(tied[i]).tolist()) if tied is not None else (),
                lost=tuple(c for c in hand.lost[lane].tolist() if c >= 0)
                if hand.lost is not None else (),
            ))

    def _record(self, lanes: np.ndarray, level: np.ndarray, doubled: np.ndarray,
                special: np.ndarray, got: Awards, done: Settled, early: During) -> None:
        """Add the lanes' hands to the tally; end matches that are won or hit the limit."""
        st = self.stats
        st.hands += len(lanes)
        side, value, rules, winner = got.side, got.value, got.rules, done.winner
        specials = self.variant.bidding.special
        names = {s.at: s.name for s in specials if s.at is not None}
        has_bid = done.has_bid
        lvl_of, two_of, top_of = level[has_bid], doubled[has_bid], special[has_bid]
        if len(lvl_of):  # each kind of contract at once, in the order they first occur
            low, span = lvl_of.min(), lvl_of.max() - lvl_of.min() + 1
            code = ((top_of + 1) * span + lvl_of - low) * 2 + two_of
            firsts = first_positions(code)
            if firsts is None:  # many kinds of contract
                _, first, which = np.unique(code, return_index=True, return_inverse=True)
                order = np.argsort(first)
                firsts = first[order]
            else:  # a few: counted by their codes
                which, order = code, code[firsts]
            times = np.bincount(which)[order].tolist()
            kept = np.bincount(which, weights=done.made[has_bid])[order].tolist()
            for k, at in enumerate(firsts.tolist()):
                lvl, two, top = int(lvl_of[at]), bool(two_of[at]), int(top_of[at])
                key = specials[top].name if top >= 0 else \
                    f"{lvl} doubled" if two else names.get(lvl, str(lvl))
                st.contracts[key] += int(times[k])
                st.made[key] += int(kept[k])
        totals = row_sum(value * (side >= 0)) + row_sum(early.value)
        count_into(st.points_per_hand, totals)
        _tally_points(st, early.names, early.side, early.value, done.bidder_side)
        _tally_points(st, [rule.name for rule in rules], side, value, done.bidder_side)
        at = slice(None) if len(lanes) == self.lanes else lanes  # every lane: as they are
        self.hand_in_match[at] += 1
        played = self.hand_in_match[at]
        self.leads.follow(at, self.scores[at], played - 1)
        tied = done.tied if done.tied is not None else np.zeros((len(lanes), 0), dtype=bool)
        won = (winner >= 0) | row_any(tied)
        limit = ~won & (played >= self.max_hands)
        finished_here = won | limit
        reasons = [BID, *(r.name for r in rules)]
        several = row_any(tied)
        if several.any():  # several sides tied for the win: all win
            ties = lanes[several]
            add_tied_ends(st, self.hand_in_match[ties], tied[several], self.setup.sides,
                          self.leads.first_dealer[ties], self.leads.changes[ties])
        alone = finished_here & ~several
        ended = lanes[alone]
        self.leads.tally_ends(st, ended, self.hand_in_match[ended], winner[alone],
                              self.scores[ended], self.seating.sides,
                              done.deciding[alone], reasons, done.decided_last[alone])
        self._restart(lanes[finished_here])


def _keep_heap(lanes: int) -> None:
    """Keep the memory a hand frees for the next: glibc's malloc gives back to the
    system the free memory at the top of its heap once more than twice its mmap
    threshold lies there, and every hand of many lanes frees several MB of temporaries
    at once, so the next hand faulted them in again, page by page (a tenth of a hand's
    time in some variants, at 4,096 lanes). Freeing a block it mapped raises that
    threshold to the block's size (mallopt(3): the dynamic mmap threshold, up to 32
    MB), so a block of 4 KB a lane, mapped and freed untouched, keeps the heap's top
    for the hands. Other allocators map and free it, nothing more."""
    np.empty(min(lanes << 12, 32 << 20), dtype=np.uint8)  # freed at once


def _credited(early: During, got: Awards) -> list[list[tuple[str, int, int]]]:
    """Per lane, every award of the hand (point, side, value): in play, then after it."""
    out: list[list[tuple[str, int, int]]] = []
    for i in range(len(early.side)):
        row = [(name, int(early.side[i, k]), int(early.value[i, k]))
               for k, name in enumerate(early.names) if early.side[i, k] >= 0]
        row += [(r.name, int(got.side[i, k]), int(got.value[i, k]))
                for k, r in enumerate(got.rules) if got.side[i, k] >= 0]
        out.append(row)
    return out


def _tally_points(st: Tally, names: Sequence[str], side: np.ndarray, value: np.ndarray,
                  bidder_side: np.ndarray) -> None:
    """Each column's awards (side -1: none) into its point's tally, column by column:
    how often and how much, to whom, and to the bidder's side or the others."""
    if not names:
        return
    got = side >= 0
    contract = got & (bidder_side >= 0)[:, None]
    to_bidder = contract & (side == bidder_side[:, None])
    # column sums by einsum: numpy's sum down a few columns of many rows is slower
    awarded = np.einsum("ij->j", got, dtype=np.int64).tolist()
    total = np.einsum("ij->j", value * got).tolist()
    bidders = np.einsum("ij->j", to_bidder, dtype=np.int64).tolist()
    contracts = np.einsum("ij->j", contract, dtype=np.int64).tolist()
    # each column's awards by side, every column in one count: side + 1 in [0, width)
    width = int(side.max(initial=-1)) + 2
    codes = side + 1 + width * np.arange(side.shape[1])[None, :]
    by_side = np.bincount(codes.reshape(-1), minlength=width * side.shape[1]) \
        .reshape(side.shape[1], width)[:, 1:].tolist()
    for k, name in enumerate(names):
        tally = st.points.setdefault(name, PointTally())
        tally.awarded += awarded[k]
        tally.value += total[k]
        sides = [to for to, times in enumerate(by_side[k]) if times]
        if all(to in tally.by_side for to in sides):  # no new key: the order is kept
            for to in sides:
                tally.by_side[to] += by_side[k][to]
        else:  # a side new to the tally: added in the order they first occur
            count_into(tally.by_side, side[:, k][got[:, k]])
        tally.to_bidder += bidders[k]
        tally.to_others += contracts[k] - bidders[k]
