import { ZPublicContentQuery } from '@roteiro/domain/catalogue/public';
import { embedApi } from '@roteiro/domain/distribution/distribution.api';
import {
  EMBED_OWNER_KINDS,
  ZAddEmbedOriginRequest,
  ZEmbedBox,
  ZEmbedOriginParams,
  ZEmbedOwnerParams,
  ZEmbedSettings,
} from '@roteiro/domain/distribution/embed';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import {
  addEmbedOrigin,
  type EmbedFraming,
  embedBox,
  embedSettings,
  removeEmbedOrigin,
} from './embed.service.ts';

/**
 * The booking box for operators' own sites (issue 38): a company's or an affiliate's registered origins (the
 * sites allowed to frame its box), and what a box offers. The box itself is a page of the web app (/embed/...).
 */
export function embedRoutes(app: FastifyInstance, deps: { db: Db; framing: EmbedFraming }): void {
  const tags = ['embed'];
  for (const area of EMBED_OWNER_KINDS) {
    const api = embedApi[area];
    defineRoute(app, api.settings, {
      access: area,
      summary: `The ${area}'s booking box settings: its registered sites and the activities its box offers`,
      tags,
      response: ZEmbedSettings,
      handler: async ({ actor }) => embedSettings(deps.db, area, actor()),
    });
    defineRoute(app, api.addOrigin, {
      access: area,
      summary: `Allow a site (an https origin) to frame the ${area}'s booking box`,
      tags,
      body: ZAddEmbedOriginRequest,
      response: ZEmbedSettings,
      status: 201,
      handler: async ({ actor, body }) => addEmbedOrigin(deps, area, actor(), body.origin),
    });
    defineRoute(app, api.removeOrigin, {
      access: area,
      summary: `Stop allowing a site to frame the ${area}'s booking box`,
      tags,
      params: ZEmbedOriginParams,
      response: ZEmbedSettings,
      handler: async ({ actor, params }) => removeEmbedOrigin(deps, area, actor(), params.originId),
    });
  }
  defineRoute(app, embedApi.box, {
    access: 'public',
    summary:
      "What a company's or an affiliate's booking box offers (its activities, titled in the visitor's language)",
    tags,
    params: ZEmbedOwnerParams,
    query: ZPublicContentQuery,
    response: ZEmbedBox,
    handler: async ({ params, query }) =>
      embedBox(deps.db, { kind: params.kind, id: params.ownerId }, query.locale),
  });
}
