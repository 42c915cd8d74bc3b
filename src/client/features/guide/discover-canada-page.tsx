import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryCode } from '@shared/categories';
import { CategoryIcon } from '../../components/category/category-icon';
import { Page, Section } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { officialLinks } from '../../config/official-links';
import { useLang } from '../../lib/i18n/use-lang';
import { NAMESPACE } from './i18n';
import { useCategoryNames } from '../../lib/content/use-category-name';
import styles from './guide.module.css';

/** The spec's order of topic cards. */
const TOPICS: CategoryCode[] = ['HIS', 'GOV', 'RIG', 'GEO', 'SYM', 'ECO'];

export function DiscoverCanadaPage() {
  const { t } = useTranslation(NAMESPACE);
  const links = officialLinks(useLang());
  const tips = t('discover.tips', { returnObjects: true }) as string[];
  // One name per topic across the site: the category's own.
  const nameOf = useCategoryNames();
  return (
    <Page title={t('discover.title')} lead={t('discover.lead')}>
      <Section title={t('discover.topicsTitle')} id="topics-title">
        <ul className={styles.topics}>
          {TOPICS.map((code) => (
            <li key={code} className={styles.topic}>
              <span className={styles.topicIcon}>
                <CategoryIcon code={code} />
              </span>
              <h3>{nameOf(code)}</h3>
              <p>{t(`discover.topics.${code}.body`)}</p>
              <Link to={paths.categories.getHref(code)} className={styles.topicLink}>
                {t('discover.practiseTopic')}
                <span className="visually-hidden">: {nameOf(code)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <div className={styles.columns}>
        <Section title={t('discover.tipsTitle')} id="tips-title">
          <ol className={styles.tips}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </Section>
        <Section title={t('discover.officialTitle')} id="official-title">
          <ul className={styles.links}>
            <li>
              <a href={links.guide} target="_blank" rel="noopener noreferrer">
                {t('discover.officialGuide')}
              </a>
            </li>
            <li>
              <a href={links.test} target="_blank" rel="noopener noreferrer">
                {t('discover.officialTest')}
              </a>
            </li>
            <li>
              <Link to={paths.testStructure.getHref()}>{t('discover.testStructureLink')}</Link>
            </li>
          </ul>
        </Section>
      </div>
    </Page>
  );
}
