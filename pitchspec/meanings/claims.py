"""Meanings, in card-game words, of the ``properties`` section: the claim statement and
every term of the claim language. Each text says what the verifier (and the engine,
replaying a counterexample) reads the term as on one deal and its settlement. Keys as
in :mod:`pitchspec.meanings.setup`."""

from __future__ import annotations

_C = "properties.claim"

CLAIMS: dict[str, str] = {
    "properties": "The author's claims about the rules: each says something of every "
                  "deal, of some deal or of no deal, and 'pitchspec verify' proves or "
                  "refutes it with a real hand (docs/claims.rst).",
    _C: "A claim about one deal and its settlement, in the author's own words and in the "
        "claim language: 'claim \"words\": condition' holds for every deal; 'some deal "
        "condition' needs one deal (a witness); 'no deal where condition' forbids it. "
        "Conditions combine events with and, or, not and compare quantities with <=, <, "
        ">=, >, = and != (docs/claims.rst). Verified as the property claim:NAME, NAME "
        "being the name given after 'claim' or made from the words.",
    f"{_C}: points per deal": "The points awarded in the deal to all sides together: "
                              "those scored during the deal (a turned Jack, a beg's gift) "
                              "and, if the deal was played out, every point of the hand.",
    f"{_C}: points of bidder": "The points the bidder's side scored in the deal, before "
                               "settling the bid (0 when nobody bid).",
    f"{_C}: points of others": "The points every side but the bidder's scored in the "
                               "deal, together (0 when nobody bid).",
    f"{_C}: winners per deal": "How many sides the deal's settlement declares winners of "
                               "the match (0 when the match goes on).",
    f"{_C}: score of bidder": "The bidder's side's match score after the deal is settled "
                              "(0 when nobody bid).",
    f"{_C}: lowest score": "The lowest match score of any side after the deal is settled.",
    f"{_C}: gain of bidder": "How much the bidder's side's match score rose in the deal, "
                             "settlement included (negative when it was set back; 0 when "
                             "nobody bid).",
    f"{_C}: loss of bidder": "How much the bidder's side's match score fell in the deal, "
                             "settlement included: the gain of bidder with its sign "
                             "turned (a set bidder's setback; 0 when nobody bid).",
    f"{_C}: gain of others": "How much the match scores of every side but the bidder's "
                             "rose in the deal, together (0 when nobody bid).",
    f"{_C}: bid level": "The number of points the contract bids (a doubled bid's number "
                        "before doubling; a special bid placed at a level, that level; 0 "
                        "when nobody bid).",
    f"{_C}: points of dealer": "The points the dealer's side scored in the deal: during it "
                               "(a turned card, a beg's gift) and, if it was played out, "
                               "in the hand.",
    f"{_C}: points of side {{nat}}": "The points side N scored in the deal: those credited "
                                      "to it during the deal and, if the deal was played "
                                      "out, those its hand side took (a called partner "
                                      "plays on the bidder's side for the hand). Sides are "
                                      "counted from 1 at the default table: side 1 is the "
                                      "side of the player left of the dealer (elder), and "
                                      "so on round the table.",
    f"{_C}: tricks per deal": "The tricks played in the deal, when it was played to its "
                              "end (0 when it was thrown in, or a side counted out during "
                              "it).",
    f"{_C}: tricks of bidder": "The tricks the bidder's side took in the deal (a called "
                               "partner's count with it; 0 when nobody bid).",
    f"{_C}: tricks of others": "The tricks every side but the bidder's took in the deal, "
                               "together (0 when nobody bid).",
    f"{_C}: tricks of dealer": "The tricks the dealer's side took in the deal.",
    f"{_C}: tricks of side {{nat}}": "The tricks side N took in the deal (sides counted "
                                     "from 1 as for 'points of side N'). Tricks are "
                                     "counted only where every trick holds one card of "
                                     "every player (PS235).",
    f"{_C}: bid made": "The deal was played under a bid and the bidder made it.",
    f"{_C}: bid set": "The deal was played under a bid and the bidder was set.",
    f"{_C}: bid {{nat}}": "The deal was played under the bid of this many points, doubled "
                          "or not; a special bid placed at this level (Auction Pitch's "
                          "moon at 4) counts as it.",
    f"{_C}: bid {{name}}": "The deal was played under the special bid of this name (e.g. "
                           "moon).",
    f"{_C}: makes bid {{nat}}": "The deal was played under the bid of this many points (as "
                                "for 'bid N'), and the bidder made it.",
    f"{_C}: makes bid {{name}}": "The deal was played under the special bid of this name, "
                                 "and the bidder made it.",
    f"{_C}: bidder wins": "The bidder's side wins the match at the end of the deal.",
    f"{_C}: match won": "Some side wins the match at the end of the deal (or during it, "
                        "by counting out).",
    f"{_C}: match won by side {{nat}}": "Side N (counted from 1 as for 'points of side "
                                        "N') wins the match at the end of the deal (or "
                                        "during it, by counting out).",
    f"{_C}: point {{name}} awarded": "The point of this name was awarded to some side in "
                                     "the deal.",
    f"{_C}: point {{name}} to bidder": "The point of this name was awarded to the "
                                       "bidder's side in the deal.",
}
