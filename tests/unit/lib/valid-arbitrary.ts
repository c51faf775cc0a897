import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of values a zod schema should accept, read from the schema's own
 * definition (types, lengths, bounds, formats) for the parts of zod the site uses. A refinement
 * (a custom check) cannot be read: the caller supplies an arbitrary for that schema in
 * `overrides`, written from what the rule means, and a schema with neither throws, naming where.
 * A pattern that stands for a format (an e-mail address) can be given real values the same way;
 * other patterns generate the strings they match.
 * Formats come from fast-check's own generators (web URLs, e-mail addresses, UUIDs, dates), not
 * from the schema's patterns, so a schema that refuses real-world values fails the property.
 */

type Def = Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: Record<string, unknown> } }> };
/** By schema (a refinement) or by the RegExp of a pattern check (a format spelt as a pattern). */
type Overrides = ReadonlyMap<z.ZodType | RegExp, fc.Arbitrary<unknown>>;

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Longest string or array this module generates where the schema allows more. */
const CAP = 60;

function stringArbitrary(def: Def, where: string, overrides: Overrides): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = Infinity;
  let trims = false;
  let base: fc.Arbitrary<string> | null = null;
  switch (def.format) {
    case undefined:
      break;
    case 'url': {
      const protocol = def.protocol as RegExp | undefined;
      base = fc.webUrl({ withQueryParameters: true }).filter((url) => !protocol || protocol.test(url.split(':')[0]!));
      break;
    }
    case 'uuid':
      base = fc.uuid({ version: 4 });
      break;
    case 'datetime':
      base = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      break;
    default:
      throw new Error(`${where}: string format ${String(def.format)} has no generator`);
  }
  let prefix = '';
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    else if (check.check === 'max_length') max = Math.min(max, check.maximum as number);
    else if (check.check === 'length_equals') min = max = check.length as number;
    else if (check.check === 'overwrite') trims = true;
    else if (check.check === 'string_format' && check.format === 'starts_with') prefix = check.prefix as string;
    else if (check.check === 'string_format' && check.format === 'regex') {
      const pattern = check.pattern as RegExp;
      base = (overrides.get(pattern) as fc.Arbitrary<string> | undefined) ?? fc.stringMatching(pattern);
    } else throw new Error(`${where}: string check ${String(check.check)} cannot be read; give an override`);
  }
  // Any Unicode text, code units counted as zod counts them; trimmed when the schema trims.
  const text =
    base ??
    fc
      .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, Math.max(min, CAP)) })
      .map((s) => (prefix && !s.startsWith(prefix) ? prefix + s : s));
  return text.filter((s) => {
    const value = trims ? s.trim() : s;
    return value.length >= min && value.length <= max && value.startsWith(prefix);
  });
}

function numberArbitrary(def: Def, where: string): fc.Arbitrary<number> {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let minExcluded = false;
  let maxExcluded = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') [min, minExcluded] = [check.value as number, !check.inclusive];
    else if (check.check === 'less_than') [max, maxExcluded] = [check.value as number, !check.inclusive];
    else if (check.check !== 'number_format') throw new Error(`${where}: number check ${String(check.check)} cannot be read`);
  }
  if (def.format === 'safeint') {
    return fc.integer({ min: minExcluded ? min + 1 : min, max: maxExcluded ? max - 1 : max });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

export function validArbitrary(schema: z.ZodType, overrides: Overrides = new Map(), where = 'schema'): fc.Arbitrary<unknown> {
  const override = overrides.get(schema);
  if (override) return override;
  const def = defOf(schema);
  const inner = (child: unknown, path: string) => validArbitrary(child as z.ZodType, overrides, `${where}${path}`);
  if (def.type !== 'string' && def.type !== 'number' && checksOf(def).length > 0) {
    throw new Error(`${where}: ${def.type} with checks (a refinement?) cannot be read; give an override`);
  }
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, where, overrides);
    case 'number':
      return numberArbitrary(def, where);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
      return fc.jsonValue({ maxDepth: 3 });
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
      return fc.option(inner(def.innerType, '?'), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType, '|null'), { nil: null });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option, i) => inner(option, `|${i}`)));
    case 'pipe':
      // A string checked, then parsed as a format: the format's values, within the first checks.
      return inner(def.out, '>').filter((value) => (def.in as z.ZodType).safeParse(value).success);
    case 'array': {
      return fc.array(inner(def.element, '[]'), { maxLength: 3 });
    }
    case 'record':
      return fc.dictionary(inner(def.keyType, '{key}') as fc.Arbitrary<string>, inner(def.valueType, '{value}'), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child, `.${key}`)])));
    }
    default:
      throw new Error(`${where}: zod type ${def.type} has no generator`);
  }
}
