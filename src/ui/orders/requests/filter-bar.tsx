import { localeFormat } from '../../../domain/format';
import { memo, useCallback, useRef, useState } from 'react';
import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Option,
  SearchBox,
  Switch,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { media as mediaList, type Media } from '../../../domain/projects';
import {
  requestLineStatuses,
  requestSorts,
  type NamedOption,
  type RequestFilter,
  type RequestSort,
  type SortDirection,
  type StatusCounts,
} from '../../../domain/orders/queue';
import { media as breakpoints } from '../../components/breakpoints';
import { mediaKey, sortKey, statusKey, useRequestsT } from './i18n';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { minWidth: '200px', flexGrow: 1, maxWidth: '480px' },
  // On a phone the choices fold behind one "Filters" button, as the catalogue's do (docs/design.md §2).
  toggle: { [breakpoints.mdUp]: { display: 'none' } },
  folded: { [breakpoints.belowMd]: { display: 'none' } },

  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  dropdown: { minWidth: '160px' },
  count: { marginLeft: tokens.spacingHorizontalXS, fontVariantNumeric: 'tabular-nums' },
});

const ANY = '';
const sortOptions = requestSorts.flatMap((sort) =>
  (sort === 'project' || sort === 'status' ? ['asc', 'desc'] : ['desc', 'asc']).map(
    (direction) => [sort, direction] as [RequestSort, SortDirection],
  ),
);

interface FilterBarProps {
  filter: RequestFilter;
  /** The chips' counts; null while the queue shows its first screen only (the numbers would be wrong). */
  counts: StatusCounts | null;
  projects: readonly NamedOption[];
  customers: readonly NamedOption[];
  /** The project of the order the filter names, when it names one the queue holds. */
  orderProject?: string | null;
  onChange(next: RequestFilter): void;
}

/** How many of the choices behind the phone's "Filters" button are set (the search stays in view). */
const foldedCount = (filter: RequestFilter) =>
  [filter.status, filter.projectId, filter.customerId, filter.media, filter.from, filter.to].filter(
    (value) => value !== null,
  ).length;

/** Search, status chips with their counts, project, customer and media, the date range, order and view. */
export function FilterBar({ filter, counts, projects, customers, orderProject, onChange }: FilterBarProps) {
  const styles = useStyles();
  const t = useRequestsT();
  const [open, setOpen] = useState(false);
  const chosen = foldedCount(filter);
  const folded = open ? undefined : styles.folded;
  const { i18n } = useTranslation();
  const number = localeFormat(i18n.language).number;
  // Stable across keystrokes, so the memoised row of choices below renders only when a choice changes.
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  const set = useCallback(
    (patch: Partial<RequestFilter>) => latest.current.onChange({ ...latest.current.filter, ...patch }),
    [],
  );
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <SearchBox
          className={styles.search}
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={filter.search}
          onChange={(_, data) => set({ search: data.value })}
        />
        <ToggleButton
          className={styles.toggle}
          appearance="subtle"
          icon={<FilterRegular />}
          checked={open}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {chosen > 0 ? t('filtersCount', { count: chosen }) : t('filters')}
        </ToggleButton>
        <Dropdown
          className={mergeClasses(styles.dropdown, folded)}
          aria-label={t('sort')}
          value={t(sortKey(filter.sort, filter.direction))}
          selectedOptions={[`${filter.sort}-${filter.direction}`]}
          onOptionSelect={(_, data) => {
            const [sort, direction] = (data.optionValue ?? '').split('-') as [RequestSort, SortDirection];
            set({ sort, direction });
          }}
        >
          {sortOptions.map(([sort, direction]) => (
            <Option key={`${sort}-${direction}`} value={`${sort}-${direction}`}>
              {t(sortKey(sort, direction))}
            </Option>
          ))}
        </Dropdown>
        <Switch
          className={folded}
          label={t('groupByProject')}
          checked={filter.view === 'grouped'}
          onChange={(_, data) => set({ view: data.checked ? 'grouped' : 'flat' })}
        />
      </div>
      <div className={mergeClasses(styles.chips, folded)} role="group" aria-label={t('statusChips')}>
        <ToggleButton
          size="small"
          shape="circular"
          checked={filter.status === null}
          onClick={() => set({ status: null })}
        >
          {t('allStatuses')}
          {counts ? <span className={styles.count}>{number(counts.all)}</span> : null}
        </ToggleButton>
        {requestLineStatuses.map((status) => (
          <ToggleButton
            key={status}
            size="small"
            shape="circular"
            checked={filter.status === status}
            onClick={() => set({ status: filter.status === status ? null : status })}
          >
            {t(statusKey(status))}
            {counts ? <span className={styles.count}>{number(counts[status])}</span> : null}
          </ToggleButton>
        ))}
      </div>
      {filter.orderId ? (
        <div className={styles.row} role="status">
          <Caption1>
            {orderProject ? t('orderFilter', { project: orderProject }) : t('orderFilterUnknown')}
          </Caption1>
          <Button size="small" icon={<DismissRegular />} onClick={() => set({ orderId: null })}>
            {t('showAllOrders')}
          </Button>
        </div>
      ) : null}
      <ChoiceRow
        projectId={filter.projectId}
        customerId={filter.customerId}
        media={filter.media}
        from={filter.from}
        to={filter.to}
        projects={projects}
        customers={customers}
        set={set}
        className={folded}
      />
    </div>
  );
}

interface ChoiceRowProps extends Pick<RequestFilter, 'projectId' | 'customerId' | 'media' | 'from' | 'to'> {
  projects: readonly NamedOption[];
  customers: readonly NamedOption[];
  set(patch: Partial<RequestFilter>): void;
  className?: string;
}

const nameOf = (options: readonly NamedOption[], id: string | null) =>
  options.find((option) => option.id === id)?.name;

/** Project, customer and media, and the date range: memoised, as a keystroke in the search changes none. */
const ChoiceRow = memo(function ChoiceRow({
  projectId,
  customerId,
  media,
  from,
  to,
  projects,
  customers,
  set,
  className,
}: ChoiceRowProps) {
  const styles = useStyles();
  const t = useRequestsT();
  const filter = { projectId, customerId, media, from, to };
  return (
    <div className={mergeClasses(styles.row, className)}>
      <Dropdown
        className={styles.dropdown}
        aria-label={t('projectFilter')}
        value={nameOf(projects, filter.projectId) ?? t('anyProject')}
        selectedOptions={[filter.projectId ?? ANY]}
        onOptionSelect={(_, data) => set({ projectId: data.optionValue || null })}
      >
        <Option value={ANY}>{t('anyProject')}</Option>
        {projects.map((project) => (
          <Option key={project.id} value={project.id}>
            {project.name}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        className={styles.dropdown}
        aria-label={t('customerFilter')}
        value={nameOf(customers, filter.customerId) ?? t('anyCustomer')}
        selectedOptions={[filter.customerId ?? ANY]}
        onOptionSelect={(_, data) => set({ customerId: data.optionValue || null })}
      >
        <Option value={ANY}>{t('anyCustomer')}</Option>
        {customers.map((customer) => (
          <Option key={customer.id} value={customer.id}>
            {customer.name}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        className={styles.dropdown}
        aria-label={t('mediaFilter')}
        value={filter.media ? t(mediaKey(filter.media)) : t('anyMedia')}
        selectedOptions={[filter.media ?? ANY]}
        onOptionSelect={(_, data) => set({ media: (data.optionValue || null) as Media | null })}
      >
        <Option value={ANY}>{t('anyMedia')}</Option>
        {mediaList.map((item) => (
          <Option key={item} value={item}>
            {t(mediaKey(item))}
          </Option>
        ))}
      </Dropdown>
      <Field label={t('from')}>
        <Input
          type="date"
          value={filter.from ?? ''}
          max={filter.to ?? undefined}
          onChange={(_, data) => set({ from: data.value || null })}
        />
      </Field>
      <Field label={t('to')}>
        <Input
          type="date"
          value={filter.to ?? ''}
          min={filter.from ?? undefined}
          onChange={(_, data) => set({ to: data.value || null })}
        />
      </Field>
    </div>
  );
});
