import type { ReactNode } from 'react';
import type { ContentItem } from '../../../contract/answers';
import { Icon } from '../../components/Icon';
import { FocusButton, FocusSection } from '../../focus/Focusable';

export interface ActivityEntry {
  id: string;
  item: ContentItem | null;
  title: string;
  lines: ReactNode[];
}

/** A vertical list of things the viewer did, each opening its programme (remote, mouse and touch). */
export function ActivityList({
  focusKey,
  label,
  entries,
  onOpen,
}: {
  focusKey: string;
  label: string;
  entries: ActivityEntry[];
  onOpen: (entry: ActivityEntry) => void;
}) {
  return (
    <FocusSection as="ul" focusKey={focusKey} className="activity-list" aria-label={label}>
      {entries.map((entry) => {
        const picture = entry.item ? entry.item.thumbnail.medium || entry.item.thumbnail.small || entry.item.coverart.small : '';
        return (
          <li key={entry.id}>
            <FocusButton focusKey={`${focusKey}:${entry.id}`} className="activity-entry" aria-label={entry.title} onPress={() => onOpen(entry)}>
              <span className="activity-picture" aria-hidden="true">
                {picture ? <img src={picture} alt="" loading="lazy" decoding="async" draggable={false} /> : <Icon name="star" />}
              </span>
              <span className="activity-text">
                <span className="activity-title">{entry.title}</span>
                {entry.lines.map((line, index) => (
                  <span key={index} className="activity-line">
                    {line}
                  </span>
                ))}
              </span>
            </FocusButton>
          </li>
        );
      })}
    </FocusSection>
  );
}
