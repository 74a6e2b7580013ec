"""Turns and rounds: the start of a turn, scoring, after scoring, the next round.

Scoring (rules.scoring.1): each player adds up the values of their moods; the highest
total wins, and a tie goes to whoever made the earliest play of the round. After scoring
(rules.after-scoring.1 to .3): "after scoring" effects resolve in turn order (a player
with several picks their order), then a winner of three rounds wins the game; otherwise
each loser draws, and with three or more players the lowest score gets Hurt Feelings.
The round's winner goes first next round.
"""

from __future__ import annotations

from engine.core import visibility
from engine.core.behaviour import Effect, after_scoring_effect
from engine.core.decisions import ORDER, Decision, Option, asked_by, declare_options
from engine.core.events import Granted, HurtFeelings, Looked, NoScoring, NotDone, RoundWon, Scored, TurnBegan
from engine.core.permissions import describe
from engine.core.playing import Playing
from engine.core.state import SHARED, AfterScoring, Grant, Round, Turn

ROUNDS_TO_WIN = 3
HURT_FEELINGS = "Hurt Feelings"


HURT_FEELINGS_RULE = "glossary.hurt-feelings"
declare_options("permission", {HURT_FEELINGS_RULE: "Hurt Feelings: the lowest scorer's additional mood"})


def hurt_feelings() -> Grant:
    """The additional mood the lowest scorer gets for their next turn."""
    return Grant(source=HURT_FEELINGS, rule=HURT_FEELINGS_RULE)


def rotate(players: list[str], first: str) -> list[str]:
    i = players.index(first)
    return players[i:] + players[:i]


class Rounds(Playing):
    # -- turns -----------------------------------------------------------------------------

    def start_turn(self) -> Effect:
        s = self.state
        t = s.turn
        t.started = True
        self.events.append(TurnBegan(s.round.number, t.player))
        for g in s.banked.pop(t.player, []):
            t.grants.append(g)
            self.events.append(Granted(t.player, g.source, describe(g)))
        for m in list(s.moods[t.player]):
            hook = self.view.behaviour(m).start_of_turn
            if hook is not None:
                yield from self.effect_of(m, hook(self, m))  # type: ignore[arg-type]

    def end_turn(self) -> Effect:
        r = self.state.round
        r.index += 1
        if r.index < len(r.order):
            self.state.turn = Turn(r.current)
            return
        yield from self.end_round()

    # -- who is ahead ----------------------------------------------------------------------

    def sides(self) -> list[list[str]]:
        """The players who score together: teams, or each player alone."""
        return [list(t) for t in self.state.teams] if self.state.teams else [[p] for p in self.state.players]

    def side_score(self, side: list[str]) -> int:
        """A side's total for the round. Read only once the round is scored (end_round, and
        the "after scoring" effects it resolves), when score_round has scored every player."""
        scores = self.state.round.scores
        assert scores is not None
        return sum(scores[p] for p in side)

    def _first_play(self, side: list[str]) -> tuple[int, int]:
        r = self.state.round
        plays = [i for i, rec in enumerate(r.plays) if rec.player in side]
        position = min(r.order.index(p) for p in side)
        return (plays[0] if plays else len(r.plays), position)

    def _last_play(self, player: str) -> tuple[int, int]:
        r = self.state.round
        plays = [i for i, rec in enumerate(r.plays) if rec.player == player]
        return (plays[-1] if plays else -1, r.order.index(player))

    def leaders(self) -> list[str]:
        """The side winning the round on the scores as they stand (ties: earliest play)."""
        sides = self.sides()
        best = max(self.side_score(s) for s in sides)
        tied = [s for s in sides if self.side_score(s) == best]
        return self.break_tie(tied)

    def break_tie(self, tied: list[list[str]]) -> list[str]:
        """Of the sides tied for the best score, the one that made the earliest play of the
        round (rules.scoring.1). The one place this rule lives: the conformance kit's changed
        adapter (tests/adapters) replaces it to show that the vectors catch a changed rule."""
        return min(tied, key=self._first_play)

    def is_winning(self, player: str) -> bool:
        return player in self.leaders()

    # -- the end of a round ----------------------------------------------------------------

    def end_round(self) -> Effect:
        s, r = self.state, self.state.round
        winners: list[str] = []
        if r.no_scoring:
            self.events.append(NoScoring(r.no_scoring))
        else:
            yield from self.score_round()
            yield from self.resolve_after_scoring()
            winners = self.leaders()
            for p in winners:
                s.wins[p] += r.win_multiplier  # every player has an entry (Setup, Table, a position)
            self.events.append(RoundWon(tuple(winners), r.win_multiplier, s.wins[winners[0]]))
            if s.wins[winners[0]] >= ROUNDS_TO_WIN:
                yield from self.game_over(winners)
                return
            yield from self.losers_draw(winners)
            self.give_hurt_feelings(winners)
        first = yield from self.next_first_player(winners)
        self.begin_round(first)

    def score_round(self) -> Effect:
        s = self.state
        scores = {p: self.view.score(p) for p in s.players}
        extra = {p: scores[p] - sum(self.view.value(m) for m in s.moods[p]) for p in s.players}
        for p in s.round.order:
            for m in list(s.moods[p]):
                hook = self.view.behaviour(m).scoring_choice
                if hook is not None:
                    more = yield from self.effect_of(m, hook(self, m))  # type: ignore[arg-type]
                    scores[p] += more or 0
                    extra[p] += more or 0
        s.round.scores = scores
        for p in s.round.order:
            self.events.append(Scored(p, scores[p], extra[p]))

    def owner(self, item: AfterScoring) -> str:
        """An "after scoring" effect belongs to whoever has the card it is written on; if that
        card has left play, to the player who played it."""
        m = self.state.mood(item.source)
        return m.controller if m is not None and m.entry == item.source_entry else item.player

    def resolve_after_scoring(self) -> Effect:
        r = self.state.round
        items = list(r.after_scoring)
        for m in self.view.moods:
            if self.view.behaviour(m).after_each_scoring is not None:
                b = self.view.behaviour(m)
                label = f"{self.view.face(m).name}: {b.after_each_scoring_wording}"
                items.append(
                    AfterScoring(
                        "",
                        m.card,
                        m.entry,
                        m.card,
                        m.entry,
                        m.controller,
                        len(items),
                        label,
                        {"while-in-play": True},
                    )
                )
        while items:
            progressed = False
            for p in r.order:
                while mine := [i for i in self.still_possible(items) if self.owner(i) == p]:
                    item = mine[0]
                    distinct: dict[tuple[object, ...], AfterScoring] = {}
                    for i in mine:  # the same effect twice is one option: either may come first
                        distinct.setdefault(i.key, i)
                    if len(distinct) > 1:
                        answer = yield Decision(
                            p,
                            ORDER,
                            'Which "after scoring" effect happens next',
                            [Option(k, i.label) for k, i in distinct.items()],
                            1,
                            1,
                            "rules.after-scoring.2",
                            about="after-scoring-order",
                        )
                        item = distinct[answer[0]]  # type: ignore[index]
                    items.remove(item)
                    progressed = True
                    yield from self.run_after_scoring(item)
            if not progressed:
                break

    def gone(self, item: AfterScoring) -> bool:
        """Whether an "after scoring" effect can do nothing any more because the mood it
        needs has left play: a mood's own "after each scoring" ability, its mood; a
        registered effect, the mood it acts on (unless it acts on none)."""
        needs = item.data.get("while-in-play") or after_scoring_effect(item.effect).acts_on_mood
        return bool(needs) and not self.view.in_play((item.card, item.entry))

    def idle(self, item: AfterScoring) -> str | None:
        """Why an "after scoring" effect would do nothing if it happened now, or None."""
        if self.gone(item):
            return f"{self.name(item.card)} has left play"
        if item.data.get("while-in-play"):
            return None
        why = after_scoring_effect(item.effect).idle
        return why(self, item) if why is not None else None

    def still_possible(self, items: list[AfterScoring]) -> list[AfterScoring]:
        """The waiting effects, once those that can never do anything are taken out of them
        (each said in the play-by-play): an effect whose mood has left play; one that would
        do nothing now, with no other waiting effect that acts on its mood or may change
        who wins (what could make it do something after all)."""
        for item in list(items):
            if self.idle(item) is None:
                continue
            others = [o for o in items if o is not item]
            if self.gone(item) or not any(self.may_change(o, item) for o in others):
                items.remove(item)
                self.lapse(item)
        return items

    def may_change(self, other: AfterScoring, item: AfterScoring) -> bool:
        """Whether ``other`` may, by happening first, make ``item`` do something: it acts
        on the same mood, or it may change who wins."""
        if (other.card, other.entry) == (item.card, item.entry):
            return True
        return not other.data.get("while-in-play") and after_scoring_effect(other.effect).changes_outcome

    def lapse(self, item: AfterScoring) -> None:
        reason = self.idle(item)
        assert reason is not None, "only an effect that would do nothing lapses"
        self.events.append(NotDone(item.label, reason))

    def run_after_scoring(self, item: AfterScoring) -> Effect:
        if self.idle(item) is not None:  # chosen while another effect could still change that
            self.lapse(item)
            return
        if item.data.get("while-in-play"):
            m = self.state.mood(item.card)
            assert m is not None, "idle says its mood is in play"
            hook = self.view.behaviour(m).after_each_scoring
            assert hook is not None, "the item was made from this hook"
            yield from self.effect_of(m, hook(self, m))  # type: ignore[arg-type]
            return
        # A registered "after scoring" effect may run after its mood left play: a decision of
        # it names its own rule (today none asks one).
        yield from asked_by(item.source, after_scoring_effect(item.effect)[0](self, item))

    def game_over(self, winners: list[str]) -> Effect:
        """A side has won three rounds: the game is over (engine.core.setup.Setup.game_over:
        a match may go on)."""
        raise NotImplementedError

    def team_decider(self, team: list[str]) -> str:
        """Who answers for a team: its partners decide together; the engine asks the first
        of them in seat order."""
        return min(team, key=self.state.players.index)

    def losers_draw(self, winners: list[str]) -> Effect:
        """Each losing player (each losing team, once) draws a card, in turn order. A losing
        team chooses which partner gets its card: open teams look at it first
        (variants.open-team.7), closed teams choose without looking (variants.closed-team.8)."""
        order = self.state.round.order
        for side in sorted(self.sides(), key=lambda side: min(order.index(p) for p in side)):
            if side == winners:  # winners is one of self.sides() (leaders)
                continue
            drawer = side[0]
            if len(side) > 1:
                looks = self.format.exchange == "open"
                rule = "variants.open-team.7" if looks else "variants.closed-team.8"
                deck = self.state.decks.get(SHARED, [])
                what = "the card"
                if looks and deck:
                    what = self.name(deck[0])
                    visibility.shown(self.state, [deck[0]], side)
                    top = [(deck[0], ("deck", SHARED))]
                    for p in side:
                        self.note(Looked(p, (what,), "the card their team draws", (deck[0],)), top)
                answer = yield self.choose_players(
                    self.team_decider(side),
                    side,
                    f"Which player of the losing team gets {what}",
                    rule,
                    about="team-draw",
                )
                drawer = answer[0]
            self.draw(drawer, "lost the round")

    def give_hurt_feelings(self, winners: list[str]) -> None:
        """The lowest-scoring loser gets Hurt Feelings (glossary.lose): never the round's winner,
        even when every player ties; among tied losers, the latest play."""
        s = self.state
        if len(s.players) < 3 or not self.format.hurt_feelings:
            return
        scores = s.round.scores or {}
        losers = [p for p in s.round.order if p not in winners]
        low = min(scores[p] for p in losers)
        tied = [p for p in losers if scores[p] == low]
        player = max(tied, key=self._last_play)
        s.banked.setdefault(player, []).append(hurt_feelings())
        self.events.append(HurtFeelings(player))

    def next_first_player(self, winners: list[str]) -> Effect:
        r = self.state.round
        # Who says who goes first, and when: a mood from its entry into play; a one-time choice
        # from the moment it was made, after every mood then in play and before the next one.
        chosen = [
            ((m.entry, 1), p)
            for m in self.view.moods
            if (hook := self.view.behaviour(m).first_player) is not None and (p := hook(self.view, m))
        ]
        if r.next_first:
            chosen.append(((r.next_first_at, 0), r.next_first))
        if chosen:  # the latest one wins (honor.3), whatever the players' names
            return max(chosen, key=lambda c: c[0])[1]
        assert winners, "a round without scoring has next round's first player chosen (cancel_scoring's card)"
        if len(winners) == 1:
            return winners[0]
        assert self.format.teams, "a round has two winners only when partners win it together"
        answer = yield self.choose_players(
            self.team_decider(winners),
            winners,
            "Which player of the winning team goes first",
            self.format.first_rule,
            about="first-player",
        )
        return answer[0]

    def begin_round(self, first: str) -> None:
        old = self.state.round
        self.state.round = Round(
            number=old.number + 1, order=rotate(self.state.players, first), bans=old.next_bans
        )
        self.state.turn = Turn(first)
        self._changed()
