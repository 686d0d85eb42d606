"""A variant as a rulebook page in reStructuredText: one generator per section.

The page is a pure function of the resolved variant and a :class:`Context` (its parent,
its children, verification and simulation results, its spec text), so it is
golden-tested without Sphinx. The rule text is generated from the model; the spec's
own comments appear only as clearly marked notes.

>>> from pitchspec import load
>>> page = render(load("spec/pitch.pitch"), Context(links=False))
>>> page.splitlines()[2:4]
['Pitch', '=====']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from pitchspec import model as m
from pitchspec.i18n import current
from pitchspec.model.derived import points_in_order
from pitchspec.rulebook import (
    auction,
    cardfaces,
    diff,
    diffdeal,
    flow,
    home,
    languages,  # noqa: F401  (every language's phrase functions)
    notes,
    pictures,
    prose,
    scores,
    stated,
    tricks,
    verdicts,
)
from pitchspec.rulebook import rest as r
from pitchspec.rulebook import words as w
from pitchspec.rulebook.backing import about
from pitchspec.rulebook.context import SECTION_NAMES, Context, link, variant_label
from pitchspec.rulebook.documents import DOCUMENTS, document, untag
from pitchspec.rulebook.statistics import statistics_section
from pitchspec.rulebook.texts import text

__all__ = ["SECTION_NAMES", "Context", "glance", "render", "variant_label"]


def render(variant: m.Variant, context: Context | None = None) -> str:
    """The variant's rulebook page as reST text."""
    return "\n".join(lines(variant, context or Context())).rstrip() + "\n"


def lines(variant: m.Variant, context: Context) -> Iterator[str]:
    """The page line by line, section by section (those the context shows)."""
    for name, section in SECTIONS:
        if name == "title" or name in context.sections:
            yield from section(variant, context)


Section = Callable[[m.Variant, Context], Iterator[str]]


# --------------------------------------------------------------------------- overview


def title(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The page's label (unless it is a second rendering) and title."""
    if ctx.label:
        if ctx.links:  # an index entry per name, for the search (Sphinx only)
            yield from home.names_index(v)
        yield from r.label(variant_label(v.name))
    yield from r.heading(r.escape(shown_title(v)), "=")


def shown_title(v: m.Variant) -> str:
    """The variant's name in the language in use: the spec's own name for it
    (``name: ru "..."``), else its title as written."""
    return dict(v.names).get(current(), v.title)


def overview(v: m.Variant, ctx: Context) -> Iterator[str]:
    """What kind of game it is, its family, and the rules at a glance."""
    yield from r.paragraph(_intro(v, ctx))
    if ctx.children:
        kids = w.joined(link(name, ctx, title) for name, title in ctx.children)
        yield from r.paragraph(text("page.children", variants=kids))
    yield from r.heading(text("page.glance"), "-")
    yield from r.field_table((name, r.escape(text)) for name, text in glance(v))


def phases(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The course of a deal, as the engine plays it (:mod:`pitchspec.rulebook.flow`)."""
    found = flow.flow_or_none(v, ctx.problems) if ctx.pictures else None
    if found is None:
        return
    yield from r.heading(text("phases.heading"), "-")
    yield from r.paragraph(text("phases.intro", hands=found.hands))
    yield from r.picture(flow.svg(found), [r.escape(flow.alt(found))], "pitch-flow-pic")


def _intro(v: m.Variant, ctx: Context) -> str:
    shown = shown_title(v)
    said = text("page.intro", title=r.escape(shown),
                players=prose.players_summary(v.seating), cards=prose.deck_summary(v.deck))
    others = [*([v.title] if shown != v.title else []), *v.aliases]
    if others:
        said += " " + text("page.aliases", names=w.joined([r.escape(a) for a in others], "or"))
    if v.parent:
        title = ctx.parent.title if ctx.parent else v.parent
        said += " " + text("page.played like", parent=link(v.parent, ctx, title))
    return said


def glance(v: m.Variant) -> list[tuple[str, str]]:
    """The key rules as (name, phrase) pairs: the overview and the comparison matrix.

    Partnerships read teams x players per team: "2x3" is two teams of three."""
    points = [p.label for p in points_in_order(v)]
    margin = text("glance.margin", margin=v.winning.margin) if v.winning.margin else ""
    return [
        (text("glance.players"), prose.players_summary(v.seating)),
        (text("glance.partnerships"), prose.partnership_summary(v.seating)),
        (text("glance.cards"), prose.deck_summary(v.deck)),
        (text("glance.deal"), text("glance.each", cards=w.counted(v.deal.hand, "card"))),
        (text("glance.auction"), auction.bids_summary(v.bidding)),
        (text("glance.trump"), prose.trump_summary(v.trump)),
        (text("glance.following"), tricks.follow_summary(v.play)),
        (text("glance.points"), w.joined(points)),
        (text("glance.match"), text("glance.first to", target=scores.target(v.winning),
                                    margin=margin)),
    ]


# --------------------------------------------------------------------------- cards


def cards(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The pack, the ranking of trumps and plain suits, and the card points."""
    yield from r.heading(text("page.cards"), "-")
    yield from r.paragraph(prose.deck_sentence(v.deck))
    yield from _ranking(v.ranking)
    if ctx.pictures:
        yield from _strips(v)
    for sentence in (prose.joker_role(v.ranking, v.deck), prose.trick_order(v.play)):
        if sentence:
            yield from r.paragraph(sentence)
    if _uses_card_points(v):
        yield from r.paragraph(prose.card_points_intro())
        yield from r.table((text("cards.column.card"), text("cards.column.points")),
                           list(prose.card_point_rows(v.deck)),
                           widths=(3, 1))


def _ranking(ranking: m.Ranking) -> Iterator[str]:
    if prose.natural_ranking(ranking):
        yield from r.paragraph(prose.natural_order(ranking))
        return
    yield from r.paragraph(prose.ranking_intro())
    rows = list(prose.ranking_rows(ranking))
    yield from r.table((text("ranking.column.place"), text("ranking.column.trump"),
                        text("ranking.column.plain")), rows, widths=(1, 4, 4))


def _strips(v: m.Variant) -> Iterator[str]:
    """The order of the cards drawn as strips: the trumps (with hearts as trumps, so
    an off-Jack shows as the Jack of diamonds) and a plain suit."""
    jokers = tuple(v.deck.jokers)
    if prose.natural_ranking(v.ranking):
        cards = pictures.plain_cards(v.ranking, pictures.SHOWN_TRUMP)
        strips = [(text("strip.every suit"), cards)]
    else:
        suit = text(f"suit.{pictures.SHOWN_TRUMP.value}")
        strips = [(text("strip.trumps", suit=suit), pictures.trump_cards(v.ranking)),
                  (text("strip.plain"), pictures.plain_cards(v.ranking))]
    html = "".join(pictures.strip_html(caption, cards, jokers) for caption, cards in strips)
    alt = [f"{caption}: {cardfaces.listed(cards, jokers)}." for caption, cards in strips]
    yield from r.picture(html, [r.escape(a) for a in alt], "pitch-strips")


def _uses_card_points(v: m.Variant) -> bool:
    return any((p.kind is m.PointKind.GAME and p.count is m.GameCount.CARD_POINTS)
               or p.by_card_points for p in v.points)


# --------------------------------------------------------------------------- deal to play


def deal(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Choosing the dealer, dealing, cards on the table, poor hands."""
    yield from r.heading(text("page.dealing"), "-")
    yield from r.paragraph(" ".join([prose.partnerships(v.seating), prose.first_dealer(v.deal),
                                     prose.direction(v.seating)]))
    yield from r.paragraph(" ".join([prose.dealing(v.deal), *prose.table_cards(v.deal)]))
    if v.procedures:
        yield from r.rubric(text("page.poor hands"))
        yield from r.bullets(about(p.span, scores.procedure, p, v.deal.hand)
                             for p in v.procedures)


def bidding(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The auction, its special bids and its side rules."""
    b = v.bidding
    yield from r.heading(text("page.bidding"), "-")
    extra = [auction.look(b.look) if b.look else "",
             auction.commercial(b.commercial) if b.commercial else "",
             auction.declare_by_pitching(b.declare_by_pitching) if b.declare_by_pitching
             else ""]
    yield from r.paragraph(" ".join(s for s in [*auction.auction(b), *extra] if s))
    if b.special:
        yield from r.paragraph(auction.special_intro())
        rows = [about(s.span, _special_row, s) for s in b.special]
        yield from r.table(tuple(text(f"special.column.{c}") for c in (
            "bid", "ranks", "worth", "must", "made", "set", "restrictions")), rows)


def _special_row(s: m.SpecialBid) -> tuple[str, ...]:
    return (r.escape(s.label), auction.special_place(s), str(s.value),
            auction.requirements(s), auction.outcome(s.made, s.value),
            auction.outcome(s.set, s.value), auction.bars(s))


def trump(v: m.Variant, ctx: Context) -> Iterator[str]:
    """How the trump suit is fixed, with begging and running the cards."""
    yield from r.heading(text("page.trump"), "-")
    yield from r.paragraph(prose.trump_method(v.trump, v.exchange))
    if v.trump.beg is not None:
        yield from r.paragraph(" ".join(prose.beg(v.trump.beg)))


def exchange(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Discarding and drawing between the auction and the first lead."""
    if not v.exchange.steps:
        return
    yield from r.heading(text("page.exchange"), "-")
    yield from r.paragraph(prose.steps_intro())
    yield from r.numbered(about(s.span, prose.step, s) for s in v.exchange.steps)
    if v.exchange.in_turn:
        yield from r.paragraph(prose.in_turn(v.exchange))
    if v.exchange.dead_cards_to_opponents:
        yield from r.paragraph(prose.dead_cards(v.exchange))


def play(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Leading, following, winning tricks, and the less common play rules."""
    p = v.play
    yield from r.heading(text("page.play"), "-")
    yield from r.paragraph(" ".join(tricks.leading(p, v.trump)))
    yield from r.paragraph(" ".join(tricks.following(p) + tricks.winning_trick(p)))
    for group in (tricks.jokers(p, v.deck), tricks.extras(p, v.trump)):
        if group:
            yield from r.paragraph(" ".join(group))


# --------------------------------------------------------------------------- scoring


def points(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The scoring table in counting order."""
    ordered = points_in_order(v)
    labels = {p.name: p.label for p in v.points}
    yield from r.heading(text("page.scoring"), "-")
    yield from r.paragraph(scores.points_intro())
    rows = [about(p.span, _point_row, i, p, labels) for i, p in enumerate(ordered, 1)]
    yield from r.table(tuple(text(f"scoring.column.{c}") for c in (
        "order", "point", "earned", "value", "to", "conditions")), rows,
        widths=(1, 2, 5, 2, 3, 4))
    yield from r.paragraph(r.escape(scores.counting(v.scoring, [p.label for p in ordered],
                                                    v.winning)))


def _point_row(i: int, p: m.PointRule, labels: dict[str, str]) -> tuple[str, ...]:
    return (str(i), r.escape(p.label), scores.earns(p), scores.value(p), scores.receiver(p),
            scores.conditions(p, labels))


def make_or_set(v: m.Variant, ctx: Context) -> Iterator[str]:
    """What the pitcher and the others score, and how low a score may go."""
    yield from r.heading(text("page.settlement"), "-")
    yield from r.paragraph(" ".join([*scores.make_or_set(v.scoring, v.bidding),
                                     scores.floor(v.scoring)]))


def winning(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Target, who may win, ties and the back door."""
    yield from r.heading(text("page.winning"), "-")
    yield from r.paragraph(" ".join(scores.match(v.winning)))


# --------------------------------------------------------------------------- family, notes


def differences(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The rules that differ from the parent, computed from both resolved models."""
    if ctx.parent is None:
        yield from r.heading(text("page.differences.none"), "-")
        yield from r.paragraph(text("differences.alone"))
        return
    parent = ctx.parent
    yield from r.heading(text("page.differences", parent=r.escape(parent.title)), "-")
    found = diff.differences(parent, v)
    if not found:
        yield from r.paragraph(text("differences.same",
                                    parent=link(parent.name, ctx, parent.title)))
        return
    yield from r.paragraph(text("differences.intro",
                                parent=link(parent.name, ctx, parent.title), count=len(found)))
    rows = [(r.escape(d.rule), r.escape(d.parent), r.escape(d.child)) for d in found]
    yield from r.table((text("differences.column.rule"), r.escape(parent.title),
                        r.escape(v.title)), rows,
                       widths=(2, 5, 5))


def shown_on_one_deal(v: m.Variant, ctx: Context) -> Iterator[str]:
    """What the variant changes from its parent, shown on one deal played under both
    (``pitchspec diff --results``); left out when no comparison was written."""
    data = ctx.results.diff
    if ctx.parent is not None and data is not None and data.get("second") == v.name:
        refs = (ctx.parent_ref, ctx.ref) if ctx.parent_ref and ctx.ref else None
        yield from diffdeal.section(data, ctx.parent, v, refs, ctx.problems)


def choices(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Decisions the spec records where the sources are unclear (:mod:`notes`)."""
    if ctx.notes:
        yield from notes.choices(v, ctx)


def verification(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Verdicts of the verifier (:mod:`pitchspec.rulebook.verdicts`)."""
    if ctx.verdicts:
        yield from verdicts.section(v, ctx)


def claims(v: m.Variant, ctx: Context) -> Iterator[str]:
    """The spec's own claims, each under its words with its verdict
    (:mod:`pitchspec.rulebook.stated`)."""
    yield from stated.section(v, ctx)


def statistics(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Simulation statistics (:mod:`pitchspec.rulebook.statistics`)."""
    yield from statistics_section(v, ctx.results.stats)


def sources(v: m.Variant, ctx: Context) -> Iterator[str]:
    """Where the rules come from, the spec's own notes, and the spec itself."""
    yield from r.heading(text("page.sources"), "-")
    rows = [(_document(s.seed, ctx), r.escape(untag(s.section))) for s in v.sources]
    if rows and all(s.seed in DOCUMENTS for s in v.sources):
        yield from r.paragraph(text("sources.documents"))
        yield from r.table((text("sources.column.document"), text("sources.column.part")),
                           rows, widths=(2, 3))
    elif rows:
        yield from r.paragraph(text("sources.sources"))
        yield from r.table((text("sources.column.source"), text("sources.column.part")),
                           rows, widths=(2, 3))
    else:
        yield from r.paragraph(text("sources.none"))
    if ctx.notes:
        yield from notes.spec_notes(v, ctx)
    if ctx.source is not None:
        yield from r.rubric(text("sources.spec"))
        yield from r.directive("code-block", "pitch", body=ctx.source.rstrip().splitlines())


def _document(number: str, ctx: Context) -> str:
    title = w.capital(document(number).title)
    linked = ctx.links and number in DOCUMENTS
    return r.ref(f"source-{number}", title) if linked else r.escape(title)


SECTIONS: tuple[tuple[str, Section], ...] = (
    ("title", title), ("overview", overview), ("phases", phases), ("cards", cards),
    ("dealing", deal), ("bidding", bidding), ("trump", trump), ("exchange", exchange),
    ("play", play), ("scoring", points), ("settlement", make_or_set),
    ("winning", winning), ("differences", differences), ("example", shown_on_one_deal),
    ("choices", choices), ("verification", verification), ("claims", claims),
    ("statistics", statistics), ("sources", sources),
)
"""Each section of a page with its name in :data:`SECTION_NAMES`; every page has its
title."""
