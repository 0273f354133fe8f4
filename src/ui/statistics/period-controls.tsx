import { useId } from 'react';
import { Dropdown, Field, Input, makeStyles, Option, Tab, TabList, tokens } from '@fluentui/react-components';
import type { TopTrack } from '../../domain/statistics';
import {
  filterChoices,
  filterKey,
  periodPresets,
  type FigureFilter,
  type PeriodPreset,
  type StatisticsPeriod,
} from '../../domain/statistics-view';
import { useStatisticsT } from './i18n';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  filter: { minWidth: '260px' },
});

/** The period (presets or a custom range of days) and the optional track, album or artist filter. */
export function PeriodControls(props: {
  preset: PeriodPreset;
  onPreset: (preset: PeriodPreset) => void;
  custom: StatisticsPeriod;
  onCustom: (period: StatisticsPeriod) => void;
  filter: FigureFilter;
  onFilter: (filter: FigureFilter) => void;
  tracks: TopTrack[];
}) {
  const t = useStatisticsT();
  const styles = useStyles();
  const filterLabel = useId();
  const all: FigureFilter = { kind: 'all' };
  const choices = [all, ...filterChoices(props.tracks)];
  if (props.filter.kind !== 'all' && !choices.some((c) => filterKey(c) === filterKey(props.filter)))
    choices.push(props.filter);
  const labelOf = (choice: FigureFilter) =>
    choice.kind === 'all' ? t('filter.all') : t(`filter.${choice.kind}`, { name: choice.name });
  return (
    <div className={styles.bar}>
      <TabList
        aria-label={t('period')}
        selectedValue={props.preset}
        onTabSelect={(_, data) => props.onPreset(data.value as PeriodPreset)}
      >
        {periodPresets.map((preset) => (
          <Tab key={preset} value={preset}>
            {t(`period.${preset}`)}
          </Tab>
        ))}
      </TabList>
      {props.preset === 'custom' ? (
        <>
          <Field label={t('from')}>
            <Input
              type="date"
              value={props.custom.from}
              max={props.custom.to || undefined}
              onChange={(_, data) => data.value && props.onCustom({ ...props.custom, from: data.value })}
            />
          </Field>
          <Field label={t('to')}>
            <Input
              type="date"
              value={props.custom.to}
              min={props.custom.from || undefined}
              onChange={(_, data) => data.value && props.onCustom({ ...props.custom, to: data.value })}
            />
          </Field>
        </>
      ) : null}
      <Field label={t('filter')} id={filterLabel}>
        <Dropdown
          className={styles.filter}
          value={labelOf(props.filter)}
          selectedOptions={[filterKey(props.filter)]}
          onOptionSelect={(_, data) => {
            const chosen = choices.find((choice) => filterKey(choice) === data.optionValue);
            if (chosen) props.onFilter(chosen);
          }}
        >
          {choices.map((choice) => (
            <Option key={filterKey(choice)} value={filterKey(choice)}>
              {labelOf(choice)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
