import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { canManageMembers, hasAllRights, type LegalEntityMemberApi } from '../../../domain/legal-entities';
import { declineMember } from '../../../sync/legal-entities-api';
import { LinesSkeleton } from '../../components/browse-states';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { SubmitButton } from '../../components/submit-button';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { LoadFailure } from './load-states';
import { MemberDialog } from './member-dialog';
import { useLegalEntitiesT, type LegalEntitiesT } from './i18n';
import { useLegalEntity } from './use-legal-entity';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  table: { overflowX: 'auto' },
});

type Member = LegalEntityMemberApi;

const rightsText = (t: LegalEntitiesT, member: Member) =>
  member.role === 'main_admin' || hasAllRights(member.rights)
    ? t('roles.allRights')
    : member.rights.map((right) => translateKey(t, `right.${right}`)).join(', ') || '—';

function DeclineDialog({
  entityId,
  member,
  onClose,
  onDone,
}: {
  entityId: string;
  member: Member;
  onClose(): void;
  onDone(): void;
}) {
  const t = useLegalEntitiesT();
  const api = useApi();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const decline = async () => {
    setBusy(true);
    try {
      await declineMember(api, entityId, member.userId);
      snackbar.show({ title: t('roles.declined'), type: 'positive' });
      onDone();
      onClose();
    } catch (failure) {
      snackbar.show({ title: translateKey(t, errorText(failure)), type: 'negative', canClose: true });
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void decline();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('roles.declineTitle', { name: member.name || member.email })}</DialogTitle>
            <DialogContent>{t('roles.declineText')}</DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <SubmitButton busy={busy}>{t('roles.decline')}</SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

interface PeopleTableProps {
  label: string;
  people: Member[];
  manager: boolean;
  requests: boolean;
  onEdit(member: Member): void;
  onDecline(member: Member): void;
}

function PeopleTable({ label, people, manager, requests, onEdit, onDecline }: PeopleTableProps) {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  return (
    <div className={styles.table}>
      <Table aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('roles.name')}</TableHeaderCell>
            {!requests && <TableHeaderCell>{t('roles.role')}</TableHeaderCell>}
            {!requests && <TableHeaderCell>{t('roles.rights')}</TableHeaderCell>}
            {manager && <TableHeaderCell>{t('roles.actions')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {people.map((member) => (
            <TableRow key={member.userId}>
              <TableCell>
                <Body1>{member.name || member.email}</Body1>
                <br />
                <Caption1>{member.email}</Caption1>
              </TableCell>
              {!requests && <TableCell>{t(`role.${member.role}`)}</TableCell>}
              {!requests && <TableCell>{rightsText(t, member)}</TableCell>}
              {manager && (
                <TableCell>
                  <div className={styles.actions}>
                    {requests ? (
                      <>
                        <Button
                          appearance="primary"
                          aria-label={`${t('roles.accept')} ${member.name || member.email}`}
                          onClick={() => onEdit(member)}
                        >
                          {t('roles.accept')}
                        </Button>
                        <Button
                          aria-label={`${t('roles.decline')} ${member.name || member.email}`}
                          onClick={() => onDecline(member)}
                        >
                          {t('roles.decline')}
                        </Button>
                      </>
                    ) : (
                      member.role !== 'main_admin' && (
                        <Button
                          aria-label={`${t('roles.change')}: ${member.name || member.email}`}
                          onClick={() => onEdit(member)}
                        >
                          {t('roles.change')}
                        </Button>
                      )
                    )}
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Settings tab roles: the members with their roles and rights; join requests for those who answer them. */
export function RolesTab() {
  const t = useLegalEntitiesT();
  const styles = useStyles();
  const answer = useLegalEntity();
  const [editing, setEditing] = useState<Member | null>(null);
  const [declining, setDeclining] = useState<Member | null>(null);

  if (!answer.data) {
    if (answer.error) return <LoadFailure error={answer.error} onRetry={answer.retry} />;
    return <LinesSkeleton label={t('legal.loading')} />;
  }
  const entity = answer.data.entity;
  if (!entity) return <Body1 as="p">{t('roles.noEntity')}</Body1>;
  const manager = canManageMembers({ role: entity.role, rights: entity.rights, status: 'active' });

  return (
    <div className={styles.column}>
      <section className={styles.column} aria-label={t('roles.members')}>
        <Subtitle1 as="h2">{t('roles.members')}</Subtitle1>
        <PeopleTable
          label={t('roles.members')}
          people={entity.members}
          manager={manager}
          requests={false}
          onEdit={setEditing}
          onDecline={setDeclining}
        />
      </section>
      {manager && (
        <section className={styles.column} aria-label={t('roles.requests')}>
          <Subtitle1 as="h2">{t('roles.requests')}</Subtitle1>
          {entity.requests.length === 0 ? (
            <Body1 as="p">{t('roles.noRequests')}</Body1>
          ) : (
            <PeopleTable
              label={t('roles.requests')}
              people={entity.requests}
              manager
              requests
              onEdit={setEditing}
              onDecline={setDeclining}
            />
          )}
        </section>
      )}
      {editing && (
        <MemberDialog
          entityId={entity.id}
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={answer.retry}
        />
      )}
      {declining && (
        <DeclineDialog
          entityId={entity.id}
          member={declining}
          onClose={() => setDeclining(null)}
          onDone={answer.retry}
        />
      )}
    </div>
  );
}
