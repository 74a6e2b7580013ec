"""Step definitions for the rulings, grouped by what they talk about, and nothing else.

table: Given steps that build a position through the engine's position builder.
actions: When steps that play, choose, pass and score.
outcomes: Then steps that read the engine's state and its pending decision.
party, mood_x, feelinks: the party games' steps.

The machinery under them (the registry, the scenario's world, the pytest plugins) is
``engine.scenarios``. Steps may import the rules, the party games, the scenarios and the
interfaces; never ``engine.selfplay``.

A step never decides an outcome and never names a card: it turns words into calls on
the engine and compares what the engine says with what the ruling expects.
"""
