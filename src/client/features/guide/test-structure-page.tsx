import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Page, Section } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { officialLinks } from '../../config/official-links';
import { useLang } from '../../lib/i18n/use-lang';
import { NAMESPACE } from './i18n';
import styles from './guide.module.css';

const FACTS = ['questions', 'pass', 'time', 'languages'] as const;

export function TestStructurePage() {
  const { t } = useTranslation(NAMESPACE);
  const links = officialLinks(useLang());
  const format = t('structure.format', { returnObjects: true }) as string[];
  return (
    <Page title={t('structure.title')} lead={t('structure.lead')} width="narrow">
      <Section title={t('structure.factsTitle')} id="facts-title">
        <dl className={styles.facts}>
          {FACTS.map((fact) => (
            <div key={fact} className={styles.fact}>
              <dt>{t(`structure.facts.${fact}.label`)}</dt>
              <dd>{t(`structure.facts.${fact}.value`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('structure.whoTitle')} id="who-title">
        <p>{t('structure.who')}</p>
      </Section>
      <Section title={t('structure.formatTitle')} id="format-title">
        <ul className={styles.bullets}>
          {format.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('structure.ourPracticeTitle')} id="practice-title">
        <p>{t('structure.ourPractice')}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.practice.getHref()}>{t('structure.startPractice')}</ButtonLink>
          <ButtonLink to={paths.discoverCanada.getHref()} variant="secondary">
            {t('structure.studyTopics')}
          </ButtonLink>
        </div>
      </Section>
      <p className={styles.note}>
        {t('structure.checkOfficial')}{' '}
        <a href={links.test} target="_blank" rel="noopener noreferrer">
          {t('structure.officialTest')}
        </a>
      </p>
    </Page>
  );
}
