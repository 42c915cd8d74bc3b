import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useCategoryNames } from '../content/use-category-name';
import type { PlanItem } from './today-plan';

/** What a step of today's plan asks, in words, and where to do it (/plan's list and the glance share them). */
export function usePlanStep() {
  const { t } = useTranslation();
  const nameOf = useCategoryNames();
  return (item: PlanItem): { title: string; to: string } => {
    switch (item.kind) {
      case 'lessons': {
        const next = item.sections.find((s) => !s.done) ?? item.sections[0]!;
        return { title: t('planItem.lessons', { count: item.sections.length }), to: paths.learnChapter.getHref(next.slug, next.section) };
      }
      case 'new':
        return { title: t('planItem.new', { count: item.planned, topic: nameOf(item.topic) }), to: paths.studyCategoryMode.getHref(item.slug, 'practice') };
      case 'reviews':
        return { title: t('planItem.reviews', { count: item.planned }), to: paths.practice.getHref({ mode: 'due' }) };
      case 'missed':
        return { title: t('planItem.missed', { count: item.planned }), to: paths.practice.getHref({ mode: 'missed' }) };
      case 'mock':
        return { title: t('planItem.mock'), to: paths.practice.getHref() };
    }
  };
}
