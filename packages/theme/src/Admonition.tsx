import { translate } from '@docusaurus/Translate';
import type { ComponentType, ReactNode } from 'react';
import NoteIcon from '@theme/Admonition/Icon/Note';
import TipIcon from '@theme/Admonition/Icon/Tip';
import InfoIcon from '@theme/Admonition/Icon/Info';
import CautionIcon from '@theme/Admonition/Icon/Caution';
import DangerIcon from '@theme/Admonition/Icon/Danger';

/** The looks there are; each type is shown as one of them. */
type Look = 'note' | 'tip' | 'info' | 'caution' | 'danger';

/**
 * Docusaurus's types, with their legacy names: `secondary` was a note, `important` an info,
 * `success` a tip; `warning` and `caution` look alike.
 */
const TYPES: Record<string, { look: Look; label: () => string }> = {
  note: { look: 'note', label: () => translate({ id: 'theme.admonition.note', message: 'Note', description: 'The heading of a note admonition' }) },
  tip: { look: 'tip', label: () => translate({ id: 'theme.admonition.tip', message: 'Tip', description: 'The heading of a tip admonition' }) },
  info: { look: 'info', label: () => translate({ id: 'theme.admonition.info', message: 'Info', description: 'The heading of an info admonition' }) },
  warning: { look: 'caution', label: () => translate({ id: 'theme.admonition.warning', message: 'Warning', description: 'The heading of a warning admonition' }) },
  caution: { look: 'caution', label: () => translate({ id: 'theme.admonition.caution', message: 'Caution', description: 'The heading of a caution admonition' }) },
  danger: { look: 'danger', label: () => translate({ id: 'theme.admonition.danger', message: 'Danger', description: 'The heading of a danger admonition' }) },
  secondary: { look: 'note', label: () => TYPES.note!.label() },
  important: { look: 'info', label: () => translate({ id: 'theme.admonition.important', message: 'Important', description: 'The heading of an important admonition' }) },
  success: { look: 'tip', label: () => translate({ id: 'theme.admonition.success', message: 'Success', description: 'The heading of a success admonition' }) },
};

/** Each look's icon, through `@theme/` so a site's shadow of one changes it. */
const ICONS: Record<Look, ComponentType<{ width?: number; height?: number }>> = { note: NoteIcon, tip: TipIcon, info: InfoIcon, caution: CautionIcon, danger: DangerIcon };

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'caution' | 'danger' | 'secondary' | 'important' | 'success';

export interface AdmonitionProps {
  type: AdmonitionType | (string & {});
  title?: ReactNode;
  /** Shown before the title, in place of the type's own icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  // An unknown type shows as info, as in Docusaurus, rather than failing the page.
  const known = TYPES[type] ?? TYPES.info!;
  const label = known.label();
  const heading = title ?? label;
  const Icon = ICONS[known.look];
  const classes = ['admonition', `admonition-${known.look}`, known.look !== type && `admonition-${type}`, className].filter(Boolean).join(' ');
  return (
    <aside className={classes} aria-label={typeof heading === 'string' ? heading : label}>
      <p className="admonition-heading">
        {/* The icon is decoration: the heading already says what kind of note this is. */}
        <span className="admonition-icon" aria-hidden="true">
          {icon ?? <Icon width={18} height={18} />}
        </span>
        {heading}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
