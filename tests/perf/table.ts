/** The printed tables: Markdown, so the README can take them as they are. */

export type Cell = string | number;

const show = (cell: Cell): string => (typeof cell === 'number' ? (Number.isFinite(cell) ? cell.toLocaleString('en') : 'n/a') : cell);

export function printTable(title: string, head: string[], rows: Cell[][]): void {
  console.log(`\n${title}\n`);
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.map(show).join(' | ')} |`);
}

export interface Budget {
  name: string;
  /** The figure as printed, units included. */
  figure: string;
  budget: string;
  pass: boolean;
  note?: string;
}

export function printBudgets(budgets: Budget[]): void {
  printTable(
    'Budgets',
    ['budget', 'measured', 'limit', 'result'],
    budgets.map((b) => [b.name, b.figure + (b.note ? ` (${b.note})` : ''), b.budget, b.pass ? 'PASS' : 'MISS']),
  );
}

export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toLocaleString('en')} ms` : 'n/a');
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (a: number, b: number): string => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}x` : 'n/a');
