import { MenuItem } from '@fluentui/react-components';
import { BriefcaseRegular } from '@fluentui/react-icons';
import { useLibraryT } from '../i18n/library';
import { useCanAddToProject } from './add-to-project-button';
import { useAddToProjectActions, type ProjectTrackRef } from './add-to-project-store';

/** "Add to project…" in a track's actions menu: opens the dialog choosing the project and its workspace. */
export function AddToProjectMenuItem({ track }: { track: ProjectTrackRef }) {
  const t = useLibraryT();
  const { open: openAddToProject } = useAddToProjectActions();
  if (!useCanAddToProject()) return null;
  return (
    <MenuItem
      icon={<BriefcaseRegular />}
      onClick={() => openAddToProject([{ id: track.id, title: track.title }])}
    >
      {t('addToProject')}
    </MenuItem>
  );
}
