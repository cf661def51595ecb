export interface CodeBlockProps {
  language: string;
  /** Highlighted lines as HTML, produced at build time. */
  html: string;
  title?: string;
  live?: string;
  code?: string;
  showLineNumbers?: string;
}

/** A code block highlighted at build time; scrollable blocks are focusable so keyboards can scroll them. */
export default function CodeBlock({ language, html, title }: CodeBlockProps) {
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <pre className="shiki" tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
