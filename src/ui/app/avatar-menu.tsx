import { Suspense } from 'react';
import { Avatar, Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../components/lazy-part';
import { VisuallyHidden } from '../components/visually-hidden';
import { useLoadOnPress } from '../hooks/use-load-on-press';
import { useSession } from '../hooks/use-session';

// Fluent's menu (and the add-role dialog) load with the first press, asked for on hover or focus: a screen
// draws without them.
const loadAccountMenu = () => void import('./account-menu');
const AccountMenu = lazyPart(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

/** Avatar = the first profile image, else the initials of the name. */
function UserAvatar() {
  const { state } = useSession();
  const user = state.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const image = user?.images[0]?.url ?? user?.photoUrl ?? undefined;
  return (
    <Avatar name={name} image={image ? { src: image } : undefined} color="colorful" size={32} aria-hidden />
  );
}

/** The avatar button and its account menu (./account-menu.tsx), mounted on the first press. */
export function AvatarMenu({ onFeedback, admin }: { onFeedback: () => void; admin: boolean }) {
  const { t } = useTranslation();
  const menu = useLoadOnPress(loadAccountMenu, { menu: true });
  const button = (
    // Named by hidden text, not aria-label: the avatar's initials are an image of the user, not the button's
    // label, and an aria-label would have to contain them. Kept in the icon, so the button stays icon-only.
    <Button
      appearance="transparent"
      shape="circular"
      aria-haspopup="menu"
      aria-expanded={menu.open}
      icon={
        <>
          <UserAvatar />
          <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
        </>
      }
      {...menu.triggerProps}
    />
  );
  if (!menu.pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu admin={admin} onFeedback={onFeedback} open={menu.open} onOpenChange={menu.setOpen}>
        {button}
      </AccountMenu>
    </Suspense>
  );
}
