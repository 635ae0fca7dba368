import type { TVoucher } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { GIFT_CARD_ATTEMPTS, normalizeGiftCardCode } from '@shop/domain/vouchers';
import { TextField } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api-context';
import { useShop } from '../../app/shop-context-provider';
import { AccountForm } from '../shared/AccountForm';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { AccountPageFrame, PAGE_TITLE_ID } from '../shared/AccountPageFrame';
import { apiMessage, apiStatus } from '../shared/api-message';
import { formatDay } from '../shared/format';
import { useAccountForm } from '../shared/use-account-form';
import { customerKey } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import { VOUCHERS } from './VouchersPage';

/** Refusals of the activation, by status, in words when the API gave none. */
const REFUSALS: Record<number, string> = {
  404: 'vouchers.giftCard.unknown',
  409: 'vouchers.giftCard.used',
  410: 'vouchers.giftCard.expired',
  429: 'vouchers.giftCard.tooManyAttempts',
};

/**
 * /account/giftcard-activation: the card's 16-character secret code (spaces and dashes as
 * printed are fine) adds its amount to the customer's credits. Unknown, used or expired codes
 * and too many wrong tries (the API counts them) are said plainly.
 */
export function GiftCardActivationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { locale } = useShop();
  const queryClient = useQueryClient();
  const { state, callAsCustomer } = useSession();
  const [code, setCode] = useState('');
  const [added, setAdded] = useState<TVoucher | null>(null);
  const account = useAccountForm<'code'>(['code']);
  const { form, errors, setErrors, busy, send } = account;
  if (state.status !== 'customer') return null;
  const customerId = state.profile.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAdded(null);
    const normalized = normalizeGiftCardCode(code);
    if (normalized === null) {
      setErrors({
        code: t(
          code.trim() === ''
            ? 'accountArea.giftCard.errors.required'
            : 'accountArea.giftCard.errors.format',
        ),
      });
      requestAnimationFrame(() => form.current?.querySelector('input')?.focus());
      return;
    }
    send(
      async () => {
        const { voucher } = await callAsCustomer((token) =>
          api.activateGiftCard(token, normalized),
        );
        setErrors({});
        setCode('');
        setAdded(voucher);
        await queryClient.invalidateQueries({ queryKey: customerKey(customerId, VOUCHERS) });
      },
      {
        explain: (failure) => {
          const key = REFUSALS[apiStatus(failure) ?? 0];
          if (!key) return null;
          return {
            field: 'code',
            text: apiMessage(failure) ?? t(key, { minutes: GIFT_CARD_ATTEMPTS.windowMinutes }),
          };
        },
      },
    );
  }

  return (
    <AccountPageFrame
      title={t('accountArea.sections.giftCard.title')}
      intro={t('accountArea.giftCard.intro')}
    >
      <div className={`${pageStyles.panel} ${pageStyles.formPanel}`}>
        {added ? (
          <div className={pageStyles.section}>
            <FormMessage kind="success">
              {t('accountArea.giftCard.activated', {
                amount: formatPrice(added.amount, locale),
                date: formatDay(added.expiresAt, locale),
              })}
            </FormMessage>
            <Link to="/account/voucher" className={pageStyles.link}>
              {t('accountArea.giftCard.seeVouchers')}
            </Link>
          </div>
        ) : null}
        <AccountForm
          state={account}
          submitLabel={t('accountArea.giftCard.submit')}
          onSubmit={submit}
          labelledBy={PAGE_TITLE_ID}
        >
          <TextField
            name="code"
            label={t('accountArea.giftCard.code')}
            hint={t('accountArea.giftCard.codeHint')}
            required
            announceError
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            inputClassName={pageStyles.code}
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value)}
          />
        </AccountForm>
      </div>
    </AccountPageFrame>
  );
}
