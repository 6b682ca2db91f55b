export type Tree = { [key: string]: string | Tree };

/**
 * The top-level key a strings file fills: its name, except that `<key>-<part>.json` is a part of
 * `<key>` loaded on its own (`validation-institutes.json`: the institute screens' rule texts under
 * `validation.*`, which every other form page need not download).
 */
export function keyOfFile(name: string): string {
  return name.split('-')[0] ?? name;
}

/** One language's strings from its JSON files: each file's name is its top-level key (see keyOfFile). */
export function bundle(files: Record<string, Tree>): Tree {
  const tree: Tree = {};
  for (const [file, content] of Object.entries(files)) {
    const name = file.match(/([\w-]+)\.json$/)?.[1];
    if (!name) continue;
    const key = keyOfFile(name);
    const into = tree[key];
    tree[key] = typeof into === 'object' ? { ...into, ...content } : content;
  }
  return tree;
}
