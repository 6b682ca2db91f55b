import { ruleMessagesEn } from '../auth/rules.ts';

/**
 * Contact and feedback form rules (docs/feedback.md). Messages are rule keys
 * (`validation.feedback.<rule>`), translated by the web app.
 */
export const feedbackRules = {
  message: { min: 10, max: 2000 },
  phone: { max: 20 },
  /** An admin's reply by mail (docs/admin.md). */
  reply: { min: 2, max: 4000 },
  /** An Indian mobile: 10 digits starting 6–9, optionally after +91, 91 or 0. */
  indianMobile: /^(?:\+?91|0)?([6-9]\d{9})$/,
} as const;

export const feedbackMessagesEn: Record<string, string> = {
  'validation.feedback.formType': 'must be contact-us or feedback',
  'validation.feedback.phoneInvalid': 'must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  'validation.feedback.topicRequired': 'must be one of institute-demo, support, partnership, other',
  'validation.feedback.ratingRequired': 'must be a whole number from 1 to 5',
  'validation.feedback.categoryRequired': 'must be one of content, app, exam-hall, other',
  'validation.feedback.messageTooShort': `must be at least ${feedbackRules.message.min} characters`,
  'validation.feedback.messageTooLong': `must be at most ${feedbackRules.message.max} characters`,
  'validation.feedback.replyTooShort': `must be at least ${feedbackRules.reply.min} characters`,
  'validation.feedback.replyTooLong': `must be at most ${feedbackRules.reply.max} characters`,
};

// One shared map of English sentences, so the API's error handler knows these keys too.
Object.assign(ruleMessagesEn, feedbackMessagesEn);
