"""Sphinx configuration of a rulebook site that ``pitchspec rulebook PATH...`` builds.

Copied into a temporary folder with the generated pages; the settings that name the
user's folders are appended below it for each build.
"""

import pitchspec

project = "Rulebooks"
author = "pitchspec"
copyright = "the authors of the specs"
version = release = pitchspec.__version__

extensions = ["pitchspec.sphinxext"]
exclude_patterns = ["_build"]
html_theme = "alabaster"
html_title = "Rulebooks"
html_theme_options = {"page_width": "1100px", "sidebar_width": "230px"}
