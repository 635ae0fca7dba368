import type { TCreateReturnOrderRequest, TOrderReturns, TReturnReason } from '@shop/api-client';
import { formatPrice, fromCents } from '@shop/domain/money';
import { RETURN_REFUND_TYPES, returnRefund } from '@shop/domain/returns';
import { Button } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import formStyles from '../../address/AddressForm.module.css';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { useShop } from '../../app/shop-context-provider';
import { FormMessage } from '../../forms/FormMessage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useSession } from '../../session/session-context';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { apiMessage, apiStatus } from '../shared/api-message';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import { useCustomerQuery } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import { idParam, returnViewPath } from './return-params';
import { ReturnLineFields } from './ReturnLineFields';
import { ReturnSteps } from './ReturnSteps';
import styles from './Returns.module.css';
import { useReturnRequest, type RefundType } from './use-return-request';

/**
 * /account/history/{id}/product-return-detail: the first confirmation step of a return
 * (journey section 2): lines, quantities and reasons, the refund wanted, the conditions.
 */
export function ReturnRequestPage() {
  const orderId = idParam(useParams().id);
  if (orderId === null) return <NotFoundPage />;
  return <ReturnRequest orderId={orderId} />;
}

function ReturnRequest({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const data = useCustomerQuery(['order-returns', orderId], (client, token) =>
    client.orderReturns(token, orderId),
  );
  const reasons = useQuery({
    queryKey: ['return-reasons', api],
    queryFn: () => api.returnReasons(),
  });
  const back = { to: `/account/history/${orderId}`, label: t('returns.page.back') };
  if (data.isError && apiStatus(data.error) === 404) return <NotFoundPage />;
  const failed = data.isError || reasons.isError;
  return (
    <AccountPageFrame title={t('returns.page.requestTitle')} back={back}>
      <ReturnSteps current={0} />
      {data.data && reasons.data ? (
        <RequestForm data={data.data} reasons={reasons.data} />
      ) : failed ? (
        <LoadFailure onRetry={() => void Promise.all([data.refetch(), reasons.refetch()])} />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </AccountPageFrame>
  );
}

function RequestForm({ data, reasons }: { data: TOrderReturns; reasons: TReturnReason[] }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const api = useApi();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { callAsCustomer } = useSession();
  const form = useReturnRequest(data, reasons);
  const send = useApiWrite({
    mutationFn: async (body: TCreateReturnOrderRequest) => {
      const made = await callAsCustomer((token) =>
        api.createReturnOrder(token, body, form.key.current),
      );
      await queries.invalidateQueries({ queryKey: ['customer'] });
      void navigate(returnViewPath(data.orderId, made.id));
    },
    onError: (error) =>
      form.setErrors({
        lines: {},
        conditions: null,
        refundType: null,
        form: apiMessage(error) ?? t('returns.page.failed'),
      }),
  });
  const returnable = data.lines.filter((line) => line.returnable > 0);
  if (!data.canReturn)
    return (
      <p className={pageStyles.muted}>
        {t(
          data.windowEndsAt === null
            ? 'returns.page.notDelivered'
            : returnable.length
              ? 'returns.page.windowClosed'
              : 'returns.page.nothingLeft',
        )}
      </p>
    );
  const price = (cents: number) => formatPrice(fromCents(cents), locale);
  // The fee the API will keep, by the same rule (none when the shop carries the parcel).
  const refundOf = (type: RefundType) => returnRefund(form.goodsCents, type, form.reasonIds);

  function refundLabel(type: RefundType) {
    const { amountCents, feeCents } = refundOf(type);
    if (type === RETURN_REFUND_TYPES.credit)
      return t('returns.page.credit', { amount: price(amountCents) });
    return feeCents > 0
      ? t('returns.page.refund', { amount: price(amountCents), fee: price(feeCents) })
      : t('returns.page.refundFree', { amount: price(amountCents) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) send.run(body);
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ul className={pageStyles.list}>
        {returnable.map((line) => (
          <ReturnLineFields
            key={line.id}
            line={line}
            reasons={reasons}
            choice={form.choiceOf(line.id)}
            errors={form.errors.lines[line.id] ?? {}}
            onChange={(next) => form.change(line.id, next)}
          />
        ))}
      </ul>
      <fieldset
        className={styles.fieldset}
        aria-describedby={form.errors.refundType ? 'return-refund-type-error' : undefined}
      >
        <legend className={styles.legend}>{t('returns.page.refundTitle')}</legend>
        {([RETURN_REFUND_TYPES.credit, RETURN_REFUND_TYPES.refund] as const).map((type) => (
          <label key={type} className={formStyles.choice}>
            <input
              type="radio"
              name="refundType"
              checked={form.refundType === type}
              onChange={() => form.setRefundType(type)}
            />
            <span>{refundLabel(type)}</span>
          </label>
        ))}
        {form.errors.refundType ? (
          <p id="return-refund-type-error" className={formStyles.error}>
            {form.errors.refundType}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label className={formStyles.check} htmlFor="return-conditions">
          <input
            id="return-conditions"
            type="checkbox"
            checked={form.accepted}
            aria-invalid={form.errors.conditions ? true : undefined}
            aria-describedby={form.errors.conditions ? 'return-conditions-error' : undefined}
            onChange={(event) => form.setAccepted(event.currentTarget.checked)}
          />
          <span>{t('returns.page.conditions')}</span>
        </label>
        {form.errors.conditions ? (
          <p id="return-conditions-error" className={formStyles.error}>
            {form.errors.conditions}
          </p>
        ) : null}
      </div>
      {form.errors.form ? <FormMessage kind="error">{form.errors.form}</FormMessage> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending} loadingLabel={t('returns.page.submitting')}>
          {t('returns.page.submit')}
        </Button>
      </div>
    </form>
  );
}
