#!/usr/bin/env node
// Prints the X-Admin-Token of the back-office calls (/api/v5/admin/*) of the shop `npm start`
// runs here, for curl until the back office replaces it:
//   curl -H "X-Admin-Token: $(node scripts/admin-token.mjs)" http://localhost:3000/api/v5/admin/settings
import { adminToken } from './lib/admin-token.mjs';
import { loadDotEnv } from './lib/run.mjs';

loadDotEnv();
process.stdout.write(`${adminToken()}\n`);
