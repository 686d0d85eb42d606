"""The verifier's test scaffolding, kept beside the tests that use it: the engine's side
of the differential test (``enginehand``), a hand the engine played pinned into the
outcome model (``pin``), and the catalogue's parent/child pairs ``pitchspec diff`` is
shown on (``diffcases``, also read by benchmarks/bench_diff.py)."""
