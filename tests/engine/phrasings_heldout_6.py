# ruff: noqa: E501
"""Sixth held-out phrasing set for the rule-question search (issue 32).

Written on 7 December 2026 by a helper session started for this one job, before the
round of tuning it measures. The writer read only a list of the catalogue's questions
(the 53 questions the app answers, as `slug: question text`) and sections 1, 2 and 4 of
the team's rules notes, to learn the game's words. The writer did not open the search
code, its synonym tables, its example lists, any earlier phrasing set, the repository or
any git repository, and ran no search while writing.

Read once, by the lead, after the round's tuning: the search before the round (668696d)
and after it, measured together (the closing note of issue 32 gives the figures).

HELD_OUT_6 pairs a query with the one slug whose question answers it; OFF_TOPIC_6 lists
strings that no Six-card Golf rule question answers. The sentences are the writer's own.

Never edit this file to fit the search: if a query fails, fix the search or record the
miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_6: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards each", "cards-per-player"),
    (
        "how many cards do we deal out to every person and how do they go on the table",
        "cards-per-player",
    ),
    (
        "nan reckons its seven cards each, is she right? and what shape do we lay them in",
        "cards-per-player",
    ),
    ("wat shape do u put ur cards in, 2 rows of 3?", "cards-per-player"),
    ("How much cards every player receive and how we put them on table?", "cards-per-player"),
    ("do the six cards go in a line or in a grid", "cards-per-player"),
    # how-many-decks
    ("how many decks for 7 of us, also who's got the crisps", "how-many-decks"),
    ("how many packs do we need for six people", "how-many-decks"),
    ("theres 3 of us, can we use 2 decks so it lasts longer", "how-many-decks"),
    ("is one deck enough for four players?", "how-many-decks"),
    ("we're nine at christmas dinner, how many decks of cards do we need", "how-many-decks"),
    ("number of decks", "how-many-decks"),
    # stock-size
    ("how many cards are left in the pile after dealing", "stock-size"),
    ("3 players, how big is the draw pile once everyones been dealt", "stock-size"),
    ("how many cards in the stock with five people and two packs", "stock-size"),
    ("after dealin to the 2 of us how many r left in the middle", "stock-size"),
    # which-cards-start-face-up
    ("can i pick which 2 cards to flip at the start", "which-cards-start-face-up"),
    ("can both of my starting face up cards be in the same column", "which-cards-start-face-up"),
    (
        "at the beginning do I turn over any two I like or is it certain ones",
        "which-cards-start-face-up",
    ),
    (
        "my son turned up both cards in one column at the start and his sister is screaming its cheating. is it allowed?",
        "which-cards-start-face-up",
    ),
    ("choose my own two cards to show at the begining?", "which-cards-start-face-up"),
    # look-at-face-down-cards
    ("can i peek at my hidden cards", "look-at-face-down-cards"),
    ("am I allowed to look at my own face down cards during the round", "look-at-face-down-cards"),
    (
        "grandad keeps lifting the corners of his face-down cards to check what they are. allowed??",
        "look-at-face-down-cards",
    ),
    ("can you check your upside down cards whenever you want or no", "look-at-face-down-cards"),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who's dealer for the very first hand", "first-dealer"),
    ("how do u pick the 1st dealer, cut the pack?", "first-dealer"),
    (
        "Who should be the dealer at the start of the game? We always argue about this lol",
        "first-dealer",
    ),
    # accidental-peek
    ("i accidentally saw one of my face down cards", "accidental-peek"),
    ("misdeal what do we do", "accidental-peek"),
    ("the dealer flipped one of my cards over by mistake while dealing", "accidental-peek"),
    (
        "the cat jumped on the table and now we've all seen tom's face down card, what now",
        "accidental-peek",
    ),
    ("she dealt me seven cards and everyone else six, do we start again?", "accidental-peek"),
    ("oops i saw my brothers hidden card, do we redeal", "accidental-peek"),
    # jokers
    ("can i have the jokers pleeease are they magic cards that can be anything", "jokers"),
    ("jokers?", "jokers"),
    ("do we leave the jokers in", "jokers"),
    ("are jokers wild in golf", "jokers"),
    ("are the jokers wild like in rummy or just normal", "jokers"),
    ("do we take the jokers out of the pack before we shuffle", "jokers"),
    ("jokrs in or out", "jokers"),
    # see-the-stock-card
    (
        "do i get to look at the card from the deck before i decide what to do with it",
        "see-the-stock-card",
    ),
    ("when I take from the stock do I see it first", "see-the-stock-card"),
    ("draw from the stock blind or look at it first?", "see-the-stock-card"),
    ("do I have to pick where the stock card goes before I turn it over", "see-the-stock-card"),
    # turn-a-card-up-instead-of-drawing
    ("can i just flip one of my cards instead of drawing", "turn-a-card-up-instead-of-drawing"),
    (
        "instead of taking a card can I turn one of my own over as my go",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("skip drawing and just reveal one of my cards?", "turn-a-card-up-instead-of-drawing"),
    (
        "jack didn't draw anything, he just turned one of his own cards up and said that's his turn. legal?",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("can my turn be just flipping a card", "turn-a-card-up-instead-of-drawing"),
    # look-before-replacing
    ("can i look under my face down card before i swap it", "look-before-replacing"),
    ("peek at the card before replacing it?", "look-before-replacing"),
    (
        "she looked at her face-down card, then decided not to swap it after all. is that allowed",
        "look-before-replacing",
    ),
    (
        "do I have to choose which hidden card to replace before seeing what it is",
        "look-before-replacing",
    ),
    (
        "can I check what's underneath first and then decide which spot to put my new card in",
        "look-before-replacing",
    ),
    # replace-a-face-up-card
    ("can i swap out a card thats already face up", "replace-a-face-up-card"),
    ("can I replace my face up queen with the card I just drew", "replace-a-face-up-card"),
    ("is it only face down cards you're allowed to replace", "replace-a-face-up-card"),
    ("I have a 9 showing, can I put a better card on top of it", "replace-a-face-up-card"),
    # move-cards-around
    ("Is possible to change place of my cards for make a pair?", "move-cards-around"),
    ("can i move my cards to make a pair", "move-cards-around"),
    ("can i swap cards with another player", "move-cards-around"),
    ("can I rearrange the cards in my grid", "move-cards-around"),
    (
        "my brother slid his two sevens into the same column to make a pair. he says it's fine. it's not fine, is it?",
        "move-cards-around",
    ),
    ("can I trade my 10 for my sister's king", "move-cards-around"),
    # take-a-pair-off-the-table
    ("can i remove a pair so its safe", "take-a-pair-off-the-table"),
    (
        "once I've got a pair in a column can I take them off the table so nobody messes with it",
        "take-a-pair-off-the-table",
    ),
    ("do matched pairs get put to one side", "take-a-pair-off-the-table"),
    ("lock in a finished pair?", "take-a-pair-off-the-table"),
    # throw-a-discard-straight-back
    ("can i pick up the discard and put it straight back", "throw-a-discard-straight-back"),
    ("take from the discard pile and then discard it again?", "throw-a-discard-straight-back"),
    (
        "my brother took the top card off the discard pile, thought about it, then put it right back down and drew from the deck instead. is that allowed",
        "throw-a-discard-straight-back",
    ),
    (
        "if i take the face up card from the pile do i have to use it",
        "throw-a-discard-straight-back",
    ),
    ("can u take the discard n throw it bak", "throw-a-discard-straight-back"),
    (
        "grandma picked up the 9 from the discards and then just threw it down again. legal?? she says she always did it that way",
        "throw-a-discard-straight-back",
    ),
    (
        "is it OK to take the top discard just so nobody else gets it, then chuck it back",
        "throw-a-discard-straight-back",
    ),
    (
        "Can I take the card from the discard pile without putting it in my cards?",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    ("discrad pile can i take the second card", "dig-into-the-discard-pile"),
    ("can i take a card from further down the discard pile", "dig-into-the-discard-pile"),
    ("can I look through the discard pile to find a king", "dig-into-the-discard-pile"),
    ("only the top discard or any of them", "dig-into-the-discard-pile"),
    (
        "can i take the second card down in the discards like in some rummy games",
        "dig-into-the-discard-pile",
    ),
    (
        "there's a 2 buried three cards deep in the discards, can I dig it out",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    (
        "can i throw the stock card away, asking because all i ever draw is queens and the deck hates me",
        "throw-away-a-stock-card",
    ),
    ("can i draw from the deck and just discard it", "throw-away-a-stock-card"),
    ("i don't want the card i drew, can i just bin it", "throw-away-a-stock-card"),
    ("do i have to keep the card i drew from the stock", "throw-away-a-stock-card"),
    ("draw card dont like it throw away ok?", "throw-away-a-stock-card"),
    (
        "If the card I pick up from the pile face down is rubbish, can I put it straight on the discards?",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    ("after i discard the card i drew do i flip one of mine", "turn-a-card-up-after-throwing-away"),
    (
        "if I throw away the stock card, do I have to turn one of my cards over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "someone said when you reject the card from the deck you must turn up one of yours, true?",
        "turn-a-card-up-after-throwing-away",
    ),
    ("discard the drawn card then flip one?", "turn-a-card-up-after-throwing-away"),
    (
        "my mate insists that if you don't keep the stock card you have to reveal one of your hidden ones. is he right or is he making it up again",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "am I allowed to turn a card face up after I've thrown my drawn card away",
        "turn-a-card-up-after-throwing-away",
    ),
    ("wen u chuck the card u drew do u flip 1 of urs", "turn-a-card-up-after-throwing-away"),
    # discard-onto-a-face-down-card
    (
        "if i take the discard does it have to go on a face down card",
        "discard-onto-a-face-down-card",
    ),
    (
        "when you pick up from the discard pile must it cover one of your hidden cards",
        "discard-onto-a-face-down-card",
    ),
    (
        "took the top discard, can it go over a face up card or only a face down one",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    (
        "WHY does dad get another turn after I went out??? do the others really get one more go",
        "one-more-turn",
    ),
    ("does everyone get one more go after someone flips their last card", "one-more-turn"),
    ("last turn for the others after someone goes out?", "one-more-turn"),
    (
        "Sam just turned over his last card. Do the rest of us get one more turn or is it over?",
        "one-more-turn",
    ),
    ("do we go round the table once more when someone has all six showing", "one-more-turn"),
    ("does the round stop straight away when someone's last card is turned up", "one-more-turn"),
    (
        "does everyone get a final turn when someone finishes, like when someone goes out in rummy?",
        "one-more-turn",
    ),
    (
        "i didnt even get a last go!! mum flipped her 6th card and said game over. is that right",
        "one-more-turn",
    ),
    ("one more turn each after going out yes or no", "one-more-turn"),
    # going-out-bonus
    ("In this game the player who finish first, he win the round?", "going-out-bonus"),
    ("does going out first win the hole", "going-out-bonus"),
    ("bonus for going out?", "going-out-bonus"),
    ("do you get points taken off for finishing first", "going-out-bonus"),
    (
        "is the person who turns all their cards up first the winner of that round",
        "going-out-bonus",
    ),
    # going-out-penalty
    ("penalty for going out if someone else has a lower score", "going-out-penalty"),
    ("if i go out and someone ties me do i get punished", "going-out-penalty"),
    (
        "my uncle went out with 12 but i had 9, does his score get doubled like in skyjo",
        "going-out-penalty",
    ),
    ("does the one who finishes get extra points if they weren't the lowest", "going-out-penalty"),
    # avoid-going-out
    ("can i avoid flipping my last card if my score is bad", "avoid-going-out"),
    ("do i have to go out", "avoid-going-out"),
    (
        "my hand is horrible, can I keep my last card face down so the round doesn't end yet",
        "avoid-going-out",
    ),
    ("is it allowed to stall and not finish when ur losing", "avoid-going-out"),
    # how-soon-can-a-hole-end
    ("what's the quickest a round can finish", "how-soon-can-a-hole-end"),
    ("how many turns at least before somebody can go out", "how-soon-can-a-hole-end"),
    ("can a hole end on the very first go", "how-soon-can-a-hole-end"),
    ("fastest possible hole, how many turns", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("can i take my turn and then knock", "knock-after-turn"),
    ("do you knock at the end of your go or instead of having a go", "knock-after-turn"),
    ("draw, swap, then knock on the table, allowed?", "knock-after-turn"),
    # knocking
    ("can i knock", "knocking"),
    ("is there knocking in six card golf", "knocking"),
    ("knock to end the round like in gin rummy?", "knocking"),
    ("can I bang on the table to say I'm finishing the hole when I think I'm lowest", "knocking"),
    # stock-runs-out
    (
        "Dear app, when the pile of cards to draw from is finished, what is the procedure? Thank you. Margaret",
        "stock-runs-out",
    ),
    ("what if the deck runs out", "stock-runs-out"),
    ("no cards left to draw, what now", "stock-runs-out"),
    ("we've run out of cards in the middle pile and nobody's gone out yet", "stock-runs-out"),
    ("stock empty, do we shuffle the discards?", "stock-runs-out"),
    ("wot happens wen ther no more cards to pick up", "stock-runs-out"),
    # card-values
    ("if I get a king its zero points rite?? im 8", "card-values"),
    ("what are the cards worth", "card-values"),
    ("how much is a king worth", "card-values"),
    ("is a 2 minus", "card-values"),
    ("points for jack queen king", "card-values"),
    ("is an ace worth 1 or 11 like in blackjack", "card-values"),
    ("how many points are the picture cards", "card-values"),
    ("wat r the points 4 each card", "card-values"),
    ("Is the queen 10 or 12? Grandad says 12 and he won't budge", "card-values"),
    ("kings are zero right?", "card-values"),
    ("point value of a two", "card-values"),
    ("card scores", "card-values"),
    # two-twos-in-a-column
    ("two 2s in a column = −4?", "two-twos-in-a-column"),
    ("pair of twos, minus four or zero", "two-twos-in-a-column"),
    ("i had two 2s on top of each other, thats -4 right?", "two-twos-in-a-column"),
    ("do twos cancel each other or add up", "two-twos-in-a-column"),
    ("2 twos same column score", "two-twos-in-a-column"),
    ("pair of deuces in a column", "two-twos-in-a-column"),
    (
        "my brother says his two twos in the same column are minus 4 because each one is minus 2, I say a pair is a pair and it's nothing. who's right",
        "two-twos-in-a-column",
    ),
    (
        "if 2 is minus two, do two of them in a column make minus four? asking for a friend who is cheating",
        "two-twos-in-a-column",
    ),
    # jack-with-a-queen
    ("does a jack and a queen count as a pair", "jack-with-a-queen"),
    ("J and Q are the same value so they cancel?", "jack-with-a-queen"),
    (
        "my brother put a queen on top of his jack and says the column is zero because they're both worth ten. rubbish, right?",
        "jack-with-a-queen",
    ),
    ("10 and jack in the same column, pair?", "jack-with-a-queen"),
    ("do picture cards pair with each other", "jack-with-a-queen"),
    ("queen n jack together = 0?", "jack-with-a-queen"),
    # do-suits-matter
    ("do suts matter", "do-suits-matter"),
    ("do suits matter", "do-suits-matter"),
    ("does it matter if its hearts or spades", "do-suits-matter"),
    ("two 7s, one red one black, still a pair?", "do-suits-matter"),
    ("are the colours of the cards important in this game", "do-suits-matter"),
    # two-identical-cards
    (
        "with two decks we got two eight of spades in one column, does that count as a pair",
        "two-identical-cards",
    ),
    ("exact same card twice cos we mixed 2 packs, counts as a pair?", "two-identical-cards"),
    (
        "we're using two packs and I've got the queen of hearts twice in a column. is it zero or 20?",
        "two-identical-cards",
    ),
    # pair-in-a-row
    ("does a pair next to each other in the top row count", "pair-in-a-row"),
    ("pairs across a row or only up and down", "pair-in-a-row"),
    ("my two fives are side by side, do they cancel?", "pair-in-a-row"),
    ("do horizontal pairs count", "pair-in-a-row"),
    ("pairs sideways?", "pair-in-a-row"),
    (
        "Me and my husband disagree. He has two kings... no wait, two jacks, next to each other in his bottom row and says that's zero. Is it?",
        "pair-in-a-row",
    ),
    # pair-on-a-diagonal
    ("Two same cards in diagonal is counting like a pair?", "pair-on-a-diagonal"),
    ("does a diagonal pair count", "pair-on-a-diagonal"),
    ("two 9s corner to corner, do they cancel?", "pair-on-a-diagonal"),
    ("diagonal matches", "pair-on-a-diagonal"),
    (
        "i have a 4 top left and a 4 in the middle of the bottom row, slanting, is that a pair",
        "pair-on-a-diagonal",
    ),
    # column-of-two-kings
    ("two kings in a column, anything special?", "column-of-two-kings"),
    ("pair of kings worth anything extra", "column-of-two-kings"),
    ("is a king pair a bonus or just zero like normal", "column-of-two-kings"),
    # king-with-a-two
    ("is a king and a 2 a pair", "king-with-a-two"),
    ("2 and king in the same column, does it cancel?", "king-with-a-two"),
    ("K with a 2 in a column, pair or not", "king-with-a-two"),
    # joker-with-a-two
    ("does a joker pair with a two", "joker-with-a-two"),
    ("joker and 2 in the same column, pair?", "joker-with-a-two"),
    (
        "we play jokers at minus 2, same as twos. so does a joker over a two cancel out?",
        "joker-with-a-two",
    ),
    # two-jokers-in-a-column
    ("two jokers in a column, −4 or 0", "two-jokers-in-a-column"),
    ("pair of jokers score", "two-jokers-in-a-column"),
    ("I got both jokers in one column what do I get for that", "two-jokers-in-a-column"),
    # best-column
    ("best score for one column", "best-column"),
    ("lowest a single column can be", "best-column"),
    ("what's the best two cards to have in a column", "best-column"),
    # four-of-a-kind
    ("four of a kind bonus?", "four-of-a-kind"),
    ("i have four 7s in two columns, extra points?", "four-of-a-kind"),
    ("all four queens in two columns do i get anything special", "four-of-a-kind"),
    ("two columns both pairs of the same number, is there a bonus for that", "four-of-a-kind"),
    # lowest-hole-score
    ("lowest possible score in a round", "lowest-hole-score"),
    ("best score you can get in one hand", "lowest-hole-score"),
    ("is −6 the best you can ever get on one hole", "lowest-hole-score"),
    (
        "what's the lowest you can score for one deal, my daughter wants to know",
        "lowest-hole-score",
    ),
    # highest-hole-score
    ("worst possible score in one hole", "highest-hole-score"),
    ("max points in a round", "highest-hole-score"),
    ("highest you can score on one hand, I got 45 and think that's a record", "highest-hole-score"),
    # negative-scores
    ("can my score go below zero", "negative-scores"),
    ("can the total be minus", "negative-scores"),
    ("negative scores allowed?", "negative-scores"),
    ("my score is −3, do i write minus three or just put zero", "negative-scores"),
    ("can you have less than nothing in this game", "negative-scores"),
    # layout-of-21
    ("does 21 count as zero like blackjack", "layout-of-21"),
    ("i scored exactly 21 this hole, someone said that's 0?", "layout-of-21"),
    ("twenty one points in a hand becomes nothing?", "layout-of-21"),
    # lowest-hole-bonus
    ("bonus for lowest score in a round?", "lowest-hole-bonus"),
    (
        "does whoever has the lowest score each hole get anything extra knocked off",
        "lowest-hole-bonus",
    ),
    ("do you get a reward for being lowest on a hole", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("penalty if two people get the same score in a round", "tied-hole-penalty"),
    ("me and mum both got 8 on this hole, does anything happen?", "tied-hole-penalty"),
    ("same score as someone else on a hole, extra points?", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("two pairs of jacks bonus", "two-pairs-of-jacks"),
    (
        "I've got two columns that are both jack pairs, is that the wolfpack thing?",
        "two-pairs-of-jacks",
    ),
    ("2 pairs of jacks any extra points", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many rounds in a game", "how-many-holes"),
    ("how many holes do we play", "how-many-holes"),
    ("who deals the next hole", "how-many-holes"),
    ("is it 9 or 18 holes", "how-many-holes"),
    ("how long is a full game, how many deals", "how-many-holes"),
    (
        "Excuse me, how many hands make one match please, and the deal goes to which person after?",
        "how-many-holes",
    ),
    # tie-for-the-win
    ("tie at the end, who wins", "tie-for-the-win"),
    ("we both finished on 32, who's the winner", "tie-for-the-win"),
    ("it's a draw on the final totals, do we play another hole?", "tie-for-the-win"),
    ("equal lowest after all the holes, what now", "tie-for-the-win"),
    # match-total-range
    ("lowest possible total for a whole game", "match-total-range"),
    ("highest score you could get over nine holes", "match-total-range"),
    ("what's the best and worst total you can end a match on", "match-total-range"),
    # missed-holes
    (
        "grandpa is knackered and wants to stop after hole 6, what happens to his score for the rest",
        "missed-holes",
    ),
    ("my cousin got here after 3 holes, what's her score for the ones she missed", "missed-holes"),
    ("nan has gone to bed, what about her score", "missed-holes"),
    ("someone left halfway, what do we do with their total", "missed-holes"),
    ("can my dad join in now? we're on hole five", "missed-holes"),
    # four-card-golf
    ("4 card golf do pairs cancel", "four-card-golf"),
    ("in four card golf is a 2 minus", "four-card-golf"),
    ("playing the four card version, does a matching pair count as zero", "four-card-golf"),
    # nine-card-golf
    ("9 card golf, pair in a column is zero?", "nine-card-golf"),
    ("nine card golf do two matching cards in a column cancel", "nine-card-golf"),
    ("we're doing the 3 by 3 version, do two the same in a column score nothing", "nine-card-golf"),
]

OFF_TOPIC_6: list[str] = [
    "good game everyone",
    "who wants tea",
    "whose turn is it to do the washing up",
    "how do you play poker",
    "does a flush beat a straight",
    "in rummy can you add cards to someone else's set",
    "in uno can you stack a draw four on a draw two",
    "what are trumps in bridge",
    "in bridge who deals first",
    "blackjack should I hit on 16 when the dealer shows a 10",
    "does the dealer hit on soft 17",
    "in rummy what's an ace worth",
    "how many cards each in texas hold'em",
    "what club should I use on a par 3",
    "how is a golf handicap worked out",
    "what is a hole in one",
    "how deep is the hole on a golf green",
    "how much does 18 holes at the municipal course cost",
    "what is a birdie in golf",
    "how do I stop slicing my drive",
    "does a golf ball fly further in warm weather",
    "mini golf near me",
    "how do I turn on dark mode in this app",
    "the app keeps crashing when I open it",
    "make the writing bigger on my phone",
    "how do I share the score sheet with my family",
    "set a timer for ten minutes",
    "what's the weather tomorrow",
    "play some music",
    "who was king of england in 1600",
    "jack, your pizza is here",
    "can somebody deal with the dog, it won't stop barking",
    "I got a great deal on this card table",
    "how to shuffle like a casino dealer",
    "draw me a picture of a cat",
    "whose turn is it to drive home",
    "what's the score in the football",
    "birthday card ideas for grandma",
    "how many points is a Q in scrabble",
    "how do you win at solitaire",
    "how to count cards at blackjack",
    "in spades how many tricks should I bid",
    "in hearts can you lead a heart on the first trick",
    "in cribbage how do you count fifteens",
    "go fish rules for kids",
    "what's a royal flush",
    "turn the heating up a bit",
    "draw the curtains please, the sun's in my eyes",
    "how do I charge my phone faster",
    "remind me to buy more biscuits",
    "recipe for cheese scones",
    "where can I buy a new pack of cards",
    "canasta how many jokers do you use",
    "in crazy eights can you play an eight any time",
    "who invented the joker card",
    "turn the volume down",
    "happy birthday grandad!",
    "i'm knackered, off to bed",
    "who's winning the cricket",
    "tell me a joke",
    "the card table wobbles, how do I fix the leg",
    "order a pizza",
    "poker, does the dealer button move to the left",
    "uno do you have to shout uno with one card left",
    "is pinochle played with two decks",
]
