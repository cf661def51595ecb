import type { ComponentDoc } from '@docs/core/docgen';

export interface PropsTableProps {
  /** The component's export name, as written in MDX. */
  of: string;
  /** Filled in at build time from the component's TypeScript types. */
  component?: ComponentDoc;
}

/** JSDoc text with its `code spans` as code. */
function Description({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) => (part.length > 2 && part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part))}
    </>
  );
}

/**
 * The props of a component, generated at build time from its TypeScript types (`propsTables` in
 * the site config). The table scrolls sideways inside a focusable region where it does not fit,
 * so keyboard readers can scroll it too; on a phone each prop is a card instead, every cell under
 * its column's name (the `data-label`), so the description is never off-screen.
 */
export default function PropsTable({ of, component }: PropsTableProps) {
  if (!component) return null;
  const caption = `Props of ${of}`;
  return (
    <div className="props-table" data-component={of}>
      {component.props.length > 0 ? (
        <div className="props-table__scroll" role="region" aria-label={caption} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Prop</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {component.props.map((prop) => (
                <tr key={prop.name}>
                  <th scope="row">
                    <code>{prop.name}</code>
                    {prop.required && <span className="props-table__required">required</span>}
                  </th>
                  <td data-label="Type">
                    <code>{prop.type}</code>
                  </td>
                  <td data-label="Default">{prop.defaultValue !== undefined ? <code>{prop.defaultValue}</code> : <span aria-label="none">–</span>}</td>
                  <td data-label="Description">
                    {prop.deprecated !== undefined && (
                      <strong className="props-table__deprecated">
                        Deprecated{prop.deprecated ? ': ' : '.'}
                        <Description text={prop.deprecated} />{' '}
                      </strong>
                    )}
                    <Description text={prop.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>
          <code>{of}</code> declares no props of its own.
        </p>
      )}
      {component.inherits.length > 0 && (
        <p className="props-table__inherits">
          It also takes every prop of{' '}
          {component.inherits.map((name, i) => (
            <span key={name}>
              {i > 0 && (i === component.inherits.length - 1 ? ' and ' : ', ')}
              <code>{name}</code>
            </span>
          ))}
          , passed on to the element it renders.
        </p>
      )}
    </div>
  );
}
