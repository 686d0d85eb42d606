"""The words of trump and the exchange: the ``trump`` section (with its ``beg``
block) and the ``exchange`` section's steps.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.phrases import const
from pitchspec.phrases import field as put
from pitchspec.vocabulary.section import F, S, Section

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
    F(f"{ACTORS} complete to {{nat}} by choice trumps first",
      _step(m.StepKind.COMPLETE, pile=m.Pile.STOCK, by_choice=True, trumps_first=True)),
    F(f"{ACTORS} discard nontrumps face up",
      _step(m.StepKind.DISCARD, cards=m.CardClass.NONTRUMPS, pile=m.Pile.SCRAP, shown=True)),
    F(f"{ACTORS} discard any face up",
      _step(m.StepKind.DISCARD, cards=m.CardClass.ANY, pile=m.Pile.SCRAP, shown=True)),
    F(f"{ACTORS} discard nontrumps by choice",
      _step(m.StepKind.DISCARD, cards=m.CardClass.NONTRUMPS, by_choice=True)),
    F(f"{ACTORS} discard one per card taken",
      _step(m.StepKind.DISCARD, cards=m.CardClass.ANY, by_choice=True, per_card_taken=True)),
    F(f"{ACTORS} reclaim trumps from scrap",
      _step(m.StepKind.RECLAIM, pile=m.Pile.SCRAP, by_choice=True)),
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
