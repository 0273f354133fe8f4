import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  ArrowSwapRegular,
  ChatHelpRegular,
  LocalLanguageRegular,
  SettingsRegular,
  SignOutRegular,
  WeatherMoonRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import { logout } from '../../sync';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useLanguage } from '../hooks/use-language';
import { VisuallyHidden } from '../components/visually-hidden';
import { useSession } from '../hooks/use-session';
import { useThemeMode } from '../hooks/use-theme-mode';
import { translateKey } from '../i18n';
import { AddRoleDialog } from './add-role-dialog';
import { useRoleSwitch } from './use-role-switch';

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

/** The account menu; in the admin area it keeps only language, theme and logout. */
export function AvatarMenu({ onFeedback, admin }: { onFeedback: () => void; admin: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const { store } = useSession();
  const language = useLanguage();
  const theme = useThemeMode();
  const [, navigate] = useLocation();
  const roleSwitch = useRoleSwitch();
  const snackbar = useSnackbar();

  const onLogout = async () => {
    const outcome = await logout(api);
    // Without an answer the server keeps the session, and the next online start would be signed in
    // again: the user is told (error.offline) and stays signed in (docs/product.md §8).
    if (!outcome.ok && outcome.error.status === undefined) {
      snackbar.show({ title: translateKey(t, errorText(outcome.error)), type: 'negative', canClose: true });
      return;
    }
    store.removeUser();
    navigate(admin ? links.adminLogin() : links.login(), { replace: true });
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          {/* Named by hidden text, not aria-label: the avatar's initials are an image of the user, not the
              button's label, and an aria-label would have to contain them. Kept in the icon, so the button
              stays icon-only. */}
          <Button
            appearance="transparent"
            shape="circular"
            icon={
              <>
                <UserAvatar />
                <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
              </>
            }
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {admin ? null : (
              <MenuItem icon={<ArrowSwapRegular />} onClick={roleSwitch.requestSwitch}>
                {roleSwitch.target === 'owner' ? t('menu.switchToOwner') : t('menu.switchToCustomer')}
              </MenuItem>
            )}
            <MenuItem icon={<LocalLanguageRegular />} onClick={() => language.store.open()}>
              {t('menu.language')}
            </MenuItem>
            {admin ? null : (
              <MenuItem icon={<ChatHelpRegular />} onClick={onFeedback}>
                {t('menu.support')}
              </MenuItem>
            )}
            {admin ? null : (
              <MenuItem icon={<SettingsRegular />} onClick={() => navigate(links.settings('main'))}>
                {t('menu.settings')}
              </MenuItem>
            )}
            <MenuItem
              icon={theme.mode === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
              onClick={theme.toggle}
            >
              {theme.mode === 'dark' ? t('menu.lightTheme') : t('menu.darkTheme')}
            </MenuItem>
            <MenuDivider />
            <MenuItem icon={<SignOutRegular />} onClick={() => void onLogout()}>
              {t('menu.logout')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <AddRoleDialog
        role={roleSwitch.pending}
        busy={roleSwitch.busy}
        onConfirm={() => void roleSwitch.confirmAdd()}
        onCancel={roleSwitch.cancel}
      />
    </>
  );
}
