import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getCataloguePage } from '../../api/get-catalogue';
import { getVideo } from '../../api/get-video';
import { FocusButton } from '../../focus/Focusable';
import { SHARE_LOOKUP_PAGE_SIZE } from '../../lib/constants';
import { isItemId, withDetailModal } from '../../lib/detail-modal';
import { parseShareType } from '../../lib/share';

const UNKNOWN = msg`This share link does not lead to a programme we know. It may have been mistyped or the programme may have been removed.`;

/**
 * /sharecontent/{id}/{type}: a shared episode loads the video and goes home with its detail modal;
 * a shared show loads its catalogue and opens as a Series or a Category by what it holds.
 */
export function ShareContentPage() {
  const { id = '', type } = useParams();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  /** The server's message, or this page's own (translated when drawn). */
  const [error, setError] = useState<string | MessageDescriptor | null>(null);

  useEffect(() => {
    const kind = parseShareType(type);
    if (!kind || !isItemId(id)) {
      setError(UNKNOWN);
      return;
    }
    const controller = new AbortController();
    setError(null);
    const open = (detailType: string, catalogueId = '') =>
      navigate({ pathname: '/', search: withDetailModal('', { id, type: detailType, catalogueId }) }, { replace: true });
    const lookup = async () => {
      if (kind === 'episode') {
        const video = await getVideo(id, controller.signal);
        return open(video.type === 'vod' ? 'vod' : video.type);
      }
      const catalogue = await getCataloguePage(id, SHARE_LOOKUP_PAGE_SIZE, 1, controller.signal);
      const first = catalogue._embedded.items[0];
      return open(first?.type === 'Category' ? 'Category' : 'Series', id);
    };
    lookup().catch((failure: unknown) => {
      if (controller.signal.aborted) return;
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(status === 404 || status === 400 || !(failure instanceof ApiError) ? UNKNOWN : failure.message);
    });
    return () => controller.abort();
  }, [id, type, navigate]);

  if (!error)
    return (
      <p className="page page-text" role="status">
        {t`Opening the shared programme…`}
      </p>
    );
  return (
    <section className="page" role="alert">
      <h1 className="page-title">{t`Shared programme not found`}</h1>
      <p className="page-text">{typeof error === 'string' ? error : i18n._(error)}</p>
      <FocusButton focusKey="share-content:home" className="button button-primary" onPress={() => navigate('/', { replace: true })}>
        {t`Go to Home`}
      </FocusButton>
    </section>
  );
}
