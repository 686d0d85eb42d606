"""Meanings, in card-game words, of the sections that play and score a deal: the
exchange, play, points, scoring, winning and the hand-improvement procedures; then the
words of every ``{a|b|c}`` choice and the typed holes. Keys as in
:mod:`pitchspec.meanings.setup`."""

from __future__ import annotations

from pitchspec.vocabulary import PROCEDURES

_A = "{all|others|bidder|dealer|nondealers}"
_PROC_FORMS = {
    "allowed": "The procedure may be used by a player whose hand qualifies.",
    "forbidden": "The procedure is not used.",
    "when hand within {ranks}": "Only for a hand all of whose cards are of these ranks.",
    "when nontrumps within {ranks}": "Only for a hand whose non-trumps are all of these "
                                     "ranks (trumps do not matter).",
    "new hand {nat}": "The player is dealt this many fresh cards from the stock (otherwise "
                      "a full hand).",
    "may not bid": "A player who used it may not bid this deal.",
    "sits out {first|last}": "He sits out the first or the last trick (the engine applies "
                             "'first'; sitting out the last trick is a table rule it does "
                             "not yet apply).",
    "not in partnerships": "Only when everyone plays for himself.",
    "as bid": "Using it counts as the player's call: he may not bid afterwards.",
    "hand shown": "The hand turned in is shown to the table (a table rule: it changes no "
                  "play or score).",
}
_PROC_TEXT = {
    "coke": "Coke: a player with a poor hand turns it in and is dealt a new one from the "
            "stock.",
    "muck": "Muck: a player who can win no trick folds his hand and takes no further part "
            "in the deal.",
    "misdeal": "Misdeal: a player shows a worthless hand and the same dealer redeals "
               "everything.",
    "replace_pointless": "A hand with no Ten, Ace, King, Queen or Jack (no card that "
                         "counts towards Game) may be turned in for a new one.",
    "redeal_pointless": "A hand with no Ten, Ace, King, Queen or Jack may ask for a full "
                        "redeal by the same dealer.",
}

PLAY: dict[str, str] = {
    # ------------------------------------------------------------------ exchange
    "exchange": "What happens between the auction and the first lead: discards, kitty, "
                "widow and refills from the stock, in the order written.",
    "exchange.order": "Whether each player goes through all the exchange steps before the "
                      "next player starts, or each step is done by everyone in turn before "
                      "the next step.",
    "exchange.order: in turn": "Starting left of the dealer, each player discards and is "
                               "dealt back before the next player starts.",
    "exchange.order: step by step": "Each step is done by every player before the next "
                                    "step starts (the default).",
    "exchange.step": "One exchange step; the steps run in the order written, each player "
                     "concerned acting in turn from elder.",
    f"exchange.step: {_A} discard nontrumps": "Each discards every non-trump he holds; "
                                              "there is no choice.",
    f"exchange.step: {_A} discard any": "Each may discard any cards he chooses, or none.",
    f"exchange.step: {_A} discard down to {{nat}}": "Each discards cards of his choice until "
                                                    "he holds this many.",
    f"exchange.step: {_A} discard nontrumps down to {{nat}}":
        "Each discards non-trumps of his choice until he holds this many.",
    f"exchange.step: {_A} take kitty": "The kitty goes into the hand.",
    f"exchange.step: {_A} take widow": "The widow goes into the hand.",
    f"exchange.step: {_A} take stock": "The whole remaining stock goes into the hand.",
    f"exchange.step: {_A} take lost cards by choice": "Each may pick up cards of his choice "
                                                      "from those discarded earlier.",
    f"exchange.step: refill {_A} to {{nat}}": "Each is dealt from the stock, one at a time, "
                                              "until he holds this many (while the stock "
                                              "lasts).",
    f"exchange.step: refill {_A} to {{nat}} in packets of {{nat}}":
        "As refill, the dealer giving the cards in packets of the second number (the "
        "packet size changes nothing in the engine's play: cards come off the stock in "
        "the same order).",
    f"exchange.step: {_A} reduce to {{nat}}": "A player holding more than this many "
                                              "discards down to it, non-trumps first; only "
                                              "with no non-trump left may he discard "
                                              "trumps.",
    f"exchange.step: {_A} reduce to {{nat}} nonpoint first":
        "As reduce, and among trumps those that carry no point go before point trumps; the "
        "discards are shown.",
    f"exchange.step: {_A} reduce to {{nat}} shown": "As reduce; the discards are shown face "
                                                    "up.",
    f"exchange.step: {_A} complete to {{nat}} by choice trumps first":
        "Each picks cards of his choice from the stock until he holds this many, but must "
        "take a trump while one is left there: any card only when too few trumps remain, "
        "so that all trumps come into play (Nine-Five).",
    f"exchange.step: {_A} complete to {{nat}} by choice": "Each picks cards of his choice "
                                                          "from the stock until he holds "
                                                          "this many.",
    f"exchange.step: {_A} discard nontrumps face up": "Each discards all his non-trumps "
                                                      "face up, where they may be reclaimed.",
    f"exchange.step: {_A} discard any face up": "Each may discard cards of his choice face "
                                                "up.",
    f"exchange.step: {_A} discard nontrumps by choice": "Each may discard non-trumps of his "
                                                        "choice, or none.",
    f"exchange.step: {_A} discard one per card taken": "Each discards as many cards as he "
                                                       "took in the step before.",
    f"exchange.step: {_A} reclaim trumps from scrap": "Each may take back trumps of his "
                                                      "choice from the face-up discards.",
    f"exchange.step: {_A} discard down to {{nat}} face up": "Each discards cards of his "
                                                            "choice face up until he holds "
                                                            "this many.",
    "exchange.dead_cards": "Who scores point cards (trumps) a player had to throw away to "
                           "reduce his hand.",
    "exchange.dead_cards: to opponents": "A point card discarded by force scores for the "
                                         "discarder's opponents (the next opponent in turn).",
    "exchange.dead_cards: none": "Cards discarded by force score for no one.",
    # ------------------------------------------------------------------ play
    "play": "Leading, following and winning tricks, and the play-time penalties and options.",
    "play.first_leader": "Who leads to the first trick (by default the pitcher if there is "
                         "an auction, else elder).",
    "play.first_leader: {elder|dealer|left_of_dealer|pitcher|left_of_pitcher|left_of_elder}":
        "The seat that leads first.",
    "play.first_lead": "What the first card led must be.",
    "play.first_lead: any": "Any card.",
    "play.first_lead: trump": "A trump, if the leader holds one.",
    "play.first_lead: not trump": "Not a trump, unless the leader holds only trumps.",
    "play.follow": "What a player must play to a trick.",
    "play.follow: follow or trump": "He must follow suit if he can, but may trump instead "
                                    "even when he could follow; with neither he plays any "
                                    "card.",
    "play.follow: must follow": "He must follow suit if he can; otherwise any card, trump "
                                "or not.",
    "play.follow: trump on trump": "To a trump lead he must play a trump if he can; to a "
                                   "plain lead he may play anything.",
    "play.follow: must follow until broken": "Until a trump has been played he must "
                                             "follow suit if he can (as 'must follow'); "
                                             "after that, follow or trump.",
    "play.trump_broken": "Whether trump may be led before a trump has been played to a "
                         "trick.",
    "play.trump_broken: required": "No trump may be led until a trump has been played to "
                                   "a trick, unless the leader holds only trumps. It is a "
                                   "rule of leading only: what a player must play to a "
                                   "trick is the follow rule's ('follow: must follow until "
                                   "broken' also keeps players to the suit until then).",
    "play.trump_broken: not required": "Trump may be led at any time.",
    "play.trick_winner": "Whether the highest or the lowest card wins a trick.",
    "play.trick_winner: {highest|lowest}": "'highest': the highest trump, else the highest "
                                           "card of the suit led; 'lowest' (Reverse Pitch): "
                                           "a trump still beats any plain card, but the "
                                           "lowest trump, else the lowest card of the suit "
                                           "led, wins.",
    "play.low_trump": "Whether the lowest trump wins the trick it is played to.",
    "play.low_trump: captures": "The low trump takes the trick in which it is played.",
    "play.low_trump: normal": "The low trump plays as its rank says.",
    "play.jokers": "Special rules for playing jokers.",
    "play.jokers: not on first trick": "A joker may not be played to the first trick, "
                                       "unless its holder has nothing else he may play.",
    "play.jokers: not led to first trick": "A joker may not be led to the first trick, "
                                           "unless the leader has nothing else he may "
                                           "lead; the others may play one to it as the "
                                           "follow rule allows.",
    "play.jokers: led suitless": "A led joker belongs to no suit: the next player may "
                                 "play any card, and its suit is the one the others "
                                 "must follow (if he plays the other joker, the first "
                                 "card of a suit played after it fixes the suit).",
    "play.jokers: held back on trump lead": "To a trump lead, a player who holds another "
                                            "trump must play that one: the joker is kept "
                                            "back.",
    "play.jokers: doubling override": "To a trick led with a joker, the other joker may "
                                      "always be played, whatever must follow.",
    "play.sub_trump": "Whether sub-trumps can trump a plain lead.",
    "play.sub_trump: may trump": "Under 'follow or trump', a player who could follow suit "
                                 "may play a sub-trump instead, as he may a trump; a "
                                 "sub-trump beats any plain card, a trump beats it.",
    "play.off_lead": "A trick after the first in which no trump is played.",
    "play.off_lead: previous winner leads if untrumped": "It is won by its leader, the "
                                                         "winner of the trick before, who "
                                                         "leads again, whatever was played "
                                                         "to it.",
    "play.lookers": "Players who looked before bidding sit out a trick. The engine plays "
                    "it by the cards lookers lose: sitting out the last trick, where each "
                    "looker loses one card, so that he has none left for it; it cannot yet "
                    "play sitting out the first trick, or the last any "
                    "other way.",
    "play.lookers: sit out {first|last}": "They sit out the first or the last trick.",
    "play.concession": "Whether the bidder may throw in his hand; he is then set.",
    "play.concession: bidder": "The bidder may concede when it is his turn to lead; the "
                               "deal ends and the others score card points only for cards "
                               "already played, High only for the Ace, Low only for the Two, "
                               "and no Game.",
    "play.concession: none": "No concession.",
    "play.concession: play out": "After a concession the hand is still played out (the "
                                 "bidder stays set).",
    "play.throw_in": "A partner with a dead hand may throw in and let his partner play "
                     "alone.",
    "play.throw_in: dead hand": "A player with no trump and no counting card left, whose "
                                "partner is still in play and whose side is losing the "
                                "trick, may throw in his hand.",
    "play.throw_in: none": "Not allowed.",
    "play.revoke": "The penalty for a revoke (failing to follow when able). The engine "
                   "only offers legal cards, so no revoke happens in its play; the penalty "
                   "is a table rule for the rulebook.",
    "play.revoke: set back by bid": "The offending side is set back by the amount of the "
                                    "bid.",
    "play.revoke: none": "No penalty.",
    "play.revoke: pitcher only": "Only the pitcher's revoke is penalised.",
    "play.revoke: deal void": "The deal is void and no one scores points from it.",
    "play.blind": "Playing from a player's blind.",
    "play.blind: top card playable": "The top card of a player's blind may always be "
                                     "played; from the hand he must still follow suit or "
                                     "trump when he can.",
    "play.draw": "Trick-and-draw: after each trick players draw from the stock.",
    "play.draw: after each trick": "Each draws one card, starting with the leader of the "
                                   "trick.",
    "play.draw: none": "No drawing.",
    "play.draw: after each trick winner first": "Each draws one card, starting with the "
                                                "winner of the trick.",
    # ------------------------------------------------------------------ points
    "points": "The scoring points of a deal: what earns each, how much it is worth and who "
              "receives it.",
    "points.point": "One scoring point, named: first what earns it, then any clauses "
                    "(worth, to, among, tie, when, ...).",
    "points.point: highest trump": "High: the highest trump in play; by default it scores "
                                   "for the player who held it.",
    "points.point: highest sub": "Sub-High: the highest card of the sub-trump suit in play.",
    "points.point: lowest trump": "Low: the lowest trump in play. Its 'to' clause must say "
                                  "who scores it (holder, capturer or player: the sources "
                                  "disagree, C-01).",
    "points.point: lowest trump excluding jokers": "Low, not counting jokers as trumps for "
                                                   "it.",
    "points.point: lowest sub": "Sub-Low: the lowest card of the sub-trump suit in play.",
    "points.point: {card}": "A named card (trump J, off J, joker, trump 3 ...) scores if it "
                            "is in play; by default for whoever wins it in a trick.",
    "points.point: most card points": "Game: the side whose tricks hold strictly the most "
                                      "card points; a tie is settled by the 'tie' clause, "
                                      "else no one scores it.",
    "points.point: most tens": "Game counted in Tens: the side with the most Tens in its "
                               "tricks.",
    "points.point: last trick": "The side that wins the last trick.",
    "points.point: every point scored": "A bonus for the side that scored every point "
                                        "awarded at the end of the deal; a point no one "
                                        "scored (a card not dealt, a tied Game) does not stop "
                                        "it, and at least one point must be scored.",
    "points.point: turned card": "The card turned up for trump scores for the dealer's "
                                 "side, at once, as it is turned: by default only a card "
                                 "that proposes a new trump suit. What it scores comes from "
                                 "rank clauses (J 1) or 'worth card points'; any other "
                                 "card scores nothing.",
    "points.point: trick trumps": "All Fives: the winner of each trick scores, at once, the "
                                  "card points of the trumps in it.",
    "points.point: first joker played": "Joker 1: the first joker played in the deal scores "
                                        "for the receiver its 'to' clause names.",
    "points.point: second joker played": "Joker 2: the second joker played in the deal "
                                         "scores for the receiver its 'to' clause names.",
    "points.point: worth {nat}": "The point is worth this many (1 unless stated).",
    "points.point: worth card points": "The point is worth the card points of its card(s).",
    "points.point: to {holder|original_holder|capturer|player|dealer|elder|majority|"
    "trick_winner}":
        "Who scores the point.",
    "points.point: among {dealt|held|played}": "Which cards are 'in play' when looking for "
                                               "the card (played unless stated).",
    "points.point: tie {none|elder|joker|half_jokers}": "How a tie for Game is settled.",
    "points.point: when {spades|hearts|diamonds|clubs} trump": "The point exists only when "
                                                               "this suit is trump.",
    "points.point: unless same card as {name}": "Not scored when its card is the one that "
                                                "already scored the named point (a lone "
                                                "trump that is both High and Low).",
    "points.point: only with bid {name}": "Scored only in a deal bid as this special bid.",
    "points.point: hanged {nat}": "Hang Jack: worth this much instead when the card is won "
                                  "by a side other than the one that held it.",
    "points.point: scored by anyone": "Scored by whoever wins it, even under 'others: "
                                      "nothing'.",
    "points.point: every turn": "Every card turned up scores, even one of the suit just "
                                "rejected.",
    "points.point: first turn only": "Only the first card turned up scores.",
    "points.point: last turn only": "Only the card that finally fixes trump scores.",
    "points.point: {rank} {nat}": "A turned card of this rank scores this many; ranks not "
                                  "listed score nothing (unless 'worth card points').",
    # ------------------------------------------------------------------ scoring
    "scoring": "The counting order, and what the bidder and the other sides score.",
    "scoring.order": "The order in which points are counted at the end of the deal; it "
                     "decides who goes out first under 'both_reach: counting order'.",
    "scoring.order: pitcher first": "All the pitcher's side's points are counted before "
                                    "anyone else's.",
    "scoring.order: {name}": "A point, by name, in counting order.",
    "scoring.made": "What a bidder who makes his bid scores.",
    "scoring.made: taken": "Everything he took, point by point (a doubled bid scores twice "
                           "its level instead).",
    "scoring.made: bid": "Exactly the amount of his bid (twice it if doubled), however many "
                         "more he took.",
    "scoring.made: plus {nat} if exact": "A bonus when he took exactly his bid.",
    "scoring.set": "What happens to a bidder who fails his bid.",
    "scoring.set: lose bid": "He is set back by the amount of his bid (twice it if "
                             "doubled).",
    "scoring.set: reset": "His score goes back to zero, and he keeps nothing he took.",
    "scoring.set: keep taken": "He still scores the points he took.",
    "scoring.set: keep nothing": "He scores none of the points he took.",
    "scoring.set: mark {nat}": "He also gets this many marks (Juniper's pookie), kept apart "
                               "from the score.",
    "scoring.others": "What the sides other than the bidder's score.",
    "scoring.others: taken": "The points they took. (In a deal with no contract every "
                             "side scores what it took, whatever this says.)",
    "scoring.others: nothing": "Nothing, whatever they took (except points 'scored by "
                               "anyone').",
    "scoring.others: only if bidder set": "The points they took, but only when the bidder "
                                          "is set.",
    "scoring.floor": "The lowest score a side can have.",
    "scoring.floor: none": "Scores may go below zero without limit ('in the hole').",
    "scoring.floor: {int}": "No score goes below this.",
    # ------------------------------------------------------------------ winning
    "winning": "The target, who may win, and what decides when several reach it.",
    "winning.target": "The score that wins the match.",
    "winning.target: {nat}": "Points needed to win.",
    "winning.reach": "Whether the target must be reached or passed.",
    "winning.reach: at least": "Reaching the target is enough.",
    "winning.reach: over": "A side must go over the target.",
    "winning.who": "Which sides may win the match at the end of a deal. A deal with no "
                   "contract lets anyone win, and a win during the deal under 'count_out' "
                   "does not consult it.",
    "winning.who: anyone": "Any side that reaches the target wins.",
    "winning.who: bidder even if set": "Only the bidder's side can win at the end of a "
                                       "deal, and it can win even when it was set, if its "
                                       "score still reaches the target. Other sides keep "
                                       "counting but cannot go out.",
    "winning.who: bidder or setter": "If the bidder made his bid, only his side can win; if "
                                     "he was set, only the other sides can.",
    "winning.who: bid made": "Only the bidder's side, and only when it made its bid.",
    "winning.both_reach": "What decides when several sides reach the target in one deal.",
    "winning.both_reach: counting order": "The first side to reach the target as the "
                                          "points are counted, in counting order, wins at "
                                          "that moment.",
    "winning.both_reach: bidder": "The bidder's side wins if it is among them; otherwise "
                                  "the one with the highest score, if only one has it.",
    "winning.both_reach: higher score": "The side with the higher score wins; equal scores "
                                        "decide nothing and play goes on.",
    "winning.both_reach: share ties": "The side with the higher score wins; sides tied on "
                                      "the highest score share the win, all of them "
                                      "winning the match together.",
    "winning.margin": "The winner must lead every other side by at least this much.",
    "winning.margin: {nat}": "The lead needed (win by two: 2).",
    "winning.backdoor": "A score at or below a threshold ends the match.",
    "winning.backdoor: at {int} {win|lose|draw}": "A side at or below this score wins, "
                                                  "loses (the best other side wins), or "
                                                  "the match is drawn.",
    "winning.hands": "The match lasts a fixed number of deals; the highest score then wins "
                     "(the target ends nothing early).",
    "winning.hands: {nat}": "The number of deals.",
    "winning.tie": "A match tied after its fixed deals goes on.",
    "winning.tie: {nat} more hands": "This many more deals are played (otherwise a tie is "
                                     "a draw).",
    "winning.count_out": "Whether points scored during the deal (turn-ups, gifts, All "
                         "Fives) count at once and can end the match.",
    "winning.count_out: yes": "A side whose score reaches the target through a point "
                              "scored during the deal wins at once, before the deal is "
                              "played out; 'who', 'reach' and 'margin' are not consulted.",
    "winning.count_out: no": "The match is decided only at the end of a deal.",
    # ------------------------------------------------------------------ procedures
    "procedures": "Hand-improvement rules offered after the deal: coke, muck, misdeal and "
                  "pointless hands.",
    **{f"procedures.{s.key}": _PROC_TEXT[s.key] for s in PROCEDURES.settings},
    **{f"procedures.{s.key}: {k}": v for s in PROCEDURES.settings
       for k, v in _PROC_FORMS.items()},
}

_SEAT_WORDS = {
    "elder": "elder, the first player after the dealer",
    "dealer": "the dealer",
    "left_of_dealer": "the player to the dealer's left (elder when play goes clockwise)",
    "pitcher": "the pitcher, who won the auction (elder when there is none)",
    "left_of_pitcher": "the player to the pitcher's left",
    "left_of_elder": "the player to elder's left",
}

WORDS: dict[str, dict[str, str]] = {
    "{elder|dealer|left_of_dealer|pitcher|left_of_pitcher|left_of_elder}": _SEAT_WORDS,
    _A: {
        "all": "every player, in turn from elder",
        "others": "every player except the bid winner",
        "bidder": "the bid winner (elder when there is no auction)",
        "dealer": "the dealer",
        "nondealers": "every player except the dealer",
    },
    "{holder|original_holder|capturer|player|dealer|elder|majority|trick_winner}": {
        "holder": "the player who held the card when play began (or was dealt it), even "
                  "if he loses it in a trick",
        "original_holder": "the player the card was dealt to (in the deal, or when the cards "
                           "were run), even if he lost, discarded or gave it up before play; "
                           "a card dealt to nobody (widow, kitty, stock) scores for the "
                           "player who held it when play began",
        "capturer": "whoever wins the card in a trick; no one if it is not played",
        "player": "the player who plays the card (or holds it, if it is never played)",
        "dealer": "the dealer, whoever holds the card",
        "elder": "elder, whoever holds the card",
        "majority": "the side with the most (Game); for a card, whoever wins it",
        "trick_winner": "the winner of the trick (last trick, trick trumps); for a card, "
                        "whoever wins it",
    },
    "{dealt|held|played}": {
        "dealt": "any card dealt to a player counts as in play: the hands as dealt and "
                 "the cards dealt when the cards are run (a widow, a kitty, and cards "
                 "drawn or taken later do not)",
        "held": "cards in the hands when play begins (after the exchange)",
        "played": "only cards actually played to tricks",
    },
    "{none|elder|joker|half_jokers}": {
        "none": "a tie scores for no one",
        "elder": "of the tied sides, the one whose player comes first in turn from elder "
                 "wins it (with three or more sides too)",
        "joker": "the tied side that captured a joker wins it; if none or several did, no "
                 "one",
        "half_jokers": "the tied side that captured more jokers wins it; if equal, no one",
    },
    "{spades|hearts|diamonds|clubs}": {
        "spades": "spades", "hearts": "hearts", "diamonds": "diamonds", "clubs": "clubs"},
    "{first|last}": {"first": "the first trick", "last": "the last trick"},
    "{highest|lowest}": {"highest": "the highest card wins", "lowest": "the lowest card "
                                                                       "wins"},
    "{win|lose|draw}": {
        "win": "that side wins the match",
        "lose": "that side loses; the best of the others wins",
        "draw": "the match is drawn",
    },
    "{required|optional}": {
        "required": "the teams must be used at that player count",
        "optional": "the players may choose teams or play each for himself",
    },
    "{clockwise|counter_clockwise}": {
        "clockwise": "to the left", "counter_clockwise": "to the right"},
    "{down|up}": {"down": "face down, unseen", "up": "face up, seen by all"},
    "{card|trump}": {"card": "any card may be called", "trump": "the called card must be a "
                                                                "trump"},
}

HOLES: dict[str, str] = {
    "int": "a whole number, possibly negative",
    "nat": "a whole number, 0 or more",
    "range": "a number or a range lo..hi",
    "frac": "a number or a fraction such as 1/2",
    "str": "a quoted string",
    "name": "a word: the name of a point or a bid",
    "seed": "a seed id such as 000",
    "rank": "a rank: A K Q J 10 9 ... 2",
    "ranks": "one or more ranks, or ranges of ranks such as 2..6",
    "card": "a card named in rules: trump J, off J, spades 4, joker, big joker",
    "rest": "the rest of the phrase, read by the setting itself",
}
