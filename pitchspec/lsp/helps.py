"""What a diagnostic's help proposes, read from its words: the changes it names.

Helps are written for people (``use 'floor: 0' or 'floor: none'``, ``drop 'kitty:'``,
``add 'trump { sub_trump: declared }'``, ``did you mean 'must follow'?``, ``drop the
point``). Each quoted fragment takes the verb written before it (a fragment in a list,
``'a', 'b' or 'c'``, the verb of the list); a fragment with a placeholder (``N``,
``<nat>``, ``...``) names no change and is passed over, as is any verb that does not
name an edit (``allow``, ``widen``, ``see``).

>>> [(p.action, p.fragment) for p in proposals("use 'floor: 0' or 'floor: none'")]
[('set', 'floor: 0'), ('set', 'floor: none')]
>>> said = "add 'exchange { step: bidder take kitty }', or drop 'kitty:'"
>>> [(p.action, p.fragment) for p in proposals(said)]
[('add', 'exchange { step: bidder take kitty }'), ('drop', 'kitty:')]
>>> [(p.action, p.fragment) for p in proposals("did you mean 'must follow'?")]
[('mean', 'must follow')]
>>> said = "write 'requires: all tricks' or 'requires: points <nat>' (see 'explain')"
>>> [(p.action, p.fragment) for p in proposals(said)]
[('set', 'requires: all tricks')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_QUOTED = re.compile(r"'([^']*)'")
_MEAN = re.compile(r"^did you mean '([^']+)'\?$")
_RENAME = re.compile(r"rename the file to (\S+?\.pitch) or the variant to ([A-Za-z_]\w*)")
_ONCE = re.compile(r"\b(?:keep one mention of each \w+|remove one of them)\b")
_DROP_HERE = re.compile(r"\bdrop (?:the (point|claim|step|rule|setting|lead rule)|(it))\b")
_PLACEHOLDER = re.compile(r"\.\.\.|[<>]|\bN\b|\bM\b|\bNAME\b|\bN\+")
_GLUE = re.compile(r"^[\s,()]*(?:\bor\b|\band\b)?[\s,()]*$")

_VERBS = {
    "use": "set", "write": "set", "keep": "set", "lower": "set", "make": "set",
    "give": "set", "declare": "set", "deal": "set", "fix": "set", "e.g.": "example",
    "add": "add", "drop": "drop", "remove": "remove",
    # verbs that name no single edit: a fragment after them is not a fix
    "allow": None, "widen": None, "change": None, "restate": None, "rank": None,
    "open": None, "state": None, "limit": None, "narrow": None, "take": None,
    "split": None, "choose": None, "see": None, "compare": None, "combine": None,
    "close": None, "lives": None, "is": None, "names": None, "run": None,
}
_VERB = re.compile(r"(?<![\w.])(" + "|".join(re.escape(v) for v in _VERBS) + r")(?![\w])")


@dataclass(frozen=True)
class Proposal:
    """One change a help names: ``action`` is ``mean`` (a did-you-mean), ``set``,
    ``example`` (a setting shown as an example), ``add``, ``drop``, ``remove`` (a
    value), ``drop here`` (the entry the finding is about; ``fragment`` says which:
    point, claim, step, rule...), ``once`` (what the finding quotes, written twice, kept
    once), ``rename variant`` or ``rename file``."""

    action: str
    fragment: str


def proposals(help: str | None) -> list[Proposal]:
    """The changes a help text names, in the order written."""
    if not help:
        return []
    mean = _MEAN.match(help)
    if mean is not None:
        return [Proposal("mean", mean.group(1))]
    found = _quoted(help)
    rename = _RENAME.search(help)
    if rename is not None:
        found += [Proposal("rename variant", rename.group(2)),
                  Proposal("rename file", rename.group(1))]
    here = _DROP_HERE.search(help)
    if here is not None:
        found.append(Proposal("drop here", here.group(1) or here.group(2)))
    if _ONCE.search(help):
        found.append(Proposal("once", ""))
    return found


def _action(lead: str, before: str | None) -> str | None:
    """The action of the fragment after ``lead``: its last verb's (a verb followed by
    a list, as in 'write ranks as A K, 'joker'', names no single edit), or the action
    of the fragment before when ``lead`` only joins a list."""
    verbs = list(_VERB.finditer(lead))
    if not verbs:
        return before if _GLUE.match(lead) else None
    last = verbs[-1]
    if "," in lead[last.end():]:
        return None
    action = _VERBS[last.group(1)]
    if action == "add" and re.match(r"\s*it to\s*$", lead[last.end():]):
        return "add it"
    return action


def _quoted(help: str) -> list[Proposal]:
    """Each quoted fragment with the verb before it."""
    found: list[Proposal] = []
    action: str | None = None
    last = 0
    for quote in _QUOTED.finditer(help):
        lead = help[last:quote.start()]
        last = quote.end()
        action = _action(lead, action)
        fragment = quote.group(1).strip()
        if action == "add it":  # 'add it to 'scoring { order: a, b, ... }'': the list grows
            fragment = re.sub(r",\s*\.\.\.(?=\s*\}?$)", "", fragment)
        if action is not None and fragment and not _PLACEHOLDER.search(fragment):
            found.append(Proposal(action, fragment))
    return found
