// One variant host: another choice the spec leaves open (the catalogue is ./index.ts).

export interface Variant {
  /** Kebab-case name, equal to the module's file name without extension. */
  readonly name: string;
  /** The module's TypeScript source, relative to the kit root. */
  readonly file: string;
  /** The areas whose suites it is run against. */
  readonly areas: readonly string[];
  /** The SHOULD (or MAY) requirements it departs from: the only ones it may fail. Empty: it fails none. */
  readonly departsFrom: readonly string[];
  /** The choice it takes, in one line. */
  readonly takes: string;
}

/** A list entry: `selftest/variants/<folder>/<name>.ts`. */
export const variantEntry = (folder: string, name: string, areas: readonly string[], departsFrom: readonly string[], takes: string): Variant => ({
  name,
  file: `selftest/variants/${folder}/${name}.ts`,
  areas,
  departsFrom,
  takes,
});
