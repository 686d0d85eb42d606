"""The one place that chains the stages: read, parse, resolve ``extends``, lower, validate.

``load(path)`` returns a complete :class:`Variant` or raises one :class:`SpecError`
carrying every diagnostic; ``check(paths)`` returns the diagnostics of many files.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from pitchspec import catalogue as bundled
from pitchspec.diagnostics import Diagnostic, SpecError, did_you_mean, has_errors
from pitchspec.limits import Changed, NotAFile, TooLarge
from pitchspec.lower import Lowerer
from pitchspec.merge import duplicates, merge
from pitchspec.model import Variant
from pitchspec.parse import MAX_CHARS, Entry, SpecFile, parse
from pitchspec.source import SourceFile, Span
from pitchspec.validate import PARTS, validate

SUFFIX = ".pitch"


@dataclass
class Result:
    """What loading one file produced: the variant (when it could be built) and findings."""

    path: Path
    variant: Variant | None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.variant is not None and not has_errors(self.diagnostics)


class Loader:
    """Loads spec files (a file and the parents it extends), parsing each file once.

    A parent named by ``extends`` is looked for beside the child first, then in each
    ``include`` folder in turn (like a compiler's include path), then among the bundled
    variants (the installed catalogue), so a table's own spec can be played like any of them.
    """

    def __init__(self, include: Sequence[Path | str] = ()) -> None:
        self._parsed: dict[Path, tuple[SpecFile | None, list[Diagnostic]]] = {}
        self.include = tuple(Path(p) for p in include)

    def search_path(self, child: Path) -> list[Path]:
        """Where a parent of ``child`` is looked for, in order, each folder once."""
        folders = [child.parent, *self.include, bundled.spec_dir()]
        seen: dict[Path, Path] = {}
        for folder in folders:
            seen.setdefault(folder.resolve(), folder)
        return list(seen.values())

    def find_parent(self, name: str, child: Path) -> Path | None:
        for folder in self.search_path(child):
            candidate = folder / f"{name}{SUFFIX}"
            try:
                if candidate.is_file():
                    return candidate
            except OSError:  # a name too long for the file system: no such parent
                continue
        return None

    def known_names(self, child: Path) -> list[str]:
        return [p.stem for folder in self.search_path(child)
                for p in folder.glob(f"*{SUFFIX}")]

    def parsed(self, path: Path) -> tuple[SpecFile | None, list[Diagnostic]]:
        key = path.resolve()
        if key not in self._parsed:
            self._parsed[key] = _parse_file(path)
        return self._parsed[key]

    def load(self, path: Path, text: str | None = None) -> Result:
        """Load the spec at ``path``; ``text``, when given, stands in for the file's content."""
        spec, found = self.parsed(path) if text is None else parse(SourceFile(str(path), text))
        if spec is None:
            return Result(path, None, list(found))
        diagnostics = list(found) + duplicates(spec.entries) + _name_matches_file(spec, path)
        entries = self._resolve(spec, path, [spec.name], diagnostics)
        if any(d.code in ("PS206", "PS207") for d in diagnostics):
            # Without its parent the variant is incomplete; lowering would only add noise.
            return Result(path, None, diagnostics)
        lowerer = Lowerer(spec, entries)
        variant = lowerer.variant()
        diagnostics += lowerer.diagnostics
        unsure = unsure_parts(entries, diagnostics)
        if unsure is not None:
            # Validate what lowered: one run shows the checks' findings too.
            diagnostics += validate(variant, unsure)
        return Result(path, variant, diagnostics)

    def _resolve(self, spec: SpecFile, path: Path, chain: list[str],
                 diagnostics: list[Diagnostic]) -> tuple[Entry, ...]:
        """The spec's entries with every ancestor's entries merged beneath them."""
        if spec.parent is None:
            own, found = merge((), spec.entries)
            diagnostics += found
            return own
        parent_path = self.find_parent(spec.parent, path)
        where = spec.parent_span or spec.header_span
        if spec.parent in chain:
            cycle = " -> ".join([*chain, spec.parent])
            diagnostics.append(Diagnostic("PS207", f"'extends' forms a cycle: {cycle}", where))
            return spec.entries
        if parent_path is None:
            searched = ", ".join(describe_folder(p) for p in self.search_path(path))
            diagnostics.append(Diagnostic(
                "PS206", f"'{spec.name}' extends '{spec.parent}', which is not in {searched}",
                where, help=did_you_mean(spec.parent, self.known_names(path))
                or "a parent lives beside its child (or in an --include folder) as NAME.pitch, "
                "or is a bundled variant ('pitchspec list' names them)"))
            return spec.entries
        parent, found = self.parsed(parent_path)
        if parent is None:
            diagnostics.append(Diagnostic(
                "PS206", f"parent '{spec.parent}' has errors of its own", where,
                help=f"run 'pitchspec check {parent_path}'"))
            return spec.entries
        ancestry: list[Diagnostic] = []
        inherited = self._resolve(parent, parent_path, [*chain, spec.parent], ancestry)
        # A broken chain above makes this variant unresolvable too; other findings in
        # the parent belong to the parent's own check.
        diagnostics += [d for d in ancestry if d.code in ("PS206", "PS207")]
        merged, found_merge = merge(inherited, spec.entries)
        diagnostics += found_merge
        return merged


_PART = {"players": "seating", "source": "sources"}
_SHAPES = {"bidding": ("play", "scoring"), "points": ("scoring",), "deck": ("ranking",)}
"""Parts whose lowering defaults depend on another part: a failed bidding section also
leaves the default first leader and the doubling of scores unsure."""
_HARMLESS = frozenset({"PS205"})  # a misnamed file says nothing about its rules


def unsure_parts(entries: Sequence[Entry], found: Sequence[Diagnostic]) -> frozenset[str] | None:
    """The parts of the variant that lowering could not build as written, or None when
    an error lies outside every known section (then nothing is sure enough to check)."""
    unsure: set[str] = set()
    for diagnostic in found:
        if not diagnostic.is_error or diagnostic.code in _HARMLESS:
            continue
        part = next((_PART.get(e.key, e.key) for e in entries if _holds(e, diagnostic)), None)
        if part is None or part not in PARTS:
            return None
        unsure.update((part, *_SHAPES.get(part, ())))
    return frozenset(unsure)


def _holds(entry: Entry, diagnostic: Diagnostic) -> bool:
    """Whether the diagnostic lies within the entry, its values or its children."""
    span = diagnostic.span
    return span.file == entry.span.file and entry.span.start <= span.start <= _end(entry)


def _end(entry: Entry) -> int:
    return max([entry.span.end, *(v.span.end for v in entry.values),
                *(_end(c) for c in entry.children if c.span.file == entry.span.file)])


def describe_folder(folder: Path) -> str:
    """A searched folder as PS206 names it; the bundled catalogue says what it is."""
    if folder.resolve() == bundled.spec_dir().resolve():
        return f"the bundled catalogue ({folder})"
    return str(folder)


def _parse_file(path: Path) -> tuple[SpecFile | None, list[Diagnostic]]:
    try:  # a link to /dev/zero or a 2 GB file is refused before it is read
        source = SourceFile.read(path, MAX_CHARS, "spec file")
    except TooLarge as err:
        return None, [Diagnostic("PS004", str(err), SourceFile(str(path), "").span(0, 0),
                                 help="a variant that extends a parent states only what "
                                 "differs")]
    except (NotAFile, Changed) as err:
        return None, [Diagnostic("PS001", str(err), Span(str(path), 0, 0, 0, 0))]
    except (OSError, UnicodeDecodeError) as err:
        return None, [Diagnostic("PS001", f"cannot read {path}: {err}",
                                 SourceFile(str(path), "").span(0, 0))]
    return parse(source)


def _name_matches_file(spec: SpecFile, path: Path) -> list[Diagnostic]:
    if spec.name == path.stem:
        return []
    return [Diagnostic("PS205", f"variant '{spec.name}' is in a file named '{path.name}'",
                       spec.name_span, help=f"rename the file to {spec.name}{SUFFIX} or the "
                       f"variant to {path.stem}, so 'extends {spec.name}' can find it")]


def resolve_spec(raw: Path | str) -> Path:
    """The spec file a command's argument names: an existing path as it is, else a bare
    variant name (``auction_pitch``, or ``auction_pitch.pitch``) from the bundled
    catalogue. Raises SpecError PS002, with a did-you-mean over the bundled names."""
    path, problem = _resolve(Path(raw))
    if problem is not None:
        raise SpecError([problem])
    return path


def _resolve(path: Path) -> tuple[Path, Diagnostic | None]:
    if path.exists():
        return path, None
    bare = len(path.parts) == 1 and path.suffix in ("", SUFFIX)
    found = bundled.find(path.stem) if bare else None
    if found is not None:
        return found, None
    problem = _no_spec(path, "does not exist")
    if bare:
        problem = replace(problem, message=f"{path} is neither a file nor a bundled variant",
                          help=did_you_mean(path.stem, bundled.names())
                          or "'pitchspec list' names the bundled variants")
    return path, problem


def spec_files(paths: Iterable[Path | str]) -> tuple[list[Path], list[Diagnostic]]:
    """Expand files, folders and bundled variant names into the .pitch files they name."""
    files: list[Path] = []
    problems: list[Diagnostic] = []
    for raw in paths:
        path, problem = _resolve(Path(raw))
        if problem is not None:
            problems.append(problem)
        elif path.is_dir():
            found = sorted(path.glob(f"*{SUFFIX}"))
            files.extend(found)
            if not found:
                problems.append(_no_spec(path, "holds no .pitch files"))
        else:
            files.append(path)
    unique = list({f.resolve(): f for f in files}.values())
    return unique, problems


def _no_spec(path: Path, why: str) -> Diagnostic:
    return Diagnostic("PS002", f"{path} {why}", SourceFile(str(path), "").span(0, 0))


def check(paths: Sequence[Path | str], include: Sequence[Path | str] = ()) -> list[Result]:
    """Load every spec the paths name; one result per file, never raising."""
    files, problems = spec_files(paths)
    loader = Loader(include)
    results = [loader.load(f) for f in files]
    _flag_duplicate_names(results)
    results.extend(Result(Path(d.span.file), None, [d]) for d in problems)
    return results


def _flag_duplicate_names(results: list[Result]) -> None:
    """Two files checked together may not declare the same variant (PS003)."""
    first: dict[str, Result] = {}
    for result in results:
        if result.variant is None:
            continue
        earlier = first.setdefault(result.variant.name, result)
        if earlier is not result and earlier.path.resolve() != result.path.resolve():
            result.diagnostics.append(Diagnostic(
                "PS003", f"variant '{result.variant.name}' is also declared in {earlier.path}",
                result.variant.span, help="variant names must be unique across the folders "
                "checked together; rename one of them"))


def load(path: Path | str, include: Sequence[Path | str] = ()) -> Variant:
    """Load one spec file as a complete variant, or raise SpecError with every finding."""
    result = Loader(include).load(Path(path))
    if not result.ok or result.variant is None:
        raise SpecError(result.diagnostics)
    return result.variant


def check_text(text: str, path: Path | str = "<text>.pitch",
               include: Sequence[Path | str] = ()) -> Result:
    """Check spec text as if it were the file at ``path`` (parents found via ``include``)."""
    return Loader(include).load(Path(path), text)


def load_all(folder: Path | str) -> list[Variant]:
    """Every variant in a folder, or SpecError with the findings of all of them."""
    results = check([folder])
    bad = [d for r in results for d in r.diagnostics if d.is_error]
    if bad:
        raise SpecError(bad)
    return [r.variant for r in results if r.variant is not None]
