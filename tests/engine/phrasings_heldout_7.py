# ruff: noqa: E501
"""Held-out rule-question phrasings, set 7.

A helper session started for this one job wrote this file on 7 December 2026.

What it read: a list of the catalogue's 53 questions, given as slug: text, and
sections 1, 2 and 4 of the team's rules notes (with the short introduction and
source list above them), only to learn the game's words.

What it did not read: the search code, its examples, earlier held-out sets, or
any repository.

Every query was written fresh, in the voice of people at a kitchen table or
talking into a phone, and each is paired with the one slug whose question
answers it. OFF_TOPIC_7 holds strings that no Six-card Golf rule question
answers.

Read once, by the lead, after issue 32's third round: the search before that round (0f3e3c7)
and after it, measured together (the closing note gives the figures).

Never edit this file to fit the search: if a query fails, fix the search or record the
miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_7: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards each", "cards-per-player"),
    (
        "grandma says deal seven apiece but i thought it was fewer?? how many does everyone get",
        "cards-per-player",
    ),
    (
        "Do the cards go out in one long line or in two rows? First time playing.",
        "cards-per-player",
    ),
    ("how many card every player receive and how I put them on the table", "cards-per-player"),
    (
        "dealing right now quick how many do i give everybody and do they go three over three",
        "cards-per-player",
    ),
    ("mummy how many cards do i get and do i put them in a line", "cards-per-player"),
    # how-many-decks
    ("decks for 6 people", "how-many-decks"),
    (
        "theres seven of us at thanksgiving is one pack of cards going to be enough",
        "how-many-decks",
    ),
    (
        "Can the three of us shuffle two decks together so the draw pile lasts longer?",
        "how-many-decks",
    ),
    ("How many packs do we need for five players, love?", "how-many-decks"),
    ("we r 9 ppl how many decks lol", "how-many-decks"),
    ("how much deck we need when we are eight persons", "how-many-decks"),
    # stock-size
    ("how many cards left in the draw pile after dealing to 4 players", "stock-size"),
    (
        "After the deal how big should the stock be for two people? I think we've lost a card somewhere",
        "stock-size",
    ),
    ("number of cards remaining in stock 3 players one deck", "stock-size"),
    (
        "Is fifty-five right for the face-down pile once eight of us have been dealt in with two decks?",
        "stock-size",
    ),
    ("how many crads in the stock with 3 players", "stock-size"),
    (
        "Two of us and a single deck, how many cards should be sitting in the stock after dealing?",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("which 2 cards do i flip at the start", "which-cards-start-face-up"),
    (
        "At the beginning can I turn over two cards in the same column, or do they have to be in different columns?",
        "which-cards-start-face-up",
    ),
    (
        "Noah flipped both his opening cards in the left-hand column, is that allowed",
        "which-cards-start-face-up",
    ),
    (
        "do i get to pick which two i show before play starts or is it set",
        "which-cards-start-face-up",
    ),
    (
        "Must the two cards I turn up at the start be in separate columns?",
        "which-cards-start-face-up",
    ),
    # look-at-face-down-cards
    ("can i check my face down cards", "look-at-face-down-cards"),
    (
        "is it ok to sneak a look at my own hidden cards whenever i want during the hand",
        "look-at-face-down-cards",
    ),
    (
        "my grandson keeps lifting the corners of his unturned cards to see what they are, is he allowed to do that",
        "look-at-face-down-cards",
    ),
    (
        "Once the round is under way, may a player look at the cards still lying face down in front of him?",
        "look-at-face-down-cards",
    ),
    ("mummy says i cant look at my cards that are upside down why not", "look-at-face-down-cards"),
    ("cn i look at my cardz face down", "look-at-face-down-cards"),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who deals the very first hand", "first-dealer"),
    (
        "Is there an official way to pick the first dealer or do we just cut the deck?",
        "first-dealer",
    ),
    ("who shuffles for game one we're arguing already and we havent even started", "first-dealer"),
    ("who deals frist", "first-dealer"),
    # accidental-peek
    ("dropped a card and everyone saw it", "accidental-peek"),
    (
        "Dad bumped the table and one of my face-down cards flipped over so everybody saw it. Do we just carry on?",
        "accidental-peek",
    ),
    ("misdeal what do we do sam got seven cards and I only got five", "accidental-peek"),
    (
        "i saw my sisters hidden card by mistake when she was straightening her layout, whats the rule",
        "accidental-peek",
    ),
    ("oops the dealer flashed a card while dealing, redeal?", "accidental-peek"),
    (
        "Accidentally flipped the wrong card over while dealing, does the hand still count",
        "accidental-peek",
    ),
    # jokers
    ("jokers in or out", "jokers"),
    ("do we use the jokers, are they wild like in rummy", "jokers"),
    ("Is the joker a wild card in this game?", "jokers"),
    ("do we leave the jokers in the box or shuffle them in", "jokers"),
    ("joker wild?? my son swears it can be anything", "jokers"),
    ("r jokrs wild", "jokers"),
    # see-the-stock-card
    ("do i look at the card i draw from the pile before i decide", "see-the-stock-card"),
    (
        "When you pick up from the deck, do you get to see it first or does it have to go straight down somewhere?",
        "see-the-stock-card",
    ),
    (
        "I took the top of the face-down pile, am I allowed to look at it privately before choosing where it goes",
        "see-the-stock-card",
    ),
    ("draw from stock do I peek at it first or flip it for everyone", "see-the-stock-card"),
    ("is the card from the deck secret until i play it", "see-the-stock-card"),
    # turn-a-card-up-instead-of-drawing
    ("flip instead of draw", "turn-a-card-up-instead-of-drawing"),
    (
        "Can I skip drawing and just turn one of my own cards over as my turn?",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "my uncle says on your go you can just turn up one of your hidden cards and pass, is that a real rule or is he making it up again",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "instead of taking any card can i just reveal one of mine",
        "turn-a-card-up-instead-of-drawing",
    ),
    # look-before-replacing
    ("peek before swap", "look-before-replacing"),
    (
        "When I want to swap the new card in, can I look under the face-down one first to see if it's worth replacing?",
        "look-before-replacing",
    ),
    (
        "Lily lifted one of her hidden cards, looked at it, then decided to put her new card somewhere else instead. Legal?",
        "look-before-replacing",
    ),
    ("do i have to choose blind which hidden card to replace", "look-before-replacing"),
    # replace-a-face-up-card
    ("swap out a face up card", "replace-a-face-up-card"),
    (
        "I've got a queen showing, can I put the card I just drew in its place and get rid of the queen?",
        "replace-a-face-up-card",
    ),
    (
        "can u replace cards that r already flipped or only the hidden ones",
        "replace-a-face-up-card",
    ),
    (
        "Is it allowed to exchange one of my visible cards for the one I drew from the deck?",
        "replace-a-face-up-card",
    ),
    ("Can I put the new card where my ten is already showing", "replace-a-face-up-card"),
    # move-cards-around
    ("rearrange my cards", "move-cards-around"),
    ("can I slide my two sevens around so theyre in the same column", "move-cards-around"),
    ("can i trade one of my cards with my brother's", "move-cards-around"),
    (
        "Are you allowed to shift your cards into different spots once they're laid out?",
        "move-cards-around",
    ),
    (
        "Ava keeps shuffling her layout around like it's solitaire to line up pairs. Surely that's cheating?",
        "move-cards-around",
    ),
    ("Is possible to change the place of my cards for make a pair?", "move-cards-around"),
    # take-a-pair-off-the-table
    ("remove pairs from table", "take-a-pair-off-the-table"),
    (
        "When I match a column can I take those two out and put them aside like in go fish so they're locked in?",
        "take-a-pair-off-the-table",
    ),
    ("do finished pairs come off the board", "take-a-pair-off-the-table"),
    (
        "my kid wants to pull his pair of fives out of his layout and set them to the side so they can't get messed up, is that a thing",
        "take-a-pair-off-the-table",
    ),
    ("can i take my two 5s away cos they match", "take-a-pair-off-the-table"),
    # throw-a-discard-straight-back
    ("take discard put it back", "throw-a-discard-straight-back"),
    (
        "Can I pick up the top card of the discard pile and then just put it right back down?",
        "throw-a-discard-straight-back",
    ),
    (
        "Ella grabbed the 4 off the discard pile, changed her mind and tossed it back. Is she allowed to do that?",
        "throw-a-discard-straight-back",
    ),
    (
        "if i take from the discard pile do i HAVE to use it or can i discard it again",
        "throw-a-discard-straight-back",
    ),
    (
        "the instructions on the box say you can swap or discard the card you took does that count for the face up pile too",
        "throw-a-discard-straight-back",
    ),
    (
        "picked up from discards changed my mind can i chuck it back lol",
        "throw-a-discard-straight-back",
    ),
    (
        "Honestly my brother-in-law does this every single turn: takes the open card, looks at it, puts it back. Is that even a move??",
        "throw-a-discard-straight-back",
    ),
    (
        "I SWEAR if Kevin takes the discard and puts it back one more time. Is he allowed??",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    ("take card from middle of discard pile", "dig-into-the-discard-pile"),
    (
        "Can I go through the discard pile and pull out the king that's two cards down?",
        "dig-into-the-discard-pile",
    ),
    (
        "is only the top discard available or can you take deeper ones like in rummy 500",
        "dig-into-the-discard-pile",
    ),
    (
        "the 2 i wanted got covered by the next discard can i still grab it from underneath",
        "dig-into-the-discard-pile",
    ),
    (
        "is it like canasta where you can pick up the whole discard pile",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    ("discard the drawn card", "throw-away-a-stock-card"),
    (
        "If I draw a card off the deck and it's rubbish, can I just bin it?",
        "throw-away-a-stock-card",
    ),
    (
        "draw from stock dont like it can i just put it on discard pile and thats my turn done",
        "throw-away-a-stock-card",
    ),
    ("Must I use the card I take from the deck, or may I refuse it?", "throw-away-a-stock-card"),
    ("can I thorw away the card I drew from the stock", "throw-away-a-stock-card"),
    (
        "In crazy eights you keep drawing till you can play, but here can I just draw one and put it straight on the pile?",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    ("discard then flip?", "turn-a-card-up-after-throwing-away"),
    (
        "If I throw the stock card away, do I then flip one of my own cards over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "Ben drew a jack, chucked it on the discard pile and then turned over one of his hidden cards. My wife says that second part isn't allowed. Who's right?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "when you reject the card you drew do you have to reveal one of yours or is it optional",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "after discarding from the deck my friend says i MUST flip one of mine, true??",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "so i drew from the deck didnt want it threw it on the pile am i supposed to turn one of my face down ones up now or is that it",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "Can I turn over one of my hidden cards after binning the deck card, or is my turn just over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "In our house we chuck the stock card and then flip one of ours, is that standard or just a house rule",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    ("discard pile card must replace face down?", "discard-onto-a-face-down-card"),
    (
        "If I pick up the top card of the discard pile, does it have to go on one of my hidden cards, or can it replace one I can already see?",
        "discard-onto-a-face-down-card",
    ),
    (
        "Taking the 3 from the discards — am I forced to put it over a face-down card?",
        "discard-onto-a-face-down-card",
    ),
    (
        "does a card taken from the open pile have to cover an unflipped one",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("last turn after someone goes out", "one-more-turn"),
    ("When somebody flips their sixth card does everyone else get one more go?", "one-more-turn"),
    (
        "Mia turned over her last card and we all just stopped, shouldnt the rest of us get a final turn",
        "one-more-turn",
    ),
    (
        "does the hand end right away when someone has all their cards face up or does it go round the table once more",
        "one-more-turn",
    ),
    (
        "ok so my husband went out and I said I still get one more turn and he says no its over immediately can you settle this before I throw the cards at him",
        "one-more-turn",
    ),
    ("everybody gets one last turn like in skyjo right?", "one-more-turn"),
    (
        "Wen one player all cards open, the other players they play again one time or finish?",
        "one-more-turn",
    ),
    (
        "so we are playing golf with the cards and my brother flipped all his cards and I want to know do the rest of us get to go again or is it done",
        "one-more-turn",
    ),
    ("wot happens if sum1 goes out b4 me do i get anuther go", "one-more-turn"),
    # going-out-bonus
    ("bonus for going out", "going-out-bonus"),
    ("Does the person who flips all their cards first win that round?", "going-out-bonus"),
    ("do you get points taken off for finishing first", "going-out-bonus"),
    ("Is there any reward for being the first one to get all six face up?", "going-out-bonus"),
    (
        "my wife went out with 40 points showing and acts like she won the hole, please tell me she doesn't get a bonus for that",
        "going-out-bonus",
    ),
    # going-out-penalty
    ("penalty for going out and not being lowest", "going-out-penalty"),
    (
        "If I go out first but somebody else has a lower score, do I get punished, like doubled?",
        "going-out-penalty",
    ),
    (
        "Jake went out with 12 and I had 9, does he get extra points added for that?",
        "going-out-penalty",
    ),
    ("what happens to the person who ends the hole if someone else ties them", "going-out-penalty"),
    (
        "settle a family war: does the person who ends the round get punished if somebody beats them",
        "going-out-penalty",
    ),
    (
        "whats the deal with the one who goes out getting doubled if they dont have the lowest",
        "going-out-penalty",
    ),
    # avoid-going-out
    ("can i avoid going out", "avoid-going-out"),
    (
        "I've only got one card face down but my score is awful. Can I keep it hidden so the round doesn't end?",
        "avoid-going-out",
    ),
    ("is it allowed to purposely not finish cuz my cards are bad", "avoid-going-out"),
    ("do I have to go out when I can or can I stall a bit", "avoid-going-out"),
    ("Can I hold off on flipping my last card until my score is better?", "avoid-going-out"),
    # how-soon-can-a-hole-end
    ("fastest a hole can end", "how-soon-can-a-hole-end"),
    ("What's the minimum number of turns before someone can go out?", "how-soon-can-a-hole-end"),
    ("could someone go out on their second turn?", "how-soon-can-a-hole-end"),
    (
        "how quick can a round be over in theory, like the earliest possible",
        "how-soon-can-a-hole-end",
    ),
    ("can the hole be over after just four turns?", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("knock after my turn", "knock-after-turn"),
    (
        "If we play with knocking, do I knock instead of taking my turn, or can I draw and swap first and then knock?",
        "knock-after-turn",
    ),
    ("can you knock at the end of your go after you've already swapped a card", "knock-after-turn"),
    ("knock same turn as drawing?", "knock-after-turn"),
    ("can you knokc after your turn", "knock-after-turn"),
    # stock-runs-out
    ("no more cards in the draw pile", "stock-runs-out"),
    ("What do we do when the deck runs out before anyone has gone out?", "stock-runs-out"),
    ("we ran out of cards to draw do we reshuffle the discards or what", "stock-runs-out"),
    ("stock empty now what", "stock-runs-out"),
    (
        "what happens if the pile you draw from is all used up and nobody has finished yet",
        "stock-runs-out",
    ),
    # knocking
    ("can you knock", "knocking"),
    ("Can I knock to end the round like in gin rummy?", "knocking"),
    (
        "Is there knocking in six card golf or does it only end when somebody flips everything",
        "knocking",
    ),
    (
        "My cousin rapped on the table and announced the hand was over because she liked her cards. Can you even do that?",
        "knocking",
    ),
    # card-values
    ("card values", "card-values"),
    ("what are the cards worth", "card-values"),
    ("How many points is a king?", "card-values"),
    ("is an ace one or eleven", "card-values"),
    ("how much are picture cards worth in golf", "card-values"),
    ("wat r 2s worth", "card-values"),
    ("Does a single two count as minus two in the six card game?", "card-values"),
    ("queen points", "card-values"),
    ("what does a ten count for and what about a seven", "card-values"),
    (
        "Grandpa wants to know how much the kings are worth, he thinks they are thirteen",
        "card-values",
    ),
    ("hey siri how many points is a jack in golf the card game not the real one", "card-values"),
    # two-twos-in-a-column
    ("two 2s column −4", "two-twos-in-a-column"),
    ("If I have a pair of twos in one column is that minus four or zero?", "two-twos-in-a-column"),
    ("2 and 2 stacked = -4 right", "two-twos-in-a-column"),
    (
        "Grandpa insists his two deuces in one column should be worth minus 4 because each two is minus 2. Is he right?",
        "two-twos-in-a-column",
    ),
    ("pair of twos cancel or double negative", "two-twos-in-a-column"),
    (
        "both twos in the same column does it count as negative four or does it go to nothing",
        "two-twos-in-a-column",
    ),
    (
        "my daughter put a two on top of her other two and is doing a victory dance saying minus four, do I have to break it to her",
        "two-twos-in-a-column",
    ),
    ("two twos in a column minus four yes or no", "two-twos-in-a-column"),
    # jack-with-a-queen
    ("jack and queen pair?", "jack-with-a-queen"),
    (
        "Does a jack and a queen in the same column count as a pair since they're both worth ten?",
        "jack-with-a-queen",
    ),
    ("10 and J same column = 0?", "jack-with-a-queen"),
    ("Is a queen with a jack a match?", "jack-with-a-queen"),
    (
        "they are both 10 points so why dont jack and queen cancel out, makes no sense",
        "jack-with-a-queen",
    ),
    ("Does a knave go with a queen in a column?", "jack-with-a-queen"),
    ("ten and jack in one column equals what", "jack-with-a-queen"),
    # do-suits-matter
    ("suits matter?", "do-suits-matter"),
    ("Does it matter if my two sevens are different colours?", "do-suits-matter"),
    ("do hearts and spades score differently", "do-suits-matter"),
    ("pair has to be same suit?", "do-suits-matter"),
    ("In this game the colour of card (heart, club) is important?", "do-suits-matter"),
    # two-identical-cards
    ("two decks same exact card pair", "two-identical-cards"),
    (
        "We're using two packs and I've got two eight of spades in one column. Does that count as a pair?",
        "two-identical-cards",
    ),
    ("exact same card twice because of 2 decks does it still cancel", "two-identical-cards"),
    ("double deck, two queen of hearts in a column, pair or not", "two-identical-cards"),
    # pair-in-a-row
    ("pair in a row count", "pair-in-a-row"),
    ("My two fives are next to each other across the top row. Do they cancel?", "pair-in-a-row"),
    ("do matching cards side by side count or only up and down", "pair-in-a-row"),
    ("horizontal pairs?", "pair-in-a-row"),
    (
        "Emma has two jacks next to each other in her bottom row and says that's zero for both, is it",
        "pair-in-a-row",
    ),
    ("does a pair going left to right cancel too or only top to bottom ones", "pair-in-a-row"),
    (
        "So we're at the cabin, rainy day, four of us playing, and my aunt Rosa who has played this since the 70s says two matching cards next to each other in a row wipe out, but my cousin says only up and down counts. Who's right? also does anyone know where the good flashlight is",
        "pair-in-a-row",
    ),
    # pair-on-a-diagonal
    ("diagonal pair", "pair-on-a-diagonal"),
    ("If two nines are corner to corner, do they cancel?", "pair-on-a-diagonal"),
    ("does a match going diagonally count", "pair-on-a-diagonal"),
    ("the diagonal sixes on my layout do they zero out", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("two kings in a column", "column-of-two-kings"),
    ("Do two kings stacked in one column get anything extra?", "column-of-two-kings"),
    ("is a pair of kings special since kings are worth nothing anyway", "column-of-two-kings"),
    ("what's so great about two kings on top of each other", "column-of-two-kings"),
    # king-with-a-two
    ("king and 2 in same column pair?", "king-with-a-two"),
    ("Is a king with a two a pair, seeing as they're both low cards?", "king-with-a-two"),
    ("2 above a king does that cancel to zero", "king-with-a-two"),
    ("the king with the two under it, it is pair or no?", "king-with-a-two"),
    # joker-with-a-two
    ("joker pair with 2", "joker-with-a-two"),
    (
        "We play jokers at minus two — does a joker match up with a two in the same column?",
        "joker-with-a-two",
    ),
    ("does joker + deuce count as a pair", "joker-with-a-two"),
    ("joker over a two in a column, same rank or not?", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers column score", "two-jokers-in-a-column"),
    ("Both my jokers ended up in the same column. Is that 0 or minus 4?", "two-jokers-in-a-column"),
    ("pair of jokers = −4?", "two-jokers-in-a-column"),
    ("do 2 jokers in a colum cancel", "two-jokers-in-a-column"),
    # best-column
    ("best column score", "best-column"),
    ("What's the lowest a single column can possibly be?", "best-column"),
    ("whats the best two cards to have in one column", "best-column"),
    ("can a column ever be worth less than −2", "best-column"),
    # four-of-a-kind
    ("four of a kind bonus", "four-of-a-kind"),
    (
        "I've got four sevens making two columns. Do I get anything extra for that?",
        "four-of-a-kind",
    ),
    ("all 4 queens in two columns side by side is that some special bonus", "four-of-a-kind"),
    ("four of a kind worth −10 or −20?", "four-of-a-kind"),
    # lowest-hole-score
    ("lowest score possible one hole", "lowest-hole-score"),
    ("What's the best score you can get in a single round?", "lowest-hole-score"),
    ("is minus six the lowest you can get for a hand or can it go lower", "lowest-hole-score"),
    ("whats the lowest possible score in one hand btw whose turn is it", "lowest-hole-score"),
    # highest-hole-score
    ("max score one hole", "highest-hole-score"),
    ("What's the worst possible score in one round?", "highest-hole-score"),
    ("highest points u can get in a single hand", "highest-hole-score"),
    ("what's the absolute worst you can score on one hole, sixty?", "highest-hole-score"),
    # negative-scores
    ("negative scores allowed", "negative-scores"),
    ("Can your total go below zero?", "negative-scores"),
    ("my score for this hole is −3, do I write it as minus or just put zero", "negative-scores"),
    ("if u get minus points does it take away from your total", "negative-scores"),
    ("Can my running total be less than nothing, like −12?", "negative-scores"),
    # layout-of-21
    ("21 counts as zero?", "layout-of-21"),
    (
        "Someone told me that if your cards add up to exactly 21 it's like blackjack and you score nothing. Real?",
        "layout-of-21",
    ),
    ("is there a blackjack rule where twenty one scores zero", "layout-of-21"),
    ("Is a hand totalling twenty-one special in any way", "layout-of-21"),
    # lowest-hole-bonus
    ("bonus for lowest score of the hole", "lowest-hole-bonus"),
    (
        "Does whoever has the lowest score each round get a few extra points taken off?",
        "lowest-hole-bonus",
    ),
    ("low score each hand gets −3 bonus?", "lowest-hole-bonus"),
    (
        "do we get a bonus for the lowest score each hole, also can someone grab more ice",
        "lowest-hole-bonus",
    ),
    (
        "I am 81 and I do not recall. Does the lowest score in a round earn some kind of bonus, or is there no such thing?",
        "lowest-hole-bonus",
    ),
    # tied-hole-penalty
    ("tie penalty each hole", "tied-hole-penalty"),
    ("Me and Grace both got 8 this hole, do we get penalty points for tying?", "tied-hole-penalty"),
    ("if two people score the same in a round does anything happen to them", "tied-hole-penalty"),
    ("We tied on 14 for the hole, Sophie and me. Any extra points for that?", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("two pairs of jacks bonus", "two-pairs-of-jacks"),
    (
        "I got two columns that are both jack pairs, do I get a bonus for that like on that online golf site?",
        "two-pairs-of-jacks",
    ),
    ("double jack pairs extra points off?", "two-pairs-of-jacks"),
    ("2 jack pairs in 2 columns = bonus??", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("How many rounds do we play before we add it all up?", "how-many-holes"),
    ("do we play 9 or 18 hands", "how-many-holes"),
    ("who deals the next hole", "how-many-holes"),
    ("Does the deal pass left or right after each hand?", "how-many-holes"),
    (
        "Dear, in the golf card game, how many times do we deal before the game is finished?",
        "how-many-holes",
    ),
    ("We always play eighteen, is nine the proper number?", "how-many-holes"),
    # tie-for-the-win
    ("tie at the end who wins", "tie-for-the-win"),
    (
        "After all the holes Tom and I are both on 31. Do we play another hole to settle it?",
        "tie-for-the-win",
    ),
    ("same final score what happens", "tie-for-the-win"),
    (
        "final scores are both minus 3 after nine holes do we share it or have a playoff",
        "tie-for-the-win",
    ),
    # match-total-range
    ("lowest possible total for a whole game", "match-total-range"),
    (
        "What's the best and worst score you could finish a full nine holes with?",
        "match-total-range",
    ),
    ("highest total possible over a match", "match-total-range"),
    ("lowest total after nine holes could be minus fifty four?", "match-total-range"),
    # missed-holes
    ("player joining late", "missed-holes"),
    (
        "My sister wants to join after we've done three holes, how do we score the ones she missed?",
        "missed-holes",
    ),
    ("someone has to leave halfway, what about their score", "missed-holes"),
    (
        "Long story but we were three holes in when my neighbour Pete turned up with beer and wanted in. We said fine, but how do we count the holes he didn't play?",
        "missed-holes",
    ),
    # four-card-golf
    ("4 card golf pairs", "four-card-golf"),
    ("In the four-card version, do twos still count as minus?", "four-card-golf"),
    ("playing the 2 by 2 version do matching cards cancel", "four-card-golf"),
    ("In 4-card golf is a two worth +2 or −2?", "four-card-golf"),
    # nine-card-golf
    ("9 card golf pair in column zero?", "nine-card-golf"),
    (
        "In nine-card golf, do two matching cards in a column cancel, or do you need three?",
        "nine-card-golf",
    ),
    ("3x3 golf two of the same in a column", "nine-card-golf"),
    ("nine card version — do I need all three in the column to match", "nine-card-golf"),
]

OFF_TOPIC_7: list[str] = [
    "who's dealing the poker game next friday",
    "how do you score a run of three in cribbage",
    "in uno can you stack a draw two on a draw two",
    "in uno what happens when the draw pile runs out",
    "what's a hole in one worth in mini golf",
    "how do I turn on dark mode in this app",
    "in the card game war does a king beat an ace",
    "in hearts is the queen of spades worth 13 points",
    "blackjack should i hit on 16 when the dealer shows a 10",
    "best driver for a beginner golfer under 200 dollars",
    "can you pass me the chips please",
    "whose turn is it to do the dishes tonight",
    "how many points is the jack of the turned suit in cribbage",
    "in rummy can you lay off cards on someone else's meld",
    "bridge how many points do you need to open one no trump",
    "how do I do a riffle shuffle without bending the cards",
    "what par is the seventh hole at pebble beach",
    "set a timer for twenty minutes",
    "what's the weather tomorrow morning",
    "how do I export my golf scores to a spreadsheet",
    "in texas hold'em does a pair of kings beat two pair",
    "go fish how many cards do you deal to each kid",
    "in crazy eights what happens when you play an eight",
    "klondike solitaire how many cards in the first pile",
    "the app keeps crashing when I open the score sheet",
    "how long does it take to walk 18 holes at the country club",
    "in euchre which jack is the right bower",
    "how many points is a pair in cribbage",
    "how do you keep score in canasta",
    "what's the highest hand in poker",
    "in gin rummy how many points do you get for going gin",
    "how many cards do you deal in hearts with four players",
    "what's a mulligan on the golf course",
    "what does birdie mean in real golf",
    "how far should I hit a seven iron",
    "pinochle how many decks do you need",
    "who won the masters this year",
    "order a large pepperoni pizza",
    "my phone screen is cracked where can I get it fixed",
    "tell me a joke about a deck of cards",
    "king size bed dimensions in inches",
    "jack black new movie release date",
    "what's the score of the football game",
    "in blackjack is an ace worth 1 or 11",
    "in bridge who deals the first hand",
    "turn off notifications for this app",
    "how do I make the text bigger on my phone",
    "can you recommend a board game for six players",
    "bedtime is at 8 so this is the last round kids",
    "in spades how many tricks do you need to bid nil",
    "rummy 500 how many cards do you deal to two players",
    "how do I draw a golf ball in pencil",
    "is it my turn to pick the movie tonight",
    "in poker can you draw three cards in five card draw",
    "how to remove a card from my apple wallet",
    "pair my bluetooth speaker with the tablet",
    "what do you get for a round of 72 on a par 72 course",
    "uno: can you end the game on a wild card",
    "is there a hole in the bottom of this cup or is the table just wet",
    "how do I back up the app before I get a new phone",
]
