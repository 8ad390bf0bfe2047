# ruff: noqa: E501
"""Held-out rule-question phrasings, set 8.

A helper session started for this one job wrote this file on 7 December 2026.

What it read: a list of the catalogue's 53 questions, given as slug: text, and from the
team's rules notes (outside the repository) only the introduction with its source list, the
main rules, the variants and house rules, and the rule-question catalogue, to learn the
game's words; it also listed the notes' headings to find those sections. What
it did not read: the search code, its examples, earlier held-out sets, or any repository, and
it did not search public code. Every query was written fresh in the helper's own words; no
sentence is copied from the rules file.

Each query is paired with the one catalogue slug whose question answers it best. Voices vary
on purpose: terse, long stories with the question buried, social framing, in-game moments,
comparisons with other card games, British and American words, text spelling and typos, and
true minus signs. OFF_TOPIC_8 holds 40 strings that no Six-card Golf rule question answers,
several of them using card words on purpose.

Read once, by the lead, after issue 32's fourth round: the search before that round (bdf186f)
and after it (dda5bbe), measured together (the closing note gives the figures).

Never edit this file to fit the search: if a query fails, fix the search or record the
miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_8: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards do we each get", "cards-per-player"),
    ("do I lay my six out as two rows of three or three rows of two?", "cards-per-player"),
    ("deal how many each, and what shape do they go in on the table", "cards-per-player"),
    (
        "new to this, my nan says six cards each but how do you set them out in front of you",
        "cards-per-player",
    ),
    # how-many-decks
    ("theres 6 of us, is one pack enough", "how-many-decks"),
    ("do three players need two decks or is that overkill", "how-many-decks"),
    ("how many decks for a big family of eight", "how-many-decks"),
    (
        "we only have one deck and five people coming over, can we still play or do we need to buy another",
        "how-many-decks",
    ),
    # stock-size
    ("after dealing how many cards should be left in the draw pile with 4 players", "stock-size"),
    ("stock count for two people?", "stock-size"),
    (
        "we dealt to 3 of us and theres loads left over, how many is the stock meant to have",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("do I get to pick which 2 cards I flip at the start", "which-cards-start-face-up"),
    ("can both my starting face up cards be in the same column", "which-cards-start-face-up"),
    (
        "my brother says the first two you turn over have to be in different columns, true?",
        "which-cards-start-face-up",
    ),
    (
        "at the beginning can i flip any two i like or is it set which ones",
        "which-cards-start-face-up",
    ),
    ("opening flip: two in one column allowed?", "which-cards-start-face-up"),
    # look-at-face-down-cards
    (
        "am I allowed to check my face down cards during the game, just a quick look",
        "look-at-face-down-cards",
    ),
    (
        "can i peek at my own hidden cards mid hole to remember what they are",
        "look-at-face-down-cards",
    ),
    (
        "in uno you hold your cards so you can see them, in golf can you look at the ones lying face down in front of you?",
        "look-at-face-down-cards",
    ),
    ("no looking at your own down cards ever?", "look-at-face-down-cards"),
    # first-dealer
    ("how do we decide who deals first", "first-dealer"),
    ("who shuffles and deals the very first hand of the night", "first-dealer"),
    ("cut for deal? does high card or low card deal first", "first-dealer"),
    ("whats the fair way to pick the first dealer, my kids are fighting over it", "first-dealer"),
    # accidental-peek
    (
        "the dealer flipped one of my cards over by mistake while dealing, what now",
        "accidental-peek",
    ),
    (
        "i knocked my card off the table and everyone saw it, it was face down, do we redeal",
        "accidental-peek",
    ),
    ("someone dealt 7 cards to one person and 5 to another, how do we fix it", "accidental-peek"),
    (
        "jake caught a glimpse of my face down card by accident, do we start the hole again",
        "accidental-peek",
    ),
    ("misdeal whats the rule", "accidental-peek"),
    # jokers
    ("do jokers go in the deck", "jokers"),
    ("are jokers wild in golf", "jokers"),
    ("take the jokers out or leave them in?", "jokers"),
    ("our pack still has the two jokers in it, do we use them and what are they worth", "jokers"),
    ("can a joker stand in for any card you want like in rummy", "jokers"),
    ("jokers?", "jokers"),
    # see-the-stock-card
    (
        "when i take from the face down pile do i get to look at it before i decide",
        "see-the-stock-card",
    ),
    (
        "do you see the card you draw from the stock before you choose to keep it or bin it",
        "see-the-stock-card",
    ),
    ("draw from stock blind or can i look first", "see-the-stock-card"),
    (
        "do i show everyone the stock card i drew or just look at it myself before deciding",
        "see-the-stock-card",
    ),
    # turn-a-card-up-instead-of-drawing
    (
        "can i just flip one of my cards over instead of taking a card",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "instead of drawing can i turn a face down card up and end my turn",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "my cousin keeps flipping a card as his whole turn without picking anything up, is that legal",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("skip drawing and just reveal one of mine?", "turn-a-card-up-instead-of-drawing"),
    (
        "is turning over one of your cards a move by itself or do you always have to draw",
        "turn-a-card-up-instead-of-drawing",
    ),
    ("can u flip insted of drawing", "turn-a-card-up-instead-of-drawing"),
    (
        "on my turn I don't want anything from either pile, can I just turn one of my own over",
        "turn-a-card-up-instead-of-drawing",
    ),
    # look-before-replacing
    (
        "can i look under a face down card before i decide whether to swap it",
        "look-before-replacing",
    ),
    ("if i want to replace a face down card do i get to peek at it first", "look-before-replacing"),
    (
        "my sister lifts the corner of her card to check it before putting the new one there, allowed?",
        "look-before-replacing",
    ),
    ("do you have to pick which hidden card to replace without seeing it", "look-before-replacing"),
    (
        "i chose a face down card to swap, it turned out to be a king and now i want to swap a different one instead, can i change my mind",
        "look-before-replacing",
    ),
    ("peek b4 swap?", "look-before-replacing"),
    # replace-a-face-up-card
    ("can i swap out a card thats already face up", "replace-a-face-up-card"),
    (
        "i have a face up queen sitting there, can i put my new card in its place and get rid of it",
        "replace-a-face-up-card",
    ),
    (
        "is it only face down cards you can replace or can you swap a visible one too",
        "replace-a-face-up-card",
    ),
    (
        "once a card is turned up is it stuck there for good or can i replace it later",
        "replace-a-face-up-card",
    ),
    ("swap a showing card for a lower one, legal?", "replace-a-face-up-card"),
    # move-cards-around
    (
        "my cousin keeps swapping his cards round to make matches, is that allowed",
        "move-cards-around",
    ),
    ("can i slide two cards together to make a pair in a column", "move-cards-around"),
    ("can i rearrange my six cards during the hole", "move-cards-around"),
    ("can i trade one of my cards with someone elses", "move-cards-around"),
    ("am I allowed to move my 7 from the top row to sit under my other 7", "move-cards-around"),
    (
        "in gin you can sort your hand however you like, can you move cards about in golf too",
        "move-cards-around",
    ),
    (
        "do cards stay where they're dealt or can you shuffle them around your layout?",
        "move-cards-around",
    ),
    # take-a-pair-off-the-table
    (
        "once i have a matching column can i remove it so nobody can mess it up",
        "take-a-pair-off-the-table",
    ),
    ("do completed pairs get taken out of play", "take-a-pair-off-the-table"),
    ("can i put my pair of fives aside so its safe", "take-a-pair-off-the-table"),
    (
        "in go fish you lay your pairs down and they're done with, does a finished golf pair come off the table too?",
        "take-a-pair-off-the-table",
    ),
    # throw-a-discard-straight-back
    ("can i pick up the top discard and just put it back", "throw-a-discard-straight-back"),
    (
        "i took the face up card then changed my mind, can i throw it back on the pile",
        "throw-a-discard-straight-back",
    ),
    (
        "dad takes the discard, looks at it and chucks it straight back, is that a legal move",
        "throw-a-discard-straight-back",
    ),
    ("if you take from the discard pile do you have to keep it", "throw-a-discard-straight-back"),
    (
        "grabbed the 9 off the discard pile by mistake, can i discard it again without using it",
        "throw-a-discard-straight-back",
    ),
    (
        "taking the discard then putting it straight back, allowed y/n",
        "throw-a-discard-straight-back",
    ),
    (
        "can u take the top card off the face up pile and just bin it again",
        "throw-a-discard-straight-back",
    ),
    (
        "the bicycle rules say the drawn card may be swapped or discarded, so can a card from the discard pile go right back too",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    ("can i take a card from further down the discard pile", "dig-into-the-discard-pile"),
    ("the 3 I want is under the top card, can I dig for it", "dig-into-the-discard-pile"),
    (
        "are you allowed to look through the discards to find something good",
        "dig-into-the-discard-pile",
    ),
    ("only the top of the discard pile or any card in it?", "dig-into-the-discard-pile"),
    (
        "in rummy 500 you can take a card from deep in the pile if you take everything above it, can you do that in golf",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    ("can i draw from the deck and just discard it if its rubbish", "throw-away-a-stock-card"),
    (
        "if i dont like the card i drew from the stock can i throw it away",
        "throw-away-a-stock-card",
    ),
    ("do i have to use the card i pick up off the face down pack", "throw-away-a-stock-card"),
    ("drew a jack off the stock, can i just bin it and end my go", "throw-away-a-stock-card"),
    ("stock card useless, discard it?", "throw-away-a-stock-card"),
    # turn-a-card-up-after-throwing-away
    (
        "after i discard the card i drew, do i then flip one of my face down cards",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "if i reject the stock card am i allowed to turn one of mine over",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "we always turn a card up after throwing away a drawn card, is that the real rule",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "my aunt says when you throw the stock card away you must flip one, my uncle says you cant, who's right",
        "turn-a-card-up-after-throwing-away",
    ),
    ("discard the drawn card then flip one?", "turn-a-card-up-after-throwing-away"),
    (
        "if you bin the card you drew do you have to reveal one of yours as well, and what if it's your last one",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    (
        "if i take the top discard does it have to replace a face down card",
        "discard-onto-a-face-down-card",
    ),
    (
        "can the card i take from the discard pile go on one of my face up cards",
        "discard-onto-a-face-down-card",
    ),
    (
        "picked up the 2 from the discards, must it go on a hidden card or can it replace my showing 10",
        "discard-onto-a-face-down-card",
    ),
    ("discard pickup has to go in a face down spot?", "discard-onto-a-face-down-card"),
    (
        "my mum insists a discard you pick up has to cover an unturned card, is that right",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("when someone turns up their last card does everyone else get one more go", "one-more-turn"),
    ("ella flipped her sixth card, do the rest of us get a final turn", "one-more-turn"),
    ("does the hole end straight away when one person has all six face up", "one-more-turn"),
    ("someone went out, do we go round once more", "one-more-turn"),
    ("last card up, is it instant end or one more round of turns for the others", "one-more-turn"),
    ("wen sum1 has all there cards up do the others get anuther turn", "one-more-turn"),
    (
        "my grandad says you get one last chance after somebody finishes, is that the rule or just a family thing",
        "one-more-turn",
    ),
    (
        "do other players get a final turn after a player goes out, and does the person who went out play again?",
        "one-more-turn",
    ),
    # going-out-bonus
    ("does the person who goes out first win the hole", "going-out-bonus"),
    ("do you get any bonus points for finishing first", "going-out-bonus"),
    ("is there a reward for being first to turn your last card", "going-out-bonus"),
    ("i went out first but tom had fewer points, surely i win that hole?", "going-out-bonus"),
    ("going out first = minus points?", "going-out-bonus"),
    # going-out-penalty
    ("if i go out and someone beats me do i get penalised", "going-out-penalty"),
    (
        "some people double your score if you go out and you're not lowest, do we do that",
        "going-out-penalty",
    ),
    ("i went out but my sister tied my score, do i get extra points added", "going-out-penalty"),
    (
        "is there a penalty for going out without the lowest score, like in skyjo",
        "going-out-penalty",
    ),
    ("punishment for going out and still losing the hole?", "going-out-penalty"),
    # avoid-going-out
    ("my score is bad, can i avoid turning my last card over", "avoid-going-out"),
    ("can i keep my last card face down on purpose so the hole doesnt end", "avoid-going-out"),
    (
        "i have one card left face down and a terrible total, can i just keep replacing face up ones to stall",
        "avoid-going-out",
    ),
    ("is it allowed to not go out when you could", "avoid-going-out"),
    ("stalling so you dont finish, legal?", "avoid-going-out"),
    # how-soon-can-a-hole-end
    ("whats the quickest a hole can finish", "how-soon-can-a-hole-end"),
    ("how many turns minimum before someone can go out", "how-soon-can-a-hole-end"),
    ("could a hole be over after just two turns", "how-soon-can-a-hole-end"),
    ("earliest possible end of a round?", "how-soon-can-a-hole-end"),
    # knock-after-turn
    (
        "with knocking on, do i knock instead of my turn or after i've drawn and swapped",
        "knock-after-turn",
    ),
    ("can i take my normal go and then knock at the end of it", "knock-after-turn"),
    ("draw, replace, then knock in the same turn, is that ok", "knock-after-turn"),
    ("is knocking your whole turn or can you play first and then knock", "knock-after-turn"),
    # stock-runs-out
    ("wat hapens wen the pile runs out", "stock-runs-out"),
    ("the draw pile is empty, what now", "stock-runs-out"),
    ("no cards left in the stock, do we reshuffle the discards", "stock-runs-out"),
    ("we ran out of cards to draw and nobody's finished, does the hole just end", "stock-runs-out"),
    ("stock gone?", "stock-runs-out"),
    (
        "in uno you flip the used pile over when the deck runs out, is it the same in golf",
        "stock-runs-out",
    ),
    (
        "the pack's finished but everyone still has cards face down, how do we carry on",
        "stock-runs-out",
    ),
    # knocking
    ("can you knock like in rummy to finish the round", "knocking"),
    ("is knocking allowed in six card golf", "knocking"),
    ("can i end the hole early by knocking if i think i'm lowest", "knocking"),
    (
        "my friend rapped on the table and said that's the end of the hole, is that a thing",
        "knocking",
    ),
    ("knock to end?", "knocking"),
    ("in four card you knock to finish, do you knock in the six card version too", "knocking"),
    # card-values
    ("what is each card worth", "card-values"),
    ("how much is a king", "card-values"),
    ("are face cards 10", "card-values"),
    ("what do aces count as, 1 or 11", "card-values"),
    ("2s minus?", "card-values"),
    ("is a 2 worth −2 or 2", "card-values"),
    ("queen points?", "card-values"),
    ("whats the scoring for each card, my husband says kings are 13", "card-values"),
    ("how many points is a jack", "card-values"),
    # two-twos-in-a-column
    ("two 2s in a column, is that −4 or 0", "two-twos-in-a-column"),
    ("do a pair of twos cancel out or count as minus 4", "two-twos-in-a-column"),
    ("i've got a 2 above a 2, surely thats −4", "two-twos-in-a-column"),
    (
        "me and my wife argue every week: pair of deuces in one column, zero or minus four",
        "two-twos-in-a-column",
    ),
    ("double twos column = -4?", "two-twos-in-a-column"),
    (
        "does matching 2s in a column still score zero even though they're negative cards",
        "two-twos-in-a-column",
    ),
    ("2 n 2 in a colum wat do i get", "two-twos-in-a-column"),
    # jack-with-a-queen
    ("does a jack and a queen count as a pair since theyre both 10", "jack-with-a-queen"),
    ("jack queen column, zero or 20?", "jack-with-a-queen"),
    ("10 and jack in the same column, does that cancel", "jack-with-a-queen"),
    (
        "my son reckons a queen over a jack is a match because they're worth the same",
        "jack-with-a-queen",
    ),
    (
        "do the ten-point cards pair with each other even if they're different ones",
        "jack-with-a-queen",
    ),
    ("is a ten with a queen a pair", "jack-with-a-queen"),
    # do-suits-matter
    ("does it matter if my pair is hearts and spades", "do-suits-matter"),
    ("do the suits make any difference", "do-suits-matter"),
    ("red seven and black seven in a column, still a pair?", "do-suits-matter"),
    ("suits count for anything?", "do-suits-matter"),
    ("in hearts the suit is everything, does suit matter at all in golf", "do-suits-matter"),
    # two-identical-cards
    (
        "we use two decks and i've got two 8 of spades in a column, does that pair",
        "two-identical-cards",
    ),
    (
        "playing with 2 packs, two exact same cards, same suit and everything, do they cancel",
        "two-identical-cards",
    ),
    ("double deck, queen of hearts twice in one column, counts as a pair?", "two-identical-cards"),
    (
        "if the two decks give me the very same card twice in one column, is it a normal pair",
        "two-identical-cards",
    ),
    # pair-in-a-row
    ("does a pair next to each other in the top row count", "pair-in-a-row"),
    ("two 9s side by side, do they cancel", "pair-in-a-row"),
    ("matching cards in a row instead of a column, zero or not", "pair-in-a-row"),
    ("my gran says pairs count going across, not just up and down", "pair-in-a-row"),
    ("horizontal pairs count?", "pair-in-a-row"),
    ("i've got 6 6 in my bottom row, do they cancel out", "pair-in-a-row"),
    # pair-on-a-diagonal
    ("do two equal cards on a diagonal cancel", "pair-on-a-diagonal"),
    ("i have a 4 top left and a 4 bottom middle, does that count as a pair", "pair-on-a-diagonal"),
    ("diagonal pair?", "pair-on-a-diagonal"),
    ("what about matching cards corner to corner", "pair-on-a-diagonal"),
    ("do slanted pairs cancel like column ones", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("is a column of two kings worth anything special", "column-of-two-kings"),
    ("two kings in one column, any bonus or just zero", "column-of-two-kings"),
    ("king over king, does that beat a normal pair", "column-of-two-kings"),
    (
        "pair of kings in a column, is that better than other pairs since kings are already 0",
        "column-of-two-kings",
    ),
    # king-with-a-two
    ("is a 2 with a king a pair", "king-with-a-two"),
    ("king and a two in the same column, do they cancel or is it −2", "king-with-a-two"),
    ("k over a 2, is that counted as a match because they're both low", "king-with-a-two"),
    ("does a two pair up with a king", "king-with-a-two"),
    # joker-with-a-two
    ("with jokers in, does a joker match a 2", "joker-with-a-two"),
    (
        "joker and a two in one column, is that a pair since they're both minus 2",
        "joker-with-a-two",
    ),
    ("can a joker pair up with a deuce", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers in a column, 0 or −4", "two-jokers-in-a-column"),
    (
        "if i get both jokers in one column do they cancel or do i get minus 4",
        "two-jokers-in-a-column",
    ),
    ("joker on top of joker in a column, what does that score", "two-jokers-in-a-column"),
    ("2 jokers same colum?", "two-jokers-in-a-column"),
    # best-column
    ("whats the best a single column can score", "best-column"),
    ("lowest score you can get in one column", "best-column"),
    ("what's the dream column to end up with", "best-column"),
    ("best two cards to have stacked in one column?", "best-column"),
    # four-of-a-kind
    ("i have four 7s in two columns, is there a bonus", "four-of-a-kind"),
    ("four of a kind, anything extra", "four-of-a-kind"),
    ("two columns both made of 5s, do we get a special bonus", "four-of-a-kind"),
    ("in poker four of a kind is huge, is it worth anything in golf", "four-of-a-kind"),
    ("square of four matching cards, bonus?", "four-of-a-kind"),
    # lowest-hole-score
    ("whats the lowest possible score for one hole", "lowest-hole-score"),
    ("best score you could ever get in a single round", "lowest-hole-score"),
    ("can you get lower than −6 in one hand", "lowest-hole-score"),
    ("min score per hole?", "lowest-hole-score"),
    # highest-hole-score
    ("whats the worst you can score on one hole", "highest-hole-score"),
    ("highest possible score for a hand", "highest-hole-score"),
    ("max points in one round", "highest-hole-score"),
    (
        "i scored 52 this hole, is that even possible, whats the most you can get",
        "highest-hole-score",
    ),
    # negative-scores
    ("can your total go below zero", "negative-scores"),
    ("if i score −4 on a hole do i write −4 or 0", "negative-scores"),
    ("negative scores allowed?", "negative-scores"),
    ("my running total is −3, is that right or do you stop at zero", "negative-scores"),
    ("can a hole score be negative, like minus points", "negative-scores"),
    # layout-of-21
    ("does 21 count as zero, like blackjack", "layout-of-21"),
    (
        "someone said if your layout adds up to exactly 21 it's worth nothing, is that a real rule",
        "layout-of-21",
    ),
    ("exactly 21 = 0?", "layout-of-21"),
    # lowest-hole-bonus
    ("does the person with the lowest score in a hole get a bonus", "lowest-hole-bonus"),
    ("is there an extra reward for having the lowest points on a hole", "lowest-hole-bonus"),
    ("lowest score this hand, do i get minus 3 or anything", "lowest-hole-bonus"),
    ("bonus for best score of the round?", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("is there a penalty when two players score the same on a hole", "tied-hole-penalty"),
    ("we both got 7 this hole, does anyone get extra points for matching", "tied-hole-penalty"),
    ("tied scores in a hole, do both get +5", "tied-hole-penalty"),
    ("me and nina were level on 12 this round, any punishment for that", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("do two pairs of jacks earn a bonus", "two-pairs-of-jacks"),
    ("wolfpack rule, two columns of jacks, is that −5 or something", "two-pairs-of-jacks"),
    (
        "i got jacks paired in two different columns, anything special for that",
        "two-pairs-of-jacks",
    ),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("how many rounds do we play before adding up", "how-many-holes"),
    ("is it 9 or 18 holes", "how-many-holes"),
    ("who deals the next hole, and how many holes is a full match", "how-many-holes"),
    ("after the first hand does the deal go to the left", "how-many-holes"),
    # tie-for-the-win
    ("me and dad both ended on 30, who won", "tie-for-the-win"),
    ("end of the game and it's a draw for lowest, how do we settle it", "tie-for-the-win"),
    ("tie at the end, do we play another hole", "tie-for-the-win"),
    ("two of us finished level on the lowest total, who wins", "tie-for-the-win"),
    ("tie breaker?", "tie-for-the-win"),
    ("after 9 holes mum and i are tied, is there a playoff", "tie-for-the-win"),
    # match-total-range
    ("whats the lowest and highest possible total for a whole game", "match-total-range"),
    ("over 9 holes whats the best total you could possibly get", "match-total-range"),
    ("max possible score across the full match?", "match-total-range"),
    # missed-holes
    ("ella went to bed, what happens to her score", "missed-holes"),
    ("my brother joined after hole three, what do we put for the holes he missed", "missed-holes"),
    ("if someone leaves halfway do they lose", "missed-holes"),
    ("latecomer, how do we score the holes they sat out", "missed-holes"),
    ("can my friend jump in midway through the game", "missed-holes"),
    # four-card-golf
    ("in four card golf do pairs cancel", "four-card-golf"),
    ("is a 2 negative in the 4 card version", "four-card-golf"),
    (
        "playing the four card version tonight, do matching columns still score zero",
        "four-card-golf",
    ),
    ("4-card golf, twos worth minus 2 or plus 2?", "four-card-golf"),
    # nine-card-golf
    ("nine card golf, does a pair in a column score 0", "nine-card-golf"),
    ("in 9 card golf do you need three in a column", "nine-card-golf"),
    ("3x3 version: two matching cards in a column, zero?", "nine-card-golf"),
    ("playing with 9 cards each, do pairs cancel like normal", "nine-card-golf"),
]

OFF_TOPIC_8: list[str] = [
    "whats the best hand in poker",
    "what beats a full house",
    "what does it mean in poker when your cards are in the hole",
    "how do you score a pair in cribbage",
    "in cribbage who deals first, the pone or the other one",
    "in rummy can you lay off on someone elses run",
    "in gin rummy what's a big gin worth",
    "how many points do you need to win a rubber at bridge",
    "should I hit on 16 against a dealer 10 in blackjack",
    "in blackjack does a king count as 10",
    "can you stack draw two cards in uno",
    "does the queen of spades count 13 in hearts",
    "in crazy eights what happens when you play an 8",
    "in euchre which jack is the left bower",
    "how do you play war with two people",
    "how many cards go in each pile in klondike solitaire",
    "whats a par 4 in real golf",
    "how far should I hit a 7 iron",
    "what's the difference between a birdie and an eagle",
    "what's a good score for 18 holes of golf for a beginner",
    "good game everyone",
    "who's winning",
    "pass the crisps, your deal",
    "deal me in next round, just popping to the loo",
    "is it your turn or mine, i lost track",
    "who wants a cup of tea",
    "well done on that round, you were on fire",
    "how do I add another player in the app",
    "the app keeps crashing when i open the score sheet",
    "can i turn on dark mode",
    "how do i undo the last score i typed in",
    "does this work offline",
    "how do i share the final scores with the family group chat",
    "what's the weather tomorrow",
    "set a timer for ten minutes",
    "how do you do a riffle shuffle without bending the cards",
    "where can i buy a nice deck of cards",
    "why does the king of hearts look like he has a sword in his head",
    "how do i clean sticky playing cards",
    "who invented playing cards",
]
