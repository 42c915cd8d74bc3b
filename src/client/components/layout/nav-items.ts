import { paths } from '../../config/paths';

interface NavItem {
  labelKey: string;
  to: string;
}
export interface NavGroup {
  labelKey: string;
  items: NavItem[];
}

/** The three header menus of the spec. */
export const NAV_GROUPS: NavGroup[] = [
  {
    labelKey: 'nav.study',
    items: [
      { labelKey: 'nav.practiceTest', to: paths.practice.getHref() },
      { labelKey: 'nav.discoverCanada', to: paths.discoverCanada.getHref() },
      { labelKey: 'nav.flashcards', to: paths.flashcards.getHref() },
      { labelKey: 'nav.progress', to: paths.progress.getHref() },
      { labelKey: 'nav.categories', to: paths.categories.getHref() },
    ],
  },
  {
    labelKey: 'nav.resources',
    items: [
      { labelKey: 'nav.testStructure', to: paths.testStructure.getHref() },
      { labelKey: 'nav.communityResources', to: paths.resources.getHref() },
      { labelKey: 'nav.externalResources', to: paths.externalResources.getHref() },
    ],
  },
  {
    labelKey: 'nav.about',
    items: [
      { labelKey: 'nav.aboutCreator', to: paths.about.getHref() },
      { labelKey: 'nav.companyVision', to: paths.company.getHref() },
      { labelKey: 'nav.terms', to: paths.terms.getHref() },
      { labelKey: 'nav.privacy', to: paths.privacy.getHref() },
    ],
  },
];
