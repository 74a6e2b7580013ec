// The Try it page: a table where the reference engine runs in the browser, under Pyodide.
// Only this page loads this script (and so Pyodide, started by tryit-engine.js). The position
// and the answers given so far live in the page's address (#spec=<JSON>&answers=<JSON>), so
// a link replays to the same point. The Python side is moodswings_site.tryit_session, from
// the engine package built with the site: it reads a link (open_link: every field checked,
// the page's limits kept, a wrong one named in the page), shows the table and acts.
//
// The page's state is the spec and the answers (``state``); everything drawn comes from
// them and from the engine's last answer (``view``), so what can be said about the table (a
// link, a write-up as a ruling: tryit-writeup.js) is read from ``state`` alone.

import { startEngine } from "./tryit-engine.js";
import { writeupPanel } from "./tryit-writeup.js";

const root = document.getElementById("tryit");
const statusLine = root.querySelector(".ms-tryit-status");
const PLAYERS = ["Alice", "Bob", "Carol", "Dave"];
const timings = { ready: null, actions: [], writeups: [] };
window.tryit = { timings, ready: false };

let session = null;
let state = { spec: emptySpec(), answers: [] };
let view = null;
let picked = []; // the options chosen so far, for a decision of several options
let linkProblem = null; // what is wrong with the link the page was opened with
let writeup = null; // the write-up shown under the table ({text} or {error}), until the table changes

// -- the address ---------------------------------------------------------------------------

function emptySpec(players = ["Alice", "Bob"]) {
  return {
    format: "traditional", players, teams: null, round: 1, wins: {}, turn: players[0], first: null,
    moods: {}, hands: {}, discard: [], deck: [], decks: {}, discards: {}, sideboards: {}, match_wins: {},
    owners: {}, hurt_feelings: [], history: [], new_game: false,
  };
}

// A player's entry in one of the spec's objects (moods, hands, wins...): only its own
// entries, never what every object inherits (a link naming "constructor" gets nothing).
function own(held, key) {
  return held && Object.hasOwn(held, key) ? held[key] : undefined;
}

// The link's two parts, as text: the engine's side reads them (open_link), so that a link
// however wrong (not JSON, wrong types, nested a hundred thousand deep) is named, not run.
function addressTexts() {
  const fields = new URLSearchParams(location.hash.slice(1));
  return [fields.get("spec") || "", fields.get("answers") || ""];
}

function openAddress() {
  const [specText, answersText] = addressTexts();
  const link = callText("open_link", specText, answersText);
  if (link.error) {
    linkProblem = link.error;
    state = { spec: emptySpec(), answers: [] };
  } else {
    linkProblem = null;
    state = { spec: link.spec, answers: link.answers };
  }
}

function writeAddress() {
  let text = "#spec=" + encodeURIComponent(JSON.stringify(state.spec));
  if (state.answers.length) text += "&answers=" + encodeURIComponent(JSON.stringify(state.answers));
  history.replaceState(null, "", text);
}

// -- small DOM helpers ---------------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) node.append(c.nodeType ? c : String(c));
  }
  return node;
}

function say(message, kind = "") {
  statusLine.className = "ms-tryit-status" + (kind ? " ms-tryit-" + kind : "");
  statusLine.textContent = message;
}

// -- the engine ----------------------------------------------------------------------------

function callText(name, ...texts) {
  try {
    return JSON.parse(session[name](...texts));
  } catch (e) {
    // a bug in the engine or the page, not a refusal: say so, and keep the table as it was
    const last = String(e.message || e).trim().split("\n").pop();
    return { error: { field: "", message: `the engine stopped with an error (${last})` } };
  }
}

function call(name, ...args) {
  return callText(name, ...args.map((a) => JSON.stringify(a)));
}

// -- drawing -------------------------------------------------------------------------------

let cardNames = []; // every card's name, by collector number
let blankNames = []; // the cards without text

function cardList(title, names, onChange, id, extra = null) {
  const input = el("input", {
    type: "text", list: "ms-tryit-cards", placeholder: "type a card's name", "aria-label": `Add a card to ${title}`,
    class: "ms-tryit-picker", "data-zone": id, autocomplete: "off",
  });
  const suggestion = el("span", { class: "ms-tryit-suggestion", role: "status", "aria-live": "polite" });
  const add = () => {
    const wanted = input.value.trim().toLowerCase();
    let name = cardNames.find((n) => n.toLowerCase() === wanted);
    if (!name && wanted) {
      // the engine reads the name as its errors do (engine.core.catalog): another spelling of a
      // card's name is that card; else the nearest name, offered
      const read = call("card_named", input.value);
      if (read.name) name = read.name;
      else {
        const nearest = read.nearest ? `: did you mean ${read.nearest}?` : "";
        input.setCustomValidity(`No card has this name${nearest}`);
        input.reportValidity();
        suggestion.replaceChildren(...(read.nearest ? [
          `No card is named "${input.value.trim()}". `,
          el("button", { type: "button", class: "ms-tryit-option ms-tryit-suggest", "data-name": read.nearest,
            onclick: () => onChange([...names, read.nearest]) }, `Add ${read.nearest}`)] : [
          `No card is named "${input.value.trim()}".`]));
        return;
      }
    }
    if (!name) return;
    input.setCustomValidity("");
    onChange([...names, name]);
  };
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  });
  input.addEventListener("change", () => {
    if (cardNames.some((n) => n.toLowerCase() === input.value.trim().toLowerCase())) add();
  });
  const chips = names.map((n, i) =>
    el("span", { class: "ms-tryit-chip" }, n,
      el("button", { type: "button", "aria-label": `Remove ${n} from ${title}`, title: "remove",
        onclick: () => onChange(names.filter((_, j) => j !== i)) }, "×")));
  return el("div", { class: "ms-tryit-zone", "data-zone": id },
    el("span", { class: "ms-tryit-zone-name" }, title),
    chips.length ? chips : el("span", { class: "ms-empty" }, "none"), input, suggestion, extra);
}

// A deck of many cards is written faster as a count: that many blank cards (the five cards
// without text, over and over) or different cards (in collector number order), added at the
// bottom, as the rulings' "the deck holds 45 blank cards" make them.
function deckFiller(title, names, onChange, id) {
  const count = el("input", { type: "number", min: 1, max: 100, value: 45, class: "ms-tryit-round",
    "aria-label": `How many cards to add to ${title}`, "data-fill": id });
  const fill = (pool) => {
    const n = Math.max(1, Math.min(100, Number(count.value) || 0));
    onChange([...names, ...Array.from({ length: n }, (_, i) => pool[i % pool.length])]);
  };
  return el("span", { class: "ms-tryit-fill" }, "Add ", count,
    el("button", { type: "button", class: "ms-tryit-option", "data-fill-blank": id, onclick: () => fill(blankNames) },
      "blank cards"),
    el("button", { type: "button", class: "ms-tryit-option", "data-fill-different": id, onclick: () => fill(cardNames) },
      "different cards"));
}

function setSpec(change) {
  state = { spec: { ...state.spec, ...change }, answers: [] };
  linkProblem = null;
  refresh();
}

// The ways to play the page sets up (engine.formats), with their fixed number of players.
const FORMATS = [
  ["traditional", "Traditional", null],
  ["open-team", "Open team game (partners side by side)", 4],
  ["closed-team", "Closed team game (partners across)", 4],
  ["structure-duel", "Structure duel", 2],
  ["power-duel", "Power duel", 2],
  ["quick-draft", "Quick draft", 2],
  ["winston-draft", "Winston draft", 2],
];
const isDuel = (f) => f === "structure-duel" || f === "power-duel";
const isDraft = (f) => f === "quick-draft" || f === "winston-draft";
const teamsOf = (f, [a, b, c, d]) => (f === "open-team" ? [[a, b], [c, d]] : f === "closed-team" ? [[a, c], [b, d]] : null);

// Each player's own piles: in a duel, and in a draft once the draft is over.
function ownPiles(spec) {
  return isDuel(spec.format) || (isDraft(spec.format) && !spec.new_game);
}

function drawSetup() {
  const spec = state.spec;
  const players = spec.players;
  const format = spec.format || "traditional";
  const fixed = (FORMATS.find(([f]) => f === format) || [])[2];
  const keep = (held, names) => Object.fromEntries(Object.entries(held || {}).filter(([p]) => names.includes(p)));
  const reseat = (names, change = {}) => setSpec({
    players: names, turn: names.includes(spec.turn) ? spec.turn : names[0],
    first: names.includes(spec.first) ? spec.first : null,
    moods: keep(spec.moods, names), hands: keep(spec.hands, names), wins: keep(spec.wins, names),
    decks: keep(spec.decks, names), discards: keep(spec.discards, names), sideboards: keep(spec.sideboards, names),
    match_wins: keep(spec.match_wins, names),
    hurt_feelings: names.length > 2 ? spec.hurt_feelings.filter((p) => names.includes(p)) : [], ...change,
  });
  const count = el("select", { id: "ms-tryit-count", "aria-label": "Number of players", disabled: Boolean(fixed),
    onchange: (e) => reseat(PLAYERS.slice(0, Number(e.target.value))) },
  [2, 3, 4].map((n) => el("option", { value: n, selected: n === players.length }, `${n} players`)));
  // The way to play: team games seat four (partners side by side, or across), duels and
  // drafts two, each with their own piles (a draft's once it is over).
  const way = el("label", {}, "Way to play: ",
    el("select", { id: "ms-tryit-format", onchange: (e) => {
      const f = e.target.value;
      const n = (FORMATS.find(([k]) => k === f) || [])[2];
      const names = n ? PLAYERS.slice(0, n) : players;
      const own = isDuel(f);
      reseat(names, {
        format: f, teams: teamsOf(f, names), new_game: isDraft(f) ? true : (own ? false : spec.new_game),
        deck: own ? [] : spec.deck, discard: own ? [] : spec.discard,
        decks: own ? keep(spec.decks, names) : {}, discards: own ? keep(spec.discards, names) : {},
        sideboards: {}, match_wins: {}, owners: {}, hurt_feelings: f === "traditional" ? spec.hurt_feelings : [],
      });
    } }, FORMATS.map(([f, label]) => el("option", { value: f, selected: f === format }, label))));
  // A new game: the engine shuffles and deals (a team game's exchange, a draft's draft first)
  const newGame = isDraft(format)
    ? el("label", {}, "The draft: ",
      el("select", { id: "ms-tryit-draft", onchange: (e) => setSpec({ new_game: e.target.value === "before",
        turn: e.target.value === "before" ? null : players[0], deck: [], discard: [], decks: {}, discards: {},
        sideboards: {}, match_wins: {} }) },
      el("option", { value: "before", selected: spec.new_game }, "not yet drafted: a new game, the draft first"),
      el("option", { value: "over", selected: !spec.new_game }, "over: each player's drafted deck")))
    : el("label", {}, el("input", { type: "checkbox", id: "ms-tryit-new-game", checked: spec.new_game,
      onchange: (e) => setSpec({ new_game: e.target.checked, turn: e.target.checked ? null : players[0], first: null,
        moods: {}, hands: {}, history: [] }) }), " A new game: the engine shuffles and deals");
  const choosePlayer = (label, value, id, none) =>
    el("label", {}, label + " ",
      el("select", { id, disabled: spec.new_game, onchange: (e) => setSpec({ [id.replace("ms-tryit-", "")]: e.target.value || null }) },
        none ? el("option", { value: "", selected: !value }, none) : null,
        players.map((p) => el("option", { value: p, selected: p === value }, p))));
  const wins = (p) => own(spec.wins, p) || 0;
  const hurt = (p) => (spec.hurt_feelings || []).includes(p);
  const extras = (p) => el("div", { class: "ms-tryit-row" },
    el("label", {}, "Rounds won: ",
      el("select", { "data-wins": p, onchange: (e) => setSpec({ wins: { ...spec.wins, [p]: Number(e.target.value) } }) },
        [0, 1, 2].map((n) => el("option", { value: n, selected: n === wins(p) }, n)))),
    isDraft(format) && !spec.new_game
      ? el("label", {}, "Games of the match won: ",
        el("select", { "data-match-wins": p, onchange: (e) => setSpec({ match_wins: { ...spec.match_wins, [p]: Number(e.target.value) } }) },
          [0, 1].map((n) => el("option", { value: n, selected: n === (own(spec.match_wins, p) || 0) }, n))))
      : null,
    players.length > 2 && format === "traditional"
      ? el("label", {}, el("input", { type: "checkbox", "data-hurt": p, checked: hurt(p),
        onchange: (e) => setSpec({ hurt_feelings: e.target.checked
          ? [...spec.hurt_feelings, p] : spec.hurt_feelings.filter((q) => q !== p) }) }), " Hurt Feelings")
      : null);
  const zone = (field, p, title, id, filler = false) => {
    const names = own(spec[field], p) || [];
    const change = (n) => setSpec({ [field]: { ...spec[field], [p]: n } });
    return cardList(title, names, change, id, filler ? deckFiller(title, names, change, id) : null);
  };
  const piles = ownPiles(spec);
  const seats = players.map((p) =>
    el("fieldset", { class: "ms-tryit-player", "data-player": p }, el("legend", {}, p),
      spec.new_game ? null : zone("moods", p, `${p}'s moods`, `moods-${p}`),
      spec.new_game ? null : zone("hands", p, `${p}'s hand`, `hand-${p}`),
      piles ? zone("decks", p, `${p}'s deck (top first)`, `deck-${p}`, true) : null,
      piles ? zone("discards", p, `${p}'s discard pile`, `discard-${p}`) : null,
      piles && isDraft(format) ? zone("sideboards", p, `${p}'s sideboard`, `sideboard-${p}`) : null,
      extras(p)));
  const round = el("label", {}, "Round ",
    el("input", { type: "number", min: 1, value: spec.round || 1, id: "ms-tryit-round", class: "ms-tryit-round",
      onchange: (e) => setSpec({ round: Math.max(1, Number(e.target.value) || 1) }) }));
  const historyBox = el("textarea", { id: "ms-tryit-history", rows: 2, spellcheck: "false",
    placeholder: "Alice played Pacifism last round, choosing Bob" }, (spec.history || []).join("\n"));
  const applyHistory = () => setSpec({ history: historyBox.value.split("\n").map((l) => l.trim()).filter(Boolean) });
  const shared = piles ? [] : [
    cardList("the discard pile", spec.discard || [], (n) => setSpec({ discard: n }), "discard"),
    cardList("the deck (top first)", spec.deck || [], (n) => setSpec({ deck: n }), "deck",
      deckFiller("the deck", spec.deck || [], (n) => setSpec({ deck: n }), "deck")),
  ];
  const owners = Object.entries(spec.owners || {});
  return el("details", { class: "ms-tryit-setup", open: true },
    el("summary", {}, "The table: the way to play, players, cards, turn and earlier plays"),
    el("div", { class: "ms-tryit-row" }, way, count, newGame, round,
      choosePlayer("Whose turn:", spec.turn, "ms-tryit-turn"),
      choosePlayer("Went first this round:", spec.first, "ms-tryit-first", "the same player")),
    el("div", { class: "ms-tryit-seats" }, seats),
    shared,
    owners.length
      ? el("p", { class: "ms-tryit-note" }, "Cards held by a player who does not own them (from the link): ",
        owners.map(([card, owner]) => `${card} belongs to ${owner}`).join("; "), ".")
      : null,
    spec.new_game ? null : [
      el("label", { class: "ms-tryit-history", for: "ms-tryit-history" },
        "Earlier plays, one a line (\"… played … [this round], choosing …\", choices separated by \"then\"):"),
      historyBox,
      el("button", { type: "button", id: "ms-tryit-apply", onclick: applyHistory }, "Set the earlier plays")]);
}

function option(label, onclick, cls = "", extra = {}) {
  return el("button", { type: "button", class: "ms-tryit-option " + cls, onclick, ...extra }, label);
}

function drawDecision(p) {
  if (!p) {
    const won = view.winners.length ? `The game is over: ${view.winners.join(", ")} won.` : "Nothing is waiting.";
    return el("p", { class: "ms-tryit-prompt" }, won);
  }
  const who = p.chance ? "Chance" : p.player;
  const head = el("p", { class: "ms-tryit-prompt" }, el("b", {}, who), ": ", p.prompt,
    p.rule ? el("span", { class: "ms-tryit-rule" }, ` (${p.rule})`) : null);
  const box = el("div", { class: "ms-tryit-decision", "data-kind": p.kind, "data-player": p.player }, head);
  if (p.turn) {
    box.append(el("div", { class: "ms-tryit-options", "aria-label": "Legal plays" },
      p.options.map((o, i) => option(o.label, () => act({ options: [i] }), o.label.match(/^(pass|end the turn)$/) ? "ms-tryit-pass" : "ms-tryit-legal"))));
    if (p.others.length) {
      box.append(el("p", { class: "ms-tryit-note" }, "Not legal now (try one to see the rule that forbids it):"),
        el("div", { class: "ms-tryit-options" },
          p.others.map((c) => option(c.label, () => act({ play: c.card }), "ms-tryit-illegal"))));
    }
    return box;
  }
  if (p.kind === "number") {
    const [low, high] = p.numbers || [0, null];
    const input = el("input", { type: "number", min: low, max: high ?? null, value: low, id: "ms-tryit-number",
      "aria-label": "A number" });
    box.append(el("div", { class: "ms-tryit-options" }, input,
      option("Choose", () => act({ number: Number(input.value) }), "ms-tryit-confirm")));
    return box;
  }
  const single = p.max === 1;
  const label = (o) => (o.owner && !p.chance && o.owner !== p.player ? `${o.owner}'s ${o.label}` : o.label);
  const buttons = p.options.map((o, i) => {
    const at = picked.indexOf(i);
    return option(
      at >= 0 && p.ordered ? `${at + 1}. ${label(o)}` : label(o),
      () => {
        if (single) return act({ options: [i] });
        picked = at >= 0 ? picked.filter((j) => j !== i) : [...picked, i];
        draw();
      },
      at >= 0 ? "ms-tryit-picked" : "",
      { "aria-pressed": single ? null : String(at >= 0), "data-label": o.label, "data-owner": o.owner });
  });
  box.append(el("div", { class: "ms-tryit-options" }, buttons));
  const wanted = p.max === null ? `at least ${p.min}` : p.min === p.max ? `${p.min}` : `${p.min} to ${p.max}`;
  if (!single) {
    box.append(el("p", { class: "ms-tryit-note" },
      `Choose ${wanted}${p.ordered ? ", in order" : ""}, then confirm.`),
    option(picked.length ? "Choose these" : "Choose nothing", () => act({ options: picked }), "ms-tryit-confirm"));
    if (p.ordered && p.min === p.options.length && p.options.length > 1) {
      // every option, in an order (a shuffle of a whole deck): as they are shown, in one go
      box.append(option("All, in the order shown", () => act({ options: p.options.map((_, i) => i) }),
        "ms-tryit-as-shown"));
    }
  } else if (p.min === 0) {
    box.append(option("Choose nothing", () => act({ options: [] }), "ms-tryit-confirm"));
  }
  return box;
}

let refusal = null;
let problem = null;

function draw() {
  const area = root.querySelector(".ms-tryit-area") || root.appendChild(el("div", { class: "ms-tryit-area" }));
  const setup = area.querySelector(".ms-tryit-setup");
  // Open at first only for an empty table: a table from a link shows its play first.
  const keepOpen = setup ? setup.open : !hasCards(state.spec);
  const play = el("section", { class: "ms-tryit-play", "aria-label": "Play" });
  if (linkProblem) {
    play.append(el("p", { class: "ms-tryit-error ms-tryit-link-error", role: "alert" },
      "This link can't be opened: ", el("code", {}, linkProblem.field), ": ", linkProblem.message,
      ". The table below is empty: set it up, or open another link."));
  }
  if (problem) {
    play.append(el("p", { class: "ms-tryit-error", role: "alert" },
      `This table can't be set up: ${problem.field ? problem.field + ": " : ""}${problem.message}`));
  } else if (view) {
    if (refusal) {
      play.append(el("p", { class: "ms-tryit-refused", role: "alert" }, el("b", {}, "Refused: "), refusal.message,
        refusal.rule ? [" (the rule: ", el("code", { class: "ms-tryit-refused-rule" }, refusal.rule), ")"] : null));
    }
    play.append(drawDecision(view.pending));
    play.append(el("div", { class: "ms-tryit-row" },
      option("Undo", () => { state.answers = state.answers.slice(0, -1); refresh(); }, "ms-tryit-undo",
        { disabled: !state.answers.length }),
      option("Reset", () => { state.answers = []; refresh(); }, "ms-tryit-reset", { disabled: !state.answers.length }),
      option("Copy link", () => navigator.clipboard && navigator.clipboard.writeText(location.href), "ms-tryit-copy"),
      option("Write this up as a ruling", () => writeUp(), "ms-tryit-writeup-button",
        { "aria-expanded": String(Boolean(writeup)), "aria-controls": writeup ? "ms-tryit-writeup" : null })));
    if (writeup) {
      const panel = writeupPanel(writeup, { el, repository: root.dataset.repository || "", link: () => location.href,
        choose: (where) => writeUp(where, "#ms-tryit-writeup-to") });
      panel.id = "ms-tryit-writeup";
      play.append(panel);
    }
    const table = el("div", { class: "ms-tryit-table" });
    table.innerHTML = view.table;
    const events = view.events.length ? view.events.map((e) => el("li", {}, e)) : [el("li", {}, "(nothing yet)")];
    play.append(el("h3", {}, "The table"), table, el("h3", {}, "Play by play"), el("ol", { class: "ms-events ms-tryit-events" }, events));
  }
  const newSetup = drawSetup();
  newSetup.open = keepOpen;
  area.replaceChildren(newSetup, play);
}

function hasCards(spec) {
  const held = (zones) => Object.values(zones || {}).some((names) => names.length);
  return held(spec.moods) || held(spec.hands) || held(spec.decks) || held(spec.discards) ||
    spec.discard.length || spec.deck.length || spec.history.length;
}

function refresh() {
  picked = [];
  refusal = null;
  writeup = null;
  if (!linkProblem) writeAddress(); // a wrong link stays in the address until the table is changed
  const result = call("show", state.spec, state.answers);
  problem = result.error || null;
  view = result.error ? null : result;
  draw();
}

function act(action) {
  const start = performance.now();
  const result = call("act", state.spec, state.answers, action);
  if (result.error) {
    refusal = { rule: "", message: result.error.message };
    draw();
    timings.actions.push(Math.round(performance.now() - start));
    return;
  }
  refusal = result.refused;
  picked = [];
  if (!refusal) writeup = null; // the table changed: the write-up is of the table before
  linkProblem = null;
  state.answers = result.answers;
  view = result;
  problem = null;
  writeAddress();
  draw();
  timings.actions.push(Math.round(performance.now() - start));
}

// The table and what was played on it as a ruling, written by the engine's side in the form
// of the file it goes in (``where``: a card's own file, a file of rulings about cards
// together, a new one; by default as the engine's side chooses); or why it can't be yet
// (the engine waits for a random event), or not there.
function writeUp(where = {}, focus = "#ms-tryit-writeup-title") {
  const start = performance.now();
  const result = call("write_up", state.spec, state.answers, today(), where);
  writeup = result.error ? { error: result.error.message } : result;
  draw();
  timings.writeups.push(Math.round(performance.now() - start));
  (root.querySelector(focus) || root.querySelector("#ms-tryit-writeup-title")).focus();
}

function today() {
  const d = new Date();
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

// -- start ---------------------------------------------------------------------------------

async function main() {
  let keep;
  try {
    ({ session, keep } = await startEngine({
      local: root.dataset.local, cdn: root.dataset.cdn, engine: root.dataset.engine,
      version: root.dataset.pyodide, timings,
    }));
  } catch (e) {
    say(`The engine could not be loaded, so the table can't run here: ${e.message || e}. ` +
      "The rest of the site works without it. Check your connection and reload the page.", "error");
    window.tryit.failed = String(e.message || e);
    return;
  }
  cardNames = JSON.parse(session.names());
  blankNames = JSON.parse(session.blank_names());
  const backgrounds = document.getElementById("ms-tryit-backgrounds");
  callText("set_backgrounds", backgrounds ? backgrounds.textContent : "{}");
  root.append(el("datalist", { id: "ms-tryit-cards" }, cardNames.map((n) => el("option", { value: n }))));
  say(`The engine is running (Pyodide ${root.dataset.pyodide}).`, "ok");
  openAddress();
  refresh();
  timings.ready = Math.round(performance.now());
  window.tryit.ready = true;
  // for the browser tests: every module the site ships imports under Pyodide
  window.tryit.importModule = (name) => callText("import_module", name);
  // a link opened on the open page (the page's own changes replace the address, unheard)
  window.addEventListener("hashchange", () => {
    openAddress();
    refresh();
  });
  // kept for the next visit once the table is shown, so that it delays nothing
  keep().then(() => { window.tryit.kept = true; });
}

main();
