import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

/**
 * Bull Board changes queues with POST and PUT calls, and a browser that has the operator's Basic
 * credentials cached sends them with any request to the site, a form posted by another site's
 * page included. So a call that changes something under /admin/ must come from the site's own
 * pages (its Origin, or without one its Referer): another site's is refused (603, HTTP 403) and
 * changes nothing. Scripts that send neither header (curl) still work.
 */
const OPS = { user: 'ops', password: 'ops-password-1' };
const auth = { authorization: `Basic ${Buffer.from(`${OPS.user}:${OPS.password}`).toString('base64')}` };
const EVIL = 'https://evil.example';

let stack: Stack;
let orders: Queue;
beforeAll(async () => {
  // No workers: a job added stays waiting, where the test can count it.
  stack = await startStack({ workers: false, env: { OPS_USER: OPS.user, OPS_PASSWORD: OPS.password } });
  orders = new Queue('orders', { connection: { url: inject('redisUrl') }, prefix: stack.prefix });
});
afterAll(async () => {
  await orders?.close();
  await stack?.close();
});

const board = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${stack.baseUrl}/admin/queues/api/queues${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const addJob = (headers: Record<string, string>, name: string) => board('POST', '/orders/add', headers, { name, data: { from: name }, options: {} });
const jobNames = async () => (await orders.getJobs(['waiting', 'delayed', 'prioritized', 'paused'])).map((job) => job.name);

describe('Bull Board and cross-site requests', () => {
  it('refuses a job added with another site’s Origin (403, 603) and adds nothing; the same call from the site itself adds it', async () => {
    const foreign = await addJob({ origin: EVIL }, 'from-evil');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ state: 0, status: 603 });

    const own = await addJob({ origin: new URL(stack.baseUrl).origin }, 'from-operator');
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    const names = await jobNames();
    expect(names).toContain('from-operator');
    expect(names).not.toContain('from-evil');
  });

  it('refuses a change whose Referer is another site’s when there is no Origin, and leaves the queue running', async () => {
    const foreign = await board('PUT', '/orders/pause', { referer: `${EVIL}/page` });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ state: 0, status: 603 });
    expect(await orders.isPaused()).toBe(false);

    const own = await board('PUT', '/orders/pause', { referer: `${stack.baseUrl}/admin/queues/queue/orders` });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    expect(await orders.isPaused()).toBe(true);
    // A script (neither header) still changes it.
    const script = await board('PUT', '/orders/resume', {});
    expect(script.status).toBe(200);
    await script.arrayBuffer();
    expect(await orders.isPaused()).toBe(false);
  });

  it('still shows the board to a page of another site’s link (GET is no change)', async () => {
    const res = await fetch(`${stack.baseUrl}/admin/queues/api/queues?activeQueue=orders&status=waiting&page=1`, {
      headers: { ...auth, referer: `${EVIL}/page` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { queues: { name: string }[] }).queues.map((q) => q.name)).toContain('orders');
  });
});
