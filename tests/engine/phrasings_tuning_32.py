# ruff: noqa: E501  (phrasings are kept as typed, one string each)
"""TUNING DATA for issue 32, not a held-out set: the search's choices in that round were
made on these. The misses the issue lists, then phrasings of the same kinds written by the
helper who tuned the search (stories and social framing, another game named as a
comparison, phonetic and text spelling, neighbours' shared words, trailing second
questions, the true minus sign), chat with game words that should get nothing sure, and
in-game stories that must never be called off-topic.
"""

from __future__ import annotations

TUNING_32: list[tuple[str, str]] = [
    # The issue's own misses.
    (
        "my cousin keeps switching his cards round to make matches, is that cheating",
        "move-cards-around",
    ),
    ("can we use the jokers from the box, grandma wants them wild", "jokers"),
    ("we both ended on 32 who wins", "tie-for-the-win"),
    ("ella went to bed what happens to her score", "missed-holes"),
    ("gran is going to bed", "missed-holes"),
    ("me and gran both got 2 and i went out", "going-out-penalty"),
    ("can you knock like in rummy to end it", "knocking"),
    ("we play that 21 is zero like blackjack, is that a real rule", "layout-of-21"),
    ("qeen over jak = 0?", "jack-with-a-queen"),
    ("wat happens wen the draw pile runs owt", "stock-runs-out"),
    ("what happens if it's a draw after 9 holes", "tie-for-the-win"),
    ("there's 6 of us, do we need 2 packs", "how-many-decks"),
    ("can i just not flip my last card so i dont end it", "avoid-going-out"),
    (
        "my total is -5 and my brother says you can't go under nothing, and can we do 18 holes next time",
        "negative-scores",
    ),
    ("is flipping a card a turn on its own", "turn-a-card-up-instead-of-drawing"),
    ("Is a 2 worth −2 or +2?", "card-values"),
    # The same kinds, in other words.
    (
        "my sister keeps sliding her cards about so they line up, is that allowed",
        "move-cards-around",
    ),
    ("dad wants the jokers in, are they wild or what", "jokers"),
    ("tom and i both have 41 at the end, who takes it", "tie-for-the-win"),
    ("grandpa has to leave after hole 5, what do we do with his score", "missed-holes"),
    ("mum fell asleep on hole 6 lol what happens to her points", "missed-holes"),
    ("auntie just got here, can she join in now", "missed-holes"),
    ("can you go out early like in gin", "knocking"),
    ("can you dig through the discards like in rummy 500", "dig-into-the-discard-pile"),
    ("wot r kings wurth", "card-values"),
    ("kan u luk at ur own cards", "look-at-face-down-cards"),
    ("wots the lowist skore u can get in 1 hole", "lowest-hole-score"),
    ("its a draw at the end, who wins", "tie-for-the-win"),
    ("we're drawn on 27 after nine holes, now what", "tie-for-the-win"),
    ("theres 8 of us how many decks", "how-many-decks"),
    ("what if i dont want to turn my last card over yet", "avoid-going-out"),
    ("can my total go below zero? also whats the most u can get in a hole", "negative-scores"),
    ("do two −2s in a column make −4", "two-twos-in-a-column"),
    ("are one eyed jacks worth anything", "card-values"),
    ("do suits matter at all, btw who's dealing next", "do-suits-matter"),
    (
        "sorry to bother, quick one from grandma: can she look at her own face down cards?",
        "look-at-face-down-cards",
    ),
    (
        "my nephew says you can take the card off the discard and just put it back, like in uno",
        "throw-a-discard-straight-back",
    ),
    ("can kids peek at their cards, my little one keeps looking", "look-at-face-down-cards"),
    ("jim flipped all his cards so do we all get one more go", "one-more-turn"),
    ("how many points is a queen", "card-values"),
    ("ok so bob went out but sue got lower, does bob get a penalty", "going-out-penalty"),
]

# Chat at the table that uses the game's words: nothing is sure for these.
CHAT_32: list[str] = [
    "good game everyone",
    "who's winning",
    "well played all",
    "that was a fun game",
    "lets play another round",
    "nice one grandad",
    "whose turn is it",
    "thanks for playing",
    # Added in issue 32's second round: remarks to or about someone, asking nothing.
    "deal grandad in too",
    "my go now",
    "your shuffle, nan",
    "come on auntie, your turn",
]

# Stories told in the middle of a match: whatever they find, they are never off-topic.
STORIES_32: list[str] = [
    "ella went to bed what happens to her score",
    "gran is going to bed",
    "me and gran both got 2 and i went out",
    "grandpa has to leave after hole 5",
    "the baby woke up so mum has to stop playing",
    "uncle joe only got here at hole 4",
    # Added in issue 32's second round: someone at the table named in a question, someone
    # arriving.
    "can the kids end up below zero",
    "does grandpa get a go after I go out",
    "my neighbour came over after the third hole, how do we score her",
    "my total is minus 4 after three holes, does it stay like that",
    "i went out with a huge score, bad luck eh",
    "gran peeked",
    "dad misdealt",
    "mum knocked",
]

# Added in issue 32's second round: another game named first and this one referred back
# to, or a run of names ("gin rummy"): a comparison, answered like the question alone.
COMPARED_32: list[tuple[str, str]] = [
    ("in poker you keep your cards hidden, can we peek at ours here", "look-at-face-down-cards"),
    ("at cribbage the dealer changes every hand, is it the same in golf", "first-dealer"),
    ("can we knock to finish like in gin rummy", "knocking"),
]

# Added in issue 32's second round: questions about other games, by a name the first
# round's list did not have. Nothing is shown for these.
OTHER_GAMES_32: list[str] = [
    "cabo how many cards do you get",
    "scopa points for the seven of coins",
    "pontoon do you twist on 16",
]

# Added in issue 32's second round: a tie in British words, "on the nose" for exactly, a
# trailing second question after "and", and table talk for moving cards or going through
# the discards: the question answers surely.
READ_32: list[tuple[str, str]] = [
    ("the two of us finished all square, what now", "tie-for-the-win"),
    ("we ended up level after the last hole, now what", "tie-for-the-win"),
    ("it ended all square, do we play another", "tie-for-the-win"),
    ("got 21 bang on, is that good", "layout-of-21"),
    ("my total is under zero, is that ok, and is there any more pizza", "negative-scores"),
    ("can i shift my cards about to line up a pair", "move-cards-around"),
    ("am i allowed to go through the old discards for a card i want", "dig-into-the-discard-pile"),
]

# Added in issue 32's second round: requests that name someone but ask nothing in words
# ("explain ... to me"): questions, not table talk.
REQUESTS_32: list[tuple[str, str]] = [
    ("explain knocking to me", "knocking"),
    ("remind me about jokers", "jokers"),
]

# Added in issue 32's second round: this game named ("in this game"): never called
# off-topic, the right question among the three shown.
THIS_GAME_32: list[tuple[str, str]] = [
    ("my lot say a joker can be anything at all, is that how it works in this game", "jokers"),
    ("is the colour of a card important in this game", "do-suits-matter"),
]
