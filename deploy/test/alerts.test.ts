// The alert rules: promtool checks them and runs their unit tests (alerts.test.yml), and every alert says what
// it means and links a runbook that tells the person on call how to diagnose and mitigate it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defined, repoRoot } from './lib/checks';

const dir = path.join(repoRoot, 'deploy/prometheus');
interface Rule {
  alert: string;
  annotations: Record<string, string>;
}
const rules = (parse(readFileSync(path.join(dir, 'alerts.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);
const tests = parse(readFileSync(path.join(dir, 'alerts.test.yml'), 'utf8')) as { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] };

const promtool = (...args: string[]) => spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });

describe('alert rules', () => {
  it('pass promtool check rules', () => {
    const r = promtool('check', 'rules', 'alerts.yml');
    expect(r.error).toBeUndefined();
    expect(`${r.stdout}${r.stderr}`).toContain('SUCCESS');
    expect(r.status).toBe(0);
  });

  it('pass their promtool unit tests, and every alert has a case where it fires', () => {
    const r = promtool('test', 'rules', 'alerts.test.yml');
    expect(`${r.stdout}${r.stderr}`).toContain('SUCCESS');
    expect(r.status).toBe(0);
    const fired = new Set(tests.tests.flatMap((t) => t.alert_rule_test.filter((c) => c.exp_alerts.length > 0).map((c) => c.alertname)));
    expect(rules.map((r) => r.alert).filter((a) => !fired.has(a))).toEqual([]);
  });

  it.each(rules.map((r) => [r.alert, r] as const))('%s has a summary, a description and a runbook to follow', (name, rule) => {
    expect(rule.annotations.summary).toBeTruthy();
    expect(rule.annotations.description).toBeTruthy();
    expect(rule.annotations.runbook_url).toBe(`deploy/runbooks/${name}.md`);
    const book = path.join(repoRoot, defined(rule.annotations.runbook_url, 'a runbook_url'));
    expect(existsSync(book)).toBe(true);
    const text = readFileSync(book, 'utf8');
    for (const section of ['# ' + name, '## Meaning', '## Impact', '## Diagnose', '## Mitigate']) expect(text).toContain(section);
  });
});
