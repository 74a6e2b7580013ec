// The ruling finder: rulings, cards, glossary terms and pages (window.MS_SEARCH, loaded on
// demand, when the box is used, with Sphinx's Snowball stemmer) searched by the words of a question.
// Punctuation and common words are dropped and the other words cut to their stems, as the
// index was (moodswings_site/search.py). A document scores for each word it has, weighted
// by where (title, explanation, examples) and by how rare the word is; the rulings of a card
// named in the question come first; a question about which cards have a color or a value
// also gets the gallery with those filters. The query is kept in the address (?q=...).
(function () {
  const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const SHOWN = 80;
  const LABEL = { passed: "passed", failed: "failed", pending: "pending", missing: "not run" };
  const COLORS = ["white", "blue", "black", "red", "green"];
  const WEIGHT = { a: 3, b: 1.5, x: 0.6 };
  let data = null;

  function words(text) {
    const out = [];
    const found = text.toLowerCase().replace(/[‘’]/g, "'").match(/[a-z0-9]+(?:['.-][a-z0-9]+)*/g) || [];
    for (const w of found) out.push(...w.replace(/'s$/, "").split(/[.'-]/).filter(Boolean));
    return out;
  }

  function prepare(raw) {
    const stemmer = new window.Stemmer();
    const stop = new Set(raw.stop);
    const docs = raw.docs.map((d) => ({
      ...d,
      sets: { a: new Set(d.a.split(" ")), b: new Set(d.b.split(" ")), x: new Set(d.x.split(" ")) },
      ids: new Set((d.n || "").split(" ").filter(Boolean)),
    }));
    const df = new Map();
    for (const d of docs) {
      for (const s of new Set([...d.sets.a, ...d.sets.b, ...d.sets.x])) df.set(s, (df.get(s) || 0) + 1);
    }
    const cards = raw.cards.map(([name, stems, color, rarity, value]) => ({ name, stems, color, rarity, value }));
    return { docs, df, cards, stop, same: raw.same, stem: (w) => stemmer.stemWord(w) };
  }

  function parse(query) {
    const all = words(query);
    const raw = (query.toLowerCase().match(/[a-z0-9-]+(?:\.[a-z0-9-]+)+/g) || []);
    let kept = all.filter((w) => !data.stop.has(w));
    if (!kept.length) kept = all;
    const stems = [...new Set(kept.map((w) => data.stem(data.same[w] || w)))];
    const line = " " + all.filter((w) => !data.stop.has(w)).map(data.stem).join(" ") + " ";
    const named = new Set(data.cards.filter((c) => c.stems && line.includes(" " + c.stems + " ")).map((c) => c.name));
    const party = all.includes("feelinks") || line.includes(" mood x ");
    return { stems, raw, named, all, party };
  }

  function score(d, q) {
    let total = 0;
    let matched = 0;
    for (const s of q.stems) {
      let best = 0;
      for (const f of ["a", "b", "x"]) if (d.sets[f].has(s)) best = Math.max(best, WEIGHT[f]);
      if (best) {
        total += best * Math.log(1 + data.docs.length / data.df.get(s));
        matched += 1;
      }
    }
    for (const id of q.raw) if (d.ids.has(id)) total += 100;
    if (!total) return 0;
    total *= 0.6 + (0.4 * matched) / q.stems.length;
    // the card the question names comes first, its rulings before its page; a question
    // that names no card is about the rules, which the rules chapters state in general
    if (q.named.has(d.c)) return 1000 + total + (d.g ? 0 : 1);
    // a ruling about cards together, when the question names two or more of its cards
    const together = d.m ? d.m.split("|").filter((n) => q.named.has(n)).length : 0;
    if (together >= 2) return 1000 + total;
    if (d.g === "party") return q.party ? total * 1.5 : total * 0.5;  // the party games' own rules
    return q.named.size || d.g !== "rule" ? total : total * 1.2;
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
      const found = data.docs.map((d) => [score(d, q), d]).filter(([s]) => s > 0).sort((a, b) => b[0] - a[0]).map(([, d]) => d);
      const cardsAsked = cardQuestion(q);
      if (cardsAsked) found.unshift(cardsAsked);
      count.textContent = found.length
        ? `${found.length} result${found.length === 1 ? "" : "s"} found, the best first${found.length > SHOWN ? `; the first ${SHOWN} are shown` : ""}.`
        : "No ruling found. Try other words, or a card's name.";
      const stems = new Set(q.stems);
      for (const r of found.slice(0, SHOWN)) {
        const li = document.createElement("li");
        li.className = "ms-hit" + (r.g ? ` ms-hit-${r.g}` : "");
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
