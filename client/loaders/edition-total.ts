import { pagedEditionsSchema } from '../../shared/schemas/promotion';

/**
 * Only the total of an edition search (`top: 1`), as the availability checkbox's count reads it
 * (the search and list pages): the transfer state carries no edition a page does not show.
 */
export const editionTotalSchema = pagedEditionsSchema.transform((paged) => paged.total);
