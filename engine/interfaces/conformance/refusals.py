"""The table of refusal reasons, read from the engine's source with ``ast``.

An action the rules forbid is refused with a ``RuleViolation(rule, message)`` naming the
source id that forbids it. This module finds every place the rules (``engine/core``,
``engine/formats``) and the cards (``engine/cards``) make one, and gives for each:

- ``rule``: the source id it names, or the pattern ``<card>.text`` where the id is a card's
  text (the card being played, the mood whose effect asks: what a card's decision that
  names no rule cites), with the ``cards`` it can stand for. Where the id comes from data,
  every value that data is given in the source is followed: a permission's ``rule``, a
  ban's rule, a format's rules, a decision's ``rule``; ``origin`` says which data it came
  from;
- ``about``: what is refused, in words: the message's template, with the parts filled at
  run time as ``{placeholders}``; ``reasons``: every message that row can give;
- ``raised``: where it is raised (module: function), and ``request``: the request it
  refuses (``play``, ``pass``, ``choose``, ``setup``).

An answer to a decision is refused by ``Decision.validate`` under the decision's own rule,
so every decision the engine asks is a row of its own: ``asked`` is where it is asked, and
``about`` its question; its reasons are the limits every answer has and the decision's own
check, if it has one.

Cards of a ``<card>.text`` row: for a place in ``engine/cards``, the cards whose registered
behaviour reaches it (``register("anger", ...)`` names the functions it uses, and those
name others); for a place in the core, the cards whose behaviour has the hook that leads
there (``CORE_CARD_TEXT``). A place this module cannot follow raises ``Unresolved``, so a new
kind of refusal cannot go missing from the table silently.

Nothing of the engine is run. Two tables are read as the data they are: the cards'
registered behaviours (which cards have a cost, a copy, a repeat) and the formats (each
format's rules, for the formats the code around a refusal allows: ``if fmt.teams:``).
"""

from __future__ import annotations

import ast
import itertools
import json
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

ENGINE = Path(__file__).resolve().parents[2]
PACKAGES = ("core", "formats", "cards")
CARD_TEXT = "<card>.text"
VIOLATION = "RuleViolation"
DECISION = "Decision"
VALIDATE = "Decision.validate"

# The request each function that refuses answers (a new one must be added here).
REQUESTS: dict[str, tuple[str, ...]] = {
    "Playing.refusal_to_play": ("play",),
    "Game._waiting_for_a_turn": ("play", "pass"),
    "Game.refusal_to_answer": ("pass", "choose"),
    VALIDATE: ("choose",),
    "deck_refusal": ("setup",),
    "deck_problem": ("setup",),
}
# A ``<card>.text`` made in the core: (function, the expression of the card's slug) -> the
# behaviour hook of the cards it can be.
CORE_CARD_TEXT: dict[tuple[str, str], str] = {
    ("Playing.refusal_to_play", "f.slug"): "cost",
    ("Playing.pay_cost", "face(name).slug"): "cost",
    ("Playing.play_mood", "printed.slug"): "play_as_copy",
    ("Playing.play_mood", "self.view.face(r).slug"): "repeats_effects",
}
# A message a site computes from other functions' words: the functions whose returned
# templates it gives, and what they are about (a play refused under a permission says why
# that permission refuses it).
MESSAGES_FROM: dict[str, tuple[tuple[str, ...], str]] = {
    "Playing.refusal_to_play": (("refusal",), "the permission the play would use does not allow it")
}
# Data whose values are rule ids: (the name an expression reaches it by, the attribute) ->
# (the class whose field it is, what the table calls it).
DATA: dict[tuple[str, str], tuple[str, str]] = {
    ("grant", "rule"): ("Grant", "a permission's rule"),
    ("fmt", "rule"): ("Format", "the format's rule"),
    ("format", "rule"): ("Format", "the format's rule"),
    ("fmt", "deck_rule"): ("Format", "the format's deck rule"),
    ("fmt", "first_rule"): ("Format", "the format's rule on who goes first"),
    ("format", "first_rule"): ("Format", "the format's rule on who goes first"),
    ("d", "rule"): (DECISION, "the pending decision's rule"),
    ("d", "asking_rule"): (DECISION, "the pending decision's rule"),
}
BANS = "a ban's rule"
FORMAT_NAMES = ("fmt", "format")  # what the source calls a format (``fmt.rule``, ``self.format``)
UNKNOWN = object()  # a value that depends on more than the format
# Placeholders named for what they stand for, where the code's name says little: by the
# whole expression, then by the last name in it.
NAMED = {"d.player": "decider", "s.turn.player": "turn player", "fmt.a": "format", "self.prompt": "prompt"}
WORDS = {
    "wording": "cost",
    "source": "permission",
    "deck_minimum": "minimum",
    "t": "total",
    "n": "number",
    "p": "player",
    "k": "pile",
    "a": "player",
    "b": "partner",
    "twice": "card",
    "len": "count",
    "Counter": "copies",
    "felt": "cards",
    "who": "decider",
}


class Unresolved(LookupError):
    """The source does something this module cannot follow: say where, so it can be taught."""


@dataclass(frozen=True)
class Refusal:
    rule: str  # a source id, or CARD_TEXT
    about: str  # what is refused: the message (a template), or the decision's question
    request: tuple[str, ...]  # the requests it refuses: play, pass, choose, setup
    raised: str  # "module: function" where the RuleViolation is made
    reasons: tuple[str, ...] = ()  # the messages it can give
    cards: tuple[str, ...] = ()  # for CARD_TEXT: the cards (slugs) it can be
    asked: str | None = None  # for an answer: where the decision is asked
    origin: str = ""  # where the id comes from, when it is data: "a permission's rule"...

    def ids(self) -> list[str]:
        """The source ids the row can name: its rule, or each card's text."""
        return [f"{c}.text" for c in self.cards] if self.rule == CARD_TEXT else [self.rule]

    def json(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}


# -- the source, parsed -------------------------------------------------------------------------


@dataclass(eq=False)
class Function:
    module: str
    qualname: str  # Class.method, outer.inner
    node: ast.FunctionDef | ast.AsyncFunctionDef
    parent: Function | None
    cls: str | None

    @property
    def top(self) -> str:
        """The module-level name it is part of (a class's method: the class)."""
        return self.qualname.split(".", 1)[0]

    @property
    def where(self) -> str:
        return f"{self.module}: {self.qualname}"

    def params(self) -> list[str]:
        args = self.node.args
        names = [a.arg for a in [*args.posonlyargs, *args.args]]
        return names[1:] if self.cls and names and names[0] in ("self", "cls") else names

    def all_params(self) -> list[str]:
        """Its parameters, keyword-only ones too."""
        return self.params() + [a.arg for a in self.node.args.kwonlyargs]

    def default(self, name: str) -> ast.expr | None:
        args = self.node.args
        positional = [*args.posonlyargs, *args.args]
        tail = positional[len(positional) - len(args.defaults) :]
        pairs = [*zip(tail, args.defaults, strict=True), *zip(args.kwonlyargs, args.kw_defaults, strict=True)]
        return next((d for a, d in pairs if a.arg == name), None)


@dataclass
class Module:
    name: str
    tree: ast.Module
    constants: dict[str, ast.expr] = field(default_factory=dict)
    imports: dict[str, tuple[str, str]] = field(default_factory=dict)  # local name -> (module, name)


class Source:
    """The engine's rules and cards, parsed, with what the table needs to look things up."""

    def __init__(self, root: Path = ENGINE) -> None:
        self.modules: dict[str, Module] = {}
        self.functions: list[Function] = []
        self.by_name: dict[str, list[Function]] = defaultdict(list)
        self.owner: dict[int, Function] = {}  # id(node) -> the innermost function holding it
        self._calls: dict[str, list[tuple[ast.Call, Function | None, Module]]] = defaultdict(list)
        for package in PACKAGES:
            for path in sorted((root / package).glob("*.py")):
                stem = path.stem
                name = f"engine.{package}" + ("" if stem == "__init__" else f".{stem}")
                self._read(Module(name, ast.parse(path.read_text(encoding="utf-8"))))

    def _read(self, m: Module) -> None:
        self.modules[m.name] = m
        for node in m.tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
                if isinstance(target, ast.Name):
                    m.constants[target.id] = node.value
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    for t, v in zip(target.elts, node.value.elts, strict=False):
                        if isinstance(t, ast.Name):
                            m.constants[t.id] = v
            elif isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    m.imports[alias.asname or alias.name] = (node.module, alias.name)
        self._functions(m, m.tree, None, None, "")

    def _functions(
        self, m: Module, node: ast.AST, parent: Function | None, cls: str | None, prefix: str
    ) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                self._functions(m, child, parent, child.name, f"{prefix}{child.name}.")
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                f = Function(m.name, f"{prefix}{child.name}", child, parent, cls)
                self.functions.append(f)
                self.by_name[child.name].append(f)
                self.owner[id(child)] = f
                self._functions(m, child, f, None, f"{f.qualname}.")
            else:
                if parent is not None:
                    self.owner[id(child)] = parent  # every node, once: the innermost function
                self._functions(m, child, parent, cls, prefix)

    def constant(self, module: str, name: str) -> object:
        """The literal value of a module's constant (its own, or imported), or UNKNOWN."""
        m = self.modules.get(module)
        if m is None:
            return UNKNOWN
        if name in m.constants:
            value = m.constants[name]
            return value.value if isinstance(value, ast.Constant) else UNKNOWN
        if name in m.imports:
            return self.constant(*m.imports[name])
        return UNKNOWN

    def function_of(self, node: ast.AST) -> Function | None:
        return self.owner.get(id(node))

    def calls(self, name: str) -> list[tuple[ast.Call, Function | None, Module]]:
        """Every call of a function or method of this name, and where it is."""
        if not self._calls:
            for m in self.modules.values():
                for node in ast.walk(m.tree):
                    if isinstance(node, ast.Call) and _called(node):
                        self._calls[_called(node) or ""].append((node, self.function_of(node), m))
        return self._calls.get(name, [])

    def module_function(self, module: str, name: str) -> Function | None:
        """A module-level function by its name as seen from ``module`` (its own, or imported)."""
        m = self.modules.get(module)
        if m is None:
            return None
        found = [f for f in self.by_name.get(name, []) if f.module == module and f.qualname == name]
        if found:
            return found[0]
        if name in m.imports:
            source, original = m.imports[name]
            return self.module_function(source, original)
        return None


def _called(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _argument(call: ast.Call, params: list[str], name: str) -> ast.expr | None:
    """The expression a call passes for the parameter ``name``."""
    for k in call.keywords:
        if k.arg == name:
            return k.value
    if name in params:
        i = params.index(name)
        positional = [a for a in call.args if not isinstance(a, ast.Starred)]
        if i < len(positional):
            return positional[i]
    return None


# -- rule ids ---------------------------------------------------------------------------------

Found = frozenset[tuple[str, str, frozenset[str]]]  # (rule or CARD_TEXT, origin, cards)


@dataclass(frozen=True)
class Where:
    """Where an expression is read: its module, its function, and the place in engine/cards
    the reading started from (whose cards a ``<card>.text`` stands for)."""

    module: str
    function: Function | None
    cards_from: Function | None = None


class Rules:
    """Follows an expression to the rule ids it can be."""

    def __init__(self, source: Source, cards: CardReach) -> None:
        self.source, self.cards = source, cards
        self._decisions: list[DecisionSite] | None = None

    def ids(self, expr: ast.expr | None, at: Where, seen: frozenset[int] = frozenset()) -> Found:
        if expr is None:
            raise Unresolved(f"{at.module}: a rule given by nothing")
        if id(expr) in seen:
            return frozenset()
        seen = seen | {id(expr)}
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
            return frozenset({(expr.value, "", frozenset())})
        if isinstance(expr, ast.JoinedStr):
            return frozenset({(CARD_TEXT, "", self._card_text(expr, at))})
        if isinstance(expr, ast.IfExp):
            return self.ids(expr.body, at, seen) | self.ids(expr.orelse, at, seen)
        if isinstance(expr, ast.BoolOp):
            return frozenset().union(*(self.ids(v, at, seen) for v in expr.values))
        if isinstance(expr, ast.Name):
            return self._name(expr.id, at, seen)
        if isinstance(expr, ast.Attribute):
            return self._data(expr, at)
        if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name):
            f = self.source.module_function(at.module, expr.func.id)
            if f is not None:
                inner = Where(f.module, f, at.cards_from or self._card_place(at))
                returns = [r.value for r in ast.walk(f.node) if isinstance(r, ast.Return) and r.value]
                return frozenset().union(*(self.ids(r, inner, seen) for r in returns))
        raise Unresolved(f"{at.module}: can't follow the rule {ast.unparse(expr)!r}")

    def _card_place(self, at: Where) -> Function | None:
        f = at.function
        return f if f is not None and f.module.startswith("engine.cards") else None

    def _card_text(self, expr: ast.JoinedStr, at: Where) -> frozenset[str]:
        values = [v for v in expr.values if isinstance(v, ast.FormattedValue)]
        tail = "".join(str(v.value) for v in expr.values if isinstance(v, ast.Constant))
        if len(values) != 1 or tail != ".text":
            raise Unresolved(f"{at.module}: a rule written {ast.unparse(expr)!r}")
        place = at.cards_from or self._card_place(at)
        if place is not None:
            return self.cards.reaching(place)
        key = (at.function.qualname if at.function else "", ast.unparse(values[0].value))
        if key not in CORE_CARD_TEXT:
            raise Unresolved(f"{at.module}: which cards can {key} be? (CORE_CARD_TEXT)")
        return self.cards.with_hook(CORE_CARD_TEXT[key])

    def _name(self, name: str, at: Where, seen: frozenset[int]) -> Found:
        f = at.function
        while f is not None:
            values = list(_assigned(f.node, name))
            if values:
                out: Found = frozenset()
                for v in values:
                    if v == BANS:
                        out |= self._bans(at)
                    else:
                        out |= self.ids(v, Where(f.module, f, at.cards_from), seen)  # type: ignore[arg-type]
                return out
            if name in f.all_params():
                return self._parameter(f, name, at, seen)
            f = f.parent
        m = self.source.modules[at.module]
        if name in m.constants:
            return self.ids(m.constants[name], Where(at.module, None, at.cards_from), seen)
        if name in m.imports:
            module, original = m.imports[name]
            if module in self.source.modules:
                return self._name(original, Where(module, None, at.cards_from), seen)
        raise Unresolved(f"{at.module}: can't find the value of {name!r}")

    def _parameter(self, f: Function, name: str, at: Where, seen: frozenset[int]) -> Found:
        """A parameter: what every call of the function gives it."""
        out: Found = frozenset()
        params = f.all_params()
        found = False
        for call, caller, module in self.source.calls(f.node.name):
            found = True
            arg = _argument(call, params, name)
            if arg is None:
                arg = f.default(name)
                if arg is None:
                    continue
                out |= self.ids(arg, Where(f.module, f, at.cards_from), seen)
            else:
                out |= self.ids(arg, Where(module.name, caller, at.cards_from), seen)
        if not found:
            raise Unresolved(f"{f.where}: nothing calls it, so its {name!r} is unknown")
        return out

    def _data(self, expr: ast.Attribute, at: Where) -> Found:
        base = expr.value
        while isinstance(base, ast.Attribute):
            if (base.attr, expr.attr) in DATA:
                break
            base = base.value
        key = (base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", ""), expr.attr)
        if key not in DATA:
            raise Unresolved(f"{at.module}: a rule read from {ast.unparse(expr)!r}")
        cls, origin = DATA[key]
        if cls == "Format":
            return self._formats(expr, at, origin)
        if cls == DECISION:
            return frozenset(
                (rule, origin, cards) for site in self.decisions() for rule, _, cards in site.rules
            )
        return self.field_values(cls, expr.attr, origin)

    def field_values(self, cls: str, name: str, origin: str) -> Found:
        """Every value the source gives a dataclass's field: at each construction, or its
        default where a construction does not give it."""
        out: Found = frozenset()
        for m in self.source.modules.values():
            for node in ast.walk(m.tree):
                if not (isinstance(node, ast.ClassDef) and node.name == cls):
                    continue
                fields = [
                    s for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
                ]
                names = [s.target.id for s in fields]  # type: ignore[union-attr]
                default = next((s.value for s in fields if s.target.id == name), None)  # type: ignore[union-attr]
                for call, caller, module in self.source.calls(cls):
                    arg = _argument(call, names, name)
                    at = Where(module.name, caller) if arg is not None else Where(m.name, None)
                    value = arg if arg is not None else default
                    if value is not None:
                        out |= frozenset((r, origin, c) for r, _, c in self._unless_none(value, at))
        return out

    def _formats(self, expr: ast.Attribute, at: Where, origin: str) -> Found:
        """A format's rule read where some formats are ruled out (``if fmt.teams:``): the
        value of each format the guards around the read allow (``engine.formats.FORMATS``)."""
        from engine.formats import FORMATS

        guards = _guards(expr, at.function) if at.function else []
        allowed: dict[str, list[str]] = defaultdict(list)
        for fmt in FORMATS.values():
            if all(self._holds(test, fmt, at.module) is not (not wanted) for test, wanted in guards):
                allowed[getattr(fmt, expr.attr)].append(fmt.name)
        return frozenset(
            (rule, f"{origin} ({', '.join(names)})", frozenset()) for rule, names in allowed.items()
        )

    def _holds(self, test: ast.expr, fmt: object, module: str) -> bool | None:
        """Whether a test holds for a format (None: it depends on more than the format)."""
        value = self._value(test, fmt, module)
        return None if value is UNKNOWN else bool(value)

    def _value(self, expr: ast.expr, fmt: object, module: str) -> object:
        if isinstance(expr, ast.Constant):
            return expr.value
        if isinstance(expr, ast.Attribute) and _last_name(expr.value) in FORMAT_NAMES:
            return getattr(fmt, expr.attr, UNKNOWN)
        if isinstance(expr, ast.Name):
            return self.source.constant(module, expr.id)
        if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not):
            inner = self._value(expr.operand, fmt, module)
            return UNKNOWN if inner is UNKNOWN else not inner
        if isinstance(expr, ast.BoolOp):
            values = [self._value(v, fmt, module) for v in expr.values]
            stop = isinstance(expr.op, ast.And)  # a false value decides an "and", a true one an "or"
            if any(v is not UNKNOWN and bool(v) != stop for v in values):
                return not stop
            return UNKNOWN if any(v is UNKNOWN for v in values) else stop
        if isinstance(expr, ast.Compare) and len(expr.ops) == 1:
            left, right = self._value(expr.left, fmt, module), self._value(expr.comparators[0], fmt, module)
            if left is UNKNOWN or right is UNKNOWN:
                return UNKNOWN
            op = expr.ops[0]
            compare = {
                ast.Eq: left == right,
                ast.NotEq: left != right,
                ast.Is: left is right,
                ast.IsNot: left is not right,
            }
            return compare.get(type(op), UNKNOWN)
        return UNKNOWN

    def _unless_none(self, expr: ast.expr, at: Where) -> Found:
        if isinstance(expr, ast.Constant) and expr.value is None:
            return frozenset()
        return self.ids(expr, at)

    def _bans(self, at: Where) -> Found:
        """A ban's rule: the rule of each (color, rule) the source adds to a round's bans."""
        out: Found = frozenset()
        for m in self.source.modules.values():
            for node in ast.walk(m.tree):
                if isinstance(node, ast.AugAssign | ast.Assign):
                    targets = [node.target] if isinstance(node, ast.AugAssign) else node.targets
                    if not any(
                        isinstance(t, ast.Attribute) and t.attr in ("bans", "next_bans") for t in targets
                    ):
                        continue
                    for pair in ast.walk(node.value):
                        if isinstance(pair, ast.Tuple) and len(pair.elts) == 2:
                            where = Where(m.name, self.source.function_of(node))
                            out |= frozenset((r, BANS, c) for r, _, c in self.ids(pair.elts[1], where))
        return out

    def asking_text(self, site: DecisionSite) -> Found:
        """A card's decision that names no rule cites the text of the mood whose effect asks
        it (``Playing.effect_of``): the cards whose behaviour reaches where it is asked."""
        place = (
            site.asked if site.asked is not None and site.asked.module.startswith("engine.cards") else None
        )
        if place is None:
            raise Unresolved(f"{site.module}: a decision that names no rule, outside the cards")
        return frozenset({(CARD_TEXT, "", self.cards.reaching(place))})

    def decisions(self) -> list[DecisionSite]:
        if self._decisions is None:
            self._decisions = list(decision_sites(self.source, self))
        return self._decisions


def _last_name(expr: ast.expr) -> str:
    """``fmt`` for ``fmt``, ``format`` for ``self.format``."""
    return expr.attr if isinstance(expr, ast.Attribute) else getattr(expr, "id", "")


def _guards(node: ast.AST, f: Function) -> list[tuple[ast.expr, bool]]:
    """The tests under which ``node`` runs in its function, each with whether it must hold:
    the ``if``s and conditional expressions around it, and the ``assert``s before it."""
    path = _path(f.node, node)
    out: list[tuple[ast.expr, bool]] = []
    for parent, child in itertools.pairwise(path):
        if isinstance(parent, ast.If | ast.IfExp):
            if child is parent.test:
                continue
            body = parent.body if isinstance(parent.body, list) else [parent.body]
            out.append((parent.test, any(child is b for b in body)))
        for block in ("body", "orelse"):
            statements = getattr(parent, block, None)
            if isinstance(statements, list) and any(child is s for s in statements):
                for s in statements[: [id(x) for x in statements].index(id(child))]:
                    if isinstance(s, ast.Assert):
                        out.append((s.test, True))
    return out


def _path(root: ast.AST, node: ast.AST) -> list[ast.AST]:
    """The nodes from ``root`` down to ``node``."""
    if root is node:
        return [root]
    for child in ast.iter_child_nodes(root):
        below = _path(child, node)
        if below:
            return [root, *below]
    return []


def _assigned(fn: ast.FunctionDef | ast.Lambda, name: str) -> Iterator[ast.expr | str]:
    """What a function assigns to a local name (``BANS`` for a rule read from a round's bans)."""
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Name) and t.id == name:
                    yield node.value
                elif isinstance(t, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    for part, value in zip(t.elts, node.value.elts, strict=False):
                        if isinstance(part, ast.Name) and part.id == name:
                            yield value
        elif isinstance(node, ast.For) and isinstance(node.target, ast.Tuple):
            names = [getattr(e, "id", None) for e in node.target.elts]
            if name in names and isinstance(node.iter, ast.Attribute) and node.iter.attr == "bans":
                yield BANS


# -- the cards a place in engine/cards belongs to -------------------------------------------------


class CardReach:
    """Which cards' behaviour reaches each module-level function of engine/cards."""

    def __init__(self, source: Source) -> None:
        self.source = source
        self._reach: dict[tuple[str, str], set[str]] = defaultdict(set)
        for m in (m for name, m in source.modules.items() if name.startswith("engine.cards")):
            for node in m.tree.body:
                call = node.value if isinstance(node, ast.Expr) else None
                if isinstance(call, ast.Call) and _called(call) == "register" and call.args:
                    slug = call.args[0]
                    if isinstance(slug, ast.Constant) and isinstance(slug.value, str):
                        for target in self._closure(m.name, call.args[1:] + [k.value for k in call.keywords]):
                            self._reach[target].add(slug.value)

    def _names(self, module: str, nodes: list[ast.expr] | list[ast.AST]) -> set[tuple[str, str]]:
        out = set()
        for node in nodes:
            for n in ast.walk(node):
                if isinstance(n, ast.Name):
                    f = self.source.module_function(module, n.id)
                    if f is not None and f.module.startswith("engine.cards"):
                        out.add((f.module, f.qualname))
        return out

    def _closure(self, module: str, nodes: list[ast.expr]) -> set[tuple[str, str]]:
        todo, done = self._names(module, nodes), set()
        while todo:
            key = todo.pop()
            done.add(key)
            f = next(f for f in self.source.by_name[key[1]] if f.module == key[0] and f.qualname == key[1])
            todo |= self._names(f.module, list(f.node.body)) - done
        return done

    def reaching(self, f: Function) -> frozenset[str]:
        cards = self._reach.get((f.module, f.top), set())
        if not cards:
            raise Unresolved(f"{f.where}: no card's behaviour reaches it")
        return frozenset(cards)

    @staticmethod
    @cache
    def with_hook(hook: str) -> frozenset[str]:
        """The cards whose registered behaviour has this hook (the registry: card data)."""
        import engine.cards  # noqa: F401  (registers the cards)
        from engine.core.behaviour import registry

        return frozenset(slug for slug, b in registry().items() if getattr(b, hook))


# -- decisions ------------------------------------------------------------------------------------

DECISION_FIELDS = ("player", "kind", "prompt", "options", "min", "max", "rule", "check")


@dataclass
class DecisionSite:
    """A decision the engine asks: where, and its fields as the source writes them."""

    asked: Function | None
    module: str
    fields: dict[str, tuple[ast.expr, Where]]
    rules: Found = frozenset()


def decision_sites(source: Source, rules: Rules) -> Iterator[DecisionSite]:
    """Every decision the engine asks, following helpers that pass their arguments on
    (``choose_moods(player, among, prompt, rule)`` builds a ``Decision`` from its parameters)."""
    todo = []
    for call, f, m in source.calls(DECISION):
        at = Where(m.name, f)
        fields = {}
        for name in DECISION_FIELDS:
            arg = _argument(call, list(DECISION_FIELDS), name)
            if arg is not None:
                fields[name] = (arg, at)
        todo.append(DecisionSite(f, m.name, fields))
    while todo:
        site = todo.pop()
        rule = site.fields.get("rule")
        helper = site.asked
        if (
            rule is not None
            and helper is not None
            and isinstance(rule[0], ast.Name)
            and rule[0].id in helper.params()
        ):
            params = helper.all_params()  # passed on: to its callers
            for call, f, m in source.calls(helper.qualname.rsplit(".", 1)[-1]):
                if _argument(call, params, rule[0].id) is None and helper.default(rule[0].id) is None:
                    continue  # another function of the same name
                fields = {}
                for name, (expr, at) in site.fields.items():
                    if isinstance(expr, ast.Name) and expr.id in params:
                        arg = _argument(call, params, expr.id)
                        if arg is not None:
                            fields[name] = (arg, Where(m.name, f))
                        elif helper.default(expr.id) is not None:
                            fields[name] = (helper.default(expr.id), at)  # type: ignore[assignment]
                    else:
                        fields[name] = (expr, at)
                todo.append(DecisionSite(f, m.name, fields))
            continue
        if rule is None:  # Decision.validate's own
            site.rules = rules.ids(*_validate_rule(source))
        elif isinstance(rule[0], ast.Constant) and rule[0].value is None:
            site.rules = rules.asking_text(site)
        else:
            site.rules = rules.ids(rule[0], rule[1])
        yield site


def _validate_rule(source: Source) -> tuple[ast.expr, Where]:
    """The rule ``Decision.validate`` names for a decision that has none: the literal it
    falls back to (``rule = self.rule or "<id>"``)."""
    f = next(f for f in source.functions if f.qualname == VALIDATE)
    for value in _assigned(f.node, "rule"):
        if isinstance(value, ast.BoolOp):
            literal = [v for v in value.values if isinstance(v, ast.Constant)]
            if literal:
                return literal[0], Where(f.module, f)
    raise Unresolved(f"{f.where}: its rule for a decision without one")


# -- messages ---------------------------------------------------------------------------------------


def template(expr: ast.expr, source: Source | None = None, module: str = "") -> str:
    """A message as its template: the parts filled at run time as ``{placeholders}``, the
    module's constants written out (``Keep 2 cards``)."""
    if isinstance(expr, ast.Constant):
        return str(expr.value)
    if isinstance(expr, ast.JoinedStr):
        return "".join(_part(v, source, module) for v in expr.values)
    return "{" + _placeholder(expr) + "}"


def _part(value: ast.expr, source: Source | None, module: str) -> str:
    if isinstance(value, ast.Constant):
        return str(value.value)
    inner = value.value if isinstance(value, ast.FormattedValue) else value
    if isinstance(inner, ast.Name) and source is not None:
        constant = source.constant(module, inner.id)
        if constant is not UNKNOWN:
            return str(constant)
    if isinstance(inner, ast.IfExp) and all(isinstance(b, ast.Constant) for b in (inner.body, inner.orelse)):
        words = [str(b.value) for b in (inner.body, inner.orelse) if b.value]  # type: ignore[attr-defined]
        return f"[{'/'.join(words)}]"  # "card[s]"
    return "{" + _placeholder(inner) + "}"


def _placeholder(expr: ast.expr) -> str:
    text = ast.unparse(expr)
    if text in NAMED:
        return NAMED[text]
    if isinstance(expr, ast.Name):
        name = expr.id
    elif isinstance(expr, ast.Attribute):
        name = expr.attr
    elif isinstance(expr, ast.Call):
        inner = _called(expr)
        if inner in ("clip", "str", "repr", "join", "fromkeys", "sorted", "list") and expr.args:
            return _placeholder(expr.args[0])
        name = inner or "value"
    elif isinstance(expr, ast.Subscript):
        return _placeholder(expr.value)
    elif isinstance(expr, ast.IfExp):
        return _placeholder(expr.body)
    elif isinstance(expr, ast.BoolOp):
        return _placeholder(expr.values[0])
    elif isinstance(expr, ast.GeneratorExp | ast.ListComp):
        return _placeholder(expr.elt)
    else:
        name = "value"
    return WORDS.get(name, name)


def returned(source: Source, f: Function, seen: frozenset[int] = frozenset()) -> list[str]:
    """The message templates a function returns (following calls to functions that return them)."""
    out: list[str] = []
    for r in ast.walk(f.node):
        if not isinstance(r, ast.Return) or r.value is None:
            continue
        for value in _branches(r.value):
            if _words(value):
                out.append(template(value, source, f.module))
            elif isinstance(value, ast.Call):
                for g in source.by_name.get(_called(value) or "", []):
                    if id(g) not in seen | {id(f)}:
                        out += returned(source, g, seen | {id(f)})
    return list(dict.fromkeys(out))


def _words(expr: ast.expr) -> bool:
    """Is it a message: a string, or an f-string?"""
    return isinstance(expr, ast.JoinedStr) or (isinstance(expr, ast.Constant) and isinstance(expr.value, str))


def _branches(expr: ast.expr) -> list[ast.expr]:
    if isinstance(expr, ast.IfExp):
        return _branches(expr.body) + _branches(expr.orelse)
    return [expr]


def prompts(source: Source, expr: ast.expr, at: Where, depth: int = 0) -> list[str]:
    """A decision's question as templates. Where a family of cards is given its question,
    the question each card gives it (``all_other_moods("Put all other moods into ...")``)."""
    if isinstance(expr, ast.IfExp):
        return prompts(source, expr.body, at, depth) + prompts(source, expr.orelse, at, depth)
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr == "format":
        return prompts(source, expr.func.value, at, depth)  # "...{player}...".format(player=p)
    if isinstance(expr, ast.JoinedStr) and depth < 3:
        out = [""]
        for v in expr.values:
            inner = v.value if isinstance(v, ast.FormattedValue) else None
            given = _given(source, inner, at, depth, local=False) if isinstance(inner, ast.Name) else None
            parts = given or [_part(v, source, at.module)]
            out = [o + part for o in out for part in parts]
        return out
    if isinstance(expr, ast.Name) and depth < 3:
        given = _given(source, expr, at, depth)
        if given:
            return given
    return [template(expr, source, at.module)]


def _given(source: Source, name: ast.Name, at: Where, depth: int, local: bool = True) -> list[str]:
    """The texts a name in a prompt is given: passed to its function (a family's question),
    or, for the whole prompt (``local``), assigned in it."""
    f = at.function
    while f is not None:
        values = [v for v in _assigned(f.node, name.id) if isinstance(v, ast.expr)]
        if values and not local:
            return []
        if values:
            return [q for v in values for q in prompts(source, v, Where(f.module, f), depth + 1)]
        if name.id in f.params():
            out = []
            for call, caller, m in source.calls(f.node.name):
                arg = _argument(call, f.params(), name.id)
                if arg is None:
                    continue
                if not local and not _words(arg):
                    return []  # a part filled at run time, not a family's words
                out += prompts(source, arg, Where(m.name, caller), depth + 1)
            return list(dict.fromkeys(out))
        f = f.parent
    return []


def _check_reasons(source: Source, site: DecisionSite) -> list[str]:
    """The words of a decision's own check: a lambda's, or a local or module function's."""
    check = site.fields.get("check")
    if check is None:
        return []
    expr, at = check
    if isinstance(expr, ast.Lambda):
        return [template(v, source, at.module) for v in _branches(expr.body) if _words(v)]
    if isinstance(expr, ast.Name):
        for f in source.by_name.get(expr.id, []):
            if f.module == at.module:
                return returned(source, f)
    return []


# -- the table ----------------------------------------------------------------------------------------


@cache
def _source() -> Source:
    return Source()


@cache
def limits() -> tuple[str, ...]:
    """Why any answer can be refused, whatever the decision: its limits (Decision.validate)."""
    return tuple(_validate_reasons(_source()))


def _validate_reasons(source: Source) -> list[str]:
    f = next(f for f in source.functions if f.qualname == VALIDATE)
    out = []
    for node in ast.walk(f.node):
        if isinstance(node, ast.Call) and _called(node) == VIOLATION and len(node.args) == 2:
            words = template(node.args[1])
            if words != "{prompt}: {problem}":  # the decision's own check: its words are the row's
                out.append(words.removeprefix("{prompt}: "))
    return out


def _rows(found: Found, **row: Any) -> Iterator[Refusal]:
    """A row per rule id: a ``<card>.text`` row with all its cards, and every place the id
    comes from."""
    cards: dict[str, set[str]] = defaultdict(set)
    origins: dict[str, set[str]] = defaultdict(set)
    for rule, origin, some in found:
        cards[rule] |= some
        origins[rule].add(origin)
    for rule in sorted(cards):
        origin = sorted(origins[rule])
        text = " or ".join(o or "written there" for o in origin) if len(origin) > 1 else origin[0]
        yield Refusal(rule=rule, cards=tuple(sorted(cards[rule])), origin=text, **row)


@cache
def table() -> tuple[Refusal, ...]:
    """Every refusal reason of the engine, read from its source."""
    source = _source()
    reach = CardReach(source)
    rules = Rules(source, reach)
    out: list[Refusal] = []
    for call, f, m in source.calls(VIOLATION):
        if f is None or f.qualname == VALIDATE or len(call.args) != 2:
            continue
        if f.qualname not in REQUESTS:
            raise Unresolved(f"{f.where} refuses: which request is that? (REQUESTS)")
        message = call.args[1]
        if isinstance(message, ast.Constant | ast.JoinedStr):
            reasons = [template(message, source, m.name)]
        elif f.qualname in MESSAGES_FROM:
            names, about = MESSAGES_FROM[f.qualname]
            reasons = [r for name in names for g in source.by_name[name] for r in returned(source, g)]
        else:
            raise Unresolved(f"{f.where}: a message made elsewhere (MESSAGES_FROM)")
        if len(reasons) == 1:
            about = reasons[0]
        out += _rows(
            rules.ids(call.args[0], Where(m.name, f)),
            about=about,
            reasons=tuple(reasons),
            request=REQUESTS[f.qualname],
            raised=f.where,
        )
    limits = _validate_reasons(source)
    for site in rules.decisions():
        prompt = site.fields.get("prompt")
        question = " / ".join(prompts(source, *prompt)) if prompt else "a decision"
        kind = site.fields.get("kind")
        turn = kind is not None and isinstance(kind[0], ast.Name) and kind[0].id == "TURN"
        out += _rows(
            site.rules,
            about=f"an answer to “{question}”",
            reasons=tuple(limits + _check_reasons(source, site)),
            request=("play", "pass", "choose")
            if turn
            else REQUESTS[VALIDATE],  # a turn: nothing is no answer
            raised=f"engine.core.decisions: {VALIDATE}",
            asked=site.asked.where if site.asked else site.module,
        )
    return tuple(sorted(set(out), key=_order))


def _order(r: Refusal) -> tuple[object, ...]:
    head = r.rule.split(".", 1)[0]
    group = {"rules": 0, "glossary": 1, "variants": 2}.get(head, 3)
    return (group, r.rule, r.raised, r.asked or "", r.about, r.origin)


def ids() -> list[str]:
    """Every source id a refusal can name (each card's text for a ``<card>.text`` row)."""
    return sorted({i for r in table() for i in r.ids()})


def as_json() -> dict[str, Any]:
    rows = table()
    return {
        "rows": len(rows),
        "ids": ids(),
        "refusals": [r.json() for r in rows],
    }


def text() -> str:
    """The table for a terminal: two lines per row."""
    rows = table()
    lines = []
    for r in rows:
        rule = r.rule if r.rule != CARD_TEXT else f"{CARD_TEXT} ({', '.join(r.cards)})"
        where = f"asked in {r.asked}" if r.asked else f"in {r.raised}"
        origin = f" [{r.origin}]" if r.origin else ""
        lines.append(f"{rule}  {'/'.join(r.request)}: {r.about}\n    {where}{origin}")
    literal = len({r.rule for r in rows if r.rule != CARD_TEXT})
    lines.append(
        f"{len(rows)} refusal reasons, naming {len(ids())} source ids ({literal} written out, "
        f"the others a card's text)"
    )
    return "\n".join(lines)


def dumps() -> str:
    return json.dumps(as_json(), indent=1, ensure_ascii=False)
