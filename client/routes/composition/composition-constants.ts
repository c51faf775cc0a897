/** The composer's other works a composition page shows: a glimpse, not the list (the artist page has it). */
export const MORE_WORKS = 12;
