"""The project's repository address: one setting, for every link the site makes to it (each
ruling's feature file, the report of a wrong ruling, the footer).

It is read from the environment, ``MOODSWINGS_REPOSITORY`` (set, even to nothing, it wins),
else from the project's metadata, ``[project.urls] Repository`` in pyproject.toml. A
GitHub-style address is expected (files under ``/blob/main/``, new issues at
``/issues/new``). When the setting is empty the site leaves those links out, rather than
publish links that lead nowhere; an address that is a placeholder (``github.com/OWNER/...``,
``example.com``) is refused, and the build stops saying so.
"""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[3]
VARIABLE = "MOODSWINGS_REPOSITORY"
# hosts and owners that stand for an address still to be written in
PLACEHOLDER = re.compile(
    r"(^|\.)(example\.(com|org|net)|localhost)$|^(owner|user|your[-_]?\w*|username|org|organization|xxx+)$",
    re.IGNORECASE,
)


class RepositoryError(ValueError):
    """The setting is there, but is not an address the site can link to."""


def placeholder(url: str) -> bool:
    """Whether an address stands for one still to be written in: its host is an example host,
    or its first path part (the owner) is a word such as OWNER."""
    parts = urlsplit(url)
    owner = parts.path.strip("/").split("/")[0]
    return bool(PLACEHOLDER.search(parts.hostname or "") or PLACEHOLDER.search(owner) or "<" in url)


def address() -> str:
    """The repository's address, without a trailing slash, or "" for none."""
    if VARIABLE in os.environ:
        url, where = os.environ[VARIABLE].strip(), f"the environment variable {VARIABLE}"
    else:
        meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        url = meta.get("urls", {}).get("Repository", "").strip()
        where = "[project.urls] Repository in pyproject.toml"
    if not url:
        return ""
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname or not parts.path.strip("/"):
        raise RepositoryError(f"{where} is {url!r}: an https address of a repository is wanted (or nothing)")
    if placeholder(url):
        raise RepositoryError(f"{where} is {url!r}, a placeholder: give the real address, or nothing")
    return url.rstrip("/")
