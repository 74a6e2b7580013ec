"""The two mood-guessing party games whose rulebooks we hold: Mood X and Feelinks.

Each has a small engine of its own, built like the Mood Swings engine: the game says what
it is waiting for as a ``Request`` (who may act, what kind of thing, which options, which
rule asks), every change is an ``Event``, and an illegal action raises ``RuleViolation``
naming the rule and changes nothing. Secret choices are collected in any order and
revealed at once, when the last one is made.

May import only the rules' errors (``engine.core.errors``). Their self-play is
``engine.selfplay.party``; their steps are in ``steps/``.
"""
