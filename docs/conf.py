"""Sphinx configuration of the pitchspec rulebook site.

Build with ``pitchspec rulebook`` or ``sphinx-build -W -b html docs docs/_build/html``.
The pages under ``variants/`` and ``reference/`` are generated at the start of every
build from ``spec/`` and from the tool's own tables (see ``pitchspec.rulebook.site``).
"""

import pitchspec

project = "pitchspec"
author = "the pitchspec authors"
copyright = "the pitchspec authors"  # noqa: A001 - Sphinx reads this name
version = release = pitchspec.__version__

extensions = ["pitchspec.sphinxext"]
pitch_spec_dir = "../spec"
pitch_data_dir = "_data"

exclude_patterns = ["_build", "_data"]
html_theme = "alabaster"
html_title = "pitchspec rulebooks"
html_static_path = ["_static"]
html_css_files = ["pitchspec.css"]
html_theme_options = {"page_width": "1100px", "sidebar_width": "230px"}
