import { paths } from '../../config/paths';

interface NavItem {
  labelKey: string;
  to: string;
}
export interface NavGroup {
  labelKey: string;
  items: NavItem[];
}

/** The three header menus (one entry per page: /external-resources stays a working address of the same page). */
export const NAV_GROUPS: NavGroup[] = [
  {
    labelKey: 'nav.study',
    items: [
      { labelKey: 'nav.lessons', to: paths.learn.getHref() },
      { labelKey: 'nav.practiceTest', to: paths.practice.getHref() },
      { labelKey: 'nav.discoverCanada', to: paths.discoverCanada.getHref() },
      { labelKey: 'nav.flashcards', to: paths.flashcards.getHref() },
      { labelKey: 'nav.plan', to: paths.plan.getHref() },
      { labelKey: 'nav.progress', to: paths.progress.getHref() },
      { labelKey: 'nav.categories', to: paths.categories.getHref() },
    ],
  },
  {
    labelKey: 'nav.resources',
    items: [
      { labelKey: 'nav.glossary', to: paths.glossary.getHref() },
      { labelKey: 'nav.testStructure', to: paths.testStructure.getHref() },
      { labelKey: 'nav.links', to: paths.resources.getHref() },
    ],
  },
  {
    labelKey: 'nav.about',
    items: [
      { labelKey: 'nav.aboutSite', to: paths.about.getHref() },
      { labelKey: 'nav.terms', to: paths.terms.getHref() },
      { labelKey: 'nav.privacy', to: paths.privacy.getHref() },
    ],
  },
];
