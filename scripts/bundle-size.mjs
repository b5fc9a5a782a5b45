/**
 * What a visitor's browser downloads before the landing page paints: the entry of web/dist and every
 * chunk and stylesheet it imports statically (lazy routes and dialogs come later), gzipped. Fails when
 * it grows past the budget, so a page that stops loading on demand is caught at once.
 *
 *   node scripts/bundle-size.mjs           after `npm run build --workspace web`
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzipped KB: what peers' marketing pages keep under. */
const BUDGET_KB = 150;

const dist = path.resolve('web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');

const rows = [...files].map((file) => ({ file, kb: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024 }));
const total = rows.reduce((sum, r) => sum + r.kb, 0);
for (const r of rows.sort((a, b) => b.kb - a.kb)) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.file}`);
console.log(`${total.toFixed(1).padStart(7)} KB  the landing page's JS and CSS, gzipped (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB) {
  console.error(`The landing page grew past its budget: ${total.toFixed(1)} KB > ${BUDGET_KB} KB. Load what it does not show on demand.`);
  process.exit(1);
}
