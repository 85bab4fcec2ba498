import path from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';

/** Uploaded files (avatars, product pictures) on disk under DATA_DIR/uploads, through unstorage (swap the driver for S3 and the like). */
export function createUploadStorage(dataDir: string): Storage {
  return createStorage({ driver: fsDriver({ base: path.resolve(dataDir, 'uploads') }) });
}
