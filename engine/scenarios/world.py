"""The scenario's world: the table being built, the game, and strict bookkeeping of choices.

Strict choices (XMage's strict mode): a scenario fails if the engine waits for a decision
that the scenario did not answer before going on, or if an answer is written where the
engine asks nothing, or is left over from a history play.

Answers say which question they answer. A bare answer ("Alice chooses <cards>") is taken
only where a reader cannot mistake what it answers: the last action played a card, and
every decision since was asked by that card. Anywhere else (a mood reacting to a play, an
"after scoring" effect, a permission, a second card asking during one play, the setup,
the end of a round) the step must name it: "Alice answers <card>: <cards>".
"""

from __future__ import annotations

import json
import re
from typing import Any

try:
    import pytest
except ImportError:  # an installed engine without the test tools (see engine.scenarios.registry)
    pytest = None  # type: ignore[assignment]

from engine.core.answers import (
    NOTHING,
    AnswerError,
    asking_names,
    find_card,
    find_in,
    named_answer,
    names_question,
    parse_answer,
    plain,
    question_key,
    reads,
    split_list,
    worded,
)
from engine.core.decisions import CHANCE, NUMBER, TABLE, TURN, Decision
from engine.core.errors import NotImplementedYet, PositionError
from engine.core.game import Game
from engine.core.permissions import DISCARD, HAND
from engine.core.promises import first_breach
from engine.core.snapshot import snapshot
from engine.core.table import Table
from engine.core.tablespec import forced_choices, start_of
from engine.formats import TRADITIONAL
from engine.interfaces import position
from engine.interfaces.conformance import items


class ScenarioError(AssertionError):
    """The scenario itself is wrong: an unknown name, an unanswered or unasked choice."""


class World:
    def __init__(
        self, traditional: bool = False, skip_unasked: bool = False, fill_empty_decks: str | None = None
    ) -> None:
        self._table: Table | None = None
        # The blank card test's way to play taken away: every game is set up as a traditional
        # game, with the same players in the same seats (engine.knowledge.exercise)
        self.traditional = traditional
        # The blank card test's situation taken away (engine.knowledge.exercise): with the card
        # that caused it standing in as a blank, an answer to a question that nothing asks any
        # more is passed over (``skip_unasked``), so that what the Example checks, not its
        # script, says whether it depended on the situation; and an empty deck is taken away by
        # putting this card (``fill_empty_decks``) into each deck still empty as the Example acts
        self.skip_unasked = skip_unasked
        self.fill_empty_decks = fill_empty_decks
        self.format = TRADITIONAL  # the way to play the setup step asked for
        self.location = ""  # "features/cards/anger.feature:12", set before each step
        self.before: dict[str, Any] | None = None
        self.start: dict[str, Any] | None = None  # the table spec of the starting position
        self.first_event = 0
        self.failed = False
        self._step_marks = (0, 0)  # event counts when the previous step and this one began
        # what has asked since the last action (a play, a pass, the setup), and the card played
        self._asked: list[tuple[str, object]] = []
        self._played: int | None = None

    # -- the table and the game ------------------------------------------------------------

    def new_table(
        self, players: list[str], teams: list[list[str]] | None = None, format: str = TRADITIONAL
    ) -> Table:
        if self._table is not None:
            self.fail("the game is already set up")
        self.format = format
        if self.traditional:
            teams, format = None, TRADITIONAL
        self._table = self.guard(Table, players, teams, format)
        return self._table

    @property
    def table(self) -> Table:
        if self._table is None:
            self.fail("there is no game yet: start with 'Given a game between Alice and Bob'")
        assert self._table is not None
        return self._table

    @property
    def game(self) -> Game:
        return self.table.game

    def fail(self, message: str) -> None:
        raise ScenarioError(f"{self.location}: {message}")

    def guard(self, call, *args, **kwargs):  # type: ignore[no-untyped-def]
        """Run a call; errors in the scenario's words become errors naming the feature line."""
        try:
            return call(*args, **kwargs)
        except (AnswerError, PositionError, NotImplementedYet) as e:
            self.fail(str(e))

    # -- the before picture ----------------------------------------------------------------

    def mark_start(self) -> None:
        """The moment the scenario stops setting up and starts acting."""
        if self.before is None:
            if self.fill_empty_decks and not self.game.started:
                for key, deck in list(self.game.state.decks.items()):
                    if not deck:
                        self.guard(self.table.put_in_deck, [self.fill_empty_decks], key)
            self.before = snapshot(self.game)
            self.first_event = len(self.game.events)
            self.start = start_of(self.table)

    def save_and_load(self) -> None:
        """Save the game as a position (the JSON the oracle and the conformance kit use), load
        it into a new game and go on with that one. A position carries no play-by-play, so the
        play-by-play the steps read starts again at the load."""
        text = json.dumps(position.save(self.game))
        loaded = self.guard(position.load, json.loads(text))
        self.table.game = loaded
        self.first_event = 0
        self._step_marks = (0, 0)

    # -- references ------------------------------------------------------------------------

    def card(self, text: str) -> int:
        return self.guard(find_card, self.game, text)

    def cards(self, text: str) -> list[int]:
        return [self.card(t) for t in split_list(text)]

    def player(self, name: str) -> str:
        return self.guard(self.table.player, name)

    def card_to_play(self, player: str, name: str, from_discard: bool) -> tuple[int, str]:
        """The card a player would play: from their hand, or from the discard pile."""
        game = self.game
        if from_discard:
            return self.guard(find_in, game, game.state.discard_pile(), name, "the discard pile"), DISCARD
        hand = game.state.hands[self.player(player)]
        return self.guard(find_in, game, hand, name, f"{player}'s hand"), HAND

    def card_to_refuse(self, player: str, name: str, from_discard: bool) -> tuple[int, str]:
        """The card a play that must be refused would play: as ``card_to_play``, or, when no
        card of that name is there, the one card of that name elsewhere on the table, played
        from the place it is not in."""
        try:
            return self.card_to_play(player, name, from_discard)
        except ScenarioError:
            return self.card(name), DISCARD if from_discard else HAND

    # -- decisions -------------------------------------------------------------------------

    def waiting_choice(self) -> Decision | None:
        """The decision the engine waits for, unless it is just a player's turn."""
        d = self.game.pending
        return d if d is not None and d.kind != TURN else None

    def require_no_choice(self, doing: str) -> None:
        d = self.waiting_choice()
        if d is not None:
            who = d.player
            self.fail(
                f"the engine is waiting for {who} to decide ({d.prompt}); answer it "
                f"('{who.capitalize()} chooses ...' or 'the random pick is ...') before {doing}"
            )

    def begin_step(self, location: str) -> None:
        self.location = location
        if self._table is not None:
            self._step_marks = (self._step_marks[1], len(self.game.events))

    def made_for_you(self, since: int) -> str:
        """Words explaining the choices the engine made itself (one legal answer) since an event."""
        return forced_choices(self.game, since)

    def acted(self, played: int | None = None) -> None:
        """An action was taken (a play of ``played``, a pass, the setup): what asks after it
        is counted afresh."""
        self._asked, self._played = [], played

    def answer(self, player: str, text: str, question: str | None = None) -> None:
        """Answer the pending decision in words; ``question`` names what asks it (a card, or
        the rules' question), which a bare answer may leave out only where it is plain."""
        d = self.game.pending
        if self.skip_unasked and (
            d is None
            or d.kind == TURN
            or d.player != player
            or (question is not None and not names_question(self.game, d, question))
        ):
            return  # nothing asks this any more: the card that asked it stands in as a blank
        if d is None or d.kind == TURN:
            why = self.made_for_you(self._step_marks[0])
            self.fail(f"nothing asks {player} to choose now, so '{text}' is left over{why}")
        assert d is not None
        if d.player != player:
            self.fail(f"the engine is waiting for {d.player} to decide ({d.prompt}), not {player}")
        key = question_key(d)
        suggestion, _ = asking_names(self.game, d)
        if question is not None and not names_question(self.game, d, question):
            self.fail(f"{question!r} does not ask this: the engine waits for {suggestion} ({d.prompt})")
        if question is None and not self.plain(key):
            advice = self.advice(d, text)
            self.fail(f"say which question this answers: more than one could be pending here, {advice}")
        keys = self.guard(parse_answer, d, text)
        unnamed = items.unnamed(self.game.state, d)
        if unnamed:
            self.fail(f"the engine offers options no published word names ({d.prompt}): {'; '.join(unnamed)}")
        self._asked.append(key)
        self.game.answer(player, keys)

    def answer_chance(self, what: str, question: str | None, text: str) -> None:
        """A chance event's outcome, written as a pick (``what``: "pick") or an order (the
        cards first to last, joined by "then"): the form must be the event's."""
        d = self.waiting_choice()
        ordered = d is not None and d.ordered and len(d.options) > 1
        if d is not None and ordered != (what == "order"):
            self.fail(
                f"this chance event is {'an order' if ordered else 'a pick'}: {self.chance_form(d, text)}"
            )
        if what == "order":
            text = re.sub(r",?\s+then\s+", ", ", text)
        self.answer(CHANCE, text, question)

    def chance_form(self, d: Decision, text: str) -> str:
        """What to write for a chance outcome written in the other form: a pick for an order
        ("the random pick is X and Y", as random orders were once written), or an order for a
        pick."""
        ordered = d.ordered and len(d.options) > 1
        words = re.sub(r",?\s+then\s+", ", ", text)
        if not reads(d, words):
            return (
                f"write '{named_answer(self.game, d, '...', not self.plain(question_key(d)))}'"
                + (" with the cards first to last, joined by 'then'" if ordered else "")
                + f" ({d.prompt}: {', '.join(o.label for o in d.options)})"
            )
        step = named_answer(self.game, d, words, not self.plain(question_key(d)))
        if ordered and len(split_list(words)) > 1:  # the old form of a random order
            return (
                "'the random pick is X and Y' was how a random order was written; it is now written "
                f"first to last, joined by 'then': so write '{step}'"
            )
        return f"so write '{step}'"

    # -- what to write instead of a bare answer ---------------------------------------------
    # Each step advised runs where the bare one was (tests/test_answer_steps.py pastes the
    # advice in place of every answer step of the suite stripped of its question's name).

    def advice(self, d: Decision, text: str) -> str:
        """What to write for a bare answer where what asks is not plain: the named answer to
        the decision waiting, if the words answer it (or, written for another wording of an
        option, the option they name); and, where that decision may be declined and the words
        answer the one asked after it instead (a mood reacting to a play asks before the card
        played does), the two answers that reach it. Never a step that would not run."""
        game = self.game
        asking = asking_names(game, d)[0]
        now, why = None, ""
        if reads(d, text):
            now = named_answer(game, d, text)
        elif (near := worded(d.options, text)) is not None and reads(d, near):
            now, why = named_answer(game, d, near), f"{text!r} is not among its options, but {near!r} is: "
        later = self._declined(d, text)
        if later is not None:
            after = later.pending
            assert after is not None
            two = f"'{named_answer(game, d, NOTHING)}' and then '{named_answer(later, after, text)}'"
            if now is None:
                return f"{asking} asks first, and {text!r} does not answer it: so write {two}"
            return (
                f"{why}so write '{now}' if the words answer {asking}, which asks first, or {two} if "
                f"they answer {asking_names(later, after)[0]}"
            )
        if now is not None:
            return f"{why}so write '{now}'"
        options = list(dict.fromkeys(o.label for o in d.options))
        each = [f"'{named_answer(game, d, o)}'" for o in options if reads(d, o)]
        unanswered = f"and {text!r} does not answer {asking} ({d.prompt}), which asks now"
        if d.kind != NUMBER and 0 < len(each) <= 6:
            return f"{unanswered}: so write {' or '.join(each)}"
        return (
            f"{unanswered}: name it ('{named_answer(game, d, '...')}') and answer with its options' "
            f"own words ({', '.join(options) or 'none'})"
        )

    def _declined(self, d: Decision, text: str) -> Game | None:
        """Where the player may decline the decision waiting and the words answer the one the
        engine then asks them: a copy of the game at that decision (this one is left as it is)."""
        if text.strip().lower() == NOTHING or d.player in (CHANCE, TABLE) or not reads(d, NOTHING):
            return None
        game = Game.resume(self.game.origin(), list(self.game.history))
        game.answer(d.player, [])
        after = game.pending
        if after is None or after.kind == TURN or after.player != d.player or not reads(after, text):
            return None
        return game

    def plain(self, key: tuple[str, object]) -> bool:
        """Can a bare answer to a decision asked by ``key`` not be mistaken? (``answers.plain``)"""
        return plain(self._played, self._asked, key)

    def finish(self) -> None:
        """At the end of a scenario: a choice still waiting must have been looked at, the table
        keeps the engine's promises, and the game saved and loaded again is the game it saved."""
        d = self.waiting_choice()
        if d is not None and not d.inspected:
            self.fail(
                f"the scenario ends while the engine waits for {d.player} to decide ({d.prompt}); "
                "answer it, or look at it with 'Then ... may choose ...'"
            )
        self.check_promises()
        self.check_saving()

    def check_promises(self) -> None:
        """The table as the scenario leaves it keeps every promise a table keeps at every moment
        (engine.core.promises: each card in one place, what players know only of hidden
        cards, only cards in a deck remembered as shuffled there...), which random self-play
        checks after every event and ``load`` checks of a position."""
        breach = first_breach(self.game)
        if breach is not None:
            self.fail(f"the table breaks a promise of the engine ({breach.field}: {breach.what})")

    def check_saving(self) -> None:
        """The game as the scenario leaves it, saved as a position (JSON text) and loaded again,
        is the same game: the same state and the same decision waited for. The promise of
        features/rules/saved-games.feature, kept at the end of every scenario (about 1 ms each;
        the position is this engine's own, so loading skips its checks of input)."""
        saved = json.loads(json.dumps(position.save(self.game)))
        loaded = self.guard(position.load, saved, checked=False)
        if loaded.state != self.game.state or position.decision_json(loaded.pending) != saved["pending"]:
            self.fail("the game saved and loaded again is not the game it saved (engine.interfaces.position)")


if pytest is not None:

    @pytest.fixture
    def world() -> World:
        return World()
