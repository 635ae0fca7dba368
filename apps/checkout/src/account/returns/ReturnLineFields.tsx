import type { TReturnableLine, TReturnReason } from '@shop/api-client';
import { RETURN_COMMENT_MAX_LENGTH } from '@shop/domain/returns';
import { Field } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import formStyles from '../../address/AddressForm.module.css';
import styles from './Returns.module.css';

export interface LineChoice {
  selected: boolean;
  quantity: number;
  reasonId: number | null;
  comment: string;
}

export interface LineErrors {
  reason?: string;
  comment?: string;
  quantity?: string;
}

/**
 * One line of the order in the request: whether it goes back, how many, why, and the comment
 * journey section 5 asks for whatever the reason.
 */
export function ReturnLineFields({
  line,
  reasons,
  choice,
  errors,
  onChange,
}: {
  line: TReturnableLine;
  reasons: readonly TReturnReason[];
  choice: LineChoice;
  errors: LineErrors;
  onChange: (next: LineChoice) => void;
}) {
  const { t } = useTranslation();
  const reason = reasons.find((item) => item.id === choice.reasonId);
  const checkId = `return-line-${line.id}`;
  return (
    <li className={styles.line} data-selected={choice.selected}>
      <label className={formStyles.check} htmlFor={checkId}>
        <input
          id={checkId}
          type="checkbox"
          checked={choice.selected}
          onChange={(event) => onChange({ ...choice, selected: event.currentTarget.checked })}
        />
        <span>
          {t('returns.page.select', { name: `${line.brand} ${line.name}`, size: line.size })}
        </span>
      </label>
      {choice.selected ? (
        <div className={styles.lineFields}>
          <Field label={t('returns.page.quantity')} error={errors.quantity}>
            {(control) => (
              <select
                {...control}
                className={formStyles.select}
                value={choice.quantity}
                onChange={(event) => onChange({ ...choice, quantity: Number(event.target.value) })}
              >
                {Array.from({ length: line.returnable }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('returns.page.reason')} error={errors.reason}>
            {(control) => (
              <select
                {...control}
                aria-required="true"
                className={formStyles.select}
                value={choice.reasonId ?? ''}
                onChange={(event) =>
                  onChange({ ...choice, reasonId: Number(event.target.value) || null })
                }
              >
                <option value="">{t('returns.page.reasonPlaceholder')}</option>
                {reasons.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {reason?.transportLabelFree ? (
            <p className={styles.note}>{t('returns.page.transportFree')}</p>
          ) : null}
          <div className={styles.comment}>
            <Field
              label={t('returns.page.comment')}
              hint={t('returns.page.commentHint')}
              error={errors.comment}
            >
              {(control) => (
                <textarea
                  {...control}
                  aria-required="true"
                  className={styles.textarea}
                  maxLength={RETURN_COMMENT_MAX_LENGTH}
                  value={choice.comment}
                  onChange={(event) => onChange({ ...choice, comment: event.target.value })}
                />
              )}
            </Field>
          </div>
        </div>
      ) : null}
    </li>
  );
}
