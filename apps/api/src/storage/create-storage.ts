import type { Config } from '../config/env';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Config['storage']): Storage {
  return config.kind === 'disk' ? createDiskStorage(config.root) : createS3Storage(config);
}
