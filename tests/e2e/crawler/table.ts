import fs from 'node:fs';
import path from 'node:path';
import type { CrawlFigures } from './crawl';

/** Where a run's crawl writes its figures: inside the run's output folder (test-results, or --output). */
export function crawlResultsDir(outputDir: string): string {
  return path.join(outputDir, 'focus-crawl');
}

type Row = CrawlFigures & { screen: string };

/** The crawl's figures of this run as a Markdown table, one line per screen size; null when no crawl ran. */
export function crawlTable(dir: string): string | null {
  if (!fs.existsSync(dir)) return null;
  const rows: Row[] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Row);
  if (rows.length === 0) return null;
  const screens = [...new Set(rows.map((row) => row.screen))].sort().reverse();
  const lines = ['| screen | routes | layers | focusables | key presses | violations |', '|---|---:|---:|---:|---:|---:|'];
  for (const screen of screens) {
    const of = rows.filter((row) => row.screen === screen);
    const layers = new Set(of.flatMap((row) => row.layers));
    const sum = (pick: (row: Row) => number) => of.reduce((total, row) => total + pick(row), 0).toLocaleString('en-US');
    lines.push(
      `| ${screen} | ${of.length} | ${layers.size} | ${sum((row) => row.focusables)} | ${sum((row) => row.presses)} | ${sum((row) => row.violations.length)} |`,
    );
  }
  const layers = [...new Set(rows.flatMap((row) => row.layers))].sort();
  return `${lines.join('\n')}\n\nLayers opened: ${layers.join(', ')}`;
}
