"""Plain dataclasses to JSON values and back, checked field by field.

The game state is plain dataclasses of ints, strings, booleans, lists, tuples and dicts
(``engine.core.state``). This module turns any of them into JSON values and back by reading
their type hints, so a field added to the state is saved and loaded without more code.
Loading checks every value against its type and names the exact field that is wrong:
``state.moods.Bob[1].suppressions[0].until``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Union

from engine.core.errors import PositionError

JSON = Any


@cache
def hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def encode(value: object) -> JSON:
    """A JSON value for a state value: dataclasses become objects, tuples become lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {_key_text(k): encode(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(f"{type(value).__name__} has no JSON form")


def decode(tp: Any, data: JSON, path: str) -> Any:
    """The value of type ``tp`` that ``data`` stands for; PositionError names ``path`` if not."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any or tp is object:
        return _plain(data, path)
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        problems = []
        for option in (a for a in args if a is not type(None)):
            try:
                return decode(option, data, path)
            except PositionError as e:
                problems.append(e.message)
        raise PositionError(path, " or ".join(dict.fromkeys(problems)))
    if dataclasses.is_dataclass(tp):
        return _dataclass(tp, data, path)
    if origin is list:
        _expect(data, list, "a list", path)
        return [decode(args[0], v, f"{path}[{i}]") for i, v in enumerate(data)]
    if origin is tuple:
        _expect(data, list, "a list", path)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v, f"{path}[{i}]") for i, v in enumerate(data))
        if len(data) != len(args):
            raise PositionError(path, f"expected a list of {len(args)} items, got {len(data)}")
        return tuple(decode(a, v, f"{path}[{i}]") for i, (a, v) in enumerate(zip(args, data, strict=True)))
    if origin is dict:
        _expect(data, dict, "an object", path)
        key_type, value_type = args
        out = {}
        for k, v in data.items():
            key = _key(key_type, k, path)
            out[key] = decode(value_type, v, f"{path}.{k or chr(34) * 2}")
        return out
    if tp is bool:
        _expect(data, bool, "true or false", path)
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise PositionError(path, f"expected a whole number, got {_show(data)}")
        return data
    if tp is str:
        _expect(data, str, "a string", path)
        return data
    raise TypeError(f"{path}: no JSON form for {tp!r}")


def _dataclass(cls: type, data: JSON, path: str) -> Any:
    _expect(data, dict, "an object", path)
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise PositionError(f"{path}.{unknown[0]}" if path else unknown[0], "is not a field here")
    values = {}
    for name, f in fields.items():
        where = f"{path}.{name}" if path else name
        if name not in data:
            has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
            if has_default:
                continue
            raise PositionError(where, "is missing")
        values[name] = decode(hints(cls)[name], data[name], where)
    return cls(**values)


def _key_text(key: object) -> str:
    """JSON keys are strings: a tuple key such as a mood's (card, entry) is written "12,3"."""
    return ",".join(map(str, key)) if isinstance(key, tuple) else str(key)


def _key(tp: Any, key: str, path: str) -> Any:
    if typing.get_origin(tp) is tuple:
        parts = key.split(",")
        args = typing.get_args(tp)
        if len(parts) != len(args):
            raise PositionError(f"{path}.{key}", f"keys here are {len(args)} values separated by commas")
        return tuple(_key(a, part, path) for a, part in zip(args, parts, strict=True))
    if tp is int:
        try:
            return int(key)
        except ValueError:
            raise PositionError(f"{path}.{key}", "keys here are whole numbers") from None
    return key


def _plain(data: JSON, path: str) -> JSON:
    if data is None or isinstance(data, bool | int | str):
        return data
    if isinstance(data, list):
        return [_plain(v, f"{path}[{i}]") for i, v in enumerate(data)]
    if isinstance(data, dict):
        return {str(k): _plain(v, f"{path}.{k}") for k, v in data.items()}
    raise PositionError(path, f"expected a JSON value, got {_show(data)}")


def _expect(data: JSON, kind: type | tuple[type, ...], wanted: str, path: str) -> None:
    if not isinstance(data, kind):
        raise PositionError(path, f"expected {wanted}, got {_show(data)}")


def _show(data: JSON) -> str:
    if isinstance(data, bool):
        return "true" if data else "false"
    if data is None:
        return "null"
    if isinstance(data, str):
        return f"the string {data!r}"
    if isinstance(data, dict):
        return "an object"
    if isinstance(data, list):
        return "a list"
    return repr(data)
