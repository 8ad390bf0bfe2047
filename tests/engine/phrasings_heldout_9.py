# ruff: noqa: E501
"""Held-out rule-question phrasings, set 9.

A helper session, started for this one job alone, wrote this file on 7 December 2026. Before
writing it read only two things: the catalogue's 53 questions, given as slug: text, and, from the
team's rules notes kept outside the repository, the introduction with its list of sources, the
main rules, the variants and house rules, and the rule-question catalogue. It did not read the
search code, the search's examples, any earlier held-out set, or any repository.

The phrasings are meant to sound like people at a kitchen table with a phone: one-line terse
questions, long stories where the actual question sits in the middle or at the end, questions
passed on for someone else (a grandad, a mum, a cousin), moves told in the past tense, people
turning up late, leaving early or going to bed, comparisons with rummy, blackjack, poker, crazy
eights, cribbage, Skyjo and go fish, British and American words (pack and deck, draw and tie,
round and hole), text spelling and typos, true minus signs next to hyphens and spelled-out
numbers, and a trailing second remark after the question.

Read once, by the lead, after issue 32's fifth round: the search before that round (22fde42)
and after it (68c3d50), measured together (the closing note gives the figures). From then on
it is a development set like the eight before it.

Never edit this file to fit the search: if a query fails, fix the search or record the miss.
Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_9: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards each", "cards-per-player"),
    (
        "first time playing golf, do we each get 6 and put them in a line or what? gran reckons two rows",
        "cards-per-player",
    ),
    (
        "Dealing now. Is it six apiece in a 3 by 2 grid? kids are getting restless",
        "cards-per-player",
    ),
    (
        "my brother dealt everyone seven like rummy and im pretty sure thats wrong for golf, how many are we meant to get and how do we lay them out",
        "cards-per-player",
    ),
    # how-many-decks
    ("there's 6 of us, is one pack enough", "how-many-decks"),
    (
        "only three of us tonight but we've already shuffled two decks together, is that ok or do we need to split them back out",
        "how-many-decks",
    ),
    ("how many packs for a big family golf game, like nine people at christmas", "how-many-decks"),
    (
        "do we need a second deck for five players? we only have one and a half decks lol",
        "how-many-decks",
    ),
    (
        "Grandad wants to know whether two decks is overkill for just the three of us.",
        "how-many-decks",
    ),
    # stock-size
    ("after dealing to 4 players how many cards should be left in the draw pile", "stock-size"),
    (
        "we counted 33 left in the stock with three of us, does that sound right or did someone get misdealt",
        "stock-size",
    ),
    ("how big is the stock with two players and one deck?", "stock-size"),
    (
        "5 players 2 decks, how many should be in the face down pile once everyones dealt? checking nobody's short",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("do i get to pick which 2 i flip at the start", "which-cards-start-face-up"),
    (
        "Can both of my starting face-up cards be in the same column? Tom says they have to be in different ones.",
        "which-cards-start-face-up",
    ),
    (
        "sis turned up the top and bottom of her left column before the first turn. legal? she's already smug about it",
        "which-cards-start-face-up",
    ),
    ("opening flip - do I choose the two, or is it set which ones", "which-cards-start-face-up"),
    (
        "before anyone plays we turn two over, right? any two we like or does it have to be one from each column",
        "which-cards-start-face-up",
    ),
    # look-at-face-down-cards
    ("can i check my hidden cards mid hole if i forget what they are", "look-at-face-down-cards"),
    (
        "My aunt keeps lifting the corners of her face-down cards to have a look. Is she allowed? They're her own cards after all",
        "look-at-face-down-cards",
    ),
    (
        "in rummy you can see your whole hand, in golf can you look at your own face down ones whenever you want",
        "look-at-face-down-cards",
    ),
    (
        "is it ok to sneak a look at your own unturned cards during play, just to remind yourself",
        "look-at-face-down-cards",
    ),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do you decide the first dealer, we usually just argue about it", "first-dealer"),
    (
        "is there a proper way to pick who deals the opening hole? high card? low card? rock paper scissors?",
        "first-dealer",
    ),
    ("New group tonight. Who should shuffle and deal for the very first hole?", "first-dealer"),
    # accidental-peek
    ("dealer flashed one of my cards while dealing, what now", "accidental-peek"),
    (
        "Jake bumped the table and two of Mia's face-down cards flipped over. Do we redeal or carry on?",
        "accidental-peek",
    ),
    (
        "somebody got dealt 7 cards by mistake and we only noticed a few turns in, what do we do",
        "accidental-peek",
    ),
    (
        "i accidentally saw my neighbours hidden card when she reached for her tea. do we just play on? feel bad",
        "accidental-peek",
    ),
    (
        "we messed up the deal and one person only has five cards. fix it or start the hole again?",
        "accidental-peek",
    ),
    # jokers
    ("jokers in or out", "jokers"),
    ("are jokers wild in golf like they are in some rummy games", "jokers"),
    ("do we take the jokers out of the pack before dealing?", "jokers"),
    (
        "my uncle insists jokers are worth minus something. what are they worth if we leave them in",
        "jokers",
    ),
    (
        "If we play with jokers can they stand in for any card I want? like could one be the card that finishes my pair",
        "jokers",
    ),
    (
        "Playing golf tonight with the kids. Do the jokers stay in the box, and if we do use them are they wild? Youngest is desperate to use them",
        "jokers",
    ),
    ("heard some people play jokers at −5, is that a real thing", "jokers"),
    # see-the-stock-card
    (
        "when i draw from the pile do i get to look at it before choosing what to do",
        "see-the-stock-card",
    ),
    (
        "do you have to decide where the stock card goes before you turn it over?",
        "see-the-stock-card",
    ),
    ("Does everyone see the card I take off the stock, or only me?", "see-the-stock-card"),
    ("draw blind or look first? talking about the face down pile", "see-the-stock-card"),
    # turn-a-card-up-instead-of-drawing
    ("can i just flip one of mine instead of taking a card", "turn-a-card-up-instead-of-drawing"),
    (
        "my go, nothing good on the discard, can I skip drawing altogether and just turn over one of my face down cards",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "Dad wants to know if revealing one of your own cards can be your whole turn, without picking anything up.",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "is turning over one of your own cards a legal move on its own, not touching either pile? we learned it that way at uni",
        "turn-a-card-up-instead-of-drawing",
    ),
    # look-before-replacing
    ("can i peek under a card before i put the new one there", "look-before-replacing"),
    (
        "Sam lifted his face-down card, saw it was a 2, then decided to put his drawn card somewhere else instead. allowed??",
        "look-before-replacing",
    ),
    (
        "do you have to commit to the spot before you see what the hidden card is",
        "look-before-replacing",
    ),
    (
        "I put my 9 over a face down card, turned the old one up and it was a king. can I take that back and put the 9 somewhere else",
        "look-before-replacing",
    ),
    # replace-a-face-up-card
    ("can I swap out a card that's already showing", "replace-a-face-up-card"),
    (
        "I've got a face-up queen and just drew a 3 off the stock. can the 3 go where the queen is?",
        "replace-a-face-up-card",
    ),
    (
        "is it only face down cards you can replace or can you replace an upturned one too",
        "replace-a-face-up-card",
    ),
    (
        "my face up ten is killing me, can i trade it for what i just drew from the deck",
        "replace-a-face-up-card",
    ),
    # move-cards-around
    ("can I rearrange my cards to make a column pair", "move-cards-around"),
    (
        "Lily slid her two 5s into the same column so they'd match. That's not allowed, right?",
        "move-cards-around",
    ),
    ("can you swap a card with another player, like in some party games", "move-cards-around"),
    ("can i move my face-up 8 under my other face-up 8 so theyre a pair", "move-cards-around"),
    (
        "in gin rummy you can sort your hand however you like. can you shuffle your layout around in golf?",
        "move-cards-around",
    ),
    # take-a-pair-off-the-table
    (
        "once I have a pair can I take it off the table so nobody messes with it",
        "take-a-pair-off-the-table",
    ),
    (
        "can I set my matched column aside so it's locked in for the hole",
        "take-a-pair-off-the-table",
    ),
    (
        "do pairs come off the table when you make them, like in go fish",
        "take-a-pair-off-the-table",
    ),
    (
        "Ben took his pair of sixes off the table and said they were banked. Is that a rule? he does this every game",
        "take-a-pair-off-the-table",
    ),
    # throw-a-discard-straight-back
    ("grab the face-up card then just put it back, allowed?", "throw-a-discard-straight-back"),
    (
        "took the top discard then changed my mind, can I just throw it back?",
        "throw-a-discard-straight-back",
    ),
    (
        "Priya grabbed the 6 from the discard pile, looked at it for ages, and then put it back down. Can she do that?",
        "throw-a-discard-straight-back",
    ),
    (
        "the leaflet in our bicycle pack doesnt say you can't bin a card you took off the discard pile... so can you?",
        "throw-a-discard-straight-back",
    ),
    ("if you pick up from the face up pile do you HAVE to use it", "throw-a-discard-straight-back"),
    (
        "Quick one - grabbing the upturned card and chucking it straight back on the pile, legal or not?",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    (
        "the discard pile: can you reach past the top card for one underneath",
        "dig-into-the-discard-pile",
    ),
    (
        "the 2 I want is second from the top of the discards. can I go and get it",
        "dig-into-the-discard-pile",
    ),
    (
        "Is it allowed to look back through the discard pile to see what's already gone?",
        "dig-into-the-discard-pile",
    ),
    (
        "in rummy 500 you can pick up lower cards from the discard pile, can you do that in golf?",
        "dig-into-the-discard-pile",
    ),
    (
        "my son went digging three cards down the discards for a king lol. is that legal",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    ("allowed to draw and bin it straight away?", "throw-away-a-stock-card"),
    (
        "Drew a jack from the stock and don't want it. Can I just put it on the discard pile and that's my turn?",
        "throw-away-a-stock-card",
    ),
    ("do you have to keep the card you draw from the stock", "throw-away-a-stock-card"),
    (
        "Right, we're three holes in, I'm losing badly, and I just pulled a queen off the stock that's no use to me at all. Can I just stick it on the discard pile without swapping it in? then I'll go put the kettle on",
        "throw-away-a-stock-card",
    ),
    (
        "if the stock card's rubbish do I still have to put it into my layout somewhere? asking for my husband who's losing",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    (
        "rejected the draw, am i meant to turn one of mine up now",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "Mum says when you discard what you drew you then have to turn over one of your cards. True?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "drew, binned it. do I get to turn one up as well or is my go just over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "the last golf app we used made you reveal a card every time you rejected a draw. is that how the game normally goes",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "when you reject the stock card do you turn a face down card over? we've been doing it both ways all night",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    ("discard pile card has to cover a hidden one, yeah?", "discard-onto-a-face-down-card"),
    (
        "can the card from the discard pile replace one of my face-up cards, or only a hidden one",
        "discard-onto-a-face-down-card",
    ),
    (
        "Took the 4 off the discard pile and put it over my face-up jack. Nan says discards must cover an unturned card. Who's right?",
        "discard-onto-a-face-down-card",
    ),
    (
        "hole 2, my cousin threw a 3 on the discard pile, I grabbed it and covered my face up 9 with it, and now she says a card off the discard pile has to go over one you haven't turned yet. is that a rule anywhere? she's been wrong before",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("does everyone get one more go after someone goes out", "one-more-turn"),
    (
        "Sam turned his last card over and we all just stopped. Do the rest of us get a final turn?",
        "one-more-turn",
    ),
    (
        "when someone flips their sixth card is the hole over straight away or do we carry on a bit",
        "one-more-turn",
    ),
    (
        "my daughter went out and I hadn't had my go yet that round. do I get one last turn? she says no and she's 9 so she's very sure",
        "one-more-turn",
    ),
    (
        "in the version we learned, once somebody's all face up everybody else plays once more. Is that the normal rule?",
        "one-more-turn",
    ),
    ("someone goes out: do we go round the table once more or score right away", "one-more-turn"),
    (
        "if during the final lap someone else also turns everything up, do we go round again?",
        "one-more-turn",
    ),
    (
        "So we were on hole five, Raj had one card left face down, drew a 4 and put it there, and that was him out. I was sitting right after him with a great card on the discard pile. Do I get to take my turn before we count up?",
        "one-more-turn",
    ),
    # going-out-bonus
    ("going out first = you win that hole?", "going-out-bonus"),
    ("any perk for going out?", "going-out-bonus"),
    (
        "Mark went out first so he thinks he gets minus 5 off. is that a real thing?",
        "going-out-bonus",
    ),
    ("whoever finishes first wins the round right? like crazy eights?", "going-out-bonus"),
    ("going out first: any reward for it, or is it just to end things", "going-out-bonus"),
    # going-out-penalty
    ("what happens if you go out but dont have the lowest score", "going-out-penalty"),
    (
        "our house rule is if you go out and somebody beats you, your score doubles. Is that standard?",
        "going-out-penalty",
    ),
    (
        "I went out with 12 and my husband had 9. Do I get punished for that? he thinks so",
        "going-out-penalty",
    ),
    ("is there a penalty for going out and then being tied with someone", "going-out-penalty"),
    (
        "skyjo doubles your score if you end the round and you're not lowest. does golf do that too?",
        "going-out-penalty",
    ),
    (
        "Uncle Ray flipped his last card with 15 showing and Jo had 8. Does Ray get +10 or something for that?",
        "going-out-penalty",
    ),
    ("going out early and losing - any penalty or just the bad score", "going-out-penalty"),
    # avoid-going-out
    ("can I just leave my last one face down since I'm doing badly", "avoid-going-out"),
    (
        "I've got one face-down card left and my score is awful. Can I keep it hidden and keep playing?",
        "avoid-going-out",
    ),
    (
        "is it allowed to stall going out, like keep swapping face up cards so I don't finish",
        "avoid-going-out",
    ),
    (
        "my brother refuses to go out and keeps replacing his face up cards. legit or is he cheating",
        "avoid-going-out",
    ),
    ("am i forced to end the hole when i'm down to 1 hidden card", "avoid-going-out"),
    # how-soon-can-a-hole-end
    ("quickest possible hole, how many goes", "how-soon-can-a-hole-end"),
    ("how many turns minimum before somebody can go out", "how-soon-can-a-hole-end"),
    ("could someone go out on their second turn?", "how-soon-can-a-hole-end"),
    (
        "Fastest possible finish in six-card golf, is it four turns? my son claims he can do it in three",
        "how-soon-can-a-hole-end",
    ),
    # knock-after-turn
    (
        "can I knock after I've done my draw and swap, or does knocking have to be my whole turn",
        "knock-after-turn",
    ),
    (
        "if we play with knocking, do you knock at the end of your normal go or instead of it?",
        "knock-after-turn",
    ),
    (
        "Jen drew, swapped a card, then knocked. Is knocking allowed after a regular turn?",
        "knock-after-turn",
    ),
    ("knock timing - before your move or after it", "knock-after-turn"),
    # knocking
    ("can you knock in golf", "knocking"),
    ("in gin rummy you knock to finish, is there knocking in six-card golf?", "knocking"),
    ("Is there a way to end the hole early if I think I'm lowest, like knocking?", "knocking"),
    (
        "my friend rapped on the table to end the hole. is knocking even a thing in the six card version",
        "knocking",
    ),
    ("does knocking exist in 6 card or does it only end when someone's all face up", "knocking"),
    # stock-runs-out
    ("deck ran dry?? now what", "stock-runs-out"),
    ("no cards left to draw, what now", "stock-runs-out"),
    (
        "we ran out of stock cards halfway through the hole, do we reshuffle the discards or just score?",
        "stock-runs-out",
    ),
    ("With 8 players the draw pile's gone and nobody's out yet. What do we do?", "stock-runs-out"),
    ("the stock's empty. shuffle the discard pile? and which card stays face up", "stock-runs-out"),
    # card-values
    ("whats a king worth", "card-values"),
    ("card values pls", "card-values"),
    ("how much are jacks and queens", "card-values"),
    ("are aces 1 or 11 in golf? blackjack brain", "card-values"),
    (
        "Grandad has forgotten how much each picture card is worth, can you remind him",
        "card-values",
    ),
    ("is a ten worth 10 and a king 10 as well?", "card-values"),
    # two-twos-in-a-column
    ("2 and 2 in a column, -4??", "two-twos-in-a-column"),
    ("pair of twos, zero or minus four", "two-twos-in-a-column"),
    (
        "I had a 2 above a 2. My wife says it's −4 because twos are negative, I say a pair is 0. Who wins?",
        "two-twos-in-a-column",
    ),
    (
        "do a pair of deuces still cancel to nothing or do they keep their minus",
        "two-twos-in-a-column",
    ),
    (
        "Lucas got both twos in his middle column and wrote down −4. Should it be 0?",
        "two-twos-in-a-column",
    ),
    (
        "we play that two twos stacked is minus 4, is that the official rule or just ours",
        "two-twos-in-a-column",
    ),
    (
        "My mother in law has always played that a column of two twos gives you minus four, and tonight her new neighbour says no, it's just zero like any pair. Which is it? Trying to keep the peace here",
        "two-twos-in-a-column",
    ),
    # jack-with-a-queen
    ("does a jack and queen count as a pair", "jack-with-a-queen"),
    ("jack over queen, same 10 points, does that cancel?", "jack-with-a-queen"),
    ("is 10 and J a pair since they're both worth ten", "jack-with-a-queen"),
    (
        "do two different cards both worth 10 pair up, or does it have to be jack with jack",
        "jack-with-a-queen",
    ),
    (
        "Ellie had a queen on top and a jack underneath and scored it zero. I think it's 20. help",
        "jack-with-a-queen",
    ),
    (
        "face cards are all 10 so any two face cards in a column make 0? ive got a J and a Q",
        "jack-with-a-queen",
    ),
    # do-suits-matter
    ("does the suit make any difference or is it just the number", "do-suits-matter"),
    ("does a red 7 pair with a black 7", "do-suits-matter"),
    ("do the cards in a pair need to be the same suit?", "do-suits-matter"),
    ("hearts, spades, whatever - does the suit ever count for anything in golf", "do-suits-matter"),
    (
        "two 9s in a column, one clubs one diamonds. still a pair? in poker suits don't rank so I'd guess yes",
        "do-suits-matter",
    ),
    # two-identical-cards
    (
        "We're using two decks and I ended up with two queen of hearts in one column. Does that count as a pair?",
        "two-identical-cards",
    ),
    (
        "two identical cards from two packs, like two 8 of spades, pair or not?",
        "two-identical-cards",
    ),
    (
        "double deck game: the exact same card twice in a column, do they cancel",
        "two-identical-cards",
    ),
    ("my column has the 5♣ twice (two decks mixed). zero?", "two-identical-cards"),
    # pair-in-a-row
    ("two of the same number side by side on the top line, do they cancel", "pair-in-a-row"),
    ("two 8s next to each other along my top row, do they cancel?", "pair-in-a-row"),
    ("pairs only up and down, or across as well?", "pair-in-a-row"),
    (
        "I had two sevens in my bottom row side by side. Mum scored them as 14. Is that right",
        "pair-in-a-row",
    ),
    ("horizontal pairs: yes or no", "pair-in-a-row"),
    ("my cousin says a pair across the row is as good as one up and down. is it", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("diagonal pairs count?", "pair-on-a-diagonal"),
    (
        "I've got a 6 top left and a 6 bottom middle, corner to corner. Does that cancel?",
        "pair-on-a-diagonal",
    ),
    ("do matching cards on a slant score zero", "pair-on-a-diagonal"),
    (
        "two queens diagonally across from each other in my layout, worth anything?",
        "pair-on-a-diagonal",
    ),
    # column-of-two-kings
    ("KK in a column - special or not", "column-of-two-kings"),
    (
        "Is a pair of kings better than a normal pair? they're already 0 so does it go below that",
        "column-of-two-kings",
    ),
    ("king on king in one column, is there a bonus", "column-of-two-kings"),
    ("does a column of 2 kings score less than zero or just zero", "column-of-two-kings"),
    # king-with-a-two
    ("K with a 2 in the same column, does that count as matched", "king-with-a-two"),
    ("2 over a K, pair or just −2", "king-with-a-two"),
    ("does a king pair with a two, seeing as they're both the good low cards", "king-with-a-two"),
    ("my column is a deuce and a king. match or not?", "king-with-a-two"),
    # joker-with-a-two
    ("joker + 2 same column = pair??", "joker-with-a-two"),
    (
        "Playing with jokers. I have a joker and a two in the same column. Do they cancel?",
        "joker-with-a-two",
    ),
    (
        "joker and deuce stacked, is that a match since they're both the minus-ish cards?",
        "joker-with-a-two",
    ),
    ("if jokers are −2 and 2s are +2 in our game, is a joker over a 2 a pair?", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("both jokers stacked up, nil or minus 4", "two-jokers-in-a-column"),
    (
        "both jokers ended up in my left column. do they cancel or do i get minus four",
        "two-jokers-in-a-column",
    ),
    ("pair of jokers: zero, or do they keep their value", "two-jokers-in-a-column"),
    (
        "We play jokers at -2. Matt got both in one column and is claiming −4. Isn't it 0?",
        "two-jokers-in-a-column",
    ),
    (
        "is a joker pair in one column worth anything extra? nephew is very pleased with himself",
        "two-jokers-in-a-column",
    ),
    # best-column
    ("best column score possible?", "best-column"),
    ("lowest two-card column u can get??", "best-column"),
    ("which two cards make the best column", "best-column"),
    (
        "whats the dream column in golf, the best two cards you could have top and bottom",
        "best-column",
    ),
    # four-of-a-kind
    ("4 of a kind spread over 2 cols, bonus points or nah", "four-of-a-kind"),
    ("I've got all four 7s in two columns. Is there extra for that?", "four-of-a-kind"),
    ("four 9s in two columns next to each other, someone said that's −20", "four-of-a-kind"),
    (
        "square of four 3s in my layout, any bonus or just zeros? in cribbage four of a kind is huge",
        "four-of-a-kind",
    ),
    # lowest-hole-score
    ("lowest anyone could ever get on one hole?", "lowest-hole-score"),
    ("best possible hole score", "lowest-hole-score"),
    ("is −6 the lowest for a single hole or can you go lower", "lowest-hole-score"),
    (
        "my son wants to know what the perfect layout would score, the lowest you can get in one round",
        "lowest-hole-score",
    ),
    # highest-hole-score
    ("whats the ceiling on a single hole score, absolute worst case", "highest-hole-score"),
    ("how many points could one terrible hole cost you, max", "highest-hole-score"),
    (
        "what's the max points in a single deal? I just got 48 and want to know how bad that is",
        "highest-hole-score",
    ),
    ("can you score more than sixty on one hole", "highest-hole-score"),
    # negative-scores
    ("can your total go below 0", "negative-scores"),
    ("is a negative hole score allowed or does it just count as 0", "negative-scores"),
    ("Ava finished hole 3 on −4 and we wrote down 0. Should it be minus?", "negative-scores"),
    ("my running total is −3 after two holes, do we just keep it negative?", "negative-scores"),
    ("do negative scores get rounded up to zero like in some games", "negative-scores"),
    ("can you have minus points in golf, like finish the game under par lol", "negative-scores"),
    (
        "scoring question from the kitchen: after hole two dad's on minus five overall. do we carry that into hole three as minus five or does it reset to zero? he's insisting on minus",
        "negative-scores",
    ),
    # layout-of-21
    ("21 = zero??", "layout-of-21"),
    (
        "I scored exactly 21 this hole and someone said that's blackjack so it's zero. Real?",
        "layout-of-21",
    ),
    ("blackjack rule: hitting 21 on the dot resets you to 0?", "layout-of-21"),
    ("is there a rule where landing on exactly twenty-one wipes your hole score", "layout-of-21"),
    # lowest-hole-bonus
    ("low score on the hole gets something knocked off, or no?", "lowest-hole-bonus"),
    ("is there an extra reward for having the lowest score on a hole", "lowest-hole-bonus"),
    (
        "whoever has the lowest hole score gets minus three knocked off, is that standard?",
        "lowest-hole-bonus",
    ),
    (
        "underdog bonus for the low score on a hole, is that in the normal rules",
        "lowest-hole-bonus",
    ),
    # tied-hole-penalty
    ("two of us scored 8 on the same hole, is there a penalty for that", "tied-hole-penalty"),
    ("tied shame rule, +5 for a tie on a hole?", "tied-hole-penalty"),
    (
        "if two players get the same score on one hole does anything happen to them",
        "tied-hole-penalty",
    ),
    ("Nina and I both had 4 on hole 6. Someone said we both get plus 5?", "tied-hole-penalty"),
    ("equal hole scores - any penalty?", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("2 jack pairs = extra bonus??", "two-pairs-of-jacks"),
    ("what's the wolfpack rule", "two-pairs-of-jacks"),
    (
        "I have a jack pair in two different columns. Do I get something extra for that?",
        "two-pairs-of-jacks",
    ),
    ("do double jack pairs get minus anything", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("how long is a match, 9 or 18?", "how-many-holes"),
    ("who deals after the first hole", "how-many-holes"),
    ("does the deal go left or right each hole", "how-many-holes"),
    (
        "how many rounds before we add it all up, and does the deal move round the table",
        "how-many-holes",
    ),
    # tie-for-the-win
    ("tie at the end, who wins", "tie-for-the-win"),
    ("me and dad both finished on 31 after 9 holes. playoff?", "tie-for-the-win"),
    ("it's a draw for first place, how do we settle it", "tie-for-the-win"),
    (
        "if two people have the same lowest total at the end, do we play another hole?",
        "tie-for-the-win",
    ),
    ("sudden death hole for a tied game, yes or no", "tie-for-the-win"),
    (
        "We finished level on the final total. Grandma says we share it, grandad wants a tiebreak. Settle this please, it's getting heated",
        "tie-for-the-win",
    ),
    (
        "nine holes done, Kai and Beth both on twenty-two, lowest at the table. does anyone win outright or is it joint",
        "tie-for-the-win",
    ),
    # match-total-range
    ("best ever score over a full nine holes, what's the floor", "match-total-range"),
    ("what's the highest total you could ever get across all 9 holes", "match-total-range"),
    ("is there a max and min for a full match total", "match-total-range"),
    ("theoretically what's the best whole-game score in golf", "match-total-range"),
    # missed-holes
    ("my sister only got here for hole 4, what does she get for the first three", "missed-holes"),
    ("someone has to leave after 5 holes, how do we score them", "missed-holes"),
    (
        "Grandad went to bed after hole six. Do we count him out or give him scores for the rest?",
        "missed-holes",
    ),
    ("late arrival wants to join, can she, and what about the holes she missed", "missed-holes"),
    (
        "Tom's train was late and he missed the first 2 holes. Give him the worst score for those?",
        "missed-holes",
    ),
    ("what do you do with a player who joins halfway through", "missed-holes"),
    ("kids are going to bed at hole 7, how do we finish off their scores", "missed-holes"),
    (
        "So Zoe played the first four holes, then had to go and pick up her son from football, and came back for the last two. How do we fill in the three she wasn't there for? she's only a few points behind",
        "missed-holes",
    ),
    # four-card-golf
    ("4 card golf - pairs = 0 or no", "four-card-golf"),
    ("in 4-card golf is a two still minus 2", "four-card-golf"),
    ("playing the 2x2 version, do matching cards still cancel out", "four-card-golf"),
    ("4 card golf scoring, is a 2 negative like in 6 card", "four-card-golf"),
    # nine-card-golf
    ("9 card golf, do 2 of the same in a column count", "nine-card-golf"),
    ("in nine-card golf is a pair in a column zero or do you need three", "nine-card-golf"),
    ("3x3 golf: a matching pair up and down, does it cancel?", "nine-card-golf"),
    ("playing the 9 card version, my column has two 5s and a 3. any cancelling?", "nine-card-golf"),
]

OFF_TOPIC_9: list[str] = [
    "nice one, great hole!",
    "whose turn is it to wash up",
    "anyone want more crisps",
    "back in 5, bathroom",
    "how do you play crazy eights",
    "what does a birdie mean in real golf",
    "how do I shuffle cards like a casino dealer",
    "does the app work offline",
    "in cribbage what's his nobs worth",
    "who won the masters last year",
    "what's the capital of australia",
    "can you teach me a card trick with the jokers",
    "in poker does a flush beat a straight",
    "in blackjack should you hit on 16",
    "how many cards are in a tarot deck",
    "good snack ideas for card night?",
    "congrats mum, you absolutely smashed that round",
    "the dog chewed the 3 of clubs lol",
    "what's par on a typical 18 hole course",
    "how does scoring work in bridge",
    "can we order pizza after this round",
    "in uno can you stack draw twos",
    "how far does tiger woods hit a driver",
    "what's the difference between a riffle shuffle and an overhand shuffle",
    "in rummy can you lay off on other people's melds",
    "who invented playing cards",
    "why is the king of hearts called the suicide king",
    "how do I export the score sheet to a pdf",
    "your turn to pick the film after cards",
    "sorry, traffic was awful, did I miss the cake?",
    "what's the best card game for just two people",
    "how do you play klondike solitaire",
    "in hearts is the queen of spades worth 13",
    "i swear this deck is cursed, i keep getting rubbish",
    "how many calories in a mince pie",
    "does the app keep my scores if my phone dies",
    "in spades how do you bid nil",
    "is it bad luck to drop the whole deck on the floor",
    "how does the trick where you find someone's chosen card work",
    "has anyone ever got a hole in one on a par 5",
]
