/** An id as the address has it: a positive integer, nothing else. */
export function idParam(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** The pages of a return, relative to the router's basename. */
export const returnRequestPath = (orderId: number) =>
  `/account/history/${orderId}/product-return-detail`;
export const returnViewPath = (orderId: number, returnOrderId: number) =>
  `${returnRequestPath(orderId)}/${returnOrderId}`;
