/**
 * The script `docs dev` adds to every page: it listens to the server's events, reloads the page
 * when its content changed (keeping the scroll position), and shows build errors in an overlay.
 * Plain JavaScript in a string: it must run before and without the site's own bundle.
 */
export const DEV_EVENTS_PATH = '/__docs/events';

export function devClientScript(): string {
  return `(() => {
  const key = 'docs-dev-scroll:' + location.pathname;
  const saved = sessionStorage.getItem(key);
  if (saved !== null) {
    // At once (the page shows before its scripts, which wait for the rebuild), and again once it
    // hydrates, unless the reader has scrolled since.
    sessionStorage.removeItem(key);
    let moved = false;
    const restore = () => { if (!moved) window.scrollTo(0, Number(saved)); };
    restore();
    for (const type of ['wheel', 'touchstart', 'keydown']) addEventListener(type, () => { moved = true; }, { once: true, passive: true });
    const root = document.getElementById('__docs');
    if (root && !root.hasAttribute('data-hydrated')) new MutationObserver((_, o) => { if (root.hasAttribute('data-hydrated')) { o.disconnect(); restore(); } }).observe(root, { attributes: true });
  }
  const here = () => { let p = location.pathname.replace(/\\/index\\.html$/, '/').replace(/\\.html$/, ''); return p.length > 1 ? p.replace(/\\/+$/, '') : p; };
  let overlay;
  const hide = () => { if (overlay) { overlay.remove(); overlay = undefined; } };
  const show = (diagnostics) => {
    hide();
    overlay = document.createElement('div');
    overlay.id = '__docs-dev-overlay';
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,24,.94);color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:2rem';
    const title = document.createElement('h2');
    title.textContent = 'Build error: the page shows the last good version.';
    title.style.cssText = 'color:#fca5a5;font:600 18px system-ui,sans-serif;margin:0 0 1rem';
    overlay.append(title);
    for (const d of diagnostics) {
      const where = document.createElement('p');
      where.className = 'docs-dev-location';
      where.textContent = (d.file ? d.file + (d.line ? ':' + d.line + ':' + (d.column || 1) : '') + '  ' : '') + d.message;
      where.style.cssText = 'margin:0 0 .5rem;white-space:pre-wrap';
      overlay.append(where);
      if (d.frame) { const pre = document.createElement('pre'); pre.textContent = d.frame; pre.style.cssText = 'margin:0 0 1rem;padding:1rem;background:#000;border-radius:6px;overflow:auto'; overlay.append(pre); }
      if (d.hint) { const hint = document.createElement('p'); hint.textContent = 'hint: ' + d.hint; hint.style.cssText = 'margin:0 0 1.5rem;color:#a1a1aa'; overlay.append(hint); }
    }
    const note = document.createElement('p');
    note.textContent = 'Fix the file and save: this closes by itself.';
    note.style.cssText = 'color:#a1a1aa;font-family:system-ui,sans-serif';
    overlay.append(note);
    document.body.append(overlay);
  };
  const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
  events.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'error') show(message.diagnostics);
    else if (message.type === 'update') {
      const hadOverlay = Boolean(overlay);
      hide();
      if (hadOverlay || message.paths === '*' || message.paths.includes(here())) {
        sessionStorage.setItem(key, String(window.scrollY));
        location.reload();
      }
    }
  };
  window.__docsDev = { events };
})();`;
}
