import type { TAdminGiftCards, TAdminGiftCardsRequest } from '@shop/api-client/schemas';
import { fromCents, toCents } from '@shop/domain/money';
import { formatGiftCardCode, GIFT_CARD_VALIDITY_DAYS } from '@shop/domain/vouchers';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema';
import { drawGiftCardCode, giftCardCodeHash, lastFour } from './gift-card-codes';

const DAY_MS = 86_400_000;

/**
 * POST /admin/gift-cards: new cards of `amount` euros. Their codes are answered this once
 * (grouped by four, for print); only their hashes stay. A code that collides with a card
 * already made is drawn again.
 */
export async function createGiftCards(
  db: Db,
  request: TAdminGiftCardsRequest,
  now = new Date(),
): Promise<TAdminGiftCards> {
  const amountCents = toCents(request.amount);
  const expiresAt = new Date(
    now.getTime() + (request.validityDays ?? GIFT_CARD_VALIDITY_DAYS) * DAY_MS,
  );
  const made: TAdminGiftCards['giftCards'] = [];
  while (made.length < request.count) {
    const codes = [
      ...new Set(Array.from({ length: request.count - made.length }, drawGiftCardCode)),
    ];
    const byHash = new Map(codes.map((code) => [giftCardCodeHash(code), code]));
    const inserted = await db
      .insert(giftCards)
      .values(
        [...byHash].map(([codeHash, code]) => ({
          codeHash,
          lastFour: lastFour(code),
          amountCents,
          expiresAt,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: giftCards.id, codeHash: giftCards.codeHash });
    for (const row of inserted)
      made.push({
        id: row.id,
        code: formatGiftCardCode(byHash.get(row.codeHash)!),
        amount: fromCents(amountCents),
        expiresAt: expiresAt.toISOString(),
      });
  }
  return { giftCards: made };
}
