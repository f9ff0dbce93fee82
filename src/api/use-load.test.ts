// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { useLoad, type Loaded } from './use-load';

/** A load whose answers the test gives, one at a time. */
function answers<T>() {
  const pending: Array<{ resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

describe('useLoad', () => {
  it('shows loading when what it loads changes, but a refresh keeps what is shown until the new value, and a failed refresh keeps it', async () => {
    const { load, pending } = answers<string>();
    const seen: Array<Loaded<string>['kind']> = [];
    const { result, rerender } = renderHook(
      ({ id, refresh }) => {
        const state = useLoad(load, [id], 'Could not load.', true, refresh);
        seen.push(state.kind);
        return state;
      },
      { initialProps: { id: 'lv01', refresh: 0 } },
    );
    expect(result.current).toEqual({ kind: 'loading' });
    pending[0]!.resolve('schedule one');
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', value: 'schedule one' }));

    seen.length = 0;
    rerender({ id: 'lv01', refresh: 1 });
    expect(pending).toHaveLength(2);
    expect(result.current).toEqual({ kind: 'ready', value: 'schedule one' });
    pending[1]!.resolve('schedule two');
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', value: 'schedule two' }));
    expect(seen).not.toContain('loading');

    rerender({ id: 'lv01', refresh: 2 });
    pending[2]!.reject(new ApiError('Busy.', 503));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({ kind: 'ready', value: 'schedule two' });

    // Another channel: its own loading and, on failure, its error.
    rerender({ id: 'lv02', refresh: 2 });
    expect(result.current).toEqual({ kind: 'loading' });
    pending[3]!.reject(new ApiError('No such channel.', 404));
    await waitFor(() => expect(result.current).toEqual({ kind: 'error', message: 'No such channel.', status: 404 }));
    // A refresh after a failure is no quiet one: it shows loading and the error again if it fails.
    rerender({ id: 'lv02', refresh: 3 });
    expect(result.current).toEqual({ kind: 'loading' });
  });
});
