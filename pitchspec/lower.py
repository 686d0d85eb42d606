"""Merged entries -> a complete :class:`~pitchspec.model.Variant`.

One function per section turns what the section said (a :class:`~pitchspec.read.Read`)
into its model node, filling the language's defaults. Rules with no sensible default
(player count, hand size, how trump is fixed, the target, who receives Low) must be
stated by the variant or a parent: their absence is PS212.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from fractions import Fraction
from typing import Any

from pitchspec import model as m
from pitchspec.cards import NATURAL_ORDER, Joker, Rank
from pitchspec.diagnostics import Diagnostic
from pitchspec.i18n import TRANSLATED
from pitchspec.lower_claims import Names, lower_claims
from pitchspec.parse import Atom, AtomKind, Entry, EntryKind, SpecFile
from pitchspec.phrases import rank_of, ranks_of
from pitchspec.read import Read, Reader
from pitchspec.source import NO_SPAN, Span
from pitchspec.vocabulary import TOP

STANDARD_CARD_POINTS = {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}

class Lowerer:
    """Builds one variant from its merged entries, collecting diagnostics."""

    def __init__(self, spec: SpecFile, entries: tuple[Entry, ...]) -> None:
        self.spec = spec
        self.entries = entries
        self.reader = Reader()
        self.diagnostics: list[Diagnostic] = self.reader.diagnostics

    def variant(self) -> m.Variant:
        top = self.reader.read(self.entries, TOP)
        bidding = self.bidding(top.block("bidding"), top.span("bidding"))
        deck = self.deck(top.block("deck"), top.span("deck"))
        points = self.points(top.block("points"), top.span("points"))
        variant = m.Variant(
            name=self.spec.name,
            title=self.spec.title or self.spec.name.replace("_", " ").title(),
            parent=self.spec.parent,
            catalogue=top.get("catalogue", "catalogue"),  # type: ignore[arg-type]
            aliases=tuple(f["alias"] for f in top.phrases("aliases")),
            names=self.names(top),
            sources=self.sources(top),
            notes=tuple(self.notes()),
            seating=self.seating(top.block("players"), top.span("players")),
            deck=deck,
            ranking=self.ranking(top.block("ranking"), deck, top.span("ranking")),
            deal=self.deal(top.block("deal"), top.span("deal")),
            bidding=bidding,
            trump=self.trump(top.block("trump"), top.span("trump")),
            exchange=self.exchange(top.block("exchange"), top.span("exchange")),
            play=self.play(top.block("play"), bidding, top.span("play")),
            points=points,
            scoring=self.scoring(top.block("scoring"), points, bidding, top.span("scoring")),
            winning=self.winning(top.block("winning"), top.span("winning")),
            procedures=self.procedures(top.block("procedures")),
            span=self.spec.header_span,
        )
        return replace(variant, claims=self.claims(top.block("properties"), variant))

    # ------------------------------------------------------------------ helpers

    def require(self, read: Read, key: str, name: str, what: str, where: Span) -> Any:
        value = read.get(key, name)
        # A value that was stated but refused (PS203, PS213) is not also reported missing.
        misspelt = any(e.span in self.reader.rejected for e, _ in read.each(key))
        if value is None and not misspelt:
            self.diagnostics.append(Diagnostic(
                "PS212", f"{what} is not stated by '{self.spec.name}' or its parents",
                where if where is not NO_SPAN else self.spec.name_span,
                help=f"add '{key}: ...' (see 'pitchspec show' of a similar variant)"))
        return value

    def names(self, top: Read) -> tuple[tuple[str, str], ...]:
        """The variant's names in the languages pitchspec writes (PS218 for another)."""
        out: dict[str, str] = {}
        for entry, fragments in top.each("name"):
            for f in fragments:
                code = str(f["code"])
                if code not in TRANSLATED:
                    self.diagnostics.append(Diagnostic(
                        "PS218", f"'{code}' is not a language pitchspec writes rulebooks in",
                        entry.span, help="a name is given for one of "
                        + ", ".join(TRANSLATED) + " (English is the title)"))
                else:
                    out[code] = str(f["title"])
        return tuple(sorted(out.items()))

    def sources(self, top: Read) -> tuple[m.SourceRef, ...]:
        return tuple(
            m.SourceRef(f["seed"], f["section"], entry.span)
            for entry, fragments in top.each("source") for f in fragments
        )

    def notes(self) -> Iterable[m.Note]:
        if self.spec.doc:
            yield _note("variant", self.spec.doc, self.spec.name, self.spec.header_span)
        yield from _entry_notes(self.entries, "")
        yield from _drop_notes(self.spec.entries, "")

    # ------------------------------------------------------------------ sections

    def seating(self, r: Read, span: Span) -> m.Seating:
        counts: set[int] = set()
        for f in r.phrases("count"):
            lo, hi = f["count"]
            counts.update(range(lo, hi + 1))
        if not counts:
            self.require(r, "count", "count", "the number of players", span)
        teams = tuple(f["team"] for f in r.phrases("teams") if f.get("team"))
        call = r.one("partner")
        partner = None
        if call:
            lo, hi = call.get("players", (min(counts, default=0), max(counts, default=0)))
            partner = m.PartnerCall(call["card"], frozenset(range(lo, hi + 1)), r.span("partner"),
                                    others_together=bool(call.get("together", False)))
        return m.Seating(
            players=frozenset(counts),
            teams=teams,
            teams_optional=r.get("partnership", "partnership") == "optional",
            direction=r.get("direction", "direction", m.Direction.CLOCKWISE),  # type: ignore[arg-type]
            partner_call=partner,
            span=span,
        )

    def deck(self, r: Read, span: Span) -> m.Deck:
        removed = set(r.get("remove", "remove", ()))  # type: ignore[call-overload]
        ranks = tuple(rank for rank in NATURAL_ORDER if rank not in removed)
        values: dict[tuple[Rank | None, bool, bool], tuple[Fraction, Span]] = {
            (rank, False, False): (Fraction(v), NO_SPAN) for rank, v in STANDARD_CARD_POINTS.items()
        }
        for entry, fragments in r.each("card_points"):
            for f in fragments:
                key = (f["rank"], f["joker"], f["trump_only"])
                values[key] = (Fraction(f["value"]), entry.span)
        card_points = tuple(
            m.CardValue(rank, joker, trump_only, value, where)
            for (rank, joker, trump_only), (value, where) in values.items()
        )
        jokers: tuple[Joker, ...] = r.get("jokers", "jokers", ())  # type: ignore[assignment]
        return m.Deck(ranks, jokers, card_points, span)

    def ranking(self, r: Read, deck: m.Deck, span: Span) -> m.Ranking:
        trump_atoms = r.get("trump", "trump")
        if trump_atoms is None:
            trump = tuple(m.CardRef(m.SuitRef.TRUMP, rank) for rank in deck.ranks)
        else:
            trump = self.trump_order(trump_atoms)  # type: ignore[arg-type]
        plain = r.get("plain", "plain", deck.ranks)
        return m.Ranking(
            trump=trump,
            plain=plain,  # type: ignore[arg-type]
            jokers=r.get("jokers", "jokers", m.JokerRole.TRUMP),  # type: ignore[arg-type]
            span=span,
        )

    def trump_order(self, atoms: tuple[Atom, ...]) -> tuple[m.CardRef, ...]:
        """Read 'A K Q J off J big joker little joker 10 ... 2' into card refs."""
        order: list[m.CardRef] = []
        i = 0
        while i < len(atoms):
            ref, width = self.rank_item(atoms, i)
            if ref is not None:
                order.extend(ref)
            i += width
        return tuple(order)

    def rank_item(self, atoms: tuple[Atom, ...], i: int) -> tuple[list[m.CardRef] | None, int]:
        atom = atoms[i]
        nxt = atoms[i + 1] if i + 1 < len(atoms) else None
        if atom.text == "joker":
            return [m.CardRef(None, None, Joker.JOKER, atom.span)], 1
        if atom.text in ("big", "little") and nxt is not None and nxt.text == "joker":
            joker = Joker.BIG if atom.text == "big" else Joker.LITTLE
            return [m.CardRef(None, None, joker, atom.span)], 2
        if atom.text == "off" and nxt is not None and rank_of(nxt) is not None:
            return [m.CardRef(m.SuitRef.OFF, rank_of(nxt), None, atom.span)], 2
        ranks = ranks_of(atom)
        if ranks is not None:
            if atom.kind is AtomKind.RANGE:
                ranks = tuple(sorted(ranks, reverse=True))
            return [m.CardRef(m.SuitRef.TRUMP, rank, None, atom.span) for rank in ranks], 1
        self.diagnostics.append(Diagnostic(
            "PS209", f"'{atom.text}' is not a rank, an off-suit card or a joker", atom.span,
            help="write ranks as A K Q J 10 .. 2, 'off J', 'joker', 'big joker', 'little joker'"))
        return None, 1

    def deal(self, r: Read, span: Span) -> m.Deal:
        hand = self.require(r, "hand", "hand", "the number of cards dealt to each player", span)
        packets_atoms = r.get("packets", "packets")
        packets: tuple[int, ...] = (hand or 0,)
        if packets_atoms is not None:
            packets = self.numbers(packets_atoms)  # type: ignore[arg-type]
        return m.Deal(
            hand=hand or 0,
            packets=packets,
            widow=r.get("widow", "widow", 0),  # type: ignore[arg-type]
            kitty=r.get("kitty", "kitty", 0),  # type: ignore[arg-type]
            blind=r.get("blind", "blind"),  # type: ignore[arg-type]
            stock=r.get("stock", "stock", m.StockFace.DOWN),  # type: ignore[arg-type]
            first_dealer=r.get("first_dealer", "first_dealer", m.FirstDealer.CUT),  # type: ignore[arg-type]
            span=span,
            cut_ranking=r.get("cut_ranking", "cut_ranking", ()),  # type: ignore[arg-type]
            rounds=r.get("rounds", "rounds"),  # type: ignore[arg-type]
        )

    def numbers(self, atoms: tuple[Atom, ...]) -> tuple[int, ...]:
        values = []
        for atom in atoms:
            if atom.kind is AtomKind.INT and int(atom.text) > 0:
                values.append(int(atom.text))
            else:
                self.diagnostics.append(Diagnostic(
                    "PS213", f"'{atom.text}' is not a positive number of cards", atom.span))
        return tuple(values)

    def bidding(self, r: Read, span: Span) -> m.Bidding:
        stated = bool(r.entries or r.blocks)
        form = r.get("form", "form", m.AuctionForm.ONCE_AROUND if stated else m.AuctionForm.NONE)
        lo, hi = 0, 0
        if form is not m.AuctionForm.NONE:
            bids = self.require(r, "bids", "bids", "the range of legal bids", span)
            lo, hi = bids or (0, 0)
        return m.Bidding(
            form=form,  # type: ignore[arg-type]
            opener=r.get("opener", "opener", m.Seat.ELDER),  # type: ignore[arg-type]
            minimum=lo,
            maximum=hi,
            doubled=bool(r.get("doubled", "value", False)),
            steal=r.get("steal", "steal"),  # type: ignore[arg-type]
            all_pass=self.all_pass(r),
            forced=tuple(f["forced"] for f in r.phrases("forced")),
            special=tuple(self.special_bid(e, b) for e, b in r.named_blocks("bid")),
            look=self.look(r),
            commercial=self.commercial(r),
            declare_by_pitching=r.get("declare_by_pitching", "declare_by_pitching"),  # type: ignore[arg-type]
            span=span,
        )

    def all_pass(self, r: Read) -> m.AllPass:
        f = r.one("all_pass")
        may = tuple(x["may_bid"] for x in r.phrases("all_pass") if "may_bid" in x)
        return m.AllPass(
            action=f.get("action", m.AllPassAction.REDEAL),
            amount=f.get("amount"),
            may_bid=may,
            show_hands=bool(f.get("show_hands", False)),
            span=r.span("all_pass"),
        )

    def look(self, r: Read) -> m.Look | None:
        f = r.one("look")
        if not f:
            return None
        return m.Look(f.get("lose", 0), bool(f.get("take", False)), r.span("look"),
                      passers_exempt=bool(f.get("passers_exempt", False)))

    def commercial(self, r: Read) -> m.Commercial | None:
        f = r.one("commercial")
        if not f:
            return None
        return m.Commercial(bool(f.get("scores")), bool(f.get("must_make")), r.span("commercial"))

    def special_bid(self, entry: Entry, r: Read) -> m.SpecialBid:
        at, above = r.get("at", "at"), r.get("above", "above")
        if at is None and above is None:
            self.require(r, "above", "above", f"where bid '{entry.name}' ranks (at: or above:)",
                         entry.key_span)
        value = r.get("value", "value", at if at is not None else 0)
        return m.SpecialBid(
            name=entry.name or "",
            label=entry.label or (entry.name or "").replace("_", " ").capitalize(),
            above=above,  # type: ignore[arg-type]
            at=at,  # type: ignore[arg-type]
            value=value,  # type: ignore[arg-type]
            requires=tuple(f["req"] for f in r.phrases("requires")),
            made=self.outcome(r, "made", m.Outcome(m.OutcomeKind.SCORE), entry),
            set=self.outcome(r, "set", m.Outcome(m.OutcomeKind.LOSE), entry),
            barred=tuple(f["bar"] for f in r.phrases("barred")),
            blind=bool(r.get("blind", "value", False)),
            span=entry.span,
        )

    def outcome(self, r: Read, key: str, default: m.Outcome, entry: Entry) -> m.Outcome:
        """What making ('made') or failing ('set') a special bid does; an outcome that
        depends on the bidder's score ('win match if score 0') takes its 'else' phrase
        for any other score, which must be stated (PS212), and an 'else' needs an 'if'
        before it (PS203)."""
        found: m.Outcome = r.get(key, "outcome", default)  # type: ignore[assignment]
        otherwise: m.Outcome | None = r.get(key, "otherwise")  # type: ignore[assignment]
        refused = any(e.span in self.reader.rejected for e, _ in r.each(key))
        if found.if_score is not None and otherwise is None and not refused:
            self.diagnostics.append(Diagnostic(
                "PS212", f"what bid '{entry.name}' does from any other score is not stated",
                r.span(key), help=f"add an 'else' phrase: '{key}: win match if score "
                f"{found.if_score}, else score value'"))
        elif found.if_score is None and otherwise is not None:
            self.diagnostics.append(Diagnostic(
                "PS203", f"an 'else' outcome of bid '{entry.name}' without an 'if score' "
                "before it", r.span(key),
                help=f"'{key}: win match if score 0, else score value'"))
            return found
        return replace(found, otherwise=otherwise, span=r.span(key))

    def trump(self, r: Read, span: Span) -> m.Trump:
        method = self.require(r, "method", "method", "how trump is fixed", span)
        return m.Trump(
            method=method or m.TrumpMethod.FIRST_LEAD,
            declare_before_kitty=bool(r.get("declare", "before", True)),
            sub_trump=bool(r.get("sub_trump", "sub", False)),
            beg=self.beg(r),
            span=span,
        )

    def beg(self, r: Read) -> m.Beg | None:
        if not r.blocks.get("beg"):
            return None
        b = r.block("beg")
        gift = b.one("gift")
        return m.Beg(
            gift=gift.get("gift", 1),
            gift_to=gift.get("to", m.GiftTo.ELDER),
            run=b.get("run", "run", 3),  # type: ignore[arg-type]
            after_run=b.get("after_run", "after_run", m.AfterRun.KEEP),  # type: ignore[arg-type]
            restricted_looking=bool(b.get("looking", "restricted", False)),
            span=r.span("beg"),
            same_suit_discard=bool(b.get("same_suit", "same_suit_discard", False)),
            stock_out_keeps_turned=bool(b.get("stock_out", "keep_turned", False)),
            granted_redeal=bool(b.get("granted", "granted_redeal", False)),
        )

    def exchange(self, r: Read, span: Span) -> m.Exchange:
        steps = tuple(
            m.Step(**f["step"], span=entry.span)
            for entry, fragments in r.each("step") for f in fragments
        )
        return m.Exchange(steps, bool(r.get("dead_cards", "dead", False)), span,
                          in_turn=bool(r.get("order", "in_turn", False)))

    def play(self, r: Read, bidding: m.Bidding, span: Span) -> m.Play:
        jokers = r.one("jokers")
        leader = m.Seat.PITCHER if bidding.has_auction else m.Seat.ELDER
        return m.Play(
            first_leader=r.get("first_leader", "leader", leader),  # type: ignore[arg-type]
            first_lead=r.get("first_lead", "lead", m.LeadRule.ANY),  # type: ignore[arg-type]
            follow=r.get("follow", "follow", m.FollowRule.FOLLOW_OR_TRUMP),  # type: ignore[arg-type]
            trump_must_be_broken=bool(r.get("trump_broken", "broken", False)),
            trick_winner=r.get("trick_winner", "winner", m.TrickWinner.HIGHEST),  # type: ignore[arg-type]
            low_trump_captures=bool(r.get("low_trump", "captures", False)),
            jokers_barred_first_trick=bool(jokers.get("barred_first", False)),
            joker_lead=m.JokerLead.SUITLESS if jokers.get("suitless") else m.JokerLead.TRUMP,
            joker_held_back_on_trump_lead=bool(jokers.get("held_back", False)),
            doubling_override=bool(jokers.get("doubling", False)),
            sub_trump_may_trump=bool(r.get("sub_trump", "sub_trumps", False)),
            off_lead_untrumped_previous_winner_leads=bool(r.get("off_lead", "previous", False)),
            lookers_sit_out=r.get("lookers", "sit"),  # type: ignore[arg-type]
            bidder_may_concede=bool(r.get("concession", "concede", False)),
            dead_hand_throw_in=bool(r.get("throw_in", "throw_in", False)),
            revoke_penalty_bid=bool(r.get("revoke", "revoke", False)),
            blind_card_may_be_played=bool(r.get("blind", "blind", False)),
            draw_after_trick=bool(r.get("draw", "draw", False)),
            span=span,
            draw_winner_first=bool(r.get("draw", "winner_first", False)),
            concession_plays_out=bool(r.get("concession", "plays_out", False)),
            revoke_pitcher_only=bool(r.get("revoke", "pitcher_only", False)),
            revoke_voids_deal=bool(r.get("revoke", "voids_deal", False)),
            jokers_not_led_first_trick=bool(jokers.get("not_led_first", False)),
        )

    def points(self, r: Read, span: Span) -> tuple[m.PointRule, ...]:
        rules = tuple(self.point(entry, fs) for entry, fs in r.each("point"))
        if not rules and not r.each("point"):
            self.diagnostics.append(Diagnostic(
                "PS212", f"'{self.spec.name}' defines no scoring points",
                span if span is not NO_SPAN else self.spec.name_span,
                help="add a 'points { point high: highest trump, to holder ... }' section"))
        return rules

    def point(self, entry: Entry, fragments: list[dict[str, Any]]) -> m.PointRule:
        f: dict[str, Any] = {}
        conditions, turn = [], []
        for fragment in fragments:
            conditions.extend([fragment["cond"]] if "cond" in fragment else [])
            turn.extend([fragment["turn_value"]] if "turn_value" in fragment else [])
            f.update({k: v for k, v in fragment.items() if k not in ("cond", "turn_value")})
        kind = f.pop("kind")
        receiver = f.pop("receiver", kind.default_receiver)
        if receiver is None:
            if entry.span not in self.reader.rejected:  # a misspelt 'to ...' is PS203
                self.diagnostics.append(Diagnostic(
                    "PS212", f"point '{entry.name}' does not say who receives it",
                    entry.key_span, help="the sources disagree on who scores Low (C-01): "
                    "add 'to holder', 'to capturer' or 'to player'"))
            receiver = m.Receiver.HOLDER
        name = entry.name or ""
        return m.PointRule(
            name=name, label=entry.label or name.replace("_", " ").title(), kind=kind,
            value=f.pop("value", 1), receiver=receiver, conditions=tuple(conditions),
            turn_up=tuple(turn), span=entry.span, **f)

    def scoring(self, r: Read, points: tuple[m.PointRule, ...], bidding: m.Bidding,
                span: Span) -> m.Scoring:
        order_frags = r.phrases("order")
        order = tuple(f["point"] for f in order_frags if "point" in f)
        made, set_ = r.one("made"), r.one("set")
        return m.Scoring(
            order=order or tuple(p.name for p in points),
            pitcher_first=any(f.get("pitcher_first") for f in order_frags),
            made=made.get("made", m.MadeRule.TAKEN),
            exact_bonus=made.get("exact_bonus", 0),
            set_penalty=set_.get("penalty", m.SetPenalty.BID),
            set_keeps=set_.get("keeps", m.SetKeeps.NOTHING),
            others=r.get("others", "others", m.Others.TAKEN),  # type: ignore[arg-type]
            doubled_factor=2 if bidding.doubled else 1,
            floor=r.get("floor", "floor"),  # type: ignore[arg-type]
            span=span,
            set_marks=set_.get("marks", 0),
        )

    def winning(self, r: Read, span: Span) -> m.Winning:
        target = self.require(r, "target", "target", "the target score", span)
        return m.Winning(
            target=target or 0,
            reach=r.get("reach", "reach", m.Reach.AT_LEAST),  # type: ignore[arg-type]
            eligible=r.get("who", "eligible", m.Eligible.ANYONE),  # type: ignore[arg-type]
            both_reach=r.get("both_reach", "both", m.BothReach.COUNTING_ORDER),  # type: ignore[arg-type]
            margin=r.get("margin", "margin", 0),  # type: ignore[arg-type]
            backdoor=tuple(f["backdoor"] for f in r.phrases("backdoor")),
            hands=r.get("hands", "hands"),  # type: ignore[arg-type]
            tie_extra_hands=r.get("tie", "extra"),  # type: ignore[arg-type]
            count_out=bool(r.get("count_out", "value", False)),
            span=span,
        )

    def procedures(self, r: Read) -> tuple[m.Procedure, ...]:
        found = []
        for kind in m.ProcedureKind:
            f = r.one(kind.value)
            if f:
                found.append(m.Procedure(kind=kind, span=r.span(kind.value), **f))
        return tuple(found)


    def claims(self, r: Read, variant: m.Variant) -> tuple[m.Claim, ...]:
        """The author's claims (:mod:`pitchspec.lower_claims`), read against the rest
        of the variant (its bids, points, table and trick play)."""
        found, problems = lower_claims([e for e, _ in r.each("claim")],
                                       Names.of_variant(variant))
        self.diagnostics.extend(problems)
        return found


# ---------------------------------------------------------------------- notes


def _note(topic: str, lines: tuple[str, ...], origin: str, span: Span) -> m.Note:
    text = " ".join(lines).strip()
    kind = m.NoteKind.PROSE
    for prefix, k in (("choice:", m.NoteKind.CHOICE), ("unclear:", m.NoteKind.UNCLEAR)):
        if text.lower().startswith(prefix):
            kind, text = k, text[len(prefix):].strip()
    return m.Note(kind, topic, text, origin, span)


def _drop_notes(entries: tuple[Entry, ...], prefix: str) -> Iterable[m.Note]:
    """Doc comments on this file's own ``drop`` entries: why a parent's rule is removed."""
    for entry in entries:
        if entry.kind is EntryKind.DROP and entry.doc:
            yield _note(f"{prefix}drop {entry.path}", entry.doc, entry.origin, entry.key_span)
        yield from _drop_notes(entry.children, f"{prefix}{entry.path}.")


def _entry_notes(entries: tuple[Entry, ...], prefix: str) -> Iterable[m.Note]:
    for entry in entries:
        topic = f"{prefix}{entry.path}"
        if entry.doc:
            yield _note(topic, entry.doc, entry.origin, entry.key_span)
        yield from _entry_notes(entry.children, topic + ".")
