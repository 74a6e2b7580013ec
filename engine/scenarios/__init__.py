"""Playing a ruling's Example against the engine: the machinery under the step definitions.

The registry of step definitions (``registry``), the scenario's world with its strict
bookkeeping of choices (``world``; the party games' world: ``party_world``), the pytest
plugins (``lookup``: finding a step's definitions fast; ``report``: the results the site
shows) and an in-process runner without pytest (``runner``).

May import the rules (``engine.core``, ``engine.formats``), the party games, the
knowledge-base tooling, the interfaces and the step definitions (``steps``); never
``engine.selfplay``.
"""
