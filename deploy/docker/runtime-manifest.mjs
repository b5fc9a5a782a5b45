// Rewrites the root package.json inside the image's build stage (never in the repo) so that
// `npm prune --omit=dev` leaves exactly what the services need at run time:
//  - tsx is the runtime loader (`node --import tsx`): it must be a production dependency of the root or of a
//    workspace; if it is only a root devDependency it is promoted;
//  - the web workspace is dropped: the gateway serves its built files (web/dist), not its packages.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(process.argv[2] ?? 'package.json');
const root = path.dirname(file);
const pkg = JSON.parse(readFileSync(file, 'utf8'));

const workspaceDirs = (pkg.workspaces ?? []).flatMap((w) => {
  if (!w.endsWith('/*')) return [w];
  const parent = path.join(root, w.slice(0, -2));
  return existsSync(parent)
    ? readdirSync(parent, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${w.slice(0, -2)}/${d.name}`)
    : [];
});
const runtimeWorkspaces = workspaceDirs.filter((d) => d !== 'web');
const declaredBy = runtimeWorkspaces.filter((d) => {
  const f = path.join(root, d, 'package.json');
  return existsSync(f) && JSON.parse(readFileSync(f, 'utf8')).dependencies?.tsx;
});

if (pkg.dependencies?.tsx) {
  console.log(`runtime-manifest: tsx ${pkg.dependencies.tsx} is a root dependency`);
} else if (declaredBy.length > 0) {
  console.log(`runtime-manifest: tsx is a dependency of ${declaredBy.join(', ')}`);
} else if (pkg.devDependencies?.tsx) {
  pkg.dependencies = { ...(pkg.dependencies ?? {}), tsx: pkg.devDependencies.tsx };
  delete pkg.devDependencies.tsx;
  console.log(`runtime-manifest: tsx ${pkg.dependencies.tsx} promoted from devDependencies`);
} else {
  console.error('runtime-manifest: tsx is not declared by the root or a workspace; the services cannot start without it');
  process.exit(1);
}

pkg.workspaces = (pkg.workspaces ?? []).filter((w) => w !== 'web');
writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`runtime-manifest: workspaces kept: ${pkg.workspaces.join(', ')}`);
