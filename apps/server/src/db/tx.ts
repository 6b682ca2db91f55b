import type { Db } from './client.ts';

/**
 * A transaction handle. Multi-step writes take one and use it for every query: on PGlite's single
 * connection a query on the outer `db` inside a transaction waits forever.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
