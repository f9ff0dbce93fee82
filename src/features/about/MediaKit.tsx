import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { setFocus } from '../../focus/navigation';
import { QrCode } from '../../components/QrCode';
import { useFocusNode } from '../../focus/Focusable';
import { useHoverFocusEnabled } from '../../focus/pointer-mode';
import { useUi } from '../../stores/ui';
import { publicAddress } from '../../lib/runtime-config';
import { ABOUT_TEXTS, MEDIA_KIT_PATH } from './about-content';

/**
 * The media-kit download: a real link to the PDF with the download attribute (OK clicks it). A TV
 * cannot download, so there it shows the address, and its QR code, to open on a phone instead.
 */
export function MediaKit() {
  const { t, i18n } = useLingui();
  const tv = useUi((s) => s.formFactor === 'tv');
  const address = publicAddress(MEDIA_KIT_PATH);
  return (
    <section className="about-block about-media-kit" aria-labelledby="about-media-kit-title">
      <h2 id="about-media-kit-title" className="about-heading">
        {i18n._(ABOUT_TEXTS.mediaKitTitle)}
      </h2>
      <p className="about-text">{i18n._(ABOUT_TEXTS.mediaKitText)}</p>
      {tv ? (
        <div className="about-media-kit-phone">
          <QrCode text={address} size={200} label={t`QR code of the media kit's address`} testId="media-kit-qr" />
          <p className="about-text about-media-kit-address">
            <Trans>
              Open this address on your phone or computer to download it: <strong>{address}</strong>
            </Trans>
          </p>
        </div>
      ) : (
        <DownloadLink />
      )}
    </section>
  );
}

function DownloadLink() {
  const { i18n } = useLinguiContext();
  const hoverFocus = useHoverFocusEnabled();
  // OK on a remote or keyboard clicks the link itself, so the browser downloads it as a click would.
  const { ref, focused, focusKey } = useFocusNode<HTMLAnchorElement>({ focusKey: 'about:media-kit', onEnterPress: () => ref.current?.click() });
  return (
    <a
      ref={ref}
      href={MEDIA_KIT_PATH}
      download="lumen-media-kit.pdf"
      type="application/pdf"
      tabIndex={-1}
      className="focusable button button-primary"
      data-focus-key={focusKey}
      data-focused={focused || undefined}
      // As every control on desktop (or under a TV's pointer): hovering moves focus here.
      onMouseEnter={hoverFocus ? () => void setFocus(focusKey) : undefined}
    >
      {i18n._(ABOUT_TEXTS.mediaKitButton)}
    </a>
  );
}
