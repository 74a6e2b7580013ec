"""A worked adapter: the conformance protocol in front of an engine that speaks its own JSON.

The engine here is the Mood Swings oracle (``moodswings oracle``), started as a separate
program, as your engine would be. The adapter reads the conformance protocol's requests on
standard input, asks the engine in the engine's own terms, and writes the replies the
protocol wants. Run it through the kit:

    moodswings conformance run --engine "python docs/tools/example_adapter.py" --only card:anger

Where the engine has no answer (the oracle keeps no per-turn permissions, has no request
for a new game's setup, and saves a position as of the last turn decision), the adapter
says so or does its best, and the scorecard shows which vectors that costs.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

ENGINE = [sys.executable, "-m", "engine.interfaces.cli", "oracle"]
LOG_EVENTS = {
    "Scored",
    "RoundWon",
    "GameWon",
    "MatchWon",
    "Drew",
    "Looked",
    "Revealed",
    "BottomCardRevealed",
    "Drafted",
}


class Engine:
    """The engine under test, in its own process, one JSON request and reply per line."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            ENGINE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())


def slug(name: str) -> str:
    """A card's slug from its printed name: "Self-Loathing" -> "self-loathing"."""
    return name.lower().replace(" ", "-")


def observe(engine: Engine, colors: dict[int, str]) -> dict[str, Any]:
    """The protocol's observation, from the engine's own requests."""
    state = engine.ask({"op": "save"})["position"]["state"]
    moods = engine.ask({"op": "values"})["moods"]
    plays = engine.ask({"op": "plays"})["plays"]
    events = engine.ask({"op": "events"})["events"]
    in_play = {m["card"]: m["color"] for ms in moods.values() for m in ms}
    copies = {m["card"]: m["copy_of"] for ms in state["moods"].values() for m in ms}
    log: dict[str, list[Any]] = {
        k: []
        for k in (
            "scored",
            "round_winners",
            "game_winners",
            "match_winners",
            "drew",
            "looked",
            "revealed",
            "bottom_revealed",
            "drafted",
        )
    }
    for e in events:
        kind = e["type"]
        if kind == "Scored":
            log["scored"].append({"player": e["player"], "score": e["score"]})
        elif kind in ("RoundWon", "GameWon", "MatchWon"):
            key = {"RoundWon": "round_winners", "GameWon": "game_winners", "MatchWon": "match_winners"}[kind]
            log[key].append(sorted(e["winners"]))
        elif kind == "Drew":
            log["drew"].append({"player": e["player"], "card": e["card"]})
        elif kind == "Looked":
            log["looked"].append({"player": e["player"], "faces": sorted(slug(n) for n in e["names"])})
        elif kind == "Revealed":
            log["revealed"].append({"player": e["player"], "card": e["card"]})
        elif kind == "BottomCardRevealed":
            log["bottom_revealed"].append(e["card"])
        elif kind == "Drafted":
            log["drafted"].append({"player": e["player"], "faces": sorted(slug(n) for n in e["names"])})
    turn = state["turn"]
    return {
        "pending": engine.ask({"op": "pending"})["pending"],
        "turn": {"player": turn["player"], "plays": turn["plays"], "may_play_more": bool(plays)},
        "round": {"number": state["round"]["number"], "first": state["round"]["order"][0]},
        "plays": [{"card": p["card"], "from": p["from"]} for p in plays],
        "moods": {
            p: [
                {
                    **{k: m[k] for k in ("card", "value", "color", "suppressed")},
                    "copy_of": copies.get(m["card"]),
                }
                for m in ms
            ]
            for p, ms in moods.items()
        },
        "hands": state["hands"],
        "decks": state["decks"],
        "discards": state["discards"],
        "sideboards": state["sideboards"],
        "colors": {str(c): in_play.get(c, printed) for c, printed in colors.items()},
        "scores": engine.ask({"op": "scores"})["scores"],
        "wins": state["wins"],
        "match_wins": state["match_wins"],
        "winners": state["winners"],
        "log": log,
        "views": {p: hidden(engine.ask({"op": "view", "player": p})["view"]) for p in state["players"]},
    }


def hidden(view: dict[str, Any]) -> dict[str, Any]:
    """The hidden places of a player's view, with card ids (the shared deck's key is "")."""
    return {
        section: {
            ("" if key == "shared" else key): {**place, "cards": [c["card"] for c in place["cards"]]}
            for key, place in view.get(section, {}).items()
        }
        for section in ("hands", "decks", "draft_piles", "drafted")
    }


def main() -> None:
    engine = Engine()
    colors: dict[int, str] = {}  # every card's printed color, from the position loaded
    for line in sys.stdin:
        request = json.loads(line)
        op = request.get("op")
        if op == "load":
            reply = engine.ask({"op": "load", "position": request["position"]})
            cards = request["position"]["state"]["cards"]
            colors = {int(c): printed_color(card["face"]) for c, card in cards.items()}
        elif op in ("play", "pass", "choose"):
            reply = engine.ask(request)  # the same requests, in the engine's protocol too
        elif op == "observe":
            reply = {"ok": True, **observe(engine, colors)}
        else:
            reply = {"ok": False, "error": {"code": "not-implemented", "message": f"no {op!r} here"}}
        print(json.dumps(reply), flush=True)


def printed_color(face: str) -> str:
    """The printed color of a card: an engine knows its own cards (here, from the catalogue)."""
    from engine.core.catalog import face as card

    return card(face).color


if __name__ == "__main__":
    main()
