import { FocusButton } from '../../focus/Focusable';
import { useNavigate } from 'react-router-dom';

/** A screen whose issue has not landed: says so plainly and offers the way home. */
export function NotAvailableYet({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <p className="page-text">This part of Lumen is on its way and not available yet. Everything on the home page is ready to watch.</p>
      <FocusButton focusKey="page:home" className="button button-primary" onPress={() => navigate('/')}>
        Go to Home
      </FocusButton>
    </section>
  );
}
