"""A plain picture of the table, for people: the site's before and after tables."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game


def mood_notes(game: Game, mood) -> list[str]:  # type: ignore[no-untyped-def]
    view = game.view
    notes = []
    if mood.copy_of:
        notes.append(f"copy of {view.face(mood).name}")
    if view.suppressed(mood):
        notes.append("suppressed")
    if mood.rotated:
        notes.append("turned to its lower left dice")
    if mood.set_value is not None:
        notes.append(f"its value became {mood.set_value}")
    if mood.color:
        notes.append(f"remembers {mood.color}")
    if mood.player:
        notes.append(f"remembers {mood.player}")
    if mood.target:
        target = game.state.mood(mood.target[0])
        if target is not None and target.entry == mood.target[1]:
            notes.append(f"chose {game.name(target.card)}")
    if mood.controller != mood.played_by:
        notes.append(f"played by {mood.played_by}")
    if mood.held is not None:
        notes.append(f"goes back to {mood.held[3]} when {game.name(mood.held[0])} leaves play")
    if view.played_this_round(mood):
        notes.append("played this round")
    return notes


def snapshot(game: Game) -> dict[str, Any]:  # pragma: no mutate block
    s, view = game.state, game.view
    players = []
    for p in s.players:
        moods = [
            {
                "name": game.name(m.card),
                "value": view.value(m),
                "color": view.color(m),
                "notes": mood_notes(game, m),
            }
            for m in s.moods[p]
        ]
        players.append(
            {
                "name": p,
                "moods": moods,
                "hand": [game.name(c) for c in s.hands[p]],
                "score": view.score(p),
                "wins": s.wins.get(p, 0),
            }
        )
    return {
        "round": s.round.number,
        "turn": s.whose_turn,
        "first": s.round.order[0],
        "players": players,
        "discard": [game.name(c) for c in s.discard_pile()],
        "deck": [game.name(c) for c in s.deck_cards()],
        "winners": list(s.winners),
    }
