import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECTS,
  orderReferenceExample,
  type ContactSubject,
} from '@shop/domain/contact';
import { NAME_MAX_LENGTH } from '@shop/domain/account';
import type { Translate } from '../../server/i18n';
import type { ContactFieldError } from './contact-values';

/**
 * Every text of the contact form, translated on the server. Texts with `{{name}}` left in are
 * filled in the browser (the shopper's first name, the minutes to wait).
 */
export function contactFormLabels(t: Translate, storeId: string) {
  const limits = { min: CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH };
  // The shopper's reference is the order number of the confirmation e-mail: show one.
  const example = { example: orderReferenceExample(storeId) };
  const errors: Record<ContactFieldError, string> = {
    required: t('contact.errors.required'),
    email: t('contact.errors.email'),
    orderId: t('contact.errors.orderId', example),
    messageShort: t('contact.errors.messageShort', limits),
    messageLong: t('contact.errors.messageLong', limits),
    tooLong: t('contact.errors.tooLong', { max: NAME_MAX_LENGTH }),
  };
  return {
    title: t('contact.formTitle'),
    note: t('contact.formNote'),
    fields: {
      firstName: t('contact.fields.firstName'),
      lastName: t('contact.fields.lastName'),
      email: t('contact.fields.email'),
      subject: t('contact.fields.subject'),
      subjectPlaceholder: t('contact.fields.subjectPlaceholder'),
      orderId: t('contact.fields.orderId'),
      orderIdHint: t('contact.fields.orderIdHint', example),
      message: t('contact.fields.message'),
      messageHint: t('contact.fields.messageHint', limits),
    },
    subjects: Object.fromEntries(
      CONTACT_SUBJECTS.map((subject) => [subject, t(`contact.subjects.${subject}`)]),
    ) as Record<ContactSubject, string>,
    errors,
    summary: t('contact.errors.summary'),
    rateLimited: t('contact.errors.rateLimited', { minutes: '{{minutes}}' }),
    botCheck: t('contact.errors.botCheck'),
    failed: t('contact.errors.failed'),
    closeMessage: t('contact.closeMessage'),
    submit: t('contact.submit'),
    sending: t('contact.sending'),
    verifying: t('contact.verifying'),
    successTitle: t('contact.successTitle'),
    successText: t('contact.successText', { firstName: '{{firstName}}', email: '{{email}}' }),
    again: t('contact.again'),
    botNotice: {
      altcha: t('contact.botNotice.altcha'),
      recaptcha: t('contact.botNotice.recaptcha'),
      privacy: t('contact.botNotice.privacy'),
      terms: t('contact.botNotice.terms'),
    },
  };
}

export type ContactFormLabels = ReturnType<typeof contactFormLabels>;
