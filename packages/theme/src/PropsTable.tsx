import Translate, { translate } from '@docusaurus/Translate';
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
  const caption = translate({ id: 'theme.PropsTable.caption', message: 'Props of {component}', description: 'The caption of a component\'s props table' }, { component: of });
  const column = {
    type: translate({ id: 'theme.PropsTable.type', message: 'Type', description: 'The props table\'s column of types' }),
    default: translate({ id: 'theme.PropsTable.default', message: 'Default', description: 'The props table\'s column of default values' }),
    description: translate({ id: 'theme.PropsTable.description', message: 'Description', description: 'The props table\'s column of descriptions' }),
  };
  return (
    <div className="props-table" data-component={of}>
      {component.props.length > 0 ? (
        <div className="props-table__scroll" role="region" aria-label={caption} tabIndex={0}>
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{translate({ id: 'theme.PropsTable.prop', message: 'Prop', description: 'The props table\'s column of prop names' })}</th>
                <th scope="col">{column.type}</th>
                <th scope="col">{column.default}</th>
                <th scope="col">{column.description}</th>
              </tr>
            </thead>
            <tbody>
              {component.props.map((prop) => (
                <tr key={prop.name}>
                  <th scope="row">
                    <code>{prop.name}</code>
                    {prop.required && <span className="props-table__required">{translate({ id: 'theme.PropsTable.required', message: 'required', description: 'Beside the name of a prop that must be given' })}</span>}
                  </th>
                  <td data-label={column.type}>
                    <code>{prop.type}</code>
                  </td>
                  <td data-label={column.default}>{prop.defaultValue !== undefined ? <code>{prop.defaultValue}</code> : <span aria-label={translate({ id: 'theme.PropsTable.noDefault', message: 'none', description: 'Read for a prop with no default value' })}>–</span>}</td>
                  <td data-label={column.description}>
                    {prop.deprecated !== undefined && (
                      <strong className="props-table__deprecated">
                        {translate({ id: 'theme.PropsTable.deprecated', message: 'Deprecated', description: 'Before what replaces a deprecated prop' })}
                        {prop.deprecated ? ': ' : '.'}
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
          <Translate id="theme.PropsTable.noProps" description="Said of a component without props of its own" values={{ component: <code>{of}</code> }}>
            {'{component} declares no props of its own.'}
          </Translate>
        </p>
      )}
      {component.inherits.length > 0 && (
        <p className="props-table__inherits">
          <Translate
            id="theme.PropsTable.inherits"
            description="Names the components whose props a component also takes; components is their list"
            values={{
              components: component.inherits.map((name, i) => (
                <span key={name}>
                  {i > 0 && (i === component.inherits.length - 1 ? translate({ id: 'theme.PropsTable.listLastSeparator', message: ' and ', description: 'Between the last two names of a list' }) : translate({ id: 'theme.PropsTable.listSeparator', message: ', ', description: 'Between two names of a list' }))}
                  <code>{name}</code>
                </span>
              )),
            }}
          >
            {'It also takes every prop of {components}, passed on to the element it renders.'}
          </Translate>
        </p>
      )}
    </div>
  );
}
