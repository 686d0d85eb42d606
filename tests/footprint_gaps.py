"""The silent places the setting footprint found (tests/footprint_settings.py): each
site that neither knows nor refuses a setting value or a yes-or-no field today.

An entry is ``"site: Enum.MEMBER"`` or ``"site: Class.field"``. tests/test_footprint.py
keeps the list exact: every entry is still a gap (one closed is struck from here), and
no other gap exists (a new value or field must reach every site of its footprint).
Some may be places where a mirror handles the setting without naming it (the verifier's
hand model starts from a contract, so it needs no auction form); each is to be settled,
by teaching the mirror, a coded refusal, or a reason in the registry that the site does
not apply (issue 33 follow-up).
"""

from __future__ import annotations

GAP_WHY = {
    "engine": "the engine neither reads it nor refuses it (PS401)",
    "verifier": "the verifier neither reads it nor refuses it (PS520): it may be encoded "
                "without naming it (the hand model starts from a contract) or not at all",
    "kernel": "the batch kernel neither reads it nor refuses it (PS420)",
    "rulebook": "the rulebook neither names it nor lists it as unsaid",
    "meaning": "no meaning explains the words that set it",
}
"""Why a site of :data:`KNOWN_GAPS` does not find what it lacks."""

KNOWN_GAPS: frozenset[str] = frozenset()
"""The silent places this registry found when settings joined it (issue 33 follow-up):
each a site that neither knows nor refuses a setting value or field. All 87 found are
settled, so it is empty. A test keeps the list exact: a gap closed is struck from it,
and no new one may join it (a new member or field must reach every site of its
footprint)."""
