import { learningStyleAnswersSchema, savedLearningStyleSchema } from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { getLearningStyle, saveLearningStyle } from './service.ts';

export const learningStyleRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['learning-style'], security: [{ bearer: [] }] };
  app.put(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: 'Save the questionnaire answers; the server works out the result',
        body: learningStyleAnswersSchema,
        response: { 200: savedLearningStyleSchema, ...errors(400, 401) },
      },
    },
    async (request) => saveLearningStyle(deps, viewerOf(request).id, request.body),
  );

  app.get(
    '/me',
    {
      config: { access: 'signedIn' },
      schema: {
        ...common,
        summary: "The signed-in user's saved learning style; null until the questionnaire is taken",
        response: { 200: savedLearningStyleSchema.nullable(), ...errors(401) },
      },
    },
    async (request) => getLearningStyle(deps, viewerOf(request).id),
  );
};
