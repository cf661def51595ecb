import { useEffect, useRef, useState, type TableHTMLAttributes } from 'react';

/**
 * A Markdown table. A wide one scrolls sideways in its own box (`.markdown table`) and, while it
 * does, takes keyboard focus, so it can be scrolled without a pointer too. Tables that fit add no
 * stop to the tab order.
 */
export default function MarkdownTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const table = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = table.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={table} tabIndex={scrolls ? 0 : props.tabIndex} />;
}
