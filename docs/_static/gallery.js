// Client-side filtering of the card gallery: color, rarity, value and name.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector(".ms-filters");
  if (!form) return;
  const cards = Array.from(document.querySelectorAll(".ms-gallery .ms-card"));
  const count = form.querySelector(".ms-count");
  const apply = () => {
    const wanted = {};
    form.querySelectorAll("[data-filter]").forEach((el) => { wanted[el.dataset.filter] = el.value.trim().toLowerCase(); });
    let shown = 0;
    cards.forEach((card) => {
      const ok = Object.entries(wanted).every(([key, value]) => {
        if (!value) return true;
        const have = (card.dataset[key] || "").toLowerCase();
        return key === "name" ? have.includes(value) : have === value;
      });
      card.style.display = ok ? "" : "none";
      if (ok) shown += 1;
    });
    count.textContent = `${shown} of ${cards.length} cards`;
  };
  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  apply();
});
