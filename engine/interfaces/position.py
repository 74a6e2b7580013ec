"""JSON positions: everything a game can be in, saved and loaded, version 1.

A position is a JSON object::

    {"format": "moodswings-position", "version": 1,
     "state": {...}, "answers": [[...], ...], "pending": {...}}

``state`` is the game at its last turn decision (or at its start): every field of
``engine.core.state.GameState``, saved by ``engine.interfaces.codec`` from the dataclasses themselves.
``answers`` are the answers given since then, in order; loading replays them, so a
position in the middle of an effect (a choice pending, a chance event waiting) is saved
exactly, with no generator state in the file. ``pending`` shows the decision the game is
waiting for; it is written for people and ignored when loading (the replay recomputes it).
The JSON Schema of a position, with the meaning of every field, is
``engine/data/position.schema.json`` (``json_schema``; other schemas refer to it by ``SCHEMA_ID``).

Loading checks the types of every field, then that the rules could reach the position:
every card in exactly one place, with a positive id and a known face; players and turn
order that agree; moods held by the player they are listed under; no negative value,
score, win count or multiplier; every mood, card and player a field refers to exists
(a suppression or a "while in play" hold whose source has left play is over, so may not
be saved); a round without scoring has next round's first player chosen (the one card
that cancels a scoring chooses at once); and a game whose round wins reach three, or
whose match is decided, has its winners (and only then). Then the promises the engine
keeps of every table, the ones self-play checks after every event
(``engine.core.promises``): piles that belong to the table and owners with a deck to
go back to, knowledge only of hidden cards and only by players, a value an effect set
within a die's, values and scores that add up; again once the answers are replayed. The
first problem is raised as ``PositionError`` with the exact field
(``state.moods.Bob[0].controller``). Saving is canonical: saving a loaded position gives
the same bytes.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from engine import formats
from engine.core.behaviour import after_scoring_effects, implemented
from engine.core.catalog import COLORS, UnknownName, face, faces
from engine.core.decisions import Decision
from engine.core.errors import PositionError
from engine.core.game import DISCARD, HAND, Game
from engine.core.permissions import CONDITIONS
from engine.core.promises import MAX_DIE, first_breach
from engine.core.rounds import ROUNDS_TO_WIN
from engine.core.state import UNTIL_END_OF_ROUND, WHILE_SOURCE_IN_PLAY, GameState
from engine.core.table import MAX_PLAYERS, MIN_PLAYERS, PLAYER_NAME
from engine.formats.drafting import PILES
from engine.interfaces.codec import decode, encode
from engine.interfaces.strict_json import MAX_INT, clip

FORMAT = "moodswings-position"
VERSION = 1
FORMATS = tuple(formats.FORMATS)  # the ways to play a position may be in
DURATIONS = (WHILE_SOURCE_IN_PLAY, UNTIL_END_OF_ROUND)
SCHEMA_FILE = Path(__file__).resolve().parents[1] / "data" / "position.schema.json"
SCHEMA_ID = "https://moodswings.example/position/1/schema.json"  # the schema's $id


@cache
def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a position, with the meaning of every field."""
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


def save(game: Game) -> dict[str, Any]:
    state, answers = game.resumable()
    return {
        "format": FORMAT,
        "version": VERSION,
        "state": canonical(state),
        "answers": [encode(a) for a in answers],
        "pending": decision_json(game.pending),
    }


def record(game: Game) -> dict[str, Any]:
    """The whole game so far: the position it started from and every answer since."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "state": canonical(game.origin()),
        "answers": [encode(a) for a in game.history],
        "pending": decision_json(game.pending),
        "winners": list(game.state.winners),
    }


def canonical(state: GameState) -> dict[str, Any]:
    """The state as JSON, in one order whatever the order things happened in: what the
    players know (``known``) by card id, as the cards are; the rest in the state's own order
    (seats, places, entries into play), which loading keeps. Saving a loaded position gives
    the same bytes."""
    out = encode(state)
    out["known"] = {k: out["known"][k] for k in sorted(out["known"], key=int)}
    out["shuffled"] = sorted(out["shuffled"])
    return out


def replay(data: Any) -> Game:
    """The game a record describes, replayed answer by answer."""
    winners = data.get("winners") if isinstance(data, dict) else None
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k != "winners"}
    game = load(data)
    if winners is not None and winners != game.state.winners:
        raise PositionError("winners", f"the record says {winners}, the replay gives {game.state.winners}")
    return game


def load(data: Any, *, checked: bool = True) -> Game:
    """The game a JSON position describes; PositionError names the first wrong field.
    ``checked=False``: a position this engine has just saved, whose fields need no checking
    (the scenarios' check that every Example's game saves and loads again)."""
    if not isinstance(data, dict):
        raise PositionError("position", "a position is a JSON object")
    if data.get("format") != FORMAT:
        raise PositionError("format", f"expected {FORMAT!r}, got {data.get('format')!r}")
    if data.get("version") != VERSION:
        raise PositionError("version", f"this engine reads version {VERSION}, not {data.get('version')!r}")
    unknown = sorted(set(data) - {"format", "version", "state", "answers", "pending"})
    if unknown:
        raise PositionError(unknown[0], "is not a field of a position")
    if "state" not in data:
        raise PositionError("state", "is missing")
    state = decode(GameState, data["state"], "state")
    if checked:
        check(state)
    answers = decode(list[list[Any]], data.get("answers", []), "answers")
    game = Game.resume(state, answers)
    if not checked:
        return game
    broken = first_breach(game, settled=True)  # the table once the game goes on from it
    if broken is not None:
        raise PositionError("answers" if answers else broken.field, f"{broken.what} once the game goes on")
    past = beyond_limits(game.state)
    if past is not None:
        raise PositionError("answers", f"{past.field} {past.message} once the game goes on")
    return game


def beyond_limits(s: GameState) -> PositionError | None:
    """The first count of the table past the oracle's limit on whole numbers (``MAX_INT``), or
    None. No rule bounds these: a game's rounds (a round whose scoring a card cancels does not
    bring the end nearer), its entries into play, the cards put into the discard pile in one
    round, the plays of one turn and the uses of a permission, the scores. Loading refuses a
    position with one past the limit, and the oracle an action that would take one past it
    (``Oracle``): so every position the engine accepts, and every one a game goes on to
    through the oracle, saves and loads again, with every number of every reply within the
    limits. (Every other number is bounded by a rule: ``check``.)"""
    counts = [
        ("state.round.number", s.round.number),
        ("state.next_entry", s.next_entry),
        ("state.next_card", s.next_card),
        ("state.round.put_in_discard", s.round.put_in_discard),
        ("state.turn.plays", s.turn.plays),
        *((f"state.round.scores.{p}", n) for p, n in (s.round.scores or {}).items()),
        *((f"state.round.after_scoring[{i}].order", a.order) for i, a in enumerate(s.round.after_scoring)),
        *((f"state.turn.used_standing.{k[0]},{k[1]}", n) for k, n in s.turn.used_standing.items()),
    ]
    grants = [("state.turn.grants", s.turn.grants)] + [(f"state.banked.{p}", g) for p, g in s.banked.items()]
    counts += [(f"{place}[{i}].uses", g.uses) for place, gs in grants for i, g in enumerate(gs) if g.uses]
    for field, n in counts:
        if n > MAX_INT:
            return PositionError(field, f"is past {MAX_INT}, the oracle's limit on whole numbers")
    return None


def asks_json(d: Decision) -> dict[str, Any]:
    """What asks a decision, in the rules' terms: ``{"card": <id>}`` (the card whose text
    asks) or ``{"question": <key>}`` (the rules' own question: engine.core.decisions.QUESTIONS)."""
    return {"card": d.asker} if d.asker is not None else {"question": d.about}


def decision_json(d: Decision | None) -> dict[str, Any] | None:
    """A pending decision as JSON: who decides, what, and every legal option."""
    if d is None:
        return None
    return {
        "player": d.player,
        "kind": d.kind,
        "asks": asks_json(d),
        "prompt": d.prompt,
        "rule": d.rule,
        "min": d.min,
        "max": d.max,
        "numbers": encode(d.numbers) if d.numbers else None,
        "ordered": d.ordered,
        "options": [{"key": encode(o.key), "label": o.label, "owner": o.owner} for o in d.options],
    }


# -- could this position be? -----------------------------------------------------------------


def check(s: GameState) -> None:
    """Refuse a state that could not happen, naming the field: the position's own checks,
    then the promises the engine keeps of every table (``engine.core.promises``, which
    self-play checks after every event). Every number has a bound: from the rules (round
    wins, games of a match, values, the turn order, entries and rounds that happened) or, for
    the counts no rule bounds, the oracle's limit (``beyond_limits``)."""
    past = beyond_limits(s)
    if past is not None:
        raise past
    _players(s)
    _cards(s)
    _moods(s)
    _round(s)
    _permissions(s)
    _winners(s)
    broken = first_breach(Game(s.copy()))
    if broken is not None:
        raise PositionError(broken.field, broken.what)


def _at_least(low: int, value: int, field: str, what: str) -> None:
    if value < low:
        raise PositionError(
            field, f"is {value}: {what} {'is never negative' if low == 0 else f'is {low} or more'}"
        )


def _happened(s: GameState, entry: int, field: str) -> None:
    """An entry into play that has happened: 1 to ``state.next_entry - 1``."""
    if not 1 <= entry < s.next_entry:
        raise PositionError(
            field, f"entries into play go from 1 to state.next_entry - 1 ({s.next_entry - 1})"
        )


def _player(s: GameState, name: str | None, field: str) -> None:
    if name is not None and name not in s.players:
        raise PositionError(field, f"{clip(name)!r} is not playing")


def _entered(s: GameState, key: tuple[int, int], field: str) -> None:
    """A mood named by (card, entry): the card exists, and the entry is one that happened to it."""
    card, entry = key
    if card not in s.cards:
        raise PositionError(f"{field}[0]", f"card {card} is not in state.cards")
    if not 1 <= entry < s.next_entry:
        raise PositionError(
            f"{field}[1]", f"entries into play go from 1 to state.next_entry - 1 ({s.next_entry - 1})"
        )
    for m in s.all_moods():
        if m.entry == entry and m.card != card:
            raise PositionError(f"{field}[0]", f"entry {entry} is card {m.card}'s, now in play")


def _players(s: GameState) -> None:
    if not MIN_PLAYERS <= len(s.players) <= MAX_PLAYERS:
        raise PositionError("state.players", f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
    for i, p in enumerate(s.players):
        if not PLAYER_NAME.fullmatch(p):
            raise PositionError(f"state.players[{i}]", f"{p!r} is not a player name (one capitalized word)")
    if len(set(s.players)) != len(s.players):
        raise PositionError("state.players", "two players have the same name")
    if s.format not in FORMATS:
        raise PositionError("state.format", f"{s.format!r} is not a way to play; known: {', '.join(FORMATS)}")
    if s.teams is not None:
        flat = [p for t in s.teams for p in t]
        if sorted(flat) != sorted(s.players) or any(len(t) != 2 for t in s.teams):
            raise PositionError("state.teams", "teams are pairs, and every player is on exactly one team")
    fmt = formats.FORMATS[s.format]
    if fmt.players is not None and len(s.players) != fmt.players:
        raise PositionError("state.players", f"{fmt.a} has {fmt.players} players")
    if fmt.teams != (s.teams is not None):
        raise PositionError("state.teams", f"{fmt.a} is {'' if fmt.teams else 'not '}played in teams")
    if s.teams is not None and s.players != formats.seats(fmt, s.teams):
        raise PositionError("state.players", f"the seats do not follow {fmt.a}'s seating")
    for name in ("hands", "moods", "wins"):
        keys = set(getattr(s, name))
        if keys != set(s.players):
            odd = sorted(keys ^ set(s.players))[0]
            raise PositionError(f"state.{name}.{odd}", "every player, and only players, has an entry")
    for p, n in s.wins.items():
        if not 0 <= n <= ROUNDS_TO_WIN + 1:  # a round worth two wins can take 2 to 4
            raise PositionError(f"state.wins.{p}", f"round wins go from 0 to {ROUNDS_TO_WIN + 1}")
    for i, p in enumerate(s.winners):
        _player(s, p, f"state.winners[{i}]")
    for p, n in s.match_wins.items():
        _player(s, p, f"state.match_wins.{p}")
        _at_least(0, n, f"state.match_wins.{p}", "a count of games won")
        if n > fmt.games // 2 + 1:
            raise PositionError(f"state.match_wins.{p}", f"{fmt.a} is won with {fmt.games // 2 + 1} games")
    if sum(s.match_wins.values()) > fmt.games:
        raise PositionError("state.match_wins", f"{fmt.a} is {fmt.games} game(s) at most")


def _cards(s: GameState) -> None:
    slugs = faces()
    for cid, card in s.cards.items():
        if cid < 1:
            _at_least(1, cid, f"state.cards.{cid}", "a card's id")
        if card.id != cid:
            raise PositionError(f"state.cards.{cid}.id", f"is {card.id}, under the key {cid}")
        if card.face not in slugs:  # (a slug is always a face)
            try:
                face(card.face)
            except UnknownName as e:
                raise PositionError(f"state.cards.{cid}.face", str(e)) from None
            raise PositionError(f"state.cards.{cid}.face", f"write the card's slug ({face(card.face).slug})")
        if card.owner and card.owner not in s.players:
            raise PositionError(f"state.cards.{cid}.owner", f"{card.owner!r} is not playing")
    _places(s)
    for key in s.piles:
        if key not in PILES:
            raise PositionError(f"state.piles.{clip(key)}", f"a Winston draft's piles are {', '.join(PILES)}")
    for cid, who in s.known.items():
        if cid not in s.cards:
            raise PositionError(f"state.known.{cid}", f"card {cid} is not in state.cards")
        for i, p in enumerate(who):
            if p not in s.players:
                raise PositionError(f"state.known.{cid}[{i}]", f"{p!r} is not playing")
    in_decks = {c for deck in s.decks.values() for c in deck}
    for i, c in enumerate(s.shuffled):
        if c not in in_decks:
            raise PositionError(f"state.shuffled[{i}]", f"card {c} is in no deck")
        if i and c <= s.shuffled[i - 1]:
            raise PositionError(f"state.shuffled[{i}]", "card ids in increasing order, each once")
    if s.cards and s.next_card <= max(s.cards):
        raise PositionError("state.next_card", f"must be more than every card id ({max(s.cards)})")


ZONES = ("hands", "decks", "discards", "sideboards", "piles")


def _places(s: GameState) -> None:
    """Every card in exactly one place: a hand, deck, discard pile, sideboard, draft pile or play."""
    every = [c for zone in ZONES for cards in getattr(s, zone).values() for c in cards]
    every += [m.card for moods in s.moods.values() for m in moods]
    found = set(every)
    if len(found) == len(every) and found == s.cards.keys():
        return  # (else the first card out of place is found below, and where)
    places: list[tuple[int, str]] = []
    for zone in ZONES:
        for key, cards in getattr(s, zone).items():
            name = key or '""'  # the shared pile's key is the empty string
            places += [(c, f"state.{zone}.{name}[{i}]") for i, c in enumerate(cards)]
    for p, moods in s.moods.items():
        places += [(m.card, f"state.moods.{p}[{i}].card") for i, m in enumerate(moods)]
    seen: dict[int, str] = {}
    for c, where in places:
        if c not in s.cards:
            raise PositionError(where, f"card {c} is not in state.cards")
        if c in seen:
            raise PositionError(where, f"card {c} is also at {seen[c]}: a card is in exactly one place")
        seen[c] = where
    for cid in s.cards:
        if cid not in seen:
            raise PositionError(f"state.cards.{cid}", "this card is in no hand, deck, discard pile or play")


def _moods(s: GameState) -> None:
    _at_least(1, s.next_entry, "state.next_entry", "the next entry into play")
    entries = Counter(m.entry for m in s.all_moods())
    in_play = {m.key for m in s.all_moods()}
    for p, moods in s.moods.items():
        for i, m in enumerate(moods):
            where = f"state.moods.{p}[{i}]"
            if m.controller != p:
                raise PositionError(
                    f"{where}.controller", f"is {clip(m.controller)!r}, but the mood is {p}'s"
                )
            _player(s, m.played_by, f"{where}.played_by")
            _player(s, m.player, f"{where}.player")
            _at_least(1, m.entry, f"{where}.entry", "an entry into play")
            _at_least(0, m.played_round, f"{where}.played_round", "a round")
            if m.set_value is not None:
                _at_least(0, m.set_value, f"{where}.set_value", "a value")
            if m.color is not None and m.color not in COLORS:
                raise PositionError(f"{where}.color", f"is one of {', '.join(COLORS)}")
            if m.target is not None:
                _entered(s, m.target, f"{where}.target")
            if m.held is not None:
                _entered(s, m.held[:2], f"{where}.held")
                if m.held[:2] not in in_play:
                    raise PositionError(f"{where}.held", "its source has left play, so the hold is over")
                _player(s, m.held[2], f"{where}.held[2]")
                _player(s, m.held[3], f"{where}.held[3]")
            if entries[m.entry] > 1:
                raise PositionError(f"{where}.entry", "two moods entered play at the same moment")
            if m.entry >= s.next_entry:
                raise PositionError("state.next_entry", f"must be more than every mood's entry ({m.entry})")
            if m.played_round > s.round.number:
                raise PositionError(f"{where}.played_round", "is later than the current round")
            slug = m.copy_of or s.cards[m.card].face
            if m.copy_of is not None and m.copy_of not in faces():
                raise PositionError(f"{where}.copy_of", f"{m.copy_of!r} is no card's slug")
            abilities = set(face(slug).abilities)
            if {"while-in-play", "play-as"} & abilities and not implemented(slug):
                raise PositionError(
                    f"{where}.card", f"{face(slug).name} is not implemented in the engine yet"
                )
            for j, sup in enumerate(m.suppressions):
                if sup.until not in DURATIONS:
                    raise PositionError(
                        f"{where}.suppressions[{j}].until", f"is one of {', '.join(DURATIONS)}"
                    )
                if sup.by not in s.cards:
                    raise PositionError(
                        f"{where}.suppressions[{j}].by", f"card {sup.by} is not in state.cards"
                    )
                _happened(s, sup.by_entry, f"{where}.suppressions[{j}].by_entry")
                if not 0 <= sup.round <= s.round.number:
                    raise PositionError(f"{where}.suppressions[{j}].round", "is not a round played yet")
                if sup.until == WHILE_SOURCE_IN_PLAY and (sup.by, sup.by_entry) not in in_play:
                    raise PositionError(
                        f"{where}.suppressions[{j}]", "its source has left play, so it is over"
                    )


def _round(s: GameState) -> None:
    r = s.round
    if r.number < 0:
        raise PositionError("state.round.number", "rounds are numbered from 1 (0 while the game is set up)")
    if r.number == 0:  # a position is saved at a turn, or where the game started: nothing dealt yet
        for zone in ("hands", "discards"):
            for key, cards in getattr(s, zone).items():
                if cards:
                    where = f"state.{zone}.{key or chr(34) * 2}[0]"
                    raise PositionError(where, "the game is being set up (round 0): no card is dealt yet")
        for p, moods in s.moods.items():
            if moods:
                raise PositionError(f"state.moods.{p}[0]", "the game is being set up (round 0): no mood yet")
    if sorted(r.order) != sorted(s.players):
        raise PositionError("state.round.order", "turn order lists every player once")
    start = s.players.index(r.order[0])
    if r.order != s.players[start:] + s.players[:start]:
        raise PositionError("state.round.order", "turns go clockwise, in seat order, from the first player")
    if not 0 <= r.index < len(r.order):
        raise PositionError("state.round.index", f"is a position in the turn order, 0 to {len(r.order) - 1}")
    if not s.winners and s.turn.player != r.current:
        raise PositionError("state.turn.player", f"it is {r.current}'s turn by state.round.index")
    for i, rec in enumerate(r.plays):
        if rec.player not in s.players:
            raise PositionError(f"state.round.plays[{i}].player", f"{rec.player!r} is not playing")
        if rec.card not in s.cards:
            raise PositionError(f"state.round.plays[{i}].card", f"card {rec.card} is not in state.cards")
        _happened(s, rec.entry, f"state.round.plays[{i}].entry")
    known = after_scoring_effects()
    for i, a in enumerate(r.after_scoring):
        where = f"state.round.after_scoring[{i}]"
        if a.effect not in known:
            raise PositionError(f"{where}.effect", f"{clip(a.effect)!r} is no effect")
        for name in ("card", "source"):
            if getattr(a, name) not in s.cards:
                raise PositionError(f"{where}.{name}", f"card {getattr(a, name)} is not in state.cards")
        _happened(s, a.entry, f"{where}.entry")
        _happened(s, a.source_entry, f"{where}.source_entry")
        _at_least(0, a.order, f"{where}.order", "an effect's place among the round's")
        _player(s, a.player, f"{where}.player")
    for i, (card, entry, player) in enumerate(r.moved_from):
        _entered(s, (card, entry), f"state.round.moved_from[{i}]")
        _player(s, player, f"state.round.moved_from[{i}][2]")
    if r.win_multiplier not in (1, 2):
        raise PositionError("state.round.win_multiplier", "a round is worth 1 win, or 2 when a card says so")
    for p, score in (r.scores or {}).items():
        _player(s, p, f"state.round.scores.{p}")
        _at_least(0, score, f"state.round.scores.{p}", "a score")
    _at_least(0, r.put_in_discard, "state.round.put_in_discard", "a count of cards")
    _player(s, r.next_first, "state.round.next_first")
    if r.no_scoring and r.next_first is None:  # the one card that cancels a scoring chooses too
        raise PositionError("state.round.next_first", "a round without scoring has next round's first player")
    if not 0 <= r.next_first_at <= s.next_entry:
        raise PositionError(
            "state.round.next_first_at", f"is an entry count, 0 to state.next_entry ({s.next_entry})"
        )
    _at_least(0, s.turn.plays, "state.turn.plays", "a count of plays")
    for key, n in s.turn.used_standing.items():
        _at_least(0, n, f"state.turn.used_standing.{key[0]},{key[1]}", "a count of uses")


def _permissions(s: GameState) -> None:
    """Permissions to play more moods, this turn's and those banked for a next turn."""
    for p in s.banked:
        _player(s, p, f"state.banked.{p}")
    places = [("state.turn.grants", s.turn.grants)] + [(f"state.banked.{p}", g) for p, g in s.banked.items()]
    for place, grants in places:
        for i, g in enumerate(grants):
            where = f"{place}[{i}]"
            if g.uses is not None:  # a spent permission is dropped
                _at_least(1, g.uses, f"{where}.uses", "a permission's uses left")
            if not g.zones or set(g.zones) - {HAND, DISCARD}:
                raise PositionError(f"{where}.zones", f"are some of {HAND!r} and {DISCARD!r}")
            for name, card in (
                ("source_card", g.source_card),
                ("condition.card", g.condition and g.condition.card),
            ):
                if card is not None and card not in s.cards:
                    raise PositionError(f"{where}.{name}", f"card {card} is not in state.cards")
            if g.standing is not None:
                _entered(s, g.standing, f"{where}.standing")
            if g.condition is not None:
                if g.condition.kind not in CONDITIONS:
                    raise PositionError(f"{where}.condition.kind", f"is one of {', '.join(CONDITIONS)}")
                for j, v in enumerate(g.condition.values):
                    if not 0 <= v <= MAX_DIE:
                        raise PositionError(
                            f"{where}.condition.values[{j}]", f"is a die's total, 0 to {MAX_DIE}"
                        )
                _player(s, g.condition.player, f"{where}.condition.player")
            if g.tracks is not None and g.tracks not in after_scoring_effects():
                raise PositionError(f"{where}.tracks", f"{clip(g.tracks)!r} is no after-scoring effect")
    for name in ("bans", "next_bans"):
        for i, (color, _) in enumerate(getattr(s.round, name)):
            if color not in COLORS:
                raise PositionError(f"state.round.{name}[{i}][0]", f"is one of {', '.join(COLORS)}")


def _winners(s: GameState) -> None:
    """The game is over exactly when the rules say: three round wins, or a decided match."""
    fmt = formats.FORMATS[s.format]
    if fmt.games > 1:
        decided, how = [p for p in s.players if s.match_wins.get(p, 0) * 2 > fmt.games], "won the match"
    else:
        decided, how = [p for p in s.players if s.wins[p] >= ROUNDS_TO_WIN], f"won {ROUNDS_TO_WIN} rounds"
    if decided and not s.winners:
        raise PositionError("state.winners", f"is empty, but {', '.join(decided)} {how}: the game is over")
    if sorted(s.winners) != sorted(decided) and s.winners:
        raise PositionError(
            "state.winners", f"the winners are the players who {how}: {', '.join(decided) or 'none'}"
        )
