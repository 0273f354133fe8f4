import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrackDocument } from '../../../domain/catalog';
import { refreshThrough, uploadTrack, type MultipartOptions } from '../../../sync/catalog/catalog-owner-api';
import { useServices } from '../../hooks/services';
import { messageLookup } from '../../i18n';

/** Where an upload goes: `track/create` by default, or e.g. a composer order's delivery. */
export type TrackSend = (data: FormData, options: MultipartOptions) => Promise<unknown>;

/** An upload with its progress (0…1, null when idle) and a cancel that aborts the request. */
export function useTrackUpload() {
  const { api, session, language } = useServices();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async <T = TrackDocument>(data: FormData, send?: TrackSend): Promise<T> => {
      const running = new AbortController();
      controller.current = running;
      setProgress(0);
      try {
        return (await (send ?? uploadTrack)(data, {
          getLanguage: () => language.getSnapshot().language,
          messages: messageLookup,
          getRole: () => session.getSnapshot().currentRole,
          onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
          signal: running.signal,
          refreshSession: refreshThrough(api),
        })) as T;
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
