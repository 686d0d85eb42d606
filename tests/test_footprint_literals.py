"""The footprint registries are dict literals keyed by enums and field names: a key
written twice would silently drop its first entry (and with it a site's check or a
reason), and ruff's repeated-key rule sees only string and number keys. This test reads
the registries' source and refuses any repeated key, whatever its form."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

HERE = Path(__file__).parent
REGISTRIES = ("footprint.py", "footprint_settings.py", "footprint_gaps.py")


def repeated_keys(source: str) -> list[str]:
    """Each key written more than once in one dict literal, as ``line: key``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            keys = Counter(ast.unparse(k) for k in node.keys if k is not None)
            found += [f"{node.lineno}: {k}" for k, n in keys.items() if n > 1]
    return found


@pytest.mark.parametrize("name", REGISTRIES)
def test_no_registry_writes_a_key_twice(name: str) -> None:
    assert repeated_keys((HERE / name).read_text(encoding="utf-8")) == []


def test_a_key_written_twice_is_found() -> None:
    planted = "FOOTPRINT = {\n    m.Seat: a,\n    m.Pile: b,\n    m.Seat: c,\n}\n"
    assert repeated_keys(planted) == ["1: m.Seat"]


def test_a_setting_registered_twice_is_refused() -> None:
    """``_register`` refuses a setting enum already registered (a second call would
    replace the first's sites and reason)."""
    from footprint_settings import SETTINGS, _register

    from pitchspec import model as m

    assert m.Seat in SETTINGS
    with pytest.raises(ValueError, match="Seat is registered twice"):
        _register(m.Seat)
