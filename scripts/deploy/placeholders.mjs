// Ids in wrangler.toml that are still placeholders: what `wrangler kv namespace create` (or the
// dashboard) prints must replace them before an environment can be deployed. A placeholder is
// written REPLACE-WITH-..., so it cannot pass for a real id and wrangler's own validation still
// accepts the file (npm test's dry runs bundle both environments with them).
export const PLACEHOLDER = /REPLACE-WITH-/;

/**
 * Every placeholder in a resolved configuration, by where it is: `kv_namespaces[0].id
 * (UPSTREAM_CACHE) is "REPLACE-WITH-..."`. The whole configuration is searched, so a placeholder
 * put in any binding, route or var later is found too.
 */
export function findPlaceholders(config) {
  const found = [];
  const visit = (value, path, owner) => {
    if (typeof value === 'string') {
      if (PLACEHOLDER.test(value)) found.push(`${path}${owner ? ` (${owner})` : ''} is ${JSON.stringify(value)}`);
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`, owner);
      return;
    }
    if (value && typeof value === 'object') {
      // A binding's entry names it: the line says which binding the id belongs to.
      const name = typeof value.binding === 'string' ? value.binding : typeof value.name === 'string' ? value.name : owner;
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key, name);
    }
  };
  visit(config, '', undefined);
  return found;
}
