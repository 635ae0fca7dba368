import { ORDERS } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router, type RouteInput } from '../route';
import { NoBillError, renderBill } from '../../services/orders/documents/bill';
import { documentFileName, type DocumentKind } from '../../services/orders/documents/file-name';
import {
  loadOrderDocument,
  type OrderDocument,
} from '../../services/orders/documents/order-document';
import { renderPurchaseOrder } from '../../services/orders/documents/purchase-order';
import { orderText } from '../../services/orders/texts';
import { translator } from '../../services/site/translator';

const RENDER: Record<DocumentKind, typeof renderBill> = {
  bill: renderBill,
  purchaseOrder: renderPurchaseOrder,
};

/**
 * GET /secure/orders/{orderId}/bill and /purchase-order: PDF files made here, named by
 * Content-Disposition (`facture-FR-2611-00A1B2.pdf`). Another customer's order is a 404 like
 * one that does not exist; an order never paid has no bill (409).
 */
export function registerOrderDocuments(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);
  type Input = RouteInput<typeof ORDERS.orderBill>;
  const send = async (kind: DocumentKind, { caller, params: { orderId }, shop, reply }: Input) => {
    const { customerId } = caller;
    const { locale } = shop();
    const document: OrderDocument | null = await loadOrderDocument(
      context.db,
      orderId,
      customerId,
      context.env.orders.bankAccount,
    );
    if (!document) throw new HttpError(404, orderText(locale, 'errors.notFound'), 'orderId');
    let pdf: Buffer;
    try {
      pdf = await RENDER[kind](document, context.env.legal);
    } catch (error) {
      if (error instanceof NoBillError)
        throw new HttpError(409, translator(locale)('documents.bill.unavailable'));
      throw error;
    }
    const name = documentFileName(kind, document.order.number, document.locale);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(pdf);
  };

  route(ORDERS.orderBill, (input) => send('bill', input));
  route(ORDERS.orderPurchaseOrder, (input) => send('purchaseOrder', input));
}
