import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrackDocument } from '../../domain/catalog';
import { refreshThrough, uploadTrack } from '../../sync/owner-catalog-api';
import { useServices } from '../hooks/services';

/** An upload with its progress (0…1, null when idle) and a cancel that aborts the request. */
export function useTrackUpload() {
  const { api, session, language } = useServices();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (data: FormData): Promise<TrackDocument> => {
      const running = new AbortController();
      controller.current = running;
      setProgress(0);
      try {
        return await uploadTrack(data, {
          getLanguage: () => language.getSnapshot().language,
          getRole: () => session.getSnapshot().currentRole,
          onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
          signal: running.signal,
          refreshSession: refreshThrough(api),
        });
      } finally {
        if (controller.current === running) controller.current = null;
        setProgress(null);
      }
    },
    [api, language, session],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload, cancel, progress, uploading: progress !== null };
}
