/**
 * What the baselines answer: the shape and size of a real GET /api/me body, so bytes on the wire are
 * not part of the difference the ratios measure.
 */
export const payload = {
  user: {
    id: '0196f3c2-7b1e-7c4a-9d2e-5a8b3c1d4e6f',
    name: 'Aarav Sharma',
    username: 'demo_student',
    email: 'student@demo.abhyas.local',
    role: 'user',
    orgRole: 'member',
    organizationId: '0196f3c2-7b1d-7f10-8a3b-2c4d5e6f7a8b',
    createdAt: '2026-11-22T08:00:00.000Z',
  },
};
