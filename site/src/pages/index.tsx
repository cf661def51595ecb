import type { ReactNode } from 'react';
import { Link } from '@docs/client';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import DocUpdates from '../components/home/DocUpdates';
import LatestReleases from '../components/home/LatestReleases';
import ProductCardPreview from '../components/home/ProductCardPreview.mdx';
import starters from '../../data/starters.json';
import '../css/faststore-ui-product-card.scss';

/** One step of the getting-started path, or one card of the documentation areas. */
interface Entry {
  title: string;
  text: string;
  to: string;
  linkText: string;
}

const STEPS: Entry[] = [
  {
    title: 'Learn the building blocks',
    text: 'See how the UI components, the SDK and the GraphQL API divide the work in a store.',
    to: '/docs',
    linkText: 'Read the introduction',
  },
  {
    title: 'Create your store',
    text: 'Copy the Base Store starter, connect your VTEX account and run it on your machine.',
    to: '/quickstart',
    linkText: 'Follow the Quickstart',
  },
  {
    title: 'Understand the architecture',
    text: 'Find out what is rendered at build time, what runs in the browser, and why.',
    to: '/conceptual-guides/jamstack',
    linkText: 'Read about the Jamstack',
  },
  {
    title: 'Make it yours',
    text: 'Rebrand every component at once by overriding the global design tokens.',
    to: '/how-to-guides/theming',
    linkText: 'Start theming',
  },
];

const AREAS: Entry[] = [
  {
    title: 'Guides',
    text: 'Task-focused instructions for changing a store, such as applying a theme built from global tokens.',
    to: '/how-to-guides/theming',
    linkText: 'Theming with global tokens',
  },
  {
    title: 'References',
    text: 'Queries and mutations of the FastStore API, SDK stores and hooks, and the UI components.',
    to: '/reference',
    linkText: 'Browse the references',
  },
  {
    title: 'Concepts',
    text: 'The ideas behind FastStore, from pre-rendered pages on a CDN to component shadowing.',
    to: '/conceptual-guides',
    linkText: 'Explore the concepts',
  },
  {
    title: 'Questions',
    text: 'Short answers about platforms, hosting, checkout, content editing and upgrades.',
    to: '/faq',
    linkText: 'Read the FAQ',
  },
];

/** One band of the home page: a titled, labelled section inside the page-width container. */
function HomeSection({ id, title, alt, children }: { id: string; title: string; alt?: boolean; children: ReactNode }) {
  return (
    <section className={alt ? 'home-section home-section-alt' : 'home-section'} aria-labelledby={id}>
      <div className="home-container">
        <h2 id={id} className="home-section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export default function Home() {
  return (
    <Layout
      title="FastStore"
      description="Documentation for FastStore, VTEX's toolkit for building fast headless storefronts with React: quickstart, guides, concepts and API, SDK and UI references."
    >
      <div className="home">
        <section className="home-hero" aria-labelledby="home-title">
          <div className="home-container">
            <p className="home-eyebrow">Documentation Portal</p>
            <h1 id="home-title" className="home-title">
              Build fast headless stores with FastStore
            </h1>
            <p className="home-lead">
              FastStore is VTEX&apos;s open-source toolkit for storefronts: React UI components, a browser SDK for cart, session
              and search, and a GraphQL API, assembled into starter stores you own as code and serve from a CDN.
            </p>
            <div className="home-actions">
              <Link to="/quickstart" className="portal-button portal-button-primary">
                Start the Quickstart
              </Link>
              <Link to="/docs" className="portal-button portal-button-secondary">
                Browse the documentation
              </Link>
            </div>
          </div>
        </section>

        <HomeSection id="getting-started" title="Getting started">
          <p className="home-section-intro">Four steps take you from a first look to a store with your own brand.</p>
          <ol className="home-steps">
            {STEPS.map((step, index) => (
              <li key={step.to} className="home-step">
                <span className="home-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="home-step-title">{step.title}</h3>
                  <p>{step.text}</p>
                  <Link to={step.to} className="home-step-link">
                    {step.linkText}
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </HomeSection>

        <HomeSection id="explore" title="Explore the documentation" alt>
          <ul className="home-cards">
            {AREAS.map((area) => (
              <li key={area.title} className="home-card">
                <h3 className="home-card-title">{area.title}</h3>
                <p>{area.text}</p>
                <Link to={area.to} className="home-card-link">
                  {area.linkText}
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>

        <HomeSection id="ui-components" title="UI components you can try here">
          <div className="home-split">
            <div className="home-split-text">
              <p className="home-section-intro">
                FastStore UI gives you the parts of a storefront as accessible React components, from a price or a button to a whole
                product card. Each one is styled through <code>data-fs-*</code> attributes and design tokens, so a theme changes
                them all without touching their code.
              </p>
              <div className="home-features">
                <div>
                  <h3 className="home-step-title">Ready for commerce</h3>
                  <p>Prices with list and selling values, discount badges, ratings and buy buttons behave the way shoppers expect.</p>
                </div>
                <div>
                  <h3 className="home-step-title">Yours to restyle</h3>
                  <p>
                    Override a token such as <code>--fs-button-primary-bkg-color</code> and every button follows.
                  </p>
                </div>
              </div>
              <Link to="/reference/ui/components" className="portal-button portal-button-primary">
                Explore our components
              </Link>
            </div>
            <div className="home-preview">
              <ProductCardPreview components={MDXComponents} />
            </div>
          </div>
        </HomeSection>

        <HomeSection id="starters" title="Start from a starter" alt>
          <p className="home-section-intro">
            A starter is a complete store you copy and own. Pick the official one closest to your project, or learn from what the
            community has built.
          </p>
          <ul className="home-cards">
            {starters.map((starter) => (
              <li key={starter.id} className="home-card">
                <h3 className="home-card-title">{starter.name}</h3>
                <p>{starter.details}</p>
                <Link to={starter.url} className="home-card-link">
                  About {starter.name}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/starters" className="home-step-link">
              Browse the starter library
            </Link>
          </p>
        </HomeSection>

        <HomeSection id="beta" title="Join the FastStore beta program">
          <p className="home-section-intro">
            The beta program gives VTEX customers early access to the newest FastStore, with the team&apos;s help while they build
            and launch. Find out who can join, what is included and how to apply.
          </p>
          <Link to="/beta/about" className="portal-button portal-button-secondary">
            Learn about the beta program
          </Link>
        </HomeSection>

        <HomeSection id="release-notes" title="Latest release notes" alt>
          <LatestReleases />
        </HomeSection>

        <HomeSection id="doc-updates" title="Latest documentation updates">
          <DocUpdates />
        </HomeSection>
      </div>
    </Layout>
  );
}
