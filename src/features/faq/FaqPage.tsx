import { useLingui } from '@lingui/react/macro';
import { FaqList } from '../../components/FaqList';

/** The FAQ tags: the site's questions and the about page's. */
const FAQ_TAGS = ['faq', 'about-us-faq'];

/** /faq: every question tagged faq or about-us-faq; OK or a click opens its answer. */
export function FaqPage() {
  const { t } = useLingui();
  return (
    <section className="page faq-page" aria-labelledby="faq-page-title">
      <h1 id="faq-page-title" className="page-title">
        {t({ message: 'FAQ', comment: 'The title of the page of frequently asked questions' })}
      </h1>
      <FaqList tags={FAQ_TAGS} focusKey="faq-page" page />
    </section>
  );
}
