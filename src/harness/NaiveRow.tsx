import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { memo } from 'react';

/**
 * The benchmark's baseline (/harness/row.html?mode=naive): a row as a typical norigin app writes
 * it, every card mounted as its own focusable (no virtualisation), the row a focus container that
 * remembers its last child and scrolls the focused card into view as it takes focus (as norigin's
 * own demo does in onFocus). Only benchmarks use it; the app's rows are VirtualRow.
 */
const NaiveCard = memo(function NaiveCard({ index, width, height }: { index: number; width: number; height: number }) {
  const { ref, focused } = useFocusable<object, HTMLDivElement>({
    onFocus: (layout) => (layout.node as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'auto' }),
  });
  return (
    <div
      ref={ref}
      className="vrow-card naive-card"
      role="listitem"
      tabIndex={-1}
      data-index={index}
      data-focused={focused || undefined}
      style={{ width, height }}
    >
      <div className="harness-tile">{index}</div>
    </div>
  );
});

export function NaiveRow({
  focusKey,
  label,
  count,
  itemWidth,
  itemHeight,
  gap,
}: {
  focusKey: string;
  label: string;
  count: number;
  itemWidth: number;
  itemHeight: number;
  gap: number;
}) {
  const { ref, focusKey: key } = useFocusable<object, HTMLDivElement>({ focusKey, saveLastFocusedChild: true, trackChildren: true });
  return (
    <FocusContext.Provider value={key}>
      <div ref={ref} className="vrow vrow-ring naive-row" role="list" aria-label={label} data-row={focusKey} style={{ gap, height: itemHeight }}>
        {Array.from({ length: count }, (_, index) => (
          <NaiveCard key={index} index={index} width={itemWidth} height={itemHeight} />
        ))}
      </div>
    </FocusContext.Provider>
  );
}
