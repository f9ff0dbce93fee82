import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import type { ContentItem } from '../../../contract/answers';
import { CardGrid, gridCardKey } from '../../components/CardGrid';
import { focusWhenReady } from '../../focus/Layer';
import { Loader } from '../../components/Loader';
import { removeMark, useRemoveMode } from '../../components/remove-mode';
import { FocusButton } from '../../focus/Focusable';
import { cardName } from '../../lib/announcements';
import { useOpenDetail } from '../../components/use-open-detail';
import { myListShown, useMyList } from '../../stores/my-list';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';

/** What an empty My List says (drawn with `i18n._`). */
export const MY_LIST_EMPTY = msg`Add your top pick in your list.`;
/** Opening a programme from My List tells the modal where it came from (cId=mylist). */
export const MY_LIST_CATALOGUE = 'mylist';
const GRID_KEY = 'mylist:grid';

/**
 * /mylist: the chosen profile's saved programmes as a grid, or the invitation to add one. 'Edit'
 * turns OK on a card into removing it; 'Done' (or Back) ends that.
 */
export function MyListPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const openDetail = useOpenDetail();
  const loggedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const items = useMyList((s) => s.items);
  const shown = useMyList(myListShown);
  const load = useMyList((s) => s.load);
  const toggle = useMyList((s) => s.toggle);
  const notify = useUi((s) => s.notify);

  useEffect(() => {
    if (loggedIn) load(true).catch(() => undefined);
  }, [loggedIn, load]);

  // Focus starts on the first programme (not on Edit above it) once the list first arrives.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || items.length === 0) return;
    placed.current = true;
    return focusWhenReady(gridCardKey(GRID_KEY, items[0]!.id));
  }, [items]);
  const { removing, toggle: toggleRemoving } = useRemoveMode('mylist:removing', items.length);
  /** In remove mode OK takes the programme off the list: its card says so. */
  const removeLabel = useCallback(
    (item: ContentItem) => {
      const name = cardName(item);
      return t({ message: `${name}, Remove from My List`, comment: 'A card of My List in remove mode: the title, then what OK does' });
    },
    [t],
  );
  const open = useCallback(
    (item: ContentItem) => {
      if (removing) {
        // Focus moves on to the next programme (or the one before) as this one leaves the grid.
        const at = items.findIndex((x) => x.id === item.id);
        const neighbour = items[at + 1] ?? items[at - 1];
        focusWhenReady(neighbour ? gridCardKey(GRID_KEY, neighbour.id) : 'mylist:home');
        toggle(item).then(
          (message) => notify(message),
          (error: unknown) => notify(messageOf(error, t`My List could not be changed. Please try again.`), 'error'),
        );
        return;
      }
      openDetail(item, MY_LIST_CATALOGUE);
    },
    [items, notify, openDetail, removing, toggle, t],
  );

  let body;
  if (!loggedIn) {
    body = (
      <>
        <p className="page-text">{t`Sign in to keep the programmes you want to watch in one place, on every screen.`}</p>
        <FocusButton focusKey="mylist:sign-in" className="button button-primary" onPress={() => openLogin()}>
          {t`Sign In`}
        </FocusButton>
      </>
    );
  } else if (shown === 'error') {
    body = (
      <div role="alert">
        <p className="page-text">{t`My List could not be loaded. Please check your connection and try again.`}</p>
        <FocusButton focusKey="mylist:retry" className="button button-primary" onPress={() => void load(true).catch(() => undefined)}>
          {t`Retry`}
        </FocusButton>
      </div>
    );
  } else if (shown === 'loading') {
    body = <Loader />;
  } else if (items.length === 0) {
    body = (
      <>
        <p className="page-text">{i18n._(MY_LIST_EMPTY)}</p>
        <FocusButton focusKey="mylist:home" className="button button-primary" onPress={() => navigate('/')}>
          {t`Browse programmes`}
        </FocusButton>
      </>
    );
  } else {
    body = (
      <CardGrid
        focusKey={GRID_KEY}
        label={t`My List`}
        items={items}
        orientation="landscape"
        onSelect={open}
        decorate={removing ? removeMark : undefined}
        itemLabel={removing ? removeLabel : undefined}
      />
    );
  }

  return (
    <section className="page mylist-page" aria-labelledby="mylist-title">
      <div className="page-head">
        <h1 id="mylist-title" className="page-title">
          {t`My List`}
        </h1>
        {loggedIn && items.length > 0 && (
          <FocusButton
            focusKey="mylist:edit"
            className="button carousel-head-button"
            aria-pressed={removing}
            aria-label={removing ? t`Done removing from My List` : t`Remove programmes from My List`}
            onPress={toggleRemoving}
          >
            {removing ? t`Done` : t`Edit`}
          </FocusButton>
        )}
      </div>
      {body}
    </section>
  );
}
