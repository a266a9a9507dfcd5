import type { FastifyRequest } from 'fastify';
import { nameLocale, type NameLocale } from '../sim/names/localise-names';

/** The names language of a read-API request, from its Accept-Language (§9 fallback to English). */
export const requestNames = (request: FastifyRequest): NameLocale =>
  nameLocale(request.headers['accept-language']);
