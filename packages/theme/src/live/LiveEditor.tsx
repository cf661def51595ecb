import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { highlight } from './highlight.ts';

export interface LiveEditorProps {
  id: string;
  code: string;
  /** The code the page shipped, and its build-time highlighted HTML, shown while the code is unchanged. */
  originalCode: string;
  originalHtml: string;
  onChange(code: string): void;
  /** Ids of the elements describing the editor: its keyboard hint, the current error. */
  describedBy: string;
  /** Take the focus on mount: the reader was on the static code when the editor arrived. */
  autoFocus: boolean;
}

const INDENT = '  ';

/**
 * Replace the selection with `text` the way typing would, so the browser's undo history keeps the
 * change; where `insertText` is not supported, set the text directly and tell React with an input event.
 */
function insertText(textarea: HTMLTextAreaElement, text: string) {
  textarea.focus();
  if (document.execCommand?.('insertText', false, text)) return;
  textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The start of the line holding `index`. */
const lineStart = (value: string, index: number) => value.lastIndexOf('\n', index - 1) + 1;

/** Indent or outdent every line the selection touches, keeping those lines selected. */
function shiftLines(textarea: HTMLTextAreaElement, outdent: boolean) {
  const { value, selectionStart, selectionEnd } = textarea;
  const start = lineStart(value, selectionStart);
  // A selection ending at the start of a line does not take that line along.
  const endIndex = selectionEnd > selectionStart && value[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd;
  const nextBreak = value.indexOf('\n', endIndex);
  const end = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(start, end).split('\n');
  const changed = lines.map((line) => (outdent ? line.replace(/^( {1,2}|\t)/, '') : line.length ? INDENT + line : line)).join('\n');
  if (changed === value.slice(start, end)) return;
  const firstDelta = outdent ? lines[0]!.length - lines[0]!.replace(/^( {1,2}|\t)/, '').length : lines[0]!.length ? INDENT.length : 0;
  textarea.setSelectionRange(start, end);
  insertText(textarea, changed);
  const newStart = selectionStart === selectionEnd ? Math.max(start, selectionStart + (outdent ? -firstDelta : firstDelta)) : start;
  const newEnd = selectionStart === selectionEnd ? newStart : start + changed.length;
  textarea.setSelectionRange(newStart, newEnd);
}

/**
 * The code as a textarea laid exactly over its highlighted copy: the browser's own editing, caret,
 * selection, undo and accessibility, with colours underneath. Tab indents; Escape then Tab (or
 * Shift+Tab) leaves, so keyboards are never trapped. Enter keeps the line's indentation.
 */
export function LiveEditor({ id, code, originalCode, originalHtml, onChange, describedBy, autoFocus }: LiveEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Set by Escape: the next Tab moves the focus instead of indenting.
  const escaped = useRef(false);
  const html = useMemo(() => (code === originalCode ? originalHtml : highlight(code)), [code, originalCode, originalHtml]);

  useEffect(() => {
    if (autoFocus) textarea.current?.focus({ preventScroll: true });
    // Only on mount: the hand-over from the static code.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      if (escaped.current) {
        escaped.current = false;
        return;
      }
      event.preventDefault();
      const { value, selectionStart, selectionEnd } = target;
      if (event.shiftKey || value.slice(selectionStart, selectionEnd).includes('\n')) shiftLines(target, event.shiftKey);
      else insertText(target, INDENT);
      return;
    }
    // Modifiers alone keep it: Escape, then Shift+Tab leaves backwards.
    if (event.key !== 'Shift' && event.key !== 'Control' && event.key !== 'Alt' && event.key !== 'Meta') escaped.current = false;
    if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey && !event.nativeEvent.isComposing) {
      const { value, selectionStart } = target;
      const line = value.slice(lineStart(value, selectionStart), selectionStart);
      const indent = /^[ \t]*/.exec(line)![0] + (/[{([>]\s*$/.test(line) && !/<\/[^>]*>\s*$|\/>\s*$/.test(line) ? INDENT : '');
      if (!indent) return;
      event.preventDefault();
      insertText(target, '\n' + indent);
    }
  };

  // Revealing the caret scrolls as little as it can, so after a long line the left padding stays
  // scrolled out; back at the start of a line, show the line's start.
  const revealLineStart = (event: { currentTarget: HTMLTextAreaElement }) => {
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    if (selectionStart !== selectionEnd || !/^[ \t]*$/.test(value.slice(lineStart(value, selectionStart), selectionStart))) return;
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollLeft = 0;
  };

  return (
    <div className="live-code-editor-scroll" ref={scrollerRef}>
      <div className="live-code-editor-grid">
        <pre className="shiki live-code-highlight" aria-hidden="true">
          <code dangerouslySetInnerHTML={{ __html: html + '\n' }} />
        </pre>
        <textarea
          ref={textarea}
          id={id}
          className="live-code-textarea"
          value={code}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onKeyUp={revealLineStart}
          onClick={revealLineStart}
          onBlur={() => (escaped.current = false)}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          translate="no"
          wrap="off"
          rows={1}
          data-gramm="false"
        />
      </div>
    </div>
  );
}
