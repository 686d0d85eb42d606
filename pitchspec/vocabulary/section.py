"""What the vocabulary is made of: a :class:`Section` of :class:`Setting` entries,
each with the phrase forms it accepts (and retired phrases it refuses), and the few
words several sections share (yes/no, the seats).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pitchspec import model as m
from pitchspec.phrases import Form, const


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


def seat(word: str) -> m.Seat:
    return m.Seat(word)
