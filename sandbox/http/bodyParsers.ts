/**
 * Body parsers: JSON (an empty body is {}), text/plain holding JSON (what sendBeacon and the stub
 * scripts send to avoid a preflight), and url-encoded forms.
 */
import type { FastifyInstance } from 'fastify';

class BodyError extends Error {
  readonly statusCode = 400;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError('The request body is not valid JSON');
  }
}

/** text/plain: JSON when it parses, else the raw text. */
function parseLenient(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return text;
  }
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (req, body, done) => {
    const isJson = String(req.headers['content-type'] ?? '').includes('json');
    try {
      done(null, isJson ? parseJson(String(body)) : parseLenient(String(body)));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
