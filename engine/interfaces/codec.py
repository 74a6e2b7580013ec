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
    kind = type(value)
    if kind in PLAIN:
        return value
    names = _field_names(kind)
    if names is not None:
        return {name: encode(getattr(value, name)) for name in names}
    if kind is list or kind is tuple:
        if _PLAIN_TYPES.issuperset(map(type, value)):  # type: ignore[call-overload]
            return list(value)  # type: ignore[call-overload]
        return [encode(v) for v in value]  # type: ignore[attr-defined]
    if kind is dict:
        return {_key_text(k): encode(v) for k, v in value.items()}  # type: ignore[attr-defined]
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, list | tuple):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {_key_text(k): encode(v) for k, v in value.items()}
    raise TypeError(f"{type(value).__name__} has no JSON form")


PLAIN = (int, str, bool, type(None))
_PLAIN_TYPES = frozenset(PLAIN)


@cache
def _field_names(kind: type) -> tuple[str, ...] | None:
    """A dataclass's fields, in order (read once per class); None for anything else."""
    return tuple(f.name for f in dataclasses.fields(kind)) if dataclasses.is_dataclass(kind) else None


class _Wrong(Exception):
    """A value that is not what its type says: the message, and the path below the place the
    decoding started (parts such as ".moods", ".Bob", "[1]"), built only when it is raised."""

    def __init__(self, message: str, parts: list[str] | None = None) -> None:
        self.message, self.parts = message, parts or []


def decode(tp: Any, data: JSON, path: str) -> Any:
    """The value of type ``tp`` that ``data`` stands for; PositionError names ``path`` if not."""
    try:
        return _decoder(tp)(data)
    except _Wrong as e:
        where = path + "".join(e.parts)
        raise PositionError(where.lstrip(".") if not path else where, e.message) from None


Decoder = Any  # Callable[[JSON], Any]: raises _Wrong


@cache
def _decoder(tp: Any) -> Decoder:
    """The function that decodes values of this type: made once per type, from its hints."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any or tp is object:
        return _plain_value
    if origin in (Union, types.UnionType):
        return _union([a for a in args if a is not type(None)], type(None) in args)
    if dataclasses.is_dataclass(tp):
        return _dataclass(tp)
    if origin is list:
        return _list(args[0])
    if origin is tuple:
        return _tuple(args)
    if origin is dict:
        return _dict(*args)
    if tp is bool:
        return _scalar(bool, "true or false")
    if tp is int:

        def whole(data: JSON) -> int:
            if isinstance(data, bool) or not isinstance(data, int):
                raise _Wrong(f"expected a whole number, got {_show(data)}")
            return data

        return whole
    if tp is str:
        return _scalar(str, "a string")
    raise TypeError(f"no JSON form for {tp!r}")


def _scalar(kind: type, wanted: str) -> Decoder:
    def scalar(data: JSON) -> Any:
        if not isinstance(data, kind):
            raise _Wrong(f"expected {wanted}, got {_show(data)}")
        return data

    return scalar


def _union(options: list[Any], optional: bool) -> Decoder:
    def union(data: JSON) -> Any:
        if data is None and optional:
            return None
        problems = []
        for option in options:
            try:
                return _decoder(option)(data)
            except _Wrong as e:
                problems.append(e.message)
        raise _Wrong(" or ".join(dict.fromkeys(problems)))

    return union


def _inside(part: str, e: _Wrong) -> _Wrong:
    e.parts.insert(0, part)
    return e


def _list(item: Any) -> Decoder:
    plain = {item} if item in (int, str) else None  # whole numbers or strings: as JSON reads them

    def decode_list(data: JSON) -> list[Any]:
        if not isinstance(data, list):
            raise _Wrong(f"expected a list, got {_show(data)}")
        if plain is not None and plain.issuperset(map(type, data)):  # each already what it should be
            return list(data)
        one = _decoder(item)
        out = []
        for i, v in enumerate(data):
            try:
                out.append(one(v))
            except _Wrong as e:
                raise _inside(f"[{i}]", e) from None
        return out

    return decode_list


def _tuple(args: tuple[Any, ...]) -> Decoder:
    def decode_tuple(data: JSON) -> tuple[Any, ...]:
        if not isinstance(data, list):
            raise _Wrong(f"expected a list, got {_show(data)}")
        if len(args) == 2 and args[1] is Ellipsis:
            kinds = [args[0]] * len(data)
        elif len(data) != len(args):
            raise _Wrong(f"expected a list of {len(args)} items, got {len(data)}")
        else:
            kinds = list(args)
        out = []
        for i, (a, v) in enumerate(zip(kinds, data, strict=True)):
            try:
                out.append(_decoder(a)(v))
            except _Wrong as e:
                raise _inside(f"[{i}]", e) from None
        return tuple(out)

    return decode_tuple


def _dict(key_type: Any, value_type: Any) -> Decoder:
    def whole_key(key: str) -> int:
        try:
            return int(key)
        except ValueError:
            raise PositionError(f".{key}", "keys here are whole numbers") from None

    def read_key(key: str) -> Any:
        return _key(key_type, key, "")

    decode_key = whole_key if key_type is int else read_key if typing.get_origin(key_type) is tuple else None

    def decode_dict(data: JSON) -> dict[Any, Any]:
        if not isinstance(data, dict):
            raise _Wrong(f"expected an object, got {_show(data)}")
        value = _decoder(value_type)
        out = {}
        for k, v in data.items():
            try:
                key = k if decode_key is None else decode_key(k)
            except PositionError as e:
                raise _Wrong(e.message, [e.field]) from None
            try:
                out[key] = value(v)
            except _Wrong as e:
                raise _inside(f".{k or chr(34) * 2}", e) from None
        return out

    return decode_dict


def _dataclass(cls: type) -> Decoder:
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    optional = {
        name
        for name, f in fields.items()
        if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
    }
    types_of = hints(cls)
    decoders: list[tuple[str, Decoder]] = []  # each field's, found at the first use (a type may nest itself)
    # A class of whole numbers, strings and booleans only: an object that has each field, in
    # order, of exactly its type as JSON reads it (a boolean is no whole number), is taken as it is.
    names, kinds = tuple(fields), tuple(types_of[name] for name in fields)
    plain = all(t in (int, str, bool) for t in kinds)

    def decode_dataclass(data: JSON) -> Any:
        if not isinstance(data, dict):
            raise _Wrong(f"expected an object, got {_show(data)}")
        if plain and tuple(data) == names and tuple(map(type, data.values())) == kinds:
            return cls(**data)
        if not fields.keys() >= data.keys():
            unknown = [k for k in data if k not in fields]
            raise _Wrong("is not a field here", [f".{sorted(unknown)[0]}"])
        if not decoders:
            decoders.extend((name, _decoder(types_of[name])) for name in fields)
        values = {}
        for name, decoder in decoders:
            if name not in data:
                if name in optional:
                    continue
                raise _Wrong("is missing", [f".{name}"])
            try:
                values[name] = decoder(data[name])
            except _Wrong as e:
                raise _inside(f".{name}", e) from None
        return cls(**values)

    return decode_dataclass


def _plain_value(data: JSON) -> JSON:
    try:
        return _plain(data, "")
    except PositionError as e:
        raise _Wrong(e.message, [e.field]) from None


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
