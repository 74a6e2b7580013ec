"""Who may play what, from where, and with which permission.

A turn has one play (rules.taking-a-turn.1). Additional moods come from grants: given
for this turn by an effect, banked for a player's next turn, or standing while a mood is
in play. Each grant may limit where the mood comes from and what it may be; this module
evaluates those limits. The base play is treated as one more grant, from the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.decisions import declare_options
from engine.core.state import Condition, Grant, Turn
from engine.core.view import View

BASE_SOURCE = "the turn's play"
BASE_RULE = "rules.taking-a-turn.1"
DISCARD_RULE = "glossary.play-a-mood-from-the-discard-pile"

HAND = "hand"
DISCARD = "discard pile"

# A permission no card grants is named by a key (its option when a play could use several)
declare_options("permission", {"turn": "the turn's own play (rules.taking-a-turn.1)"})


@dataclass
class Permission:
    grant: Grant
    base: bool = False
    index: int | None = None  # position in turn.grants, for grants given this turn

    @property
    def label(self) -> str:
        return self.grant.source

    @property
    def key(self) -> int | str:
        """Which permission it is, in the rules' terms (its option when a play could use more
        than one): the card that grants it, or "turn" for the turn's own play, or the source
        id of the rule that grants it (Hurt Feelings)."""
        if self.base:
            return "turn"
        return (
            self.grant.source_card
            if self.grant.source_card is not None
            else self.grant.rule or self.grant.source
        )


def hand_zones(view: View, player: str) -> tuple[str, ...]:
    """Where a player's "hand" plays may come from: the discard pile too, if a mood says so."""
    if any(view.behaviour(m).plays_from_discard for m in view.state.moods[player]):
        return (HAND, DISCARD)
    return (HAND,)


def available(view: View, turn: Turn) -> list[Permission]:
    """The permissions the player whose turn it is has not used yet."""
    player = turn.player
    out: list[Permission] = []
    if not turn.base_used:
        out.append(Permission(Grant(source=BASE_SOURCE, rule=BASE_RULE), base=True))
    # A grant of this turn is dropped once spent (``use``; a position refuses one with no use
    # left), so every grant the turn holds may still be used.
    out += [Permission(g, index=i) for i, g in enumerate(turn.grants)]
    for m in view.state.moods[player]:
        hook = view.behaviour(m).standing_grant
        if hook is None:
            continue
        g = hook(view, m)
        if g is not None and turn.used_standing.get(m.key, 0) < 1:  # one mood a turn
            out.append(Permission(g))
    return out


# Conditions that look only at the table, not at the card played: while one fails, its
# permission can't be used for any card, so it is not open (Then "may not play another").
TABLE_CONDITIONS = ("fewer-moods-than",)
# Every kind of condition ``condition_refusal`` evaluates.
CONDITIONS = (*TABLE_CONDITIONS, "shares-color", "shares-no-color", "top-right", "this-card")


def open_permissions(view: View, turn: Turn) -> list[Permission]:
    """The unused permissions that some card could still use now."""
    return [
        p
        for p in available(view, turn)
        if p.grant.condition is None
        or p.grant.condition.kind not in TABLE_CONDITIONS
        or condition_refusal(view, turn.player, p.grant, p.grant.condition, None) is None
    ]


def may_play_more(view: View, turn: Turn) -> bool:
    """Whether some card could still use an unused permission now: the turn's own play while
    unused (``available`` grants it with no condition), or another of ``open_permissions``."""
    return not turn.base_used or bool(open_permissions(view, turn))


def zones_of(view: View, player: str, grant: Grant) -> tuple[str, ...]:
    """Where a grant lets the player's mood come from: a grant from the hand reaches whatever
    counts as the player's hand (``hand_zones``)."""
    return reach(grant, hand_zones(view, player))


def reach(grant: Grant, hand: tuple[str, ...]) -> tuple[str, ...]:
    """Where a grant lets a mood come from, given what counts as the player's hand."""
    zones = grant.zones
    if HAND in zones and DISCARD not in zones and DISCARD in hand:
        return (*zones, DISCARD)
    return zones


def refusal(view: View, player: str, perm: Permission, card: int, zone: str) -> str | None:
    """Why this permission does not allow playing this card from this zone, or None
    (``Openings.usable`` makes the same judgement for many cards, without the words)."""
    g = perm.grant
    zones = zones_of(view, player, g)
    if zone not in zones:  # so ``zones`` is the other zone alone
        # A hand-only permission's words are never told: ``refusal_to_play`` reports, for a
        # mood from the discard pile, a permission that allows it, or the glossary's rule.
        return f"{g.source} only lets {player} play a mood from the {zones[0]}"
    if g.standing is not None and not view.in_play(g.standing):
        return f"{g.source} is no longer in play"
    if g.condition is not None:
        return condition_refusal(view, player, g, g.condition, card)
    return None


class Openings:
    """The unused permissions of the turn's player at one moment, with what does not depend
    on the card worked out once (where each lets a mood come from, whether its source is
    still in play): a turn decision asks about every card it could offer."""

    def __init__(self, view: View, turn: Turn) -> None:
        self.view, self.player = view, turn.player
        self.permissions = available(view, turn)
        self.zones: list[tuple[str, ...]] = []  # for each permission, where its mood may come from
        # For each zone, the permissions that allow a mood from there (in order), and whether
        # any of them has a condition to check against each card.
        self._open: dict[str, list[Permission]] = {}
        self._conditional: dict[str, bool] = {}
        hand = hand_zones(view, self.player)  # the same for every permission
        for p in self.permissions:
            zones = reach(p.grant, hand)
            self.zones.append(zones)
            if p.grant.standing is not None and not view.in_play(p.grant.standing):
                continue
            for zone in zones:
                self._open.setdefault(zone, []).append(p)
                if p.grant.condition is not None:
                    self._conditional[zone] = True

    def usable(self, card: int, zone: str) -> list[Permission]:
        """The permissions that allow this play: those ``refusal`` has nothing against."""
        perms = self._open.get(zone, [])
        if not self._conditional.get(zone):
            return list(perms)
        view, player = self.view, self.player
        return [
            p
            for p in perms
            if p.grant.condition is None
            or condition_refusal(view, player, p.grant, p.grant.condition, card) is None
        ]


def condition_refusal(view: View, player: str, g: Grant, c: Condition, card: int | None) -> str | None:
    """Why the condition refuses this card (None: any card, for TABLE_CONDITIONS)."""
    if c.kind == "fewer-moods-than":
        other = c.player or ""
        if len(view.state.moods[player]) >= len(view.state.moods[other]):
            return f"{player} already has as many moods as {other}"
        return None
    assert card is not None
    face = view.card_face(card)
    mine = view.player_colors(player)
    if c.kind == "shares-color":
        if face.color not in mine:
            return f"{g.source}'s additional mood must share a color with one of {player}'s moods"
    elif c.kind == "shares-no-color":
        if face.color in mine:
            return f"{g.source}'s additional mood can't share a color with any of {player}'s moods"
    elif c.kind == "top-right":
        if face.top_right not in c.values:
            allowed = ", ".join(f"[{v}]" for v in c.values)
            return f"{g.source}'s additional mood must have {allowed} in its top right corner"
    elif c.kind == "this-card":
        if card != c.card:
            return f"{g.source}'s additional mood must be the card it gave"
    else:
        raise ValueError(f"unknown condition {c.kind}")
    return None


def use(turn: Turn, perm: Permission) -> None:
    """Spend a permission: the turn's own play, a grant of this turn (``index``), or else a
    standing one, which ``available`` makes from a mood in play (``grant.standing`` set)."""
    if perm.base:
        turn.base_used = True
    elif perm.index is not None:
        g = turn.grants[perm.index]
        if g.uses is not None:
            g.uses -= 1
            if g.uses <= 0:  # spent: it allows nothing more, so the turn need not keep it
                del turn.grants[perm.index]
    else:
        turn.used_standing[perm.grant.standing] = turn.used_standing.get(perm.grant.standing, 0) + 1


def describe(grant: Grant) -> str:
    """What a grant lets its player do, in words."""
    where = " from the discard pile" if grant.zones == (DISCARD,) else ""
    many = "additional moods" if grant.uses is None or grant.uses > 1 else "an additional mood"
    count = f" ({grant.uses})" if grant.uses and grant.uses > 1 else ""
    return f"play {many}{where}{count}"
