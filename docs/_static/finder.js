// The ruling finder: every ruling (window.MS_RULINGS, loaded on demand) searched by its words.
// All the words typed must appear in a ruling (its card, title, explanation, note ids,
// mechanics or examples); a ruling ranks higher when they appear in its card or title.
(function () {
  const stem = (w) => w.replace(/(ies|ied)$/, "y").replace(/(ing|ed|es|s)$/, "").replace(/e$/, "");
  const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const SHOWN = 80;
  const LABEL = { passed: "passed", failed: "failed", pending: "pending", missing: "not run" };

  function terms(query) {
    return query.toLowerCase().split(/[\s,;]+/).filter((w) => w.length > 0).map((w) => (w.length > 4 ? stem(w) : w));
  }

  function score(r, words) {
    const fields = [[r.c, 40], [r.t, 12], [r.n, 30], [r.m, 6], [r.d, 4], [r.x, 1]];
    let total = 0;
    for (const w of words) {
      let best = 0;
      for (const [text, weight] of fields) {
        if (text && text.toLowerCase().includes(w)) best = Math.max(best, weight);
      }
      if (!best) return 0;
      total += best;
    }
    return total;
  }

  function highlight(text, words) {
    let out = esc(text);
    for (const w of words) {
      if (w.length < 2) continue;
      out = out.replace(new RegExp("(" + w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "\\w*)", "gi"), "<mark>$1</mark>");
    }
    return out;
  }

  function snippet(r, words) {
    const text = r.d || "";
    if (!text) return "";
    const lower = text.toLowerCase();
    let at = -1;
    for (const w of words) { at = lower.indexOf(w); if (at >= 0) break; }
    const start = Math.max(0, (at < 0 ? 0 : at) - 60);
    const cut = text.slice(start, start + 220);
    return (start > 0 ? "…" : "") + cut + (start + 220 < text.length ? "…" : "");
  }

  function setup(box) {
    const root = box.dataset.root || "";
    const input = box.querySelector(".ms-finder-input");
    const list = box.querySelector(".ms-finder-results");
    const count = box.querySelector(".ms-finder-count");
    const run = () => {
      const rulings = window.MS_RULINGS || [];
      const words = terms(input.value);
      list.innerHTML = "";
      if (!words.length) { count.textContent = `${rulings.length} rulings to search.`; return; }
      const found = rulings.map((r) => [score(r, words), r]).filter(([s]) => s > 0).sort((a, b) => b[0] - a[0]);
      count.textContent = found.length
        ? `${found.length} ruling${found.length === 1 ? "" : "s"} found${found.length > SHOWN ? `; the first ${SHOWN} are shown: add a word to narrow them down` : ""}.`
        : "No ruling found. Try fewer words, or a card name.";
      for (const [, r] of found.slice(0, SHOWN)) {
        const li = document.createElement("li");
        li.className = "ms-hit";
        const flags = (r.e ? '<span class="ms-flag ms-erratum">erratum</span>' : "") +
          (r.p ? '<span class="ms-flag ms-pending">pending</span>' : "");
        li.innerHTML =
          `<a class="ms-hit-title" href="${root}${r.u}">${highlight(r.t, words)}</a>` +
          `<span class="ms-hit-where">${esc(r.c)}</span>${flags}` +
          `<span class="ms-status ms-${LABEL[r.s].replace(" ", "-")}">${r.k} example${r.k === 1 ? "" : "s"}: ${LABEL[r.s]}</span>` +
          `<span class="ms-hit-text">${highlight(snippet(r, words), words)}</span>`;
        list.appendChild(li);
      }
    };
    const params = new URLSearchParams(window.location.search);
    if (params.get("q")) input.value = params.get("q");
    input.addEventListener("input", run);
    const start = () => { run(); box.classList.add("ms-ready"); };
    if (window.MS_RULINGS) { start(); return; }
    const script = document.createElement("script");
    script.src = root + "_static/rulings-index.js";
    script.onload = start;
    document.head.appendChild(script);
  }

  document.addEventListener("DOMContentLoaded", () => document.querySelectorAll(".ms-finder").forEach(setup));
})();
