"""Sphinx configuration of the pitchspec rulebook site.

Build with ``pitchspec rulebook --docs docs --out DIR``: it copies this folder to a
temporary one, generates the pages under ``variants/`` and ``reference/`` there from
``spec/`` and from the tool's own tables (see ``pitchspec.rulebook.site``), and builds
it, so nothing is written into the checkout. A plain ``sphinx-build docs OUT`` writes
the generated pages into ``docs/`` (git-ignored).
"""

import pitchspec

project = "pitchspec"
author = "the pitchspec authors"
copyright = "the pitchspec authors"  # noqa: A001 - Sphinx reads this name
version = release = pitchspec.__version__

# autodoc: the Python API's reference (api.rst) from the docstrings of pitchspec.api.
extensions = ["pitchspec.sphinxext", "sphinx.ext.autodoc"]
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
pitch_spec_dir = "../spec"
pitch_data_dir = "_data"
pitch_generate = True

exclude_patterns = ["_build", "_data", "example"]
html_theme = "alabaster"
html_title = "pitchspec rulebooks"
html_theme_options = {"page_width": "1100px", "sidebar_width": "230px"}
