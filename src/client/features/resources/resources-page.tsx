import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Page, Section } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { officialLinks, type OfficialLink } from '../../config/official-links';
import { useLang } from '../../lib/i18n/use-lang';
import { NAMESPACE } from './i18n';
import styles from './resources-page.module.css';

/** The static list of external links, by group (spec: external resources page). */
const GROUPS = [
  {
    key: 'official',
    links: [
      { key: 'guide' },
      { key: 'test' },
      { key: 'apply' },
    ],
  },
  {
    key: 'government',
    links: [
      { key: 'parliament' },
      { key: 'elections' },
      { key: 'heritage' },
    ],
  },
  {
    key: 'community',
    links: [
      { key: 'newcomer' },
      { key: 'library' },
      { key: 'encyclopedia' },
    ],
  },
] as const satisfies readonly { key: string; links: readonly { key: OfficialLink }[] }[];

export function ResourcesPage() {
  const { t } = useTranslation(NAMESPACE);
  const links = officialLinks(useLang());
  return (
    <Page title={t('title')} lead={t('lead')}>
      {GROUPS.map((group) => (
        <Section key={group.key} title={t(`groups.${group.key}.title`)} id={`group-${group.key}`}>
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.key} className={styles.item}>
                <a href={links[link.key]} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {t(`groups.${group.key}.links.${link.key}.name`)}
                  <span className="visually-hidden"> {t('opensNewTab')}</span>
                  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" className={styles.external}>
                    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </a>
                <p>{t(`groups.${group.key}.links.${link.key}.body`)}</p>
                <span className={styles.host}>{new URL(links[link.key]).hostname.replace(/^www\./, '')}</span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section title={t('ownTitle')} id="own-title">
        <div className={styles.actions}>
          <ButtonLink to={paths.practice.getHref()}>{t('own.practice')}</ButtonLink>
          <ButtonLink to={paths.flashcards.getHref()} variant="secondary">
            {t('own.flashcards')}
          </ButtonLink>
          <ButtonLink to={paths.discoverCanada.getHref()} variant="ghost">
            {t('own.guide')}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}
