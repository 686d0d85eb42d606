"""`pitchspec show`: the resolved variant as JSON."""

from __future__ import annotations

import json
from pathlib import Path

import click

from pitchspec.cli.common import INCLUDE, PathArg, load_one
from pitchspec.cli.complete import spec_names


@click.command()
@click.argument("spec", type=PathArg(path_type=Path, dir_okay=False), shell_complete=spec_names)
@INCLUDE
def show(spec: Path, include: tuple[Path, ...]) -> None:
    """Print the resolved variant (extends applied, defaults filled) as JSON.

    SPEC is a spec file or the name of a bundled variant ('pitchspec list')."""
    from pitchspec.export import variant_data

    variant = load_one(spec, include)
    click.echo(json.dumps(variant_data(variant), indent=2))
