"""White cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, register
from engine.cards.families import (
    additional_play,
    played_this_round,
    suppress_while_in_play,
    to_discard,
    two_or_more_of,
    up_to_two_players,
)

register("complacency", BLANK)

register("loyalty", two_or_more_of("green", "blue"))

register("charity", Behaviour(after_playing=additional_play()))

register(
    "courage",
    Behaviour(
        after_playing=up_to_two_players(
            "Put one of {player}'s moods with a value of 5 or more into the discard pile",
            lambda view, me, m: view.value(m) >= 5,
            to_discard,
        )
    ),
)

register(
    "pacifism",
    Behaviour(
        after_playing=up_to_two_players(
            "Suppress one of {player}'s moods", lambda view, me, m: True, suppress_while_in_play
        )
    ),
)

register("patience", played_this_round())
