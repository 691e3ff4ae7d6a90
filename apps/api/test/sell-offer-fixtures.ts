import { beforeAll } from 'vitest';
import { consentimiento, correoSaliente, sellOffer, sellOfferFoto } from '../src/db/schema/index';
import { createDiskStorage } from '../src/storage/disk-storage';
import { noisyJpeg } from './images';
import { mailTestApp } from './mail-test-app';
import type { FilePart } from './multipart';
import { inspectionSlots, offerBody } from './offer-fixtures';
import type { SmtpSink } from './smtp-sink';
import type { TestApp } from './test-app';
import { photoPart, trackingStorage } from './vehicle-fixtures';

/**
 * The sell-your-car tests' app, on a storage that tracks its keys, with its outbox to an SMTP sink
 * drained by hand: two photos, the bookable slots, a POST from a fresh address and the counts an offer
 * moves.
 */
export function sellOfferTestApp() {
  let t: TestApp;
  let sink: SmtpSink;
  let root: string;
  let storage: ReturnType<typeof trackingStorage>;
  let photo: Buffer;
  let slots: string[];
  let address = 0;

  const app = mailTestApp('offers', (folder) => {
    storage = trackingStorage(createDiskStorage(folder));
    return storage;
  });
  beforeAll(async () => {
    ({ t, sink, root } = app);
    photo = await noisyJpeg(400, 300);
    slots = await inspectionSlots(t);
  }, 60_000);

  const twoPhotos = (): FilePart[] => [photoPart('foto_1', photo), photoPart('foto_2', photo)];

  /** Each call from its own address, so the throttle stays out of the way unless a test wants it. */
  async function post(form: unknown, files: FilePart[] = twoPhotos(), remoteAddress?: string) {
    address += 1;
    const body = await offerBody(form, files);
    return t.server.inject({
      method: 'POST',
      url: '/api/v1/vende-tu-auto',
      remoteAddress: remoteAddress ?? `10.0.${address >> 8}.${address & 255}`,
      ...body,
    });
  }

  async function counts() {
    const db = t.database.db;
    return {
      offers: (await db.select().from(sellOffer)).length,
      photos: (await db.select().from(sellOfferFoto)).length,
      consents: (await db.select().from(consentimiento)).length,
      mails: (await db.select().from(correoSaliente)).length,
      keys: storage.keys.size,
    };
  }

  return {
    get t() {
      return t;
    },
    get sink() {
      return sink;
    },
    get root() {
      return root;
    },
    get storage() {
      return storage;
    },
    get photo() {
      return photo;
    },
    get slots() {
      return slots;
    },
    get address() {
      return address;
    },
    twoPhotos,
    post,
    counts,
  };
}
