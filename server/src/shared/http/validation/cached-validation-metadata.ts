import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type ValidationMetadata = ReturnType<Lookup>[number];

const CACHED = Symbol('shop.cachedValidationMetadata');

/**
 * Remembers class-validator's answer to "which rules apply to this class" per class and options. class-validator
 * works it out again on every validate(): it filters the class's rules and walks every class the application has
 * decorated with an `instanceof` each, to find the inherited ones (0.16 ms of each catalog read, the largest single
 * cost of the request path: docs/decisions.md, "What the request path cost"). Decorators add rules when their class
 * is loaded; any rule added later (a class loaded lazily, a schema registered) empties the cache, so an answer is
 * never stale. class-validator only reads the arrays it gets back, so they are shared, not copied.
 */
export function cacheValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  const marked = storage as MetadataStorage & { [CACHED]?: true };
  if (marked[CACHED]) return;
  marked[CACHED] = true;
  const lookUp: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  let byClass = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  const forget = <A extends unknown[]>(add: (...args: A) => void) =>
    function (this: MetadataStorage, ...args: A): void {
      byClass = new WeakMap();
      add.apply(this, args);
    };
  storage.addValidationMetadata = forget(storage.addValidationMetadata);
  storage.addConstraintMetadata = forget(storage.addConstraintMetadata);
  storage.addValidationSchema = forget(storage.addValidationSchema);
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups === undefined ? '' : JSON.stringify(groups)}`;
    let byOptions = byClass.get(targetConstructor);
    if (!byOptions) byClass.set(targetConstructor, (byOptions = new Map()));
    let metadata = byOptions.get(key);
    if (!metadata) byOptions.set(key, (metadata = lookUp(targetConstructor, targetSchema, always, strictGroups, groups)));
    return metadata;
  };
}
