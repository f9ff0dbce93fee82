import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCataloguePages } from '../../api/get-catalogue';
import { getVideo } from '../../api/get-video';
import { useLoad } from '../../api/use-load';
import { Dropdown } from '../../components/Dropdown';
import { Loader } from '../../components/Loader';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { COLLAPSED_LIST, SERIES_PAGE_SIZE } from '../../lib/constants';
import { isItemId } from '../../lib/detail-modal';
import { NO_RESULTS } from './AllShowsListPage';
import { parseShowListQuery, SHOW_LIST_SORTS, type ListSort } from './all-shows-query';
import { ShowGrid } from './ShowGrid';
import './all-shows.css';
import { RetryMessage } from '../../components/RetryMessage';

/**
 * /detaillist/{catalogueId}/{type} and /AllShows/show/{catalogueId}/{type}: a show's whole list.
 * A series lists a season's episodes (Season and Sort in the address); anything else, its
 * programmes. Lists show 50 until 'Show all', then load on as focus or scrolling nears the end.
 */
export function ShowDetailListPage() {
  const { catalogueId = '', type = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const valid = isItemId(catalogueId);
  const [attempt, setAttempt] = useState(0);
  const show = useLoad((signal) => getVideo(catalogueId, signal), [catalogueId, attempt], t`This show could not be loaded.`, valid);
  const { sort, season } = useMemo(() => parseShowListQuery(location.search), [location.search]);
  const item = show.kind === 'ready' ? show.value : null;
  // Without a type in the address, the show itself says whether it has seasons.
  const knownType = item?.type ?? (type || null);
  const isSeries = knownType === 'Series';
  const seasons = useCataloguePages(catalogueId, SERIES_PAGE_SIZE, valid && isSeries);
  const seasonId = isSeries ? (seasons.items.find((s) => s.id === season)?.id ?? seasons.items[0]?.id ?? '') : '';
  const listId = !valid || knownType === null ? '' : isSeries ? seasonId : catalogueId;
  const pages = useCataloguePages(listId, COLLAPSED_LIST, Boolean(listId), sort ? `sortOption=${sort}` : '');
  const [expanded, setExpanded] = useState(false);
  useEffect(() => setExpanded(false), [listId, sort]);

  const setView = (next: { sort?: ListSort; season?: string }) => {
    const params = new URLSearchParams();
    const nextSort = next.sort ?? sort;
    const nextSeason = next.season ?? (isSeries ? seasonId : '');
    if (nextSort) params.set('sortOption', nextSort);
    if (nextSeason) params.set('filterOption', nextSeason);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };

  const total = pages.total ?? pages.items.length;
  const collapsible = total > COLLAPSED_LIST;
  const items = collapsible && !expanded ? pages.items.slice(0, COLLAPSED_LIST) : pages.items;
  const title = item?.name ?? (pages.title || t`Show`);
  const noResults = i18n._(NO_RESULTS);

  if (!valid || (show.kind === 'error' && show.status === 404)) {
    return (
      <section className="page" role="alert">
        <h1 className="page-title">{t`Show not found`}</h1>
        <p className="page-text">{noResults}</p>
        <FocusButton focusKey="showlist:shows" className="button button-primary" onPress={() => navigate('/AllShows/list')}>
          {t`All Shows`}
        </FocusButton>
      </section>
    );
  }
  const failure = show.kind === 'error' ? show.message : ((pages.items.length === 0 ? pages.error : null) ?? (isSeries ? seasons.error : null));
  let body;
  if (failure) {
    body = (
      <RetryMessage
        message={failure}
        focusKey="showlist:retry"
        onRetry={() => {
          if (show.kind === 'error') setAttempt((n) => n + 1);
          seasons.retry();
          pages.retry();
        }}
      />
    );
  } else if (
    pages.items.length === 0 &&
    (listId ? pages.loading || pages.hasMore : show.kind === 'loading' || (isSeries && (seasons.loading || seasons.hasMore)))
  ) {
    body = <Loader />;
  } else if (pages.items.length === 0) {
    body = <p className="page-text">{noResults}</p>;
  } else {
    body = (
      <>
        <ShowGrid
          key={`${listId}|${sort}`}
          focusKey={`showlist:grid:${catalogueId}`}
          label={isSeries ? t({ message: `${title}, episodes`, comment: "A grid's name: the show's title, then what the grid holds" }) : title}
          items={items}
          catalogueId={listId}
          hasMore={(expanded || !collapsible) && pages.hasMore}
          loadMore={pages.loadMore}
        />
        {pages.error && <RetryMessage className="allshows-more-error" message={pages.error} focusKey="showlist:retry-more" onRetry={pages.retry} />}
      </>
    );
  }

  const seasonOptions = seasons.items.map((s) => ({ value: s.id, label: s.name }));
  const sortOptions = SHOW_LIST_SORTS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  const sortName = sortOptions.find((o) => o.value === sort)?.label ?? i18n._(SHOW_LIST_SORTS[0]!.label);
  const count = pages.total;
  return (
    <section className="page allshows showlist" aria-labelledby="showlist-title">
      <h1 id="showlist-title" className="page-title">
        {title}
      </h1>
      {item?.description && <p className="page-text showlist-description">{item.description}</p>}
      <FocusSection focusKey="showlist:controls" className="allshows-filters" role="group" aria-label={t`List options`}>
        {isSeries && seasonOptions.length > 1 && (
          <Dropdown id="showlist:season" label={t`Season`} value={seasonId} options={seasonOptions} onChange={(value) => setView({ season: value })} />
        )}
        <Dropdown
          id="showlist:sort"
          label={t`Sort`}
          text={t`Sort: ${sortName}`}
          value={sort}
          options={sortOptions}
          onChange={(value) => setView({ sort: value })}
        />
        {collapsible && (
          <FocusButton focusKey="showlist:expander" className="button" aria-expanded={expanded} onPress={() => setExpanded((value) => !value)}>
            {expanded ? t`Show fewer` : t`Show all ${total}`}
          </FocusButton>
        )}
      </FocusSection>
      {count !== null && (
        <p className="allshows-count">
          {isSeries ? t`${plural(count, { one: '# episode', other: '# episodes' })}` : t`${plural(count, { one: '# programme', other: '# programmes' })}`}
        </p>
      )}
      {body}
    </section>
  );
}
