import { faq, h, list, p, type CmsTexts } from './types';

export const fr: CmsTexts = {
  delivery: {
    title: 'Livraison et retours',
    metaDescription:
      'Délais, tarifs et modes de livraison de {{shop}}, et comment nous renvoyer un article.',
    blocks: [
      h('Nos modes de livraison'),
      p(
        'Chaque commande passée avant 14 h un jour ouvré est préparée le jour même dans notre entrepôt. Vous recevez un e-mail avec le lien de suivi dès que le colis quitte nos locaux.',
      ),
      list(
        'Point relais : {{relayDays}}, dès {{relayPrice}}',
        'Livraison à domicile : {{homeDays}}, dès {{homePrice}}',
        'Livraison express : le lendemain avant 13 h pour toute commande passée avant 12 h, dès {{expressPrice}}',
      ),
      p(
        'La livraison est offerte en point relais et à domicile dès {{amount}} € d’achat. Nous livrons aujourd’hui en {{country}} et dans la plupart des pays de l’Union européenne.',
      ),
      h('Renvoyer un article'),
      p(
        'Vous disposez de 14 jours après réception pour nous renvoyer un article qui ne vous convient pas. Créez votre retour depuis la rubrique « Mes commandes » de votre compte, imprimez l’étiquette et déposez le colis dans le point relais de votre choix.',
      ),
    ],
  },
  returns: {
    title: 'Conditions de retour',
    metaDescription:
      'Satisfait ou remboursé sous 14 jours : les conditions de retour et de remboursement de {{shop}}.',
    blocks: [
      p(
        'Satisfait ou remboursé : vous avez 14 jours à compter de la réception de votre commande pour changer d’avis, sans avoir à vous justifier.',
      ),
      h('Articles acceptés'),
      list(
        'Articles non portés, non lavés, avec leurs étiquettes d’origine',
        'Chaussures renvoyées dans leur boîte, elle-même protégée par un carton',
        'Les sous-vêtements, maillots de bain et articles personnalisés ne sont ni repris ni échangés pour des raisons d’hygiène',
      ),
      h('Remboursement'),
      p(
        'Dès que votre retour est contrôlé par notre équipe, sous 5 jours ouvrés après réception, nous vous remboursons sur le moyen de paiement utilisé lors de la commande. Les frais de livraison initiaux sont remboursés si vous renvoyez la totalité de la commande.',
      ),
      p(
        'Une question sur un retour ? Écrivez-nous à {{email}}, nous répondons en moins de 24 heures ouvrées.',
      ),
    ],
  },
  terms: {
    title: 'Conditions générales de vente',
    metaDescription:
      'Les conditions générales de vente applicables aux commandes passées sur {{shop}}.',
    blocks: [
      h('Article 1 – Objet'),
      p(
        'Les présentes conditions régissent les ventes conclues sur le site {{shop}} entre Maison Rue SAS et toute personne qui y passe commande. Passer commande vaut acceptation sans réserve de ces conditions.',
      ),
      h('Article 2 – Prix'),
      p(
        'Les prix sont indiqués en euros, toutes taxes comprises, hors frais de livraison. Le prix applicable est celui affiché au moment de la validation de la commande. Les promotions sont valables dans la limite des stocks disponibles.',
      ),
      h('Article 3 – Paiement'),
      p(
        'Le paiement s’effectue par carte bancaire, PayPal ou bon d’achat. La commande est confirmée dès l’acceptation du paiement ; un e-mail récapitulatif vous est alors envoyé.',
      ),
      h('Article 4 – Droit de rétractation'),
      p(
        'Conformément au Code de la consommation, vous disposez d’un délai de 14 jours à compter de la réception pour exercer votre droit de rétractation, dans les conditions décrites sur la page « Conditions de retour ».',
      ),
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    metaDescription:
      'Commande, livraison, retours, paiement : les réponses aux questions les plus posées à {{shop}}.',
    blocks: [
      p(
        'Vous trouverez ici les réponses aux questions que nos clients nous posent le plus souvent. Si la vôtre n’y figure pas, notre service client vous répond à {{email}}.',
      ),
      faq(
        'Commandes et livraison',
        [
          'Comment suivre ma commande ?',
          'Dès l’expédition, vous recevez un e-mail avec un lien de suivi. Vous retrouvez aussi le suivi dans « Mes commandes » de votre compte.',
        ],
        [
          'Puis-je modifier ma commande ?',
          'Tant qu’elle n’est pas préparée, écrivez-nous rapidement : nous pouvons changer une taille ou une adresse. Une fois le colis parti, il faudra passer par un retour.',
        ],
        [
          'La livraison est-elle gratuite ?',
          'Oui, en point relais et à domicile dès {{amount}} € d’achat.',
        ],
      ),
      faq(
        'Retours et paiement',
        [
          'Combien de temps ai-je pour renvoyer un article ?',
          '14 jours à compter de la réception, pour tout article non porté avec ses étiquettes.',
        ],
        [
          'Quand serai-je remboursé ?',
          'Sous 5 jours ouvrés après la réception de votre retour, sur le moyen de paiement d’origine.',
        ],
        [
          'Mon paiement est-il sécurisé ?',
          'Oui : les paiements sont chiffrés et validés par 3-D Secure. Nous ne conservons jamais vos données de carte.',
        ],
      ),
    ],
  },
  jobs: {
    title: 'Recrutement',
    metaDescription:
      'Rejoignez l’équipe de {{shop}} : nos métiers, nos offres et comment postuler.',
    blocks: [
      p(
        'Maison Rue, c’est une équipe d’une centaine de personnes entre notre siège à Paris et notre entrepôt de Lille, qui partagent la même envie : rendre la mode urbaine accessible à tous.',
      ),
      h('Nos offres du moment'),
      list(
        'Acheteur ou acheteuse textile homme – CDI, Paris',
        'Développeur ou développeuse front-end – CDI, Paris ou télétravail',
        'Préparateurs et préparatrices de commandes – CDD saisonniers, Lille',
        'Chargé ou chargée de service client bilingue – CDI, Lille',
      ),
      p(
        'Envoyez votre CV et quelques lignes sur ce qui vous motive à jobs@maisonrue.com. Chaque candidature reçoit une réponse.',
      ),
    ],
  },
  promoCode: {
    title: 'Code promo',
    metaDescription:
      'Comment utiliser un code promo sur {{shop}} et les conditions qui s’appliquent.',
    blocks: [
      p(
        'Vous avez reçu un code promo par e-mail, sur nos réseaux ou de la part d’un partenaire ? Saisissez-le dans votre panier, dans le champ « Code promo », puis validez : la remise s’affiche immédiatement.',
      ),
      h('Bon à savoir'),
      list(
        'Un seul code par commande',
        'Les codes ne s’appliquent pas aux articles de l’outlet ni aux ventes flash, sauf mention contraire',
        'Chaque code a une date de fin et parfois un montant minimum d’achat',
      ),
      p(
        'Votre code ne fonctionne pas ? Vérifiez les majuscules et la date de validité, puis contactez-nous à {{email}}.',
      ),
    ],
  },
  legal: {
    title: 'Mentions légales',
    metaDescription: 'Éditeur, hébergeur et propriété intellectuelle du site {{shop}}.',
    blocks: [
      h('Éditeur du site'),
      p(
        'Le site {{shop}} est édité par Maison Rue SAS, au capital de 250 000 €, immatriculée au RCS de Paris, dont le siège est situé 18 rue des Filles-du-Calvaire, 75003 Paris. Directrice de la publication : Claire Dumont.',
      ),
      h('Hébergement'),
      p(
        'Le site est hébergé dans l’Union européenne par un prestataire d’infrastructure dont les centres de données sont situés en France et en Allemagne.',
      ),
      h('Propriété intellectuelle'),
      p(
        'Les textes, photographies, logos et illustrations de ce site sont protégés par le droit d’auteur. Toute reproduction sans autorisation écrite de Maison Rue SAS est interdite.',
      ),
    ],
  },
};
