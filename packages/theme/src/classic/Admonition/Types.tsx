import type { ComponentType } from 'react';
import type { AdmonitionProps } from '@theme/Admonition';
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';
import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';

/** The component of each admonition type, which a site can extend with its own types (`src/theme/Admonition/Types`). */
const AdmonitionTypes: Record<string, ComponentType<Omit<AdmonitionProps, 'type'>>> = {
  note: AdmonitionTypeNote,
  tip: AdmonitionTypeTip,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
  caution: AdmonitionTypeCaution,
  danger: AdmonitionTypeDanger,
  secondary: AdmonitionTypeNote,
  important: AdmonitionTypeInfo,
  success: AdmonitionTypeTip,
};

export default AdmonitionTypes;
