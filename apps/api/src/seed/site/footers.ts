import type { Locale } from '@shop/domain/locales';
import { MAIN_STORE_ID, type StoreId } from '@shop/domain/stores';
import type { AppStoreLinkJson, SitemapColumnJson, SocialLinkJson } from '../../db/schema';
import type { SiteContext } from './context';
import { CMS_SLUGS, LABELS } from './labels';
import { brandPath, categoryName, categoryPath, cmsPath } from './paths';

export interface SeedFooter {
  storeId: StoreId;
  locale: Locale;
  sitemap: SitemapColumnJson[];
  social: SocialLinkJson[];
  appStores: AppStoreLinkJson[];
}

/** Footer of one store in one language: four sitemap columns, social and app-store links. */
export function buildFooter(context: SiteContext, storeId: StoreId, locale: Locale): SeedFooter {
  return {
    storeId,
    locale,
    sitemap: sitemap(context, locale),
    social: social(storeId),
    appStores: appStores(storeId, locale),
  };
}

function sitemap(context: SiteContext, locale: Locale): SitemapColumnJson[] {
  const cms = (key: keyof typeof CMS_SLUGS) => ({
    label: LABELS[key][locale],
    url: cmsPath(CMS_SLUGS[key][locale]),
  });
  return [
    {
      title: LABELS.help[locale],
      links: [
        cms('faq'),
        cms('delivery'),
        cms('returns'),
        { label: LABELS.contact[locale], url: '/contact' },
      ],
    },
    {
      title: LABELS.company[locale],
      links: [cms('jobs'), cms('promoCode'), cms('terms'), cms('legal')],
    },
    {
      title: LABELS.categories[locale],
      links: context.categories
        .filter((category) => category.leaf)
        .slice(0, 6)
        .map((category) => ({
          label: categoryName(category, locale),
          url: categoryPath(category, locale),
        })),
    },
    {
      title: LABELS.brands[locale],
      links: context.brands
        .slice(0, 6)
        .map((brand) => ({ label: brand.name, url: brandPath(brand) })),
    },
  ];
}

/** Instagram, TikTok and Facebook everywhere; YouTube for the main store only. */
function social(storeId: StoreId): SocialLinkJson[] {
  const handle = storeId === MAIN_STORE_ID ? 'maisonrue' : `maisonrue.${storeId}`;
  const links: SocialLinkJson[] = [
    { network: 'instagram', url: `https://www.instagram.com/${handle}` },
    { network: 'tiktok', url: `https://www.tiktok.com/@${handle}` },
    { network: 'facebook', url: `https://www.facebook.com/${handle}` },
  ];
  if (storeId === MAIN_STORE_ID)
    links.push({ network: 'youtube', url: 'https://www.youtube.com/@maisonrue' });
  return links;
}

/** One link per app store and store id, with the QR code shown on hover. */
function appStores(storeId: StoreId, locale: Locale): AppStoreLinkJson[] {
  const country = storeId === 'int' ? 'us' : storeId;
  return [
    {
      platform: 'apple',
      url: `https://apps.apple.com/${country}/app/maison-rue/id6400000000`,
      qrCodeUrl: `/app-stores/qr-apple-${storeId}.svg`,
    },
    {
      platform: 'google',
      url: `https://play.google.com/store/apps/details?id=com.maisonrue.shop&hl=${locale}`,
      qrCodeUrl: `/app-stores/qr-google-${storeId}.svg`,
    },
  ];
}
