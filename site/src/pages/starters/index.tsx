import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@docs/client';
import Layout from '@theme/Layout';
import StarterCard from './_components/StarterCard.tsx';
import { STARTERS, type StarterType } from './_components/starters.ts';
import '../../css/starters.css';

type Filter = 'all' | StarterType;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'official', label: 'Official' },
  { value: 'community', label: 'Community' },
];

const GROUPS: { type: StarterType; title: string; intro: string }[] = [
  {
    type: 'official',
    title: 'Official starters',
    intro: 'Built, tested and upgraded by the FastStore team with every release of the FastStore packages.',
  },
  {
    type: 'community',
    title: 'Community starters',
    intro: 'Built and maintained by agencies and developers outside VTEX, often for a particular industry.',
  },
];

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do starters cost anything?',
    answer: 'No. Every starter in this gallery is free. You still need a VTEX account for the catalog, checkout and payments your store uses.',
  },
  {
    question: 'Which framework do starters use?',
    answer:
      'Every starter has a Gatsby edition. The Base Store also has a Next.js edition, built on the same FastStore packages and with the same page structure. Each detail page links to the repository of every edition.',
  },
  {
    question: 'Who maintains a community starter?',
    answer:
      'Its owner, not the FastStore team. Before you build on one, check when its repository was last updated, which FastStore package versions it uses and whether its license suits your project.',
  },
  {
    question: 'Will my store receive updates to the starter?',
    answer: (
      <>
        Partly. Updates to the <code>@faststore/*</code> packages arrive as ordinary dependency upgrades. Changes to the starter&apos;s own files are
        yours to bring in, by comparing your code with the starter&apos;s newer version, as the{' '}
        <Link to="/conceptual-guides/S-starter">starter guide</Link> describes.
      </>
    ),
  },
  {
    question: 'How do I get my starter listed here?',
    answer: (
      <>
        Send it through the <Link to="/starters/submissions">submission form</Link>. The FastStore team checks that it builds, runs against a
        public demo account and has a README before adding it to the gallery.
      </>
    ),
  },
];

function parseFilter(search: string): Filter {
  const type = new URLSearchParams(search).get('type');
  return type === 'official' || type === 'community' ? type : 'all';
}

export default function StartersPage() {
  const { search } = useLocation();
  // The server renders every starter; the query is applied after hydration, so both renders match.
  const [filter, setFilter] = useState<Filter>('all');
  useEffect(() => setFilter(parseFilter(search)), [search]);

  const choose = (value: Filter) => {
    setFilter(value);
    const url = new URL(window.location.href);
    if (value === 'all') url.searchParams.delete('type');
    else url.searchParams.set('type', value);
    // Shareable and reloadable, without a new history entry or a route load for each click.
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  };

  const shown = STARTERS.filter((s) => filter === 'all' || s.type === filter);

  return (
    <Layout
      title="FastStore Starters"
      description="Browse official and community FastStore starters: complete stores you copy to begin a project, with demos, repositories and features."
    >
      <div className="starters">
        <header className="starters-hero">
          <div className="starters-container">
            <p className="starters-eyebrow">Starter library</p>
            <h1 className="starters-title">FastStore Starter Library</h1>
            <p className="starters-lead">
              A starter is a complete store you copy to begin a project: pages, components, tests and configuration, already connected to a demo
              catalog. Pick the one closest to the store you want, then make it yours by changing its code.
            </p>
            <Link to="/starters/submissions" className="portal-button portal-button-primary">
              Submit your starter
            </Link>
          </div>
        </header>

        <section className="starters-section" aria-label="Starters">
          <div className="starters-container">
            <div className="starters-toolbar">
              <div className="starters-filter" role="group" aria-label="Show starters">
                {FILTERS.map((f) => (
                  <button key={f.value} type="button" className="starters-filter-button" aria-pressed={filter === f.value} onClick={() => choose(f.value)}>
                    {f.label}
                  </button>
                ))}
              </div>
              <p className="starters-count" role="status">
                {shown.length === 1 ? 'Showing 1 starter' : `Showing ${shown.length} starters`}
              </p>
            </div>
            <p className="starters-note">
              Each demo store is hosted and kept online by the starter's owner, not by this site.
            </p>

            {GROUPS.filter((g) => filter === 'all' || filter === g.type).map((group) => (
              <div key={group.type} className="starters-group">
                <h2 id={`starters-${group.type}`} className="starters-section-title">
                  {group.title}
                </h2>
                <p className="starters-group-intro">{group.intro}</p>
                <ul className="starters-grid" aria-labelledby={`starters-${group.type}`}>
                  {shown
                    .filter((s) => s.type === group.type)
                    .map((starter) => (
                      <li key={starter.id}>
                        <StarterCard starter={starter} />
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section className="starters-section starters-section-alt" aria-labelledby="starters-education">
          <div className="starters-container starters-columns">
            <div>
              <h2 id="starters-education" className="starters-section-title">
                What is a starter?
              </h2>
              <p>
                A starter is not a theme to configure or a template to fill in. It is a working FastStore application: the UI components of{' '}
                <code>@faststore/ui</code>, cart, session and search state from <code>@faststore/sdk</code>, and a GraphQL server running{' '}
                <code>@faststore/api</code>, wired together and tested. You copy it once, and from then on every file belongs to your project.
              </p>
              <p>
                Official starters follow each release of the FastStore packages. Community starters add a design and features for an industry, and
                are only as current as their owners keep them.
              </p>
              <p>
                <Link to="/conceptual-guides/S-starter">Read the starter guide</Link>
              </p>
            </div>
            <div>
              <h3 className="starters-subtitle">Choosing a starter</h3>
              <ul className="starters-checklist">
                <li>
                  <strong>Base Store</strong> when developers define every page in code.
                </li>
                <li>
                  <strong>CMS Base Store</strong> when editors will change the home page and landing pages themselves.
                </li>
                <li>
                  <strong>A community starter</strong> when its design and features match your project and you are ready to maintain code you did
                  not write.
                </li>
              </ul>
            </div>
          </div>
        </section>

        <section className="starters-section" aria-labelledby="starters-components">
          <div className="starters-container starters-columns">
            <div>
              <h2 id="starters-components" className="starters-section-title">
                Starter components
              </h2>
              <p>
                Everything a shopper sees is a React component in <code>src/components</code>, grouped by area: <code>product</code>,{' '}
                <code>search</code>, <code>cart</code>, <code>common</code> for the header and footer, and <code>sections</code> for the large blocks
                a page is made of, such as the hero and product shelves.
              </p>
              <p>
                The <code>ui</code> folder wraps the components of <code>@faststore/ui</code>: when the store renders a button, it goes through{' '}
                <code>src/components/ui/Button</code>, where the starter adds its variants and icons. Each component keeps its styles next to its
                code, so a change to one part of the store stays in one folder.
              </p>
              <p>
                <Link to="/tutorials/gatsby/4">Tour the project structure</Link>
              </p>
            </div>
            <div>
              <h2 className="starters-section-title">Starter pages</h2>
              <p>
                Each file in <code>src/pages</code> is a route: the home page, product pages under <code>{'/{slug}/p'}</code>, collection pages
                for departments, categories and brands, search results and a not-found page. Pages stay thin on purpose: they read data, set SEO
                tags and hand over to components.
              </p>
              <p>
                The first Gatsby stores received their pages from a theme package and changed them with shadowing, replacing single files of the
                theme. In a starter the pages are already your code, so you edit them directly and Git shows what you changed.
              </p>
              <p>
                <Link to="/conceptual-guides/S-shadowing">Compare with shadowing</Link>
              </p>
            </div>
          </div>
        </section>

        <section className="starters-section starters-section-alt" aria-labelledby="starters-faq">
          <div className="starters-container">
            <h2 id="starters-faq" className="starters-section-title">
              Frequently asked questions
            </h2>
            <div className="starters-faq">
              {FAQ.map((item) => (
                <details key={item.question} className="starters-faq-item">
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
      </div>
    </Layout>
  );
}
