"""The two ways the engine says no."""

from __future__ import annotations


class RuleViolation(Exception):
    """An illegal action, refused before anything changed. Names the rule it breaks.

    ``rule`` is a source id (``rules.taking-a-turn.1``, ``self-loathing.text``) so that a
    refusal can be traced to the paragraph or card text that forbids it.
    """

    def __init__(self, rule: str, message: str) -> None:
        self.rule, self.message = rule, message
        super().__init__(f"{message} [{rule}]")


class NotImplementedYet(NotImplementedError):
    """A card whose behaviour the engine does not have yet, used where that behaviour matters."""

    def __init__(self, name: str, doing: str) -> None:  # pragma: no mutate block
        self.name = name
        super().__init__(f"{name} is not implemented in the engine yet, so it can't be {doing}")


class PositionError(ValueError):
    """A position (a table being set up, or a JSON position) that cannot be.

    ``field`` names the part that is wrong, as a path: ``moods.Bob[1].face``.
    """

    def __init__(self, field: str, message: str) -> None:
        self.field, self.message = field, message
        super().__init__(f"{field}: {message}")
