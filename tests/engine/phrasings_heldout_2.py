"""The second held-out set for the rule search: fresh phrasings nobody tunes on.

Written on 3 December 2026 (issue 26, item 1) by an independent writer, a helper session on
branch w5-heldout2, after the first held-out set (phrasings_heldout.py) was spent: its
off-topic part was looked at while the search was tuned. The writer had seen neither the
synonym table (questions/synonyms.py) nor any other phrasing set (phrasings.py,
phrasings_heldout.py), nor the search's code, its tests, its benchmark or its results. What
the writer read: the catalogue's slugs and question texts (not its keywords) and the team's rules
notes, §1 and §4. The search was never run on these phrasings while they were written.

How: each phrasing was written the way a real table asks, on a phone or out loud: children,
teenagers' text-speak and typos, grandparents, non-native English, long stories with the
question at the end, and the other words families use for the same things (stock, deck, draw
pile; discard, trash, throw pile; going out, closing, finishing; minus, negative, under zero;
round, hand, game; pair, match, twins; column, stack). Each has exactly one right question;
phrasings that two questions could fairly answer were left out. The off-topic queries are
about other card games, real golf, other games, the app, everyday chat and nonsense, some
of them sharing words with this game (deck, cards, points, turn, king, discard, knock).

Report the search's figures on this set as they come. Never edit it to fit the search: a
phrasing the search misses is a finding, not a typo. A third set is the way to measure again.
"""

from __future__ import annotations

HELD_OUT_2: list[tuple[str, str]] = [
    # The deal
    ("how many cards do u deal each person", "cards-per-player"),
    (
        "My grandson says we get seven cards each, I was sure it was six. "
        "How many cards does everybody get?",
        "cards-per-player",
    ),
    ("do the cards go in 2 rows of 3 or 3 rows of 2", "cards-per-player"),
    ("How much cards every player receive and how we put them on the table?", "cards-per-player"),
    ("there are 6 of us tonight, is one pack of cards enough", "how-many-decks"),
    ("we r 3 ppl can we shuffle 2 decks together", "how-many-decks"),
    (
        "Grandma here. We will be eight at Christmas. How many packs of cards should I buy?",
        "how-many-decks",
    ),
    ("after dealing how many cards should be left in the draw pile with 4 players", "stock-size"),
    ("how big is the pile you pick up from when there's two of us", "stock-size"),
    (
        "We counted what was left of the deck after the deal and got 33 with three players, "
        "is that the right number?",
        "stock-size",
    ),
    ("at the beginning do i get to pick which 2 cards i flip", "which-cards-start-face-up"),
    ("can both my starting flipped cards be in the same stack", "which-cards-start-face-up"),
    (
        "My daughter always turns up her two cards in one column at the start and my husband "
        "says they have to be in different columns. Who is right?",
        "which-cards-start-face-up",
    ),
    ("am i allowed to check my hidden cards in the middle of the round", "look-at-face-down-cards"),
    ("can i sneak a look at my own face down cards whenever i want", "look-at-face-down-cards"),
    (
        "Is it permitted to look under my covered cards while playing the hand?",
        "look-at-face-down-cards",
    ),
    ("who deals first", "first-dealer"),
    ("how do we decide who shuffles and deals the very first time", "first-dealer"),
    (
        "we always fight about who is dealer at the start, is there a rule for picking",
        "first-dealer",
    ),
    (
        "my little sister bumped the table and one of my face down cards flipped over, "
        "what do we do",
        "accidental-peek",
    ),
    ("the dealer gave someone 7 cards by mistake, misdeal, what now", "accidental-peek"),
    ("Uncle saw my hidden card when he walked behind me. Do we deal again?", "accidental-peek"),
    ("do jokers count as wild cards", "jokers"),
    ("should we take the jokers out of the pack before we start", "jokers"),
    ("r jokers in or out for this game", "jokers"),
    # A turn
    ("when i pick up from the deck do i get to look at it before i decide", "see-the-stock-card"),
    (
        "Is the card from the draw pile seen by me first, before I choose what to do with it?",
        "see-the-stock-card",
    ),
    (
        "instead of taking a card can i just flip one of mine over",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "on my go can I skip drawing and just reveal one of my cards",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "my nephew wants to turn over one of his cards rather than pick up, is he allowed",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("can I check what my face down card is before i swap the new one in", "look-before-replacing"),
    (
        "before I put my drawn card over a hidden one can i peek under it first",
        "look-before-replacing",
    ),
    (
        "Is it okay to lift the corner of my down card to see it, and then decide where the new "
        "card goes?",
        "look-before-replacing",
    ),
    ("can i swap out a card i already flipped", "replace-a-face-up-card"),
    (
        "I have a queen showing, can I put my new card in its place and throw the queen away?",
        "replace-a-face-up-card",
    ),
    (
        "is it only the hidden cards you can replace or the face up ones too",
        "replace-a-face-up-card",
    ),
    ("can i rearrange my cards so my two fives end up in the same column", "move-cards-around"),
    ("can I trade one of my cards with the person next to me", "move-cards-around"),
    ("my kid keeps sliding her cards around to line up matches, is that ok", "move-cards-around"),
    (
        "once ive got a matching column can i remove it so it cant be broken",
        "take-a-pair-off-the-table",
    ),
    ("do matched twins get taken away from the layout", "take-a-pair-off-the-table"),
    ("can a finished pair be pulled out of play and set aside", "take-a-pair-off-the-table"),
    # The discard pile
    (
        "if i pick up the top card from the throw pile can i just put it back",
        "throw-a-discard-straight-back",
    ),
    (
        "my son grabbed the face up card, changed his mind and put it right back on the pile, "
        "is that legal",
        "throw-a-discard-straight-back",
    ),
    (
        "pick up from discard then discard the same card same turn allowed?",
        "throw-a-discard-straight-back",
    ),
    ("can i take a card thats under the top one in the discard", "dig-into-the-discard-pile"),
    (
        "I want the 2 that got thrown three turns ago, can I go through the trash pile to get it",
        "dig-into-the-discard-pile",
    ),
    ("is it allowed to search through the discards for a card I need", "dig-into-the-discard-pile"),
    ("if i draw from the deck and dont like it can i just discard it", "throw-away-a-stock-card"),
    (
        "i took a card from the draw pile and its a jack, can I throw it away without using it",
        "throw-away-a-stock-card",
    ),
    (
        "Must I keep the card I took from the stock or can I put it on the discard?",
        "throw-away-a-stock-card",
    ),
    (
        "when I throw away the card I drew do I also flip one of my face down cards",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "after tossing the stock card do i have to turn one of mine over",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "So we were at the cabin last night, five of us, and my brother-in-law drew a 10 off the "
        "deck that he didn't want. He put it on the discard and then flipped one of his face "
        "down cards, saying that's the rule. Is he allowed to do that?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "if i take from the discard pile does it have to replace a hidden card",
        "discard-onto-a-face-down-card",
    ),
    (
        "can the card I took from the throw pile go on a face up card or only on a face down one",
        "discard-onto-a-face-down-card",
    ),
    # End of a hole
    ("when someone flips their last card does everyone else get one last go", "one-more-turn"),
    (
        "do the others get a final turn after a person goes out or does it end right away",
        "one-more-turn",
    ),
    (
        "my friend flipped her 6th card and the round stopped before my turn, thats not fair, "
        "dont i get one more",
        "one-more-turn",
    ),
    ("does the first person to finish get points taken off", "going-out-bonus"),
    ("if i go out first do i automatically win that hand", "going-out-bonus"),
    ("is there a reward for closing first", "going-out-bonus"),
    (
        "if you go out but somebody ends up lower than you, do you get punished for it",
        "going-out-penalty",
    ),
    (
        "at our house we double the score of whoever closed if they didnt have the lowest, "
        "is that a real rule",
        "going-out-penalty",
    ),
    ("going out first and then someone ties you, is there a penalty", "going-out-penalty"),
    (
        "my score is awful, can I keep from flipping my last card so the hand doesn't end",
        "avoid-going-out",
    ),
    (
        "am I forced to finish when I have one card face down left and my points are high",
        "avoid-going-out",
    ),
    ("can i stall and not go out when im losing", "avoid-going-out"),
    ("whats the fastest a round can be over", "how-soon-can-a-hole-end"),
    ("what's the earliest turn somebody could possibly go out", "how-soon-can-a-hole-end"),
    ("How few turns can one hand last, at the minimum?", "how-soon-can-a-hole-end"),
    ("can i take my normal turn and then knock as well", "knock-after-turn"),
    ("after I draw and swap, can I knock in that same turn", "knock-after-turn"),
    ("is knocking allowed in six card golf", "knocking"),
    ("can i knock on the table to close the hand early", "knocking"),
    (
        "we played with knocking at my friend's house to end the round, is that a thing in "
        "this game",
        "knocking",
    ),
    ("what if there are no cards left in the draw pile", "stock-runs-out"),
    ("the deck ran out and nobody has gone out yet, what now", "stock-runs-out"),
    ("we used up all the stock, do we shuffle the discards and keep going", "stock-runs-out"),
    # Scoring
    ("how many points is a queen", "card-values"),
    ("whats an ace worth", "card-values"),
    ("Please, what is the points of every card? My english is not so good", "card-values"),
    ("wat do picture cards count for", "card-values"),
    ("two 2s on top of each other, is that -4 or zero", "two-twos-in-a-column"),
    ("a column with both deuces, do they count double negative", "two-twos-in-a-column"),
    ("if i get a pair of twos in one stack is it minus 4", "two-twos-in-a-column"),
    ("does a jack and a queen count as a match since theyre both 10", "jack-with-a-queen"),
    ("Jack over queen in a column, zero or twenty?", "jack-with-a-queen"),
    ("can a ten and a jack cancel out", "jack-with-a-queen"),
    ("does it matter if its hearts or spades", "do-suits-matter"),
    ("is a red seven with a black seven still a pair", "do-suits-matter"),
    ("the suit of a card, does it change anything?", "do-suits-matter"),
    (
        "we use two packs and i got two queen of hearts in one column, is that a pair",
        "two-identical-cards",
    ),
    ("exact same card twice because of the double deck, does it cancel", "two-identical-cards"),
    ("two 9s next to each other across the top, do they count as a pair", "pair-in-a-row"),
    ("does a match sideways in the row cancel", "pair-in-a-row"),
    ("pairs horizontal ok or only vertical??", "pair-in-a-row"),
    ("two sevens corner to corner, do they cancel", "pair-on-a-diagonal"),
    ("does a diagonal match count", "pair-on-a-diagonal"),
    (
        "my two fours are slanted, one top left and one bottom middle, is that a pair",
        "pair-on-a-diagonal",
    ),
    ("two kings in one column, is that special or just zero", "column-of-two-kings"),
    ("king over king, whats that score", "column-of-two-kings"),
    ("is a king and a 2 in the same column a pair", "king-with-a-two"),
    ("does a 2 match up with a king because they're both low", "king-with-a-two"),
    ("can a joker match a two", "joker-with-a-two"),
    ("joker on top of a deuce, pair or not", "joker-with-a-two"),
    ("2 jokers same column 0 or minus 4", "two-jokers-in-a-column"),
    ("what does a pair of jokers in one stack score", "two-jokers-in-a-column"),
    ("whats the lowest a single column can possibly be", "best-column"),
    ("which two cards in one column give you the best score", "best-column"),
    ("i have all four 6s in two columns, do i get something extra", "four-of-a-kind"),
    ("four of a kind bonus?", "four-of-a-kind"),
    ("two columns of jacks, all four of them, is there a special reward", "four-of-a-kind"),
    ("what is the best score you can get in one hand", "lowest-hole-score"),
    ("lowest possible score for one round", "lowest-hole-score"),
    ("can you get minus 6 in one hole, is that the lowest", "lowest-hole-score"),
    ("worst possible score in a round", "highest-hole-score"),
    ("what's the most points one hand can give you", "highest-hole-score"),
    ("max score for 1 hole", "highest-hole-score"),
    ("can ur score go below zero", "negative-scores"),
    ("can the total be under 0 or does it stop at zero", "negative-scores"),
    ("If my points are minus, do they stay minus in the sum?", "negative-scores"),
    # The match
    ("how many rounds in a game", "how-many-holes"),
    ("how many hands do we play before someone wins", "how-many-holes"),
    ("who deals the next hand after the first one", "how-many-holes"),
    ("do we play 9 or 18", "how-many-holes"),
    ("my sister and i ended with the same total, who won", "tie-for-the-win"),
    ("tie at the end of the game, do we play another hand to decide", "tie-for-the-win"),
    (
        "Grandpa and I both finished on 41 after all nine holes and we were the lowest. "
        "Is there a winner or do we share it?",
        "tie-for-the-win",
    ),
    ("whats the lowest total you could get over a whole game", "match-total-range"),
    ("highest possible score for an entire match of 9 holes", "match-total-range"),
    ("my uncle joined us halfway through, what score does he start with", "missed-holes"),
    (
        "someone had to leave before the end of the game, how do we count their score",
        "missed-holes",
    ),
    ("can a friend join in the middle of the game", "missed-holes"),
    # Other games
    ("in the 4 card version do pairs still cancel", "four-card-golf"),
    ("playing golf with just four cards each, are twos still minus", "four-card-golf"),
    ("with 9 cards each do two matching cards in a column cancel", "nine-card-golf"),
    ("nine card golf, how do pairs work in a column", "nine-card-golf"),
]

OFF_TOPIC_2: list[str] = [
    # Other card games, by name
    "how do you bid nil in spades",
    "in euchre which jack is the highest",
    "pinochle meld points for a double run",
    "war card game, what happens when both cards are the same",
    "who wins at snap if we both shout at the same time",
    "how does bidding work in skat",
    "how many tiles are in a mahjong set",
    "texas hold'em does a flush beat a straight",
    "in president who has to give their best cards to who",
    "nertz how many cards go in the nertz pile",
    "speed card game what if nobody can play",
    "spit: who slaps the pile first",
    "kings in the corner, can you move a whole pile onto a king",
    "in 31 can you knock on the very first turn",
    "scat is three of a kind worth 30 and a half",
    "in hearts can you lead a heart before hearts are broken",
    "uno can you stack draw four cards",
    "how many cards do you deal in gin rummy",
    "cribbage how do you count fifteens",
    "blackjack does the dealer hit on soft 17",
    # Other card games, by description
    "the game where you slap the jack, what if two people slap",
    "the one where you ask for cards, do you have any sevens, how many do you deal",
    "solitaire can only a king go in an empty space",
    "the trick taking game where the queen of spades is worth 13 points",
    # Real golf
    "how do i stop slicing my driver",
    "what does a birdie mean",
    "book a tee time for saturday morning",
    "is a mulligan allowed in a real golf tournament",
    "is the driving range open after dark",
    "how do i read the green before putting",
    "how is a golf handicap calculated",
    "how long is a par 5 hole usually",
    # Other games
    "monopoly do you get money for landing on free parking",
    "in chess can a pawn move backwards",
    "is qi a word in scrabble",
    "catan how many cards can you hold before you discard half",
    "in checkers do you have to jump if you can",
    # The app itself
    "how do i delete a match i started by mistake",
    "does this app have dark mode",
    "can i export our scores to a spreadsheet",
    "the page won't load on my phone",
    # Everyday chat
    "whats for dinner",
    "tell me a joke",
    "what time is it in tokyo",
    "thanks!!",
    # Shares words with the card game, but is about something else
    "where can i buy a deck of cards with big print for my grandma",
    "tarot card meaning of the king of cups",
    "how many points is a touchdown",
    "whose turn is it to take out the trash",
    "how to shuffle a deck like a casino dealer",
    # Nonsense
    "asdfghjkl",
    "purple monkey dishwasher",
    "blorp zibble quux",
]
