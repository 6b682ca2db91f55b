// The refresh answer's contract, imported dynamically by auth-refresh.ts so that zod loads only when
// a session is refreshed. A module of its own: a dynamic import of the whole '@abhyas/core' would
// make every core module an entry point and split the start path into many small files.
export { refreshResponseSchema } from '@abhyas/core';
