import type { Tree } from './bundle';
import common from './en/common.json';
import errors from './en/errors.json';
import layout from './en/layout.json';

/** The frame around every page (English): one small chunk, loaded before the first render (lib/i18n.ts). */
export const strings: Tree = { common, errors, layout };
