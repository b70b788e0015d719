import fp from 'fastify-plugin';

/**
 * `Vary: Accept-Language` on every answer of /api/ that a shared cache may keep
 * (`Cache-Control: public`). A call that names no site is answered in the language of its
 * Accept-Language header (lib/messages.ts `requestLang`): the envelope's message always, and some
 * data too (the warranty policy of the visitor's site). A CDN that keys such an answer by address
 * alone would serve one visitor's language, and policy, to the next. Pages are not concerned: they
 * take their site from the address or the cookie, never from this header (modules/pages).
 */
export const varyLanguagePlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Language');
    else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Language`);
    return payload;
  });
});
