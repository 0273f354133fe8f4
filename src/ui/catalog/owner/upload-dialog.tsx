import { useMemo } from 'react';
import { TrackDialog } from './track-dialog';
import type { TrackSend } from './use-track-upload';
import { useMyAlbums } from './use-my-albums';

export interface UploadDialogProps {
  /** The dialog's title. */
  title: string;
  /** Where the track goes, e.g. `task/deliver/{id}`: the catalogue's form, files, checks and progress. */
  upload: TrackSend;
  onClose(): void;
}

/**
 * The catalogue's track upload sent elsewhere (a composer order's delivery): another feature gets it
 * from the shell, with the owner's albums to choose from as in My tracks.
 */
export function UploadDialog({ title, upload, onClose }: UploadDialogProps) {
  const { albums } = useMyAlbums();
  const titles = useMemo(() => albums.map((album) => album.title), [albums]);
  return <TrackDialog track={null} albums={titles} onClose={onClose} send={{ upload, title }} />;
}
