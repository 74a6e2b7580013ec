"""Mood X: tell a story about the Hero, then guess on your disc how the Hero would feel.

A turn (rulebook "Playing the Game", "Scoring"): the Hero turns over the top card, which
shows two characters; the player to the Hero's left decides which one the Hero plays, the
next player who the second character is, and the third player tells a story that starts
"How would you feel if". The Hero then secretly sets the numbered disc to the emotion they
would feel while everyone else secretly sets their arrow disc to their guess; the discs
are revealed at once and scored by how far each guess is from the Hero's emotion. Then the
Hero hands the numbered disc to the player on their left, who becomes the next Hero. The
game ends when someone reaches 24 points.

Readings of the rulebook (a translation that leaves these open), kept in one place:

- a disc holds eight emotions in a ring, named here by their background color (the
  rulebook's own example names them so); distance is counted the short way round the
  ring, so the first and the last emotion are neighbours;
- "the highest bid" that the Hero scores is the most points any guesser earned this turn;
- every player who has reached 24 at the end of a turn shares the victory;
- a card whose two characters are both animals, objects or fairy-tale creatures cannot
  give a Hero, so it is set aside and the next card is turned over;
- an empty stack is made again by shuffling the cards already turned over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core.errors import PositionError, RuleViolation
from engine.party.base import PartyGame, Request, check_players, clockwise, spoken

DISC = ("red", "orange", "yellow", "green", "blue", "purple", "pink", "brown")
POINTS = {0: 5, 1: 3, 2: 1}  # steps between a guess and the Hero's emotion -> points
TARGET = 24
DECK_SIZE = 64
MIN_PLAYERS, MAX_PLAYERS = 3, 8  # one disc each: seven arrow discs and the numbered one
PERSON = "person"
NOT_A_HERO = ("animal", "object", "fairy-tale creature")
STORY_OPENING = "how would you feel"

# What the game waits for.
CAST = "cast"  # which of the card's characters the Hero plays
NAME = "name"  # who the second character is
TELL = "tell"  # the story
DISCS = "discs"  # the secret choices on the discs

R_SETUP = "mood-x.setup.2"
R_TURN_OVER = "mood-x.playing-the-game.1"
R_CHARACTERS = "mood-x.playing-the-game.2"
R_STORY = "mood-x.playing-the-game.3"
R_FEEL = "mood-x.playing-the-game.4"
R_GUESS = "mood-x.playing-the-game.5"
R_ONLY_PEOPLE = "mood-x.winner.2"
R_WINNER = "mood-x.winner.1"
R_THREE = "mood-x.rules-for-three-players.1"


@dataclass(frozen=True)
class Character:
    description: str
    kind: str = PERSON

    def __str__(self) -> str:
        return self.description if self.kind == PERSON else f"{self.description} ({self.kind})"

    def __deepcopy__(self, memo: dict[int, object]) -> Character:
        return self  # immutable


@dataclass(frozen=True)
class Card:
    number: int
    characters: tuple[Character, Character]

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self  # immutable

    def heroes(self) -> list[Character]:
        return [c for c in self.characters if c.kind == PERSON]


def plain_card(number: int) -> Card:
    return Card(
        number,
        (
            Character(f"the left character of card {number}"),
            Character(f"the right character of card {number}"),
        ),
    )


def distance(a: str, b: str) -> int:
    """Steps between two emotions, the short way round the disc."""
    i, j = DISC.index(a), DISC.index(b)
    return min(abs(i - j), len(DISC) - abs(i - j))


@dataclass
class MoodXState:
    players: list[str]
    hero: str  # who holds the numbered disc
    stack: list[Card]
    used: list[Card] = field(default_factory=list)
    rng: random.Random = field(default_factory=random.Random)
    points: dict[str, int] = field(default_factory=dict)
    turn: int = 0
    card: Card | None = None
    hero_character: Character | None = None
    second_character: str | None = None
    story: str | None = None
    discs: dict[str, str] = field(default_factory=dict)  # secret until every disc is set
    revealed: dict[str, str] = field(default_factory=dict)  # the last turn's discs, once shown
    gained: dict[str, int] = field(default_factory=dict)  # the last turn's points
    winners: list[str] = field(default_factory=list)


class MoodX(PartyGame):
    end_rule = R_WINNER

    def __init__(
        self,
        players: Sequence[str],
        first_hero: str,
        stack: Sequence[Card] | None = None,
        seed: int = 0,
        points: dict[str, int] | None = None,
    ) -> None:
        """A game set up: the players, seated clockwise; who took the numbered disc and is the
        first Hero; the stack of cards, top first (shuffled with ``seed`` if not given)."""
        super().__init__()
        names = check_players(players, MIN_PLAYERS, MAX_PLAYERS, "mood-x.game-components.3")
        if first_hero not in names:
            raise PositionError("first_hero", f"{first_hero} is not playing [{R_SETUP}]")
        rng = random.Random(seed)
        cards = list(stack) if stack is not None else [plain_card(n) for n in range(1, DECK_SIZE + 1)]
        if stack is None:
            rng.shuffle(cards)
        if not any(c.heroes() for c in cards):
            raise PositionError("stack", f"no card shows a person who could be the Hero [{R_ONLY_PEOPLE}]")
        start = dict.fromkeys(names, 0) | dict(points or {})
        if set(start) != set(names) or any(not 0 <= v < TARGET for v in start.values()):
            raise PositionError("points", f"points are for the players, from 0 to {TARGET - 1}")
        self.state = MoodXState(names, first_hero, cards, rng=rng, points=start)
        points = ", ".join(f"{p} {start[p]}" for p in names)
        self.say(
            f"{spoken(names)} sit down clockwise, each with an emotion disc (points: {points}); "
            f"{first_hero} takes the numbered disc and is the first Hero."
        )
        self._begin_turn()

    # -- roles -----------------------------------------------------------------------------

    @property
    def three_players(self) -> bool:
        return len(self.state.players) == 3

    def roles(self) -> dict[str, str]:
        """Role -> player for the turn under way."""
        s = self.state
        left = clockwise(s.players, s.hero, 1)
        return {
            "Hero": s.hero,
            "chooser of the Hero's character": left,
            "chooser of the second character": left
            if self.three_players
            else clockwise(s.players, s.hero, 2),
            "Storyteller": clockwise(s.players, s.hero, 2 if self.three_players else 3),
        }

    @property
    def storyteller(self) -> str:
        return self.roles()["Storyteller"]

    def roles_of(self, player: str) -> list[str]:
        return [role for role, who in self.roles().items() if who == player]

    # -- what the game waits for -----------------------------------------------------------

    @property
    def pending(self) -> Request | None:
        s = self.state
        if s.winners:
            return None
        roles = self.roles()
        if s.hero_character is None:
            who = roles["chooser of the Hero's character"]
            options = tuple(str(c) for c in s.card.heroes()) if s.card else ()
            return Request((who,), CAST, "which character the Hero plays", options, R_CHARACTERS)
        if s.second_character is None:
            rule = R_THREE if self.three_players else R_CHARACTERS
            return Request(
                (roles["chooser of the second character"],), NAME, "who the second character is", None, rule
            )
        if s.story is None:
            return Request((roles["Storyteller"],), TELL, "the story", None, R_STORY)
        waiting = tuple(p for p in s.players if p not in s.discs)
        return Request(waiting, DISCS, "the secret choices on the discs", DISC, R_GUESS)

    # -- acting ----------------------------------------------------------------------------

    def cast(self, player: str, character: str) -> None:
        """The player to the Hero's left decides which of the card's characters the Hero plays."""

        def run() -> None:
            self.expect(player, CAST)
            s = self.state
            assert s.card is not None
            found = [c for c in s.card.characters if c.description == character or str(c) == character]
            if not found:
                shown = " and ".join(str(c) for c in s.card.characters)
                raise RuleViolation(
                    R_ONLY_PEOPLE,
                    f"The Hero must be one of the card's two characters ({shown}), not {character}",
                )
            if found[0].kind != PERSON:
                raise RuleViolation(
                    R_ONLY_PEOPLE,
                    f"The Hero cannot be {found[0].description}: it is {_a(found[0].kind)}, not a person",
                )
            s.hero_character = found[0]
            self.say(f"{player} decides that {s.hero} is {found[0].description}.")

        self.act(run)

    def name_second(self, player: str, who: str) -> None:
        """The next player decides who the card's other character is: anyone at all."""

        def run() -> None:
            self.expect(player, NAME)
            if not who.strip():
                raise RuleViolation(R_CHARACTERS, "The second character must be someone")
            self.state.second_character = who.strip()
            self.say(f"{player} decides that the second character is {who.strip()}.")

        self.act(run)

    def tell(self, player: str, story: str) -> None:
        """The Storyteller tells a story that asks the Hero how they would feel."""

        def run() -> None:
            self.expect(player, TELL)
            if not story.strip().lower().startswith(STORY_OPENING):
                raise RuleViolation(R_STORY, "The story must begin by asking the Hero how they would feel")
            self.state.story = story.strip()
            self.say(f"{player} tells the story: {story.strip()}")

        self.act(run)

    def feel(self, player: str, emotion: str) -> None:
        """The Hero secretly sets the numbered disc to the emotion they would really feel."""
        self.act(lambda: self._set_disc(player, emotion, hero=True))

    def guess(self, player: str, emotion: str) -> None:
        """Any other player secretly points their arrow at the emotion they think the Hero feels."""
        self.act(lambda: self._set_disc(player, emotion, hero=False))

    def _set_disc(self, player: str, emotion: str, hero: bool) -> None:
        s = self.state
        if player not in s.discs or s.winners:  # a disc already set may be turned again until the reveal
            self.expect(player, DISCS)
        if hero != (player == s.hero):
            if hero:
                raise RuleViolation(R_FEEL, f"Only the Hero ({s.hero}) says how they feel; {player} guesses")
            raise RuleViolation(
                R_GUESS, f"{player} is the Hero: the Hero says how they feel, and does not guess"
            )
        if emotion not in DISC:
            raise RuleViolation(
                R_SETUP, f"{emotion!r} is not an emotion on the disc (they are {spoken(DISC)})"
            )
        s.discs[player] = emotion
        self.say(f"{player} sets {'the numbered disc' if hero else 'their disc'} in secret.")
        if len(s.discs) == len(s.players):
            self._reveal_and_score()

    # -- the turn's end --------------------------------------------------------------------

    def _reveal_and_score(self) -> None:
        s = self.state
        s.revealed = dict(s.discs)
        shown = ", ".join(f"{p} {s.discs[p]}" for p in s.players)
        self.say(f"All discs are revealed at once: {shown} ({s.hero} is the Hero).")
        truth = s.discs[s.hero]
        guessers = [p for p in s.players if p != s.hero]
        gained = {p: POINTS.get(distance(s.discs[p], truth), 0) for p in guessers}
        gained[s.hero] = max(gained.values())
        everyone_right = all(s.discs[p] == truth for p in guessers)
        if everyone_right:
            gained[self.storyteller] = 0
        for p in s.players:
            s.points[p] += gained[p]
            why = ""
            if p == s.hero:
                why = " (the best any player scored)"
            elif p == self.storyteller and everyone_right:
                why = " (the Storyteller scores nothing when everyone guessed right)"
            else:
                why = f" ({distance(s.discs[p], truth)} steps from the Hero's emotion)"
            self.say(f"{p} scores {gained[p]}{why}, and has {s.points[p]} points.")
        s.gained = gained
        reached = [p for p in s.players if s.points[p] >= TARGET]
        if reached:
            s.winners = reached
            verb = "wins" if len(reached) == 1 else "share the victory"
            self.say(
                f"{spoken(reached)} reached {TARGET} points: the game ends and {spoken(reached)} {verb}."
            )
            return
        left = clockwise(s.players, s.hero)
        self.say(f"{s.hero} and {left} swap discs: {left} has the numbered disc and is the next Hero.")
        s.hero = left
        self._begin_turn()

    def _begin_turn(self) -> None:
        s = self.state
        s.turn += 1
        s.hero_character = s.second_character = s.story = None
        s.discs = {}
        while True:
            if not s.stack:
                s.stack, s.used = s.used, []
                s.rng.shuffle(s.stack)
                self.say("The stack is empty: the cards already turned over are shuffled into a new stack.")
            if not s.stack:
                raise PositionError("stack", "there are no cards to turn over")
            card = s.stack.pop(0)
            s.used.append(card)
            shown = " and ".join(str(c) for c in card.characters)
            if card.heroes():
                s.card = card
                self.say(
                    f"Turn {s.turn}: {s.hero}, the Hero, turns over card {card.number}, showing {shown}."
                )
                return
            self.say(
                f"{s.hero} turns over card {card.number}, showing {shown}: "
                "neither can be the Hero, so it is set aside."
            )


def _a(kind: str) -> str:
    return ("an " if kind[0] in "aeiou" else "a ") + kind


def picture(game: MoodX) -> dict[str, object]:
    """The table as people see it (secret discs stay secret), for the site."""
    s = game.state
    rows = []
    for p in s.players:
        disc = "set, secret" if p in s.discs else "—"
        rows.append(
            [p, ", ".join(game.roles_of(p)) or "guesser", str(s.points[p]), disc, s.revealed.get(p, "—")]
        )
    card = f"card {s.card.number}" if s.card else "no card"
    told = [
        f"the Hero plays {s.hero_character.description}" if s.hero_character else "",
        f"the second character is {s.second_character}" if s.second_character else "",
        "the story is told" if s.story else "",
    ]
    state = "the game is over" if s.winners else f"turn {s.turn}, {card}"
    return {
        "columns": ["player", "role", "points", "disc this turn", "last revealed"],
        "rows": rows,
        "note": "; ".join([state, *(t for t in told if t)]) + f"; cards left in the stack: {len(s.stack)}.",
    }
