import type { FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `content-type: application/json` on every request, bodiless ones too. Fastify's
 * JSON parser refuses an empty body with 400; this one reads an empty (or blank) body as no body, so an
 * endpoint that takes none answers as it would without the header. Anything else goes to Fastify's own
 * parser, which keeps refusing malformed JSON and prototype poisoning.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
