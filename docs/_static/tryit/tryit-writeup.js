// The Try it page's write-up: the table, what was played on it and what the engine did, as a
// ruling for the player to fill in. The engine's side writes it (write_up in
// moodswings_site.tryit_session, with engine.knowledge.writeup: the Example that
// `moodswings ruling new --from-link` writes from the page's link); this draws it in a box the
// player can edit, with a button that copies it and, when the site has a repository, a link
// that opens an issue there with the text filled in.

// Longer addresses are cut or refused on the way (browsers, servers): past it, the issue's
// text is left out of the link and copied instead, for the player to paste.
const MAX_URL = 8000;

// The address of a new issue holding the write-up: the ruling's title if the player gave it,
// and the text, with the link of the table when it fits. ``whole`` says whether the text is in it.
export function issueAddress(repository, text, link) {
  const named = (text.match(/^\s*Rule:\s*(.+)$/m) || [])[1] || "";
  const title = "Ruling: " + (named && !named.includes("TODO") ? named : "a question from the Try it table");
  const gherkin = "```gherkin\n" + text.replace(/\n*$/, "\n") + "```\n";
  const bodies = [
    `Written up on the Try it page, from this table: ${link}\n\n${gherkin}`,
    `Written up on the Try it page.\n\n${gherkin}`,
  ];
  for (const body of bodies) {
    const href = `${repository}/issues/new?` + new URLSearchParams({ title, body });
    if (href.length <= MAX_URL) return { href, whole: true };
  }
  const body = "Written up on the Try it page: the text was too long for a link. Paste it here.\n";
  return { href: `${repository}/issues/new?` + new URLSearchParams({ title, body }), whole: false };
}

async function copyText(text, box, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = "Copied.";
  } catch (e) {
    // no clipboard for this page (not https, or refused): the player copies it
    box.focus();
    box.select();
    status.textContent = "The browser did not let the page copy it: it is selected, copy it yourself (Ctrl+C, ⌘C).";
  }
}

// Where each form goes, and what to do with it there.
function whereItGoes(writeup, el) {
  const code = (text) => el("code", {}, text);
  if (writeup.to === "card") {
    const file = `features/cards/${writeup.card}.feature`;
    return el("p", { class: "ms-tryit-writeup-where" }, "Paste it at the end of ", code(file),
      ": it is fitted under that file's Background (the Given steps the Background gives are left out), ",
      "and its Rule has no ", code("@card"), " tag (the file's Feature has it). Then ",
      code(`moodswings ruling check ${file}`), " and ", code(`pytest -m card:${writeup.card}`), ".");
  }
  const tags = ["its Rule is tagged with each card it involves (", code("@card:…"), "): keep those it is about"];
  if (writeup.to === "interactions") {
    return el("p", { class: "ms-tryit-writeup-where" }, "Paste it at the end of the file of ",
      code("features/interactions/"), " whose theme it belongs to (the folder's README lists them): ", ...tags,
      ". Then ", code("moodswings ruling check features/interactions/"), ".");
  }
  return el("p", { class: "ms-tryit-writeup-where" }, "Save it as a new file in ", code("features/interactions/"),
    ", named for its theme (lower case, hyphens: ", code("moved-moods.feature"), "); ", ...tags,
    ". Then ", code("moodswings ruling check"), " on the file.");
}

// The choice of where it goes: a card's own file (the cards involved first), a file of
// rulings about cards together, or a new one. ``choose`` asks the engine's side again.
function destination(writeup, el, choose) {
  const value = writeup.to === "card" ? `card:${writeup.card}` : writeup.to;
  const options = [
    ...(writeup.cards || []).map(([slug, name]) => [`card:${slug}`,
      `${name}'s own file (features/cards/${slug}.feature)`]),
    ["interactions", "a file of rulings about cards together (features/interactions/)"],
    ["new", "a new file of rulings about cards together"],
  ];
  const select = el("select", { id: "ms-tryit-writeup-to", class: "ms-tryit-writeup-to",
    onchange: (e) => {
      const [to, card] = e.target.value.split(":");
      choose(card ? { to, card } : { to });
    } }, options.map(([v, label]) => el("option", { value: v, selected: v === value }, label)));
  return el("p", { class: "ms-tryit-row" },
    el("label", { for: "ms-tryit-writeup-to" }, "Where it goes: "), select);
}

// The panel for a write-up ({text} to show, kept as the player edits it; {refused}: not in the
// place chosen, and why; or {error}). ``el`` makes an element (the page's helper);
// ``repository`` is the project's address, or ""; ``choose`` writes it up for another place.
export function writeupPanel(writeup, { el, repository, link, choose }) {
  const heading = el("h3", { id: "ms-tryit-writeup-title", tabindex: "-1" }, "This table as a ruling");
  const section = (...children) =>
    el("section", { class: "ms-tryit-writeup", "aria-labelledby": "ms-tryit-writeup-title" }, heading, ...children);
  if (writeup.error) {
    return section(el("p", { class: "ms-tryit-error ms-tryit-writeup-error", role: "alert" },
      `It can't be written up yet: ${writeup.error}.`));
  }
  const intro = el("p", {}, "The table, what was played and answered, and what the engine did, in the steps the ",
    "rulings use, in the form of the file it goes in. Fill in the TODO lines (the ruling in your own words, ",
    "where it comes from, the example's name), then copy it, or open an issue with it. In a clone, ",
    el("code", {}, "moodswings ruling new CARD \"the ruling\" --from-link \"<this page's link>\""),
    " writes the same example into the card's file.");
  const choice = destination(writeup, el, choose);
  if (writeup.refused) {
    return section(intro, choice, el("p", { class: "ms-tryit-error ms-tryit-writeup-refused", role: "alert" },
      `It can't go there: ${writeup.refused}.`));
  }
  const lines = writeup.text.split("\n").length;
  const box = el("textarea", { id: "ms-tryit-writeup-text", class: "ms-tryit-writeup-text",
    rows: Math.min(lines, 24), spellcheck: "false" }, writeup.text);
  const status = el("span", { class: "ms-tryit-writeup-status", role: "status", "aria-live": "polite" });
  const issue = repository
    ? el("a", { class: "ms-tryit-writeup-issue", target: "_blank", rel: "noopener" }, "Open an issue with this text")
    : null;
  const update = () => {
    writeup.text = box.value; // kept when the page is drawn again
    if (!issue) return;
    const { href, whole } = issueAddress(repository, box.value, link());
    issue.href = href;
    issue.dataset.whole = String(whole);
  };
  box.addEventListener("input", update);
  update();
  if (issue) {
    issue.addEventListener("click", () => {
      if (issue.dataset.whole === "false") copyText(box.value, box, status);
    });
  }
  return section(
    intro, choice, whereItGoes(writeup, el),
    el("label", { for: "ms-tryit-writeup-text", class: "ms-tryit-writeup-label" }, "The ruling, in the rulings' steps (Gherkin):"),
    box,
    el("div", { class: "ms-tryit-row" },
      el("button", { type: "button", class: "ms-tryit-option ms-tryit-writeup-copy",
        onclick: () => copyText(box.value, box, status) }, "Copy the text"),
      issue, status));
}
