import { makeStyles, tokens } from '@fluentui/react-components';
import type { LegalEntityFieldsInput } from '../../../domain/legal-entities';
import { legalEntityFieldNames } from './legal-entity-form';
import { useLegalEntitiesT } from './i18n';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** The entity's details as a description list; `verified` adds the administrator's mark. */
export function LegalEntityDetails({
  entity,
  verified,
}: {
  entity: LegalEntityFieldsInput;
  verified?: boolean;
}) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={t('legal.details')}>
      {legalEntityFieldNames.map((name) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={styles.term}>{t(`legal.field.${name}`)}</dt>
          <dd className={styles.value}>
            {name === 'type' ? t(`legal.type.${entity.type ?? 'company'}`) : String(entity[name] ?? '')}
          </dd>
        </div>
      ))}
      {verified ? (
        <>
          <dt className={styles.term}>{t('legal.verification')}</dt>
          <dd className={styles.value}>{t('legal.verified')}</dd>
        </>
      ) : null}
    </dl>
  );
}
