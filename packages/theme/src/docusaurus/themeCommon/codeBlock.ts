import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const TITLE = /title=(?<quote>["'])(?<title>.*?)\1/;
const LANGUAGE = /language-(?<lang>[\w-]+)/;

/** The `title="..."` of a code fence's meta string. */
export function parseCodeBlockTitle(metastring?: string): string {
  return metastring?.match(TITLE)?.groups?.title ?? '';
}

/** The language of a code block's `language-x` class. */
export function parseLanguage(className: string): string | undefined {
  return className.split(' ').map((c) => LANGUAGE.exec(c)?.groups?.lang).find(Boolean);
}

/** Whether a code fence's meta string asks for line numbers. */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

/** Word-wrap state for a code block's `<code>`, as Docusaurus's `useCodeWordWrap`. */
export function useCodeWordWrap(): { codeBlockRef: RefObject<HTMLPreElement | null>; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void } {
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) code.removeAttribute('style');
      else {
        code.style.whiteSpace = 'pre-wrap';
        code.style.overflowWrap = 'anywhere';
      }
    }
    setEnabled((e) => !e);
  }, [isEnabled]);
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (pre) setScrollable(pre.scrollWidth > pre.clientWidth);
  }, [isEnabled]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
