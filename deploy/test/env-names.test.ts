import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const documented = new Set<string>((JSON.parse(fs.readFileSync(path.join(repoRoot, 'deploy/env-names.json'), 'utf8')) as { name: string }[]).map((e) => e.name));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every variable the services read: zod config keys, process.env.X, and the per-service gRPC names. */
function namesReadByCode(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(path.join(repoRoot, 'services'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, name = ''] of text.matchAll(/(?:process\.env|source|env)\.([A-Z][A-Z0-9_]{2,})/g)) names.add(name);
    if (/z\.object\(/.test(text)) for (const [, name = ''] of text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)) names.add(name);
  }
  for (const service of ['IDENTITY', 'AGENT', 'TELEPHONY', 'CONVERSATION', 'BILLING', 'RECORDING', 'NOTIFICATION']) {
    names.add(`${service}_GRPC_PORT`);
    names.add(`${service}_ADDR`);
  }
  return names;
}

describe('deploy/env-names.json and the code agree', () => {
  it('documents every environment variable the services read', () => {
    const undocumented = [...namesReadByCode()].filter((name) => !documented.has(name));
    expect(namesReadByCode().size).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });
});
