"""What a built rulebook page shows, read back from its HTML as a reader sees it.

A small tree of the page (``html.parser``, no dependency), and the page's items in
reading order: section headings, rubrics, paragraphs with the commands they print,
the pictures of a deal (each seat's cards), of tricks (each seat's card, its place in
the order of play, the card led and the winning card), of a deal's points, their text
alternatives, and tables. Cards are read back from their faces ("10" and "♥").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr"}
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def nodes(self) -> list[Node]:
        return [c for c in self.children if isinstance(c, Node)]

    def find_all(self, css: str) -> list[Node]:
        found = []
        for child in self.nodes():
            if css in child.classes:
                found.append(child)
            found.extend(child.find_all(css))
        return found


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(html: str) -> Node:
    builder = _Builder()
    builder.feed(html)
    return builder.root


def card(face: Node | str) -> str:
    """A drawn card as the engine names it: "10♥" -> "10H", "Big★" -> "big joker"."""
    text = (face.text() if isinstance(face, Node) else face).strip()
    if "★" in text:
        return {"Big": "big joker", "Ltl": "little joker", "Jkr": "joker"}[text[:-1]]
    return text[:-1] + SUITS[text[-1]]


def words(text: str) -> str:
    return " ".join(text.split())


# --------------------------------------------------------------------------- items


@dataclass
class Item:
    kind: str
    """h2, rubric, p, deal, tricks, points, alt, table."""
    text: str = ""
    codes: list[str] = field(default_factory=list)
    data: object = None


def items(html: str) -> list[Item]:
    """The page's items in reading order."""
    body = parse(html)
    out: list[Item] = []
    _walk(body, out)
    return out


def _walk(node: Node, out: list[Item]) -> None:
    for child in node.nodes():
        classes = child.classes
        if child.tag == "h2":
            out.append(Item("h2", words(child.text()).rstrip("¶").strip()))
        elif child.tag == "p" and "rubric" in classes:
            out.append(Item("rubric", words(child.text())))
        elif "pitch-alt" in classes:
            out.append(Item("alt", data=[words(p.text()) for p in child.nodes() if p.tag == "p"]))
        elif "pitch-picture" in classes:
            out.extend(_picture(child))
        elif child.tag == "p":
            codes = [words(c.text()) for c in _codes(child)]
            out.append(Item("p", words(child.text()), codes))
        elif child.tag == "table":
            out.append(Item("table", data=_rows(child)))
        else:
            _walk(child, out)


def _codes(node: Node) -> list[Node]:
    found = []
    for child in node.nodes():
        if child.tag == "code":
            found.append(child)
        else:
            found.extend(_codes(child))
    return found


def _rows(table: Node) -> list[list[str]]:
    rows = []
    for tr in _all(table, "tr"):
        rows.append([words(cell.text()) for cell in tr.nodes() if cell.tag in ("td", "th")])
    return rows


def _all(node: Node, tag: str) -> list[Node]:
    found = []
    for child in node.nodes():
        if child.tag == tag:
            found.append(child)
        found.extend(_all(child, tag))
    return found


@dataclass
class ShownTrick:
    number: int
    plays: list[tuple[str, str]]
    """(seat name, card) in the order of play, as the badges number them."""
    led: str
    won: str


def _picture(node: Node) -> list[Item]:
    out = []
    for deal in node.find_all("pitch-deal"):
        hands = {}
        for seat in deal.find_all("pd-seat"):
            name_node = seat.find_all("pd-name")[0]
            name = "".join(c for c in name_node.children if isinstance(c, str)).strip()
            hands[name] = [card(c) for c in seat.find_all("pc")]
        out.append(Item("deal", data=hands))
    groups = node.find_all("pitch-tricks")
    for group in groups:
        tricks = []
        for trick in group.find_all("pitch-trick"):
            number = int(re.search(r"\d+", trick.find_all("pt-centre")[0].text()).group())
            seats = []
            led = won = ""
            for seat in trick.find_all("pt-seat"):
                name = words(seat.find_all("pt-name")[0].text())
                badge = seat.find_all("pt-order")
                faces = [f for f in seat.find_all("pc") if "pc-out" not in f.classes]
                if badge and faces:
                    seats.append((int(badge[0].text()), name, card(faces[0])))
                if "pt-led" in seat.classes:
                    led = name
                if "pt-won" in seat.classes:
                    won = name
            plays = [(name, c) for _, name, c in sorted(seats)]
            tricks.append(ShownTrick(number, plays, led, won))
        out.append(Item("tricks", data=tricks))
    for table in _all(node, "table"):
        if "pitch-points" in table.classes:
            rows = []
            for tr in _all(table, "tr")[1:]:
                cells = [c for c in tr.nodes() if c.tag == "td"]
                faces = cells[1].find_all("pc")
                rows.append((words(cells[0].text()), card(faces[0]) if faces else "",
                             words(cells[2].text()), int(cells[3].text())))
            out.append(Item("points", data=rows))
    return out


ALT_TRICK = re.compile(r"^Trick (\d+): (.*); (.*) wins\.$")


def alt_trick(text: str, names: list[str]) -> ShownTrick | None:
    """A trick's text alternative read back: "Trick 2: East leads Ace of hearts, South
    Jack of hearts, ...; North wins."."""
    found = ALT_TRICK.match(text)
    if not found:
        return None
    plays = []
    for i, part in enumerate(found.group(2).split(", ")):
        name = next(n for n in names if part.startswith(n + " "))
        rest = part[len(name) + 1:]
        if i == 0:
            rest = rest.removeprefix("leads ")
        plays.append((name, named_card(rest)))
    return ShownTrick(int(found.group(1)), plays, plays[0][0], found.group(3))


_RANKS = {"Ace": "A", "King": "K", "Queen": "Q", "Jack": "J", "Ten": "10", "Nine": "9",
          "Eight": "8", "Seven": "7", "Six": "6", "Five": "5", "Four": "4", "Three": "3",
          "Two": "2"}


def named_card(text: str) -> str:
    """"Ace of hearts" -> "AH"; "Big joker" -> "big joker"."""
    if text.lower().endswith("joker"):
        return text.lower()
    rank, _, suit = text.partition(" of ")
    return _RANKS[rank] + suit[0].upper()
