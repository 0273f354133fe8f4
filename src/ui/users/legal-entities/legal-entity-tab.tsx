import { useState } from 'react';
import {
  Body1,
  Button,
  Divider,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { canManageMembers, type LegalEntityFieldsInput } from '../../../domain/legal-entities';
import { changeMyLegalEntity, createMyLegalEntity } from '../../../sync/legal-entities-api';
import { LinesSkeleton } from '../../components/browse-states';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useLocalDb } from '../../local-data';
import { JoinForm } from './join-form';
import { LegalEntityDetails } from './legal-entity-details';
import { emptyLegalEntity, LegalEntityForm } from './legal-entity-form';
import { LoadFailure } from './load-states';
import { useLegalEntitiesT } from './i18n';
import { useLegalEntity, type LegalEntityInfo } from './use-legal-entity';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

type MyEntity = NonNullable<LegalEntityInfo['entity']>;

const fieldsOf = ({
  id: _id,
  createdAt: _at,
  role: _role,
  rights: _rights,
  members: _m,
  requests: _r,
  ...fields
}: MyEntity) => fields;

function MyEntityView({ entity, onChanged }: { entity: MyEntity; onChanged(): void }) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState(false);
  const manager = canManageMembers({ role: entity.role, rights: entity.rights, status: 'active' });

  const save = async (values: LegalEntityFieldsInput) => {
    await changeMyLegalEntity(api, entity.id, values);
    snackbar.show({ title: t('legal.saved'), type: 'positive' });
    setEditing(false);
    onChanged();
  };

  return (
    <div className={styles.column}>
      <div className={styles.header}>
        <div>
          <Subtitle1 as="h2">{entity.name}</Subtitle1>
          <Body1 as="p">{t('legal.myRole', { role: t(`role.${entity.role}`) })}</Body1>
        </div>
        {manager && !editing && <Button onClick={() => setEditing(true)}>{t('legal.edit')}</Button>}
      </div>
      {editing ? (
        <LegalEntityForm
          initial={fieldsOf(entity)}
          submitLabel={t('common.save')}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <LegalEntityDetails entity={fieldsOf(entity)} verified={entity.verified} />
      )}
    </div>
  );
}

/** Settings tab legal-entity: my entity (editable by its managers), my waiting request, or create / join. */
export function LegalEntityTab() {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const api = useApi();
  const db = useLocalDb();
  const snackbar = useSnackbar();
  const answer = useLegalEntity();

  if (!answer.data) {
    if (answer.error) return <LoadFailure error={answer.error} onRetry={answer.retry} />;
    return <LinesSkeleton label={t('legal.loading')} />;
  }
  const { entity, request } = answer.data;
  if (entity) return <MyEntityView entity={entity} onChanged={answer.retry} />;
  if (request)
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('legal.pending', { name: request.name, tin: request.tin })}</MessageBarBody>
      </MessageBar>
    );

  const create = async (values: LegalEntityFieldsInput) => {
    const kept = await createMyLegalEntity(api, db, values);
    snackbar.show({ title: t('legal.created'), type: 'positive' });
    if (!kept) answer.retry();
  };
  return (
    <div className={styles.column}>
      <Body1 as="p">{t('legal.none')}</Body1>
      <section className={styles.column} aria-label={t('legal.createTitle')}>
        <Subtitle1 as="h2">{t('legal.createTitle')}</Subtitle1>
        <LegalEntityForm initial={emptyLegalEntity} submitLabel={t('legal.create')} onSubmit={create} />
      </section>
      <Divider />
      <JoinForm onJoined={answer.retry} />
    </div>
  );
}
