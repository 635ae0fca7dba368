import { ZIdParam } from '@shop/api-client/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { requestContext } from '../../http/store-context';
import { NoBillError, renderBill } from '../../services/orders/documents/bill';
import { documentFileName, type DocumentKind } from '../../services/orders/documents/file-name';
import {
  loadOrderDocument,
  type OrderDocument,
} from '../../services/orders/documents/order-document';
import { renderPurchaseOrder } from '../../services/orders/documents/purchase-order';
import { orderText } from '../../services/orders/texts';
import { translator } from '../../services/site/translator';
import { requireCustomer } from '../security/authenticate';

const ZOrderParams = z.object({ orderId: ZIdParam });

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
  const send = async (request: FastifyRequest, reply: FastifyReply, kind: DocumentKind) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { orderId } = parseInput(ZOrderParams, request.params, 'path');
    const { locale } = requestContext(request, context.stores);
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

  app.get('/secure/orders/:orderId/bill', (request, reply) => send(request, reply, 'bill'));
  app.get('/secure/orders/:orderId/purchase-order', (request, reply) =>
    send(request, reply, 'purchaseOrder'),
  );
}
