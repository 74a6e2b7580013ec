"""The game: one flow of decisions, from the first turn to the winner.

Everything anyone does is an answer to a pending ``Decision``: a player's turn is a
decision (play a card or pass), an effect's choice is a decision, a random event is a
decision of the chance player. ``Game.pending`` shows what the game is waiting for;
``play``, ``pass_turn`` and ``answer`` move it on. An illegal action raises
``RuleViolation`` and leaves the game exactly as it was.

Atomicity: the game keeps one copy of the state, taken when it starts, and every answer
given since (``history``). If an answer is refused from deep inside an effect, the game is
rebuilt from that copy by replaying the earlier answers: the engine is deterministic,
chance included, so the replay lands on the same position. Nothing is copied while the
game goes on; a turn decision only notes how many answers came before it (the position a
saved game resumes from).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache

from engine.core import visibility
from engine.core.behaviour import Effect
from engine.core.catalog import card_slug, faces
from engine.core.decisions import CARDS, CHANCE, RANDOM, TURN, Decision, Option
from engine.core.errors import PositionError, RuleViolation
from engine.core.events import Chose, Passed, seen_only_by
from engine.core.permissions import DISCARD, HAND, Permission
from engine.core.setup import Setup
from engine.core.state import GameState, Round, Turn

PASS = "pass"
Answerer = Callable[[Decision], list[object]]


NOT_IN_A_NAME = re.compile(r"[^A-Za-z-]+")  # a card's name is one word of letters and hyphens


@cache
def card_names() -> frozenset[str]:
    return frozenset(f.name for f in faces().values())


@lru_cache(maxsize=4096)  # the same questions come back again and again
def named_in(text: str) -> frozenset[str]:
    """The card names a text holds, as whole words."""
    return card_names().intersection(NOT_IN_A_NAME.split(text))


class Game(Setup):
    # Made when the game starts (``start``): the rules' flow (None again once the game is
    # over), and the game as it was then: its state (a copy), how many events it had, and the
    # values it knew; rollback replays ``history`` from there.
    _flow: Effect | None = None
    _origin: tuple[GameState, int, dict[tuple[int, int], tuple[int, bool]]] | None = None

    def __init__(self, state: GameState) -> None:
        super().__init__(state)
        self._pending: Decision | None = None
        self._turn_at = 0  # answers given before the last turn decision (the saved position)
        self.history: list[list[object]] = []  # every answer since the start

    # -- what the game is waiting for ------------------------------------------------------

    @property
    def started(self) -> bool:
        return self._origin is not None

    def start(self) -> None:
        if self._origin is None:
            self._origin = (self.state.copy(), len(self.events), dict(self._known))
            self._flow = self._run()
            self._advance(None)

    @property
    def pending(self) -> Decision | None:
        self.start()
        return self._pending

    @property
    def over(self) -> bool:
        return bool(self.state.winners)

    def _run(self) -> Effect:
        s = self.state
        if s.round.number == 0 and not s.winners:  # a new game (not one decided at its setup): set up
            first = yield from self.set_up()
            if first is None:  # a match decided without a game (engine.core.setup)
                return
            self.begin_round(first)
        while not s.winners:
            if not s.turn.started:
                yield from self.start_turn()
            while True:
                playable = self.playable(s.turn.player)
                decision = self.turn_decision(playable)
                self._turn_at = len(self.history)
                answer = yield decision
                if answer[0] == PASS:
                    self.events.append(Passed(s.turn.player, s.turn.plays))
                    break
                card, zone = answer[0]
                perm = yield from self.choose_permission(s.turn.player, card, playable[(card, zone)])
                yield from self.play_mood(s.turn.player, card, zone, perm)
            yield from self.end_turn()

    def turn_decision(self, playable: dict[tuple[int, str], list[Permission]]) -> Decision:
        """Play a card or pass; ``playable``: the legal plays of the turn's player."""
        player = self.state.turn.player
        options = [
            Option((c, z), self.name(c) + ("" if z == HAND else " from the discard pile"))
            for c, z in playable
        ]  # no owner: each option is a different card, told apart by its key and its words
        options.append(Option(PASS, "pass" if self.state.turn.plays == 0 else "end the turn"))
        prompt = f"{player}'s turn: play a card or pass"
        return Decision(player, TURN, prompt, options, rule="rules.taking-a-turn.1", about="turn")

    def legal_plays(self, player: str) -> list[tuple[int, str]]:
        """Every (card, zone) the player may play now: the plays their turn offers; none while
        the game waits for another decision, for another player, or is over."""
        d = self.pending
        if d is None or d.kind != TURN or d.player != player:
            return []
        return [o.key for o in d.options if o.key != PASS]  # type: ignore[misc]

    def _advance(self, value: list[object] | None) -> None:
        assert self._flow is not None
        try:
            decision = self._flow.send(value)  # None starts the flow
            while (forced := decision.forced()) is not None:
                self._record(decision, forced, forced=True)
                decision = self._flow.send(forced)
        except StopIteration:
            self._pending, self._flow = None, None
            return
        self._pending = decision

    def _record(self, decision: Decision, answer: list[object], forced: bool = False) -> None:
        if decision.kind != TURN:  # a turn's answer is the play or the pass, which make events
            chose = Chose(decision.player, decision.prompt, decision.labels(answer), forced)
            witnesses = self._witnesses(decision, answer)
            self.events.append(chose if witnesses is None else seen_only_by(chose, witnesses))

    def _witnesses(self, decision: Decision, answer: list[object]) -> list[str] | None:
        """Who sees a choice whole (None: every player). Cards picked from a hidden place are
        seen picked by who sees that place, and by the player who picks them; a question that
        names hidden cards (a Winston pile, a card on its way into play) is for who knows them,
        and for the player it was put to (who may not know a copy of that card held elsewhere).
        Everyone else sees that a choice was made, not what. A name in a question hides nothing
        while a card of that name is in every player's sight (a mood, a card being played, a
        face-up discard pile, a card shown to all): as far as anyone can tell, it names that one
        (the bottom card that decides who goes first, a mood whose effect may happen again, where
        copies of it lie hidden in a duel's decks)."""
        s = self.state
        if decision.face_down:  # an order made face down: nobody sees it, chance included
            return []
        named = {card_slug(name) for name in named_in(decision.prompt)}
        chosen = {key for key in answer if type(key) is int} if decision.kind in (CARDS, RANDOM) else set()
        if named:
            cards = s.cards
            named -= {cards[c].face for c in self._limbo} | {cards[m.card].face for m in s.all_moods()}
            everyone = set(s.players)
            for zone, there in visibility.places(s):  # a public place's watchers: every player
                named -= {
                    cards[c].face
                    for c in there
                    if cards[c].face in named and visibility.knowers(s, c, zone) == everyone
                }
        if not named and not chosen:
            return None  # no hidden card in it: a player, a color, an option, a number, a mood
        # who sees each hidden place a card was picked from, and who knows each hidden card of
        # a name the question holds; the player asked sees their own answer
        limits: list[set[str]] = []
        for zone, there in visibility.hidden_places(s):
            if not chosen.isdisjoint(there):
                limits.append(visibility.watchers(s, zone))
            if named:
                limits += [visibility.knowers(s, c, zone) for c in there if s.cards[c].face in named]
        who = set(s.players).intersection(*(limit | {decision.player} for limit in limits))
        return None if len(who) == len(s.players) else [p for p in s.players if p in who]

    # -- acting ----------------------------------------------------------------------------

    def refusal_to_answer(self, player: str) -> RuleViolation | None:
        """Why this player may not answer now, if they may not: the game is over, or it waits
        for another (another's turn: refused as a play or a pass is; another's choice: under
        the rule that asks it)."""
        d = self.pending
        if d is None:
            return RuleViolation("rules.after-scoring.1", "The game is over")
        if d.player == player:
            return None
        if d.kind == TURN:
            return RuleViolation("rules.round-structure.1", f"It is {d.player}'s turn, not {player}'s")
        who = "chance" if d.player == CHANCE else d.player
        return RuleViolation(
            d.asking_rule, f"The game is waiting for {who} to decide ({d.prompt}), not {player}"
        )

    def answer(self, player: str, answer: list[object]) -> None:
        """Answer the pending decision; a refused answer changes nothing."""
        refusal = self.refusal_to_answer(player)
        if refusal is not None:
            raise refusal
        d = self.pending
        assert d is not None
        chosen = d.validate(answer)
        self._record(d, chosen)
        self.history.append(chosen)
        try:
            self._advance(chosen)
        except Exception:
            self.history.pop()
            self._restore()
            raise

    def _waiting_for_a_turn(self) -> Decision:
        """The pending turn decision; refused if the game is over or waits for a choice."""
        d = self.pending
        if d is None:
            raise RuleViolation("rules.after-scoring.1", "The game is over")
        if d.kind != TURN:
            raise RuleViolation(d.asking_rule, f"{d.player} must first decide: {d.prompt}")
        return d

    def play(self, player: str, card: int, zone: str = HAND) -> None:
        """Play a card from hand (or from the discard pile, where allowed)."""
        self._waiting_for_a_turn()
        violation = self.refusal_to_play(player, card, zone)
        if violation is not None:
            raise violation
        self.check_implemented(card)
        self.answer(player, [(card, zone)])

    def pass_turn(self, player: str) -> None:
        """Pass, or end the turn after playing."""
        self._waiting_for_a_turn()
        self.answer(player, [PASS])  # another player's turn is refused there

    # Rolling back and saving are the engine's promises to its callers (a refused action
    # changes nothing; a saved game resumes as it was), not rules of the game: tests/
    # test_bad_input.py, tests/test_position.py and the self-play invariants check them, and
    # mutation testing, which runs the rulings alone, leaves them out (the pragmas).
    def atomically(self, act: Callable[[], None]) -> None:  # pragma: no mutate block
        """Several answers as one action: if any of them is refused (or ``act`` fails), none
        of them happened, and the game is exactly as it was."""
        mark = len(self.history)
        try:
            act()
        except Exception:
            if len(self.history) > mark:
                del self.history[mark:]
                self._restore()
            raise

    # -- rollback ---------------------------------------------------------------------------

    def _restore(self) -> None:  # pragma: no mutate block
        """Go back to the start and replay every answer in ``history``."""
        assert self._origin is not None
        state, n_events, known = self._origin
        answers, self.history = self.history, []
        self.state = state.copy()
        del self.events[n_events:]
        self._known = dict(known)
        self._limbo.clear()
        self._view = None
        self._flow = self._run()
        self._advance(None)
        for a in answers:
            assert self._pending is not None
            self._record(self._pending, a)
            self.history.append(a)
            self._advance(a)

    # -- saving and resuming -----------------------------------------------------------------

    def resumable(self) -> tuple[GameState, list[list[object]]]:  # pragma: no mutate block
        """What the game is, as a state and the answers given since: the last turn decision's
        position (or the start), and every answer since. Replaying them gives this game back."""
        self.start()
        since = [list(a) for a in self.history[self._turn_at :]]
        if not since:  # the game is at that position now
            return self.state.copy(), since
        assert self._origin is not None
        replay = type(self).resume(self._origin[0].copy(), self.history[: self._turn_at])
        return replay.state, since

    def origin(self) -> GameState:  # pragma: no mutate block
        """The state the game started from (with ``history``, the whole game)."""
        self.start()
        assert self._origin is not None
        return self._origin[0].copy()

    @classmethod
    def resume(cls, state: GameState, answers: list[list[object]]) -> Game:  # pragma: no mutate block
        """The game that ``resumable`` described. An answer that is not legal where it is given
        raises PositionError naming it (``answers[2]``)."""
        game = cls(state)
        game.start()
        for i, answer in enumerate(answers):
            game.answer_saved(answer, i)
        return game

    def answer_saved(self, answer: list[object], index: int) -> None:  # pragma: no mutate block
        """Give the next answer as a position saves it (JSON); one that is not legal here
        raises PositionError naming it (``answers[<index>]``)."""
        d = self.pending
        if d is None:
            raise PositionError(f"answers[{index}]", "the game is over before this answer")
        try:
            self.answer(d.player, d.match(answer))
        except RuleViolation as e:
            raise PositionError(f"answers[{index}]", f"{e.message} [{e.rule}]") from None

    # -- history: plays that happened before the scenario ----------------------------------

    def setup_play(self, player: str, card: int, *, this_round: bool, answer: Answerer) -> None:
        """Play a card as part of a position's history, through the ordinary play procedure.

        ``this_round``: an earlier turn of the current round; otherwise the previous round,
        whose effects that last until the end of the round are over. ``answer`` supplies the
        choices the play asks for. The position builder (``Table.played``) has checked that
        the play could have happened.
        """
        s = self.state
        saved_round, saved_turn = s.round, s.turn
        if not this_round:
            s.round = Round(number=saved_round.number - 1, order=list(saved_round.order))
        s.turn = Turn(player)
        flow = self.play_mood(player, card, HAND, None)
        try:
            value: list[object] | None = None
            while True:
                decision = flow.send(value)  # send(None) starts it, as next() would
                forced = decision.forced()
                value = forced if forced is not None else decision.validate(answer(decision))
                self._record(decision, value, forced=forced is not None)
        except StopIteration:
            pass
        finally:
            if not this_round:
                saved_round.bans = tuple(dict.fromkeys(saved_round.bans + s.round.next_bans))
            s.round, s.turn = saved_round, saved_turn
            self._changed()

    # -- finding cards ---------------------------------------------------------------------

    def cards_named(self, name: str) -> list[int]:
        return [c for c, card in sorted(self.state.cards.items()) if self.name(c) == name]

    def color_of(self, card: int) -> str:
        """A card's color where it is: a mood's color in play, its printed color elsewhere."""
        mood = self.state.mood(card)
        return self.view.color(mood) if mood is not None else self.view.card_color(card)


__all__ = ["DISCARD", "HAND", "PASS", "Game"]
