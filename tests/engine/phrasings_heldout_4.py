# ruff: noqa: E501  (phrasings are kept as their writer typed them, one string each)
"""Fourth held-out phrasing set for the rule-question search (issue 26).

Written by an independent helper session on 3 December 2026. While writing it,
the writer read only the catalogue's slugs and question texts (one line per
question) and sections 1 and 4 of the team's rules notes, to learn the game's words. The
writer did not read the search's synonym table, its examples, its code, its
tests or any other phrasing set, and the search was never run on these
phrasings while they were written.

HELD_OUT_4 pairs a query, typed or spoken the way real tables ask (children,
text-speak and typos, grandparents, non-native speakers, long stories, bare
keywords), with the one catalogue question that answers it. OFF_TOPIC_4 holds
queries that no rule question of Six-card Golf answers; many of them share
words with the game on purpose.

Never edit this file to fit the search. If the search gets a phrasing wrong,
fix the search (or report the miss), not the phrasing.
"""

from __future__ import annotations

HELD_OUT_4: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards do u get each", "cards-per-player"),
    ("Do we deal six cards to everybody and put them in two lines of three?", "cards-per-player"),
    (
        "new to this. how many cards does each person start with and how do i set them out on the table",
        "cards-per-player",
    ),
    ("How much cards must every player receive, and in what shape I put them?", "cards-per-player"),
    # how-many-decks
    ("decks for 6 ppl?", "how-many-decks"),
    (
        "We are seven at the table for Christmas. Is one pack of cards enough or do we need two?",
        "how-many-decks",
    ),
    ("how many packs", "how-many-decks"),
    (
        "my grandchildren and I make five people, how many packs of cards should I get out of the drawer?",
        "how-many-decks",
    ),
    # stock-size
    ("how big is the draw pile once everybody has their cards", "stock-size"),
    ("4 players, how many cards are left over in the middle after dealing", "stock-size"),
    ("number of cards remaining in the stock when the deal is done, two players", "stock-size"),
    # which-cards-start-face-up
    ("at the beginning do i get to pick which 2 i flip", "which-cards-start-face-up"),
    ("can my two starting flips be in the same stack", "which-cards-start-face-up"),
    (
        "When we begin, is it allowed to turn up the top and bottom card of one column, or must they be in different columns?",
        "which-cards-start-face-up",
    ),
    # look-at-face-down-cards
    ("can i check my hidden cards whenever i want", "look-at-face-down-cards"),
    (
        "Am I allowed to have a quick look at my own upside-down cards in the middle of the round, just to remember them?",
        "look-at-face-down-cards",
    ),
    ("peeking at own facedown cards during play allowed??", "look-at-face-down-cards"),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who shuffles and deals the very first hand", "first-dealer"),
    (
        "Grandpa always says the oldest person deals first. Is there a proper way to pick the starting dealer?",
        "first-dealer",
    ),
    # accidental-peek
    (
        "oops the dealer dropped one of my cards face up by mistake, what do we do",
        "accidental-peek",
    ),
    (
        "my little brother saw my hidden card by accident, do we have to start over?",
        "accidental-peek",
    ),
    ("misdeal what now", "accidental-peek"),
    (
        "the dealer gave my aunt seven cards and me five and we only noticed after a few turns",
        "accidental-peek",
    ),
    # jokers
    ("jokers in or out?", "jokers"),
    ("are the jokers wild cards in this game", "jokers"),
    ("do we take the jokers out of the box before shuffling", "jokers"),
    # see-the-stock-card
    (
        "when i draw from the pile do i get to look at it before i choose what to do",
        "see-the-stock-card",
    ),
    (
        "Do I see what I picked up off the deck before I decide to keep it or throw it, or is it all blind?",
        "see-the-stock-card",
    ),
    # turn-a-card-up-instead-of-drawing
    ("can i just flip one of mine instead of taking a card", "turn-a-card-up-instead-of-drawing"),
    (
        "Rather than picking up from either pile, could I spend my turn turning over one of my face-down cards?",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("skip drawing and reveal a card?", "turn-a-card-up-instead-of-drawing"),
    # look-before-replacing
    (
        "can i see what my face down card is before i choose to put the new card in that spot",
        "look-before-replacing",
    ),
    ("do i have to pick which hidden card to swap out blind", "look-before-replacing"),
    (
        "I lifted the corner of a hidden card to check it before swapping my new card onto it. My sister says that's not allowed. Is she right?",
        "look-before-replacing",
    ),
    # replace-a-face-up-card
    ("can i swap out a card thats already showing", "replace-a-face-up-card"),
    (
        "I have a queen sitting face up. Can I put the card I drew in its place and get rid of the queen?",
        "replace-a-face-up-card",
    ),
    ("exchange a visible card, legal?", "replace-a-face-up-card"),
    # move-cards-around
    ("can i rearrange my cards to line up a pair", "move-cards-around"),
    ("can i trade one of my cards with my sister", "move-cards-around"),
    (
        "Is it allowed to move a card from one of my columns over to another column?",
        "move-cards-around",
    ),
    # take-a-pair-off-the-table
    ("can i pull my matched column out of my grid so it's locked in", "take-a-pair-off-the-table"),
    ("remove a completed pair from the layout", "take-a-pair-off-the-table"),
    (
        "Once I've made twins in a column, may I set them aside so they can't be broken up later?",
        "take-a-pair-off-the-table",
    ),
    # throw-a-discard-straight-back
    ("pick up from the trash pile then put it right back, legal?", "throw-a-discard-straight-back"),
    (
        "Can I take the face-up card, change my mind and throw it back on the discards?",
        "throw-a-discard-straight-back",
    ),
    (
        "my cousin grabs the top discard, looks at it for ages, then just discards it again without using it. is that allowed",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    ("can i grab a card from under the top one in the discard pile", "dig-into-the-discard-pile"),
    (
        "the 2 i want is second from the top of the throw pile, can i get it",
        "dig-into-the-discard-pile",
    ),
    ("May I go through the discards to find the card I need?", "dig-into-the-discard-pile"),
    # throw-away-a-stock-card
    (
        "if i dont like the card i drew from the deck can i just discard it",
        "throw-away-a-stock-card",
    ),
    ("draw and toss, is that a legal turn?", "throw-away-a-stock-card"),
    (
        "Do I have to use the card I took from the draw pile, or can it go straight onto the discards?",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    (
        "when i throw away the card i drew do i then flip one of mine over?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "after discarding the drawn card must I turn over one of my face down cards too",
        "turn-a-card-up-after-throwing-away",
    ),
    ("rejected the stock card -> do i get to reveal one?", "turn-a-card-up-after-throwing-away"),
    # discard-onto-a-face-down-card
    (
        "if i take from the discard pile does it have to go where a hidden card is?",
        "discard-onto-a-face-down-card",
    ),
    ("must the top discard always be put on a face down spot", "discard-onto-a-face-down-card"),
    (
        "Taking the card from the discard pile, is there a rule it has to cover one of my unturned cards?",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("when someone flips their last card does everyone else get one last go", "one-more-turn"),
    ("last lap for everybody after someone goes out?", "one-more-turn"),
    (
        "My aunt turned up her sixth card and said the round was over right then, but I thought the rest of us each got a final turn. Who's right?",
        "one-more-turn",
    ),
    ("after closing do the others still play once more", "one-more-turn"),
    # going-out-bonus
    ("do you get a reward for going out first", "going-out-bonus"),
    ("does finishing first mean you win the round", "going-out-bonus"),
    ("is there a prize for being first to show all six cards", "going-out-bonus"),
    # going-out-penalty
    ("if i go out and someone ends up lower than me do i get punished", "going-out-penalty"),
    ("penalty for closing and not having the lowest?", "going-out-penalty"),
    (
        "Someone told me that if you end the round and somebody beats or matches you, your points get doubled. Is that really the rule?",
        "going-out-penalty",
    ),
    # avoid-going-out
    ("can i not flip my last card if my score is terrible", "avoid-going-out"),
    (
        "Is it OK to keep my last card hidden on purpose so the round doesn't end while I'm losing?",
        "avoid-going-out",
    ),
    ("stall instead of going out?", "avoid-going-out"),
    # how-soon-can-a-hole-end
    ("whats the fastest a round can be over", "how-soon-can-a-hole-end"),
    ("quickest possible end of a hand, how many turns", "how-soon-can-a-hole-end"),
    ("minimum number of turns before anybody can finish", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("can i knock after i've drawn and swapped a card", "knock-after-turn"),
    ("knock at the end of my normal turn?", "knock-after-turn"),
    ("Is it allowed to take my turn as usual and then knock once I'm done?", "knock-after-turn"),
    # stock-runs-out
    ("no more cards in the draw pile what now", "stock-runs-out"),
    ("deck ran out", "stock-runs-out"),
    ("What do we do when the stock is empty and nobody has gone out yet?", "stock-runs-out"),
    ("we used up every card in the middle pile, do we reshuffle the throwaways?", "stock-runs-out"),
    # knocking
    ("can you knock in this game", "knocking"),
    ("knock?", "knocking"),
    ("In rummy you knock to end it. Can you do that in six card golf too?", "knocking"),
    (
        "my dad keeps rapping the table to end the hand early, is knocking even a thing here",
        "knocking",
    ),
    # card-values
    ("how much is each card worth", "card-values"),
    ("points for a queen?", "card-values"),
    ("wat r the card points", "card-values"),
    ("What does an ace count for in this game, one or eleven?", "card-values"),
    ("king worth?", "card-values"),
    # two-twos-in-a-column
    ("two deuces stacked, is that minus four", "two-twos-in-a-column"),
    ("if i have a 2 on top of another 2 do i get double the minus", "two-twos-in-a-column"),
    ("do matching twos cancel to zero or do both negatives count", "two-twos-in-a-column"),
    # jack-with-a-queen
    ("jack and queen are both 10 so are they a pair?", "jack-with-a-queen"),
    ("does a 10 and a J cancel out", "jack-with-a-queen"),
    (
        "My jack is right above my queen. Same points, so that column should be zero, right?",
        "jack-with-a-queen",
    ),
    # do-suits-matter
    ("does hearts vs spades make any difference", "do-suits-matter"),
    ("suits?", "do-suits-matter"),
    ("do the card colours matter, red or black", "do-suits-matter"),
    # two-identical-cards
    (
        "playing with 2 packs mixed and i have two exactly the same, both 8 of spades, do they match",
        "two-identical-cards",
    ),
    ("two queen of hearts in one column with a double deck, pair or not?", "two-identical-cards"),
    # pair-in-a-row
    ("two 5s next to each other side by side, zero?", "pair-in-a-row"),
    ("does a match going across count or only up and down", "pair-in-a-row"),
    ("horizontal pair", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("diagonal match?", "pair-on-a-diagonal"),
    ("two sevens corner to corner do they cancel", "pair-on-a-diagonal"),
    ("Do cards that match slantwise count as a pair?", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("two kings on top of each other, any special bonus", "column-of-two-kings"),
    ("king pair worth extra?", "column-of-two-kings"),
    (
        "I stacked both my kings in one column, do I get something more for that?",
        "column-of-two-kings",
    ),
    # king-with-a-two
    ("is a king and a 2 in the same column a match", "king-with-a-two"),
    ("king over a deuce, do they pair up since both are low", "king-with-a-two"),
    # joker-with-a-two
    ("joker and a 2 in the same column, is that a match?", "joker-with-a-two"),
    ("does a joker count as a pair with a deuce", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers stacked, zero or minus four", "two-jokers-in-a-column"),
    ("if both cards in my column are jokers what do I score for it", "two-jokers-in-a-column"),
    # best-column
    ("whats the lowest one column can score", "best-column"),
    ("best possible stack", "best-column"),
    ("which two cards should I aim for in a single column to get the biggest minus", "best-column"),
    # four-of-a-kind
    ("i got four 7s in two columns, any bonus", "four-of-a-kind"),
    ("four of a kind extra?", "four-of-a-kind"),
    (
        "All four aces are in my layout as two matching columns. Do I get anything taken off for that?",
        "four-of-a-kind",
    ),
    # lowest-hole-score
    ("whats the best score you can get in one round", "lowest-hole-score"),
    ("lowest possible hand total", "lowest-hole-score"),
    ("how low can a single hole go", "lowest-hole-score"),
    # highest-hole-score
    ("worst possible score in one round", "highest-hole-score"),
    ("max points in one hand", "highest-hole-score"),
    ("whats the most points someone could get stuck with on a single hole", "highest-hole-score"),
    # negative-scores
    ("can you have minus points", "negative-scores"),
    ("my total is below zero, is that allowed or does it stop at 0", "negative-scores"),
    ("negative score ok?", "negative-scores"),
    # layout-of-21
    ("if my cards add up to exactly 21 is it zero", "layout-of-21"),
    ("somebody said hitting 21 on the nose wipes your round to nothing", "layout-of-21"),
    # lowest-hole-bonus
    ("does whoever has the lowest score each round get a bonus", "lowest-hole-bonus"),
    ("extra reward for the best score of the hand?", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("two of us both got 12 on the same round, is there a penalty for tying", "tied-hole-penalty"),
    ("tie on a hole, penalty?", "tied-hole-penalty"),
    ("same score as my brother in this hand, does anything happen to us?", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("do jacks get a special bonus when you pair them up twice", "two-pairs-of-jacks"),
    ("double jack pairs bonus?", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many rounds in a full game", "how-many-holes"),
    ("how long is a match, 9 holes or 18", "how-many-holes"),
    ("who deals the next hand after this one", "how-many-holes"),
    # tie-for-the-win
    ("game over and we're tied for lowest, who wins", "tie-for-the-win"),
    ("tiebreaker at the end?", "tie-for-the-win"),
    (
        "After all the holes my brother and I both finished on 31. Do we play another hole to decide the winner?",
        "tie-for-the-win",
    ),
    # match-total-range
    ("lowest possible total for the whole game", "match-total-range"),
    ("what's the biggest total anyone could end a 9 hole match with", "match-total-range"),
    # missed-holes
    ("my uncle came late, can he join in the middle", "missed-holes"),
    ("someone has to leave halfway, what happens to their score", "missed-holes"),
    ("Can a new player jump in after hole 3?", "missed-holes"),
    ("late joiner scoring", "missed-holes"),
    # four-card-golf
    ("4 card version, do pairs still cancel", "four-card-golf"),
    ("in the four card game is a 2 still minus", "four-card-golf"),
    ("golf with only four cards each, how do matches score", "four-card-golf"),
    # nine-card-golf
    ("9 card golf, two matching cards in a column zero?", "nine-card-golf"),
    ("nine card version pairs", "nine-card-golf"),
    ("In the 3 by 3 version do you need three the same in a column to cancel?", "nine-card-golf"),
]

OFF_TOPIC_4: list[str] = [
    # other card games, named
    "how do you play crazy eights",
    "gin rummy when can you knock",
    "in poker does a pair beat ace high",
    "how many points is a king worth in cribbage",
    "cribbage his nobs jack of the same suit",
    "blackjack should i hit on 16 against a 10",
    "in blackjack is the ace 1 or 11",
    "baccarat are kings and tens worth zero",
    "euchre what is the right bower jack",
    "euchre going alone how many points",
    "klondike solitaire how many columns do you deal",
    "spider solitaire with two decks tips",
    "uno can you stack draw four on draw two",
    "go fish how many cards to deal to each player",
    "old maid which card do you take out of the deck",
    "hearts does the queen of spades count 13 points",
    "spades card game how to count bags",
    "bridge bidding for beginners",
    "canasta how many jokers in the deck",
    "hand and foot how many decks for 6 players",
    "war card game what happens on a tie",
    "pinochle deck how many cards",
    "skat rules explained",
    "durak who is the fool",
    "president card game who deals first round",
    "kings in the corner how to play",
    "rummy 500 can i pick up cards from deep in the discard pile",
    "texas holdem how many face down cards do you get",
    "how to deal cards for poker night",
    "skip-bo how many decks in the draw pile",
    "phase 10 list of phases",
    "dutch blitz rules",
    "in cabo can you peek at your own card with a 7",
    "skyjo do you remove a column of three matching cards",
    "rat-a-tat cat how to score",
    "bezique scoring",
    "cassino card game building rules",
    "hanafuda koi koi yaku list",
    "schnapsen marriage king and queen points",
    "belote which trump jack is highest",
    "pitch card game how many points to win",
    "500 card game joker bidding",
    # other card games, described without the name
    "the game where you pass three cards left and try not to take hearts",
    "that game where everyone grabs a spoon when someone gets four of the same card",
    "game where you slap the pile when a jack comes up",
    "the one where you lay seven stacks face down and build down alternating colours",
    "card game where you call out when you have one card left",
    # real golf, mini golf, disc golf
    "what is a hole in one in real golf",
    "how many holes on a golf course",
    "par for a 9 hole round of golf",
    "how to calculate my golf handicap",
    "which club to use from 150 yards",
    "best putter for mini golf",
    "mini golf windmill hole tips",
    "disc golf driver recommendations",
    "disc golf scoring birdie and bogey",
    # other games and sports
    "mahjong how many tiles",
    "chess castling rules",
    "monopoly does free parking get money",
    "yahtzee score sheet full house points",
    "scrabble points for q",
    "what is a knock in dominoes",
    "dominoes draw from the boneyard",
    "bowling score strike and spare",
    "tennis what does deuce mean",
    "what is the jack in lawn bowls",
    "how long is a round in boxing",
    "who won the world series",
    "fortnite new season date",
    # collecting, buying, shuffling cards, tricks
    "how much is a charizard pokemon card worth",
    "magic the gathering minimum deck size",
    "yugioh deck limit",
    "how to store trading cards safely",
    "where can i buy cheap playing cards",
    "how to riffle shuffle without bending the cards",
    "best automatic card shuffler",
    "card trick with the four jacks",
    "magic trick to find a chosen card",
    "why does a new deck come with two jokers and an ad card",
    "tarot death card meaning",
    "birthday card message for grandma",
    # the app itself
    "how do i delete my account",
    "turn on dark mode",
    "can i print the score sheet",
    "reset my password",
    "export scores to excel",
    "app keeps crashing on my phone",
    "change my profile picture",
    # everyday chat, jokes, nonsense
    "whats the weather tomorrow",
    "what's for dinner",
    "tell me a joke",
    "knock knock jokes for kids",
    "why did the golfer bring two pairs of pants",
    "asdfgh",
    "blue banana spaceship",
    "the quick brown fox",
]
