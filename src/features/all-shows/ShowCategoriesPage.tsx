import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import type { ContentItem } from '../../../contract/answers';
import { ItemRow } from '../../components/CarouselRow';
import { LoadMoreSentinel } from '../../components/LoadMoreSentinel';
import { Loader } from '../../components/Loader';
import { useNearViewport } from '../../components/use-near-viewport';
import { FocusButton } from '../../focus/Focusable';
import { SHOW_CATEGORIES_PAGE_SIZE, SHOW_CATEGORY_ITEMS } from '../../lib/constants';
import { carouselOrientation } from '../../lib/home-blocks';
import { useConfig } from '../../stores/config';
import { NO_RESULTS } from './AllShowsListPage';
import { AllShowsTabs } from './AllShowsTabs';
import { useOpenDetail } from '../../components/use-open-detail';
import './all-shows.css';
import { RetryMessage } from '../../components/RetryMessage';

/** One category: its title, 'See all' (the special category page) and a row of up to 50 of its shows. */
function CategoryRow({ category }: { category: ContentItem }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useNearViewport(element);
  const pages = useCataloguePages(category.id, SHOW_CATEGORY_ITEMS, near);
  const openDetail = useOpenDetail();
  const open = useCallback((item: ContentItem) => openDetail(item, category.id), [category.id, openDetail]);
  const seeAllKey = `allshows:see-all:${category.id}`;
  const categoryName = category.name;
  if (near && !pages.loading && pages.items.length === 0 && (!pages.hasMore || pages.error !== null)) return null;
  return (
    <section ref={setElement} className="carousel" aria-label={category.name} data-row-block>
      <ItemRow
        rowId={`category:${category.id}`}
        title={category.name}
        orientation={carouselOrientation(category)}
        items={pages.items}
        onSelect={open}
        pending={pages.loading}
        titleActionKey={seeAllKey}
        titleAction={
          <FocusButton
            focusKey={seeAllKey}
            className="button carousel-head-button"
            aria-label={t`See all of ${categoryName}`}
            onPress={() => navigate(`/AllShows/special/${encodeURIComponent(category.id)}`)}
          >
            {t`See all`}
          </FocusButton>
        }
      />
    </section>
  );
}

/**
 * /AllShows/categories: the show page's categories (categories_id_show_page) that hold something,
 * 12 at a time as the page scrolls, each with up to 50 of its shows; 'No Results Found' when none.
 */
export function ShowCategoriesPage() {
  const { t, i18n } = useLingui();
  const categoriesId = useConfig((s) => s.values.categories_id_show_page) ?? '';
  const pages = useCataloguePages(categoriesId, SHOW_CATEGORIES_PAGE_SIZE, Boolean(categoriesId));
  const categories = pages.items.filter((c) => c.items_count > 0);
  let body;
  if (pages.error && categories.length === 0) {
    body = <RetryMessage message={pages.error} status={pages.errorStatus} focusKey="categories:retry" onRetry={pages.retry} />;
  } else if (categories.length === 0 && categoriesId && (pages.loading || pages.hasMore)) {
    body = <Loader />;
  } else if (categories.length === 0) {
    body = <p className="page-text">{i18n._(NO_RESULTS)}</p>;
  } else {
    body = (
      <>
        {categories.map((category) => (
          <CategoryRow key={category.id} category={category} />
        ))}
      </>
    );
  }
  return (
    <section className="page allshows" aria-labelledby="categories-title">
      <h1 id="categories-title" className="visually-hidden">
        {t`Show Categories`}
      </h1>
      <AllShowsTabs current="categories" />
      {body}
      {/* Also while nothing is shown yet: a page of empty categories must not stop the loading. */}
      {!pages.error && <LoadMoreSentinel hasMore={pages.hasMore} loading={pages.loading} loadMore={pages.loadMore} />}
    </section>
  );
}
