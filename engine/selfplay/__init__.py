"""Random self-play: whole games answered by a seeded generator, and the promises checked.

``simulate`` deals and plays Mood Swings games of every format; ``invariants`` checks the
engine's promises after every event; ``party`` plays Mood X and Feelinks.

May import the rules (``engine.core``, ``engine.formats``), the party games and
``engine.interfaces`` (a position's JSON round trip is one of the promises); never the
knowledge-base tooling or the steps.
"""
