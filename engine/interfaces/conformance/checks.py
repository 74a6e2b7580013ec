"""What each check of a vector means, read against an adapter's observation.

A check is ``{"check": <kind>, ...}``. ``verdict`` returns None when it holds, else what
was found instead, in words. Cards are named by their ids in the vector's position;
``faces`` maps each id to its card (a slug), for checks about which cards, in any order
(copies of a card are interchangeable). The site's conformance page lists every kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Obs = dict[str, Any]
Check = dict[str, Any]
Verdict = Callable[[Obs, Check, dict[int, str]], str | None]
KINDS: dict[str, Verdict] = {}


def kind(name: str) -> Callable[[Verdict], Verdict]:
    def register(f: Verdict) -> Verdict:
        KINDS[name] = f
        return f

    return register


def verdict(obs: Obs, check: Check, faces: dict[int, str]) -> str | None:
    """None if the check holds in this observation, else what the engine shows instead."""
    f = KINDS.get(check.get("check", ""))
    if f is None:
        return f"unknown check {check.get('check')!r}"
    try:
        return f(obs, check, faces)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        return f"the observation lacks what the check reads: {type(e).__name__}: {e}"


def differ(what: str, actual: object, expected: object) -> str | None:
    return None if actual == expected else f"{what} is {actual!r}, expected {expected!r}"


def mood(obs: Obs, card: int) -> Check | None:
    for moods in obs["moods"].values():
        for m in moods:
            if m["card"] == card:
                return m
    return None


def where(obs: Obs, card: int) -> tuple[str, str | None]:
    """The zone a card is in, and whose (None for a shared pile)."""
    for zone in ("hands", "decks", "discards", "sideboards"):
        for owner, cards in obs[zone].items():
            if card in cards:
                return zone.removesuffix("s"), owner or None
    for player, moods in obs["moods"].items():
        if any(m["card"] == card for m in moods):
            return "moods", player
    return "nowhere", None


def pile(obs: Obs, zone: str, owner: str | None) -> list[int]:
    """A player's own deck or discard pile, or (owner None) every one of them, in order."""
    piles = obs[zone]
    return list(piles.get(owner, [])) if owner else [c for cards in piles.values() for c in cards]


def named(cards: list[int], faces: dict[int, str]) -> list[str]:
    return sorted(faces.get(c, f"card {c}") for c in cards)


@kind("value")
def _value(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    m = mood(obs, c["card"])
    return "the card is not in play" if m is None else differ("the value", m["value"], c["expect"])


@kind("color")
def _color(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the color", obs["colors"][str(c["card"])], c["expect"])


@kind("suppressed")
def _suppressed(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    m = mood(obs, c["card"])
    return "the card is not in play" if m is None else differ("suppressed", m["suppressed"], c["expect"])


@kind("copy_of")
def _copy(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    m = mood(obs, c["card"])
    return "the card is not in play" if m is None else differ("the copied card", m["copy_of"], c["expect"])


@kind("score")
def _score(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ(f"{c['player']}'s score", obs["scores"][c["player"]], c["expect"])


@kind("scored")
def _scored(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    mine = [s["score"] for s in obs["results"]["scored"] if s["player"] == c["player"]]
    if not mine:
        return f"{c['player']} has not scored a round"
    return differ(f"{c['player']}'s last round score", mine[-1], c["expect"])


@kind("no_round_scored")
def _none_scored(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the rounds scored", obs["results"]["scored"], [])


def _last(obs: Obs, key: str) -> list[str] | None:
    found = obs["results"][key]
    return sorted(found[-1]) if found else None


@kind("round_winners")
def _round_winners(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the last round's winners", _last(obs, "round_winners"), c["expect"])


@kind("game_winners")
def _game_winners(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the last game's winners", _last(obs, "game_winners") or [], c["expect"])


@kind("match_winners")
def _match_winners(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the match's winners", _last(obs, "match_winners"), c["expect"]) or differ(
        "the winners", sorted(obs["winners"]), c["expect"]
    )


@kind("round_wins")
def _round_wins(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ(f"{c['player']}'s round wins", obs["wins"][c["player"]], c["expect"])


@kind("match_wins")
def _match_wins(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ(f"{c['player']}'s game wins", obs["match_wins"].get(c["player"], 0), c["expect"])


@kind("match_games")
def _match_games(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    if not obs["results"]["match_winners"]:
        return "the match is not won"
    return differ("the games the match took", sum(obs["match_wins"].values()), c["expect"])


@kind("turn")
def _turn(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("whose turn it is", obs["turn"]["player"], c["expect"])


@kind("first")
def _first(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("who went first this round", obs["round"]["first"], c["expect"])


@kind("turn_plays")
def _turn_plays(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("whose turn it is", obs["turn"]["player"], c["player"]) or differ(
        "the moods played this turn", obs["turn"]["plays"], c["expect"]
    )


@kind("round")
def _round(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the round under way", obs["round"]["number"], c["expect"])


@kind("zone")
def _zone(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    zone, owner = where(obs, c["card"])
    if zone != c["zone"] or ("player" in c and owner != c["player"]):
        return f"the card is in {zone}" + (f" ({owner})" if owner else "")
    return None


@kind("deck_bottom")
def _bottom(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    deck = pile(obs, "decks", c.get("owner"))
    return differ("the bottom card of the deck", deck[-1] if deck else None, c["card"])


@kind("discard")
def _discard(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the discard pile", named(pile(obs, "discards", c.get("owner")), faces), c["expect"])


@kind("deck")
def _deck(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    deck = [faces.get(x, f"card {x}") for x in pile(obs, "decks", c.get("owner"))]
    return differ("the deck (top first)", deck, c["expect"])


@kind("deck_size")
def _deck_size(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ("the number of cards in the deck", len(pile(obs, "decks", c.get("owner"))), c["expect"])


@kind("moods")
def _moods(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    cards = [m["card"] for m in obs["moods"][c["player"]]]
    return differ(f"{c['player']}'s moods", named(cards, faces), c["expect"])


@kind("hand")
def _hand(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ(f"{c['player']}'s hand", named(obs["hands"][c["player"]], faces), c["expect"])


@kind("hand_size")
def _hand_size(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return differ(f"the number of cards in {c['player']}'s hand", len(obs["hands"][c["player"]]), c["expect"])


@kind("sideboard")
def _sideboard(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    cards = obs["sideboards"].get(c["player"], [])
    return differ(f"{c['player']}'s sideboard", named(cards, faces), c["expect"])


@kind("drafted")
def _drafted(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    got = sorted(f for d in obs["log"]["drafted"] if d["player"] == c["player"] for f in d["faces"])
    return differ(f"what {c['player']} drafted", got, c["expect"])


@kind("looked")
def _looked(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    saw = sorted({x["player"] for x in obs["log"]["looked"] if c["face"] in x["faces"]})
    return differ(f"the players who looked at {c['face']}", saw, c["expect"])


@kind("drew")
def _drew(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    drawn = [faces.get(d["card"]) for d in obs["log"]["drew"] if d["player"] == c["player"] and d["card"]]
    return None if c["face"] in drawn else f"{c['player']} drew {drawn}"


@kind("missed_draw")
def _missed(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    missed = [d for d in obs["log"]["drew"] if d["player"] == c["player"] and d["card"] is None]
    return None if missed else f"{c['player']} did not miss a draw"


@kind("revealed_nothing")
def _revealed_nothing(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    shown = [r["card"] for r in obs["log"]["revealed"] if r["player"] == c["player"]]
    return differ(f"the cards {c['player']} revealed", named(shown, faces), [])


@kind("revealed")
def _revealed(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    shown = [r["card"] for r in obs["log"]["revealed"]]
    return None if c["card"] in shown else "the card was not revealed"


@kind("bottom_revealed")
def _bottom_revealed(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    shown = obs["log"]["bottom_revealed"]
    return differ("the card revealed from the bottom of the deck", shown[-1] if shown else None, c["card"])


# -- plays and decisions ---------------------------------------------------------------------


def _turn_of(obs: Obs, player: str) -> str | None:
    d = obs["pending"]
    if d is None or d["kind"] != "turn" or d["player"] != player:
        return f"it is not {player}'s turn to play (the engine waits for {_waiting(d)})"
    return None


def _waiting(d: Check | None) -> str:
    return "nothing: the game is over" if d is None else f"{d['player']}: {d['kind']}"


@kind("may_play")
def _may_play(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    wrong = _turn_of(obs, c["player"])  # the plays listed are those of whoever's turn it is
    if wrong:
        return wrong
    plays = [(p["card"], p["from"]) for p in obs["plays"]]
    return (
        None if (c["card"], c["from"]) in plays else f"{c['player']} may not play it: the plays are {plays}"
    )


@kind("nothing_to_play")
def _nothing(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    return _turn_of(obs, c["player"]) or differ("the plays", obs["plays"], [])


@kind("more_plays")
def _more(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    wrong = _turn_of(obs, c["player"])
    if wrong:
        return wrong
    if c["expect"] and obs["turn"]["plays"] == 0:
        return f"{c['player']} has not played yet this turn"
    return differ("may play another mood", obs["turn"]["may_play_more"], c["expect"])


def decision_for(obs: Obs, c: Check) -> tuple[Check | None, str | None]:
    """The decision a check is about: the one the engine waits for, if it is the player's
    (and asked by what the check says asks it)."""
    d, player = obs["pending"], c["player"]
    if d is None or d["kind"] == "turn" or d["player"] != player:
        return None, f"the engine is not waiting for {player} to choose (it waits for {_waiting(d)})"
    if "asks" in c and d.get("asks") != c["asks"]:
        return None, f"{player} is asked by {d.get('asks')}, not by {c['asks']}"
    return d, None


IDENTITY = ("card", "player", "color", "number", "option", "effect")  # an item's own fields


def identity(option: Check) -> Check:
    """An option as the rules name it: its item, without the fields for people (label, owner)."""
    return {k: v for k, v in option.items() if k in IDENTITY}


def matching(d: Check, c: Check, faces: dict[int, str]) -> list[Check]:
    """The options of the decision that a ``can_choose`` check names: its item, or every card
    of its face (and owner, if it says whose)."""
    if "item" in c:
        return [identity(o) for o in d["options"] if identity(o) == c["item"]]
    return [
        identity(o)
        for o in d["options"]
        if isinstance(o.get("card"), int)
        and faces.get(o["card"]) == c["face"]
        and (c.get("owner") is None or o.get("owner") == c["owner"])
    ]


@kind("asks")
def _asks(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    """What asks the decision the engine waits for this player to answer: their turn, or a choice."""
    d = obs["pending"]
    if d is None or d["kind"] != "turn" or d["player"] != c["player"]:
        d, wrong = decision_for(obs, {"player": c["player"]})
        if d is None:
            return wrong
    return differ(f"what asks {c['player']}", d.get("asks"), c["expect"])


@kind("can_choose")
def _can_choose(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    """Offered, or not. A check that something cannot be chosen also holds when it is offered
    and refused when given: the runner tries it (``runner.run_vector``)."""
    d, wrong = decision_for(obs, c)
    if d is None:
        return wrong
    found = matching(d, c, faces)
    if c["expect"] and not found:
        what = c.get("item") or c["face"]
        return f"{what} is not offered: the options are {[identity(o) for o in d['options']]}"
    if not c["expect"] and found:
        return f"{found[0]} is offered"
    return None


@kind("decline")
def _decline(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    d, wrong = decision_for(obs, c)
    return wrong if d is None else differ("choosing nothing is allowed", d["min"] == 0, c["expect"])


@kind("number")
def _number(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    d, wrong = decision_for(obs, c)
    if d is None:
        return wrong
    low, high = d.get("numbers") or (0, None)
    n = c["value"]
    whole = isinstance(n, int) and not isinstance(n, bool)
    legal = whole and d["min"] <= 1 and d["max"] != 0 and low <= n and (high is None or n <= high)
    return differ(f"choosing {n} is allowed", legal, c["expect"])


# -- who sees what ---------------------------------------------------------------------------

PLACES = {"hands": "hands", "decks": "decks", "draft_piles": None, "drafted": "sideboards"}


def _place(obs: Obs, c: Check) -> Check:
    return obs["views"][c["viewer"]][c["place"]][c["key"]]


@kind("hand_view")
def _hand_view(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    place = obs["views"][c["viewer"]]["hands"][c["holder"]]
    hand = obs["hands"][c["holder"]]
    if place["open"] != c["open"]:
        return f"{c['viewer']} {'cannot see' if c['open'] else 'sees'} {c['holder']}'s whole hand"
    if c["open"]:
        return differ(f"the hand as {c['viewer']} sees it", place["cards"], hand)
    return differ(f"the cards of the hand {c['viewer']} knows", place["cards"], []) or differ(
        f"the count of the hand {c['viewer']} sees", place["count"], len(hand)
    )


@kind("known")
def _known(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    known = _place(obs, c)["cards"]
    return differ(f"the cards {c['viewer']} knows there", len(known), c["expect"])


@kind("knows")
def _knows(obs: Obs, c: Check, faces: dict[int, str]) -> str | None:
    zone = PLACES[c["place"]]
    there = obs[zone].get(c["key"], []) if zone else []
    if zone and c["face"] not in named(there, faces):
        return f"{c['face']} is not there"
    known = named(_place(obs, c)["cards"], faces)
    return differ(f"{c['viewer']} knows {c['face']} is there", c["face"] in known, c["expect"])
