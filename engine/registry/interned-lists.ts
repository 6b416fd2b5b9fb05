// The string lists of a definition (platforms, scopes, permissions, allow) are copied at prepare so that a
// plugin changing its own arrays later cannot change a published generation (REGISTRY-016). The tools of a
// generation draw these lists from few distinct values, so the copy is one frozen array per distinct list,
// shared by every tool that has it: equal content, one array; anything else, another.

/** A node of the trie of lists seen: its list (when one ends here) and the next element's nodes. */
interface Node {
  list?: readonly string[];
  next?: Map<string, Node>;
}

/** Distinct lists kept: a long-lived host that meets more forgets them all and interns afresh. */
export const INTERNED_LISTS_KEPT = 10_000;

export class InternedLists {
  private root: Node = {};
  private count = 0;

  constructor(private readonly kept = INTERNED_LISTS_KEPT) {}

  /** The frozen list equal to `list` (same strings, same order): the one handed out before, if any. */
  of(list: readonly string[]): readonly string[] {
    let node = this.root;
    for (let i = 0; i < list.length; i++) {
      const item = list[i]!;
      const next = (node.next ??= new Map());
      let child = next.get(item);
      if (child === undefined) next.set(item, (child = {}));
      node = child;
    }
    if (node.list === undefined) {
      if (this.count >= this.kept) {
        this.root = {};
        this.count = 0;
        return this.of(list);
      }
      this.count++;
      node.list = Object.freeze([...list]);
    }
    return node.list;
  }

  /** How many distinct lists are kept now. */
  get size(): number {
    return this.count;
  }
}
