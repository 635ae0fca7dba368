import type { CardField, CardFieldError } from '../card-input';
import { HOLDER_MAX_LENGTH } from '../card-input';
import type { SandboxPayment } from '../payments';
import { escapeHtml, euros, pageTexts, renderPage, summary, type Translate } from './layout';

/**
 * The hosted card form: labels above fields, errors in words under their field and listed on
 * top, the first wrong field focused. The number and the code are never written back.
 */

export interface CardFormState {
  errors: Partial<Record<CardField, CardFieldError>>;
  values: { holder: string; expiry: string };
}

interface FieldSpec {
  name: CardField;
  label: string;
  attributes: string;
  hint?: string;
  value?: string;
  autofocus: boolean;
  error?: string;
}

function field({ name, label, attributes, hint, value, autofocus, error }: FieldSpec): string {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes}${value ? ` value="${escapeHtml(value)}"` : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }${error ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''} required>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function fields(t: Translate, state: CardFormState): Record<CardField, string> {
  const error = (name: CardField) => {
    const key = state.errors[name];
    return key ? t(`payment.hosted.errors.${key}`) : undefined;
  };
  const first = (['holder', 'number', 'expiry', 'cvc'] as const).find((name) => state.errors[name]);
  const spec = (name: CardField, attributes: string, extra: Partial<FieldSpec> = {}) =>
    field({
      name,
      label: t(`payment.hosted.card.${name}`),
      attributes,
      autofocus: first === name,
      error: error(name),
      ...extra,
    });
  return {
    holder: spec('holder', `type="text" autocomplete="cc-name" maxlength="${HOLDER_MAX_LENGTH}"`, {
      value: state.values.holder,
    }),
    number: spec(
      'number',
      'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"',
    ),
    expiry: spec('expiry', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7"', {
      value: state.values.expiry,
    }),
    cvc: spec('cvc', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', {
      hint: t('payment.hosted.card.cvcHint'),
    }),
  };
}

export function cardFormPage(
  payment: SandboxPayment,
  state: CardFormState = { errors: {}, values: { holder: '', expiry: '' } },
): string {
  const { locale, t } = pageTexts(payment);
  const input = fields(t, state);
  const invalid = Object.keys(state.errors).length > 0;
  const body = `${summary(payment, locale, t)}
${invalid ? `<p class="alert" role="alert">${escapeHtml(t('payment.hosted.card.fix'))}</p>` : ''}
<form method="post" novalidate>
${input.holder}
${input.number}
<div class="row">${input.expiry}${input.cvc}</div>
${payment.saveMethod ? `<p class="hint">${escapeHtml(t('payment.hosted.card.willBeSaved'))}</p>` : ''}
<div class="actions">
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(
    t('payment.hosted.card.pay', { amount: euros(payment.amountCents, locale) }),
  )}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(
    t('payment.hosted.card.cancel'),
  )}</button>
</div>
</form>`;
  return renderPage({ locale, t, title: t('payment.hosted.card.heading'), body });
}
