"""Every word the rulebook's pictures, told deals and page furniture print, in one table.

A rule sentence states a spec construct and goes through :func:`pitchspec.rulebook.
backing.say` (its engine tests are listed there); everything else a page says - the
names of seats, suits and cards, the labels of a picture, the sentences that tell a
deal, the headings and notes around verdicts, the home page - is looked up here by a
key, with ``{fields}`` filled in. :data:`ENGLISH` holds the English words; the other
languages' are the message catalogue ``rulebook`` (:mod:`pitchspec.i18n.catalogues`),
each message found by its key and its English words, so a key missing from a
catalogue, or translated from English that has since changed, is an error when the
page is built, never English left in a translated page.

>>> text("seat.player", number=3)
'Player 3'
>>> text("trick.caption", number=2)
'Trick 2'
"""

from __future__ import annotations

from pitchspec.i18n import current, number
from pitchspec.i18n.catalogues import Message, translations

ENGLISH: dict[str, str] = {
    # the page's sections and their furniture
    "page.intro": "{title} is a card game of the All Fours family for {players}, played "
                  "with {cards}.",
    "page.aliases": "It is also known as {names}.",
    "page.played like": "It is played like {parent} except for the rules listed under the "
                        "differences below.",
    "page.children": "Variants played like this one: {variants}.",
    "page.glance": "At a glance", "page.cards": "Cards and their order",
    "page.dealing": "Dealing", "page.poor hands": "Poor hands", "page.bidding": "Bidding",
    "page.trump": "Trump", "page.exchange": "Discarding and drawing", "page.play": "Play",
    "page.scoring": "Scoring", "page.settlement": "Making the bid or being set",
    "page.winning": "Winning the match", "page.differences": "Differences from {parent}",
    "page.differences.none": "Differences from the parent variant",
    "page.sources": "Sources",
    "glance.players": "Players", "glance.partnerships": "Partnerships (teams x size)",
    "glance.cards": "Cards", "glance.deal": "Deal", "glance.auction": "Auction",
    "glance.trump": "Trump", "glance.following": "Following suit", "glance.points": "Points",
    "glance.match": "Match", "glance.each": "{cards} each",
    "glance.first to": "first to {target}{margin}", "glance.margin": ", won by {margin}",
    "cards.column.card": "Card", "cards.column.points": "Card points",
    "ranking.column.place": "Place", "ranking.column.trump": "Trump suit",
    "ranking.column.plain": "Plain suits",
    "special.column.bid": "Bid", "special.column.ranks": "Ranks as",
    "special.column.worth": "Worth", "special.column.must": "The bidder must",
    "special.column.made": "If made", "special.column.set": "If set",
    "special.column.restrictions": "Restrictions",
    "scoring.column.order": "Order", "scoring.column.point": "Point",
    "scoring.column.earned": "Earned by", "scoring.column.value": "Value",
    "scoring.column.to": "Goes to", "scoring.column.conditions": "Conditions and ties",
    "differences.alone": "This variant is described on its own, not as a change to another "
                         "one.",
    "differences.same": "Every rule is the same as in {parent}.",
    "differences.intro": "Compared with {parent}, these rules change ({count}):",
    "differences.column.rule": "Rule",
    # the rules the differences from the parent compare (pitchspec.rulebook.diff)
    "rule.players": "Players",
    "rule.partnerships": "Partnerships",
    "rule.direction of play": "Direction of play",
    "rule.cards": "Cards",
    "rule.card points for game": "Card points for Game",
    "rule.trump order": "Trump order",
    "rule.plain suit order": "Plain-suit order",
    "rule.jokers": "Jokers",
    "rule.dealing": "Dealing",
    "rule.cards on the table": "Cards on the table",
    "rule.first dealer": "First dealer",
    "rule.auction": "Auction",
    "rule.bids": "Bids",
    "rule.stealing the bid": "Stealing the bid",
    "rule.when everyone passes": "When everyone passes",
    "rule.forced bids": "Forced bids",
    "rule.looking at the hand": "Looking at the hand",
    "rule.commercial sale": "Commercial sale",
    "rule.bidding by pitching": "Bidding by pitching",
    "rule.trump": "Trump",
    "rule.begging": "Begging",
    "rule.exchange": "Exchange",
    "rule.exchange order": "Exchange order",
    "rule.discarded point cards": "Discarded point cards",
    "rule.leading": "Leading",
    "rule.following suit": "Following suit",
    "rule.winning a trick": "Winning a trick",
    "rule.jokers in play": "Jokers in play",
    "rule.other play rules": "Other play rules",
    "rule.counting order": "Counting order",
    "rule.making the bid": "Making the bid",
    "rule.being set": "Being set",
    "rule.other sides points": "Other sides' points",
    "rule.lowest score": "Lowest score",
    "rule.target": "Target",
    "rule.who may win": "Who may win",
    "rule.margin and back door": "Margin and back door",
    "rule.counting out": "Counting out",
    "rule.procedure": "Procedure: {name}", "rule.special bid": "Special bid: {name}",
    "rule.point": "Point: {name}", "rule.not used": "not used", "rule.yes": "yes",
    "rule.none": "none",
    "sources.documents": "The rules on this page come from these documents, machine "
                         "translations of descriptions of the games in English:",
    "sources.sources": "The rules on this page come from these sources:",
    "sources.none": "The spec cites no source.",
    "sources.column.document": "Document", "sources.column.source": "Source",
    "sources.column.part": "Part", "sources.spec": "The spec",
    # statistics from simulation
    "stats.heading": "Statistics from simulation",
    "stats.none": "Statistics from simulation are not yet available for this variant.",
    "stats.range": "{low} to {high}",
    "stats.seed": " (seed {seed})",
    "stats.mean": "; a match lasted {deals} deals on average",
    "stats.per deal": ", and a deal awarded {points} points on average",
    "stats.random": " Random players bid and play badly, so these numbers describe the "
                    "rules, not good play.",
    "stats.intro": "From {matches} simulated matches, {deals} deals in all, between "
                   "{players} players (players: {label}){seed}{mean}{per_deal}.{caveat} "
                   "Ranges are 95% Wilson intervals.",
    "stats.bids": "How often each contract was made, when it won the auction:",
    "stats.bids.contract": "Contract", "stats.bids.won": "Won the auction",
    "stats.bids.made": "Made", "stats.bids.rate": "Made (%)", "stats.bids.range": "95% range",
    "stats.points.point": "Point", "stats.points.share": "Scored in (share of deals)",
    "stats.points.bidder": "To the bidder's side",
    "stats.median": " (half of them {deals} deals or fewer)",
    "stats.length": "How many deals a match lasted{median}:",
    "stats.length.axis": "deals in the match",
    "stats.seats": "Matches won by each seat, counted from the first dealer in the "
                   "direction of play (partners share their side's wins); in a fair game "
                   "the seats of different sides win equally often:",
    "stats.seat.dealer": "first dealer", "stats.seat.after": "dealer + {n}",
    "stats.seats.seat": "Seat", "stats.seats.won": "Matches won", "stats.seats.share": "Share",
    "stats.seats.range": "95% range",
    "stats.lead changes": "The lead changed sides {times} times per match on average.",
    "stats.last point": "The last point counted in the final deal decided {share} of the "
                        "matches ({range}).",
    "stats.the bid": "the bid",
    "stats.deciding": "The credit that put the winner out: {credits}.",
    "chart.bids.of": "{rate} of {won}",
    "chart.bids.axis": "made, when it won the auction (bars: 95% interval)",
    "chart.bids.title": "How often each bid is made", "chart.matches": "matches",
    "chart.seat.dealer": "dealer", "chart.seat.after": "dealer +{n}",
    "chart.seats.axis": "matches won", "chart.seats.title": "Wins by seat from the first dealer",
    # the site's other generated pages
    "matrix.heading": "Comparison matrix",
    "matrix.intro": "The key rules of every variant, one row each, in catalogue order. The "
                    "catalogue id is the variant's number in the project's catalogue of "
                    "variants. Partnerships read teams x players per team: 2x3 is two teams "
                    "of three.",
    "matrix.column.variant": "Variant", "matrix.column.id": "Catalogue id",
    "family.heading": "Family tree",
    "family.intro": "Each variant is listed under the variant it is played like (its "
                    "``extends`` parent); variants at the left edge stand on their own.",
    "toc.rulebooks": "Rulebooks", "toc.played like": "Played like", "toc.compared": "Compared",
    "site.heading": "Rulebooks",
    "site.intro": "Rulebooks generated by pitchspec from {count} spec files, each page in "
                  "plain English from its spec.",
    "site.parents": "The variants they are played like, so each page can link its parent:",
    "site.from catalogue": "from the pitchspec catalogue",
    "site.from folder": "from {folder}",
    # seats and sides: the names of the places at the table, in player words
    "seat.South": "South", "seat.West": "West", "seat.North": "North", "seat.East": "East",
    "seat.player": "Player {number}",
    "side.partners": "{names}",
    "side.players": "Players {numbers}",
    "side.joiner": "\u2013",
    "seat.key": "Seats are named by where they sit, in the order of play from {first}; in "
                "a deal file and in what ``pitchspec play`` prints they are seats 0 to "
                "{last} in that order.",
    "role.dealer": "dealer", "role.elder": "elder", "role.bidder": "bidder",
    "role.dealer.mark": "D",
    # suits and cards
    "suit.spades": "spades", "suit.hearts": "hearts", "suit.diamonds": "diamonds",
    "suit.clubs": "clubs",
    "card.name.spades": "{rank} of spades", "card.name.hearts": "{rank} of hearts",
    "card.name.diamonds": "{rank} of diamonds", "card.name.clubs": "{rank} of clubs",
    "card.joker": "Joker", "card.big joker": "Big joker", "card.little joker": "Little joker",
    "card.joker.face": "Jkr", "card.big joker.face": "Big", "card.little joker.face": "Ltl",
    "cards.none": "no cards",
    "cards.count": "{count} cards",
    # the direction of play
    "direction.clockwise": "play goes clockwise",
    "direction.counter": "play goes counter-clockwise",
    # a deal at the table
    "deal.heading": "Deal {number}",
    "deal.table": "The cards as dealt, {direction}",
    "deal.seat hand": "{seat}{roles}: {cards}",
    "deal.roles": " ({roles})",
    "deal.turned": "Turned up: {cards}.",
    "deal.turned.label": "Turned up:",
    "award.sale": "Sale", "award.gift": "Gift",
    "deal.trump.spades": "Spades are trumps.", "deal.trump.hearts": "Hearts are trumps.",
    "deal.trump.diamonds": "Diamonds are trumps.", "deal.trump.clubs": "Clubs are trumps.",
    "deal.no trump": "No trump suit was fixed.",
    "deal.scores before": "Before this deal the scores stand at {scores}.",
    "deal.scores from story": "The verifier found this deal at these scores, and the engine "
                              "plays it here from them.",
    "deal.decisions": "{decisions}.",
    "deal.tricks": "The tricks, as the engine plays them",
    "deal.points": "Points of the deal",
    "deal.points.none": "No point was scored.",
    "deal.scores after": "After the deal the scores are {scores}.",
    "deal.at lead": "When the first card is led, {holdings}.",
    "deal.at lead.caption": "The hands when the first card is led",
    "deal.holds": "{seat} holds {cards}",
    "deal.stopped": "The deal file gives no more moves here; the page shows the deal as "
                    "far as it goes.",
    "deal.refused": "The engine does not play the next move of the file under these rules: "
                    "{reason}.",
    "deal.unplayable": "This deal cannot be played under these rules: {reason}.",
    "match.deals": "The match, deal by deal",
    "match.column.deal": "Deal", "match.column.dealer": "Dealer",
    "match.column.contract": "Contract", "match.column.points": "Points",
    "match.column.scores": "Scores after",
    "match.last": "The last deal in full:",
    "outcome.wins": "{side} wins the match.",
    "outcome.win together": "{sides} win the match together.",
    "outcome.draw": "The match is drawn.",
    "outcome.goes on": "The match goes on.",
    "contract.bid": "{seat} bid {level}",
    "contract.doubled": "{seat} bid {level} for {double}",
    "contract.special": "{seat} bid {label}",
    "contract.made": "made", "contract.set": "set", "contract.none": "no contract",
    # decisions, as a player says them
    "decide.pass": "{seat} passes",
    "decide.bid": "{seat} bids {level}",
    "decide.bid as": "{seat} bids {level} ({label})",
    "decide.doubled": "{seat} bids {level} for {double}",
    "decide.special": "{seat} bids {label}",
    "decide.trump": "{seat} names {suit} trumps",
    "decide.sub": "{seat} names {suit} the sub-trump suit",
    "decide.stand": "{seat} stands", "decide.beg": "{seat} begs",
    "decide.give": "{seat} gives a point", "decide.run": "{seat} runs the cards",
    "decide.done": "{seat} is done", "decide.look": "{seat} looks at his hand",
    "decide.no look": "{seat} bids blind", "decide.sell": "{seat} sells",
    "decide.refuse": "{seat} refuses and pitches",
    "decide.concede": "{seat} concedes the hand",
    "decide.throw in": "{seat} throws in a dead hand",
    "decide.procedure": "{seat} asks to {what}",
    "decide.discard": "{seat} discards {card}", "decide.take": "{seat} takes {card}",
    "decide.keep": "{seat} keeps {card}", "decide.call": "{seat} calls {card}",
    "decide.card": "{seat} chooses {card}",
    "decide.other": "{seat}: {label}",
    # a trick
    "trick.caption": "Trick {number}",
    "trick.leads": "{seat} leads {card}",
    "trick.plays": "{seat} {card}",
    "trick.winner": "{seat} wins",
    "trick.alt": "Trick {number}: {plays}; {winner}.",
    "trick.led": "led", "trick.won": "won",
    "trick.order": "played {order}",
    # points
    "points.column.point": "Point", "points.column.card": "Card",
    "points.column.side": "Goes to", "points.column.value": "Value",
    "points.during": "{point} (during the deal)",
    "points.alt": "{point}{card} to {side}, {value}.",
    # the trump order
    "strip.trumps": "Trumps, highest first (with {suit} as trumps)",
    "strip.plain": "Plain suits, highest first",
    "strip.every suit": "Every suit, highest first",
    # the phases of a deal
    "phases.heading": "The course of a deal",
    "phases.intro": "The steps of a deal in this variant, in the order the engine plays "
                    "them (found by playing {hands} deals with random players); an arrow "
                    "that skips a step is a deal in which that step does not happen.",
    "phases.alt": "The steps of a deal: {steps}.",
    "phases.alt.skip": "{step} may go straight to {targets}",
    "phases.alt.thrown_in": "{step} may end the deal unplayed: {thrown}; then {target}",
    "phase.cut": "Choose the first dealer", "phase.deal": "Deal",
    "phase.procedures": "Poor hands", "phase.beg": "Stand or beg", "phase.gift": "The gift",
    "phase.running": "Run the cards", "phase.bid": "Bidding", "phase.forced": "Forced bid",
    "phase.sale": "Sale", "phase.declare": "Name trump",
    "phase.declare_sub": "Name the sub-trump", "phase.call": "Call a partner",
    "phase.exchange": "Discard and draw", "phase.play": "Play the tricks",
    "phase.scoring": "Score the points", "phase.settle": "Make or set",
    "phase.settle.plain": "Add the scores", "phase.match": "Match won? Else next deal",
    "phase.detail.deal": "{cards} each",
    "phase.detail.bid": "{bids}",
    "phase.detail.play": "{follow}",
    "phase.detail.scoring": "{points}",
    "phase.detail.match": "first to {target}",
    "phase.thrown_in": "All pass: thrown in",
    "phase.detail.thrown_in": "the dealer's side set {amount}",
    # verification
    "verify.heading": "Verification",
    "verify.none": "Verification results are not yet available for this variant.",
    "verify.column.property": "Property", "verify.column.verdict": "Verdict",
    "verify.column.claim": "Claim", "verify.column.how": "How",
    "verify.fails": "How \u201c{property}\u201d fails",
    "verify.finding": "The verifier: {why}.",
    "verdict.proved": "Proved", "verdict.refuted": "Refuted",
    "verdict.unknown": "Not decided (the verifier's work budget ran out)",
    "property.points_bounded": "Points per deal bounded",
    "property.points_one_side": "Each point to one side",
    "property.points_max_reachable": "Every point can be scored",
    "property.bids_makeable": "Every bid can be made",
    "property.one_trick_winner": "One winner per trick",
    "property.top_trump_wins": "The top trump wins",
    "property.ties_resolved": "One winner at a time",
    "property.order_deterministic": "Counting order cannot change the winner",
    "property.score_signs": "Scores move the right way",
    "property.deck_sufficient": "Enough cards",
    # how the verifier decided (the parts of a verdict's method, comma-separated)
    "method.outcome model": "outcome model",
    "method.outcome model (points summed)": "outcome model (points summed)",
    "method.settling model": "settling model",
    "method.settling model (free awards)": "settling model (free awards)",
    "method.hand model": "hand model",
    "method.trick model": "trick model",
    "method.deck counts": "deck counts",
    "method.engine search": "engine search",
    "method.engine hand (best trumps to the bidder)": "engine hand (best trumps to the bidder)",
    "method.played match": "played match",
    "method.played out by the engine": "played out by the engine",
    "method.replayed by the engine": "replayed by the engine",
    "method.replayed": "replayed",
    "method.dealt in a real match": "dealt in a real match",
    "method.nothing to check": "nothing to check",
    "verify.budget.standard": "the standard work budget",
    "verify.budget.scaled": "{scale} times the standard work budget",
    "verify.bound": "Verified by pitchspec {version} for exactly these rules, at "
                    "{budget}.",
    "verify.stale": "The verification results found for this variant were written for "
                    "other rules (the spec has changed since): they are not shown. Write "
                    "them again with ``{command}``.",
    "verify.unbound": "The verification results found for this variant do not say which "
                      "rules they were verified for (an older ``pitchspec verify`` wrote "
                      "them): they are not shown. Write them again with ``{command}``.",
    "verify.note": "Scope: {note}.",
    "verify.tables": "The verdicts below hold at every table the rules allow: {tables}. "
                     "The verifier checks each property at each of them.",
    "verify.tables.alone": "{players}, each alone",
    "verify.tables.teams": "{players} in partnerships",
    "verify.tables.form": "{players} in {teams} teams of {size}",
    "verify.tables.both": "{alone}; {teams}",
    "verify.tables.unrecorded": "These results do not say at which of the tables the rules "
                                "allow they were verified (an older ``pitchspec verify`` "
                                "wrote them). Write them again with ``{command}``.",
    "verify.at table": "{verdict} at {table}",
    "verify.replay": "``{save}`` writes this deal as a file that ``{play}`` replays.",
    "verify.replay.match": "``{save}`` writes this match as a file that ``{play}`` replays.",
    "verify.replay.moved": "``{save}`` writes this deal as ``{file}``; a deal file starts "
                           "the match at 0, not at the scores above, so played from it the "
                           "deal may end otherwise.",
    "verify.deal missing": "The verifier's deal file {file} is not in the data folder; its "
                           "story is shown as the verifier told it.",
    "verify.story": "As the verifier tells it:",
    # the spec's own claims
    "claims.heading": "Claims",
    "claims.intro": "The spec states these claims about its rules; ``pitchspec verify`` "
                    "proves or refutes each with a real deal.",
    "claims.see": "How claims are written and verified: {link}.",
    "claims.page": "Claims",
    "claims.unverified": "Not verified: verification results for these rules are not "
                         "available.",
    "claims.unverified.absent": "Not verified: the results do not include this claim.",
    "claims.shows": "A deal that shows it:",
    "claims.breaks": "A deal that breaks it:",
    "claims.stated by": ", stated by {origin}",
    # the deal on which a variant and its parent differ
    "diffdeal.heading": "What this variant changes, shown on one deal",
    "diffdeal.equivalent": "No deal of one hand, from any scores a match of both variants "
                           "can reach, is settled differently: the solver proved it on "
                           "that bounded model.",
    "diffdeal.not comparable": "One deal cannot be played under both {parent} and {child}: "
                               "{reasons}.",
    "diffdeal.none": "No deal that {parent} and {child} settle differently was found "
                     "within the budget.",
    "diffdeal.solver": "the solver",
    "diffdeal.played": "The same cards, bids and play under {parent} and under {child}, "
                       "each played by the engine under its own rules (the deal was found "
                       "by {method}):",
    "diffdeal.under": "Under {title}",
    "diffdeal.stale": "The comparison with {parent} in the data folder was made for other "
                      "rules of one of the two variants: it is not shown. Write it again "
                      "with ``{command}``.",
    "diffdeal.same": "Played under both variants now, this deal is settled the same way: "
                     "the comparison in the data folder is out of date and is not shown. "
                     "Write it again with ``{command}``.",
    "diffdeal.replay": "Replay it: ``{diff}`` writes the deal for each variant, and "
                       "``{play}`` plays it under {title}.",
    "diffdeal.row.points": "Points", "diffdeal.row.bid": "Bid",
    "diffdeal.row.changes": "Score changes", "diffdeal.row.after": "Scores after",
    "diffdeal.row.match": "Match", "diffdeal.row.refused": "Refused",
    # an author's note, shown apart from the generated rules
    "choices.heading": "Choices where the sources are unclear",
    "choices.none": "The spec records no choices: the sources are clear on every rule it "
                    "states.",
    "choices.intro": "Where the sources are unclear or disagree, the spec records the "
                     "reading it takes:",
    "notes.heading": "Notes in the spec",
    "notes.unclear": "Unclear.",
    "notes.from": "(from {variant})",
    "topic.variant": "The variant", "topic.players": "Players", "topic.deck": "Cards",
    "topic.ranking": "Ranking", "topic.deal": "Deal", "topic.bidding": "Bidding",
    "topic.trump": "Trump", "topic.exchange": "Exchange", "topic.play": "Play",
    "topic.points": "Points", "topic.scoring": "Scoring", "topic.winning": "Winning",
    "topic.procedures": "Poor hands", "topic.properties": "Claims",
    "note.author": "The author's note (not checked against the rules)",
    "note.contradicts": "the author's note on {topic} says '{note}', but the rules "
                        "generated from the spec say '{sentence}'",
    # the home page
    "home.heading": "Variants",
    "home.intro": "Rulebooks for the {count} variants in ``spec/``, each generated from its "
                  "spec. Find a variant by any of its names in the box below, or by its "
                  "players, pack, points or target in the table; the families show which "
                  "variant is played like which.",
    "home.filter": "Find a variant (any of its names, players, pack, points, target):",
    "home.table": "Every variant at a glance",
    "home.families": "Families",
    "home.family": "{title} and the variants played like it",
    "home.alone": "Variants that stand on their own",
    "home.column.variant": "Variant", "home.column.names": "Also known as",
    "home.column.players": "Players", "home.column.cards": "Cards",
    "home.column.points": "Points", "home.column.target": "Target",
    "home.column.family": "Played like",
    "home.clear": ", {points} clear",
}

PLURALS: dict[str, tuple[str, str]] = {
    "cards.count": ("count", "{count} card"),
    "glance.margin": ("margin", ", won by {margin}"),
    "phases.intro": ("hands", "The steps of a deal in this variant, in the order the "
                              "engine plays them (found by playing {hands} deal with "
                              "random players); an arrow that skips a step is a deal in "
                              "which that step does not happen."),
    "home.intro": ("count", "Rulebooks for the {count} variant in ``spec/``, generated "
                            "from its spec. Find a variant by any of its names in the box "
                            "below, or by its players, pack, points or target in the "
                            "table; the families show which variant is played like "
                            "which."),
    "site.intro": ("count", "Rulebooks generated by pitchspec from {count} spec file, "
                            "each page in plain English from its spec."),
    "differences.intro": ("count", "Compared with {parent}, this rule changes ({count}):"),
}
"""The words of a key that has a count, as (the count's field, the words for one): a
language chooses among its plural forms by the count; :data:`ENGLISH` holds the
English plural."""

DOMAIN = "rulebook"
"""The message catalogue of these words (:mod:`pitchspec.i18n.catalogues`)."""


def text(key: str, **fields: object) -> str:
    """The words for ``key`` in the language in use, with ``{fields}`` filled in (whole
    numbers written as the language writes them)."""
    language = current()
    found = translations(DOMAIN, language)
    if key in PLURALS:
        field, one = PLURALS[key]
        count = fields[field]
        assert isinstance(count, int)
        words = found.npgettext(key, one, ENGLISH[key], count)
    else:
        words = found.pgettext(key, ENGLISH[key])
    if not fields:
        return words
    shown = {k: number(v, language) if isinstance(v, int) and not isinstance(v, bool) else v
             for k, v in fields.items()}
    return words.format(**shown)


def messages() -> list[Message]:
    """Every key as a message of the ``rulebook`` catalogue (a key with a count has the
    English for one and for many)."""
    out = []
    for key, english in ENGLISH.items():
        if key in PLURALS:
            field, one = PLURALS[key]
            out.append(Message(key, one, english, note=f"{{{field}}} is the count"))
        else:
            out.append(Message(key, english))
    return out
