/**
 * What the vehicle services need of the public catalogue: to hear that the inventory changed. Declared
 * here rather than taken from the catalogue module, which reads the vehicles: the module tree goes
 * catalog → vehicles and never back (docs/architecture-layers.md).
 */
export interface CatalogInvalidation {
  invalidate(): void;
}
