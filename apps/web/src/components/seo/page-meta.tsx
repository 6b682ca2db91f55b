import { OrganizationStructuredData, SITE_URL } from '@/components/seo/structured-data';

export { SITE_URL };

/**
 * Title, description and canonical address of a page. React 19 hoists these elements into <head>,
 * and the prerender step (scripts/prerender.ts) moves them there in the static HTML, so crawlers
 * read them without running JavaScript. The home page also carries the organisation's JSON-LD.
 */
export interface PageMetaProps {
  /** Already translated; " · Abhyas" is added. */
  title: string;
  /** Already translated; about 150 characters. */
  description: string;
  /** The canonical path of this page, e.g. "/about". Absent for pages that should not be indexed. */
  path?: string;
  noindex?: boolean;
}

export function PageMeta({ title, description, path, noindex }: PageMetaProps) {
  const fullTitle = `${title} · Abhyas`;
  const canonical = path && !noindex ? `${SITE_URL}${path === '/' ? '/' : path}` : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {canonical && path === '/' && <OrganizationStructuredData />}
    </>
  );
}
