/**
 * The promotion forms' fixed answers, apart from their rules (promotion-forms.ts, built with zod):
 * the pages render their selects from these on the first load and fetch the rules on first use.
 */

export const LEARNING_SPACE_ROLES = ['Teacher', 'Student', 'Performer', 'Parent or carer', 'Other'] as const;

export const MADE_NOT_BORN_DISCIPLINES = ['Composer', 'Performer', 'Ensemble', 'Conductor', 'Music educator'] as const;
