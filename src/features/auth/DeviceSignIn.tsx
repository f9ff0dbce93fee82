import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { QrCode } from '../../components/QrCode';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { useBackStep } from '../../focus/use-back-step';
import { useUi } from '../../stores/ui';
import { countdownText, displayAddress } from './device-poll';
import type { DeviceCode } from './api/device-code';
import { DEVICE_TEXTS, useDeviceSignIn } from './use-device-sign-in';

/**
 * 'Sign in with your phone': the code large, its QR code and the address to type, a countdown,
 * and polling until the phone approves. Back (the button or the remote's key) returns to the options.
 */
export function DeviceSignIn({ idPrefix, onBack }: { idPrefix: string; onBack: () => void }) {
  const { state, secondsLeft, newCode } = useDeviceSignIn();
  const { t, i18n } = useLingui();
  const tv = useUi((s) => s.formFactor === 'tv');
  const key = (name: string) => `${idPrefix}:device-${name}`;
  useBackStep(key('view'), onBack);

  // Focus sits on what the viewer can do next: a new code once this one is done, else Back.
  const needsNewCode = state.kind === 'expired' || state.kind === 'denied' || state.kind === 'error';
  useEffect(() => focusWhenReady(`${idPrefix}:device-${needsNewCode ? 'new' : 'back'}`), [idPrefix, needsNewCode]);

  return (
    <FocusSection focusKey={key('view')} className="device-sign-in" rememberChild={false} aria-labelledby={key('title')}>
      <h2 id={key('title')} className="device-title">
        {t`Sign in with your phone`}
      </h2>
      {state.kind === 'loading' && (
        <p className="device-status" role="status">
          {t`Getting a code…`}
        </p>
      )}
      {state.kind === 'showing' && <DevicePair code={state.code} secondsLeft={secondsLeft} offline={state.offline} tv={tv} />}
      {state.kind === 'signing-in' && (
        <p className="device-status" role="status">
          {t`Approved. Signing you in…`}
        </p>
      )}
      {needsNewCode && (
        <p className="device-status device-status-error" role="alert">
          {state.kind === 'expired'
            ? i18n._(DEVICE_TEXTS.expired)
            : state.kind === 'denied'
              ? i18n._(DEVICE_TEXTS.denied)
              : state.kind === 'error'
                ? typeof state.message === 'string'
                  ? state.message
                  : i18n._(state.message)
                : ''}
        </p>
      )}
      <div className="form-actions">
        {needsNewCode && (
          <FocusButton focusKey={key('new')} className="button button-primary" onPress={newCode}>
            {state.kind === 'error' ? t`Try again` : t`Get a new code`}
          </FocusButton>
        )}
        <FocusButton focusKey={key('back')} className="button" onPress={onBack}>
          {t`Back`}
        </FocusButton>
      </div>
    </FocusSection>
  );
}

/** The code on screen: its QR code, the address to type, the countdown and the waiting line. */
function DevicePair({ code, secondsLeft, offline, tv }: { code: DeviceCode; secondsLeft: number; offline: boolean; tv: boolean }) {
  const { t, i18n } = useLingui();
  const address = displayAddress(code.verification_uri);
  const countdown = countdownText(secondsLeft);
  return (
    <div className="device-pair">
      <figure className="device-qr">
        <QrCode text={code.verification_uri_complete} size={tv ? 300 : 200} label={t`QR code that opens the sign-in page on your phone`} testId="device-qr" />
      </figure>
      <div className="device-steps">
        <p className="device-step">
          <Trans>
            Scan the QR code with your phone, or go to <strong className="device-address">{address}</strong> and enter this code:
          </Trans>
        </p>
        <p className="device-code" data-testid="device-code">
          {code.user_code}
        </p>
        <p className="device-expiry">
          <Trans>
            The code expires in <span className="device-countdown">{countdown}</span>.
          </Trans>
        </p>
        <p className={offline ? 'device-status device-status-error' : 'device-status'} role="status">
          {offline ? i18n._(DEVICE_TEXTS.offline) : t`Waiting for your phone…`}
        </p>
      </div>
    </div>
  );
}
