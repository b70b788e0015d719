import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');

/** Series Prometheus makes itself for every target; no process exports them. */
export const PROMETHEUS_OWN = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads. Strings, label matchers, ranges and groupings are
 * cut out first; what is left that is neither a function (followed by a parenthesis), a keyword
 * nor a number is a metric name.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = [...bare.matchAll(/(?<![\w:.])([a-zA-Z_:][\w:]*)(?![\w:]|\s*\()/g)].map((m) => m[1]!);
  return names.filter((name) => !KEYWORDS.has(name.toLowerCase()));
}

/** Every expression of the alert rules (ops/prometheus/alerts.yml) and of the Grafana dashboards (ops/grafana/dashboards). */
export function expressionsInOps(): { where: string; expr: string }[] {
  const found: { where: string; expr: string }[] = [];
  const rules = parse(readFileSync(resolve(root, 'ops/prometheus/alerts.yml'), 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] };
  for (const rule of rules.groups.flatMap((g) => g.rules)) found.push({ where: `alert ${rule.alert}`, expr: rule.expr });
  const dashboards = resolve(root, 'ops/grafana/dashboards');
  for (const file of readdirSync(dashboards).filter((f) => f.endsWith('.json'))) {
    const dashboard = JSON.parse(readFileSync(resolve(dashboards, file), 'utf8')) as { panels: { title: string; targets?: { expr: string }[] }[] };
    for (const panel of dashboard.panels) for (const target of panel.targets ?? []) found.push({ where: `${file}: ${panel.title}`, expr: target.expr });
  }
  return found;
}

/**
 * The series names a /metrics answer (Prometheus text) can have: each `# TYPE` line's name, and
 * for a histogram its _bucket, _sum and _count (a summary's _sum and _count). Read from the TYPE
 * lines, so a labelled metric nothing has been observed on yet counts as exported.
 */
export function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name! + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name! + suffix);
  }
  return names;
}
