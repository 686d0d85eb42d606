"""Armenian phrases for the auction; the walk is :mod:`pitchspec.rulebook.auction`.

>>> from pitchspec import load
>>> from pitchspec.i18n import language
>>> from pitchspec.rulebook import auction
>>> with language("hy"):
...     auction.bids_summary(load("spec/auction_pitch.pitch").bidding)
'1\u20134, մեկ շրջան'
"""

from __future__ import annotations

from pitchspec.rulebook.languages.hy import grammar as g
from pitchspec.rulebook.languages.hy import words as w
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {
    "bidding.doubled: yes / in short":
        ", կրկնապատկված հայտերը թույլատրվում են",
    "bidding.form: none":
        ("Աճուրդ և պայմանագիր չկան՝ ոչ ոք պարտավորություն չի վերցնում որոշակի թվով "
         "միավորներ վաստակելու, և յուրաքանչյուր կողմ պարզապես ստանում է իր շահածը։"),
    "bidding.doubled: yes":
        ("Հայտը կարելի է նաև կրկնապատկել («6՝ 12-ի դիմաց»)՝ կրկնապատկված հայտն անմիջապես "
         "բարձր է նույն թվի սովորական հայտից և կրկնապատկում է թե՛ շահումը, թե՛ կորուստը։"),
    "bidding (the pitcher)":
        "Ամենաբարձր հայտ տվողը դառնում է փիչեր։",
    "bidding.form: once around":
        ("Առաջինը խոսում է {opener}, ապա յուրաքանչյուր խաղացող իր հերթին մեկ անգամ հայտ է "
         "տալիս կամ պաս ասում։"),
    "bidding.form: continuing":
        ("Առաջինը խոսում է {opener}, ապա խաղացողները հերթով հայտ են տալիս կամ պաս ասում, "
         "շրջան առ շրջան, մինչև բոլորը, բացի մեկից, պաս ասեն։"),
    "bidding.form: commercial":
        ("Առաջինը խոսում է {opener}, ապա յուրաքանչյուր խաղացող իր հերթին, բացի առաջին "
         "ձեռքից և նրա գործընկերներից, կարող է առաջին ձեռքին միավորներ առաջարկել փիչ անելու "
         "իրավունքի դիմաց, և առաջին ձեռքը վաճառում է այն ամենաբարձր առաջարկին կամ "
         "հրաժարվում և ինքն է փիչ անում։"),
    "bidding.steal: dealer at top bid":
        ("Դիլերը, որը խոսում է վերջինը, կարող է վերցնել պայմանագիրը՝ հավասարեցնելով "
         "ամենաբարձր հայտը, միայն եթե այն գագաթնային հայտն է, որը նա չի կարող գերազանցել․ "
         "ցանկացած ավելի ցածր հայտ նա պետք է գերազանցի։"),
    "bidding.all_pass: hands shown":
        (", աղբյուրների համաձայն նախ բոլորը ցույց են տալիս իրենց խաղաթղթերը, ինչը այս "
         "կանոնագրքի շարժիչը չի անում (դա ոչ մի որոշում չի փոխում)"),
    "bidding.all_pass: redeal":
        "Եթե բոլորը պաս են ասում, խաղաթղթերը հավաքվում են, և նույն դիլերը նորից է բաժանում",
    "bidding.all_pass: pass deal":
        ("Եթե բոլորը պաս են ասում, խաղաթղթերը հավաքվում են, և բաժանելու հերթն անցնում է "
         "հաջորդ խաղացողին"),
    "bidding.all_pass: dealer bids N":
        "Եթե բոլորը, դիլերը ներառյալ, պաս են ասում, դիլերին տրվում է {amount} հայտ",
    "bidding.all_pass: dealer must bid N":
        ("Եթե մյուս բոլորը պաս են ասել, դիլերը չի կարող պաս ասել՝ նա պետք է հայտ տա առնվազն "
         "{amount}"),
    "bidding.all_pass: elder bids N":
        "Եթե բոլորը պաս են ասում, առաջին ձեռքը պետք է հայտ տա {amount}",
    "bidding.all_pass: elder pitches":
        ("Եթե բոլորը պաս են ասում, առաջին ձեռքը փիչ է անում առանց պայմանագրի, ինչպես "
         "Pitch-ում առանց աճուրդի"),
    "bidding.all_pass: dealer set N":
        ("Եթե բոլորը, դիլերը ներառյալ, պաս են ասում, դիլերի կողմը կորցնում է {amount} "
         "միավոր, և խաղաթղթերը հավաքվում են առանց խաղի, իսկ բաժանելու հերթն անցնում է "
         "հաջորդ խաղացողին"),
    "bidding.all_pass: dealer pitches":
        ("Եթե բոլորը, դիլերը ներառյալ, պաս են ասում, դիլերը փիչ է անում 0 պայմանագրով՝ "
         "խաղում է որպես հայտատու, բայց չի կարող տուգանվել"),
    "bidding.look: bidder may take":
        ", որը աճուրդի հաղթողը կարող է դիտել և վերցնել",
    "bidding.look: passers exempt":
        " Խաղացողը, որը նայել է և հետո պաս ասել, պահում է իր բոլոր խաղաթղթերը։",
    "bidding.commercial: seller scores bid":
        ("Երբ առաջին ձեռքը վաճառում է, նա անմիջապես ստանում է առաջարկված միավորները, իսկ "
         "գնորդը փիչ է անում և պարտավոր է վաստակել նույնքան․ վաճառքը հաշվվում է առաջինը, "
         "ուստի եթե այն առաջին ձեռքին հասցնում է նպատակին, նա հաղթում է բաժանման ցանկացած "
         "միավորից առաջ"),
    "bidding.commercial: refusal must make":
        ("եթե առաջին ձեռքը մերժում է բոլոր առաջարկները, նա ինքն է փիչ անում և պետք է "
         "վաստակի առնվազն այնքան միավոր, որքան լավագույն առաջարկն էր"),
    "bidding.special":
        "Հատուկ հայտեր՝",
    "bidding.special: as bid":
        "վաստակել այնքան միավոր, որքան հայտարարված է",
    "bidding.special: all points":
        "վաստակել բաժանման բոլոր միավորները",
    "bidding.special: all tricks":
        "շահել բոլոր վերցումները",
    "bidding.special: capture":
        "վերցնել {point} միավորը",
    "bidding.special: by score":
        "{first}, եթե նրա կողմի հաշիվը մինչև բաժանումը {score} է, այլապես՝ {rest}",
    "bidding.special: lose match after scoring":
        ("պարտվում է խաղում բաժանման միավորների գրանցումից հետո (մյուսներից հաղթում է նա, "
         "ով նոր հաշվով ամենաշատն ունի)"),
    "bidding.special: score N":
        "ստանում է {amount}",
    "bidding.special: score bid":
        "ստանում է իր հայտը",
    "bidding.special: score taken":
        "ստանում է վաստակած միավորները",
    "bidding.special: lose N":
        "կորցնում է {amount}",
    "bidding.special: lose bid":
        "կորցնում է իր հայտը",
    "bidding.special: win match":
        "անմիջապես հաղթում է խաղը",
    "bidding.special: lose match":
        "անմիջապես պարտվում է խաղում՝ նախքան բաժանման միավորների գրանցումը",
    "bidding.special: blind":
        ("երբ խաղացողն արդեն նայել է իր խաղաթղթերին (այն հայտարարվում է կուրորեն՝ իր առաջին "
         "հերթին յուրաքանչյուրը կա՛մ հայտարարում է այն առանց նայելու, կա՛մ նայում է "
         "խաղաթղթերին)"),
    "bidding.special: barred":
        "չի թույլատրվում {when}",
    "bidding.special: barred, any side in the hole":
        "քանի դեռ որևէ կողմ մինուսում է",
    "bidding.special: barred, own side in the hole":
        "քանի դեռ հայտատուի կողմը մինուսում է",
    "bidding.bids":
        ("Հայտերը {low}-ից {high} են (միավորների քանակը, որը հայտատուն պարտավորվում է "
         "վաստակել), և յուրաքանչյուր հայտ պետք է բարձր լինի նախորդից։"),
    "bidding.steal":
        ("Դիլերը, որը խոսում է վերջինը, կարող է վերցնել պայմանագիրը՝ պարզապես "
         "հավասարեցնելով ամենաբարձր հայտը{limit} (հայտի «գողություն»)։"),
    "bidding.forced": lambda rank, mate, minimum: (
        f"Խաղացողը, որն ունի {w.rank_low(rank)}{mate}, պետք է հայտ տա առնվազն {minimum}։"),
    "bidding.all_pass: or BID": ", կամ կարող է դրա փոխարեն հայտարարել {bids}",
    "bidding.look: optional, lookers lose N": lambda lost: (
        "Յուրաքանչյուր խաղացող հայտ տալուց առաջ որոշում է՝ նայի՞ իր խաղաթղթերին։ Նայած "
        f"խաղացողը պատահականորեն կորցնում է {g.count(lost, g.CARD)}"),
    "bidding.declare_by_pitching":
        ("{n} հայտն անմիջապես ավարտում է աճուրդը՝ հայտատուից հետո խաղացողները հայտ չեն "
         "տալիս, իսկ նա իր առաջին խաղաթուղթը բաց է խաղում (հայտ փիչով)։"),
    "bidding.special: at": "բուն {at} հայտը",
    "bidding.special: above": "անմիջապես {above}-ից բարձր",
    "bidding.special: at least": lambda amount, point: f"վաստակել առնվազն {w.points(amount)}",
    "bidding.special: barred, score at least": lambda amount: (
        f"{w.points(amount or 0)} կամ ավելի ունեցող կողմին"),
    # words the sentences above take, and the comparison table's summary
    "auction short": "{low}\u2013{high}, {form}",
    "auction short: none": "առանց աճուրդի",
    "auction short: once around": "մեկ շրջան",
    "auction short: continuing": "շրջան առ շրջան",
    "auction short: commercial": "իրավունքի վաճառք",
    "steal: up to": ", եթե այդ հայտը {up_to}-ից ավելի չէ",
    "forced: with a suit mate": " նույն գույնի մեկ այլ խաղաթղթի հետ",
    "full stop": "։",
    "clauses joined": ", իսկ ",
}
