import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import type { NoticeParams } from '../notifications/messages.ts';
import { renderNotice } from '../notifications/messages.ts';
import { notify } from '../notifications/service.ts';

type DecisionKind = 'organisationApproved' | 'organisationRejected';
type Applicant = { id: string; language: 'hi' | 'en' | null };

/** Where the applicant reads the decision (and, once approved, gets their new claims). */
const REQUEST_PAGE = '/organization/register';

/**
 * Tells the applicant of a decision through the notification service: the notice inside the
 * decision's transaction (rendered in the reader's language when read), then, once it commits, a
 * push in the language the account chose (both when it chose none). A failed push never fails the
 * decision: the notice waits in the list.
 */
export function noticeDecision<K extends DecisionKind>(
  tx: Tx,
  kind: K,
  applicantId: string,
  params: NoticeParams<K>,
) {
  return notify(tx, { kind, recipients: [{ userId: applicantId, params }] });
}

export function pushDecision<K extends DecisionKind>(
  d: Deps,
  kind: K,
  applicant: Applicant,
  params: NoticeParams<K>,
) {
  void d.push
    .send([applicant.id], { ...renderNotice(kind, params, applicant.language), url: REQUEST_PAGE })
    .catch((err: unknown) => d.log.warn({ err }, 'push for an institute decision failed'));
}
