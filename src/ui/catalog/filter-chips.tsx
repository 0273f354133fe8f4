import { Button, Caption1Strong, makeStyles, Switch, ToggleButton, tokens } from '@fluentui/react-components';
import type { TrackSearch } from '../../db';
import { trackFacetGroups } from '../../domain/catalog-vocabulary';
import type { TrackFacetGroup, TrackFacets } from '../../domain/catalog';
import { useCatalogOptions } from './parts/use-catalog-options';
import type { CatalogT } from './i18n';
import { activeFilterCount, toggleFilter, withoutFilters } from './search-params';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { minWidth: '96px', color: tokens.colorNeutralForeground2 },
  switches: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

interface FilterChipsProps {
  query: TrackSearch;
  facets: TrackFacets | null;
  /** Groups whose counts are estimates: each of their counts reads "about". */
  approximate?: readonly TrackFacetGroup[];
  onChange(query: TrackSearch): void;
  t: CatalogT;
}

/** Chip groups from the facets (with counts); chosen chips stay even when their count is 0. */
export function FilterChips({ query, facets, approximate = [], onChange, t }: FilterChipsProps) {
  const styles = useStyles();
  const labels = useCatalogOptions();
  return (
    <div className={styles.root}>
      {trackFacetGroups.map((group) => {
        const chosen = query.filters?.[group] ?? [];
        const counts = facets?.[group] ?? {};
        const values = [
          ...new Set([...chosen, ...Object.keys(counts).filter((value) => (counts[value] ?? 0) > 0)]),
        ];
        if (values.length === 0) return null;
        const name = labels.group(group);
        return (
          <div key={group} role="group" aria-label={name} className={styles.group}>
            <Caption1Strong className={styles.name}>{name}</Caption1Strong>
            {values.map((value) => (
              <ToggleButton
                key={value}
                size="small"
                shape="circular"
                checked={chosen.includes(value)}
                onClick={() => onChange(toggleFilter(query, group, value))}
              >
                {t(approximate.includes(group) ? 'chipApprox' : 'chip', {
                  label: labels.option(group, value),
                  count: counts[value] ?? 0,
                })}
              </ToggleButton>
            ))}
          </div>
        );
      })}
      <div className={styles.switches}>
        <Switch
          label={t('hideExplicit')}
          checked={query.explicit === false}
          onChange={(_, data) => onChange({ ...query, explicit: data.checked ? false : undefined })}
        />
        <Switch
          label={t('instrumentalOnly')}
          checked={query.instrumental === true}
          onChange={(_, data) => onChange({ ...query, instrumental: data.checked ? true : undefined })}
        />
        {activeFilterCount(query) > 0 ? (
          <Button appearance="secondary" size="small" onClick={() => onChange(withoutFilters(query))}>
            {t('clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
