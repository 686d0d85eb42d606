"""The vocabulary of the language: sections, their settings, and the phrases each accepts.

The grammar fixes the shape of a file; this table fixes its words. Lowering checks
every entry against it (unknown names get a did-you-mean, phrases that match no form
list the forms), and the language reference is generated from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.cards import Joker
from pitchspec.phrases import Form, const
from pitchspec.phrases import field as put


@dataclass(frozen=True)
class Retired:
    """A phrase the language no longer accepts because players read it two ways:
    lowering reports it (PS217) and names the explicit phrases that replace it."""

    phrase: str
    instead: tuple[str, ...]
    why: str


@dataclass(frozen=True)
class Setting:
    """One setting: the forms of its first phrase, the forms of any further phrases
    (``clauses``), whether it takes several phrases, may repeat, or carries a name;
    ``retired`` lists ambiguous old phrases and what to write instead."""

    key: str
    summary: str
    forms: tuple[Form, ...]
    clauses: tuple[Form, ...] = ()
    many: bool = False
    repeat: bool = False
    named: bool = False
    example: str = ""
    retired: tuple[Retired, ...] = ()
    claim: bool = False
    """Written as a claim (``claim "words": condition``), whose terms are the forms."""

    def forms_for(self, index: int) -> tuple[Form, ...]:
        if index > 0 and self.clauses:
            return self.clauses
        return self.forms


@dataclass(frozen=True)
class Section:
    """A block of settings; ``blocks`` are nested blocks it may contain."""

    key: str
    summary: str
    settings: tuple[Setting, ...]
    blocks: tuple[Section, ...] = ()
    named: bool = False
    inherited: bool = True
    example: str = ""
    _index: dict[str, Setting] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._index.update({s.key: s for s in self.settings})

    def setting(self, key: str) -> Setting | None:
        return self._index.get(key)

    def block(self, key: str) -> Section | None:
        return next((b for b in self.blocks if b.key == key), None)

    def names(self) -> list[str]:
        return [s.key for s in self.settings] + [b.key for b in self.blocks]


def S(key: str, summary: str, *forms: Form, example: str = "", **kw: object) -> Setting:
    return Setting(key, summary, tuple(forms), example=example, **kw)  # type: ignore[arg-type]


def F(pattern: str, build: object) -> Form:
    return Form(pattern, build)  # type: ignore[arg-type]


YES_NO = (F("yes", const(value=True)), F("no", const(value=False)))

SEATS = "{elder|dealer|left_of_dealer|pitcher|left_of_pitcher|left_of_elder}"


def _seat(word: str) -> m.Seat:
    return m.Seat(word)


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

# ------------------------------------------------------------------------- bidding

_ALL_POINTS_WHY = ("'all points' reads as every point of the deck, but a point no one "
                   "scores (a card not dealt, a tied Game) never counted")

_OUTCOMES = (
    F("score {nat}", lambda n: {"outcome": m.Outcome(m.OutcomeKind.SCORE, n)}),
    F("score value", const(outcome=m.Outcome(m.OutcomeKind.SCORE))),
    F("score bid", const(outcome=m.Outcome(m.OutcomeKind.SCORE_BID))),
    F("score taken", const(outcome=m.Outcome(m.OutcomeKind.SCORE_TAKEN))),
    F("lose {nat}", lambda n: {"outcome": m.Outcome(m.OutcomeKind.LOSE, n)}),
    F("lose value", const(outcome=m.Outcome(m.OutcomeKind.LOSE))),
    F("lose bid", const(outcome=m.Outcome(m.OutcomeKind.LOSE_BID))),
    F("win match", const(outcome=m.Outcome(m.OutcomeKind.WIN_MATCH))),
    F("lose match", const(outcome=m.Outcome(m.OutcomeKind.LOSE_MATCH))),
)

SPECIAL_BID = Section(
    "bid",
    "A named special bid such as shoot the moon, smudge or hot.",
    (
        S("at", "The special bid is this numeric bid itself.", F("{nat}", put("at"))),
        S("above", "The special bid ranks just above this numeric bid.",
          F("{nat}", put("above"))),
        S("value", "Points the bid is worth.", F("{nat}", put("value"))),
        S("requires", "What the bidding side must do to make it.",
          F("every point scored",
            const(req=m.Requirement(m.RequirementKind.ALL_POINTS))),
          F("all tricks", const(req=m.Requirement(m.RequirementKind.ALL_TRICKS))),
          F("capture {name}", lambda p: {"req": m.Requirement(m.RequirementKind.CAPTURE, p)}),
          F("points {nat}", lambda n: {"req": m.Requirement(m.RequirementKind.POINTS,
                                                              amount=n)}),
          many=True, example="requires: every point scored, all tricks",
          retired=(Retired("all points", ("every point scored", "points <nat>"),
                           _ALL_POINTS_WHY),)),
        S("made", "What making it does.", *_OUTCOMES, example="made: win match"),
        S("set", "What failing it does.", *_OUTCOMES, example="set: lose match"),
        S("barred", "When the bid may not be made.",
          F("any side in hole", const(bar=m.Bar(m.BarKind.ANY_SIDE_IN_HOLE))),
          F("own side in hole", const(bar=m.Bar(m.BarKind.OWN_SIDE_IN_HOLE))),
          F("own score at least {int}",
            lambda n: {"bar": m.Bar(m.BarKind.OWN_SCORE_AT_LEAST, n)}),
          many=True, example="barred: any side in hole, own score at least 46"),
        S("blind", "Must be bid before looking at one's hand: without a look-or-not rule, "
          "each player's first turn offers it unseen, or to look.", *YES_NO),
    ),
    named=True,
    example='bid moon "Shoot the moon" {\n  above: 4\n  value: 5\n'
            '  requires: every point scored, all tricks\n  made: score value\n  set: lose value\n}',
)

BIDDING = Section(
    "bidding",
    "The auction: who opens, its form, the legal bids, and what happens when all pass.",
    (
        S("form", "No auction, once around, continuing until all but one pass, or "
          "commercial (elder sells the right to pitch).",
          F("none", const(form=m.AuctionForm.NONE)),
          F("once around", const(form=m.AuctionForm.ONCE_AROUND)),
          F("continuing", const(form=m.AuctionForm.CONTINUING)),
          F("commercial", const(form=m.AuctionForm.COMMERCIAL)),
          example="form: once around"),
        S("opener", "Who bids first.", F(SEATS, put("opener", _seat)),
          example="opener: left_of_dealer"),
        S("bids", "The numeric bids, lowest..highest; each bid must exceed the last.",
          F("{range}", put("bids")), example="bids: 1..4"),
        S("doubled", "Doubled bids ('6 for 12') rank as half-steps and double gain and loss.",
          *YES_NO, example="doubled: yes"),
        S("steal", "The dealer, bidding last, may equal the high bid.",
          F("dealer", const(steal=m.Steal(None))),
          F("dealer up to {nat}", lambda n: {"steal": m.Steal(n)}),
          F("none", const(steal=None)), example="steal: dealer up to 3"),
        S("all_pass", "What happens when every player passes.",
          F("redeal", const(action=m.AllPassAction.REDEAL)),
          F("pass deal", const(action=m.AllPassAction.PASS_DEAL)),
          F("dealer bids {nat}", lambda n: {"action": m.AllPassAction.DEALER_BIDS,
                                            "amount": n}),
          F("dealer must bid {nat}", lambda n: {"action": m.AllPassAction.DEALER_MUST_BID,
                                                "amount": n}),
          F("elder bids {nat}", lambda n: {"action": m.AllPassAction.ELDER_BIDS,
                                           "amount": n}),
          F("elder pitches", const(action=m.AllPassAction.ELDER_PITCHES)),
          clauses=(F("or {name}", lambda b: {"may_bid": b}),
                   F("hands shown", const(show_hands=True))),
          many=True, example="all_pass: dealer bids 2, or moon"),
        S("forced", "A holding that obliges a minimum bid.",
          F("{nat} when holding {rank} with suit mate",
            lambda n, r: {"forced": m.ForcedBid(n, r, True)}),
          F("{nat} when holding {rank}", lambda n, r: {"forced": m.ForcedBid(n, r, False)}),
          repeat=True, example="forced: 9 when holding 9 with suit mate"),
        S("look", "Players choose whether to look at their hands before acting.",
          F("optional", const(look=True)),
          clauses=(F("lookers lose {nat}", put("lose")),
                   F("bidder may take", const(take=True)),
                   F("passers exempt", const(passers_exempt=True))),
          many=True, example="look: optional, lookers lose 1, bidder may take"),
        S("commercial", "Settlement of a commercial sale.",
          F("seller scores bid", const(scores=True)),
          clauses=(F("refusal must make", const(must_make=True)),), many=True,
          example="commercial: seller scores bid, refusal must make"),
        S("declare_by_pitching", "This bid may be declared at once by leading a card.",
          F("{nat}", put("declare_by_pitching")), example="declare_by_pitching: 4"),
    ),
    blocks=(SPECIAL_BID,),
)

# ------------------------------------------------------------------------- trump

BEG = Section(
    "beg",
    "Beg, stand or run the cards (classic All Fours).",
    (
        S("gift", "Points the dealer gives when he grants a beg, and to whom.",
          F("{nat} to elder", lambda n: {"gift": n, "to": m.GiftTo.ELDER}),
          F("{nat} to each opponent", lambda n: {"gift": n, "to": m.GiftTo.EACH_OPPONENT}),
          example="gift: 1 to elder"),
        S("run", "Cards dealt to each player when the dealer runs the cards.",
          F("{nat}", put("run")), example="run: 3"),
        S("after_run", "Whether extra cards are kept or discarded back to the hand size.",
          F("keep", const(after_run=m.AfterRun.KEEP)),
          F("discard to hand", const(after_run=m.AfterRun.DISCARD_TO_HAND)),
          example="after_run: discard to hand"),
        S("looking", "Only the dealer and elder may look before elder decides.",
          F("restricted", const(restricted=True)), F("free", const(restricted=False))),
        S("same_suit", "When a new turn-up is of the rejected suit: run again keeping the "
          "cards just dealt, or discard that turn-up and those cards unseen and run again.",
          F("run again", const(same_suit_discard=False)),
          F("discard unseen and run again", const(same_suit_discard=True)),
          example="same_suit: discard unseen and run again"),
        S("stock_out", "If the stock runs out before a new suit is turned, the deal is void "
          "and the same dealer redeals; points already scored for turn-ups may be kept.",
          F("redeal", const(keep_turned=False)),
          F("redeal keeping turned points", const(keep_turned=True)),
          example="stock_out: redeal keeping turned points"),
        S("granted", "What follows when the dealer grants a beg (gives the point): play "
          "with the turned-up trump, or the hands are thrown in and dealt again.",
          F("play on", const(granted_redeal=False)),
          F("redeal", const(granted_redeal=True)), example="granted: play on"),
    ),
)

TRUMP = Section(
    "trump",
    "How the trump suit is fixed.",
    (
        S("method", "First card led by the pitcher, declared by the bid winner, turned up "
          "from the stock, a called card, or chosen at random.",
          F("first lead", const(method=m.TrumpMethod.FIRST_LEAD)),
          F("declared", const(method=m.TrumpMethod.DECLARED)),
          F("turn up", const(method=m.TrumpMethod.TURN_UP)),
          F("called card", const(method=m.TrumpMethod.CALLED_CARD)),
          F("random", const(method=m.TrumpMethod.RANDOM)),
          example="method: declared"),
        S("declare", "Whether the bid winner declares before or after taking the kitty.",
          F("before kitty", const(before=True)), F("after kitty", const(before=False))),
        S("sub_trump", "The bid winner also declares a sub-trump suit.",
          F("declared", const(sub=True)), F("none", const(sub=False))),
    ),
    blocks=(BEG,),
)

# ------------------------------------------------------------------------- exchange

ACTORS = "{all|others|bidder|dealer|nondealers}"


def _step(kind: m.StepKind, **extra: object) -> object:
    def build(actor: str, *holes: object) -> dict[str, object]:
        fields: dict[str, object] = {"actor": m.Actor(actor), "kind": kind, **extra}
        for key, value in zip(("to", "packet"), holes, strict=False):
            fields[key] = value
        return {"step": fields}

    return build


STEP_FORMS = (
    F(f"{ACTORS} discard nontrumps", _step(m.StepKind.DISCARD, cards=m.CardClass.NONTRUMPS)),
    F(f"{ACTORS} discard any", _step(m.StepKind.DISCARD, cards=m.CardClass.ANY)),
    F(f"{ACTORS} discard down to {{nat}}", _step(m.StepKind.DISCARD, cards=m.CardClass.ANY)),
    F(f"{ACTORS} discard nontrumps down to {{nat}}",
      _step(m.StepKind.DISCARD, cards=m.CardClass.NONTRUMPS)),
    F(f"{ACTORS} take kitty", _step(m.StepKind.TAKE, pile=m.Pile.KITTY)),
    F(f"{ACTORS} take widow", _step(m.StepKind.TAKE, pile=m.Pile.WIDOW)),
    F(f"{ACTORS} take stock", _step(m.StepKind.TAKE, pile=m.Pile.STOCK)),
    F(f"{ACTORS} take lost cards by choice",
      _step(m.StepKind.TAKE, pile=m.Pile.LOST, by_choice=True)),
    F(f"refill {ACTORS} to {{nat}}", _step(m.StepKind.REFILL, pile=m.Pile.STOCK)),
    F(f"refill {ACTORS} to {{nat}} in packets of {{nat}}",
      _step(m.StepKind.REFILL, pile=m.Pile.STOCK)),
    F(f"{ACTORS} reduce to {{nat}}", _step(m.StepKind.REDUCE)),
    F(f"{ACTORS} reduce to {{nat}} nonpoint first",
      _step(m.StepKind.REDUCE, nonpoint_first=True, shown=True)),
    F(f"{ACTORS} reduce to {{nat}} shown", _step(m.StepKind.REDUCE, shown=True)),
    F(f"{ACTORS} complete to {{nat}} by choice",
      _step(m.StepKind.COMPLETE, pile=m.Pile.STOCK, by_choice=True)),
    F(f"{ACTORS} discard nontrumps face up",
      _step(m.StepKind.DISCARD, cards=m.CardClass.NONTRUMPS, pile=m.Pile.SCRAP, shown=True)),
    F(f"{ACTORS} discard any face up",
      _step(m.StepKind.DISCARD, cards=m.CardClass.ANY, pile=m.Pile.SCRAP, shown=True)),
    F(f"{ACTORS} discard nontrumps by choice",
      _step(m.StepKind.DISCARD, cards=m.CardClass.NONTRUMPS, by_choice=True)),
    F(f"{ACTORS} discard one per card taken",
      _step(m.StepKind.DISCARD, cards=m.CardClass.ANY, by_choice=True, per_card_taken=True)),
    F(f"{ACTORS} reclaim trumps from scrap",
      _step(m.StepKind.RECLAIM, cards=m.CardClass.TRUMPS, pile=m.Pile.SCRAP, by_choice=True)),
    F(f"{ACTORS} discard down to {{nat}} face up",
      _step(m.StepKind.DISCARD, cards=m.CardClass.ANY, pile=m.Pile.SCRAP, shown=True)),
)

EXCHANGE = Section(
    "exchange",
    "Discards, kitty, widow and refills between the auction and the first lead, in order.",
    (
        S("step", "One exchange step; steps run in the order written.", *STEP_FORMS,
          repeat=True, example="step: all discard nontrumps"),
        S("dead_cards", "Who scores the points of cards discarded by force.",
          F("to opponents", const(dead=True)), F("none", const(dead=False))),
        S("order", "Each player goes through all the steps in turn, or each step is done "
          "by everyone before the next.",
          F("in turn", const(in_turn=True)), F("step by step", const(in_turn=False)),
          example="order: in turn"),
    ),
    example="exchange {\n  step: all discard nontrumps\n  step: refill all to 6\n}",
)

# ------------------------------------------------------------------------- play

PLAY = Section(
    "play",
    "Leading, following and winning tricks.",
    (
        S("first_leader", "Who leads the first trick.", F(SEATS, put("leader", _seat)),
          example="first_leader: pitcher"),
        S("first_lead", "What the first lead must be.",
          F("any", const(lead=m.LeadRule.ANY)), F("trump", const(lead=m.LeadRule.TRUMP)),
          F("not trump", const(lead=m.LeadRule.NOT_TRUMP)), example="first_lead: trump"),
        S("follow", "Follow or trump (FT), must follow (MF), or trump on trump only.",
          F("follow or trump", const(follow=m.FollowRule.FOLLOW_OR_TRUMP)),
          F("must follow", const(follow=m.FollowRule.MUST_FOLLOW)),
          F("trump on trump", const(follow=m.FollowRule.TRUMP_ON_TRUMP)),
          F("must follow until broken",
            const(follow=m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN)),
          example="follow: must follow"),
        S("trump_broken", "No trump may be led until trump is broken.",
          F("required", const(broken=True)), F("not required", const(broken=False))),
        S("trick_winner", "Whether the highest or the lowest card wins a trick.",
          F("{highest|lowest}", put("winner", m.TrickWinner))),
        S("low_trump", "The low trump wins the trick in which it is played.",
          F("captures", const(captures=True)), F("normal", const(captures=False))),
        S("jokers", "Joker play rules.",
          F("not on first trick", const(barred_first=True)),
          F("led suitless", const(suitless=True)),
          F("held back on trump lead", const(held_back=True)),
          F("doubling override", const(doubling=True)),
          many=True, example="jokers: led suitless, doubling override"),
        S("sub_trump", "Sub-trumps may be played to trump a plain lead.",
          F("may trump", const(sub_trumps=True))),
        S("off_lead", "An off-lead no one trumps is led again by the previous winner.",
          F("previous winner leads if untrumped", const(previous=True))),
        S("lookers", "Players who looked before bidding sit out a trick.",
          F("sit out {first|last}", put("sit", m.Sitter))),
        S("concession", "The bidder may throw in the hand, counting as set.",
          F("bidder", const(concede=True)), F("none", const(concede=False)),
          clauses=(F("play out", const(plays_out=True)),), many=True,
          example="concession: bidder, play out"),
        S("throw_in", "A partner with a dead hand may throw in and let his partner play alone.",
          F("dead hand", const(throw_in=True)), F("none", const(throw_in=False))),
        S("revoke", "Penalty for a revoke.", F("set back by bid", const(revoke=True)),
          F("none", const(revoke=False)),
          clauses=(F("pitcher only", const(pitcher_only=True)),
                   F("deal void", const(voids_deal=True))), many=True,
          example="revoke: set back by bid, deal void"),
        S("blind", "The top card of a player's blind may be played.",
          F("top card playable", const(blind=True))),
        S("draw", "Players draw from the stock after each trick (trick-and-draw).",
          F("after each trick", const(draw=True)), F("none", const(draw=False)),
          F("after each trick winner first", const(draw=True, winner_first=True)),
          example="draw: after each trick winner first"),
    ),
)

# ------------------------------------------------------------------------- points

_RECEIVERS = "{holder|capturer|player|dealer|elder|majority|trick_winner}"


def _turn_up(*atoms: object) -> dict[str, object]:
    return {"kind": m.PointKind.TURN_UP}


POINT_TARGETS = (
    F("highest trump", const(kind=m.PointKind.HIGHEST, scope=m.SuitRef.TRUMP)),
    F("highest sub", const(kind=m.PointKind.HIGHEST, scope=m.SuitRef.SUB)),
    F("lowest trump", const(kind=m.PointKind.LOWEST, scope=m.SuitRef.TRUMP)),
    F("lowest trump excluding jokers",
      const(kind=m.PointKind.LOWEST, scope=m.SuitRef.TRUMP, excluding_jokers=True)),
    F("lowest sub", const(kind=m.PointKind.LOWEST, scope=m.SuitRef.SUB)),
    F("{card}", lambda c: {"kind": m.PointKind.CARD, "card": c}),
    F("most card points", const(kind=m.PointKind.GAME, count=m.GameCount.CARD_POINTS,
                                receiver=m.Receiver.MAJORITY)),
    F("most tens", const(kind=m.PointKind.GAME, count=m.GameCount.TENS,
                         receiver=m.Receiver.MAJORITY)),
    F("last trick", const(kind=m.PointKind.LAST_TRICK, receiver=m.Receiver.TRICK_WINNER)),
    F("every point scored", const(kind=m.PointKind.SWEEP, receiver=m.Receiver.MAJORITY)),
    F("turned card", const(kind=m.PointKind.TURN_UP, receiver=m.Receiver.DEALER)),
    F("trick trumps", const(kind=m.PointKind.TRICK_TRUMPS, receiver=m.Receiver.TRICK_WINNER)),
    F("first joker played", const(kind=m.PointKind.JOKER_PLAYED, joker_order=1)),
    F("second joker played", const(kind=m.PointKind.JOKER_PLAYED, joker_order=2)),
)

POINT_CLAUSES = (
    F("worth {nat}", put("value")),
    F("worth card points", const(value=0, by_card_points=True)),
    F(f"to {_RECEIVERS}", put("receiver", m.Receiver)),
    F("among {dealt|held|played}", put("among", m.InPlay)),
    F("tie {none|elder|joker|half_jokers}", put("tie", m.TieRule)),
    F("when {spades|hearts|diamonds|clubs} trump",
      lambda s: {"cond": m.Condition(m.ConditionKind.TRUMP_SUIT_IS, suit=m.SuitRef(s))}),
    F("unless same card as {name}",
      lambda p: {"cond": m.Condition(m.ConditionKind.NOT_SAME_CARD_AS, point=p)}),
    F("only with bid {name}",
      lambda b: {"cond": m.Condition(m.ConditionKind.BID_WAS, bid=b)}),
    F("hanged {nat}", put("hanged_value")),
    F("scored by anyone", const(anyone=True)),
    F("every turn", const(every_turn=True)),
    F("first turn only", const(turn_only=m.TurnOnly.FIRST)),
    F("last turn only", const(turn_only=m.TurnOnly.LAST)),
    F("{rank} {nat}", lambda r, v: {"turn_value": m.RankValue(r, v)}),
)

POINTS = Section(
    "points",
    "The scoring points of a deal, each with its value and receiver.",
    (
        S("point", "A point kind: what earns it, then clauses (worth, to, among, tie, ...).",
          *POINT_TARGETS, clauses=POINT_CLAUSES, many=True, named=True,
          example='point low "Low": lowest trump, worth 1, to capturer',
          retired=(Retired("all points", ("every point scored",), _ALL_POINTS_WHY),)),
    ),
)

# ------------------------------------------------------------------------- scoring

SCORING = Section(
    "scoring",
    "Counting order and how the bidder and the others score.",
    (
        S("order", "Counting order of the points (optionally the pitcher's points first).",
          F("pitcher first", const(pitcher_first=True)), F("{name}", put("point")),
          many=True, example="order: pitcher first, high, low, jack, game"),
        S("made", "What a bidder who makes his bid scores.",
          F("taken", const(made=m.MadeRule.TAKEN)), F("bid", const(made=m.MadeRule.BID)),
          clauses=(F("plus {nat} if exact", put("exact_bonus")),), many=True,
          example="made: bid, plus 1 if exact"),
        S("set", "What happens to a bidder who fails his bid.",
          F("lose bid", const(penalty=m.SetPenalty.BID)),
          F("reset", const(penalty=m.SetPenalty.RESET)),
          clauses=(F("keep taken", const(keeps=m.SetKeeps.TAKEN)),
                   F("keep nothing", const(keeps=m.SetKeeps.NOTHING)),
                   F("mark {nat}", put("marks"))),
          many=True, example="set: lose bid, keep nothing"),
        S("others", "What the sides other than the bidder score.",
          F("taken", const(others=m.Others.TAKEN)), F("nothing", const(others=m.Others.NOTHING)),
          F("only if bidder set", const(others=m.Others.IF_BIDDER_SET)),
          example="others: taken"),
        S("floor", "The lowest score a side can have.", F("none", const(floor=None)),
          F("{int}", put("floor")), example="floor: 0"),
    ),
)

# ------------------------------------------------------------------------- winning

WINNING = Section(
    "winning",
    "Target, who may win, and what decides when several reach it.",
    (
        S("target", "Points needed to win the match.", F("{nat}", put("target")),
          example="target: 11"),
        S("reach", "Whether the target must be reached or exceeded.",
          F("at least", const(reach=m.Reach.AT_LEAST)), F("over", const(reach=m.Reach.OVER))),
        S("who", "Who may win at the end of a deal.",
          F("anyone", const(eligible=m.Eligible.ANYONE)),
          F("bidder even if set", const(eligible=m.Eligible.BIDDER)),
          F("bidder or setter", const(eligible=m.Eligible.BIDDER_OR_SETTER)),
          F("bid made", const(eligible=m.Eligible.BID_MADE)), example="who: bid made",
          retired=(Retired("bidder", ("bidder even if set", "bid made"),
                           "'bidder' does not say whether a bidder who is set may still "
                           "win; it always meant he may"),)),
        S("both_reach", "What decides when several sides reach the target in one deal.",
          F("counting order", const(both=m.BothReach.COUNTING_ORDER)),
          F("bidder", const(both=m.BothReach.BIDDER)),
          F("higher score", const(both=m.BothReach.HIGHER_SCORE))),
        S("margin", "The winner must lead by at least this much.", F("{nat}", put("margin")),
          example="margin: 2"),
        S("backdoor", "A score at or below the threshold ends the match.",
          F("at {int} {win|lose|draw}",
            lambda n, o: {"backdoor": m.Backdoor(n, m.MatchOutcome(o))}),
          repeat=True, example="backdoor: at -100 lose"),
        S("hands", "The match lasts a fixed number of deals.", F("{nat}", put("hands"))),
        S("tie", "A tied match is followed by more deals.",
          F("{nat} more hands", put("extra"))),
        S("count_out", "Points scored during the deal count at once and can end the match.",
          *YES_NO),
    ),
)

# ------------------------------------------------------------------------- procedures

PROC_CLAUSES = (
    F("when hand within {ranks}", lambda r: {"ranks": r, "scope": m.Scope.HAND}),
    F("when nontrumps within {ranks}", lambda r: {"ranks": r, "scope": m.Scope.NONTRUMPS}),
    F("new hand {nat}", put("new_hand")),
    F("may not bid", const(may_bid=False)),
    F("sits out {first|last}", put("sits_out", m.Sitter)),
    F("not in partnerships", const(partnerships=False)),
    F("as bid", const(as_bid=True)),
    F("hand shown", const(shown=True)),
)


def _proc(key: str, summary: str) -> Setting:
    return S(key, summary, F("allowed", const(allowed=True)),
             F("forbidden", const(allowed=False)), clauses=PROC_CLAUSES, many=True,
             example=f"{key}: allowed, when hand within 4..9")


PROCEDURES = Section(
    "procedures",
    "Hand-improvement rules: coke, muck, misdeal and pointless hands.",
    (
        _proc("coke", "Turn in a poor hand for a new one."),
        _proc("muck", "Fold a hand that can win no trick."),
        _proc("misdeal", "Show a worthless hand and have everything redealt."),
        _proc("replace_pointless", "Exchange a hand with no point cards for a new one."),
        _proc("redeal_pointless", "Ask for a full redeal of a hand with no point cards."),
    ),
)

# ------------------------------------------------------------------------- properties


def _event(kind: m.EventKind, hole: str = "") -> object:
    """A claim event; its one hole, if any, names a bid or a point."""
    if not hole:
        return const(event=kind)
    return lambda value: {"event": kind, hole: str(value)}


CLAIM_TERMS = (
    F("points per deal", const(quantity=m.Quantity.POINTS_PER_DEAL)),
    F("points of bidder", const(quantity=m.Quantity.POINTS_OF_BIDDER)),
    F("points of others", const(quantity=m.Quantity.POINTS_OF_OTHERS)),
    F("winners per deal", const(quantity=m.Quantity.WINNERS_PER_DEAL)),
    F("score of bidder", const(quantity=m.Quantity.SCORE_OF_BIDDER)),
    F("lowest score", const(quantity=m.Quantity.LOWEST_SCORE)),
    F("gain of bidder", const(quantity=m.Quantity.GAIN_OF_BIDDER)),
    F("loss of bidder", const(quantity=m.Quantity.LOSS_OF_BIDDER)),
    F("gain of others", const(quantity=m.Quantity.GAIN_OF_OTHERS)),
    F("bid level", const(quantity=m.Quantity.BID_LEVEL)),
    F("points of dealer", const(quantity=m.Quantity.POINTS_OF_DEALER)),
    F("bid made", _event(m.EventKind.BID_MADE)),
    F("bid set", _event(m.EventKind.BID_SET)),
    F("bid {nat}", _event(m.EventKind.BID, "bid")),
    F("bid {name}", _event(m.EventKind.BID, "bid")),
    F("makes bid {nat}", _event(m.EventKind.MAKES_BID, "bid")),
    F("makes bid {name}", _event(m.EventKind.MAKES_BID, "bid")),
    F("bidder wins", _event(m.EventKind.BIDDER_WINS)),
    F("match won", _event(m.EventKind.MATCH_WON)),
    F("point {name} awarded", _event(m.EventKind.POINT_AWARDED, "point")),
    F("point {name} to bidder", _event(m.EventKind.POINT_TO_BIDDER, "point")),
)
"""The words of a claim: quantities (compared with numbers or each other) and events
(combined with and, or, not). Their meanings are in :mod:`pitchspec.meanings.claims`."""

PROPERTIES = Section(
    "properties",
    "The author's claims about every deal, verified with the built-in properties.",
    (
        S("claim", "A claim about one deal and its settlement: it holds for every deal, "
          "for some deal, or for no deal.", *CLAIM_TERMS, named=True, claim=True,
          example='claim "at most 4 points a deal": points per deal <= 4'),
    ),
)

# ------------------------------------------------------------------------- top level

TOP = Section(
    "variant",
    "The variant's identity: aliases and sources, then its rule sections.",
    (
        S("aliases", "Other names of the variant.", F("{str}", put("alias")), many=True,
          example='aliases: "Setback", "Bid Pitch"'),
        S("catalogue", "The variant's id in the requirements catalogue (VARIANTS.md).",
          F("{name}", put("catalogue")), example="catalogue: V03"),
        S("source", "A seed document and the part of it the variant comes from.",
          F("{seed} {str}", lambda seed, section: {"seed": seed, "section": section}),
          repeat=True, example='source: 000 "Auction Pitch section"'),
    ),
    blocks=(PLAYERS, DECK, RANKING, DEAL, BIDDING, TRUMP, EXCHANGE, PLAY, POINTS, SCORING,
            WINNING, PROCEDURES, PROPERTIES),
)

OWN_ONLY = frozenset({"aliases", "source", "catalogue"})
"""Top-level settings a child does not inherit: each variant states its own."""
