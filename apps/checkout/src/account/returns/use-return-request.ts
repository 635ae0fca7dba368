import type { TOrderReturns, TReturnReason } from '@shop/api-client';
import { toCents } from '@shop/domain/money';
import { isReturnCommentValid, type RETURN_REFUND_TYPES } from '@shop/domain/returns';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineChoice, LineErrors } from './ReturnLineFields';

export type RefundType = (typeof RETURN_REFUND_TYPES)[keyof typeof RETURN_REFUND_TYPES];

/**
 * The request form's state and its checks before sending (the same rules the API applies:
 * a reason and a comment of 10 characters per line (section 5: always), a refund type the
 * shopper chose (none is chosen for them), the conditions). One Idempotency-Key per attempt:
 * a double click makes one return.
 */
export function useReturnRequest(data: TOrderReturns, reasons: readonly TReturnReason[]) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [refundType, setRefundType] = useState<RefundType | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{
    lines: Record<number, LineErrors>;
    form: string | null;
    refundType: string | null;
    conditions: string | null;
  }>({ lines: {}, form: null, refundType: null, conditions: null });
  const key = useRef<string>(crypto.randomUUID());

  const choiceOf = (lineId: number): LineChoice =>
    choices[lineId] ?? { selected: false, quantity: 1, reasonId: null, comment: '' };
  const change = (lineId: number, next: LineChoice) => {
    setChoices((current) => ({ ...current, [lineId]: next }));
    key.current = crypto.randomUUID();
  };
  const chosen = data.lines.filter((line) => line.returnable > 0 && choiceOf(line.id).selected);

  /** The request body, or null with the errors shown. */
  function validate() {
    const lines: Record<number, LineErrors> = {};
    for (const line of chosen) {
      const choice = choiceOf(line.id);
      const reason = reasons.find((item) => item.id === choice.reasonId);
      if (!reason) lines[line.id] = { reason: t('returns.errors.reason') };
      else if (!isReturnCommentValid(choice.comment))
        lines[line.id] = { comment: t('returns.errors.comment') };
    }
    const form = chosen.length === 0 ? t('returns.page.noLine') : null;
    const conditions = accepted ? null : t('returns.errors.conditions');
    const refundError = refundType === null ? t('returns.errors.refundType') : null;
    setErrors({ lines, form, refundType: refundError, conditions });
    if (form || conditions || refundType === null || Object.keys(lines).length > 0) return null;
    return {
      orderId: data.orderId,
      returnOrderRefundTypeId: refundType,
      conditionsAccepted: true as const,
      products: chosen.map((line) => {
        const choice = choiceOf(line.id);
        return {
          orderProduct: line.id,
          quantity: choice.quantity,
          reason: choice.reasonId!,
          comment: choice.comment.trim() || null,
        };
      }),
    };
  }

  const goodsCents = chosen.reduce(
    (sum, line) => sum + toCents(line.unitPrice) * choiceOf(line.id).quantity,
    0,
  );
  const reasonIds = chosen.flatMap((line) => choiceOf(line.id).reasonId ?? []);
  return {
    choiceOf,
    change,
    refundType,
    setRefundType,
    accepted,
    setAccepted,
    errors,
    setErrors,
    validate,
    goodsCents,
    reasonIds,
    key,
  };
}
