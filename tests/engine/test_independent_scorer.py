"""A second scorer for Auction Pitch, written from the rules and not from the engine.

The engine plays seeded matches of Auction Pitch (spec/auction_pitch.pitch) at four
tables; this module re-derives, from nothing but the cards each seat played and the bids
it made (the game log's action lines), every deal's contract, trick winners, points,
settlement and the match's winner, and requires the engine's log to say exactly the
same. It deliberately shares no code with pitchspec.engine: cards are the log's labels
("10H", "AS"), and each rule is written out below as the sources state it (seed 000's
Auction Pitch section and points table, 001/002's complete rules; VARIANTS.md V01, V03):

- Six cards each, all played. Elder bids first, once around; each bid exceeds the last
  (1 to 4), or passes. All pass: the hand is thrown in and dealt again.
- The highest bidder pitches: leads first, and the suit of his first card is trump.
- Follow or trump: to a plain lead a player holding that suit follows or trumps; to a
  trump lead a player holding a trump plays one; a void player plays anything. The
  highest trump wins the trick, else the highest card of the suit led (A K Q ... 2);
  the winner leads next.
- High: the highest trump in play, to the player who held it; Low: the lowest, to its
  holder; Jack: the Jack of trumps, to the player who captures it (none if not dealt);
  Game: the side with strictly the most card points (Ten 10, Ace 4, King 3, Queen 2,
  Jack 1) in its tricks; a tie scores nobody.
- The pitcher's side makes its bid with at least that many points (the 4 bid, "shoot
  the moon", needs every point scored as well) and scores all it took; otherwise it is
  set back by the bid and scores nothing. Everyone else scores what he took.
- The first side to 11 wins; when several reach it in one deal, points are counted the
  pitcher's first, then High, Low, Jack, Game, and the first to reach 11 wins.

The same scorer, told three differences, checks the user spec of Smear with the Jick
(tests/fixtures/family/smear.pitch, from the published Smear rules): the Jack of the
trump colour is a trump between the Jack and the Ten and a point to its winner; bids
run 2 to 5 with no moon; when all pass, the dealer included, the dealer's side is set
back 2 and the cards are thrown in unplayed (the forced two-set).

Pedro (tests/fixtures/family/pedro.pitch, Foster's Complete Hoyle) differs from what
Auction Pitch covers in its points: High, Low, Jack, Game as the Ten of trumps, and the
Pedro, the Five of trumps, worth five, every one to the player who wins the trick
holding it; bids 1 to 9, raised until all but one pass; 50 wins.

And Cinch (tests/fixtures/family/cinch.pitch, after Foster's Complete Hoyle as the
Wikipedia and Denexa pages give it): four players in partnerships; bids 1 to 14, once
around, each above the last; when all pass the dealer names trump at a contract of 0,
which he cannot fail; else the highest bidder names trump. The Five of the other suit
of trump's colour (the Left Pedro) is a trump just below the Five of trumps (the Right
Pedro). A player may always trump instead of
following. Six counting trumps, each to the side that wins the trick holding it: the
Ace (High), the Two (Low), the Jack and the Ten (Game) one point each, the two Pedros
five each, 14 in all. The bid of 14 is the Cinch: made (every point scored), it wins
the match outright for a side whose score was 0 before the deal, else it scores 14;
failed, it loses 14. Other bids are made-or-set as in Auction Pitch (the spec's
reading: Foster's difference scoring cannot be written yet). 51 wins; when both sides
reach it in one deal the bidders win, else the higher score (equal: play on).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from pitchspec.agents import make_agents
from pitchspec.agents.basic import seeded_agents
from pitchspec.agents.scripted import Vocabulary
from pitchspec.engine.game import Game
from pitchspec.matches.logs.deal_file import read_deal_file
from pitchspec.matches.logs.log import ActionLine, EndLine, HandLine, Record, record_match
from pitchspec.pipeline import load

from conftest import ROOT, SPEC_DIR

pytestmark = pytest.mark.slow

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
CARD_POINTS = {"10": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
TARGET = 11
DEALS = 1000
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


@dataclass(frozen=True)
class Rules:
    """What sets a game of the family apart from Auction Pitch, for this scorer."""

    bids: tuple[int, int] = (1, 4)
    moon: bool = True
    """The top bid needs every point scored as well."""
    jick: bool = False
    """The Jack of the trump colour is a trump below the Jack and a point."""
    forced_set: int | None = None
    """When all pass the dealer's side loses this much, the deal unplayed (None: the
    hand is thrown in and dealt again, nobody scoring)."""
    dealer_pitches: bool = False
    """When all pass the dealer names trump at a contract of 0: he cannot be set."""
    target: int = TARGET
    pedro: bool = False
    """Pedro's points: High, Low, Jack, Game (the Ten of trumps) and the Pedro (the Five
    of trumps, five), every one to the player who wins the trick holding it."""
    cinch: bool = False
    """Cinch's rules: trump named, the Left Pedro a trump, its six counting trumps, the
    Cinch bid of 14, 51 to win with the bidders winning when both reach it."""


AUCTION_PITCH = Rules()
SMEAR = Rules(bids=(2, 5), moon=False, jick=True, forced_set=2)
CINCH = Rules(bids=(1, 14), moon=False, dealer_pitches=True, cinch=True)
PEDRO = Rules(bids=(1, 9), moon=False, target=50, pedro=True)
CINCH_POINTS = (("high", "A", 1), ("low", "2", 1), ("jack", "J", 1), ("game", "10", 1),
                ("right_pedro", "5", 5))
"""Cinch's counting trumps in counting order, as (point, rank, value); the Left Pedro,
the other Five of trump's colour, follows them."""


def is_left_pedro(rules: Rules, label: str, trump: str) -> bool:
    return rules.cinch and label == "5" + SAME_COLOUR[trump]

Trick = tuple[int, list[tuple[int, str]]]
"""A trick: its winner and the (seat, card) plays in order."""


def is_jick(rules: Rules, label: str, trump: str) -> bool:
    return rules.jick and label == "J" + SAME_COLOUR[trump]


def suit(label: str, rules: Rules = AUCTION_PITCH, trump: str = "") -> str:
    """The card's suit in play: the Jick and the Left Pedro belong to trumps."""
    if trump and (is_jick(rules, label, trump) or is_left_pedro(rules, label, trump)):
        return trump
    return label[-1]


def rank(label: str, rules: Rules = AUCTION_PITCH, trump: str = "") -> float:
    """Higher beats lower within a suit; the Jick sits between the Jack and the Ten,
    the Left Pedro between the Five and the Four."""
    if trump and is_jick(rules, label, trump):
        return RANKS.index("J") - 0.5
    if trump and is_left_pedro(rules, label, trump):
        return RANKS.index("5") - 0.5
    return RANKS.index(label[:-1])


@dataclass
class Deal:
    """One deal as the log tells it: bids and card plays, in order."""

    bids: list[tuple[int, str]] = field(default_factory=list)
    plays: list[tuple[int, str]] = field(default_factory=list)
    trump: str = ""
    """The suit named, where trump is named ('' where the first card led fixes it)."""


@dataclass(frozen=True)
class Outcome:
    """What the rules say a deal comes to."""

    bidder: int | None
    level: int | None
    made: bool | None
    awards: list[tuple[str, int, int]]
    scores: list[int]
    winner: int | None


class Table:
    """Seats and sides: cut-throat, or partners seated opposite (0+2, 1+3)."""

    def __init__(self, players: int, teams: bool) -> None:
        self.players = players
        self.sides = 2 if teams else players

    def side(self, seat: int) -> int:
        return seat % self.sides


def auction(rules: Rules, deal: Deal, dealer: int) -> tuple[int | None, int | None]:
    """The highest bid and its bidder; each bid must exceed the one before. When all
    pass, nobody, or the dealer at a contract of 0 where he pitches."""
    best: tuple[int | None, int | None] = (None, None)
    for seat, label in deal.bids:
        if label == "pass":
            continue
        level = rules.bids[1] if label == "bid Cinch" else int(label.split()[1])
        assert best[1] is None or level > best[1], f"bid {level} does not exceed {best[1]}"
        assert rules.bids[0] <= level <= rules.bids[1]
        best = (seat, level)
    if best[0] is None and rules.dealer_pitches:
        return dealer, 0
    return best


def tricks(rules: Rules, table: Table, deal: Deal, pitcher: int) -> tuple[str, list[Trick]]:
    """Trump and each trick's winner with its cards, checking who leads and follow or
    trump against the cards each seat went on to play (everything dealt is played)."""
    hands = {s: [c for p, c in deal.plays if p == s] for s in range(table.players)}
    # six cards each; in Cinch a short stock may leave the dealer fewer, who then sits
    # out the last tricks (the scorer takes each trick's players from the cards left)
    assert all(len(h) == 6 for h in hands.values()) or rules.cinch
    trump = deal.trump or deal.plays[0][1][-1]
    leader = pitcher
    result: list[Trick] = []
    plays = iter(deal.plays)
    while any(hands.values()):
        order = [(leader + i) % table.players for i in range(table.players)
                 if hands[(leader + i) % table.players]]
        trick = [next(plays) for _ in order]
        assert [s for s, _ in trick] == order
        led = suit(trick[0][1], rules, trump)
        for seat, played in trick[1:]:
            held = hands[seat]
            if any(suit(c, rules, trump) == led for c in held):
                assert suit(played, rules, trump) in (led, trump), \
                    f"seat {seat} revoked with {played}"
        for seat, played in trick:
            hands[seat].remove(played)
        trumps = [(rank(c, rules, trump), s) for s, c in trick if suit(c, rules, trump) == trump]
        followers = [(rank(c, rules, trump), s) for s, c in trick
                     if suit(c, rules, trump) == led]
        leader = max(trumps or followers)[1]
        result.append((leader, trick))
    return trump, result


def cinch_points(table: Table, trump: str, won: list[Trick]) -> list[tuple[str, int, int]]:
    """Each counting trump played, to the side that won the trick holding it."""
    cards = [(r + trump, point, value) for point, r, value in CINCH_POINTS]
    cards.append(("5" + SAME_COLOUR[trump], "left_pedro", 5))
    awards = []
    for label, point, value in cards:
        for winner, trick in won:
            if any(c == label for _, c in trick):
                awards.append((point, table.side(winner), value))
    return awards


def pedro_points(table: Table, trump: str, won: list[Trick]) -> list[tuple[str, int, int]]:
    """High and Low (the highest and lowest trump played), the Jack, Game (the Ten) and
    the Pedro (the Five, worth five) of trumps, each to the trick's winner."""
    held = {c: table.side(winner) for winner, trick in won for _, c in trick}
    trumps = sorted((RANKS.index(c[:-1]), c) for c in held if c[-1] == trump)
    awards = [("high", held[trumps[-1][1]], 1), ("low", held[trumps[0][1]], 1)]
    for point, r, value in (("jack", "J", 1), ("game", "10", 1), ("pedro", "5", 5)):
        if r + trump in held:
            awards.append((point, held[r + trump], value))
    return awards


def points(rules: Rules, table: Table, trump: str, won: list[Trick]
           ) -> list[tuple[str, int, int]]:
    """High, Low, Jack, (Jick,) Game, in counting order, as (point, side, 1)."""
    if rules.cinch:
        return cinch_points(table, trump, won)
    if rules.pedro:
        return pedro_points(table, trump, won)
    played = [(s, c) for _, trick in won for s, c in trick]
    trumps = sorted((rank(c, rules, trump), s) for s, c in played
                    if suit(c, rules, trump) == trump)
    awards = [("high", table.side(trumps[-1][1]), 1), ("low", table.side(trumps[0][1]), 1)]
    for point, jack in (("jack", "J" + trump), ("jick", "J" + SAME_COLOUR[trump])):
        if point == "jick" and not rules.jick:
            continue
        for winner, trick in won:
            if any(c == jack for _, c in trick):
                awards.append((point, table.side(winner), 1))
    count = [0] * table.sides
    for winner, trick in won:
        count[table.side(winner)] += sum(CARD_POINTS.get(c[:-1], 0) for _, c in trick)
    top = max(count)
    if count.count(top) == 1:
        awards.append(("game", count.index(top), 1))
    return awards


def settle(rules: Rules, table: Table, deal: Deal, dealer: int, before: list[int]) -> Outcome:
    """The deal's contract, points, new scores and winner (if any)."""
    bidder, level = auction(rules, deal, dealer)
    if bidder is None:
        assert not deal.plays
        scores = list(before)
        if rules.forced_set is not None:  # the dealer's side is set, no card played
            scores[table.side(dealer)] -= rules.forced_set
        return Outcome(None, None, None, [], scores, None)
    assert level is not None
    trump, won = tricks(rules, table, deal, bidder)
    awards = points(rules, table, trump, won)
    mine = table.side(bidder)
    taken = sum(v for _, s, v in awards if s == mine)
    moon = (rules.moon or rules.cinch) and level == rules.bids[1]
    made = taken >= level and (not moon or all(s == mine for _, s, _ in awards))
    if rules.cinch:
        return cinch_settles(table, (bidder, level, made), awards, before)
    credits = [(s, v) for _, s, v in awards if s == mine] if made else [(mine, -level)]
    credits += [(s, v) for _, s, v in awards if s != mine]
    scores = list(before)
    winner = None
    for side, value in credits:
        scores[side] += value
        if winner is None and scores[side] >= rules.target:
            winner = side
    return Outcome(bidder, level, made, awards, scores, winner)


def cinch_settles(table: Table, contract: tuple[int, int, bool],
                  awards: list[tuple[str, int, int]], before: list[int]) -> Outcome:
    """Cinch: the Cinch (14) made from 0 wins outright, from any other score scores 14;
    any other bid made scores what was taken; set, the bid is lost; the others score
    what they took. 51 wins: the bidders if they reach it, else the one side alone on
    the highest score at or over 51."""
    bidder, level, made = contract
    mine = table.side(bidder)
    if made and level == CINCH.bids[1] and before[mine] == 0:
        return Outcome(bidder, level, made, awards, list(before), mine)
    scores = list(before)
    scores[mine] += (level if level == CINCH.bids[1] else
                     sum(v for _, s, v in awards if s == mine)) if made else -level
    for _, side, value in awards:
        if side != mine:
            scores[side] += value
    out = [s for s in range(table.sides) if scores[s] >= 51]
    if mine in out:
        return Outcome(bidder, level, made, awards, scores, mine)
    best = [s for s in out if scores[s] == max(scores)]
    return Outcome(bidder, level, made, awards, scores, best[0] if len(best) == 1 else None)


def deals_of(records: list[Record]) -> Iterator[tuple[Deal, HandLine]]:
    """Each deal's bids and plays with the engine's line for it."""
    deal = Deal()
    for record in records:
        if isinstance(record, ActionLine) and record.phase == "bid":
            deal.bids.append((record.player, record.label))
        elif isinstance(record, ActionLine) and record.phase == "play":
            deal.plays.append((record.player, record.label))
        elif isinstance(record, ActionLine) and record.phase == "declare":
            deal.trump = {"spades": "S", "hearts": "H", "diamonds": "D",
                          "clubs": "C"}[record.label.split()[1]]
        elif isinstance(record, HandLine):
            yield deal, record
            deal = Deal()


def check_match(rules: Rules, table: Table, records: list[Record], seen: Counter[str],
                start: list[int] | None = None) -> int:
    """Replay one match deal by deal, from ``start`` (0 each by default); the number of
    deals compared (``seen`` counts what they covered)."""
    end = next(r for r in records if isinstance(r, EndLine))
    scores = list(start or [0] * table.sides)
    winner = None
    count = 0
    for deal, line in deals_of(records):
        assert winner is None, "the engine played on after the match was won"
        mine = settle(rules, table, deal, line.dealer, scores)
        if rules.cinch and mine.made and mine.level == CINCH.bids[1]:
            seen["cinch won outright" if mine.scores == scores else "cinch scored 14"] += 1
        theirs = line.contract
        assert (mine.bidder, mine.level) == (
            (theirs.bidder, theirs.level) if theirs else (None, None))
        assert mine.made == line.made
        assert sorted(mine.awards) == sorted((a.point, a.side, a.value) for a in line.awards)
        assert tuple(mine.scores) == line.scores
        scores, winner = mine.scores, mine.winner
        count += 1
        seen["made" if mine.made else "set" if mine.made is False else "thrown in"] += 1
        seen["jick"] += any(a[0] == "jick" for a in mine.awards)
        seen["forced set"] += mine.bidder is None and rules.forced_set is not None
        seen["top bid made" if mine.made and mine.level == rules.bids[1] else "game tied"
             if mine.made is not None and not any(a[0] == "game" for a in mine.awards)
             else "other"] += 1
    assert end.winners == ((winner,) if winner is not None else ())
    assert tuple(scores) == end.scores
    seen["won" if winner is not None else "unfinished"] += 1
    return count


def players(table: Table, seed: int) -> list[str]:
    """Odd seeds: heuristic players at every seat; even seeds: heuristic and random
    players alternate, so the bids, sets and winners vary."""
    if seed % 2:
        return ["heuristic"] * table.players
    return [("heuristic", "random")[seat % 2] for seat in range(table.players)]


@pytest.mark.parametrize(("seats", "teams"), [(4, False), (4, True), (3, False), (2, False)])
def test_auction_pitch_agrees_with_an_independent_scorer(seats: int, teams: bool) -> None:
    """1,000 seeded deals at each table: same contract, points, scores and winner, and
    the deals cover made and set bids, the moon made, a tied Game and won matches."""
    replay(Game(load(SPEC_DIR / "auction_pitch.pitch"), seats, teams), AUCTION_PITCH,
           Table(seats, teams))


def test_smear_agrees_with_an_independent_scorer() -> None:
    """1,000 seeded deals of the user's Smear (four players in partnerships): the Jick,
    Low to its holder, bids 2 to 5 and the forced two-set agree with the rules."""
    variant = load(ROOT / "tests" / "fixtures" / "family" / "smear.pitch", include=[SPEC_DIR])
    replay(Game(variant), SMEAR, Table(4, True), also=("jick", "forced set"))


def test_pedro_agrees_with_an_independent_scorer() -> None:
    """1,000 seeded deals of the user's Pedro (Foster: Auction Pitch with the Pedro, the
    Five of trumps, worth five; everything to the player who wins it, Game the Ten of
    trumps; an auction that goes round until all but one pass; 50 wins). The scorer
    checks each bid exceeds the last, not whose turn it was."""
    variant = load(ROOT / "tests" / "fixtures" / "family" / "pedro.pitch", include=[SPEC_DIR])
    game = Game(variant)
    replay(game, PEDRO, Table(game.num_players, False), wanted=("made", "set", "won"))


def test_cinch_agrees_with_an_independent_scorer() -> None:
    """1,000 seeded deals of the user's Cinch (four players in partnerships): the Left
    Pedro a trump, every counting trump to the trick's winner, made-or-set and the
    bidders winning when both sides pass 51 agree with the rules (the seeded players
    always bid in Cinch, so the dealer at a contract of 0 is the scorer's rule, not covered).
    The Cinch itself, all 14 points, is rare in seeded play; the two worked examples
    start matches with it, from 0 (won outright) and from 30 (scores 14), and the
    scorer must agree with them too (each counted beyond what the seeded deals saw)."""
    variant = load(ROOT / "tests" / "fixtures" / "family" / "cinch.pitch", include=[SPEC_DIR])
    game = Game(variant)
    seen = replay(game, CINCH, Table(4, True), wanted=("made", "set", "won"))
    seeded = seen.copy()
    folder = ROOT / "tests" / "fixtures" / "deals" / "settle"
    for file in ("cinch_from_zero.json", "cinch_from_thirty.json"):
        deal = read_deal_file(folder / file).compile(game)
        agents = deal.agents(seeded_agents(game.num_players, 1), Vocabulary.of(variant))
        _, records = record_match(game, agents, random.Random(1), deal.chance,
                                  deal.first_dealer, scores=deal.scores)
        check_match(CINCH, Table(4, True), records, seen, list(deal.scores or [0, 0]))
    examples = seen - seeded
    assert examples["cinch won outright"] == 1 and examples["cinch scored 14"] >= 1, seen


def replay(game: Game, rules: Rules, table: Table, also: tuple[str, ...] = (),
           wanted: tuple[str, ...] = ("made", "set", "top bid made", "game tied", "won")
           ) -> Counter[str]:
    """Seeded matches until 1,000 deals are compared, each required to agree; the deals
    must cover ``wanted`` (by default made and set bids, the top bid made, a tied Game
    and won matches) and ``also``."""
    seen: Counter[str] = Counter()
    compared, seed = 0, 0
    while compared < DEALS:
        seed += 1
        agents = make_agents(players(table, seed), game, seed)
        _, records = record_match(game, agents, random.Random(seed))
        compared += check_match(rules, table, records, seen)
    assert min(seen[k] for k in (*wanted, *also)) > 0, seen
    return seen
