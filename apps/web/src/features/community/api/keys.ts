/** Query keys of the community screens; all start with 'community' so a join or a leave refreshes them all. */
export const communityKeys = {
  all: ['community'] as const,
  mine: () => ['community', 'mine'] as const,
  discover: (q: string, exam: string | null, page: number) =>
    ['community', 'discover', q, exam, page] as const,
  group: (groupId: string) => ['community', 'group', groupId] as const,
  members: (groupId: string) => ['community', 'group', groupId, 'members'] as const,
  moderationLog: (groupId: string) => ['community', 'group', groupId, 'log'] as const,
  removals: (groupId: string) => ['community', 'group', groupId, 'removals'] as const,
};

export const groupPath = (groupId: string) => `/community/groups/${encodeURIComponent(groupId)}`;
