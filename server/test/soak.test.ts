import { afterAll, expect, it } from 'vitest';
import { killAllServers } from './child-server.js';
import { formatSoak, runSoak, soakProblems } from './soak.js';

/** The short soak of the normal test run; `npm run soak` is the long one (soak.ts says what it does). */
const SECONDS = 12;

afterAll(killAllServers);

it(`serves a mixed read and write load at 100 connections for ${SECONDS} s with no failed request and flat memory`, async () => {
  const result = await runSoak({ seconds: SECONDS, port: 8507, warmupSeconds: 3 });
  console.log(formatSoak(result));
  expect(soakProblems(result)).toEqual([]);
  expect(result.requests).toBeGreaterThan(1000);
}, 150_000);
