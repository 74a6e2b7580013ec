"""The verbs of the game: every change to the state goes through one of these.

Each verb changes the state, records an event with its cause, and then re-reads the
derived values, so that "While in play" effects are applied again after every change
and value changes show up in the play-by-play. Moving several cards is one verb call:
they all move at the same time.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import visibility
from engine.core.behaviour import after_scoring_effect
from engine.core.catalog import COLORS, faces
from engine.core.decisions import (
    CARDS,
    CHANCE,
    COLOR,
    MOODS,
    NUMBER,
    OPTION,
    PLAYERS,
    RANDOM,
    Decision,
    Option,
)
from engine.core.events import (
    Banned,
    Drew,
    Event,
    Gave,
    Granted,
    Moved,
    Remembered,
    Revealed,
    Rotated,
    RoundChanged,
    Scored,
    Suppressed,
    SuppressionEnded,
    ValueChanged,
    seen_only_by,
)
from engine.core.permissions import describe
from engine.core.state import (
    SHARED,
    UNTIL_END_OF_ROUND,
    WHILE_SOURCE_IN_PLAY,
    AfterScoring,
    GameState,
    Grant,
    Mood,
    Suppression,
)
from engine.core.view import View
from engine.formats import FORMATS, Format

Zone = tuple[str, str]  # ("hand" | "play" | "deck" | "discard" | "limbo", player or pile key)


class Verbs:
    state: GameState
    events: list[Event]

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events = []
        self._view: View | None = None  # made when first read after a change (``view``)
        self._known: dict[tuple[int, int], tuple[int, bool]] = {}  # for ``_tell_changes``
        self._limbo: set[int] = set()  # cards being played: out of every zone for a moment
        self._faces = faces()  # by slug: every card of a state is a face of the catalog
        self._changed()

    # -- reading ---------------------------------------------------------------------------

    @property
    def view(self) -> View:
        if self._view is None:
            self._view = View(self.state)
        return self._view

    @property
    def being_played(self) -> set[int]:
        """Cards on their way into play while their costs are paid."""
        return set(self._limbo)

    @property
    def format(self) -> Format:
        return FORMATS[self.state.format]

    def name(self, card: int) -> str:
        return self._faces[self.state.cards[card].face].name  # as View.card_face finds it

    def locate(self, card: int) -> Zone:
        s = self.state
        for p, hand in s.hands.items():
            if card in hand:
                return ("hand", p)
        for p, moods in s.moods.items():
            if any(m.card == card for m in moods):
                return ("play", p)
        for key, deck in s.decks.items():
            if card in deck:
                return ("deck", key)
        for key, pile in s.discards.items():
            if card in pile:
                return ("discard", key)
        for p, cards in s.sideboards.items():
            if card in cards:
                return ("sideboard", p)
        for key, pile in s.piles.items():
            if card in pile:
                return ("pile", key)
        if card in self._limbo:
            return ("limbo", "")
        raise KeyError(f"card {card} is nowhere")

    def zone_label(self, zone: Zone) -> str:
        kind, key = zone
        if kind == "hand":
            return f"{key}'s hand"
        if kind == "play":
            return f"{key}'s moods"
        if kind == "sideboard":
            return f"{key}'s drafted cards outside their deck"
        if kind == "pile":
            return f"pile {key}"
        pile = "" if key == SHARED else f"{key}'s "
        if kind == "deck":
            return f"{pile}deck" if pile else "the deck"
        if kind == "discard":
            return f"{pile}discard pile" if pile else "the discard pile"
        return "being played"

    def pile_key(self, card: int) -> str:
        """Which deck and discard pile a card belongs to: its owner's (the shared ones are
        owned by SHARED; every owner is the key of a deck and a discard pile, a promise
        engine.core.promises checks and loading a position holds to)."""
        return self.state.cards[card].owner

    # -- after every change ----------------------------------------------------------------

    def _changed(self, record: bool = True) -> None:
        """Re-read every derived value: a suppression whose source has left play is over for
        good, a mood held while its source is in play goes back, and the play-by-play tells
        what changed (``_tell_changes``; not while a table is set up: ``record`` False)."""
        self._view = None
        view = self.view
        for m in view.moods:
            if m.suppressions:
                m.suppressions = [
                    s
                    for s in m.suppressions
                    if s.until != WHILE_SOURCE_IN_PLAY or view.in_play((s.by, s.by_entry))
                ]
        self._tell_changes(view, record)
        self._give_back_held(view)

    def _tell_changes(self, view: View, record: bool) -> None:
        """Narration alone: the play-by-play tells of each mood whose suppression ended or
        whose value changed since the last change (``_known``: what each was then)."""
        known, now, events = self._known, {}, self.events
        for m in view.moods:
            key = m.key
            value, suppressed = view.value(m), bool(m.suppressions) and view.suppressed(m)
            now[key] = (value, suppressed)
            before = known.get(key)
            if before is None or not record:
                continue
            if before[1] and not suppressed:
                events.append(SuppressionEnded(m.card, view.name(m)))
            if before[0] != value:
                events.append(ValueChanged(m.card, view.name(m), before[0], value))
        self._known = now

    # -- moving cards ----------------------------------------------------------------------

    def _take(self, card: int) -> Zone:
        zone = self.locate(card)
        kind, key = zone
        s = self.state
        if kind == "hand":
            s.hands[key].remove(card)
        elif kind == "play":
            s.moods[key] = [m for m in s.moods[key] if m.card != card]
        elif kind == "deck":
            s.decks[key].remove(card)
        elif kind == "discard":
            s.discards[key].remove(card)
        elif kind == "sideboard":
            s.sideboards[key].remove(card)
        else:  # a draft pile: a card being played is never moved (only its cost's cards are)
            s.piles[key].remove(card)
        return zone

    def move(
        self,
        cards: Iterable[int],
        destination: str,
        cause: str,
        player: str | dict[int, str] | None = None,
        openly: bool = False,
    ) -> None:
        """Move cards all at once. destination: "discard", "hand" (of player, of each card's
        player in a mapping, or else of the player who has the card now), "deck-bottom" (no
        card goes on top of a deck); in drafts also "sideboard" (of player) and "pile" (player
        is the pile).
        ``openly``: every player sees which cards move (they were just revealed); else a card
        picked from a hidden place is followed only by who sees it go (engine.core.visibility)."""
        cards = list(cards)
        origins = {c: self.locate(c) for c in cards}
        for c in cards:
            self._take(c)
        moves: list[tuple[int, Zone, Zone]] = []
        labels: list[str] = []
        for c in cards:
            origin = origins[c]
            if destination == "discard":
                key = self.pile_key(c)
                self.state.discards[key].append(c)
                self.state.round.put_in_discard += 1
                dest: Zone = ("discard", key)
            elif destination == "hand":
                who = player.get(c) if isinstance(player, dict) else player
                who = who or (origin[1] if origin[0] in ("hand", "play") else None)
                if who is None:
                    raise ValueError("a card going to a hand needs a player")
                self.state.hands[who].append(c)
                dest = ("hand", who)
            elif destination == "deck-bottom":
                key = self.pile_key(c)
                self.state.decks[key].append(c)
                dest = ("deck", key)
            elif destination in ("sideboard", "pile"):
                assert isinstance(player, str)
                zones = self.state.sideboards if destination == "sideboard" else self.state.piles
                zones[player].append(c)  # each drafter's, each pile's: there from the draft's start
                dest = (destination, player)
            else:
                raise ValueError(destination)
            label = self.zone_label(dest)
            if destination == "deck-bottom":
                label = f"the bottom of {label}"
            moves.append((c, origin, dest))
            labels.append(label)
        visibility.moved(self.state, moves, openly)
        # recorded once every card is where it goes: they move at once
        for (c, origin, dest), label in zip(moves, labels, strict=True):
            self.note(Moved(c, self.name(c), self.zone_label(origin), label, cause), [(c, dest)])
        self._changed()

    def note(self, event: Event, cards: Iterable[tuple[int, Zone]] = ()) -> None:
        """Record an event that names these cards, each where it is now: if some of them are
        hidden from some players, the event is theirs to see only who know them all."""
        who: set[str] | None = None
        for card, zone in cards:
            if not visibility.public(self.state, zone):
                knowers = visibility.knowers(self.state, card, zone)
                who = knowers if who is None else who & knowers
        if who is not None and len(who) < len(self.state.players):
            event = seen_only_by(event, [p for p in self.state.players if p in who])
        self.events.append(event)

    def to_discard(self, cards: Iterable[int], cause: str) -> None:
        self.move(cards, "discard", cause)

    def to_hand(
        self, cards: Iterable[int], cause: str, player: str | None = None, openly: bool = False
    ) -> None:
        """To a hand: by default, the hand of the player who has the card or mood now."""
        self.move(cards, "hand", cause, player, openly)

    def pass_cards(self, receivers: dict[int, str], cause: str) -> None:
        """Cards from hands, each to the hand of its receiver, all at the same time."""
        self.move(list(receivers), "hand", cause, receivers)

    def to_deck_bottom(self, cards: Iterable[int], cause: str, openly: bool = False) -> None:
        self.move(cards, "deck-bottom", cause, openly=openly)

    def draw(self, player: str, cause: str, count: int = 1) -> list[int]:
        """Draw from the top of the player's deck; a player who can't draw doesn't."""
        s, drawn = self.state, []
        key = player if player in s.decks else SHARED  # the shared deck, or each player's
        deck = s.decks[key]
        for _ in range(count):
            if not deck:
                break
            c = deck.pop(0)
            s.hands[player].append(c)
            drawn.append(c)
            visibility.drawn(s, key, player, c)
        for c in drawn:
            self.note(Drew(player, c, self.name(c), cause), [(c, ("hand", player))])
        if len(drawn) < count:
            self.events.append(Drew(player, None, None, cause))
        self._changed()
        return drawn

    def reveal(self, player: str, cards: Iterable[int], cause: str) -> None:
        """Cards a player shows to every player, all at the same time."""
        cards = list(cards)
        visibility.shown(self.state, cards)
        for c in cards:
            self.events.append(Revealed(player, c, self.name(c), cause))

    def give(self, mood: Mood, receiver: str, cause: str) -> None:
        """A mood changes players; it keeps everything about it."""
        self.give_all([(mood, receiver)], cause)

    def give_all(self, receivers: list[tuple[Mood, str]], cause: str) -> None:
        """Moods change players all at the same time (each was chosen before any moved). The
        round notes who had each before its first move this round (View.round_player)."""
        moved = self.state.round.moved_from
        for mood, receiver in receivers:
            giver = mood.controller
            if giver == receiver:
                continue
            if not any((card, entry) == mood.key for card, entry, _ in moved):
                moved.append((mood.card, mood.entry, giver))
            self.state.moods[giver].remove(mood)
            mood.controller = receiver
            self.state.moods[receiver].append(mood)
            self.events.append(Gave(mood.card, self.name(mood.card), giver, receiver, cause))
        self._changed()

    def take_while_in_play(self, mood: Mood, taker: str, source: Mood, cause: str) -> None:
        """The taker gets the mood for as long as ``source`` stays in play; when it leaves, the
        mood goes back to the player it was taken from, if the taker still has it."""
        previous = mood.controller
        self.give(mood, taker, cause)
        mood.held = (source.card, source.entry, taker, previous)

    def _give_back_held(self, view: View) -> None:
        """A mood taken while its source is in play (``held``) goes back once the source has left."""
        for m in view.moods:
            if m.held is not None and not view.in_play((m.held[0], m.held[1])):
                source, _, taker, back_to = m.held
                m.held = None
                if m.controller == taker:
                    self.give(m, back_to, f"{self.name(source)} left play")
                    return  # give() looked again at everything after it

    # -- changing moods --------------------------------------------------------------------

    def suppress(self, moods: Iterable[Mood], by: Mood, until_end_of_round: bool = False) -> None:
        until = UNTIL_END_OF_ROUND if until_end_of_round else WHILE_SOURCE_IN_PLAY
        words = (
            "until the end of the round" if until_end_of_round else f"while {self.name(by.card)} is in play"
        )
        for m in moods:
            m.suppressions.append(Suppression(by.card, by.entry, until, self.state.round.number))
            self.events.append(Suppressed(m.card, self.name(m.card), self.name(by.card), words))
        self._changed()

    def rotate(self, mood: Mood, cause: str) -> None:
        """The mood's value becomes its lower left dice (a side chosen when it was played)."""
        mood.rotated = True
        self.events.append(Rotated(mood.card, self.name(mood.card), self.view.printed_value(mood), cause))
        self._changed()

    def set_value(self, mood: Mood, value: int, cause: str) -> None:
        """ "This mood's value becomes <value>": it stays so while the mood is in play."""
        mood.set_value = value
        self._changed()

    def remember(
        self, mood: Mood, *, color: str | None = None, player: str | None = None, target: Mood | None = None
    ) -> None:
        if color is not None:
            mood.color = color
            what = f"the color {color}"
        elif player is not None:
            mood.player = player
            what = f"the player {player}"
        elif target is not None:
            mood.target = target.key
            what = f"the mood {self.name(target.card)}"
        else:
            return
        self.events.append(Remembered(mood.card, self.name(mood.card), what))
        self._changed()

    # -- how the round ends ----------------------------------------------------------------

    def cancel_scoring(self, cause: str) -> None:
        """No scoring this round: nobody wins or loses it (and nothing happens after scoring)."""
        self.state.round.no_scoring = cause
        self.events.append(RoundChanged("There will be no scoring this round", cause))

    def double_win(self, cause: str) -> None:
        """The winner of this round wins two rounds instead of one."""
        self.state.round.win_multiplier = 2
        self.events.append(RoundChanged("The winner of this round wins two rounds", cause))

    def first_next_round(self, player: str, cause: str) -> None:
        """A one-time choice of next round's first player; a mood that says who goes first and
        entered play later still overrides it (the latest choice wins)."""
        self.state.round.next_first = player
        self.state.round.next_first_at = self.state.next_entry
        self.events.append(RoundChanged(f"{player} will go first next round", cause))

    # -- permissions and later effects -----------------------------------------------------

    def grant(self, grant: Grant) -> None:
        """An additional play for the rest of this turn: the turn's player's."""
        self.state.turn.grants.append(grant)
        self.events.append(Granted(self.state.turn.player, grant.source, describe(grant)))

    def bank(self, player: str, grant: Grant) -> None:
        """An additional play for the player's next turn."""
        self.state.banked.setdefault(player, []).append(grant)
        self.events.append(Granted(player, grant.source, describe(grant) + " during their next turn"))

    def ban_next_round(self, colors: Iterable[str], rule: str, cause: str) -> None:
        """During the next round, moods of these colors can't be played (by anyone)."""
        r = self.state.round
        new = tuple(dict.fromkeys(c for c in colors if (c, rule) not in r.next_bans))
        r.next_bans += tuple((c, rule) for c in new)
        if new:
            self.events.append(Banned(new, cause))

    def swap_scores(self, a: str, b: str, cause: str) -> None:
        """Two players' scores for this round trade places (after scoring, before the winner)."""
        scores = self.state.round.scores
        assert scores is not None, "scores trade places only once the round is scored"
        if a == b:
            return
        scores[a], scores[b] = scores[b], scores[a]
        for p in (a, b):
            self.events.append(Scored(p, scores[p], 0, cause))

    def after_scoring(self, effect: str, source: Mood, subject: Mood | None = None, **data: object) -> None:
        """Set up an "after scoring" effect of ``source`` (acting on ``subject``, by default
        the source itself), run by the effect registered under ``effect``; its wording may
        name its data (so that two of one mood's effects read apart in the order decision)."""
        r, on = self.state.round, subject or source
        wording = after_scoring_effect(effect).wording.format(card=self.name(on.card), **data)
        label = f"{self.view.face(source).name}: {wording}"
        r.after_scoring.append(
            AfterScoring(
                effect,
                on.card,
                on.entry,
                source.card,
                source.entry,
                source.played_by,
                len(r.after_scoring),
                label,
                dict(data),
            )
        )

    # -- building decisions ----------------------------------------------------------------

    def mood_options(self, moods: Iterable[Mood]) -> list[Option]:
        return [Option(m.card, self.name(m.card), m.controller) for m in moods]

    def card_options(self, cards: Iterable[int], owner: str | None = None) -> list[Option]:
        return [Option(c, self.name(c), owner) for c in cards]

    def choose_moods(
        self,
        player: str,
        among: Iterable[Mood],
        prompt: str,
        rule: str | None = None,
        *,
        min: int = 1,
        max: int | None = 1,
        check=None,
    ) -> Decision:  # type: ignore[no-untyped-def]
        return Decision(player, MOODS, prompt, self.mood_options(among), min, max, rule, check)

    def choose_cards(
        self,
        player: str,
        among: Iterable[int],
        prompt: str,
        rule: str | None = None,
        *,
        owner: str | None = None,
        min: int,
        max: int | None = 1,
        about: str | None = None,
    ) -> Decision:
        return Decision(player, CARDS, prompt, self.card_options(among, owner), min, max, rule, about=about)

    def choose_players(
        self,
        player: str,
        among: Iterable[str],
        prompt: str,
        rule: str | None = None,
        *,
        min: int = 1,
        max: int | None = 1,
        about: str | None = None,
    ) -> Decision:
        return Decision(player, PLAYERS, prompt, [Option(p, p) for p in among], min, max, rule, about=about)

    def choose_color(
        self, player: str, prompt: str, rule: str | None = None, *, optional: bool = False
    ) -> Decision:
        return Decision(player, COLOR, prompt, [Option(c, c) for c in COLORS], 0 if optional else 1, 1, rule)

    def choose_number(
        self,
        player: str,
        prompt: str,
        rule: str | None = None,
        *,
        optional: bool = False,
        low: int = 0,
        high: int | None = None,
    ) -> Decision:
        return Decision(player, NUMBER, prompt, [], 0 if optional else 1, 1, rule, numbers=(low, high))

    def choose_option(
        self,
        player: str,
        prompt: str,
        options: list[Option],
        rule: str | None = None,
        *,
        optional: bool = False,
        about: str | None = None,
    ) -> Decision:
        """One of these options, each named by its own words (its key is the option's
        published name, ``engine.core.options``)."""
        return Decision(player, OPTION, prompt, options, 0 if optional else 1, 1, rule, about=about)

    def random_pick(
        self, among: list[Option], prompt: str, rule: str | None = None, *, about: str | None = None
    ) -> Decision:
        """A chance event: one of these at random."""
        return Decision(CHANCE, RANDOM, prompt, among, 1, 1, rule, about=about)

    def random_order(
        self, among: list[Option], prompt: str, rule: str | None = None, *, about: str | None = None
    ) -> Decision:
        """A chance event: all of these, in a random order (the answer's order)."""
        return Decision(
            CHANCE, RANDOM, prompt, among, len(among), len(among), rule, ordered=True, about=about
        )

    def face_down_order(self, among: list[Option], prompt: str, rule: str | None = None) -> Decision:
        """A random order made with the cards face down, which nobody sees (glossary.random)."""
        decision = self.random_order(among, prompt, rule)
        decision.face_down = True
        return decision

    def mixed_into_deck(self, cards: Iterable[int]) -> None:
        """Cards put into a deck in an order nobody saw: who knew them knows they are in it,
        not where (engine.core.visibility.mixed)."""
        visibility.mixed(self.state, list(cards))
