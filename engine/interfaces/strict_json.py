"""JSON read within limits and written strictly, for the oracle and position files.

What a program sends the engine is read with stated limits, so that no input, however
large or strange, can exhaust the process or crash it: a request line (or a position
file) of at most ``MAX_BYTES`` bytes of UTF-8, nested at most ``MAX_DEPTH`` deep, with
whole numbers of at most ``MAX_INT`` in size, finite numbers only (no ``NaN`` or
``Infinity``, which RFC 8259 does not allow), and strings (object keys too) of at most
``MAX_STRING`` characters. Input past a limit raises ``Refused`` with a code, before any
of it is acted on. What is read is also I-JSON (RFC 7493): no object with a key twice (RFC
8259 leaves what it means to each reader: most keep the last, silently), and no lone
surrogate (``"\\ud800"``: an escape that stands for no character, so no Unicode text). A
line longer than the limit is skipped in bounded chunks without being held in memory. What
the engine writes is strict RFC 8259 JSON (``dumps``), and an error message quotes no more
than a short excerpt of any input (``guard``).

orjson, a dependency, reads and writes wherever it gives exactly what the standard library
would (the same values, the same text); elsewhere, and in the browser's Python, which lacks
it, the standard library does (tests/test_bad_input.py checks that the two agree).
"""

from __future__ import annotations

import contextlib
import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

try:
    import orjson
except ImportError:  # (the standard library's JSON is the same, slower)
    orjson = None  # type: ignore[assignment]

MAX_BYTES = 1 << 20  # one request line or position file: 1 MiB (a saved 8-player game is ~13 KB)
MAX_DEPTH = 32  # arrays and objects inside each other (a position nests about 8 deep)
MAX_INT = 2**53 - 1  # whole numbers every JSON reader holds exactly (JavaScript's safe integers)
MAX_STRING = 1000  # characters in one string or object key
CHUNK = 1 << 16  # input is read this many bytes at a time

BAD_JSON, TOO_LONG, TOO_DEEP, TOO_BIG = "bad-json", "too-long", "too-deep", "too-big"


@dataclass
class Refused(Exception):
    """Input refused before it is acted on; ``code`` says why (``bad-json``, ``too-long``, ...)."""

    code: str
    message: str


@dataclass(frozen=True)
class Overlong:
    """A line longer than ``MAX_BYTES``, skipped: only its length is kept."""

    size: int


def clip(text: str, limit: int = 60) -> str:
    """``text`` shortened for an error message: input is never echoed back in full."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


ECHO = 60  # characters of one input an error message may quote, at most


def guard(message: str, given: Any) -> str:
    """An error message that quotes no more than ``ECHO`` characters in a row of any string
    in ``given`` (the input it answers: a request, a position, the words of a command), in
    any of the ways a message may quote one (as it is, or escaped as Python or JSON would):
    each longer run is cut to a short excerpt, its characters that are not printable
    escaped. Only strings longer than ``ECHO`` can be quoted too long. Each is first looked
    for by a few pieces (one in every ``_PIECE`` characters: a run of ``ECHO`` holds one),
    so the time is in proportion to the input's size."""
    if len(message) <= ECHO:
        return message
    pieces = {message[i : i + _PIECE] for i in range(len(message) - _PIECE + 1)}
    quoted: set[str] = set()  # the message's pieces copied from a string given
    for text in _strings(given):
        if len(text) <= ECHO:
            continue
        for form in {text, repr(text)[1:-1], ascii(text)[1:-1], json.dumps(text)[1:-1]}:
            if any(form[j : j + _PIECE] in pieces for j in range(0, len(form) - _PIECE + 1, _PIECE)):
                quoted |= pieces & {form[j : j + _PIECE] for j in range(len(form) - _PIECE + 1)}
    if not quoted:
        return message
    copied = [False] * len(message)  # a character inside a piece copied from the input
    for i in range(len(message) - _PIECE + 1):
        if message[i : i + _PIECE] in quoted:
            copied[i : i + _PIECE] = [True] * _PIECE
    out, i = [], 0
    while i < len(message):
        end = i
        while end < len(message) and copied[end]:
            end += 1
        if end - i > ECHO:
            out.append(f"{printable(message[i : i + ECHO])}… ({end - i} characters)")
            i = end
        else:
            out.append(message[i : max(end, i + 1)])
            i = max(end, i + 1)
    return "".join(out)


def printable(text: str) -> str:
    """``text`` with each character that is not printable (a control character, a lone
    surrogate) written as its Python escape."""
    return text if text.isprintable() else "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


def _strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value, object keys included (no recursion)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, list | tuple):
            stack += item
        elif isinstance(item, dict):
            stack += item
            stack += item.values()


_PIECE = ECHO // 2


def kind(value: Any) -> str:
    """What sort of JSON value this is, in words (never the value itself)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "a list" if isinstance(value, list) else "an object"


def dumps(value: Any) -> str:
    """One line of strict JSON (ASCII, no NaN or Infinity). Written by orjson, where it is
    installed, when that is the standard library's text: ASCII (no DEL, which the standard
    library escapes), whole numbers only, and nothing orjson leaves to the caller (a key that
    is not a string, a subclass of a JSON type, a dataclass); else by the standard library,
    which refuses NaN and Infinity. (orjson writes those as null: no value the engine writes
    holds one, and tests/test_bad_input.py checks its replies with the standard library.)"""
    if orjson is not None:
        try:
            out = orjson.dumps(value, option=_AS_THE_LIBRARY)
        except TypeError:
            pass
        else:
            if out.isascii() and b"\x7f" not in out and _FRACTION not in out.translate(_NUMBERS):
                return out.decode()
    return _ENCODER.encode(value)


# What the engine writes is a tree of plain values (no list or object inside itself): not
# checked for cycles, which would cost a seventh of the writing.
_ENCODER = json.JSONEncoder(separators=(",", ":"), allow_nan=False, check_circular=False)
# orjson (where it is installed: not in the browser's Python) reads and writes JSON some ten
# times as fast. What it would write otherwise than the standard library it leaves to it:
_AS_THE_LIBRARY = (
    orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_SUBCLASS
    if orjson is not None
    else 0
)
_NOT_READ = object()


def lines(stream: BinaryIO, limit: int = MAX_BYTES) -> Iterator[bytes | Overlong]:
    """The lines of a byte stream without their line ends, as soon as each is complete; a line
    longer than ``limit`` is read through in chunks and given as ``Overlong``."""
    read = getattr(stream, "read1", stream.read)  # read1: what has arrived, not a full chunk
    held = bytearray()
    skipped = 0  # bytes of an overlong line read so far (0: not skipping)
    while chunk := read(CHUNK):
        start = 0
        while (end := chunk.find(b"\n", start)) >= 0:
            piece = chunk[start:end]
            if skipped or len(held) + len(piece) > limit:
                yield Overlong(skipped + len(held) + len(piece))
            else:
                held += piece
                yield bytes(held)
            held.clear()
            skipped, start = 0, end + 1
        rest = chunk[start:]
        if skipped or len(held) + len(rest) > limit:
            skipped += len(held) + len(rest)
            held.clear()
        else:
            held += rest
    if skipped:
        yield Overlong(skipped)
    elif held:
        yield bytes(held)


def loads(data: bytes | str | Overlong) -> Any:
    """The JSON value of one line or document, within the limits; ``Refused`` if not."""
    if isinstance(data, Overlong):
        raise Refused(TOO_LONG, f"the input is {data.size} bytes; the limit is {MAX_BYTES}")
    if len(data) > MAX_BYTES:
        raise Refused(TOO_LONG, f"the input is {len(data)} bytes; the limit is {MAX_BYTES}")
    try:
        raw = data if isinstance(data, bytes) else data.encode()
        same = True  # ``raw`` is the text
    except UnicodeEncodeError:  # a lone surrogate: its bytes are only for the checks below
        raw, same = data.encode("utf-8", "replace"), False
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise Refused(BAD_JSON, f"not UTF-8: byte {e.start} ({data[e.start]:#04x})") from None
    if data.endswith("\r"):  # a line ended the Windows way
        data = data[:-1]
    if not data.strip():
        raise Refused(BAD_JSON, "an empty line is not a request: send one JSON object per line")
    # A whole number is checked before it is converted (``_whole``) where the text has a run of
    # digits long enough to pass the limit; elsewhere none can, and they are converted unchecked.
    numbers = raw.translate(_NUMBERS)
    whole = _whole if _LONG_RUN in numbers else None
    value = _by_orjson(raw, numbers) if same else _NOT_READ
    if value is _NOT_READ:  # (read again for the standard library's words, if it is wrong)
        try:
            value = json.loads(data, parse_int=whole, parse_float=_finite, parse_constant=_constant)
        except json.JSONDecodeError as e:
            raise Refused(BAD_JSON, f"not JSON: {e.msg} at column {e.colno}") from None
        except RecursionError:
            raise Refused(TOO_DEEP, f"nested more than {MAX_DEPTH} deep") from None
    if not same or not _plainly_within(raw):  # (a lone surrogate in the text: the walk refuses it)
        within_limits(value)
    twice = _key_twice(raw, value)
    if twice is not None:
        raise Refused(BAD_JSON, f"not I-JSON: the key {twice} is in one object twice")
    return value


def _key_twice(raw: bytes, value: Any) -> str | None:
    """A key that an object of the text has twice (as an excerpt), or None. The text has as
    many pairs as colons outside its strings; the value, as many as its objects have keys:
    the same number unless a key came twice (then the text is read again to name it)."""
    pairs = _pairs(value)
    if raw.count(b":") == pairs:  # (no colon in any string: none to leave out)
        return None
    plain = raw.replace(b"\\\\", b"").replace(b'\\"', b"")  # escapes that could hide a quote
    if b"".join(plain.split(b'"')[0::2]).count(b":") == pairs:
        return None
    found: list[str] = []

    def pairs_hook(items: list[tuple[str, Any]]) -> dict[str, Any]:
        keys = [k for k, _ in items]
        if not found and len(set(keys)) < len(keys):
            found.append(next(k for i, k in enumerate(keys) if k in keys[:i]))
        return dict(items)

    json.loads(raw.decode("utf-8", "surrogatepass"), object_pairs_hook=pairs_hook)
    return repr(clip(found[0], 40)) if found else "(one)"


def _pairs(value: Any) -> int:
    """How many key and value pairs the objects of a JSON value hold, all told."""
    count, stack = 0, [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            count += len(item)
            stack += item.values()
        elif isinstance(item, list):
            stack += item
    return count


def text_only(value: str) -> bool:
    """Whether a string is Unicode text: no lone surrogate (I-JSON, RFC 7493)."""
    if value.isascii():
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _surrogate(text: str) -> None:
    raise Refused(BAD_JSON, f"not I-JSON: {clip(text, 20)!r} holds a lone surrogate, which is no character")


def _plainly_within(raw: bytes) -> bool:
    """Whether valid JSON text (its whole numbers already checked) is plainly within the depth
    and string limits, read from its bytes alone: where no string has an escape, a string is
    the run between two quotes (none past the limit), and the nesting is that of the brackets
    outside them (each pass takes away the innermost pairs: as many passes as levels). False
    when that is not so or not sure: the parsed value is then walked."""
    if b"\\" in raw or _LONG_RUN_AFTER_QUOTE.search(raw):  # an escape hides where a string ends
        return False
    brackets = b"".join(raw.translate(None, _NOT_SYNTAX).split(b'"')[0::2])  # those outside strings
    for _ in range(MAX_DEPTH):
        if not brackets:
            return True
        brackets = brackets.replace(b"[]", b".").replace(b"{}", b".").replace(b".", b"")
    return not brackets


def library_loads(line: bytes) -> Any:
    """``json.loads(line.decode("utf-8"))``, with no limits: its value, or its error. Read
    by orjson where that is sure to be the same value (UTF-8, whole numbers within orjson's
    range and no others), else by the standard library, which then says what is wrong. Text
    that is not I-JSON (a key twice in one object, a lone surrogate) is an error as well
    (``json.JSONDecodeError``, saying which): a reply holding one is broken."""
    value = _by_orjson(line, line.translate(_NUMBERS))
    if value is _NOT_READ:
        value = json.loads(line.decode("utf-8"))
        try:
            within_limits(value, limits=False)  # (orjson reads no lone surrogate)
        except Refused as e:
            raise json.JSONDecodeError(e.message, "", 0) from None
    twice = _key_twice(line, value)
    if twice is not None:
        raise json.JSONDecodeError(f"not I-JSON: the key {twice} is in one object twice", "", 0)
    return value


def _by_orjson(raw: bytes, numbers: bytes) -> Any:
    """The value orjson reads in ``raw`` (``numbers``: its ``_NUMBERS`` translation) where it
    is sure to be the standard library's: whole numbers within the limit and no others, and
    text orjson takes; else ``_NOT_READ``."""
    if orjson is not None and _LONG_RUN not in numbers and _FRACTION not in numbers:
        with contextlib.suppress(orjson.JSONDecodeError):
            return orjson.loads(raw)
    return _NOT_READ


def within_limits(value: Any, limits: bool = True) -> None:
    """Refuse a JSON value (already parsed) past the depth, number or string limits, or
    holding a string that is not Unicode text (a lone surrogate); ``limits=False``: only the
    text (a reply the runner reads, with no limits)."""
    level, depth = [value], 0
    while level:  # one level of nesting at a time: no recursion, and quick
        depth += 1  # the lists and objects in this level are nested this deep
        if limits and depth > MAX_DEPTH and any(isinstance(v, list | dict) for v in level):
            raise Refused(TOO_DEEP, f"nested more than {MAX_DEPTH} deep")
        below: list[Any] = []
        for item in level:
            kind = type(item)
            if kind is str:  # the commonest, as JSON reads them (not subclasses), first
                if limits and len(item) > MAX_STRING:
                    _string(item)
                if not item.isascii() and not text_only(item):
                    _surrogate(item)
            elif kind is int:
                if limits and not -MAX_INT <= item <= MAX_INT:
                    _too_big()
            elif isinstance(item, list):
                below += item
            elif isinstance(item, dict):
                if limits and item and max(map(len, item)) > MAX_STRING:  # (a key is a string)
                    for key in item:
                        _string(key)
                if not all(map(str.isascii, item)):
                    for key in item:
                        if not text_only(key):
                            _surrogate(key)
                below += item.values()
            elif isinstance(item, str):
                if limits:
                    _string(item)
                if not text_only(item):
                    _surrogate(item)
            elif isinstance(item, float):
                if limits and not math.isfinite(item):
                    raise Refused(BAD_JSON, "numbers are finite: NaN and Infinity are not JSON")
            elif limits and isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_INT:
                _too_big()
        level = below


def _too_big() -> None:
    raise Refused(TOO_BIG, f"whole numbers go up to {MAX_INT} in size")


def _string(text: str) -> None:
    if len(text) > MAX_STRING:
        raise Refused(TOO_BIG, f"a string of {len(text)} characters; the limit is {MAX_STRING}")


# Numbers, read in the text: each digit a 0, each of ".eE" a dot, the rest blank
_NUMBERS = bytes(0x30 if 0x30 <= c <= 0x39 else 0x2E if c in b".eE" else 0x20 for c in range(256))
_LONG_RUN = b"0" * len(str(MAX_INT))  # as many digits as MAX_INT: below that, every number is within
_FRACTION = b"0."  # a digit, then a point or an exponent: a number that is not whole (or text like one)
_NOT_SYNTAX = bytes(c for c in range(256) if c not in b'"[]{}')
# a run after a quote past the string limit: a string (or the text between two)
_LONG_RUN_AFTER_QUOTE = re.compile(b'"[^"]{%d}' % (MAX_STRING + 1))


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > len(str(MAX_INT)):  # before converting: no huge conversions
        raise Refused(TOO_BIG, f"a whole number of {len(text)} digits; they go up to {MAX_INT} in size")
    number = int(text)
    if not -MAX_INT <= number <= MAX_INT:
        _too_big()
    return number


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise Refused(TOO_BIG, f"the number {clip(text, 20)} is too large for a finite number")
    return number


def _constant(text: str) -> float:
    raise Refused(BAD_JSON, f"{text} is not JSON (RFC 8259 has no NaN or Infinity)")
