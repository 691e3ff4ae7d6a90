import { describe, expect, it } from 'vitest';
import { sitesOfStore, testDriveCode, testDriveLookupSchema } from './test-drive.schema';

describe('test drive rules (issue 26)', () => {
  it("offers the car's store, or both for a 'Previa Cita' car", () => {
    expect(sitesOfStore(1)).toEqual(['SAN_ISIDRO']);
    expect(sitesOfStore(2)).toEqual(['SURCO']);
    expect(sitesOfStore(0)).toEqual(['SAN_ISIDRO', 'SURCO']);
  });

  it('codes a drive PM-<year>-<id> and reads it back however typed', () => {
    expect(testDriveCode(42, 2026)).toBe('PM-2026-000042');
    expect(testDriveLookupSchema.parse({ codigo: ' pm - 2026-000042 ', dni: '45678912' }).codigo).toBe(
      'PM-2026-000042',
    );
    expect(testDriveLookupSchema.safeParse({ codigo: 'VA-2026-000042', dni: '45678912' }).success).toBe(
      false,
    );
  });
});
