import type { LoadResult } from './load';
import type { StatisticsKind } from './campaign-mix';
import type { Scenario } from './scenarios';
import { median, roundRatios } from './stats';

/** The parts whose CPU a run counts (bench/cpu.ts): the answering server, then what serves it. */
export const PARTS = ['server', 'workers', 'redis', 'postgres', 'load'] as const;
export type Part = (typeof PARTS)[number];

export interface Measurement {
  load: LoadResult;
  /** CPU seconds per part during the run (undefined: not measured). */
  cpu: Partial<Record<Part, number>>;
}

/** One statistics run, counted in Postgres after the workers folded it (its own site code). */
export interface StatisticsCheck {
  day: string;
  /** The site code this run alone sent on. */
  site: string;
  /** Answered 200 by the api. */
  ok: number;
  /** Sent but not answered when the load generator stopped: the api may have accepted them. */
  inFlight: number;
  /**
   * Per kind of call: how many the run sent (known exactly when every request was answered 200,
   * else undefined) and how many the fold counted.
   */
  kinds: { kind: StatisticsKind; sent: number | undefined; counted: number }[];
  /** Counted views that are also counted under an arrival (campaign_daily). */
  attributed: number;
  visitorsCounted: number;
  /** Distinct visitors whose views all reached the api (undefined: the run did not send the whole mix once). */
  visitorsSent: number | undefined;
  drainMs: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  /** One measurement per round each, in the order they ran (baseline, then the api, alternated). */
  baseline: Measurement[];
  one: Measurement[];
  two?: Measurement[];
  checks: StatisticsCheck[];
  /** Content-Encoding of the page copy both servers sent. */
  encoding?: string;
}

export interface RunInfo {
  date: string;
  commit: string;
  cores: number;
  cpuModel: string;
  node: string;
  rounds: number;
  seconds: number;
  connections: number;
  /** Requests of each statistics run (a fixed number, all answered). */
  statisticsRequests: number;
  /** Processes serving in each api start, as counted in /proc. */
  apiProcesses: { one: number; two: number | undefined };
  /** Whether Redis was this run's own redis-server (else its CPU is not counted). */
  privateRedis: boolean;
}

/**
 * Lost: a 200 not counted. Counted twice: more counted than could have been accepted. A kind
 * counted otherwise than sent (when that is known) is also one of the two.
 */
export function statisticsVerdict(c: StatisticsCheck): { lost: number; extra: number; kindsOff: StatisticsKind[]; unattributed: number; visitorsOk: boolean } {
  const counted = c.kinds.reduce((n, k) => n + k.counted, 0);
  const views = c.kinds.find((k) => k.kind === 'view')?.counted ?? 0;
  return {
    lost: Math.max(0, c.ok - counted),
    extra: Math.max(0, counted - (c.ok + c.inFlight)),
    kindsOff: c.kinds.filter((k) => k.sent !== undefined && k.sent !== k.counted).map((k) => k.kind),
    unattributed: views - c.attributed,
    visitorsOk: c.visitorsSent === undefined ? c.visitorsCounted > 0 : c.visitorsCounted === c.visitorsSent,
  };
}

/** Whether a statistics run passed every check. */
export const statisticsPassed = (c: StatisticsCheck) => {
  const v = statisticsVerdict(c);
  return v.lost === 0 && v.extra === 0 && v.kindsOff.length === 0 && v.unattributed === 0 && v.visitorsOk;
};

export function cpuPerAnswerUs(m: Measurement, part: Part): number | undefined {
  const seconds = m.cpu[part];
  return seconds === undefined ? undefined : (seconds * 1e6) / Math.max(1, m.load.answered);
}

const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '-');

function row(title: string, runs: Measurement[], ratios: number[] | undefined): string {
  const rps = median(runs.map((m) => m.load.rps));
  const p99 = runs.map((m) => m.load.p99);
  const bytes = median(runs.map((m) => m.load.bytes / Math.max(1, m.load.answered)));
  const cpu = PARTS.map((part) => {
    const each = runs.map((m) => cpuPerAnswerUs(m, part)).filter((v): v is number => v !== undefined);
    return each.length ? num(median(each), 1) : '-';
  }).join(' / ');
  const ratio = ratios ? `**${num(median(ratios), 2)}** (${ratios.map((r) => num(r, 2)).join(', ')})` : '1';
  const failures = runs.reduce((n, m) => n + m.load.errors + m.load.non2xx, 0);
  return `| ${title} | ${num(rps)} | ${ratio} | ${num(median(runs.map((m) => m.load.p50)), 1)} | ${num(median(p99), 1)} (${num(Math.max(...p99), 1)}) | ${num(bytes)} | ${cpu} | ${failures} |`;
}

function goalLine(s: Scenario, ratio: number, p99: number): string {
  const met = ratio >= s.goal.minRatio && (s.goal.maxP99Ms === undefined || p99 <= s.goal.maxP99Ms);
  const p99Goal = s.goal.maxP99Ms === undefined ? '' : `, p99 ≤ ${s.goal.maxP99Ms} ms`;
  return `Goal (issue 24): ≥ ${s.goal.minRatio} of the baseline${p99Goal}, api with 1 process: ${met ? 'met' : '**not met**'} (${num(ratio, 2)}, p99 ${num(p99, 1)} ms).`;
}

/** One scenario as markdown: a table (baseline, api with 1 process, with 2), goals and checks. */
export function renderScenario(r: ScenarioResult): string {
  const s = r.scenario;
  const base = r.baseline.map((m) => m.load.rps);
  const ratiosOne = roundRatios(
    r.one.map((m) => m.load.rps),
    base,
  );
  const lines = [
    `### ${s.title}`,
    '',
    `Baseline: ${s.baseline.title}${r.encoding ? ` (Content-Encoding: ${r.encoding})` : ''}. Request headers: ${Object.keys(s.request.headers).length ? Object.keys(s.request.headers).join(', ') : 'none but Host'}.`,
    '',
    '| server | req/s, median | ratio to the baseline, median (each round) | p50 ms | p99 ms, median (worst) | bytes per answer | CPU µs per answer: server / workers / Redis / Postgres / load generator | errors + non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    row(s.baseline.title, r.baseline, undefined),
    row('api, 1 process', r.one, ratiosOne),
  ];
  if (r.two)
    lines.push(
      row(
        'api, 2 processes',
        r.two,
        roundRatios(
          r.two.map((m) => m.load.rps),
          base,
        ),
      ),
    );
  lines.push('', `- ${goalLine(s, median(ratiosOne), median(r.one.map((m) => m.load.p99)))}`);
  if (r.two) {
    const twoAgainstOne = roundRatios(
      r.two.map((m) => m.load.rps),
      r.one.map((m) => m.load.rps),
    );
    lines.push(`- 2 api processes against 1: **${num(median(twoAgainstOne), 2)}** (${twoAgainstOne.map((x) => num(x, 2)).join(', ')}).`);
  }
  for (const c of r.checks) {
    const v = statisticsVerdict(c);
    const kinds = c.kinds
      .map((k) => `${num(k.counted)} ${k.kind}s${k.sent === undefined ? '' : k.sent === k.counted ? '' : ` (**${num(k.sent)} sent**)`}`)
      .join(', ');
    lines.push(
      `- Statistics ${c.day} (${c.site}): ${num(c.ok)} answered 200 (+${num(c.inFlight)} in flight at the end); counted ${kinds}${c.kinds.every((k) => k.sent !== undefined) && v.kindsOff.length === 0 ? ', each as sent' : ''}: ` +
        `lost ${v.lost}, counted twice ${v.extra}; ${v.unattributed === 0 ? 'every counted view under an arrival' : `**${v.unattributed} views not under an arrival**`}; ` +
        `${num(c.visitorsCounted)} distinct visitors counted${c.visitorsSent === undefined ? '' : ` of ${num(c.visitorsSent)} sent`}${v.visitorsOk ? '' : ' (**mismatch**)'}; folded ${c.drainMs} ms after the load.`,
    );
  }
  return lines.join('\n');
}

export function renderRun(info: RunInfo, results: ScenarioResult[]): string {
  const two =
    info.apiProcesses.two === undefined
      ? 'the api did not start a second process for API_PROCESSES=2, so nothing was measured with 2'
      : `${info.apiProcesses.two} processes for API_PROCESSES=2`;
  return [
    `Measured ${info.date} at commit ${info.commit} on ${info.cores} cores (${info.cpuModel}), Node ${info.node}: ${info.rounds} rounds of ${info.seconds} s per server and scenario, ` +
      `${info.connections} connections (autocannon in its own process); each statistics run sends ${num(info.statisticsRequests)} requests and waits for every answer. The api, the workers, Redis, Postgres and the load generator share the machine. ` +
      `Api processes: ${info.apiProcesses.one} for API_PROCESSES=1, ${two}. CPU counted for this run's own processes only; Redis: ${info.privateRedis ? "the run's own redis-server" : 'not counted (a shared Redis)'}; Postgres: the backends of the run's database (not the server's shared background processes).`,
    '',
    ...results.flatMap((r) => [renderScenario(r), '']),
  ].join('\n');
}

/** Replaces the generated block of docs/benchmarks.md (or appends one), keeping the prose around it. */
export const DOCS_BEGIN = '<!-- bench:begin: written by `npm run bench -- --write-docs` (bench/report.ts); edits inside are overwritten -->';
export const DOCS_END = '<!-- bench:end -->';

export function replaceDocsBlock(doc: string, block: string): string {
  const generated = `${DOCS_BEGIN}\n\n${block.trim()}\n\n${DOCS_END}`;
  const begin = doc.indexOf(DOCS_BEGIN);
  const end = doc.indexOf(DOCS_END);
  if (begin >= 0 && end > begin) return `${doc.slice(0, begin)}${generated}${doc.slice(end + DOCS_END.length)}`;
  return `${doc.trimEnd()}\n\n## Current figures\n\n${generated}\n`;
}
