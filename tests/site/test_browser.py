"""The built rules site, opened in a real browser (headless Chromium driven by Playwright).

What a player does: search for a word and find the rulings about it; open a card and see
the card, its rulings and their results; narrow the gallery down; follow card names.
Expected values come from the same data the site is built from (features, the last run,
the mechanics), never from a list written here. Screenshots of the home page, a card page
and the gallery are saved to ``docs/_build/screenshots``.

Run with ``python3 tasks.py check-site``. Without Chromium the tests are skipped, except
in CI (``CI`` set), where they fail: CI must install it.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import sys
import threading
import tomllib
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from engine.core.catalog import faces
from engine.knowledge.rulings import ROOT, card_feature, features

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site.anchors import rule_anchor
from moodswings_site.results import STATUS, outcome

from engine.knowledge.mechanics import BY_SLUG, cards_with

SITE = ROOT / "docs" / "_build" / "html"
SHOTS = ROOT / "docs" / "_build" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

playwright_api = pytest.importorskip("playwright.sync_api")


def chromium_path() -> str:
    found = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    if not found:
        if os.environ.get("CI"):
            pytest.fail("Chromium is not installed: CI must install it (apt-get install -y chromium)")
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    return found


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    if not (SITE / "index.html").exists():
        pytest.fail("the site is not built: run `python3 tasks.py build` first")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=SITE))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()
    thread.join()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    path = chromium_path()
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser, base_url):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1280, "height": 900}, base_url=base_url)
    p = context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    yield p
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


def plain(text: str) -> str:
    """Text as written in a feature file: the site shows typographic quotes."""
    return text.translate(str.maketrans("‘’“”", "''\"\""))


def card_with_most_rulings() -> str:
    return max(faces(), key=lambda s: len(card_feature(s).rules) if card_feature(s) else -1)


# -- search ---------------------------------------------------------------------------------


def rulings_titled(word: str) -> set[str]:
    return {r.name for f in features() for r in f.rules if word.lower() in r.name.lower()}


def search(page, words: str) -> list[str]:  # type: ignore[no-untyped-def]
    page.goto("index.html")
    page.fill(".ms-finder-input", words)
    page.wait_for_function("document.querySelector('.ms-finder-count').textContent.includes('found')")
    return page.locator(".ms-hit-title").all_inner_texts()


@pytest.mark.parametrize(("words", "root"), [("suppressed", "suppress"), ("discard pile", "discard pile")])
def test_a_search_finds_the_rulings_that_use_the_words(page, words: str, root: str) -> None:  # type: ignore[no-untyped-def]
    expected = rulings_titled(words)
    if not expected:
        pytest.skip(f"no ruling's title says {words!r} yet")
    titles = search(page, words)
    assert titles, f"no result for {words!r}"
    # every ruling whose title says it is found, and rulings whose title says it (or another
    # form of the word: suppression, suppresses) come before the others
    found = int(page.locator(".ms-finder-count").inner_text().split()[0])
    assert found >= len(expected)
    shown = min(len(expected), len(titles))
    assert all(root in t.lower() for t in titles[:shown])
    if len(expected) <= len(titles):
        assert expected <= set(titles)
    # each result says where it is and how its examples did
    hit = page.locator(".ms-hit").first
    assert hit.locator(".ms-hit-where").inner_text().strip()
    assert hit.locator(".ms-status").inner_text().split(": ")[-1] in {label for label, _ in STATUS.values()}


@pytest.mark.parametrize("slug", ["imagination", None])
def test_a_search_for_a_card_puts_its_own_rulings_first(page, slug: str | None) -> None:  # type: ignore[no-untyped-def]
    slug = slug or card_with_most_rulings()
    if card_feature(slug) is None:
        pytest.skip(f"no rulings on {slug} yet")
    name = faces()[slug].name
    titles = search(page, name)
    own = [r.name for r in card_feature(slug).rules]
    assert titles[: len(own)] == own or set(titles[: len(own)]) == set(own)
    # following the first result opens the ruling on the card's page
    page.locator(".ms-hit-title").first.click()
    page.wait_for_load_state()
    assert plain(page.locator("h1").first.inner_text()).rstrip("#").strip() == name
    feature = card_feature(slug)
    assert urlsplit(page.url).fragment in {rule_anchor(feature, i) for i in range(1, len(feature.rules) + 1)}


QUESTIONS = tomllib.loads((Path(__file__).parent / "questions.toml").read_text(encoding="utf-8"))["question"]


def answer_of(href: str) -> str:
    """What a result is: a ruling's anchor, or a page ("tools/oracle", "cards/index")."""
    target = urlsplit(href)
    if target.fragment and "=" not in target.fragment:
        return unquote(target.fragment)
    return target.path.removesuffix(".html")


RANKS: dict[str, int | None] = {}  # question -> the place of its first answer (from 1), None if not shown


@pytest.fixture(scope="module")
def save_ranks() -> Iterator[None]:
    yield
    if RANKS:
        SHOTS.mkdir(parents=True, exist_ok=True)
        (SHOTS / "search-ranks.json").write_text(json.dumps(RANKS, indent=1), encoding="utf-8")


@pytest.mark.parametrize("question", QUESTIONS, ids=[q["ask"] for q in QUESTIONS])
def test_a_question_finds_a_ruling_that_answers_it(page, question: dict[str, object], save_ranks) -> None:  # type: ignore[no-untyped-def]
    page.goto("index.html")
    page.fill(".ms-finder-input", str(question["ask"]))
    page.wait_for_function("document.querySelector('.ms-finder-count').textContent.match(/found|No ruling/)")
    shown = [answer_of(a.get_attribute("href") or "") for a in page.locator(".ms-hit-title").all()]
    answers = set(question["answers"])  # type: ignore[arg-type]
    RANKS[str(question["ask"])] = next((i for i, a in enumerate(shown, start=1) if a in answers), None)
    first = shown[:5]
    assert answers & set(first), f"{question['ask']!r}: none of {sorted(answers)} in the first five: {first}"


# Beside the questions: misspellings, players' words, numbers, note ids, party games, cards
# asked for by color and value, a card's name alone.
MORE_QUERIES = [
    "anger", "Hurt Feelins", "recklesness who keeps the mood", "graveyard", "can I kill a mood",
    "twelve", "0", "anger.4", "suppressed", "discard pile", "mood x points", "feelinks", "stolen",
    "which cards are red", "cards worth 5 or more", "Disorientaion naming zero", "xyzzy qwrtp",
]  # fmt: skip


def test_the_site_ranks_as_the_command_line_does(page) -> None:  # type: ignore[no-untyped-def]
    """One finder: for every question, the site shows the results ``moodswings rulings``
    gives (engine.knowledge.finder), in the same order, and reads the same words as mistyped."""
    from engine.knowledge.finder import finder

    page.goto("index.html")
    page.focus(".ms-finder-input")
    page.wait_for_selector(".ms-finder.ms-ready")
    differ = []
    for query in [str(q["ask"]) for q in QUESTIONS] + MORE_QUERIES:
        page.fill(".ms-finder-input", query)
        site = page.eval_on_selector_all(".ms-hit", "hits => hits.slice(0, 10).map((h) => h.dataset.id)")
        count = page.locator(".ms-finder-count").inner_text()
        results = finder().search(query)
        asked = [results.cards_asked.id] if results.cards_asked else []
        mine = [*asked, *(d.id for d in results.hits)]
        if site != mine[:10]:
            differ.append(f"{query!r}: the site {site[:3]}..., the command line {mine[:3]}...")
        found = len(mine)
        if (f"{found} result" if found else "No ruling found") not in count:
            differ.append(f"{query!r}: the site says {count!r}, the command line finds {found}")
        for typed, read in results.query.read_as.items():
            if f"“{typed}” as “{read}”" not in count:
                differ.append(f"{query!r}: the site does not read {typed!r} as {read!r}: {count!r}")
    assert not differ, "\n".join(differ)


def test_the_browser_stems_words_as_the_index_does(page) -> None:  # type: ignore[no-untyped-def]
    """The index is stemmed in Python, a question in the browser: both must cut every word
    the same way, or a question would miss the rulings that use its words."""
    from engine.knowledge.finder import stem, words

    vocabulary = sorted({w for f in features() for r in f.rules for w in words(f"{r.name} {r.description}")})
    page.goto("index.html")
    page.focus(".ms-finder-input")  # the finder loads the stemmer and the index when it is used
    page.wait_for_selector(".ms-finder.ms-ready")
    in_browser = page.evaluate(
        "(ws) => { const s = new window.Stemmer(); return ws.map((w) => s.stemWord(w)); }", vocabulary
    )
    differ = [(w, stem(w), b) for w, b in zip(vocabulary, in_browser, strict=True) if stem(w) != b]
    assert len(vocabulary) > 500
    assert not differ, differ[:20]


def test_the_query_is_in_the_address_and_back_returns_to_it(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("index.html")
    page.fill(".ms-finder-input", "Is 0 even?")
    page.wait_for_function("new URLSearchParams(location.search).get('q') === 'Is 0 even?'")
    first = page.locator(".ms-hit-title").first.inner_text()
    # shared: the address alone shows the same results
    shared = page.url
    page.goto("about:blank")
    page.goto(shared)
    page.wait_for_selector(".ms-finder.ms-ready")
    assert page.locator(".ms-finder-input").input_value() == "Is 0 even?"
    assert page.locator(".ms-hit-title").first.inner_text() == first
    # followed, then Back: the results again
    page.locator(".ms-hit-title").first.click()
    page.wait_for_load_state()
    page.go_back()
    page.wait_for_selector(".ms-finder.ms-ready")
    assert page.locator(".ms-finder-input").input_value() == "Is 0 even?"
    assert page.locator(".ms-hit-title").first.inner_text() == first


def test_the_index_is_fetched_only_when_the_finder_is_used(page) -> None:  # type: ignore[no-untyped-def]
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    page.goto("index.html")
    page.wait_for_load_state("networkidle")
    assert not [u for u in fetched if "rulings-index" in u]
    page.focus(".ms-finder-input")
    page.wait_for_selector(".ms-finder.ms-ready")
    assert [u for u in fetched if "rulings-index" in u]


def test_while_the_index_loads_the_finder_says_so(browser, base_url) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=base_url)
    p = context.new_page()
    p.route("**/rulings-index.js", lambda route: None)  # never answered: the index stays loading
    p.goto("index.html?q=suppressed", wait_until="domcontentloaded")
    text = p.locator(".ms-finder-count").inner_text()
    context.close()
    assert "Loading" in text
    assert "No ruling" not in text


def test_the_sidebar_marks_the_current_page(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("mechanics/copying.html")
    current = page.locator(".sidebar-tree li.current-page > a")
    assert current.count() == 1
    assert current.inner_text() == page.locator("h1").first.inner_text().rstrip("#").strip()
    assert page.locator(".sidebar-tree li.current > input.toctree-checkbox:checked").count() >= 1


def test_the_sidebar_search_leads_to_the_ruling_finder(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("reference/errata.html")
    page.fill(".sidebar-search", "suppressed")
    page.press(".sidebar-search", "Enter")
    page.wait_for_function("document.querySelector('.ms-finder-count').textContent.includes('found')")
    assert page.locator(".ms-hit").count() > 0


# -- questions about things meeting: the parts of a question, the reasons, Try it ----------

TUNE_FILES = sorted((ROOT / "tests" / "questions").glob("interactions-tune*.toml"))
TUNE = [q for f in TUNE_FILES for q in tomllib.loads(f.read_text(encoding="utf-8"))["question"]]
WHY = "hits => hits.slice(0, 5).map((h) => h.querySelector('.ms-hit-why')?.textContent || '')"
PYODIDE = ROOT / "build" / "pyodide" / "node_modules" / "pyodide"
LOAD = 180_000  # ms: Pyodide's first start, on a slow shared machine


def spec_of(href: str) -> object:
    """The table spec a Try it link carries (``tryit.html#spec=<JSON>``)."""
    return json.loads(unquote(urlsplit(href).fragment.removeprefix("spec=")))


SEALED_FILES = sorted((ROOT / "tests" / "questions").glob("interactions-sealed*.toml"))


def differences(page, questions: list[dict[str, object]]) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """Where the site and ``moodswings rulings`` part on these questions: the first result,
    the first ten in order, the reasons of the first five, the Try it table offered: for
    each, the kind of difference and what it is."""
    from engine.knowledge.finder import finder

    page.goto("index.html")
    page.focus(".ms-finder-input")
    page.wait_for_selector(".ms-finder.ms-ready")
    differ = []
    for q in questions:
        ask = str(q["ask"])
        page.fill(".ms-finder-input", ask)
        site = page.eval_on_selector_all(".ms-hit", "hits => hits.slice(0, 10).map((h) => h.dataset.id)")
        why = page.eval_on_selector_all(".ms-hit", WHY)
        link = page.locator(".ms-finder-try:not([hidden]) a")
        offered = spec_of(link.get_attribute("href") or "") if link.count() else None
        results = finder().search(ask)
        mine = [*([results.cards_asked.id] if results.cards_asked else []), *(d.id for d in results.hits)]
        if site[:1] != mine[:1]:
            what = f"{q['id']}: the site's first is {site[:1]}, the command line's {mine[:1]}"
            differ.append(("first", what))
        elif site != mine[:10]:
            differ.append(("order", f"{q['id']}: the site {site}, the command line {mine[:10]}"))
        listed = [*([None] if results.cards_asked else []), *results.hits][:5]  # the gallery says no why
        reasons = [finder().reason(d, results.query) if d else "" for d in listed]
        if why != reasons:
            differ.append(("reason", f"{q['id']}: the site says why {why}, the command line {reasons}"))
        table = finder().try_it(results.query)
        if offered != table:
            differ.append(("table", f"{q['id']}: the site offers {offered}, the command line {table}"))
    return differ


def test_the_site_ranks_the_interaction_questions_as_the_command_line_does(page) -> None:  # type: ignore[no-untyped-def]
    """For every tune question, the site shows the results ``moodswings rulings``
    gives, the same first, in the same order, each with the same reason, and offers the same
    Try it table (tests/test_finder_interactions.py checks that the answers are there)."""
    differ = differences(page, TUNE)
    assert not differ, "\n".join(what for _, what in differ)


@pytest.mark.parametrize("sealed", SEALED_FILES, ids=lambda p: p.stem)
def test_the_site_ranks_the_sealed_questions_as_the_command_line_does(page, sealed: Path) -> None:  # type: ignore[no-untyped-def]
    """The same for the sealed question files, so that what tests/questions/measure.py
    counts from the command line holds in the browser too. A failure says how many questions
    part and how (first result, order, reason, table), never a question's words or ids:
    whoever tunes the finder must not learn them."""
    questions = tomllib.loads(sealed.read_text(encoding="utf-8"))["question"]
    differ = differences(page, questions)
    kinds = sorted({kind for kind, _ in differ})
    count = len(differ)
    del differ  # pytest would print what it holds beside a failed assert that names it
    assert count == 0, f"{count} differences on {len(questions)} sealed questions, in: {kinds}"


@pytest.fixture(scope="module")
def tryit_url() -> Iterator[str]:
    """The built site with the local Pyodide beside it (``python3 tasks.py pyodide``), as
    ``python3 tasks.py site`` serves it: the Try it page runs the engine."""
    from tasks import serve

    if not (PYODIDE / "pyodide.mjs").exists():
        if os.environ.get("CI"):
            pytest.fail("the local Pyodide is missing: CI must run `python3 tasks.py pyodide`")
        pytest.skip("no local Pyodide (python3 tasks.py pyodide installs it)")
    with serve(0, PYODIDE) as httpd:
        thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        thread.start()
        yield f"http://127.0.0.1:{httpd.server_port}/"
        httpd.shutdown()
        thread.join()


OFFERS = {
    "two cards": "Can Anger discard a suppressed Generosity?",
    "a card and a team game": "closed teams: can my Recklessness take my teammate's Sloth?",
}


def played_from_the_offer(browser, tryit_url: str, query: str) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Follows the finder's Try it offer for a query, as ``try_it`` of the command line sets
    it up, and says what the Try it page then shows: whether it failed, the page's errors, who
    is to decide, the legal plays and the way to play chosen."""
    from engine.knowledge.finder import finder

    spec = finder().try_it(finder().parse(query))
    assert spec is not None
    context = browser.new_context(base_url=tryit_url, viewport={"width": 1280, "height": 900})
    p = context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    p.goto("index.html")
    p.fill(".ms-finder-input", query)
    link = p.locator(".ms-finder-try:not([hidden]) a")
    link.wait_for()
    assert spec_of(link.get_attribute("href") or "") == spec
    link.click()
    p.wait_for_url(re.compile(r"tryit\.html#"))
    p.wait_for_function("window.tryit && (window.tryit.ready || window.tryit.failed)", timeout=LOAD)
    decision = p.locator(".ms-tryit-decision")
    shown = {
        "spec": spec,
        "failed": p.evaluate("window.tryit.failed || ''"),
        "errors": errors,
        "legal": p.locator(".ms-tryit-legal").all_inner_texts(),
        "player": decision.get_attribute("data-player") if decision.count() else None,
        "format": p.locator("#ms-tryit-format").input_value(),
    }
    SHOTS.mkdir(parents=True, exist_ok=True)
    p.screenshot(path=str(SHOTS / f"finder-try-{spec.get('format', len(spec['players']))}.png"))
    context.close()
    return shown


def assert_a_legal_play(shown: dict[str, object]) -> None:
    """The page opened on the table, with no error, the player whose turn it is to decide,
    and the card asked about, in their hand, among the legal plays."""
    spec = shown["spec"]
    assert isinstance(spec, dict)
    assert not shown["failed"], shown["failed"]
    assert not shown["errors"], shown["errors"]
    assert shown["player"] == spec["turn"]
    assert spec["hands"][spec["turn"]][0] in shown["legal"], shown["legal"]  # type: ignore[operator]


@pytest.mark.parametrize("query", list(OFFERS.values()), ids=list(OFFERS))
def test_a_question_naming_cards_offers_a_table_with_a_legal_play(browser, tryit_url, query: str) -> None:  # type: ignore[no-untyped-def]
    """The finder offers a Try it table with the cards named, set up as the command line's
    ``try_it`` says; followed, the Try it page opens on it, and the card asked about, in the
    hand of the player whose turn it is, is among the legal plays."""
    assert_a_legal_play(played_from_the_offer(browser, tryit_url, query))


def test_a_duel_question_offers_a_duel_table_with_a_legal_play(browser, tryit_url) -> None:  # type: ignore[no-untyped-def]
    """A card and another in a power duel: two players, each with a deck of their own (one copy
    of each card), the page set to a power duel, and the card asked about a legal play."""
    shown = played_from_the_offer(browser, tryit_url, "Can my Guile take Bob's Hate in a power duel?")
    assert shown["format"] == "power-duel"
    spec = shown["spec"]
    assert isinstance(spec, dict) and set(spec["decks"]) == {"Alice", "Bob"}
    assert_a_legal_play(shown)


def test_a_draft_question_offers_a_drafted_table_with_a_legal_play(browser, tryit_url) -> None:  # type: ignore[no-untyped-def]
    """A card in a draft: the draft over (each player's drafted deck), the page set to that
    draft, and the card asked about a legal play."""
    shown = played_from_the_offer(browser, tryit_url, "generosity in a Winston draft, next game")
    assert shown["format"] == "winston-draft"
    spec = shown["spec"]
    assert isinstance(spec, dict) and set(spec["decks"]) == {"Alice", "Bob"}
    assert_a_legal_play(shown)


# -- a card page ----------------------------------------------------------------------------


def test_a_card_page_shows_the_card_its_rulings_and_their_results(page) -> None:  # type: ignore[no-untyped-def]
    slug = card_with_most_rulings()
    face, feature = faces()[slug], card_feature(slug)
    page.goto(f"cards/{slug}.html")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "card.png"))
    card = page.locator(".ms-card-head .ms-card")
    assert card.is_visible()
    assert card.locator(".ms-name").inner_text().strip() == face.name
    assert f"ms-{face.color}" in (card.get_attribute("class") or "")
    # the value as die faces, and the lower left dice with their total when there are two
    assert card.locator(".ms-value svg.ms-die").count() == len(face.value)
    assert card.locator(".ms-lower-left svg.ms-die").count() == len(face.secondary)
    if len(face.secondary) == 2:
        assert card.locator(".ms-dice-total").inner_text() == f"= {sum(face.secondary)}"
    assert f"#{face.number}" in card.inner_text()
    assert card.locator(".ms-reminder").count() == (1 if face.lasting else 0)
    # one entry per ruling, each example with its result from the last run
    headings = {plain(h).rstrip("#").strip() for h in page.locator("h2").all_inner_texts()}
    for rule in feature.rules:
        assert rule.name in headings, rule.name
    examples = page.locator(".ms-example")
    written = [(e, outcome(feature, e)) for r in feature.rules for e in r.examples]
    assert examples.count() == len(written)
    for i, (example, result) in enumerate(written):
        box = examples.nth(i)
        assert example.name in plain(box.locator(".ms-example-title").inner_text())
        assert box.locator(".ms-status").inner_text() == STATUS[result][0]
    # what the engine did: the table before and after, and the play-by-play
    ran = [i for i, (_, result) in enumerate(written) if result != "missing"]
    if ran:
        box = examples.nth(ran[0])
        box.locator("details.ms-run summary").click()
        assert box.locator("details.ms-run table.ms-table").count() == 2
        assert box.locator("ol.ms-events li").count() >= 1
        page.screenshot(path=str(SHOTS / "card-example.png"))


# Text outside links, in the examples and the engine's account, that names a card.
UNLINKED_NAMES = r"""(names) => {
  const found = [];
  const alternatives = names.map((n) => n.replace(/-/g, "\\-")).join("|");
  const pattern = new RegExp("(^|[^\\w-])(" + alternatives + ")(?![\\w-])");
  const where = ".ms-example li, .ms-example-title, .ms-events li, .ms-table td";
  document.querySelectorAll(where).forEach((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement.closest("a")) continue;
      const m = n.textContent.match(pattern);
      if (m) found.push(m[2] + " in: " + n.textContent);
    }
  });
  return found;
}"""


def test_card_names_in_examples_are_all_links(page) -> None:  # type: ignore[no-untyped-def]
    slug = card_with_most_rulings()
    page.goto(f"cards/{slug}.html")
    names = [f.name for f in faces().values()]
    unlinked = page.evaluate(UNLINKED_NAMES, names)
    assert not unlinked


# -- the gallery ----------------------------------------------------------------------------


def visible_cards(page) -> list[str]:  # type: ignore[no-untyped-def]
    return page.locator(".ms-gallery-item:not([hidden]) .ms-name").all_inner_texts()


def test_the_gallery_filters_narrow_the_cards(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("cards/index.html")
    assert len(visible_cards(page)) == len(faces())
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "gallery.png"))
    page.select_option("select[data-filter=color]", "red")
    red = {f.name for f in faces().values() if f.color == "red"}
    assert set(visible_cards(page)) == red
    assert page.locator(".ms-count").inner_text() == f"{len(red)} of {len(faces())} cards"
    page.select_option("select[data-filter=mechanics]", "discard-pile")
    both = red & {faces()[s].name for s in cards_with(BY_SLUG["discard-pile"])}
    assert set(visible_cards(page)) == both
    page.select_option("select[data-filter=mechanics]", "")
    page.select_option("select[data-filter=rarity]", "rare")
    page.select_option("select[data-filter=value]", "0")
    wanted = {
        f.name for f in faces().values() if f.color == "red" and f.rarity == "rare" and f.top_right == 0
    }
    assert set(visible_cards(page)) == wanted
    page.click(".ms-reset")
    # "worth 4 or more" is one click, and kept in the address
    page.check("input[data-filter=min][value='4']")
    assert set(visible_cards(page)) == {f.name for f in faces().values() if f.top_right >= 4}
    assert "min=4" in page.url
    page.click(".ms-reset")
    page.fill("input[data-filter=name]", "ang")
    assert set(visible_cards(page)) == {f.name for f in faces().values() if "ang" in f.name.lower()}
    page.fill("input[data-filter=name]", "")
    page.check("input[data-filter=rulings]")
    assert set(visible_cards(page)) == {f.name for s, f in faces().items() if card_feature(s)}


def test_the_gallery_opens_with_the_filters_of_its_address(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("cards/index.html#color=green&min=4")
    wanted = {f.name for f in faces().values() if f.color == "green" and f.top_right >= 4}
    assert set(visible_cards(page)) == wanted
    assert page.locator("input[data-filter=min][value='4']").is_checked()


def test_a_value_of_0_shows_a_0_on_the_card() -> None:
    zero = next(s for s, f in faces().items() if f.value == (0,))
    text = (SITE / "cards" / f"{zero}.html").read_text(encoding="utf-8")
    value = text.split('class="ms-value"', 1)[1].split("</span></span>", 1)[0]
    assert re.search(r"<text[^>]*>0</text>", value), value


# -- what is published ----------------------------------------------------------------------

# What a build or a test run leaves that is not the site: Sphinx's cache and sources, the
# suite's results, screenshots, pages' Markdown.
NOT_THE_SITE = {".doctree", ".pickle", ".md", ".xml", ".log"}


def test_the_published_folder_holds_the_site_alone() -> None:
    """docs/_build/html is what gets deployed: no doctrees, Markdown sources, screenshots or
    results in it (they go beside it, in docs/_build)."""
    assert not (SITE / ".doctrees").exists()
    assert not (SITE / "_sources").exists()
    stray = [
        str(p.relative_to(SITE))
        for p in SITE.rglob("*")
        if p.is_file() and (p.suffix in NOT_THE_SITE or p.name in ("results.json", "environment.pickle"))
    ]
    assert not stray, stray[:20]
    images = [p for p in SITE.rglob("*.png") if p.parent.name not in ("_static", "_images")]
    assert not images, images[:20]


# -- phones and desktops: widths, lengths, accessibility -----------------------------------

PHONE, DESKTOP = 390, 1280  # px wide: a phone held upright, a laptop
LONGEST = 25_000  # px: no page is longer than this on a desktop (fold or split it)
OUTSIDE = re.compile(r"^https?://(?!127\.0\.0\.1[:/])")  # the network: nothing leaves the machine


def every_page() -> list[str]:
    """Every page of the built site, by its address from the site's root."""
    return sorted(str(p.relative_to(SITE)) for p in SITE.rglob("*.html"))


def measured(browser, base_url: str, width: int, scheme: str) -> dict[str, tuple[int, int]]:  # type: ignore[no-untyped-def]
    """Every page's width and height, as laid out at this width (px), in this color scheme."""
    context = browser.new_context(
        base_url=base_url, viewport={"width": width, "height": 900}, color_scheme=scheme
    )
    context.route(OUTSIDE, lambda route: route.abort())
    page = context.new_page()
    sizes = {}
    for url in every_page():
        page.goto(url, wait_until="domcontentloaded")
        sizes[url] = tuple(
            page.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        )
    context.close()
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / f"page-sizes-{width}.json").write_text(json.dumps(sizes, indent=0), encoding="utf-8")
    return sizes


def test_no_page_scrolls_sideways_on_a_phone(browser, base_url) -> None:  # type: ignore[no-untyped-def]
    """Every page of the site (all of them: a page is a few tenths of a second), 390 px wide,
    in the dark scheme: nothing makes it wider than the screen (a wide table or grid scrolls
    inside its own box)."""
    sizes = measured(browser, base_url, PHONE, "dark")
    assert len(sizes) > len(faces())
    wide = sorted(((w, url) for url, (w, _) in sizes.items() if w > PHONE), reverse=True)
    assert not wide, f"pages wider than {PHONE} px at {PHONE} px: {wide[:10]}"


def test_no_page_is_too_long_on_a_desktop(browser, base_url) -> None:  # type: ignore[no-untyped-def]
    """Every page of the site, 1280 px wide, in the light scheme: none is longer than
    25,000 px (the interaction map was 71,000: long parts are folded or split)."""
    sizes = measured(browser, base_url, DESKTOP, "light")
    long = sorted(((h, url) for url, (_, h) in sizes.items() if h > LONGEST), reverse=True)
    assert not long, f"pages longer than {LONGEST:,} px at {DESKTOP} px: {long[:10]}"
    wide = sorted(((w, url) for url, (w, _) in sizes.items() if w > DESKTOP), reverse=True)
    assert not wide, f"pages wider than the window at {DESKTOP} px: {wide[:10]}"


def test_the_map_fits_a_phone_and_its_cells_open_from_the_grid(browser, base_url) -> None:  # type: ignore[no-untyped-def]
    """At 390 px the map's grid scrolls inside its own box, the mechanics' names staying in
    view; a number in the grid opens its cell's list, folded until then."""
    context = browser.new_context(base_url=base_url, viewport={"width": PHONE, "height": 800})
    page = context.new_page()
    page.goto("mechanics/map.html")
    box = page.locator(".ms-map-wrap")
    inner, outer = box.evaluate("(b) => [b.scrollWidth, b.clientWidth]")
    assert inner > outer and page.evaluate("document.documentElement.scrollWidth") <= PHONE
    name = page.locator(".ms-map tbody th").first
    left = name.bounding_box()["x"]
    box.evaluate("(b) => { b.scrollLeft = b.scrollWidth; }")
    assert abs(name.bounding_box()["x"] - left) <= 1, "the mechanics' names scroll away with the grid"
    assert page.locator("details.ms-map-cell[open]").count() == 0
    link = page.locator(".ms-map td.ms-map-ruled a").last
    target = (link.get_attribute("href") or "").lstrip("#")
    link.click()
    cell = page.locator(f"details#{target}")
    assert cell.get_attribute("open") is not None
    assert cell.locator("ul li a").count() == int(link.inner_text())
    assert cell.locator("ul").is_visible()
    # the address alone opens it too (a link shared, or followed from another page)
    page.goto(f"mechanics/map.html#{target}")
    assert page.locator(f"details#{target}").get_attribute("open") is not None
    context.close()


# One page of each kind: the longest pages (a chapter, the conformance kit) are made of the
# same parts as these (examples, code, tables), and axe takes half a minute on each of them.
AXE_PAGES = [
    "index.html",
    "cards/anger.html",
    "find.html?q=suppressed",
    "cards/index.html",
    "tools/oracle.html",
    "mechanics/map.html",
    "reference/steps-then.html",
]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [PHONE, DESKTOP])
def test_axe_finds_no_serious_or_critical_problem(browser, base_url, scheme: str, width: int) -> None:  # type: ignore[no-untyped-def]
    """axe-core on the home page, a card page (every example's table opened), the finder
    with results, the gallery, the oracle's page, the interaction map and the step reference,
    everything folded opened, in the light and the dark color scheme (the site follows the
    phone's setting), on a phone and on a desktop."""
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    context = browser.new_context(
        base_url=base_url, color_scheme=scheme, viewport={"width": width, "height": 900}
    )
    context.route(OUTSIDE, lambda route: route.abort())
    page = context.new_page()
    found = []
    for url in AXE_PAGES:
        page.goto(url)
        if "?q=" in url:
            page.wait_for_selector(".ms-finder.ms-ready .ms-hit")
        page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        for v in axe.run(page).response["violations"]:
            if v["impact"] in ("serious", "critical"):
                where = [n["target"] for n in v["nodes"][:3]]
                found.append(
                    f"{url} ({scheme}, {width} px): {v['impact']} {v['id']} x{len(v['nodes'])}: "
                    f"{v['help']} {where}"
                )
    context.close()
    assert not found, "\n".join(found)


# -- the site's icon ------------------------------------------------------------------------


def test_the_favicon_is_served_and_every_page_links_its_drawing(base_url) -> None:  # type: ignore[no-untyped-def]
    """/favicon.ico, where browsers look unasked, is an icon file of PNG images (16, 32 and
    48 px: scripts/favicon.py makes it); every page links the drawing (an SVG) it is made from."""
    import struct
    import urllib.request

    with urllib.request.urlopen(base_url + "favicon.ico", timeout=30) as reply:
        assert reply.status == 200
        data = reply.read()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 1
    sizes = []
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        png_width, png_height = struct.unpack(">II", data[offset + 16 : offset + 24])  # the PNG's IHDR
        assert (png_width, png_height) == (width or 256, height or 256)
        sizes.append(width)
    assert sorted(sizes) == [16, 32, 48]
    unlinked = []
    for page_path in SITE.rglob("*.html"):
        found = re.search(r'<link rel="(?:shortcut )?icon" href="([^"]+)"', ids_of(page_path))
        if not found or not (page_path.parent / found.group(1)).resolve().is_file():
            unlinked.append(str(page_path.relative_to(SITE)))
    assert not unlinked, f"pages without the icon: {unlinked[:10]}"


# -- links ----------------------------------------------------------------------------------


def test_the_home_page_says_what_this_is(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("index.html")
    assert "Mood Swings" in page.locator("h1").first.inner_text()
    assert page.locator(".ms-finder-input").is_visible()
    text = page.locator("article").inner_text()
    assert "How to read a ruling" in text
    assert re.search(r"Results of the last run|Results: not run", text)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "home.png"))


def test_following_a_card_name_opens_its_page(page) -> None:  # type: ignore[no-untyped-def]
    slug = card_with_most_rulings()
    page.goto(f"cards/{slug}.html")
    link = page.locator(".ms-example a.ms-card-link, .ms-example a.reference").first
    name = link.inner_text().strip()
    link.click()
    page.wait_for_load_state()
    assert page.locator("h1").first.inner_text().strip().rstrip("#").strip() == name


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[tuple[str, str]] = []
        self._href: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self._href, self._text = dict(attrs).get("href"), []

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self.links.append((self._href, "".join(self._text).strip()))
            self._href = None


@functools.cache
def ids_of(page: Path) -> str:
    return page.read_text(encoding="utf-8")


def test_every_card_link_on_the_site_resolves_to_that_card() -> None:
    """Every link to a card page, on every page of the built site, leads to an existing
    page (and ruling, for a link to one); a link whose text is a card's name leads to that
    card's page."""
    slug_of = {f.name: s for s, f in faces().items()}
    broken, wrong, checked = [], [], 0
    for page_path in SITE.rglob("*.html"):
        parser = Links()
        parser.feed(page_path.read_text(encoding="utf-8"))
        for href, text in parser.links:
            target = urlsplit(href)
            if target.scheme or not target.path.endswith(".html"):
                continue
            resolved = (page_path.parent / unquote(target.path)).resolve()
            if resolved.parent.name != "cards" or resolved.parent.parent != SITE.resolve():
                # any other page of the site: it exists, and so does the ruling it points to
                anchored = bool(target.fragment) and "=" not in target.fragment
                inside = resolved.is_relative_to(SITE.resolve()) and resolved.exists()
                if anchored and inside and f'id="{target.fragment}"' not in ids_of(resolved):
                    broken.append(f"{page_path.relative_to(SITE)} -> {href} (no such anchor)")
                continue
            checked += 1
            if not resolved.exists():
                broken.append(f"{page_path.relative_to(SITE)} -> {href}")
            elif (
                target.fragment
                and "=" not in target.fragment
                and f'id="{target.fragment}"' not in ids_of(resolved)
            ):
                broken.append(f"{page_path.relative_to(SITE)} -> {href} (no such ruling)")
            elif text in slug_of and resolved.stem != slug_of[text]:
                wrong.append(f"{page_path.relative_to(SITE)}: {text} -> {href}")
    assert checked > len(faces())
    assert not broken, broken[:20]
    assert not wrong, wrong[:20]


SECTION = re.compile(r'<section id="([^"]+)">\s*((?:<span id="[^"]+"></span>)*)')


def test_every_note_id_lands_on_its_ruling() -> None:
    """Every ``@note`` id of every ruling is an anchor on the ruling's page, on the section of a
    ruling that encodes that note: a ruling with two notes is found at both
    (``cards/grace.html#grace.9`` as well as ``#grace.4``)."""
    from moodswings_site.anchors import page_of

    missing, checked = [], 0
    for f in features():
        text = ids_of(SITE / page_of(f))
        ids = {m[1]: {m[1], *re.findall(r'id="([^"]+)"', m[2])} for m in SECTION.finditer(text)}
        for i, r in enumerate(f.rules, start=1):
            for note in r.notes:
                checked += 1
                rulings = [rule_anchor(f, j) for j, o in enumerate(f.rules, start=1) if note in o.notes]
                if not any(note in ids.get(a, ()) for a in rulings):
                    missing.append(f"{page_of(f)}#{note} (the ruling {rule_anchor(f, i)})")
    assert checked > 500
    assert not missing, missing


ADDRESS = re.compile(r'(?:href|src|action)="(https?://[^"]+)"')


def test_no_published_page_links_to_a_placeholder() -> None:
    """No page of the site links to an address still to be written in (``github.com/OWNER``,
    ``example.com``): without a repository address (moodswings_site/repository.py) the site
    leaves those links out."""
    from moodswings_site.repository import address, placeholder

    wrong, pages = [], 0
    for page_path in SITE.rglob("*.html"):
        pages += 1
        for url in ADDRESS.findall(ids_of(page_path)):
            if placeholder(url.replace("&amp;", "&")):
                wrong.append(f"{page_path.relative_to(SITE)}: {url[:80]}")
    assert pages > len(faces())
    assert not wrong, f"{len(wrong)} links to placeholders, e.g. {wrong[:5]}"
    if not address():  # no repository: not one link to any
        assert "the ruling in the repository" not in ids_of(SITE / "cards" / "anger.html")
