import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAdmin } from './admin';
import { registerCmsPage } from './cms/get-by-slug';
import { registerHealth } from './health/get';
import { registerInit } from './init/get';
import { registerProductPicture } from './media/get-product-picture';
import { registerWatermark } from './media/get-watermark';
import { registerMenu } from './menu/get';
import { registerPageInfo } from './pages/page-info';
import { registerParse } from './pages/parse';
import { registerProduct } from './products/get';
import { registerProductInformation } from './products/get-information';
import { registerAssociatedProducts } from './products/list-associated';
import { registerProductScores } from './products/list-scores';
import { registerReferer } from './referers/get';
import { registerSitemapProducts } from './seo/sitemap-products';
import { registerIdentityRoutes } from './security';
import { registerShopperRoutes } from './shopper';
import { registerTemplatePage } from './templates/get-page';
import { registerTemplates } from './templates/list';
import { registerEncryptedData } from './tracking/generate-encrypted-data';
import { registerTranslations } from './translations/get';

/** Every route of the front API v5, registered under /api/v5 by buildApp. */
export async function registerRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  registerHealth(api);
  registerInit(api, context);
  registerMenu(api, context);
  registerCmsPage(api, context);
  registerTemplatePage(api, context);
  registerTemplates(api, context);
  registerProductScores(api, context);
  registerProduct(api, context);
  registerProductInformation(api, context);
  registerAssociatedProducts(api, context);
  registerParse(api, context);
  registerPageInfo(api, context);
  registerTranslations(api, context);
  registerReferer(api, context);
  registerSitemapProducts(api, context);
  registerEncryptedData(api, context);
  registerProductPicture(api, context);
  registerWatermark(api, context);
  registerIdentityRoutes(api, context);
  registerShopperRoutes(api, context);
  await registerAdmin(api, context);
}
