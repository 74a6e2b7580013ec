// The ruling finder: rulings, cards, glossary terms and pages (window.MS_SEARCH, loaded on
// demand, when the box is used, with Sphinx's Snowball stemmer) searched by the words of a
// question. This is engine/knowledge/finder.py, step for step, in the browser: the same
// index, the same words forgiven (engine/data/finder.toml: players' words for the game's
// terms, numbers written as words), the same reading of a mistyped word, the same ranking;
// `moodswings rulings` gives the same results (the browser tests compare them). Read that
// module's docstring for the rules; keep the two in step. A question's parts (the cards, the
// way to play and the situations it names) rank first the rulings whose examples make them
// meet, each with a line saying why; a question naming cards also gets a Try it table with
// them, set up as engine/knowledge/question_table.py sets it up. A question about which
// cards have a color or a value also gets the gallery with those filters. The query is kept
// in the address (?q=...).
(function () {
  const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const SHOWN = 80;
  const LABEL = { passed: "passed", failed: "failed", pending: "pending", missing: "not run" };
  const COLORS = ["white", "blue", "black", "red", "green"];
  const WEIGHT = { a: 3, b: 1.5, x: 0.6 };
  const FIELDS = ["a", "b", "x"];
  let data = null;

  function words(text) {
    const out = [];
    const found = text.toLowerCase().replace(/[‘’]/g, "'").match(/[a-z0-9]+(?:['.-][a-z0-9]+)*/g) || [];
    for (let w of found) {
      w = w.replace(/'s$/, "");
      if (/['.-]/.test(w)) out.push(...w.split(/[.'-]/).filter(Boolean));
      else if (w) out.push(w);
    }
    return out;
  }

  const rounded = (x, places) => Math.floor(x * 10 ** places + 0.5) / 10 ** places;

  // typing mistakes between two words (optimal string alignment), as finder.distance
  function distance(a, b) {
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
      }
      before = previous;
      previous = row;
    }
    return previous[b.length];
  }

  function prepare(raw) {
    const stemmer = new window.Stemmer();
    const cache = new Map();
    const stem = (w) => {
      if (!cache.has(w)) cache.set(w, stemmer.stemWord(w));
      return cache.get(w);
    };
    const list = (text) => (text ? text.split(" ") : []);
    const situationKeys = Object.keys(raw.situations);
    const sits = (text) => new Set(list(text).map((i) => situationKeys[Number(i)]));
    // "12o 40t": the card at place 12 of the index's cards, at level o
    const levels = (text) => new Map(list(text).map((c) => [Number(c.slice(0, -1)), c.slice(-1)]));
    const docs = raw.docs.map((d) => ({
      ...d,
      sets: { a: new Set(list(d.a)), b: new Set(list(d.b)), x: new Set(list(d.x)) },
      size: list(d.a).length,
      ids: new Set(list(d.n)),
      facts: {
        cards: levels(d.ac), formats: new Set(list(d.fw)), said: new Set(list(d.sw)), titled: new Set(list(d.tw)),
        situations: sits(d.st), described: sits(d.sd),
        examples: (d.xs || []).map(([name, cards, format, found]) => ({ name, cards: levels(cards), format, situations: sits(found) })),
      },
    }));
    const df = new Map();
    for (const d of docs) {
      for (const s of new Set([...d.sets.a, ...d.sets.b, ...d.sets.x])) df.set(s, (df.get(s) || 0) + 1);
    }
    const idf = new Map([...df].map(([s, n]) => [s, rounded(Math.log(1 + docs.length / n), 4)]));
    const cards = raw.cards.map(([name, stems, color, rarity, value, made, role, hand, moods]) => ({
      name, stems, color, rarity, value, made: new Set(list(made)),
      acts: role.includes("a"), lasts: role.includes("l"), hand: list(hand), moods: list(moods),
    }));
    const named = new Set(cards.flatMap((c) => words(c.name)));
    return {
      docs, df, idf, cards, named, stem, stop: new Set(raw.stop), same: raw.same,
      vocabulary: raw.vocabulary, shortest: raw.shortest, long_word: raw.long_word, many_cards: raw.many_cards,
      weights: raw.weights, ways: raw.ways,
      variants: raw.variants, situations: raw.situations, situationKeys, tryit: raw.tryit,
      oneCopy: new Set(raw.one_copy), denied: new RegExp(raw.denied, "g"),
    };
  }

  function stems(text) {
    const seen = new Set();
    for (const w of words(text)) if (!data.stop.has(w)) seen.add(data.stem(w));
    return [...seen];
  }

  const alternativesOf = (w) => (Object.hasOwn(data.same, w) ? data.same[w] : []);

  function known(w) {
    return Object.hasOwn(data.same, w) || data.df.has(data.stem(w)) || !/^[a-z]+$/.test(w) || w.length < data.shortest;
  }

  // the word a mistyped word is read as: the fewest mistakes, then a card's name, then the
  // word most documents use, then the alphabet; a short word is read only as a word of a
  // card's name with its first letter (finder.short)
  function nearest(w) {
    const short = w.length < data.long_word;
    const allowed = short ? 1 : 2;
    let best = null;
    for (const v of data.vocabulary) {
      if (Math.abs(v.length - w.length) > allowed || (short && (v[0] !== w[0] || !data.named.has(v)))) continue;
      const d = distance(w, v);
      if (d > allowed) continue;
      const key = [d, data.named.has(v) ? 0 : 1, -(data.df.get(data.stem(v)) || 0), v];
      if (best === null || less(key, best)) best = key;
    }
    return best ? best[3] : null;
  }

  function less(x, y) {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i];
    return false;
  }

  function parse(query) {
    const readAs = {};
    const every = [];
    for (let w of words(query)) {
      if (!data.stop.has(w) && !known(w)) {
        const found = nearest(w);
        if (found) {
          readAs[w] = found;
          w = found;
        }
      }
      every.push(w);
    }
    let kept = every.filter((w) => !data.stop.has(w));
    if (!kept.length) kept = every;
    const terms = new Map();
    for (const w of kept) {
      const key = data.stem(w);
      if (terms.has(key)) continue;
      const alternatives = new Map([[key, [key]]]);
      for (const other of alternativesOf(w)) {
        let s = stems(other);
        if (!s.length) s = [data.stem(other)];
        if (!alternatives.has(s.join(" "))) alternatives.set(s.join(" "), s);
      }
      terms.set(key, [...alternatives.values()]);
    }
    const line = " " + every.filter((w) => !data.stop.has(w)).map(data.stem).join(" ") + " ";
    let cards = cardsIn(line);
    let table = [];
    if (cards.length >= data.many_cards) { // a table set, then a question about some of its cards
      const asking = query.trim().split(/(?<=[.!?])\s+/).filter((x) => x.trimEnd().endsWith("?"));
      const ws = asking.flatMap((x) => words(x)).map((w) => (Object.hasOwn(readAs, w) ? readAs[w] : w));
      const asked = cardsIn(" " + ws.filter((w) => !data.stop.has(w)).map(data.stem).join(" ") + " ");
      if (asked.length && asked.length < cards.length) {
        table = cards.filter((c) => !asked.includes(c));
        cards = cards.filter((c) => asked.includes(c));
      }
    }
    const said = every.join(" ");
    const made = new Set(cards.flatMap((i) => [...data.cards[i].made]));
    const situations = situationsIn(said).filter((s) => !made.has(s));
    const party = every.includes("feelinks") || line.includes(" mood x ");
    const ids = query.toLowerCase().match(/[a-z0-9-]+(?:\.[a-z0-9-]+)+/g) || [];
    return { terms: [...terms.values()], ids, cards, ways: waysIn(said), situations, party, all: every, readAs, table };
  }

  // the cards named in a line of stems (" stem stem ... "), in the order named
  function cardsIn(line) {
    const at = data.cards.map((c, i) => [i, c.stems ? line.indexOf(" " + c.stems + " ") : -1]).filter(([, p]) => p >= 0);
    return at.sort((x, y) => x[1] - y[1] || x[0] - y[0]).map(([i]) => i);
  }

  // the ways to play a question names: each kind of game once, with the variant it names
  function waysIn(said) {
    const found = new Map();
    for (const [key, v] of Object.entries(data.variants)) {
      if (new RegExp(v.asked).test(said)) {
        const kind = Object.keys(data.ways).find((k) => data.ways[k].formats.includes(key));
        if (!found.has(kind)) found.set(kind, key);
      }
    }
    for (const [kind, w] of Object.entries(data.ways)) {
      if (!found.has(kind) && new RegExp(w.asked).test(said)) found.set(kind, "");
    }
    return Object.keys(data.ways).filter((k) => found.has(k)).map((k) => [k, found.get(k)]);
  }

  // the situations a question names; a narrower one stands for the broader it is in; what it
  // says does not happen names none (finder.toml's [question] denied)
  function situationsIn(said) {
    said = said.replace(data.denied, " ");
    const found = data.situationKeys.filter((k) => new RegExp(data.situations[k].asked).test(said));
    const broader = new Set(found.map((k) => data.situations[k].within));
    return found.filter((k) => !broader.has(k));
  }

  // -- the parts: how a document meets each (as Finder.card_met, way_met, situation_met)

  const LEVELS = { o: "own", t: "tagged", tp: "tagged_played", b: "played_beside", k: "card_page", p: "played", n: "named" };
  const ABOUT = new Set(["o", "t", "k"]); // a ruling about the card (its own, tagged with it), or its page
  const FROM_EXAMPLE = new Set(["played", "tagged_played", "played_beside", "named", "way", "way_kin", "way_within", "situation_example"]);
  const met = (weight, how, through = "") => ({ weight, how, through });

  // a card's page is about that card alone (its card at level "k")
  const isCardPage = (f) => [...f.cards.values()].includes("k");

  // through a family only where no other card of the question met it through that situation
  function cardMet(i, f, e, used = new Set()) {
    const w = data.weights;
    let best = met(0, "");
    const about = f.cards.get(i);
    const seen = e ? e.cards.get(i) : undefined;
    let levels = [about, seen];
    if (about === "t" && seen === "p") levels.push("tp"); // about it, and its example exercises it
    else if (seen === "p" && !about && f.cards.size) levels = ["b"]; // exercised in a ruling about other cards
    for (const level of levels) {
      if (level && w[LEVELS[level]] > best.weight) best = met(w[LEVELS[level]], LEVELS[level]);
    }
    if (best.weight < w.family && !isCardPage(f)) {
      for (const s of data.situationKeys) {
        if (f.situations.has(s) && data.cards[i].made.has(s) && !used.has(s)) return met(w.family, "family", s);
      }
    }
    return best;
  }

  function wayMet([kind, variant], f, e) {
    const w = data.weights;
    const within = data.ways[kind].within;
    let best = met(0, "");
    const formats = [...new Set([...f.formats, ...(e && e.format ? [e.format] : [])])].sort();
    for (const fmt of formats) {
      let m;
      if (fmt === variant || (!variant && data.ways[kind].formats.includes(fmt))) m = met(w.way, "way");
      else if (data.ways[kind].formats.includes(fmt)) m = met(w.way_kin, "way_kin");
      else if (within && data.ways[within].formats.includes(fmt)) m = met(w.way_within, "way_within", kind);
      else continue;
      if (m.weight > best.weight) best = m;
    }
    if (f.said.has(kind) && w.way_said > best.weight) best = met(w.way_said, "way_said");
    return best;
  }

  function situationMet(key, f, e) {
    const w = data.weights;
    if (f.situations.has(key)) return met(w.situation, "situation");
    const found = e ? e.situations : new Set();
    if (found.has(key)) return met(w.situation_example, "situation_example");
    if (f.described.has(key)) return met(w.situation_said, "situation_said");
    const within = data.situations[key].within;
    const kin = data.situationKeys.filter((k) => k === within || data.situations[k].within === key);
    return kin.some((k) => f.situations.has(k) || found.has(k)) ? met(w.situation_kin, "situation_kin") : met(0, "");
  }

  // whether a ruling is about a card: its own, tagged with it or titled by it, the card's page,
  // or a ruling whose title is about a situation the card makes (its family)
  const isAbout = (i, f) => (isCardPage(f) ? f.cards.get(i) === "k"
    : ABOUT.has(f.cards.get(i)) || [...data.cards[i].made].some((s) => f.situations.has(s)));

  // how a document meets each part; a general one (a rules or format chapter's ruling about
  // no card) about every situation the question names states what it does to any card: it
  // meets each card named a little, unless it meets it better; so does a format chapter's
  // ruling about the very way to play named, when no situation is (as Finder.parts_met)
  function partsMet(f, e, q, general = false) {
    let cards = [];
    for (const i of q.cards) { // a family counts once, however many of the cards make its situation
      cards.push(cardMet(i, f, e, new Set(cards.filter((m) => m.how === "family").map((m) => m.through))));
    }
    const ways = q.ways.map((way) => wayMet(way, f, e));
    const situations = q.situations.map((s) => situationMet(s, f, e));
    const wayKin = data.weights.way_kin;
    if (general && situations.every((m) => m.weight)
        && (situations.length || (ways.length && ways.every((m) => m.weight >= wayKin)))) {
      const w = data.weights.general;
      cards = cards.map((m) => (m.weight >= w ? m : met(w, "general")));
    }
    return [...cards, ...ways, ...situations];
  }
  const isGeneral = (d) => d.g === "rule" && !d.facts.cards.size; // a rules or format chapter's ruling about no card
  const partCount = (q) => q.cards.length + q.ways.length + q.situations.length + data.weights.table * q.table.length;

  // the situations a question brings: named, made by its cards (the table's too), brought by
  // its ways to play, with the broader and narrower of each (as Finder.in_question)
  function inQuestion(q) {
    const found = new Set(q.situations);
    for (const c of [...q.cards, ...q.table]) for (const s of data.cards[c].made) found.add(s);
    for (const [kind] of q.ways) for (const s of data.ways[kind].situations || []) found.add(s);
    for (const k of data.situationKeys) {
      const within = data.situations[k].within;
      if (within && (found.has(within) || found.has(k))) { found.add(k); found.add(within); }
    }
    return found;
  }

  // whether a document is aside from the question (as Finder.aside)
  function isAside(d, q) {
    const brought = inQuestion(q);
    const own = q.cards.some((c) => d.facts.cards.get(c) === "o"); // a card's own ruling is about it
    if (d.facts.situations.size && !own && ![...d.facts.situations].some((s) => brought.has(s))) return true;
    const kinds = new Set(q.ways.map(([kind]) => kind));
    for (const k of [...kinds]) if (data.ways[k].within) kinds.add(data.ways[k].within);
    const about = new Set(d.facts.titled);
    for (const [k, w] of Object.entries(data.ways)) if (w.formats.some((fmt) => d.facts.formats.has(fmt))) about.add(k);
    return [...about].some((k) => !kinds.has(k));
  }

  // the share of the question's parts a document meets, and its example that meets the most
  function meet(d, q) {
    const parts = partCount(q);
    if (!parts) return [0, -1];
    const examples = d.facts.examples.length ? d.facts.examples : [null];
    let best = -1;
    let which = -1;
    examples.forEach((e, i) => {
      let total = 0;
      for (const m of partsMet(d.facts, e, q, isGeneral(d))) total += m.weight;
      for (const c of q.table) total += data.weights.table * cardMet(c, d.facts, e).weight;
      if (total > best) { best = total; which = i; }
    });
    if (q.cards.length && isAbout(q.cards[0], d.facts)) best += data.weights.subject; // about the card asked about
    const share = isAside(d, q) ? (best / parts) * (1 - data.weights.aside) : best / parts;
    return [rounded(share, 4), d.facts.examples.length ? which : -1];
  }

  const wayLabel = ([kind, variant]) => (variant ? data.variants[variant].label : data.ways[kind].label);

  // why a document is found for the question's parts, in a short line
  function reason(d, q) {
    const [share, i] = meet(d, q);
    if (!share) return "";
    const e = i >= 0 ? d.facts.examples[i] : null;
    const found = partsMet(d.facts, e, q, isGeneral(d));
    const said = [...q.cards.map((c) => data.cards[c].name), ...q.ways.map(wayLabel), ...q.situations.map((s) => data.situations[s].label)];
    const pieces = [];
    found.forEach((m, j) => {
      if (m.how === "family") pieces.push(`${data.situations[m.through].label} (${said[j]})`);
      else if (m.how === "way_within") pieces.push(`${data.ways[data.ways[m.through].within].label} (as a ${said[j]}'s games are)`); // a duel's ruling, for a draft
      else if (m.how && m.how !== "general") pieces.push(said[j]); // a rule for every card does not name it
    });
    if (e && found.some((m) => FROM_EXAMPLE.has(m.how))) pieces.push(`its example: ${e.name}`);
    return pieces.join(" · ");
  }

  function wordsScore(d, q) {
    let total = 0;
    let matched = 0;
    for (const alternatives of q.terms) {
      let best = 0;
      for (const alt of alternatives) {
        for (const f of FIELDS) {
          if (alt.every((s) => d.sets[f].has(s))) {
            best = Math.max(best, WEIGHT[f] * Math.max(...alt.map((s) => data.idf.get(s))));
            break;
          }
        }
      }
      if (best) {
        total += best;
        matched += 1;
      }
    }
    for (const id of q.ids) if (d.ids.has(id)) total += 100;
    if (!total) return 0;
    total *= 0.6 + (q.terms.length ? (0.4 * matched) / q.terms.length : 0.4);
    if (d.g === "party") return q.party ? total * 1.5 : total * 0.5; // the party games' own rules
    // a question that names no card is about the rules, which the rules chapters state
    return q.cards.length || d.g !== "rule" ? total : total * 1.2;
  }

  const score = (d, q) => data.weights.parts * meet(d, q)[0] + wordsScore(d, q);

  // the documents found, the best first: by score, then the shorter title, then the index's order
  function ranked(q) {
    return data.docs
      .map((d, i) => [score(d, q), d.size, i, d])
      .filter(([s]) => s > 0)
      .sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2])
      .map(([, , , d]) => d);
  }

  // "Which cards are green and worth 4 or more?": the gallery, with those filters.
  function cardQuestion(q) {
    const colors = COLORS.filter((c) => q.all.includes(c));
    const text = q.all.join(" ");
    let m = text.match(/(\d+) or (more|higher|greater|above)|at least (\d+)|(more|greater|higher) than (\d+)/);
    let min = null;
    if (m) min = m[1] ? Number(m[1]) : m[3] ? Number(m[3]) : Number(m[5]) + 1;
    if (min !== null && (min < 1 || min > 6)) min = null;
    const mentionsCards = q.all.includes("cards") || q.all.includes("card") || q.all.includes("which");
    // a question naming a card is about that card ("Doubt revealed a red card")
    if (!mentionsCards || (!colors.length && min === null) || colors.length > 1 || q.cards.length) return null;
    const color = colors[0] || "";
    const found = data.cards.filter((c) => (!color || c.color === color) && (min === null || c.value >= min));
    const params = new URLSearchParams();
    if (color) params.set("color", color);
    if (min !== null) params.set("min", String(min));
    const said = [color ? color[0].toUpperCase() + color.slice(1) + " cards" : "Cards"];
    if (min !== null) said.push(`worth ${min} or more`);
    return {
      i: "gallery:" + params.toString(),
      u: "cards/index.html#" + params.toString(),
      t: said.join(" ") + `: ${found.length} card${found.length === 1 ? "" : "s"}`,
      c: "Cards",
      d: found.map((c) => `${c.name} (${c.value})`).join(", "),
      g: "cards",
    };
  }

  // -- the Try it table a question's cards are set up on (engine/knowledge/question_table.py)

  function asked(cards) {
    for (const wanted of [(c) => data.cards[c].acts && !data.cards[c].lasts, (c) => data.cards[c].acts]) {
      const found = cards.find(wanted);
      if (found !== undefined) return found;
    }
    return cards[0];
  }

  function seating(way, players) {
    const names = data.tryit.players;
    const table = way ? data.ways[way[0]].table : "";
    if (table !== "teams") return [names.slice(0, table ? 2 : Math.max(2, Math.min(players, names.length))), null];
    const [a, b, c, d] = names;
    return [way[1] === "open-team" ? [a, c, b, d] : [a, b, c, d], [[a, c], [b, d]]];
  }

  function tableFor(cards, way, players, partner, emptyDeck) {
    if (!cards.length) return null;
    const [seats, teams] = seating(way, players);
    const me = seats[0];
    let other = seats.slice(1).find((p) => !teams || !teams[0].includes(p));
    if (partner && teams) other = teams[0][1];
    const actor = asked(cards);
    const role = data.cards[actor];
    const moods = {};
    for (const c of cards) {
      if (c === actor) continue;
      const side = data.cards[c].lasts || role.lasts ? me : other;
      (moods[side] = moods[side] || []).push(data.cards[c].name);
    }
    if (role.moods.length) (moods[me] = moods[me] || []).push(...role.moods);
    if (!moods[other]) moods[other] = [...data.tryit.opponent];
    const spec = { players: seats };
    if (teams) spec.teams = teams;
    let fmt = "";
    if (way && data.ways[way[0]].table === "decks") {
      fmt = way[1] || data.ways[way[0]].variant;
      spec.format = fmt;
    }
    spec.moods = moods;
    spec.hands = { [me]: [role.name, ...role.hand] };
    const deck = emptyDeck ? [] : [...data.tryit.deck];
    if (fmt) { // each player's own (a draft's, after the draft); in a power duel, without what they hold
      const oneCopy = data.oneCopy.has(fmt);
      const held = (p) => new Set([...(moods[p] || []), ...(spec.hands[p] || [])]);
      spec.decks = Object.fromEntries(seats.map((p) => [p, deck.filter((c) => !(oneCopy && held(p).has(c)))]));
    } else spec.deck = deck;
    spec.turn = me;
    spec.first = me;
    return spec;
  }

  const NUMBERS = ["two", "three", "four", "five", "six", "seven", "eight"];

  function tryIt(q) {
    const said = q.all.join(" ");
    const m = said.match(new RegExp(data.tryit.asked_players));
    const named = situationsIn(said); // with those its cards make: "Awe and Hurt Feelings"
    let players = m ? (/^\d+$/.test(m[1]) ? Number(m[1]) : NUMBERS.indexOf(m[1]) + 2) : 2;
    if (named.includes("hurt-feelings")) players = Math.max(players, 3);
    const partner = new RegExp(data.tryit.partner).test(said);
    return tableFor([...q.cards, ...q.table], q.ways.length ? q.ways[0] : null, players, partner, named.includes("empty-deck"));
  }

  function tryHtml(root, q, spec) {
    const names = [...q.cards, ...q.table].map((c) => data.cards[c].name);
    const cards = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    const way = q.ways.length ? `, in a ${wayLabel(q.ways[0])}` : "";
    const href = `${root}tryit.html#spec=${encodeURIComponent(JSON.stringify(spec))}`;
    return `Try ${names.length > 1 ? "these cards together" : "it"}: <a class="ms-finder-try-link" href="${esc(href)}">` +
      `${esc(cards)}${esc(way)} on the engine's own table</a>, set up for you to change and play; ` +
      "no ruling written yet? Write it up as a ruling from there.";
  }

  function highlight(text, stems) {
    return esc(text).replace(/[A-Za-z0-9]+/g, (w) => (stems.has(data.stem(w.toLowerCase())) ? `<mark>${w}</mark>` : w));
  }

  function snippet(text, stems) {
    if (!text) return "";
    const parts = text.split(/(?<=[.:;])\s+/);
    const hit = parts.findIndex((p) => words(p).some((w) => stems.has(data.stem(w))));
    const start = hit > 0 ? parts.slice(0, hit).join(" ").length + 1 : 0;
    const cut = text.slice(start, start + 220);
    return (start > 0 ? "…" : "") + cut + (start + 220 < text.length ? "…" : "");
  }

  function hitHtml(root, r, stems, why) {
    const flags = (r.e ? '<span class="ms-flag ms-erratum">erratum</span>' : "") +
      (r.p ? '<span class="ms-flag ms-pending">pending</span>' : "");
    const status = r.s
      ? `<span class="ms-status ms-${LABEL[r.s].replace(" ", "-")}">${r.k} example${r.k === 1 ? "" : "s"}: ${LABEL[r.s]}</span>`
      : "";
    return (
      `<a class="ms-hit-title" href="${root}${r.u}">${highlight(r.t, stems)}</a>` +
      `<span class="ms-hit-where">${esc(r.c)}</span>${flags}${status}` +
      `<span class="ms-hit-text">${highlight(snippet(r.d, stems), stems)}</span>` +
      (why ? `<span class="ms-hit-why">${esc(why)}</span>` : "")
    );
  }

  function setup(box) {
    const root = box.dataset.root || "";
    const input = box.querySelector(".ms-finder-input");
    const list = box.querySelector(".ms-finder-results");
    const count = box.querySelector(".ms-finder-count");
    const offer = box.querySelector(".ms-finder-try");
    const run = () => {
      if (!data) return;
      const query = input.value.trim();
      list.innerHTML = "";
      offer.hidden = true;
      if (!query) { count.textContent = `${data.docs.length} rulings, cards and pages to search.`; return; }
      const q = parse(query);
      const spec = tryIt(q);
      if (spec) {
        offer.innerHTML = tryHtml(root, q, spec);
        offer.hidden = false;
      }
      const found = ranked(q);
      const cardsAsked = cardQuestion(q);
      if (cardsAsked) found.unshift(cardsAsked);
      const readAs = Object.entries(q.readAs).map(([typed, read]) => `“${typed}” as “${read}”`);
      count.textContent = (readAs.length ? `Read ${readAs.join(", ")}. ` : "") + (found.length
        ? `${found.length} result${found.length === 1 ? "" : "s"} found, the best first${found.length > SHOWN ? `; the first ${SHOWN} are shown` : ""}.`
        : "No ruling found. Try other words, or a card's name.");
      const stems = new Set(q.terms.flat(2));
      for (const r of found.slice(0, SHOWN)) {
        const li = document.createElement("li");
        li.className = "ms-hit" + (r.g ? ` ms-hit-${r.g}` : "");
        if (r.i) li.dataset.id = r.i;
        li.innerHTML = hitHtml(root, r, stems, r.facts ? reason(r, q) : "");
        list.appendChild(li);
      }
    };
    // the query lives in the address: a search can be shared, and Back comes back to it
    const remember = () => {
      const url = new URL(window.location.href);
      if (input.value.trim()) url.searchParams.set("q", input.value); else url.searchParams.delete("q");
      history.replaceState(history.state, "", url);
    };
    const fromAddress = () => {
      input.value = new URLSearchParams(window.location.search).get("q") || "";
      if (input.value) input.dispatchEvent(new Event("input"));
    };
    let timer = null;
    input.addEventListener("input", () => { run(); clearTimeout(timer); timer = setTimeout(remember, 250); });
    box.addEventListener("submit", (event) => { event.preventDefault(); remember(); run(); });
    window.addEventListener("pageshow", fromAddress);
    window.addEventListener("popstate", fromAddress);
    const params = new URLSearchParams(window.location.search);
    if (params.get("q")) input.value = params.get("q");
    const start = () => {
      if (!window.MS_SEARCH || !window.Stemmer) return;
      if (!data) data = prepare(window.MS_SEARCH);
      run();
      box.classList.add("ms-ready");
    };
    const load = (src, ready) => {
      if (ready()) { start(); return; }
      const script = document.createElement("script");
      script.src = root + src;
      script.onload = start;
      script.onerror = () => { count.textContent = "The rulings could not be loaded: reload the page to try again."; };
      document.head.appendChild(script);
    };
    // loaded when wanted (a phone that never searches never fetches the index)
    let requested = false;
    const request = () => {
      if (requested) return;
      requested = true;
      count.textContent = "Loading the rulings…";
      load("_static/language_data.js", () => window.Stemmer);
      load("_static/rulings-index.js", () => window.MS_SEARCH);
    };
    input.addEventListener("focus", request);
    input.addEventListener("input", request);
    if (input.value.trim()) request();
  }

  document.addEventListener("DOMContentLoaded", () => document.querySelectorAll(".ms-finder").forEach(setup));
})();
