// Short-lived access tokens: HS256 JWTs checked for issuer, audience and type, so a token minted
// for anything else (or by anyone without the secret) is refused.
import { SignJWT, jwtVerify } from 'jose'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const ISSUER = 'fiera'
const AUDIENCE = 'fiera-api'
const TYPE = 'at+jwt'

export interface AccessClaims {
  userId: number
  role: string
  /** users.session_version when issued: a password reset raises it and voids the token. */
  sessionVersion: number
  /**
   * The exhibitor an `exhibitor` token speaks for (null otherwise). It only says who the portal
   * is for: every exhibitor route still reads users.vendor_id, so a changed link holds at once.
   */
  vendorId?: number | null
}

/** The claims of a verified token, with when it expires (milliseconds since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number
}

const keyOf = (secret: string) => new TextEncoder().encode(secret)

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({
    role: claims.role,
    sv: claims.sessionVersion,
    ...(claims.vendorId != null ? { vid: claims.vendorId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret))
}

/** The claims of a valid token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['sub', 'exp'],
    })
    // However it was signed, no access token outlives 15 minutes from now (60 s clock skew).
    const now = Math.floor(Date.now() / 1000)
    if (typeof payload.exp !== 'number' || payload.exp - now > ACCESS_TOKEN_TTL_SECONDS + 60) {
      return null
    }
    const userId = Number(payload.sub)
    if (!Number.isSafeInteger(userId) || userId <= 0) return null
    return {
      userId,
      role: typeof payload.role === 'string' ? payload.role : 'user',
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : -1,
      ...(typeof payload.vid === 'number' ? { vendorId: payload.vid } : {}),
      expiresAt: payload.exp * 1000,
    }
  } catch {
    return null
  }
}
