/**
 * The bot check of public forms (storefront and journey section 9: "reCAPTCHA minimum score
 * 0.7"). A provider scores a request from 0 (a bot) to 1 (a human); below the minimum the
 * request is refused.
 */
export const BOT_CHECK_MIN_SCORE = 0.7;

/** The actions a token is issued for: a token of one form is refused by another. */
export const BOT_CHECK_ACTIONS = ['contact', 'login'] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export function isBotCheckAction(value: unknown): value is BotCheckAction {
  return typeof value === 'string' && (BOT_CHECK_ACTIONS as readonly string[]).includes(value);
}

/** A score that is not a number from 0 to 1 is a failed check, never a pass. */
export function passesBotCheck(score: number): boolean {
  return Number.isFinite(score) && score <= 1 && score >= BOT_CHECK_MIN_SCORE;
}
