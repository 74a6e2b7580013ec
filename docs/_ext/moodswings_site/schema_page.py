"""A JSON Schema as a field reference: one table per kind of object, with each field's value
and meaning, read from the schema's own descriptions (the position's, on the positions page).

The page is written when the site is built, so the reference and the published schema
cannot drift apart. Objects are listed in the order the fields lead to them, each with the
path where it first appears (``state.moods.<player>[]``); the named values the objects use
(a card id, a mood as ``[card, entry]``...) are listed last.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .linking import linked

Schema = dict[str, Any]


class Reference:
    def __init__(self, schema: Schema) -> None:
        self.schema = schema
        self.defs: dict[str, Schema] = schema.get("$defs", {})
        self.paths: dict[str, str] = {}  # object def -> where it first appears
        self.values: list[str] = []  # named values (defs that are not objects), as met

    def target(self, node: Schema) -> str | None:
        ref = node.get("$ref", "")
        return ref.removeprefix("#/$defs/") if ref.startswith("#/$defs/") else None

    def is_object(self, name: str) -> bool:
        return "properties" in self.defs[name]

    def kind(self, node: Schema) -> str:
        """What a value is, in a few words: `card id`, `list of player`, `player → whole number`."""
        name = self.target(node)
        if name is not None:
            if not self.is_object(name) and name not in self.values:
                self.values.append(name)
            return self.defs[name].get("title", name)
        if "const" in node:
            return f"`{json.dumps(node['const'])}`"
        if "enum" in node:
            return "one of " + ", ".join(f"`{json.dumps(v)}`" for v in node["enum"])
        for key in ("anyOf", "oneOf"):
            if key in node:
                return " or ".join(dict.fromkeys(self.kind(n) for n in node[key]))
        types = node.get("type")
        if isinstance(types, list):
            return " or ".join(self.kind({**node, "type": t}) for t in types)
        if types == "array":
            if "prefixItems" in node:
                return "[" + ", ".join(self.kind(n) for n in node["prefixItems"]) + "]"
            return "list of " + self.kind(node.get("items", {}))
        if types == "object":
            if "properties" in node:
                return "object: " + ", ".join(f"`{k}`" for k in node["properties"])
            keys = self.kind(node.get("propertyNames", {"type": "string"}))
            return f"{keys} → {self.kind(node.get('additionalProperties', {}))}"
        words = {"integer": "whole number", "string": "text", "boolean": "true or false", "null": "null"}
        return words.get(types, "any JSON value") if isinstance(types, str) or types is None else str(types)

    def walk(self, node: Any, path: str) -> None:
        """Note where each object def first appears, below ``path``."""
        if not isinstance(node, dict):
            return
        name = self.target(node)
        if name is not None:
            if self.is_object(name) and name not in self.paths:
                self.paths[name] = path
                for field, sub in self.defs[name]["properties"].items():
                    self.walk(sub, f"{path}.{field}")
            return
        for key in ("anyOf", "oneOf", "prefixItems"):
            for sub in node.get(key, []):
                self.walk(sub, path)
        if isinstance(node.get("items"), dict):
            self.walk(node["items"], f"{path}[]")
        if isinstance(node.get("additionalProperties"), dict):
            key = self.kind(node.get("propertyNames", {"type": "string"}))
            self.walk(node["additionalProperties"], f"{path}.<{key}>")

    def table(self, properties: Schema, required: list[str]) -> list[str]:
        out = ["| field | value | meaning |", "|---|---|---|"]
        for field, sub in properties.items():
            optional = "" if field in required else " (optional)"
            meaning = cell(markdown(sub.get("description", "")))
            out.append(f"| `{field}`{optional} | {cell(self.kind(sub))} | {meaning} |")
        return out

    def page(self, root_title: str) -> str:
        top = self.schema["properties"]
        for field, sub in top.items():
            self.walk(sub, field)
        out = [f"### {root_title}", "", markdown(self.schema.get("description", "")), ""]
        out += [*self.table(top, self.schema.get("required", [])), ""]
        for name, path in self.paths.items():
            d = self.defs[name]
            title = d.get("title", name)
            out += [
                f"### {title[0].upper()}{title[1:]}: `{path}`",
                "",
                markdown(d.get("description", "")),
                "",
            ]
            out += [*self.table(d["properties"], d.get("required", [])), ""]
        out += ["### Values", "", "| value | what it is |", "|---|---|"]
        for name in self.values:
            d = self.defs[name]
            out.append(f"| {cell(d.get('title', name))} | {cell(markdown(d.get('description', '')))} |")
        return "\n".join(out) + "\n"


CODE = re.compile(r"(`[^`]*`)")


def markdown(text: str) -> str:
    """A description as Markdown: its `code` kept, card names linked to their pages."""
    return "".join(part if CODE.fullmatch(part) else linked(part, "../cards/") for part in CODE.split(text))


def cell(text: str) -> str:
    """Text for a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def field_reference(schema: Schema, root_title: str) -> str:
    return Reference(schema).page(root_title)
