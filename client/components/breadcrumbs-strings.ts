/** Words of the breadcrumb trail. A strings module (issue 20). */
export const BREADCRUMB_TEXT = {
  label: 'Breadcrumb',
  home: 'Home',
} as const;
