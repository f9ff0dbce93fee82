import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { SITE_SECTION_KEYS, SITE_SECTIONS, siteSectionAnswer, siteSectionBody, type SiteSectionKey } from '../../../contract/studio-site.js';
import { bearerToken } from '../http.js';
import type { OperatorService } from './operators.js';
import type { SiteService } from './site.js';
import { studioAnswers } from './answers.js';
import { jsonSchemaOf } from '../schemas/json-schema.js';

const answers = studioAnswers;

/**
 * The site's own words: GET and PUT /site/{section} for each section of contract/studio-site.ts,
 * each with its own schema (the studio checks its form with the same one). Registered in the
 * studio's scope (its hooks: headers, no-store, no stray body).
 */
export function siteRoutes(app: FastifyInstance, options: { customerId: string; operators: OperatorService; site: SiteService }): void {
  const { customerId, operators, site } = options;
  for (const section of SITE_SECTION_KEYS) register(section);

  function register<K extends SiteSectionKey>(section: K) {
    const schema = SITE_SECTIONS[section].schema;
    const Body = siteSectionBody(schema);
    app.get(`/site/${section}`, { schema: { response: answers(siteSectionAnswer(schema)) } }, async (request) => {
      await operators.requireOperator(bearerToken(request));
      return site.get(customerId, section);
    });
    app.put<{ Body: v.InferOutput<typeof Body> }>(
      `/site/${section}`,
      { schema: { body: jsonSchemaOf(Body), response: answers(siteSectionAnswer(schema)) } },
      async (request) => {
        const operator = await operators.requireOperator(bearerToken(request));
        return site.save(customerId, operator.email, section, request.body.version, request.body.value as never);
      },
    );
  }
}
