import type { DataAccess } from '../../../shared/data-access';
import { instrumentFamiliesSchema, instrumentFamilyTypesSchema } from '../../../shared/schemas/cms';

/** Instrument types under their family, both in the CMS's DisplayOrder. */
export interface InstrumentGroup {
  family: string;
  types: string[];
}

const ORDERED = { sort: 'DisplayOrder:asc', 'pagination[pageSize]': 100 } as const;

/**
 * The instrument families and family types of the content service, as the learning-space form
 * offers them ("which instrument do you play?"). They are optional there: when the CMS cannot
 * give them the form simply goes without the question, so this never fails a page.
 */
export async function readInstrumentGroups(api: DataAccess, signal: AbortSignal): Promise<InstrumentGroup[] | null> {
  try {
    const [families, types] = await Promise.all([
      api.read({ family: 'cms', path: '/instrument-families', query: ORDERED, schema: instrumentFamiliesSchema, signal }),
      api.read({ family: 'cms', path: '/instrument-family-types', query: ORDERED, schema: instrumentFamilyTypesSchema, signal }),
    ]);
    const groups = families.data.map(({ attributes }) => ({
      family: attributes.name,
      types: types.data.filter((t) => t.attributes.family.slug === attributes.slug).map((t) => t.attributes.name),
    }));
    return groups.filter((g) => g.types.length > 0);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
