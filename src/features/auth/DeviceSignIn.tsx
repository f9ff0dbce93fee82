import { useEffect } from 'react';
import { QrCode } from '../../components/QrCode';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { useBackStep } from '../../focus/use-back-step';
import { useUi } from '../../stores/ui';
import { countdownText, displayAddress } from './device-poll';
import { DEVICE_TEXTS, useDeviceSignIn } from './use-device-sign-in';

/**
 * 'Sign in with your phone': the code large, its QR code and the address to type, a countdown,
 * and polling until the phone approves. Back (the button or the remote's key) returns to the options.
 */
export function DeviceSignIn({ idPrefix, onBack }: { idPrefix: string; onBack: () => void }) {
  const { state, secondsLeft, newCode } = useDeviceSignIn();
  const tv = useUi((s) => s.formFactor === 'tv');
  const key = (name: string) => `${idPrefix}:device-${name}`;
  useBackStep(key('view'), onBack);

  // Focus sits on what the viewer can do next: a new code once this one is done, else Back.
  const needsNewCode = state.kind === 'expired' || state.kind === 'denied' || state.kind === 'error';
  useEffect(() => focusWhenReady(`${idPrefix}:device-${needsNewCode ? 'new' : 'back'}`), [idPrefix, needsNewCode]);

  return (
    <FocusSection focusKey={key('view')} className="device-sign-in" rememberChild={false} aria-labelledby={key('title')}>
      <h2 id={key('title')} className="device-title">
        Sign in with your phone
      </h2>
      {state.kind === 'loading' && (
        <p className="device-status" role="status">
          Getting a code…
        </p>
      )}
      {state.kind === 'showing' && (
        <div className="device-pair">
          <figure className="device-qr">
            <QrCode
              text={state.code.verification_uri_complete}
              size={tv ? 300 : 200}
              label="QR code that opens the sign-in page on your phone"
              testId="device-qr"
            />
          </figure>
          <div className="device-steps">
            <p className="device-step">
              Scan the QR code with your phone, or go to <strong className="device-address">{displayAddress(state.code.verification_uri)}</strong> and enter
              this code:
            </p>
            <p className="device-code" data-testid="device-code">
              {state.code.user_code}
            </p>
            <p className="device-expiry">
              The code expires in <span className="device-countdown">{countdownText(secondsLeft)}</span>.
            </p>
            <p className={state.note ? 'device-status device-status-error' : 'device-status'} role="status">
              {state.note ?? 'Waiting for your phone…'}
            </p>
          </div>
        </div>
      )}
      {state.kind === 'signing-in' && (
        <p className="device-status" role="status">
          Approved. Signing you in…
        </p>
      )}
      {needsNewCode && (
        <p className="device-status device-status-error" role="alert">
          {state.kind === 'expired' ? DEVICE_TEXTS.expired : state.kind === 'denied' ? DEVICE_TEXTS.denied : state.kind === 'error' ? state.message : ''}
        </p>
      )}
      <div className="form-actions">
        {needsNewCode && (
          <FocusButton focusKey={key('new')} className="button button-primary" onPress={newCode}>
            {state.kind === 'error' ? 'Try again' : 'Get a new code'}
          </FocusButton>
        )}
        <FocusButton focusKey={key('back')} className="button" onPress={onBack}>
          Back
        </FocusButton>
      </div>
    </FocusSection>
  );
}
