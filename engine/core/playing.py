"""Playing a mood, in the order the rules give (rules.taking-a-turn.7 to .10).

1. pay the "To play this card" costs; 2. put the card into play; 3. apply "While in play"
(values are derived, so they simply are); 4. resolve "After playing this mood"; 5. apply
"While in play" again (again: derived). Moods that react to their player playing another
mood are those the player has as it enters play: "While in play" reactions come before
step 4, and a mood that lets its player repeat effects offers the effect again after it,
once values have been read again.
"""

from __future__ import annotations

from engine.core import visibility
from engine.core.behaviour import Behaviour, Cost, Effect, behaviour, implemented, registry
from engine.core.catalog import face
from engine.core.decisions import COPY, PERMISSION, Decision, Option, asked_by, named_options
from engine.core.errors import NotImplementedYet, RuleViolation
from engine.core.events import Played
from engine.core.permissions import (
    DISCARD,
    DISCARD_RULE,
    HAND,
    Openings,
    Permission,
    available,
    refusal,
    use,
    zones_of,
)
from engine.core.state import Mood, PlayRecord
from engine.core.verbs import Verbs

YES, NO = "yes", "no"
AGAIN, ONCE = "again", "once"  # an effect repeated, or not


class Playing(Verbs):
    # -- what may be played ----------------------------------------------------------------

    def cost_payable(self, player: str, cost: Cost, card: int | None) -> bool:
        if cost.source == "moods":
            have = len(self.state.moods[player])
        else:
            have = len([c for c in self.state.hands[player] if c != card])
        return have >= cost.min

    def copy_choices(self, player: str, card: int) -> list[Mood]:
        """The moods a card may be played as a copy of: any mood whose cost could be paid (every
        mood in play is implemented: the table, a position and a play refuse any other card)."""
        out = []
        for m in self.view.moods:
            cost = self.view.behaviour(m).cost
            if cost is None or self.cost_payable(player, cost, card):
                out.append(m)
        return out

    def check_implemented(self, card: int) -> None:
        f = self.view.card_face(card)
        if f.abilities and not implemented(f.slug):
            raise NotImplementedYet(f.name, "played")

    def refusal_to_play(
        self, player: str, card: int, zone: str, perms: list[Permission] | None = None
    ) -> RuleViolation | None:
        """Why this play is illegal right now, naming the rule; None if it is legal.
        ``perms``: the unused permissions, when the caller has them already."""
        s, view = self.state, self.view
        if s.winners:
            return RuleViolation("rules.after-scoring.1", "The game is over")
        if s.turn.player != player:
            return RuleViolation(
                "rules.round-structure.1",
                f"It is {s.turn.player}'s turn: {player} never plays cards during another player's turn",
            )
        where = s.hands[player] if zone == HAND else s.discard_pile()
        name = self.name(card) if card in s.cards else str(card)
        if card not in where:
            place = f"{player}'s hand" if zone == HAND else "the discard pile"
            return RuleViolation("glossary.play-a-mood", f"{name} is not in {place}")
        f = view.card_face(card)
        for color, rule in s.round.bans:
            if f.color == color:
                return RuleViolation(rule, f"{name} is {color}, and {color} moods can't be played this round")
        b = behaviour(f.slug)
        if b.cost is not None and not b.play_as_copy and not self.cost_payable(player, b.cost, card):
            return RuleViolation(
                f"{f.slug}.text", f"To play {name}, {player} must {b.cost.wording}, and can't"
            )
        if perms is None:
            perms = available(view, s.turn)
        if not perms:
            return RuleViolation(
                "rules.taking-a-turn.1",
                f"{player} has already played this turn and has no additional mood to play",
            )
        reasons = [(p, refusal(view, player, p, card, zone)) for p in perms]
        if any(r is None for _, r in reasons):
            return None
        if zone == DISCARD and all(DISCARD not in zones_of(view, player, p.grant) for p in perms):
            return RuleViolation(
                DISCARD_RULE, f"{player} has nothing that lets them play a mood from the discard pile"
            )
        perm, why = next(((p, r) for p, r in reasons if zone in zones_of(view, player, p.grant)), reasons[0])
        return RuleViolation(perm.grant.rule or "rules.taking-a-turn.1", str(why))

    def playable(self, player: str) -> dict[tuple[int, str], list[Permission]]:
        """Every (card, zone) the turn's player may play, with the permissions it may use: the
        same judgement as ``refusal_to_play``, made once for the whole turn decision."""
        s, view = self.state, self.view
        openings = Openings(view, s.turn)  # once for every card
        if not openings.permissions:
            return {}
        out = [(c, HAND) for c in s.hands[player]]
        if any(DISCARD in z for z in openings.zones):
            out += [(c, DISCARD) for c in s.discard_pile()]
        banned = {color for color, _ in s.round.bans}
        behaviours = registry()
        legal: dict[tuple[int, str], list[Permission]] = {}
        for c, z in out:
            f = view.card_face(c)
            if f.color in banned:
                continue
            b = behaviours[f.slug]
            if b.cost is not None and not b.play_as_copy and not self.cost_payable(player, b.cost, c):
                continue
            usable = openings.usable(c, z)
            if usable:
                legal[(c, z)] = usable
        return legal

    # -- playing ---------------------------------------------------------------------------

    def choose_permission(self, player: str, card: int, usable: list[Permission]) -> Effect:
        """Which permission a play uses (``usable``: those it may use, from ``playable``);
        asked only when the choice makes a difference."""
        distinct: dict[tuple[object, ...], Permission] = {}
        for p in usable:
            distinct.setdefault(p.grant.signature(), p)
        if len(distinct) == 1:
            return usable[0]
        choices = {p.key: p for p in distinct.values()}
        answer = yield Decision(
            player,
            PERMISSION,
            f"Which play does {self.name(card)} use",
            [Option(k, p.label) for k, p in choices.items()],
            1,
            1,
            "glossary.additional-mood",
            about="permission",
        )
        return choices[answer[0]]  # type: ignore[index]

    def play_mood(self, player: str, card: int, zone: str, perm: Permission | None) -> Effect:
        """Play a card as a mood: costs, into play, "After playing this mood", reactions."""
        self.check_implemented(card)
        printed = self.view.card_face(card)
        copy_of: str | None = None
        if behaviour(printed.slug).play_as_copy:
            among = self.copy_choices(player, card)
            answer = yield Decision(
                player,
                COPY,
                f"Play {printed.name} as a copy of a mood",
                self.mood_options(among),
                0,
                1,
                f"{printed.slug}.text",
                asker=card,
            )
            if answer:
                copied = self.state.mood(answer[0])
                assert copied is not None
                copy_of = self.view.face(copied).slug
        b: Behaviour = behaviour(copy_of or printed.slug)
        if perm is not None:
            use(self.state.turn, perm)
        self._take(card)
        visibility.forget(self.state, [card])  # played face up: public from now on
        self._limbo.add(card)
        self._view = None  # the card has left its zone: values that count it are read again
        color = None
        if b.cost is not None:
            color = yield from asked_by(
                card, self.pay_cost(player, b.cost, face(copy_of or printed.slug).name)
            )
        self._limbo.discard(card)
        s = self.state
        mood = Mood(
            card=card,
            entry=s.next_entry,
            controller=player,
            played_by=player,
            played_round=s.round.number,
            copy_of=copy_of,
            color=color,
        )
        s.next_entry += 1
        s.moods[player].append(mood)
        s.round.plays.append(PlayRecord(player, card, mood.entry))
        s.turn.plays += 1
        self.events.append(
            Played(
                player,
                card,
                printed.name,
                zone,
                perm.label if perm else "setup",
                face(copy_of).name if copy_of else None,
            )
        )
        if perm is not None and perm.grant.tracks:
            source = self.state.mood(perm.grant.source_card) if perm.grant.source_card is not None else None
            self.after_scoring(perm.grant.tracks, source or mood, mood)
        # Moods that react to their player playing another mood: those the player has as the
        # mood enters play (scorn.7). Each reacts at its place in
        # the order of a play, if it is still in play and still the player's then: "While in
        # play" reactions before the mood's "After playing this mood" effect (rules.taking-a-
        # turn.8 and .9), an additional time for that effect after the first (duplicity.4).
        reactors = [m for m in s.moods[player] if m is not mood]
        self._changed()
        for other in reactors:
            hook = self.view.behaviour(other).on_play
            if hook is not None and self.still_has(player, other):
                yield from self.effect_of(other, hook(self, other, mood))  # type: ignore[arg-type]
        if b.after_playing is not None:
            yield from self.effect_of(mood, b.after_playing(self, mood))  # type: ignore[arg-type]
            for r in reactors:
                if not (self.view.behaviour(r).repeats_effects and self.still_has(player, r)):
                    continue
                again = self.choose_option(
                    player,
                    f"Have {self.view.face(mood).name}'s effect happen again ({self.view.face(r).name})",
                    named_options(self.view.face(r).slug, AGAIN, ONCE),
                    f"{self.view.face(r).slug}.text",
                )
                again.asker = r.card
                if (yield again) == [AGAIN]:
                    yield from self.effect_of(mood, b.after_playing(self, mood))  # type: ignore[arg-type]

    def effect_of(self, mood: Mood, effect: Effect) -> Effect:
        """A mood's effect as it runs: each decision it asks is the mood's card's and cites
        the mood's text (the copied card's, for a copy), unless it names a rule of its own."""
        return asked_by(mood.card, effect, f"{self.view.face(mood).slug}.text")

    def still_has(self, player: str, mood: Mood) -> bool:
        """The mood is in play, the same stay in play, and the player's."""
        return self.view.in_play(mood.key) and mood.controller == player

    def pay_cost(self, player: str, cost: Cost, name: str) -> Effect:
        """Pay a "To play this card" cost; returns the remembered color, if any."""
        rule = f"{face(name).slug}.text"
        prompt = f"To play {name}, {player} must {cost.wording}"
        if cost.source == "moods":
            chosen = yield self.choose_moods(
                player, self.state.moods[player], prompt, rule, min=cost.min, max=cost.max
            )
        else:
            chosen = yield self.choose_cards(
                player, self.state.hands[player], prompt, rule, owner=player, min=cost.min, max=cost.max
            )
        cause = f"cost of {name}"
        color = self.view.card_color(chosen[0]) if cost.remember_color and chosen else None
        if cost.to == "discard":
            self.to_discard(chosen, cause)
        else:
            self.to_hand(chosen, cause)
        return color
