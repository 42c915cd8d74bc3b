import { useId, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';

interface Props {
  /** The caller opens it with `ref.current.showModal()`. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  body: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirm button in the colour of something that cannot be undone. */
  danger?: boolean;
}

/** A native modal dialog that asks before an action: Cancel has focus, Escape cancels. */
export function ConfirmDialog({ dialogRef, title, body, cancelLabel, confirmLabel, onConfirm, danger = false }: Props) {
  const id = useId();
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{body}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dialogRef.current?.close()} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
