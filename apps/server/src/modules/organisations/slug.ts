import { eq, like, or } from 'drizzle-orm';
import { type OrganisationRow, organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * An institute's slug from its name: Latin letters and digits joined by hyphens. A name written only
 * in Devanagari gives "institute"; the slug is never shown on screen, it only has to be unique.
 */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'institute';
}

type NewOrganisation = Omit<typeof organisations.$inferInsert, 'slug' | 'id'>;

/**
 * Inserts the institute under the first free slug of its name (`name`, `name-2`, `name-3`, …), read in
 * one query. A slug taken meanwhile by another transaction is skipped (ON CONFLICT DO NOTHING does
 * not abort ours) and the next free one is tried.
 */
export async function insertWithUniqueSlug(tx: Tx, values: NewOrganisation): Promise<OrganisationRow> {
  const base = slugBase(values.name);
  const taken = new Set(
    (
      await tx
        .select({ slug: organisations.slug })
        .from(organisations)
        .where(or(eq(organisations.slug, base), like(organisations.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  for (let n = 1; n <= taken.size + 10; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (taken.has(slug)) continue;
    const [row] = await tx
      .insert(organisations)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: organisations.slug })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free slug for ${base}`);
}
