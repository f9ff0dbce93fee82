import { DonateLink } from '../../components/DonateLink';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { DONATION_PRESETS, donationLink } from '../../lib/footer';
import { publicAddress } from '../../lib/runtime-config';
import { useConfig } from '../../stores/config';
import { useUi } from '../../stores/ui';
import './home.css';

/** Shares the app's address: the phone's own share sheet where there is one, else a copied link. */
async function shareApp(notify: (message: string) => void): Promise<void> {
  const url = publicAddress('/');
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: 'Lumen · Catholic TV', text: 'Free Catholic TV for the whole family', url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify('Link copied!');
  } catch {
    console.warn('Could not copy the link');
    notify(`Share this address: ${url}`);
  }
}

/** After the 8th carousel: share Lumen, or give (the presets lead to the donation site). */
export function ShareDonateBanner() {
  const donationUrl = useConfig((s) => s.values.donation_url);
  const notify = useUi((s) => s.notify);
  const give = donationLink(donationUrl);
  return (
    <FocusSection as="section" focusKey="share-donate" className="share-donate" aria-label="Share and donate" data-row-block>
      <div className="share-donate-part">
        <h2>Share the Gospel</h2>
        <p>Lumen is free for everyone. Invite a friend or your family to watch with you.</p>
        <FocusButton focusKey="share-donate:share" className="button" onPress={() => void shareApp(notify)}>
          Share Lumen
        </FocusButton>
      </div>
      {give && (
        <div className="share-donate-part">
          <h2>Keep Lumen free</h2>
          <p>Lumen is supported by viewers like you. Choose a gift:</p>
          <div className="donate-presets">
            {DONATION_PRESETS.map((amount) => (
              <DonateLink
                key={amount}
                focusKey={`share-donate:${amount}`}
                to={donationLink(donationUrl, amount)!}
                caption={`Scan with your phone to give $${amount}`}
                className="button donate-preset"
              >
                ${amount}
              </DonateLink>
            ))}
          </div>
          <DonateLink focusKey="share-donate:donate" to={give} className="button button-primary">
            Donate
          </DonateLink>
        </div>
      )}
    </FocusSection>
  );
}
