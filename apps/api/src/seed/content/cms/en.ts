import { faq, h, list, p, type CmsTexts } from './types';

export const en: CmsTexts = {
  delivery: {
    title: 'Delivery and returns',
    metaDescription:
      'Delivery times, prices and options at {{shop}}, and how to send an item back.',
    blocks: [
      h('How we deliver'),
      p(
        'Every order placed before 2 pm on a working day is packed the same day in our warehouse. You get an e-mail with a tracking link as soon as the parcel leaves.',
      ),
      list(
        'Pick-up point: {{relayDays}}, from {{relayPrice}}',
        'Home delivery: {{homeDays}}, from {{homePrice}}',
        'Express: next day before 1 pm for orders placed before noon, from {{expressPrice}}',
      ),
      p(
        'Delivery to a pick-up point or to your door is free from €{{amount}}. We deliver to {{country}} and to most countries of the European Union.',
      ),
      h('Sending an item back'),
      p(
        'You have 14 days from delivery to send back anything that does not suit you. Start your return from “My orders” in your account, print the label and drop the parcel at the pick-up point of your choice.',
      ),
    ],
  },
  returns: {
    title: 'Returns conditions',
    metaDescription:
      'Satisfied or refunded within 14 days: the returns and refund conditions of {{shop}}.',
    blocks: [
      p(
        'Satisfied or refunded: you have 14 days from receiving your order to change your mind, no questions asked.',
      ),
      h('What we take back'),
      list(
        'Unworn, unwashed items with their original tags',
        'Shoes in their own box, packed inside a shipping carton',
        'For hygiene reasons, underwear, swimwear and personalised items cannot be returned',
      ),
      h('Refunds'),
      p(
        'Once our team has checked your return, within 5 working days of receiving it, we refund the payment method used for the order. The original delivery cost is refunded when you return the whole order.',
      ),
      p('A question about a return? Write to {{email}}; we answer within one working day.'),
    ],
  },
  terms: {
    title: 'Terms and conditions',
    metaDescription: 'The terms and conditions of sale that apply to orders placed on {{shop}}.',
    blocks: [
      h('1. Scope'),
      p(
        'These terms govern every sale made on {{shop}} between Maison Rue SAS and anyone placing an order. Placing an order means accepting them in full.',
      ),
      h('2. Prices'),
      p(
        'Prices are in euros, including VAT and excluding delivery. The price shown when you confirm the order is the one that applies. Offers are valid while stocks last.',
      ),
      h('3. Payment'),
      p(
        'You can pay by card, PayPal or gift card. The order is confirmed once payment is accepted, and we send you a summary by e-mail.',
      ),
      h('4. Right of withdrawal'),
      p(
        'You have 14 days from delivery to withdraw from the purchase, under the conditions described on the “Returns conditions” page.',
      ),
    ],
  },
  faq: {
    title: 'FAQ',
    metaDescription:
      'Orders, delivery, returns and payment: answers to the questions {{shop}} is asked most.',
    blocks: [
      p(
        'Here are the answers to the questions our customers ask most often. If yours is not here, our customer service team is at {{email}}.',
      ),
      faq(
        'Orders and delivery',
        [
          'How do I track my order?',
          'When it ships you get an e-mail with a tracking link. You will also find it under “My orders” in your account.',
        ],
        [
          'Can I change my order?',
          'As long as it has not been packed, write to us quickly and we can change a size or an address. Once it has left, you will need to return it.',
        ],
        ['Is delivery free?', 'Yes, to a pick-up point or to your door from €{{amount}}.'],
      ),
      faq(
        'Returns and payment',
        [
          'How long do I have to return an item?',
          '14 days from delivery, for any unworn item with its tags.',
        ],
        [
          'When will I be refunded?',
          'Within 5 working days of receiving your return, to your original payment method.',
        ],
        [
          'Is paying safe?',
          'Yes: payments are encrypted and confirmed with 3-D Secure. We never keep your card details.',
        ],
      ),
    ],
  },
  jobs: {
    title: 'Jobs',
    metaDescription: 'Join the {{shop}} team: what we do, open positions and how to apply.',
    blocks: [
      p(
        'Maison Rue is a team of about a hundred people between our head office in Paris and our warehouse in Lille, all with the same aim: making streetwear affordable for everyone.',
      ),
      h('Open positions'),
      list(
        'Menswear buyer – permanent, Paris',
        'Front-end developer – permanent, Paris or remote',
        'Warehouse pickers – seasonal, Lille',
        'Customer service advisor, English and French – permanent, Lille',
      ),
      p(
        'Send your CV and a few lines about what drives you to jobs@maisonrue.com. Every application gets an answer.',
      ),
    ],
  },
  promoCode: {
    title: 'Promo code',
    metaDescription: 'How to use a promo code on {{shop}} and the conditions that apply.',
    blocks: [
      p(
        'Got a code by e-mail, on our social channels or from a partner? Enter it in your basket in the “Promo code” field and confirm: the discount shows straight away.',
      ),
      h('Good to know'),
      list(
        'One code per order',
        'Codes do not apply to outlet items or flash sales unless stated otherwise',
        'Every code has an end date and sometimes a minimum spend',
      ),
      p('Code not working? Check capital letters and the end date, then write to {{email}}.'),
    ],
  },
  legal: {
    title: 'Legal notice',
    metaDescription: 'Publisher, hosting and intellectual property of the {{shop}} website.',
    blocks: [
      h('Publisher'),
      p(
        'The {{shop}} website is published by Maison Rue SAS, share capital €250,000, registered in Paris, head office 18 rue des Filles-du-Calvaire, 75003 Paris, France. Publishing director: Claire Dumont.',
      ),
      h('Hosting'),
      p(
        'The website is hosted in the European Union by an infrastructure provider with data centres in France and Germany.',
      ),
      h('Intellectual property'),
      p(
        'The texts, photographs, logos and illustrations of this website are protected by copyright. Reproducing them without the written consent of Maison Rue SAS is forbidden.',
      ),
    ],
  },
};
