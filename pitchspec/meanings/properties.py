"""Meanings, in card-game words, of what ``pitchspec verify`` checks: every built-in
property (what it claims, how it is proved, what a counterexample looks like) and how
an author's claim is verified. ``pitchspec explain top_trump_wins`` and ``pitchspec
explain points per deal`` read them; the verifier's reports print the claims.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Property:
    """One built-in property: its claim, how the verifier decides it, and what the
    deal that refutes (or, for 'some deal', proves) it shows."""

    name: str
    claim: str
    proof: str
    shown: str
    some: bool = False
    """Said of some deal (a witness proves it), not of every deal."""


PLAYED = ("Real matches are played first and every deal judged; one that decides it "
          "decides it at once, with the whole match as its deal file.")
"""How every property of one deal starts (pitchspec.smt.witness.falsify)."""

SCORES = ("The deal starts from any scores a match under these rules can stand at "
          "(derived from the win rules: docs/verdicts.rst).")

MATCH = ("A refutation is a whole match from 0-0 to the deal that breaks it, in one "
         "deal file the engine replays with 'pitchspec play --deal FILE --strict'.")

_LIST: tuple[Property, ...] = (
    Property("points_bounded",
             "No deal awards more points than the rules list, each point once at its top "
             "value.",
             f"{PLAYED} Then each point's largest value is summed with no card placed, "
             f"and failing that the outcome model of one deal (every card's dealing, "
             f"play and capture) is solved. {SCORES}",
             "A deal whose points, those scored during it (a turned card, a gift) and the "
             "hand's, add up to more than the stated maximum. " + MATCH),
    Property("points_one_side",
             "Every point awarded goes to exactly one side, and none in play is lost for "
             "want of a receiver.",
             f"{PLAYED} Then the outcome model of one deal is solved for a point whose "
             f"card is in play and conditions hold but that nobody (or two sides) "
             f"scores.",
             "A deal with a point due (its card played, its conditions met) that no side "
             "scores, or two do. " + MATCH),
    Property("points_max_reachable", "Some deal awards every point the rules list.",
             f"{PLAYED} Then the bidder is dealt the best cards, seeded deals are played, "
             "and the outcome model is asked for a deal awarding the stated maximum, "
             "realised by the engine. REFUTED when the outcome model, which allows every "
             "real deal and more, has none.",
             "A witness: a deal of a real match awarding every point listed.", some=True),
    Property("bids_makeable",
             "Every bid a player may make can be made by some deal and play.",
             f"{PLAYED} For the highest numeric bid and each special bid: the bidder "
             "dealt the best trumps, seeded deals, then the hand model (tricks spelled "
             "out) and the outcome model, each witness replayed by the engine. REFUTED "
             "(for that bid) when no deal of the outcome model makes it.",
             "A witness per bid: a deal in which the bidder holds that bid and makes it as "
             "the engine judges it (the points bid and a special bid's requirements).",
             some=True),
    Property("one_trick_winner", "Every legal trick has exactly one winner.",
             "One symbolic trick, any seat leading, any cards the rules let each player "
             "play to it, ranked as the engine ranks them: proved when no trick has two "
             "cards tied for best or none able to win.",
             "A trick (trump, the cards in order) in which two cards rank equal and best, "
             "or no card can win, with the seat the engine gives it to."),
    Property("top_trump_wins",
             "The trump the rules rank best in a trick wins it: the highest, so High's "
             "holder always captures it; the lowest where the lowest card wins.",
             "One symbolic trick, as for one_trick_winner: proved when no legal trick "
             "holding a trump is won by a card other than the best-ranked trump.",
             "A trick in which the best trump played does not win, with the seat that "
             "does."),
    Property("ties_resolved",
             "At the end of a deal at most one side wins the match, and one does whenever "
             "the rules end it.",
             f"{PLAYED} Then the settling model (the cards forgotten: contract, partner "
             f"and every point free) is solved, and failing that the outcome model of one "
             f"deal. {SCORES} Not asked where a match lasts a fixed number of hands.",
             "A deal after which two sides are declared winners at once, or the rules end "
             "the match (a side at the target that may win, a sudden-death bid, a "
             "backdoor) yet nobody wins and it is no draw. " + MATCH),
    Property("order_deterministic",
             "No two points whose counting order the rules leave open can change who "
             "wins.",
             f"{PLAYED} Then the settling model is solved for a deal whose winners differ "
             f"when the credits the counting order does not name (and gifts made at one "
             f"moment) are counted the other way round; failing that, the outcome "
             f"model. {SCORES}",
             "A deal in which counting the unordered points the other way round gives "
             "another winner. " + MATCH),
    Property("score_signs",
             "No score falls below the stated floor; a bidder who makes his bid loses "
             "nothing, a set bidder gains nothing, and the other sides never lose points.",
             f"{PLAYED} Then the settling model, failing that the outcome model. {SCORES}",
             "A deal after which a score is below the floor, a bidder who made his bid "
             "lost points, a set bidder gained, or another side lost. " + MATCH),
    Property("deck_sufficient",
             "The pack holds enough cards for every allowed number of players, widows "
             "and refills included.",
             "Card counts for every allowed table: the cards the deal, the kitty, widow "
             "and blinds, the cards turned and every refill can need, against the pack; a "
             "shortfall is played by the engine before it is reported.",
             "A table size (and the step of the deal) at which the pack runs short, with "
             "the cards needed and the cards left."),
)

PROPERTIES: dict[str, Property] = {p.name: p for p in _LIST}
"""Every built-in property, in the order reports list them."""

CLAIM_PROOF = (
    "A claim over every deal ('claim' or 'no deal where') is proved like a built-in "
    "property: real matches played first, every deal judged; then the settling model "
    "(cards forgotten) and the outcome model of one deal, from any scores a match can "
    "stand at. A claim over 'some deal' is proved by a witness: a deal of a real match "
    "that has it. Each term is read twice, once by the solver and once by the engine on "
    "a played deal, and a refutation is shown only when the engine's reading agrees.")
"""How every claim is verified (shown with each claim term)."""

CLAIM_SHOWN = (
    "A counterexample is a whole match from 0-0 to the deal that breaks the claim, told "
    "hand by hand, ending with the value of each quantity and event the claim names "
    "(e.g. 'bid set: yes, bidder wins: yes'); its deal file replays it.")
"""What a claim's refutation looks like."""
