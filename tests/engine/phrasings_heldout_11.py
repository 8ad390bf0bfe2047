# ruff: noqa: E501
"""Held-out rule-question phrasings, set 11.

This set was written on 7 December 2026 by a helper session that was started for this one job
and nothing else. Its reading was limited to two things: the catalogue's 53 questions, given as
`slug: text` lines, and, from the team's rules notes that are kept outside the repository, only
the introduction with its list of sources, the main rules, the variants and house rules, and the
rule-question catalogue. It did not read the search code, the search's examples, any earlier
held-out set, or any repository, so nothing here was shaped to suit the search.

The voices try to sound like people at a kitchen table typing into the app: terse fragments,
long stories with the real question somewhere in the middle, questions asked for a child, a
partner or a grandparent, past-tense reports of what just happened (including people who turned
up late, left early or went to bed), arguments put to the app to settle ("my brother says...,
who's right"), comparisons with rummy, Skyjo, blackjack and the like where the question is still
about Golf, British and American wording (pack, go, nought, mum; deck, turn, zero, mom), text
speak, phonetic spellings and typos, numbers written as words, true minus signs, and the odd
trailing remark that has nothing to do with the rules.

Read once, by the lead, after issue 32's seventh round: the search before that round (its code
as at ad99982) and after it (the fitted reranker and sure decision, merged as 92ceffc), measured
together (the closing note gives the figures). The fitting script (scripts/fit_search.py) has
never read it. From then on it is a development set like the ten before it.

Never edit this file to fit the search: if a query fails, fix the search or record the miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_11: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards do u deal each person", "cards-per-player"),
    ("six each? and is it two lines of three or three lines of two", "cards-per-player"),
    (
        "my nan wants to know how she should set her cards out in front of her, is it a little rectangle?",
        "cards-per-player",
    ),
    (
        "dealer gave everyone five, pretty sure that's wrong. how many is it meant to be and what shape do they go in",
        "cards-per-player",
    ),
    (
        "Sorry, total beginner. We give everybody 6 cards, yes? How do we arrange them on the table?",
        "cards-per-player",
    ),
    # how-many-decks
    ("do we need 2 packs for three people", "how-many-decks"),
    ("there's six of us tonight, is one deck enough", "how-many-decks"),
    (
        "my husband always shuffles two decks together even when it's just the two of us. is that allowed or is one deck the rule?",
        "how-many-decks",
    ),
    ("how meny decks for 9 ppl", "how-many-decks"),
    (
        "Four of us at the holiday cottage and only one pack of cards in the drawer, will that do? Also the wifi here is awful",
        "how-many-decks",
    ),
    # stock-size
    ("how many cards should be left in the draw pile after dealing to 3 players", "stock-size"),
    ("with four people how big should the stock be once everyone's dealt", "stock-size"),
    ("we counted 39 in the middle with two of us playing, does that sound right?", "stock-size"),
    (
        "five players, two decks shuffled together - how many cards left over to draw from after the deal",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("do i get to pick which 2 cards i flip at the start", "which-cards-start-face-up"),
    (
        "My son turned over both his starting cards in the same column and my daughter is calling it cheating. Who's right?",
        "which-cards-start-face-up",
    ),
    (
        "at the beginning do the two you turn up have to be in different columns",
        "which-cards-start-face-up",
    ),
    (
        "is it any two cards you flip first or does it have to be the top row",
        "which-cards-start-face-up",
    ),
    ("flipped my two opening cards one above the other, legal?", "which-cards-start-face-up"),
    # look-at-face-down-cards
    ("can i sneak a look at my own face down cards mid game", "look-at-face-down-cards"),
    (
        "Is it allowed to check what's under my hidden cards whenever I want? They're my cards after all",
        "look-at-face-down-cards",
    ),
    (
        "grandad keeps lifting the corners of his upside down cards to have a peek, is he allowed to do that",
        "look-at-face-down-cards",
    ),
    ("r u allowed to look at ur own cards that r still face down", "look-at-face-down-cards"),
    # first-dealer
    ("who deals first", "first-dealer"),
    (
        "how do we decide who deals the very first hand? we normally just make the oldest do it",
        "first-dealer",
    ),
    ("whats a fair way to choose the dealer at the start of the game", "first-dealer"),
    ("we cut the pack to see who deals. does low card or high card deal first?", "first-dealer"),
    # accidental-peek
    (
        "I knocked my layout with my elbow and one of my hidden cards flipped over. What happens now?",
        "accidental-peek",
    ),
    ("dealer gave me seven cards, what do we do", "accidental-peek"),
    (
        "my toddler grabbed one of my face-down cards and showed it to the whole table lol. do we redeal or carry on",
        "accidental-peek",
    ),
    ("someone saw my hidden card when i dropped it, is there a penalty", "accidental-peek"),
    ("misdeal, one player only got five. do we start the hole again?", "accidental-peek"),
    # jokers
    ("do jokers go in", "jokers"),
    ("are jokers wild in golf like they are in rummy", "jokers"),
    ("we left the jokers in the deck by accident, what do they count as?", "jokers"),
    ("jokrs in or out??", "jokers"),
    (
        "my partner says jokers are minus 2, I say take them out altogether. what's the proper rule",
        "jokers",
    ),
    ("Can a joker stand in for any card to make a pair?", "jokers"),
    # see-the-stock-card
    ("when I draw from the deck do I get to look at it before I decide", "see-the-stock-card"),
    ("do you have to pick where the stock card goes before you've seen it", "see-the-stock-card"),
    ("is the card off the draw pile taken blind or do i see it first", "see-the-stock-card"),
    (
        "do I have to show everyone the card I just drew before I choose what to do with it",
        "see-the-stock-card",
    ),
    # turn-a-card-up-instead-of-drawing
    ("can I skip drawing and just flip one of mine", "turn-a-card-up-instead-of-drawing"),
    (
        "instead of taking a card can i use my go to turn one over",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "my mum reckons you can spend your turn flipping one of your face-down cards without picking anything up. is that a real move?",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "is flipping a card a valid turn on its own, no draw at all",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "can you pass on both piles and just reveal one of your cards",
        "turn-a-card-up-instead-of-drawing",
    ),
    # look-before-replacing
    (
        "can I look at a face down card first and then decide if I want to swap it",
        "look-before-replacing",
    ),
    (
        "am I allowed to peek at the card underneath before I put the new one in its place",
        "look-before-replacing",
    ),
    (
        "Lifted my face-down card to check it, didn't like the look of the swap so put it back. My sister says once you look you're committed. Who's right?",
        "look-before-replacing",
    ),
    (
        "when you replace a hidden card do you have to choose the spot blind",
        "look-before-replacing",
    ),
    # replace-a-face-up-card
    ("can i swap out a card that's already showing", "replace-a-face-up-card"),
    (
        "I've got a face-up queen sitting there, can I put my drawn card on top of it instead",
        "replace-a-face-up-card",
    ),
    (
        "is it only the face down ones you can replace or can you replace turned-up ones too",
        "replace-a-face-up-card",
    ),
    ("can u change a card u already flipped", "replace-a-face-up-card"),
    # move-cards-around
    ("can I rearrange my cards to line up a pair", "move-cards-around"),
    ("can i trade one of my cards with my brother's", "move-cards-around"),
    (
        "my daughter moved her two fives so they'd be in the same column. is that allowed?",
        "move-cards-around",
    ),
    ("Are the spots fixed or can I shuffle my layout about during the hole?", "move-cards-around"),
    ("can i slide my 7 across into the other column to match it up", "move-cards-around"),
    # take-a-pair-off-the-table
    (
        "once I've made a pair can I remove it so nobody can mess with it",
        "take-a-pair-off-the-table",
    ),
    ("can you bank a matched column by taking it off the table", "take-a-pair-off-the-table"),
    (
        "do finished pairs stay on the table or do you clear them away like in skyjo",
        "take-a-pair-off-the-table",
    ),
    (
        "can i pick up my completed pair and put it to one side so it's safe",
        "take-a-pair-off-the-table",
    ),
    # throw-a-discard-straight-back
    ("can i pick up the discard and put it back", "throw-a-discard-straight-back"),
    (
        "I took the top card off the discard pile and then changed my mind. Can I just put it back?",
        "throw-a-discard-straight-back",
    ),
    (
        "my husband keeps taking from the discard pile and chucking it straight back just to waste his turn, surely that's not legal",
        "throw-a-discard-straight-back",
    ),
    ("if you take from the discard pile do you have to keep it", "throw-a-discard-straight-back"),
    ("can u take the face up card and just discard it again", "throw-a-discard-straight-back"),
    (
        "the bicycle site says the drawn card can be swapped or discarded, does that count for a card taken off the discard pile too?",
        "throw-a-discard-straight-back",
    ),
    (
        "grabbed the discard, decided i didn't want it after all and threw it back. my friend says you can't do that. who's right?",
        "throw-a-discard-straight-back",
    ),
    (
        "is picking up the open card and binning it again a legit turn",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    ("can I take a card from further down the discard pile", "dig-into-the-discard-pile"),
    (
        "there's a king two cards down in the discards, can i dig it out",
        "dig-into-the-discard-pile",
    ),
    ("am I allowed to look through the discard pile", "dig-into-the-discard-pile"),
    (
        "like in rummy can you pick up a load of discards to get to the one you want",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    ("if I draw from the deck and dont want it can i just discard it", "throw-away-a-stock-card"),
    ("do you have to use the card you draw off the stock", "throw-away-a-stock-card"),
    ("drew a jack from the pile, can I just chuck it?", "throw-away-a-stock-card"),
    (
        "is it ok to draw from the pile and put it straight onto the discards",
        "throw-away-a-stock-card",
    ),
    (
        "My grandson says whatever you draw from the deck you have to swap into your cards. Is he right?",
        "throw-away-a-stock-card",
    ),
    ("can i bin the stock card without swapping anything in", "throw-away-a-stock-card"),
    # turn-a-card-up-after-throwing-away
    (
        "after I discard the card I drew, do I have to flip one of mine over",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "if i throw away the drawn card do i get to turn one of my face down cards up",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "in the online version when you discard your draw you flip one of yours, is that the real rule",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "my wife says when you reject the draw you must turn a card over. I said no. who's right",
        "turn-a-card-up-after-throwing-away",
    ),
    ("do you flip a card after discarding from the deck", "turn-a-card-up-after-throwing-away"),
    (
        "like skyjo, when you throw away the card you drew do you then reveal one of your own?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "after chucking the stock card is flipping one of mine optional or compulsory",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "Threw away a 9 I'd drawn and then turned up one of my cards, and my uncle said that wasn't allowed. Was he right?",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    (
        "if I pick up the discard does it have to go on a face down card",
        "discard-onto-a-face-down-card",
    ),
    (
        "can the card i took off the discard pile replace one of my face up ones",
        "discard-onto-a-face-down-card",
    ),
    (
        "taking the top discard: must it cover a hidden card or can it go anywhere in my six",
        "discard-onto-a-face-down-card",
    ),
    ("does a discard pick up have to go on an unturned card", "discard-onto-a-face-down-card"),
    # one-more-turn
    ("when someone flips their last card does everyone else get one more go", "one-more-turn"),
    ("does the round end immediately when someone goes out", "one-more-turn"),
    (
        "Last night my sister turned her last card and we all said we get one final turn, she said no, hole over. Who's right?",
        "one-more-turn",
    ),
    ("do the others get a final turn", "one-more-turn"),
    ("is there a last lap round the table after a player has all six up", "one-more-turn"),
    (
        "my dad went out and ended it before I'd even played, don't I get one more turn?",
        "one-more-turn",
    ),
    ("does the hole finish straight away or does it go round the table once more", "one-more-turn"),
    (
        "like in rummy when someone goes out do the rest of us get a last turn to improve our hands",
        "one-more-turn",
    ),
    (
        "Okay so we're at the in-laws, hole seven, Dave flips his sixth card and starts counting straight away, and Linda says hang on, the rest of us get one last go. Do we or don't we? Also the lasagne was amazing",
        "one-more-turn",
    ),
    ("does every1 get a last go after sum1 flips all 6", "one-more-turn"),
    # going-out-bonus
    ("does the person who goes out first win the hole", "going-out-bonus"),
    ("do you get any bonus points for going out first", "going-out-bonus"),
    ("is there a reward for finishing first", "going-out-bonus"),
    (
        "My nephew flipped all his cards first and thinks that means he won the round. Does he?",
        "going-out-bonus",
    ),
    ("going out first = minus 5?", "going-out-bonus"),
    # going-out-penalty
    ("if you go out but someone has a lower score do you get penalised", "going-out-penalty"),
    (
        "my friend says if you end the hole and you're not lowest your score gets doubled like in skyjo, is that a golf rule",
        "going-out-penalty",
    ),
    ("penalty for going out and not being lowest?", "going-out-penalty"),
    (
        "Right, so I went out on hole four with eleven, my partner had eleven as well and Sam had nine. Sam reckons I get punished for going out without being lowest. Is that an actual rule or is Sam making it up?",
        "going-out-penalty",
    ),
    ("is there a +10 for going out when someone beats you", "going-out-penalty"),
    (
        "went out thinking i had it won then my mum turned out to be 3 lower. does my score get doubled now",
        "going-out-penalty",
    ),
    ("do u lose points if u go out but ur not the lowest", "going-out-penalty"),
    # avoid-going-out
    ("can i choose not to flip my last card if my score is bad", "avoid-going-out"),
    ("I've got one face-down card left and a rubbish score, can I stall?", "avoid-going-out"),
    (
        "do I have to go out as soon as I can? I'd rather wait till my cards are better",
        "avoid-going-out",
    ),
    (
        "my brother keeps drawing and discarding so he never has to turn his last card over, is that legal",
        "avoid-going-out",
    ),
    # how-soon-can-a-hole-end
    ("what's the fastest a round can be over", "how-soon-can-a-hole-end"),
    ("earliest turn someone can go out on", "how-soon-can-a-hole-end"),
    ("how many turns minimum before a hole can finish", "how-soon-can-a-hole-end"),
    ("could someone realistically go out on their second turn?", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("do I knock instead of taking my turn, or after I've played it", "knock-after-turn"),
    (
        "we're playing with knocking. can I draw, swap and then knock all in the same turn?",
        "knock-after-turn",
    ),
    ("in the knocking version does the knock use up your whole turn", "knock-after-turn"),
    ("can i have a normal go and knock at the end of it", "knock-after-turn"),
    # stock-runs-out
    ("what if the draw pile runs out", "stock-runs-out"),
    ("we've run out of cards in the stock, what now", "stock-runs-out"),
    (
        "no cards left to draw and nobody's gone out yet. do we reshuffle the discards?",
        "stock-runs-out",
    ),
    ("stock is empty, do we just score everyone as they are?", "stock-runs-out"),
    ("eight of us and the deck ran dry halfway through the hole, wot's the rule", "stock-runs-out"),
    # knocking
    ("can you knock like in rummy to end it", "knocking"),
    ("is knocking a thing in six card golf", "knocking"),
    ("can I end the hole early by knocking if I think I'm lowest", "knocking"),
    (
        "My aunt rapped on the table to end the round, says that's how they play back home. Is that allowed?",
        "knocking",
    ),
    ("knock to finish?", "knocking"),
    ("can i call it and end the round without all my cards turned up", "knocking"),
    # card-values
    ("what are the cards worth", "card-values"),
    ("how much is a king", "card-values"),
    ("is a 2 minus two", "card-values"),
    ("whats an ace worth, one or eleven", "card-values"),
    ("picture cards are ten each right", "card-values"),
    (
        "my gran thinks kings count 13 like in some other game. what are they actually worth in this?",
        "card-values",
    ),
    ("points for each card pls", "card-values"),
    ("queen value?", "card-values"),
    # two-twos-in-a-column
    ("are two 2s in one column worth minus 4", "two-twos-in-a-column"),
    ("pair of twos minus four or zero", "two-twos-in-a-column"),
    (
        "I had a 2 on top of a 2, my husband scored it 0 and I said −4. Who's right?",
        "two-twos-in-a-column",
    ),
    ("if a 2 is −2 then two of them in the same column is −4 surely?", "two-twos-in-a-column"),
    ("column of deuces = 0 or -4?", "two-twos-in-a-column"),
    (
        "do matching twos cancel like other pairs or do they keep their minus",
        "two-twos-in-a-column",
    ),
    (
        "Just had a massive row with my brother. I had the two of clubs over the two of diamonds, twos are minus two, so I said minus four. He says any pair is nought. Who's right? Pass the crisps",
        "two-twos-in-a-column",
    ),
    ("my daughter got two twos in one column, does she get minus 4 for it", "two-twos-in-a-column"),
    # jack-with-a-queen
    ("does a jack and a queen count as a pair since theyre both 10", "jack-with-a-queen"),
    ("jack and queen in the same column, do they cancel", "jack-with-a-queen"),
    ("does a 10 pair with a jack", "jack-with-a-queen"),
    ("J over Q = 0?", "jack-with-a-queen"),
    (
        "they're both worth ten points so they should match, right? my cousin says a jack and queen don't",
        "jack-with-a-queen",
    ),
    ("10 and a queen in a column, pair or 20 points", "jack-with-a-queen"),
    ("do all the face cards pair with each other", "jack-with-a-queen"),
    # do-suits-matter
    ("does the suit make any difference", "do-suits-matter"),
    ("does a pair have to be the same colour", "do-suits-matter"),
    ("Does a 5 of hearts pair with a 5 of clubs?", "do-suits-matter"),
    ("are hearts worth anything different to spades", "do-suits-matter"),
    # two-identical-cards
    (
        "we use two decks and i've got two queen of hearts in a column, does that count as a pair",
        "two-identical-cards",
    ),
    (
        "with two packs what if I get the exact same card twice, like both 8 of spades",
        "two-identical-cards",
    ),
    ("identical cards from the 2 decks, do they pair ok?", "two-identical-cards"),
    (
        "two of the exact same card stacked up, pair or not? we're playing with a double deck",
        "two-identical-cards",
    ),
    # pair-in-a-row
    ("does a pair count if they're next to each other in a row", "pair-in-a-row"),
    ("two sevens side by side on the top row, do they cancel", "pair-in-a-row"),
    ("do horizontal pairs count or just vertical ones", "pair-in-a-row"),
    (
        "my nan matched two cards across instead of up and down, does that still score zero",
        "pair-in-a-row",
    ),
    ("pairs in rows count?", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("do diagonal pairs count", "pair-on-a-diagonal"),
    ("two nines corner to corner, does that cancel out", "pair-on-a-diagonal"),
    ("pair on a slant?", "pair-on-a-diagonal"),
    (
        "my son's got matching cards diagonally from each other, is that zero or not",
        "pair-on-a-diagonal",
    ),
    # column-of-two-kings
    ("is a pair of kings worth anything extra", "column-of-two-kings"),
    ("two kings in a column, any bonus?", "column-of-two-kings"),
    ("do paired kings give you minus points", "column-of-two-kings"),
    ("what does a column of two kings score", "column-of-two-kings"),
    # king-with-a-two
    ("does a king and a 2 count as a pair", "king-with-a-two"),
    ("king over a two in the same column, is that a match", "king-with-a-two"),
    ("does a 2 go with a king to make zero", "king-with-a-two"),
    ("My sister thinks a K and a 2 cancel each other out. Do they?", "king-with-a-two"),
    # joker-with-a-two
    ("does a joker pair with a 2 seeing as both are minus two", "joker-with-a-two"),
    ("joker and a two in one column, pair or not", "joker-with-a-two"),
    ("can a joker match a deuce", "joker-with-a-two"),
    ("we play jokers at −2, do they cancel with twos", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("pair of jokers in one column: nought or −4?", "two-jokers-in-a-column"),
    ("do two jokers cancel out", "two-jokers-in-a-column"),
    ("I got both jokers stacked up in one column, is that minus four", "two-jokers-in-a-column"),
    ("pair of jokers = zero?", "two-jokers-in-a-column"),
    (
        "my grandma got both jokers in the same column and she's claiming minus 4, is she right",
        "two-jokers-in-a-column",
    ),
    # best-column
    ("what's the best score you can get in one column", "best-column"),
    ("lowest a single column can possibly be", "best-column"),
    ("best possible two cards to have in one column", "best-column"),
    ("which pair of cards makes the best column", "best-column"),
    # four-of-a-kind
    ("I have four 7s in two columns, is there a bonus", "four-of-a-kind"),
    ("four of a kind bonus?", "four-of-a-kind"),
    ("two columns both pairs of queens, do I get extra points off?", "four-of-a-kind"),
    ("is there a square bonus for four matching cards", "four-of-a-kind"),
    (
        "my dad got all four aces in two columns next to each other. does he get minus 20 or something",
        "four-of-a-kind",
    ),
    # lowest-hole-score
    ("what's the lowest score you can get in a hole", "lowest-hole-score"),
    ("best possible score for one hand", "lowest-hole-score"),
    ("is minus 6 the best you can do in one round", "lowest-hole-score"),
    ("lowest possible round score?", "lowest-hole-score"),
    # highest-hole-score
    ("what's the worst possible score for one hole", "highest-hole-score"),
    ("max score in a round", "highest-hole-score"),
    ("highest a six card layout can score", "highest-hole-score"),
    ("is 60 the most you can get in one hand", "highest-hole-score"),
    # negative-scores
    ("can your score go below zero", "negative-scores"),
    ("can a running total be negative", "negative-scores"),
    ("my score for the hole came to −4, do we write it as 0 or as minus", "negative-scores"),
    ("do negatives count or do you floor it at zero", "negative-scores"),
    # layout-of-21
    ("does 21 count as zero like blackjack", "layout-of-21"),
    ("I scored exactly 21 on the hole and someone said that resets to 0. true?", "layout-of-21"),
    ("twenty one points = zero?", "layout-of-21"),
    ("is there a blackjack rule where a hand adding up to 21 scores nothing", "layout-of-21"),
    # lowest-hole-bonus
    ("does the lowest score each hole get a bonus", "lowest-hole-bonus"),
    ("whoever's lowest on a hole, do they get something knocked off", "lowest-hole-bonus"),
    ("lowest score of the round minus 3?", "lowest-hole-bonus"),
    ("extra points off for having the best hand that round?", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("is there a penalty if two people tie on a hole", "tied-hole-penalty"),
    (
        "me and my wife both scored 8 this round, is there some sort of tie penalty",
        "tied-hole-penalty",
    ),
    ("same score as someone else on a hole = plus 5?", "tied-hole-penalty"),
    ("tied scores in one round, does anything happen to us", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("two pairs of jacks bonus", "two-pairs-of-jacks"),
    ("does having two columns of jacks get you anything special", "two-pairs-of-jacks"),
    ("wolfpack jacks?", "two-pairs-of-jacks"),
    ("I got 2 pairs of jacks and my friend says that's minus twenty, is it", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("how many rounds do we play", "how-many-holes"),
    ("is it 9 holes or 18", "how-many-holes"),
    ("who deals the next hole", "how-many-holes"),
    ("we play nine rounds right? and does the deal move left or right each time", "how-many-holes"),
    # tie-for-the-win
    ("what if two people tie at the end", "tie-for-the-win"),
    ("tied for the lowest total after 9 holes, who wins", "tie-for-the-win"),
    ("do we play a tiebreaker hole if its a draw", "tie-for-the-win"),
    (
        "my husband and I both finished on 23. how do we settle it? loser washes up",
        "tie-for-the-win",
    ),
    ("tie at the end, do we share the win", "tie-for-the-win"),
    # match-total-range
    ("what's the lowest possible total for a whole game", "match-total-range"),
    ("highest score possible over nine holes", "match-total-range"),
    ("range of possible game totals", "match-total-range"),
    ("what's the best anyone could ever score over a full match", "match-total-range"),
    # missed-holes
    (
        "my friend arrived after hole 3, what do we put down for the holes she missed",
        "missed-holes",
    ),
    ("someone has to leave after 5 holes, how do we score the rest", "missed-holes"),
    ("grandma went to bed after the sixth hole, does her score still count", "missed-holes"),
    ("late player, how do you score the rounds they missed", "missed-holes"),
    (
        "my brother joined at hole 4, do we give him the highest score for the first three?",
        "missed-holes",
    ),
    (
        "Tom left early to catch his train. do we count his remaining holes as zeros or what",
        "missed-holes",
    ),
    ("the kids went to bed halfway through, how do we finish off their scores", "missed-holes"),
    ("can someone join in partway through the match", "missed-holes"),
    (
        "We started with four of us but Priya had to go after hole five because her babysitter rang. We carried on to nine. What happens to her total, does she just lose?",
        "missed-holes",
    ),
    # four-card-golf
    ("in 4 card golf do pairs cancel", "four-card-golf"),
    ("four card version, is a two still minus", "four-card-golf"),
    ("playing the 2x2 version with the kids, do matching cards count zero", "four-card-golf"),
    ("4-card golf, are 2s worth plus 2", "four-card-golf"),
    # nine-card-golf
    ("nine card golf, does a pair in a column score 0", "nine-card-golf"),
    ("in 9 card golf do you need three the same in a column", "nine-card-golf"),
    ("3x3 golf: two matching cards in a column, do they cancel?", "nine-card-golf"),
    ("9-card: are pairs zero or only triples", "nine-card-golf"),
]

OFF_TOPIC_11: list[str] = [
    "how do you play rummy",
    "what's a good handicap for a beginner golfer",
    "thanks this app is great",
    "what's par on a normal 18 hole course",
    "in poker does a flush beat a straight",
    "how many points is a pair in cribbage",
    "how do you count up points in skyjo",
    "how many cards do you deal in gin rummy",
    "best snacks for a card night",
    "how do I delete a player from the app",
    "show me an easy card trick for kids",
    "what wine goes with a cheese board",
    "in uno can you stack draw two cards",
    "does the dealer hit on soft 17 in blackjack",
    "how does bidding work in bridge",
    "hearts: can you lead a heart before they're broken",
    "which club should I use for a 150 yard shot",
    "lol",
    "who won the masters this year",
    "how do I switch the app to dark mode",
    "good night everyone",
    "we just did mini golf and my daughter got a hole in one on the windmill, do they give prizes for that at the kiosk?",
    "how do you do a riffle shuffle without bending the cards",
    "export my scores to a spreadsheet",
    "in spades how many tricks do you need for a nil bid",
    "how many decks do you need for canasta",
    "how do i win at solitaire more often",
    "rate five stars",
    "order a pizza",
    "how does scoring work in crazy eights",
    "what does a birdie mean",
    "my grandad used to play a card game called nap down the pub, does anyone know how it goes?",
    "how to do the four aces trick",
    "my turn to do the dishes apparently",
    "what's the score in the football",
    "you're a star, thanks for settling that",
    "how does the card game war end",
    "go fish how many cards each",
    "whose turn is it to host next week",
    "any good deals on a folding card table",
]
