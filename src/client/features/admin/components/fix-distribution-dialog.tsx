import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { DistributionFix } from '../api/types';
import { NAMESPACE } from '../i18n';
import { letterRows } from '../logic/distribution-view';
import dialog from './dialog.module.css';
import styles from './fix-distribution-dialog.module.css';

interface Props {
  open: boolean;
  /** The category name, or "all categories". */
  scope: string;
  /** The dry run's answer; undefined while it is being computed. */
  preview: DistributionFix | undefined;
  applying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Shows what the fix will do (a dry run on the server) and asks before applying it. */
export function FixDistributionDialog({ open, scope, preview, applying, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const canApply = preview !== undefined && preview.moved > 0 && !applying;

  let description: string;
  if (!preview) description = t('distribution.fixing');
  else if (preview.moved === 0) description = t('fix.nothing', { scope });
  else description = t('fix.preview', { count: preview.moved, scope });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !applying && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={dialog.content}>
          <div className={dialog.header}>
            <AlertDialog.Title className={dialog.title}>{t('fix.title')}</AlertDialog.Title>
          </div>
          <div className={dialog.body} aria-busy={!preview}>
            <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
            {preview && preview.moved > 0 && (
              <>
                <h3 className={styles.afterHeading}>{t('fix.after')}</h3>
                <ul className={styles.after}>
                  {letterRows(preview.after).map((row) => (
                    <li key={row.letter} className={styles.share}>
                      <span>{t('fix.letterShare', { letter: row.letter, percentage: row.percentage, count: row.count })}</span>
                      <span className={styles.status}>{t(`distribution.status.${row.status}`)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={applying}>
                {preview && preview.moved === 0 ? t('fix.close') : t('fix.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {(!preview || preview.moved > 0) && (
              <Button onClick={onConfirm} disabled={!canApply}>
                {applying ? t('fix.applying') : t('fix.confirm')}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
