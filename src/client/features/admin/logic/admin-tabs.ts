/** The admin panel's tabs (docs/spec.md §4). */
export const ADMIN_TABS = ['dashboard', 'questions', 'distribution', 'reports'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const isAdminTab = (value: string): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value);
