import { memo } from 'react';
import {
  Avatar,
  AvatarGroup,
  AvatarGroupItem,
  Badge,
  Caption1,
  CounterBadge,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Link } from 'wouter';
import { links } from '../../domain/routes';
import type { ProjectStatus } from '../../domain/projects';
import type { ProjectDocType } from '../../db';
import { useCardStyles } from '../components/cards.styles';
import { formatDate } from '../components/format';
import { PlaylistCover } from '../components/playlist-cover';
import { VisuallyHidden } from '../components/visually-hidden';
import { useTranslation } from 'react-i18next';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  card: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const statusColours: Record<ProjectStatus, 'informative' | 'brand' | 'warning' | 'success' | 'subtle'> = {
  draft: 'informative',
  in_progress: 'brand',
  partially_agreed: 'warning',
  agreed: 'success',
  closed: 'subtle',
};

/** A project's status as a badge. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const t = useProjectsT();
  return (
    <Badge appearance="tint" color={statusColours[status]}>
      {t(`status_${status}`)}
    </Badge>
  );
}

const SHOWN_MEMBERS = 4;

/** The members' avatars, the first few with a "+n" for the rest. */
export function MemberAvatars({ members }: { members: ProjectDocType['members'] }) {
  const t = useProjectsT();
  const rest = members.length - SHOWN_MEMBERS;
  return (
    <AvatarGroup layout="stack" size={24} aria-label={t('membersLabel')} role="group">
      {members.slice(0, SHOWN_MEMBERS).map((member) => (
        <AvatarGroupItem
          key={member.userId}
          name={member.name || member.email}
          image={member.avatarUrl ? { src: member.avatarUrl } : undefined}
        />
      ))}
      {rest > 0 ? <Avatar size={24} name={t('moreMembers', { count: rest })} initials={`+${rest}`} /> : null}
    </AvatarGroup>
  );
}

/**
 * One project of the list: cover colour, name, type, status, episodes, unread chat messages, members and
 * last activity. Memoised: a keystroke in the list's search renders only the cards it adds, not the
 * unchanged documents around them.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  unread = 0,
}: {
  project: ProjectDocType;
  /** Chat messages in the project the user has not read. */
  unread?: number;
}) {
  const styles = useStyles();
  const card = useCardStyles();
  const t = useProjectsT();
  const { i18n } = useTranslation();
  return (
    <Link href={links.project(project.id)} className={mergeClasses(card.card, styles.card)}>
      <PlaylistCover playlist={project} alt="" size={56} />
      <span className={styles.body}>
        <span className={card.title}>{project.name}</span>
        <span className={styles.meta}>
          <Caption1>{t(`type_${project.type}`)}</Caption1>
          <StatusBadge status={project.status} />
          <Caption1>{t('episodeCount', { count: project.episodes.length })}</Caption1>
          {unread > 0 ? (
            <span title={t('unreadMessages', { count: unread })}>
              <CounterBadge count={unread} overflowCount={999} size="small" aria-hidden />
              <VisuallyHidden>{t('unreadMessages', { count: unread })}</VisuallyHidden>
            </span>
          ) : null}
        </span>
        <span className={styles.meta}>
          <MemberAvatars members={project.members} />
          <Caption1 className={card.meta}>
            {t('lastActivity', { date: formatDate(project.updatedAt, i18n.language) })}
          </Caption1>
        </span>
      </span>
    </Link>
  );
});
