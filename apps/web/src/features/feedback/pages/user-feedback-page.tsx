// STUB: feedback replaces this.
export function UserFeedbackPage() {
  return null;
}
