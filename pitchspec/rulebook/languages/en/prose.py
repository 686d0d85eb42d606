"""English phrases for the table and the cards; the walk is :mod:`pitchspec.rulebook.prose`.

>>> from pitchspec import load
>>> from pitchspec.rulebook import prose
>>> prose.trick_order(load("spec/reverse_pitch.pitch").play)[:31]
'In this variant the order is re'
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.rulebook import words as w
from pitchspec.rulebook.phrasing import Sentence

_ACTORS = {
    m.Actor.ALL: "every player", m.Actor.OTHERS: "every player except the bid winner",
    m.Actor.BIDDER: "the bid winner", m.Actor.DEALER: "the dealer",
    m.Actor.NONDEALERS: "every player except the dealer",
}
_PILES = {m.Pile.KITTY: "the kitty", m.Pile.WIDOW: "the widow",
          m.Pile.STOCK: "the rest of the stock", m.Pile.SCRAP: "the discards",
          m.Pile.LOST: "the cards the lookers lost"}


def _what(nontrumps: bool) -> str:
    """The cards a discard is of: the non-trumps, or any."""
    return "non-trumps" if nontrumps else "cards"


PHRASES: dict[str, Sentence] = {
    "players.direction: clockwise":
        "The deal and the play go clockwise (to the left).",
    "players.direction: counter-clockwise":
        "The deal and the play go counter-clockwise (to the right).",
    "ranking: table":
        ("Cards rank as follows, highest first. The trump column lists every card that "
         "belongs to the trump suit."),
    "deck.card_points":
        ("For the Game count each card is worth these card points; all other cards count "
         "nothing."),
    "ranking: jokers ranked":
        "The jokers are trumps, ranking where the table shows them.",
    "ranking: jokers rankless":
        ("The jokers belong to no suit and have no rank: they can never win a trick, but "
         "they still count for the points they carry."),
    "ranking: reversed for tricks":
        ("In this variant the order is reversed for winning tricks: the lowest trump, or "
         "the lowest card of the suit led if no trump is played, wins."),
    "exchange.order: in turn":
        ("Each player in turn, starting left of the dealer, goes through these steps and is "
         "served before the next player starts."),
    "exchange: in order":
        "Before the first lead, in this order:",
    "exchange: dead cards to opponents":
        ("A point card a player is forced to discard is not lost: its point goes to his "
         "opponents."),
    "trump.method: first lead":
        ("The pitcher's first lead fixes trump: the suit of the first card he plays is "
         'trump for the whole deal.'),
    "trump.method: declared":
        "The winner of the auction names the trump suit",
    "trump.method: turn up":
        ("After the deal the dealer turns up the top card of the stock; its suit is "
         "proposed as trump."),
    "trump.method: called card":
        "The suit of the card the bid winner calls is trump.",
    "trump.method: random":
        "Trump is chosen at random before the deal.",
    "trump.sub_trump: declared":
        (" He also names a second suit, the sub-trump, whose cards rank below every trump "
         "but above the plain suits."),
    "trump.beg: gift redeals":
        ("When the gift is given, the hands are thrown in and the deal passes to the next "
         "player."),
    "trump.beg: gift plays on":
        "When the gift is given, play goes on with the turned-up suit as trump.",
    "trump.beg: same suit, put aside":
        ("If the same suit turns up again, that card and the cards just dealt are put aside "
         "unseen and the dealer runs the cards again."),
    "trump.beg: same suit, kept":
        ("If the same suit turns up again, everyone keeps the extra cards and the dealer "
         "runs the cards again."),
    "trump.beg: after run, keep":
        "Once trump is fixed, each player keeps all his extra cards.",
    "trump.beg: after run, discard":
        "Once trump is fixed, each player discards down to his original hand size.",
    "trump.beg: stock out":
        ("If the stock runs out first, the same dealer deals again, and points scored for "
         "turned cards in the void deal are taken back."),
    "trump.beg: stock out, turned points stand":
        ("If the stock runs out first, the same dealer deals again; points already scored "
         "for turned cards stand."),
    "trump.beg: restricted looking":
        ('At the table only the dealer and elder may look at their cards before elder '
         "decides (this rulebook's engine does not model who may look at his cards)."),
    "deal.stock: face up":
        "The undealt cards (the stock) are set aside face up.",
    "deal.stock: face down":
        "The undealt cards (the stock) are set aside face down.",
    "ranking: natural":
        "Every suit, trumps included, ranks in the same order, highest first: {ranks}.",
    "trump.beg: stand or beg":
        ("Elder looks at his hand and either stands (accepts the turned suit) or begs. If he "
         "begs, the dealer either gives {to} {gift} (the gift) or refuses and runs the cards."),
    "trump.beg: run": lambda n: (
        f"To run the cards the dealer deals {w.counted(n, 'more card')} to each player and "
        "turns up the next card. A new suit becomes trump at once."),
    "deal.widow": lambda n: (
        f"An extra hand of {w.counted(n, 'card')} (the widow) is dealt face down."),
    "deal.kitty": lambda n: (
        f"{w.capital(w.counted(n, 'card'))} are dealt face down to the middle of the table "
        "(the kitty)."),
    "deal.blind: per player": lambda n: (
        f"Each player is also dealt {w.counted(n, 'card')} face down (his blind), which he "
        "may not look at."),
    "deal.blind: pile": lambda n: (
        f"{w.capital(w.counted(n, 'card'))} are dealt face down as a blind."),
    # words the sentences above take
    "gift to: elder": "elder",
    "gift to: each opponent": "each opponent",
    # players
    "players summary": lambda players: f"{w.span_of(players)} players",
    "team form": lambda teams, size, players: (
        f"{w.counted(teams, 'team')} of {w.number(size)} ({players} players)"),
    "players.teams: none": "Everyone plays for himself (cut-throat).",
    "players.teams: optional":
        ("Players may form fixed partnerships, {forms}, partners sitting alternately round "
         "the table; otherwise each plays for himself."),
    "players.teams: fixed":
        "Fixed partnerships: {forms}, partners sitting alternately round the table.",
    "partnerships short: none": "none",
    "partnerships short: optional": "{forms} (optional)",
    "partnerships short: called": "; called partner with {span} players",
    "players.partner_call":
        ("With {span} players the bid winner calls {what}; whoever holds it is his partner "
         "for that deal, the others play against them"),
    "players.partner_call: others together":
        (" as one side: they score, take Game and win or lose together, each keeping his "
         "own score."),
    "called: a card": "a card",
    "called: a trump": "a trump",
    # the deal
    "deal.first_dealer / cut": "Players cut the pack to choose the first dealer",
    "deal.first_dealer / draw": "Players draw cards from the pack to choose the first dealer",
    "deal.first_dealer / first_jack":
        ("Cards are dealt face up one at a time; the first player to receive a Jack deals "
         "first"),
    "deal.first_dealer / cut_and_guess":
        ("One player cuts and another guesses the colour of the card cut; this settles the "
         "first dealer"),
    "deal.first_dealer / random": "The first dealer is chosen at random",
    "deal.first_dealer / the engine's":
        " (this rulebook's engine chooses him at random, each player equally likely)",
    "deal.cut_ranking":
        ("; for this cut only the ranks go {ranks}, highest first (the engine does not cut, "
         "so this order plays no part in its games)"),
    "deal.dealer passes": "; after each deal the deal passes to the next player in turn.",
    "deal.hand": lambda n: f"The dealer gives each player {w.counted(n, 'card')}",
    "deal.rounds": lambda n: (
        f", in {w.counted(n, 'round')}; he chooses how many cards go in each round (this "
        "rulebook's engine deals each player's cards in one packet, starting with elder)"),
    "deal.packets": lambda packets: (
        f", in packets of {w.joined(str(p) for p in packets)}, starting with elder"),
    "deal.packets / one at a time": ", one at a time, starting with elder",
    # trump in a phrase
    "trump short: first_lead": "first lead",
    "trump short: declared": "named by bidder",
    "trump short: turn_up": "turned up",
    "trump short: called_card": "called card",
    "trump short: random": "random",
    "trump short: + beg": " + beg",
    "trump short: + sub-trump": " + sub-trump",
    # the pack
    "deck short": "{size} cards",
    "deck short: notes": " ({notes})",
    "notes joined": "; ",
    "deck short: without run": lambda high, low: (
        f"no {w.rank_plural(high)} to {w.rank_plural(low)}"),
    "deck short: without": lambda ranks: "no " + w.joined(map(w.rank_plural, ranks)),
    "deck short: jokers": lambda n: w.counted(n, "joker"),
    "deck: standard": "A standard 52-card pack",
    "deck: ranks removed": lambda ranks: (
        f" with the {w.joined(map(w.rank_plural, ranks))} taken out"),
    "deck: jokers added": lambda n, removed: (
        f"{' and' if removed else ''} with {w.counted(n, 'joker')} added"),
    "deck: jokers added / total": ": {size} cards.",
    "deck: ranks removed / total": ": {size} cards.",
    "deck: two jokers told apart":
        " The two jokers are told apart as the big and the little joker.",
    "card points: each joker": "Each joker",
    "card points: trump rank": lambda rank: f"{w.rank_name(rank)} of trumps",
    # declaring trump
    "trump.declare: before kitty / at once": " as soon as the auction is over.",
    "trump.declare: before kitty": " as soon as the auction is over, {before}.",
    "declare: before taking": lambda pile: f"before {_PILES[pile]} is taken",
    "declare: before any": "before any card is discarded or drawn",
    "trump.declare: after kitty": lambda actor, pile: (
        f" after {_ACTORS[actor]} has taken {_PILES[pile]}, before the rest of the "
        "discarding and drawing."),
    "trump.declare: after kitty / at the end":
        " once the discarding and drawing is over, just before the first lead.",
    # the exchange's steps
    "step sentence": lambda text: w.capital(text) + ".",
    "discard: one per card taken": lambda actor, **_: (
        f"{_ACTORS[actor]} discards one card of his choice for each card he took"),
    "discard: down to": lambda actor, nontrumps, n: (
        f"{_ACTORS[actor]} discards {_what(nontrumps)} of his choice until he holds "
        f"{w.counted(n, 'card')}"),
    "discard: any of his": lambda actor, nontrumps, **_: (
        f"{_ACTORS[actor]} may discard any of his {_what(nontrumps)}"),
    "discard: all non-trumps": lambda actor, **_: f"{_ACTORS[actor]} discards all his non-trumps",
    "discard: any cards": lambda actor, **_: f"{_ACTORS[actor]} may discard any cards",
    "discard: face up": ", face up",
    "take: any of": lambda actor, pile: f"{_ACTORS[actor]} may take any of {_PILES[pile]}",
    "take: into his hand": lambda actor, pile: (
        f"{_ACTORS[actor]} takes {_PILES[pile]} into his hand"),
    "refill": lambda actor, n: (
        f"the dealer deals from the stock to bring {_ACTORS[actor]} back up to "
        f"{w.counted(n, 'card')}"),
    "refill: in packets": lambda n: (
        f", {w.counted(n, 'card')} at a time at the table (the engine deals them in one go)"),
    "reduce": lambda actor, n: f"{_ACTORS[actor]} discards down to {w.counted(n, 'card')}",
    "reduce: nonpoint first": ", throwing cards that carry no point first",
    "reduce: shown": " and shows what he discards",
    "complete: trumps first": lambda actor, n: (
        f"{_ACTORS[actor]} looks through the stock and chooses cards from it until he holds "
        f"{w.counted(n, 'card')}, taking every trump left there first: he may take any "
        "other card only when no trump is left"),
    "complete": lambda actor, n: (
        f"{_ACTORS[actor]} looks through the stock and chooses cards from it until he holds "
        f"{w.counted(n, 'card')}"),
    "reclaim": lambda actor: (
        f"{_ACTORS[actor]} may take back any trumps from {_PILES[m.Pile.SCRAP]}"),
}
"""The sentences and words of the prose walkers, by key."""
