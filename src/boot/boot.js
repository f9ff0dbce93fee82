/*
 * The page's boot script: picks the bundle before any of the app's scripts is fetched.
 *
 * The build (scripts/vite-legacy-boot.ts) inlines this file, minified, as the one script of each
 * page, with the files of the three bundles in its data attributes:
 *   data-modern            the modern entry (an ES module)
 *   data-preload           the chunks that entry imports statically, space-separated
 *   data-mid               the middle entry (an ES module lowered for Chrome 64)
 *   data-mid-preload       the chunks that entry imports statically, space-separated
 *   data-mid-polyfills     the middle tier's core-js polyfills, an ES module run before its entry
 *   data-legacy-polyfills  the legacy polyfills (core-js and SystemJS), a classic script
 *   data-legacy            the legacy entry, a SystemJS module
 *
 * An engine runs the modern bundle only when it has everything that bundle needs (the modern
 * chunks are built for Chrome 105, Firefox 106 and Safari 16.4: ES modules, dynamic import,
 * import.meta.resolve). None of that can be asked from a classic script, so the check is a
 * platform feature that came with or after it in every engine: the static Response.json()
 * (Chrome 105, Firefox 115, Safari 17).
 *
 * Else it runs the middle bundle when it has what that one needs (scripts/vite-middle-tier.ts:
 * chunks lowered to ES2018 for Chrome 64, with polyfills for the builtins Chrome 64 lacks): ES
 * modules, dynamic import (Chrome 63), import.meta (Chrome 64, which the chunks use to find their
 * lazy imports) and ES2018's syntax, regular expressions included. Here too the module features
 * cannot be asked from a classic script, so the check is ResizeObserver, a platform API that came
 * with them or after them in every engine (Chrome 64, Firefox 69, Safari 13.1), and the one part
 * of ES2018 that came later in one of those engines, named groups in regular expressions
 * (Chrome 64, Safari 11.1, Firefox 78), tried on a RegExp built from a string (the CSP allows it;
 * an engine without them throws). Tizen 2019 (Chrome 63) fails it; webOS 5 (68) and Tizen 2020-2023
 * (69-94) pass.
 *
 * Every other engine runs the legacy bundle, which runs everywhere; so a too strict check costs
 * speed, never a start. An engine thus fetches the files of one bundle alone, and no chunk that it
 * could not run.
 *
 * When the modern or middle entry, its polyfills or one of its imports fails to load, the legacy
 * bundle starts instead: a TV package opened from file:// on a runtime that applies CORS to module
 * scripts (which blocks every module there) still starts.
 *
 * This is an ES5 script (ESLint parses it as one; scripts/check-legacy.mjs checks the built
 * copy): it runs on Chromium 53. It runs in the head, before the stylesheet, so it waits for
 * nothing; the app's scripts run once the page is parsed, as deferred module scripts do.
 * window.LUMEN_BOOT tells which bundle started ('modern', 'middle' or 'legacy'), and why the
 * modern one did not.
 */
(function () {
  var doc = document;
  var me = doc.currentScript;
  var nonce = me.nonce || me.getAttribute('nonce') || '';
  var packaged = location.protocol === 'file:';
  var probe = doc.createElement('script');
  var modules = 'noModule' in probe;
  var modern = modules && typeof Response === 'function' && typeof Response.json === 'function';
  var middle = !modern && modules && typeof ResizeObserver === 'function' && namedGroups();
  var state = (window.LUMEN_BOOT = { bundle: modern ? 'modern' : middle ? 'middle' : 'legacy', reason: modern ? '' : 'engine' });
  var legacyStarted = false;

  function namedGroups() {
    try {
      return new RegExp('(?<a>b)').exec('b').groups.a === 'b';
    } catch (_error) {
      return false;
    }
  }

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

  // A module script; a module graph that fails to load (a network error, or CORS on file://) runs
  // nothing of it, and the legacy bundle starts.
  function addModule(src, onload) {
    var script = doc.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onerror = function () {
      state.bundle = 'legacy';
      state.reason = 'the ' + (modern ? 'modern' : 'middle') + ' bundle did not load';
      startLegacy();
    };
    if (onload) script.onload = onload;
    add(script);
  }

  if (!modern && !middle) {
    startLegacy();
    return;
  }

  var prefix = modern ? '' : 'mid-';
  var entry = file(modern ? 'modern' : 'mid');
  var polyfills = modern ? '' : file('mid-polyfills');
  // Fetch the polyfills, the entry and its imports at once, in parallel with the stylesheet and the
  // parse (Chrome 64 and 65 ignore modulepreload and fetch each when it is imported). From a TV
  // package's own storage there is nothing to gain, and a runtime that refuses file:// modules
  // would only log each refusal twice.
  if (!packaged) {
    var preloads = [polyfills, entry].concat(file(prefix + 'preload').split(' '));
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      add(link);
    }
  }
  function startEntry() {
    whenParsed(function () {
      addModule(entry);
    });
  }
  // The middle polyfills run first (they patch the builtins the entry's graph calls as it runs):
  // the entry is added once they have run, which their load event says.
  if (polyfills) addModule(polyfills, startEntry);
  else startEntry();
})();
