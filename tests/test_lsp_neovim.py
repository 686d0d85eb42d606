"""A real client: headless Neovim, set up with the snippet docs/editors.rst gives for
its version, edits a house spec through `pitchspec lsp`.

The scripted run opens the spec and waits for its findings, hovers (over a key, and
over a value: its meaning, the rulebook's sentence and its engine test), completes after
`extends`, takes a quick fix from Neovim's own code-action command (its menu answered
with the first choice), hovers over the value again (the sentence now worded from the
fixed spec's variant), formats the document with Neovim's formatting command, asks
for references and the definition of a point, renames the point across two files
with Neovim's rename command, and asks for folding ranges and semantic tokens.

Neovim is Debian's package (`apt-get install neovim`, 0.7.2 on Debian 12; CI installs
it); without it the test skips. Each documented snippet runs on every Neovim at or
above the version it states.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT

NVIM = shutil.which("nvim")
SERVER = Path(sys.executable).parent / "pitchspec"
pytestmark = [
    pytest.mark.skipif(NVIM is None, reason="Neovim is not installed (Debian: apt-get "
                       "install neovim); the scripted editing run needs it"),
    pytest.mark.skipif(not SERVER.exists(), reason=f"no 'pitchspec' command beside "
                       f"{sys.executable} for Neovim to start"),
]

BASE = ('variant base "Base" extends pitch\n\npoints {\n'
        '  point ten "Ten": trump 10, worth 1, to capturer\n}\n\n'
        'scoring {\n  order: high, low, jack, ten, game\n}\n')
HOUSE = ('variant house "House" extends base\n\nwinnin {\n  target :21\n}\n\n'
         'scoring {\n  order: ten, high, low, jack, game\n}\n')

RUN = r"""
out = { version = vim.version() }
local function text(buf)
  return table.concat(vim.api.nvim_buf_get_lines(buf or 0, 0, -1, false), "\n")
end
local function client()
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return get({ bufnr = 0 })[1] or get()[1]
end
local function request(method, params)
  for _, answer in pairs(vim.lsp.buf_request_sync(0, method, params, 20000) or {}) do
    return answer.result, answer.error or answer.err
  end
end
local function at(line, character)
  return { textDocument = vim.lsp.util.make_text_document_params(),
           position = { line = line, character = character } }
end
local function document() return { textDocument = vim.lsp.util.make_text_document_params() } end

local function main()
  vim.cmd("edit house.pitch")
  out.filetype = vim.bo.filetype
  vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 50)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(out.diagnostics, { line = d.lnum, col = d.col, message = d.message,
                                    code = d.code or lsp.code })
  end
  out.client = client().name

  local hover = request("textDocument/hover", at(3, 3))
  out.hover = hover and hover.contents and (hover.contents.value or hover.contents)
  local said = request("textDocument/hover", at(7, 10))
  out.value_hover = said and said.contents and (said.contents.value or said.contents)
  local items = request("textDocument/completion", at(0, 30))
  out.completion = {}
  for _, item in ipairs(items and (items.items or items) or {}) do
    table.insert(out.completion, item.label)
  end

  -- Neovim's own code-action command; its menu takes the first choice
  vim.ui.select = function(choices, _, choose)
    out.actions = {}
    for _, choice in ipairs(choices) do
      table.insert(out.actions, (choice.action or choice[2] or choice).title)
    end
    choose(choices[1], 1)
  end
  vim.api.nvim_win_set_cursor(0, { 3, 2 })
  vim.lsp.buf.code_action()
  out.cleared = vim.wait(30000, function() return #vim.diagnostic.get(0) == 0 end, 50)
  out.fixed = text()
  local fixed = request("textDocument/hover", at(7, 10))
  out.fixed_hover = fixed and fixed.contents and (fixed.contents.value or fixed.contents)

  if vim.lsp.buf.format then vim.lsp.buf.format({ timeout_ms = 30000 })
  else vim.lsp.buf.formatting_sync(nil, 30000) end
  out.formatted = text()

  local order = vim.fn.search("order: ten") - 1
  local found = request("textDocument/references", vim.tbl_extend("force", at(order, 9),
    { context = { includeDeclaration = true } })) or {}
  out.references = {}
  for _, place in ipairs(found) do
    table.insert(out.references, vim.fn.fnamemodify(vim.uri_to_fname(place.uri), ":t"))
  end
  local where = request("textDocument/definition", at(order, 9))
  where = where and (where.uri and where or where[1])
  out.definition = where and { vim.fn.fnamemodify(vim.uri_to_fname(where.uri), ":t"),
                               where.range.start.line }

  vim.api.nvim_win_set_cursor(0, { order + 1, 9 })
  vim.lsp.buf.rename("tenner")
  out.renamed = vim.wait(30000, function() return text():find("tenner") ~= nil end, 50)
  out.house = text()
  local base = vim.fn.bufnr(vim.fn.fnamemodify("base.pitch", ":p"))
  out.base = base > 0 and text(base) or vim.NIL

  out.folds = #(request("textDocument/foldingRange", document()) or {})
  local tokens = request("textDocument/semanticTokens/full", document())
  out.tokens = tokens and #tokens.data or 0
end

local ok, failure = xpcall(main, debug.traceback)
if not ok then out.error = failure end
local file = io.open(vim.env.PITCHSPEC_NVIM_OUT, "w")
file:write(vim.fn.json_encode(out))
file:close()
vim.cmd("qa!")
"""


def snippets() -> dict[str, str]:
    """The Lua setups docs/editors.rst gives, by the Neovim version each needs."""
    text = (ROOT / "docs" / "editors.rst").read_text(encoding="utf-8")
    found = {}
    for marker in re.finditer(r"^\.\. neovim-setup: ([0-9.]+)\n\n\.\. code-block:: lua\n\n"
                              r"((?:    .*\n|\n)+)", text, re.MULTILINE):
        found[marker.group(1)] = "\n".join(line[4:] for line in marker.group(2).split("\n"))
    return found


def _version() -> tuple[int, int]:
    assert NVIM is not None
    shown = subprocess.run([NVIM, "--version"], capture_output=True, text=True,
                           timeout=60).stdout
    found = re.search(r"NVIM v(\d+)\.(\d+)", shown)
    assert found is not None, shown
    return int(found.group(1)), int(found.group(2))


def test_the_docs_give_a_setup_for_each_minimum_version() -> None:
    assert sorted(snippets()) == ["0.7", "0.8"]


def _drive(setup: str, folder: Path) -> dict[str, Any]:
    home = folder.parent / "home"
    for sub in ("config", "data", "state", "cache"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    (folder.parent / "init.lua").write_text(setup, encoding="utf-8")
    (folder.parent / "run.lua").write_text(RUN, encoding="utf-8")
    out = folder.parent / "out.json"
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CACHE_HOME": str(home / "cache"), "PITCHSPEC_NVIM_OUT": str(out),
           "PATH": f"{SERVER.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    assert NVIM is not None
    done = subprocess.run([NVIM, "--headless", "--clean", "-u", str(folder.parent / "init.lua"),
                           "-c", f"luafile {folder.parent / 'run.lua'}"],
                          cwd=folder, env=env, capture_output=True, timeout=300)
    assert out.exists(), done.stderr.decode(errors="replace")
    logs = "".join(p.read_text(errors="replace") for p in home.rglob("lsp.log"))
    assert "Traceback" not in logs, logs
    found: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return found


@pytest.mark.parametrize("needs", ["0.7", "0.8"])
def test_neovim_edits_a_spec_through_the_server(needs: str, tmp_path: Path) -> None:
    have = _version()
    wanted = tuple(int(n) for n in needs.split("."))
    if have < wanted:
        pytest.skip(f"the snippet for Neovim {needs}+ (found {have[0]}.{have[1]})")
    folder = tmp_path / "specs"
    folder.mkdir()
    (folder / "base.pitch").write_text(BASE, encoding="utf-8")
    (folder / "house.pitch").write_text(HOUSE, encoding="utf-8")
    run = _drive(snippets()[needs], folder)
    assert "error" not in run, run["error"]
    assert run["filetype"] == "pitch" and run["client"] == "pitchspec"
    assert [(d["line"], d["col"], d["code"]) for d in run["diagnostics"]] == [(2, 0, "PS201")]
    assert "did you mean 'winning'?" in run["diagnostics"][0]["message"]
    assert "winning.target" in run["hover"]
    # over a value: its meaning, the rulebook's sentence and the engine test behind it;
    # while the spec has errors there is no variant to word the sentence from, then the
    # sentence is its page's
    assert "The rulebook says:" in run["value_hover"]
    assert "this spec has errors, so there is no variant yet" in run["value_hover"]
    assert ("tests/engine/test_worked_examples.py::"
            "test_counting_order_decides_who_reaches_target_first") in run["value_hover"]
    assert "{" not in run["value_hover"]
    assert ("**scoring.order**: Points are counted in this order: Ten, High, Low, Jack and "
            "Game.") in run["fixed_hover"]
    assert run["completion"][0] == "base" and "auction_pitch" in run["completion"]
    assert run["actions"] == ["Change 'winnin' to 'winning'"]
    assert run["cleared"] and run["fixed"] == HOUSE.replace("winnin", "winning").rstrip("\n")
    assert run["formatted"] == HOUSE.replace("winnin", "winning").replace(
        "target :21", "target: 21").rstrip("\n")
    assert sorted(run["references"]) == ["base.pitch", "base.pitch", "house.pitch"]
    assert run["definition"] == ["base.pitch", 3]
    assert run["renamed"] and "order: tenner, high" in run["house"]
    assert 'point tenner "Ten"' in run["base"] and "jack, tenner, game" in run["base"]
    assert run["folds"] == 2 and run["tokens"] > 0 and run["tokens"] % 5 == 0
    assert (folder / "base.pitch").read_text(encoding="utf-8") == BASE  # never saved
