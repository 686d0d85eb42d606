"""The batch kernel's public names, kept at their old address (the kernel itself is
the :mod:`pitchspec.engine.kernel` package)."""

from __future__ import annotations

from pitchspec.engine.kernel import Batch, HandTrace, refusal, supports

__all__ = ["Batch", "HandTrace", "refusal", "supports"]
