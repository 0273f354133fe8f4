import { useMemo, useRef, type ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TrackDocument } from '../../../domain/catalog';
import { selectionOf, type EntryGroup, type Scene, type TrackEntry } from '../../../domain/projects';
import { useScrollMargin } from '../../hooks/use-scroll-margin';
import { EntryRow, ENTRY_ROW_HEIGHT, entryName } from './entry-row';
import { SCENE_HEADER_HEIGHT, SceneHeader } from './scene-header';
import { useWorkspaceT } from './i18n';

const useStyles = makeStyles({
  list: { position: 'relative', width: '100%' },
  item: { position: 'absolute', top: 0, left: 0, width: '100%' },
});

type Row =
  | { kind: 'scene'; key: string; group: EntryGroup }
  | { kind: 'entry'; key: string; entry: TrackEntry; group: EntryGroup };

/** The groups as one list of rows: each scene's heading, then its entries. */
export function flattenGroups(groups: readonly EntryGroup[]): Row[] {
  return groups.flatMap((group): Row[] => [
    { kind: 'scene', key: `scene:${group.scene?.id ?? 'none'}`, group },
    ...group.entries.map((entry): Row => ({ kind: 'entry', key: entry.id, entry, group })),
  ]);
}

export interface EntryListProps {
  groups: readonly EntryGroup[];
  trackById: ReadonlyMap<string, TrackDocument>;
  queue: readonly TrackDocument[];
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleGroup(ids: readonly string[]): void;
  entryMenu(entry: TrackEntry, track: TrackDocument | undefined): ReactNode;
  sceneMenu?(scene: Scene): ReactNode;
}

/**
 * The workspace's entries under their scene headings, virtualised and scrolled with the window: only the
 * rows in view (and a few around them) are in the document, so 300 entries render as fast as 20.
 */
export function EntryList(props: EntryListProps) {
  const { groups, trackById, queue, selectable, selected, onToggle, onToggleGroup, entryMenu, sceneMenu } =
    props;
  const styles = useStyles();
  const t = useWorkspaceT();
  const rows = useMemo(() => flattenGroups(groups), [groups]);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const estimate = (index: number) =>
    rows[index]?.kind === 'scene' ? SCENE_HEADER_HEIGHT : ENTRY_ROW_HEIGHT;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: estimate,
    // A row not laid out yet (no height) keeps its estimate rather than collapsing the list.
    measureElement: (element) =>
      element.getBoundingClientRect().height || estimate(Number((element as HTMLElement).dataset.index)),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    scrollMargin,
  });
  const render = (row: Row) => {
    if (row.kind === 'entry')
      return (
        <EntryRow
          entry={row.entry}
          track={trackById.get(row.entry.trackId)}
          queue={queue}
          selectable={selectable}
          selected={selected.has(row.entry.id)}
          onToggle={onToggle}
          menu={entryMenu}
        />
      );
    const ids = row.group.entries.map((entry) => entry.id);
    return (
      <SceneHeader
        scene={row.group.scene}
        count={ids.length}
        selection={
          selectable && ids.length > 0
            ? { state: selectionOf(selected, ids), toggle: () => onToggleGroup(ids) }
            : undefined
        }
        menu={row.group.scene && sceneMenu ? sceneMenu(row.group.scene) : undefined}
      />
    );
  };
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('entriesList')}
      className={styles.list}
      style={{ height: `${virtualizer.getTotalSize()}px` }}
      data-player-keys="own"
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-label={
              row.kind === 'entry'
                ? entryName(trackById.get(row.entry.trackId), t('unknownTrack'))
                : undefined
            }
            data-entry-id={row.kind === 'entry' ? row.entry.id : undefined}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.item}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {render(row)}
          </div>
        );
      })}
    </div>
  );
}
