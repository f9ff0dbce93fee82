import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { requestDeviceCode, type DeviceCode } from './api/device-code';
import { pollDeviceToken } from './api/device-token';
import { nextPollStep } from './device-poll';
import { useCompleteSignIn } from './use-sign-in';

export type DeviceSignInState =
  | { kind: 'loading' }
  /** The code is on screen; `offline` says the server is out of reach while polls go on. */
  | { kind: 'showing'; code: DeviceCode; expiresAt: number; offline: boolean }
  | { kind: 'signing-in' }
  | { kind: 'expired' }
  | { kind: 'denied' }
  /** The server's words, or this app's own (a descriptor, translated when drawn). */
  | { kind: 'error'; message: string | MessageDescriptor };

export const DEVICE_TEXTS = {
  expired: msg`This code has expired.`,
  denied: msg`Sign-in was declined on your phone.`,
  noCode: msg`We could not get a code. Please try again.`,
  offline: msg`We lost the connection to the server. Trying again…`,
  failed: msg`Signing in failed. Please get a new code.`,
} as const;

/** A dead server is asked again no sooner than this (seconds). */
const OFFLINE_RETRY_S = 5;

/**
 * Signing in on this screen from a phone: asks for a code pair, polls at the server's interval
 * until the phone approves, then finishes exactly as a password sign-in does. Everything stops
 * (timers, requests in flight) when the view closes or a new code is asked for.
 */
export function useDeviceSignIn() {
  const completeSignIn = useCompleteSignIn();
  const complete = useRef(completeSignIn);
  complete.current = completeSignIn;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DeviceSignInState>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    setState({ kind: 'loading' });

    const run = async () => {
      let code: DeviceCode;
      try {
        code = await requestDeviceCode(controller.signal);
      } catch (error) {
        if (live) setState({ kind: 'error', message: error instanceof ApiError ? error.message : DEVICE_TEXTS.noCode });
        return;
      }
      if (!live) return;
      const expiresAt = Date.now() + code.expires_in * 1000;
      let interval = code.interval;
      setNow(Date.now());
      setState({ kind: 'showing', code, expiresAt, offline: false });

      const poll = async () => {
        if (!live) return;
        if (Date.now() >= expiresAt) return setState({ kind: 'expired' });
        try {
          const response = await pollDeviceToken(code.device_code, controller.signal);
          if (!live) return;
          live = false;
          setState({ kind: 'signing-in' });
          try {
            // The same path as a password sign-in: account, e-mail check, pending page, plan prompt.
            if (!(await complete.current(response))) setState({ kind: 'error', message: DEVICE_TEXTS.failed });
          } catch (error) {
            setState({ kind: 'error', message: error instanceof ApiError ? error.message : DEVICE_TEXTS.failed });
          }
          return;
        } catch (error) {
          if (!live) return;
          // Anything but an answer counts as a server out of reach (status 0).
          const failure = error instanceof ApiError ? { status: error.status, flag: error.flag, message: error.message } : { status: 0, message: '' };
          const step = nextPollStep(failure, interval);
          if (step.kind === 'expired') return setState({ kind: 'expired' });
          if (step.kind === 'denied') return setState({ kind: 'denied' });
          if (step.kind === 'failed') return setState({ kind: 'error', message: step.message });
          const offline = step.kind === 'offline';
          if (!offline) interval = step.intervalS;
          setState((current) => (current.kind === 'showing' ? { ...current, offline } : current));
          timer = setTimeout(() => void poll(), (offline ? Math.max(interval, OFFLINE_RETRY_S) : interval) * 1000);
        }
      };
      timer = setTimeout(() => void poll(), interval * 1000);
    };
    void run();

    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [attempt]);

  // The countdown: once a second while a code is shown.
  const showing = state.kind === 'showing';
  useEffect(() => {
    if (!showing) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [showing]);

  const secondsLeft = state.kind === 'showing' ? Math.max(0, (state.expiresAt - now) / 1000) : 0;
  const shown: DeviceSignInState = state.kind === 'showing' && secondsLeft <= 0 ? { kind: 'expired' } : state;
  return { state: shown, secondsLeft, newCode: () => setAttempt((n) => n + 1) };
}
