import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DonateLink } from '../../components/DonateLink';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { readShareDonateBanner, SHARE_DONATE_BANNER_KEY } from '../../../contract/site-content';
import { donationLink } from '../../lib/footer';
import { publicAddress } from '../../lib/runtime-config';
import { useConfig } from '../../stores/config';
import { usePhoneQr } from '../../stores/phone-qr';
import { useUi } from '../../stores/ui';
import './home.css';

/** Shares the app's address: the phone's own share sheet where there is one, else a copied link. */
async function shareApp(url: string, notify: (message: string) => void): Promise<void> {
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: t`Lumen · Catholic TV`, text: t`Free Catholic TV for the whole family`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify(t`Link copied!`);
  } catch {
    console.warn('Could not copy the link');
    notify(t`Share this address: ${url}`);
  }
}

/**
 * After the 8th carousel: share Lumen, or give (the presets lead to the donation site); its words
 * and gifts are the configuration's (share_donate_banner). Its
 * buttons sit on one line (Share Lumen, $10 to $200, Donate), so Left and Right walk them in order
 * and Up and Down leave the banner. On TV, where nothing is copied or shared from the set, Share
 * Lumen shows the app's address as a QR code to open on a phone.
 */
export function ShareDonateBanner() {
  const { t } = useLingui();
  const donationUrl = useConfig((s) => s.values.donation_url);
  const bannerText = useConfig((s) => s.values[SHARE_DONATE_BANNER_KEY]);
  // The words and gifts the studio set (the demo's when the configuration has none).
  const words = useMemo(() => readShareDonateBanner(bannerText), [bannerText]);
  const notify = useUi((s) => s.notify);
  const tv = useUi((s) => s.formFactor === 'tv');
  const showOnPhone = usePhoneQr((s) => s.show);
  const give = donationLink(donationUrl);
  const address = publicAddress('/');
  return (
    <FocusSection as="section" focusKey="share-donate" className="share-donate" aria-label={t`Share and donate`} data-row-block>
      <div className="share-donate-part share-donate-share">
        <h2>{words.shareTitle}</h2>
        <p>{words.shareText}</p>
        <FocusButton
          focusKey="share-donate:share"
          className="button share-donate-action"
          aria-haspopup={tv ? 'dialog' : undefined}
          onPress={() =>
            tv
              ? showOnPhone({
                  id: 'share-app',
                  title: t`Share Lumen`,
                  url: address,
                  caption: t`Scan with your phone to open Lumen`,
                  note: t`Then send it on to a friend or your family: Lumen is free for everyone.`,
                  qrLabel: t`QR code of Lumen's address`,
                  testId: 'share-app-qr',
                })
              : void shareApp(address, notify)
          }
        >
          {t`Share Lumen`}
        </FocusButton>
      </div>
      {give && (
        <div className="share-donate-part share-donate-give">
          <h2>{words.giveTitle}</h2>
          <p>{words.giveText}</p>
          <div className="share-donate-action donate-actions">
            <div className="donate-presets" role="group" aria-label={t({ message: 'Gifts', comment: 'The group of buttons that each give one amount' })}>
              {words.presets.map((amount) => (
                <DonateLink
                  key={amount}
                  focusKey={`share-donate:${amount}`}
                  to={donationLink(donationUrl, amount)!}
                  caption={t({ message: `Scan with your phone to give $${amount}`, comment: '{amount} is a gift in US dollars, written after the $ sign' })}
                  className="button donate-preset"
                >
                  ${amount}
                </DonateLink>
              ))}
            </div>
            <DonateLink focusKey="share-donate:donate" to={give} className="button button-primary">
              {t`Donate`}
            </DonateLink>
          </div>
        </div>
      )}
    </FocusSection>
  );
}
