"""The words of trick play: the ``play`` section.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.phrases import const
from pitchspec.phrases import field as put
from pitchspec.vocabulary.section import SEATS, F, S, Section, seat

# ------------------------------------------------------------------------- play

PLAY = Section(
    "play",
    "Leading, following and winning tricks.",
    (
        S("first_leader", "Who leads the first trick.", F(SEATS, put("leader", seat)),
          example="first_leader: pitcher"),
        S("first_lead", "What the first lead must be.",
          F("any", const(lead=m.LeadRule.ANY)), F("trump", const(lead=m.LeadRule.TRUMP)),
          F("not trump", const(lead=m.LeadRule.NOT_TRUMP)), example="first_lead: trump"),
        S("follow", "Follow or trump (FT), must follow (MF), or trump on trump only.",
          F("follow or trump", const(follow=m.FollowRule.FOLLOW_OR_TRUMP)),
          F("must follow", const(follow=m.FollowRule.MUST_FOLLOW)),
          F("trump on trump", const(follow=m.FollowRule.TRUMP_ON_TRUMP)),
          F("must follow until broken",
            const(follow=m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN)),
          example="follow: must follow"),
        S("trump_broken", "No trump may be led until trump is broken.",
          F("required", const(broken=True)), F("not required", const(broken=False))),
        S("trick_winner", "Whether the highest or the lowest card wins a trick.",
          F("{highest|lowest}", put("winner", m.TrickWinner))),
        S("low_trump", "The low trump wins the trick in which it is played.",
          F("captures", const(captures=True)), F("normal", const(captures=False))),
        S("jokers", "Joker play rules.",
          F("not on first trick", const(barred_first=True)),
          F("not led to first trick", const(not_led_first=True)),
          F("led suitless", const(suitless=True)),
          F("held back on trump lead", const(held_back=True)),
          F("doubling override", const(doubling=True)),
          many=True, example="jokers: led suitless, doubling override"),
        S("sub_trump", "Sub-trumps may be played to trump a plain lead.",
          F("may trump", const(sub_trumps=True))),
        S("off_lead", "An off-lead no one trumps is led again by the previous winner.",
          F("previous winner leads if untrumped", const(previous=True))),
        S("lookers", "Players who looked before bidding sit out a trick.",
          F("sit out {first|last}", put("sit", m.Sitter))),
        S("concession", "The bidder may throw in the hand, counting as set.",
          F("bidder", const(concede=True)), F("none", const(concede=False)),
          clauses=(F("play out", const(plays_out=True)),), many=True,
          example="concession: bidder, play out"),
        S("throw_in", "A partner with a dead hand may throw in and let his partner play alone.",
          F("dead hand", const(throw_in=True)), F("none", const(throw_in=False))),
        S("revoke", "Penalty for a revoke.", F("set back by bid", const(revoke=True)),
          F("none", const(revoke=False)),
          clauses=(F("pitcher only", const(pitcher_only=True)),
                   F("deal void", const(voids_deal=True))), many=True,
          example="revoke: set back by bid, deal void"),
        S("blind", "The top card of a player's blind may be played.",
          F("top card playable", const(blind=True))),
        S("draw", "Players draw from the stock after each trick (trick-and-draw).",
          F("after each trick", const(draw=True)), F("none", const(draw=False)),
          F("after each trick winner first", const(draw=True, winner_first=True)),
          example="draw: after each trick winner first"),
    ),
)
