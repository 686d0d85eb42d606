"""A played deal told on a page: the cards at the table, the decisions, the tricks
round the table, the points and the scores, in player words and pictures.

Everything comes from a :class:`pitchspec.rulebook.played.PlayedMatch`, the engine's
play of a deal file under the page's variant; a point is named by its label, a seat
by where it sits, a card by its face (and its name in the text beside the picture).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from html import escape

from pitchspec import model as m
from pitchspec.cards import Joker
from pitchspec.engine import actions as A
from pitchspec.rulebook import cardfaces as cf
from pitchspec.rulebook import pictures as pic
from pitchspec.rulebook import rest as r
from pitchspec.rulebook import scores
from pitchspec.rulebook import words as w
from pitchspec.rulebook.played import Award, Contract, Decision, PlayedDeal, PlayedMatch
from pitchspec.rulebook.seating import Table
from pitchspec.rulebook.texts import text


@dataclass(frozen=True)
class Teller:
    """The words and pictures for deals of one variant at one table."""

    variant: m.Variant
    table: Table

    @classmethod
    def of(cls, variant: m.Variant, match: PlayedMatch) -> Teller:
        return cls(variant, Table(match.players, match.sides, match.clockwise))

    @property
    def jokers(self) -> tuple[Joker, ...]:
        return tuple(self.variant.deck.jokers)

    # ------------------------------------------------------------------ words

    def point(self, name: str) -> str:
        """A point by its label ("Low"), never its name in the spec (``low``)."""
        rule = self.variant.point(name)
        if rule is not None:
            return rule.label
        return text(f"award.{name}") if f"award.{name}" in _AWARDS else \
            w.capital(name.replace("_", " "))

    def bid_label(self, name: str) -> str:
        bid = self.variant.special_bid(name)
        return bid.label if bid is not None else name.replace("_", " ")

    def contract(self, c: Contract | None) -> str:
        if c is None:
            return text("contract.none")
        seat = self.table.seat(c.bidder)
        if c.special is not None:
            return text("contract.special", seat=seat, label=self.bid_label(c.special))
        if c.doubled:
            return text("contract.doubled", seat=seat, level=c.level, double=2 * c.level)
        return text("contract.bid", seat=seat, level=c.level)

    def decision(self, d: Decision) -> str:
        seat, a = self.table.seat(d.seat), d.action
        if 0 <= a < 54:
            card = cf.short(a, self.jokers)
            key = {"discard": "decide.discard", "reduce": "decide.discard",
                   "take": "decide.take", "complete": "decide.take",
                   "reclaim": "decide.take"}.get(d.step or "", "decide.card")
            if d.phase == "call":
                key = "decide.call"
            return text(key, seat=seat, card=card)
        if a == A.PASS:
            return text("decide.pass", seat=seat)
        if A.BID_BASE < a < A.DOUBLED_BASE:
            level = a - A.BID_BASE
            special = next((b for b in self.variant.bidding.special if b.at == level), None)
            if special is not None:
                return text("decide.bid as", seat=seat, level=level, label=special.label)
            return text("decide.bid", seat=seat, level=level)
        if A.DOUBLED_BASE < a < A.SPECIAL_BASE:
            level = a - A.DOUBLED_BASE
            return text("decide.doubled", seat=seat, level=level, double=2 * level)
        if A.SPECIAL_BASE <= a < A.DECLARE_BASE:
            specials = self.variant.bidding.special
            index = a - A.SPECIAL_BASE
            label = specials[index].label if index < len(specials) else str(index)
            return text("decide.special", seat=seat, label=label)
        if A.DECLARE_BASE <= a < A.DECLARE_BASE + 4:
            return text("decide.trump", seat=seat, suit=cf.suit_name(a - A.DECLARE_BASE))
        if A.SUB_BASE <= a < A.SUB_BASE + 4:
            return text("decide.sub", seat=seat, suit=cf.suit_name(a - A.SUB_BASE))
        if A.PROCEDURE_BASE <= a < A.DEALER_BASE:
            kinds = list(m.ProcedureKind)
            what = scores.procedure_name(kinds[a - A.PROCEDURE_BASE]).lower()
            return text("decide.procedure", seat=seat, what=what)
        named = _NAMED.get(a)
        return text(named, seat=seat) if named else text("decide.other", seat=seat,
                                                         label=A.describe(a))

    def award(self, a: Award) -> str:
        name = self.point(a.point)
        return text("points.during", point=name) if a.during else name

    def outcome(self, match: PlayedMatch) -> str:
        if match.draw:
            return text("outcome.draw")
        if len(match.winners) == 1:
            return text("outcome.wins", side=self.table.side(match.winners[0]))
        if match.winners:
            return text("outcome.win together",
                        sides=w.joined(self.table.side(s) for s in match.winners))
        return text("outcome.goes on")

    def roles(self, deal: PlayedDeal, seat: int) -> list[str]:
        found = []
        if seat == deal.dealer:
            found.append(text("role.dealer"))
        if seat == (deal.dealer + 1) % self.table.players:
            found.append(text("role.elder"))
        if deal.contract is not None and deal.contract.bidder == seat:
            found.append(text("role.bidder"))
        return found

    # ------------------------------------------------------------------ blocks

    def deal(self, match: PlayedMatch, deal: PlayedDeal, *,
             scores_note: str | None = None) -> Iterator[str]:
        """One deal: the table, the decisions, the tricks, the points, the scores."""
        if any(deal.before):
            yield from r.paragraph(r.escape(text("deal.scores before",
                                                 scores=self.table.scores(deal.before))))
        if scores_note:
            yield from r.paragraph(scores_note)
        yield from self.table_picture(deal)
        yield from self.decisions(deal)
        if deal.at_lead is not None and \
                [sorted(h) for h in deal.at_lead] != [sorted(h) for h in deal.dealt]:
            yield from self.table_picture(deal, deal.at_lead, text("deal.at lead.caption"))
        if deal.tricks:
            yield from self.tricks_picture(deal)
        elif deal.held_at_lead is not None and not deal.finished:
            holdings = w.joined(text("deal.holds", seat=self.table.seat(s),
                                     cards=text("cards.count", count=n))
                                for s, n in enumerate(deal.held_at_lead))
            yield from r.paragraph(r.escape(text("deal.at lead", holdings=holdings)))
        if deal.finished:
            yield from self.points(deal)
            assert deal.after is not None
            yield from r.paragraph(r.escape(
                text("deal.scores after", scores=self.table.scores(deal.after)) + " " +
                (self.outcome(match) if deal is match.deals[-1] else "")))

    def decisions(self, deal: PlayedDeal) -> Iterator[str]:
        """The bids and other decisions of a deal, in the order made."""
        if deal.decisions:
            said = w.joined(self.decision(d) for d in deal.decisions)
            yield from r.paragraph(r.escape(text("deal.decisions", decisions=w.capital(said))))

    def table_picture(self, deal: PlayedDeal, hands: Sequence[Sequence[int]] | None = None,
                      caption: str | None = None) -> Iterator[str]:
        """The cards as dealt (or ``hands`` under ``caption``), each hand where its
        player sits."""
        if caption is not None:
            yield from r.rubric(r.escape(caption))
        centre = []
        alt_centre = []
        if deal.turned:
            centre.append(escape(text("deal.turned.label")) + " " +
                          cf.row(deal.turned, self.jokers))
            alt_centre.append(text("deal.turned", cards=cf.listed(deal.turned, self.jokers)))
        trump = text(f"deal.trump.{cf.SUITS[deal.trump]}") \
            if deal.trump is not None else text("deal.no trump")
        centre.append(escape(trump))
        alt_centre.append(trump)
        roles = [self.roles(deal, s) for s in range(self.table.players)]
        shown = deal.dealt if hands is None else hands
        html = pic.deal_html(self.table, shown, roles, centre, self.jokers)
        direction = text("direction.clockwise" if self.table.clockwise
                         else "direction.counter")
        alt = [(caption or text("deal.table", direction=direction)) + ":"]
        for seat, cards in enumerate(shown):
            named = text("deal.roles", roles=", ".join(roles[seat])) if roles[seat] else ""
            alt.append(text("deal.seat hand", seat=self.table.seat(seat), roles=named,
                            cards=cf.listed(cf.held(cards), self.jokers)) + ".")
        yield from r.picture(html, [r.escape(a) for a in [*alt, *alt_centre]], "pitch-deal-pic")

    def tricks_picture(self, deal: PlayedDeal, caption: str | None = None) -> Iterator[str]:
        """The tricks, each drawn round the table, under a caption."""
        html = pic.tricks_html([pic.trick_html(self.table, t.number, t.leader, t.plays,
                                               t.winner, self.jokers) for t in deal.tricks])
        alt = [pic.trick_alt(self.table, t.number, t.plays, t.winner, self.jokers)
               for t in deal.tricks]
        yield from r.rubric(r.escape(caption or text("deal.tricks")))
        yield from r.picture(html, [r.escape(a) for a in alt])

    def points(self, deal: PlayedDeal) -> Iterator[str]:
        """The points of a finished deal: which, with which card, to whom, how many."""
        if not deal.awards:
            yield from r.paragraph(r.escape(text("deal.points.none")))
            return
        rows = [(self.award(a), cf.face(a.card, self.jokers) if a.card is not None else "",
                 self.table.side(a.side), str(a.value)) for a in deal.awards]
        head = [text("points.column.point"), text("points.column.card"),
                text("points.column.side"), text("points.column.value")]
        alt = [text("points.alt", point=self.award(a), side=self.table.side(a.side),
                    value=a.value, card=f" ({cf.name(a.card, self.jokers)})"
                    if a.card is not None else "") for a in deal.awards]
        yield from r.picture(pic.points_html(head, rows),
                             [r.escape(text("deal.points") + ": " + " ".join(alt))])

    def summary(self, match: PlayedMatch) -> Iterator[str]:
        """Every deal of a match in one row each: dealer, contract, points, scores."""
        rows = []
        for deal in match.deals:
            contract = self.contract(deal.contract)
            if deal.made is not None:
                contract += f" ({text('contract.made' if deal.made else 'contract.set')})"
            points = ", ".join(f"{self.award(a)} {self.table.side(a.side)}"
                               for a in deal.awards) or "-"
            after = self.table.scores(deal.after) if deal.after is not None else "-"
            rows.append((str(deal.number), r.escape(self.table.seat(deal.dealer)),
                         r.escape(contract), r.escape(points), r.escape(after)))
        yield from r.rubric(r.escape(text("match.deals")))
        yield from r.table((text("match.column.deal"), text("match.column.dealer"),
                            text("match.column.contract"), text("match.column.points"),
                            text("match.column.scores")), rows, widths=(1, 2, 3, 4, 4))

    def match(self, match: PlayedMatch, *, scores_note: str | None = None) -> Iterator[str]:
        """A whole deal file: one deal in full, or a match in a table and its last deal
        in full; then why play stopped, if it did."""
        yield from r.paragraph(self.table.key())
        if len(match.deals) > 1:
            yield from self.summary(match)
            yield from r.paragraph(r.escape(text("match.last")))
        if match.deals:
            yield from self.deal(match, match.deals[-1], scores_note=scores_note)
        if match.refused:
            yield from r.paragraph(r.escape(text("deal.refused", reason=match.refused)))
        elif match.stopped == "moves":
            yield from r.paragraph(r.escape(text("deal.stopped")))


_NAMED = {A.STAND: "decide.stand", A.BEG: "decide.beg", A.GIVE: "decide.give",
          A.RUN: "decide.run", A.DONE: "decide.done", A.LOOK: "decide.look",
          A.NO_LOOK: "decide.no look", A.SELL: "decide.sell", A.REFUSE: "decide.refuse",
          A.CONCEDE: "decide.concede", A.THROW_IN: "decide.throw in"}
_AWARDS = ("award.sale", "award.gift")


def seats_words(table: Table, seats: Sequence[int]) -> str:
    return w.joined(table.seat(s) for s in seats)
