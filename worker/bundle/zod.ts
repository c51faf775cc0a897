/**
 * `zod` as the worker bundle sees it (wrangler.toml [alias]; the browser build and the tests use
 * the package itself). Everything shared/ and worker/ build schemas from is the package's own
 * code; what differs is the `z` object.
 *
 * The package's `z` is its whole module namespace, and a namespace that is passed on as a value
 * (shared/zod.ts exports it) cannot be tree-shaken by esbuild: every locale (40-odd languages),
 * JSON Schema import and the `core` namespace came into the worker, about 460 KB of the bundle's
 * 2.6 MB, parsed and evaluated by every new isolate (docs/decisions/022-worker-bundle.md). Here
 * `z` is a plain object naming each member, so only the members' code is bundled.
 *
 * Left out: `locales` (zod's English messages are set by the package itself), `toJSONSchema`,
 * `fromJSONSchema` and `core`. Reading one throws, naming this file. `satisfies` makes the list
 * complete: a member a zod upgrade adds, or one removed from here, fails `npm run typecheck`.
 */
import * as zod from 'zod/v4';

const LEFT_OUT = ['core', 'fromJSONSchema', 'locales', 'toJSONSchema'] as const;
type Members = Omit<typeof zod, (typeof LEFT_OUT)[number] | 'z' | 'default'>;

const members = {
  _default: zod._default, _function: zod._function, _ZodString: zod._ZodString, $brand: zod.$brand,
  $input: zod.$input, $output: zod.$output, any: zod.any, array: zod.array, base64: zod.base64,
  base64url: zod.base64url, bigint: zod.bigint, boolean: zod.boolean, catch: zod.catch,
  check: zod.check, cidrv4: zod.cidrv4, cidrv6: zod.cidrv6, clone: zod.clone, codec: zod.codec,
  coerce: zod.coerce, compile: zod.compile, config: zod.config, creditCard: zod.creditCard,
  cuid: zod.cuid, cuid2: zod.cuid2, currencyCode: zod.currencyCode, custom: zod.custom,
  date: zod.date, decode: zod.decode, decodeAsync: zod.decodeAsync, deepPartial: zod.deepPartial,
  describe: zod.describe, discriminatedUnion: zod.discriminatedUnion, e164: zod.e164,
  email: zod.email, emoji: zod.emoji, encode: zod.encode, encodeAsync: zod.encodeAsync,
  endsWith: zod.endsWith, enum: zod.enum, exactOptional: zod.exactOptional, file: zod.file,
  flattenError: zod.flattenError, float32: zod.float32, float64: zod.float64,
  formatError: zod.formatError, function: zod.function,
  getDiscriminatedOption: zod.getDiscriminatedOption, getErrorMap: zod.getErrorMap,
  globalRegistry: zod.globalRegistry, gt: zod.gt, gte: zod.gte, guid: zod.guid, hash: zod.hash,
  hex: zod.hex, hostname: zod.hostname, httpUrl: zod.httpUrl, iban: zod.iban,
  includes: zod.includes, input: zod.input, instanceof: zod.instanceof, int: zod.int,
  int32: zod.int32, int64: zod.int64, intersection: zod.intersection, INVALID: zod.INVALID,
  invertCodec: zod.invertCodec, ipv4: zod.ipv4, ipv6: zod.ipv6, iso: zod.iso, json: zod.json,
  jwt: zod.jwt, keyof: zod.keyof, ksuid: zod.ksuid, lazy: zod.lazy, length: zod.length,
  literal: zod.literal, looseObject: zod.looseObject, looseRecord: zod.looseRecord,
  lowercase: zod.lowercase, lt: zod.lt, lte: zod.lte, mac: zod.mac, map: zod.map,
  maxLength: zod.maxLength, maxSize: zod.maxSize, memoizer: zod.memoizer, meta: zod.meta,
  mime: zod.mime, minLength: zod.minLength, minSize: zod.minSize, multipleOf: zod.multipleOf,
  nan: zod.nan, nanoid: zod.nanoid, nativeEnum: zod.nativeEnum, negative: zod.negative,
  NEVER: zod.NEVER, never: zod.never, nonnegative: zod.nonnegative, nonoptional: zod.nonoptional,
  nonpositive: zod.nonpositive, normalize: zod.normalize, null: zod.null, nullable: zod.nullable,
  nullish: zod.nullish, number: zod.number, object: zod.object, optional: zod.optional,
  output: zod.output, overwrite: zod.overwrite, parse: zod.parse, parseAsync: zod.parseAsync,
  partialRecord: zod.partialRecord, pipe: zod.pipe, positive: zod.positive, prefault: zod.prefault,
  preprocess: zod.preprocess, prettifyError: zod.prettifyError, promise: zod.promise,
  properties: zod.properties, property: zod.property, readonly: zod.readonly, record: zod.record,
  refine: zod.refine, regex: zod.regex, regexes: zod.regexes, registry: zod.registry,
  safeDecode: zod.safeDecode, safeDecodeAsync: zod.safeDecodeAsync, safeEncode: zod.safeEncode,
  safeEncodeAsync: zod.safeEncodeAsync, safeParse: zod.safeParse,
  safeParseAsync: zod.safeParseAsync, set: zod.set, setErrorMap: zod.setErrorMap, size: zod.size,
  slugify: zod.slugify, startsWith: zod.startsWith, strictObject: zod.strictObject,
  string: zod.string, stringbool: zod.stringbool, stringFormat: zod.stringFormat,
  success: zod.success, superRefine: zod.superRefine, symbol: zod.symbol,
  templateLiteral: zod.templateLiteral, TimePrecision: zod.TimePrecision,
  toLowerCase: zod.toLowerCase, toUpperCase: zod.toUpperCase, toZod: zod.toZod,
  transform: zod.transform, treeifyError: zod.treeifyError, trim: zod.trim, tuple: zod.tuple,
  uint32: zod.uint32, uint64: zod.uint64, ulid: zod.ulid, undefined: zod.undefined,
  union: zod.union, unknown: zod.unknown, uppercase: zod.uppercase, url: zod.url, util: zod.util,
  uuid: zod.uuid, uuidv4: zod.uuidv4, uuidv6: zod.uuidv6, uuidv7: zod.uuidv7,
  validate: zod.validate, validateAsync: zod.validateAsync, void: zod.void,
  withParser: zod.withParser, xid: zod.xid, xor: zod.xor, ZodAny: zod.ZodAny,
  ZodArray: zod.ZodArray, ZodBase64: zod.ZodBase64, ZodBase64URL: zod.ZodBase64URL,
  ZodBigInt: zod.ZodBigInt, ZodBigIntFormat: zod.ZodBigIntFormat, ZodBoolean: zod.ZodBoolean,
  ZodCatch: zod.ZodCatch, ZodCIDRv4: zod.ZodCIDRv4, ZodCIDRv6: zod.ZodCIDRv6,
  ZodCodec: zod.ZodCodec, ZodCompileAsyncError: zod.ZodCompileAsyncError,
  ZodCompileUnsupportedError: zod.ZodCompileUnsupportedError, ZodCreditCard: zod.ZodCreditCard,
  ZodCUID: zod.ZodCUID, ZodCUID2: zod.ZodCUID2, ZodCustom: zod.ZodCustom,
  ZodCustomStringFormat: zod.ZodCustomStringFormat, ZodDate: zod.ZodDate,
  ZodDefault: zod.ZodDefault, ZodDiscriminatedUnion: zod.ZodDiscriminatedUnion,
  ZodE164: zod.ZodE164, ZodEmail: zod.ZodEmail, ZodEmoji: zod.ZodEmoji, ZodEnum: zod.ZodEnum,
  ZodError: zod.ZodError, ZodExactOptional: zod.ZodExactOptional, ZodFile: zod.ZodFile,
  ZodFirstPartyTypeKind: zod.ZodFirstPartyTypeKind, ZodFunction: zod.ZodFunction,
  ZodGUID: zod.ZodGUID, ZodIBAN: zod.ZodIBAN, ZodInstanceOf: zod.ZodInstanceOf,
  ZodIntersection: zod.ZodIntersection, ZodIPv4: zod.ZodIPv4, ZodIPv6: zod.ZodIPv6,
  ZodISODate: zod.ZodISODate, ZodISODateTime: zod.ZodISODateTime,
  ZodISODuration: zod.ZodISODuration, ZodISOTime: zod.ZodISOTime, ZodIssueCode: zod.ZodIssueCode,
  ZodJWT: zod.ZodJWT, ZodKSUID: zod.ZodKSUID, ZodLazy: zod.ZodLazy, ZodLiteral: zod.ZodLiteral,
  ZodMAC: zod.ZodMAC, ZodMap: zod.ZodMap, ZodNaN: zod.ZodNaN, ZodNanoID: zod.ZodNanoID,
  ZodNever: zod.ZodNever, ZodNonOptional: zod.ZodNonOptional, ZodNull: zod.ZodNull,
  ZodNullable: zod.ZodNullable, ZodNumber: zod.ZodNumber, ZodNumberFormat: zod.ZodNumberFormat,
  ZodObject: zod.ZodObject, ZodOptional: zod.ZodOptional, ZodPipe: zod.ZodPipe,
  ZodPrefault: zod.ZodPrefault, ZodPreprocess: zod.ZodPreprocess, ZodPromise: zod.ZodPromise,
  ZodReadonly: zod.ZodReadonly, ZodRealError: zod.ZodRealError, ZodRecord: zod.ZodRecord,
  ZodSet: zod.ZodSet, ZodString: zod.ZodString, ZodStringFormat: zod.ZodStringFormat,
  ZodSuccess: zod.ZodSuccess, ZodSymbol: zod.ZodSymbol, ZodTemplateLiteral: zod.ZodTemplateLiteral,
  ZodTransform: zod.ZodTransform, ZodTuple: zod.ZodTuple, ZodType: zod.ZodType,
  ZodULID: zod.ZodULID, ZodUndefined: zod.ZodUndefined, ZodUnion: zod.ZodUnion,
  ZodUnknown: zod.ZodUnknown, ZodURL: zod.ZodURL, ZodUUID: zod.ZodUUID, ZodVoid: zod.ZodVoid,
  ZodXID: zod.ZodXID, ZodXor: zod.ZodXor,
} satisfies Members;

for (const name of LEFT_OUT) {
  Object.defineProperty(members, name, {
    get() {
      throw new Error(`z.${name} is left out of the worker bundle (worker/bundle/zod.ts)`);
    },
  });
}

export * from 'zod/v4';
export const z: Members = members;
export default z;
