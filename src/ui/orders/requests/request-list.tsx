import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ProjectGroup, RequestLine } from '../../../domain/orders/queue';
import { REQUEST_CARD_HEIGHT, REQUEST_CARD_QUERY, REQUEST_ROW_HEIGHT, RequestRow } from './request-row';
import { useScrollMargin } from '../../hooks/use-scroll-margin';
import { useMatchMedia } from '../../player/use-match-media';
import { useRequestsT } from './i18n';

export const GROUP_HEADER_HEIGHT = 40;

const useStyles = makeStyles({
  list: {
    position: 'relative',
    width: '100%',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  item: { position: 'absolute', top: 0, left: 0, width: '100%' },
  header: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    height: `${GROUP_HEADER_HEIGHT}px`,
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export type QueueRow =
  | { kind: 'group'; key: string; group: ProjectGroup }
  | { kind: 'line'; key: string; line: RequestLine; position: number };

/**
 * The rows of the grouped list: each project's heading followed by its lines. The flat list needs none:
 * its rows are the lines themselves, made into rows only for those in view.
 */
export function groupedRows(groups: readonly ProjectGroup[]): QueueRow[] {
  const rows: QueueRow[] = [];
  let position = 0;
  for (const group of groups) {
    rows.push({ kind: 'group', key: `group:${group.projectId}`, group });
    for (const line of group.lines) rows.push({ kind: 'line', key: line.id, line, position: position++ });
  }
  return rows;
}

export const optionId = (line: RequestLine) => `request-line-${line.id}`;

interface RequestListProps {
  /** The grouped list's rows; null for the flat list. */
  rows: readonly QueueRow[] | null;
  /** The lines in the list's order (what the arrows walk through). */
  lines: readonly RequestLine[];
  active: RequestLine | null;
  selected: ReadonlySet<string>;
  language: string;
  onActivate(line: RequestLine): void;
  onToggle(line: RequestLine): void;
  onOpen(line: RequestLine): void;
}

/**
 * The queue as a multi-select listbox scrolled with the window, only the rows in view in the document (so
 * 10,000 lines render as fast as 20). Focus stays on the list; the active line is its active descendant:
 * arrows, Home, End, Page Up and Page Down move it, Enter opens it, Space selects it.
 */
export function RequestList(props: RequestListProps) {
  const { rows, lines, active, selected, language, onActivate, onToggle, onOpen } = props;
  const styles = useStyles();
  const t = useRequestsT();
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  // Below the md breakpoint a row is a card (request-row.styles.ts), taller than the desktop's row.
  const rowHeight = useMatchMedia(REQUEST_CARD_QUERY) ? REQUEST_CARD_HEIGHT : REQUEST_ROW_HEIGHT;
  const rowAt = (index: number): QueueRow | undefined => {
    if (rows) return rows[index];
    const line = lines[index];
    return line && { kind: 'line', key: line.id, line, position: index };
  };
  const estimate = (index: number) => (rows?.[index]?.kind === 'group' ? GROUP_HEADER_HEIGHT : rowHeight);
  const virtualizer = useWindowVirtualizer({
    count: rows ? rows.length : lines.length,
    estimateSize: estimate,
    getItemKey: (index) => (rows ? rows[index]?.key : lines[index]?.id) ?? index,
    overscan: 8,
    scrollMargin,
  });

  // The cards' height replaces the rows' (or back) when the window crosses the breakpoint.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const activeRow = !active
    ? -1
    : rows
      ? rows.findIndex((row) => row.kind === 'line' && row.line === active)
      : lines.indexOf(active);
  useEffect(() => {
    if (activeRow >= 0) virtualizer.scrollToIndex(activeRow, { align: 'auto' });
  }, [activeRow, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (lines.length === 0) return;
    const position = active ? lines.indexOf(active) : -1;
    const page = Math.max(1, Math.floor(window.innerHeight / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: position < 0 ? 0 : position + 1,
      ArrowUp: position < 0 ? 0 : position - 1,
      Home: 0,
      End: lines.length - 1,
      PageDown: position + page,
      PageUp: position - page,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const next = lines[Math.min(lines.length - 1, Math.max(0, target))];
      if (next) onActivate(next);
      return;
    }
    const current = active ?? lines[0];
    if (!current) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(current);
    } else if (event.key === ' ') {
      event.preventDefault();
      onActivate(current);
      onToggle(current);
    }
  };

  return (
    <div
      ref={listRef}
      role="grid"
      aria-multiselectable
      aria-rowcount={lines.length}
      aria-label={t('list')}
      aria-activedescendant={active ? optionId(active) : undefined}
      aria-description={t('keyboardHint')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={styles.list}
      style={{ height: `${virtualizer.getTotalSize()}px` }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rowAt(item.index);
        if (!row) return null;
        const style = { transform: `translateY(${item.start - scrollMargin}px)` };
        if (row.kind === 'group')
          return (
            <div key={item.key} role="row" className={styles.item} style={style}>
              <div role="gridcell" className={styles.header}>
                <Body1Strong>{row.group.projectName}</Body1Strong>
                <Caption1>{t('groupCount', { count: row.group.lines.length })}</Caption1>
              </div>
            </div>
          );
        const isSelected = selected.has(row.line.id);
        return (
          <div
            key={item.key}
            id={optionId(row.line)}
            role="row"
            aria-selected={isSelected}
            aria-label={`${row.line.trackTitle}, ${row.line.projectName}`}
            aria-rowindex={row.position + 1}
            className={styles.item}
            style={style}
          >
            <RequestRow
              line={row.line}
              selected={isSelected}
              active={row.line === active}
              language={language}
              t={t}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          </div>
        );
      })}
    </div>
  );
}
