// Rewrites the root package.json inside the image's build stage (never in the repo) so that
// `npm prune --omit=dev` leaves only the npm packages the compiled services import: the web workspace is dropped,
// as the gateway serves its built files (web/dist), not its packages. tsx and esbuild are development
// dependencies, so the prune removes them with the rest.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(process.argv[2] ?? 'package.json');
const pkg = JSON.parse(readFileSync(file, 'utf8'));

pkg.workspaces = (pkg.workspaces ?? []).filter((w) => w !== 'web');
writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`runtime-manifest: workspaces kept: ${pkg.workspaces.join(', ')}`);
