import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ResumeEntry } from '../../api/get-resume-list';
import type { ContentItem } from '../../../contract/answers';
import { useLoad } from '../../api/use-load';
import { Dropdown } from '../../components/Dropdown';
import { DownloadButton } from '../../components/DownloadButton';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { cardPictures } from '../../lib/home-blocks';
import { pictureSet } from '../../lib/picture-set';
import { EPISODES_COLLAPSED } from '../../lib/constants';
import { clock, sortEpisodes, type EpisodeSort } from '../../lib/episodes';
import type { FormFactor } from '../../lib/form-factor';
import { useUi } from '../../stores/ui';
import { loadEpisodes, type SeasonChoice } from './detail-data';

/** An episode's picture box on each form factor (width, height): its `sizes` says it to the browser. */
const EPISODE_PICTURE: Record<FormFactor, { width: number; height: number }> = {
  tv: { width: 288, height: 162 },
  desktop: { width: 192, height: 108 },
  mobile: { width: 120, height: 68 },
};

const SORTS = [
  { value: 'newest', label: msg`Newest First` },
  { value: 'oldest', label: msg`Oldest First` },
] as const;

export interface EpisodeListProps {
  seasons: SeasonChoice[];
  resume: ReadonlyMap<string, ResumeEntry>;
  onPlay: (episode: ContentItem, seasonId: string) => void;
  /** The season on show and its episodes in order, for the modal's own Start Watching. */
  onEpisodes?: (seasonId: string, episodes: ContentItem[]) => void;
}

/** Episodes with a season dropdown and a sort, collapsed to 7 until expanded. */
export function EpisodeList({ seasons, resume, onPlay, onEpisodes }: EpisodeListProps) {
  const { t, i18n } = useLingui();
  const [seasonId, setSeasonId] = useState(seasons[0]?.id ?? '');
  const [sort, setSort] = useState<EpisodeSort>('oldest');
  const [expanded, setExpanded] = useState(false);
  const box = EPISODE_PICTURE[useUi((s) => s.formFactor)];
  const episodes = useLoad(
    async (signal) => {
      const list = await loadEpisodes(seasonId, signal);
      onEpisodes?.(seasonId, sortEpisodes(list, 'oldest'));
      return list;
    },
    [seasonId],
    t`The episodes could not be loaded.`,
    seasonId !== '',
  );
  const sorted = useMemo(() => (episodes.kind === 'ready' ? sortEpisodes(episodes.value, sort) : []), [episodes, sort]);
  const shown = expanded ? sorted : sorted.slice(0, EPISODES_COLLAPSED);
  const count = sorted.length;

  return (
    <section className="detail-episodes" aria-label={t`Episodes`}>
      {/* One wide group, so Up from a (wide) episode and Down from the tags both land in it. */}
      <FocusSection focusKey="detail:episodes-head" className="detail-episodes-head">
        <h3 className="detail-section-title">{t`Episodes`}</h3>
        {seasons.length > 1 && (
          <Dropdown
            id="detail-season"
            label={t`Season`}
            value={seasonId}
            options={seasons.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(id) => {
              setSeasonId(id);
              setExpanded(false);
            }}
          />
        )}
        <Dropdown id="detail-sort" label={t`Sort`} value={sort} options={SORTS.map((o) => ({ value: o.value, label: i18n._(o.label) }))} onChange={setSort} />
      </FocusSection>
      {episodes.kind === 'loading' && (
        <p className="page-text" role="status">
          {t`Loading episodes…`}
        </p>
      )}
      {episodes.kind === 'error' && (
        <p className="page-text" role="alert">
          {episodes.message}
        </p>
      )}
      {episodes.kind === 'ready' && sorted.length === 0 && <p className="page-text">{t`There are no episodes in this season yet.`}</p>}
      {/* A row of its own: Down from the choices while a season loads waits for its episodes. */}
      <ol className="episode-list" data-row-block data-row-arriving={episodes.kind === 'loading' || undefined}>
        {shown.map((episode) => {
          const point = resume.get(episode.id);
          const number = episode.metaData.episode_number;
          const picture = pictureSet(cardPictures(episode));
          const episodeNumber = String(number);
          const resumeAt = point ? clock(point.resumeTime) : '';
          return (
            <li key={episode.id} className="episode-item">
              {/* Named by its number and title, "Episode 3: Title" ("E3" is drawn by CSS), from its
                  own text; its length, resume point and description are its description, not its name. */}
              <FocusButton
                focusKey={`detail:episode:${episode.id}`}
                className="episode"
                aria-describedby={`episode-facts-${episode.id} episode-about-${episode.id}`}
                onPress={() => onPlay(episode, seasonId)}
              >
                <span className="episode-picture" style={{ flexBasis: box.width, height: box.height }}>
                  {picture && <img src={picture.src} srcSet={picture.srcSet || undefined} sizes={`${box.width}px`} alt="" loading="lazy" decoding="async" />}
                </span>
                <span className="episode-text">
                  <span className="episode-title">
                    {number !== undefined && (
                      <>
                        <span
                          className="episode-number"
                          aria-hidden="true"
                          data-number={t({ message: `E${episodeNumber}`, comment: 'Short for "Episode {episodeNumber}", drawn before an episode’s title' })}
                        />
                        <span className="visually-hidden">{t`Episode ${episodeNumber}:`} </span>
                      </>
                    )}
                    {episode.name}
                  </span>
                  <span className="episode-facts" id={`episode-facts-${episode.id}`} aria-hidden="true">
                    {typeof episode.metaData.Duration === 'string' && <span>{episode.metaData.Duration}</span>}
                    {point && <span className="episode-resume">{t`Resume from ${resumeAt}`}</span>}
                  </span>
                  <span className="episode-description" id={`episode-about-${episode.id}`} aria-hidden="true">
                    {episode.description}
                  </span>
                </span>
              </FocusButton>
              <DownloadButton item={episode} focusKey={`detail:episode-download:${episode.id}`} className="button episode-download" named />
            </li>
          );
        })}
      </ol>
      {sorted.length > EPISODES_COLLAPSED && (
        <FocusButton focusKey="detail:episodes-more" className="button detail-more" onPress={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? t`Show fewer episodes` : t`${plural(count, { one: 'Show all # episode', other: 'Show all # episodes' })}`}
        </FocusButton>
      )}
    </section>
  );
}
