import { FaqList } from '../../components/FaqList';
import { Footer } from '../../components/Footer';

/** The end of home, below every row: the FAQ and the footer. Loaded apart from home's first screen. */
export function HomeEnd() {
  return (
    <>
      <FaqList tags={['faq']} />
      <Footer />
    </>
  );
}
