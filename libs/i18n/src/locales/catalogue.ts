/** A catalogue has the French catalogue's shape with any strings: every language must hold every key. */
export type CatalogueShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
};
