/** What catalog-scope rules judge: one listing, and optionally a second one to compare order. */
export interface CatalogSubject {
  tools: readonly unknown[];
  secondListing?: readonly unknown[];
}
