"""The card catalogue matches the set as published."""

from __future__ import annotations

from collections import Counter

from engine.core.catalog import COLORS, PUBLISHED_RARITY_TOTALS, RARITIES, face, faces


def test_the_set_has_133_cards_with_the_published_rarity_totals() -> None:
    all_faces = list(faces().values())
    assert len(all_faces) == 133
    assert Counter(f.rarity for f in all_faces) == PUBLISHED_RARITY_TOTALS
    assert sum(PUBLISHED_RARITY_TOTALS.values()) == 133


def test_collector_numbers_go_by_color_then_name() -> None:
    ordered = sorted(faces().values(), key=lambda f: (COLORS.index(f.color), f.name))
    assert [f.number for f in ordered] == list(range(1, 134))


def test_every_card_has_a_color_a_rarity_and_dice() -> None:
    for f in faces().values():
        assert f.color in COLORS and f.rarity in RARITIES
        assert len(f.value) == 1 and all(0 <= d <= 6 for d in f.value + f.secondary)
        assert f.abilities or f.name in {"Apathy", "Boredom", "Complacency", "Indifference", "Laziness"}


def test_two_dice_add_up() -> None:
    assert face("Altruism").lower_left == 7  # [6][1]
    assert face("Love").lower_left == 12  # [6][6]
    assert face("Infatuation").lower_left == 9  # [6][3]
    assert face("Patience").top_right == 5 and face("Patience").lower_left == 1
    assert face("Anger").lower_left is None


def test_ability_kinds_come_from_the_rules_text() -> None:
    assert face("Bliss").abilities == ("to-play", "while-in-play")
    assert face("Creativity").abilities == ("play-as",)
    assert face("Anger").abilities == ("after-playing",)
    assert face("Boredom").blank


def test_black_dice_are_the_cards_whose_own_ability_changes_their_value() -> None:
    assert face("Sadness").variable and face("Disgust").variable and face("Patience").variable
    assert not face("Cheer").variable  # a side chosen when played is a white die
    assert not face("Boredom").variable


def test_names_are_looked_up_forgivingly_and_refused_helpfully() -> None:
    for spelling in ("self-loathing", "Self-Loathing", "self loathing", "SELF  LOATHING"):
        assert face(spelling).name == "Self-Loathing", spelling
    try:
        face("Angr")
    except LookupError as e:
        assert str(e) == "unknown card 'Angr'; did you mean Anger?"
    else:
        raise AssertionError("an unknown card was accepted")


def test_every_face_has_its_behaviour_a_card_without_text_the_blank_one() -> None:
    """The engine looks a card's behaviour up by its slug without a default (View, Playing)."""
    from engine.core.behaviour import BLANK, registry

    behaviours = registry()
    assert set(behaviours) == set(faces())
    assert all(behaviours[slug] is BLANK for slug, f in faces().items() if not f.abilities)
