# ruff: noqa: E501  (phrasings are kept as their writer typed them, one string each)
"""Fifth held-out phrasing set for the rule-question search (issue 32).

Written on 7 December 2026 by a helper session started for this one job, working
independently of the search. The writer read only a list of the catalogue's questions (the
53 questions the app answers, as `slug: question text`) and sections 1 and 4 of
the team's rules notes (the main rules and the rule-question catalogue), to learn
the game's words. The writer did not open the search code, its synonym tables, its
example lists, any earlier phrasing set, the repository or any git repository,
and ran no search while writing or checking these strings.

HELD_OUT_5 pairs a query, typed the way people at a kitchen table ask (keywords,
children, text-speak and phonetic spelling, single typos, grandparents, non-native
English, British words, long stories with the question inside, comparisons with other
games, trailing asides, the true minus sign and digits), with the one slug that answers
it. OFF_TOPIC_5 holds strings that no Six-card Golf rule question answers: table chat,
other card games, real golf, questions about the app and stray requests; many share
words with the game on purpose. The sentences are the writer's own, not the rules file's.

Never edit this file to fit the search: if a query fails, fix the search or record the
miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_5: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards each", "cards-per-player"),
    ("how many cards do u deal evry1 n how do u set them out", "cards-per-player"),
    (
        "Grandad lays his out in one long line like patience, shouldn't it be two rows of three?",
        "cards-per-player",
    ),
    (
        "How many card every player is getting at start, and how we put them on the table?",
        "cards-per-player",
    ),
    # how-many-decks
    ("how many packs do we need for 6 people", "how-many-decks"),
    ("theres 3 of us is 1 deck enuf or do we need 2", "how-many-decks"),
    (
        "We've got nine coming for Christmas and everyone wants to play, how many decks is that going to take?",
        "how-many-decks",
    ),
    (
        "do you shuffle two decks together like canasta when theres loads of players",
        "how-many-decks",
    ),
    ("decks for 5 players", "how-many-decks"),
    ("can three of us play with two packs so it lasts longer", "how-many-decks"),
    (
        "Uncle Pete reckons you need a new pack for every 4 players. We're 7, how many do we need?",
        "how-many-decks",
    ),
    # stock-size
    ("how many cards should be left in the stock with 4 players", "stock-size"),
    ("after dealing how big is the draw pile for two people", "stock-size"),
    (
        "we only have 33 cards left in the middle with three of us, is that the right number",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("can i pick which 2 cards to flip at the start", "which-cards-start-face-up"),
    (
        "My sister always turns up both cards in the same column at the beginning. Is she allowed to do that?",
        "which-cards-start-face-up",
    ),
    (
        "At start of game, I choose myself the two cards to show or it is random?",
        "which-cards-start-face-up",
    ),
    # look-at-face-down-cards
    ("can i look at my hidden cards during the round", "look-at-face-down-cards"),
    ("wat if i forget wat my down cards r, can i check them mid game", "look-at-face-down-cards"),
    (
        "In poker you get to look at your own hand, so why can't I look at my face down cards here?",
        "look-at-face-down-cards",
    ),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who's dealer at the very start, we always end up arguing", "first-dealer"),
    ("hoo shud deal first", "first-dealer"),
    # accidental-peek
    ("dealer flipped one of my cards over by mistake while dealing, what now", "accidental-peek"),
    (
        "My nephew saw one of my face-down cards by accident when he reached for the crisps. Do we redeal?",
        "accidental-peek",
    ),
    ("misdeal someone got seven cards", "accidental-peek"),
    (
        "Oops, I bumped the table and one of my hidden cards flipped over, what do we do?",
        "accidental-peek",
    ),
    # jokers
    ("jokers?", "jokers"),
    ("do we leave the jokers in the pack or take them out", "jokers"),
    ("are jokers wild like in rummy", "jokers"),
    (
        "My uncle insists on playing with the jokers as wild cards, is that a real rule or did he make it up?",
        "jokers",
    ),
    ("r jokers in or out", "jokers"),
    # see-the-stock-card
    ("when I take from the deck do I get to look at it before I decide", "see-the-stock-card"),
    ("wen u draw from the stock do u see it first", "see-the-stock-card"),
    (
        "Do I look at the card from the face-down pile before I choose where it goes, or must I place it blind?",
        "see-the-stock-card",
    ),
    # turn-a-card-up-instead-of-drawing
    ("can I flip one of my cards instead of taking a card", "turn-a-card-up-instead-of-drawing"),
    (
        "Instead of drawing can I just turn one over? My friend does that every go",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("skip drawing and flip a card", "turn-a-card-up-instead-of-drawing"),
    # look-before-replacing
    (
        "can I look at a face down card first and then decide whether to swap it",
        "look-before-replacing",
    ),
    (
        "my dad lifts the corner of his card to check it before he swaps, is that allowed",
        "look-before-replacing",
    ),
    ("can i peak under my card before i put the new one there", "look-before-replacing"),
    # replace-a-face-up-card
    ("can i swap out a card that's already showing", "replace-a-face-up-card"),
    (
        "I've got a queen showing, can I replace it with the 3 I just picked up",
        "replace-a-face-up-card",
    ),
    ("Is it allowed to change a card which is already open?", "replace-a-face-up-card"),
    # move-cards-around
    ("can I move my cards to make a pair", "move-cards-around"),
    ("can I swap cards with another player", "move-cards-around"),
    (
        "My brother keeps sliding his two 7s into the same column so they cancel. Surely that's cheating?",
        "move-cards-around",
    ),
    ("can we rearrange our cards like you do in gin rummy", "move-cards-around"),
    ("can i switch my cards round, just asking for my daughter", "move-cards-around"),
    (
        "Harry slipped his king across to pair with his other king, he says it's fine. Is it?",
        "move-cards-around",
    ),
    # take-a-pair-off-the-table
    ("can I take a pair off the table once I've made it", "take-a-pair-off-the-table"),
    (
        "can I put my matched pair to one side so it doesn't get swapped by accident",
        "take-a-pair-off-the-table",
    ),
    ("do you lay your pairs down out of the way like in go fish", "take-a-pair-off-the-table"),
    # throw-a-discard-straight-back
    ("can I pick up the discard and then throw it straight back", "throw-a-discard-straight-back"),
    (
        "I took the top card off the discard pile but changed my mind, can I just put it back?",
        "throw-a-discard-straight-back",
    ),
    ("can i take the face up card n just chuck it bak", "throw-a-discard-straight-back"),
    # dig-into-the-discard-pile
    ("can I take a card from further down the discard pile", "dig-into-the-discard-pile"),
    ("can I look through the discards and pick the one I want", "dig-into-the-discard-pile"),
    (
        "Grandma wants the king that's second from the top of the discards. Can she have it?",
        "dig-into-the-discard-pile",
    ),
    (
        "grandad digs out whatever discard he fancies from lower down, is that allowed? he does it all the time lol",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    ("can i draw from the deck and just discard it", "throw-away-a-stock-card"),
    ("I picked up a 10 from the stock and it's rubbish, can I bin it", "throw-away-a-stock-card"),
    (
        "if I dont want the card I drew can I throw it away, sorry we're new to this",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    (
        "after I throw away the card I drew, do I flip one of mine over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "if u chuck the stock card do u have to turn 1 of urs up",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "My friend says that when you get rid of the drawn card you then turn one of your own cards face up. Is that right?",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    (
        "if I take from the discard pile does it have to go on a face down card",
        "discard-onto-a-face-down-card",
    ),
    (
        "does the card from the discard pile have to replace one of my hidden ones",
        "discard-onto-a-face-down-card",
    ),
    (
        "Taking the discard: must it cover a face down card or can it go anywhere?",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("when someone flips their last card does everyone else get one more go", "one-more-turn"),
    ("last turn after someone goes out", "one-more-turn"),
    (
        "in rummy everyone gets a last go when someone goes out, is it the same here",
        "one-more-turn",
    ),
    (
        "Ella turned over her last card and my son says we all get one final turn. Who's right?",
        "one-more-turn",
    ),
    ("do the rest of us get a turn after u go out", "one-more-turn"),
    (
        "once someones cards are all up does it stop straight away or go round once more, the kids are fighting about it",
        "one-more-turn",
    ),
    (
        "Does everyone have one more chance when one player has opened all his cards?",
        "one-more-turn",
    ),
    (
        "We were at the caravan and Sam flipped his last card, then Jo took another turn. Should she have?",
        "one-more-turn",
    ),
    ("wen some1 goes out do we all get 1 more go", "one-more-turn"),
    # going-out-bonus
    ("does going out first win you the hole", "going-out-bonus"),
    ("do you get bonus points for going out", "going-out-bonus"),
    ("Tom finished first so he reckons he won that round. Is he right?", "going-out-bonus"),
    ("is there a reward for turning all your cards up first", "going-out-bonus"),
    (
        "in uno you win when you get rid of your cards first, does golf work like that",
        "going-out-bonus",
    ),
    (
        "My cousin keeps ending the hole and then saying he gets extra points for going out. Is that allowed?",
        "going-out-bonus",
    ),
    (
        "grandpa went out with 30 and I had 5, he says going out means he still wins the hole, is that a thing",
        "going-out-bonus",
    ),
    # going-out-penalty
    ("if I go out but someone else has a lower score do I get penalised", "going-out-penalty"),
    ("is there a penalty for going out and not being lowest", "going-out-penalty"),
    (
        "My aunt says if you go out and somebody beats you, your score gets doubled. Is that an actual rule?",
        "going-out-penalty",
    ),
    (
        "I went out first but mum ended up lower than me, do I lose points for that?",
        "going-out-penalty",
    ),
    ("do u get doubled if u go out n sum1 ties u", "going-out-penalty"),
    ("going out penalty if someone ties", "going-out-penalty"),
    # avoid-going-out
    ("can I leave my last card face down if my score is bad", "avoid-going-out"),
    (
        "I've got one card left face down and it's going badly, can I keep it hidden and carry on?",
        "avoid-going-out",
    ),
    (
        "My 9 year old refuses to flip his last card because his score is rubbish. Is he allowed to do that?",
        "avoid-going-out",
    ),
    ("is it ok to deliberatly not go out", "avoid-going-out"),
    # how-soon-can-a-hole-end
    ("whats the fastest a hole can be over", "how-soon-can-a-hole-end"),
    ("how many turns before someone can go out at the earliest", "how-soon-can-a-hole-end"),
    ("can a round end after just two turns, seems too quick", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("can I take my turn and then knock", "knock-after-turn"),
    ("can i draw and swap then knock at the end of the same go", "knock-after-turn"),
    (
        "Can you knock after you've played your card, or is it only instead of playing?",
        "knock-after-turn",
    ),
    # stock-runs-out
    ("what happens if the deck runs out", "stock-runs-out"),
    ("no cards left in the stock what now", "stock-runs-out"),
    (
        "We ran out of cards to draw. Do we reshuffle the discards? Sorry, first time playing",
        "stock-runs-out",
    ),
    ("What we do when the cards in the middle are finish?", "stock-runs-out"),
    ("draw pile empty!!", "stock-runs-out"),
    # knocking
    ("knocking in six card golf?", "knocking"),
    ("Can I knock to end the round like in gin rummy", "knocking"),
    (
        "My gran raps on the table when she thinks she's winning and says the hand's over. Is knocking a thing in this game?",
        "knocking",
    ),
    ("is knockin allowed", "knocking"),
    # card-values
    ("what are the cards worth", "card-values"),
    ("how much is a queen worth", "card-values"),
    ("wat r kings worth", "card-values"),
    ("is an ace 1 or 11 like blackjack", "card-values"),
    ("card values", "card-values"),
    ("How much points have the jack?", "card-values"),
    ("are picture cards worth 10 like in cribbage", "card-values"),
    ("how many points is a 2, my granddaughter thinks it's minus", "card-values"),
    # two-twos-in-a-column
    ("two 2s in a column -4 or 0", "two-twos-in-a-column"),
    ("pair of twos minus 4?", "two-twos-in-a-column"),
    ("I've got a 2 above a 2, is that −4 or does it cancel to 0", "two-twos-in-a-column"),
    (
        "My grandson says his two deuces make minus four. I say they make nothing. Which of us is right?",
        "two-twos-in-a-column",
    ),
    ("do 2 twos in a colum count double negative", "two-twos-in-a-column"),
    ("pair of 2's = −4 cos they're both minus? asking for my mum", "two-twos-in-a-column"),
    (
        "Gran's got a 2 and a 2 in her left column and says that's −4, can we check please",
        "two-twos-in-a-column",
    ),
    # jack-with-a-queen
    ("does a jack and a queen count as a pair", "jack-with-a-queen"),
    ("J and Q in the same column = 0?", "jack-with-a-queen"),
    ("is a 10 and a jack a pair seeing as they're both ten points", "jack-with-a-queen"),
    ("jak n qeen pair?", "jack-with-a-queen"),
    (
        "does a jack and a queen make a pair? we've been arguing about it for an hour",
        "jack-with-a-queen",
    ),
    # do-suits-matter
    ("does the suit matter", "do-suits-matter"),
    ("do the cards have to be the same colour to make a pair", "do-suits-matter"),
    ("do suits count like in bridge", "do-suits-matter"),
    # two-identical-cards
    ("with 2 decks do two identical cards pair, e.g. two 8 of spades", "two-identical-cards"),
    (
        "We're using two packs and I've got the 5 of hearts twice in one column, does that count as a pair?",
        "two-identical-cards",
    ),
    ("2 decks same exact card twice pair?", "two-identical-cards"),
    # pair-in-a-row
    ("does a pair side by side count", "pair-in-a-row"),
    ("two 7s next to each other in my top row, do they cancel", "pair-in-a-row"),
    ("do pairs count going across or only up and down", "pair-in-a-row"),
    ("horizontal pairs?", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("do diagonal pairs count", "pair-on-a-diagonal"),
    (
        "I've got a 4 in the top left and a 4 in the bottom middle, is that a pair?",
        "pair-on-a-diagonal",
    ),
    ("corner to corner pairs cancel?", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("two kings in a column, is that anything special", "column-of-two-kings"),
    ("is a pair of kings worth anything extra", "column-of-two-kings"),
    ("K K column score", "column-of-two-kings"),
    # king-with-a-two
    ("is a king and a 2 in the same column a pair", "king-with-a-two"),
    ("King over a two — does that count as a match?", "king-with-a-two"),
    ("does a 2 pair up with a king, my little brother thinks so", "king-with-a-two"),
    # joker-with-a-two
    ("does a joker pair with a 2", "joker-with-a-two"),
    ("joker and a two in one column, is that a pair since they're both −2", "joker-with-a-two"),
    ("can a joker match a deuce", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers in a column 0 or -4", "two-jokers-in-a-column"),
    (
        "both jokers ended up in the same column, does that cancel or count double?",
        "two-jokers-in-a-column",
    ),
    ("pair of jokers score", "two-jokers-in-a-column"),
    # best-column
    ("what's the best score you can get in one column", "best-column"),
    ("best possible column", "best-column"),
    ("which two cards make the lowest column", "best-column"),
    # four-of-a-kind
    ("four of a kind bonus?", "four-of-a-kind"),
    ("I have four 6s in two columns, do I get anything extra for that?", "four-of-a-kind"),
    ("is there a bonus for 4 of the same card like in poker", "four-of-a-kind"),
    # lowest-hole-score
    ("what's the lowest you can score in one hole", "lowest-hole-score"),
    ("lowest possible score for a round", "lowest-hole-score"),
    ("is −6 really the best you can get in one hand", "lowest-hole-score"),
    # highest-hole-score
    ("whats the worst score you can get in one hole", "highest-hole-score"),
    ("max score in a single round", "highest-hole-score"),
    (
        "Dad got 48 on that hole, is that even possible, what's the highest you can get?",
        "highest-hole-score",
    ),
    # negative-scores
    ("can your score go below zero", "negative-scores"),
    ("can you have a minus total", "negative-scores"),
    ("my total is −3 after two holes, is that allowed or does it go back to 0", "negative-scores"),
    (
        "My little girl got minus 4 on the first hole. Does it stay minus or do we write zero?",
        "negative-scores",
    ),
    ("negative scores?", "negative-scores"),
    ("can we go under 0 mummy", "negative-scores"),
    (
        "My son wants to know if you can be on minus at the end of the game like −10",
        "negative-scores",
    ),
    # layout-of-21
    ("if my cards add up to exactly 21 do I get zero like blackjack", "layout-of-21"),
    ("21 exactly = 0?", "layout-of-21"),
    ("someone told me scoring 21 on the dot wipes your hole to nothing, true?", "layout-of-21"),
    # lowest-hole-bonus
    ("do you get a bonus for having the lowest score on a hole", "lowest-hole-bonus"),
    ("Is there extra points for whoever is lowest each round?", "lowest-hole-bonus"),
    ("lowest score each hole gets a bonus?", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("if two people get the same score on a hole is there a penalty", "tied-hole-penalty"),
    (
        "Me and Dad both got 12 that hole. Does anything happen to us for matching?",
        "tied-hole-penalty",
    ),
    ("same score on a hole penalty", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("two pairs of jacks bonus?", "two-pairs-of-jacks"),
    ("I got two pairs of jacks, does that give me something special", "two-pairs-of-jacks"),
    (
        "my friend from uni says 2 pairs of jacks is a bonus, never heard of it, is it a thing",
        "two-pairs-of-jacks",
    ),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("how many rounds do we play", "how-many-holes"),
    ("is it 9 holes like real golf or 18", "how-many-holes"),
    ("who deals the next hole after the first one", "how-many-holes"),
    ("How many hands make a match? We want to be finished before tea", "how-many-holes"),
    ("how meny holes is a full game", "how-many-holes"),
    # tie-for-the-win
    ("what if two players tie at the end", "tie-for-the-win"),
    ("it's a draw after 9 holes, who wins", "tie-for-the-win"),
    ("Me and Grandad finished level on 24. Who wins? Do we play a decider?", "tie-for-the-win"),
    ("tie at the end sudden death?", "tie-for-the-win"),
    (
        "In my day a tie meant we both bought the next round. What do the rules say when two finish the whole game equal?",
        "tie-for-the-win",
    ),
    ("the kids finished 9 holes all square, what now, and is there cake left", "tie-for-the-win"),
    # match-total-range
    ("what's the lowest and highest total you can get over a whole game", "match-total-range"),
    ("over 9 holes what's the best possible total", "match-total-range"),
    ("max total for a full match", "match-total-range"),
    # missed-holes
    ("what if someone joins after a few holes", "missed-holes"),
    ("ella went to bed after hole 5, what happens to her score", "missed-holes"),
    ("Someone has to leave halfway through. What do we do about their score?", "missed-holes"),
    ("My cousin turned up late, can he still join in, and what does he start on?", "missed-holes"),
    ("nan had to go home after 4 holes, do we just stop counting her", "missed-holes"),
    # four-card-golf
    ("in four card golf do pairs cancel", "four-card-golf"),
    ("4 card golf is a 2 minus 2", "four-card-golf"),
    ("playing the 4 card version, do two matching cards score 0?", "four-card-golf"),
    # nine-card-golf
    ("nine card golf do 2 the same in a column score 0", "nine-card-golf"),
    ("in 9-card golf do you need three in a column to cancel or just two?", "nine-card-golf"),
    ("9 card version pairs", "nine-card-golf"),
]

OFF_TOPIC_5: list[str] = [
    "good game everyone",
    "who's winning",
    "nice one gran",
    "deal me in",
    "your go, dad",
    "shuffle them properly this time",
    "pass the crisps please",
    "best of three?",
    "I want a rematch",
    "that was a terrible card to draw lol",
    "anyone want a cup of tea before the next hole",
    "hurry up grandad we're all waiting",
    "I think nan is cheating",
    "well played mum, you smashed it",
    "one more hole and then it's bedtime kids",
    "who's keeping score tonight",
    "night all, thanks for the game",
    "how do you win at poker",
    "what beats a full house",
    "what's the highest hand in poker",
    "in rummy can you lay off on someone else's meld",
    "what does knock mean in gin rummy",
    "blackjack should you always split 8s",
    "does the dealer hit on soft 17 in blackjack",
    "does the queen of spades count 13 in hearts",
    "in hearts can you lead a heart on the first trick",
    "how many cards do you deal in uno",
    "can you stack draw 2 cards in uno",
    "how many players can play uno",
    "how do you play crazy eights",
    "cribbage how do you score his nobs",
    "in go fish how many cards does each player start with",
    "how do you play spit",
    "canasta how many wild cards are there",
    "bridge how many points do you need to open",
    "how many jokers come in a new pack of cards",
    "what's a good golf handicap for a beginner",
    "what time is our tee time on saturday",
    "which club should I use on a par 3",
    "how far should I hit a 7 iron",
    "what's a birdie in golf",
    "how many clubs are you allowed in your golf bag",
    "what's par on the 9th hole at st andrews",
    "what's a mulligan",
    "how do I fix my slice",
    "can you play golf in the rain",
    "how do I change a player's name in the app",
    "can I export the scores to a spreadsheet",
    "does this app work offline",
    "how do I turn on dark mode",
    "the app crashed and I lost my scores",
    "how do I undo a score I typed in wrong",
    "change the language to spanish",
    "can I print the scorecard",
    "set a timer for 10 minutes",
    "what's the weather tomorrow",
    "tell me a joke",
    "recipe for shortbread",
    "where can I buy a deck of cards",
    "how do casino dealers shuffle so fast",
]
