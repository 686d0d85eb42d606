"""The hand model: tricks spelled out, for witnesses.

On top of the outcome model's unknowns it adds, for every card, trick and seat, "this
seat plays this card to this trick", who leads and who wins each trick, and the rules
of play (engine/phases/play_rules.py): the first lead (a pitch fixes trump by its suit), follow
suit or trump, must follow, trump on trump, trump must be broken, the trick-winner rule
(highest or lowest, low trump captures, rankless jokers never win). The outcome facts
(held, played, captured, last trick, first joker) are then *defined* by the tricks, so a
model of the hand model is a real, legal play of the hand; the decoder replays it
through the engine.

The model is bounded: the table is the variant's default one, every seat holds the same
number of cards when play begins and plays them all (tricks = that number). Where a
rule of play is not spelled out here (blind cards, trick-and-draw, lookers or a player
who turned in his hand sitting out, a joker held back on a trump lead, suitless joker
leads, the previous winner leading after an untrumped off-suit lead, the trick winner
drawing first, a joker always playable to a joker lead, a repeated suit's run
discarded), :func:`exact` says so and the model errs on the strict side, so its
witnesses stay legal; the engine replay is the final judge.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.engine import NO_SUIT, TRUMP_BASE, TrumpTable, suit_of
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.encode import Outcome
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.terms import Term

SKIP = -1
"""Key of a card that cannot win the trick (off-suit, rankless joker)."""


@dataclass
class Tricks:
    """The tricks of the hand model: plays[c][t][s], leaders and winners per trick."""

    tag: str
    count: int
    plays: dict[int, list[list[Term]]]
    lead: list[list[Term]]
    win: list[list[Term]]
    constraints: list[Term]
    active: list[list[Term]] = field(default_factory=list)
    """active[t][s]: the seat still has cards and plays to trick t (State.in_trick)."""

    @property
    def exists(self) -> list[Term]:
        """Trick t is played (some seat still has cards)."""
        return [T.any_(row) for row in self.active]


def tricks_per_hand(v: m.Variant) -> int:
    """Cards each player holds when play begins: the last size an exchange step sets
    (refill, complete, reduce, discard down to N), else the hand dealt."""
    size = v.deal.hand
    for step in v.exchange.steps:
        if step.to is not None and step.kind in (m.StepKind.REFILL, m.StepKind.COMPLETE,
                                                 m.StepKind.REDUCE, m.StepKind.DISCARD):
            size = step.to
    beg = v.trump.beg
    if beg is not None and beg.run and beg.after_run is m.AfterRun.KEEP:
        n = max(v.seating.players)
        stock = len(v.deck.ranks) * 4 + len(v.deck.jokers) - n * v.deal.hand
        size += beg.run * max(1, (stock - 1) // (min(v.seating.players) * beg.run + 1))
    return size


def exact(v: m.Variant) -> bool:
    """Whether the hand model spells out every rule of play this variant uses."""
    p = v.play
    return not (p.draw_after_trick or p.lookers_sit_out or p.blind_card_may_be_played
                or p.joker_held_back_on_trump_lead or p.bidder_may_concede
                or p.dead_hand_throw_in or v.deal.blind is not None
                or v.bidding.look is not None or p.jokers_barred_first_trick
                or (v.ranking.jokers is m.JokerRole.RANKLESS and bool(v.deck.jokers))
                or (p.joker_lead is m.JokerLead.SUITLESS and bool(v.deck.jokers))
                or p.off_lead_untrumped_previous_winner_leads or p.draw_winner_first
                or p.doubling_override
                or (v.trump.beg is not None and v.trump.beg.same_suit_discard)
                or any(proc.sits_out is not None for proc in v.procedures))


def supported(v: m.Variant) -> bool:
    """Trick-and-draw hands are longer than a hand: the model does not describe them."""
    return not v.play.draw_after_trick


def hand_model(outcome: Outcome, tag: str = "h") -> Tricks:
    """Tricks spelled out and linked to the outcome model's facts."""
    f = outcome.facts
    n, count = f.n, tricks_per_hand(f.variant)
    plays = {c: [[T.bool_var(f"{tag}_x_{c}_{t}_{s}") for s in range(n)] for t in range(count)]
             for c in f.deck}
    lead = [[T.bool_var(f"{tag}_lead_{t}_{s}") for s in range(n)] for t in range(count)]
    win = [[T.bool_var(f"{tag}_win_{t}_{s}") for s in range(n)] for t in range(count)]
    active = [[T.bool_var(f"{tag}_in_{t}_{s}") for s in range(n)] for t in range(count)]
    tricks = Tricks(tag, count, plays, lead, win, [], active)
    cons = tricks.constraints
    cons += _one_card_each(f, tricks)
    cons += _leaders(f, tricks)
    led = _led_suits(f, tricks)
    cons += _winners(f, tricks, led)
    cons += _lead_rules(f, tricks, outcome)
    cons += _follow_rules(f, tricks, led)
    cons += _link(f, tricks)
    cons.append(T.not_(f.conceded))
    return tricks


def _played_in(tricks: Tricks, card: int, t: int) -> Term:
    return T.any_(tricks.plays[card][t])


def _one_card_each(f: Facts, tricks: Tricks) -> list[Term]:
    """A seat with cards plays one to each trick until its hand is empty (hands may be
    unequal: a refill fell short, or players kept only their trumps); each card is played
    at most once."""
    cons = []
    for t in range(tricks.count):
        for s in range(f.n):
            cards = [tricks.plays[c][t][s] for c in f.deck]
            on = tricks.active[t][s]
            cons.append(T.ite(on, T.exactly(cards, 1), T.not_(T.any_(cards))))
            if t + 1 < tricks.count:
                cons.append(T.implies(tricks.active[t + 1][s], on))
    cons += [T.at_most([x for row in tricks.plays[c] for x in row], 1) for c in f.deck]
    return cons


def _first_leader(f: Facts) -> list[Term]:
    """The seat that leads the first trick (State.seat_for)."""
    role = f.variant.play.first_leader
    n = f.n
    left = 1 if f.variant.seating.direction is m.Direction.CLOCKWISE else -1  # State.left_of
    fixed = {m.Seat.ELDER: f.elder, m.Seat.DEALER: f.dealer,
             m.Seat.LEFT_OF_DEALER: (f.dealer + left) % n,
             m.Seat.LEFT_OF_ELDER: (f.elder + left) % n}
    if role in fixed:
        return [T.lit(s == fixed[role]) for s in range(n)]
    pitcher = f.contract.bidder if f.contract is not None else T.num(f.elder)
    if f.contract is not None and not T.is_true(f.contract.present):
        pitcher = T.ite(f.contract.present, pitcher, f.elder)
    shift = left if role is m.Seat.LEFT_OF_PITCHER else 0
    return [T.eq(pitcher, (s - shift) % n) for s in range(n)]


def _leaders(f: Facts, tricks: Tricks) -> list[Term]:
    """The first leader by the rules; the winner of a trick leads the next, or the next
    player in turn who still has cards (phases.play.leader). Winners play to their trick."""
    exists = tricks.exists
    cons = []
    for t in range(tricks.count):
        cons.append(T.ite(exists[t], T.exactly(tricks.lead[t], 1),
                          T.not_(T.any_(tricks.lead[t]))))
        cons.append(T.ite(exists[t], T.exactly(tricks.win[t], 1),
                          T.not_(T.any_(tricks.win[t]))))
        cons += [T.implies(T.or_(tricks.lead[t][s], tricks.win[t][s]), tricks.active[t][s])
                 for s in range(f.n)]
    first = _first_leader(f)
    cons += [T.implies(T.and_(exists[0], first[s]), tricks.lead[0][s]) for s in range(f.n)]
    for t in range(tricks.count - 1):
        nxt = _next_leader(f, tricks, t)
        cons += [T.iff(tricks.lead[t + 1][s], T.and_(exists[t + 1], nxt[s]))
                 for s in range(f.n)]
    return cons


def _next_leader(f: Facts, tricks: Tricks, t: int) -> list[Term]:
    """The first seat from trick t's winner, in turn, that plays to trick t + 1."""
    step = 1  # seats are numbered in the direction of play
    active = tricks.active[t + 1]
    out = [T.FALSE] * f.n
    for w in range(f.n):
        skipped = T.TRUE
        for k in range(f.n):
            s = (w + step * k) % f.n
            chosen = T.and_(tricks.win[t][w], skipped, active[s])
            out[s] = T.or_(out[s], chosen)
            skipped = T.and_(skipped, T.not_(active[s]))
    return out


def _led_suits(f: Facts, tricks: Tricks) -> list[list[Term]]:
    """The effective suit of each trick's lead (a rankless joker is never led here)."""
    table = f.table
    led = []
    for t in range(tricks.count):
        row = []
        for suit in range(4):
            row.append(T.any_(T.and_(tricks.lead[t][s], tricks.plays[c][t][s])
                              for c in f.deck if table.effective[c] == suit for s in range(f.n)))
        led.append(row)
    return led


def card_key(variant: m.Variant, table: TrumpTable, card: int, led: int) -> int:
    """The engine's trick_winner key of a card when ``led`` was led, as one number."""
    strength = table.strength[card]
    if strength < 0:
        return SKIP
    is_trump = strength >= TRUMP_BASE
    sub = table.sub is not None and card < 52 and suit_of(card) == table.sub \
        and strength < TRUMP_BASE
    if not is_trump and table.effective[card] != led and not sub:
        return SKIP
    tier = 2 if is_trump else (1 if sub else 0)
    rank = strength % 500 if strength < TRUMP_BASE else strength - TRUMP_BASE
    lowest = variant.play.trick_winner is m.TrickWinner.LOWEST
    return tier * 64 + (63 - rank if lowest else rank)


def _winners(f: Facts, tricks: Tricks, led: list[list[Term]]) -> list[Term]:
    """The trick goes to the best key under the suit led; the low trump captures where
    that is the rule."""
    table = f.table
    low = table.lowest_trump_id if f.variant.play.low_trump_captures else None
    cons = []
    for t in range(tricks.count):
        keys = [T.int_var(f"{tricks.tag}_key_{t}_{s}") for s in range(f.n)]
        for c in f.deck:
            key = _key_term(f, table, c, led[t])
            cons += [T.implies(tricks.plays[c][t][s], T.eq(keys[s], key)) for s in range(f.n)]
        low_in = _played_in(tricks, low, t) if low is not None and low in f.deck else T.FALSE
        cons += [T.implies(T.not_(tricks.active[t][s]), T.eq(keys[s], SKIP - 1))
                 for s in range(f.n)]
        for s in range(f.n):
            best = T.all_(T.gt(keys[s], keys[o]) for o in range(f.n) if o != s)
            mine = tricks.plays[low][t][s] if low is not None and low in f.deck else T.FALSE
            cons.append(T.implies(tricks.win[t][s], T.ite(low_in, mine, best)))
    return cons


def _key_term(f: Facts, table: TrumpTable, card: int, led: list[Term]) -> Term:
    """The card's key as a term of the suit led (a constant for trumps and sub-trumps)."""
    keys = {suit: card_key(f.variant, table, card, suit) for suit in range(4)}
    if len(set(keys.values())) == 1:
        return T.num(keys[0])
    suit = table.effective[card]
    return T.ite(led[suit], keys[suit], SKIP) if suit < 4 else T.num(SKIP)


def _hand_now(f: Facts, tricks: Tricks, seat: int, t: int, cards: list[int]) -> Term:
    """The seat still holds one of ``cards`` when trick t begins."""
    return T.any_(tricks.plays[c][u][seat] for c in cards for u in range(t, tricks.count))


def _lead_rules(f: Facts, tricks: Tricks, outcome: Outcome) -> list[Term]:
    """First lead (pitch fixes trump; must or must not be trump), trump not led before
    it is broken, no rankless joker led."""
    v, table = f.variant, f.table
    trumps = [c for c in f.deck if f.is_trump(c)]
    others = [c for c in f.deck if not f.is_trump(c)]
    cons = []
    for t in range(tricks.count):
        for s in range(f.n):
            leads = tricks.lead[t][s]
            for c in f.deck:
                if table.effective[c] == NO_SUIT:
                    cons.append(T.not_(T.and_(leads, tricks.plays[c][t][s])))
            led_trump = T.any_(tricks.plays[c][t][s] for c in trumps)
            led_other = T.any_(tricks.plays[c][t][s] for c in others)
            if t == 0 and v.trump.method is m.TrumpMethod.FIRST_LEAD:
                pitch = [c for c in f.deck if suit_of(c) == f.trump]
                cons.append(T.implies(leads, T.any_(tricks.plays[c][0][s] for c in pitch)))
            if t == 0 and v.play.first_lead is m.LeadRule.TRUMP:
                cons.append(T.implies(T.and_(leads, led_other),
                                      T.not_(_hand_now(f, tricks, s, 0, trumps))))
            if t == 0 and v.play.first_lead is m.LeadRule.NOT_TRUMP:
                cons.append(T.implies(T.and_(leads, led_trump),
                                      T.not_(_hand_now(f, tricks, s, 0, others))))
            if v.play.trump_must_be_broken and (t > 0 or v.play.first_lead is m.LeadRule.ANY):
                cons.append(T.implies(T.and_(leads, led_trump, T.not_(_broken(f, tricks, t))),
                                      T.not_(_hand_now(f, tricks, s, t, others))))
    if v.play.jokers_barred_first_trick:
        cons += [T.not_(_played_in(tricks, c, 0)) for c in (52, 53) if c in f.deck]
    if v.play.jokers_not_led_first_trick:
        cons += _no_joker_led_first(f, tricks)
    return cons


def _no_joker_led_first(f: Facts, tricks: Tricks) -> list[Term]:
    """A joker leads the first trick only when the lead rule leaves its leader nothing
    else: the cards the first-lead rule (or unbroken trump) keeps him to, if he holds
    one, else his hand, hold no card but jokers (engine play_rules: _lead, then jokers
    only if nothing else)."""
    v = f.variant
    jokers = [c for c in (52, 53) if c in f.deck]
    if not jokers or v.trump.method is m.TrumpMethod.FIRST_LEAD:
        return []  # a pitch is never a joker (it must name a suit)
    trumps = {c for c in f.deck if f.is_trump(c)}
    rule = v.play.first_lead
    kept: set[int] | None = None
    if rule is m.LeadRule.TRUMP:
        kept = trumps
    elif rule is m.LeadRule.NOT_TRUMP or v.play.trump_must_be_broken:
        kept = set(f.deck) - trumps
    plain = [c for c in f.deck if c not in jokers]
    cons = []
    for s in range(f.n):
        led_joker = T.and_(tricks.lead[0][s], T.any_(tricks.plays[c][0][s] for c in jokers))
        others = T.not_(_hand_now(f, tricks, s, 0, plain))
        if kept is not None:
            holds_kept = _hand_now(f, tricks, s, 0, sorted(kept))
            kept_plain = _hand_now(f, tricks, s, 0, sorted(kept - set(jokers)))
            others = T.ite(holds_kept, T.not_(kept_plain), others)
        cons.append(T.implies(led_joker, others))
    return cons


def _broken(f: Facts, tricks: Tricks, t: int) -> Term:
    """A trump was played to a trick (not led) before trick t."""
    trumps = [c for c in f.deck if f.is_trump(c)]
    return T.any_(T.and_(T.not_(tricks.lead[u][s]), tricks.plays[c][u][s])
                  for u in range(t) for s in range(f.n) for c in trumps)


def _allowed_when_holding(f: Facts, suit: int, follow: m.FollowRule) -> set[int]:
    """Cards a player holding the suit led may play (engine play_rules._follow)."""
    table = f.table
    p = f.variant.play
    same = {c for c in f.deck if table.effective[c] == suit}
    rankless = {c for c in f.deck if c >= 52 and not f.is_trump(c)}
    if suit == table.trump:
        return same | (set() if p.joker_held_back_on_trump_lead else rankless)
    if follow is m.FollowRule.MUST_FOLLOW:
        return same | rankless
    if follow is m.FollowRule.TRUMP_ON_TRUMP:
        return set(f.deck)
    extra = {c for c in f.deck if f.is_trump(c)}
    if p.sub_trump_may_trump and table.sub is not None:
        extra |= {c for c in f.deck if c < 52 and suit_of(c) == table.sub}
    return same | extra | rankless


def _follow_rules(f: Facts, tricks: Tricks, led: list[list[Term]]) -> list[Term]:
    """A player who plays a card the rules forbid while holding the suit led must not
    hold that suit (a revoke is never played)."""
    p = f.variant.play
    unbroken_rule = p.follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN
    cons = []
    for t in range(tricks.count):
        broken = _broken(f, tricks, t) if unbroken_rule else T.TRUE
        for suit in range(4):
            same = [c for c in f.deck if f.table.effective[c] == suit]
            strict = _allowed_when_holding(f, suit, m.FollowRule.MUST_FOLLOW)
            loose = _allowed_when_holding(f, suit, _follow_after_broken(p.follow))
            never = [c for c in f.deck if c not in loose]
            unless_broken = [c for c in f.deck if c in loose and c not in strict]
            for s in range(f.n):
                later = T.any_(tricks.plays[c][u][s] for c in same
                               for u in range(t + 1, tricks.count))
                follows = T.and_(T.not_(tricks.lead[t][s]), led[t][suit])
                wrong = T.or_(T.any_(tricks.plays[c][t][s] for c in never),
                              T.and_(T.not_(broken),
                                     T.any_(tricks.plays[c][t][s] for c in unless_broken)))
                cons.append(T.implies(T.and_(follows, wrong), T.not_(later)))
    return cons


def _follow_after_broken(rule: m.FollowRule) -> m.FollowRule:
    return m.FollowRule.FOLLOW_OR_TRUMP if rule is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN \
        else rule


def _link(f: Facts, tricks: Tricks) -> list[Term]:
    """The outcome facts, defined by the tricks: held and played cards, captures, the
    last trick's winner and the first joker played."""
    cons = []
    last = tricks.count - 1
    for c in f.deck:
        cons.append(T.iff(f.played[c], T.any_(x for row in tricks.plays[c] for x in row)))
        for s in range(f.n):
            cons.append(T.iff(f.held[c][s], T.any_(tricks.plays[c][t][s]
                                                   for t in range(tricks.count))))
            cons.append(T.iff(f.capt[c][s], T.any_(T.and_(_played_in(tricks, c, t),
                                                          tricks.win[t][s])
                                                   for t in range(tricks.count))))
    exists = tricks.exists
    final = [T.and_(exists[t], T.not_(exists[t + 1]) if t < last else T.TRUE)
             for t in range(tricks.count)]
    cons += [T.iff(f.last_winner[s], T.any_(T.and_(final[t], tricks.win[t][s])
                                            for t in range(tricks.count)))
             for s in range(f.n)]
    if 52 in f.deck and 53 in f.deck:
        cons.append(T.iff(f.joker_first, _joker_first(f, tricks)))
    return cons


def _joker_first(f: Facts, tricks: Tricks) -> Term:
    """The big joker came before the little one (earlier trick, or earlier in turn)."""
    big, little = tricks.plays[52], tricks.plays[53]
    earlier = [T.and_(T.any_(big[a]), T.any_(little[b]))
               for a in range(tricks.count) for b in range(a + 1, tricks.count)]
    for t in range(tricks.count):
        for lead in range(f.n):
            def pos(s: int, lead: int = lead) -> int:
                return (s - lead) % f.n  # seats in the direction of play
            earlier += [T.and_(tricks.lead[t][lead], big[t][a], little[t][b])
                        for a in range(f.n) for b in range(f.n) if pos(a) < pos(b)]
    return T.any_(earlier)
