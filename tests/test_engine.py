"""The engine's promises: refusals change nothing, decisions are strict, games end, nothing is lost."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType

import pytest

from engine.cards.families import name as card_name
from engine.core.errors import PositionError, RuleViolation
from engine.core.game import Game
from engine.core.table import Table
from engine.selfplay.simulate import play


def two_player(hand: list[str], bob_moods: list[str] | None = None) -> tuple[Table, Game]:
    table = Table(["Alice", "Bob"])
    table.set_turn("Alice")
    table.put_in_hand("Alice", hand)
    if bob_moods:
        table.put_in_play("Bob", bob_moods)
    return table, table.game


def card(game: Game, name: str) -> int:
    return game.cards_named(name)[0]


def unchanged(game: Game, action, rule: str) -> None:  # type: ignore[no-untyped-def]
    game.start()
    before, events, pending = game.state.copy(), len(game.events), game.pending
    with pytest.raises(RuleViolation) as refused:
        action()
    assert refused.value.rule == rule
    assert game.state == before and len(game.events) == events and game.pending == pending


def test_playing_out_of_turn_is_refused_and_changes_nothing() -> None:
    table, game = two_player(["Boredom"])
    table.put_in_hand("Bob", ["Apathy"])
    unchanged(game, lambda: game.play("Bob", card(game, "Apathy")), "rules.round-structure.1")


def test_a_second_play_is_refused_and_names_the_rule() -> None:
    _, game = two_player(["Boredom", "Apathy"])
    game.play("Alice", card(game, "Boredom"))
    unchanged(game, lambda: game.play("Alice", card(game, "Apathy")), "rules.taking-a-turn.1")


def test_an_unpayable_cost_is_refused_with_the_card_text() -> None:
    _, game = two_player(["Self-Loathing"])
    unchanged(game, lambda: game.play("Alice", card(game, "Self-Loathing")), "self-loathing.text")


def test_an_illegal_answer_is_refused_and_changes_nothing() -> None:
    _, game = two_player(["Anger"], ["Generosity", "Boredom", "Indifference"])
    game.play("Alice", card(game, "Anger"))
    both = [card(game, "Boredom"), card(game, "Indifference")]
    unchanged(game, lambda: game.answer("Alice", both), "anger.text")
    unchanged(game, lambda: game.answer("Alice", [card(game, "Generosity")]), "anger.text")
    unchanged(game, lambda: game.answer("Bob", []), "anger.text")
    game.answer("Alice", [card(game, "Boredom")])
    assert game.locate(card(game, "Boredom"))[0] == "discard"


def test_a_failure_deep_inside_an_effect_rolls_the_whole_answer_back(monkeypatch: pytest.MonkeyPatch) -> None:
    _, game = two_player(["Anger"], ["Boredom", "Charity"])
    game.play("Alice", card(game, "Anger"))
    before, events = game.state.copy(), len(game.events)
    original = game.to_discard

    def moves_then_fails(cards, cause):  # type: ignore[no-untyped-def]
        original(cards, cause)
        raise RuleViolation("anger.text", "a refusal found only after something moved")

    monkeypatch.setattr(game, "to_discard", moves_then_fails)
    with pytest.raises(RuleViolation):
        game.answer("Alice", [card(game, "Boredom")])
    monkeypatch.undo()
    assert game.state == before and len(game.events) == events
    game.answer("Alice", [card(game, "Charity")])
    assert game.locate(card(game, "Charity"))[0] == "discard"


def test_the_position_builder_refuses_what_could_not_be() -> None:
    with pytest.raises(PositionError, match="players"):
        Table(["Alice"])
    table = Table(["Alice", "Bob"])
    with pytest.raises(PositionError, match="did you mean Anger"):
        table.put_in_hand("Alice", ["Angr"])
    with pytest.raises(PositionError, match="did you mean Alice"):
        table.put_in_hand("Alise", ["Anger"])
    table.set_turn("Alice")
    with pytest.raises(PositionError, match="history"):
        table.played("Bob", "Boredom", this_round=True, answer=lambda d: [])
    table.put_in_hand("Alice", ["Anger"])  # one card besides Guile: Guile asks for two
    with pytest.raises(PositionError, match="Alice could not have played Guile: they could not discard two"):
        table.played("Alice", "Guile", this_round=False, answer=lambda d: [])
    dealt = Table(["Alice", "Bob"])
    dealt.put_in_discard(["Anger"])  # a card out of the deck, though none is in a hand or in play
    with pytest.raises(PositionError, match="every card in the deck"):
        dealt.set_up()
    duel = Table(["Alice", "Bob"], None, "structure-duel")
    with pytest.raises(PositionError) as refused:
        duel.put_in_deck(["Anger"])  # each player has their own deck: whose?
    assert refused.value.field == "deck"


def test_the_family_helper_names_the_card_an_effect_comes_from() -> None:
    _, game = two_player(["Boredom"])
    game.play("Alice", card(game, "Boredom"))
    mood = game.state.mood(card(game, "Boredom"))
    assert mood is not None and card_name(game, mood) == "Boredom"


def where_every_card_is(game: Game) -> list[int]:
    s = game.state
    places = [c for h in s.hands.values() for c in h] + [m.card for m in s.all_moods()]
    return sorted(places + s.deck_cards() + s.discard_pile() + sorted(game.being_played))


def invariants(game: Game) -> None:
    cards = where_every_card_is(game)
    assert cards == sorted(game.state.cards), "a card was lost or duplicated"
    for m in game.view.moods:
        value = game.view.value(m)
        assert isinstance(value, int) and value >= 0
    for p in game.state.players:
        assert game.view.score(p) >= 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_card_and_end(players: int) -> None:
    for seed in range(40):
        outcome = play(seed, players, check=invariants)
        assert outcome.winners


def test_team_games_end_with_a_team_winning() -> None:
    for seed in range(20):
        outcome = play(seed, 4, check=invariants, teams=True)
        assert len(outcome.winners) == 2


def test_the_same_seed_gives_the_same_game() -> None:
    from engine.selfplay import simulate

    logs = []
    for _ in range(2):
        import random

        game = simulate.deal(3, random.Random(7))
        rng = random.Random(7)
        while (d := game.pending) is not None:
            game.answer(d.player, simulate.random_answer(d, rng))
        logs.append([str(e) for e in game.events])
    assert logs[0] == logs[1]


def test_a_random_order_is_a_real_decision_even_with_every_card_in_it() -> None:
    from engine.core.decisions import Option

    _, game = two_player(["Boredom"])
    order = game.random_order([Option(1, "A"), Option(2, "B")], "Shuffle", "rules.setup.1")
    assert order.forced() is None
    assert order.validate([2, 1]) == [2, 1]
    single = game.random_order([Option(1, "A")], "Shuffle", "rules.setup.1")
    assert single.forced() == [1]


def test_a_mood_taken_while_another_is_in_play_goes_back_when_that_one_leaves() -> None:
    table, game = two_player([], ["Boredom", "Apathy"])
    table.put_in_play("Alice", ["Charity"])
    source = game.state.mood(card(game, "Charity"))
    taken = game.state.mood(card(game, "Boredom"))
    assert source is not None and taken is not None
    game.take_while_in_play(taken, "Alice", source, "test")
    assert game.locate(taken.card) == ("play", "Alice")
    game.to_discard([source.card], "test")
    assert game.locate(taken.card) == ("play", "Bob")
    assert taken.held is None


def test_a_taken_mood_that_changed_hands_again_does_not_go_back() -> None:
    table, game = two_player([], ["Boredom"])
    table.put_in_play("Alice", ["Charity"])
    source = game.state.mood(card(game, "Charity"))
    taken = game.state.mood(card(game, "Boredom"))
    assert source is not None and taken is not None
    game.take_while_in_play(taken, "Alice", source, "test")
    game.give(taken, "Bob", "test")
    game.give(source, "Bob", "test")  # the source changing players is not leaving play
    assert taken.held is not None
    game.to_discard([source.card], "test")
    assert game.locate(taken.card) == ("play", "Bob") and taken.held is None


def test_an_answer_is_checked_against_the_options_whether_their_keys_hash_or_not() -> None:
    from engine.core.decisions import CARDS, Decision, Option

    hashed = Decision(
        "Alice",
        CARDS,
        "Pick",
        [Option(1, "A"), Option((2, "hand"), "B")],
        max=2,
        rule="rules.taking-a-turn.1",
    )
    unhashed = Decision(
        "Alice",
        CARDS,
        "Pick",
        [Option([1], "A"), Option([2, "hand"], "B")],
        max=2,
        rule="rules.taking-a-turn.1",
    )
    assert hashed.validate([(2, "hand"), 1]) == [(2, "hand"), 1]
    assert unhashed.validate([[2, "hand"], [1]]) == [[2, "hand"], [1]]
    for decision, wrong in ((hashed, [[1]]), (hashed, [3]), (unhashed, [1]), (unhashed, [[3]])):
        with pytest.raises(RuleViolation, match="is not a legal choice"):
            decision.validate(wrong)
    for decision, twice in ((hashed, [1, 1]), (unhashed, [[1], [1]])):
        with pytest.raises(RuleViolation, match="the same option is chosen twice"):
            decision.validate(twice)


def test_a_number_must_be_a_whole_number_in_range() -> None:
    _, game = two_player(["Boredom"])
    any_number = game.choose_number("Alice", "Choose a number", "rules.taking-a-turn.1", optional=True)
    assert any_number.validate([]) == [] and any_number.validate([12]) == [12]
    small = game.choose_number("Alice", "Choose 0 to 3", "rules.taking-a-turn.1", high=3)
    assert small.validate([3]) == [3]
    for bad in ([4], [-1], ["2"], [True], []):
        with pytest.raises(RuleViolation):
            small.validate(bad)
    assert small.forced() is None


def test_the_thrill_loop_goes_round_only_as_often_as_its_player_plays_into_it() -> None:
    """The one infinite combo: each time round is a play its player chooses; the engine does a
    bounded amount of work in between and is back at a turn decision where passing is legal."""
    table, game = two_player(["Creativity"])
    table.put_in_play("Alice", ["Thrill"])
    creativity, thrill = card(game, "Creativity"), card(game, "Thrill")
    for _ in range(25):
        game.play("Alice", creativity)
        game.answer("Alice", [thrill])  # play it as a copy of the Thrill in play
        game.answer("Alice", [thrill])  # which it picks up
        game.play("Alice", thrill)
        game.answer("Alice", [creativity])
        d = game.pending
        assert d is not None and d.kind == "turn" and "pass" in [o.key for o in d.options]
        assert where_every_card_is(game) == sorted(game.state.cards)
        assert len(game.events) < 2000
    game.pass_turn("Alice")
    assert game.state.turn.player == "Bob"


def test_a_choice_of_one_mood_where_two_or_none_are_asked_is_refused_and_changes_nothing() -> None:
    _, game = two_player(["Denial"], ["Boredom", "Excitement"])
    game.play("Alice", card(game, "Denial"))
    unchanged(game, lambda: game.answer("Alice", [card(game, "Boredom")]), "denial.text")
    game.answer("Alice", [card(game, "Boredom"), card(game, "Excitement")])
    assert game.state.hands["Bob"] == [card(game, "Boredom"), card(game, "Excitement")]


def test_cards_passed_left_and_right_reach_the_neighbours_in_turn_order() -> None:
    table = Table(["Alice", "Bob", "Carol"])
    table.set_turn("Alice")
    game = table.game
    assert game.view.neighbour("Alice", "left") == "Bob"
    assert game.view.neighbour("Alice", "right") == "Carol"
    assert game.view.neighbour("Carol", "left") == "Alice"


def test_a_ban_for_the_next_round_starts_with_it_and_ends_after_it() -> None:
    _, game = two_player(["Doubt", "Boredom", "Excitement"])
    excitement = card(game, "Excitement")
    game.play("Alice", card(game, "Doubt"))
    game.answer("Alice", [card(game, "Boredom")])
    game.pass_turn("Alice")
    game.pass_turn("Bob")  # Alice wins round 1 and goes first in round 2
    assert game.state.round.number == 2 and game.state.turn.player == "Alice"
    refused = game.refusal_to_play("Alice", excitement, "hand")
    assert refused is not None and refused.rule == "doubt.text"
    game.pass_turn("Alice")
    game.pass_turn("Bob")  # Alice wins round 2 too
    assert game.state.round.number == 3 and game.refusal_to_play("Alice", excitement, "hand") is None


def thrill_loop() -> tuple[Game, Callable[[], None]]:
    """Thrill and a copy of it (Creativity) in play, each ready to pick the other up
    (thrill.2); and one time round the loop: Thrill played, picking Creativity up, then
    Creativity played as a copy of Thrill, picking Thrill up. scripts/bench.py times it."""
    table, game = two_player(["Creativity"])
    table.put_in_play("Alice", ["Thrill"])
    thrill, creativity = card(game, "Thrill"), card(game, "Creativity")
    game.play("Alice", creativity)
    game.answer("Alice", [thrill])  # Creativity plays as a copy of Thrill...
    game.answer("Alice", [thrill])  # ...and picks Thrill up

    def once_round() -> None:
        game.play("Alice", thrill)
        game.answer("Alice", [creativity])
        game.play("Alice", creativity)
        game.answer("Alice", [thrill])
        game.answer("Alice", [thrill])

    return game, once_round


def executed(step: Callable[[], None]) -> int:
    """How much work ``step`` does, counted, not timed: the bytecode instructions Python
    runs for it (the same on any machine, however busy)."""
    count = 0

    def each(frame: FrameType, event: str, arg: object) -> Callable[..., object]:
        nonlocal count
        count += event == "opcode"
        return each

    def enter(frame: FrameType, event: str, arg: object) -> Callable[..., object]:
        frame.f_trace_opcodes = True
        return each

    sys.settrace(enter)
    try:
        step()
    finally:
        sys.settrace(None)
    return count


def test_a_thousand_thrill_loops_in_one_turn_cost_the_same_each() -> None:
    """Thrill and a copy of it pick each other up, again and again (thrill.2): each time
    round the loop does the same work as the first times (counted in instructions: the
    1,000th does no more than the 10th), and the turn keeps no spent permission."""
    game, once_round = thrill_loop()
    work = []
    for i in range(1, 1001):
        if i in (10, 1000):
            work.append(executed(once_round))
        else:
            once_round()
        assert len(game.state.turn.grants) == 1
    assert game.state.hands["Alice"] == [card(game, "Thrill")]
    assert game.state.turn.plays == 2001
    assert work[0] > 1000 and work[1] == work[0], f"the 10th time round: {work[0]}; the 1,000th: {work[1]}"


def failing_once(move):  # type: ignore[no-untyped-def]
    """Verbs.move that fails the first time (once: the replay that undoes it moves cards as usual)."""
    failed: list[bool] = []

    def failing(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if not failed:
            failed.append(True)
            raise RuntimeError("a failure deep inside an effect")
        return move(self, *args, **kwargs)

    return failing


def test_a_failure_deep_inside_an_effect_leaves_the_game_exactly_as_it_was(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Random games where, now and then, the first move of cards an answer causes fails (after
    the answer has already changed the table): the game is exactly as before the answer, its
    state, its events, the values it knows, its answers and its saved position alike."""
    import random

    from engine.core import verbs
    from engine.interfaces.codec import encode
    from engine.selfplay.simulate import deal, random_answer

    move = verbs.Verbs.move

    def snapshot(game: Game) -> tuple[object, ...]:
        state, answers = game.resumable()
        assert game.pending is not None
        return (
            encode(game.state),
            list(game.events),
            dict(game._known),
            list(game.history),
            game.pending.prompt,
            encode(state),
            answers,
        )

    restored = 0
    for seed in range(30):
        rng = random.Random(seed)
        game = deal(2, rng)
        steps = 0
        while (d := game.pending) is not None:
            steps += 1
            answer = random_answer(d, rng)
            if steps % 3:
                game.answer(d.player, answer)
                continue
            before = snapshot(game)
            monkeypatch.setattr(verbs.Verbs, "move", failing_once(move))
            try:
                game.answer(d.player, answer)
            except RuntimeError:
                assert snapshot(game) == before, f"seed {seed}, answer {steps}"
                restored += 1
            finally:
                monkeypatch.setattr(verbs.Verbs, "move", move)
    assert restored > 10  # the failure did happen, deep in many kinds of answers


def test_the_nearest_spelling_ignores_case_and_is_offered_from_half_alike() -> None:
    """An unknown name's error offers the closest known spelling, as written among the
    candidates, when the two are at least half alike (difflib's ratio 0.5), else nothing."""
    from engine.core.catalog import nearest

    assert nearest("glum", ["Anger", "Glee"]) == "Glee"  # exactly half alike
    assert nearest("JOI", ["Joy", "Anger"]) == "Joy"
    assert nearest("angr", ["Anguish", "Anger"]) == "Anger"  # the closest, not the first
    assert nearest("zzz", ["Joy", "Anger"]) is None
