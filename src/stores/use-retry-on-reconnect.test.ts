// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnection } from './connection';
import { useRetryOnReconnect } from './use-retry-on-reconnect';

describe('lists that failed offline', () => {
  beforeEach(() => useConnection.setState({ offline: false, checking: false, reconnects: 0 }));

  it('load again when the connection comes back; the others are left alone', () => {
    const failed = { error: 'We could not reach the server.', retry: vi.fn() };
    const fine = { error: null, retry: vi.fn() };
    renderHook(() => useRetryOnReconnect(failed, fine));
    expect(failed.retry).not.toHaveBeenCalled();

    act(() => useConnection.getState().wentOffline());
    expect(failed.retry).not.toHaveBeenCalled();
    act(() => useConnection.getState().cameBack());
    expect(failed.retry).toHaveBeenCalledTimes(1);
    expect(fine.retry).not.toHaveBeenCalled();

    // Back without having been offline: nothing to do.
    act(() => useConnection.getState().cameBack());
    expect(failed.retry).toHaveBeenCalledTimes(1);
  });
});
