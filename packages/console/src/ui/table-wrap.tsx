import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

/**
 * A table that may be wider than the screen: it scrolls sideways inside its frame (the page never
 * does), and says so while columns are out of sight, instead of silently hiding them.
 */
export function TableWrap({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    // Columns are out of sight while the frame can still scroll right (a pixel of rounding allowed).
    // (scrollLeft may be fractional while scrollWidth is rounded: two pixels allowed).
    const measure = (): void =>
      setHidden(element.scrollWidth - element.clientWidth - Math.ceil(element.scrollLeft) > 2);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    const table = element.firstElementChild;
    if (table) observer?.observe(table);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return (
    <>
      <div ref={frame} className={hidden ? 'table-wrap table-wrap-more' : 'table-wrap'} tabIndex={0}>
        {children}
      </div>
      {hidden && (
        <p className="scroll-cue" role="note">
          {t('scrollCue')}
        </p>
      )}
    </>
  );
}
