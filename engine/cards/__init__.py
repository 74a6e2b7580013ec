"""Every card's behaviour, grouped by color. Importing this package registers them all.

``engine/__init__.py`` imports it (the composition root). The cards may import only the
rules (``engine.core``, ``engine.formats``), and name the ``Game`` type for type checking only.
"""

from engine.cards import black, blue, green, red, white  # noqa: F401
