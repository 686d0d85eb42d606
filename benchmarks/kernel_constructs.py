"""Which constructs keep each bundled variant out of the batch kernel.

Run: python benchmarks/kernel_constructs.py

Prints, per bundled variant, the constructs ``supports()`` names (empty: the kernel
runs it), then each construct with the number of variants that need it and the number
it alone keeps out (so the constructs to add first are those that unlock the most).
"""

from __future__ import annotations

from collections import Counter

from pitchspec import catalogue, load
from pitchspec.engine.kernel import supports


def _construct(item: str) -> str:
    """A lack without the variant's own names (point and bid names) or values."""
    head, _, tail = item.partition(": ")
    if tail:
        return f"{head.split(' ')[0]} {tail}"
    return item.split(" ")[0] if item.split(" ")[-1].isdigit() else item


def main() -> None:
    table: dict[str, list[str]] = {}
    for name in catalogue.names():
        path = catalogue.find(name)
        assert path is not None
        table[name] = sorted({_construct(x) for x in supports(load(str(path)))})
    runs = [n for n, lacks in table.items() if not lacks]
    print(f"the kernel runs {len(runs)} of {len(table)} bundled variants: {', '.join(runs)}\n")
    for name, lacks in table.items():
        if lacks:
            print(f"{name:<34} {'; '.join(lacks)}")
    needed = Counter(c for lacks in table.values() for c in lacks)
    alone = Counter(lacks[0] for lacks in table.values() if len(lacks) == 1)
    print(f"\n{'construct':<44} {'needed by':>9} {'alone':>6}")
    for construct, count in needed.most_common():
        print(f"{construct:<44} {count:>9} {alone[construct]:>6}")


if __name__ == "__main__":
    main()
