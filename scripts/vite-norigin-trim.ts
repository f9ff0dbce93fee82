/**
 * Leaves the focus engine's debugging aids out of the build: norigin-spatial-navigation's console
 * log (its `debug` option: 37 calls with their messages, such as `this.log('smartNavigate',
 * "distance ... for ".concat(...))`) and its visual debugger (`visualDebug`: canvases drawn over
 * the page). The app turns neither on (src/focus/engine.ts), yet their code came with every home
 * page: 1.1 KB gzip. Each `this.log(...)` call becomes `void 0` (log returns nothing, and its
 * arguments only read and join strings), the `if (visualDebug) { ... }` branch of init is emptied
 * and the VisualDebugger class, then unused, is marked pure so the bundler drops it. Under
 * `npm run dev` (no build) both options still work. scripts/vite-norigin-trim.test.ts checks the
 * installed version against it.
 */
import { parseAst, type Plugin } from 'vite';

/** norigin's ES module build, the one the bundler reads. */
export const NORIGIN_CORE_FILE = /[\\/]node_modules[\\/]@noriginmedia[\\/]norigin-spatial-navigation-core[\\/]dist[\\/]index\.mjs$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Visits `node` and its descendants, depth first; a visit that returns false skips the node's own. */
function walk(node: unknown, visit: (node: AstNode) => boolean): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  if (!visit(node as AstNode)) return;
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

const isNamed = (node: unknown, type: string, name?: string): boolean =>
  !!node && (node as AstNode).type === type && (name === undefined || (node as { name?: unknown }).name === name);

/** `this.log(...)`, or `_this.log(...)` inside the functions TypeScript compiled. */
function isLogCall(node: AstNode): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as { type: string; computed?: boolean; object?: unknown; property?: unknown };
  if (callee.type !== 'MemberExpression' || callee.computed || !isNamed(callee.property, 'Identifier', 'log')) return false;
  return isNamed(callee.object, 'ThisExpression') || isNamed(callee.object, 'Identifier', '_this');
}

/** `if (visualDebug) { ... }`: init making the visual debugger. */
const isVisualDebugBranch = (node: AstNode): boolean => node.type === 'IfStatement' && isNamed(node.test, 'Identifier', 'visualDebug');

const VISUAL_DEBUGGER_CLASS = 'var VisualDebugger = /** @class */ (function';

/** norigin's core with its log calls and visual debugger left out (see above). */
export function trimNorigin(code: string): string {
  const cuts: { start: number; end: number; replacement: string }[] = [];
  walk(parseAst(code), (node) => {
    if (isLogCall(node)) {
      cuts.push({ start: node.start, end: node.end, replacement: 'void 0' });
      return false;
    }
    if (isVisualDebugBranch(node)) {
      const branch = node.consequent as AstNode;
      cuts.push({ start: branch.start, end: branch.end, replacement: '{}' });
      return false;
    }
    return true;
  });
  let trimmed = '';
  let at = 0;
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    // The lines cut stay, empty: the rest of the file keeps its line numbers for its source map.
    const lines = code.slice(cut.start, cut.end).split('\n').length - 1;
    trimmed += code.slice(at, cut.start) + cut.replacement + '\n'.repeat(lines);
    at = cut.end;
  }
  trimmed += code.slice(at);
  return trimmed.replace(VISUAL_DEBUGGER_CLASS, 'var VisualDebugger = /** @class */ /* @__PURE__ */ (function');
}

export function noriginTrimPlugin(): Plugin {
  return {
    name: 'lumen:norigin-trim',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!NORIGIN_CORE_FILE.test(id)) return null;
      const trimmed = trimNorigin(code);
      // No line is added or removed, so the source map stays true to the line.
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
