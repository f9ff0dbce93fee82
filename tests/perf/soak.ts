/**
 * `npm run soak`: the server under a mixed read and write load for SOAK_SECONDS (180 by default)
 * at SOAK_CONNECTIONS (100) on port SOAK_PORT (8506), with its memory sampled. Prints the figures;
 * exits 1 when a request failed, memory (RSS, or the heap after a full GC) grew beyond its tolerance or the database is not whole.
 */
import { formatSoak, HEAP_GROWTH_LIMIT_MB, RSS_TOLERANCE, runSoak, soakProblems } from '../../server/test/soak.js';

const num = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const result = await runSoak({
  seconds: num('SOAK_SECONDS', 180),
  connections: num('SOAK_CONNECTIONS', 100),
  port: num('SOAK_PORT', 8506),
  warmupSeconds: num('SOAK_WARMUP_SECONDS', 10),
  log: (line) => console.log(line),
});
console.log(formatSoak(result));
console.log(
  `  RSS over time (s, MB): ${result.rss
    .filter((_, i) => i % 10 === 0)
    .map(([s, mb]) => `${s}:${mb}`)
    .join(' ')}`,
);
const problems = soakProblems(result);
if (problems.length > 0) {
  console.error(`soak FAILED:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(
  `soak passed (memory tolerance: RSS's last third within ${RSS_TOLERANCE.ratio * 100}% + ${RSS_TOLERANCE.slackMb} MB of the first; the heap after a full GC within ${HEAP_GROWTH_LIMIT_MB} MB of where it started)`,
);
