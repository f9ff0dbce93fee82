/*
 * The page's boot script: picks the bundle before any of the app's scripts is fetched.
 *
 * The build (scripts/vite-legacy-boot.ts) inlines this file, minified, as the one script of each
 * page, with the files of both bundles in its data attributes:
 *   data-modern            the modern entry (an ES module)
 *   data-preload           the chunks that entry imports statically, space-separated
 *   data-legacy-polyfills  the legacy polyfills (core-js and SystemJS), a classic script
 *   data-legacy            the legacy entry, a SystemJS module
 *
 * An engine runs the modern bundle only when it has everything that bundle needs (the modern
 * chunks are built for Chrome 105, Firefox 106 and Safari 16.4: ES modules, dynamic import,
 * import.meta.resolve). None of that can be asked from a classic script, so the check is a
 * platform feature that came with or after it in every engine: the static Response.json()
 * (Chrome 105, Firefox 115, Safari 17). An engine that fails the check runs the legacy bundle,
 * which runs everywhere; so a too strict check costs speed, never a start. Every TV engine
 * before Chrome 105 (Tizen up to 2023, webOS up to 23) thus fetches the legacy files alone, and
 * no modern chunk that it could not run.
 *
 * When the modern entry or one of its imports fails to load, the legacy bundle starts instead:
 * a TV package opened from file:// on a runtime that applies CORS to module scripts (which
 * blocks every module there) still starts.
 *
 * This is an ES5 script (ESLint parses it as one; scripts/check-legacy.mjs checks the built
 * copy): it runs on Chromium 53. It runs in the head, before the stylesheet, so it waits for
 * nothing; the app's scripts run once the page is parsed, as deferred module scripts do.
 * window.LUMEN_BOOT tells which bundle started, and why the modern one did not.
 */
(function () {
  var doc = document;
  var me = doc.currentScript;
  var nonce = me.nonce || me.getAttribute('nonce') || '';
  var packaged = location.protocol === 'file:';
  var probe = doc.createElement('script');
  var modern = 'noModule' in probe && typeof Response === 'function' && typeof Response.json === 'function';
  var state = (window.LUMEN_BOOT = { bundle: modern ? 'modern' : 'legacy', reason: modern ? '' : 'engine' });
  var legacyStarted = false;

  function file(name) {
    return me.getAttribute('data-' + name) || '';
  }

  // Elements the boot adds carry the page's nonce: the modern chunks import a data: module (Vite's
  // import.meta.resolve guard), which the CSP admits only for a script carrying it.
  function add(element) {
    if (nonce) element.nonce = nonce;
    doc.head.appendChild(element);
    return element;
  }

  function whenParsed(run) {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run);
    else run();
  }

  function startLegacy() {
    if (legacyStarted) return;
    legacyStarted = true;
    var polyfills = doc.createElement('script');
    polyfills.src = file('legacy-polyfills');
    polyfills.onload = function () {
      whenParsed(function () {
        window.System['import'](file('legacy'));
      });
    };
    add(polyfills);
  }

  if (!modern) {
    startLegacy();
    return;
  }

  var entry = file('modern');
  // Fetch the entry and its imports at once, in parallel with the stylesheet and the parse. From
  // a TV package's own storage there is nothing to gain, and a runtime that refuses file:// modules
  // would only log each refusal twice.
  if (!packaged) {
    var preloads = [entry].concat(file('preload').split(' '));
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      add(link);
    }
  }
  whenParsed(function () {
    var script = doc.createElement('script');
    script.type = 'module';
    script.src = entry;
    // A module graph that fails to load (a network error, or CORS on file://) runs nothing of it.
    script.onerror = function () {
      state.bundle = 'legacy';
      state.reason = 'the modern bundle did not load';
      startLegacy();
    };
    add(script);
  });
})();
