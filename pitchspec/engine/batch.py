"""Batch simulation: many random matches in lockstep, vectorised with numpy.

The reference engine (:mod:`pitchspec.engine.step`) plays one action at a time and
supports every construct of the language. For Monte Carlo studies with random agents
this module plays B independent lanes at once: every lane deals, bids, plays a trick
and scores in the same numpy operations, using the same compiled tables (card ids,
effective suits, trick strengths, card points). When a lane's match ends its result
is recorded and the lane starts a new match.

Only variants whose rules fall inside the kernel's repertoire run here: ``supports``
inspects the model (never the variant's name) and lists the constructs it lacks, and
callers fall back to the reference engine. ``trace`` records lanes' hands so tests can
replay them through the reference engine and require identical scores.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.rules import Seating, choose_seating
from pitchspec.engine.core.tables import TRUMP_BASE, Tables, compile_tables, resolve
from pitchspec.engine.lanes import LaneLeads
from pitchspec.engine.tally import BID, PointTally, Tally

U64 = np.uint64
ONE = U64(1)
JOKERS = (1 << 52) | (1 << 53)
STUCK = (m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID)  # stick the dealer
_BYTE_COUNT = np.array([bin(b).count("1") for b in range(256)], dtype=np.int64)
_NTH_BIT = np.full((256, 8), -1, dtype=np.int64)
for _b in range(256):
    for _i, _bit in enumerate(i for i in range(8) if _b >> i & 1):
        _NTH_BIT[_b, _i] = _bit


def supports(variant: m.Variant) -> list[str]:
    """The variant's constructs the batch kernel cannot run (empty: it runs here)."""
    lacks: list[str] = []
    b, t, d, p, s, w = (variant.bidding, variant.trump, variant.deal, variant.play,
                        variant.scoring, variant.winning)

    def need(ok: bool, what: str) -> None:
        if not ok:
            lacks.append(what)

    need(b.form in (m.AuctionForm.NONE, m.AuctionForm.ONCE_AROUND), f"auction form {b.form.value}")
    need(not b.doubled and not b.forced and b.look is None and b.commercial is None,
         "doubled, forced, look-or-not or commercial bids")
    need(all(x.at is not None and x.made.kind is m.OutcomeKind.SCORE_TAKEN
             and x.set.kind is m.OutcomeKind.LOSE_BID
             and all(r.kind is m.RequirementKind.ALL_POINTS for r in x.requires)
             and not x.barred and not x.blind
             for x in b.special), "special bids other than a named numeric bid, blind bids")
    need(b.all_pass.action in (m.AllPassAction.REDEAL, m.AllPassAction.PASS_DEAL,
                               *STUCK) and not b.all_pass.may_bid,
         f"all-pass action {b.all_pass.action.value}")
    need(b.opener in (m.Seat.ELDER, m.Seat.LEFT_OF_DEALER, m.Seat.DEALER), "opener")
    need(t.method in (m.TrumpMethod.FIRST_LEAD, m.TrumpMethod.DECLARED) and not t.sub_trump
         and t.beg is None, f"trump fixed by {t.method.value}")
    need(d.blind is None and d.kitty == 0 and d.widow == 0 and not variant.exchange.steps,
         "blinds, kitty, widow or exchange steps")
    need(not variant.procedures and variant.seating.partner_call is None,
         "procedures or a called partner")
    need(p.follow in (m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW,
                      m.FollowRule.TRUMP_ON_TRUMP), f"follow rule {p.follow.value}")
    need(not (p.trump_must_be_broken or p.low_trump_captures or p.jokers_barred_first_trick
              or p.joker_lead is m.JokerLead.SUITLESS or p.joker_held_back_on_trump_lead
              or p.bidder_may_concede or p.dead_hand_throw_in or p.draw_after_trick
              or p.blind_card_may_be_played or p.lookers_sit_out is not None),
         "special play rules")
    need(p.first_leader in (m.Seat.PITCHER, m.Seat.ELDER, m.Seat.LEFT_OF_PITCHER), "first leader")
    need(variant.ranking.jokers is m.JokerRole.TRUMP, "rankless jokers")
    for rule in variant.points:
        need(_point_supported(rule), f"point {rule.name}")
    need(s.set_penalty is m.SetPenalty.BID and not s.set_marks, "set penalty")
    need(w.hands is None and not w.backdoor, "backdoor or fixed-length matches")
    return lacks


def _point_supported(rule: m.PointRule) -> bool:
    kinds = {m.PointKind.HIGHEST, m.PointKind.LOWEST, m.PointKind.CARD, m.PointKind.GAME,
             m.PointKind.LAST_TRICK}
    receivers = {m.Receiver.HOLDER, m.Receiver.CAPTURER, m.Receiver.PLAYER,
                 m.Receiver.MAJORITY, m.Receiver.TRICK_WINNER}
    conditions = {m.ConditionKind.TRUMP_SUIT_IS, m.ConditionKind.NOT_SAME_CARD_AS}
    return (rule.kind in kinds and rule.receiver in receivers and rule.scope is m.SuitRef.TRUMP
            and rule.tie in (m.TieRule.NONE, m.TieRule.ELDER)
            and rule.count is m.GameCount.CARD_POINTS
            and all(c.kind in conditions for c in rule.conditions))


@dataclass(frozen=True)
class HandTrace:
    """One lane's scored hand, for replay through the reference engine: the dealer,
    each seat's cards, the bids in order (0 = pass, -1 = not asked), the plays in order
    (seat, card),
    the awards (point, side, value) and the match scores before and after."""

    dealer: int
    hands: tuple[tuple[int, ...], ...]
    bids: tuple[tuple[int, int], ...]
    plays: tuple[tuple[int, int], ...]
    awards: tuple[tuple[str, int, int], ...]
    scores_before: tuple[int, ...]
    scores_after: tuple[int, ...]
    winner: int


class Batch:
    """B lanes of one variant at one table, dealt and played together."""

    def __init__(self, variant: m.Variant, players: int | None = None, lanes: int = 1024,
                 seed: int = 0, teams: bool | None = None, one_match: bool = False,
                 max_hands: int = 1000) -> None:
        lacks = supports(variant)
        if lacks:
            raise ValueError("the batch kernel cannot run: " + "; ".join(lacks))
        self.variant = variant
        self.tables: Tables = compile_tables(variant)
        self.seating: Seating = choose_seating(variant, players, teams)
        self.n = self.seating.players
        self.sides = np.array(self.seating.sides, dtype=np.int64)
        self.num_sides = self.seating.num_sides
        self.lanes = lanes
        self.rng = np.random.default_rng(seed)
        # seats are numbered in the direction of play; 'left' is the next seat only
        # when play goes clockwise (State.left_of)
        self.step = 1
        self.left = 1 if variant.seating.direction is m.Direction.CLOCKWISE else -1
        self._compile()
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

    # ------------------------------------------------------------------ tables

    def _compile(self) -> None:
        """Per-trump arrays: effective suit, strength, trump masks, orders, points."""
        t = self.tables
        self.deck = np.array(t.deck, dtype=np.int64)
        self.effective = np.zeros((4, 54), dtype=np.int64)
        self.strength = np.zeros((4, 54), dtype=np.int64)
        self.trump_mask = np.zeros(4, dtype=U64)
        self.suit_masks = np.zeros((4, 5), dtype=U64)
        self.points = np.zeros((4, 54), dtype=np.int64)
        orders = []
        for trump in range(4):
            table = t.table(trump)
            self.effective[trump] = table.effective
            self.strength[trump] = table.strength
            self.trump_mask[trump] = U64(table.trump_mask)
            self.suit_masks[trump] = [U64(x) for x in table.suit_masks]
            self.points[trump] = [t.trump_card_points[c] if table.trump_mask >> c & 1
                                  else t.card_points[c] for c in range(54)]
            orders.append(list(table.trump_order))
        width = max(len(o) for o in orders)
        self.orders = np.array([o + [o[-1]] * (width - len(o)) for o in orders], dtype=np.int64)
        self.order_len = np.array([len(o) for o in orders], dtype=np.int64)
        self.card_ids = {
            r.name: np.array([_card_or_none(r, s) for s in range(4)], dtype=np.int64)
            for r in self.variant.points if r.kind is m.PointKind.CARD}

    # ------------------------------------------------------------------ bit helpers

    def _random_card(self, masks: np.ndarray) -> np.ndarray:
        """One card id chosen uniformly from each lane's mask (every mask non-empty)."""
        counts = np.bitwise_count(masks).astype(np.int64)
        pick = (self.rng.random(len(masks)) * counts).astype(np.int64)
        raw = masks.astype("<u8").view(np.uint8).reshape(-1, 8)
        per_byte = _BYTE_COUNT[raw]
        cumulative = np.cumsum(per_byte, axis=1)
        byte = (cumulative <= pick[:, None]).sum(axis=1)
        before = np.where(byte > 0, cumulative[np.arange(len(masks)), byte - 1], 0)
        bits = _NTH_BIT[raw[np.arange(len(masks)), byte], pick - before]
        chosen: np.ndarray = byte * 8 + bits
        return chosen

    # ------------------------------------------------------------------ a round of hands

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

    def _seats_from(self, first: np.ndarray) -> np.ndarray:
        """(lanes, n): the seats in playing order from ``first``."""
        return (first[:, None] + self.step * np.arange(self.n)[None, :]) % self.n

    def _hand(self) -> None:
        lanes = np.arange(self.lanes)
        elder = (self.dealer + self.step) % self.n
        hands = self._deal(elder)
        self.dealt = hands.copy()
        self.dealer_now = self.dealer.copy()
        self.scores_before = self.scores.copy()
        contract_seat, level, live = self._auction(hands, elder)
        trump = np.full(self.lanes, -1, dtype=np.int64)
        if self.variant.trump.method is m.TrumpMethod.DECLARED:
            trump = self.rng.integers(0, 4, self.lanes)
        leader = self._first_leader(elder, contract_seat)
        tricks = self._play(hands, trump, leader)
        self._score(lanes[live], tricks[live], contract_seat[live], level[live], elder[live],
                    live)
        self.dealer = np.where(live | self._pass_deal(), (self.dealer + self.step) % self.n,
                               self.dealer)
        self.leads.dealt(self.dealer)
        if self.one_match and not self.active.all():
            self._compact(self.active)
            self.active = np.ones(self.lanes, dtype=bool)

    def _pass_deal(self) -> np.ndarray:
        action = self.variant.bidding.all_pass.action
        return np.full(self.lanes, action is not m.AllPassAction.REDEAL)

    def _deal(self, elder: np.ndarray) -> np.ndarray:
        """Each lane's hands as bitmasks: a shuffled deck dealt from elder."""
        size = self.variant.deal.hand
        shuffled = self.rng.permuted(np.broadcast_to(self.deck, (self.lanes, len(self.deck))),
                                     axis=1)[:, : self.n * size]
        bits = (ONE << shuffled.astype(U64)).reshape(self.lanes, self.n, size)
        by_order = np.bitwise_or.reduce(bits, axis=2)
        seats = self._seats_from(elder)
        hands = np.zeros((self.lanes, self.n), dtype=U64)
        hands[np.arange(self.lanes)[:, None], seats] = by_order
        return hands

    def _auction(self, hands: np.ndarray, elder: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Once around from the opener; uniform choice among pass and the legal bids.
        Returns the contract seat, its level, and which lanes are played (not redealt)."""
        b = self.variant.bidding
        lanes = self.lanes
        if not b.has_auction:
            return np.full(lanes, -1), np.zeros(lanes, dtype=np.int64), np.ones(lanes, bool)
        first = {m.Seat.ELDER: elder, m.Seat.DEALER: self.dealer,
                 m.Seat.LEFT_OF_DEALER: (self.dealer + self.left) % self.n}[b.opener]
        order = self._seats_from(first)
        high = np.zeros(lanes, dtype=np.int64)
        holder = np.full(lanes, -1, dtype=np.int64)
        self.bids = np.zeros((lanes, self.n), dtype=np.int64)
        closed = np.zeros(lanes, dtype=bool)
        pitching = b.declare_by_pitching if self.variant.trump.method is \
            m.TrumpMethod.FIRST_LEAD else None
        for position in range(self.n):
            seat = order[:, position]
            low = np.maximum(high + 1, b.minimum)
            stuck = np.zeros(lanes, dtype=bool)
            if b.all_pass.action in STUCK and position == self.n - 1:
                # stick the dealer: after all pass he may not bid below the forced amount
                stuck = (seat == self.dealer) & (holder < 0)
                low = np.where(stuck, np.maximum(low, b.all_pass.amount or b.minimum), low)
            above = np.maximum(0, b.maximum - low + 1)
            steal = np.zeros(lanes, dtype=np.int64)
            if b.steal is not None:
                cap = b.maximum if b.steal.up_to is None else b.steal.up_to
                steal = ((seat == self.dealer) & (holder >= 0) & (high <= cap)).astype(np.int64)
            # 'dealer must bid N': the stuck dealer has no pass (choice 0)
            no_pass = (stuck & (above > 0)).astype(np.int64) \
                if b.all_pass.action is m.AllPassAction.DEALER_MUST_BID else 0
            choice = no_pass + (self.rng.random(lanes) * (1 - no_pass + above + steal)
                                ).astype(np.int64)
            bid = np.where(choice == 0, 0, np.where(choice <= above, low + choice - 1, high))
            bid = np.where(closed, 0, bid)
            takes = bid > 0
            high = np.where(takes, bid, high)
            holder = np.where(takes, seat, holder)
            self.bids[:, position] = np.where(closed, -1, bid)
            if pitching is not None:
                closed |= bid == pitching  # a 4 "pitched" at once ends the auction
        live = holder >= 0
        if b.all_pass.action in STUCK:
            holder = np.where(live, holder, self.dealer)
            high = np.where(live, high, b.all_pass.amount or b.minimum)
            live = np.ones(lanes, bool)
        self.bid_order = order
        return holder, high, live

    def _first_leader(self, elder: np.ndarray, pitcher: np.ndarray) -> np.ndarray:
        role = self.variant.play.first_leader
        has = pitcher >= 0
        if role is m.Seat.PITCHER:
            return np.where(has, pitcher, elder)
        if role is m.Seat.LEFT_OF_PITCHER:
            return np.where(has, (pitcher + self.left) % self.n, elder)
        return elder

    # ------------------------------------------------------------------ play

    def _play(self, hands: np.ndarray, trump: np.ndarray, leader: np.ndarray) -> np.ndarray:
        """All tricks; returns (lanes, tricks, n, 2): per trick and position (seat, card),
        with the trick winner's seat stored at [:, t, 0, 2] via ``self.winners``."""
        lanes = np.arange(self.lanes)
        size = self.variant.deal.hand
        plays = np.zeros((self.lanes, size, self.n, 2), dtype=np.int64)
        self.winners = np.zeros((self.lanes, size), dtype=np.int64)
        for trick in range(size):
            seats = self._seats_from(leader)
            for position in range(self.n):
                seat = seats[:, position]
                hand = hands[lanes, seat]
                allowed = self._allowed(hand, trump, plays[:, trick, 0, 1], position, trick)
                card = self._random_card(allowed)
                if position == 0 and trick == 0:
                    unfixed = trump < 0
                    trump = np.where(unfixed, card // 13, trump)
                hands[lanes, seat] = hand & ~(ONE << card.astype(U64))
                plays[:, trick, position, 0] = seat
                plays[:, trick, position, 1] = card
            winner = self._winner(plays[:, trick], trump)
            self.winners[:, trick] = winner
            leader = winner
        self.trump = trump
        return plays

    def _allowed(self, hand: np.ndarray, trump: np.ndarray, led: np.ndarray,
                 position: int, trick: int) -> np.ndarray:
        """Legal cards: any card to lead (no joker for the pitch; the first lead's rule);
        the follow rule otherwise."""
        if position == 0:
            no_jokers = hand & ~U64(JOKERS)
            pitch = (trump < 0) & (no_jokers != 0)
            lead = np.where(pitch, no_jokers, hand)
            rule = self.variant.play.first_lead
            if trick == 0 and rule is not m.LeadRule.ANY:
                trumps = hand & self.trump_mask[np.maximum(trump, 0)]
                wanted = trumps if rule is m.LeadRule.TRUMP else hand & ~trumps
                lead = np.where((trump >= 0) & (wanted != 0), wanted, lead)
            return lead
        t = np.maximum(trump, 0)
        suit = self.effective[t, led]
        same = hand & self.suit_masks[t, suit]
        trumps = hand & self.trump_mask[t]
        follow = self.variant.play.follow
        trump_led = suit == t
        if follow is m.FollowRule.MUST_FOLLOW:
            allowed = same
        elif follow is m.FollowRule.TRUMP_ON_TRUMP:
            allowed = np.where(trump_led, same, hand)
        else:
            allowed = np.where(trump_led, same, same | trumps)
        return np.where((same != 0), allowed, hand)

    def _winner(self, trick: np.ndarray, trump: np.ndarray) -> np.ndarray:
        """The seat winning each lane's trick: highest (or lowest) trump, else of the suit led."""
        cards = trick[:, :, 1]
        t = trump[:, None]
        strength = self.strength[t, cards]
        suit = self.effective[t, cards]
        led = suit[:, :1]
        tier = np.where(strength >= TRUMP_BASE, 2, np.where(suit == led, 1, 0))
        lowest = self.variant.play.trick_winner is m.TrickWinner.LOWEST
        key = tier * 100000 + (-strength if lowest else strength)
        key = np.where(tier == 0, -10**9, key)
        best = np.argmax(key, axis=1)
        seats: np.ndarray = trick[np.arange(len(trick)), best, 0]
        return seats

    # ------------------------------------------------------------------ scoring

    def _score(self, lanes: np.ndarray, plays: np.ndarray, bidder: np.ndarray,
               level: np.ndarray, elder: np.ndarray, live: np.ndarray) -> None:
        """Award each point kind, then settle (make or set, counting order, winning)."""
        if len(lanes) == 0:
            return
        trump = self.trump[live]
        winners = self.winners[live]
        count = len(lanes)
        idx = np.arange(count)
        cards = plays[:, :, :, 1].reshape(count, -1)
        players = plays[:, :, :, 0].reshape(count, -1)
        capturers = np.repeat(winners, self.n, axis=1)
        player_of = np.full((count, 54), -1, dtype=np.int64)
        capturer_of = np.full((count, 54), -1, dtype=np.int64)
        player_of[idx[:, None], cards] = players
        capturer_of[idx[:, None], cards] = capturers
        played = np.bitwise_or.reduce(ONE << cards.astype(U64), axis=1)
        rules = self._ordered_rules()
        award_side = np.full((count, len(rules)), -1, dtype=np.int64)
        award_value = np.zeros((count, len(rules)), dtype=np.int64)
        award_card = np.full((count, len(rules)), -1, dtype=np.int64)
        for k, rule in enumerate(rules):
            side, value, card = self._award(rule, trump, played, player_of, capturer_of,
                                            cards, winners, elder, award_card, rules, k)
            award_side[:, k], award_value[:, k], award_card[:, k] = side, value, card
        self._settle(lanes, award_side, award_value, bidder, level, rules)
        if self.trace_lanes:
            self._trace(lanes, plays, award_side, award_value, rules)

    def _trace(self, lanes: np.ndarray, plays: np.ndarray, side: np.ndarray,
               value: np.ndarray, rules: list[m.PointRule]) -> None:
        from pitchspec.engine.core.tables import cards_in

        for i, lane in enumerate(lanes.tolist()):
            if lane >= self.trace_lanes:
                break
            bids: tuple[tuple[int, int], ...] = ()
            if self.variant.bidding.has_auction:
                bids = tuple(zip(self.bid_order[lane].tolist(), self.bids[lane].tolist(),
                                 strict=True))
            self.traces.append(HandTrace(
                dealer=int(self.dealer_now[lane]),
                hands=tuple(tuple(cards_in(int(h))) for h in self.dealt[lane]),
                bids=bids,
                plays=tuple((int(s), int(c)) for s, c in plays[i].reshape(-1, 2).tolist()),
                awards=tuple((r.name, int(side[i, k]), int(value[i, k]))
                             for k, r in enumerate(rules) if side[i, k] >= 0),
                scores_before=tuple(self.scores_before[lane].tolist()),
                scores_after=tuple(self.settled[0][i].tolist()),
                winner=int(self.settled[1][i]),
            ))

    def _ordered_rules(self) -> list[m.PointRule]:
        by_name = {p.name: p for p in self.variant.points}
        first = [by_name[n] for n in self.variant.scoring.order if n in by_name]
        return first + [p for p in self.variant.points if p not in first]

    def _award(self, rule: m.PointRule, trump: np.ndarray, played: np.ndarray,
               player_of: np.ndarray, capturer_of: np.ndarray, cards: np.ndarray,
               winners: np.ndarray, elder: np.ndarray, award_card: np.ndarray,
               rules: list[m.PointRule], k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        count = len(trump)
        idx = np.arange(count)
        none = np.full(count, -1, dtype=np.int64)
        value = np.full(count, rule.value, dtype=np.int64)
        card = none
        if rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
            card = self._extreme(rule, trump, played)
        elif rule.kind is m.PointKind.CARD:
            card = self.card_ids[rule.name][trump]
            present = (card >= 0) & (((played >> np.maximum(card, 0).astype(U64)) & ONE) == 1)
            card = np.where(present, card, -1)
        elif rule.kind is m.PointKind.LAST_TRICK:
            return self.sides[winners[:, -1]], value, none
        elif rule.kind is m.PointKind.GAME:
            return self._game(rule, trump, cards, capturer_of, elder), value, none
        ok = self._conditions(rule, trump, card, award_card, rules)
        safe = np.maximum(card, 0)
        receiver = {m.Receiver.HOLDER: player_of, m.Receiver.PLAYER: player_of}.get(
            rule.receiver, capturer_of)[idx, safe]
        if rule.hanged_value is not None:
            hanged = self.sides[player_of[idx, safe]] != self.sides[capturer_of[idx, safe]]
            value = np.where(hanged, rule.hanged_value, value)
        side = np.where((card >= 0) & ok & (receiver >= 0), self.sides[receiver], -1)
        return side, value, np.where(side >= 0, card, -1)

    def _extreme(self, rule: m.PointRule, trump: np.ndarray, played: np.ndarray) -> np.ndarray:
        order = self.orders[trump]
        present = ((played[:, None] >> order.astype(U64)) & ONE) == 1
        length = self.order_len[trump]
        present &= np.arange(order.shape[1])[None, :] < length[:, None]
        if rule.excluding_jokers:
            present &= order < 52
        if rule.kind is m.PointKind.LOWEST:
            present = present[:, ::-1]
            order = order[:, ::-1]
        first = np.argmax(present, axis=1)
        found = present[np.arange(len(trump)), first]
        return np.where(found, order[np.arange(len(trump)), first], -1)

    def _conditions(self, rule: m.PointRule, trump: np.ndarray, card: np.ndarray,
                    award_card: np.ndarray, rules: list[m.PointRule]) -> np.ndarray:
        ok = np.ones(len(trump), dtype=bool)
        for cond in rule.conditions:
            if cond.kind is m.ConditionKind.TRUMP_SUIT_IS and cond.suit is not None:
                ok &= trump == ("spades", "hearts", "diamonds", "clubs").index(cond.suit.value)
            elif cond.kind is m.ConditionKind.NOT_SAME_CARD_AS:
                for j, other in enumerate(rules):
                    if other.name == cond.point:
                        ok &= award_card[:, j] != card
        return ok

    def _game(self, rule: m.PointRule, trump: np.ndarray, cards: np.ndarray,
              capturer_of: np.ndarray, elder: np.ndarray) -> np.ndarray:
        """Game: the side with strictly the most card points captured (ties per rule)."""
        count = len(trump)
        idx = np.arange(count)
        values = self.points[trump[:, None], cards]
        sides = self.sides[capturer_of[idx[:, None], cards]]
        totals = np.zeros((count, self.num_sides), dtype=np.int64)
        np.add.at(totals, (np.repeat(idx, cards.shape[1]), sides.ravel()), values.ravel())
        best = totals.max(axis=1)
        leaders = totals == best[:, None]
        unique = leaders.sum(axis=1) == 1
        side = np.where(unique, np.argmax(leaders, axis=1), -1)
        if rule.tie is m.TieRule.ELDER:
            for step in range(self.n - 1, -1, -1):
                seat_side = self.sides[(elder + step) % self.n]
                side = np.where(~unique & leaders[idx, seat_side], seat_side, side)
        return side

    def _settle(self, lanes: np.ndarray, side: np.ndarray, value: np.ndarray,
                bidder: np.ndarray, level: np.ndarray, rules: list[m.PointRule]) -> None:
        """Make or set, who else scores, credits in counting order, and the match."""
        variant = self.variant
        s, w = variant.scoring, variant.winning
        count = len(lanes)
        idx = np.arange(count)
        has_bid = bidder >= 0
        bidder_side = np.where(has_bid, self.sides[np.maximum(bidder, 0)], -1)
        own = side == bidder_side[:, None]
        taken = np.where(own, value, 0).sum(axis=1)
        made = has_bid & (taken >= level) & self._special_requirements(side, bidder_side, level)
        set_back = has_bid & ~made
        keep_own = (made & (s.made is m.MadeRule.TAKEN)) \
            | (set_back & (s.set_keeps is m.SetKeeps.TAKEN))
        others_count = {m.Others.TAKEN: np.ones(count, bool), m.Others.NOTHING: ~has_bid,
                        m.Others.IF_BIDDER_SET: ~has_bid | set_back}[s.others]
        anyone = np.array([r.anyone for r in rules], dtype=bool)
        counts = np.where(own, keep_own[:, None], others_count[:, None] | anyone[None, :])
        credit_side = np.where(counts & (side >= 0), side, -1)
        credit_value = np.where(credit_side >= 0, value, 0)
        bid_credit = np.where(set_back, -level, np.where(made & (s.made is m.MadeRule.BID),
                                                        level + np.where(taken == level,
                                                                         s.exact_bonus, 0), 0))
        bid_credit += np.where(made & (s.made is m.MadeRule.TAKEN) & (taken == level),
                               s.exact_bonus, 0)
        # A made bid scored point by point has no credit of its own (as in the engine).
        first_side = np.where(has_bid & (bid_credit != 0), bidder_side, -1)
        credit_side = np.concatenate([first_side[:, None], credit_side], axis=1)
        credit_value = np.concatenate([bid_credit[:, None], credit_value], axis=1)
        source = np.broadcast_to(np.arange(credit_side.shape[1]), credit_side.shape)
        if s.pitcher_first:
            rank = np.where(credit_side == bidder_side[:, None], 0, 1)
            order = np.argsort(rank, axis=1, kind="stable")
            credit_side = np.take_along_axis(credit_side, order, axis=1)
            credit_value = np.take_along_axis(credit_value, order, axis=1)
            source = order
        scores = self.scores[lanes]
        winner = np.full(count, -1, dtype=np.int64)
        for j in range(credit_side.shape[1]):
            target = credit_side[:, j]
            active = target >= 0
            safe = np.maximum(target, 0)
            scores[idx[active], safe[active]] += credit_value[active, j]
            if s.floor is not None:
                scores = np.maximum(scores, s.floor)
            if w.both_reach is m.BothReach.COUNTING_ORDER:
                # the first to reach the target wins; the later credits still count
                wins = active & (winner < 0) & self._wins(scores, safe, bidder_side, made)
                winner = np.where(wins, safe, winner)
        if w.both_reach is not m.BothReach.COUNTING_ORDER:
            winner = self._end_of_hand_winner(scores, bidder_side, made)
        self.scores[lanes] = scores
        self.settled = (scores.copy(), winner.copy())
        deciding = self._deciding(scores, winner, credit_side, credit_value, source)
        self._record(lanes, level, made, has_bid, side, value, bidder_side, rules, winner,
                     deciding)

    def _reached(self, scores: np.ndarray) -> np.ndarray:
        w = self.variant.winning
        reached: np.ndarray = scores > w.target if w.reach is m.Reach.OVER else scores >= w.target
        return reached

    def _deciding(self, scores: np.ndarray, winner: np.ndarray, credit_side: np.ndarray,
                  credit_value: np.ndarray, source: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Per lane: the column (0 = the bid, k = the k-th point in counting order) of
        the credit that first put the winner over the target (-1: none), and whether it
        was the last credit counted (as tally.deciding_credit)."""
        idx = np.arange(len(winner))
        won = winner >= 0
        mine = np.where(credit_side == winner[:, None], credit_value, 0)
        before = scores[idx, np.maximum(winner, 0)] - mine.sum(axis=1)
        running = self._reached(before[:, None] + np.cumsum(mine, axis=1)) \
            & (credit_side == winner[:, None])
        found = won & running.any(axis=1) & ~self._reached(before)
        at = np.argmax(running, axis=1)
        active = credit_side >= 0
        last = active.shape[1] - 1 - np.argmax(active[:, ::-1], axis=1)
        column = np.where(found, source[idx, at], -1)
        return column, found & (at == last)

    def _special_requirements(self, side: np.ndarray, bidder_side: np.ndarray,
                              level: np.ndarray) -> np.ndarray:
        """A named numeric bid (the moon at 4) that requires all points: every point
        awarded in the hand went to the bidding side."""
        ok = np.ones(len(level), dtype=bool)
        for special in self.variant.bidding.special:
            if any(r.kind is m.RequirementKind.ALL_POINTS for r in special.requires):
                sweep = ((side == bidder_side[:, None]) | (side < 0)).all(axis=1) \
                    & (side >= 0).any(axis=1)
                ok &= (level != special.at) | sweep
        return ok

    def _wins(self, scores: np.ndarray, side: np.ndarray, bidder_side: np.ndarray,
              made: np.ndarray) -> np.ndarray:
        w = self.variant.winning
        idx = np.arange(len(side))
        mine = scores[idx, side]
        reached = mine > w.target if w.reach is m.Reach.OVER else mine >= w.target
        others = np.where(np.arange(self.num_sides)[None, :] == side[:, None], -10**9, scores)
        # with no margin a side may go out while behind, as in settle._leads_by_margin
        ahead = (mine - others.max(axis=1) >= w.margin) | (w.margin <= 0)
        eligible = {m.Eligible.ANYONE: np.ones(len(side), bool),
                    m.Eligible.BIDDER: side == bidder_side,
                    m.Eligible.BID_MADE: (side == bidder_side) & made,
                    m.Eligible.BIDDER_OR_SETTER: np.where(made, side == bidder_side,
                                                          side != bidder_side)}[w.eligible]
        eligible = eligible | (bidder_side < 0)
        wins: np.ndarray = reached & ahead & eligible
        return wins

    def _end_of_hand_winner(self, scores: np.ndarray, bidder_side: np.ndarray,
                            made: np.ndarray) -> np.ndarray:
        count = len(scores)
        winner = np.full(count, -1, dtype=np.int64)
        reached = np.stack([self._wins(scores, np.full(count, s), bidder_side, made)
                            for s in range(self.num_sides)], axis=1)
        best = np.where(reached, scores, -10**9)
        top = best.max(axis=1)
        unique = (best == top[:, None]).sum(axis=1) == 1
        winner = np.where(reached.any(axis=1) & unique, np.argmax(best, axis=1), winner)
        if self.variant.winning.both_reach is m.BothReach.BIDDER:
            bid_reached = (bidder_side >= 0) & reached[np.arange(count), np.maximum(bidder_side, 0)]
            winner = np.where(bid_reached, bidder_side, winner)
        return winner

    def _record(self, lanes: np.ndarray, level: np.ndarray, made: np.ndarray,
                has_bid: np.ndarray, side: np.ndarray, value: np.ndarray,
                bidder_side: np.ndarray, rules: list[m.PointRule], winner: np.ndarray,
                deciding: tuple[np.ndarray, np.ndarray]) -> None:
        """Add the lanes' hands to the tally; end matches that are won or hit the limit."""
        st = self.stats
        st.hands += len(lanes)
        names = {s.at: s.name for s in self.variant.bidding.special if s.at is not None}
        for lvl, ok in zip(level[has_bid].tolist(), made[has_bid].tolist(), strict=True):
            key = names.get(lvl, str(lvl))
            st.contracts[key] += 1
            st.made[key] += int(ok)
        totals = np.where(side >= 0, value, 0).sum(axis=1)
        st.points_per_hand.update(totals.tolist())
        for k, rule in enumerate(rules):
            self._tally_point(st.points.setdefault(rule.name, PointTally()), side[:, k],
                              value[:, k], bidder_side)
        self.hand_in_match[lanes] += 1
        self.leads.follow(lanes, self.scores[lanes], self.hand_in_match[lanes] - 1)
        limit = (winner < 0) & (self.hand_in_match[lanes] >= self.max_hands)
        done = (winner >= 0) | limit
        reasons = [BID, *(r.name for r in rules)]
        for i in np.flatnonzero(done).tolist():
            lane, column = int(lanes[i]), int(deciding[0][i])
            st.add_end(self.leads.end(lane, int(self.hand_in_match[lane]), int(winner[i]),
                                      self.scores[lane].tolist(), self.seating.sides,
                                      reasons[column] if column >= 0 else None,
                                      bool(deciding[1][i])))
        finished = lanes[done]
        self.scores[finished] = 0
        self.hand_in_match[finished] = 0
        self.leads.restart(finished)
        if self.one_match:
            self.active[finished] = False

    @staticmethod
    def _tally_point(tally: PointTally, side: np.ndarray, value: np.ndarray,
                     bidder_side: np.ndarray) -> None:
        got = side >= 0
        tally.awarded += int(got.sum())
        tally.value += int(value[got].sum())
        tally.by_side.update(side[got].tolist())
        contract = got & (bidder_side >= 0)
        to_bidder = contract & (side == bidder_side)
        tally.to_bidder += int(to_bidder.sum())
        tally.to_others += int((contract & ~to_bidder).sum())


def _card_or_none(rule: m.PointRule, trump: int) -> int:
    assert rule.card is not None
    card = resolve(rule.card, trump)
    return -1 if card is None else card


__all__ = ["Batch", "HandTrace", "supports"]
