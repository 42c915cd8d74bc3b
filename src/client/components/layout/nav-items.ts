import { paths } from '../../app/paths';

export interface NavItem {
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
      { labelKey: 'nav.practiceTest', to: paths.practice },
      { labelKey: 'nav.discoverCanada', to: paths.discoverCanada },
      { labelKey: 'nav.flashcards', to: paths.flashcards },
      { labelKey: 'nav.categories', to: paths.categories },
    ],
  },
  {
    labelKey: 'nav.resources',
    items: [
      { labelKey: 'nav.testStructure', to: paths.testStructure },
      { labelKey: 'nav.communityResources', to: paths.resources },
      { labelKey: 'nav.externalResources', to: paths.externalResources },
    ],
  },
  {
    labelKey: 'nav.about',
    items: [
      { labelKey: 'nav.aboutCreator', to: paths.about },
      { labelKey: 'nav.companyVision', to: paths.company },
      { labelKey: 'nav.terms', to: paths.terms },
      { labelKey: 'nav.privacy', to: paths.privacy },
    ],
  },
];
