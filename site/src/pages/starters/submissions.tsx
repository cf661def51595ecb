import { Link, useSiteConfig } from '@docs/client';
import Layout from '@theme/Layout';
import SubmissionForm, { ISSUES_URL } from './_components/SubmissionForm.tsx';
import '../../css/starters.css';

export default function StarterSubmissionsPage() {
  const endpoint = useSiteConfig().customFields.starterSubmissionEndpoint;
  // Set from STARTER_SUBMISSION_ENDPOINT at build time; without it the form is shown but sends nothing.
  const configured = typeof endpoint === 'string' && endpoint !== '';
  return (
    <Layout
      title="Submit your starter"
      description="Share a FastStore starter with the community: send its repository, demo and features for review and listing in the starters gallery."
    >
      <div className="starters">
        <header className="starters-hero">
          <div className="starters-container">
            <p className="starters-back">
              <Link to="/starters">← All starters</Link>
            </p>
            <p className="starters-eyebrow">Starter community</p>
            <h1 className="starters-title">Submit your starter</h1>
            <p className="starters-lead">
              Built a FastStore store other teams could start from? Send it in. The FastStore team reviews every submission and lists accepted
              starters in the gallery, with a link to your repository, your demo and your website.
            </p>
          </div>
        </header>

        <section className="starters-section" aria-labelledby="starters-criteria">
          <div className="starters-container starters-columns">
            <div>
              <h2 id="starters-criteria" className="starters-section-title">
                Before you submit
              </h2>
              <p>A starter is accepted when it:</p>
              <ul className="starters-checklist">
                <li>lives in a public repository with an open-source license;</li>
                <li>installs and builds with the commands in its README, and runs against a public demo account with no extra configuration;</li>
                <li>states in its README which FastStore package versions and which Node.js version it supports;</li>
                <li>has a live demo that stays online while the starter is listed.</li>
              </ul>
              <p>
                Listed starters appear as community starters: you keep maintaining them, and visitors are told so. The{' '}
                <Link to="/conceptual-guides/S-starter">starter guide</Link> describes what makes a good one.
              </p>
            </div>
            <div>
              <h2 id="starters-form-title" className="starters-section-title">
                Your starter
              </h2>
              {!configured && (
                <p className="starters-callout">
                  Submissions are not configured on this copy of the site, so the form cannot send your starter. You can still check your
                  entries here, then propose the starter in an issue on the{' '}
                  <a href={ISSUES_URL} rel="noopener noreferrer">
                    FastStore GitHub repository
                  </a>
                  .
                </p>
              )}
              <SubmissionForm endpoint={configured ? endpoint : undefined} />
            </div>
          </div>
        </section>
      </div>
    </Layout>
  );
}
