"""The ways a program or a person talks to the engine.

JSON positions (``position``, over ``codec`` and ``strict_json``), the JSON-lines test
oracle (``oracle``), actions in words applied to a game (``explain``), the ``moodswings``
command line (``cli``) and the conformance kit for other engines (``conformance``).

The outer ring: may import every other part of the project.
"""
