"""The words people use at the table, mapped onto the words the catalogue uses: the one
table the question search (:mod:`.search`) expands a query with, and the words it ignores.

Keys and values are plain text; the search stems both the same way it stems the questions,
so "decks", "Deck" and "deck" are one key. A one-word key adds its catalogue words to
the query, and the word itself still counts. A key of several words is a phrase: it applies
when its words come one after another in the query (ignored words left out) and stands
in for them, so "draw pile" asks for the stock and not for a draw; a phrase whose own words
should still count says them again. Number words and
digits are mapped both ways because the answers write cards as digits ("2 over K") and
the questions write them as words ("two 2s").
"""

from __future__ import annotations

# table talk -> catalogue words (space-separated)
SYNONYMS: dict[str, str] = {
    # The piles: the catalogue says stock and discard pile.
    "deck": "stock",
    "draw pile": "stock",
    "pile": "stock discard",
    "stack": "stock pile",
    "talon": "stock",
    "kitty": "stock",
    "pack": "deck",
    "trash": "discard",
    "trash pile": "discard pile",
    "throw away": "throw away discard reject",
    "get rid": "throw away discard",
    "toss": "throw discard",
    "ditch": "throw discard",
    "dump": "throw discard",
    "bin": "throw discard",
    "muck": "discard",
    "burn": "throw away discard",
    "pass": "reject throw away",
    "refuse": "reject throw away",
    "decline": "reject throw away",
    "pick up": "take draw",
    "grab": "take",
    "bottom": "lower underneath",
    "under": "underneath lower",
    "buried": "underneath lower",
    "back": "return",
    "put back": "throw back return",
    "empty": "runs out",
    "run out": "run out empty reshuffle",
    "no cards": "runs out empty",
    "no more": "runs out empty",
    "shuffle": "reshuffle",
    # Turning cards.
    "flip": "turn up reveal",
    "flip over": "turn up",
    "turn over": "turn up flip",
    "show": "face up reveal",
    "uncover": "turn up reveal",
    "expose": "saw seen accident face up",
    "exposed card": "saw accident misdeal",
    "sneak": "peek",
    "glance": "look peek",
    "see": "saw seen look",
    "cheat": "peek look",
    "secretly": "peek look secret",
    "facedown": "face down",
    "faceup": "face up",
    "hidden": "face down",
    "cover": "replace",
    "unknown": "face down hidden",
    # Pairs: cards that cancel.
    "cancel": "pair",
    "match": "pair cancel",
    "matched pair": "pair",
    "matching pair": "pair",
    "match pair": "pair",
    "matching": "pair same",
    "zero out": "pair cancel 0",
    "wipe out": "cancel pair",
    "twins": "pair identical",
    "duplicate": "identical",
    "same card": "identical",
    "double": "pair",
    "quads": "four kind",
    "trips": "three kind",
    "triple": "three kind",
    "square": "four kind",
    "vertical": "column",
    "top bottom": "column",
    "above below": "column",
    "horizontal": "row",
    "horizontally": "row",
    "sideways": "row side by",
    "lengthways": "row",
    "widthways": "row",
    "upright": "column",
    "vertically": "column",
    "beside": "side by",
    "corner": "diagonal",
    "slant": "diagonal",
    "slantwise": "diagonal",
    "rearrange": "move",
    "slide": "move",
    "slip": "move",
    "shift": "move",
    "switch round": "move",
    "swap round": "move",
    "move round": "move",
    "go through": "dig",
    "look through": "dig",
    "search through": "dig",
    "rummage": "dig",
    "trade": "swap",
    "steal": "swap player",
    "remove": "take off",
    "bank": "take off safe",
    # Putting a pair to one side (issue 32, third round): the catalogue says taking it off.
    "one side": "take off safe",
    "put side": "take off safe",
    # Deals, holes, matches.
    "lay out": "layout rows columns",
    "set out": "layout rows columns",
    "people": "players",
    "person": "player",
    "number": "many count",
    "size": "many count",
    "first": "start",
    "round": "hole",
    "hand": "hole layout",
    "game": "match",
    "whole game": "match total",
    "long": "length holes",
    "go first": "play first dealer left",
    "goes first": "play first dealer left",
    "going first": "play first dealer left",
    "went first": "play first dealer left",
    "goes out": "going out",
    "go out": "going out",
    "went out": "going out",
    "play first": "dealer left",
    "start first": "play first dealer left",
    "next deal": "deals dealer left",
    "dealer": "deals",
    "misdeal": "redeal deal wrong",
    "wrong deal": "misdeal redeal",
    "dealt wrong": "misdeal redeal",
    "mistake": "accident misdeal",
    "oops": "accident mistake",
    "tie": "tie equal share",
    "tied": "tie",
    "draw": "take",
    "dead heat": "tie",
    "same score": "tie equal",
    "same points": "tie equal",
    "same total": "tie equal",
    "playoff": "tie extra",
    "sudden death": "tie extra play-off",
    "decider": "tie extra",
    "tiebreak": "tie break",
    "tiebreaker": "tie break",
    "winner": "win",
    "goes": "go",
    "went": "go",
    "ran": "run",
    "gone": "go",
    "finish": "going out end",
    "done": "going out end",
    "close": "end",
    "quit": "end leave",
    # Stories of the table: someone leaving or arriving part way (issue 32).
    "bed": "leave",
    "asleep": "leave",
    "sleep": "leave",
    "home": "leave",
    "stop playing": "leave",
    "arrived": "join late",
    "got here": "join late",
    "turned up": "join late",
    "drop out": "leave",
    "mid": "part way",
    "halfway": "part way",
    "missed": "miss missed holes",
    # Added in issue 32's fifth round: dozing off.
    "doze": "asleep leave",
    "nod off": "asleep leave",
    "final turn": "last turn one more",
    "extra turn": "one more turn",
    "another turn": "one more turn",
    "lap": "one more turn others",
    "call": "knock",
    "rap": "knock",
    "quick": "earliest soon",
    "fastest": "earliest soon",
    # Scores and cards.
    "point": "score",
    "value": "worth score",
    "worth": "score",
    "count": "score",
    "reward": "bonus",
    "punish": "penalty",
    "minus": "negative",
    "min": "minimum lowest",
    "max": "maximum highest",
    "most": "highest maximum",
    "least": "lowest minimum",
    "worst": "highest",
    "low": "lowest",
    "high": "highest",
    "wild card": "joker wild",
    "wildcard": "joker wild",
    "one eyed": "one-eyed",
    "face card": "jack queen court",
    "picture card": "jack queen court",
    "court card": "jack queen",
    "colour": "suit",
    "color": "suit",
    "red": "suit colour",
    "black": "suit colour",
    "heart": "suit",
    "spade": "suit",
    "club": "suit",
    "diamond": "suit",
    "k": "king",
    "q": "queen",
    "j": "jack",
    "deuce": "2",
    "twos": "2",
    "two": "2",
    "2": "two",
    "three": "3",
    "3": "three",
    "four": "4",
    "4": "four",
    "six": "6",
    "6": "six",
    "eight": "8",
    "8": "eight",
    "nine": "9",
    "9": "nine",
    "ten": "10",
    "10": "ten",
}

# Words that carry no meaning in a rule question. Words the questions turn on ("out",
# "up", "down", "off", "no", "first", "one", "same") are kept.
_STOP_TEXT = """
    a about actually allowed also am an and any few anyone anybody are as at be been being but
    by can cant could did do does doesn dont doing else ever for from get gets getting golf
    got happen happens happened has have he hey her him his how i if im in into is isnt it
    its just legal let like lol me might must my need of ok okay on or our ourselves please
    really rule rules she should so somebody someone supposed than that the their them
    then there these they this those to us was we were what whats when which while
    who whom whose why will with would you your
    s t d m ll re ve don didn doesn isn aren wasn won shouldn couldn wouldn shouldnt couldnt
    wouldnt doesnt didnt
"""
STOP_WORDS: frozenset[str] = frozenset(_STOP_TEXT.split())

# Other games, and golf on a course: a query that names one is about that game, not about
# ours, even when it shares words with our questions ("uno draw four", "par for a hole").
# Only names nobody uses for Six-card Golf: not the suits ("do hearts matter?" is ours).
# One name a line; a name of several words matches those words in a row.
_OTHER_GAMES_TEXT = """
    baccarat backgammon bezique bingo blackjack bridge briscola cabo cambio canasta catan
    checkers chess crib cribbage dominoes dominos durak euchre gin hanafuda holdem ludo
    mahjong monopoly nertz pinochle piquet poker pontoon president rook rummikub rummy
    schnapsen scopa scrabble skat snap solitaire spit spoons uno whist yahtzee yugioh
    badminton baseball basketball billiards bowling boxing cricket darts football hockey
    netball rugby snooker soccer tennis touchdown volleyball
    boggle charades cluedo crossword fortnite jenga minecraft pictionary pokemon roblox
    sudoku tarot wordle
    birdie bogey caddie fairway golfer golfers par putt putter putts
    albatross bunker bunkers caddy clubhouse driver eagle eagles iron irons masters pga
    ryder tee tees wedge wedges
"""
_OTHER_GAME_PHRASES = """
    go fish
    old maid
    crazy eights
    crazy 8s
    gin rummy
    hand and foot
    hold em
    kings corner
    koi koi
    magic the gathering
    mau mau
    oh hell
    phase 10
    skip bo
    table tennis
    ping pong
    disc golf
    mini golf
    crazy golf
    real golf
    proper golf
    actual golf
    round of golf
    hole in one
    golf solitaire
    knock knock
    golf ball
    golf bag
    golf club
    golf clubs
    golf course
    golf cart
    golf handicap
    golf lesson
    golf lessons
    golf swing
    driving range
    country club
    putting green
    read the green
    on the green
"""
OTHER_GAMES: frozenset[str] = frozenset(_OTHER_GAMES_TEXT.split()) | frozenset(
    line.strip() for line in _OTHER_GAME_PHRASES.strip().splitlines()
)

# Text-speak and spelled-as-said words, read as the word meant before anything else (a
# typo of one letter is left to the search's own correction). Added in issue 32.
SPELLINGS: dict[str, str] = {
    "wat": "what",
    "wot": "what",
    "wht": "what",
    "wats": "whats",
    "wots": "whats",
    "wen": "when",
    "wer": "where",
    "hw": "how",
    "nd": "and",
    "cn": "can",
    "kan": "can",
    "cud": "could",
    "wud": "would",
    "shud": "should",
    "hav": "have",
    "dat": "that",
    "da": "the",
    "dis": "this",
    "der": "there",
    "dey": "they",
    "wiv": "with",
    "owt": "out",
    "nuthin": "nothing",
    "nothin": "nothing",
    "nuffin": "nothing",
    "enuf": "enough",
    "b4": "before",
    "2day": "today",
    "evry1": "everyone",
    "qeen": "queen",
    "quen": "queen",
    "kween": "queen",
    "jak": "jack",
    "jakk": "jack",
    "kng": "king",
    "kards": "cards",
    "kard": "card",
    "jokr": "joker",
    "jokrs": "jokers",
    "luk": "look",
    "lukk": "look",
    "wurth": "worth",
    "werth": "worth",
    "skore": "score",
    "skor": "score",
    "lowist": "lowest",
    "hiest": "highest",
    "peak": "peek",
    "diskard": "discard",
    "flipp": "flip",
    "nock": "knock",
    "nok": "knock",
    # Added in issue 32's second round: common text-speak, not taken from any set.
    "r": "are",
    "u": "you",
    "n": "and",
    "b": "be",
    "c": "see",
    "y": "why",
    "bak": "back",
    "some1": "someone",
    "sum1": "someone",
    "every1": "everyone",
    "any1": "anyone",
    "no1": "nobody",
    "pls": "please",
    "plz": "please",
    "coz": "because",
    "cuz": "because",
    "cos": "because",
    "wanna": "want to",
    "gonna": "going to",
    "gotta": "have to",
    "lemme": "let me",
    "dunno": "do not know",
    "thru": "through",
    "wif": "with",
    "ova": "over",
    "nxt": "next",
    "rnd": "round",
    "abt": "about",
    "shld": "should",
    "cld": "could",
    "wld": "would",
    "gud": "good",
    "evry": "every",
}

# People at the table: in a story about the match ("gran is going to bed") they name who,
# not what is asked, so the search's word ranking skips them; a query naming one is a
# story of the table, never called off-topic. Added in issue 32.
_PEOPLE_TEXT = """
    gran granny grandma grandmother nan nana nanna grandad granddad grandpa grandfather
    mum mom mummy mommy mother dad daddy father parents uncle aunt auntie aunty
    cousin cousins sister sisters brother brothers son daughter kids kid child children
    nephew niece husband wife hubby partner friend friends mate mates baby toddler
    boyfriend girlfriend neighbour neighbor guest guests
"""
PEOPLE: frozenset[str] = frozenset(_PEOPLE_TEXT.split())

# The words that speak to or of someone: a few keywords with one of them are table talk
# ("deal me in"), not a search. Added in issue 32.
_PERSONS_TEXT = """
    i me my mine im you your yours youre we us our ours he him his she her they them
"""
PERSONS: frozenset[str] = frozenset(_PERSONS_TEXT.split())

# Chat at the table: a query made only of these words (and ignored ones) is not a rule
# question ("good game everyone", "who's winning"), and gets nothing. Added in issue 32.
_CHAT_TEXT = """
    good great nice well fun game games play played playing plays winning won
    lose losing lost turn one everyone everybody all thanks thank thx cheers
    lets let's another again more next round rounds bad luck unlucky lucky sorry hello hi
    bye night tonight time whose who's done sure yes yeah yay wow ha haha oops oh
"""
CHAT: frozenset[str] = frozenset(_CHAT_TEXT.split())

# Words that make a query a question (with a question mark, or without one: "can i knock",
# "rule for jokers"). A few words that name or speak to someone, with none of these, are
# table talk ("your turn, grandad"). Added in issue 32.
_ASKING_TEXT = """
    what whats how hows can cant could do does did dont doesnt is isnt are arent was were
    who whos whose when where why which should shall must may might would will if any
    anyone anybody allowed ok okay true rule rules legal right wrong count counts score
    worth happen happens explain tell show remind help mean means meaning define
"""
ASKING: frozenset[str] = frozenset(_ASKING_TEXT.split())

# What sets a second, separate question or an aside after the one asked: the search reads
# the text before it. Regular expressions, matched case-insensitively. Added in issue 32.
ASIDES: tuple[str, ...] = (
    r"[,.;!?]\s*(?:and\s+)?(?:also|btw|by the way|oh and|plus|ps)\b",
    r"\b(?:and|also)\s+can\s+we\b",
    r"[,;]\s*and\s+(?:is|are|can|could|do|does|will|what|who|where|when|how|should)\b",
    r"\bbtw\b",
    r"\bby the way\b",
)
