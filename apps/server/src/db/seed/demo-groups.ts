import { randomUUID } from 'node:crypto';
import type { ExamKey, GroupCover } from '@abhyas/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { createGroup } from '../../modules/community/services/create-group.ts';
import { joinGroup } from '../../modules/community/services/join-group.ts';
import { sendMessage } from '../../modules/community/services/send-message.ts';
import type { Viewer } from '../../plugins/access.ts';
import { groups, users } from '../schema/index.ts';

interface DemoGroup {
  name: string;
  description: string;
  examKey: ExamKey;
  cover: GroupCover;
  owner: string;
  members: string[];
  /** [author, text] in order; `@demo_student` is mentioned once so the bell has a chat notice. */
  messages: [string, string][];
}

/**
 * Study groups for the demo (docs/community.md): a new visitor finds public groups to discover and
 * join, and `demo_student` is already in one with a conversation, a mention and a reply. Written
 * through the community's own services, so the rows obey the same rules (seqs, counts, limits).
 * Idempotent: nothing is written when the first group exists.
 */
const demoGroups: DemoGroup[] = [
  {
    name: 'SSC CGL 2026 — रोज़ 20 सवाल',
    description: 'हर शाम 7 बजे 20 सवाल और उन पर चर्चा। Daily 20 questions and a discussion at 7 pm.',
    examKey: 'SSC_CGL_TIER_1',
    cover: '#1d4ed8',
    owner: 'demo_student_01',
    members: ['demo_student', 'demo_student_02', 'demo_student_04'],
    messages: [
      ['demo_student_01', 'नमस्ते सभी! आज का टॉपिक: प्रतिशत और लाभ-हानि।'],
      ['demo_student_02', 'Percentage के shortcuts किसी के पास हैं? 15% of 240 जल्दी कैसे निकालें?'],
      ['demo_student_04', '10% = 24, 5% = 12, तो 15% = 36 ✅'],
      ['demo_student_01', '@demo_student आप कल का mock दे रहे हैं? रैंक शेयर करना।'],
      ['demo_student_02', 'धन्यवाद! कल reasoning का series वाला टॉपिक लें?'],
    ],
  },
  {
    name: 'Bank PO तैयारी 2026',
    description: 'IBPS PO and SBI PO: quant, reasoning and English. अंग्रेज़ी और हिंदी दोनों में।',
    examKey: 'IBPS_PO',
    cover: '#0f766e',
    owner: 'demo_student_03',
    members: ['demo_student_05', 'demo_student_06'],
    messages: [
      ['demo_student_03', 'Welcome! Share one puzzle a day here.'],
      ['demo_student_05', 'आज का seating arrangement बहुत कठिन था।'],
    ],
  },
  {
    name: 'UP Police गणित अभ्यास',
    description: 'UP Police कांस्टेबल: अंकगणित और सामान्य ज्ञान, सरल हिंदी में।',
    examKey: 'UP_POLICE',
    cover: '#b45309',
    owner: 'demo_student_07',
    members: ['demo_student_08'],
    messages: [['demo_student_07', 'रोज़ सुबह 10 सवाल। शुरुआत आज से!']],
  },
  {
    name: 'CTET बाल विकास एवं शिक्षाशास्त्र',
    description: 'CTET Paper 1 और 2: बाल विकास, पर्यावरण अध्ययन, हिंदी भाषा।',
    examKey: 'CTET',
    cover: '#7c3aed',
    owner: 'demo_student_09',
    members: [],
    messages: [['demo_student_09', 'पियाजे के संज्ञानात्मक विकास के चार चरण कौन-कौन से हैं?']],
  },
];

export async function seedDemoGroups(d: Deps): Promise<void> {
  const first = demoGroups[0] as DemoGroup;
  const [made] = await d.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.name, first.name), eq(groups.kind, 'open')));
  if (made) return;
  const names = [
    ...new Set(demoGroups.flatMap((g) => [g.owner, ...g.members, ...g.messages.map((m) => m[0])])),
  ];
  const rows = await d.db.select().from(users).where(inArray(users.username, names));
  const viewers = new Map<string, Viewer>(
    rows.map(({ passwordHash: _hash, ...viewer }) => [viewer.username, viewer]),
  );
  const viewer = (username: string) => {
    const found = viewers.get(username);
    if (!found) throw new Error(`demo user ${username} missing: run seedDemo and seedDemoBatches first`);
    return found;
  };
  for (const g of demoGroups) {
    const group = await createGroup(d, viewer(g.owner), {
      name: g.name,
      description: g.description,
      examKey: g.examKey,
      visibility: 'public',
      cover: g.cover,
    });
    for (const member of g.members) await joinGroup(d, viewer(member), group.id);
    for (const [author, text] of g.messages) {
      await sendMessage(d, viewer(author).id, { groupId: group.id, clientId: randomUUID(), text });
    }
  }
}
