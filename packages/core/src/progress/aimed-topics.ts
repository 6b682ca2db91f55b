/**
 * "Practise my weak topics": how many questions of an aimed quiz each topic gets (docs/quizzes.md).
 * Pure and deterministic, so the rule is tested here and the server only gathers the facts.
 */

export interface TopicFacts {
  subject: string;
  topic: string;
  /** How much the student's target exams weigh the topic (a share; any non-negative scale). */
  weight: number;
  attempts: number;
  correct: number;
  /** Days since the student last answered a question of the topic; null when never. */
  daysSinceSeen: number | null;
}

export interface TopicSlots {
  subject: string;
  topic: string;
  count: number;
  /** Why the topic is in the quiz: weak (need) or not seen for a while (stale). */
  reason: 'weak' | 'stale';
}

export const aimedRule = {
  /** The weakest topics the "need" part spreads over. */
  focusTopics: 5,
  /** The share of the quiz kept for topics not seen for a while. */
  staleShare: 0.2,
  /** A topic not answered for this many days (or never) counts as not seen for a while. */
  staleDays: 14,
} as const;

/** Accuracy with one imagined right and one wrong answer: an unseen topic counts as 50 %, not 0 or 100. */
export const smoothedAccuracy = (t: Pick<TopicFacts, 'attempts' | 'correct'>): number =>
  (t.correct + 1) / (t.attempts + 2);

/** How much a topic needs practice: its exam weight times how often the student still gets it wrong. */
export const need = (t: TopicFacts): number => Math.max(0, t.weight) * (1 - smoothedAccuracy(t));

const keyOf = (t: Pick<TopicFacts, 'subject' | 'topic'>) => `${t.subject}/${t.topic}`;

/** Higher need first; then lower accuracy, higher weight, then the key, so the order is total. */
function byNeed(a: TopicFacts, b: TopicFacts): number {
  return (
    need(b) - need(a) ||
    smoothedAccuracy(a) - smoothedAccuracy(b) ||
    b.weight - a.weight ||
    keyOf(a).localeCompare(keyOf(b))
  );
}

/**
 * Splits `count` questions over the topics. Most slots (all but `staleShare`) go to the
 * `focusTopics` topics of highest need, in proportion to need (largest remainders, ties to the
 * needier); the rest go one each to topics of positive weight not seen for `staleDays` (never seen
 * first, then longest unseen, then the needier). A topic with lower accuracy, the same weight and the
 * same last-seen day as another therefore never gets fewer questions (tested as a property).
 */
export function chooseAimedTopics(topics: readonly TopicFacts[], count: number): TopicSlots[] {
  const candidates = topics.filter((t) => t.weight > 0 || t.attempts > 0);
  if (count <= 0 || candidates.length === 0) return [];
  const sorted = [...candidates].sort(byNeed);
  const staleWanted = Math.floor(count * aimedRule.staleShare);
  const focus = sorted.slice(0, aimedRule.focusTopics).filter((t) => need(t) > 0);
  const rest = sorted.filter((t) => !focus.includes(t));
  const stale = rest
    .filter((t) => t.weight > 0 && (t.daysSinceSeen === null || t.daysSinceSeen >= aimedRule.staleDays))
    .sort(
      (a, b) =>
        (b.daysSinceSeen ?? Number.POSITIVE_INFINITY) - (a.daysSinceSeen ?? Number.POSITIVE_INFINITY) ||
        byNeed(a, b),
    )
    .slice(0, staleWanted);
  const needCount = focus.length > 0 ? count - stale.length : 0;
  const out: TopicSlots[] = apportion(focus, needCount).map(([t, n]) => ({
    subject: t.subject,
    topic: t.topic,
    count: n,
    reason: 'weak' as const,
  }));
  for (const t of stale) out.push({ subject: t.subject, topic: t.topic, count: 1, reason: 'stale' });
  // No weak topic at all (every weight zero): the stale ones share the whole quiz.
  const given = out.reduce((sum, s) => sum + s.count, 0);
  if (given < count && out.length > 0) {
    for (let i = 0; given + i < count; i += 1) (out[i % out.length] as TopicSlots).count += 1;
  }
  return out.filter((s) => s.count > 0);
}

/** Largest-remainder apportionment of `count` over `topics` by need; `topics` is in need order. */
function apportion(topics: readonly TopicFacts[], count: number): [TopicFacts, number][] {
  const total = topics.reduce((sum, t) => sum + need(t), 0);
  if (total <= 0 || count <= 0) return [];
  const quotas = topics.map((t) => (need(t) * count) / total);
  const shares = quotas.map(Math.floor);
  let left = count - shares.reduce((a, b) => a + b, 0);
  const order = topics
    .map((_, i) => i)
    .sort(
      (a, b) =>
        (quotas[b] as number) - (shares[b] as number) - ((quotas[a] as number) - (shares[a] as number)) ||
        a - b,
    );
  for (const i of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] as number) + 1;
    left -= 1;
  }
  return topics.map((t, i) => [t, shares[i] as number]);
}
