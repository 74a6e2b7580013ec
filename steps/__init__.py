"""Step definitions for the rulings, grouped by what they talk about.

table: Given steps that build a position through the engine's position builder.
actions: When steps that play, choose, pass and score.
outcomes: Then steps that read the engine's state and its pending decision.

A step never decides an outcome and never names a card: it turns words into calls on
the engine and compares what the engine says with what the ruling expects.
"""
