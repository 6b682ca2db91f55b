import { describe, expect, it } from 'vitest';
import { ruleMessagesEn } from '../auth/rules.ts';
import { feedbackRequestSchema } from './contracts.ts';

const contact = {
  formType: 'contact-us',
  name: 'राधा कुमारी',
  email: ' Radha@Example.IN ',
  topic: 'institute-demo',
  message: 'हमारे संस्थान के लिए डेमो चाहिए।',
};
const feedback = {
  formType: 'feedback',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  rating: 4,
  category: 'app',
  message: 'The mock tests load quickly on my phone.',
};

function firstIssue(input: unknown) {
  const r = feedbackRequestSchema.safeParse(input);
  if (r.success) return undefined;
  const issue = r.error.issues[0];
  return { field: issue?.path.join('.'), rule: issue?.message };
}

describe('contact and feedback rules', () => {
  it('accepts a contact request and normalises the email', () => {
    expect(feedbackRequestSchema.parse(contact)).toMatchObject({
      email: 'radha@example.in',
      topic: 'institute-demo',
    });
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['', null],
  ])('normalises the phone %s', (phone, expected) => {
    expect(feedbackRequestSchema.parse({ ...feedback, phone }).phone).toBe(expected);
  });

  it.each([
    [{ ...contact, name: 'R' }, 'name', 'validation.name.tooShort'],
    [{ ...contact, email: 'nope' }, 'email', 'validation.email.invalid'],
    [{ ...contact, phone: '5876543210' }, 'phone', 'validation.feedback.phoneInvalid'],
    [{ ...contact, phone: '98765' }, 'phone', 'validation.feedback.phoneInvalid'],
    [{ ...contact, topic: undefined }, 'topic', 'validation.feedback.topicRequired'],
    [{ ...contact, topic: 'spam' }, 'topic', 'validation.feedback.topicRequired'],
    [{ ...contact, message: 'short' }, 'message', 'validation.feedback.messageTooShort'],
    [{ ...contact, message: 'x'.repeat(2001) }, 'message', 'validation.feedback.messageTooLong'],
    [{ ...contact, rating: 5 }, '', 'validation.unknownField'],
    [{ ...feedback, rating: 0 }, 'rating', 'validation.feedback.ratingRequired'],
    [{ ...feedback, rating: 6 }, 'rating', 'validation.feedback.ratingRequired'],
    [{ ...feedback, rating: 3.5 }, 'rating', 'validation.feedback.ratingRequired'],
    [{ ...feedback, rating: undefined }, 'rating', 'validation.feedback.ratingRequired'],
    [{ ...feedback, category: 'food' }, 'category', 'validation.feedback.categoryRequired'],
    [{ ...feedback, formType: 'complaint' }, 'formType', 'validation.feedback.formType'],
  ])('refuses %j naming %s', (input, field, rule) => {
    const issue = firstIssue(input);
    if (rule === 'validation.unknownField') expect(issue?.field).toBe('');
    else expect(issue).toEqual({ field, rule });
  });

  it('has an English sentence for every rule key it uses', () => {
    for (const key of Object.keys(ruleMessagesEn).filter((k) => k.startsWith('validation.feedback.'))) {
      expect(ruleMessagesEn[key]).toBeTruthy();
    }
    expect(ruleMessagesEn['validation.feedback.messageTooShort']).toBe('must be at least 10 characters');
  });
});
