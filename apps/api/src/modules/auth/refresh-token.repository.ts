import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshToken } from '../../db/schema/index';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The session the token belongs to (access tokens carry it as `sid`). */
  familyId: string;
}

export async function issueRefreshToken(
  db: DbOrTx,
  input: { idUsuario: number; familyId?: string; persistent: boolean; ttlSeconds: number },
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  const familyId = input.familyId ?? randomUUID();
  await db.insert(refreshToken).values({
    id: randomUUID(),
    familyId,
    idUsuario: input.idUsuario,
    tokenHash: hashToken(token),
    persistent: input.persistent,
    expiresAt,
  });
  return { token, expiresAt, familyId };
}

export type RefreshTokenRow = typeof refreshToken.$inferSelect;

/**
 * Marks the token used in one statement, so two requests cannot both rotate it.
 * Returns the row when this call used it, or the existing row (already used or revoked) otherwise.
 */
export async function consumeRefreshToken(
  db: DbOrTx,
  token: string,
): Promise<{ consumed: RefreshTokenRow } | { existing: RefreshTokenRow | undefined }> {
  const tokenHash = hashToken(token);
  const [consumed] = await db
    .update(refreshToken)
    .set({ usedAt: new Date() })
    .where(
      and(eq(refreshToken.tokenHash, tokenHash), isNull(refreshToken.usedAt), isNull(refreshToken.revokedAt)),
    )
    .returning();
  if (consumed) return { consumed };
  const [existing] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, tokenHash));
  return { existing };
}

export async function findRefreshToken(db: DbOrTx, token: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, hashToken(token)));
  return row;
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

/** Ends every refresh token of a user (deactivation, password change); see also bumpSessionVersion. */
export async function revokeAllForUser(db: DbOrTx, idUsuario: number): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.idUsuario, idUsuario), isNull(refreshToken.revokedAt)));
}
