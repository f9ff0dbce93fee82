import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { apiRequest, ApiError } from '../api/client';
import type { AppConfigResponse, CatalogueResponse, ContentItem } from '../api/types';
import { VideoPlayer } from '../features/player/VideoPlayer';
import { HOME_CAROUSEL_PAGE_SIZE } from '../lib/constants';

interface Row {
  id: string;
  title: string;
  items: ContentItem[];
}

type Load = { kind: 'loading' } | { kind: 'ready'; rows: Row[] } | { kind: 'error'; message: string };

/** First rows of the home carousel set: a minimal entry until the full shell lands. */
function CatalogueHome() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchRows = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      const config = await apiRequest<AppConfigResponse>('/appconfig');
      const theme = config.response.shalom_theme_color;
      if (theme) document.documentElement.style.setProperty('--theme-color', theme);
      const setId = config.response.regular_carousel_shalom_web;
      const carousels = await apiRequest<CatalogueResponse>(`/catalogues?id=${encodeURIComponent(setId ?? '')}&size=8&page=1`);
      const rows = await Promise.all(
        carousels._embedded.items.map(async (carousel) => {
          const page = await apiRequest<CatalogueResponse>(
            `/catalogues?id=${encodeURIComponent(carousel.id)}&size=${HOME_CAROUSEL_PAGE_SIZE}&page=1`,
          );
          return { id: carousel.id, title: carousel.name, items: page._embedded.items };
        }),
      );
      setLoad({ kind: 'ready', rows });
    } catch (error) {
      setLoad({ kind: 'error', message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.' });
    }
  }, []);

  useEffect(() => {
    void fetchRows();
  }, [fetchRows]);

  return (
    <main className="page">
      <h1 className="brand">
        <img src="/brand/icon.svg" alt="" /> Lumen
      </h1>
      {load.kind === 'loading' && (
        <div className="status" role="status">
          <p>Loading…</p>
        </div>
      )}
      {load.kind === 'error' && (
        <div className="status" role="alert">
          <p>{load.message}</p>
          <button className="button" onClick={() => void fetchRows()} autoFocus>
            Retry
          </button>
        </div>
      )}
      {load.kind === 'ready' &&
        load.rows.map((row) => (
          <section className="row" key={row.id} aria-label={row.title}>
            <h2>{row.title}</h2>
            <ul>
              {row.items.map((item) => (
                <li key={item.id}>
                  {item.type === 'vod' ? (
                    <Link className="card" to={`/viewVideo/${item.id}/vod`}>
                      <img src={item.thumbnail.small} alt="" loading="lazy" />
                      <span>{item.name}</span>
                    </Link>
                  ) : (
                    <div className="card">
                      <img src={item.thumbnail.small} alt="" loading="lazy" />
                      <span>{item.name}</span>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}

function PlayerRoute() {
  const { videoId = '' } = useParams();
  const navigate = useNavigate();
  const close = useCallback(() => (window.history.length > 1 ? navigate(-1) : navigate('/')), [navigate]);
  return <VideoPlayer key={videoId} videoId={videoId} onClose={close} />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/viewVideo/:videoId/:type?/:catalogueId?" element={<PlayerRoute />} />
        <Route path="*" element={<CatalogueHome />} />
      </Routes>
    </BrowserRouter>
  );
}
