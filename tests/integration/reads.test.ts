import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startStack, type Stack } from '../support/stack';

describe('first read slice: sites, menus, search suggestions', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ workers: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists the nine sites with one default, cached for 5 minutes', async () => {
    const res = await getJson(stack.baseUrl, '/api/front/site/list');
    expect(res.body.state).toBe(1);
    const sites = res.body.data as { id: number; site: string; name: string; name_en: string; icon: string; site_default: number; siteLang: string }[];
    expect(sites.map((s) => s.site)).toEqual(['us', 'de', 'es', 'fr', 'it', 'jp', 'nl', 'pl', 'se']);
    expect(sites.filter((s) => s.site_default === 1).map((s) => s.site)).toEqual(['us']);
    expect(sites.find((s) => s.site === 'jp')).toMatchObject({ name: '日本', name_en: 'Japan', siteLang: 'jp', icon: '/flags/jp.svg' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');

    const one = await getJson(stack.baseUrl, '/api/front/site/list?site=se');
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].name).toBe('Sverige');
  });

  it("serves each site's menu in its language, with children and hidden entries flagged", async () => {
    const sites = (await getJson(stack.baseUrl, '/api/front/site/list')).body.data as { id: number; site: string }[];
    const de = sites.find((s) => s.site === 'de')!;
    const res = await getJson(stack.baseUrl, `/api/front/front_menu/list?site_id=${de.id}`);
    expect(res.body.state).toBe(1);
    const rows = res.body.data.rows as { name: string; path: string; status: number; childlist: { name: string; path: string; status: number }[] }[];
    expect(rows.map((r) => r.path)).toEqual(['/products', '/explore', '/support', '/beta_tester', '/about']);
    const support = rows.find((r) => r.path === '/support')!;
    expect(support.childlist.map((c) => c.name)).toContain('Garantie-Registrierung');
    const hidden = rows.flatMap((r) => r.childlist).filter((c) => c.status === 1);
    expect(hidden.map((c) => c.path)).toEqual(['/explore/black-friday']);
  });

  it('answers a menu request without site_id with 613', async () => {
    const res = await getJson(stack.baseUrl, '/api/front/front_menu/list');
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 0, status: 613 });
  });

  it('answers 613, not a server error, for a site_id beyond what the database can hold', async () => {
    // 2^31 and beyond overflow Postgres' integer column: the api must refuse them as it refuses a missing id.
    for (const path of ['/api/front/front_menu/list', '/api/front/navigation_bar/get_all_key_words', '/api/front/navigation_bar/select_all_key_words']) {
      const res = await getJson(stack.baseUrl, `${path}?site_id=99999999999`);
      expect(res.http, path).toBe(200);
      expect(res.body, path).toMatchObject({ state: 0, status: 613 });
    }
  });

  it('returns the search suggestions of a site and filters them case-insensitively', async () => {
    const sites = (await getJson(stack.baseUrl, '/api/front/site/list')).body.data as { id: number; site: string }[];
    const fr = sites.find((s) => s.site === 'fr')!;
    const all = await getJson(stack.baseUrl, `/api/front/navigation_bar/get_all_key_words?site_id=${fr.id}`);
    expect(all.body.data.length).toBeGreaterThanOrEqual(7);
    expect(all.body.data[0]).toEqual({ type: 'product', label: 'USB-C to USB-C cable', value: 'usb-c cable' });
    expect(all.body.data.map((k: { label: string }) => k.label)).toContain('Chargeur GaN 65W');
    const some = await getJson(stack.baseUrl, `/api/front/navigation_bar/select_all_key_words?site_id=${fr.id}&search=CÂBLE`);
    expect(some.body.data.map((k: { label: string }) => k.label)).toEqual(['Câble Lightning', 'Câble micro-USB', 'Quel câble charge le plus vite ?']);
  });
});
