import { BROWSER_FORM_HEADERS, BROWSER_PAGE_HEADERS } from './browser';
import { statisticsPath } from '@voltline/contracts';

/**
 * What `npm run bench` measures: each scenario against the api and, in the same round, against
 * its baseline on the bare server (bench/bare-server.ts). The goals are those of issue 24
 * ("Must show"), printed beside the figures; the bench measures, it does not fail on a goal.
 */
export type ScenarioKind = 'page' | 'read' | 'statistics';

export interface Request {
  path: string;
  method: 'GET' | 'POST';
  headers: Readonly<Record<string, string>>;
}

export interface Scenario {
  id: string;
  title: string;
  kind: ScenarioKind;
  request: Request;
  baseline: { title: string; request: Request };
  /** Also measured against the api started with two processes (API_PROCESSES=2). */
  twoProcesses: boolean;
  goal: { minRatio: number; maxP99Ms?: number };
}

export const PAGE_PATHS = ['/index?site=us', '/product/vl-cc100?site=us'] as const;
export const STATISTICS_PATH = statisticsPath('daily_views_ip');

/** The bare GET of the reads: no headers but the load generator's own, like the api's read. */
const bareGet: Request = { path: '/api/front/site/list', method: 'GET', headers: {} };

export function scenarios(siteId: number): Scenario[] {
  const page = (path: string, twoProcesses: boolean): Scenario => ({
    id: `page ${path}`,
    title: `Page ${path}, browser headers`,
    kind: 'page',
    request: { path, method: 'GET', headers: BROWSER_PAGE_HEADERS },
    // The same request to a server holding the api's compressed answer: same bytes, same encoding.
    baseline: { title: 'bare Fastify, the same compressed bytes', request: { path, method: 'GET', headers: BROWSER_PAGE_HEADERS } },
    twoProcesses,
    goal: { minRatio: 0.7, maxP99Ms: 20 },
  });
  const read = (path: string, twoProcesses: boolean): Scenario => ({
    id: `read ${path}`,
    title: `Cached read ${path}`,
    kind: 'read',
    request: { path, method: 'GET', headers: {} },
    baseline: { title: 'bare Fastify GET', request: bareGet },
    twoProcesses,
    goal: { minRatio: 0.6 },
  });
  return [
    page(PAGE_PATHS[0], true),
    page(PAGE_PATHS[1], false),
    read('/api/front/site/list', true),
    read(`/api/front/front_menu/list?site_id=${siteId}`, false),
    {
      id: 'statistics',
      title: 'Statistics POSTs (statistics/daily_views_ip and the four other statistics routes), campaign mix of 1,000 visitors',
      kind: 'statistics',
      request: { path: STATISTICS_PATH, method: 'POST', headers: BROWSER_FORM_HEADERS },
      baseline: {
        title: "bare Fastify form POSTs, each checked against its route's schema",
        request: { path: STATISTICS_PATH, method: 'POST', headers: BROWSER_FORM_HEADERS },
      },
      twoProcesses: true,
      goal: { minRatio: 0.6, maxP99Ms: 15 },
    },
  ];
}
