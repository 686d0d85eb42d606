"""pitchspec's languages outside the rulebook: the message catalogues, ``explain
--language`` and the editor's hover in the client's locale, from the one registry of
meanings.

Every catalogue is whole in every language; were a meaning ever left untranslated,
a rulebook page would refuse it (an error) while explain and the hover show it in
English and explain says so.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from click.testing import CliRunner

from pitchspec.cli import main
from pitchspec.i18n import TRANSLATED, language, parse
from pitchspec.i18n.catalogues import Missing, compile_po, po_file, po_files
from pitchspec.meanings import translate

from conftest import ROOT

needs_pygls = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                 reason="the 'lsp' extra (pygls) serves 'pitchspec lsp'")


def _untranslated(code: str, domain: str) -> list[str]:
    with po_file(code, domain).open("rb") as source:
        catalogue = read_po(source, locale=code, domain=domain)
    out = []
    for m in catalogue:
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.id and (m.fuzzy or not all(strings)):
            out.append(str(m.context))
    return out


def test_the_catalogues_are_in_line_with_the_english() -> None:
    """scripts/i18n_catalogues.py would change nothing: every message asked for is in
    every catalogue, with the English it was translated from."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "i18n_catalogues.py"),
                           "--check"], capture_output=True, text=True, check=False)
    assert "not up to date" not in done.stderr


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_rulebook_catalogue_is_whole(code: str) -> None:
    assert _untranslated(code, "rulebook") == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_meanings_catalogue_is_whole(code: str) -> None:
    assert _untranslated(code, "meanings") == []


def test_every_catalogue_compiles() -> None:
    for po in po_files():
        assert compile_po(po)[:4] in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde"), po


def test_a_locale_names_its_language() -> None:
    assert [parse(t) for t in ("ru_RU.UTF-8", "fi-FI", "hy-AM", "en-US", "de", None)] == [
        "ru", "fi", "hy", "en", None, None]


def _catalogue_without_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every meaning untranslated, as a catalogue just made for a new language is."""
    from pitchspec.i18n import catalogues

    monkeypatch.setattr(translate, "translations",
                        lambda domain, code: catalogues._Strict(domain, code))


def test_a_missing_meaning_is_an_error_on_a_page_and_english_in_explain(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _catalogue_without_words(monkeypatch)
    with language("fi"):
        with pytest.raises(Missing, match=r"winning\.who"):
            translate.meaning("winning.who")
        with translate.lenient() as english:
            said = translate.meaning("winning.who")
    assert english == ["winning.who"]
    assert said.startswith("Which sides may win the match")


@pytest.mark.parametrize(("code", "words"), [
    ("ru", ["встроенное свойство", "Как это доказывается:", "Контрпример:", "козырь"]),
    ("fi", ["sisäänrakennettu ominaisuus", "Miten se todistetaan:", "Vastaesimerkki:",
            "valtti"]),
    ("hy", ["ներկառուցված հատկություն", "Ինչպես է այն ապացուցվում՝", "Հակաօրինակ՝",
            "հաղթաթուղթ"]),
])
def test_explain_speaks_the_language(code: str, words: list[str]) -> None:
    result = CliRunner().invoke(main, ["explain", "top_trump_wins", "--language", code])
    assert result.exit_code == 0, result.output
    assert all(w in result.stdout for w in words), result.stdout
    assert "How it is proved" not in result.stdout
    assert "not yet translated" not in result.stderr


@pytest.mark.parametrize(("code", "words"), [
    ("ru", ["значения:", "Только сторона назначившего и только когда ставка выполнена."]),
    ("fi", ["arvot:", "Vain tarjoajan puoli ja vain, kun se piti tarjouksensa."]),
    ("hy", ["արժեքներ՝", "Միայն հայտատուի կողմը և միայն երբ այն կատարել է հայտը։"]),
])
def test_explain_says_a_setting_and_its_values_in_the_language(code: str,
                                                               words: list[str]) -> None:
    result = CliRunner().invoke(main, ["explain", "winning.who", "--language", code])
    assert result.exit_code == 0
    assert all(w in result.stdout for w in words), result.stdout
    assert "not yet translated" not in result.stderr


def test_explain_says_what_it_left_in_english(monkeypatch: pytest.MonkeyPatch) -> None:
    _catalogue_without_words(monkeypatch)
    result = CliRunner().invoke(main, ["explain", "winning.who", "--language", "fi"])
    assert result.exit_code == 0
    assert "Only the bidder's side" in result.stdout
    assert "not yet translated into Suomi: shown in English" in result.stderr


def test_explain_refuses_a_language_it_does_not_write() -> None:
    result = CliRunner().invoke(main, ["explain", "who", "--language", "de"])
    assert result.exit_code == 2


def test_an_unknown_key_is_told_in_the_language() -> None:
    result = CliRunner().invoke(main, ["explain", "winnig", "--language", "ru"])
    assert result.exit_code == 1
    assert "в языке нет ничего с именем 'winnig'" in result.stderr
    assert "может быть, 'winning'?" in result.stderr


@pytest.fixture()
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    from lsp_client import Client

    started = Client.start(tmp_path_factory.mktemp("lsp"))
    try:
        yield started
    finally:
        started.kill()


@needs_pygls
def test_the_hover_speaks_the_clients_locale(client: object, tmp_path: Path) -> None:
    from lsp_client import Client, position

    assert isinstance(client, Client)
    text = ('variant house "House" extends auction_pitch\n'
            "properties {\n  claim \"x\": points per deal <= 4\n}\n")
    client.result("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                 "locale": "ru-RU"})
    client.notify("initialized", {})
    uri = client.open(tmp_path / "house.pitch", text)
    doc = {"uri": uri}
    over = client.result("textDocument/hover", {"textDocument": doc,
                                                "position": position(text, "extends")})
    assert "каждое правило, не указанное здесь, берётся из auction_pitch" in \
        over["contents"]["value"]
    key = client.result("textDocument/hover", {"textDocument": doc,
                                               "position": position(text, "properties")})
    assert "Утверждения автора о правилах" in key["contents"]["value"]
