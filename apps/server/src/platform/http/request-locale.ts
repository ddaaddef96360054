import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  readCookie,
  type TLocale,
  toLocale,
} from '@roteiro/domain/i18n/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a traveller's request to the API: the storefront sends its active language as
 * `Accept-Language`; another client's `Accept-Language`, else the remembered choice, else English. It is what a
 * booking or a request is stored with and what its e-mails are written in; the API's own messages stay English.
 */
export function requestLocale(request: FastifyRequest): TLocale {
  const header = request.headers['accept-language'];
  return (
    localeFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header) ??
    toLocale(readCookie(request.headers.cookie, LOCALE_COOKIE)) ??
    DEFAULT_LOCALE
  );
}
