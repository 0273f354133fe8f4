import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import type { ProfileRole } from '../../domain/roles';
import { addRole } from '../../sync';
import { useSnackbar } from '../components/snackbar';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';

/** Switching to the other profile returns to the base page; a missing profile is offered to be added first. */
export function useRoleSwitch() {
  const { t } = useTranslation();
  const api = useApi();
  const { state, store } = useSession();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<ProfileRole | null>(null);
  const [busy, setBusy] = useState(false);
  const target: ProfileRole = state.currentRole === 'owner' ? 'customer' : 'owner';

  const switchTo = (role: ProfileRole) => {
    store.setRole(role);
    navigate(links.home());
  };
  const requestSwitch = () => {
    if (state.user?.roles.includes(target)) switchTo(target);
    else setPending(target);
  };
  const confirmAdd = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await addRole(api, pending);
      await store.fetchUser();
      snackbar.show({ title: t('addRole.added', { role: t(`role.${pending}`) }), type: 'positive' });
      switchTo(pending);
      setPending(null);
    } catch (error) {
      snackbar.show({ title: translateKey(t, errorText(error)), type: 'negative', canClose: true });
    } finally {
      setBusy(false);
    }
  };
  return { target, pending, busy, requestSwitch, confirmAdd, cancel: () => setPending(null) };
}
