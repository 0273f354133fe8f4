import type { ReactElement } from 'react';
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
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
import { useSession } from '../hooks/use-session';
import { useThemeMode } from './use-theme-mode';
import { translateKey } from '../i18n';
import { AddRoleDialog } from './add-role-dialog';
import { useRoleSwitch } from './use-role-switch';

interface AccountMenuProps {
  admin: boolean;
  onFeedback: () => void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The avatar button (./avatar-menu.tsx, which loads this module on its first press). */
  children: ReactElement;
}

/** The account menu on the avatar button; in the admin area it keeps only language, theme and logout. */
export function AccountMenu({ admin, onFeedback, open, onOpenChange, children }: AccountMenuProps) {
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
      <Menu open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
        <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
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
