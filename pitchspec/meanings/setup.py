"""Meanings, in card-game words, of the sections and settings that set up a deal:
the header, players, deck, ranking, deal, bidding (and its special bids), trump and
begging. Keys: ``section``, ``section.setting`` and ``section.setting: pattern``
(patterns exactly as in :mod:`pitchspec.vocabulary`). The first sentence of each text is
its short form (editor hover); the whole text is the long form."""

from __future__ import annotations

_OUTCOMES = {
    "score {nat}": "The bidding side scores exactly this many points.",
    "score value": "The bidding side scores the bid's 'value' (for a bid placed 'at' a level "
                   "with no value, that level).",
    "score bid": "The bidding side scores the numeric level of the bid it won.",
    "score taken": "The bidding side scores the points it actually took, one by one in "
                   "counting order, exactly like a numeric bid that is made.",
    "lose {nat}": "The bidding side loses exactly this many points.",
    "lose value": "The bidding side loses the bid's 'value' (or its level).",
    "lose bid": "The bidding side loses the numeric level of the bid it won.",
    "win match": "The bidding side wins the whole match at once, whatever the scores; no "
                 "point of the deal is credited.",
    "lose match": "The bidding side loses the match at once, before any point of the deal "
                  "is credited: of the other sides, the one with the highest score before "
                  "the deal wins (several, if they are level).",
}

SETUP: dict[str, str] = {
    # ------------------------------------------------------------------ header
    "variant": "The file's variant: its name, title and parent, its aliases and sources, "
               "then one block per part of the rules. A variant that extends another states "
               "only how it differs.",
    "aliases": "Other names the same game goes by. Shown in the rulebook; not inherited.",
    "aliases: {str}": "One other name of the game, in quotes.",
    "name": "The variant's name in another language, the title of its rulebook page in "
            "that language. May be repeated; not inherited.",
    "name: {name} {str}": "A language's code (ru, fi or hy) and, in quotes, the name.",
    "catalogue": "The variant's id in the requirements catalogue (V01..V45). Not inherited.",
    "catalogue: {name}": "A catalogue id such as V03.",
    "source": "Where the rules come from: a seed document and the part of it. May be "
              "repeated; not inherited.",
    "source: {seed} {str}": "A seed id (000, 001, ...) and, in quotes, the section of that "
                            "source the rules are taken from.",
    # ------------------------------------------------------------------ players
    "players": "How many may play, in which partnerships, and which way the deal and play "
               "go round.",
    "players.count": "The numbers of players the game allows; the engine refuses to seat any "
                     "other number.",
    "players.count: {range}": "A number of players or a range lo..hi; several may be listed.",
    "players.teams": "Fixed partnerships, as teams of equal size with partners sitting "
                     "alternately. Each team scores as one side.",
    "players.teams: {nat} of {nat}": "T teams of S players each (2 of 2: four players, two "
                                     "partnerships, partners facing).",
    "players.teams: none": "Everyone plays for himself.",
    "players.partnership": "Whether a team form listed under 'teams' must be used for its "
                           "player count or the players may choose to play alone.",
    "players.partnership: {required|optional}": "'required': with that many players the "
                                                "teams are compulsory; 'optional': the table "
                                                "may play in teams or each for himself "
                                                "('pitchspec play --teams/--no-teams').",
    "players.direction": "Which way the deal, the bidding and the play pass round the table.",
    "players.direction: {clockwise|counter_clockwise}": "The turn passes to the left "
                                                        "(clockwise) or to the right.",
    "players.partner": "Call partner: after the auction the bid winner names a card, and "
                       "whoever holds it is his partner for that deal only.",
    "players.partner: called {card|trump}": "The bid winner calls a card he does not hold: "
                                            "any card, or a trump. The bidder and the "
                                            "holder score together for the deal, each "
                                            "keeping his own match score.",
    "players.partner: with {range} players": "The call is used only at these player counts.",
    "players.partner: others together": "The players not called form one opposing side for "
                                        "the deal: they score together, Game is decided on "
                                        "their pooled card points, and a set moon goes to all "
                                        "of them; each keeps his own score.",
    # ------------------------------------------------------------------ deck
    "deck": "Which cards make up the pack and how much each card counts towards Game.",
    "deck.remove": "Ranks taken out of all four suits before dealing.",
    "deck.remove: {ranks}": "These ranks (e.g. 2..6) are removed from every suit.",
    "deck.remove: none": "The full 52-card pack is used.",
    "deck.jokers": "Jokers added to the pack.",
    "deck.jokers: none": "No joker.",
    "deck.jokers: one": "One joker is added.",
    "deck.jokers: two": "Two jokers, told apart as the big and the little joker.",
    "deck.card_points": "The card points each rank counts towards Game. Unless changed, Ten "
                        "10, Ace 4, King 3, Queen 2, Jack 1, every other card 0.",
    "deck.card_points: {rank} {frac}": "Cards of this rank count this many card points, in "
                                       "every suit.",
    "deck.card_points: joker {frac}": "Each joker counts this many card points (a fraction "
                                      "such as 1/2 is allowed).",
    "deck.card_points: trump {rank} {frac}": "The card of this rank counts this many card "
                                             "points only when it is a trump; in plain suits "
                                             "the ordinary value holds.",
    # ------------------------------------------------------------------ ranking
    "ranking": "The order of the cards, highest first: in the trump suit and in plain suits.",
    "ranking.trump": "The trump suit's order, highest first. Besides ranks it may name 'off "
                     "R' (the card of that rank in the suit of the same colour, which then "
                     "counts as a trump), 'joker', 'big joker' and 'little joker'.",
    "ranking.trump: {rest}": "The trump order written out, e.g. 'A K Q J off J joker 10 9 "
                             "... 2'.",
    "ranking.plain": "The order of every plain (non-trump) suit, highest first.",
    "ranking.plain: {ranks}": "The plain-suit ranks, highest first.",
    "ranking.jokers": "What a joker that the trump order does not place is.",
    "ranking.jokers: rankless": "A joker left out of the trump order has no rank: it can "
                                "never win a trick, and may be played to any trick in place "
                                "of following suit.",
    "ranking.jokers: trump": "Jokers are trumps, ranked where the trump order puts them.",
    # ------------------------------------------------------------------ deal
    "deal": "How many cards each player is dealt, in which packets, and what goes to the "
            "table (widow, kitty, blind, stock).",
    "deal.hand": "The number of cards dealt to each player.",
    "deal.hand: {nat}": "Each player is dealt this many cards.",
    "deal.packets": "How the hand is dealt: packets of these sizes, one round per packet.",
    "deal.packets: {rest}": "Packet sizes in order, adding up to the hand (e.g. 3 3).",
    "deal.widow": "An extra hand dealt face down, for the bid winner to take in the exchange.",
    "deal.widow: {nat}": "The widow has this many cards.",
    "deal.kitty": "Cards dealt face down to the middle, which the bid winner takes.",
    "deal.kitty: {nat}": "The kitty has this many cards.",
    "deal.blind": "Face-down cards that are dealt but may not be looked at.",
    "deal.blind: {nat} per player": "Each player gets this many blind cards beside his hand.",
    "deal.blind: {nat}": "This many blind cards lie on the table.",
    "deal.blind: none": "No blind cards.",
    "deal.stock": "Whether the undealt rest of the pack lies face down or face up.",
    "deal.stock: face {down|up}": "The stock lies face down (unseen) or face up (seen by "
                                  "all).",
    "deal.first_dealer": "How the dealer of the first deal is chosen; after that the deal "
                         "passes round in the direction of play. The engine draws the "
                         "first dealer by chance (or takes it from a deal file); this is "
                         "the table's way of choosing.",
    "deal.first_dealer: cut": "Players cut the pack; the cut ranking decides who deals.",
    "deal.first_dealer: draw": "Each draws a card; the cut ranking decides who deals.",
    "deal.first_dealer: first jack": "Cards are dealt face up one at a time; the first "
                                     "player to receive a Jack deals.",
    "deal.first_dealer: cut and guess colour": "A player cuts and guesses the colour of the "
                                               "card cut to decide who deals.",
    "deal.first_dealer: random": "The first dealer is chosen at random.",
    "deal.cut_ranking": "The rank order used only when cutting or drawing for the first "
                        "deal, highest first (a table rule: the engine draws the first "
                        "dealer by chance).",
    "deal.cut_ranking: {ranks}": "The ranks in cutting order, written out in full.",
    "deal.rounds": "The hand is dealt in a number of rounds whose sizes the dealer chooses "
                   "(a table rule: the engine's deal is the same whatever the rounds).",
    "deal.rounds: {nat} at dealer choice": "This many rounds; the dealer decides how many "
                                           "cards go in each.",
    # ------------------------------------------------------------------ bidding
    "bidding": "The auction: its form, who bids first, the legal bids, special bids, and "
               "what happens when everyone passes. With no bidding block there is no "
               "auction.",
    "bidding.form": "The shape of the auction.",
    "bidding.form: none": "No auction: elder leads and no one holds a contract.",
    "bidding.form: once around": "Each player bids or passes once, in turn; each bid must "
                                 "beat the last; the highest bid wins.",
    "bidding.form: continuing": "Bidding goes round and round until all but one have "
                                "passed.",
    "bidding.form: commercial": "Commercial Pitch: each player in turn offers points to "
                                "elder for the right to pitch; elder sells to the best "
                                "offer or refuses and pitches himself.",
    "bidding.opener": "Who bids first.",
    "bidding.opener: {elder|dealer|left_of_dealer|pitcher|left_of_pitcher|left_of_elder}":
        "The seat that makes the first bid.",
    "bidding.bids": "The numeric bids allowed, lowest to highest; each bid must be higher "
                    "than the one before.",
    "bidding.bids: {range}": "The lowest and the highest numeric bid, e.g. 2..4.",
    "bidding.doubled": "Doubled bids ('6 for 12'): each bid level may also be bid doubled, "
                       "ranking half a step above it; made or set, it counts twice.",
    "bidding.doubled: yes": "Doubled bids are allowed.",
    "bidding.doubled: no": "No doubled bids.",
    "bidding.steal": "The dealer, bidding last, may take the contract by equalling the high "
                     "bid instead of beating it.",
    "bidding.steal: dealer": "The dealer may equal any high bid.",
    "bidding.steal: dealer up to {nat}": "The dealer may equal the high bid only while it "
                                         "is at most this level.",
    "bidding.steal: none": "Every bid must beat the last one; no one may equal it.",
    "bidding.all_pass": "What happens when every player passes.",
    "bidding.all_pass: redeal": "The same dealer deals again.",
    "bidding.all_pass: pass deal": "The deal passes to the next dealer.",
    "bidding.all_pass: dealer bids {nat}": "When everyone has passed, the dealer included, "
                                           "the dealer is given the contract at this bid.",
    "bidding.all_pass: dealer must bid {nat}": "Stick the dealer: when all the others have "
                                               "passed, the dealer has no pass; he must bid "
                                               "at least this much (or a special bid the "
                                               "spec allows).",
    "bidding.all_pass: elder bids {nat}": "Elder is forced to take the contract at this "
                                          "bid.",
    "bidding.all_pass: elder pitches": "Elder pitches without a contract.",
    "bidding.all_pass: or {name}": "The forced player may choose this special bid instead.",
    "bidding.all_pass: hands shown": "The passed hands are shown before the next deal (a "
                                     "table rule: it changes no play or score).",
    "bidding.forced": "A holding that obliges its holder to bid at least a certain amount.",
    "bidding.forced: {nat} when holding {rank} with suit mate":
        "A player holding a card of this rank (in any suit) together with another card of "
        "that suit must bid at least this much; he may pass only once the high bid is that "
        "much or more.",
    "bidding.forced: {nat} when holding {rank}": "A player holding a card of this rank, in "
                                                 "any suit, must bid at least this much; he "
                                                 "may pass only once the high bid is that "
                                                 "much or more.",
    "bidding.look": "Look or not: players may choose to bid before looking at their cards.",
    "bidding.look: optional": "Each player decides whether to look at his hand before "
                              "bidding.",
    "bidding.look: lookers lose {nat}": "Once the auction ends, each player who looked "
                                        "loses this many cards from his hand, at random.",
    "bidding.look: bidder may take": "The bid winner may inspect the cards the lookers "
                                     "lost and take some (an exchange step 'bidder take "
                                     "lost cards by choice' does it in play).",
    "bidding.look: passers exempt": "A player who looked and then passed keeps all his "
                                    "cards.",
    "bidding.commercial": "How a commercial sale is settled.",
    "bidding.commercial: seller scores bid": "When elder sells, his side scores the points "
                                             "offered at once, and the buyer pitches at "
                                             "that level.",
    "bidding.commercial: refusal must make": "When elder refuses to sell and pitches "
                                             "himself, he must make the highest offer or "
                                             "be set (the engine always plays a refusal "
                                             "so: elder holds the contract at that level).",
    "bidding.declare_by_pitching": "A bid of this level is made by laying down the pitch: "
                                   "when trump is fixed by the first lead, it ends the "
                                   "auction at once and no one else bids.",
    "bidding.declare_by_pitching: {nat}": "The bid level that is declared by pitching.",
    # ------------------------------------------------------------------ special bids
    "bidding.bid": "A named special bid (shoot the moon, smudge, hot ...): where it ranks "
                   "among the bids, what it requires, and what making or failing it does.",
    "bidding.bid.at": "The special bid is this numeric bid itself, with extra requirements: "
                      "bidding the level bids it, unless a bar keeps the bidder from it, when "
                      "it is a plain bid.",
    "bidding.bid.at: {nat}": "The numeric level the special bid replaces.",
    "bidding.bid.above": "The special bid ranks just above this numeric bid.",
    "bidding.bid.above: {nat}": "The numeric bid it outranks.",
    "bidding.bid.value": "Points the special bid is worth: what 'score value' and 'lose "
                         "value' count and, for a bid placed 'above', also its level (what "
                         "'score bid' and 'lose bid' count). Unstated, a bid 'at' a level is "
                         "worth that level.",
    "bidding.bid.value: {nat}": "The bid's worth in points.",
    "bidding.bid.requires": "What the bidding side must do to make the bid. Every listed "
                            "requirement must hold; a bid placed 'at' a level must also take "
                            "that many points.",
    "bidding.bid.requires: every point scored":
        "Every point that anyone scores this deal goes to the bidding side, and at least "
        "one point is scored. A point that no one scores (a Jack of trumps left undealt, "
        "Game tied with no tie rule) does not count against the bidder, so a six-point "
        "smudge can be made with five. To demand a number of points write 'points N'.",
    "bidding.bid.requires: all tricks": "The bidding side wins every trick of the deal.",
    "bidding.bid.requires: capture {name}": "The bidding side scores the named point (e.g. "
                                            "capture jack).",
    "bidding.bid.requires: points {nat}": "The bidding side takes at least this many "
                                          "points, whatever the others take.",
    "bidding.bid.made": "What making the special bid does.",
    **{f"bidding.bid.made: {k}": "When the bid is made: " + v[0].lower() + v[1:]
       for k, v in _OUTCOMES.items()},
    "bidding.bid.set": "What failing the special bid does.",
    **{f"bidding.bid.set: {k}": "When the bid is set: " + v[0].lower() + v[1:]
       for k, v in _OUTCOMES.items()},
    "bidding.bid.barred": "When the special bid may not be bid.",
    "bidding.bid.barred: any side in hole": "Not while any side has a score below zero.",
    "bidding.bid.barred: own side in hole": "Not while the bidder's own side is below zero.",
    "bidding.bid.barred: own score at least {int}": "Not once the bidder's side has at least "
                                                    "this score.",
    "bidding.bid.blind": "The bid must be made before the bidder looks at his hand: only by "
                         "a player who has not looked, as his first call.",
    "bidding.bid.blind: yes": "It is a blind bid.",
    "bidding.bid.blind: no": "The bidder may look first.",
    # ------------------------------------------------------------------ trump
    "trump": "How the trump suit of a deal is fixed.",
    "trump.method": "How trump is chosen.",
    "trump.method: first lead": "The suit of the pitcher's first lead is trump.",
    "trump.method: declared": "The bid winner names trump.",
    "trump.method: turn up": "The card turned up from the stock after the deal fixes trump "
                             "(elder may beg if a beg block is given).",
    "trump.method: called card": "The suit of the card called for a partner is trump.",
    "trump.method: random": "A suit is chosen at random.",
    "trump.declare": "Whether the bid winner names trump before or after taking the kitty.",
    "trump.declare: before kitty": "Trump is named before he sees the kitty.",
    "trump.declare: after kitty": "He takes the kitty first, then names trump.",
    "trump.sub_trump": "Two-trump Pitch: the bid winner also names a second, lesser trump "
                       "suit.",
    "trump.sub_trump: declared": "A sub-trump suit is named.",
    "trump.sub_trump: none": "No sub-trump.",
    # ------------------------------------------------------------------ beg
    "trump.beg": "Classic All Fours: elder may stand on the turned-up trump or beg; the "
                 "dealer then gives a point or runs the cards for a new trump.",
    "trump.beg.gift": "Points the dealer gives when he grants a beg, and to whom.",
    "trump.beg.gift: {nat} to elder": "Elder's side scores this many points, at once.",
    "trump.beg.gift: {nat} to each opponent": "Every opponent of the dealer scores this "
                                              "many points.",
    "trump.beg.run": "Cards dealt to each player when the dealer runs the cards.",
    "trump.beg.run: {nat}": "Each player gets this many more cards, and a new card is "
                            "turned up.",
    "trump.beg.after_run": "What happens to the extra cards after running them.",
    "trump.beg.after_run: keep": "Players keep every card they were given.",
    "trump.beg.after_run: discard to hand": "Each player discards back down to the hand "
                                            "size.",
    "trump.beg.looking": "Who may look at his hand before elder decides to stand or beg.",
    "trump.beg.looking: restricted": "Only the dealer and elder may look (a table rule: "
                                     "the engine's players see only their own hands "
                                     "anyway).",
    "trump.beg.looking: free": "Everyone may look.",
    "trump.beg.same_suit": "What happens when the new turn-up is of the rejected suit.",
    "trump.beg.same_suit: run again": "Run again, keeping the cards just dealt.",
    "trump.beg.same_suit: discard unseen and run again": "Discard that turn-up and the cards "
                                                         "just run, unseen, and run again.",
    "trump.beg.stock_out": "If the stock runs out before a new suit is turned, the deal is "
                           "void and the same dealer redeals.",
    "trump.beg.stock_out: redeal": "Redeal; points scored for turn-ups are lost.",
    "trump.beg.stock_out: redeal keeping turned points": "Redeal; points already scored for "
                                                         "turned cards are kept.",
    "trump.beg.granted": "What follows when the dealer grants a beg by giving the point.",
    "trump.beg.granted: play on": "Play goes on with the turned-up trump.",
    "trump.beg.granted: redeal": "The hands are thrown in and the next dealer deals.",
}
