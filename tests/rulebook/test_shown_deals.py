"""Every deal a built page shows is the deal the engine plays under the variant the page
attributes it to: each shown hand, trick (who led, the cards in the order played, who
won), point and score is compared with what ``pitchspec play --deal`` prints for the
deal file the page's own commands write.

The pages are those of the docs site (the catalogue, with its verdicts and two
comparisons with a parent) and of a site for user-style specs (tests/fixtures/rulebook/
users: tricks to the lowest card, discarding and drawing with jokers, partnerships,
three teams with jokers). For each shown deal the test runs the commands printed under
it, as printed (``pitchspec verify NAME --property P --save-cex deals``, ``pitchspec
diff A B --save-deal deals``), then plays the saved file with ``pitchspec play``
(``--format json``) and reads the picture, its text alternative, the points and the
scores off the page. The seat names are the test's own: up to four players by where
they sit (seat 0 at the bottom, the others in the direction of play), else "Player N".
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook_site import built_site, pitchspec, user_site
from shown import Item, ShownTrick, alt_trick, items

from pitchspec import load
from pitchspec import model as m

from conftest import SPEC_DIR

DASH = "\u2013"
COMPASS = {2: ("South", "North"), 3: ("South", "West", "East"),
           4: ("South", "West", "North", "East")}


def seat_names(players: int, clockwise: bool) -> list[str]:
    """The test's own names of the seats, in seat order."""
    if players > 4:
        return [f"Player {i + 1}" for i in range(players)]
    names = list(COMPASS[players])
    if not clockwise and players > 2:
        names = [names[0], *reversed(names[1:])]
    return names


def side_name(side: int, sides: list[int], names: list[str]) -> str:
    """A side as the test expects it named: its seat, "North-South", "Players 1-4-7"
    (with an en dash)."""
    seats = [s for s, x in enumerate(sides) if x == side]
    if len(seats) == 1:
        return names[seats[0]]
    if len(names) <= 4:
        said = ["North", "South", "East", "West"]
        return DASH.join(sorted((names[s] for s in seats), key=said.index))
    return "Players " + DASH.join(str(s + 1) for s in seats)


def scores_of(text: str) -> dict[str, int]:
    """"South 1, West 0 and North-South 3" -> {"South": 1, ...}."""
    parts = re.split(r", | and ", text.strip().rstrip("."))
    return {name: int(value) for name, value in (p.rsplit(" ", 1) for p in parts)}


@dataclass
class Tally:
    """What was compared, and what differed."""

    counts: Counter[str] = field(default_factory=Counter)
    mismatches: list[str] = field(default_factory=list)

    def check(self, what: str, shown: object, played: object, where: str) -> None:
        self.counts[what] += 1
        if shown != played:
            self.mismatches.append(f"{where}: {what}: page {shown!r}, engine {played!r}")


@dataclass
class Replay:
    """A deal file played by ``pitchspec play --format json`` and what a page names."""

    data: dict[str, Any]
    variant: m.Variant

    @property
    def names(self) -> list[str]:
        header = self.data["header"]
        return seat_names(header["players"],
                          self.variant.seating.direction is m.Direction.CLOCKWISE)

    @property
    def sides(self) -> list[int]:
        return list(self.data["header"]["sides"])

    def side(self, side: int) -> str:
        return side_name(side, self.sides, self.names)

    def card(self, name: str | None) -> str:
        """A card as the page names it: the engine calls the big joker of a two-joker
        pack "joker"."""
        if name == "joker" and len(self.variant.deck.jokers) == 2:
            return "big joker"
        return name or ""

    def label(self, point: str, during: bool) -> str:
        rule = self.variant.point(point)
        name = rule.label if rule is not None else point.capitalize()
        return f"{name} (during the deal)" if during else name


def play_json(spec: str, deal: Path, cwd: Path, include: list[str]) -> dict[str, Any]:
    done = pitchspec("play", spec, *include, "--deal", deal, "--format", "json", "--seed", "1",
                     cwd=cwd)
    assert done.returncode == 0, done.stdout + done.stderr
    data: dict[str, Any] = json.loads(done.stdout)
    return data


def compare_deal(block: list[Item], replay: Replay, index: int, tally: Tally,
                 where: str) -> None:
    """The deal pictures, tricks, points and scores of one shown deal against deal
    ``index`` of the replay."""
    deals = replay.data["deals"]
    if index >= len(deals):
        tally.check("deal", "shown", f"the engine played {len(deals)} deals", where)
        return
    played = deals[index]
    if played["result"] is None:  # the match ended during the deal: counted out
        end = replay.data["end"]
        played = {**played, "result": {"scores": end["scores"], "during": [], "awards": [],
                                        "counted out": True}}
    names = replay.names
    at_lead = False
    for item in block:
        if item.kind == "rubric":
            at_lead = item.text.startswith("The hands when the first card is led")
        elif item.kind == "deal" and at_lead:
            # the hands at the first lead: each seat's cards are those it plays
            played_cards: dict[str, list[str]] = {n: [] for n in names}
            for trick in played["tricks"]:
                for s, c in trick["plays"]:
                    played_cards[names[s]].append(replay.card(c))
            shown = {k: sorted(v) for k, v in item.data.items()}
            if all(len(v) == len(shown[k]) for k, v in played_cards.items()):
                tally.check("hand at lead", shown,
                            {k: sorted(v) for k, v in played_cards.items()}, where)
        elif item.kind == "deal":
            dealt = {names[s]: sorted(map(replay.card, c))
                     for s, c in enumerate(played["dealt"])}
            tally.check("hand", {k: sorted(v) for k, v in item.data.items()}, dealt, where)
        elif item.kind == "tricks":
            for shown in item.data:
                tally.check("trick", shown, _trick(replay, played, shown.number), where)
        elif item.kind == "alt":
            for text in item.data:
                shown = alt_trick(text, names)
                if shown is not None:
                    tally.check("trick (text)", shown, _trick(replay, played, shown.number),
                                where)
        elif item.kind == "points" and "counted out" in played["result"]:
            # play prints no points of an unfinished deal: they must add up to the
            # change of the scores it prints
            gained: Counter[str] = Counter()
            for _point, _card, side, value in item.data:
                gained[side] += value
            # the scores the deal began at: the match's start, or the last deal's end
            start = replay.data["deals"][index - 1]["result"]["scores"] if index else \
                replay.data["header"].get("scores") or [0] * len(replay.sides)
            change = {replay.side(s): v - start[s]
                      for s, v in enumerate(played["result"]["scores"])
                      if v != start[s]}
            tally.check("award", dict(gained), change, where)
        elif item.kind == "points":
            result = played["result"]
            awards = [(replay.label(a["point"], during), replay.card(a["card"]),
                       replay.side(a["side"]), a["value"])
                      for during, key in ((True, "during"), (False, "awards"))
                      for a in result[key]]
            tally.counts["award"] += len(awards) - 1
            tally.check("award", sorted(item.data), sorted(awards), where)
    _compare_scores(block, replay, played, tally, where)


def _trick(replay: Replay, played: dict[str, Any], number: int) -> ShownTrick | None:
    tricks, names = played["tricks"], replay.names
    if number > len(tricks):
        return None
    t = tricks[number - 1]
    return ShownTrick(number, [(names[s], replay.card(c)) for s, c in t["plays"]],
                      names[t["leader"]], names[t["winner"]])


def _compare_scores(block: list[Item], replay: Replay, played: dict[str, Any],
                    tally: Tally, where: str) -> None:
    after = next((scores_of(i.text.split("scores are ")[1].split(". ")[0]) for i in block
                  if i.kind == "p" and i.text.startswith("After the deal the scores are")),
                 None)
    if after is None:
        return
    scores = played["result"]["scores"]
    tally.check("score", after, {replay.side(s): v for s, v in enumerate(scores)}, where)


# --------------------------------------------------------------------------- pages


def blocks(page: list[Item], start: str) -> list[tuple[str, list[Item]]]:
    """The items of the section headed ``start``, cut at each rubric."""
    out: list[tuple[str, list[Item]]] = []
    inside = False
    for item in page:
        if item.kind == "h2":
            inside = item.text.startswith(start)
            continue
        if not inside:
            continue
        if item.kind == "rubric" and not item.text.startswith(("The tricks", "Under ",
                                                                "The match",
                                                                "The hands when")):
            out.append((item.text, []))
        elif out:
            out[-1][1].append(item)
        else:
            out.append(("", [item]))
    return out


def _commands(block: list[Item], head: str) -> list[str]:
    """The commands printed in a block that start with ``head`` and take arguments."""
    return [c for i in block if i.kind == "p" for c in i.codes
            if c.startswith(head) and len(c.split()) > 2]


def check_verdict_deals(page: list[Item], variant: m.Variant, cwd: Path, tally: Tally,
                        where: str) -> int:
    """Every deal under a verdict: run the printed verify command, play the saved file
    (from the scores the page starts it at, where the page says the verifier found it
    there: a deal file starts at 0)."""
    shown = 0
    for section in ("Verification", "Claims"):
        for title, block in blocks(page, section):
            saves = _commands(block, "pitchspec verify")
            if not any(i.kind == "deal" for i in block):
                continue
            assert saves, f"{where} {title}: a deal without the command that saves it"
            save = shlex.split(saves[0])
            done = pitchspec(*save[1:], cwd=cwd)
            assert done.returncode in (0, 1), done.stdout + done.stderr
            plays = _commands(block, "pitchspec play")
            prop = _property(block, variant)
            deal = cwd / "deals" / f"{variant.name}.{prop}.json"
            if plays:  # the page names the file it plays
                words = shlex.split(plays[0])
                assert cwd / words[words.index("--deal") + 1] == deal
            data = json.loads(deal.read_text(encoding="utf-8"))
            if any(i.kind == "p" and "The verifier found this deal at these scores" in i.text
                   for i in block):
                deal = _from_scores(block, data, variant, deal)
            include = save[save.index("-I"):save.index("-I") + 2] if "-I" in save else []
            replay = Replay(play_json(save[2], deal, cwd, include), variant)
            compare_deal(block, replay, len(data["deals"]) - 1, tally, f"{where} {title}")
            shown += 1
    return shown


def _property(block: list[Item], variant: m.Variant) -> str:
    """The property a block shows, as the name of the deal file the page names."""
    text = " ".join(i.text for i in block if i.kind == "p")
    found = re.search(r"deals/" + re.escape(variant.name) + r"\.([\w-]+)\.json", text)
    assert found, text
    return found.group(1)


def _from_scores(block: list[Item], data: dict[str, Any], variant: m.Variant,
                 deal: Path) -> Path:
    """A copy of the deal file starting at the scores the page says it starts at."""
    before = next(scores_of(i.text.split("stand at ")[1]) for i in block
                  if i.kind == "p" and "scores stand at" in i.text)
    players = int(data["players"])
    names = seat_names(players, variant.seating.direction is m.Direction.CLOCKWISE)
    sides = _sides(variant, players)
    data["scores"] = [before[side_name(s, sides, names)] for s in sorted(set(sides))]
    moved = deal.with_suffix(".from-scores.json")
    moved.write_text(json.dumps(data), encoding="utf-8")
    return moved


def _sides(variant: m.Variant, players: int) -> list[int]:
    from pitchspec.engine.game import Game

    return list(Game(variant, players).seating.sides)


def check_diff_deal(page: list[Item], parent: m.Variant, child: m.Variant, cwd: Path,
                    tally: Tally, where: str) -> int:
    """The deal shown under the parent and the child: both played from the files the
    printed ``pitchspec diff ... --save-deal`` writes."""
    block = [i for _, b in blocks(page, "What this variant changes") for i in b]
    if not block:
        return 0
    diff = shlex.split(_commands(block, "pitchspec diff")[0])
    done = pitchspec(*diff[1:], cwd=cwd)
    assert done.returncode in (0, 1), done.stdout + done.stderr
    first, second = diff[2], diff[3]
    groups = [i for i in block if i.kind == "tricks"]
    alts = [i for i in block if i.kind == "alt"]
    refused = [i.text for i in block if i.kind == "p" and "does not play the next move"
               in i.text]
    for n, (variant, spec) in enumerate(((parent, first), (child, second))):
        file = cwd / "deals" / f"{parent.name}-{child.name}.{variant.name}.deal.json"
        if n == 1 and refused:  # the page says the child refuses a move: so does play
            done = pitchspec("play", spec, "--deal", file, cwd=cwd)
            tally.check("refusal", "PS402" in done.stdout + done.stderr, True, where)
            continue
        replay = Replay(play_json(spec, file, cwd, []), variant)
        picture = [i for i in block if i.kind == "deal"][:1] if n == 0 else []
        compare_deal([*picture, groups[n], alts[n + 1]], replay, 0, tally,
                     f"{where} under {variant.name}")
        table = next(i for i in block if i.kind == "table").data
        points = next(row for row in table if row[0] == "Points")[n + 1]
        result = replay.data["deals"][0]["result"]
        awards = [(replay.label(a["point"], during), a["value"], replay.side(a["side"]))
                  for during, key in ((True, "during"), (False, "awards"))
                  for a in result[key]]
        shown = [(f.group(1), int(f.group(2)), f.group(3)) for f in
                 (re.fullmatch(r"(.+) (\d+) \((.+)\)", part)
                  for part in re.split(r", | and (?=[A-Z])", points))]
        tally.counts["award"] += len(awards) - 1
        tally.check("award", sorted(shown), sorted(awards), f"{where} diff")
        after = next(row for row in table if row[0] == "Scores after")[n + 1]
        scores = replay.data["deals"][0]["result"]["scores"]
        tally.check("score", scores_of(after),
                    {replay.side(s): v for s, v in enumerate(scores)}, f"{where} diff")
    return 1


def _check_site(html: Path, specs: dict[str, Path], cwd: Path) -> Tally:
    tally = Tally()
    for name, path in specs.items():
        page_file = html / "variants" / f"{name}.html"
        page = items(page_file.read_text(encoding="utf-8"))
        variant = load(path, [SPEC_DIR])
        tally.counts["deal"] += check_verdict_deals(page, variant, cwd, tally, name)
        if variant.parent is not None:
            parent = load(SPEC_DIR / f"{variant.parent}.pitch") if \
                (SPEC_DIR / f"{variant.parent}.pitch").is_file() else None
            if parent is not None:
                tally.counts["deal"] += check_diff_deal(page, parent, variant, cwd, tally, name)
    return tally


def test_every_deal_on_the_catalogue_pages_is_the_engines(tmp_path: Path) -> None:
    html, _ = built_site()
    specs = {p.stem: p for p in sorted(SPEC_DIR.glob("*.pitch"))}
    tally = _check_site(html, specs, tmp_path)
    report(tally, "catalogue")
    assert tally.mismatches == []
    assert tally.counts["trick"] > 50 and tally.counts["award"] > 10 and \
        tally.counts["score"] > 5 and tally.counts["hand"] > 10


def test_every_deal_on_a_users_pages_is_the_engines(tmp_path: Path) -> None:
    html, folder = user_site()
    work = tmp_path / "mine"
    shutil.copytree(folder, work)
    specs = {load(p, [SPEC_DIR]).name: p for p in sorted(work.glob("*.pitch"))}
    tally = _check_site(html, specs, work)
    report(tally, "users")
    assert tally.mismatches == []
    for name in specs:  # each user spec shows its deal against its parent
        page = items((html / "variants" / f"{name}.html").read_text(encoding="utf-8"))
        assert any(i.kind == "tricks" for _, b in blocks(page, "What this variant changes")
                   for i in b), name
    assert tally.counts["trick"] > 40 and tally.counts["score"] >= 7


def report(tally: Tally, name: str) -> None:
    """The figures compared, printed (``pytest -s``) for the record."""
    counts = ", ".join(f"{k} {v}" for k, v in sorted(tally.counts.items()))
    print(f"\n{name}: compared {counts}; {len(tally.mismatches)} mismatches")
