// First, before any module parses with zod: the page's policy allows no eval.
import '@shop/api-client/no-eval';
import '@fontsource-variable/inter';
import '@shop/ui/styles.css';
import './styles/global.css';
import { createApiClient } from '@shop/api-client';
import { deviceFromUserAgent } from '@shop/domain/device';
import { loadMessages } from '@shop/i18n/load';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './App';
import { applyDocumentLocale, createCheckoutI18n } from './app/i18n';
import { resolveShopContext, storeHosts } from './app/shop-context';
import { env } from './env';
import { routes } from './routes';
import { startTagManager } from './app/tracking';

// Store from the host name, locale from the path prefix or else the store's language.
const port = Number(window.location.port) || 80;
const shop = resolveShopContext(window.location, storeHosts(env.VITE_SHOP_STORE_HOSTS, port));
applyDocumentLocale(shop.locale);
// Only the page's language and the French fallback are downloaded, not all six.
const i18n = createCheckoutI18n(shop.locale, await loadMessages(shop.locale));
const router = createBrowserRouter(routes, { basename: shop.basename });
const api = createApiClient({
  baseUrl: env.VITE_API_BASE,
  store: shop.storeId,
  device: deviceFromUserAgent(navigator.userAgent),
  locale: shop.locale,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders shop={shop} i18n={i18n} api={api}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

startTagManager();
