import {
  bankBookmarkSchema,
  bankListQuerySchema,
  bankListSchema,
  bankQuestionItemSchema,
  bankRevealSchema,
  bankSubjectParams,
  bankSubjectsSchema,
  bankTopicsSchema,
} from '@abhyas/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { newcomer } from '../../lib/newcomer.ts';
import { errors } from '../../lib/schemas.ts';
import { viewerOf } from '../../plugins/access.ts';
import { addBookmark, removeBookmark } from './services/bookmarks.ts';
import { listBank, listBankSubjects, listBankTopics } from './services/browse-bank.ts';
import { getBankQuestion } from './services/get-bank-question.ts';
import { revealAnswer } from './services/reveal-answer.ts';

const questionParams = z.object({ questionId: z.uuid('validation.invalidType') });

/**
 * /api/questions: the question bank for signed-in students (/questions screens). Browse and search
 * never carry keys; `reveal` is the one call that does, on the student's request.
 */
export const questionBankRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const common = { tags: ['questions'], security: [{ bearer: [] }] };
  const config = { access: 'signedIn' } as const;

  // Public reads for visitors (docs/first-visit.md): the counts a brand-new student would see
  // (`newcomer`: every ranked set sealed). Counts only; questions and keys stay signed-in.
  const open = { access: 'public' } as const;
  app.get(
    '/public/bank/subjects',
    {
      config: open,
      schema: {
        tags: common.tags,
        summary: 'Subjects of the question bank for a visitor: what a new student may see in each',
        response: { 200: bankSubjectsSchema },
      },
    },
    async () => listBankSubjects(deps, newcomer),
  );

  app.get(
    '/public/bank/subjects/:subject',
    {
      config: open,
      schema: {
        tags: common.tags,
        summary: 'Topics of one subject for a visitor: what a new student may see in each',
        params: bankSubjectParams,
        response: { 200: bankTopicsSchema, ...errors(400, 404) },
      },
    },
    async (request) => listBankTopics(deps, newcomer, request.params.subject),
  );

  app.get(
    '/bank/subjects',
    {
      config,
      schema: {
        ...common,
        summary: 'Subjects of the question bank, with how many questions each holds',
        response: { 200: bankSubjectsSchema, ...errors(401) },
      },
    },
    async (request) => listBankSubjects(deps, viewerOf(request).id),
  );

  app.get(
    '/bank/subjects/:subject',
    {
      config,
      schema: {
        ...common,
        summary: 'Topics of one subject, with how many questions each holds',
        params: bankSubjectParams,
        response: { 200: bankTopicsSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => listBankTopics(deps, viewerOf(request).id, request.params.subject),
  );

  app.get(
    '/bank',
    {
      config,
      schema: {
        ...common,
        summary: 'Bank questions (without keys) by subject and topic, filtered, searched, paged',
        querystring: bankListQuerySchema,
        response: { 200: bankListSchema, ...errors(400, 401) },
      },
    },
    async (request) => listBank(deps, viewerOf(request).id, request.query),
  );

  // One question of the bank (a question card shared in a group chat opens it): the list's item
  // under the list's visibility rule, so what the bank would not show is 404 here too.
  app.get(
    '/:questionId',
    {
      config,
      schema: {
        ...common,
        summary: 'One bank question (without its key), as the bank list shows it',
        params: questionParams,
        response: { 200: bankQuestionItemSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getBankQuestion(deps, viewerOf(request).id, request.params.questionId),
  );

  app.post(
    '/:questionId/reveal',
    {
      config,
      schema: {
        ...common,
        summary: "Reveal one bank question's answer and explanation",
        params: questionParams,
        response: { 200: bankRevealSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => revealAnswer(deps, viewerOf(request).id, request.params.questionId),
  );

  app.put(
    '/:questionId/bookmark',
    {
      config,
      schema: {
        ...common,
        summary: 'Bookmark a bank question (idempotent)',
        params: questionParams,
        response: { 200: bankBookmarkSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => addBookmark(deps, viewerOf(request).id, request.params.questionId),
  );

  app.delete(
    '/:questionId/bookmark',
    {
      config,
      schema: {
        ...common,
        summary: 'Remove a bookmark (idempotent)',
        params: questionParams,
        response: { 200: bankBookmarkSchema, ...errors(400, 401) },
      },
    },
    async (request) => removeBookmark(deps, viewerOf(request).id, request.params.questionId),
  );
};
