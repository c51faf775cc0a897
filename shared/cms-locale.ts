import type { DataAccess, QueryValue, ReadRequest, UpstreamFamily } from './data-access';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * CMS content in the page's language (issue 20, decision 034). A content read for a page that is
 * not English asks for the English answer (exactly the read an English page makes) and for the
 * page language's (`locale=<language>`, Strapi v4's parameter) side by side, and merges them:
 * the English answer decides which entries exist, their order and the pagination; each English
 * entry the language has a translation of is replaced by that translation. So an untranslated
 * entry still shows, in English, and says so in its `locale` (the page marks it `lang="en"`).
 *
 * An entry's translation is the language's entry (one whose `locale` is that language) with:
 *   - the same `slug` (or `Slug`), for entries that have one (Strapi keeps slugs across locales);
 *   - else `localizationOf` equal to the English entry's `id` (Strapi) or, in the older content
 *     service, which has no ids, to the English `Title` (categories, topics) or `Question` (Q&As).
 * A single entry (`data` is one object) is replaced whole when the language's answer is in it.
 * The replacement keeps the English entry's id and order fields (DisplayOrder) and fills in
 * any attribute the translation lacks from the English entry.
 */

export const CMS_FAMILIES: ReadonlySet<UpstreamFamily> = new Set(['cms', 'cmsLegacy']);

/** The query parameter the content services take the language in (Strapi v4's). */
export const LOCALE_PARAM = 'locale';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether `node` says it is written in `language` (a missing locale is English). */
function inLanguage(node: Obj, language: Language): boolean {
  return (node.locale ?? DEFAULT_LANGUAGE) === language;
}

function slugOf(attributes: Obj): string | undefined {
  const slug = attributes.slug ?? attributes.Slug;
  return typeof slug === 'string' && slug ? slug : undefined;
}

// ---- Strapi v4 ({ data: [{ id, attributes }], meta } or { data: { id, attributes }, meta }) ----

interface Entity {
  id: unknown;
  attributes: Obj;
}

function isEntity(value: unknown): value is Entity {
  return isObj(value) && isObj(value.attributes);
}

function replaceEntity(english: Entity, translation: Entity, language: Language): Entity {
  return { ...english, attributes: { ...english.attributes, ...translation.attributes, locale: language } };
}

function mergeEntities(english: unknown[], translated: unknown[], language: Language): unknown[] {
  const bySlug = new Map<string, Entity>();
  const byOrigin = new Map<unknown, Entity>();
  for (const entity of translated) {
    if (!isEntity(entity) || !inLanguage(entity.attributes, language)) continue;
    const slug = slugOf(entity.attributes);
    if (slug !== undefined) bySlug.set(slug, entity);
    const origin = entity.attributes.localizationOf;
    if (origin !== undefined && origin !== null) byOrigin.set(origin, entity);
  }
  return english.map((entity) => {
    if (!isEntity(entity)) return entity;
    const slug = slugOf(entity.attributes);
    const translation = slug !== undefined ? bySlug.get(slug) : byOrigin.get(entity.id);
    return translation ? replaceEntity(entity, translation, language) : entity;
  });
}

// ---- The older content service ({ categories: [{ Title, Topics: [{ Title, QAs }] }] }, { categories: [{ Title, Pages }] }) ----

/** Each level of the older service's trees: the list holding the next level, and how a node is known. */
const LEGACY_LEVELS: { children: string; key: (node: Obj) => unknown }[] = [
  { children: 'categories', key: (node) => node.Title },
  { children: 'Topics', key: (node) => node.Title },
  { children: 'QAs', key: (node) => node.Question },
];
const LEGACY_PAGES = 'Pages';

/**
 * Every translated node of the tree by level and by the English node it translates, wherever
 * it sits: a translated Q&A may be under a topic that is not translated (which the language's
 * answer then holds only as a container, with no `localizationOf`).
 */
function collectLegacy(tree: unknown, language: Language): Map<string, Map<unknown, Obj>> {
  const found = new Map<string, Map<unknown, Obj>>();
  const visit = (node: Obj) => {
    for (const name of [...LEGACY_LEVELS.map((l) => l.children), LEGACY_PAGES]) {
      const list = node[name];
      if (!Array.isArray(list)) continue;
      const level = found.get(name) ?? new Map<unknown, Obj>();
      found.set(name, level);
      for (const child of list) {
        if (!isObj(child)) continue;
        if (inLanguage(child, language)) {
          const origin = name === LEGACY_PAGES ? slugOf(child) : child.localizationOf;
          if (origin !== undefined && origin !== null) level.set(origin, child);
        }
        visit(child);
      }
    }
  };
  if (isObj(tree)) visit(tree);
  return found;
}

function mergeLegacyNode(english: Obj, translations: Map<string, Map<unknown, Obj>>, language: Language): Obj {
  const merged: Obj = { ...english };
  for (const { children, key } of LEGACY_LEVELS) {
    const list = english[children];
    if (!Array.isArray(list)) continue;
    merged[children] = list.map((child) => {
      if (!isObj(child)) return child;
      const translation = translations.get(children)?.get(key(child));
      const node = translation ? replaceLegacy(child, translation, language) : child;
      return mergeLegacyNode(node, translations, language);
    });
  }
  const pages = english[LEGACY_PAGES];
  if (Array.isArray(pages)) {
    merged[LEGACY_PAGES] = pages.map((page) => {
      if (!isObj(page)) return page;
      const slug = slugOf(page);
      const translation = slug === undefined ? undefined : translations.get(LEGACY_PAGES)?.get(slug);
      return translation ? replaceLegacy(page, translation, language) : page;
    });
  }
  return merged;
}

/** The translation's own text over the English node; children and order stay the English node's. */
function replaceLegacy(english: Obj, translation: Obj, language: Language): Obj {
  const own: Obj = {};
  for (const [name, value] of Object.entries(translation)) {
    if (Array.isArray(value) || name === 'DisplayOrder' || name === 'localizationOf') continue;
    own[name] = value;
  }
  return { ...english, ...own, locale: language };
}

/**
 * The English answer with each entry the language has a translation of replaced by it. Works on
 * the parsed answers of one read (the same schema): a Strapi collection, a Strapi single entry,
 * or one of the older service's trees; anything else is answered in English.
 */
export function mergeLocalized<T>(english: T, translated: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE || !isObj(english) || !isObj(translated)) return english;
  if ('data' in english) {
    const data = english.data;
    if (Array.isArray(data)) {
      const other = Array.isArray(translated.data) ? translated.data : [];
      return { ...english, data: mergeEntities(data, other, language) } as T;
    }
    if (isEntity(data)) {
      const other = translated.data;
      return (isEntity(other) && inLanguage(other.attributes, language) ? { ...english, data: replaceEntity(data, other, language) } : english) as T;
    }
    return english;
  }
  if ('categories' in english) return mergeLegacyNode(english, collectLegacy(translated, language), language) as T;
  return english;
}

/**
 * The read of the same content in `language`. A read that names its fields (Strapi's
 * `fields[n]`) asks for `locale` too, which the merge needs; only this read, so the English
 * read (and its cache key) stays the English page's own.
 */
export function localizedRequest<T>(request: ReadRequest<T>, language: Language): ReadRequest<T> {
  const query: Record<string, QueryValue> = { ...request.query, [LOCALE_PARAM]: language };
  const fields = Object.keys(query).filter((name) => /^fields\[\d+\]$/.test(name));
  if (fields.length > 0 && !fields.some((name) => query[name] === LOCALE_PARAM)) query[`fields[${fields.length}]`] = LOCALE_PARAM;
  return { ...request, query };
}

/**
 * `api` with its content reads in `language`: for a language other than English, each read of a
 * CMS family is the English read merged with the language's (see `mergeLocalized`); every other
 * read, and every read of an English page, is exactly `api`'s. The English read decides the
 * outcome (its 404 is the page's 404, its failure the page's); a language read that fails or
 * finds nothing leaves the English answer as it is.
 */
export function withContentLanguage(api: DataAccess, language: Language): DataAccess {
  if (language === DEFAULT_LANGUAGE) return api;
  return {
    read<T>(request: ReadRequest<T>): Promise<T> {
      if (!CMS_FAMILIES.has(request.family)) return api.read(request);
      const english = api.read(request);
      const translated = api.read(localizedRequest(request, language)).catch(() => null);
      return Promise.all([english, translated]).then(([english, other]) => (other === null ? english : mergeLocalized(english, other, language)));
    },
  };
}
