import { Button, type ButtonProps } from '@fluentui/react-components';
import { BriefcaseRegular } from '@fluentui/react-icons';
import { useSession } from '../hooks/use-session';
import { useLibraryT } from '../i18n/library';
import { useLocalDb } from '../local-data';
import { useAddToProjectActions, type ProjectTrackRef } from './add-to-project-store';

/** Projects are the customer's (docs/licensing.md §2): the action shows to a signed-in customer only. */
export function useCanAddToProject(): boolean {
  const db = useLocalDb();
  const { state } = useSession();
  return db !== null && state.user !== null && state.currentRole === 'customer';
}

/**
 * A button adding one track or a whole list (a playlist, a compilation) to a project. Apart from the menu
 * item (./add-to-project-menu.tsx), so that a screen showing the button draws without Fluent's menu.
 */
export function AddToProjectButton({
  tracks,
  label,
  appearance = 'secondary',
}: {
  tracks: readonly ProjectTrackRef[];
  label?: string;
  appearance?: ButtonProps['appearance'];
}) {
  const t = useLibraryT();
  const { open: openAddToProject } = useAddToProjectActions();
  if (!useCanAddToProject()) return null;
  return (
    <Button
      appearance={appearance}
      icon={<BriefcaseRegular />}
      disabled={tracks.length === 0}
      onClick={() => openAddToProject(tracks.map(({ id, title }) => ({ id, title })))}
    >
      {label ?? t('addToProject')}
    </Button>
  );
}
