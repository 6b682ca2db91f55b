import type { Tree } from './bundle';
import common from './hi/common.json';
import errors from './hi/errors.json';
import layout from './hi/layout.json';

/** The frame around every page (Hindi): one small chunk, loaded before the first render (lib/i18n.ts). */
export const strings: Tree = { common, errors, layout };
