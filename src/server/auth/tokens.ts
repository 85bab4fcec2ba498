import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** A random token for a cookie or a mailed link (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table cannot sign anyone in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
}

/**
 * Signs a short-lived access token (HS256) for a user. `sessionId` names the sign-in it belongs
 * to (its refresh-token family, claim `sid`): the token stops working as soon as that sign-in is
 * ended (signing out, a password changed or reset), not 15 minutes later.
 */
export function signAccessToken(
  secret: string,
  userId: string,
  options: { expiresInSeconds?: number; now?: Date; sessionId?: string } = {},
): Promise<string> {
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT(options.sessionId ? { sid: options.sessionId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? ACCESS_TOKEN_SECONDS))
    .setAudience('shop-api')
    .sign(key(secret));
}

/** The user and the sign-in of a valid access token, or null when it is missing, forged or expired. */
export async function readAccessToken(
  secret: string,
  token: string | undefined,
  now?: Date,
): Promise<{ userId: string; sessionId: string | null } | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: 'shop-api',
      currentDate: now,
    });
    if (typeof payload.sub !== 'string') return null;
    return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
  } catch {
    return null;
  }
}
