"""The conformance kit: every ruling as a language-neutral test any Mood Swings engine can run.

- ``export``: each Example of the feature files, run through the real step definitions
  while recording, becomes a *vector*: a starting JSON position, the actions and answers
  in order, and the checks its Then steps make (``moodswings conformance export``).
- ``vectors``: the vector format, its versioned JSON Schema, reading and writing files.
- ``adapter``: the adapter protocol (JSON lines: load, act, answer, observe), and our
  engine behind it, the reference adapter (``moodswings conformance adapter``).
- ``checks``: what each check means, read against an adapter's observation.
- ``runner``: runs vectors through an adapter, in a separate process or in this one.
- ``channel``: the line to an engine under test, within time and size limits: an engine
  that exits, hangs, floods or answers twice fails the vector with that reason.
- ``scorecard``: the results per card, per note and per mechanic, as text, JUnit XML
  and JSON (``moodswings conformance run``).

The site's page docs/tools/conformance.md specifies the schema and the protocol.
Part of the interfaces: it may import every other part of the project.
"""
