// The ruling finder: rulings, cards, glossary terms and pages (window.MS_SEARCH, loaded on
// demand, when the box is used, with Sphinx's Snowball stemmer) searched by the words of a
// question. This is engine/knowledge/finder.py, step for step, in the browser: the same
// index, the same words forgiven (engine/data/finder.toml: players' words for the game's
// terms, numbers written as words), the same reading of a mistyped word, the same ranking;
// `moodswings rulings` gives the same results (the browser tests compare them). Read that
// module's docstring for the rules; keep the two in step. A question about which cards have
// a color or a value also gets the gallery with those filters. The query is kept in the
// address (?q=...).
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
    const docs = raw.docs.map((d) => ({
      ...d,
      sets: { a: new Set(list(d.a)), b: new Set(list(d.b)), x: new Set(list(d.x)) },
      size: list(d.a).length,
      ids: new Set(list(d.n)),
      together: d.m ? d.m.split("|") : [],
    }));
    const df = new Map();
    for (const d of docs) {
      for (const s of new Set([...d.sets.a, ...d.sets.b, ...d.sets.x])) df.set(s, (df.get(s) || 0) + 1);
    }
    const idf = new Map([...df].map(([s, n]) => [s, rounded(Math.log(1 + docs.length / n), 4)]));
    const cards = raw.cards.map(([name, stems, color, rarity, value]) => ({ name, stems, color, rarity, value }));
    const named = new Set(cards.flatMap((c) => words(c.name)));
    return {
      docs, df, idf, cards, named, stem, stop: new Set(raw.stop), same: raw.same,
      vocabulary: raw.vocabulary, shortest: raw.shortest,
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
  // word most documents use, then the alphabet
  function nearest(w) {
    const allowed = w.length < 8 ? 1 : 2;
    let best = null;
    for (const v of data.vocabulary) {
      if (Math.abs(v.length - w.length) > allowed) continue;
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
    const named = new Set(data.cards.filter((c) => c.stems && line.includes(" " + c.stems + " ")).map((c) => c.name));
    const party = every.includes("feelinks") || line.includes(" mood x ");
    const ids = query.toLowerCase().match(/[a-z0-9-]+(?:\.[a-z0-9-]+)+/g) || [];
    return { terms: [...terms.values()], ids, named, party, all: every, readAs };
  }

  function score(d, q) {
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
    // the card the question names comes first, its rulings before its page; a question
    // that names no card is about the rules, which the rules chapters state in general
    if (q.named.has(d.c)) return 1000 + total + (d.g ? 0 : 1);
    // a ruling about cards together, when the question names two or more of its cards
    if (d.together.filter((n) => q.named.has(n)).length >= 2) return 1000 + total;
    if (d.g === "party") return q.party ? total * 1.5 : total * 0.5; // the party games' own rules
    return q.named.size || d.g !== "rule" ? total : total * 1.2;
  }

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
    if (!mentionsCards || (!colors.length && min === null) || colors.length > 1) return null;
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

  function hitHtml(root, r, stems) {
    const flags = (r.e ? '<span class="ms-flag ms-erratum">erratum</span>' : "") +
      (r.p ? '<span class="ms-flag ms-pending">pending</span>' : "");
    const status = r.s
      ? `<span class="ms-status ms-${LABEL[r.s].replace(" ", "-")}">${r.k} example${r.k === 1 ? "" : "s"}: ${LABEL[r.s]}</span>`
      : "";
    return (
      `<a class="ms-hit-title" href="${root}${r.u}">${highlight(r.t, stems)}</a>` +
      `<span class="ms-hit-where">${esc(r.c)}</span>${flags}${status}` +
      `<span class="ms-hit-text">${highlight(snippet(r.d, stems), stems)}</span>`
    );
  }

  function setup(box) {
    const root = box.dataset.root || "";
    const input = box.querySelector(".ms-finder-input");
    const list = box.querySelector(".ms-finder-results");
    const count = box.querySelector(".ms-finder-count");
    const run = () => {
      if (!data) return;
      const query = input.value.trim();
      list.innerHTML = "";
      if (!query) { count.textContent = `${data.docs.length} rulings, cards and pages to search.`; return; }
      const q = parse(query);
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
        li.innerHTML = hitHtml(root, r, stems);
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
