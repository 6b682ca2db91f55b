import {
  chooseSubscriptionRequestSchema,
  chooseSubscriptionResponseSchema,
  myPlansSchema,
  planListSchema,
  receiptSchema,
  subscriptionIdParamsSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { choosePlan } from './services/choose-plan.ts';
import { getReceipt, listPlans, myPlans } from './services/read-plans.ts';

/** /api/plans (docs/plans.md): the free plans, the caller's own, choosing one and its receipt. */
export const plansRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['plans'] };
  const signedIn = { ...common, security: [{ bearer: [] }] };

  app.get(
    '',
    {
      config: { access: 'public' },
      schema: {
        ...common,
        summary: 'Every plan, priced 0 INR, with what it includes in Hindi and English',
        response: { 200: planListSchema },
      },
    },
    async () => listPlans(),
  );

  app.get(
    '/mine',
    {
      config: { access: 'signedIn' },
      schema: {
        ...signedIn,
        summary: "The caller's plan, and their institute's when they administer one",
        response: { 200: myPlansSchema, ...errors(401) },
      },
    },
    async (request) => myPlans(deps, viewerOf(request)),
  );

  app.post(
    '/subscriptions',
    {
      config: { access: 'signedIn' },
      schema: {
        ...signedIn,
        summary: 'Choose a plan (idempotent: the active plan again changes nothing)',
        body: chooseSubscriptionRequestSchema,
        response: { 200: chooseSubscriptionResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => choosePlan(deps, viewerOf(request), request.body),
  );

  app.get(
    '/subscriptions/:subscriptionId/receipt',
    {
      config: { access: 'signedIn' },
      schema: {
        ...signedIn,
        summary: 'The receipt of a subscription, for the student or the institute it is for',
        params: subscriptionIdParamsSchema,
        response: { 200: receiptSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getReceipt(deps, viewerOf(request), request.params.subscriptionId),
  );
};
