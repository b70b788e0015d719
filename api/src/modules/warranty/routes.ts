import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES, toLang } from '@voltline/locales';
import {
  deviceAddRequest,
  deviceDeleteRequest,
  deviceList,
  deviceRow,
  devicesQuery,
  envelopeSchema,
  warrantyPolicy,
  warrantyPolicyQuery,
  warrantyRegisterRequest,
  type WarrantyPolicy,
} from '@voltline/contracts';
import { ok, okCached } from '../../lib/envelope';
import { publicMaxAge, readCache } from '../../lib/read-cache';
import { okMessage, requestLang } from '../../lib/messages';
import { DEFAULT_POLICY, FREE_REPLACEMENTS, STANDARD_MONTHS } from './policy';
import { warrantyService } from './service';

const empty = envelopeSchema(z.undefined());
const form = ['application/x-www-form-urlencoded', 'application/json'];

export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = warrantyService({ db: app.db, outbox: app.outbox, publicUrl: app.config.PUBLIC_URL, log: app.log });
  const message = (request: FastifyRequest, key: Parameters<typeof okMessage>[1]) => okMessage(requestLang(request), key);

  // What a registration brings on a site: the wizard and /warranty_success word their benefits
  // with it (lifetime on some sites, 18+36 months on others: the policy is data, per site).
  // Policies change with a deploy of the seed at most: a few minutes of cache is plenty.
  const policyMaxAge = publicMaxAge(app.config.READ_CACHE_MS);
  const policies = readCache<WarrantyPolicy>({ ttl: app.config.READ_CACHE_MS, max: LANGUAGES.length });
  const loadPolicy = async (site: string): Promise<WarrantyPolicy> => {
    const row = await app.db.warrantyPolicy.findUnique({ where: { site } });
    const policy = row ? { extendedMonths: row.extendedMonths, wording: row.wording } : DEFAULT_POLICY;
    return {
      site,
      coverage: policy.extendedMonths === null ? 'lifetime' : 'extended',
      extended_months: policy.extendedMonths,
      wording: policy.wording,
      standard_months: STANDARD_MONTHS,
      free_replacements: FREE_REPLACEMENTS,
    };
  };

  app.get(
    '/warranty/policy',
    {
      logLevel: 'warn',
      schema: {
        tags: ['warranty'],
        summary: "The warranty a registration brings on a site (the site's policy): lifetime, or a number of months from purchase",
        description: 'site is one of the nine site codes; anything else is us (the language fallback), as for the registration itself.',
        querystring: warrantyPolicyQuery,
        response: { 200: envelopeSchema(warrantyPolicy) },
      },
    },
    async (request, reply) => {
      // Keyed by the nine codes only (toLang), so arbitrary query values cannot grow the cache.
      const site = toLang(request.query.site ?? requestLang(request));
      reply.header('Cache-Control', policyMaxAge);
      return okCached(request, reply, await policies.memo(site, { context: () => loadPolicy(site) }));
    },
  );

  app.post(
    '/warranty/register',
    {
      schema: {
        tags: ['warranty'],
        summary: 'Register for the extended warranty; the order is checked against the imported marketplace orders and a confirmation email is sent',
        description:
          'Answers 608, 609, 614 (name missing, unknown store or item), 615 (order number not like 123-1234567-1234567), 630 (this email is already a warranty user: one registration covers all its orders), 632 (another email registered this order first: it is theirs until the care team moves it). store and item may be left out (the short form).',
        consumes: form,
        body: warrantyRegisterRequest,
        response: { 200: empty },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await service.register(request.body, requestLang(request), request.id);
      return ok(request, undefined, message(request, 'warranty_registered'));
    },
  );

  // The personal centre's device list: signed-in customers only, never cached. 603 comes before
  // any validation: a signed-out caller learns nothing about the input.
  const deviceRoutes: FastifyPluginAsyncZod = async (devices) => {
    devices.addHook('preValidation', async (request) => {
      await request.requireSignedIn();
    });
    devices.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    devices.get(
      '/customer/devices',
      {
        schema: {
          tags: ['warranty'],
          summary: "The signed-in customer's devices (registered orders) with warranty status, deadline and coverage; search by order id",
          description: 'Answers 603 when signed out. deadline is YYYY-MM-DD (the last covered day, or the refund day) or lifetime.',
          querystring: devicesQuery,
          response: { 200: envelopeSchema(deviceList) },
        },
      },
      async (request) => {
        const { customer } = await request.requireSignedIn();
        return ok(request, { rows: await service.devices(customer.email, request.query.search || undefined) });
      },
    );

    devices.post(
      '/customer/devices/add',
      {
        schema: {
          tags: ['warranty'],
          summary: 'Add an order to the device list by its order id; answers the new row',
          description:
            'Answers 603 when signed out, 615 for an order id not like 123-1234567-1234567, 616 when no imported order has it, 620 when it is already in the list, 632 when another email registered it first.',
          consumes: form,
          body: deviceAddRequest,
          response: { 200: envelopeSchema(deviceRow) },
        },
        config: { sameOrigin: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { customer } = await request.requireSignedIn();
        const row = await service.addDevice(customer.email, request.body.order_id);
        return ok(request, row, message(request, 'device_added'));
      },
    );

    devices.post(
      '/customer/devices/delete',
      {
        schema: {
          tags: ['warranty'],
          summary: 'Remove a device: it is disconnected and its status can no longer be queried',
          description: 'Answers 603 when signed out, 621 when the order is not in the list.',
          consumes: form,
          body: deviceDeleteRequest,
          response: { 200: empty },
        },
        config: { sameOrigin: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { customer } = await request.requireSignedIn();
        await service.deleteDevice(customer.email, request.body.order_id);
        return ok(request, undefined, message(request, 'device_removed'));
      },
    );
  };
  await app.register(deviceRoutes);
};
