/** The admin dashboard's query keys: a change to a user refreshes the list, the user and the numbers. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (search: string, page: number) => [...adminKeys.users(), 'list', search, page] as const,
  user: (id: string) => [...adminKeys.users(), 'one', id] as const,
};
