// Writes the nginx edge's generated files (deploy/nginx/shop) from the gateway's routing table.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generatedNginxFiles } from '../src/edge/nginx';

const target = resolve(import.meta.dirname, '../../../deploy/nginx/shop');
for (const [name, content] of Object.entries(generatedNginxFiles())) {
  writeFileSync(resolve(target, name), content);
  console.info(`wrote deploy/nginx/shop/${name}`);
}
