import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One definition of every wire shape: a list of words (a union of string literals, a list of
 * them, a schema's union of literals) or an object's shape (a schema's object, an interface, a
 * type of three or more fields) written on two sides of the wire (contract/, the server, the app,
 * the studio) is a second definition, which drifts. Each side imports it from contract/ instead.
 * Shapes that only happen to share names are listed below, each with why.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SIDES = [
  ['contract/', 'contract'],
  ['server/src/', 'server'],
  ['src/', 'app'],
  ['studio/', 'studio'],
] as const;
type Side = (typeof SIDES)[number][1];

/** Found on several sides and not a wire shape: each says why it may stay. */
const COINCIDENCES: Record<string, string> = {
  'DELETE|GET|PATCH|POST|PUT': "the HTTP methods each client (the app's, the studio's) sends",
  'metaData,name,type': "the fields of a content item each side's code reads (a Pick of ContentItem written out), not a shape of its own",
  'code,password,token':
    "two payloads that happen to share names: the studio's welcome (an invitation token, a password, an authenticator code) and the viewer's reset by SMS code",
};

interface Definition {
  where: string;
  side: Side;
}

function sideOf(file: string): Side | null {
  return SIDES.find(([prefix]) => file.startsWith(prefix))?.[1] ?? null;
}

/** Every list of words and every object shape written in the product's source, by signature. */
function definitions(): Map<string, Definition[]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && sideOf(file) && fs.existsSync(path.join(ROOT, file)));
  const found = new Map<string, Definition[]>();
  for (const file of files) {
    const side = sideOf(file)!;
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const note = (signature: string, node: ts.Node) => {
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      found.set(signature, [...(found.get(signature) ?? []), { where, side }]);
    };
    const words = (list: string[], all: number, node: ts.Node) => {
      if (list.length >= 2 && list.length === all) note([...list].sort().join('|'), node);
    };
    const keys = (names: string[], node: ts.Node) => {
      if (names.length >= 3) note([...names].sort().join(','), node);
    };
    const nameOf = (name: ts.PropertyName | undefined) => (name ? name.getText(source).replace(/^['"]|['"]$/g, '') : '...');
    const visit = (node: ts.Node) => {
      if (ts.isUnionTypeNode(node)) {
        const literals = node.types.flatMap((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : []));
        words(literals, node.types.length, node);
      } else if (ts.isArrayLiteralExpression(node)) {
        const plain = node.elements.flatMap((e) => (ts.isStringLiteral(e) ? [e.text] : []));
        const schema = node.elements.flatMap((e) =>
          ts.isCallExpression(e) && /Literal$/.test(e.expression.getText(source)) && e.arguments[0] && ts.isStringLiteral(e.arguments[0])
            ? [e.arguments[0].text]
            : [],
        );
        words(plain, node.elements.length, node);
        words(schema, node.elements.length, node);
      } else if (ts.isCallExpression(node) && /(^|\.)(object|looseObject|strictObject|Object)$/.test(node.expression.getText(source))) {
        const shape = node.arguments[0];
        if (shape && ts.isObjectLiteralExpression(shape))
          keys(
            shape.properties.map((p) => nameOf(p.name)),
            node,
          );
      } else if (ts.isInterfaceDeclaration(node) && !node.heritageClauses) {
        keys(
          node.members.map((m) => nameOf(m.name)),
          node,
        );
      } else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) {
        keys(
          node.type.members.map((m) => nameOf(m.name)),
          node,
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('wire shapes', () => {
  const found = definitions();
  const onSeveralSides = [...found].filter(([, defs]) => new Set(defs.map((d) => d.side)).size >= 2);

  it('are each defined on one side of the wire (in contract/, imported by the others)', () => {
    const second = onSeveralSides
      .filter(([signature]) => !(signature in COINCIDENCES))
      .map(([signature, defs]) => `${signature}: ${defs.map((d) => d.where).join(', ')}`);
    expect(second).toEqual([]);
  });

  it('lists as coincidences only shapes that are still found on several sides', () => {
    const still = new Set(onSeveralSides.map(([signature]) => signature));
    expect(Object.keys(COINCIDENCES).filter((signature) => !still.has(signature))).toEqual([]);
  });

  it('are found by this check: a list of words written on the server and in the app is caught', () => {
    // The check itself, on what it must find: the content item's types, written once in contract/wire.ts.
    expect(found.get('Category|Playlist|Season|Series|livestream|vod')?.map((d) => d.side)).toEqual(['contract']);
    expect(found.size).toBeGreaterThan(100);
  });
});
