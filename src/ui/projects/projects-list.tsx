import { memo, useCallback, useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Dropdown,
  makeStyles,
  Option,
  SearchBox,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  emptyProjectsFilter,
  filterProjects,
  projectStatuses,
  projectTypes,
  type ProjectStatus,
  type ProjectsFilter,
  type ProjectType,
} from '../../domain/projects';
import type { ProjectDocType } from '../../db';
import { MoreButton } from '../components/more-button';
import { PageLoading } from '../components/page';
import { ProjectCard } from './project-card';
import { Segments } from './segments';
import { useProjectsT } from './i18n';

/** Project cards rendered at first, and added each time the list's end scrolls into view. */
const CARDS_PAGE = 24;

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  search: { minWidth: '220px', flexGrow: 1, maxWidth: '420px' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

const ANY = '';

type FilterPatch = Partial<ProjectsFilter>;

function FilterBar({ filter, onChange }: { filter: ProjectsFilter; onChange(patch: FilterPatch): void }) {
  const styles = useStyles();
  const t = useProjectsT();
  return (
    <div className={styles.filters}>
      <SearchBox
        className={styles.search}
        aria-label={t('search')}
        placeholder={t('search')}
        value={filter.search}
        onChange={(_, data) => onChange({ search: data.value })}
      />
      <ChoiceFilters type={filter.type} status={filter.status} onChange={onChange} />
    </div>
  );
}

/** The type and status dropdowns; memoised, so a keystroke in the search box leaves them alone. */
const ChoiceFilters = memo(function ChoiceFilters({
  type,
  status,
  onChange,
}: {
  type: ProjectType | null;
  status: ProjectStatus | null;
  onChange(patch: FilterPatch): void;
}) {
  const t = useProjectsT();
  return (
    <>
      <Dropdown
        aria-label={t('typeFilter')}
        value={type ? t(`type_${type}`) : t('anyType')}
        selectedOptions={[type ?? ANY]}
        onOptionSelect={(_, data) => onChange({ type: (data.optionValue || null) as ProjectType | null })}
      >
        <Option value={ANY}>{t('anyType')}</Option>
        {projectTypes.map((value) => (
          <Option key={value} value={value}>
            {t(`type_${value}`)}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        aria-label={t('statusFilter')}
        value={status ? t(`status_${status}`) : t('anyStatus')}
        selectedOptions={[status ?? ANY]}
        onOptionSelect={(_, data) => onChange({ status: (data.optionValue || null) as ProjectStatus | null })}
      >
        <Option value={ANY}>{t('anyStatus')}</Option>
        {projectStatuses.map((value) => (
          <Option key={value} value={value}>
            {t(`status_${value}`)}
          </Option>
        ))}
      </Dropdown>
    </>
  );
});

function EmptyList({ filter, total, onClear, onCreate }: EmptyListProps) {
  const styles = useStyles();
  const t = useProjectsT();
  if (total === 0 && filter.tab === 'active')
    return (
      <div className={styles.empty}>
        <Subtitle1 as="h2">{t('emptyTitle')}</Subtitle1>
        <Body1>{t('emptyText')}</Body1>
        <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>
          {t('newProject')}
        </Button>
      </div>
    );
  const filtered = filter.search.trim() !== '' || filter.type !== null || filter.status !== null;
  if (!filtered) return <Body1>{t('emptyArchive')}</Body1>;
  return (
    <div className={styles.empty}>
      <Body1>{t('noMatch')}</Body1>
      <Button onClick={onClear}>{t('clearFilters')}</Button>
    </div>
  );
}

interface EmptyListProps {
  filter: ProjectsFilter;
  total: number;
  onClear(): void;
  onCreate(): void;
}

/**
 * The projects list: Active and Archive tabs, search and the type and status filters, applied on every
 * keystroke to the local documents (`filterProjects`); null while the database opens.
 */
export function ProjectsList({
  projects,
  unread,
  onCreate,
}: {
  projects: ProjectDocType[] | null;
  /** Unread chat messages per project id (lower case), shown on the cards. */
  unread?: ReadonlyMap<string, number>;
  onCreate(): void;
}) {
  const styles = useStyles();
  const t = useProjectsT();
  const [filter, setFilterState] = useState<ProjectsFilter>(emptyProjectsFilter);
  // Cards rendered: a first screenful, more as the list scrolls, so a keystroke over a thousand projects
  // renders what fits rather than every match.
  const [limit, setLimit] = useState(CARDS_PAGE);
  const update = useCallback((patch: FilterPatch) => {
    setFilterState((current) => ({ ...current, ...patch }));
    setLimit(CARDS_PAGE);
  }, []);
  const showMore = useCallback(() => setLimit((current) => current + CARDS_PAGE), []);
  const cache = useMemo(() => new WeakMap<ProjectDocType, string>(), []);
  const shown = useMemo(
    () => (projects ? filterProjects(projects, filter, cache) : []),
    [projects, filter, cache],
  );
  return (
    <>
      <Segments
        label={t('projects')}
        value={filter.tab}
        options={[
          { value: 'active', label: t('active') },
          { value: 'archive', label: t('archive') },
        ]}
        onChange={(tab) => update({ tab })}
      />
      <FilterBar filter={filter} onChange={update} />
      {projects === null ? <PageLoading /> : null}
      {projects !== null && shown.length === 0 ? (
        <EmptyList
          filter={filter}
          total={projects.length}
          onClear={() => update({ ...emptyProjectsFilter, tab: filter.tab })}
          onCreate={onCreate}
        />
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.list} aria-label={t('projects')}>
          {shown.slice(0, limit).map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} unread={unread?.get(project.id.toLowerCase()) ?? 0} />
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length > limit ? (
        <div className={styles.more}>
          <MoreButton label={t('showMore', { count: shown.length - limit })} onVisible={showMore} />
        </div>
      ) : null}
    </>
  );
}
