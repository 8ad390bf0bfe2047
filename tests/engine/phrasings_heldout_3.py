# ruff: noqa: E501  (phrasings are kept as their writer typed them, one string each)
"""Held-out phrasing set 3 for golfkeeper's rule-question search (issue 26).

Written by an independent helper session on 3 December 2026 for issue 26.
While writing it, the writer read only the catalogue's slugs and question
texts (/tmp/questions_list.txt) and §1 and §4 of the team's rules notes, to learn the
game's words. The writer did NOT read the search's synonym table, the search
code, its tests or any other phrasing set, and the search was never run on
these phrasings while they were written.

HELD_OUT_3 pairs a query, written the way people at a real table might type
or say it (children, text-speak and typos, grandparents, non-native
speakers, long stories, bare keywords), with the one catalogue question that
answers it. Phrasings that two questions could fairly answer were left out.
OFF_TOPIC_3 holds queries that no rule question of this game answers.

Never edit this file to fit the search. If the search gets one wrong, fix
the search or record the miss; do not reword, move or drop the phrasing.
"""

from __future__ import annotations

HELD_OUT_3: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards do u deal to each person", "cards-per-player"),
    (
        "Grandma here. When I deal, is it six cards each, and do they go down in two lines of three or one long line?",
        "cards-per-player",
    ),
    ("6 cards each right?? what shape do we lay them out in", "cards-per-player"),
    ("How many card every player receive and how we put them on the table?", "cards-per-player"),
    # how-many-decks
    ("theres 6 of us is one pack enough", "how-many-decks"),
    (
        "we are only 3 players but we have two old decks, can we mix them and use both",
        "how-many-decks",
    ),
    ("number of decks for 7 people", "how-many-decks"),
    (
        "My husband insists we need a second pack of cards once there are five of us playing. Is he right?",
        "how-many-decks",
    ),
    # stock-size
    ("after dealing to 4 players how many cards should be left in the middle pile", "stock-size"),
    ("how big is the draw pile once everybody has their cards, just 2 of us", "stock-size"),
    (
        "we dealt for 5 people with two packs and counted 73 cards left face down to draw from, is that the right number",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("at the start do i get to pick which 2 i flip or is it random", "which-cards-start-face-up"),
    ("can my first two turned up cards be one above the other", "which-cards-start-face-up"),
    (
        "My granddaughter always turns over the two cards in the same up-and-down line before play begins. Is she allowed to do that?",
        "which-cards-start-face-up",
    ),
    # look-at-face-down-cards
    (
        "can i sneak a look at my own hidden cards in the middle of the round",
        "look-at-face-down-cards",
    ),
    (
        "is it ok to check my face down cards while we play, just me, not showing anyone",
        "look-at-face-down-cards",
    ),
    (
        "Excuse me, during the game may I lift my closed cards to remember what they are?",
        "look-at-face-down-cards",
    ),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who shuffles and deals at the very beginning of the game", "first-dealer"),
    (
        "we argue every single time about who gets to deal the opening hand. is there a proper way to pick",
        "first-dealer",
    ),
    # accidental-peek
    (
        "my little brother saw one of my upside down cards by mistake what do we do",
        "accidental-peek",
    ),
    ("dealer gave me 7 cards and my aunt only 5, oops, how do we fix it", "accidental-peek"),
    (
        "a card flipped over while the dealer was dealing and everyone saw it, do we start again?",
        "accidental-peek",
    ),
    # jokers
    ("r jokers wild", "jokers"),
    ("do we take the jokers out of the box or leave them in", "jokers"),
    (
        "In my family the joker can stand for any card you like. Is that allowed in this game?",
        "jokers",
    ),
    # see-the-stock-card
    (
        "when i take from the face down pile do i get to look at it before i choose what to do",
        "see-the-stock-card",
    ),
    (
        "Do I have to commit to using the card I pulled off the deck before I've even seen it?",
        "see-the-stock-card",
    ),
    ("draw from deck - do i see it privately first??", "see-the-stock-card"),
    # turn-a-card-up-instead-of-drawing
    ("can i just flip one of mine over and skip drawing", "turn-a-card-up-instead-of-drawing"),
    (
        "Instead of taking a card from either pile, may I use my turn to turn over one of my hidden cards?",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "on my go can i not draw anything and just reveal a card",
        "turn-a-card-up-instead-of-drawing",
    ),
    # look-before-replacing
    (
        "can i peek at a face down card to see what it is before i decide to swap it out",
        "look-before-replacing",
    ),
    (
        "Before I put my new card on one of my hidden spots, may I check what's underneath and then pick a different spot if I don't like it?",
        "look-before-replacing",
    ),
    # replace-a-face-up-card
    ("can i swap out a card thats already showing, like my face up jack", "replace-a-face-up-card"),
    (
        "I drew a 3 from the deck. Can it go over my 9 that's already turned up, rather than a hidden card?",
        "replace-a-face-up-card",
    ),
    (
        "is it only the hidden cards you're allowed to replace or the open ones too",
        "replace-a-face-up-card",
    ),
    # move-cards-around
    ("can i rearrange my cards so my two 5s end up in the same column", "move-cards-around"),
    ("can I trade one of my cards with my sister's cards", "move-cards-around"),
    ("me move card to other place in my grid, this is allowed?", "move-cards-around"),
    # take-a-pair-off-the-table
    (
        "once i have a matched pair can i pull them out of my layout so they're locked in",
        "take-a-pair-off-the-table",
    ),
    (
        "can finished twins be put to one side so nobody can break them up",
        "take-a-pair-off-the-table",
    ),
    # throw-a-discard-straight-back
    (
        "can i pick up the top card of the trash pile and then just put it back",
        "throw-a-discard-straight-back",
    ),
    (
        "i grabbed the discard but changed my mind, can i return it to the pile and end my turn",
        "throw-a-discard-straight-back",
    ),
    (
        "Is it legal to take the face-up card off the discards and throw it right back without using it?",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    (
        "can i take a card from underneath the top one in the discard pile",
        "dig-into-the-discard-pile",
    ),
    (
        "the 2 i want is like third down in the throw pile, can i go get it",
        "dig-into-the-discard-pile",
    ),
    (
        "can you look through all the discards and pick out whichever card you want",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    (
        "i drew a queen from the deck and dont want it, can i just discard it",
        "throw-away-a-stock-card",
    ),
    (
        "is it allowed to take from the draw pile and toss it straight onto the discards",
        "throw-away-a-stock-card",
    ),
    (
        "If the card from the pile in the middle is rubbish, do I have to keep it in my cards?",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    (
        "after i throw away the card i drew do i then get to flip one of mine",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "We always played that if you bin the card you drew off the deck, you must turn one of your face-down cards over. Is that how it goes?",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    (
        "if i take from the discard pile does it have to go on one of my hidden cards",
        "discard-onto-a-face-down-card",
    ),
    (
        "top discard: must it cover a face down card or can it go in any spot",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("when someone flips their last card does everyone else get one final go", "one-more-turn"),
    (
        "my dad turned up his sixth card and said game over straight away but my mum says we all get a last turn first. who is right",
        "one-more-turn",
    ),
    ("after somebody closes, do the rest of us play once more?", "one-more-turn"),
    # going-out-bonus
    ("does the person who goes out first get points taken off", "going-out-bonus"),
    ("do you automatically win the round if you finish first", "going-out-bonus"),
    ("is there a reward for being the first one with all six cards face up", "going-out-bonus"),
    # going-out-penalty
    ("if i go out and somebody ends up lower than me do i get punished", "going-out-penalty"),
    (
        "my cousin says whoever closes the round gets their score doubled if anyone matches or beats them. real rule?",
        "going-out-penalty",
    ),
    # avoid-going-out
    (
        "i only have one hidden card left and my score is awful, can i avoid flipping it",
        "avoid-going-out",
    ),
    ("can i hold off finishing on purpose while my points are high", "avoid-going-out"),
    (
        "is there a way to not end it when your cards are bad, like keeping the last one face down",
        "avoid-going-out",
    ),
    # how-soon-can-a-hole-end
    ("whats the quickest a round can possibly be over", "how-soon-can-a-hole-end"),
    ("minimum number of turns before anybody can go out", "how-soon-can-a-hole-end"),
    # knock-after-turn
    ("can i draw, swap a card, and then knock in that same turn", "knock-after-turn"),
    ("After I've taken my normal go, am I allowed to knock at the end of it?", "knock-after-turn"),
    # knocking
    ("can u knock in this game", "knocking"),
    ("is knocking allowed to end the round, like in some other card games", "knocking"),
    ("can i knock to stop the hand when i think i'm lowest", "knocking"),
    # stock-runs-out
    ("what if there r no cards left in the draw pile", "stock-runs-out"),
    ("the deck in the middle is empty and nobody has gone out yet. what now", "stock-runs-out"),
    ("we ran out of cards to pick up from, do we reshuffle something?", "stock-runs-out"),
    ("No more card to draw. What happen then?", "stock-runs-out"),
    # card-values
    ("how many points is a queen", "card-values"),
    ("wat is a ace worth", "card-values"),
    ("points for each card please", "card-values"),
    ("is a single king zero or ten", "card-values"),
    # two-twos-in-a-column
    ("two 2s in one column is that -4 or 0", "two-twos-in-a-column"),
    ("if I get both twos stacked up and down, do I get minus four?", "two-twos-in-a-column"),
    ("pair of deuces in a column negative 4??", "two-twos-in-a-column"),
    # jack-with-a-queen
    ("do a jack and a queen cancel out since both are worth 10", "jack-with-a-queen"),
    ("does a 10 over a J count as a pair", "jack-with-a-queen"),
    ("queen and jack same column, match or not", "jack-with-a-queen"),
    # do-suits-matter
    ("does it matter if the cards are hearts or spades", "do-suits-matter"),
    ("do my two cards need to be the same colour to make a pair", "do-suits-matter"),
    # two-identical-cards
    (
        "we use 2 decks and i got the exact same card twice, 8 of spades and 8 of spades. do they cancel?",
        "two-identical-cards",
    ),
    (
        "both cards in my column are the queen of hearts because we mixed two packs. still a pair?",
        "two-identical-cards",
    ),
    # pair-in-a-row
    ("two 6s next to each other left and right, do they cancel", "pair-in-a-row"),
    ("does a match count if it's sideways in the same row", "pair-in-a-row"),
    ("my 4s are side by side on the top line, zero or 8?", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("two 9s corner to corner, do they count as a pair", "pair-on-a-diagonal"),
    ("do matching cards cancel if they're diagonal from each other", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("two kings in the same column, anything special", "column-of-two-kings"),
    ("K on top of K - bonus or just nothing?", "column-of-two-kings"),
    # king-with-a-two
    ("is a 2 and a king in the same column a pair", "king-with-a-two"),
    ("does a deuce under a king cancel out to zero", "king-with-a-two"),
    # joker-with-a-two
    ("if we play with jokers does a joker match up with a 2", "joker-with-a-two"),
    ("joker and 2 in one column, pair??", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers stacked in a column, is that zero or minus 4", "two-jokers-in-a-column"),
    ("both jokers ended up in one column, what does it score", "two-jokers-in-a-column"),
    # best-column
    ("best score you can possibly get in just one column", "best-column"),
    ("what's the lowest one up-and-down column of two cards can ever be worth", "best-column"),
    # four-of-a-kind
    ("i have four 7s filling two columns next to each other, bonus?", "four-of-a-kind"),
    ("4 of a kind across two stacks, do i get anything extra", "four-of-a-kind"),
    # lowest-hole-score
    ("what is the lowest score u can get in one round", "lowest-hole-score"),
    ("best possible score for a single hole, all six cards", "lowest-hole-score"),
    # highest-hole-score
    ("worst possible score in one hole", "highest-hole-score"),
    ("what's the most points you could get stuck with in one round", "highest-hole-score"),
    # negative-scores
    ("can you have a score below zero", "negative-scores"),
    ("my running total is -3, is that allowed or do we just write 0", "negative-scores"),
    ("do minus totals stay minus or do they reset", "negative-scores"),
    # layout-of-21
    ("if my cards add up to exactly 21 is it zero", "layout-of-21"),
    ("someone at our table said 21 on the nose counts as nothing, true?", "layout-of-21"),
    # lowest-hole-bonus
    ("does the person with the lowest score each round get a bonus", "lowest-hole-bonus"),
    ("extra points off for having the best hand in a round?", "lowest-hole-bonus"),
    # tied-hole-penalty
    (
        "me and my friend both got 15 in the same round, is there a penalty for that",
        "tied-hole-penalty",
    ),
    (
        "if two players end a hand on exactly the same number, does either of them get punished?",
        "tied-hole-penalty",
    ),
    ("same score as someone else on one hole = extra points?", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("two pairs of jacks, any bonus", "two-pairs-of-jacks"),
    (
        "I made a jack pair in one column and another jack pair in a different column. Do jacks twice get something extra?",
        "two-pairs-of-jacks",
    ),
    # how-many-holes
    ("how many rounds in a full game", "how-many-holes"),
    ("how many holes do we play before adding up", "how-many-holes"),
    ("after the first hand, who deals the next one and how many hands do we go", "how-many-holes"),
    # tie-for-the-win
    ("after all 9 holes two of us have the same lowest total, who wins", "tie-for-the-win"),
    ("tie at the end of the whole game, is there a playoff", "tie-for-the-win"),
    (
        "Grandpa and I both finished the game on 23, which was the lowest of everyone. Who is the winner?",
        "tie-for-the-win",
    ),
    # match-total-range
    ("lowest and highest total possible over a whole game", "match-total-range"),
    ("what's the best total you could ever end with after all 9 holes", "match-total-range"),
    # missed-holes
    ("my friend got here after hole 3, can she still play", "missed-holes"),
    ("someone has to leave halfway through, what do we do about their score", "missed-holes"),
    ("if a player sits out a few rounds how do we count them", "missed-holes"),
    (
        "Our neighbour came over when we were already on the fifth hand. Can he jump in, and how is he scored?",
        "missed-holes",
    ),
    # four-card-golf
    ("in the 4 card version do pairs still cancel", "four-card-golf"),
    ("4 card golf, is a 2 still minus 2", "four-card-golf"),
    # nine-card-golf
    ("9 card golf: two same cards in a column zero?", "nine-card-golf"),
    (
        "We're playing with nine cards each in a 3 by 3 square. Does a pair up and down in one column cancel?",
        "nine-card-golf",
    ),
]

OFF_TOPIC_3: list[str] = [
    # other card games, named
    "how do you play crazy eights",
    "in poker does a flush beat a straight",
    "what's a king worth in cribbage",
    "in gin rummy when am i allowed to knock",
    "is the joker wild in canasta",
    "how many cards do you deal in hearts with 4 players",
    "hearts: is the queen of spades 13 points",
    "blackjack should i hit on 16 when the dealer shows a 6",
    "euchre which jack is the left bower",
    "in spades can you lead a spade before they're broken",
    "how to score a pinochle meld",
    "cribbage how many points for a pair",
    "how do you win at klondike solitaire",
    "golf solitaire how do you clear the tableau",
    "spider solitaire can i move a king to an empty column",
    "freecell how many free cells are there",
    "bezique scoring rules",
    "durak rules, who attacks first",
    "in bridge how many high card points is an ace",
    "rules of piquet",
    "skat how do you bid",
    "sheepshead which cards are trump",
    "tichu what does the dragon do",
    "belote is the jack of trumps worth 20",
    "rook card game what is the rook card worth",
    "hanafuda how do you score yaku",
    "scopa how many points is a scopa",
    "briscola how many points is the ace",
    "skip-bo how many cards in your stock pile",
    "phase 10 what is phase 3",
    "in rummikub what's the joker worth if it's left on your rack",
    "in the card game wizard how many rounds with 4 players",
    "in war what happens when both cards are the same",
    "texas hold'em how many cards in the flop",
    "old maid which queen do you take out",
    "whist who leads the first trick",
    "magic the gathering how many cards in a deck",
    "how much is a first edition charizard card worth",
    # other card games, described without the name
    "the game where you slap the pile when a jack comes up, who gets the cards",
    "game where you ask got any sevens and they say go fish, how many cards each",
    "the game where you shout when you have one card left before you go out",
    "game where the 2 is the highest card and you can play a pair on a pair, who deals next round",
    "that game where you can lie about what cards you put down, how many can you play at once",
    # real golf and mini golf
    "how many holes on a standard golf course",
    "what is a birdie in golf",
    "what's a good handicap for a beginner golfer",
    "which club should i use for a 150 yard shot",
    "mini golf: if the ball goes off the course is that a penalty stroke",
    "how does a sudden death playoff work at the masters",
    # other games and sports
    "chess can a pawn move backwards",
    "monopoly do you get money for landing on free parking",
    "scrabble how many points is a Q",
    "yahtzee does a full house score 25",
    "is there a cheat code for infinite lives in mario",
    "bowling how do you score a spare",
    "why does tennis go 15 30 40",
    "how many points is a touchdown",
    "darts what is a checkout",
    "mahjong how do you declare a win",
    # cards in general
    "where can i buy cheap playing cards",
    "best way to riffle shuffle without bending the cards",
    "how do i build a card house that doesn't fall down",
    "easy magic trick to guess someone's card",
    # using the app
    "how do i delete my account",
    "can i print the score sheet",
    "how do i change my password",
    "the app won't load on my phone",
    "how do i add a new player name to the app",
    # everyday chat, jokes, nonsense
    "what's for dinner",
    "tell me a joke",
    "asdf qwerty",
    "why did the chicken cross the road",
    "what's the weather tomorrow",
    "who won the world cup in 2022",
]
