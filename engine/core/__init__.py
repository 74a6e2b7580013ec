"""The rules core: one game of Mood Swings, as the rules document and the card notes play it.

It holds what a game is (``state``), what changes it (``events``), how it asks
(``decisions``) and says no (``errors``), how cards behave (``behaviour``: the hooks and
the registry; the cards themselves are in ``engine.cards``), the card faces (``catalog``),
the derived values (``view``), who may play what (``permissions``), the small changes every
effect is made of (``verbs``), playing a mood (``playing``), turns, rounds and scoring
(``rounds``), setting up (``setup``), the game's flow (``game``), who sees what
(``visibility``), building a position (``table``) or from a plain table spec (``tablespec``),
answers in words (``answers``) and a plain picture of the table (``snapshot``).

May import: ``engine.formats`` (the ways to play) and ``engine.files``; nothing else of
the project. Never the cards: they register themselves when ``engine`` is imported.
"""
