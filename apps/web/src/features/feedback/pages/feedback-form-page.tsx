// STUB: feedback replaces this.
export function FeedbackFormPage(_props: { formType: 'contact-us' | 'feedback' }) {
  return null;
}
