// Client-side filtering of the card gallery: color, rarity, value (exactly, or at least),
// mechanic, name, and whether the card has rulings yet. The filters are kept in the address (#color=red&...).
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector(".ms-filters");
  if (!form) return;
  const items = Array.from(document.querySelectorAll(".ms-gallery .ms-gallery-item"));
  const count = form.querySelector(".ms-count");
  const fields = Array.from(form.querySelectorAll("[data-filter]"));
  const matches = (item, key, value) => {
    const have = (item.dataset[key] || "").toLowerCase();
    if (key === "name") return have.includes(value);
    if (key === "mechanics") return have.split(" ").includes(value);
    if (key === "rulings") return Number(have) > 0;
    if (key === "min") return Number(item.dataset.value) >= Number(value);
    return have === value;
  };
  const apply = () => {
    const wanted = {};
    fields.forEach((el) => {
      if (el.type === "radio" && !el.checked) return;
      const v = el.type === "checkbox" ? (el.checked ? "yes" : "") : el.value.trim().toLowerCase();
      if (v) wanted[el.dataset.filter] = v;
    });
    let shown = 0;
    items.forEach((item) => {
      const ok = Object.entries(wanted).every(([k, v]) => matches(item, k, v));
      item.hidden = !ok;
      if (ok) shown += 1;
    });
    count.textContent = `${shown} of ${items.length} cards`;
    const hash = new URLSearchParams(wanted).toString();
    history.replaceState(null, "", hash ? "#" + hash : window.location.pathname);
  };
  const fromHash = new URLSearchParams(window.location.hash.slice(1));
  if (fromHash.get("min")) fields.forEach((el) => { if (el.type === "radio") el.checked = false; });
  fields.forEach((el) => {
    const v = fromHash.get(el.dataset.filter);
    if (!v) return;
    if (el.type === "checkbox") el.checked = true;
    else if (el.type === "radio") el.checked = el.value === v;
    else el.value = v;
  });
  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  form.addEventListener("reset", () => setTimeout(apply, 0));
  apply();
});
