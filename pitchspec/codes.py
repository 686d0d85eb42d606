"""The registry of diagnostic codes.

Ranges: ``PS0xx`` files and usage, ``PS1xx`` syntax, ``PS2xx`` names and lowering,
``PS3xx`` validation of a complete variant, ``PS4xx`` engine, ``PS5xx`` verification.
Every diagnostic the tool emits names one of these codes; the documentation page of
codes is generated from this table. The registry is closed: every code of every stage
is listed here, whichever modules are imported, and a comment names the module that
raises a range outside the front end (``tests/test_diagnostics.py`` finds every code
the package's source uses in this table, importing nothing else).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Category(Enum):
    FILE = "file"
    SYNTAX = "syntax"
    NAMES = "names"
    VALIDATION = "validation"
    ENGINE = "engine"
    VERIFICATION = "verification"


@dataclass(frozen=True)
class Code:
    """One diagnostic code: its identifier, category and a one-line summary."""

    id: str
    category: Category
    summary: str
    warning: bool = False
    """A warning: a rule that is legal but cannot take effect. It never fails a check
    unless ``--strict`` is given."""


def _c(id: str, category: Category, summary: str) -> Code:
    return Code(id, category, summary)


def _w(id: str, category: Category, summary: str) -> Code:
    return Code(id, category, summary, warning=True)


_F, _S, _N, _V = Category.FILE, Category.SYNTAX, Category.NAMES, Category.VALIDATION
_E, _X = Category.ENGINE, Category.VERIFICATION

CODES: dict[str, Code] = {
    c.id: c
    for c in (
        _c("PS001", _F, "a spec file cannot be read"),
        _c("PS002", _F, "a path names no .pitch file"),
        _c("PS003", _F, "two spec files declare the same variant name"),
        _c("PS004", _F, "a spec file is larger than a spec can be"),
        _c("PS005", _F, "a new variant's name is not a name the language accepts"),
        _c("PS006", _F, "an output file cannot be written"),
        _c("PS007", _F, "a log names a spec file outside its own folder"),
        _c("PS008", _F, "a Dask scheduler cannot be reached (or Dask is not installed)"),
        _c("PS009", _F, "explain was asked about a name or value the language does not have"),
        _c("PS101", _S, "a character that cannot start any token"),
        _c("PS102", _S, "a token where the grammar does not allow it"),
        _c("PS103", _S, "the file ends inside a block or statement"),
        _c("PS104", _S, "a block is closed that was never opened"),
        _c("PS105", _S, "a setting without a value after ':'"),
        _c("PS106", _S, "the file does not begin with a 'variant' header"),
        _c("PS107", _S, "a line longer than a spec line can be"),
        _c("PS108", _S, "blocks nested deeper than the language goes"),
        _c("PS201", _N, "an unknown section name"),
        _c("PS202", _N, "an unknown setting inside a section"),
        _c("PS203", _N, "a value that matches none of the forms this setting accepts"),
        _c("PS204", _N, "the same setting is given twice in one section"),
        _c("PS205", _N, "the variant name does not match its file name"),
        _c("PS206", _N, "'extends' names a variant that cannot be found"),
        _c("PS207", _N, "'extends' forms a cycle"),
        _c("PS208", _N, "'drop' names a setting the parent does not have"),
        _c("PS209", _N, "an unknown rank, suit or card"),
        _c("PS210", _N, "an entry that needs a name has none, or one that takes none has one"),
        _c("PS211", _N, "a block where a value is expected, or a value where a block is expected"),
        _c("PS212", _N, "a required rule is not stated by the variant or any parent"),
        _c("PS213", _N, "a number outside the range the setting allows"),
        _c("PS214", _N, "a point or bid name is used but never defined"),
        _c("PS215", _N, "a range whose low end is above its high end"),
        _c("PS216", _N, "a setting lists more values than it can take"),
        _c("PS217", _N, "a retired phrase that players read two ways; write an explicit one"),
        _c("PS218", _N, "a name given for a language pitchspec does not write"),
        _c("PS219", _N, "a point or special bid is named like a credit the engine makes itself"),
        # claims (the spec's own properties), raised by lower_claims.py
        _c("PS230", _N, "a claim uses a term the claim vocabulary does not have"),
        _c("PS231", _N, "a claim compares an event, or uses a quantity where an event is expected"),
        _c("PS232", _N, "a claim names a bid or point the variant does not have"),
        _c("PS233", _N, "a claim speaks of the bid but the variant has no auction"),
        _c("PS234", _N, "a claim names a side the variant's default table does not have"),
        _c("PS235", _N,
           "a claim counts tricks in a variant whose tricks need not hold a card of every player"),
        _c("PS301", _V, "a team form seats a number of players the variant does not allow"),
        _c("PS302", _V, "a partner call names a player count the variant does not allow"),
        _c("PS303", _V, "required fixed teams and a partner call cover the same player count"),
        _c("PS304", _V, "card points are given to a card that is not in the deck"),
        _c("PS305", _V, "a card appears twice in the trump order"),
        _c("PS306", _V, "a ranking names a card that is not in the deck"),
        _c("PS307", _V, "a rank of the deck has no place in the trump or plain order"),
        _c("PS308", _V, "a joker is neither ranked in the trump order nor declared rankless"),
        _c("PS309", _V, "players are dealt no cards"),
        _c("PS310", _V, "the packets of a deal do not add up to the hand size"),
        _c("PS311", _V, "the deck has too few cards for an allowed number of players"),
        _c("PS312", _V, "a refill asks for more cards than the deck holds"),
        _c("PS313", _V, "the lowest bid is above the highest"),
        _c("PS314", _V, "a numeric bid exceeds the points a deal can yield"),
        _c("PS315", _V, "a bid amount named by a bidding rule is not a legal bid"),
        _c("PS316", _V, "a special bid is placed both 'at' a level and 'above' one"),
        _c("PS317", _V, "a special bid ranks 'above' a level below the highest numeric bid"),
        _c("PS318", _V, "two special bids share a place in the bid order"),
        _c("PS319", _V, "an auction setting is stated but there is no auction"),
        _c("PS320", _V, "a rule names the bid winner but there is no auction"),
        _c("PS321", _V, "the auction is opened by the pitcher, who is known only after it"),
        _c("PS322", _V, "a commercial sale is settled but the auction is not commercial"),
        _c("PS323", _V, "elder may beg but trump is not fixed by a turned card"),
        _c("PS324", _V, "trump is declared after a kitty that is not dealt or not declared"),
        _c("PS325", _V, "a sub-trump is declared but trump is not declared by the bid winner"),
        _c("PS326", _V, "a sub-trump point or play rule without a declared sub-trump"),
        _c("PS327", _V, "trump is fixed by the called card but no card is called"),
        _c("PS328", _V, "an exchange step takes a kitty or widow that is not dealt"),
        _c("PS329", _V, "the first lead must not be trump, yet it fixes trump"),
        _c("PS330", _V, "a joker rule is stated but the deck has no jokers"),
        _c("PS331", _V, "a blind or look-or-not play rule without a blind or look option"),
        _c("PS332", _V, "a point is awarded for a card that is not in the deck"),
        _c("PS333", _V, "a point clause that does not fit the point's kind"),
        _c("PS334", _V, "a turned-card point but no card is turned for trump"),
        _c("PS335", _V, "a point is missing from the counting order"),
        _c("PS336", _V, "the counting order names a point more than once"),
        _c("PS337", _V, "the score floor is above zero"),
        _c("PS338", _V, "the target score is not positive"),
        _c("PS339", _V, "a backdoor threshold that ends every match or can never be reached"),
        _w("PS340", _V, "trump must be broken, but the first card led fixes trump"),
        _w("PS341", _V, "the first lead must be trump, but the first card led fixes trump"),
        _w("PS342", _V, "a special bid can be made with fewer points than it names"),
        _w("PS343", _V, "a special bid needs more points than a deal can yield"),
        _w("PS344", _V, "a kitty is dealt, but no exchange step takes it"),
        _w("PS345", _V, "a stock rule, but no cards are left undealt"),
        _w("PS346", _V, "extra deals after a tie, but the match has no fixed number of deals"),
        _w("PS347", _V, "a rule about reaching the target in a match of a fixed number of deals"),
        _c("PS348", _V, "an exchange done in turn has a step whose result depends on the order"),
        _w("PS349", _V, "the first lead must be trump, but trump must be broken before it is led"),
        _w("PS350", _V, "sub-trumps may trump, but the follow rule lets no trump replace the suit"),
        _w("PS351", _V, "play from the blind changes the follow rule"),
        _w("PS352", _V, "a joker is barred from leading the first trick, but never could lead it"),
        _w("PS353", _V, "an exchange step tells trumps apart before trump is known"),
        # the engine (engine/core/rules.py raises these)
        _c("PS401", _E, "a rule the engine cannot play yet"),
        _c("PS402", _E, "an illegal action in a log, deal file or at the prompt"),
        _c("PS403", _E, "a deal file that cannot fix a deal"),
        _c("PS404", _E, "a game log that cannot be read"),
        _c("PS405", _E, "a replayed log whose scores differ from the recorded ones"),
        _c("PS406", _E, "a player count or team form the variant does not allow"),
        # game logs' chain and signature (matches/logs/chain.py)
        _c("PS410", _E, "a game log line changed, moved or removed after the log was written "
                        "(its chain hash does not follow)"),
        _c("PS411", _E, "a game log whose signature is missing or does not match the key given"),
        _c("PS412", _E, "a key file that cannot be read, is empty or too large"),
        # the batch kernel (engine/kernel/supports.py)
        _c("PS420", _E, "a rule the batch kernel cannot run (the reference engine can)"),
        # the verifier (smt/encode/verdicts.py, smt/encode/states.py, smt/diff/diff.py)
        _c("PS501", _X, "a property of the variant is refuted"),
        _c("PS502", _X,
           "a property could not be decided (work budget exhausted or no real witness)"),
        _c("PS503", _X, "internal error: the encoding and the engine disagree on a decoded hand"),
        _c("PS504", _X, "an unknown property name"),
        _c("PS505", _X, "a verdict differs from verify/expected.toml"),
        _c("PS506", _X, "an expected-verdicts file that cannot be read"),
        _c("PS507", _X, "scores a match can reach do not fit the verifier's integers"),
        _c("PS508", _X, "internal error: the solver proves a property a played deal breaks"),
        _c("PS510", _X, "two variants cannot be compared on one deal"),
        _c("PS511", _X, "two variants settle a deal differently"),
        _c("PS520", _X, "a construct the verifier cannot encode yet "
           "(pitchspec.smt.encode.repertoire); the engine may still play it"),
        _c("PS521", _X, "a table the rules allow that the verifier cannot check a "
           "property at"),
    )
}


def code(id: str) -> Code:
    """Look up a registered code; an unregistered id is a programming error."""
    return CODES[id]
