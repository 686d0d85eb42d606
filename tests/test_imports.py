"""Import rules: lark only in the parser modules, z3 only in smt/, sphinx only in its glue,
pygls (the optional 'lsp' extra) only in the language server."""

from __future__ import annotations

import ast
from pathlib import Path

import pitchspec.engine as engine

from conftest import ROOT

ALLOWED = {
    "lark": {"grammar.py", "parse"},
    "z3": {"smt"},
    "sphinx": {"sphinxext.py"},
    "pygls": {"lsp"},
    "lsprotocol": {"lsp"},
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_heavy_dependencies_are_imported_only_where_allowed() -> None:
    offenders = []
    for path in sorted((ROOT / "pitchspec").rglob("*.py")):
        rel = path.relative_to(ROOT / "pitchspec")
        for module, places in ALLOWED.items():
            if module in _imports(path) and not (rel.name in places or rel.parts[0] in places):
                offenders.append(f"{rel} imports {module}")
    assert offenders == []


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _targets(node: ast.Import | ast.ImportFrom, here: str, is_package: bool,
             modules: set[str]) -> set[str]:
    """The package's modules an import statement loads (``from a import b`` loads the
    module ``a.b`` when there is one, else ``a``)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = here if is_package else here.rpartition(".")[0]
            for _ in range(node.level - 1):
                package = package.rpartition(".")[0]
            base = f"{package}.{base}" if base else package
        names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                 for alias in node.names]
        if base in FRONT_DOORS:
            names += [FRONT_DOORS[base][a.name] for a in node.names if a.name in FRONT_DOORS[base]]
    return {name for name in names if name in modules}


FRONT_DOORS = {"pitchspec.engine": engine.SURFACE}
"""Packages whose public names are imported from their modules on first use (PEP 562),
with each name's module: ``from pitchspec.engine import Game`` ties the importing
module to ``pitchspec.engine.game`` as well as to the front door."""


def _runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that runs, at module level or inside a function (one
    deferred into a function still ties the two modules); not those under
    ``if TYPE_CHECKING:``, which only name types for the checker."""
    typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
                   for stmt in node.body for n in ast.walk(stmt)}
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
            and id(node) not in typing_only]


def import_graph() -> dict[str, set[str]]:
    """Module -> the package modules it imports when it runs."""
    paths = {_module_name(p): p for p in (ROOT / "pitchspec").rglob("*.py")}
    modules = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges: set[str] = set()
        for node in _runtime_imports(tree):
            edges |= _targets(node, name, path.name == "__init__.py", modules)
        graph[name] = edges - {name}
    return graph


def test_an_import_by_the_front_door_ties_to_the_module_behind_it() -> None:
    """``from pitchspec.engine import Game`` loads ``pitchspec.engine.game`` when the
    name is first used: the graph holds that edge, so a circle through it is seen."""
    node = ast.parse("from pitchspec.engine import Game, actions").body[0]
    assert isinstance(node, ast.ImportFrom)
    modules = {"pitchspec.engine", "pitchspec.engine.game", "pitchspec.engine.core.actions"}
    assert _targets(node, "pitchspec.agents.x", False, modules) == modules


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_circles_are_found() -> None:
    """The check itself: a function-level import back closes a circle."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


BEING_BROKEN: list[list[str]] = []
"""Circles still being broken on other branches; this list only shrinks (it is empty)."""


def test_no_import_circles() -> None:
    """Every module imports only modules that do not import it back, however indirectly:
    the layers (model below engine, engine's core below its phases below its dispatch)
    stay one-directional."""
    assert [c for c in circles(import_graph()) if c not in BEING_BROKEN] == []


ENGINE_PARTS = {
    "core": set(),
    "phases": {"core"},
    "step": {"core", "phases"},
    "game": {"core", "phases", "step"},
    "kernel": {"core", "phases"},
    "observation": {"core", "phases"},
}
"""Each part of the engine and the parts it may import (pitchspec/engine/__init__.py):
the match state as data at the bottom, the phases above it, one step on top; the
simulation above the step, the records of a match above the simulation; the batch
kernel beside them, on the same compiled tables."""


def _engine_part(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["pitchspec", "engine"] else None


def layering_faults(graph: dict[str, set[str]]) -> list[str]:
    """Each import of an engine module from a part it may not import, or of the
    engine's front door (``pitchspec.engine``, for outside code: inside, each module
    imports the one it needs)."""
    wrong = []
    for module, imports in sorted(graph.items()):
        part = _engine_part(module)
        if part is None:
            continue
        if part not in ENGINE_PARTS:
            wrong.append(f"{module}: a part of the engine the layering omits")
            continue
        wrong += [f"{module} imports {target}" for target in sorted(imports)
                  if target == "pitchspec.engine"
                  or ((other := _engine_part(target)) is not None and other != part
                      and other not in ENGINE_PARTS[part])]
    return wrong


def test_engine_parts_import_only_below() -> None:
    """Every module of an engine part imports only its own part and those below it."""
    assert layering_faults(import_graph()) == []


def test_the_engine_layering_check_finds_an_import_from_above() -> None:
    """The check itself: a phase importing the step, a part importing the front door,
    or a new part nobody placed, is reported; the step importing a phase is not."""
    graph = {"pitchspec.engine.phases.deal": {"pitchspec.engine.step"},
             "pitchspec.engine.step": {"pitchspec.engine.phases.deal", "pitchspec.model"},
             "pitchspec.engine.kernel.batch": {"pitchspec.engine"},
             "pitchspec.engine.extra.x": set()}
    assert layering_faults(graph) == [
        "pitchspec.engine.extra.x: a part of the engine the layering omits",
        "pitchspec.engine.kernel.batch imports pitchspec.engine",
        "pitchspec.engine.phases.deal imports pitchspec.engine.step"]


HOUSE_LAYERS = ("engine", "agents", "matches")
"""The game, the players, the table, bottom to top (OpenSpiel's games/, bots/ and
algorithms/): the engine plays a variant and says what a seat sees, the players
(``pitchspec.agents``) decide from that alone, and ``pitchspec.matches`` seats players
at a game, plays matches out, counts them and keeps their records. Each imports only
the layers before it."""


def house_faults(graph: dict[str, set[str]]) -> list[str]:
    """Each import of a later layer of :data:`HOUSE_LAYERS` by an earlier one: the
    engine importing a player or the matches, a player importing the matches."""
    rank = {name: index for index, name in enumerate(HOUSE_LAYERS)}

    def layer(module: str) -> int | None:
        return rank.get(_part(module, "pitchspec") or "")

    wrong = []
    for module, imports in sorted(graph.items()):
        here = layer(module)
        if here is None:
            continue
        wrong += [f"{module} imports {target}" for target in sorted(imports)
                  if (there := layer(target)) is not None and there > here]
    return wrong


def test_the_game_the_players_and_the_matches_import_only_below() -> None:
    """0 upward imports: the engine imports neither the players nor the matches, the
    players import the engine but not the matches."""
    assert house_faults(import_graph()) == []


def test_the_house_layering_check_finds_an_import_from_above() -> None:
    """The check itself: the engine importing a player or a match log, or a player
    importing the match driver, is reported; the matches importing both, and a
    player importing the engine, are not."""
    graph = {"pitchspec.engine.phases.deal": {"pitchspec.agents.basic"},
             "pitchspec.engine.step": {"pitchspec.matches.logs.log"},
             "pitchspec.agents.heuristic": {"pitchspec.engine.game",
                                            "pitchspec.matches.driver"},
             "pitchspec.matches.stats": {"pitchspec.agents", "pitchspec.engine.game"},
             "pitchspec.cli.play": {"pitchspec.matches.logs.log"}}
    assert house_faults(graph) == [
        "pitchspec.agents.heuristic imports pitchspec.matches.driver",
        "pitchspec.engine.phases.deal imports pitchspec.agents.basic",
        "pitchspec.engine.step imports pitchspec.matches.logs.log"]


def package_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Package -> the packages it imports: each folder of ``pitchspec/`` is one package,
    each module at its root one of its own (``pipeline``, ``cards``)."""
    def package(module: str) -> str:
        return _part(module, "pitchspec") or module

    packages: dict[str, set[str]] = {}
    for module, imports in graph.items():
        edges = packages.setdefault(package(module), set())
        edges |= {package(target) for target in imports} - {package(module)}
    return packages


def test_no_package_circles() -> None:
    """No two packages import each other, however indirectly (a module circle is
    caught above; this catches packages tied both ways through different modules, as
    the engine and the players were)."""
    assert circles(package_graph(import_graph())) == []


def test_package_circles_are_found() -> None:
    """The check itself: two packages importing each other through different
    modules, with no module circle, are one package circle."""
    graph = {"pitchspec.engine.sim.stats": {"pitchspec.agents", "pitchspec.cards"},
             "pitchspec.agents": {"pitchspec.engine.game", "pitchspec.cards"},
             "pitchspec.engine.game": {"pitchspec.cards"}, "pitchspec.cards": set()}
    assert circles(graph) == []
    assert circles(package_graph(graph)) == [["agents", "engine"]]


SMT_PARTS = {
    "encode": set(),
    "witness": {"encode"},
    "prove": {"encode", "witness"},
    "diff": {"encode", "witness", "prove"},
}
"""Each part of the verifier and the parts it may import (pitchspec/smt/__init__.py): the
encoding at the bottom (the mirror of the engine as z3 terms), the real hands behind a
verdict above it, the proving above both, the comparison of two variants on top. The
front door, ``pitchspec.smt`` itself, sits above them all."""

ABOVE_SMT = ("pitchspec.pipeline", "pitchspec.catalogue", "pitchspec.cli", "pitchspec.api",
             "pitchspec.rulebook", "pitchspec.lsp")
"""What reads specs or serves people: the verifier is handed variants and never reaches
back into them."""


def _part(module: str, package: str) -> str | None:
    """The part of ``package`` a module belongs to (its first name below it), if any."""
    prefix = f"{package}."
    return module[len(prefix):].split(".")[0] if module.startswith(prefix) else None


def smt_layering_faults(graph: dict[str, set[str]]) -> list[str]:
    """Each import of a verifier module from a part it may not import, or of what stands
    above the verifier."""
    wrong = []
    for module, imports in sorted(graph.items()):
        part = _part(module, "pitchspec.smt")
        if part is None:
            continue
        if part not in SMT_PARTS:
            wrong.append(f"{module}: a part of the verifier the layering omits")
            continue
        wrong += [f"{module} imports {target}" for target in sorted(imports)
                  if ((other := _part(target, "pitchspec.smt")) is not None
                      and other != part and other not in SMT_PARTS[part])
                  or target == "pitchspec.smt"
                  or target.startswith(tuple(f"{a}." for a in ABOVE_SMT)) or target in ABOVE_SMT]
    return wrong


def test_smt_parts_import_only_below() -> None:
    """Every module of a verifier part imports only its own part and those below it,
    never its front door, and nothing that reads specs or serves people."""
    assert smt_layering_faults(import_graph()) == []


def test_the_smt_layering_check_finds_an_import_from_above() -> None:
    """The check itself: the encoding importing a proof, a part importing the front
    door or the pipeline, or a new part nobody placed, is reported; a proof importing
    the encoding is not."""
    graph = {"pitchspec.smt.encode.scoring": {"pitchspec.smt.prove.solve"},
             "pitchspec.smt.prove.solve": {"pitchspec.smt.encode.terms", "pitchspec.model"},
             "pitchspec.smt.witness.replay": {"pitchspec.smt", "pitchspec.pipeline"},
             "pitchspec.smt.extra.x": set()}
    assert smt_layering_faults(graph) == [
        "pitchspec.smt.encode.scoring imports pitchspec.smt.prove.solve",
        "pitchspec.smt.extra.x: a part of the verifier the layering omits",
        "pitchspec.smt.witness.replay imports pitchspec.pipeline",
        "pitchspec.smt.witness.replay imports pitchspec.smt"]


def past_the_front_door(root: Path, package: str = "smt",
                        doors: tuple[str, ...] = ()) -> list[str]:
    """Each import, outside ``pitchspec.<package>``, of a module inside it (``if
    TYPE_CHECKING`` imports included) other than its front doors (``doors``): the rest
    of the house uses ``pitchspec.<package>`` alone."""
    inside, found = f"pitchspec.{package}.", []
    for path in sorted((root / "pitchspec").rglob("*.py")):
        rel = path.relative_to(root)
        if rel.parts[:2] == ("pitchspec", package):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom)
                     and node.level == 0 else [])
            found += [f"{rel.as_posix()}:{node.lineno} imports {name}" for name in names
                      if name.startswith(inside) and name not in doors]
    return found


def test_the_house_enters_the_engine_by_its_front_door() -> None:
    """The verifier, OpenSpiel, the players, the matches, the rulebook and the command
    line import the engine's public names from ``pitchspec.engine`` (and the batch
    kernel's from ``pitchspec.engine.kernel``), never a module inside it: the engine's
    modules can be moved and split without touching them."""
    assert past_the_front_door(ROOT, "engine", ("pitchspec.engine.kernel",)) == []


def test_every_public_engine_name_is_found_where_the_front_door_says() -> None:
    """Each name of the engine's surface imports from its module (a renamed or moved
    function fails here, not in a user's program)."""
    import pitchspec.engine as engine

    missing = [name for name in engine.SURFACE if getattr(engine, name, None) is None]
    assert missing == []


def test_the_house_enters_smt_by_its_front_door() -> None:
    """The command line, the API, the rulebook and the language server import the
    verifier's public names from ``pitchspec.smt``, never a module inside it."""
    assert past_the_front_door(ROOT) == []


def test_the_front_door_check_finds_a_reach_inside(tmp_path: Path) -> None:
    """The check itself: an import of a verifier module from outside it is reported,
    one of the front door, or inside the verifier, is not."""
    (tmp_path / "pitchspec" / "cli").mkdir(parents=True)
    (tmp_path / "pitchspec" / "smt").mkdir()
    (tmp_path / "pitchspec" / "cli" / "x.py").write_text(
        "from pitchspec.smt import Proof\n\ndef f():\n"
        "    from pitchspec.smt.prove.solve import PROPERTIES\n", encoding="utf-8")
    (tmp_path / "pitchspec" / "smt" / "y.py").write_text(
        "from pitchspec.smt.encode import terms\n", encoding="utf-8")
    assert past_the_front_door(tmp_path) == [
        "pitchspec/cli/x.py:4 imports pitchspec.smt.prove.solve"]
    # the engine's: its kernel is a door of its own, a phase is inside
    (tmp_path / "pitchspec" / "cli" / "z.py").write_text(
        "from pitchspec.engine.kernel import Batch\n"
        "from pitchspec.engine.phases.settle import wins_now\n", encoding="utf-8")
    assert past_the_front_door(tmp_path, "engine", ("pitchspec.engine.kernel",)) == [
        "pitchspec/cli/z.py:2 imports pitchspec.engine.phases.settle"]


BELOW_THE_MODEL = {"pitchspec.cards", "pitchspec.source"}
"""What the model stands on: the cards and the spans of source text."""


def model_faults(graph: dict[str, set[str]]) -> list[str]:
    """Each import, by a module of the model (the derived facts included), of a module
    above it: the model and what it implies are computed from the model alone."""
    return [f"{module} imports {target}" for module, imports in sorted(graph.items())
            if module.startswith("pitchspec.model.")
            for target in sorted(imports)
            if not (target.startswith("pitchspec.model") or target in BELOW_THE_MODEL)]


def test_the_model_and_its_derived_facts_import_nothing_above_them() -> None:
    """pitchspec.model.derived (counting order, points scored during the deal,
    uncounted tricks, plain settlement, the most points) is read by every mirror and
    reads only the model."""
    assert model_faults(import_graph()) == []


def test_the_model_check_finds_an_import_from_above() -> None:
    graph = {"pitchspec.model.derived": {"pitchspec.model.points", "pitchspec.engine.core.tables"},
             "pitchspec.model.deck": {"pitchspec.cards"}}
    assert model_faults(graph) == ["pitchspec.model.derived imports pitchspec.engine.core.tables"]


def _defined(root: Path) -> dict[str, list[str]]:
    """Module-level function names, with the modules that define each."""
    found: dict[str, list[str]] = {}
    for path in sorted((root / "pitchspec").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                found.setdefault(node.name, []).append(_module_name(path))
    return found


def test_each_derived_fact_is_defined_once() -> None:
    """No mirror keeps its own copy of a derived fact: every public function of
    pitchspec.model.derived is defined there and nowhere else in the package."""
    from pitchspec.model import derived

    defined = _defined(ROOT)
    facts = [n for n, v in vars(derived).items() if callable(v) and not isinstance(v, type)
             and not n.startswith("_")
             and getattr(v, "__module__", "") == derived.__name__]
    assert len(facts) >= 8
    # (typing overloads define a name more than once, in the one module)
    assert {n: defined[n] for n in facts if set(defined[n]) != {"pitchspec.model.derived"}} == {}
