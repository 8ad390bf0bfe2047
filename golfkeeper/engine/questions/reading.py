"""How the rule search reads a query before it ranks anything: the question is separated
from the story around it (issue 32).

:func:`read` returns the query as the search should weigh it:

- the true minus sign (``−2``) is written as a hyphen, and text-speak or spelled-as-said
  words are replaced by the word meant (:data:`.synonyms.SPELLINGS`: "wat", "qeen");
- the British "draw" for a tie ("it's a draw", "we're drawn on 27", "all square",
  "ended level") reads as a tie, not as drawing a card; "on the nose" as exactly;
  "under 0" or "less than nothing" as negative and lifting a card's corner as a peek
  (issue 32, third round);
- numbers from twenty written in letters read as digits ("twenty-one" as 21), the same
  score with a word between ("same final score") as a tie, and going out on an early turn
  ("on their second turn") as how soon a hole can end, and another go once someone has
  gone out ("do the rest of us get to go again") as the others' last turn, and not
  having to use a card taken ("do i have to use it") as rejecting it (issue 32, fourth
  round);
- another game named as a comparison ("knock like in rummy", "21 is zero like
  blackjack", "like in some rummy games", "a blackjack rule", "in uno you win by going
  out first, does golf work like that") is dropped,
  so the question is judged on what it asks and not checked against other topics; a
  query that names another game any other way still names it
  (:func:`names_another_game`), unless only a sentence after the first tells another
  game's rule ("..., still a pair? in poker suits don't rank"), which the search leaves
  out (:func:`without_other_games`, issue 32, sixth round);
- a second question or aside after the first ("..., and can we do 18 holes next time",
  "btw who's dealing") is dropped when enough of a question is left before it
  (:data:`.synonyms.ASIDES`);
- whoever ends the hole not being the lowest ("if they weren't the lowest", "mum ended
  up lower than me") reads as the one who went out beaten: the negation is an ignored
  word, so the words alone read it as the lowest score or a bonus (issue 32, third round);
- two places of the layout in different rows and columns ("top left" and "bottom
  middle") read as a diagonal, and every card turned up ("first to show all six
  cards") as going out, and a card from the stock put "onto the discards" as thrown
  away, so the discards it goes to do not read as the pile it comes from (issue 32,
  third round).

It also says whether the query is plainly about this game (another game named as a
comparison, or "in this game", "mid game", "six-card golf"), and whether it is a story of
the table (someone leaving or arriving, late or sitting holes out, which also reads as
the question of missed holes: "someone sat out two holes"; a move of the game told in
the past with a card or a pile near it: "Ella grabbed the 4 off the discard pile", or
someone at the table, :data:`.synonyms.PEOPLE`, going out or on a score, or named in a
question: "can we go under 0, mummy?", "grandpa wants to know how..."), which the search
never calls off-topic. ``said`` keeps the query as read before the words added for the
ranking, for the topic check.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from golfkeeper.engine.questions.synonyms import ASIDES, OTHER_GAMES, PEOPLE, SPELLINGS
from golfkeeper.engine.text import MINUS

_WORD = re.compile(r"[+-]?\d+|[^\W\d_]+|\d+\w*")
_SPELLED = re.compile(r"\b[\w']+\b")
_GAMES = "|".join(re.escape(name) for name in sorted(OTHER_GAMES, key=len, reverse=True))
# "Like" or "as" and, a few words on in the same clause, another game: "like in rummy",
# "like in some rummy games", "like when someone goes out in rummy", "like it's
# solitaire" (issue 32, fourth round: the words between were not allowed before).
_COMPARISON = re.compile(
    rf"\b(?:just\s+|same\s+)?(?:like|as)\b(?:\s+(?!(?:like|as)\b)[\w']+){{0,6}}?\s+"
    rf"(?:(?:in|at|with|from|on|playing)\s+)?(?:(?:some|a|an|the|other|most)\s+)*"
    rf"(?:game\s+of\s+)?(?:{_GAMES})(?:\s+(?:{_GAMES}))*(?:\s+\d+)?"
    rf"(?:\s+(?:games?|rules?|style|does|do))?\b",
    re.IGNORECASE,
)
# Another game's name used for a rule ("is there a blackjack rule where 21 scores zero",
# "the rummy way"): asked of this game, so the name is dropped.
_GAMES_RULE = re.compile(
    rf"\b(?:a|an|the|that|this)\s+(?:{_GAMES})(?:\s+(?:{_GAMES}))*\s+"
    rf"(?=(?:rule|rules|thing|style|way|version|move|trick)\b)",
    re.IGNORECASE,
)
# Another game named first, then this game referred back to ("in rummy everyone gets a
# last go, is it the same here", "in uno ..., does golf work like that"): a comparison
# too. The name, with the "in" before it, is dropped.
_NAMED_GAME = re.compile(
    rf"\b(?:in|at|with|from|on|like)?\s*(?:{_GAMES})(?:\s+(?:{_GAMES}))*\b", re.IGNORECASE
)
_THIS_GAME = re.compile(r"\b(?:here|golf|this\s+game|our\s+game|this\s+one)\b", re.IGNORECASE)
_A_DRAW = re.compile(
    r"\b(?:(?:it'?s|its|is|was|ended|ends|end|finish(?:ed)?|in)\s+(?:in\s+)?a\s+draw"
    r"|(?:we'?re|we\s+are|are|were|is|both)\s+drawn"
    r"|we\s+drew"
    r"|all\s+square"
    r"|(?:ended|ends|end|finish(?:ed)?|are|were|is|was|both)\s+(?:up\s+)?(?:level|even)\b)\b",
    re.IGNORECASE,
)
# "Under 0", "less than nothing", "below zero": a negative score, not a card under another.
_BELOW_ZERO = re.compile(
    r"\b(?:under|below|less\s+than|lower\s+than)\s+(?:0|zero|nothing|nil|nought)\b", re.I
)
# Lifting a card's corner is a peek at it (not a diagonal, which "corner" alone reads as).
_CORNER = re.compile(
    r"\b(?:lift|lifts|lifted|lifting|bend|bends|bent|raise|raised)\s+"
    r"(?:up\s+)?(?:the|a)\s+corner\b",
    re.I,
)
# Numbers from twenty in letters ("twenty one", "fifty-five", "minus fifty four"), written
# in digits as the catalogue writes them (issue 32, fourth round). Not "eleven", which
# asks about an ace in blackjack's words.
_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_NUMBER_WORDS = {
    **{word: 20 + 10 * i for i, word in enumerate(_TENS)},
    **{word: 1 + i for i, word in enumerate(_UNITS)},
}
_NUMBER = re.compile(
    rf"\b(?P<tens>{'|'.join(_TENS)})(?:[-\s]+(?P<unit>{'|'.join(_UNITS)}))?\b",
    re.IGNORECASE,
)
# "On the nose", "on the dot", "bang on": exactly.
_EXACTLY = re.compile(r"\b(?:on\s+the\s+(?:nose|dot|button)|bang\s+on)\b", re.IGNORECASE)
_ASIDE = re.compile("|".join(ASIDES), re.IGNORECASE)
# A story of someone leaving or arriving part way through the match.
_COMING_AND_GOING = re.compile(
    r"\b(?:went|gone|going|go|goes|off)\s+(?:to\s+)?(?:bed|home|sleep)\b"
    r"|\b(?:fell|falls|is|was)\s+asleep\b"
    r"|\b(?:has|have|had|got|need|needs|wants?)\s+to\s+(?:leave|go|stop)\b"
    r"|\b(?:got|get|gets)\s+here\b|\b(?:turned|turns|showed|shows)\s+up\b|\barrived\b"
    r"|\b(?:came|comes)\s+(?:over|round|along|late)\b|\b(?:jump|join|joins|joined)\s+in\b"
    r"|\b(?:dozed|dozes|nodded|nods)\s+off\b",
    re.IGNORECASE,
)
# Someone late, or not playing some holes (issue 32, fifth round: a latecomer and the
# holes sat out were words the game's questions are never asked in, so about something
# else).
_MISSING_HOLES = re.compile(
    r"\blate\s*comers?\b|\blate\s+(?:arrivals?|starters?|joiners?)\b|\bnew\s*comers?\b"
    r"|\b(?:sat|sit|sits|sitting)\s+out\b"
    r"|\b(?:missed|misses|miss|missing|skipped|skips|skip)\s+(?:\w+\s+){0,3}?(?:holes?|rounds?)\b",
    re.IGNORECASE,
)
# Someone's part in a hole or the match: with a person named, a story of the table.
_IN_PLAY = re.compile(
    r"\b(?:went|goes|go|going)\s+out\b"
    r"|\b(?:her|his|their|my|our)\s+(?:score|scores|total|points|cards?|turn|layout)\b"
    r"|\b(?:got|get|scored|has|had|have|on)\s+-?\d+\b",
    re.IGNORECASE,
)
# Something done in play, told in the past ("Ella grabbed the 4 off the discard pile",
# "my brother drew a 10", "she keeps swapping her cards"): a move of the game and, a few
# words on, a card or a pile. Issue 32, fourth round: a story with a name the search did
# not know, or no one named, was checked for topic like any query.
_PLAYED = (
    r"(?:drew|took|grabbed|picked\s+up|flipped|turned\s+(?:over|up)|peeked|peeped|lifted"
    r"|dealt|misdealt|knocked|swapped|switched|moved|slid|slipped|threw|tossed|chucked"
    r"|discarded|shuffled|revealed|stacked|keeps\s+\w+ing)"
)
_PLAYING_PIECE = (
    r"(?:cards?|piles?|discards?|stock|deck|pack|layout|columns?|rows?|pairs?|hand"
    r"|aces?|kings?|queens?|jacks?|jokers?|twos|(?:10|[2-9])s?)"
)
_TOLD_PLAY = re.compile(rf"\b{_PLAYED}\b(?:\s+[\w']+){{0,5}}?\s+{_PLAYING_PIECE}\b", re.IGNORECASE)
# What a remark about leaving says of the game, if anything.
_OF_THE_GAME = re.compile(
    r"\b(?:holes?|scores?|points?|totals?|cards?|turns?|match|hand|round|layout|deal)\b",
    re.IGNORECASE,
)
# Two players on the same number ("we both ended on 32"): a tie, whatever the words.
# The same score with a word between ("same final score", "same total points"): a tie,
# which the synonym table's "same score" does not reach across the word (issue 32,
# fourth round).
_SAME_SCORE = re.compile(
    r"\bsame\s+(?:\w+\s+)?(?:score|scores|total|totals|points|number)\b", re.IGNORECASE
)
# Going out on an early turn ("go out on their second turn", "out on the first go"): how
# soon a hole can end, which the words alone read as the last turn (issue 32, fourth round).
_EARLY_TURN = re.compile(
    r"\b(?:first|second|third|1st|2nd|3rd|opening)\s+(?:turn|go|goes|move|round)\b",
    re.IGNORECASE,
)
_BOTH_ON = re.compile(r"\bboth\s+(?:\w+\s+){0,2}?(?:on|got|get|have|had|scored)\s+-?\d+\b", re.I)
# Not ending the hole on purpose ("not flip my last card", "so i dont end it"): read as
# avoiding going out, which the words alone would not say.
_HOLDING_BACK = re.compile(
    r"\b(?:not|don'?t|do\s+not|never|without)\s+(?:(?:flip|turn)\w*\s+(?:over\s+|up\s+)?"
    r"(?:my\s+|the\s+)?last|end\w*|finish\w*|go(?:ing)?\s+out)\b",
    re.IGNORECASE,
)
# Whoever ends the hole not being the lowest ("if they weren't the lowest", "mum ended up
# lower than me"): read as the one who went out beaten, which the words alone would not
# say (the negation is an ignored word), when the query speaks of ending the hole.
_NOT_LOWEST = re.compile(
    r"\b(?:not|never|(?:was|were|is|are|did|do|does|has|have)(?:n'?t|\s+not))\s+"
    r"(?:(?:got|get|have|had|end\s+up|ended\s+up|score|scored)\s+)?(?:the\s+)?low(?:est|er)\b"
    r"|\blower\s+than\s+(?:me|you|him|her|them|us|the\s+(?:one|player|person))\b",
    re.IGNORECASE,
)
_ENDS_THE_HOLE = re.compile(
    r"\b(?:went|go|goes|going|gone)\s+out\b|\b(?:finish|end|clos|knock)\w*", re.IGNORECASE
)
# Another go for the others once someone has gone out ("do the rest of us get to go
# again", "do i get another go"): the others' last turn, which the words alone read as
# any turn (issue 32, fourth round).
_ANOTHER_GO = re.compile(
    r"\b(?:another|one\s+more|a\s+last|a\s+final|last|final|extra)\s+(?:go|turn|round|try)\b"
    r"|\b(?:go|goes|play|plays|turn|turns)\s+again\b|\bagain\s+one\s+time\b",
    re.IGNORECASE,
)
# Not having to use a card taken ("do i have to use it", "without putting it in my
# cards"): rejecting it, back to the pile it came from, which the words alone read as
# where it goes (issue 32, fourth round).
_MUST_USE = re.compile(
    r"\b(?:have\s+to|has\s+to|must|need\s+to|got\s+to|forced\s+to|obliged\s+to)\s+"
    r"(?:use|keep|play)\s+(?:it|that|the)\b"
    r"|\bwithout\s+(?:using|putting|placing|keeping|playing)\s+it\b",
    re.IGNORECASE,
)
# A place in the layout: "top left", "bottom middle", "the middle of the bottom row".
_PLACE = re.compile(
    r"\b(?P<row>top|bottom|upper|lower)[-\s]+(?P<column>left|middle|centre|center|right)\b"
    r"|\b(?P<column2>left|middle|centre|center|right)\s+(?:one\s+)?(?:of|in|on)\s+the\s+"
    r"(?P<row2>top|bottom|upper|lower)(?:\s+row)?\b",
    re.IGNORECASE,
)
_ROWS = {"top": 0, "upper": 0, "bottom": 1, "lower": 1}
_COLUMNS = {"left": 0, "middle": 1, "centre": 1, "center": 1, "right": 2}
# Every card of a layout turned up ("first to show all six cards", "all your cards face
# up"): going out, which the words alone read as turning cards up.
_WHOSE = r"(?:(?:six|6|of|my|your|his|her|their|the)\s+)*"
_ALL_UP = re.compile(
    rf"\ball\s+{_WHOSE}cards?\s+(?:(?:are|is|now)\s+)?"
    r"(?:face[-\s]?up|up|showing|turned|flipped|open|opened|visible|revealed|over)\b"
    r"|\b(?:show|shows|showing|turn|turns|turned|turning|flip|flips|flipped|flipping"
    r"|open|opens|opened|reveal|reveals|revealed)\s+"
    rf"(?:up\s+|over\s+)?all\s+{_WHOSE}cards?\b",
    re.IGNORECASE,
)
# A card taken from the stock and put onto the discards: the discards are where it goes,
# not where it comes from, so the destination reads as throwing the card away.
_FROM_THE_STOCK = re.compile(
    r"\b(?:from|off)\s+(?:the\s+)?(?:stock|deck|pack|draw\s+pile|face[-\s]?down\s+pile"
    r"|pile\s+face[-\s]?down)\b",
    re.IGNORECASE,
)
_ONTO_THE_DISCARDS = re.compile(
    r"\b(?:onto|on\s+to|on|to|into)\s+(?:the\s+)?(?:discards?|discard\s+pile|throw\s+pile"
    r"|trash(?:\s+pile)?)\b",
    re.IGNORECASE,
)
# The words a question about someone's play opens with ("can we go under 0, mummy"); not
# "where" or "why" ("where can i buy big cards for my grandma").
_ASKS_OF_PLAY_TEXT = """
    can could do does did is are was should must may will would what whats how who when if
"""
_ASKS_OF_PLAY = frozenset(_ASKS_OF_PLAY_TEXT.split())
# Words that may come before that opening word: someone spoken to or asking through the
# one typing ("mummy, how many cards do i get", "grandpa wants to know how much kings are
# worth"), or an opening "ok so" (issue 32, fourth round: the first word alone was read).
_BEFORE_ASKING_TEXT = """
    my our the hey ok okay so um well right and but
    says say said asks ask asked asking wants want wanted to know wondering wonders
    needs need question
"""
_BEFORE_ASKING = frozenset(_BEFORE_ASKING_TEXT.split())
# Someone telling their own part in a hole ("my total is -3", "i went out"): a story too.
_FIRST_PERSON = frozenset({"i", "me", "my", "we", "our", "us", "im"})
_MY_PLAY = re.compile(
    r"\b(?:went|go|goes|going)\s+out\b"
    r"|\b(?:got|scored|have|had|on)\s+-?\d+\b"
    r"|\b(?:my|our)\s+(?:total|score|hole\s+score)\s+(?:is|was|of)\b",
    re.IGNORECASE,
)
# This game named ("in this game", "mid game", "six-card golf"): the query is about it.
_OUR_GAME = re.compile(
    r"\b(?:this|our)\s+game\b|\bmid[-\s]?game\b|\b(?:six|6)[-\s]?card\s+golf\b", re.I
)
# Fewer words than this before an aside: the aside is kept (it may be the question).
_LEAST_BEFORE_ASIDE = 3


@dataclass(frozen=True)
class Reading:
    """A query as the search weighs it: ``text`` (see :func:`read`), whether it is a
    ``story`` of the table, and whether it is plainly ``about_this_game``: another game
    compared with it (and dropped), or this game named ("in this game", "mid game");
    ``said`` is ``text`` before the words :func:`read` adds for the ranking (" tie",
    " going out"), so that the topic check weighs only what was typed; ``told`` whether
    the story tells something of the game (a move, a score, someone coming or going)
    rather than only naming someone in a question ("does nan want tea", issue 32, fifth
    round)."""

    text: str
    story: bool
    about_this_game: bool = False
    said: str = ""
    told: bool = False


def read(query: str) -> Reading:
    """The query with its story set aside (see the module's docstring).

    >>> read("can you knock like in rummy to end it").text
    'can you knock to end it'
    >>> read("wat happens wen the draw pile runs owt").text
    'what happens when the draw pile runs out'
    >>> read("Is a 2 worth −2 or +2?").text
    'Is a 2 worth -2 or +2?'
    >>> read("could the lowest total be minus fifty-four").text
    'could the lowest total be minus 54'
    >>> read("my total is -5, can it go under 0, and can we do 18 holes next time").text
    'my total is -5, can it go negative'
    >>> read("gran is going to bed").story
    True
    """
    text = query.replace(MINUS, "-")
    text = _SPELLED.sub(lambda word: SPELLINGS.get(word.group().casefold(), word.group()), text)
    text = _NUMBER.sub(_in_digits, text)
    text = _A_DRAW.sub(" tied", text)
    text = _EXACTLY.sub("exactly", text)
    text = _CORNER.sub("peek", text)
    text = _BELOW_ZERO.sub("negative", text)
    text, comparisons = _COMPARISON.subn("", text)
    text, borrowed = _GAMES_RULE.subn("a ", text)
    comparisons += borrowed
    if names_another_game(text) and _THIS_GAME.search(_NAMED_GAME.sub(" ", text)):
        text, named = _NAMED_GAME.subn(" ", text)
        comparisons += named
    aside = _ASIDE.search(text)
    if aside and len(_WORD.findall(text[: aside.start()])) >= _LEAST_BEFORE_ASIDE:
        text = text[: aside.start()]
    said = re.sub(r"\s+", " ", text).strip(" ,;")
    if _BOTH_ON.search(text) or _SAME_SCORE.search(text):
        text += " tie"
    if _EARLY_TURN.search(text) and _ENDS_THE_HOLE.search(text):
        text += " how soon earliest"
    if _FROM_THE_STOCK.search(text):
        text = _ONTO_THE_DISCARDS.sub("away", text)
    if _ALL_UP.search(text):
        text += " going out"
    if _MUST_USE.search(text):
        text += " reject throw back"
    if _ANOTHER_GO.search(text) and _ENDS_THE_HOLE.search(text):
        text += " others one more turn"
    if _HOLDING_BACK.search(text):
        text += " avoid going out"
    if _on_a_diagonal(text):
        text += " diagonal"
    if _NOT_LOWEST.search(text) and _ENDS_THE_HOLE.search(text):
        text += " beaten penalised"
    text = re.sub(r"\s+", " ", text).strip(" ,;")
    words = {word.casefold() for word in _WORD.findall(query)}
    opening = list(
        itertools.dropwhile(
            lambda word: word in PEOPLE or word in _BEFORE_ASKING, _WORD.findall(query.casefold())
        )
    )
    asks = "?" in query or bool(set(opening[:1]) & _ASKS_OF_PLAY)
    # The one typing saying they are off to bed, asking nothing and saying nothing of the
    # game, is table talk: a story needs someone else leaving, or the game in it
    # ("i fell asleep for two holes") (issue 32, fourth round).
    announced = opening[:1] in (["i"], ["im"]) and not asks and not _OF_THE_GAME.search(query)
    missing = bool(_MISSING_HOLES.search(query))
    leaving = bool(_COMING_AND_GOING.search(query) or missing) and not announced
    if missing:
        # Someone late or missing holes: the question is what they score for them, which
        # the words alone read as a hole's score (issue 32, fifth round).
        text += " joins late or leaves"
    told = bool(leaving or _TOLD_PLAY.search(query)) or bool(
        (words & PEOPLE and _IN_PLAY.search(query))
        or (words & _FIRST_PERSON and _MY_PLAY.search(query))
    )
    story = told or bool(words & PEOPLE and asks)
    about = comparisons > 0 or bool(_OUR_GAME.search(query))
    return Reading(text, story, about_this_game=about, said=said, told=told)


def _in_digits(found: re.Match[str]) -> str:
    """A number in letters (:data:`_NUMBER`) in digits: "fifty-five" is "55"."""
    return str(sum(_NUMBER_WORDS[word.casefold()] for word in found.groups() if word))


def _on_a_diagonal(text: str) -> bool:
    """Whether ``text`` names two places of the layout in different rows and columns
    ("a 4 top left and a 4 bottom middle"): two cards on a diagonal.

    >>> _on_a_diagonal("a 4 top left and a 4 in the middle of the bottom row")
    True
    >>> _on_a_diagonal("a 4 top left and a 4 bottom left"), _on_a_diagonal("top left")
    (False, False)
    """
    places = [
        (
            _ROWS[(found["row"] or found["row2"]).casefold()],
            _COLUMNS[(found["column"] or found["column2"]).casefold()],
        )
        for found in _PLACE.finditer(text)
    ]
    return any(a[0] != b[0] and a[1] != b[1] for a in places for b in places)


def names_another_game(text: str) -> bool:
    """Whether ``text`` names a game of :data:`.synonyms.OTHER_GAMES` (a word or phrase).

    >>> names_another_game("how do you play poker"), names_another_game("jokers wild?")
    (True, False)
    """
    spaced = f" {' '.join(_WORD.findall(text.casefold()))} "
    return any(f" {name} " in spaced for name in OTHER_GAMES)


# The end of a sentence.
_SENTENCE_END = re.compile(r"(?<=[.?!;])\s+")
# A sentence telling another game's rule, as a comparison: "in poker suits don't rank",
# "but in cribbage four of a kind is huge" (the game, then at least two words of its rule).
_THEIR_RULE = re.compile(
    rf"^(?:(?:but|and|cos|because|since|whereas)\s+)?(?:like\s+)?(?:in|at)\s+"
    rf"(?:{_GAMES})(?:\s+(?:{_GAMES}))*\s+[\w']+\s+[\w']+",
    re.IGNORECASE,
)


def without_other_games(query: str) -> str:
    """``query`` without the sentences after its first that tell another game's rule (of
    :data:`.synonyms.OTHER_GAMES`) as a comparison ("..., a pair? in poker suits don't
    rank"), or "" when it names another game any other way: a game the query is about
    ("we play poker on fridays. who deals first?").

    >>> without_other_games("two 9s of different suits, a pair? in poker suits don't rank")
    'two 9s of different suits, a pair?'
    >>> without_other_games("in bridge who deals first"), without_other_games("uno. who deals?")
    ('', '')
    """
    first, *rest = _SENTENCE_END.split(query.strip())
    kept = [first, *(part for part in rest if not _THEIR_RULE.match(part))]
    left = " ".join(kept)
    return "" if names_another_game(left) else left
