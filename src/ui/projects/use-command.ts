import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { translateKey } from '../i18n';
import { useProjectsT } from './i18n';

/**
 * Runs a project command (a REST call): `busy` while it runs, the success title as a snackbar, a refusal as
 * an error snackbar in the user's language. Resolves whether it succeeded.
 */
export function useCommand() {
  const t = useProjectsT();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async (
    command: () => Promise<unknown>,
    success?: string,
    failure?: (message: string) => string,
  ) => {
    setBusy(true);
    try {
      await command();
      if (success) show({ title: success, type: 'positive' });
      return true;
    } catch (error) {
      const message = translateKey(common, errorText(error));
      show({ title: failure ? failure(message) : t('failed', { message }), type: 'negative' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
