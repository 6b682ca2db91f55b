export type Tree = { [key: string]: string | Tree };

/** One language's strings from its JSON files: each file's name is its top-level key. */
export function bundle(files: Record<string, Tree>): Tree {
  const tree: Tree = {};
  for (const [file, content] of Object.entries(files)) {
    const name = file.match(/([\w-]+)\.json$/)?.[1];
    if (name) tree[name] = content;
  }
  return tree;
}
