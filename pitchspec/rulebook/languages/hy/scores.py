"""Armenian phrases for scoring; the walk is :mod:`pitchspec.rulebook.scores`."""

from __future__ import annotations

from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "points.to: holder":
        "այն խաղացողը, որի մոտ էր խաղաթուղթը",
    "points.to: original_holder":
        "այն խաղացողը, ում բաժանվել էր խաղաթուղթը",
    "points.to: capturer":
        "նա, ով վերցման մեջ շահում է այդ խաղաթուղթը",
    "points.to: player":
        "այն խաղացողը, ով խաղում է այդ խաղաթուղթը",
    "points.to: dealer":
        "դիլերը",
    "points.to: elder":
        "առաջին ձեռքը",
    "points.to: majority":
        "ամենաշատն ունեցող կողմը",
    "points.to: trick winner":
        "վերցման հաղթողը",
    "points.point: tie none":
        "հավասարության դեպքում այն ոչ ոք չի ստանում",
    "points.point: tie elder":
        ("հավասարության դեպքում այն ստանում է հավասար կողմերից այն, որը հերթով առաջինն է՝ "
         "հաշված առաջին ձեռքից, այսինքն՝ առաջին ձեռքի կողմը, եթե այն հավասարների մեջ է"),
    "points.point: tie joker":
        ("հավասարության դեպքում այն ստանում է ջոկեր վերցրած հավասար կողմը, իսկ եթե այդպիսին "
         "չկա կամ մի քանիսն են, ոչ ոք"),
    "points.point: tie half_jokers":
        ("հավասարության դեպքում այն ստանում է ավելի շատ ջոկեր վերցրած հավասար կողմը, իսկ "
         "եթե հավասար են, ոչ ոք"),
    "points: each deal":
        "Յուրաքանչյուր բաժանման մեջ վաստակվում են այս միավորները՝",
    "points.point: jokers not counted":
        " (ջոկերները չեն հաշվվում)",
    "points.point: last trick":
        "վերջին վերցման շահումը",
    "points.point: sweep":
        "բաժանման բոլոր միավորների վաստակումը",
    "points.point: trick trumps":
        "յուրաքանչյուր շահած վերցման հաղթաթղթերը",
    "points.point: counts for anyone":
        "հաշվվում է ցանկացած կողմի, նույնիսկ նրան, որն այլ բան չի վաստակում",
    "winning.both_reach: counting order":
        (" Եթե մի քանի կողմ կարող են նույն բաժանման մեջ հասնել նպատակին, հաղթում է նա, ով "
         "այս հաշվարկով առաջինն է հասնում դրան, իսկ դրանից հետո հաշված միավորները նույնպես "
         "գրանցվում են։"),
    "bidding.form: none (scoring)":
        "Կատարելու հայտ չկա՝ յուրաքանչյուր կողմ պարզապես ստանում է իր վաստակած միավորները։",
    "scoring.made: taken":
        ("Փիչերը, որը կատարում է իր հայտը (վաստակում է առնվազն այնքան միավոր, որքան "
         "հայտարարել էր), ստանում է իր վաստակած բոլոր միավորները։"),
    "scoring.made: bid":
        ("Փիչերը, որը կատարում է իր հայտը (վաստակում է առնվազն այնքան միավոր, որքան "
         "հայտարարել էր), ստանում է իր հայտի չափով միավոր՝ անկախ նրանից, թե քանիսն է "
         "վաստակել։"),
    "scoring.set: reset":
        "Փիչերը, որը չի կատարում հայտը, «նստում» է՝ նրա հաշիվը զրոյանում է",
    "scoring.set: lose bid, keep taken":
        ("Փիչերը, որը չի կատարում հայտը, հետ է ընկնում՝ հայտի չափը հանվում է նրա հաշվից, "
         "բայց նա պահում է իր վաստակած միավորները"),
    "scoring.set: lose bid, keep nothing":
        ("Փիչերը, որը չի կատարում հայտը, հետ է ընկնում՝ հայտի չափը հանվում է նրա հաշվից, և "
         "նա չի ստանում իր վաստակած միավորները"),
    "scoring.others: taken":
        "Մյուս կողմերը ստանում են իրենց վաստակած միավորները։",
    "scoring.others: nothing":
        "Մյուս կողմերը ոչինչ չեն ստանում, ինչ էլ որ վաստակեն։",
    "scoring.others: only if bidder set":
        ("Մյուս կողմերը ստանում են իրենց վաստակած միավորները միայն այն դեպքում, եթե փիչերը "
         "չի կատարել հայտը։"),
    "scoring.floor: none":
        "Հաշիվը կարող է իջնել զրոյից ցածր, և բացասական հաշիվ ունեցող կողմը «փոսում» է։",
    "winning.count_out: yes":
        ("Բաժանման ընթացքում վաստակած միավորները հաշվվում են անմիջապես՝ կողմը, որը նպատակին "
         "հասնում է մինչև բաժանման ավարտը, հաղթում է առանց խաղն ավարտելու։"),
    "winning.who: anyone":
        "Բաժանման ավարտին կարող է հաղթել նպատակին հասած ցանկացած կողմ։",
    "winning.who: bidder":
        ("Բաժանման ավարտին կարող է հաղթել միայն պայմանագիրն ունեցած կողմը (հայտատուն դուրս "
         "է գալիս առաջինը)։"),
    "winning.who: bidder or setter":
        ("Բաժանման ավարտին կարող է հաղթել միայն փիչերի կողմը, եթե այն կատարել է հայտը, կամ "
         "այն կողմը, որը թույլ չի տվել այն կատարել։"),
    "winning.who: bid made":
        "Բաժանման ավարտին կարող է հաղթել միայն փիչերի կողմը, որը կատարել է իր հայտը։",
    "winning.both_reach: bidder":
        ("Եթե մի քանի կողմ նույն բաժանման մեջ են հասնում նպատակին, հաղթում է փիչերի կողմը, "
         "եթե այն նրանց մեջ է, հակառակ դեպքում՝ ավելի բարձր հաշիվը, իսկ հավասար հաշվի "
         "դեպքում խաղը շարունակվում է։"),
    "winning.both_reach: higher score":
        ("Եթե մի քանի կողմ նույն բաժանման մեջ են հասնում նպատակին, հաղթում է ավելի բարձր "
         "հաշիվը, իսկ հավասար հաշվի դեպքում խաղը շարունակվում է։"),
    "winning.both_reach: share ties":
        ("Եթե մի քանի կողմ նույն բաժանման մեջ հասնում են նպատակին, հաղթում է ավելի մեծ "
         "հաշիվը. ամենամեծ հավասար հաշիվ ունեցող կողմերը հաղթում են միասին։"),
    "winning.backdoor: at N win":
        ("Կողմը, որի հաշիվն իջնում է մինչև {n} կամ ավելի ցածր, հաղթում է խաղը («հետևի "
         "դռնով» դուրս գալով)։"),
    "winning.backdoor: at N lose":
        ("Կողմը, որի հաշիվն իջնում է մինչև {n} կամ ավելի ցածր, պարտվում է խաղում («հետևի "
         "դռնով» դուրս գալով), իսկ մյուս հաշիվներից ամենաբարձրը հաղթում է։"),
    "winning.backdoor: at N draw":
        ("Եթե որևէ կողմի հաշիվն իջնում է մինչև {n} կամ ավելի ցածր, խաղն ավարտվում է ոչ-ոքի "
         "(«հետևի դռնով»)։"),
    "procedures: coke":
        "Խաղացողը կարող է {what}{terms}։",
    "procedures: muck":
        "Խաղացողը կարող է {what}{terms}։",
    "procedures: misdeal":
        "Խաղացողը կարող է {what}{terms}։",
    "procedures: replace pointless":
        "Խաղացողը կարող է {what}{terms}։",
    "procedures: redeal pointless":
        "Խաղացողը կարող է {what}{terms}։",
    "procedures: shown":
        ("սեղանի շուրջ նա ցույց է տալիս հանձնած ձեռքը (շարժիչն այն ոչ մեկին ցույց չի տալիս, "
         "և դա ոչ մի որոշում չի փոխում)"),
    "procedures: may not bid":
        "այդ բաժանման մեջ նա չի կարող հայտ տալ",
    "procedures: as bid":
        "դա համարվում է նրա հայտը",
    "procedures: sits out first":
        "նա բաց է թողնում առաջին վերցումը",
    "procedures: sits out last":
        "ուստի նա բաց է թողնում վերջին վերցումը",
    "procedures: sits out last, not applied":
        ("աղբյուրների համաձայն նա բաց է թողնում վերջին վերցումը, ինչը այս կանոնագրքի "
         "շարժիչը չի կիրառում՝ նա խաղում է իր նոր ձեռքի բոլոր վերցումները"),
    "procedures: not in partnerships":
        "թիմային խաղում դա չի թույլատրվում",
    "points.point: highest": "{among} {what} ամենաբարձրը{jokers}",
    "points.point: lowest": "{among} {what} ամենացածրը{jokers}",
    "points.point: card": "{card}{among}",
    "points.point: game": "շահած վերցումներում ամենաշատ {counted}",
    "points.point: turn up": lambda which, ranks: (
        f"{which}, եթե այն {w.joined((w.rank_low(r) for r in ranks), 'or')} է" if ranks
        else which),
    "points.point: joker played": "բաժանման մեջ խաղացված {which} ջոկերը",
    "points.value: card points": "դրա խաղաթղթային միավորները",
    "points.value: card points / trick trumps": "դրանց խաղաթղթային միավորները",
    "points.value: by turned rank": "{values}",
    "points.value: N": "{n}",
    "points.value: hanged": ", կամ {n}, եթե այն վերցվում է այն պահած կողմից («կախված»)",
    "points.condition: trump suit is": "միայն երբ հաղթաթուղթը {suit} է",
    "points.condition: not the same card as":
        "բացի այն դեպքից, երբ դա նույն խաղաթուղթն է, ինչ {point}",
    "points.condition: bid was": "միայն երբ հայտը {bid} էր",
    "scoring.order": "Միավորները հաշվվում են այս հերթականությամբ՝ {labels}։",
    "scoring.order: pitcher first":
        ("Նախ իր միավորներն է հաշվում փիչերի կողմը, ապա միավորները հաշվվում են այս "
         "հերթականությամբ՝ {labels}։"),
    "scoring.made: plus N if exact": lambda n: (
        f" Եթե նա վաստակել է ճիշտ իր հայտի չափով, ստանում է ևս {w.points(n)}։"),
    "bidding.doubled: yes (scoring)":
        "Կրկնապատկված հայտը հաշվվում է {factor}-ապատիկ՝ կատարված լինի, թե ոչ։",
    "scoring.set: mark N": lambda n: f", և նրան գրանցվում է {g.count(n, g.MARK)}",
    "scoring.floor: N": "Ոչ մի հաշիվ չի իջնում {n}-ից ցածր։",
    "winning.hands: N": lambda n: (
        f"Խաղը տևում է {g.count(n, g.DEAL)}, որից հետո հաղթում է ավելի բարձր հաշիվ ունեցող "
        "կողմը։"),
    "winning.tie: N more hands": lambda n: (
        f"Եթե հաշիվը հավասար է, խաղարկվում է ևս {g.count(n, g.DEAL)}։"),
    "winning.reach: over":
        "Խաղը հաղթում է այն կողմը, որն առաջինն է վաստակում {n}-ից ավելի միավոր։",
    "winning.reach: at least": lambda n: (
        f"Խաղը հաղթում է այն կողմը, որն առաջինն է վաստակում առնվազն {w.points(n)}։"),
    "winning.margin: N":
        ("Հաղթողը պետք է մյուսներից առաջ լինի առնվազն {n} միավորով, իսկ մինչ այդ խաղը "
         "շարունակվում է։"),
    "procedures: not allowed": "Խաղացողը չի կարող {what}։",
    "procedures: ranks": ", երբ {held} միայն {ranks}",
    "procedures: new hand N": lambda n: f"նա ստանում է {g.count(n, g.NEW_CARD)}",
    # words the sentences above take, and the summaries
    "among: played": "բաժանման մեջ խաղացված",
    "among: held": "խաղի սկզբին ձեռքերում եղած",
    "among: dealt": "խաղացողներին բաժանված",
    "card among: held": ", եթե այն խաղի սկզբին որևէ մեկի ձեռքում է",
    "card among: dealt": ", եթե այն բաժանվել է խաղացողներից մեկին",
    "extreme: trump": "հաղթաթղթերից",
    "extreme: sub-trump": "ենթահաղթաթղթերից",
    "game: tens": "տասնոցները",
    "game: card points": "խաղաթղթային միավորները",
    "joker: first": "առաջին",
    "joker: second": "երկրորդ",
    "turned: every": "հաղթաթուղթը որոշելու համար բացված յուրաքանչյուր խաղաթուղթ",
    "turned: first": "հաղթաթուղթը որոշելու համար բացված առաջին խաղաթուղթը",
    "turned: last": "բացված խաղաթուղթը, որը վերջնականապես որոշում է հաղթաթուղթը",
    "turned: each proposing":
        "բացված յուրաքանչյուր խաղաթուղթ, որն առաջարկում է նոր հաղթաթղթային գույն",
    "value for rank": lambda value, rank: f"{value} ({w.rank_low(rank)})",
    "conditions joined": ", ",
    "target: over": "{n}-ից ավելի",
    "procedure: coke": "վատ ձեռքը փոխել նորով (կոկ)",
    "procedure: muck": "հրաժարվել ձեռքից, որը ոչ մի վերցում չի կարող շահել (մաք)",
    "procedure: misdeal": "ցույց տալ անարժեք ձեռքը և պահանջել բոլոր խաղաթղթերի վերաբաժանում",
    "procedure: replace_pointless":
        "փոխել նորով այն ձեռքը, որում միավոր բերող ոչ մի խաղաթուղթ չկա",
    "procedure: redeal_pointless":
        "պահանջել նոր բաժանում, երբ իր ձեռքում միավոր բերող ոչ մի խաղաթուղթ չկա",
    "procedure name: coke": "Կոկ",
    "procedure name: muck": "Մաք",
    "procedure name: misdeal": "Վերաբաժանում",
    "procedure name: replace_pointless": "Անմիավոր ձեռքի փոխարինում",
    "procedure name: redeal_pointless": "Վերաբաժանում անմիավոր ձեռքի դեպքում",
    "held: hand": "նրա ձեռքում կան",
    "held: non-trumps": "նրա ոչ հաղթաթղթային խաղաթղթերն են",
    "term": ", {term}",
    "ranks: run": lambda high, low: f"{w.rank_low(high)}ից մինչև {w.rank_low(low)} խաղաթղթեր",
    "ranks: listed": lambda ranks: w.joined(map(w.rank_plural, ranks)),
}
