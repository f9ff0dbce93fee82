// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { noteReached, noteUnreachable } from '../api/reachability';
import { saveResume, type ResumeSave } from '../api/resume';
import { KEPT_RESUME_STORAGE_KEY, resumePointsWaiting } from '../lib/offline-keys';
import { keptResumeTime, saveResumePoint, sendKeptResumePoints } from './kept-resume-points';
import { useSession } from './session';

vi.mock('../api/resume', () => ({ saveResume: vi.fn() }));
const save = vi.mocked(saveResume);
const offline = () => Promise.reject(new ApiError('We could not reach the server.', 0));

function signIn(profileId: string) {
  useSession.setState({ loggedIn: true, userToken: { value: 't', expiresAt: Date.now() + 60_000 }, userId: 'user-1', profileId });
}
const point = (videoId: string, resumeTime: number): ResumeSave => ({ videoId, status: 1, resumeTime });

describe('resume points recorded without a connection', () => {
  beforeEach(() => {
    // The tries again later wait on timers: each test has its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.clear();
    save.mockReset();
    signIn('p1');
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('are tried again by themselves, later each time, until the server answers (no online event needed)', async () => {
    save.mockImplementation(offline);
    await saveResumePoint(point('ep1', 30));
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(3);
    save.mockImplementation(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(20_000);
    expect(save).toHaveBeenCalledTimes(4);
    expect(keptResumeTime('ep1')).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(4);
  });

  it('are sent as soon as the server answers any other request', async () => {
    save.mockImplementation(offline);
    await saveResumePoint(point('ep1', 30));
    noteUnreachable();
    save.mockReset();
    save.mockImplementation(() => Promise.resolve());
    noteReached();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls.map(([s]) => s.videoId)).toEqual(['ep1']);
    expect(resumePointsWaiting()).toBe(false);
  });

  it('wait no longer when tries made because the server answered other requests fail (only a failed timed try lengthens the wait)', async () => {
    save.mockImplementation(offline);
    await saveResumePoint(point('ep1', 30));
    // The app's other requests are answered while the resume route still fails, three times.
    for (let i = 0; i < 3; i++) {
      noteUnreachable();
      noteReached();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(save).toHaveBeenCalledTimes(4);
    save.mockImplementation(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(5);
    expect(resumePointsWaiting()).toBe(false);
  });

  it('are kept when the server cannot be reached, the newest per video, and read back for this profile only', async () => {
    save.mockImplementation(offline);
    await saveResumePoint(point('ep1', 12.7));
    await saveResumePoint(point('ep1', 30));
    await saveResumePoint(point('ep2', 5));
    expect(resumePointsWaiting()).toBe(true);
    expect(keptResumeTime('ep1')).toBe(30);
    signIn('p2');
    expect(keptResumeTime('ep1')).toBeNull();
  });

  it('are sent when the connection is back, each once, for their own profile, and a refusal is dropped', async () => {
    save.mockImplementation(offline);
    await saveResumePoint(point('ep1', 30));
    await saveResumePoint(point('ep2', 5));
    signIn('p2');
    await saveResumePoint(point('ep3', 9));
    signIn('p1');
    save.mockReset();
    save.mockImplementation((s) => (s.videoId === 'ep2' ? Promise.reject(new ApiError('This programme is no longer available.', 404)) : Promise.resolve()));
    expect(await sendKeptResumePoints()).toBe(1);
    expect(save.mock.calls.map(([s]) => [s.videoId, s.resumeTime])).toEqual([
      ['ep1', 30],
      ['ep2', 5],
    ]);
    expect(keptResumeTime('ep1')).toBeNull();
    // p2's point waits for p2.
    expect(JSON.parse(localStorage.getItem(KEPT_RESUME_STORAGE_KEY)!)).toEqual([expect.objectContaining({ owner: 'user-1|p2', videoId: 'ep3' })]);
  });

  it('stop at the first network failure and keep the rest', async () => {
    save.mockImplementation(offline);
    await saveResumePoint(point('ep1', 30));
    await saveResumePoint(point('ep2', 5));
    expect(await sendKeptResumePoints()).toBe(0);
    expect(save).toHaveBeenCalledTimes(3);
    expect(keptResumeTime('ep2')).toBe(5);
  });

  it('reach the caller when refused for another reason, and are not kept', async () => {
    save.mockImplementation(() => Promise.reject(new ApiError('Please sign in to continue.', 401)));
    await expect(saveResumePoint(point('ep1', 30))).rejects.toThrow('Please sign in');
    expect(resumePointsWaiting()).toBe(false);
  });

  it('drop corrupt kept values without an error', () => {
    localStorage.setItem(
      KEPT_RESUME_STORAGE_KEY,
      JSON.stringify([
        { owner: 'user-1|p1', videoId: 'ep1', status: 1, resumeTime: -4 },
        'x',
        { owner: 'user-1|p1', videoId: 'ep2', status: 1, resumeTime: 8 },
      ]),
    );
    expect(keptResumeTime('ep1')).toBeNull();
    expect(keptResumeTime('ep2')).toBe(8);
  });
});
