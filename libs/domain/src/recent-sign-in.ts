/**
 * Sudo mode: turning two-factor on or off, changing e-mail or password, deleting an account or an
 * organisation need a sign-in of the last few minutes (the token's `auth_time`, in seconds).
 */
export const recentSignInDefaultSeconds = 5 * 60;

export function isRecentSignIn(
  authTime: number | undefined,
  nowSeconds: number,
  maxAgeSeconds: number,
): boolean {
  // A sign-in from the future (beyond a minute of clock skew) is not believed either.
  return authTime !== undefined && authTime <= nowSeconds + 60 && nowSeconds - authTime < maxAgeSeconds;
}
