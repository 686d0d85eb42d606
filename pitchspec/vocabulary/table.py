"""The words of the table, the deck and the deal: the ``players``, ``deck``,
``ranking`` and ``deal`` sections.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.cards import Joker
from pitchspec.phrases import const
from pitchspec.phrases import field as put
from pitchspec.vocabulary.section import F, S, Section

# ------------------------------------------------------------------------- players

PLAYERS = Section(
    "players",
    "How many play, in which partnerships, and in which direction.",
    (
        S("count", "Allowed numbers of players.", F("{range}", put("count")), many=True,
          example="count: 2..9"),
        S("teams", "Fixed partnerships: T teams of S players, partners seated alternately.",
          F("{nat} of {nat}", lambda t, s: {"team": m.TeamForm(t, s)}),
          F("none", const(team=None)), many=True, example="teams: 2 of 2, 3 of 2"),
        S("partnership", "Whether a team form is required or optional for its player count.",
          F("{required|optional}", put("partnership")), example="partnership: optional"),
        S("direction", "Direction of deal and play.",
          F("{clockwise|counter_clockwise}", put("direction", m.Direction)),
          example="direction: counter_clockwise"),
        S("partner", "Call partner: the bid winner names a card (any card or a trump).",
          F("called {card|trump}", lambda c: {"card": m.PartnerCard.ANY if c == "card"
                                              else m.PartnerCard.TRUMP}),
          clauses=(F("with {range} players", lambda r: {"players": r}),
                   F("others together", const(together=True))), many=True,
          example="partner: called trump, with 5..5 players, others together"),
    ),
    example="players {\n  count: 3..7\n  teams: 2 of 2\n  partnership: optional\n}",
)

# ------------------------------------------------------------------------- deck

DECK = Section(
    "deck",
    "Which cards are used and what each counts towards Game.",
    (
        S("remove", "Ranks taken out of the pack.", F("{ranks}", put("remove")),
          F("none", const(remove=())), example="remove: 2..6"),
        S("jokers", "Jokers added to the pack.",
          F("none", const(jokers=())),
          F("one", const(jokers=(Joker.JOKER,))),
          F("two", const(jokers=(Joker.BIG, Joker.LITTLE))),
          example="jokers: two"),
        S("card_points", "Card points for the Game count (all other ranks count 0).",
          F("{rank} {frac}", lambda r, v: {"rank": r, "value": v, "joker": False,
                                           "trump_only": False}),
          F("joker {frac}", lambda v: {"rank": None, "value": v, "joker": True,
                                       "trump_only": False}),
          F("trump {rank} {frac}", lambda r, v: {"rank": r, "value": v, "joker": False,
                                                 "trump_only": True}),
          many=True, example="card_points: 10 10, A 4, K 3, Q 2, J 1, joker 1/2"),
    ),
)

# ------------------------------------------------------------------------- ranking

RANKING = Section(
    "ranking",
    "Order of cards in the trump suit and in plain suits, highest first.",
    (
        S("trump", "Trump order: ranks, 'off R' (same-colour card), 'joker', "
          "'big joker', 'little joker'.", F("{rest}", put("trump")),
          example="trump: A K Q J off J big joker little joker 10 9 8 7 6 5 4 3 2"),
        S("plain", "Plain-suit order.", F("{ranks}", put("plain")),
          example="plain: A K Q J 10 9 8 7 6 5 4 3 2"),
        S("jokers", "Jokers not in the trump order have no rank and cannot win a trick.",
          F("rankless", const(jokers=m.JokerRole.RANKLESS)),
          F("trump", const(jokers=m.JokerRole.TRUMP)), example="jokers: rankless"),
    ),
)

# ------------------------------------------------------------------------- deal

DEAL = Section(
    "deal",
    "Cards dealt to each player and to the table.",
    (
        S("hand", "Cards dealt to each player.", F("{nat}", put("hand")), example="hand: 6"),
        S("packets", "Packet sizes, dealt in turn.", F("{rest}", put("packets")),
          example="packets: 3 3"),
        S("widow", "An extra hand dealt face down.", F("{nat}", put("widow")),
          example="widow: 6"),
        S("kitty", "Cards dealt face down to the middle, taken by the bid winner.",
          F("{nat}", put("kitty")), example="kitty: 4"),
        S("blind", "Face-down cards a player may not look at.",
          F("{nat} per player", lambda n: {"blind": m.Blind(n, True)}),
          F("{nat}", lambda n: {"blind": m.Blind(n, False)}),
          F("none", const(blind=None)), example="blind: 3 per player"),
        S("stock", "Whether the undealt stock lies face down or face up.",
          F("face {down|up}", put("stock", m.StockFace)), example="stock: face up"),
        S("first_dealer", "How the first dealer is chosen.",
          F("cut", const(first_dealer=m.FirstDealer.CUT)),
          F("draw", const(first_dealer=m.FirstDealer.DRAW)),
          F("first jack", const(first_dealer=m.FirstDealer.FIRST_JACK)),
          F("cut and guess colour", const(first_dealer=m.FirstDealer.CUT_AND_GUESS)),
          F("random", const(first_dealer=m.FirstDealer.RANDOM)),
          example="first_dealer: first jack"),
        S("cut_ranking", "Rank order used only when cutting or drawing for the first deal, "
          "highest first (Cotton's Putt ranking), as written.",
          F("{ranks}", put("cut_ranking")), example="cut_ranking: 3 2 A K Q J 10 9 8 7 6 5 4"),
        S("rounds", "The hand is dealt in this many rounds, the dealer choosing how many "
          "cards go in each round.",
          F("{nat} at dealer choice", put("rounds")), example="rounds: 3 at dealer choice"),
    ),
)
