/** The deposit reminder's cookie (account-and-surroundings §7, §9: "deposit reminder cookie 1 day"). */
export const DEPOSIT_REMINDER_COOKIE = 'slipstream_deposit_reminder';
export const DEPOSIT_REMINDER_COOKIE_SECONDS = 86_400;

/**
 * Whether a signed-in player is due the deposit reminder (AC20): groups are configured, the player is in one of
 * them (a status group by name, or one of the profile's statuses), and this browser has not had it within a day
 * (the cookie). Case-insensitive group names.
 */
export function depositReminderDue(input: {
  readonly configuredGroups: readonly string[];
  readonly playerGroups: readonly string[];
  readonly cookie: string;
}): boolean {
  if (input.configuredGroups.length === 0) return false;
  if (hasCookie(input.cookie, DEPOSIT_REMINDER_COOKIE)) return false;
  const mine = new Set(input.playerGroups.map((g) => g.toLowerCase()));
  return input.configuredGroups.some((g) => mine.has(g.toLowerCase()));
}

function hasCookie(cookie: string, name: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** The cookie that holds the reminder back for a day. */
export function depositReminderCookie(secure: boolean): string {
  return `${DEPOSIT_REMINDER_COOKIE}=1; Max-Age=${DEPOSIT_REMINDER_COOKIE_SECONDS}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}
