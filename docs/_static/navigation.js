// The sidebar is rendered once per folder (see moodswings_site.shared_navigation): mark the
// current page here, and open the sections that lead to it, as the theme would have.
document.addEventListener("DOMContentLoaded", () => {
  const here = window.location.href.split("#")[0].split("?")[0];
  const same = (a) => a.href.split("#")[0] === here || a.href.split("#")[0] + "index.html" === here;
  document.querySelectorAll(".sidebar-tree a.reference").forEach((a) => {
    if (!same(a)) return;
    a.classList.add("current");
    const li = a.closest("li");
    if (li) li.classList.add("current-page");
    for (let node = li; node; node = node.parentElement && node.parentElement.closest("li")) {
      node.classList.add("current");
      const box = node.querySelector(":scope > input.toctree-checkbox");
      if (box) box.checked = true;
    }
  });
});

// A link to something folded away (a <details>, or what is inside one: a cell of the
// interaction map, a step's uses) opens it, then shows it.
function unfold() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  let opened = false;
  for (let node = target; node; node = node.parentElement) {
    if (node.tagName === "DETAILS" && !node.open) {
      node.open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView();
}
document.addEventListener("DOMContentLoaded", unfold);
window.addEventListener("hashchange", unfold);
