import { createHmac } from 'node:crypto';
import type { PaymentErrorCode } from '@shop/domain/payment-errors';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCards } from '../../db/schema';
import type { SavedMethod } from '../port';
import { cardBrand, isExpired, type CardDetails } from './card-input';
import { newId } from './events';
import type { Settlement } from './payments';
import { testCardOutcome } from './test-cards';

/**
 * Card tokens. The number is turned into what a provider keeps (brand, last four digits,
 * expiry, a keyed fingerprint, the test outcome) and dropped: no column can hold it.
 */

export type SandboxCard = typeof sandboxCards.$inferSelect;

/** Keyed, so the fingerprints of a leaked table cannot be matched against card numbers. */
const fingerprint = (key: string, number: string) =>
  createHmac('sha256', key).update(`card-fingerprint:${number}`).digest('base64url');

export async function tokenizeCard(
  db: Db,
  customerRef: number,
  card: CardDetails,
  fingerprintKey: string,
): Promise<SandboxCard> {
  const [row] = await db
    .insert(sandboxCards)
    .values({
      id: newId('card'),
      customerRef,
      holder: card.holder,
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: fingerprint(fingerprintKey, card.number),
      outcome: testCardOutcome(card.number),
    })
    .returning();
  return row!;
}

/** What charging the card does: its test outcome, unless it has expired since it was saved. */
export function chargeDecision(card: SandboxCard, now = new Date()): Settlement | 'three_ds' {
  if (isExpired(card.expMonth, card.expYear, now))
    return { status: 'failed', errorCode: '4000004' };
  if (card.outcome === 'succeeded') return { status: 'succeeded' };
  if (card.outcome === 'three_ds') return 'three_ds';
  return { status: 'failed', errorCode: card.outcome as PaymentErrorCode };
}

/** Keeps the card for its customer; the same card saved before gives way to this one. */
export async function rememberCard(db: Db, cardId: string): Promise<void> {
  const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.id, cardId));
  if (!card) return;
  await db
    .update(sandboxCards)
    .set({ saved: false })
    .where(
      and(
        eq(sandboxCards.customerRef, card.customerRef),
        eq(sandboxCards.fingerprint, card.fingerprint),
        ne(sandboxCards.id, card.id),
      ),
    );
  await db.update(sandboxCards).set({ saved: true }).where(eq(sandboxCards.id, cardId));
}

const savedBy = (customerRef: number) =>
  and(eq(sandboxCards.customerRef, customerRef), eq(sandboxCards.saved, true));

export async function findSavedCard(db: Db, customerRef: number, cardId: string) {
  const [card] = await db
    .select()
    .from(sandboxCards)
    .where(and(savedBy(customerRef), eq(sandboxCards.id, cardId)));
  return card ?? null;
}

export async function listSavedCards(db: Db, customerRef: number): Promise<SavedMethod[]> {
  const cards = await db
    .select()
    .from(sandboxCards)
    .where(savedBy(customerRef))
    .orderBy(asc(sandboxCards.createdAt), asc(sandboxCards.id));
  return cards.map(({ id, brand, last4, expMonth, expYear }) => ({
    id,
    brand,
    last4,
    expMonth,
    expYear,
  }));
}

/** Forgets a saved card (the token stays for the payments made with it); false if not theirs. */
export async function forgetCard(db: Db, customerRef: number, cardId: string): Promise<boolean> {
  const forgotten = await db
    .update(sandboxCards)
    .set({ saved: false })
    .where(and(savedBy(customerRef), eq(sandboxCards.id, cardId)))
    .returning({ id: sandboxCards.id });
  return forgotten.length > 0;
}

export async function findCardById(db: Db, cardId: string): Promise<SandboxCard | null> {
  const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.id, cardId));
  return card ?? null;
}
