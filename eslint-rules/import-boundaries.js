// A local ESLint rule: imports flow one way between the app's folders (STYLE.md, habit 1).
//
// Options: { zones: [{ target, from, except?, message }] }, paths relative to the repository root.
// A file inside `target` may not import a module inside any of `from`, unless the module is inside
// one of `except` (relative to that `from`). Relative specifiers are resolved against the importing
// file; package imports are never in a zone. Static imports, re-exports and `import()` with a
// literal are checked. (Written here because the plugins that offer `no-restricted-paths` resolve
// through native binaries whose other-platform builds the package registry here does not carry,
// which breaks `npm ci`.)
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Whether `file` is `folder` or inside it. */
const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);
const absolute = (relative) => path.resolve(ROOT, relative);
const list = (value) => (Array.isArray(value) ? value : [value]);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the folder boundaries of the app' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const zones = context.options[0].zones
      .map((zone) => ({
        target: absolute(zone.target),
        from: list(zone.from).map(absolute),
        except: (zone.except ?? []).map((name) => name),
        message: zone.message,
      }))
      .filter((zone) => inside(file, zone.target));
    if (zones.length === 0) return {};

    const check = (node) => {
      const source = node?.source ?? node;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const module = path.resolve(path.dirname(file), specifier);
      for (const zone of zones) {
        for (const from of zone.from) {
          if (!inside(module, from)) continue;
          if (zone.except.some((name) => inside(module, path.resolve(from, name)))) continue;
          context.report({ node: source, message: zone.message });
          return;
        }
      }
    };

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
