/**
 * Title, description and canonical address of a page. React 19 hoists these elements into <head>,
 * and the prerender step keeps them, so crawlers read them without running JavaScript.
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

/** The public address of the site; canonical links and the sitemap use it. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'https://abhyas.app';

export function PageMeta({ title, description, path, noindex }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · Abhyas`}</title>
      <meta name="description" content={description} />
      {path && !noindex && <link rel="canonical" href={`${SITE_URL}${path === '/' ? '/' : path}`} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
