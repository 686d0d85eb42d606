"""``python -m pitchspec``: the command line."""

from pitchspec.cli import main

main()
