import { Link } from '@docs/client';
import Layout from '@theme/Layout';
import { DEFAULT_FRAMEWORK, getStarter, repositorySlug, TYPE_LABELS, type Starter } from './starters.ts';
import '../../../css/starters.css';

/** The commands that copy a repository into `my-store` and run it, with the dev command of its framework. */
function commands(repository: string, framework: string): string {
  const dev = framework === 'Next.js' ? 'yarn dev' : 'yarn develop';
  return [`npx degit ${repositorySlug(repository)} my-store`, 'cd my-store', 'yarn', dev].join('\n');
}

const LOCAL_ADDRESS: Record<string, string> = { Gatsby: 'http://localhost:8000', 'Next.js': 'http://localhost:3000' };

function Variants({ starter }: { starter: Starter }) {
  const variants = [{ framework: DEFAULT_FRAMEWORK, url: starter.repositories.default }];
  if (starter.repositories.secondVariant) variants.push(starter.repositories.secondVariant);
  return (
    <>
      {variants.map((v) => (
        <div key={v.framework} className="starters-variant">
          {variants.length > 1 && <h3 className="starters-subtitle">{v.framework} edition</h3>}
          <pre className="starters-code" tabIndex={0} aria-label={`Commands to create a store from the ${v.framework} edition`}>
            <code>{commands(v.url, v.framework)}</code>
          </pre>
          <p>
            The last command starts a development server at <code>{LOCAL_ADDRESS[v.framework]}</code>.
          </p>
        </div>
      ))}
    </>
  );
}

/** A starter's detail page; each page file under /starters renders it with its id. */
export default function StarterDetail({ id }: { id: string }) {
  const starter = getStarter(id);
  const second = starter.repositories.secondVariant;
  const frameworks = second ? `${DEFAULT_FRAMEWORK} and ${second.framework}` : DEFAULT_FRAMEWORK;
  return (
    <Layout title={`${starter.name} starter`} description={`${starter.name}: ${starter.details}`}>
      <div className="starters starters-detail">
        <div className="starters-container">
          <p className="starters-back">
            <Link to="/starters">← All starters</Link>
          </p>
          <div className="starters-detail-header">
            <div>
              <p className="starters-badge" data-type={starter.type}>
                {TYPE_LABELS[starter.type]} starter
              </p>
              <h1 className="starters-title">{starter.name}</h1>
              <p className="starters-lead">{starter.details}</p>
              <p className="starters-owner">
                Developed by{' '}
                <a href={starter.ownerWebsite} rel="noopener noreferrer">
                  {starter.owner}
                </a>
              </p>
              <div className="starters-actions">
                <a className="portal-button portal-button-primary" href={starter.demoUrl} rel="noopener noreferrer">
                  View the demo store
                </a>
                <a className="portal-button portal-button-secondary" href={starter.repositories.default} rel="noopener noreferrer">
                  {DEFAULT_FRAMEWORK} repository
                </a>
                {second && (
                  <a className="portal-button portal-button-secondary" href={second.url} rel="noopener noreferrer">
                    {second.framework} repository
                  </a>
                )}
              </div>
            </div>
            <img
              className="starters-detail-image"
              src={starter.image}
              alt={`Preview of the ${starter.name} home page: header, banner and a shelf of products`}
              width={960}
              height={660}
            />
          </div>

          <div className="starters-detail-body">
            <section aria-labelledby="starter-about">
              <h2 id="starter-about" className="starters-section-title">
                About this starter
              </h2>
              <p>{starter.description}</p>
              <h2 id="starter-features" className="starters-section-title">
                Features
              </h2>
              <ul className="starters-features">
                {starter.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>

            <aside className="starters-facts" aria-labelledby="starter-facts">
              <h2 id="starter-facts" className="starters-facts-title">
                At a glance
              </h2>
              <dl>
                <dt>Price</dt>
                <dd>{starter.price}</dd>
                <dt>Maintained by</dt>
                <dd>{starter.type === 'official' ? 'The FastStore team at VTEX' : starter.owner}</dd>
                <dt>Frameworks</dt>
                <dd>{frameworks}</dd>
                <dt>Demo</dt>
                <dd>
                  <a href={starter.demoUrl} rel="noopener noreferrer">
                    {new URL(starter.demoUrl).host}
                  </a>
                </dd>
                <dt>Repositories</dt>
                <dd>
                  <ul className="starters-repos">
                    <li>
                      <a href={starter.repositories.default} rel="noopener noreferrer">
                        {repositorySlug(starter.repositories.default)}
                      </a>{' '}
                      ({DEFAULT_FRAMEWORK})
                    </li>
                    {second && (
                      <li>
                        <a href={second.url} rel="noopener noreferrer">
                          {repositorySlug(second.url)}
                        </a>{' '}
                        ({second.framework})
                      </li>
                    )}
                  </ul>
                </dd>
              </dl>
              <p className="starters-note">The demo store is hosted and kept online by the starter&apos;s owner, not by this site.</p>
            </aside>
          </div>

          <section className="starters-use" aria-labelledby="starter-use">
            <h2 id="starter-use" className="starters-section-title">
              Use this starter
            </h2>
            <p>
              You need Node.js, Yarn 1 and Git. Copy the starter into a new folder with <code>degit</code>, which downloads the latest files without
              the starter&apos;s Git history, install the dependencies and start the store:
            </p>
            <Variants starter={starter} />
            <p>
              Then run <code>git init</code> and commit the untouched copy, so <code>git diff</code> can always show what you changed. The{' '}
              <Link to="/quickstart">Quickstart</Link> continues with connecting your VTEX account in <code>store.config.js</code>.
            </p>
            {starter.type === 'community' && (
              <p className="starters-callout">
                Community starters are maintained by their owners. Read the repository&apos;s README for the Node.js version and any account settings
                the starter needs, and check which FastStore package versions it uses before you build on it.
              </p>
            )}
            {starter.id === 'cms-base' && (
              <p className="starters-callout">
                To let editors change pages, install the VTEX Headless CMS in your account and upload the starter&apos;s schemas with{' '}
                <code>vtex cms sync</code>. The <Link to="/tutorials/cms-overview">CMS tutorial</Link> explains every piece the starter contains.
              </p>
            )}
          </section>
        </div>
      </div>
    </Layout>
  );
}
