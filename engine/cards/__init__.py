"""Every card's behaviour, grouped by color. Importing this package registers them all."""

from engine.cards import black, blue, green, red, white  # noqa: F401
