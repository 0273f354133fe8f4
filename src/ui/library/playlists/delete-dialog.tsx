import { useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { deletePlaylist } from '../../../db';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useLocalDb } from '../../local-data';
import { usePlaylistsT } from './i18n';

interface DeletePlaylistDialogProps {
  playlist: { id: string; name: string };
  onClose(): void;
  onDeleted(): void;
}

/** Asks before deleting a playlist; the deletion is local and replicates to every device. */
export function DeletePlaylistDialog({ playlist, onClose, onDeleted }: DeletePlaylistDialogProps) {
  const t = usePlaylistsT();
  const db = useLocalDb();
  const { show } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!db) return;
    try {
      await deletePlaylist(db, playlist.id);
      show({ title: t('deleted', { name: playlist.name }), type: 'positive' });
      onDeleted();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogContent>
            <Body1>{t('deleteText', { name: playlist.name })}</Body1>
            <FormAlert text={error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button appearance="primary" onClick={() => void confirm()}>
              {t('delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
