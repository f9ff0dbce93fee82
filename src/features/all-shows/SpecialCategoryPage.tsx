import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import { Loader } from '../../components/Loader';
import { FocusButton } from '../../focus/Focusable';
import { COLLAPSED_SPECIAL_LIST } from '../../lib/constants';
import { isItemId } from '../../lib/detail-modal';
import { NO_RESULTS } from './AllShowsListPage';
import { AllShowsTabs } from './AllShowsTabs';
import { ShowGrid } from './ShowGrid';
import './all-shows.css';
import { RetryMessage } from '../../components/RetryMessage';

/**
 * /AllShows/special/{categoryId}: one catalogue's programmes, 25 at a time with 'Load more'
 * (load-more paging, reloaded when the param changes).
 */
export function SpecialCategoryPage() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const valid = isItemId(categoryId);
  const pages = useCataloguePages(categoryId, COLLAPSED_SPECIAL_LIST, valid);
  const title = pages.title || t`Shows`;
  const total = pages.total;
  const noResults = i18n._(NO_RESULTS);

  let body;
  if (!valid) {
    body = <p className="page-text">{noResults}</p>;
  } else if (pages.error && pages.items.length === 0) {
    body = (
      <RetryMessage message={pages.error} status={pages.errorStatus} focusKey="special:retry" onRetry={pages.retry}>
        <FocusButton focusKey="special:shows" className="button" onPress={() => navigate('/AllShows/categories')}>
          {t`All categories`}
        </FocusButton>
      </RetryMessage>
    );
  } else if (pages.items.length === 0 && (pages.loading || pages.hasMore)) {
    body = <Loader />;
  } else if (pages.items.length === 0) {
    body = <p className="page-text">{noResults}</p>;
  } else {
    body = (
      <>
        <ShowGrid key={categoryId} focusKey={`special:grid:${categoryId}`} label={title} items={pages.items} catalogueId={categoryId} />
        {pages.error && (
          <p className="page-text" role="alert">
            {pages.error}
          </p>
        )}
        {(pages.hasMore || pages.error) && (
          <FocusButton focusKey="special:load-more" className="button allshows-expander" onPress={pages.error ? pages.retry : pages.loadMore}>
            {pages.error ? t`Retry` : pages.loading ? t`Loading…` : t`Load more`}
          </FocusButton>
        )}
      </>
    );
  }
  return (
    <section className="page allshows" aria-labelledby="special-title">
      <AllShowsTabs current={null} />
      <h1 id="special-title" className="page-title">
        {valid ? title : t`Shows`}
      </h1>
      {total !== null && <p className="allshows-count">{t`${plural(total, { one: '# programme', other: '# programmes' })}`}</p>}
      {body}
    </section>
  );
}
