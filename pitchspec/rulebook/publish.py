"""A rulebook site for any spec files, built where it cannot touch the user's folders.

``pitchspec rulebook my.pitch --out site`` makes a Sphinx project in a temporary folder
from the template shipped in this package (``template/conf.py``), with a page for each
given spec and for each variant they are played like that is not among them (found
in the include folders or the bundled catalogue), so every page links its parent.
Sphinx builds into a temporary folder beside ``--out``; only a finished site is moved
there. ``--docs docs`` builds a whole Sphinx project (the checkout's own site) from a
temporary copy of its folder instead, so the pages it generates land in the copy.

``--language ru`` writes the pages in Russian (Sphinx's ``language``, which the
directive speaks); ``--language all`` builds the site once per language, each in a
folder named by its code with a switcher on every page, under a front page that lists
them (:func:`languages_of`, :func:`language_settings`, :func:`write_chooser`).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from pitchspec import catalogue
from pitchspec import model as m
from pitchspec.diagnostics import SpecError
from pitchspec.i18n import LANGUAGES, NAMES, language
from pitchspec.pipeline import Loader, check
from pitchspec.rulebook import home, site
from pitchspec.rulebook import rest as r
from pitchspec.rulebook.context import variant_label
from pitchspec.rulebook.texts import text

TEMPLATE = Path(__file__).resolve().parent / "template"
BUILT = ".buildinfo"
"""The file Sphinx leaves in every HTML site it builds: marks a folder we may replace."""
COPY_SKIPS = ("_build", "_data")
"""What a copied docs folder leaves behind: earlier builds, results (read in place)."""


class OutputError(ValueError):
    """The ``--out`` folder cannot take the site (a file, or a folder of other files)."""


@dataclass(frozen=True)
class Page:
    """A variant on the site, its spec file, and where that came from."""

    variant: m.Variant
    spec: Path
    given: bool
    """Named on the command line (True), or a parent found elsewhere (False)."""


@dataclass(frozen=True)
class Project:
    """A Sphinx project ready to build: sources, the folder of conf.py, -D settings."""

    source: Path
    confdir: Path | None
    """None: conf.py is in ``source``."""
    settings: dict[str, str] = field(default_factory=dict)


# --------------------------------------------------------------------------- choosing


def select(paths: Sequence[Path], include: Sequence[Path]) -> list[Page]:
    """The given specs and, after them, the parents they extend that were not given.

    Raises SpecError with every finding of every spec (and the paths that name none,
    and two files declaring one variant)."""
    results = check(paths, include)
    bad = [d for res in results for d in res.diagnostics if d.is_error]
    if bad:
        raise SpecError(bad)
    loader = Loader(include)
    pages = [Page(res.variant, res.path, True) for res in results if res.variant]
    names = {p.variant.name for p in pages}
    for page in list(pages):
        for path in site.ancestors(loader, page.spec):
            parent = loader.load(path).variant
            if parent is not None and parent.name not in names:
                names.add(parent.name)
                pages.append(Page(parent, path, False))
    return pages


def origin(spec: Path) -> str:
    """Where a parent's spec was found, in words."""
    if spec.resolve().parent == catalogue.spec_dir().resolve():
        return text("site.from catalogue")
    return text("site.from folder", folder=r.escape(str(spec.parent)))


# --------------------------------------------------------------------------- the project


def write_project(pages: Sequence[Page], folder: Path, include: Sequence[Path],
                  data_dir: Path | None, code: str = "en") -> None:
    """A Sphinx project in ``folder``: the template's conf.py, an index, a page each,
    in language ``code``."""
    with language(code):
        _write_project(pages, folder, include, data_dir, code)


def _write_project(pages: Sequence[Page], folder: Path, include: Sequence[Path],
                   data_dir: Path | None, code: str) -> None:
    given = sorted({str(p.spec.resolve().parent) for p in pages if p.given})
    settings = [f"pitch_include = {[str(p.resolve()) for p in include]!r}",
                f"pitch_spec_dir = {given!r}", f"language = {code!r}",
                f"html_title = project = {text('site.heading')!r}"]
    if data_dir is not None:
        settings.append(f"pitch_data_dir = {str(data_dir.resolve())!r}")
    conf = (TEMPLATE / "conf.py").read_text(encoding="utf-8")
    _write(folder / "conf.py", conf + "\n# Written by pitchspec rulebook for this build.\n"
           + "\n".join(settings) + "\n")
    out = folder / "variants"
    variants = [p.variant for p in pages]
    for page in pages:
        _write(out / f"{page.variant.name}.rst",
               site.page_text(site.stub(page.variant, page.spec, out, data_dir)))
    _write(out / "compare.rst", site.page_text(site.matrix_page(variants)))
    _write(out / "family.rst", site.page_text(site.family_page(variants)))
    _write(folder / "index.rst", site.page_text(index_page(pages)))


def index_page(pages: Sequence[Page]) -> Iterator[str]:
    """The front page: find a variant by name, players, pack, points or target; the
    given variants, then the parents they are played like."""
    given = [p for p in pages if p.given]
    parents = [p for p in pages if not p.given]
    yield from r.heading(text("site.heading"), "=")
    yield from r.paragraph(text("site.intro", count=len(given)))
    yield from home.home([p.variant for p in pages])
    yield from r.directive("toctree", options=[("maxdepth", "1"),
                                               ("caption", text("toc.rulebooks"))],
                           body=[f"variants/{p.variant.name}" for p in given])
    if parents:
        yield from r.paragraph(text("site.parents"))
        yield from r.bullets(f"{r.ref(variant_label(p.variant.name), p.variant.title)} "
                             f"({origin(p.spec)})" for p in parents)
        yield from r.directive("toctree", options=[("maxdepth", "1"),
                                                   ("caption", text("toc.played like"))],
                               body=[f"variants/{p.variant.name}" for p in parents])
    yield from r.directive("toctree", options=[("maxdepth", "1"),
                                               ("caption", text("toc.compared"))],
                           body=["variants/compare", "variants/family"])


def languages_of(choice: str) -> tuple[str, ...]:
    """The languages ``--language`` names: one code, or ``all`` of them."""
    if choice == "all":
        return LANGUAGES
    if choice not in LANGUAGES:
        raise ValueError(f"pitchspec does not write {choice!r}; its languages are "
                         f"{', '.join(LANGUAGES)} (or all)")
    return (choice,)


def language_settings(code: str, codes: Sequence[str]) -> dict[str, str]:
    """The ``-D`` settings of one language's build; a switcher when there are several."""
    settings = {"language": code}
    if len(codes) > 1:
        settings["pitch_language_switch"] = ",".join(codes)
    return settings


def write_chooser(stage: Path, codes: Sequence[str]) -> None:
    """The front page of a site in several languages: each language's name, linking to
    its folder; and the mark of a built site, so a later build may replace it."""
    links = "\n".join(f'<li><a href="{c}/index.html" hreflang="{c}" lang="{c}">'
                      f"{NAMES[c]}</a></li>" for c in codes)
    _write(stage / "index.html",
           '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
           '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
           "<title>Rulebooks</title></head>\n<body>\n<h1>Rulebooks</h1>\n"
           f"<ul>\n{links}\n</ul>\n</body></html>\n")
    shutil.copyfile(stage / codes[0] / BUILT, stage / BUILT)


def copy_docs(docs: Path, folder: Path) -> Path:
    """A copy of a Sphinx source folder (without its builds and data) to generate into."""
    shutil.copytree(docs, folder, ignore=shutil.ignore_patterns(*COPY_SKIPS))
    return folder


def copy_data(data_dir: Path | None, folder: Path) -> Path:
    """A private copy of the results folder, for statistics to be added to."""
    if data_dir is not None and data_dir.is_dir():
        shutil.copytree(data_dir, folder)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------- the output


def check_out(out: Path) -> None:
    """Refuse an ``--out`` that is a file, or a folder holding anything but a site."""
    if out.exists() and not out.is_dir():
        raise OutputError(f"{out} is a file, not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / BUILT).is_file():
        raise OutputError(f"{out} holds files that are not a built site; give a new or "
                          "empty folder (a site built before is replaced)")


@contextmanager
def staged(out: Path) -> Iterator[Path]:
    """A temporary folder beside ``out`` to build into; gone afterwards unless installed."""
    check_out(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{out.name}-building-", dir=out.parent))
    try:
        yield stage
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def install(stage: Path, out: Path) -> None:
    """Move a finished site to ``out``, replacing an empty folder or an earlier site."""
    check_out(out)
    if out.is_dir() and any(out.iterdir()):
        old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
        os.replace(out, old / "site")
        os.replace(stage, out)
        shutil.rmtree(old, ignore_errors=True)
        return
    if out.is_dir():
        out.rmdir()
    os.replace(stage, out)
