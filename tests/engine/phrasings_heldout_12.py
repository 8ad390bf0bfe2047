# ruff: noqa: E501
"""Held-out rule-question phrasings, set 12.

Written by a helper session started for this one job, on 7 December 2026. It read only two
things: the catalogue's 53 questions, given as slug: text, and, from the team's rules notes kept
outside the repository, the introduction with its source list, the main rules, the variants and
house rules, and the rule-question catalogue. It did not read the search code, the search's
examples, any earlier held-out set, or any repository. Each label was chosen by reading the
catalogue entry whose answer the asker actually needs, checking the neighbouring entries where
two questions sit close together.

The voices are meant to sound like people at a kitchen table typing into the box: terse
one-liners and bare keywords, long stories with the question buried in the middle, questions
asked on behalf of a child, partner or grandparent, past-tense accounts of what just happened at
the table (a card dropped, jokers left in the pack, a peek, a late arrival or an early night),
comparisons with Skyjo, rummy, blackjack and go fish where the question is still about Golf,
British and American wording and slang, text speak, phonetic spelling and typos, true minus signs
and numbers written as words, a trailing remark that has nothing to do with the rules, and
arguments put to the app to settle.

Sealed (bench/sealed/, compressed) until issue 32's ninth round was over, then read once by
the lead: the search before that round (3517016) and after it (the fitted topic model, merged
as 3c26e1b), measured together (the closing note and bench/HISTORY.md give the figures). The
fitting script (scripts/fit_search.py, ``FITTED_SETS``) has never read it. From then on it is
a development set like the eleven before it.

Never edit this file to fit the search: if a query fails, fix the search or record the miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_12: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards do u deal each", "cards-per-player"),
    ("six each or seven? and do they go in a line or a block", "cards-per-player"),
    (
        "my nan is setting up and wants to know if it's 2 rows of 3 or 3 rows of 2, which way round",
        "cards-per-player",
    ),
    ("deal count per person", "cards-per-player"),
    (
        "we dealt everyone six in one long line, is that wrong? how r they meant to be laid out",
        "cards-per-player",
    ),
    # how-many-decks
    ("decks for 6 players?", "how-many-decks"),
    (
        "theres 3 of us and we've got two packs, overkill or fine to shuffle them together",
        "how-many-decks",
    ),
    ("do we need a second deck if there's five of us", "how-many-decks"),
    ("One pack enough for a family of four?", "how-many-decks"),
    ("Planning a big night, maybe ten people. How many packs should I bring?", "how-many-decks"),
    (
        "my husband reckons you always need two decks even with just the two of us, I say one does it. who's right",
        "how-many-decks",
    ),
    ("how meny decks for 7 ppl", "how-many-decks"),
    # stock-size
    ("how many cards should be left in the draw pile after dealing to 3 players", "stock-size"),
    ("after the deal how big is the stock for two of us with one pack", "stock-size"),
    (
        "we counted 27 left in the pile with four people playing, does that sound right",
        "stock-size",
    ),
    ("stock count 8 players two decks", "stock-size"),
    # which-cards-start-face-up
    ("do i pick my two face up cards or are they random", "which-cards-start-face-up"),
    (
        "Can my two starting flips be the top and bottom of the same column?",
        "which-cards-start-face-up",
    ),
    (
        "is it allowed to turn up both cards in one column at the beginning",
        "which-cards-start-face-up",
    ),
    (
        "my son flipped his two corner cards at the start, does it have to be a particular two",
        "which-cards-start-face-up",
    ),
    ("starting reveal which two", "which-cards-start-face-up"),
    # look-at-face-down-cards
    ("can i check my hidden cards whenever i want", "look-at-face-down-cards"),
    (
        "My grandad keeps lifting the corners of his face-down cards to remind himself what they are. Is he allowed?",
        "look-at-face-down-cards",
    ),
    ("r u allowed to look at ur own face down cards mid game", "look-at-face-down-cards"),
    (
        "Is it legit to have a quick squint at your own unturned cards partway through the hole?",
        "look-at-face-down-cards",
    ),
    ("can i luk at my cards that are upside down", "look-at-face-down-cards"),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who deals the very first hand", "first-dealer"),
    ("Is there an official way to pick the first dealer or do we just cut for it?", "first-dealer"),
    (
        "we always argue about who shuffles and deals at the start lol, what do the rules say",
        "first-dealer",
    ),
    # accidental-peek
    ("someone saw a card they shouldnt have", "accidental-peek"),
    (
        "My daughter knocked the table and one of her face-down cards flipped over, so everyone saw it was a king. What do we do now?",
        "accidental-peek",
    ),
    ("dealer gave one person 7 cards by mistake, what now", "accidental-peek"),
    (
        "I caught a glimpse of my neighbour's hidden card when she straightened her layout. Do we redeal?",
        "accidental-peek",
    ),
    (
        "We were halfway through dealing hole 3 when the dealer's elbow caught the pile and a couple of cards went face up on the table, one of them meant to be mine. Everyone saw. Carry on or redeal? Also who finished the crisps",
        "accidental-peek",
    ),
    (
        "ugh my partner accidentally saw two of his face down cards while tidying them, do we start the hole over",
        "accidental-peek",
    ),
    ("misdeal golf", "accidental-peek"),
    # jokers
    ("jokers in or out", "jokers"),
    ("are jokers wild in golf", "jokers"),
    (
        "We just realised we've had both jokers in the pack for the last three holes. Are they even supposed to be in there?",
        "jokers",
    ),
    ("wat r jokers worth", "jokers"),
    ("does a joker count as anything, like a wild card that can match whatever", "jokers"),
    (
        "my sister wants to use the jokers as wild like in rummy, is that a thing in six card golf",
        "jokers",
    ),
    ("should the jokers come out before we shuffle", "jokers"),
    # see-the-stock-card
    ("when I draw from the deck do I get to look at it before I decide", "see-the-stock-card"),
    ("Do you draw blind from the stock or do you see the card first?", "see-the-stock-card"),
    (
        "do i have to show everyone the card i drew from the pile or is it just me who looks",
        "see-the-stock-card",
    ),
    ("draw from stock face down or up?", "see-the-stock-card"),
    (
        "am i allowed to see what i picked up off the stock before i choose where it goes",
        "see-the-stock-card",
    ),
    # turn-a-card-up-instead-of-drawing
    ("can I skip drawing and just flip one of mine", "turn-a-card-up-instead-of-drawing"),
    (
        "Instead of taking a card, can I use my turn to turn over one of my face-down cards?",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("my go: no draw, just reveal a card. legal?", "turn-a-card-up-instead-of-drawing"),
    (
        "is flipping a card instead of picking up a house rule or the real rule",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "Grandma wants to just turn one of hers over on her turn rather than pick anything up, is she allowed",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("flip instead of draw", "turn-a-card-up-instead-of-drawing"),
    # look-before-replacing
    ("can i look at the face down card before i swap it", "look-before-replacing"),
    (
        "Do you have to decide which hidden card you're replacing before you see it?",
        "look-before-replacing",
    ),
    (
        "my brother peeks under his face-down card and then decides whether to put the new one there. cheating or fine?",
        "look-before-replacing",
    ),
    ("when replacing a face-down card is it blind", "look-before-replacing"),
    (
        "I picked a spot, looked at the card underneath, saw it was a 2 and changed my mind. Can I do that?",
        "look-before-replacing",
    ),
    ("check a card first then decide to swap, allowed?", "look-before-replacing"),
    # replace-a-face-up-card
    ("can i swap out a card thats already showing", "replace-a-face-up-card"),
    (
        "I've got a face-up queen staring at me, can I put my new card in its place?",
        "replace-a-face-up-card",
    ),
    ("is it only face down cards you can replace or face up ones too", "replace-a-face-up-card"),
    ("replace a revealed card?", "replace-a-face-up-card"),
    (
        "Can you get rid of a bad card you've already turned over by swapping the card you drew in for it?",
        "replace-a-face-up-card",
    ),
    # move-cards-around
    ("can i rearrange my cards", "move-cards-around"),
    ("can I slide my 5 over so it sits under my other 5 and makes a column", "move-cards-around"),
    ("Can I trade one of my cards with my friend's?", "move-cards-around"),
    ("my kid moved his jack up to sit above his other jack, is that allowed", "move-cards-around"),
    ("are card positions fixed or can u shuffle ur layout about", "move-cards-around"),
    ("swap cards between players", "move-cards-around"),
    # take-a-pair-off-the-table
    ("can i remove a pair once i've made it so nobody can mess it up", "take-a-pair-off-the-table"),
    ("once my column matches do I take those two cards out of play?", "take-a-pair-off-the-table"),
    ("do matched pairs get put aside like in go fish", "take-a-pair-off-the-table"),
    ("Can I lock in my finished pair by setting it to one side?", "take-a-pair-off-the-table"),
    # throw-a-discard-straight-back
    ("Can I pick up the discard and then just discard it again?", "throw-a-discard-straight-back"),
    ("take from discard pile then throw it back, legal?", "throw-a-discard-straight-back"),
    (
        "my wife picked up the top card of the discard pile, changed her mind and put it right back. is that allowed",
        "throw-a-discard-straight-back",
    ),
    (
        "if i grab the face up card off the pile can i change my mind",
        "throw-a-discard-straight-back",
    ),
    (
        "Bicycle's rules say the drawn card may be swapped or discarded. Does that include a card taken from the discard pile?",
        "throw-a-discard-straight-back",
    ),
    ("taking the discard just to bin it, legit?", "throw-a-discard-straight-back"),
    ("after taking the discard do i have to use it", "throw-a-discard-straight-back"),
    # dig-into-the-discard-pile
    ("can I take a card from further down the discard pile", "dig-into-the-discard-pile"),
    (
        "the 2 I want is second from the top of the discards, can I take it",
        "dig-into-the-discard-pile",
    ),
    ("can you look through the discard pile", "dig-into-the-discard-pile"),
    ("Is it only the top discard you can take, or any of them?", "dig-into-the-discard-pile"),
    # throw-away-a-stock-card
    ("can i bin the card i drew from the deck", "throw-away-a-stock-card"),
    (
        "If I draw from the stock and it's rubbish, can I just discard it?",
        "throw-away-a-stock-card",
    ),
    ("do you have to keep the card you draw from the stock", "throw-away-a-stock-card"),
    (
        "drew a queen off the stock, don't want it. can i just chuck it on the discard pile",
        "throw-away-a-stock-card",
    ),
    ("is discarding the drawn card a whole turn", "throw-away-a-stock-card"),
    # turn-a-card-up-after-throwing-away
    (
        "after i throw away the card i drew do i flip one of mine",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "When you discard the stock card, do you then have to turn one of your cards face up?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "my friend says if you pass on the drawn card you must flip one of your face down cards. is that right?",
        "turn-a-card-up-after-throwing-away",
    ),
    ("discard then flip?", "turn-a-card-up-after-throwing-away"),
    (
        "Do you get to turn a card up as a consolation after rejecting the draw?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "We've always played that rejecting a stock card means you reveal one. My uncle says that's not the rule. Who's right?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "If I chuck the stock card, can I also turn over one of mine or is my go over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "binned the draw, do i have to turn one up even if its my last face down card",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    (
        "if i take the discard does it have to replace a face down card",
        "discard-onto-a-face-down-card",
    ),
    (
        "Can the discard I pick up go in place of one of my face-up cards?",
        "discard-onto-a-face-down-card",
    ),
    (
        "taking from the discard pile, can it replace a card I can already see or must it be a hidden one",
        "discard-onto-a-face-down-card",
    ),
    (
        "my mum thinks a card from the discard pile can only go onto a face down spot, true?",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("does everyone get one more go after someone flips all their cards", "one-more-turn"),
    ("last turn after someone goes out?", "one-more-turn"),
    (
        "My cousin turned over his last card and we all stopped, but my aunt says everyone else gets one final turn. Who's right?",
        "one-more-turn",
    ),
    (
        "when a player has all 6 face up, does the game end right away or go round once more",
        "one-more-turn",
    ),
    ("final round rule", "one-more-turn"),
    ("do the rest of us get a last go once one person is fully revealed", "one-more-turn"),
    (
        "In Skyjo everyone gets one more turn after someone reveals everything. Same in golf?",
        "one-more-turn",
    ),
    (
        "is it instant end when someone's last card goes up, or does the table get another lap",
        "one-more-turn",
    ),
    (
        "Ok so we're on hole four, Tom's had five cards up for ages, then he draws a 3, swaps it into his last spot and says that's it, over. Jen hadn't had her go yet and is fuming. Does everyone else get a turn after that or not? Also the pizza's here",
        "one-more-turn",
    ),
    ("one more turn each after going out", "one-more-turn"),
    # going-out-bonus
    ("do u win the hole if u go out first", "going-out-bonus"),
    ("is there a bonus for going out", "going-out-bonus"),
    ("Does finishing first get you anything, like points knocked off?", "going-out-bonus"),
    ("my son went out first and thinks that means he won the round. does he?", "going-out-bonus"),
    ("going out reward?", "going-out-bonus"),
    # going-out-penalty
    ("if i go out and someone has a lower score do i get penalised", "going-out-penalty"),
    ("Is the person who ends the round doubled if they're not the lowest?", "going-out-penalty"),
    ("penalty for going out and not having the best score", "going-out-penalty"),
    (
        "in skyjo you double your score if you close the round and aren't lowest. does golf do that?",
        "going-out-penalty",
    ),
    (
        "She flipped her last card sitting on 14 and my dad had 9. Does she get extra points slapped on for that?",
        "going-out-penalty",
    ),
    ("went out but tied with someone, does the one who went out get punished", "going-out-penalty"),
    # avoid-going-out
    ("can i avoid flipping my last card if my score is bad", "avoid-going-out"),
    ("Am I forced to go out when I've only got one face-down card left?", "avoid-going-out"),
    (
        "how do you stall so you don't finish the hole when you've got a rubbish hand",
        "avoid-going-out",
    ),
    (
        "is it allowed to keep one card hidden on purpose so the round doesn't end",
        "avoid-going-out",
    ),
    (
        "I have five up and a terrible total. Is there any way to not end the hole?",
        "avoid-going-out",
    ),
    # how-soon-can-a-hole-end
    ("what's the quickest a round can finish", "how-soon-can-a-hole-end"),
    ("fewest turns before a hole can end?", "how-soon-can-a-hole-end"),
    ("could someone go out on their second turn", "how-soon-can-a-hole-end"),
    ("Earliest possible turn to go out in six card golf?", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("can I knock at the end of my turn after I've drawn and swapped", "knock-after-turn"),
    (
        "is knocking instead of taking a turn, or do you take your turn and then knock",
        "knock-after-turn",
    ),
    ("Do I play my turn and then knock, or does knocking use up my go?", "knock-after-turn"),
    ("knock after drawing?", "knock-after-turn"),
    # knocking
    ("can i knock", "knocking"),
    ("is there knocking in six card golf like in gin rummy", "knocking"),
    ("Can I end the hole early by knocking when I think I'm lowest?", "knocking"),
    ("my dad knocked on the table to end the round, is that a real rule in this game", "knocking"),
    ("knock to finish", "knocking"),
    ("can you call it and end the round before all the cards are up", "knocking"),
    # stock-runs-out
    ("what if the draw pile is empty", "stock-runs-out"),
    ("we ran out of stock cards, now what", "stock-runs-out"),
    ("The deck ran out and no one had finished. Do we reshuffle the discards?", "stock-runs-out"),
    ("stock empty, nobody out", "stock-runs-out"),
    ("wat happens wen the stok runs out", "stock-runs-out"),
    # card-values
    ("what are the card values", "card-values"),
    ("how much is a king worth", "card-values"),
    ("scoring for picture cards?", "card-values"),
    ("whats an ace worth in golf, 1 or 11", "card-values"),
    ("my granny wants a cheat sheet of what every card scores, can you list them", "card-values"),
    ("do the spot cards just count their number", "card-values"),
    ("is a single 2 really −2", "card-values"),
    # two-twos-in-a-column
    ("two 2s in a column = −4 or 0?", "two-twos-in-a-column"),
    ("pair of twos score", "two-twos-in-a-column"),
    (
        "My brother says a pair of deuces is minus 4 because each 2 is minus 2. I say pairs always cancel to zero. Who's right?",
        "two-twos-in-a-column",
    ),
    ("do twos cancel out or do they add up when they're paired", "two-twos-in-a-column"),
    ("if i have a 2 above a 2 do i get negative four", "two-twos-in-a-column"),
    ("column of two twos", "two-twos-in-a-column"),
    ("does matching my 2s lose me their minus points", "two-twos-in-a-column"),
    ("twos pair, minus four or nothing?", "two-twos-in-a-column"),
    # jack-with-a-queen
    ("does a jack and queen count as a pair since they're both 10", "jack-with-a-queen"),
    ("J and Q in the same column, zero?", "jack-with-a-queen"),
    ("Can a ten pair with a jack? Same points.", "jack-with-a-queen"),
    (
        "my daughter thinks any two 10-point cards cancel, like a queen over a jack",
        "jack-with-a-queen",
    ),
    ("is a jak and a qeen a pare", "jack-with-a-queen"),
    ("10 over a queen do they cancel", "jack-with-a-queen"),
    # do-suits-matter
    ("do suits matter", "do-suits-matter"),
    ("does it matter if my pair is a red 7 and a black 7", "do-suits-matter"),
    ("are hearts worth anything different to spades", "do-suits-matter"),
    ("Do the cards need to be the same suit to pair up?", "do-suits-matter"),
    # two-identical-cards
    ("two decks, i have two 8 of spades in one column, is that a pair", "two-identical-cards"),
    ("exact same card twice from both packs, does it cancel", "two-identical-cards"),
    (
        "we're using two packs and I've got queen of hearts sitting over queen of hearts. Zero?",
        "two-identical-cards",
    ),
    ("identical cards double deck pair?", "two-identical-cards"),
    # pair-in-a-row
    ("do pairs count side by side", "pair-in-a-row"),
    ("two 9s next to each other in the top row, do they cancel?", "pair-in-a-row"),
    ("Is it only columns that score zero or rows too?", "pair-in-a-row"),
    (
        "my partner says a pair across the row counts, I say only up and down. who's right",
        "pair-in-a-row",
    ),
    ("horizontal pair", "pair-in-a-row"),
    ("matching cards in a row, any good?", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("diagonal pair count?", "pair-on-a-diagonal"),
    ("two 4s corner to corner, does that cancel", "pair-on-a-diagonal"),
    ("Do matching cards on the diagonal score zero?", "pair-on-a-diagonal"),
    ("a 6 top left and a 6 bottom middle, slanty, do they pair", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("two kings in a column, anything special?", "column-of-two-kings"),
    ("Is a pair of kings any better than two kings on their own?", "column-of-two-kings"),
    ("is there a bonus for a king pair", "column-of-two-kings"),
    ("kings stacked in one column worth anything", "column-of-two-kings"),
    # king-with-a-two
    ("does a king and a 2 in the same column pair", "king-with-a-two"),
    ("2 with a K, pair or not", "king-with-a-two"),
    ("Is a column of a king and a two a match, or does the two keep its minus?", "king-with-a-two"),
    ("my king sits above a deuce, is that a pair cuz they're both low", "king-with-a-two"),
    # joker-with-a-two
    ("does a joker pair with a 2", "joker-with-a-two"),
    ("Joker and a two in one column, do they cancel?", "joker-with-a-two"),
    ("since jokers and 2s are both minus two, do they match", "joker-with-a-two"),
    ("joker + deuce pair?", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers in a column, 0 or −4?", "two-jokers-in-a-column"),
    ("do jokers cancel each other out", "two-jokers-in-a-column"),
    (
        "Both jokers ended up in my middle column. Is that minus four or zero?",
        "two-jokers-in-a-column",
    ),
    ("pair of jokers score", "two-jokers-in-a-column"),
    ("joker over joker", "two-jokers-in-a-column"),
    # best-column
    ("best possible column score", "best-column"),
    ("what's the lowest one column can be", "best-column"),
    ("What's the best two cards to have in a single column?", "best-column"),
    ("lowest scoring column combo", "best-column"),
    # four-of-a-kind
    ("four 7s in two columns, bonus?", "four-of-a-kind"),
    ("I've got two columns of fives, is that a square bonus", "four-of-a-kind"),
    ("four of a kind bonus", "four-of-a-kind"),
    ("is there anything extra for all four queens across two columns", "four-of-a-kind"),
    ("two matching pairs of the same number, worth more than zero?", "four-of-a-kind"),
    # lowest-hole-score
    ("lowest score you can get in a hole", "lowest-hole-score"),
    ("What's the best possible score for one round?", "lowest-hole-score"),
    ("is −6 the best you can do in a hand", "lowest-hole-score"),
    ("minimum hole score", "lowest-hole-score"),
    # highest-hole-score
    ("highest score possible for one round", "highest-hole-score"),
    ("worst possible hand score", "highest-hole-score"),
    ("what's the most points you can rack up in a single hole", "highest-hole-score"),
    ("could you score sixty in one hole", "highest-hole-score"),
    # negative-scores
    ("can you go below zero", "negative-scores"),
    ("Can your total be negative?", "negative-scores"),
    (
        "my score for the round is minus three, do I write it down as negative or zero",
        "negative-scores",
    ),
    ("negative totals allowed?", "negative-scores"),
    ("does a minus score get rounded up to 0", "negative-scores"),
    # layout-of-21
    ("does 21 count as zero", "layout-of-21"),
    ("blackjack rule: exactly 21 = 0?", "layout-of-21"),
    (
        "I scored exactly twenty one this hole, someone said that gets wiped to nothing, true?",
        "layout-of-21",
    ),
    ("is there a 21 rule in golf", "layout-of-21"),
    # lowest-hole-bonus
    ("bonus for lowest score in a round?", "lowest-hole-bonus"),
    ("Does the person with the best score on a hole get anything extra?", "lowest-hole-bonus"),
    ("do you get points off for winning a hole", "lowest-hole-bonus"),
    ("lowest in the hole gets minus 3?", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("two people same score on one hole, penalty?", "tied-hole-penalty"),
    ("Is there a penalty if you tie with someone on a hole?", "tied-hole-penalty"),
    ("Me and my sister both got 7 this round. Does anything happen to us?", "tied-hole-penalty"),
    ("tied shame rule", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("bonus for two pairs of jacks?", "two-pairs-of-jacks"),
    (
        "I've got a pair of jacks in two different columns, is there a wolfpack bonus",
        "two-pairs-of-jacks",
    ),
    ("two jack columns anything special", "two-pairs-of-jacks"),
    ("wolfpack", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("how many rounds do we play", "how-many-holes"),
    ("is it 9 or 18 holes", "how-many-holes"),
    ("who deals the next hole", "how-many-holes"),
    (
        "Quick one: how long is a full game in hands, and does the same person deal every time? Cheers",
        "how-many-holes",
    ),
    # tie-for-the-win
    ("tied at the end who wins", "tie-for-the-win"),
    ("After nine holes me and my dad are both on 23. Do we play another hole?", "tie-for-the-win"),
    ("tie breaker", "tie-for-the-win"),
    ("two players same total at the finish, do they share it", "tie-for-the-win"),
    # match-total-range
    ("what's the lowest total you could get over a whole game", "match-total-range"),
    ("highest possible score for a full 9 holes", "match-total-range"),
    ("range of possible totals over a match", "match-total-range"),
    ("best ever score for an entire game, theoretically", "match-total-range"),
    # missed-holes
    (
        "my friend arrived after the 3rd hole, what does she score for the ones she missed",
        "missed-holes",
    ),
    ("Grandpa went to bed after hole 6. How do we count his last three holes?", "missed-holes"),
    ("someone left early, how to score", "missed-holes"),
    ("late joiner scoring", "missed-holes"),
    (
        "Auntie Pat turned up after we'd done two holes and wants in. How do we score the holes she missed? btw great app",
        "missed-holes",
    ),
    (
        "my son had to leave for football practice after five rounds, do we drop him or give him something for the rest",
        "missed-holes",
    ),
    # four-card-golf
    ("4 card golf, do pairs cancel", "four-card-golf"),
    ("In four-card golf is a 2 still minus two?", "four-card-golf"),
    ("rules for the 2x2 version", "four-card-golf"),
    (
        "playing the four card version with the kids, do matching cards in a column count as zero",
        "four-card-golf",
    ),
    ("four card golf scoring", "four-card-golf"),
    # nine-card-golf
    ("9 card golf, does a pair in a column count", "nine-card-golf"),
    ("nine-card version: do I need three in a column to get zero?", "nine-card-golf"),
    ("3x3 golf scoring pairs", "nine-card-golf"),
    ("In nine card golf my column has two 8s and a 3, is that nineteen points?", "nine-card-golf"),
    ("do two matching cards cancel in the 9 card game", "nine-card-golf"),
]

OFF_TOPIC_12: list[str] = [
    "how do you play rummy",
    "what beats a flush in poker",
    "skyjo how many cards does each player get",
    "cribbage scoring for a run of three",
    "How many points is a small slam worth in bridge?",
    "hearts: can you lead a heart before they've been broken",
    "uno can you stack draw twos",
    "blackjack should I hit on 16 against a dealer 10",
    "whist trumps explained",
    "canasta minimum cards in a meld",
    "what's a decent golf handicap for a beginner",
    "which club should I use for a 150 yard shot",
    "what does par 5 mean on a golf course",
    "when is the next big golf tournament on telly",
    "how do I stop slicing off the tee",
    "odds of a hole in one for an amateur",
    "thanks, that sorted it!",
    "love this app",
    "hello",
    "what should we have for dinner tonight",
    "good cocktail for a games night",
    "easy card trick to show the kids",
    "how do I shuffle like a casino dealer",
    "how do i delete a player from the score sheet",
    "can I export our scores to a spreadsheet",
    "dark mode please",
    "why do new packs come with two jokers anyway",
    "best way to win at solitaire",
    "deal me in next time, I'm grabbing snacks",
    "how to play go fish with a four year old",
    "poker: does a straight beat three of a kind",
    "in gin rummy can you knock with ten points of deadwood",
    "crisps or popcorn for a card night?",
    "the app keeps crashing when I open the scores",
    "Long story, but my uncle swears he can pull any card I name out of the deck without looking. How is that trick done?",
    "texas holdem how many cards in the flop",
    "phase 10 what is phase 4",
    "in spades how do you count bags",
    "my turn to make the tea, anyone want one?",
    "is it rude to win every hand against your grandma",
]
