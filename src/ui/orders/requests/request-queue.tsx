import { useCallback, useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  makeStyles,
  Spinner,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VAT_PERCENT } from '../../../domain/orders';
import type { ProposalTerms } from '../../../domain/orders';
import {
  createRequestFilterCache,
  createRequestSorter,
  emptyRequestFilter,
  filterOptions,
  groupByProject,
  isFiltered,
  queryRequestLines,
  type RequestFilter,
  type RequestLine,
} from '../../../domain/orders/queue';
import { FilterBar } from './filter-bar';
import { useRequestsT } from './i18n';
import { ProposalEditor } from './proposal-editor';
import { RejectDialog } from './reject-dialog';
import { groupedRows, RequestList } from './request-list';
import { SelectionBar } from './selection-bar';

const useStyles = makeStyles({
  queue: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  loading: { padding: tokens.spacingVerticalXXL },
});

export interface RequestQueueProps {
  /** Every line addressed to the owner; null while the local database opens. */
  lines: RequestLine[] | null;
  /**
   * False while `lines` are those of the newest orders only (the first screen, read before every order):
   * shown when the list is newest first and flat, where they are the start of the whole list; the counts
   * wait for every line, and an empty or filtered-out first screen shows as loading. Default true.
   */
  complete?: boolean;
  /** One proposal: `terms[i]` is for `lines[i]`. The editor closes when it resolves and stays when it throws. */
  onPropose(lines: RequestLine[], terms: ProposalTerms[]): void | Promise<void>;
  /** Refuses the lines with a reason the customer's team reads, after confirmation. */
  onReject(lines: RequestLine[], reason: string): void | Promise<void>;
  /** A warning for the reject dialog about what else refusing `lines` takes with it; null for none. */
  rejectNote?(lines: readonly RequestLine[]): string | null;
  /** Opens a line (click or Enter). */
  onOpen(line: RequestLine): void;
  /** The configuration's VAT rate in whole percent (22 by default): the rate of a new proposal. */
  vatRate?: number;
  /** The filter when the caller keeps it (e.g. in the address); otherwise the queue keeps its own. */
  filter?: RequestFilter;
  onFilterChange?(filter: RequestFilter): void;
}

/** The user-timing name of one in-memory query of the queue (filter, chip counts). */
export const FILTER_MEASURE = 'cueline:request-filter';

type Dialog = { kind: 'propose' | 'reject'; lines: RequestLine[] } | null;

/**
 * The owner's request queue (/requests; docs/licensing.md §3): every order line addressed to the owner,
 * filtered, counted and ordered in memory on each keystroke; flat or by project; a virtualised listbox
 * with keyboard navigation; one proposal or one refusal for a selection.
 */
/**
 * Whether the newest orders' lines are the start of the list `filter` asks for: newest first, flat, not
 * one order's lines (whose project the first screen may not hold).
 */
export const showsNewestFirst = (filter: RequestFilter) =>
  filter.sort === 'date' && filter.direction === 'desc' && filter.view === 'flat' && filter.orderId === null;

export function RequestQueue(props: RequestQueueProps) {
  const { onPropose, onReject, onOpen, vatRate = DEFAULT_VAT_PERCENT } = props;
  const complete = props.complete ?? true;
  const styles = useStyles();
  const t = useRequestsT();
  const { i18n } = useTranslation();
  const [ownFilter, setOwnFilter] = useState<RequestFilter>(emptyRequestFilter);
  const filter = props.filter ?? ownFilter;
  const setFilter = props.onFilterChange ?? setOwnFilter;
  const lines = complete || showsNewestFirst(filter) ? props.lines : null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const cache = useMemo(createRequestFilterCache, []);
  const sort = useMemo(createRequestSorter, []);
  // Sorted once per list and order; a keystroke only filters the sorted lines.
  const sorted = useMemo(
    () => (lines ? sort(lines, filter.sort, filter.direction) : []),
    [lines, filter.sort, filter.direction, sort],
  );
  const { lines: shown, counts } = useMemo(() => {
    const started = performance.now();
    const answer = queryRequestLines(sorted, filter, cache);
    // One user-timing entry per query (a few microseconds): the bench and the browser's profiler read it.
    performance.measure(FILTER_MEASURE, { start: started });
    return answer;
  }, [sorted, filter, cache]);
  const groups = useMemo(
    () => (filter.view === 'grouped' ? groupByProject(shown) : null),
    [filter.view, shown],
  );
  const ordered = useMemo(() => (groups ? groups.flatMap((group) => group.lines) : shown), [groups, shown]);
  const rows = useMemo(() => (groups ? groupedRows(groups) : null), [groups]);
  const options = useMemo(() => filterOptions(lines ?? []), [lines]);
  const orderProject = useMemo(
    () =>
      filter.orderId
        ? ((lines ?? []).find((line) => line.orderId === filter.orderId)?.projectName ?? null)
        : null,
    [lines, filter.orderId],
  );
  const active = activeId === null ? null : (ordered.find((line) => line.id === activeId) ?? null);
  const selectedShown = useMemo(
    () => (selected.size === 0 ? [] : ordered.filter((line) => selected.has(line.id))),
    [ordered, selected],
  );

  const toggle = useCallback((line: RequestLine) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(line.id)) next.add(line.id);
      return next;
    });
  }, []);
  const activate = useCallback((line: RequestLine) => setActiveId(line.id), []);
  const open = useCallback(
    (line: RequestLine) => {
      setActiveId(line.id);
      onOpen(line);
    },
    [onOpen],
  );
  const clear = () => setSelected(new Set());
  const allShown = ordered.length > 0 && selectedShown.length === ordered.length;

  if (lines === null || (!complete && shown.length === 0))
    return (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
      </div>
    );
  if (lines.length === 0)
    return (
      <div className={styles.empty}>
        <Subtitle1 as="h2">{t('emptyTitle')}</Subtitle1>
        <Body1>{t('emptyText')}</Body1>
      </div>
    );

  return (
    <div className={styles.queue}>
      <FilterBar
        filter={filter}
        counts={complete ? counts : null}
        projects={options.projects}
        customers={options.customers}
        orderProject={orderProject}
        onChange={setFilter}
      />
      {selectedShown.length > 0 ? (
        <SelectionBar
          count={selectedShown.length}
          onPropose={() => setDialog({ kind: 'propose', lines: selectedShown })}
          onReject={() => setDialog({ kind: 'reject', lines: selectedShown })}
          onClear={clear}
        />
      ) : null}
      <div className={styles.summary}>
        <Checkbox
          label={t('selectShown')}
          disabled={!complete || ordered.length === 0}
          checked={allShown ? true : selectedShown.length > 0 ? 'mixed' : false}
          onChange={() => setSelected(allShown ? new Set() : new Set(ordered.map((line) => line.id)))}
        />
        <Caption1 role="status">{complete ? t('shown', { count: shown.length }) : t('loading')}</Caption1>
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <Body1>{t('noMatch')}</Body1>
          {isFiltered(filter) ? (
            <Button
              onClick={() =>
                setFilter({
                  ...emptyRequestFilter,
                  sort: filter.sort,
                  direction: filter.direction,
                  view: filter.view,
                })
              }
            >
              {t('clearFilters')}
            </Button>
          ) : null}
        </div>
      ) : (
        <RequestList
          rows={rows}
          lines={ordered}
          active={active}
          selected={selected}
          language={i18n.language}
          onActivate={activate}
          onToggle={toggle}
          onOpen={open}
        />
      )}
      {dialog?.kind === 'propose' ? (
        <ProposalEditor
          lines={dialog.lines}
          vatRate={vatRate}
          language={i18n.language}
          onSubmit={async (terms) => {
            await onPropose(dialog.lines, terms);
            clear();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reject' ? (
        <RejectDialog
          lines={dialog.lines}
          note={props.rejectNote?.(dialog.lines) ?? null}
          onConfirm={async (reason) => {
            await onReject(dialog.lines, reason);
            clear();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
