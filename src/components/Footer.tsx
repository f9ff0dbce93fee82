import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { getCountry } from '../api/get-country';
import { FocusLink, FocusSection } from '../focus/Focusable';
import { footerFor, FOOTER_COUNTRIES_KEY, readFooterCountries } from '../../contract/site-content';
import { useConfig } from '../stores/config';
import './Footer.css';

/**
 * The footer: privacy and terms, the sister sites, the legal text and support phone of the
 * visitor's country (from the country lookup; the configured default, the USA, when it fails), and
 * the copyright.
 */
export function Footer() {
  const values = useConfig((s) => s.values);
  const networkItems = useConfig((s) => s.networkItems);
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void getCountry(controller.signal).then((country) => setCode(country?.code ?? null));
    return () => controller.abort();
  }, []);
  const footers = useMemo(() => readFooterCountries(values[FOOTER_COUNTRIES_KEY]), [values]);
  const footer = footerFor(footers, code);
  const phone = footer.phone;
  const year = new Date().getFullYear();
  const { t } = useLingui();
  const site = values.main_site_url && /^https?:\/\//.test(values.main_site_url) ? values.main_site_url.replace(/\/+$/, '') : null;
  return (
    <footer className="footer" data-row-block>
      <FocusSection as="nav" focusKey="footer" className="footer-links" aria-label={t`Footer`}>
        {site && (
          <FocusLink focusKey="footer:privacy" to={`${site}/privacy-policy`} external className="footer-link">
            {t`Privacy Policy`}
          </FocusLink>
        )}
        {site && (
          <FocusLink focusKey="footer:terms" to={`${site}/terms-of-use`} external className="footer-link">
            {t`Terms of Use`}
          </FocusLink>
        )}
        <FocusLink focusKey="footer:about" to="/aboutus" className="footer-link">
          {t`About Us`}
        </FocusLink>
        <FocusLink focusKey="footer:contact" to="/contactus" className="footer-link">
          {t`Contact Us`}
        </FocusLink>
        {networkItems.map((item, index) => (
          <FocusLink key={item.externalLink} focusKey={`footer:site-${index}`} to={item.externalLink} external className="footer-link">
            {item.networkItemText}
          </FocusLink>
        ))}
      </FocusSection>
      <p className="footer-legal" data-region={footer.code}>
        {footer.legalText}
      </p>
      <p className="footer-phone">
        <Trans>
          Support:{' '}
          <FocusLink focusKey="footer:phone" to={`tel:${phone.replace(/[^+\d]/g, '')}`} external>
            {phone}
          </FocusLink>
        </Trans>
      </p>
      <p className="footer-copyright">{t`© ${year} Lumen Catholic Media. All rights reserved.`}</p>
    </footer>
  );
}
