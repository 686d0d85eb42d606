"""The thin Sphinx glue: the ``pitch-variant`` directive, generated pages, the lexer.

In any Sphinx project's ``conf.py``: ``extensions = ["pitchspec.sphinxext"]``; then
``.. pitch-variant:: path/to/my.pitch`` in a page renders that variant's rulebook. Its
parent is looked for beside the spec, then in ``pitch_include`` (folders, relative to
``conf.py``), then in the bundled catalogue; the variants played like it, beside it and
in ``pitch_spec_dir`` (a folder or a list of them). A link to a variant (or a source)
whose page is not in the build becomes a plain mention of its title, or a link into
``pitch_catalogue_url`` when that is set and the variant is a bundled one, so ``-W``
builds stay clean. Results files are read from ``pitch_data_dir`` (default ``_data``,
relative to ``conf.py``).

The directive's options choose what a page shows::

    .. pitch-variant:: house.pitch
       :sections: overview, cards, play, scoring
       :no-verification:
       :no-statistics:
       :no-notes:
       :noindex:

``:sections:`` names the sections shown (:data:`pitchspec.rulebook.page.SECTION_NAMES`);
``:noindex:`` renders a spec a second time without its cross-reference label, so one
spec can be shown on two pages. Results out of date for the rules rendered (verdicts
verified for other rules, a comparison with the parent made for other rules) are not
shown, and each is a build warning.

The pages speak the project's ``language`` (``language = "ru"`` in ``conf.py``; Russian,
Finnish and Armenian beside English, :mod:`pitchspec.i18n`): headings, tables, every
generated sentence and the charts, while a spec's own words (its notes, names and claim
wording) stay as written. A language pitchspec does not write gets English pages and
one line in the build's log. ``pitch_language_switch`` (language codes separated by
commas, as ``pitchspec rulebook --language all`` sets it) puts links to the same page
in those languages, each built in a sibling folder named by its code, at the top of
every page.

Nothing is written into the source folder unless ``pitch_generate = True``: then the
pages of every spec in ``pitch_spec_dir`` are written into ``variants/`` and
``reference/`` at the start of a build, as the checkout's own site does in a temporary
copy. Every rule of the rendering lives in :mod:`pitchspec.rulebook`; this is the only
module that imports Sphinx.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes, locale
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.environment import BuildEnvironment
from sphinx.errors import ConfigError, ExtensionError
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from pitchspec import __version__, catalogue
from pitchspec.diagnostics import SpecError
from pitchspec.i18n import ENGLISH, LANGUAGES, NAMES, language, parse
from pitchspec.i18n.catalogues import compile_po, po_file
from pitchspec.report import render_all
from pitchspec.rulebook import languages as _languages  # noqa: F401  (their phrases)
from pitchspec.rulebook import render, site
from pitchspec.rulebook.context import SECTION_NAMES
from pitchspec.rulebook.lexer import PitchLexer

STATIC = Path(__file__).resolve().parent / "rulebook" / "static"
FOLDERS = frozenset({str, list, tuple})
"""A folder setting's types: one path, or several."""
OPTIONAL = "pitch_optional"
"""Marks the cross-references a rulebook page makes to other variants and to sources."""
logger = logging.getLogger(__name__)


def sections_option(argument: str | None) -> tuple[str, ...]:
    """``:sections:``: section names separated by commas (or spaces)."""
    names = tuple(n for n in (argument or "").replace(",", " ").split() if n)
    unknown = [n for n in names if n not in SECTION_NAMES]
    if not names or unknown:
        raise ValueError(f"unknown section {', '.join(unknown) or '(none given)'}; the "
                         f"sections are {', '.join(SECTION_NAMES)}")
    return names


class VariantDirective(SphinxDirective):
    """``.. pitch-variant:: ../../spec/NAME.pitch``: the rulebook page of one spec.

    The path is relative to the page (or to the docs folder when it starts with ``/``).
    The spec, its ancestors and its results files become dependencies of the page."""

    required_arguments = 1
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "sections": sections_option, "noindex": directives.flag,
        "no-verification": directives.flag, "no-statistics": directives.flag,
        "no-notes": directives.flag,
    }

    def run(self) -> list[nodes.Node]:
        _, path = self.env.relfn2path(self.arguments[0], self.env.docname)
        self.env.note_dependency(str(Path(path).resolve()))  # so a fixed spec is read again
        try:
            confdir = self.env.app.confdir
            variant, context, read = site.page_context(
                Path(path), _data_dir(self.config, confdir), include_dirs(self.config, confdir),
                spec_dirs(self.config, confdir))
        except SpecError as err:
            raise self.error(f"{path} has errors:\n{render_all(err.diagnostics)}") from err
        except (OSError, ValueError) as err:
            raise self.error(f"cannot render {path}: {err}") from err
        for file in read:
            self.env.note_dependency(str(file.resolve()))
        context = replace(context, **self._choices())
        with language(page_language(self.config)):
            text = render(variant, context)
        page: list[nodes.Node] = self.parse_text_to_nodes(text, allow_section_headings=True)
        for problem in context.problems:
            logger.warning("%s", problem, location=(self.env.docname, self.lineno),
                           type="pitchspec", subtype="results")
        for node in page:
            for xref in node.findall(addnodes.pending_xref):
                xref[OPTIONAL] = True
        return page

    def _choices(self) -> dict[str, Any]:
        """What the options leave out."""
        shown = self.options.get("sections") or SECTION_NAMES
        if "no-statistics" in self.options:
            shown = tuple(s for s in shown if s != "statistics")
        return {"sections": tuple(shown), "label": "noindex" not in self.options,
                "verdicts": "no-verification" not in self.options,
                "notes": "no-notes" not in self.options}


def folders(value: object, name: str) -> list[str]:
    """A folder setting given as one path or a list of them."""
    if isinstance(value, (str, Path)):
        return [str(value)]
    if isinstance(value, (list, tuple)) and all(isinstance(v, (str, Path)) for v in value):
        return [str(v) for v in value]
    raise ConfigError(f"{name} must be a folder or a list of folders, not {value!r}")


def include_dirs(config: Config, confdir: str | Path) -> list[Path]:
    """Where parents are looked for: ``pitch_include``, then the bundled catalogue."""
    found = [(Path(confdir) / f).resolve()
             for f in folders(config.pitch_include, "pitch_include")]
    return [*found, catalogue.spec_dir()]


def spec_dirs(config: Config, confdir: str | Path) -> list[Path]:
    """The project's spec folders (``pitch_spec_dir``): generated from, and searched for
    the variants played like a page's variant."""
    return [(Path(confdir) / f).resolve()
            for f in folders(config.pitch_spec_dir, "pitch_spec_dir")]


def page_language(config: Config) -> str:
    """The language of the project's pages: its ``language`` if pitchspec writes it,
    else English."""
    return parse(config.language) or ENGLISH


def _language(app: Sphinx, config: Config) -> None:
    """Say once when the project's language is one the pages cannot speak."""
    if config.language and parse(config.language) is None:
        logger.info("pitchspec writes rulebook pages in %s, not %r: they are in English",
                    ", ".join(LANGUAGES), config.language)
    for code in switch_languages(config):
        if code not in LANGUAGES:
            raise ConfigError(f"pitch_language_switch: pitchspec does not write {code!r}; "
                              f"its languages are {', '.join(LANGUAGES)}")
    _sphinx_words(app, config)


def _sphinx_words(app: Sphinx, config: Config) -> None:
    """Sphinx's own page furniture (Search, Navigation, Next...) in a language Sphinx
    ships no catalogue for: pitchspec's ``sphinx`` catalogue of that language, compiled
    for this build beside its doctrees and added to the translations Sphinx has loaded
    (it loads them before any extension, so they are loaded again with this one)."""
    code = page_language(config)
    po = po_file(code, "sphinx")
    if not po.is_file():
        return
    folder = Path(app.doctreedir) / "pitchspec-locale"
    mo = folder / code / "LC_MESSAGES" / "sphinx.mo"
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(compile_po(po))
    app.translator, _ = locale.init([folder], code)


def switch_languages(config: Config) -> list[str]:
    """The languages ``pitch_language_switch`` names, in its order."""
    return [c.strip() for c in str(config.pitch_language_switch or "").split(",")
            if c.strip()]


def switcher(pagename: str, here: str, codes: list[str]) -> str:
    """The language switcher of one page: its name in each language, each linking to the
    same page in that language's folder beside this one (the page's own is no link)."""
    up = "../" * (pagename.count("/") + 1)
    items = []
    for code in codes:
        name = NAMES[code]
        if code == here:
            items.append(f'<strong lang="{code}">{name}</strong>')
        else:
            items.append(f'<a href="{up}{code}/{pagename}.html" hreflang="{code}" '
                         f'lang="{code}">{name}</a>')
    return ('<nav class="pitch-languages" aria-label="Language">'
            + " · ".join(items) + "</nav>\n")


def _switch(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
            doctree: nodes.document | None) -> None:
    """Put the switcher at the top of an HTML page's body."""
    codes = switch_languages(app.config)
    if codes and "body" in context and app.builder.format == "html":
        context["body"] = (switcher(pagename, page_language(app.config), codes)
                           + context["body"])


def _data_dir(config: Config, confdir: str | Path) -> Path | None:
    folder = Path(confdir) / config.pitch_data_dir
    return folder if folder.is_dir() else None


def _generate(app: Sphinx) -> None:
    """Write the page of every spec, the matrix, the family tree and the references."""
    if not app.config.pitch_generate:
        return
    found = spec_dirs(app.config, app.confdir)
    missing = [str(f) for f in found if not f.is_dir()]
    if missing:
        raise ConfigError(f"pitch_spec_dir: no such folder: {', '.join(missing)} (set "
                          "pitch_spec_dir in conf.py, relative to it)")
    try:
        with language(page_language(app.config)):
            site.generate(found, Path(app.srcdir), _data_dir(app.config, app.confdir),
                          include_dirs(app.config, app.confdir))
    except SpecError as err:
        raise ExtensionError(f"the specs in {', '.join(map(str, found))} have errors:\n"
                             f"{render_all(err.diagnostics)}") from err


def _missing(app: Sphinx, env: BuildEnvironment, node: addnodes.pending_xref,
             contnode: nodes.TextElement) -> nodes.Node | None:
    """A rulebook's link to a page not in this build: into the catalogue (a bundled
    variant, a page of pitchspec's own documentation), or the plain text it shows."""
    if not node.get(OPTIONAL):
        return None
    target = str(node.get("reftarget", ""))
    url = str(app.config.pitch_catalogue_url or "").rstrip("/")
    page = _catalogue_page(target)
    if url and page is not None:
        link = nodes.reference("", "", internal=False,
                               refuri=f"{url}/{page}#{nodes.make_id(target)}")
        link += contnode
        return link
    return contnode


def _catalogue_page(target: str) -> str | None:
    """The page of the online catalogue that holds a label, if it holds it: a bundled
    variant's page, the sources, the page on claims."""
    if target.startswith("variant-"):
        name = target.removeprefix("variant-")
        return f"variants/{name}.html" if catalogue.find(name) is not None else None
    if target.startswith("source-"):
        return "sources.html"
    return CATALOGUE_PAGES.get(target)


CATALOGUE_PAGES = {"claims": "claims.html"}
"""Labels of pitchspec's own documentation a page links to, and their pages."""


class DropDanglingSeeAlso(SphinxPostTransform):
    """A "see also" box whose link found no page (in a user's project, without
    ``pitch_catalogue_url``) says nothing useful: it goes."""

    default_priority = 20  # after the references are resolved (10)

    def run(self, **kwargs: Any) -> None:
        for box in list(self.document.findall(nodes.container)):
            if "pitch-see-also" in box["classes"] and not any(box.findall(nodes.reference)):
                box.parent.remove(box)


def _static(app: Sphinx, config: Config) -> None:
    """Ship the rulebook's stylesheet (cards, tables round the table, the course of a
    deal, the comparison table, the charts) and the script of the home page's finder."""
    config.html_static_path = [*config.html_static_path, str(STATIC)]
    app.add_css_file("pitchspec.css")
    app.add_js_file("pitchspec.js")


def build(source: Path, out: Path, *, builder: str = "html", strict: bool = True,
          jobs: str = "auto", confdir: Path | None = None,
          settings: dict[str, str] | None = None) -> int:
    """Run sphinx-build (warnings as errors when ``strict``); return its exit status.

    ``confdir`` is the folder of ``conf.py`` when it is not ``source``; ``settings``
    override ``conf.py`` values (sphinx-build's ``-D``). An HTML site keeps Sphinx's
    doctrees in ``.doctrees`` (an incremental build reads them); any other output (an
    ePub packs its whole folder) gets them in a temporary folder."""
    from sphinx.cmd.build import build_main

    # Sphinx keeps its page furniture's translations in one table for the whole
    # process, and a later build in another language only adds fallbacks to it: each
    # build starts from an empty table, so its pages speak its own language.
    locale.translators.clear()
    flags = ["-W", "--keep-going"] if strict else []
    if confdir is not None:
        flags += ["-c", str(confdir)]
    for key, value in (settings or {}).items():
        flags += ["-D", f"{key}={value}"]
    with tempfile.TemporaryDirectory(prefix="pitchspec-doctrees-") as doctrees:
        if builder not in ("html", "dirhtml", "singlehtml"):
            flags += ["-d", doctrees]
        status: int = build_main([*flags, "-q", "-j", jobs, "-b", builder, str(source),
                                  str(out)])
    return status


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("pitch_spec_dir", "../spec", "env", types=FOLDERS)
    app.add_config_value("pitch_include", [], "env", types=FOLDERS)
    app.add_config_value("pitch_data_dir", "_data", "env", types=frozenset({str}))
    app.add_config_value("pitch_generate", False, "env", types=frozenset({bool}))
    app.add_config_value("pitch_catalogue_url", "", "env", types=frozenset({str}))
    app.add_config_value("pitch_language_switch", "", "html", types=frozenset({str}))
    app.add_directive("pitch-variant", VariantDirective)
    app.add_lexer("pitch", PitchLexer)
    app.connect("config-inited", _static)
    app.connect("config-inited", _language)
    app.connect("html-page-context", _switch)
    app.connect("builder-inited", _generate)
    app.connect("missing-reference", _missing)
    app.add_post_transform(DropDanglingSeeAlso)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
