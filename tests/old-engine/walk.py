#!/usr/bin/python3
"""A viewer's walk through Lumen on a real old TV engine: Qt 5.15's WebEngine (Chromium 87).

Driven with Qt's own key events (QTest.keyClick on the view's focus proxy), as a remote's keys
reach a TV's web runtime, not with synthetic DOM events. Every request the engine makes is
logged by a QWebEngineUrlRequestInterceptor, and every console message by the page.

Sections (each on a fresh start of the app):
  home      boot to a focused card; OK opens the detail modal (which must not overflow); Back
            closes it with focus back on the card
  search    the menu's Search; a word typed on the on-screen keyboard with arrows and OK; results
  shows     the menu's Shows: the All Shows grid takes the keys
  playback  signed in: a card's detail, its play button, a video whose currentTime advances
  rtl       Arabic (?lang=ar): the menu at the right, a row's first card beside it, Left along the
            row and Right back to where it was, Right into the menu and Left out
  walk      signed in: the seeded random walk of tests/e2e/focus-walk.spec.ts, shorter: keys in
            bursts while pages load, each state judged by the crawler's probe with the walk's
            rules (--walk-script), Left into the menu and Right out now and then, Back home
  webos, tizen
            the packaged apps opened from file://, talking to the running server; Qt serves
            file:// scripts with no MIME type, which module scripts refuse, so there the middle
            bundle's first module fails and the boot script falls back to the legacy bundle (the
            one console error it logs, for that file, is expected), as on a TV runtime that
            refuses file:// modules
  legacy    the legacy (SystemJS) bundle, as an engine before Chrome 64 runs it: ResizeObserver is
            taken away before any script runs, so the boot script's middle check fails; boot to a
            focused card, OK opens the detail and Back closes it
Across all: the boot script chose the middle bundle (Chrome 87 is between 64 and 104), or the
legacy one in the legacy section and after the fallback of the packages, no chunk of another
bundle was fetched, and the console had no error. The report says which bundle each section ran
and why (bundles: window.LUMEN_BOOT).

Run by tests/old-engine/run.ts (npm run test:old-engine), which starts the server and stages
the packages. Needs Debian's python3-pyqt5.qtwebengine and /usr/bin/python3. Writes a JSON report
to --report and exits 1 when a check failed.
"""
import argparse
import json
import os
import random
import re
import sys
import time
import traceback

from PyQt5.QtCore import QEventLoop, Qt, QTimer, QUrl
from PyQt5.QtTest import QTest
from PyQt5.QtWebEngineCore import QWebEngineUrlRequestInterceptor
from PyQt5.QtWebEngineWidgets import QWebEnginePage, QWebEngineProfile, QWebEngineScript, QWebEngineSettings, QWebEngineView
from PyQt5.QtWidgets import QApplication

KEYS = {
    'left': Qt.Key_Left,
    'right': Qt.Key_Right,
    'up': Qt.Key_Up,
    'down': Qt.Key_Down,
    'ok': Qt.Key_Return,
    'back': Qt.Key_Escape,
}
# A script of the build (under assets/), and which bundle it belongs to: `-legacy-` and `-mid-`
# name the legacy and middle chunks; the rest are the modern bundle's.
BUILD_SCRIPT = re.compile(r'/assets/([^/?#]+)\.js(?:[?#]|$)')


def bundle_of(url):
    match = BUILD_SCRIPT.search(url)
    if not match:
        return None
    name = match.group(1)
    return 'legacy' if '-legacy-' in name else 'middle' if '-mid-' in name else 'modern'


# The fallback of a package whose middle modules the runtime refuses (src/boot/boot.js), and the one
# console error it brings: the refused module, the middle polyfills.
MIDDLE_FALLBACK = {'bundle': 'legacy', 'reason': 'the middle bundle did not load'}
REFUSED_MODULE = re.compile(r'^Failed to load module script: .*non-JavaScript MIME type')
MIDDLE_POLYFILLS = re.compile(r'/assets/polyfills-mid-[\w-]+\.js$')

# As an engine before Chrome 64 (src/boot/boot.js): no ResizeObserver, so the legacy bundle starts.
BEFORE_CHROME_64_JS = 'delete window.ResizeObserver;'


class StepFailed(Exception):
    pass


class Interceptor(QWebEngineUrlRequestInterceptor):
    """Every request of the page, as the engine makes it."""

    def __init__(self, log):
        super().__init__()
        self.log = log
        self.section = 'start'

    def interceptRequest(self, info):
        self.log.append({'section': self.section, 'url': info.requestUrl().toString(), 'type': int(info.resourceType())})


class Page(QWebEnginePage):
    """The page, keeping what the console says (level 2 is an error)."""

    def __init__(self, profile, parent, console):
        super().__init__(profile, parent)
        self.console = console
        self.section = 'start'

    def javaScriptConsoleMessage(self, level, message, line, source):
        self.console.append({'section': self.section, 'level': int(level), 'message': message, 'source': source, 'line': line})


# What the page is asked, as in tests/e2e/helpers.ts (focused): where focus is.
FOCUSED_JS = """(function () {
  var element = document.activeElement;
  var card = element && element.closest ? element.closest('.vrow-card') : null;
  var labelled = card ? card.querySelector('[aria-label]') : null;
  var row = element && element.closest ? element.closest('[data-row]') : null;
  return {
    label: ((labelled && labelled.getAttribute('aria-label')) || (element && element.getAttribute('aria-label')) || (element && element.textContent) || '').trim().slice(0, 80),
    row: row ? row.getAttribute('data-row') : null,
    index: card ? Number(card.getAttribute('data-index')) : null,
    focusKey: element ? element.getAttribute('data-focus-key') : null
  };
})()"""

# Which arrow brings focus closer to `selector`, as tests/e2e/helpers.ts (moveFocusTo) decides.
STEP_TOWARDS_JS = """(function (selector) {
  var target = document.querySelector(selector);
  var active = document.activeElement;
  if (!target || !active) return 'missing';
  if (target === active || target.contains(active)) return 'done';
  var a = active.getBoundingClientRect();
  var t = target.getBoundingClientRect();
  var dy = t.top + t.height / 2 - (a.top + a.height / 2);
  var dx = t.left + t.width / 2 - (a.left + a.width / 2);
  if (Math.abs(dy) > Math.min(a.height, t.height) / 2) return dy > 0 ? 'down' : 'up';
  return dx > 0 ? 'right' : 'left';
})(%s)"""

# The open dialog's box (the modal, which scrolls): how far its content runs past it sideways, and
# the scrollbars the engine draws in it (its offset size less its client size).
DIALOG_OVERFLOW_JS = """(function () {
  var dialogs = document.querySelectorAll('[role=dialog]');
  var dialog = dialogs[dialogs.length - 1];
  if (!dialog) return null;
  return {
    name: dialog.getAttribute('aria-label') || '',
    sideways: dialog.scrollWidth - dialog.clientWidth,
    scrollbarWidth: dialog.offsetWidth - dialog.clientWidth,
    scrollbarHeight: dialog.offsetHeight - dialog.clientHeight
  };
})()"""

# Right to left: the menu's box, and how this engine counts scrollLeft in an rtl scroller (the
# probe of src/lib/direction.ts: 'default' before Chrome 85, 'negative' from 85).
RTL_GEOMETRY_JS = """(function () {
  var outer = document.createElement('div');
  outer.style.cssText = 'position:absolute;top:-9999px;width:50px;height:50px;overflow:scroll;direction:rtl';
  var inner = document.createElement('div');
  inner.style.cssText = 'width:100px;height:100px';
  outer.appendChild(inner);
  document.body.appendChild(outer);
  var model = outer.scrollLeft > 0 ? 'default' : (outer.scrollLeft = 1, outer.scrollLeft === 0 ? 'negative' : 'reverse');
  document.body.removeChild(outer);
  var menu = document.querySelector('.side-nav-tv');
  var box = menu && menu.getBoundingClientRect();
  return { model: model, menu: box ? { left: box.left, right: box.right } : null };
})()"""

# The focused card's box.
RTL_CARD_JS = """(function () {
  var card = document.activeElement && document.activeElement.closest('.vrow-card');
  var box = card && card.getBoundingClientRect();
  return box ? { left: box.left, right: box.right } : { left: -1, right: -1 };
})()"""


class Walk:
    def __init__(self, args):
        self.args = args
        self.app = QApplication(sys.argv[:1])
        self.requests = []
        self.console = []
        self.results = []
        self.measures = {}
        # The console errors no section expected (a package's refused middle module is expected).
        self.errors = []
        # What the boot script started in each section (window.LUMEN_BOOT: bundle and reason), and the bundle it must start.
        self.bundles = {}
        self.expected_bundle = 'middle'
        # In the packages' sections the fallback from the middle bundle to the legacy one passes too.
        self.fallback_ok = False
        self.interceptor = Interceptor(self.requests)
        self.profile = QWebEngineProfile(self.app)  # off the record: a fresh store each run
        self.profile.setUrlRequestInterceptor(self.interceptor)
        self.engine_ua = QWebEngineProfile.defaultProfile().httpUserAgent()
        match = re.search(r'Chrome/([\d.]+)', self.engine_ua)
        self.chrome = match.group(1) if match else 'unknown'
        self.view = QWebEngineView()
        self.page = Page(self.profile, self.view, self.console)
        self.view.setPage(self.page)
        settings = self.page.settings()
        # As a TV's web runtime: a packaged app from its storage may call its server, and video
        # starts without a touch (there is none on a TV).
        settings.setAttribute(QWebEngineSettings.LocalContentCanAccessRemoteUrls, True)
        settings.setAttribute(QWebEngineSettings.PlaybackRequiresUserGesture, False)
        self.view.resize(1920, 1080)
        self.view.show()
        self.section = 'start'

    # ---- the engine ----

    def set_user_agent(self, platform):
        tv = {
            'tizen': 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%s TV Safari/537.36',
            'webos': 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%s Safari/537.36 WebAppManager',
        }[platform]
        self.profile.setHttpUserAgent(tv % self.chrome)

    def wait(self, ms):
        loop = QEventLoop()
        QTimer.singleShot(int(ms), loop.quit)
        loop.exec_()

    def js(self, code, timeout_ms=10000):
        loop = QEventLoop()
        out = {}

        def done(value):
            out['value'] = value
            loop.quit()

        self.page.runJavaScript(code, done)
        QTimer.singleShot(timeout_ms, loop.quit)
        loop.exec_()
        if 'value' not in out:
            raise StepFailed('the page did not answer a script within %d ms' % timeout_ms)
        return out['value']

    def press(self, key, times=1):
        for _ in range(times):
            QTest.keyClick(self.view.focusProxy() or self.view, KEYS[key])
            self.wait(160)

    def wait_for(self, code, what, timeout_s=15):
        deadline = time.monotonic() + timeout_s
        last = None
        while time.monotonic() < deadline:
            last = self.js(code)
            if last:
                return last
            self.wait(100)
        raise StepFailed('%s (waited %d s; last answer %r)' % (what, timeout_s, last))

    def load(self, url):
        loaded = {}
        loop = QEventLoop()

        def finished(ok):
            loaded['ok'] = ok
            loop.quit()

        self.page.loadFinished.connect(finished)
        self.page.load(QUrl(url))
        QTimer.singleShot(30000, loop.quit)
        loop.exec_()
        self.page.loadFinished.disconnect(finished)
        if not loaded.get('ok'):
            raise StepFailed('%s did not load' % url)

    def focused(self):
        return self.js(FOCUSED_JS)

    def move_focus_to(self, selector, max_presses=30):
        for _ in range(max_presses):
            step = self.js(STEP_TOWARDS_JS % json.dumps(selector))
            if step == 'done':
                return
            if step == 'missing':
                break
            self.press(step)
        raise StepFailed('the keys could not bring focus to %s (focus is on %r)' % (selector, self.focused()))

    def screenshot(self, name):
        if self.args.screens:
            os.makedirs(self.args.screens, exist_ok=True)
            path = os.path.join(self.args.screens, '%s.png' % name)
            self.view.grab().save(path)
            return path
        return None

    # ---- steps shared by the sections ----

    def start_app(self, url):
        """Opens the app, skips the splash with OK as a viewer would, and waits for a focused card."""
        self.load(url)
        self.wait_for("!!(window.LUMEN_BOOT && (document.querySelector('[data-testid=splash]') || document.querySelector('#content')))", 'the app did not start')
        if self.js("!!document.querySelector('[data-testid=splash]')"):
            self.press('ok')
        self.wait_for("!document.querySelector('[data-testid=splash]') && !!document.querySelector('#content')", 'the splash did not give way to the app')
        boot = self.js('window.LUMEN_BOOT')
        self.bundles[self.section] = boot
        if self.fallback_ok and boot == MIDDLE_FALLBACK:
            return self.card_focus()
        if not boot or boot.get('bundle') != self.expected_bundle:
            raise StepFailed('the boot script did not choose the %s bundle on Chrome %s: %r' % (self.expected_bundle, self.chrome, boot))
        return self.card_focus()

    def card_focus(self):
        """Waits for focus on a card; from home's banner, one Down reaches the first row."""
        self.wait_for(
            '(function(f){return f.index !== null || /:banner$/.test(f.focusKey || "");})(%s)' % FOCUSED_JS,
            'focus never reached a card or the banner',
        )
        if self.focused()['index'] is None:
            # As a viewer does, Down once the rows are on the screen (while they load, Down from the
            # banner has nothing nearer to go to than the end of home).
            self.wait_for("!!document.querySelector('#content .vrow-card')", 'no row of cards appeared under the banner')
            self.press('down')
        self.wait_for('%s.index !== null' % FOCUSED_JS, 'focus did not reach a card')
        return self.focused()

    def open_and_close_detail(self, card):
        """OK on the card opens its detail; Back closes it and focus is on the card again."""
        self.press('ok')
        name = self.wait_for("(function(){var d=document.querySelectorAll('[role=dialog]');return d.length?(d[d.length-1].getAttribute('aria-label')||'dialog'):null;})()", 'OK on a card opened no detail')
        # Its rows ('You might also like') come a moment later; they are what used to overflow.
        try:
            self.wait_for("!!document.querySelector('[role=dialog] .detail-row .vrow-card')", 'no row in the detail', timeout_s=8)
        except StepFailed:
            pass
        self.wait(300)
        overflow = self.js(DIALOG_OVERFLOW_JS)
        self.measures.setdefault('detail', []).append(dict(overflow or {}, section=self.section))
        problems = []
        if overflow and overflow['sideways'] > 0:
            problems.append('its content runs %d px past it sideways' % overflow['sideways'])
        if overflow and (overflow['scrollbarWidth'] > 0 or overflow['scrollbarHeight'] > 0):
            problems.append('it draws scrollbars (%d px, %d px)' % (overflow['scrollbarWidth'], overflow['scrollbarHeight']))
        if problems:
            self.screenshot('%s-detail-overflow' % self.section)
            raise StepFailed('the detail modal %r on Chrome %s: %s' % (name, self.chrome, '; '.join(problems)))
        self.press('back')
        self.wait_for("document.querySelectorAll('[role=dialog]').length === 0", 'Back did not close the detail')
        self.wait_for(
            '(function(f){return f.row === %s && f.index === %d;})(%s)' % (json.dumps(card['row']), card['index'], FOCUSED_JS),
            'focus did not return to the card %r after Back' % card['label'],
            timeout_s=5,
        )
        return name

    def script_bytes(self):
        """Bytes of scripts and styles the page loaded (Resource Timing), each bundle's apart."""
        return self.js(
            """(function(){var s={legacyJs:0,middleJs:0,modernJs:0,css:0,files:0};performance.getEntriesByType('resource').forEach(function(e){
              var size=e.transferSize||e.encodedBodySize||0; if(/\\.js(\\?|$)/.test(e.name)){s.files++; if(/-legacy-/.test(e.name)) s.legacyJs+=size; else if(/-mid-/.test(e.name)) s.middleJs+=size; else if(/\\/assets\\//.test(e.name)) s.modernJs+=size;}
              else if(/\\.css(\\?|$)/.test(e.name)) s.css+=size;}); return s;})()"""
        )

    # ---- the random walk ----

    def walk_js(self, code, timeout_ms=10000):
        """Runs `code` with the walk's judge (window.__lumenWalk) in the page, putting it there first."""
        if not self.js('!!window.__lumenWalk'):
            with open(self.args.walk_script) as script:
                self.js(script.read() + ';true')
        return self.js(code, timeout_ms)

    def walk_rules(self):
        """The walk's rules (tests/e2e/walker/walk.ts), read from the page once."""
        if not hasattr(self, '_walk_rules'):
            self._walk_rules = self.walk_js('window.__lumenWalk.rules')
        return self._walk_rules

    def walk_probe(self):
        self.walk_js('window.__walkProbe = null; window.__lumenWalk.probe(window.__lumenWalk.options).then(function (p) { window.__walkProbe = p; }); true')
        return self.wait_for('window.__walkProbe', 'the probe did not answer', timeout_s=15)

    def walk_judge(self, state):
        """Reads the state once it holds still, giving passing states and a body focus their time (in
        time the page was free, as the walk counts it); flags what is wrong."""
        rules = self.walk_rules()
        passing = re.compile(rules['passing'])
        started = time.monotonic()
        busy_at_start = self.walk_js('window.__lumenWalk.busyMs()')
        now = self.walk_probe()
        while True:
            body = 'nothing has focus' in now['problems']
            held = any(passing.search(p) for p in now['problems'])
            waited = (time.monotonic() - started) * 1000
            free = waited - (self.walk_js('window.__lumenWalk.busyMs()') - busy_at_start) if body or held else waited
            if (body and free < rules['bodyMs'] and waited < rules['bodyWallMs']) or (held and free < rules['settleMs'] and waited < rules['settleWallMs']):
                self.wait(100)
                now = self.walk_probe()
                continue
            break
        state['pages'].add(now['url'].split('?')[0])
        state['zones'].add(now['zone'])
        state['judged'] += 1
        for problem in now['problems']:
            kind = 'focus lost (on the body over 1 s)' if problem == 'nothing has focus' else 'focus'
            key = '%s|%s|%s' % (kind, now['url'], re.sub(r'\d+px|\(.*\)', '', problem))
            if key not in state['violations']:
                state['violations'][key] = '%s: %s at %s after %d keys: %s' % (kind, problem, now['url'], len(state['keys']), ' '.join(state['keys']))
        return now

    def walk_send(self, state, key):
        state['keys'].append(key)
        QTest.keyClick(self.view.focusProxy() or self.view, KEYS[key])

    def walk_menu_and_back(self, state):
        """Left until the menu, then Right: focus must be back in the content."""
        start = self.js('location.href')
        now = None
        for _ in range(12):
            if self.js('location.href') != start or not self.walk_js('window.__lumenWalk.menuDrawn()'):
                return
            self.walk_send(state, 'left')
            now = self.walk_judge(state)
            if now['topLayer'] or now['zone'] == 'menu':
                break
        if not now or now['topLayer']:
            return
        if now['zone'] != 'menu':
            state['violations']['menu|' + now['url']] = 'menu: Left, pressed 12 times from the content, never reached the menu at %s after: %s' % (now['url'], ' '.join(state['keys']))
            return
        self.walk_send(state, 'right')
        now = self.walk_judge(state)
        if now['zone'] != 'content' and not now['topLayer']:
            state['violations']['menu-right|' + now['url']] = 'menu: Right from the menu went to %s (%s), not the content, at %s after: %s' % (now['zone'], now['id'], now['url'], ' '.join(state['keys']))

    def section_walk(self):
        if not (self.args.walk_script and self.args.session):
            raise StepFailed('the walk needs --walk-script and --session')
        self.load(self.args.base + '/')
        self.js("localStorage.setItem('lumen.session.v1', %s); true" % json.dumps(self.args.session))
        self.start_app(self.args.base + '/')
        # As tests/e2e/walker/walk.ts: arrows mostly, OK now and then, Back less often; up to four
        # keys at once, 0-150 ms apart, then a judged state.
        rand = random.Random(self.args.walk_seed)
        state = {'keys': [], 'violations': {}, 'pages': set(), 'zones': set(), 'judged': 0}
        judged = 0
        while len(state['keys']) < self.args.walk_keys:
            burst = 1 + int(rand.random() * 4) if rand.random() < 0.4 else 1
            for i in range(burst):
                if len(state['keys']) >= self.args.walk_keys:
                    break
                r = rand.random()
                key = ['up', 'down', 'left', 'right'][int(r / 0.7 * 4)] if r < 0.7 else ('ok' if r < 0.88 else 'back')
                self.walk_send(state, key)
                if i < burst - 1:
                    self.wait(int(rand.random() * 150))
            now = self.walk_judge(state)
            judged += 1
            if judged % 6 == 0 and now['zone'] == 'content':
                self.walk_menu_and_back(state)
        rules = self.walk_rules()
        for _ in range(rules['backHomePresses']):
            now = self.walk_judge(state)
            if now['url'].split('?')[0] == '/' and not now['topLayer']:
                break
            self.walk_send(state, 'back')
        else:
            now = self.walk_judge(state)
            if now['url'].split('?')[0] != '/' or now['topLayer']:
                state['violations']['back'] = 'back: Back, pressed %d times, left the app at %s, not home' % (rules['backHomePresses'], now['url'])
        if state['violations']:
            self.screenshot('walk')
            raise StepFailed(
                'the random walk (seed %d, %d keys; replay: OLD_ENGINE_ONLY=walk OLD_ENGINE_WALK_SEED=%d OLD_ENGINE_WALK_KEYS=%d npm run test:old-engine):\n%s'
                % (self.args.walk_seed, self.args.walk_keys, self.args.walk_seed, self.args.walk_keys, '\n'.join(state['violations'].values()))
            )
        return 'seed %d: %d keys over %d pages, %d states judged (focus in %s), 0 violations' % (
            self.args.walk_seed,
            len(state['keys']),
            len(state['pages']),
            state['judged'],
            ', '.join(sorted(state['zones'])),
        )

    # ---- the sections ----

    def section_home(self):
        started = time.monotonic()
        card = self.start_app(self.args.base + '/')
        self.measures['homeFocusSeconds'] = round(time.monotonic() - started, 1)
        self.measures['startBytes'] = self.script_bytes()
        self.press('right')
        moved = self.focused()
        if moved['row'] != card['row'] or moved['index'] != card['index'] + 1:
            raise StepFailed('Right did not move along the row: %r -> %r' % (card, moved))
        dialog = self.open_and_close_detail(moved)
        return 'focused %r in %s; OK opened %r, Back closed it onto the card' % (moved['label'], moved['row'], dialog)

    def open_menu_entry(self, entry):
        self.press('left')
        self.wait_for("!!(document.activeElement && /^nav:/.test(document.activeElement.getAttribute('data-focus-key') || ''))", 'Left did not reach the menu')
        self.move_focus_to('[data-focus-key="nav:%s"]' % entry)
        self.press('ok')

    def section_search(self):
        self.start_app(self.args.base + '/')
        self.open_menu_entry('search')
        self.wait_for("location.pathname === '/search' && document.activeElement && document.activeElement.getAttribute('data-focus-key') === 'search:key:a'", 'the Search page did not open with focus on its keyboard')
        word = 'pad'
        for char in word:
            self.move_focus_to('[data-focus-key="search:key:%s"]' % char)
            self.press('ok')
        self.wait_for("(document.querySelector('input[type=search]') || {}).value === %s" % json.dumps(word), 'the keyboard did not type %r' % word)
        count = self.wait_for("document.querySelectorAll('.search-results .card').length", 'no results for %r' % word)
        return 'typed %r with arrows and OK: %d results' % (word, count)

    def section_rtl(self):
        """Arabic (?lang=ar): the page mirrored, and the arrows follow what is seen, on this engine's
        own count of scrollLeft in a right-to-left row (src/lib/direction.ts)."""
        card = self.start_app(self.args.base + '/?lang=ar')
        if self.js('document.documentElement.dir') != 'rtl':
            raise StepFailed('?lang=ar did not turn the page right to left')
        geometry = self.js(RTL_GEOMETRY_JS)
        if not geometry['menu'] or geometry['menu']['left'] < 1500:
            raise StepFailed('the menu is not at the right: %r' % geometry)
        row = card['row']
        for _ in range(30):
            if self.focused()['index'] == 0:
                break
            self.press('right')
        first = self.js(RTL_CARD_JS)
        if self.focused()['index'] != 0 or first['right'] < 1500 or first['right'] > geometry['menu']['left']:
            raise StepFailed('the first card is not at the right, beside the menu: %r (menu %r)' % (first, geometry['menu']))
        self.press('left', 6)
        along = self.js(RTL_CARD_JS)
        now = self.focused()
        if now['row'] != row or now['index'] != 6:
            raise StepFailed('Left six times went to %r, not the sixth card along %s' % (now, row))
        if along['left'] < 0 or along['right'] > geometry['menu']['left']:
            raise StepFailed('the row did not scroll to keep the focused card on screen: %r' % along)
        self.press('right', 6)
        back = self.js(RTL_CARD_JS)
        if self.focused()['index'] != 0 or abs(back['right'] - first['right']) > 2:
            raise StepFailed('Right six times did not come back to the first card where it was: %r, %r' % (back, first))
        self.press('right')
        if not self.js("!!(document.activeElement && document.activeElement.closest('.side-nav'))"):
            raise StepFailed('Right from the first card did not go into the menu (focus on %r)' % self.focused())
        self.press('left')
        if self.focused()['index'] != 0:
            raise StepFailed('Left from the menu did not come back to the card (focus on %r)' % self.focused())
        return 'scrollLeft model %s; menu at x %d; Left walked the row to card 6 (x %d) and back; Right into the menu, Left out' % (
            geometry['model'],
            geometry['menu']['left'],
            along['left'],
        )

    def section_shows(self):
        self.start_app(self.args.base + '/')
        self.open_menu_entry('shows')
        self.wait_for("location.pathname.indexOf('/AllShows') === 0", 'the Shows entry did not open All Shows')
        total = self.wait_for("(function(){var m=/(\\d+) shows/.exec(document.body.textContent);return m?Number(m[1]):0;})()", 'All Shows did not say how many shows')
        grid = '[data-row="allshows:grid"]'
        self.move_focus_to('%s [data-index="0"]' % grid)
        self.press('right')
        self.press('down')
        columns = self.js("Number(document.querySelector('%s').getAttribute('data-columns'))" % grid.replace("'", "\\'"))
        now = self.focused()
        if now['index'] != 1 + columns:
            raise StepFailed('Right then Down in the grid reached card %r, not %d' % (now['index'], 1 + columns))
        return '%d shows; the grid (%d a line) takes Right and Down' % (total, columns)

    def section_playback(self):
        session = self.args.session
        if not session:
            raise StepFailed('no signed-in session was given (--session)')
        self.load(self.args.base + '/')
        self.js("localStorage.setItem('lumen.session.v1', %s); true" % json.dumps(session))
        self.start_app(self.args.base + '/')
        self.press('ok')
        self.wait_for("document.querySelectorAll('[role=dialog]').length > 0", 'OK on a card opened no detail')
        play = '[role=dialog] [data-focus-key="detail:watch"]'
        self.wait_for("!!document.querySelector(%s)" % json.dumps(play), 'the detail has no watch button')
        self.move_focus_to(play)
        self.press('ok')
        self.wait_for("location.pathname.indexOf('/viewVideo/') === 0", 'the watch button did not open the player')
        first = self.wait_for("(function(v){return v && v.currentTime > 0.5 ? v.currentTime : 0;})(document.querySelector('video'))", 'the video did not start', timeout_s=30)
        self.wait(2500)
        later = self.js("(document.querySelector('video') || {}).currentTime || 0")
        if not later > first + 1:
            raise StepFailed('the video stopped: currentTime %.1f then %.1f s' % (first, later))
        return 'played %s: currentTime %.1f -> %.1f s' % (self.js('location.pathname'), first, later)

    def section_legacy(self):
        """The legacy bundle, as an engine before Chrome 64 starts it: home to a card, its detail."""
        script = QWebEngineScript()
        script.setName('before-chrome-64')
        script.setSourceCode(BEFORE_CHROME_64_JS)
        script.setInjectionPoint(QWebEngineScript.DocumentCreation)
        script.setWorldId(QWebEngineScript.MainWorld)
        script.setRunsOnSubFrames(False)
        self.page.scripts().insert(script)
        self.expected_bundle = 'legacy'
        try:
            card = self.start_app(self.args.base + '/')
            self.measures['legacyStartBytes'] = self.script_bytes()
            if self.js("typeof System === 'object' && typeof System['import'] === 'function'") is not True:
                raise StepFailed('the legacy bundle started without SystemJS')
            dialog = self.open_and_close_detail(card)
        finally:
            self.page.scripts().remove(script)
            self.expected_bundle = 'middle'
        return 'without ResizeObserver: the legacy bundle, %r focused, %r opened and closed' % (card['label'], dialog)

    def section_packaged(self, platform, folder):
        self.set_user_agent(platform)
        index = QUrl.fromLocalFile(os.path.join(folder, 'index.html')).toString()
        self.fallback_ok = True
        try:
            card = self.start_app(index)
        finally:
            self.fallback_ok = False
        dialog = self.open_and_close_detail(card)
        api = [r['url'] for r in self.requests if r['section'] == self.section and r['url'].startswith(self.args.base + '/api/')]
        if not api:
            raise StepFailed('the package made no call to the server %s' % self.args.base)
        boot = self.bundles[self.section]
        return 'from %s, the %s bundle%s: %r focused, %r opened and closed; %d calls to the server' % (
            index,
            boot['bundle'],
            ' (%s)' % boot['reason'] if boot['reason'] else '',
            card['label'],
            dialog,
            len(api),
        )

    # ---- the run ----

    def run_section(self, name, run):
        self.section = name
        self.interceptor.section = name
        self.page.section = name
        started = time.monotonic()
        try:
            detail = run()
            problems = []
        except StepFailed as failure:
            detail, problems = None, [str(failure)]
        except Exception:  # noqa: BLE001 - a bug in the walk is reported as a failed section
            detail, problems = None, ['the walk itself failed:\n' + traceback.format_exc()]
        expected = 'legacy' if name == 'legacy' else 'middle'
        fell_back = self.bundles.get(name) == MIDDLE_FALLBACK and name in ('webos', 'tizen')
        allowed = {expected, 'legacy'} if fell_back else {expected}
        others = sorted({r['url'] for r in self.requests if r['section'] == name and bundle_of(r['url']) not in allowed | {None}})
        if others:
            problems.append('chunks of another bundle than the %s one were fetched: %s' % (' or '.join(sorted(allowed)), ', '.join(others)))
        errors = [
            c
            for c in self.console
            if c['section'] == name and c['level'] >= 2 and not (fell_back and REFUSED_MODULE.search(c['message']) and MIDDLE_POLYFILLS.search(c['source']))
        ]
        self.errors.extend(errors)
        if errors:
            problems.append('console errors: ' + ' | '.join('%s (%s:%s)' % (c['message'], c['source'], c['line']) for c in errors))
        seconds = round(time.monotonic() - started, 1)
        if problems:
            self.screenshot(name)
        self.results.append({'section': name, 'ok': not problems, 'seconds': seconds, 'detail': detail, 'problems': problems})
        mark = 'ok  ' if not problems else 'FAIL'
        print('  %s %-9s %5.1f s  %s' % (mark, name, seconds, detail or problems[0].splitlines()[0]), flush=True)
        for problem in problems[1:] if not detail else problems:
            print('       %s' % problem, flush=True)

    def run(self):
        self.set_user_agent('tizen')
        print('old engine: Qt WebEngine, %s' % self.engine_ua, flush=True)
        sections = [
            ('home', self.section_home),
            ('search', self.section_search),
            ('shows', self.section_shows),
            ('playback', self.section_playback),
            ('walk', self.section_walk),
            ('rtl', self.section_rtl),
        ]
        if self.args.webos:
            sections.append(('webos', lambda: self.section_packaged('webos', self.args.webos)))
        if self.args.tizen:
            sections.append(('tizen', lambda: self.section_packaged('tizen', self.args.tizen)))
        sections.append(('legacy', self.section_legacy))
        only = set(self.args.only.split(',')) if self.args.only else None
        for name, run in sections:
            if only is None or name in only:
                self.run_section(name, run)
        report = {
            'engine': {'userAgent': self.engine_ua, 'chrome': self.chrome},
            'sections': self.results,
            'measures': self.measures,
            'bundles': self.bundles,
            'requests': len(self.requests),
            'modernChunks': sorted({r['url'] for r in self.requests if bundle_of(r['url']) == 'modern'}),
            'consoleErrors': self.errors,
        }
        if self.args.report:
            with open(self.args.report, 'w') as out:
                json.dump(report, out, indent=2)
        return 0 if all(result['ok'] for result in self.results) else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--base', required=True, help='the running server, e.g. http://127.0.0.1:8291')
    parser.add_argument('--session', help="a signed-in session as the app stores it (local storage 'lumen.session.v1')")
    parser.add_argument('--webos', help='the staged webOS package folder (index.html inside)')
    parser.add_argument('--tizen', help='the staged Tizen package folder')
    parser.add_argument('--report', help='where to write the JSON report')
    parser.add_argument('--screens', help='where to save a screenshot of each failed section')
    parser.add_argument('--only', help='comma-separated sections to run')
    parser.add_argument('--walk-script', help="the random walk's judge: the probe and rules (written by run.ts)")
    parser.add_argument('--walk-seed', type=int, default=49, help="the random walk's seed")
    parser.add_argument('--walk-keys', type=int, default=40, help='keys the random walk presses')
    args = parser.parse_args()
    args.base = args.base.rstrip('/')
    code = Walk(args).run()
    sys.stdout.flush()
    # Qt's teardown of a web view and its profile can print warnings or hang on exit: the report is written.
    os._exit(code)


if __name__ == '__main__':
    main()
