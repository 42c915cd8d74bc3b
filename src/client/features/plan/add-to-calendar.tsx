import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { pathInLang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';
import { NAMESPACE } from './i18n';
import styles from './plan.module.css';

/** Downloads the plan as an .ics file, made here (the calendar library loads only on this click). */
export function AddToCalendar({ date, minutesPerDay, now }: { date: string; minutesPerDay: number; now: number }) {
  const { t } = useTranslation(NAMESPACE);
  const lang = useLang();
  const download = async () => {
    const { planCalendar } = await import('../../lib/plan/calendar');
    const url = `${window.location.origin}${pathInLang(paths.plan.getHref(), '', '', lang)}`;
    const ics = planCalendar(date, minutesPerDay, now, {
      test: t('calendar.test'),
      testDescription: t('calendar.testDescription'),
      study: t('calendar.study'),
      studyDescription: t('calendar.studyDescription', { url }),
      url,
    });
    if (!ics) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    link.download = 'citizenship-test-plan.ics';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <div className={styles.calendar}>
      <Button variant="secondary" size="sm" onClick={() => void download()}>
        {t('calendar.add')}
      </Button>
      <p className={styles.hint}>{t('calendar.hint')}</p>
    </div>
  );
}
