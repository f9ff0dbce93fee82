import fs from 'node:fs';
import path from 'node:path';
import type { WalkFigures } from './walk';

/** Where a run's walks write their figures: inside the run's output folder (test-results, or --output). */
export function walkResultsDir(outputDir: string): string {
  return path.join(outputDir, 'focus-walk');
}

/** The walks of this run as a Markdown table, one line per screen, violations by kind; null when none ran. */
export function walkTable(dir: string): string | null {
  if (!fs.existsSync(dir)) return null;
  const rows = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as WalkFigures);
  if (rows.length === 0) return null;
  const kinds = [...new Set(rows.flatMap((row) => row.violations.map((v) => v.kind)))].sort();
  const lines = [
    `| screen | walks | keys | pages | violations |${kinds.map((k) => ` ${k} |`).join('')}`,
    `|---|---:|---:|---:|---:|${kinds.map(() => '---:|').join('')}`,
  ];
  for (const screen of [...new Set(rows.map((row) => row.screen))].sort()) {
    const of = rows.filter((row) => row.screen === screen);
    const sum = (pick: (row: WalkFigures) => number) => of.reduce((total, row) => total + pick(row), 0);
    const byKind = kinds.map((kind) => ` ${sum((row) => row.violations.filter((v) => v.kind === kind).length)} |`).join('');
    lines.push(`| ${screen} | ${of.length} | ${sum((r) => r.keys)} | ${sum((r) => r.pages)} | ${sum((r) => r.violations.length)} |${byKind}`);
  }
  return lines.join('\n');
}
