/** Placeholder: being built in issue 4. */
export function LeaderboardPage() {
  return null;
}
