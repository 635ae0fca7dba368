import { ApiError } from '@shop/api-client';
import { type TAddress, type TOrder } from '@shop/api-client/schemas';
import { messages } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { LOCAL_LEGAL } from '../src/env/legal';
import { frenchAddress } from './support/delivery';
import { ADMIN, orderApi, type Parcel } from './support/orders';
import { readPdf } from './support/pdf-text';
import { PAYING_CARD } from './support/scripted-payments';

const { api, client, db, bearer, customers, parcel, carrierId, placeOrder } = orderApi();

let home: number;
let relay: number;
let zoe: { id: number; email: string; token: string };
let other: { id: number; email: string; token: string };
let addressId: number;

beforeAll(async () => {
  home = await carrierId('colissimo_home');
  relay = await carrierId('relay');
  const [first, second] = await customers(2);
  zoe = first!;
  other = second!;
  await db()
    .update(t.customers)
    .set({ firstName: 'Zoé', lastName: 'Weiß' })
    .where(eq(t.customers.id, zoe.id));
  const address = await api.post<TAddress>(
    '/secure/account/addresses',
    frenchAddress({ firstName: 'Zoé', lastName: 'Weiß', street: '3 place de l’Église' }),
    bearer(zoe.token),
  );
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  addressId = address.body.id;
});

const order = async (
  item: Parcel,
  payment: unknown,
  headers: Record<string, string> = {},
  quantity = 2,
) => {
  const answer = await placeOrder<TOrder>(
    zoe.token,
    {
      basketItems: [{ ...item, quantity }],
      carrierId: home,
      shippingAddressId: addressId,
      payment,
      termsAccepted: true,
    },
    undefined,
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

const text = async (blob: Blob) => {
  const pdf = await readPdf(new Uint8Array(await blob.arrayBuffer()));
  return { ...pdf, all: pdf.pages.join('\n').replace(/\s+/g, ' ') };
};

describe('GET /secure/orders/{id}/bill', () => {
  it('is a PDF named by Content-Disposition, with the legal mentions, lines and VAT', async () => {
    const item = await parcel(5, '49.90');
    const placed = await order(item, { methodId: 12, savedCardId: PAYING_CARD });
    expect(placed.status).toBe('paid');
    const file = await client().orderBill(zoe.token, placed.id);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe(`facture-${placed.number}.pdf`);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const pdf = await text(file.blob);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.info).toMatchObject({ Title: `Facture ${placed.number}`, Language: 'fr-FR' });
    const fr = messages.fr.documents;
    // Accents, ß and € come out as typed: the embedded font has them.
    for (const expected of [
      'Facture',
      `Facture n° ${placed.number}`,
      'Zoé Weiß',
      '3 place de l’Église',
      '75002 Paris',
      LOCAL_LEGAL.name,
      LOCAL_LEGAL.address,
      LOCAL_LEGAL.registration,
      LOCAL_LEGAL.vatNumber,
      '2 49,90 € 99,80 €',
      `${fr.totals.excludingVat} `,
      'TVA 20 % ',
      `${fr.totals.includingVat} `,
      'Moyen de paiement : Carte bancaire',
      'Page 1 sur 1',
    ])
      expect(pdf.all).toContain(expected);
    // 20 % of VAT inside the price with shipping: what is without VAT plus the VAT is the total.
    const amount = (label: string) => {
      const match = new RegExp(`${label} (-?[\\d\\s]+,\\d{2}) €`).exec(pdf.all);
      return Number(match![1]!.replace(/\s/g, '').replace(',', '.'));
    };
    const total = placed.totals.goods + placed.totals.shipping;
    expect(amount(fr.totals.includingVat)).toBeCloseTo(total, 2);
    expect(amount('TVA 20 %')).toBeCloseTo(total - total / 1.2, 2);
    expect(amount(fr.totals.excludingVat) + amount('TVA 20 %')).toBeCloseTo(total, 2);
  });

  it('speaks the language the order was placed in, file name included', async () => {
    const item = await parcel(5, '30.00');
    const placed = await order(
      item,
      { methodId: 12, savedCardId: PAYING_CARD },
      { 'Accept-Language': 'de' },
    );
    // Asked from a French page, the German order's bill stays German.
    const file = await client('fr').orderBill(zoe.token, placed.id);
    expect(file.fileName).toBe(`rechnung-${placed.number}.pdf`);
    const pdf = await text(file.blob);
    expect(pdf.all).toContain(`Rechnung Nr. ${placed.number}`);
    expect(pdf.all).toContain('Größe');
    expect(pdf.all).toContain(`Zahlungsart: ${messages.de.purchase.methods.card}`);
    expect(pdf.all).toContain('Seite 1 von 1');
  });

  it('does not exist for an order never paid (409), the purchase order does', async () => {
    const placed = await order(await parcel(5, '20.00'), { methodId: 11 });
    const bill = await api.get<{ message: string }>(
      `/secure/orders/${placed.id}/bill`,
      bearer(zoe.token),
    );
    expect(bill.status).toBe(409);
    expect(bill.body.message).toBe(messages.fr.documents.bill.unavailable);
    const purchase = await client().orderPurchaseOrder(zoe.token, placed.id);
    expect(purchase.fileName).toBe(`bon-de-commande-${placed.number}.pdf`);
    const pdf = await text(purchase.blob);
    expect(pdf.all).toContain(`Commande n° ${placed.number}`);
    expect(pdf.all).toContain('Statut : En attente de virement');
    expect(pdf.all).toContain('Montant à régler');
    expect(pdf.all).toContain('Moyen de paiement : Virement bancaire');
    // Paid by the back office, the bill appears.
    expect((await api.post(`/admin/orders/${placed.id}/mark-paid`, {}, ADMIN)).status).toBe(200);
    expect((await client().orderBill(zoe.token, placed.id)).fileName).toBe(
      `facture-${placed.number}.pdf`,
    );
  });
});

describe('GET /secure/orders/{id}/purchase-order', () => {
  it('lists what was ordered with the relay point, carrier and totals', async () => {
    const item = await parcel(5, '12.50');
    const answer = await placeOrder<TOrder>(zoe.token, {
      basketItems: [{ ...item, quantity: 3 }],
      carrierId: relay,
      relayPointId: 'FR-00001',
      payment: { methodId: 12, savedCardId: PAYING_CARD },
      termsAccepted: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const placed = answer.body;
    const pdf = await text((await client().orderPurchaseOrder(zoe.token, placed.id)).blob);
    const line = placed.lines[0]!;
    for (const expected of [
      'Bon de commande',
      `Point relais ${placed.relayPoint!.name}`,
      `Transporteur : ${placed.carrier.name}`,
      line.name,
      `${line.brand} · taille ${line.size}`,
      '3 12,50 € 37,50 €',
      'Montant réglé',
      LOCAL_LEGAL.vatNumber,
    ])
      expect(pdf.all).toContain(expected);
  });

  it('spreads a long order over pages, each with its footer', async () => {
    const items = await Promise.all(Array.from({ length: 14 }, () => parcel(5, '10.00')));
    const answer = await placeOrder<TOrder>(zoe.token, {
      basketItems: items.map((item) => ({ ...item, quantity: 1 })),
      carrierId: home,
      shippingAddressId: addressId,
      payment: { methodId: 11 },
      termsAccepted: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const pdf = await text((await client().orderPurchaseOrder(zoe.token, answer.body.id)).blob);
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) =>
      expect(page).toContain(`Page ${index + 1} sur ${pdf.pages.length}`),
    );
    for (const line of answer.body.lines) expect(pdf.all).toContain(line.name);
  });
});

describe('order documents and ownership', () => {
  it("answers another customer's order, an unknown one and no token like nothing is there", async () => {
    const placed = await order(await parcel(5, '15.00'), {
      methodId: 12,
      savedCardId: PAYING_CARD,
    });
    for (const kind of ['bill', 'purchase-order']) {
      const path = `/secure/orders/${placed.id}/${kind}`;
      expect((await api.get(path)).status).toBe(401);
      const foreign = await api.get<{ message: string }>(path, bearer(other.token));
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(messages.fr.orders.errors.notFound);
      expect((await api.get(`/secure/orders/999999/${kind}`, bearer(zoe.token))).status).toBe(404);
      const bad = await api.get<{ field: string }>(`/secure/orders/abc/${kind}`, bearer(zoe.token));
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('orderId');
    }
    await expect(client().orderBill(other.token, placed.id)).rejects.toBeInstanceOf(ApiError);
  });
});
