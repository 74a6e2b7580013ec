"""A fuzz run as ``moodswings conformance fuzz`` makes it: what is played, the campaign, the findings.

- **What the engine plays.** Its ``hello`` says which ways to play, player counts and
  capabilities it supports; the run plays only those of the ones asked for, and says so
  first (``plan``). An engine without ``chance`` is given no random outcome: a game stops
  being compared at its first random event.
- **The games, as a campaign** (``engine.interfaces.campaign``): in this process, on ``--jobs``
  processes, or on a Dask cluster (``--scheduler``); each chunk of seeds starts its own
  engine. ``Merged`` adds the chunks up: the counts, every open question and difference
  from a reference ruling (the run goes on past them), and the disagreement of the lowest
  seed (the run stops there). With ``--out``, the campaign keeps its ledger there
  (``campaign.json``), and ``--resume`` goes on from it after an interruption.
- **The findings**: each says its kind (``questions.KINDS``); the disagreement is shrunk and
  handed back (``finding``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from engine.interfaces.conformance import questions
from engine.interfaces.conformance.fuzz import Case, Chunk, Counts, Disagreement, Finding
from engine.interfaces.conformance.runner import Support

SHOWN = 5  # findings of each open question kept in the report (and the count of all)
LEDGER = "campaign.json"


def plan(support: Support, pairs: list[tuple[str, int]]) -> str:
    """What the run plays, in words, and why (what the engine declared)."""
    games = ", ".join(f"{fmt} with {n} players" for fmt, n in pairs)
    chance = (
        ""
        if support.can("chance")
        else ("; it takes no chance outcomes: a game stops being compared at its first random event")
    )
    return f"The engine declares: {support.text()}. Playing: {games}{chance}."


@dataclass
class Merged:
    """The chunks' results, added up."""

    counts: Counts = field(default_factory=Counts)
    questions: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # by question: shown findings
    seen: dict[str, int] = field(default_factory=dict)  # by question: how many
    first: Finding | None = None  # the disagreement of the lowest seed
    kept: dict[str, Any] | None = None  # the same, as resumed from a ledger

    def add(self, chunk: list[int], result: Chunk) -> None:
        self.counts.add(result.counts)
        for f in result.findings:
            if f.kind == questions.DISAGREEMENT:
                if self.disagreement_seed is None or f.seed < self.disagreement_seed:
                    self.first, self.kept = f, None
                continue
            key = f.question or f.kind
            self.seen[key] = self.seen.get(key, 0) + 1
            shown = self.questions.setdefault(key, [])
            if len(shown) < SHOWN:
                shown.append(f.json())

    @property
    def disagreement_seed(self) -> int | None:
        if self.first is not None:
            return self.first.seed
        return None if self.kept is None else int(self.kept["seed"])

    def stop(self, result: Chunk) -> int | None:
        """The seed after which no game is needed: the chunk's disagreement's."""
        found = result.disagreement
        return None if found is None else found.seed + 1

    def found(self) -> tuple[int, str, int, Case, Disagreement] | None:
        """The disagreement to shrink: (seed, format, players, case, disagreement)."""
        if self.first is not None:
            f = self.first
            return f.seed, f.format, f.players, f.case, f.disagreement
        if self.kept is None:
            return None
        k = self.kept
        d = k["disagreement"]
        case = Case(k["case"]["position"], k["case"]["requests"])
        disagreement = Disagreement(d["step"], d["field"], d["ours"], d["theirs"])
        return k["seed"], k["format"], k["players"], case, disagreement

    # -- the ledger --------------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        out: dict[str, Any] = {"counts": asdict(self.counts), "questions": self.questions, "seen": self.seen}
        found = self.found()
        if found is not None:
            seed, fmt, players, case, d = found
            out["disagreement"] = {
                "seed": seed,
                "format": fmt,
                "players": players,
                "case": {"position": case.position, "requests": case.requests},
                "disagreement": {"step": d.step, "field": d.field, "ours": d.ours, "theirs": d.theirs},
            }
        return out

    @classmethod
    def resumed(cls, kept: dict[str, Any]) -> Merged:
        merged = cls(Counts(**kept.get("counts", {})), kept.get("questions", {}), kept.get("seen", {}))
        merged.kept = kept.get("disagreement")
        return merged

    # -- the report --------------------------------------------------------------------------

    def findings(self) -> list[dict[str, Any]]:
        """Every open question and difference from a reference ruling met: how many times, and
        the first few."""
        out = []
        for key, shown in self.questions.items():
            first = shown[0]
            count, write_up = self.seen[key], first["write_up"]
            out.append({"kind": first["kind"], "count": count, "write_up": write_up, "games": shown})
        return out
