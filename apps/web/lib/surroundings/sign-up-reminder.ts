/** Local storage flag (§7 "registration flag"): the reminder opens once per browser. */
export const REMINDER_SEEN_KEY = 'slipstream.signUpReminderSeen';

/**
 * SR1: whether a page should schedule the sign-up reminder: a known visitor (not while the session is still
 * being read), a positive delay, outside frames and performance audits, and never seen in this browser.
 */
export function shouldScheduleReminder(input: {
  status: string;
  seconds: number;
  framed: boolean;
  audit: boolean;
  seen: boolean;
}): boolean {
  return (
    input.status === 'NOT_LOGGED_IN' && input.seconds > 0 && !input.framed && !input.audit && !input.seen
  );
}
