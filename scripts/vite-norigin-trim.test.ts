import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { NORIGIN_CORE_FILE, trimNorigin } from './vite-norigin-trim';

const CORE = path.resolve(import.meta.dirname, '../node_modules/@noriginmedia/norigin-spatial-navigation-core/dist/index.mjs');

describe('trimNorigin', () => {
  it('turns log calls into void 0 and empties the visual debugger branch, keeping every line', () => {
    const code = [
      'var VisualDebugger = /** @class */ (function () {',
      '  function VisualDebugger() {}',
      '  return VisualDebugger;',
      '}());',
      'function init(visualDebug, debug) {',
      '  var _this = this;',
      "  this.log('init', 'starting', debug);",
      '  if (debug) _this.log(\'init\', "a (bracket in a string".concat(debug));',
      '  console.log("kept");',
      '  if (visualDebug) {',
      '    this.visualDebugger = new VisualDebugger();',
      '  }',
      '  this.enabled = true;',
      '}',
    ].join('\n');
    expect(trimNorigin(code).split('\n')).toEqual([
      'var VisualDebugger = /** @class */ /* @__PURE__ */ (function () {',
      '  function VisualDebugger() {}',
      '  return VisualDebugger;',
      '}());',
      'function init(visualDebug, debug) {',
      '  var _this = this;',
      '  void 0;',
      '  if (debug) void 0;',
      '  console.log("kept");',
      '  if (visualDebug) {}',
      '',
      '',
      '  this.enabled = true;',
      '}',
    ]);
  });

  it("still finds the installed norigin's log calls and visual debugger", () => {
    expect(NORIGIN_CORE_FILE.test(CORE)).toBe(true);
    const code = fs.readFileSync(CORE, 'utf8');
    const trimmed = trimNorigin(code);
    expect(code.match(/\bthis\.log\(/g)?.length).toBeGreaterThan(20);
    expect(trimmed).not.toMatch(/\bthis\.log\(/);
    expect(code).toContain('new VisualDebugger(');
    expect(trimmed).not.toContain('new VisualDebugger(');
    expect(trimmed).toContain('var VisualDebugger = /** @class */ /* @__PURE__ */ (function');
    // Still a module, line for line; the log method itself stays (nothing calls it).
    expect(() => parseAst(trimmed)).not.toThrow();
    expect(trimmed.split('\n').length).toBe(code.split('\n').length);
    expect(trimmed).toContain('SpatialNavigationService.prototype.log = function');
  });
});
