// Starting the engine for the Try it page: Pyodide, then the engine package, then the page's
// Python module (moodswings_site.tryit_session). Only the Try it page loads this.
//
// A returning visitor waits less: the first visit keeps, in the browser's Cache Storage, the
// engine package and a memory snapshot of Python with the engine imported (Pyodide's
// snapshot, made once the first table is shown). The next visit restores that snapshot
// instead of starting Python and importing the engine again. Both are keyed by the Pyodide version and
// the engine package's content (its address carries a hash of it), so a new build or a new
// Pyodide never meets an old snapshot; one that fails to load is dropped and Python starts
// afresh. Pyodide's own files stay in the HTTP cache (the CDN's addresses carry its version).
// Without Cache Storage (a page not served over https or from localhost), every visit is a
// first one.

const CACHE = "moodswings-tryit";

function now() {
  return Math.round(performance.now());
}

async function openCache() {
  try {
    return window.caches ? await window.caches.open(CACHE) : null;
  } catch (e) {
    return null; // storage refused (private mode, settings): no cache
  }
}

async function pyodideBase(local, cdn) {
  try {
    const found = await fetch(local + "pyodide.mjs", { method: "HEAD", cache: "no-store" });
    if (found.ok) return { base: new URL(local, location.href).href, from: "local" };
  } catch (e) {
    // no local copy: the official CDN
  }
  return { base: cdn, from: "cdn" };
}

// The engine package: from Cache Storage when this build's is there, else fetched and kept.
async function enginePackage(cache, url) {
  const hit = cache && (await cache.match(url).catch(() => null));
  if (hit) return hit.arrayBuffer();
  const response = await fetch(url).catch((e) => ({ ok: false, statusText: e.message }));
  if (!response.ok) {
    throw new Error(`the engine package (${url}) could not be fetched (${response.status || response.statusText})`);
  }
  const bytes = await response.arrayBuffer();
  if (cache) cache.put(url, new Response(bytes.slice(0))).catch(() => {});
  return bytes;
}

async function storedSnapshot(cache, key) {
  const hit = cache && (await cache.match(key).catch(() => null));
  return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
}

// Keep this snapshot, and only this one: older builds' are deleted.
async function keepSnapshot(cache, key, snapshot) {
  if (!cache) return;
  for (const old of await cache.keys()) {
    if (old.url.includes("/snapshot-") && old.url !== key) await cache.delete(old);
  }
  await cache.put(key, new Response(snapshot));
}

function unpack(pyodide, bytes) {
  pyodide.unpackArchive(bytes, "zip", { extractDir: "/home/pyodide/moodswings" });
  pyodide.runPython("import sys\nif '/home/pyodide/moodswings' not in sys.path: sys.path.insert(0, '/home/pyodide/moodswings')");
}

// Start the engine; ``timings`` gets when Pyodide was up and when the engine was imported
// (ms since the page's start), and how it started ("snapshot" or "fresh").
export async function startEngine({ local, cdn, engine, version, timings }) {
  const cache = await openCache();
  const engineURL = new URL(engine, location.href).href;
  const key = new URL(`_static/tryit/snapshot-${version}-${new URL(engineURL).search.slice(1)}`, location.href).href;
  const bytes = enginePackage(cache, engineURL);
  const snapshot = storedSnapshot(cache, key);
  const { base, from } = await pyodideBase(local, cdn);
  timings.from = from;
  let loadPyodide;
  try {
    ({ loadPyodide } = await import(base + "pyodide.mjs"));
  } catch (e) {
    throw new Error(`Pyodide ${version} could not be loaded from ${base} (${e.message || e})`);
  }
  let pyodide = null;
  const saved = await snapshot;
  if (saved) {
    try {
      pyodide = await loadPyodide({ indexURL: base, _loadSnapshot: saved });
      timings.start = "snapshot";
    } catch (e) {
      pyodide = null; // a snapshot this Pyodide cannot use: start afresh, and forget it
      if (cache) await cache.delete(key).catch(() => {});
    }
  }
  const makeSnapshot = Boolean(cache) && !pyodide;
  if (!pyodide) {
    try {
      pyodide = await loadPyodide({ indexURL: base, _makeSnapshot: makeSnapshot });
    } catch (e) {
      throw new Error(`Pyodide ${version} could not be loaded from ${base} (${e.message || e})`);
    }
    timings.start = "fresh";
  }
  timings.pyodide = now();
  // the package's files again, even after a snapshot (which holds memory, not files): a
  // module imported later, or a data file read later, is there
  unpack(pyodide, await bytes);
  const session = pyodide.pyimport("moodswings_site.tryit_session");
  timings.engine = now();
  // called once the table is shown, so that the first visit waits for none of it
  const keep = async () => {
    if (!makeSnapshot) return;
    try {
      await keepSnapshot(cache, key, pyodide.makeMemorySnapshot());
    } catch (e) {
      // no snapshot this time: the next visit starts afresh too
    }
  };
  return { pyodide, session, keep };
}
