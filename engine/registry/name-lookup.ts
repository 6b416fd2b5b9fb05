// The global lookup of a generation (its callable tools by qualifiedName) as the duplicate check leaves it:
// each name's place in the checked list, and the list. A list without duplicates names each of its entries
// once, in order, so the places are 0, 1, 2, … and the entries in list order are the lookup's values. A
// later list with the same names in the same order has the same places: only its entries are new.

function* pairs<T>(at: ReadonlyMap<string, number>, list: readonly T[]): Generator<[string, T], undefined> {
  for (const [name, i] of at) yield [name, list[i]!];
  return undefined;
}

export class NameLookup<T> implements ReadonlyMap<string, T> {
  /** `at`: each name's place in `list`, in list order (a list without duplicates). */
  constructor(
    private readonly at: ReadonlyMap<string, number>,
    private readonly list: readonly T[],
  ) {}

  get size(): number {
    return this.at.size;
  }

  get(name: string): T | undefined {
    const i = this.at.get(name);
    return i === undefined ? undefined : this.list[i];
  }

  has(name: string): boolean {
    return this.at.has(name);
  }

  keys(): MapIterator<string> {
    return this.at.keys();
  }

  values(): MapIterator<T> {
    return this.list.values();
  }

  entries(): MapIterator<[string, T]> {
    return pairs(this.at, this.list);
  }

  forEach(callback: (value: T, key: string, map: ReadonlyMap<string, T>) => void, thisArg?: unknown): void {
    for (const [name, i] of this.at) callback.call(thisArg, this.list[i]!, name, this);
  }

  [Symbol.iterator](): MapIterator<[string, T]> {
    return pairs(this.at, this.list);
  }
}
