import { useContext, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonFile } from '@shared/contract/lesson-content';
import { chapterSlug, type GuideChapter } from '@shared/guide-chapters';
import { Button } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { CheckYourself } from './check-yourself';
import { sectionKey } from './chapter-progress';
import { useHelpPanel } from '../../components/help-language/help-translation';
import { NAMESPACE } from './i18n';
import { LessonBlocks } from './lesson-blocks';
import { ListenToSection } from './listen-to-section';
import { TermsContext } from './key-term';
import { sectionSpeech } from './section-speech';
import { markSectionRead, useSectionRead } from './use-section-read';
import styles from './chapter.module.css';

type Section = LessonFile['sections'][number];

interface Props {
  chapter: GuideChapter;
  section: Section;
  number: number;
  questionIds: readonly string[];
  read: boolean;
}

/** One section of a chapter: its heading (an anchor), the lesson, what to remember, a check, and whether it is read. */
export function LessonSection({ chapter, section, number, questionIds, read }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const end = useRef<HTMLDivElement>(null);
  useSectionRead(end, chapter, section.id, read);
  const { definitions } = useContext(TermsContext);
  // A term taught in this very section needs no "where this is taught" link.
  const terms = useMemo(() => ({ definitions, here: { slug: chapterSlug(chapter), section: section.id } }), [definitions, chapter, section.id]);
  const headingId = section.id;
  const keyPointsKey = sectionKey(chapter, section.id);
  const help = useHelpPanel(keyPointsKey, (pack) => {
    const points = pack.keyPoints[keyPointsKey];
    return points ? (
      <ul className={styles.helpPoints}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    ) : (
      <p>{pack.ui.missing}</p>
    );
  });
  return (
    <TermsContext.Provider value={terms}>
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={styles.sectionHead}>
          <div className={styles.titleRow}>
            <h2 id={headingId} className={styles.sectionTitle} tabIndex={-1}>
              <span className={styles.sectionNumber}>{`${number}.`}</span> {section.title}
            </h2>
            <a href={`#${section.id}`} className={styles.anchor} aria-label={t('chapter.linkToSection', { title: section.title })}>
              #
            </a>
          </div>
          <ListenToSection texts={() => sectionSpeech(section, t('chapter.remember'))} />
        </div>
        <LessonBlocks blocks={section.blocks} />
        <div className={styles.remember}>
          <div className={styles.rememberHead}>
            <h3 className={styles.rememberTitle}>{t('chapter.remember')}</h3>
            {help.control}
          </div>
          <ul>
            {section.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {help.panel}
        </div>
        <CheckYourself questionIds={questionIds} sectionTitle={section.title} headingId={`${section.id}-check`} />
        <div ref={end} className={styles.sectionEnd}>
          {read ? (
            <p className={styles.readMark} data-testid="section-read">
              <CheckIcon /> {t('chapter.read')}
            </p>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => void markSectionRead(chapter, section.id)}>
              {t('chapter.markRead')}
            </Button>
          )}
        </div>
      </section>
    </TermsContext.Provider>
  );
}
