"""English phrases for scoring; the walk is :mod:`pitchspec.rulebook.scores`.

>>> from pitchspec import load
>>> from pitchspec.rulebook import scores
>>> scores.earns(load("spec/auction_pitch.pitch").point("low"))
'the lowest trump played in the deal'
"""

from __future__ import annotations

from pitchspec.rulebook import words as w
from pitchspec.rulebook.phrasing import Sentence


def _an(names: str) -> str:
    """The article before a rank's name: "an Ace", "a Jack"."""
    return ("an " if names[:1] in "AEIOU" else "a ") + names


PHRASES: dict[str, Sentence] = {
    "points.to: holder":
        "the player who held it",
    "points.to: original_holder":
        "the player it was dealt to",
    "points.to: capturer":
        "whoever wins it in a trick",
    "points.to: player":
        "the player who plays it",
    "points.to: dealer":
        "the dealer",
    "points.to: elder":
        "elder",
    "points.to: majority":
        "the side with the most",
    "points.to: trick winner":
        "the winner of the trick",
    "points.point: tie none":
        "on a tie no one scores it",
    "points.point: tie elder":
        ('a tie goes to the tied side that comes first in turn counting from elder, so to '
         "elder's side if it is tied"),
    "points.point: tie joker":
        ("a tie goes to the tied side that captured a joker; if none did, or more than one, "
         "no one scores it"),
    "points.point: tie half_jokers":
        ("a tie goes to the tied side that captured more jokers; if they captured as many, "
         "no one scores it"),
    "points: each deal":
        "These points are scored in each deal:",
    "points.point: last trick":
        "winning the last trick",
    "points.point: sweep":
        "taking every point of the deal",
    "points.point: trick trumps":
        "the trumps in each trick won",
    "points.point: jokers not counted":
        " (jokers not counted)",
    "points.point: counts for anyone":
        "counts for any side, even one that scores nothing else",
    "winning.both_reach: counting order":
        (" When several sides could reach the target in the same deal, the first to reach "
         "it in this count wins; the points counted after it still score."),
    "bidding.form: none (scoring)":
        "There is no bid to make: every side simply scores the points it took.",
    "scoring.made: taken":
        ("A pitcher who makes his bid (takes at least as many points as he bid) scores "
         "every point he took."),
    "scoring.made: bid":
        ("A pitcher who makes his bid (takes at least as many points as he bid) scores the "
         "amount of his bid, however many points he took."),
    "scoring.set: reset":
        "A pitcher who fails is set: his score goes back to zero",
    "scoring.set: lose bid, keep taken":
        ("A pitcher who fails is set back: the amount of his bid is taken off his score, "
         "but he keeps the points he took"),
    "scoring.set: lose bid, keep nothing":
        ("A pitcher who fails is set back: the amount of his bid is taken off his score, "
         "and he scores none of the points he took"),
    "scoring.others: taken":
        "The other sides score the points they took.",
    "scoring.others: nothing":
        "The other sides score nothing, whatever they took.",
    "scoring.others: only if bidder set":
        "The other sides score the points they took only when the pitcher is set.",
    "scoring.floor: none":
        'Scores may go below zero; a side with a negative score is "in the hole".',
    "winning.count_out: yes":
        ("Points scored during a deal count at once: a side that reaches the target before "
         "the deal is over wins without playing on (counting out)."),
    "winning.who: anyone":
        "At the end of a deal any side that reaches the target can win.",
    "winning.who: bidder":
        ("Only the side that held the contract can win at the end of a deal (the bidder "
         "goes out first)."),
    "winning.who: bidder or setter":
        ("At the end of a deal only the pitcher's side, if it made its bid, or the side "
         'that set it can win.'),
    "winning.who: bid made":
        "Only a pitcher's side that made its bid can win at the end of that deal.",
    "winning.both_reach: bidder":
        ("If several sides reach the target in the same deal, the pitcher's side wins if it "
         'is one of them; otherwise the higher score wins, and on equal scores play goes on.'),
    "winning.both_reach: higher score":
        ("If several sides reach the target in the same deal, the higher score wins; on "
         "equal scores play goes on."),
    "winning.both_reach: share ties":
        ("If several sides reach the target in the same deal, the higher score wins; sides "
         "level on the highest score share the win."),
    "winning.backdoor: at N win":
        "A side whose score falls to {n} or below wins the match (going out the back door).",
    "winning.backdoor: at N lose":
        ("A side whose score falls to {n} or below loses the match (going out the back "
         "door); the highest of the other scores wins."),
    "winning.backdoor: at N draw":
        ("A side whose score falls to {n} or below draws the match (going out the back "
         "door)."),
    "procedures: coke":
        "A player may {what}{terms}.",
    "procedures: muck":
        "A player may {what}{terms}.",
    "procedures: misdeal":
        "A player may {what}{terms}.",
    "procedures: replace pointless":
        "A player may {what}{terms}.",
    "procedures: redeal pointless":
        "A player may {what}{terms}.",
    "procedures: shown":
        ("at the table he shows the hand he turns in (the engine shows it to no one: it "
         "changes no decision)"),
    "procedures: may not bid":
        "he may not bid in that deal",
    "procedures: as bid":
        "doing so counts as his bid",
    "procedures: sits out first":
        "he sits out the first trick",
    "procedures: sits out last":
        "so he sits out the last trick",
    "procedures: sits out last, not applied":
        ("the sources have him sit out the last trick, which this rulebook's engine does "
         'not apply: he plays every trick of his new hand'),
    "procedures: not in partnerships":
        "this is not allowed in partnership play",
    "points.point: highest": "the highest {what} {among}{jokers}",
    "points.point: lowest": "the lowest {what} {among}{jokers}",
    "points.point: card": "{card}{among}",
    "points.point: game": "the most {counted} in the tricks won",
    "points.point: turn up": lambda which, ranks: (
        f"{which}, if it is {_an(w.joined(map(w.rank_name, ranks), 'or'))}" if ranks
        else which),
    "points.point: joker played": "the {which} joker played in the deal",
    "points.value: card points": "its card points",
    "points.value: card points / trick trumps": "their card points",
    "points.value: by turned rank": "{values}",
    "points.value: N": "{n}",
    "points.value: hanged": ", or {n} if captured from the side that held it (hanged)",
    "points.condition: trump suit is": "only when {suit} are trumps",
    "points.condition: not the same card as": "not when it is the same card as {point}",
    "points.condition: bid was": "only when the bid was {bid}",
    "scoring.order": "Points are counted in this order: {labels}.",
    "scoring.order: pitcher first":
        ("The pitcher's side counts its points first; then the points are counted in this "
         "order: {labels}."),
    "scoring.made: plus N if exact": lambda n: (
        f" He scores {w.points(n)} more if he took exactly his bid."),
    "bidding.doubled: yes (scoring)": "A doubled bid counts {factor} times over, made or set.",
    "scoring.set: mark N": lambda n: f", and he receives {w.counted(n, 'mark')} against him",
    "scoring.floor: N": "No score goes below {n}.",
    "winning.hands: N": lambda n: (
        f"The match lasts {w.counted(n, 'deal')}; the side with the higher score then wins."),
    "winning.tie: N more hands": lambda n: (
        f"If the scores are level, {w.counted(n, 'more deal')} are played."),
    "winning.reach: over": lambda n: (
        f"The first side to score more than {w.points(n)} wins the match."),
    "winning.reach: at least": lambda n: (
        f"The first side to score at least {w.points(n)} wins the match."),
    "winning.margin: N": lambda n: (
        f"The winner must lead by at least {w.points(n)}; until then play goes on."),
    "procedures: not allowed": "A player may not {what}.",
    "procedures: ranks": ", when {held} nothing but {ranks}",
    "procedures: new hand N": lambda n: f"he receives {w.counted(n, 'new card')}",
    # words the sentences above take, and the summaries
    "among: played": "played in the deal",
    "among: held": "held when play begins",
    "among: dealt": "dealt to the players",
    "card among: held": ", if held when play begins",
    "card among: dealt": ", if dealt to the players",
    "extreme: trump": "trump",
    "extreme: sub-trump": "sub-trump",
    "game: tens": "Tens",
    "game: card points": "card points",
    "joker: first": "first",
    "joker: second": "second",
    "turned: every": "every card turned up for trump",
    "turned: first": "the first card turned up for trump",
    "turned: last": "the card turned up that finally fixes trump",
    "turned: each proposing": "each card turned up that proposes a new trump suit",
    "value for rank": lambda value, rank: f"{value} for {_an(w.rank_name(rank))}",
    "conditions joined": "; ",
    "target: over": "over {n}",
    "procedure: coke": "turn in a poor hand for a new one (coke)",
    "procedure: muck": "fold a hand that can win no trick (muck)",
    "procedure: misdeal": "show a worthless hand and have all the cards dealt again",
    "procedure: replace_pointless": "exchange a hand that holds no point card for a new one",
    "procedure: redeal_pointless": "ask for a new deal when his hand holds no point card",
    "procedure name: coke": "Coke",
    "procedure name: muck": "Muck",
    "procedure name: misdeal": "Misdeal",
    "procedure name: replace_pointless": "Replace pointless",
    "procedure name: redeal_pointless": "Redeal pointless",
    "held: hand": "his hand holds",
    "held: non-trumps": "his non-trumps are",
    "term": "; {term}",
    "ranks: run": lambda high, low: f"{w.rank_plural(high)} to {w.rank_plural(low)}",
    "ranks: listed": lambda ranks: w.joined(map(w.rank_plural, ranks)),
}
