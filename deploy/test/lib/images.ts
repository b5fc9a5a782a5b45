// Which image a target runs. The Dockerfile builds the application twice: `runtime` without speech tools and
// `runtime-speech` with espeak-ng and ffmpeg. A target whose code runs those tools needs the second; every other
// target runs the first, which is smaller and has less to patch.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitImage } from './kustomize';

const SPEECH_TOOLS = ['espeak-ng', 'ffmpeg'];

/** The targets whose sources (services/<target>/src) default a setting to a speech tool's command. */
export function speechTargets<T extends string>(servicesDir: string, targets: readonly T[]): T[] {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
  const command = new RegExp(`\\.default\\('(${SPEECH_TOOLS.join('|')})'\\)`);
  return targets.filter((t) => sources(path.join(servicesDir, t, 'src')).some((f) => command.test(readFileSync(f, 'utf8'))));
}

/**
 * The images of one render: the speech targets run `<image>-speech`, every other target `<image>`, both with one
 * tag (they are built from one commit). Returns one message per problem.
 */
export function imageProblems(workloads: { target: string; image?: string }[], speech: readonly string[]): string[] {
  const images = (withSpeech: boolean) => [...new Set(workloads.filter((w) => speech.includes(w.target) === withSpeech).map((w) => w.image ?? '(none)'))];
  const plain = images(false);
  const spoken = images(true);
  const problems: string[] = [];
  if (plain.length !== 1) problems.push(`the targets without speech tools must run one image, found ${plain.join(', ')}`);
  if (spoken.length !== 1) problems.push(`${speech.join(', ')} must run one image, found ${spoken.join(', ')}`);
  const [plainImage] = plain;
  const [spokenImage] = spoken;
  if (problems.length > 0 || plainImage === undefined || spokenImage === undefined) return problems;
  const [p, s] = [splitImage(plainImage), splitImage(spokenImage)];
  if (s.name !== `${p.name}-speech`) problems.push(`${speech.join(', ')} must run ${p.name}-speech (the runtime-speech target), found ${spokenImage}`);
  if (s.tag !== p.tag) problems.push(`both images must carry one tag, found ${plainImage} and ${spokenImage}`);
  return problems;
}
