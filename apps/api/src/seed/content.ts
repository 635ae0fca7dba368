import type { Db } from '../db/client';
import * as t from '../db/schema';
import { buildSaleBanners, buildSeasonalBanners } from './content/banners';
import { buildCmsPages } from './content/cms-pages';
import { REFERERS } from './content/referers';
import { storeLocalePairs } from './content/store-texts';
import { buildTemplatePages, buildTemplates } from './content/templates';
import { buildTranslations } from './content/translations';
import { insertChunked } from './insert';
import { buildHeaderBanner } from './site/banners';
import type { SiteContext } from './site/context';
import { buildFooter } from './site/footers';
import { buildMenu } from './site/menus';

/** Menus, footers, banners, CMS and template pages, templates, translations and referers. */
export async function seedSiteContent(db: Db, site: SiteContext): Promise<void> {
  const pairs = storeLocalePairs();
  await insertChunked(
    db,
    t.menuEntries,
    pairs.flatMap(([storeId, locale]) => buildMenu(site, storeId, locale)),
  );
  await insertChunked(
    db,
    t.footers,
    pairs.map(([storeId, locale]) => buildFooter(site, storeId, locale)),
  );
  await insertChunked(
    db,
    t.headerBanners,
    pairs.map(([storeId, locale]) => buildHeaderBanner(site, storeId, locale)),
  );
  await insertChunked(db, t.cmsPages, buildCmsPages(site.freeShippingAmount, site.referenceDate));
  await insertChunked(db, t.templates, buildTemplates(site));
  await insertChunked(db, t.templatePages, buildTemplatePages(site));
  await insertChunked(db, t.saleBanners, buildSaleBanners(site));
  await insertChunked(db, t.seasonalBanners, buildSeasonalBanners(site.referenceDate));
  await insertChunked(db, t.translations, buildTranslations());
  await insertChunked(db, t.referers, REFERERS);
}
