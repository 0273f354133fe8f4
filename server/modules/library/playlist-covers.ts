import type { FileStorage } from '../../media/file-storage';
import { prepareCover } from '../catalog/index';
import type { CoverStore } from './playlists.service';

/** Covers in the file storage the catalogue serves at /api/files/<key>, squared like track covers. */
export function coverStore(storage: FileStorage): CoverStore {
  return {
    async save(data) {
      const cover = await prepareCover(data);
      if (!cover) throw new Error('empty cover');
      return storage.put('covers', cover.ext, cover.data);
    },
    remove: (key) => storage.remove(key),
  };
}
