import type { AddressInfo } from 'node:net';

export interface Ready {
  port: number;
}

/** Tells the parent (over IPC) which ephemeral port we got; run standalone, just prints it. */
export function reportPort(address: AddressInfo | string | null): void {
  if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
  const ready: Ready = { port: address.port };
  if (process.send) process.send(ready);
  else console.log(`listening on ${address.port}`);
}

export function portFromEnv(): number {
  return Number(process.env.PORT ?? 0);
}
