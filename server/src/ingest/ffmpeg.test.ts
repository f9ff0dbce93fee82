import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collect, runWithProgress } from './ffmpeg.js';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for a tool that goes on writing after it is asked to stop, as ffmpeg does on SIGTERM
 * (it finishes its output, and the DASH muxer makes its folder again): it ignores SIGTERM, then
 * writes a file half a second later.
 */
function stubbornTool() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-ffmpeg-stop-'));
  const tool = path.join(dir, 'tool.sh');
  const mark = path.join(dir, 'written-after-stop');
  fs.writeFileSync(tool, `#!/bin/sh\ntrap '' TERM\necho started\nsleep 0.5\ntouch '${mark}'\n`, { mode: 0o755 });
  return { tool, mark };
}

const started = (signalled: AbortController) => new Promise((resolve) => setTimeout(resolve, 150)).then(() => signalled.abort(new Error('cancelled')));

describe('a stopped tool', () => {
  it('collect: ends only once the tool is gone, and the tool writes nothing after', async () => {
    const { tool, mark } = stubbornTool();
    const stop = new AbortController();
    const [result] = await Promise.all([collect(tool, [], stop.signal), started(stop)]);
    expect(result.code).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fs.existsSync(mark)).toBe(false);
  });

  it('runWithProgress: rejects with the reason only once ffmpeg is gone, and it writes nothing after', async () => {
    const { tool, mark } = stubbornTool();
    const stop = new AbortController();
    const run = runWithProgress({ ffmpeg: tool, ffprobe: tool }, [], () => undefined, stop.signal);
    await started(stop);
    await expect(run).rejects.toThrow('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fs.existsSync(mark)).toBe(false);
  });
});
