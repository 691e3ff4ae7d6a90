import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createDiskStorage } from '../src/storage/disk-storage';
import { createTestApp, type TestApp } from './test-app';
import { userApi } from './user-api';
import { trackingStorage } from './vehicle-fixtures';

/**
 * The user administration tests' app, on a storage that tracks its keys, with the user API helpers; at
 * the end no stored row or log holds a password the tests sent.
 */
export function userAdminTestApp() {
  let t: TestApp;
  let root: string;
  let storage: ReturnType<typeof trackingStorage>;
  const { as, save, created, movementsOf, expectNoPasswords } = userApi(() => t);

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-users-'));
    storage = trackingStorage(createDiskStorage(root));
    t = await createTestApp({ storage });
  });
  afterAll(async () => {
    expectNoPasswords('Secreta-123', 'Nueva-Clave');
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  return {
    get t() {
      return t;
    },
    get root() {
      return root;
    },
    get storage() {
      return storage;
    },
    as,
    save,
    created,
    movementsOf,
    expectNoPasswords,
  };
}
