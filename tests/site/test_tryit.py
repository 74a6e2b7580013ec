"""The Try it page in a real browser: the reference engine under Pyodide, offline.

The site is served with a local copy of Pyodide next to it at ``_pyodide/`` (``python3
tasks.py pyodide`` installs the pinned npm package into build/pyodide; it is never part of
the built site), and every request that leaves the test server is refused: the page must
find the local copy and run without the network. Three rulings are opened from their
card page's "Try it" link and played by clicking what their When steps say; the page
must then show the table the suite saw at the end of the example (build/results.json).
A table is also built by hand, played, undone and reloaded from its address; the page
is opened without the engine; and a phone-sized screen is checked and photographed.
The times the page takes (to its first legal plays, and per action) are saved in
``docs/_build/screenshots/tryit-timings.json``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from engine.core.answers import split_list, split_owner
from engine.knowledge.rulings import ROOT, Example, Feature, card_feature
from tasks import serve

from .test_browser import SHOTS, SITE
from .test_browser import browser as browser  # the same headless Chromium, once per module

PYODIDE = ROOT / "build" / "pyodide" / "node_modules" / "pyodide"
RESULTS = ROOT / "build" / "results.json"
LOAD = 180_000  # ms: Pyodide's first start, on a slow shared machine
TIMINGS: dict[str, list[int]] = {"ready": [], "pyodide": [], "actions": []}  # ms


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    if not (SITE / "tryit.html").exists():
        pytest.fail("the site is not built: run `python3 tasks.py build` first")
    if not (PYODIDE / "pyodide.mjs").exists():
        if os.environ.get("CI"):
            pytest.fail("the local Pyodide is missing: CI must run `python3 tasks.py pyodide`")
        pytest.skip("no local Pyodide (python3 tasks.py pyodide installs it)")
    with serve(0, PYODIDE) as httpd:  # what `python3 tasks.py site` serves
        thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        thread.start()
        yield f"http://127.0.0.1:{httpd.server_port}/"
        httpd.shutdown()
        thread.join()


def offline_context(browser, server: str, blocked: str | None = None, **options: Any):  # type: ignore[no-untyped-def]
    """A browser context that reaches nothing but the test server (and not ``blocked``)."""
    context = browser.new_context(base_url=server, **options)

    def route(r) -> None:  # type: ignore[no-untyped-def]
        url = r.request.url
        if not url.startswith(server) or (blocked and blocked in url):
            r.abort()
        else:
            r.continue_()

    context.route("**/*", route)
    return context


@pytest.fixture
def page(browser, server):  # type: ignore[no-untyped-def]
    context = offline_context(browser, server, viewport={"width": 1280, "height": 900})
    p = context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    yield p
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture(scope="module", autouse=True)
def save_timings() -> Iterator[None]:
    yield
    if TIMINGS["ready"]:
        SHOTS.mkdir(parents=True, exist_ok=True)
        (SHOTS / "tryit-timings.json").write_text(json.dumps(TIMINGS, indent=1), encoding="utf-8")


def wait_ready(page) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function("window.tryit && (window.tryit.ready || window.tryit.failed)", timeout=LOAD)
    failed = page.evaluate("window.tryit.failed || ''")
    assert not failed, f"the engine did not load: {failed}"
    timings = page.evaluate("window.tryit.timings")
    TIMINGS["ready"].append(timings["ready"])
    TIMINGS["pyodide"].append(timings["pyodide"])


# -- what the page shows --------------------------------------------------------------------


def decision(page) -> dict[str, str]:  # type: ignore[no-untyped-def]
    box = page.locator(".ms-tryit-decision")
    if box.count() == 0:
        return {}
    return {"kind": box.get_attribute("data-kind") or "", "player": box.get_attribute("data-player") or ""}


def text_of(page, markup: str) -> str:  # type: ignore[no-untyped-def]
    """How the browser reads some HTML: compare tables as text, not as markup."""
    return page.evaluate(
        "html => { const d = document.createElement('div'); d.innerHTML = html;"
        " document.body.append(d); const t = d.innerText; d.remove(); return t; }",
        markup,
    )


def table_text(page) -> str:  # type: ignore[no-untyped-def]
    return page.locator(".ms-tryit-table").inner_text()


def click(page, locator) -> None:  # type: ignore[no-untyped-def]
    """Click, and wait until the page has drawn the engine's answer."""
    before = page.evaluate("window.tryit.timings.actions.length")
    locator.click()
    page.wait_for_function(f"window.tryit.timings.actions.length > {before}")
    TIMINGS["actions"].append(page.evaluate("window.tryit.timings.actions.at(-1)"))


def option_named(page, name: str):  # type: ignore[no-untyped-def]
    """The button of the waiting decision that a step's words name ("Charity", "Bob's Fear")."""
    owner, label = split_owner(name)
    buttons = page.locator(".ms-tryit-decision .ms-tryit-option")
    for i in range(buttons.count()):
        b = buttons.nth(i)
        text = re.sub(r"^\d+\. ", "", b.inner_text().strip())
        if text == name or (
            b.get_attribute("data-label") == label and owner in (None, b.get_attribute("data-owner"))
        ):
            return b
    pytest.fail(f"no option {name!r} among {buttons.all_inner_texts()}")


def do(page, text: str) -> None:  # type: ignore[no-untyped-def]
    """Do on the page what a When step says, by clicking."""
    if m := re.fullmatch(
        r"(?P<player>[A-Z][a-z]+) plays (?P<card>[A-Z][\w-]*( from the discard pile)?)", text
    ):
        click(page, page.locator(".ms-tryit-legal", has_text=re.compile(f"^{re.escape(m['card'])}$")))
    elif m := re.fullmatch(
        r"(?:(?P<player>[A-Z][a-z]+) (?:chooses|answers [^:]+:)|the random (?:pick|order)(?: for .+?)? is)"
        r" (?P<answer>.+)",
        text,
    ):
        if m["answer"] == "nothing":
            click(page, page.locator(".ms-tryit-confirm", has_text="Choose nothing"))
            return
        names = m["answer"].split(" then ") if " then " in m["answer"] else split_list(m["answer"])
        if (
            page.locator(".ms-tryit-decision .ms-tryit-confirm").count()
            and page.locator("[aria-pressed]").count()
        ):
            for n in names:
                option_named(page, n).click()
            click(page, page.locator(".ms-tryit-confirm", has_text="Choose these"))
        else:
            assert len(names) == 1, text
            click(page, option_named(page, names[0]))
    elif m := re.fullmatch(
        r"the players agree that (?P<who>[A-Z][a-z]+) (?:drafts first|chooses who goes first)", text
    ):
        click(page, option_named(page, m["who"]))
    elif text == "the shuffle leaves the deck as it is":
        click(page, page.locator(".ms-tryit-as-shown"))
    elif text == "the game is set up":  # a new game's link: the page set it up as it opened
        assert page.locator(".ms-tryit-error").count() == 0
    elif re.fullmatch(r"[A-Z][a-z]+ passes", text):
        click(page, page.locator(".ms-tryit-pass"))
    elif text == "the round is scored":
        start = round_number(page)
        while decision(page).get("kind") == "turn" and round_number(page) == start:
            click(page, page.locator(".ms-tryit-pass"))
    else:
        pytest.fail(f"the test does not know how to click {text!r}")


def round_number(page) -> int:  # type: ignore[no-untyped-def]
    return int(re.search(r"Round (\d+)", table_text(page)).group(1))  # type: ignore[union-attr]


# -- three rulings, from their "Try it" links -----------------------------------------------


def example(slug: str, name: str) -> tuple[Feature, Example]:
    feature = card_feature(slug)
    assert feature is not None
    for _, e in feature.examples():
        if e.name == name:
            return feature, e
    pytest.fail(f"{slug} has no example {name!r}")


def last_run(feature: Feature, e: Example) -> dict[str, Any]:
    found = json.loads(RESULTS.read_text(encoding="utf-8"))["examples"].get(f"{feature.relpath}:{e.line}")
    if not found or found.get("outcome") != "passed" or "start" not in found:
        pytest.fail(f"{feature.relpath}:{e.line} has no passing result with a starting position")
    return found


RULINGS = [
    ("anger", "Alice clears one of her own moods along with Bob's"),  # a choice of several
    ("self-loathing", None),  # a refused play: the first example that says "cannot play"
    ("insecurity", "the additional mood comes back after scoring"),  # an after-scoring effect
    ("ambition", "Alice uses Hurt Feelings to play Ambition, then Ambition's additional mood"),
    ("animosity", "Bob, an opponent, holds three cards: Animosity is worth 5"),  # a team game
]


def open_try_it(page, slug: str, e: Example, folder: str = "cards") -> None:  # type: ignore[no-untyped-def]
    """Open an example's "Try it" link from its page (a card's, or ``folder``'s), and wait
    for the engine."""
    page.goto(f"{folder}/{slug}.html")
    box = page.locator(".ms-example", has=page.locator(".ms-example-title", has_text=e.name))
    box.locator(".ms-tryit-link").click()
    page.wait_for_url(re.compile(r"tryit\.html#"))
    wait_ready(page)


def refused_example(slug: str) -> str:
    feature = card_feature(slug)
    assert feature is not None
    return next(e.name for _, e in feature.examples() if any("cannot play" in s.text for s in e.steps))


@pytest.mark.parametrize(("slug", "name"), RULINGS, ids=[r[0] for r in RULINGS])
def test_a_rulings_try_it_link_replays_to_its_outcome(page, slug: str, name: str | None) -> None:  # type: ignore[no-untyped-def]
    from moodswings_site.tables import snapshot_html

    feature, e = example(slug, name or refused_example(slug))
    found = last_run(feature, e)
    open_try_it(page, slug, e)
    # the starting position is the one the suite started from
    assert table_text(page) == text_of(page, snapshot_html(found["before"], "cards/"))
    refusals = [s.text for s in e.steps if s.kind == "then" and " cannot play " in s.text]
    for s in e.steps:
        if s.kind == "when":
            do(page, s.text)
            assert page.locator(".ms-tryit-refused").count() == 0, page.locator(
                ".ms-tryit-refused"
            ).inner_text()
    for text in refusals:  # a refused play: try it, read the rule, and nothing changes
        m = re.fullmatch(
            r"(?P<player>[A-Z][a-z]+) cannot play (?P<card>[A-Z][\w-]*) because (?P<reason>.+?)"
            r"(?: \((?P<rule>[\w.-]+)\))?",
            text,
        )
        assert m, text
        before = table_text(page)
        click(page, page.locator(".ms-tryit-illegal", has_text=m["card"]))
        refusal = page.locator(".ms-tryit-refused")
        assert m["reason"] in refusal.inner_text()
        rule = refusal.locator(".ms-tryit-refused-rule").inner_text().strip()
        assert rule and (m["rule"] is None or m["rule"] in rule), (rule, m["rule"])
        assert table_text(page) == before
    # the table the suite saw at the end of the example, and its play-by-play
    assert table_text(page) == text_of(page, snapshot_html(found["after"], "cards/"))
    shown = page.locator(".ms-tryit-events li").all_inner_texts()
    assert [x for x in found["events"] if x not in shown] == []
    if slug == "insecurity":
        page.set_viewport_size({"width": 390, "height": 844})
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "tryit-phone.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
        assert page.locator(".ms-tryit-pass, .ms-tryit-undo").first.is_visible()


# -- every way to play: a team game, a duel, a draft under way and a draft's decks (issue 45) ------

FORMAT_EXAMPLES = [
    ("open-team", "Alice trades Joy and Glee to Carol for two of Carol's cards"),  # a new game: the trade
    ("duel-play", "Hate puts Bob's Boredom under Bob's deck, and Alice draws from her own"),  # own decks
    ("winston-draft", "after Alice takes a pile, the draft goes to Bob"),  # the draft itself
    ("quick-draft", "after losing the first game, Alice puts Joy in and takes Altruism out"),  # its decks
]


@pytest.mark.parametrize(("stem", "name"), FORMAT_EXAMPLES, ids=[f[0] for f in FORMAT_EXAMPLES])
def test_a_way_to_play_opens_from_its_example_and_replays_to_its_outcome(page, stem: str, name: str) -> None:  # type: ignore[no-untyped-def]
    """An example of the formats pages, opened from its "Try it" link there and played by
    clicking what its When steps say: the page ends on the table the suite saw at its end. A
    new game's link opens set up (shuffled, dealt as far as the first choice)."""
    from moodswings_site.tables import snapshot_html

    from engine.knowledge.rulings import FEATURES, parse_text

    path = FEATURES / "formats" / f"{stem}.feature"
    feature = parse_text(path.read_text(encoding="utf-8"), path)
    e = next(x for _, x in feature.examples() if x.name == name)
    found = last_run(feature, e)
    open_try_it(page, stem, e, "formats")
    assert page.locator(".ms-tryit-error, .ms-tryit-link-error").count() == 0
    for s in e.steps:
        if s.kind == "when":
            do(page, s.text)
            assert page.locator(".ms-tryit-refused").count() == 0, page.locator(
                ".ms-tryit-refused"
            ).inner_text()
    assert table_text(page) == text_of(page, snapshot_html(found["after"], "cards/"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"tryit-{stem}.png"), full_page=True)


# -- a table built by hand -------------------------------------------------------------------


def add_card(page, zone: str, typed: str) -> None:  # type: ignore[no-untyped-def]
    picker = page.locator(f'input.ms-tryit-picker[data-zone="{zone}"]')
    picker.fill(typed)
    picker.press("Enter")
    page.wait_for_function(
        f"[...document.querySelectorAll('.ms-tryit-zone[data-zone=\"{zone}\"] .ms-tryit-chip')]"
        f".some(c => c.textContent.toLowerCase().startsWith('{typed.lower()}'))"
    )


def test_a_table_built_by_hand_plays_undoes_and_reloads(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("tryit.html")
    wait_ready(page)
    add_card(page, "hand-Alice", "anger")  # the picker finds a card by its name, any case
    add_card(page, "moods-Bob", "Charity")
    add_card(page, "moods-Bob", "Boredom")
    page.select_option("#ms-tryit-turn", "Alice")
    click(page, page.locator(".ms-tryit-legal", has_text="Anger"))
    assert decision(page) == {"kind": "moods", "player": "Alice"}
    waiting = page.locator(".ms-tryit-decision").inner_text()
    address = page.url
    option_named(page, "Charity").click()  # one of several: picked, not yet answered
    click(page, page.locator(".ms-tryit-confirm", has_text="Choose these"))
    assert "Charity" in page.locator(".ms-piles").inner_text().split("Deck")[0]
    page.locator(".ms-tryit-undo").click()
    assert decision(page) == {"kind": "moods", "player": "Alice"}
    assert page.url == address
    table = table_text(page)
    page.reload()
    wait_ready(page)
    assert page.locator(".ms-tryit-decision").inner_text() == waiting
    assert table_text(page) == table


def test_the_picker_reads_a_name_as_the_engine_does_and_offers_the_nearest_card(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("tryit.html")
    wait_ready(page)
    picker = page.locator('input.ms-tryit-picker[data-zone="hand-Alice"]')
    picker.fill("self loathing")  # another spelling of a card's name is that card
    picker.press("Enter")
    page.wait_for_function(
        "[...document.querySelectorAll('.ms-tryit-zone[data-zone=\"hand-Alice\"] .ms-tryit-chip')]"
        ".some(c => c.textContent.startsWith('Self-Loathing'))"
    )
    picker = page.locator('input.ms-tryit-picker[data-zone="moods-Bob"]')
    picker.fill("Angr")
    picker.press("Enter")
    assert "did you mean Anger?" in picker.evaluate("i => i.validationMessage")
    offer = page.locator('.ms-tryit-zone[data-zone="moods-Bob"] .ms-tryit-suggest')
    assert offer.inner_text() == "Add Anger"
    offer.click()
    page.wait_for_function(
        "[...document.querySelectorAll('.ms-tryit-zone[data-zone=\"moods-Bob\"] .ms-tryit-chip')]"
        ".some(c => c.textContent.startsWith('Anger'))"
    )
    assert "Anger" in table_text(page) and "Self-Loathing" in table_text(page)


def test_a_duel_set_up_by_hand_starts_a_new_game(page) -> None:  # type: ignore[no-untyped-def]
    """The way to play chosen on the page: a power duel, each deck filled with twelve different
    cards, as a new game: the engine shuffles each deck (answered in the order shown)."""
    page.goto("tryit.html")
    wait_ready(page)
    page.select_option("#ms-tryit-format", "power-duel")
    for player in ("Alice", "Bob"):
        page.locator(f'input[data-fill="deck-{player}"]').fill("12")
        page.locator(f'button[data-fill-different="deck-{player}"]').click()
    page.locator("#ms-tryit-new-game").check()
    page.wait_for_selector(".ms-tryit-as-shown")
    assert page.locator(".ms-tryit-error").count() == 0
    assert '"format":"power-duel"' in unquote(page.url) and '"new_game":true' in unquote(page.url)
    click(page, page.locator(".ms-tryit-as-shown"))
    assert page.locator(".ms-tryit-refused, .ms-tryit-error").count() == 0
    assert decision(page)  # the game goes on: the next shuffle, or who goes first


# -- without the engine ----------------------------------------------------------------------


@pytest.mark.parametrize("blocked", ["pyodide", "engine.zip"])
def test_without_the_engine_the_page_says_so(browser, server, blocked: str) -> None:  # type: ignore[no-untyped-def]
    context = offline_context(browser, server, blocked=blocked)
    page = context.new_page()
    page.goto("tryit.html")
    page.wait_for_function("window.tryit && window.tryit.failed", timeout=LOAD)
    message = page.locator(".ms-tryit-status")
    assert "could not be loaded" in message.inner_text()
    assert "ms-tryit-error" in (message.get_attribute("class") or "")
    assert page.locator(".ms-tryit-decision").count() == 0
    context.close()


def test_other_pages_do_not_load_the_engine(page) -> None:  # type: ignore[no-untyped-def]
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto("cards/anger.html")
    page.wait_for_load_state("networkidle")
    assert not [u for u in asked if "pyodide" in u or "tryit" in Path(u).name or "engine.zip" in u]


# -- links that are wrong, and the page's limits (issue 32) -------------------------------------

NESTED = "[" * 100_000 + "]" * 100_000
WRONG_LINKS = {
    "players as a string": ('{"players":"AB"}', "", "players"),
    "discard as a string": ('{"discard":"Anger"}', "", "discard"),
    "a spec nested 100,000 deep": (NESTED, "", "spec"),
    "moods nested in a list": ('{"moods":[["Anger"]]}', "", "moods"),
    "answers that are no list": ('{"players":["Alice","Bob"]}', '{"a":1}', "answers"),
    "answers nested 100,000 deep": ('{"players":["Alice","Bob"]}', NESTED, "answers"),
    "5,000 earlier plays": (
        json.dumps({"players": ["Alice", "Bob"], "history": ["Alice played Boredom last round"] * 5000}),
        "",
        "history",
    ),
    "5,000 answers": ('{"players":["Alice","Bob"]}', json.dumps([["pass"]] * 5000), "answers"),
    # names that mean something else to a script: refused as any name that is no player's
    "players named __proto__ and constructor": ('{"players":["__proto__","constructor"]}', "", "players[0]"),
    "a player named toString": ('{"players":["Alice","toString"]}', "", "players[1]"),
    "moods of __proto__": ('{"moods":{"__proto__":["Joy"]}}', "", "moods.__proto__"),
    "a hand of constructor": ('{"hands":{"constructor":["Joy"]}}', "", "hands.constructor"),
    "wins of toString": ('{"wins":{"toString":1}}', "", "wins.toString"),
    "constructor's turn": ('{"turn":"constructor"}', "", "turn"),
    "a deck of hasOwnProperty": (
        '{"format":"power-duel","decks":{"hasOwnProperty":["Joy"]}}',
        "",
        "decks.hasOwnProperty",
    ),
    "a way to play named __proto__": ('{"format":"__proto__"}', "", "format"),
}


ANGER = '{"players":["Alice","Bob"],"hands":{"Alice":["Anger"]},"moods":{"Bob":["Fear","Hate"]}}'


def link(spec: str, answers: str = "") -> str:
    from urllib.parse import quote

    return f"#spec={quote(spec)}" + (f"&answers={quote(answers)}" if answers else "")


def shows_the_link_error(page, field: str) -> None:  # type: ignore[no-untyped-def]
    message = page.locator(".ms-tryit-link-error")
    message.wait_for(timeout=LOAD)
    assert "can't be opened" in message.inner_text()
    assert message.locator("code").inner_text() == field
    assert message.get_attribute("role") == "alert"


@pytest.mark.parametrize("case", list(WRONG_LINKS))
def test_a_wrong_link_opened_fresh_says_what_is_wrong(page, case: str) -> None:  # type: ignore[no-untyped-def]
    spec, answers, field = WRONG_LINKS[case]
    page.goto("tryit.html" + link(spec, answers))
    wait_ready(page)
    shows_the_link_error(page, field)
    assert decision(page) == {"kind": "turn", "player": "Alice"}  # an empty table, ready to set up
    assert page.locator(".ms-tryit-table .ms-tryit-chip, .ms-tryit-table .ms-card").count() == 0


def test_a_wrong_link_changed_on_an_open_page_replaces_the_table(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("tryit.html" + link('{"players":["Alice","Bob"],"moods":{"Bob":["Charity"]}}', ""))
    wait_ready(page)
    assert "Charity" in table_text(page)
    for spec, answers, field in WRONG_LINKS.values():
        page.evaluate("(hash) => { location.hash = hash; }", link(spec, answers))
        shows_the_link_error(page, field)
        assert "Charity" not in table_text(page)  # not the previous table
    # a good link again: the message goes, the table is the link's
    page.evaluate("(hash) => { location.hash = hash; }", link('{"moods":{"Bob":["Joy"]}}'))
    page.wait_for_function("document.querySelector('.ms-tryit-table').innerText.includes('Joy')")
    assert page.locator(".ms-tryit-link-error").count() == 0


def test_earlier_plays_up_to_the_limit_open(page) -> None:  # type: ignore[no-untyped-def]
    """The most earlier plays a link may hold replay, and the time it takes is recorded."""
    from moodswings_site.tryit_session import LIMITS

    lines = ["Alice played Boredom last round"] * LIMITS["history"]
    page.goto("tryit.html" + link(json.dumps({"players": ["Alice", "Bob"], "history": lines}), ""))
    wait_ready(page)
    assert page.locator(".ms-tryit-link-error, .ms-tryit-error").count() == 0
    assert table_text(page).count("Boredom") == LIMITS["history"]
    TIMINGS.setdefault("history_limit", []).append(page.evaluate("window.tryit.timings.ready"))


# -- the engine package, and what a returning visitor waits for (issue 31) ----------------------


def test_every_module_the_site_ships_imports_in_the_browser(page) -> None:  # type: ignore[no-untyped-def]
    from moodswings_site.tryit import shipped_modules

    page.goto("tryit.html")
    wait_ready(page)
    failed = {}
    for name in shipped_modules():
        answer = page.evaluate("(name) => window.tryit.importModule(name)", name)
        if "ok" not in answer:
            failed[name] = answer["error"]["message"]
    assert len(shipped_modules()) > 30
    assert not failed, failed


def test_a_returning_visitor_starts_from_what_the_first_visit_kept(browser, server) -> None:  # type: ignore[no-untyped-def]
    context = offline_context(browser, server)
    page = context.new_page()
    page.goto("tryit.html" + link(ANGER))
    wait_ready(page)
    assert page.evaluate("window.tryit.timings.start") == "fresh"
    page.wait_for_function("window.tryit.kept === true", timeout=LOAD)
    page.reload()
    wait_ready(page)
    assert page.evaluate("window.tryit.timings.start") == "snapshot"
    TIMINGS.setdefault("returning", []).append(page.evaluate("window.tryit.timings.ready"))
    # the restored engine plays as the fresh one does, and writes up what was played
    click(page, page.locator(".ms-tryit-legal", has_text="Anger"))
    assert decision(page) == {"kind": "moods", "player": "Alice"}
    assert "When Alice plays Anger\n      Then " in write_up(page)["text"]
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_problem_with_an_option_picked(browser, server, scheme: str) -> None:  # type: ignore[no-untyped-def]
    """The Try it page, with a choice of several open and one option picked (white on blue),
    the write-up open (with its link to an issue), the setup open: axe-core finds no serious
    or critical problem, in either color scheme."""
    from axe_playwright_python.sync_playwright import Axe

    context = offline_context(browser, server, color_scheme=scheme, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto("tryit.html" + link(ANGER))
    wait_ready(page)
    click(page, page.locator(".ms-tryit-legal", has_text="Anger"))
    option_named(page, "Fear").click()
    page.evaluate(f"document.getElementById('tryit').dataset.repository = {json.dumps(REPOSITORY)}")
    write_up(page)
    assert page.locator(".ms-tryit-picked").count() == 1
    assert (
        page.locator(".ms-tryit-writeup-text, .ms-tryit-writeup-copy, .ms-tryit-writeup-issue").count() == 3
    )
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    found = [
        f"{v['impact']} {v['id']} x{len(v['nodes'])}: {v['help']} {[n['target'] for n in v['nodes'][:3]]}"
        for v in Axe().run(page).response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    context.close()
    assert not found, "\n".join(found)


# -- from the table to a ruling: the write-up's round trip (issue 31) ---------------------------

# Five examples of the suite, each opened from its "Try it" link and played by clicking what
# its When steps say (a visitor's own way to the table: the page's answers are the clicks', in
# the page's own card ids), then written up on the page.
WRITE_UPS = [
    ("anger", "a single mood worth 1 is enough"),  # a plain play: the card's own choice, answered bare
    ("scorn", "nothing for Charity, Excitement for Boredom"),  # answers that must name their question
    ("cruelty", "the random pick decides which of Bob's moods goes"),  # a random event
    ("bashfulness", "Alice wins and draws her Bashfulness back"),  # a round scored
    ("passion", "Alice may score Bob's Charity but not her teammate Carol's Generosity"),  # a team game
]
REPOSITORY = "https://github.com/moodswings-tests/moodswings"  # an address, set on the page by a test


def write_up(page) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """Click "Write this up as a ruling": the text shown (``text``), or why not (``error``)."""
    before = page.evaluate("window.tryit.timings.writeups.length")
    page.locator(".ms-tryit-writeup-button").click()
    page.wait_for_function(f"window.tryit.timings.writeups.length > {before}")
    TIMINGS.setdefault("writeups", []).append(page.evaluate("window.tryit.timings.writeups.at(-1)"))
    assert page.evaluate("document.activeElement.id") == "ms-tryit-writeup-title"
    error = page.locator(".ms-tryit-writeup-error")
    if error.count():
        return {"error": error.inner_text()}
    return {"text": page.locator("#ms-tryit-writeup-text").input_value()}


def moodswings(*args: str) -> subprocess.CompletedProcess[str]:
    """The installed command line, in a process of its own."""
    script = Path(sys.executable).parent / "moodswings"
    return subprocess.run([str(script), *args], capture_output=True, text=True, cwd=ROOT, timeout=120)


def run_with_pytest(tmp_path: Path, examples: list[tuple[Path, str]]) -> str:
    """Run these Examples (a feature file, an Example's name) with pytest-bdd, the steps and the
    root conftest.py as the suite runs them; pytest's last line."""
    test = tmp_path / "test_written_up.py"
    test.write_text(
        "from pytest_bdd import scenario\n\n"
        + "".join(
            f"test_{i} = scenario({str(f)!r}, {n!r})(lambda: None)\n" for i, (f, n) in enumerate(examples)
        ),
        encoding="utf-8",
    )
    command = [sys.executable, "-m", "pytest", "-q", "-p", "conftest", "-c", str(ROOT / "pyproject.toml")]
    done = subprocess.run(
        [*command, "--rootdir", str(ROOT), str(test)], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    return done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-2000:]


def write_up_for(page, where: str) -> str:  # type: ignore[no-untyped-def]
    """Choose where the write-up goes in its panel ("card:<slug>", "interactions", "new"): the
    text the page then shows."""
    before = page.evaluate("window.tryit.timings.writeups.length")
    page.select_option("#ms-tryit-writeup-to", where)
    page.wait_for_function(f"window.tryit.timings.writeups.length > {before}")
    assert page.locator(".ms-tryit-writeup-refused").count() == 0, page.locator(
        ".ms-tryit-writeup"
    ).inner_text()
    return page.locator("#ms-tryit-writeup-text").input_value()


# Where each form goes: a copy of the card's own file, of a file about cards together, a new file.
PLACES = {
    "card": lambda slug: Path("cards") / f"{slug}.feature",
    "interactions": lambda slug: Path("interactions") / "reacting-to-a-play.feature",
    "new": lambda slug: Path("interactions") / "written-up-on-the-page.feature",
}
ROUND_TRIPS: list[str] = []  # the places whose round trip passed (the report's figures)


@pytest.mark.parametrize(("slug", "name"), WRITE_UPS, ids=[w[0] for w in WRITE_UPS])
def test_an_example_played_on_the_page_writes_up_as_a_ruling_that_passes(
    page, tmp_path, slug: str, name: str
) -> None:  # type: ignore[no-untyped-def]
    """Each form the panel offers (the card's own file, under its Background; a file about
    cards together; a new file), its TODO lines filled in and nothing else changed, pasted at
    the end of a copy of its file: ``ruling check`` passes on the three files and pytest runs
    the three Examples, which pass (and one with a Then step that cannot hold fails). And
    ``ruling new --from-link`` writes the card's form from the page's link."""
    from engine.knowledge.authoring import under_background
    from engine.knowledge.rulings import FEATURES
    from engine.knowledge.writeup import TODO_TITLE, from_link
    from tests.test_writeup import filled

    feature, e = example(slug, name)
    last_run(feature, e)  # it passed in the last run, from a starting position the link carries
    open_try_it(page, slug, e)
    for s in e.steps:
        if s.kind != "when":
            continue
        if s.text.startswith("the random"):  # the engine waits for chance: not yet
            assert "waits for a random event" in write_up(page)["error"]
        do(page, s.text)
    text = write_up(page)["text"]
    if slug == "anger":
        copies_and_opens_an_issue(page, text)
    places = [f"card:{slug}", "interactions", "new"]
    offered = page.locator("#ms-tryit-writeup-to option").evaluate_all("os => os.map((o) => o.value)")
    assert [o for o in offered if o in places] == places
    background = [b.text for b in feature.background]
    written: list[tuple[Path, str]] = []
    for n, where in enumerate(places):
        form = write_up_for(page, where)
        head, shown = form.split("    Example: ", 1)
        shown = "    Example: " + shown
        # the page's Example is the command line's, from the link the page shows (one code path)
        if where.startswith("card"):
            assert "@card" not in head and shown == under_background(from_link(page.url), background)
        else:
            assert f"@card:{slug}" in head and shown == from_link(page.url)
        relative = PLACES[where.split(":")[0]](slug)
        copy = tmp_path / "features" / relative
        copy.parent.mkdir(parents=True, exist_ok=True)
        before = (FEATURES / relative).read_text(encoding="utf-8") if (FEATURES / relative).exists() else ""
        copy.write_text(before + ("\n" if before else "") + filled(form, n), encoding="utf-8")
        written.append((copy, f"the table of case {n}"))
    # `ruling check` passes on the three, unchanged
    done = moodswings("ruling", "check", *(str(path) for path, _ in written))
    assert done.returncode == 0 and "No problems" in done.stdout, done.stdout + done.stderr
    # pytest passes them; one more Then step that cannot hold fails (the run checks the steps)
    assert run_with_pytest(tmp_path, written).startswith("3 passed")
    card_copy = written[0][0]
    broken = card_copy.with_name(f"broken-{card_copy.name}")
    broken.write_text(card_copy.read_text().rstrip("\n") + "\n      And there are 99 cards in the deck\n")
    assert run_with_pytest(tmp_path, [(broken, "the table of case 0")]).startswith("1 failed")
    # `ruling new --from-link`, into another copy of the card's feature file: the card's form
    folder = tmp_path / "cli" / "features" / "cards"
    folder.mkdir(parents=True)
    copy = folder / feature.path.name
    shutil.copy(feature.path, copy)
    title = f"written up on the Try it page: {e.name}"
    words = f"A ruling written up from the table of {e.name}"
    by = "Written up on the Try it page by the browser tests."
    new = ("ruling", "new", slug, words, "--from-link", page.url, "--title", title, "--by", by)
    done = moodswings(*new, "--features", str(tmp_path / "cli" / "features"))
    assert done.returncode == 0, done.stderr
    assert under_background(from_link(page.url).replace(TODO_TITLE, title), background) in copy.read_text()
    done = moodswings("ruling", "check", str(copy))
    assert done.returncode == 0 and "No problems" in done.stdout, done.stdout + done.stderr
    assert run_with_pytest(tmp_path, [(copy, title)]).startswith("1 passed")
    ROUND_TRIPS.extend(where.split(":")[0] for where in places)
    print(f"write-up round trips passed, by place: {Counter(ROUND_TRIPS)}")


def copies_and_opens_an_issue(page, text: str) -> None:  # type: ignore[no-untyped-def]
    """The text is copied by its button; an issue is opened with it only where the site has a
    repository (the build's setting), with the ruling's title once the player gives it."""
    from urllib.parse import parse_qs, urlsplit

    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator(".ms-tryit-writeup-copy").click()
    page.wait_for_function("document.querySelector('.ms-tryit-writeup-status').textContent === 'Copied.'")
    assert page.evaluate("navigator.clipboard.readText()") == text
    built = page.locator("#tryit").get_attribute("data-repository")
    assert page.locator(".ms-tryit-writeup-issue").count() == (1 if built else 0)
    page.evaluate(f"document.getElementById('tryit').dataset.repository = {json.dumps(REPOSITORY)}")
    write_up(page)
    box = page.locator("#ms-tryit-writeup-text")
    box.fill(
        text.replace(
            "Rule: TODO the ruling in one sentence, in your own words", "Rule: Anger may take one mood"
        )
    )
    href = page.locator(".ms-tryit-writeup-issue").get_attribute("href") or ""
    assert href.startswith(f"{REPOSITORY}/issues/new?")
    fields = {k: v[0] for k, v in parse_qs(urlsplit(href).query).items()}
    assert fields["title"] == "Ruling: Anger may take one mood"
    assert box.input_value() in fields["body"] and page.url in fields["body"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".ms-tryit-writeup").screenshot(path=str(SHOTS / "tryit-writeup.png"))
