import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../i18n/i18n';

/**
 * A button that asks before it acts: the question replaces it in place with "yes" and "cancel";
 * focus moves to "cancel" so Enter never confirms by accident, and Escape cancels.
 */
export function ConfirmAction(props: {
  open: boolean;
  onOpen: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  danger?: boolean;
}) {
  const { open, onOpen, onCancel, onConfirm, label, question, confirmLabel, busy, danger } = props;
  const { t } = useI18n();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const id = useId();
  useEffect(() => {
    if (open) cancelRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <button
        ref={openerRef}
        type="button"
        className={danger ? 'button button-danger' : 'button'}
        onClick={onOpen}
        disabled={busy}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      className="confirm"
      role="group"
      aria-labelledby={`${id}-q`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <p id={`${id}-q`}>{question}</p>
      <button
        type="button"
        className={danger ? 'button button-danger' : 'button button-primary'}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
        {props.cancelLabel ?? t('cancel')}
      </button>
    </div>
  );
}
