import { Outlet } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import { FocusButton } from '../../focus/Focusable';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import { CarouselRow } from './CarouselRow';
import './home.css';

/** The carousel set of the profile type: regular, or kids for a kids profile. */
function useCarouselSetId(): string {
  const values = useConfig((s) => s.values);
  const kids = useSession((s) => s.profileType === 'KIDS');
  return (kids ? values.regular_carousel_shalom_web_kids : values.regular_carousel_shalom_web) ?? '';
}

/** Home: the carousels of the configured set, each loading as it nears the screen. */
export function HomePage() {
  const setId = useCarouselSetId();
  const carousels = useCataloguePages(setId, 50, Boolean(setId));
  return (
    <div className="home page">
      <h1 className="visually-hidden">Home</h1>
      {carousels.error && (
        <div className="home-error" role="alert">
          <p className="page-text">{carousels.error}</p>
          <FocusButton focusKey="home:retry" className="button button-primary" onPress={carousels.retry}>
            Retry
          </FocusButton>
        </div>
      )}
      {carousels.items.map((carousel) => (
        <CarouselRow key={carousel.id} carousel={carousel} />
      ))}
      <Outlet />
    </div>
  );
}
