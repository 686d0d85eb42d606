"""The typed model of a variant: frozen dataclasses and enums, one per rule dimension.

This is the contract between the language and everything downstream (engine, smt,
rulebook). Every node carries the span of the text that stated it (``NO_SPAN`` for a
default the language supplied); spans never take part in equality.

A :class:`Variant` is complete: ``extends`` has been resolved and every field holds a
value, so downstream code never looks at a parent.

The model is a package with one module per rule dimension (identity, seating, deck,
ranking, deal, bidding, trump, exchange, play, points, scoring, winning, procedures,
claims, variant); every public name is re-exported here, so ``from pitchspec.model
import Variant`` (and ``model.Variant``) is how the rest of pitchspec names them.
"""

from __future__ import annotations

from pitchspec.model.bidding import (
    AllPass,
    AllPassAction,
    AuctionForm,
    Bar,
    BarKind,
    Bidding,
    Commercial,
    ForcedBid,
    Look,
    Outcome,
    OutcomeKind,
    Requirement,
    RequirementKind,
    Seat,
    SpecialBid,
    Steal,
)
from pitchspec.model.claims import (
    Amount,
    Claim,
    ClaimCondition,
    Compare,
    Comparison,
    Event,
    EventKind,
    Junction,
    Negation,
    Quantifier,
    Quantity,
)
from pitchspec.model.deal import (
    Blind,
    Deal,
    FirstDealer,
    StockFace,
)
from pitchspec.model.deck import (
    CardRef,
    CardValue,
    Deck,
    SuitRef,
)
from pitchspec.model.exchange import (
    Actor,
    CardClass,
    Exchange,
    Pile,
    Step,
    StepKind,
)
from pitchspec.model.identity import (
    Note,
    NoteKind,
    SourceRef,
)
from pitchspec.model.play import (
    FollowRule,
    JokerLead,
    LeadRule,
    Play,
    Sitter,
    TrickWinner,
)
from pitchspec.model.points import (
    KIND_FACTS,
    Condition,
    ConditionKind,
    GameCount,
    InPlay,
    KindFacts,
    PointClause,
    PointKind,
    PointRule,
    RankValue,
    Receiver,
    Scored,
    TieRule,
    TurnOnly,
)
from pitchspec.model.procedures import (
    Procedure,
    ProcedureKind,
    Scope,
)
from pitchspec.model.ranking import (
    JokerRole,
    Ranking,
)
from pitchspec.model.scoring import (
    MadeRule,
    Others,
    Scoring,
    SetKeeps,
    SetPenalty,
)
from pitchspec.model.seating import (
    Direction,
    PartnerCall,
    PartnerCard,
    Seating,
    TeamForm,
)
from pitchspec.model.trump import (
    AfterRun,
    Beg,
    GiftTo,
    Trump,
    TrumpMethod,
)
from pitchspec.model.variant import (
    Variant,
)
from pitchspec.model.winning import (
    Backdoor,
    BothReach,
    Eligible,
    MatchOutcome,
    Reach,
    Winning,
)

__all__ = [
    "KIND_FACTS",
    "Actor",
    "AfterRun",
    "AllPass",
    "AllPassAction",
    "Amount",
    "AuctionForm",
    "Backdoor",
    "Bar",
    "BarKind",
    "Beg",
    "Bidding",
    "Blind",
    "BothReach",
    "CardClass",
    "CardRef",
    "CardValue",
    "Claim",
    "ClaimCondition",
    "Commercial",
    "Compare",
    "Comparison",
    "Condition",
    "ConditionKind",
    "Deal",
    "Deck",
    "Direction",
    "Eligible",
    "Event",
    "EventKind",
    "Exchange",
    "FirstDealer",
    "FollowRule",
    "ForcedBid",
    "GameCount",
    "GiftTo",
    "InPlay",
    "JokerLead",
    "JokerRole",
    "Junction",
    "KindFacts",
    "LeadRule",
    "Look",
    "MadeRule",
    "MatchOutcome",
    "Negation",
    "Note",
    "NoteKind",
    "Others",
    "Outcome",
    "OutcomeKind",
    "PartnerCall",
    "PartnerCard",
    "Pile",
    "Play",
    "PointClause",
    "PointKind",
    "PointRule",
    "Procedure",
    "ProcedureKind",
    "Quantifier",
    "Quantity",
    "RankValue",
    "Ranking",
    "Reach",
    "Receiver",
    "Requirement",
    "RequirementKind",
    "Scope",
    "Scored",
    "Scoring",
    "Seat",
    "Seating",
    "SetKeeps",
    "SetPenalty",
    "Sitter",
    "SourceRef",
    "SpecialBid",
    "Steal",
    "Step",
    "StepKind",
    "StockFace",
    "SuitRef",
    "TeamForm",
    "TieRule",
    "TrickWinner",
    "Trump",
    "TrumpMethod",
    "TurnOnly",
    "Variant",
    "Winning",
]
