import { createChallenge, pbkdf2, verifySolution, type Challenge } from 'altcha/lib';

const SECRET = 'fake-bot-check-secret';

/**
 * The API's proof-of-work bot check in small: real ALTCHA challenges (cheap ones), signed
 * and verified, so the app's solver runs for real. Accounts past their failed logins answer
 * 429 naming `botToken` until a login brings a solved challenge.
 */
export class FakeBotCheck {
  /** E-mails past their failures. */
  readonly locked = new Set<string>();
  /** Bot tokens the fake accepted, in order. */
  readonly passed: string[] = [];

  async challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey: pbkdf2.deriveKey,
      data: { action: 'login' },
      hmacSignatureSecret: SECRET,
    });
  }

  /** Null when the login may go on; else the 429 body. */
  async refusal(email: string, botToken: string | undefined) {
    if (!this.locked.has(email)) return null;
    if (botToken && (await this.solved(botToken))) {
      this.passed.push(botToken);
      return null;
    }
    return { message: 'Too many attempts, or pass the bot check', status: 429, field: 'botToken' };
  }

  private async solved(botToken: string): Promise<boolean> {
    try {
      const { challenge, solution } = JSON.parse(atob(botToken));
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey: pbkdf2.deriveKey,
        hmacSignatureSecret: SECRET,
      });
      return result.verified;
    } catch {
      return false;
    }
  }
}
