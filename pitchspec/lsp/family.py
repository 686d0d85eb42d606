"""The specs around a document: its ancestors along ``extends`` (found as ``check``
finds them: beside the file, the ``-I`` folders, the bundled catalogue) and the specs
of its folder that descend from a given one.

A spec the editor has open is read as the editor has it; any other is read from disk,
only when it is a regular file no larger than a spec may be (a device, a pipe or a
huge file is passed over, never read).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pitchspec import catalogue as bundled
from pitchspec.lsp.documents import Document, Documents
from pitchspec.lsp.files import read_bounded
from pitchspec.lsp.text import Text
from pitchspec.parse import SpecFile, parse
from pitchspec.pipeline import SUFFIX, Loader
from pitchspec.source import SourceFile

MAX_FILES = 500
"""The most spec files of one folder looked at."""

@dataclass(frozen=True)
class Member:
    """One spec file: where it is, its URI, its text and parse, and whether it is one
    of the bundled variants (read-only)."""

    path: Path
    uri: str
    text: Text
    spec: SpecFile
    bundled: bool

    @property
    def key(self) -> Path:
        return _resolved(self.path)


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path


def _bundled_folder() -> Path:
    return _resolved(bundled.spec_dir())


@cache
def _bundled_title(path: str) -> str | None:
    text = read_bounded(Path(path))
    spec, _ = parse(SourceFile(path, text)) if text is not None else (None, [])
    return spec.title if spec is not None else None


class Family:
    """Reads spec files for one request: the open documents first, then the disk."""

    def __init__(self, documents: Documents, include: Sequence[Path]) -> None:
        self.documents = documents
        self.loader = Loader(include)
        self._read: dict[Path, Member | None] = {}

    def of(self, doc: Document) -> Member | None:
        """The open document as a member (None when it does not parse)."""
        spec = doc.spec
        if spec is None:
            return None
        return Member(doc.path, doc.uri, doc.text, spec, self._is_bundled(doc.path))

    def read(self, path: Path) -> Member | None:
        """The spec at ``path`` (an open document's text when it is open)."""
        key = _resolved(path)
        if key not in self._read:
            self._read[key] = self._load(path)
        return self._read[key]

    def _load(self, path: Path) -> Member | None:
        doc = self.documents.at_path(path)
        if doc is not None:
            return self.of(doc)
        text = read_bounded(path)
        if text is None:
            return None
        spec, _ = parse(SourceFile(str(path), text))
        if spec is None:
            return None
        return Member(path, _resolved(path).as_uri(), Text(text, self.documents.encoding),
                      spec, self._is_bundled(path))

    def _is_bundled(self, path: Path) -> bool:
        return _resolved(path.parent) == _bundled_folder()

    def find_parent(self, name: str, child: Path) -> Path | None:
        """Where ``check`` finds the parent ``name`` of ``child``; None when nowhere (a
        name no file can have, too long for the system, included)."""
        try:
            return self.loader.find_parent(name, child)
        except OSError:
            return None

    def parent(self, member: Member) -> Member | None:
        if member.spec.parent is None:
            return None
        found = self.find_parent(member.spec.parent, member.path)
        return self.read(found) if found is not None else None

    def lineage(self, member: Member) -> list[Member]:
        """The member, its parent, its parent's parent... (a cycle stops it)."""
        chain, seen = [member], {member.key}
        while (up := self.parent(chain[-1])) is not None and up.key not in seen:
            chain.append(up)
            seen.add(up.key)
        return chain

    def folder(self, folder: Path) -> Iterator[Member]:
        """The specs of a folder that can be read, by name."""
        try:
            paths = sorted(folder.glob(f"*{SUFFIX}"))[:MAX_FILES]
        except OSError:
            return
        for path in paths:
            found = self.read(path)
            if found is not None:
                yield found

    def descendants(self, origin: Member, folders: Sequence[Path]) -> list[Member]:
        """The specs in ``folders`` whose lineage passes through ``origin``."""
        found: dict[Path, Member] = {}
        for folder in dict.fromkeys(_resolved(f) for f in folders):
            for member in self.folder(folder):
                if member.key != origin.key and any(
                        m.key == origin.key for m in self.lineage(member)[1:]):
                    found.setdefault(member.key, member)
        return list(found.values())

    def around(self, folders: Sequence[Path]) -> list[Member]:
        """The open documents that parse, then the specs of the folders, each once."""
        found: dict[Path, Member] = {}
        for doc in self.documents.all():
            member = self.of(doc)
            if member is not None:
                found.setdefault(member.key, member)
        for folder in dict.fromkeys(_resolved(f) for f in folders):
            for member in self.folder(folder):
                found.setdefault(member.key, member)
        return list(found.values())

    def parents_on_offer(self, path: Path, own: str | None) -> list[tuple[str, str]]:
        """The variants ``extends`` may name from ``path``, each once, in the order
        they are searched, with where each lives."""
        offered: dict[str, str] = {}
        home = _resolved(path.parent)
        for folder in self.loader.search_path(path):
            where = _resolved(folder)
            try:
                paths = sorted(folder.glob(f"*{SUFFIX}"))[:MAX_FILES]
            except OSError:
                continue
            for found in paths:
                if found.stem == own or found.stem in offered or not found.is_file():
                    continue
                if where == _bundled_folder():
                    title = _bundled_title(str(found))
                    offered[found.stem] = f"bundled: {title}" if title else "bundled"
                else:
                    offered[found.stem] = "beside this file" if where == home \
                        else f"in {folder}"
        return list(offered.items())
