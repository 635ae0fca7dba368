// The back office's token of the shop these settings run: the one `npm start` generated into
// DATA_DIR/secrets.json (or the operator's own ADMIN_TOKEN) in production mode, the local
// default in development mode (npm run dev, the end-to-end run), as the API is given it.
import { productionSecrets } from './secrets.mjs';
import { shopSettings } from './shop.mjs';

const LOCAL_ADMIN_TOKEN = 'local-admin-token';

export function adminToken(env = process.env) {
  const settings = shopSettings(env);
  if (settings.mode === 'production') return productionSecrets(settings.dataDir, env).ADMIN_TOKEN;
  return env.ADMIN_TOKEN || LOCAL_ADMIN_TOKEN;
}
