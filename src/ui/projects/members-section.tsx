import { useState } from 'react';
import {
  Avatar,
  Body1,
  Caption1,
  Dropdown,
  makeStyles,
  Option,
  Button,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  assignableProjectRoles,
  type AssignableProjectRole,
  type ProjectMember,
} from '../../domain/projects';
import type { ProjectDocType } from '../../db';
import { changeMember, removeMember } from '../../sync/projects-api';
import { useApi } from '../hooks/use-api';
import { ConfirmDialog } from './confirm-dialog';
import { InviteForm } from './invite-form';
import { useCommand } from './use-command';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  who: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '160px' },
});

interface MemberRowProps {
  projectId: string;
  member: ProjectMember;
  isMe: boolean;
  canManage: boolean;
  onRemove(member: ProjectMember): void;
}

function MemberRow({ projectId, member, isMe, canManage, onRemove }: MemberRowProps) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const { run } = useCommand();
  const name = member.name || member.email;
  const editable = canManage && member.role !== 'creator';
  const setRole = (role: AssignableProjectRole) =>
    void run(() => changeMember(api, projectId, { userId: member.userId, role }), t('roleChanged'));
  return (
    <li className={styles.row}>
      <Avatar name={name} image={member.avatarUrl ? { src: member.avatarUrl } : undefined} />
      <span className={styles.who}>
        <Body1>{isMe ? `${name} (${t('you')})` : name}</Body1>
        <Caption1>{member.email}</Caption1>
      </span>
      {editable ? (
        <Dropdown
          aria-label={t('changeRole', { name })}
          value={t(`role_${member.role}`)}
          selectedOptions={[member.role]}
          onOptionSelect={(_, data) => setRole(data.optionValue as AssignableProjectRole)}
        >
          {assignableProjectRoles.map((role) => (
            <Option key={role} value={role}>
              {t(`role_${role}`)}
            </Option>
          ))}
        </Dropdown>
      ) : (
        <Caption1>{t(`role_${member.role}`)}</Caption1>
      )}
      {editable ? (
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('removeMember', { name })}
          onClick={() => onRemove(member)}
        />
      ) : null}
    </li>
  );
}

interface MembersSectionProps {
  project: ProjectDocType;
  myId: string | null;
  canManage: boolean;
}

/** The members and pending invitations; the Creator invites, changes roles and removes (docs/licensing.md §2). */
export function MembersSection({ project, myId, canManage }: MembersSectionProps) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const { busy, run } = useCommand();
  const remove = async (member: ProjectMember) => {
    const name = member.name || member.email;
    await run(() => removeMember(api, project.id, member.userId), t('memberRemoved', { name }));
    setRemoving(null);
  };
  return (
    <section className={styles.section} aria-label={t('members')}>
      {canManage && project.closedAt === null ? <InviteForm projectId={project.id} /> : null}
      <Caption1>{t('rolesHint')}</Caption1>
      <ul className={styles.list} aria-label={t('members')}>
        {project.members.map((member) => (
          <MemberRow
            key={member.userId}
            projectId={project.id}
            member={member}
            isMe={member.userId === myId}
            canManage={canManage && project.closedAt === null}
            onRemove={setRemoving}
          />
        ))}
      </ul>
      {project.invitations.length > 0 ? (
        <>
          <Subtitle2 as="h3">{t('pendingInvitations')}</Subtitle2>
          <ul className={styles.list} aria-label={t('pendingInvitations')}>
            {project.invitations.map((invitation) => (
              <li key={invitation.email} className={styles.row}>
                <Avatar name={invitation.email} />
                <Body1 className={styles.who}>{invitation.email}</Body1>
                <Caption1>{t('invitedAs', { role: t(`role_${invitation.role}`) })}</Caption1>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('removeMemberTitle', { name: removing.name || removing.email })}
          confirm={t('remove')}
          busy={busy}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        >
          {t('removeMemberText')}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
