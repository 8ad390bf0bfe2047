# ruff: noqa: E501
"""Held-out rule-question phrasings, set 10.

A helper session, started for this one job, wrote this file on 7 December 2026. It read the
catalogue's 53 questions (each given as slug: text) and, from the team's rules notes kept outside
the repository, only the introduction with its source list, the main rules, the variants and house
rules, and the rule-question catalogue. It did not read the search code, the search's examples,
any earlier held-out set, or any repository. Every phrasing below was written fresh for this set.

The voices are players at a kitchen table typing on a phone mid-game: one-line terse queries;
long stories with the question buried in the middle; questions asked for a partner, a child or a
grandparent; past-tense accounts of something that just happened at the table; people arriving
late, leaving early or heading to bed; comparisons with rummy, Skyjo, blackjack, Cabo and other
games where the question is still about Golf; British and American words (pack and deck, mum and
mom, crisps and chips); text spelling and typos; true minus signs; numbers written as words; and
a trailing second remark that has nothing to do with the rules.

Read once, by the lead, after issue 32's sixth round: the search before that round (a038faf)
and after it (a9e06f0), measured together (the closing note gives the figures). From then on
it is a development set like the nine before it.

Never edit this file to fit the search: if a query fails, fix the search or record the miss. Add new phrasings in a new held-out set instead.
"""

from __future__ import annotations

HELD_OUT_10: list[tuple[str, str]] = [
    # cards-per-player
    ("how many cards do u deal each person", "cards-per-player"),
    (
        "my nephew dealt everyone seven by mistake, how many are we actually meant to get and do they go in rows or what",
        "cards-per-player",
    ),
    ("First time dealing. Six each, then what shape do they go down in?", "cards-per-player"),
    (
        "sorry new to this, do I lay mine out three by two or in one long line? also who's got the crisps",
        "cards-per-player",
    ),
    # how-many-decks
    ("six of us playing, is one pack enough?", "how-many-decks"),
    ("is 1 deck ok for three ppl or do we shuffle two together", "how-many-decks"),
    (
        "We've got eight coming round on Boxing Day. How many packs of cards should I dig out of the drawer?",
        "how-many-decks",
    ),
    (
        "my sister insists you always need two decks even when it's just the two of us, is she right",
        "how-many-decks",
    ),
    ("Big family table tonight, eleven players. Do we need a third deck?", "how-many-decks"),
    # stock-size
    ("after dealing to 4 how many should be left in the draw pile", "stock-size"),
    (
        "Counted the stock and got 33 with three players. Does that sound right or did somebody get an extra card?",
        "stock-size",
    ),
    ("how big is the leftover pile once everyones got their cards, two player game", "stock-size"),
    (
        "with five of us and two decks, how many cards ought to be sitting in the stock after the deal? grandad thinks some went under the sofa",
        "stock-size",
    ),
    # which-cards-start-face-up
    ("do I get to pick which 2 I flip at the start", "which-cards-start-face-up"),
    (
        "I turned up both cards in my left column to begin with and Dad said that's not allowed. Is it?",
        "which-cards-start-face-up",
    ),
    (
        "can my opening two flips be any cards i like or is it set which ones",
        "which-cards-start-face-up",
    ),
    (
        "asking for my daughter: at the very beginning she always flips the top and bottom of the same column. ok??",
        "which-cards-start-face-up",
    ),
    (
        "Before the first turn, do the two revealed cards have to be in separate columns? Uncle Rob swears they do",
        "which-cards-start-face-up",
    ),
    # look-at-face-down-cards
    ("can I have a sneaky look at my hidden cards mid round", "look-at-face-down-cards"),
    (
        "Are you allowed to check your own face-down cards whenever you like, like you sort of can in Cabo?",
        "look-at-face-down-cards",
    ),
    (
        "my wife keeps lifting the corners of her own turned-down cards to check them during play. legal?",
        "look-at-face-down-cards",
    ),
    (
        "peeking at your own covered cards partway through a hole — allowed or not",
        "look-at-face-down-cards",
    ),
    # first-dealer
    ("who deals first", "first-dealer"),
    ("how do we decide who shuffles and deals the very first hand of the night", "first-dealer"),
    (
        "Is there a proper way to pick the opening dealer? Cut for low card or something?",
        "first-dealer",
    ),
    (
        "we're arguing about who starts dealing. oldest? youngest? cut the deck? kids are getting restless",
        "first-dealer",
    ),
    # accidental-peek
    (
        "dealer flipped one of my cards over while dealing and everyone saw it. now what",
        "accidental-peek",
    ),
    (
        "Tom bumped the table and one of Sue's face-down cards flipped, we all saw it was a king. Do we carry on or start over?",
        "accidental-peek",
    ),
    (
        "misdeal, one person got five and another got seven and we only noticed halfway through the hole. what do we do",
        "accidental-peek",
    ),
    (
        "I accidentally saw my neighbour's hidden card when she nudged it, is there a penalty or a redeal",
        "accidental-peek",
    ),
    (
        "the cat jumped on the table and knocked two of my down cards face up lol. redeal?",
        "accidental-peek",
    ),
    # jokers
    ("jokers in or out", "jokers"),
    ("are jokers wild like in rummy?", "jokers"),
    (
        "Found two jokers in the box. Do we take them out before dealing or play with them?",
        "jokers",
    ),
    (
        "my mate reckons a joker can stand in for any card to complete a pair, is that how golf works",
        "jokers",
    ),
    ("if we do add jokers what are they worth? haven't used them in years", "jokers"),
    # see-the-stock-card
    ("when i draw off the deck do i get to look at it before i decide", "see-the-stock-card"),
    ("Do you have to choose where a stock card goes before you've seen it?", "see-the-stock-card"),
    (
        "Drew from the face-down pile and my brother said I should've placed it without looking. Is that right?",
        "see-the-stock-card",
    ),
    (
        "picking up from the deck: private look first, or turn it over for everyone?",
        "see-the-stock-card",
    ),
    # turn-a-card-up-instead-of-drawing
    ("can i just flip one of mine instead of taking a card", "turn-a-card-up-instead-of-drawing"),
    (
        "Rather than drawing anything, am I allowed to turn over one of my own down cards and that's my go?",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "Last hole Jen didn't draw at all, just flipped a card of hers and passed. Legit move?",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "is revealing one of my cards a whole turn by itself, with no draw from either pile?",
        "turn-a-card-up-instead-of-drawing",
    ),
    (
        "Can I skip drawing and just reveal a card. Both piles are rubbish right now",
        "turn-a-card-up-instead-of-drawing",
    ),
    # look-before-replacing
    ("can I peek under the card before I decide to swap it", "look-before-replacing"),
    (
        "When I'm about to put a drawn card over a face-down spot, can I check what's there first and then change my mind?",
        "look-before-replacing",
    ),
    (
        "I lifted my hidden card, saw it was a 2, so I put my 9 somewhere else instead. Grandma says no. Who's right?",
        "look-before-replacing",
    ),
    (
        "do you have to commit to the spot blind when replacing a hidden card",
        "look-before-replacing",
    ),
    (
        "swapping into a covered spot, look first or choose blind? asking for my flatmate, she's fuming",
        "look-before-replacing",
    ),
    # replace-a-face-up-card
    ("can i swap out a card that's already showing", "replace-a-face-up-card"),
    (
        "I've got a jack face up and just drew a 3 off the deck. can I put the 3 where the jack is?",
        "replace-a-face-up-card",
    ),
    (
        "Is it only face-down cards you can replace, or the face-up ones as well?",
        "replace-a-face-up-card",
    ),
    (
        "Last go I swapped my visible ten for a king and my uncle said you can only replace hidden ones. Was he right?",
        "replace-a-face-up-card",
    ),
    # move-cards-around
    ("can I slide my two 7s into the same column", "move-cards-around"),
    ("Can I rearrange my cards so the matching ones line up?", "move-cards-around"),
    (
        "my 8s are in different columns, can I just switch them around to make a pair",
        "move-cards-around",
    ),
    (
        "Can I trade one of my cards with the person sat next to me? She wants my king",
        "move-cards-around",
    ),
    (
        "is swapping positions inside your own layout allowed, like moving a top row card down to the bottom",
        "move-cards-around",
    ),
    # take-a-pair-off-the-table
    ("once i've made a pair can i take it out so nobody can break it", "take-a-pair-off-the-table"),
    (
        "Can I remove a finished pair from my layout and put it to the side?",
        "take-a-pair-off-the-table",
    ),
    (
        "I made two queens in a column and slid them off to one side to bank them. My son says that's cheating",
        "take-a-pair-off-the-table",
    ),
    (
        "do matched columns get cleared away like in skyjo, or do they stay put?",
        "take-a-pair-off-the-table",
    ),
    # throw-a-discard-straight-back
    ("take from discard then discard it again?", "throw-a-discard-straight-back"),
    ("Can I pick up the face-up card and just put it back down?", "throw-a-discard-straight-back"),
    (
        "My brother took the 6 off the discard pile, had a long think, then put it back on top. Is that allowed?",
        "throw-a-discard-straight-back",
    ),
    (
        "in rummy you can't throw away the card you just picked up from the pile, is golf the same?",
        "throw-a-discard-straight-back",
    ),
    (
        "if i grab the top discard do i have to keep it or can i chuck it straight back",
        "throw-a-discard-straight-back",
    ),
    (
        "we read on the Bicycle website that whatever you draw you can throw away. does that go for the face-up pile card too?",
        "throw-a-discard-straight-back",
    ),
    # dig-into-the-discard-pile
    ("can i take the second card down in the discard pile", "dig-into-the-discard-pile"),
    (
        "The 2 I want is just under the top discard. Can I reach in and take it?",
        "dig-into-the-discard-pile",
    ),
    ("can we flick through the discards to see what's already gone", "dig-into-the-discard-pile"),
    (
        "Is it only the top card of the discards you can take, or any of them?",
        "dig-into-the-discard-pile",
    ),
    # throw-away-a-stock-card
    ("drew a queen from the deck, don't want it, can i just discard it", "throw-away-a-stock-card"),
    (
        "Is it OK to draw from the stock and put it straight on the discard pile without using it?",
        "throw-away-a-stock-card",
    ),
    ("If I don't like what I drew off the deck can I just bin it?", "throw-away-a-stock-card"),
    (
        "drew a ten from the stock pile, do I have to swap it in somewhere or can i pass it on to the discards",
        "throw-away-a-stock-card",
    ),
    (
        "Picked up an eight from the deck last turn and everyone yelled that I had to use it. Did I?",
        "throw-away-a-stock-card",
    ),
    # turn-a-card-up-after-throwing-away
    (
        "after discarding the card I drew, do I flip one of mine?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "If I throw away my stock card, do I then get to turn over one of my face-down cards?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "We always flip a card after we bin one from the deck. Is that a real rule or something our family made up?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "Drew a K, tossed it, then my husband said I had to turn one of mine up. Must I?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "reject from stock then flip: compulsory, optional, or not at all?",
        "turn-a-card-up-after-throwing-away",
    ),
    (
        "so when you discard the deck card is there a free flip? skyjo works like that and the kids keep doing it",
        "turn-a-card-up-after-throwing-away",
    ),
    # discard-onto-a-face-down-card
    (
        "if i pick up the top discard does it have to replace a face down card",
        "discard-onto-a-face-down-card",
    ),
    (
        "Can the card I take from the discard pile go over one of my face-up cards?",
        "discard-onto-a-face-down-card",
    ),
    (
        "Took the 4 off the discards and put it on my face-up jack. My cousin says discard pickups can only cover hidden cards. Right?",
        "discard-onto-a-face-down-card",
    ),
    (
        "discard pile pickups: any of my six spots, or only the unrevealed ones?",
        "discard-onto-a-face-down-card",
    ),
    # one-more-turn
    ("does everyone get one last go after someone goes out", "one-more-turn"),
    (
        "Mum turned over her last card and we all started scoring, but my brother wanted one more turn. Does everyone else get a final go?",
        "one-more-turn",
    ),
    ("When someone has all six face up does the round stop right there?", "one-more-turn"),
    ("final turn for the others after someone finishes? yes or no", "one-more-turn"),
    (
        "in Skyjo everyone gets one more turn when somebody reveals everything. same in golf?",
        "one-more-turn",
    ),
    (
        "so is it over the second the last card goes up or do we go round the table once more? pizza's here btw",
        "one-more-turn",
    ),
    # going-out-bonus
    ("does going out first get you anything", "going-out-bonus"),
    ("Does the first person to get all their cards face up win the hole?", "going-out-bonus"),
    (
        "Sam went out first and claimed five points off for it. Is there actually a bonus for that?",
        "going-out-bonus",
    ),
    ("is there a reward for ending the round, like in rummy when you go out?", "going-out-bonus"),
    (
        "finished my six first, do I knock −5 off? asking before I write it on the sheet",
        "going-out-bonus",
    ),
    # going-out-penalty
    ("if I go out and someone beats me, do I get penalised", "going-out-penalty"),
    ("My friend went out with 12 but I had 9. Does she get doubled?", "going-out-penalty"),
    (
        "Is there a penalty for ending the hole when you don't have the lowest score?",
        "going-out-penalty",
    ),
    (
        "I went out on 7 and Jo matched me on 7. Does the one who went out get punished for not being strictly lowest?",
        "going-out-penalty",
    ),
    (
        "in skyjo whoever closes gets doubled if they aren't lowest. does golf do that to the person who goes out?",
        "going-out-penalty",
    ),
    # avoid-going-out
    ("can I stall so I don't have to flip my last card? my score's awful", "avoid-going-out"),
    (
        "I've got one card face down left and my hand is terrible. Do I have to turn it up?",
        "avoid-going-out",
    ),
    (
        "is it allowed to deliberately keep one card hidden so the hole doesn't end on me",
        "avoid-going-out",
    ),
    (
        "Can I keep swapping my face-up cards to put off going out until I've improved?",
        "avoid-going-out",
    ),
    # how-soon-can-a-hole-end
    ("what's the quickest a hole can be over", "how-soon-can-a-hole-end"),
    (
        "Fastest possible round: how many turns minimum before someone can finish?",
        "how-soon-can-a-hole-end",
    ),
    (
        "Could a hole end on someone's second turn? Felt like it happened to us just now",
        "how-soon-can-a-hole-end",
    ),
    ("earliest turn a player could possibly have all six showing?", "how-soon-can-a-hole-end"),
    # knock-after-turn
    (
        "can i knock after i've drawn and swapped, or does knocking use up my turn",
        "knock-after-turn",
    ),
    ("Do you knock at the end of your go or instead of your go?", "knock-after-turn"),
    (
        "Played a normal turn, put a 3 in, and then knocked. Allowed, or was that two things in one turn?",
        "knock-after-turn",
    ),
    ("knock timing: after your turn or as your turn?", "knock-after-turn"),
    # stock-runs-out
    ("stock's empty, what now", "stock-runs-out"),
    (
        "We ran out of cards in the draw pile and nobody's gone out yet. Reshuffle the discards?",
        "stock-runs-out",
    ),
    ("draw pile finished. do we score it as it lies or make a new pile", "stock-runs-out"),
    (
        "The deck ran dry halfway through the hole with eight of us playing. What's the proper thing to do?",
        "stock-runs-out",
    ),
    # knocking
    ("can you knock in golf", "knocking"),
    ("Is knocking a thing in six-card, like in gin rummy?", "knocking"),
    ("I want to end the hole now while I'm ahead. Can I knock?", "knocking"),
    (
        "Does six card golf let you call the end of the round, or only when all your cards are up?",
        "knocking",
    ),
    ("is there any way to finish a hole early apart from turning all six over", "knocking"),
    # card-values
    ("what's a king worth", "card-values"),
    ("Quick one, are aces 1 or 11 in this?", "card-values"),
    ("how much are picture cards worth", "card-values"),
    ("What do queens count for? And the twos?", "card-values"),
    ("points for each card please, my daughter's keeping score and she's seven", "card-values"),
    # two-twos-in-a-column
    ("two 2s in a column = −4?", "two-twos-in-a-column"),
    (
        "I've got a pair of twos stacked in one column. Is that minus four or zero?",
        "two-twos-in-a-column",
    ),
    ("Does pairing two deuces cancel them to nothing or double the minus?", "two-twos-in-a-column"),
    (
        "my column is 2 and 2, my brother says that's -4 and I say 0. settle it pls",
        "two-twos-in-a-column",
    ),
    ("two twos one column. zero or minus 4. go", "two-twos-in-a-column"),
    (
        "if twos are minus two each, do they still cancel out when they're paired up? seems a waste",
        "two-twos-in-a-column",
    ),
    # jack-with-a-queen
    ("does J + Q count as a pair since they're both 10", "jack-with-a-queen"),
    ("Jack over a queen in one column, is that zero?", "jack-with-a-queen"),
    ("ten and a jack in the same column, do they cancel?", "jack-with-a-queen"),
    ("Sarah says any two ten-point cards make a pair. Is she right?", "jack-with-a-queen"),
    (
        "in my family we always let face cards pair with each other, queen with jack and so on. is that official?",
        "jack-with-a-queen",
    ),
    (
        "do cards with the same value pair up, or does it need to be the exact same rank?",
        "jack-with-a-queen",
    ),
    # do-suits-matter
    ("does the suit make any difference", "do-suits-matter"),
    ("Are hearts worth more than spades in this game?", "do-suits-matter"),
    ("Do red and black cards score differently?", "do-suits-matter"),
    (
        "does a 7 of hearts pair with a 7 of clubs or do they need to be the same colour",
        "do-suits-matter",
    ),
    # two-identical-cards
    (
        "two decks mixed together and I've got two queen of hearts in a column, does that count as a pair?",
        "two-identical-cards",
    ),
    (
        "With two packs we got the very same card twice in one column. Still a pair?",
        "two-identical-cards",
    ),
    (
        "Playing with two decks, I have the 8 of spades above another 8 of spades. Zero?",
        "two-identical-cards",
    ),
    (
        "is a duplicate card (same suit same number, cuz two decks) treated as a pair or is that weird",
        "two-identical-cards",
    ),
    # pair-in-a-row
    ("Two 5s next to each other in my top row, do they cancel?", "pair-in-a-row"),
    ("Do horizontal pairs count or only vertical?", "pair-in-a-row"),
    ("pair across the row?", "pair-in-a-row"),
    (
        "my nephew has two jacks side by side along the bottom and he's claiming zero for them",
        "pair-in-a-row",
    ),
    ("Matching cards in the same row: score 0 or full value?", "pair-in-a-row"),
    (
        "do pairs only count up and down? asking bc I just lost a pair of sixes that way",
        "pair-in-a-row",
    ),
    # pair-on-a-diagonal
    ("two 9s diagonally from each other, do they count as a pair?", "pair-on-a-diagonal"),
    ("What about pairs on the diagonal?", "pair-on-a-diagonal"),
    (
        "Corner to corner match, top left queen and bottom middle queen. Does that cancel?",
        "pair-on-a-diagonal",
    ),
    ("do slanting matches cancel in six card", "pair-on-a-diagonal"),
    # column-of-two-kings
    ("two kings in a column, anything special", "column-of-two-kings"),
    ("Is a pair of kings worth a bonus since they're already zero?", "column-of-two-kings"),
    ("I paired up my kings, do I get extra for that or is it just nothing?", "column-of-two-kings"),
    ("king over king, is that any better than a normal pair", "column-of-two-kings"),
    # king-with-a-two
    ("2 with a K in a column, is that a pair?", "king-with-a-two"),
    (
        "I've got a king and a two stacked. Does that count as a match or is it just −2?",
        "king-with-a-two",
    ),
    ("Does a deuce pair with a king because they're both low cards?", "king-with-a-two"),
    ("king on top of a 2, does it cancel to zero", "king-with-a-two"),
    # joker-with-a-two
    ("does a joker pair with a 2", "joker-with-a-two"),
    ("joker and a 2 in one column, zero or what?", "joker-with-a-two"),
    (
        "We're playing with jokers tonight. Does a joker above a deuce count as a pair?",
        "joker-with-a-two",
    ),
    ("joker stacked with a two — pair or not? first time we've had jokers in", "joker-with-a-two"),
    # two-jokers-in-a-column
    ("two jokers one column, 0 or −4?", "two-jokers-in-a-column"),
    ("I got both jokers in the same column!! Is that minus four?", "two-jokers-in-a-column"),
    (
        "pair of jokers, do they cancel like other pairs or keep their points",
        "two-jokers-in-a-column",
    ),
    (
        "What does a column of two jokers score? Jokers are minus two each here",
        "two-jokers-in-a-column",
    ),
    # best-column
    ("what's the best column you can have", "best-column"),
    ("Lowest score possible in one column?", "best-column"),
    ("best possible two-card column, what would it be?", "best-column"),
    (
        "What's the lowest a single column can get down to? Trying to plan my strategy",
        "best-column",
    ),
    # four-of-a-kind
    ("four 7s in two columns, bonus?", "four-of-a-kind"),
    ("I've got all four fives, two columns of them. Extra points off?", "four-of-a-kind"),
    ("Is there a bonus for four of a kind, like some versions have?", "four-of-a-kind"),
    (
        "two columns of matching 9s right next to each other, is there a square bonus?",
        "four-of-a-kind",
    ),
    # lowest-hole-score
    ("whats the lowest score u can get in one hole", "lowest-hole-score"),
    ("Best possible score for a single round?", "lowest-hole-score"),
    ("minimum score for one hand of six cards", "lowest-hole-score"),
    ("Could anyone score minus eight in a single hole?", "lowest-hole-score"),
    # highest-hole-score
    ("worst possible score in a hole", "highest-hole-score"),
    ("What's the most you can score in one round?", "highest-hole-score"),
    (
        "Highest score for six cards? I just got 47 and want to know how bad that is",
        "highest-hole-score",
    ),
    ("is sixty the worst you can get in a hole or can it go higher", "highest-hole-score"),
    # negative-scores
    ("can you go below zero", "negative-scores"),
    (
        "My total is −3 after two holes. Is that allowed or do we round it up to 0?",
        "negative-scores",
    ),
    ("Can a hole score be minus?", "negative-scores"),
    (
        "running total negative, does it stay negative? never seen that on a scorecard",
        "negative-scores",
    ),
    # layout-of-21
    ("does 21 count as zero like blackjack?", "layout-of-21"),
    ("Scored exactly twenty-one this hole. Someone said that resets to zero?", "layout-of-21"),
    ("Is there a rule where a 21-point hand becomes 0?", "layout-of-21"),
    ("I got 21 on the nose, do I get a freebie", "layout-of-21"),
    # lowest-hole-bonus
    ("does the lowest score in a hole get a bonus", "lowest-hole-bonus"),
    ("Do you get anything extra for having the best score of the hole?", "lowest-hole-bonus"),
    ("Got the lowest this round, do I take three off?", "lowest-hole-bonus"),
    ("is there an underdog bonus or anything for whoever's lowest in a hand", "lowest-hole-bonus"),
    # tied-hole-penalty
    ("me and Dan both scored 8 this hole, is there a penalty for matching?", "tied-hole-penalty"),
    ("Is there a penalty for tying on a hole?", "tied-hole-penalty"),
    ("two people same score on one hole, extra points for them?", "tied-hole-penalty"),
    ("heard of 'tied shame', plus 5 when two players tie a round. real rule?", "tied-hole-penalty"),
    # two-pairs-of-jacks
    ("two pairs of jacks, bonus?", "two-pairs-of-jacks"),
    (
        "I've got jacks paired in two different columns. Is there a wolfpack bonus?",
        "two-pairs-of-jacks",
    ),
    ("Do two columns that are each a pair of jacks get anything special?", "two-pairs-of-jacks"),
    ("jack pairs in two columns, minus something? my son says minus twenty", "two-pairs-of-jacks"),
    # how-many-holes
    ("how many holes in a game", "how-many-holes"),
    ("How many rounds do we play before we add up?", "how-many-holes"),
    ("Is it nine hands or eighteen?", "how-many-holes"),
    ("who deals the next hole", "how-many-holes"),
    ("after the hand, does the deal go left or right? we're all lost", "how-many-holes"),
    # tie-for-the-win
    ("two of us tied at the end, who wins", "tie-for-the-win"),
    ("Final totals: me 34, Sarah 34. Is there a playoff?", "tie-for-the-win"),
    ("after nine holes we're level on lowest. sudden death?", "tie-for-the-win"),
    (
        "tie at the end of the whole game, share it or play another hole? it's nearly midnight",
        "tie-for-the-win",
    ),
    # match-total-range
    ("what's the lowest total possible over a whole game", "match-total-range"),
    ("Highest possible score across all nine holes?", "match-total-range"),
    ("what's the range of possible final scores for a match", "match-total-range"),
    ("Could someone finish a full nine-hole game on minus fifty-four?", "match-total-range"),
    # missed-holes
    ("my friend got here after 3 holes, can she still join in", "missed-holes"),
    ("I have to leave after hole 5. How do we score the rest for me?", "missed-holes"),
    (
        "Grandma's off to bed after the sixth hole, what do we put down for her for the holes she misses?",
        "missed-holes",
    ),
    (
        "Someone joined late, do they get the highest score for the holes they missed?",
        "missed-holes",
    ),
    ("how do we count holes somebody sat out", "missed-holes"),
    # four-card-golf
    ("4 card golf: do pairs cancel?", "four-card-golf"),
    ("In the four-card version, is a 2 still minus 2?", "four-card-golf"),
    (
        "Playing with just four cards each in a little square, do matching cards zero out?",
        "four-card-golf",
    ),
    ("four-card golf rules, what's a deuce worth there?", "four-card-golf"),
    # nine-card-golf
    ("9 card golf, do two matching in a column cancel?", "nine-card-golf"),
    ("In nine-card, if I have two 6s in a column is that zero?", "nine-card-golf"),
    ("Nine card version: a pair in a column, or do you need all three the same?", "nine-card-golf"),
    (
        "three by three layout, does a pair in a column count? we upgraded from six cards tonight",
        "nine-card-golf",
    ),
]

OFF_TOPIC_10: list[str] = [
    "Nice one Gran, that's three holes in a row you've won!",
    "who wants a cuppa before the next hole",
    "In gin rummy can you lay off onto the other player's melds after they knock?",
    "what's par on the eighteenth at St Andrews",
    "How do I get more backspin on my wedge shots?",
    "best card trick to do with a borrowed deck?",
    "How many cards are in a tarot deck?",
    "In poker does a flush beat a straight?",
    "who's doing the washing up tonight",
    "can the app do dark mode",
    "how do I export the score sheet as a pdf",
    "pass the crisps please",
    "Why are there four suits in a deck, historically?",
    "Who invented playing cards?",
    "In bridge, what does a two no-trump opening mean?",
    "how many majors has Tiger Woods won",
    "In Uno can you stack draw twos?",
    "does the app work offline on the train",
    "Great shot Dad, you're on fire tonight",
    "let's take a ten minute break and walk the dog",
    "Which king is the suicide king?",
    "In blackjack should you always split eights?",
    "How do you shuffle like a casino dealer, riffle and bridge?",
    "what time is the pizza getting here",
    "In cribbage how much is his nobs worth?",
    "is the mini golf place on the seafront open tomorrow",
    "what's the difference between a birdie and an eagle",
    "In spades do you have to follow suit?",
    "can I change the colour of my name in the app",
    "Happy birthday Auntie Pam!! cake after this hand?",
    "How far can a pro golfer drive a ball?",
    "whose turn is it to take the bins out",
    "how does the three card monte scam work",
    "Is the joker used as the top trump in euchre?",
    "who's winning the Ryder Cup",
    "In hearts is the queen of spades worth 13?",
    "pick a card, any card, and I'll guess it",
    "gg everyone, same time next week?",
    "can you put the kettle on while I deal",
    "In crazy eights what does playing an eight do?",
]
